// A review's MoSCoW-like priority tag leading a finding's title, read as its severity: "**[must] Pokemon.cs -
// 関連エンティティの未設定**" -> high, "#### [recommend] DamageCalculator.cs" -> medium, "- [nice-to-have] Dark theme"
// -> low, "[必須] …", "[empfohlen] …". The words and the level each gives are data (prompts/severities.txt
// `bracket <severity>:`); only the whole tag in brackets before the title counts, so "we must fix this" in a
// sentence states nothing. Pure apart from reading that file once.

import { readPrompt } from '../paths.js';
import { parsePrefixedWords } from './finding-groups.js';

let words: Map<string, string> | undefined;
const bracketWords = () => (words ??= parsePrefixedWords(readPrompt('severities.txt'), 'bracket'));

/** A bracketed tag leading a line, after heading marks, bullets, a check box and emphasis: group 1 its content. */
const LEAD = /^[ \t>#*_+-]{0,12}(?:\d{1,3}[.)][ \t]+)?[*_]{0,2}[[【［]([^\]】］\n]{1,30})[\]】］]/u;

/** The severity a priority tag leading `line` states ("[must] x" -> high), or undefined. */
export function priorityTag(line: string): string | undefined {
  if (!/[[【［]/u.test(line.slice(0, 50))) return undefined;
  const m = LEAD.exec(line);
  if (!m) return undefined;
  const w = m[1]!.trim().toLowerCase().replace(/[ \t]+/g, ' ');
  return bracketWords().get(w);
}
