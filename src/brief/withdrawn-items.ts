// Items a findings group holds that the writer says are no finding after all (QA 45 R2): a title struck through or
// tagged as taken back ("### 3.4 — ~~LOW — re-export with no consumer~~ (RETRACTED — required fixture)"), a status
// that says the report was wrong ("- **Status**: ✅ **WORKS** (test methodology issue)", "**Status:** ⏭️ *Kein
// Eingriff (Non-finding)*"), or a verdict in bold that no fix is needed ("**Aucun correctif requis**"). A severity
// given first does not make them findings: the writer's later word wins. Kept as written beside the findings.
//
// Words are data: prompts/yes-no.txt `not a finding:`, `withdrawn:`, `no fix needed:`, `verdict label:`, `not a status
// label:`, `resolution label:`. Pure apart from reading prompts/ once.

import { readPrompt } from '../paths.js';
import { escapeRegExp, keyedLists } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';

type Words = { notFinding: Set<string>; withdrawn: string[]; noFix: Set<string>; labels: Set<string>; mitigated: Set<string> };
let words: Words | undefined;
function lists(): Words {
  if (words) return words;
  const l = keyedLists(readPrompt('yes-no.txt'), ['not a finding', 'withdrawn', 'no fix needed', 'verdict label', 'not a status label', 'resolution label', 'mitigated'] as const);
  // (Not "severity" nor "finding": "**Severity**: High" states a level, "**Finding**: works only on Chrome" a problem.)
  const not = new Set(l['not a status label']);
  const labels = new Set([...l['verdict label'].filter((w) => !not.has(w)), ...l['resolution label']]);
  return (words = { notFinding: new Set(l['not a finding']), withdrawn: l.withdrawn, noFix: new Set(l['no fix needed']), labels, mitigated: new Set(l.mitigated) });
}

/** Marks and emphasis around a status's words ("✅ **WORKS**", "⏭️ *Kein Eingriff*"). */
const MARKS = lazyRegExp(() => /[*_`~]|\p{Extended_Pictographic}|\uFE0F|\u200D/gu);
const bare = (s: string) => s.replace(MARKS, '').replace(/[ \t]+/g, ' ').trim().toLowerCase().replace(/[.!。]+$/u, '');

/** A tag in brackets whose words open with a `withdrawn:` word ("(RETRACTED — required fixture)", "[Withdrawn]",
 *  "（撤回）"). */
function withdrawnTag(text: string): boolean {
  for (const m of text.matchAll(/[(\[（【]([^()[\]（）【】\n]{1,80})[)\]）】]/gu)) {
    const inner = bare(m[1]!);
    if (lists().withdrawn.some((w) => new RegExp(`^${escapeRegExp(w)}(?![\\p{L}\\p{N}])`, 'u').test(inner))) return true;
  }
  return false;
}

/** A title the writer took back: tagged so in brackets, or struck through whole (an id or a number before the strike and
 *  a note in brackets after it aside: "### 3.4 — ~~LOW — `BASE_SPEED` …~~ (…)", "- ~~F7 cache race~~"). */
export function withdrawnTitle(title: string): boolean {
  const t = title.replace(/^[ \t#>*+-]*/u, '').trim();
  if (withdrawnTag(t)) return true;
  return /^(?:[\p{L}]{0,6}[-_]?\d{1,3}(?:\.\d{1,3})*[.):]?[ \t]*(?:[—–-][ \t]*)?)?~~[^~\n]{2,300}~~[ \t*_]*(?:[(\[（][^\n]{0,80}[)\]）])?[ \t.]*$/u.test(t);
}

/** The note in brackets closing a heading, when it says the risk is under control: one `mitigated:` phrase alone, or before
 *  a comma or a dash ("(maîtrisé)", "(mitigated — input is escaped)"); "(mitigated in PR #12)" says more. The caller asks it
 *  of a heading that closes with a level (findings.ts: "— Faible (maîtrisé)"). */
export function mitigatedNote(heading: string): boolean {
  const m = /[(（]([^()（）\n]{1,60})[)）][ \t*_]*$/u.exec(heading.slice(-80));
  if (!m) return false;
  const own = bare(m[1]!).split(/[ \t]*(?:[,;，；]|[—–][ \t]|-[ \t])/u, 1)[0]!.trim();
  return lists().mitigated.has(own);
}

/** A label line: a list marker at most, emphasis, a label of a few words, a colon, the value. */
const LABEL_LINE = /^[ \t>]{0,8}(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?[*_]{0,2}([^\n:：*_|]{1,30}?)[*_]{0,2}[ \t]*[:：][*_]{0,2}[ \t]*(.*)$/u;

/** Does a status value say the item is no finding? Its first words are a `not a finding:` phrase, alone or before a note
 *  in brackets or after a dash ("✅ **WORKS** (test methodology issue)"), or a note in brackets is one whole ("⏭️ *Kein
 *  Eingriff (Non-finding)* — bewusst belassen"). "Works on Chrome, fails on Safari" says more: a finding still. */
export function notFindingValue(value: string): boolean {
  const v = bare(value);
  const { notFinding } = lists();
  // (Only the status's own words, before a dash or a colon: "Zurückgestellt (Deferred) — typsicher (kein Fehler)" is
  // deferred, the note after the dash explains it.)
  const own = v.split(/[ \t][—–-][ \t]|[;:：]/u, 1)[0]!;
  if (notFinding.has(own.split(/[ \t]*[(（]/u, 1)[0]!.trim())) return true;
  for (const m of own.matchAll(/[(（]([^()（）\n]{1,40})[)）]/gu)) if (notFinding.has(m[1]!.trim())) return true;
  return false;
}

/** Does one of the item's own status lines ("**Status**:", "Verdict:", "Resolution:") say it is no finding? Lines of
 *  nested sub-items count too: "- **LOW** — logger …" / "  - **Status:** ⏭️ *Kein Eingriff (Non-finding)*". */
export function statusSaysNoFinding(lines: readonly string[]): boolean {
  const { labels } = lists();
  return lines.some((line) => {
    const m = LABEL_LINE.exec(line);
    if (!m) return false;
    const label = m[1]!.replace(/[*_`]+/g, '').trim().toLowerCase();
    return labels.has(label) && notFindingValue(m[2]!);
  });
}

/** Does the text state in bold that no fix is needed ("**Aucun correctif requis** ; conserver …", "**No fix
 *  required.**")? The bold holds the phrase alone. */
export function saysNoFixNeeded(text: string): boolean {
  const { noFix } = lists();
  for (const m of text.matchAll(/(?:\*\*|__)([^*_\n]{4,60}?)(?:\*\*|__)/gu)) if (noFix.has(bare(m[1]!))) return true;
  return false;
}

/** An item that is no finding by the writer's later word: its title taken back, a status saying so, or a bold verdict
 *  that no fix is needed. `title` is its heading or first line, `lines` its own text. */
export const withdrawnItem = (title: string, lines: readonly string[]): boolean =>
  withdrawnTitle(title) || statusSaysNoFinding(lines) || saysNoFixNeeded(lines.join('\n'));
