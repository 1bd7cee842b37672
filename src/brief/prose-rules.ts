// Rules a document states as prose under headings of its own (QA 45 B4): a list its label calls the rules ("- Repository
// rules" / "  - use `python3.11` explicitly", "- リポジトリルール", "**Regeln:**"), a rule for every step ("6. **每步后跑
// `npm run build-and-test`**", "After each step, run the tests."), a sentence whose subject is bound by a word of obligation
// ("Code must compile on both.", "Wer den Fehler behebt, muss den Test mitziehen.", "SSID/password must match hostapd
// exactly"). A person reads each as a constraint of the work wherever it stands; lifted-lines.ts copies it there, the line
// staying where it is. A rule is lifted whole, with what it needs to stand alone: the bold lead of the item it closes
// ("**AnnexB start codes already present** — … Do NOT prepend additional ones." -> "AnnexB start codes already present —
// Do NOT prepend additional ones."), the heading over it when it opens its section and points back ("## Qt 6.4 vs 6.8" /
// "Code must compile on both." -> "Qt 6.4 vs 6.8: Code must compile on both."). Not a rule: what must be done to a thing
// told as a bug or a status ("X must be fixed", "Zwei Tests müssen umgestellt werden"), nor what must have happened ("the
// build must have failed because …"). The words are data: prompts/headings.txt brief.ruleGroup, brief.ruleEvery,
// brief.ruleModalVerb, brief.notRuleAfterModal, brief.notRuleSubject, brief.referBack. Pure.

import { headingTable, toPhrase, type Phrase } from './headings.js';
import { splitSentences } from './sentences.js';
import { lazyRegExp } from './lazy-regexp.js';

type Opens = (p: Phrase, list: readonly Phrase[]) => string | null;

