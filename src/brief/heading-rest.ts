// A heading matched to a section by a phrase may say more than the phrase: "## Next steps for the parser
// rewrite" fills First step through "next steps", and "parser rewrite" was then written nowhere (QA:
// heading words were the words still lost on unseen documents). The readers keep such a heading as a first
// line of the section it filled (`fromHeadingLine`); one whose rest says nothing ("First step for
// tomorrow", "Findings (optional)", a number, an emoji) is the section's name alone. Pure.

import { headingScore, headingTable, indexOfRun, toPhrase, type Phrase } from './headings.js';
import { withoutInvisibles } from './invisible.js';
import { sectionScore, type HeadingTarget } from './sections.js';
import { lazyRegExp } from './lazy-regexp.js';

/** Brackets opened, so a trailing parenthetical ("Findings (round 2)"), which the matcher drops, is asked too. */
const BRACKETS = /[()（）[\]]/g;

/** A heading's words with a closing bracketed qualifier among them ("Architecture notes (no action needed)"):
 *  toPhrase drops such a qualifier from a heading's name, which is what a matcher wants and not what asks it. */
export const phraseWithQualifier = (heading: string): Phrase => toPhrase(withoutInvisibles(heading).replace(BRACKETS, ' , '));

/**
 * Whether `heading`, which names `target`, holds words beyond the phrase (or phrases: "Tried and rejected")
 * of the target it matched and beyond prompts/headings.txt's `words.noMore` (time words, "please", "here",
 * "optional", conjunctions and prepositions alone). False when no phrase of the target is found among its
 * words as written (a heading read loosely: which words named it is not known, so none is called more), and
 * for a heading in a script written without spaces (where a phrase ends is no word boundary to trust).
 */
export function headingSaysMore(heading: string, target: HeadingTarget): boolean {
  if (!heading || heading.startsWith('(')) return false;
  const h = phraseWithQualifier(heading);
  if (h.cjk) return qualifierSaysMore(heading) || spacelessSaysMore(h, target);
  if (!h.words.length) return false;
  const covered = new Array<boolean>(h.words.length).fill(false);
  if (!cover(h.words, covered, targetPhrases(target, h.words))) return false;
  cover(h.words, covered, headingTable().get('words.noMore') ?? []);
  return h.words.some((w, i) => !covered[i] && !/^\d+$/.test(w) && w.length > 1);
}

/**
 * A heading in a script written without spaces says more than its section's name only by a bracketed
 * qualifier closing it ("制約（必ず守る）", "决策（最终）"): where a phrase ends in it is no word boundary to
 * trust, but a bracket is. Not one that says nothing more (a number, "（任意）": `words.noMore`).
 */
function qualifierSaysMore(heading: string): boolean {
  const m = TRAILING_QUALIFIER.exec(withoutInvisibles(heading).trim());
  const inner = m ? toPhrase(m[1]!) : null;
  if (!inner || !inner.flat || /^\d+$/.test(inner.flat)) return false;
  const same = (p: Phrase) => (p.cjk ? p.flat === inner.flat : !inner.cjk && p.words.join(' ') === inner.words.join(' '));
  return !(headingTable().get('words.noMore') ?? []).some(same);
}
/**
 * A heading in a script written without spaces that holds a phrase of its target among other words
 * ("[must] 重大な実装不足" read as findings through "不足"; QA class 4: the heading's words were then written
 * nowhere). Every occurrence of the target's phrases and of `words.noMore` is taken out of its letters; what
 * is left, digits and marks aside, is more than the name. False when no phrase of the target is in it (a
 * heading read loosely, as for spaced scripts), so an exact name ("主要问题", "1. 不足") says nothing more.
 */
function spacelessSaysMore(h: Phrase, target: HeadingTarget): boolean {
  let rest = h.flat.replace(NOT_WORD, '');
  let any = false;
  const table = headingTable();
  const own = [target.heading, ...(target.aliases ?? []), ...(target.phrases ?? [])].map(toPhrase);
  const key = target.area ? `${target.area}.${target.key}` : '';
  const keyed = [key, target.table ?? '', NOUNS_OF[key] ?? ''].filter(Boolean).flatMap((k) => table.get(k) ?? []);
  // (Longest first: "发现的主要问题" before "主要问题".)
  for (const p of [...own, ...keyed].filter((x) => x.cjk && x.flat.length >= 2).sort((a, b) => b.flat.length - a.flat.length)) {
    if (!rest.includes(p.flat)) continue;
    rest = rest.split(p.flat).join('');
    any = true;
  }
  if (!any) return false;
  for (const p of table.get('words.noMore') ?? []) if (p.cjk && p.flat) rest = rest.split(p.flat).join('');
  return rest.replace(DIGITS_ANY, '').length > 1;
}
const DIGITS_ANY = lazyRegExp(() => /\p{N}+/gu);
/** The nouns that name a section in a script written without spaces as its phrases do ("4. 当前安全与可用性漏洞" is
 *  findings by "漏洞", a noun of return.findingNouns): the rest, "当前安全与可用性", is more than the name, as "security"
 *  is in "Security vulnerabilities" (QA 45 R6: the heading gave way to the tool's own and its words were lost). */
