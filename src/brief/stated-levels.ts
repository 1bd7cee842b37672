// A finding's severity stated in a short form the word lists do not read as it stands (sev20; QA 40 docs 11, 12, 13):
// - a one-letter or short level in brackets after the finding's id or closing its title, "## F1 (H) — Dispatch
//   exceeds limits", "## F11 (L, docs) — README", "### 3. Retry loops (S2)": the letters are data
//   (prompts/severities.txt `letter <severity>:`); "(H2 heading)", "(M.2)" or "(A)" state nothing;
// - a tag line of code spans under a finding's heading, "`low` · `breaking-change` · origin: `deterministic`": a span
//   that is a severity word alone;
// - a bold lead whose first word is a severity and a comma, "**Critical, and my mistake — the rate-limit key …**"
//   ("**Kritisch, weil …**"): that severity.
// - a MoSCoW-like priority tag leading the title, "[must] x", "[empfohlen] y" (`bracket <severity>:`).
// Pure apart from reading the word lists once.

import { readPrompt } from '../paths.js';
import { parsePrefixedWords } from './finding-groups.js';
import { lazyRegExp } from './lazy-regexp.js';

// The stated levels' words, by their prefix in prompts/severities.txt (`letter`, `bracket`): read once each.
const stated = new Map<string, Map<string, string>>();
const statedWords = (prefix: 'letter' | 'bracket'): Map<string, string> => {
  let words = stated.get(prefix);
  if (!words) stated.set(prefix, (words = parsePrefixedWords(readPrompt('severities.txt'), prefix)));
  return words;
};
const letterWords = () => statedWords('letter');

// A review's MoSCoW-like priority tag leading a finding's title, read as its severity: "**[must] Pokemon.cs -
// 関連エンティティの未設定**" -> high, "#### [recommend] DamageCalculator.cs" -> medium, "- [nice-to-have] Dark theme"
// -> low, "[必須] …", "[empfohlen] …". The words and the level each gives are data (prompts/severities.txt
// `bracket <severity>:`); only the whole tag in brackets before the title counts, so "we must fix this" in a
// sentence states nothing. (Was priority-tags.ts, folded here: one reader of stated levels.)

