// The severity words of prompts/severities.txt, read and parsed in one place: the findings reader, the headings'
// shape (entry-title.ts) and the statements that nothing was found (no-findings.ts) all ask them, and no-findings.ts
// cannot import the findings reader (which imports it). Pure apart from reading prompts/ once.

import { TurkishFoldedSet, turkishITolerant } from './turkish-case.js';
import { readPrompt } from '../paths.js';
import { escapeRegExp } from './keyed-words.js';

const esc = escapeRegExp;

let words: SeverityWords | undefined;
/** prompts/severities.txt, parsed once. */
export const severityWords = (): SeverityWords => (words ??= parseSeverityWords(readPrompt('severities.txt')));

export const SEVERITIES = ['blocker', 'critical', 'major', 'high', 'medium', 'moderate', 'minor', 'low', 'nit', 'trivial', 'info', 'p0', 'p1', 'p2', 'p3'];

export interface SeverityWords {
  /** Any severity word (English or from prompts/severities.txt), for regular expressions. */
  words: string;
  /** Words that state a severity only as a group's heading ("Important", "Should fix"), as an alternation. */
  groupWords: string;
  /** Words that state a severity only as a label's value ("Severity: Warning"), as an alternation. */
  valueWords: string;
  /** Words that name a group of remarks ("🟡 ЗАМЕЧАНИЯ"), as an alternation: low after a colour mark only. */
  remarkWords: string;
  /** Label words ("severity", "Severidad") as an alternation. */
  labels: string;
  /** The same label words, lower case. */
  labelSet: Set<string>;
  /** Labels of another dimension that may stand for a severity ("Risk:", "Riesgo:"): only when the finding's
   *  title states none of its own (lower case; also in labelSet). */
  weakLabels: Set<string>;
  /** The nouns a group heading names its level by ("Severidad alta", "Hohe Schwere"), as an alternation. */
  nouns: string;
  /** A word as found (lower case) -> the severity reported. */
  map: Map<string, string>;
  /** The words of each severity's own `<severity>:` lines, no prefix ("critical: kritisch, …"), lower case. */
  plain: Map<string, string[]>;
}

/** prompts/severities.txt: `<severity>: word, ...` lines and one `label:` line. */
export function parseSeverityWords(text: string): SeverityWords {
  const map = new Map(SEVERITIES.map((w) => [w, w]));
  const labels: string[] = [];
  const group: string[] = [];
  const value: string[] = [];
  const remarks: string[] = [];
  const weak: string[] = [];
  const nouns: string[] = [];
  const plain = new Map<string, string[]>();
  for (const raw of text.split('\n')) {
    const m = /^\s*(?:(group|value|remarks|weak)\s+)?(\w+)\s*:\s*(.*)$/.exec(raw);
    if (!m || raw.trim().startsWith('#')) continue;
    const ws = m[3]!.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
    if (m[2] === 'noun') {
      nouns.push(...ws);
      continue;
    }
    if (m[2] === 'label') labels.push(...ws);
    if (m[2] !== 'label' && m[1] === undefined) plain.set(m[2]!, [...(plain.get(m[2]!) ?? []), ...ws]);
    if (m[2] === 'label' && m[1] === 'weak') weak.push(...ws);
    else if (m[1] === 'group') group.push(...ws);
    else if (m[1] === 'value') value.push(...ws);
    else if (m[1] === 'remarks') {
      // Not in the map: a remarks word is no severity of its own (see headingSeverity).
      remarks.push(...ws);
      continue;
    }
    for (const w of m[2] === 'label' ? [] : ws) map.set(w, m[2]!);
  }
  // Longest first, so "moderate" is not read as "mod...", "critique" before "crit...".
  // (Turkish names in capitals, "ÖNCELİK:", "ÖNEM DERECESİ", meet their words as written: turkish-case.ts.)
  const alt = (xs: string[]) => [...new Set(xs)].sort((a, b) => b.length - a.length).map((w) => turkishITolerant(esc(w), false)).join('|');
  const words = [...map.keys()].filter((w) => !group.includes(w) && !value.includes(w));
  const labelList = labels.length ? labels : ['severity', 'priority'];
  return { words: alt(words), groupWords: alt(group), valueWords: alt(value), remarkWords: alt(remarks), labels: alt(labelList), labelSet: new TurkishFoldedSet(labelList), weakLabels: new TurkishFoldedSet(weak), nouns: alt(nouns), map, plain };
}