const plain = (t: string) => t.replace(/[*_`]/g, '');

/** Whether a label or an item's whole text names a list of the work's rules ("Repository rules", "リポジトリルール",
 *  "Regeln", "**Rules:**"): the phrase of brief.ruleGroup it is, or ends with ("Some repo rules"); null when none. */
export function namesRuleGroup(text: string): string | null {
  const t = plain(text).replace(/[:：]\s*$/u, '').trim();
  if (!t || t.length > 60) return null;
  const p = toPhrase(t);
  for (const q of headingTable().get('brief.ruleGroup') ?? []) {
    if (q.cjk || p.cjk) {
      if (q.flat !== '' && p.flat.endsWith(q.flat)) return q.flat;
      continue;
    }
    const n = q.words.length;
    if (n > 0 && p.words.length >= n && p.words.length <= n + 2 && q.words.every((w, j) => p.words[p.words.length - n + j] === w)) return q.words.join(' ');
  }
  return null;
}

/** The phrase of brief.ruleEvery a text opens with, its emphasis aside ("After each step, run …", "每步后跑 …", "Nach jedem
 *  Schritt …"): a rule kept at every step; null when none. */
export function everyTimeRule(text: string, opens: Opens): string | null {
  const list = headingTable().get('brief.ruleEvery') ?? [];
  return list.length ? opens(toPhrase(plain(text).replace(/^[\p{P}\p{S}\s]+/u, '')), list) : null;
}

/** How many words a subject may take before its word of obligation: "Code must", "Wer den Fehler behebt, muss". */
const SUBJECT_WORDS = 6;

/** The word of obligation (brief.ruleModalVerb) a clause binds its subject with, a few words in ("Code must compile on
 *  both", "SSID/password must match hostapd exactly", "Wer den Fehler behebt, muss den Test mitziehen"), when the words
 *  after it tell no passive nor a past (brief.notRuleAfterModal: "must be fixed", "must have failed", "… müssen umgestellt
 *  werden") and its subject is not the writer (brief.notRuleSubject: "We must ship by Friday"): a rule; null otherwise. Not one opening the clause (inline-rules.ts reads those), nor a CJK one: "必须"
 *  describes a bug as often as it binds the work. */
export function modalRule(clause: string): string | null {
  const table = headingTable();
  const modals = table.get('brief.ruleModalVerb') ?? [];
  const aux = new Set((table.get('brief.notRuleAfterModal') ?? []).flatMap((q) => q.words));
  const writer = new Set((table.get('brief.notRuleSubject') ?? []).flatMap((q) => q.words));
  const p = toPhrase(plain(clause));
  if (p.cjk || !modals.length) return null;
  const words = p.words;
  for (let k = 1; k <= Math.min(SUBJECT_WORDS, words.length - 2); k++) {
    const q = modals.find((m) => m.words.length === 1 && m.words[0] === words[k]);
    if (!q) continue;
    // (The writer as the subject, "We must ship by Friday.": a plan told, not a rule.)
    if (words.slice(0, k).some((w) => writer.has(w))) return null;
    // (Nor the next session or agent, "The next session must speed up the frontend to close the loop.", "Próxima sessão
    // deve acelerar …": the work handed on, what to do first, not a rule it keeps; brief.nextAgent.)
    if (namesNextAgent(words.slice(0, k))) return null;
    const next = words[k + 1]!;
    // (The verb after it, or closing the clause, as German puts it: "müssen umgestellt werden".)
    if (aux.has(next) || aux.has(words[words.length - 1]!) || (next === 'not' && aux.has(words[k + 2] ?? ''))) return null;
    return q.words[0]!;
  }
  return null;
}

/** Whether a sentence hands the next session its work with a purpose: its subject names the next session or agent and
 *  binds it by a word of obligation, and a purpose follows ("The next session must speed up the frontend to close the
 *  feedback loop.", "Próxima sessão deve acelerar … para fechar o ciclo", "Die nächste Session muss … , um … zu …"):
 *  the purpose is why the work exists. A word of purpose is brief.purposeCue, or an English "to" after the verb. */
export function nextAgentPurpose(sentence: string): boolean {
  const table = headingTable();
  const modals = table.get('brief.ruleModalVerb') ?? [];
  const p = toPhrase(plain(sentence));
  if (p.cjk) return false;
  const words = p.words;
  const k = words.findIndex((w, i) => i >= 1 && i <= SUBJECT_WORDS && modals.some((m) => m.words.length === 1 && m.words[0] === w));
  if (k < 0 || !namesNextAgent(words.slice(0, k))) return false;
  const rest = words.slice(k + 2);
  const cues = table.get('brief.purposeCue') ?? [];
  return rest.includes('to') || cues.some((q) => q.words.length > 0 && rest.some((_w, i) => q.words.every((x, j) => rest[i + j] === x)));
}

/** Whether a subject's words hold a name of the next session or agent (brief.nextAgent, as whole words). */
function namesNextAgent(subject: readonly string[]): boolean {
  const at = (q: { words: string[] }, i: number) => q.words.every((w, j) => subject[i + j] === w);
  return (headingTable().get('brief.nextAgent') ?? []).some((q) => q.words.length > 0 && subject.some((_w, i) => at(q, i)));
}

/** The rules a sentence states by modalRule, in any of its clauses (after a dash, a colon or a semicolon): the sentence
 *  whole, with the word. */
export function modalRuleIn(sentence: string): string | null {
  // (Each clause alone: "**SPS/PPS in wrong handler** — Must forward …" binds no subject, its "Must" opening a clause.)
  // (Not inside quotation marks: words quoted are someone's, an example or a request, "Effets des cartes explicités
  // dans le log (ex : "X joue J → Y doit jouer double")", not the writer's rule of the work.)
  const clauses = unquoted(sentence).split(/[ \t][—–-][ \t]|[:：;；][ \t]/u);
  for (const c of clauses) {
    const w = modalRule(c);
    if (w) return w;
  }
  return null;
}

/** A stop condition a sentence states: one of its clauses (between commas, dashes, colons, semicolons) opens with a
 *  verb of stopping (brief.stopVerb, "and"/"then" before it aside) and the sentence holds a condition (brief.ifWord):
 *  "if it breaks, stop and diagnose", "si rompe, parar y diagnosticar", "stop if the snapshot breaks", "如果失败，停下来".
 *  The verb; null when none. A stop told as a fact ("The worker stops at midnight.") holds no condition. */
export function stopRule(sentence: string, opens: Opens): string | null {
  const table = headingTable();
  const stops = table.get('brief.stopVerb') ?? [];
  const ifs = table.get('brief.ifWord') ?? [];
  const joins = table.get('words.join') ?? [];
  if (!stops.length || !ifs.length) return null;
  const t = plain(unquoted(sentence));
  const all = toPhrase(t);
  // (A CJK word by its characters, a Latin one as a whole word: "se" is no condition inside "kill-session".)
  const holdsIf = ifs.some((q) => (q.cjk ? q.flat !== '' && all.flat.includes(q.flat) : q.words.length === 1 && all.words.includes(q.words[0]!)));
  if (!holdsIf) return null;
  for (const c of t.split(/[,，、;；:：]|[ \t][—–-][ \t]|→/u)) {
    let p = toPhrase(c.trim());
    // ("… and stop", "… y parar", "… then stop": the joining word aside.)
    const j = opens(p, joins) ?? (p.words[0] === 'then' || p.words[0] === 'dann' || p.words[0] === 'puis' || p.words[0] === 'luego' ? p.words[0] : null);
    if (j && !p.cjk) p = { ...p, words: p.words.slice(j.split(' ').length) };
    const v = opens(p, stops);
    if (v) return v;
  }
  return null;
}

/** A text with its quoted spans blanked: "…", “…”, „…“, «…», 「…」, 『…』 (an apostrophe's single quote is none). */
export function unquoted(text: string): string {
  return text.replace(/"[^"\n]{1,200}"|“[^”\n]{1,200}”|„[^“”\n]{1,200}[“”]|«[^»\n]{1,200}»|「[^」\n]{1,200}」|『[^』\n]{1,200}』/gu, ' ');
}

/** The sentences of a text (a list item's, a paragraph's) that state a rule by modalRuleIn. */
export function modalRules(text: string): { text: string; lead: string }[] {
  if (text.length > 800) return [];
  const out: { text: string; lead: string }[] = [];
  for (const s of splitSentences(text.trim())) {
    const w = modalRuleIn(s);
    if (w) out.push({ text: s.trim(), lead: w });
  }
  return out;
}

/** A bold lead opening an item's text, then a dash or a colon: "**AnnexB start codes already present** — …". */
const BOLD_LEAD = /^[ \t]*(?:\*\*|__)([^*_\n]{2,80}?)(?:\*\*|__)[ \t]*(?:[—–:：]|-[ \t])/u;

/** A plain label opening an item's text, then a colon: "Import entre comptes: …" (no path, code or emphasis in it). */
const PLAIN_LEAD = lazyRegExp(() => /^[ \t]*(\p{L}[^:：\n*_`/\\]{1,40}?)[ \t]*[:：][ \t]+/u);