const NOUNS_OF: Record<string, string> = { 'return.findings': 'return.findingNouns' };

/** A bracketed part closing a heading, and what it holds (no bracket inside: each scan stops at the next). */
const TRAILING_QUALIFIER = lazyRegExp(() => /[(（[]([^()（）[\]]*)[)）\]][\s　]*$/u);

/**
 * Whether every word of `heading` is written by `written`, the heading the tool writes for the section it
 * filled: "## Why" under "Why this slice exists", "## Dead ends" under "Dead ends". When not ("## Key
 * decisions" under "Already decided", "## Next steps" under "First step", "## 6. Conclusion" under "Outcome",
 * "## 背景" under any), the tool's heading replaced the writer's words, and the readers keep the heading as
 * its line ("*From the heading: …*"): every word of a source line reaches what is written (issue 10). A
 * word is a run of letters or digits, case and width folded, as the output check reads one; a word of a
 * script written without spaces is looked for inside the written heading. Numbers are the heading's place
 * in its document ("2.", "3.1", "IV.", "七、"), which the tool's order of sections gives anew: not asked.
 */
export function headingWordsWritten(heading: string, written: string): boolean {
  // (Most headings are ASCII: their words need no Unicode class, whose compile costs every command.)
  if (!/[^\x00-\x7f]/.test(heading + written)) {
    const have = new Set(written.toLowerCase().match(/[a-z0-9]+/g) ?? []);
    const words = heading.toLowerCase().replace(/^[^a-z0-9]*(?:[ivxlc]+|[a-z])[.)](?=\s)/, ' ').match(/[a-z0-9]+/g) ?? [];
    return words.every((w) => /^\d+$/.test(w) || have.has(w));
  }
  const fold = (s: string) => withoutInvisibles(s).normalize('NFKC').toLowerCase();
  const words = fold(heading).replace(LEADING_ORDINAL, ' ').match(WORD_RUN) ?? [];
  const have = fold(written);
  const haveWords = new Set(have.match(WORD_RUN) ?? []);
  const flat = have.replace(NOT_WORD, '');
  return words.every((w) => DIGITS.test(w) || haveWords.has(w) || (SPACELESS.test(w) && flat.includes(w)));
}
/**
 * Whether `heading` is just a name of the section it filled: exactly one of `target`'s own phrases in
 * prompts/headings.txt ("## 第一步" for First step, "## 背景" for Why, "## Key files" for Pointers), numbering,
 * emoji and case aside, and a phrase of no other section among `others` (an ambiguous name, "Constraints" read
 * as Already decided or "Goal" as what to deliver, says which reading the writer meant). Such a heading says
 * nothing the tool's heading does not: no "*From the heading: …*" line is written for it (review of
 * 6e2b8ee). A heading that says more (a qualifier, "Next steps for the parser", "背景（重要）") is not one, nor one
 * that names the form its section takes, a layout of the repository ("## 3. ファイル構成", "## Dateistruktur" over a
 * tree of files: brief.layoutHeading), whatever section it fills.
 */
export function headingIsSectionName(heading: string, target: HeadingTarget, others: readonly HeadingTarget[]): boolean {
  if (!heading || heading.startsWith('(') || headingScore(heading, 'brief.layoutHeading') >= 4) return false;
  const h = phraseWithQualifier(heading);
  if (!h.flat) return false;
  const same = (p: Phrase) => (h.cjk ? p.cjk && p.flat === h.flat : !p.cjk && p.words.length > 0 && p.words.join(' ') === h.words.join(' '));
  const names = (t: HeadingTarget) => targetPhrases(t, h.words).some(same);
  return names(target) && !others.some((t) => t.key !== target.key && names(t));
}

/** A heading's leading ordinal that is no number: a roman numeral or a letter with its mark ("IV.", "b)"),
 *  a CJK enumerator ("七、"); marks and emoji before it. */
const LEADING_ORDINAL = lazyRegExp(() => /^[^\p{L}\p{N}]*(?:(?:[ivxlc]+|[a-z])[.)](?=\s)|[一二三四五六七八九十百〇零]{1,4}[、.)])/u);
const WORD_RUN = lazyRegExp(() => /[\p{L}\p{N}]+/gu);
const NOT_WORD = lazyRegExp(() => /[^\p{L}\p{N}]+/gu);
const DIGITS = lazyRegExp(() => /^\p{N}+$/u);
const SPACELESS = lazyRegExp(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u);

/** Whether a heading says more than the section it names best among `targets` (false when it names none:
 *  such a heading is kept as its own section, or titles what it holds). For the last check (unplaced.ts). */
