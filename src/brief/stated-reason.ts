// Which paragraph of the section chosen as what to deliver states the reason for the work, when no section says why
// (QA 44 C1: "`rig replay` is its acceptance test …, so a refactor that changes a number cannot hide.", "**Решение
// Игоря 10-09 …: юзера … НЕ спрашиваем.** Вопрос выглядит так, будто …"). A reason is read only where the words give
// one, never guessed from the task's statement: a brief that states none is still asked for its why. Words are data
// in prompts/headings.txt (brief.whyCue, brief.leadWhy, brief.taskReason, brief.decisionLead, brief.purposeCue,
// brief.ruleLead, brief.ruleLeadLoud, brief.openDecisions). Pure.

import { headingTable, type Phrase } from './headings.js';
import { holdsAny } from './lifted-lines.js';
import { opensWith, sentencesOf } from './says-why.js';
import { lazyRegExp } from './lazy-regexp.js';

const table = (key: string): readonly Phrase[] => headingTable().get(key) ?? [];

/** How a paragraph states the reason: by a word that gives one, or as a decision followed by its reason. */
export type ReasonKind = 'reason' | 'decision';

/** The first of a task section's paragraphs (their text as written, in order) that states the reason for the work,
 *  and how; null when none does. The paragraphs are the reader's: each is kept where it stood (the why is a copy). */
export function reasonParagraph(paragraphs: readonly string[]): { index: number; kind: ReasonKind } | null {
  for (let i = 0; i < paragraphs.length; i++) {
    const kind = statedReason(paragraphs[i]!);
    if (kind) return { index: i, kind };
  }
  return null;
}

/** Whether a paragraph states a reason for the work: 'reason' when a sentence holds a word that gives one ("because",
 *  "the reason is", "weil", "потому что", "因为": brief.whyCue but its purpose words, brief.leadWhy; "… is its
 *  acceptance test", "… is blocked until …", "deshalb", "поэтому": brief.taskReason), 'decision' when it opens with a
 *  decision that names who took it or when ("**Решение Игоря 10-09: …**", "Igor's decision (10-09): …":
 *  brief.decisionLead) and goes on to say more (its reason); else null. */
export function statedReason(paragraph: string): ReasonKind | null {
  const text = paragraph.replace(/\*\*|__/g, '').trim();
  const sentences = sentencesOf(text);
  const first = sentences[0];
  // (Eight words, or in Chinese or Japanese twelve characters: a reason takes a clause.)
  const short = CJK.test(text) ? text.replace(/\s+/g, '').length < 12 : text.split(/\s+/).length < 8;
  if (first === undefined || short || opensWithRule(text)) return null;
  // (A label line, "Model: **Opus**.", "Branch: main", says a setting, no reason.)
  if (sentences.length === 1 && /^[^:：]{1,40}[:：]\s*\S/.test(first) && first.split(/\s+/).length <= 5) return null;
  if (decisionWithReason(first, sentences.slice(1))) return 'decision';
  // (Purpose words, "so that", "чтобы", "为了", say what the step is for, the deliverable's own aim: in a task section
  // that is the work, not why it exists.)
  const purpose = new Set(table('brief.purposeCue').map((q) => q.flat));
  const cues = [table('brief.whyCue').filter((q) => !purpose.has(q.flat)), table('brief.leadWhy'), table('brief.taskReason')];
  // (Not the characters of a cue inside words that give none: "ものです" holds "ので", brief.whyCueNot.)
  const not = table('brief.whyCueNot').map((q) => q.flat).filter(Boolean);
  const plain = (x: string) => not.reduce((t, w) => t.split(w).join(' '), x);
  return sentences.some((s) => cues.some((list) => holdsAny(plain(s), list) !== null)) ? 'reason' : null;
}

const CJK = lazyRegExp(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);

/** Whether a paragraph opens with a rule ("Do not rebuild dist/ mid-study because the preregistration pins it.",
 *  "Never …", "Always …", "Niemals …": brief.ruleLead, brief.ruleLeadLoud): a constraint of the work with its reason,
 *  never why the work exists. */
export function opensWithRule(paragraph: string): boolean {
  const first = sentencesOf(paragraph.replace(/\*\*|__/g, '').trim())[0];
  return first !== undefined && (opensWith(first, table('brief.ruleLead')) || opensWith(first, table('brief.ruleLeadLoud')));
}

/** Whether a paragraph's first sentence is a decision taken, labelled by a decision word with who took it or when
 *  ("Решение Игоря 10-09, уже после мержа #426: …", "Igor's decision, 10-09: …"), and the sentences after it say
 *  more (six words or more that are no rule alone): the decision and its reason. A bare "Решение: …" (also
 *  "solution") or "Decision: …" names no one and no day, and a decision still open ("Decision needed: …") is none. */
function decisionWithReason(first: string, rest: readonly string[]): boolean {
  const m = /^([^:：]{1,80})[:：]\s*\S/.exec(first);
  if (!m) return false;
  const label = m[1]!.trim();
  const words = label.split(/\s+/);
  if (words.length < 2 || holdsAny(label, table('brief.decisionLead')) === null || holdsAny(label, table('brief.openDecisions')) !== null) return false;
  // (Who or when: a date or number, a name after the first word, or a possessive.)
  const who = /\d/.test(label) || words.slice(1).some((w) => /^\p{Lu}/u.test(w)) || /['’]s\b/.test(label);
  if (!who) return false;
  const said = rest.filter((s) => !opensWith(s, table('brief.ruleLead')));
  return said.join(' ').split(/\s+/).filter(Boolean).length >= 6;
}