/** A rule cut out of a list item as it stands in the Constraints: after the item's bold lead when it is not the item's
 *  opening sentence ("AnnexB start codes already present — Do NOT prepend additional ones."), so it says what it is about. */
export function ruleInItem(item: string, rule: string): string {
  const m = BOLD_LEAD.exec(item);
  const r = rule.trim();
  // (A plain label whose value goes on in lower case, "Import entre comptes: toujours désactivé jusqu'au …": the value
  // is no sentence of its own, the label its subject; the rule keeps it, as written (QA 46 B4).)
  const p = !m ? PLAIN_LEAD.exec(item) : null;
  if (p && /^\p{Ll}/u.test(r) && item.trim().slice(p[0].length).trim().startsWith(r)) return `${p[1]!.trim()}: ${r}`;
  if (!m || item.trim().startsWith(r) || r.includes(m[1]!)) return r;
  return `${m[1]!.trim()} — ${r}`;
}

/** A rule sentence that opens its section and closes on a word pointing back at the heading ("Code must compile on both."
 *  under "## Qt 6.4 vs 6.8 Compatibility (READ THIS)"; brief.referBack): the heading before it, its trailing remark
 *  aside, so it stands alone. Any other: as it is. */
export function ruleUnderHeading(rule: string, heading: string | null): string {
  if (!heading) return rule;
  const words = toPhrase(plain(rule)).words;
  const last = words[words.length - 1];
  const back = headingTable().get('brief.referBack') ?? [];
  if (!last || !back.some((q) => q.words.length === 1 && q.words[0] === last)) return rule;
  const h = plain(heading).replace(/[ \t]*[(（][^()（）]*[)）][ \t]*$/u, '').trim();
  return h ? `${h}: ${rule.trim()}` : rule;
}