export function saysMoreThanItsSection(heading: string, targets: readonly HeadingTarget[]): boolean {
  let best: HeadingTarget | undefined;
  let score = 0;
  for (const t of targets) {
    const n = sectionScore(heading, t);
    if (n > score) [best, score] = [t, n];
  }
  return best !== undefined && headingSaysMore(heading, best);
}

/** The phrases that name a target: its own heading, name and aliases, and its keys of prompts/headings.txt. */
function targetPhrases(t: HeadingTarget, words: readonly string[]): Phrase[] {
  const table = headingTable();
  const own = [t.heading, t.key.replace(/^field:/, ''), ...(t.aliases ?? []), ...(t.phrases ?? [])].map(toPhrase);
  const keys = [t.area ? `${t.area}.${t.key}` : '', t.table ?? ''].filter(Boolean);
  return own.concat(keys.flatMap((k) => (table.candidates ? table.candidates(k, words) : (table.get(k) ?? []))));
}

/** Marks the words of every occurrence of each phrase in `words` (occurrences may overlap: "Things tried so
 *  far" is "things tried" and "tried so far"); whether any phrase occurs. */
function cover(words: readonly string[], covered: boolean[], phrases: readonly Phrase[]): boolean {
  let any = false;
  for (const p of phrases) {
    if (p.cjk || !p.words.length) continue;
    for (let at = indexOfRun(words, p.words, 0); at >= 0; at = indexOfRun(words, p.words, at + 1)) {
      covered.fill(true, at, at + p.words.length);
      any = true;
    }
  }
  return any;
}

/** The line a reader writes first in a section whose heading says more than its name: the heading as
 *  written (invisible characters gone), its marks escaped so no heading's text can close the emphasis or
 *  open markup of its own. */
export function fromHeadingLine(heading: string): string {
  return `*${FROM_HEADING}${withoutInvisibles(heading).trim().replace(/[\\`*_[\]<>~|]/g, '\\$&')}*`;
}

const FROM_HEADING = 'From the heading: ';

/** The heading a line `fromHeadingLine` wrote gives back (its marks unescaped), or null for any other line. */
export function headingOfNoteLine(line: string): string | null {
  if (!line.startsWith(`*${FROM_HEADING}`)) return null;
  const m = /^\*From the heading: ((?:[^\\*\n]|\\.)*)\*$/.exec(line.trim());
  return m ? m[1]!.replace(/\\(.)/g, '$1') : null;
}

/** A list answer without the heading lines written in it (a document the tool wrote, read back), each
 *  lifted into a note above the item it stood above. A line with no item after it stays an item. */
export function liftedListNotes(items: readonly string[]): { items: string[]; notes: { heading: string; before: string }[] } {
  const out: string[] = [];
  const notes: { heading: string; before: string }[] = [];
  for (let i = 0; i < items.length; i++) {
    const h = headingOfNoteLine(items[i]!);
    if (h !== null && i + 1 < items.length) notes.push({ heading: h, before: items[i + 1]! });
    else out.push(items[i]!);
  }
  return { items: out, notes };
}

/** A text answer without the heading lines written as paragraphs of their own in it, each lifted into a
 *  note above the paragraph it stood above (its first line). */
export function liftedTextNotes(text: string): { text: string; notes: { heading: string; before: string }[] } {
  if (!text.includes(`*${FROM_HEADING}`)) return { text, notes: [] };
  const parts = text.split('\n\n');
  const out: string[] = [];
  const notes: { heading: string; before: string }[] = [];
  for (let i = 0; i < parts.length; i++) {
    const h = headingOfNoteLine(parts[i]!);
    if (h !== null && parts[i + 1]?.trim()) notes.push({ heading: h, before: parts[i + 1]!.split('\n')[0]! });
    else out.push(parts[i]!);
  }
  return { text: out.join('\n\n'), notes };
}

/**
 * A findings heading that states what became of its findings ("## Errors found and fixed", "## ERRORES
 * ENCONTRADOS Y CORREGIDOS", "## 发现并已修复的问题"): a word of prompts/headings.txt return.fixedGroup among its
 * words (or its inflection: "behobene" for "behoben"). Such a heading, read as findings by what it holds
 * rather than by a phrase (headingSaysMore cannot tell which words named it), still says more than "Findings":
 * its words are kept as the findings' group.
 */
export function headingStatesFixed(heading: string): boolean {
  const h = phraseWithQualifier(heading);
  const fixed = headingTable().get('return.fixedGroup') ?? [];
  if (h.cjk) return fixed.some((p) => p.cjk && p.flat.length >= 2 && h.flat.includes(p.flat));
  return fixed.some((p) => !p.cjk && (p.words.length === 1 ? h.words.some((w) => w === p.words[0] || (p.words[0]!.length >= 5 && w.startsWith(p.words[0]!) && w.length - p.words[0]!.length <= 2)) : indexOfRun(h.words, p.words) >= 0));
}
