// A label that names a measure of the thing reviewed, not the status of the work (issue 10: the outcome read from
// what the writer stated).
//
// Principle: an outcome is a status of the work; a level of risk, coverage, confidence or complexity measures
// something else and states no outcome, wherever the line stands ("**Livello di Rischio: MEDIO-ALTO** ⚠️" as the first
// line of "## 1. VERDETTO GENERALE", "Risk: medium", "Risiko: hoch", "风险等级：中", "Test coverage: 87%"). The label
// is the measure word, perhaps with a word for its level or scale ("Risk level", "Niveau de risque", "Уровень риска",
// "风险等级") and one qualifier ("Overall risk", "Residual risk", "Test coverage"); a label whose last word is another
// noun ("Quality gate: passed", "Risk review: done") names something else and is read as before. The words are data:
// prompts/outcomes.txt `measure:` and `measure scale:`. Pure apart from reading that file once.

import { readPrompt } from '../paths.js';
import { keyedLists } from './keyed-words.js';
import { labelOf } from './label.js';
import { lazyRegExp } from './lazy-regexp.js';

interface Words {
  measure: Set<string>;
  scale: Set<string>;
  cjkMeasure: string[];
  cjkScale: string[];
}
let words: Words | undefined;
const CJK = lazyRegExp(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u);

/** The measure and scale words of `text` (prompts/outcomes.txt), split into words with blanks and CJK runs. */
export function parseMeasureWords(text: string): Words {
  const l = keyedLists(text, ['measure', 'measure scale']);
  const lower = (xs: readonly string[]) => xs.map((w) => w.normalize('NFKC').toLowerCase());
  const measure = lower(l.measure);
  const scale = lower(l['measure scale']);
  return {
    measure: new Set(measure.filter((w) => !CJK.test(w))),
    scale: new Set(scale.filter((w) => !CJK.test(w))),
    cjkMeasure: measure.filter((w) => CJK.test(w)).sort((a, b) => b.length - a.length),
    cjkScale: scale.filter((w) => CJK.test(w)).sort((a, b) => b.length - a.length),
  };
}
const measureWords = () => (words ??= parseMeasureWords(readPrompt('outcomes.txt')));

/** A label that names a measure: its words, without the scale's ("level", "di", "等级"), are a measure word and at most
 *  one qualifier before it (or, in a CJK label, a measure word after at most two characters). */
export function measureLabel(label: string, w: Words = measureWords()): boolean {
  const s = label.normalize('NFKC').toLowerCase().replace(/[*_`]+/g, '').replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').trim();
  if (!s || s.length > 40) return false;
  if (CJK.test(s)) {
    let rest = s.replace(/[ \t]+/g, '');
    for (const x of w.cjkScale) if (rest.endsWith(x) && rest.length > x.length) rest = rest.slice(0, -x.length);
    return w.cjkMeasure.some((m) => rest.endsWith(m) && rest.length - m.length <= 2);
  }
  const parts = s.split(/[\s-]+/u).filter((p) => p && !w.scale.has(p));
  if (!parts.length || parts.length > 2) return false;
  return w.measure.has(parts[parts.length - 1]!) || (parts.length === 1 && w.measure.has(parts[0]!));
}

/** A line opened by a measure's label ("**Livello di Rischio: MEDIO-ALTO** ⚠️", "- Risk: low", "| Risk | medium |"). */
export function measureLine(line: string): boolean {
  if (line.length > 400) return false;
  let s = line.replace(/^[ \t>]*(?:#{1,6}[ \t]+)?/, '');
  // (A header table's row of two cells, "| Risk | medium |", as "Risk: medium".)
  const row = /^\|[ \t]*([^|]*?)[ \t]*\|[ \t]*([^|]*?)[ \t]*\|?[ \t]*$/.exec(s);
  if (row && row[1] && row[2]) s = `${row[1]}: ${row[2]}`;
  const l = labelOf(s);
  return l !== null && measureLabel(l.label);
}