/** A bracketed tag leading a line, after heading marks, bullets, a check box and emphasis: group 1 its content. */
const PRIORITY_LEAD = /^[ \t>#*_+-]{0,12}(?:\d{1,3}[.)][ \t]+)?[*_]{0,2}[[【［]([^\]】］\n]{1,30})[\]】］]/u;

/** The severity a priority tag leading `line` states ("[must] x" -> high), or undefined. */
export function priorityTag(line: string): string | undefined {
  if (!/[[【［]/u.test(line.slice(0, 50))) return undefined;
  const m = PRIORITY_LEAD.exec(line);
  if (!m) return undefined;
  const w = m[1]!.trim().toLowerCase().replace(/[ \t]+/g, ' ');
  return statedWords('bracket').get(w);
}

/** The line without the priority tag leading it ("1. [WARN] Slug shows raw" -> "1. Slug shows raw", "- **[must] x**" ->
 *  "- **x**"), when the tag states a level (priorityTag): the severity field carries it, so it is no word of the title,
 *  as a "[high]" tag is not (QA 51 doc 09). Undefined when no such tag leads the line. */
export function withoutPriorityTag(line: string): string | undefined {
  if (priorityTag(line) === undefined) return undefined;
  const m = PRIORITY_LEAD.exec(line)!;
  // (What precedes the bracket, bullet and emphasis, stays: "- **[must] x**" -> "- **x**".)
  const tag = m[0].search(/[[【［]/u);
  return line.slice(0, tag) + line.slice(m[0].length).replace(/^[ \t]+/, '');
}

/** The level in brackets: a capital letter, or one and a digit ("S2"), alone or before a note after a comma. */
const LEVEL = String.raw`[(（]([A-Z]\d?)(?:[ \t]*[,;][ \t]*[^()（）\n]{1,30})?[)）]`;
/** After heading marks, a bullet and emphasis, the finding's id ("F1", "#3", "BUG-2", "3.", "1.2"), then the level
 *  and a dash or colon before the title. */
const AFTER_ID = lazyRegExp(() => new RegExp(String.raw`^[ \t>#*_+-]{0,12}(?:[A-Za-z]{1,8}[-_]?)?#?\d{1,3}(?:\.\d{1,3})?[.)]?[*_]{0,2}[ \t]{1,3}${LEVEL}[*_]{0,2}[ \t]*(?:[:：—–―]|--?(?=[ \t]))`, 'u'));
/** Closing the title: "### Retry loops forever (M)". */
const CLOSING = lazyRegExp(() => new RegExp(String.raw`\S[ \t]{1,3}${LEVEL}[*_ \t]*$`, 'u'));

/** The severity a bracketed letter level after a finding's id or closing its title states ("F1 (H) — x" -> high). */
export function letterLevel(line: string): string | undefined {
  if (line.length > 400 || !/[(（][A-Z]/.test(line)) return undefined;
  const m = AFTER_ID.exec(line) ?? CLOSING.exec(line);
  return m ? letterWords().get(m[1]!.toLowerCase()) : undefined;
}

/** The level of "Sev-N" / "SEV1" / "Severity 2": the same scale as "(S1)"–"(S4)", read through the same data
 *  (prompts/severities.txt `letter S1: …`). Incident scales number down from the worst, so Sev-1 is the highest
 *  (critical), as S1 is; Sev-0, where a team uses it, is above it and is critical too. Before, Sev-1 was reported as
 *  p1 (the second of P0–P3), so the same writer's "S1" and "Sev-1" gave two different levels. */
export function sevNumberLevel(n: number): string | undefined {
  return letterWords().get(`s${Math.max(1, n)}`);
}

/** A line of tags: code spans, "key: `value`" pairs and bold words, two or more apart by "·", "•" or "|", or one code
 *  span alone. */
const TAG_PART = lazyRegExp(() => /^(?:`[^`\n]{1,40}`|[\p{L}][\p{L} -]{0,20}[:：]?[ \t]*(?:`[^`\n]{1,40}`|\*\*[^*\n]{1,30}\*\*))$/u);

/** The severity a tag line right under the finding's first line states ("`low` · `breaking-change`" -> low):
 *  `isLevel` maps a severity word to its name. */
export function tagLineLevel(text: string, isLevel: (w: string) => string | undefined): string | undefined {
  if (!text.includes('`')) return undefined;
  const ls = text.slice(0, 1500).split('\n');
  const at = ls.findIndex((l, i) => i > 0 && l.trim() !== '');
  const line = at > 0 ? ls[at]!.trim() : '';
  if (!line.startsWith('`') || line.length > 300) return undefined;
  const parts = line.split(/[ \t]+[·•|][ \t]+/u);
  if (!parts.every((p) => TAG_PART.test(p.trim()))) return undefined;
  for (const p of parts) {
    const m = /^`[ \t]*([^`\n]{1,30}?)[ \t]*`$/u.exec(p.trim());
    const sev = m ? isLevel(m[1]!) : undefined;
    if (sev) return sev;
  }
  return undefined;
}

/** "**Critical, and my mistake …**", "- __Minor, but …__": a bold lead opening with a word and a comma. */
const BOLD_COMMA = lazyRegExp(() => /^[ \t>]{0,4}(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?(?:\*\*|__)(\p{L}{2,16})[ \t]*[,，、][ \t]*[^*_\n]/u);

/** The severity a bold lead opening with a severity word and a comma states. */
export function boldCommaLevel(line: string, isLevel: (w: string) => string | undefined): string | undefined {
  const m = line.length <= 600 ? BOLD_COMMA.exec(line) : null;
  return m ? isLevel(m[1]!) : undefined;
}
