// What a heading's own marks say of its section, beside the words that name it (QA round 38, NutriTrack's
// "## Pflege (PFLICHT)", "## Live-Test offen"): a word of obligation in capitals in its brackets makes its section
// rules to respect; a word of open state closing it ("offen", "pending", "pendientes") makes its list work
// still to do. Word lists: prompts/headings.txt brief.ruleMark, brief.openTail. And what a heading says of its section
// by whom it addresses or what its list holds (QA 44, con44): notes for the next agent hold rules told as statements,
// checks reported done and the values a status may take hold none, decisions still to take are no decisions taken.
// Pure.

import { headingScore, headingTable, toPhrase, type Phrase } from './headings.js';

/** The text in a heading's brackets ("Pflege (PFLICHT)" → "PFLICHT"), each bracket's on its own. */
function bracketed(heading: string): string[] {
  const out: string[] = [];
  for (const m of heading.matchAll(/[(（[【]([^()（）[\]【】]{1,40})[)）\]】]/gu)) out.push(m[1]!.trim());
  return out;
}

/** Whether a heading marks its section as required, a word of brief.ruleMark in its brackets written in capitals
 *  ("## Pflege (PFLICHT)", "## Commit rules (MANDATORY)", "## 运维 (必须)"), alone there. Not a heading that
 *  only names care or a feature ("## Pflege", "## Pflege-Modus (optional)"). */
