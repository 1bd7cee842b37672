// A finding's severity stated in a short form the word lists do not read as it stands (sev20; QA 40 docs 11, 12, 13):
// - a one-letter or short level in brackets after the finding's id or closing its title, "## F1 (H) — Dispatch
//   exceeds limits", "## F11 (L, docs) — README", "### 3. Retry loops (S2)": the letters are data
//   (prompts/severities.txt `letter <severity>:`); "(H2 heading)", "(M.2)" or "(A)" state nothing;
// - a tag line of code spans under a finding's heading, "`low` · `breaking-change` · origin: `deterministic`": a span
//   that is a severity word alone;
// - a bold lead whose first word is a severity and a comma, "**Critical, and my mistake — the rate-limit key …**"
//   ("**Kritisch, weil …**"): that severity.
// Pure apart from reading the word list once.

import { readPrompt } from '../paths.js';
import { parsePrefixedWords } from './finding-groups.js';
import { lazyRegExp } from './lazy-regexp.js';

let letters: Map<string, string> | undefined;
const letterWords = () => (letters ??= parsePrefixedWords(readPrompt('severities.txt'), 'letter'));

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

/** A line of tags: code spans, "key: `value`" pairs and bold words, two or more apart by "·", "•" or "|", or one code
 *  span alone. */
const TAG_PART = /^(?:`[^`\n]{1,40}`|[\p{L}][\p{L} -]{0,20}[:：]?[ \t]*(?:`[^`\n]{1,40}`|\*\*[^*\n]{1,30}\*\*))$/u;

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