export function markedRequired(heading: string): boolean {
  const marks = headingTable().get('brief.ruleMark') ?? [];
  return bracketed(heading).some((b) => {
    const p = toPhrase(b.replace(/[*_`!]/g, ''));
    // (In capitals: "PFLICHT", not "Pflicht-Felder", a form's required fields; a CJK word has no case.)
    if (!p.cjk && (b !== b.toUpperCase() || !/\p{Lu}/u.test(b))) return false;
    return marks.some((q) => (q.cjk || p.cjk ? q.flat !== '' && p.flat === q.flat : q.words.length > 0 && q.words.join(' ') === p.words.join(' ')));
  });
}

/** Whether a heading closes with a word of open state ("## Live-Test offen", "## Tareas pendientes", "## Tests
 *  pending"): its list is work still to do. Brackets count as its words. */
export function saysOpen(heading: string): boolean {
  const tails = headingTable().get('brief.openTail') ?? [];
  const h = toPhrase(heading.replace(/[()（）[\]【】*_`:：]/g, ' '));
  return tails.some((q: Phrase) => (q.cjk || h.cjk ? q.flat !== '' && h.flat.endsWith(q.flat) && h.flat !== q.flat : q.words.length > 0 && h.words.length > q.words.length && q.words.every((w, i) => h.words[h.words.length - q.words.length + i] === w)));
}

/** Whether a heading marks its section as settled, a word of brief.decidedMark alone in its brackets ("### 기술
 *  스택 (확정)", "### Tech stack (decided)", "### Stack (festgelegt)", "### 技术栈（已确定）"): facts already
 *  decided, never a step to take or what to deliver. */
export function markedDecided(heading: string): boolean {
  const marks = headingTable().get('brief.decidedMark') ?? [];
  return bracketed(heading).some((b) => {
    const p = toPhrase(b.replace(/[*_`!]/g, ''));
    return marks.some((q) => (q.cjk || p.cjk ? q.flat !== '' && p.flat === q.flat : q.words.length > 0 && q.words.join(' ') === p.words.join(' ')));
  });
}

/** Whether a heading says its work is not to be done again, in its words or its brackets ("## What is finished (do
 *  not redo)", "## Erledigt (nicht wiederholen)", "## Сделано (не переделывать)"): brief.noRedo. Already decided. */
export function saysNoRedo(heading: string): boolean {
  return headingScore(heading, 'brief.noRedo') >= 2 || bracketed(heading).some((b) => headingScore(b, 'brief.noRedo') >= 2);
}

/** Whether a heading names a step that must be done ("## The mutation you must run - …", "## Pflichtschritt",
 *  "## Обязательный шаг"): a phrase of brief.mustDo among its words (brackets and asides count). Part of the work. */
export function saysMustDo(heading: string): boolean {
  const h = toPhrase(heading.replace(/[()（）[\]【】*_`:：—–-]/g, ' '));
  if (!h.words.length && !h.flat) return false;
  const holds = (p: Phrase) => (p.cjk || h.cjk ? p.flat !== '' && h.flat.includes(p.flat) : p.words.length > 0 && h.words.some((_w, i) => p.words.every((x, j) => h.words[i + j] === x)));
  return (headingTable().get('brief.mustDo') ?? []).some(holds);
}

/** Whether a heading puts its section after the work in hand is done ("## 🚀 After Frontend is Done", "## Once the
 *  MVP ships", "## Nachdem das Backend fertig ist", "## После завершения фронтенда"): it opens with a word of
 *  brief.laterLead and closes with one of brief.laterTail, or opens with a phrase of brief.laterOpen that says both
 *  ("after completion of …", "после завершения …"). Work for later, out of scope (CJK headings say it in
 *  brief.outOfScope's own phrases, "前端完成后"). Not a heading that only opens with "after" ("## After the call"). */
export function saysLater(heading: string): boolean {
  const h = toPhrase(heading.replace(/[()（）[\]【】*_`:：—–-]/g, ' '));
  if (h.cjk || h.words.length < 2) return false;
  const opens = (q: Phrase) => q.words.length > 0 && h.words.length > q.words.length && q.words.every((w, i) => h.words[i] === w);
  const closes = (q: Phrase) => q.words.length > 0 && h.words.length > q.words.length && q.words.every((w, i) => h.words[h.words.length - q.words.length + i] === w);
  const t = headingTable();
  if ((t.get('brief.laterOpen') ?? []).some(opens)) return true;
  return (t.get('brief.laterLead') ?? []).some(opens) && (t.get('brief.laterTail') ?? []).some(closes);
}

/** Whether a heading holds a phrase of the list as whole words (a CJK phrase: its characters), brackets and asides read. */
function holdsPhrase(heading: string, list: readonly Phrase[]): boolean {
  const h = toPhrase(heading.replace(/[()（）[\]【】*_`:：—–-]/g, ' '));
  if (!h.words.length && !h.flat) return false;
  return list.some((p) => (p.cjk || h.cjk ? p.flat !== '' && h.flat.includes(p.flat) : p.words.length > 0 && h.words.some((_w, i) => p.words.every((x, j) => h.words[i + j] === x))));
}

/** Whether a heading addresses whoever takes the work over with notes or rules ("## Notes for the next agent", "## Handover
 *  notes", "## Übergabehinweise für den nächsten Agenten", "## Указания следующему агенту", "## 次のエージェントへの注意"): a
 *  phrase of brief.handoverNotes, or one of brief.nextAgent beside a word of brief.handoverWord. Not a heading that only
 *  names the next session ("## Next session", "## For the next session"): the work to do then, not notes on it. */
export function addressesNextAgent(heading: string): boolean {
  const t = headingTable();
  if (holdsPhrase(heading, t.get('brief.handoverNotes') ?? [])) return true;
  if (!holdsPhrase(heading, t.get('brief.nextAgent') ?? [])) return false;
  // (The word of notes outside the phrase that names the agent: "Notes for the next session", not "Next session notes"
  // read twice, nor "Next session" whose "session" is no note.)
  return holdsPhrase(heading, t.get('brief.handoverWord') ?? []);
}

/** Whether a heading names decisions still to take ("## Open decisions", "## Decisions needed", "## Entscheidungen offen",
 *  "## Нужно решить"): brief.openDecisions, or a word of open state closing it (saysOpen). Never Already decided. */
export function namesOpenDecisions(heading: string): boolean {
  return headingScore(heading, 'brief.openDecisions') >= 2 || saysOpen(heading);
}

/** The name of decisions taken among a heading's names joined by a word of words.or ("Wichtige Entscheidungen oder
 *  Planänderungen", "Decisions or plan changes"): the part, or null. The heading names Already decided by that part as
 *  by a heading of its own; not when a part names decisions still to take. */
export function decidedPart(heading: string): string | null {
  const or = new Set((headingTable().get('words.or') ?? []).flatMap((q) => (q.cjk ? [q.flat] : q.words.length === 1 ? [q.words[0]!] : [])));
  const words = heading.replace(/[*_`]/g, '').trim().split(/\s+/u);
  const parts: string[][] = [[]];
  for (const w of words) {
    if (or.has(w.toLowerCase())) parts.push([]);
    else parts[parts.length - 1]!.push(w);
  }
  // (A CJK heading joins its names without blanks: "重要决定或计划变更".)
  const cjk = [...or].sort((p, q) => q.length - p.length).filter((w) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(w));
  const texts = parts.length > 1 ? parts.map((p) => p.join(' ')) : heading.split(new RegExp(cjk.join('|') || '(?!)', 'u'));
  if (texts.length < 2 || texts.some((p) => !p.trim())) return null;
  if (texts.some((p) => namesOpenDecisions(p))) return null;
  return texts.find((p) => headingScore(p, 'brief.decided') >= 2) ?? null;
}

/** Whether a heading reports checks done ("## Ausgeführte Prüfungen", "## Checks performed", "## Выполненные проверки";
 *  brief.checksDone): each item a check made, no rule whatever word opens it. */
export function reportsChecks(heading: string): boolean {
  return headingScore(heading, 'brief.checksDone') >= 2;
}

/** Whether a heading or a label over a list names what is missing ("## What's missing", "**What's missing**:", "Lücken:",
 *  "Пробелы:"; brief.gapsListed): the state of the work, or the work, no rule whatever negation opens an item. */
export function listsGaps(heading: string): boolean {
  return headingScore(heading, 'brief.gapsListed') >= 2;
}

/** Whether a heading lists the values a status may take ("## Zulässige Statuswerte", "## Allowed status values";
 *  brief.statusValues): values named, no rules. */
export function listsStatusValues(heading: string): boolean {
  return headingScore(heading, 'brief.statusValues') >= 2;
}
