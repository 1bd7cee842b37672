// What an interrupted interactive return keeps (returnDraft) is a body that reads back to the same answers,
// under the return's own headings (RETURN_SECTIONS, the one list of them); and lint's inline-code blanking
// follows CommonMark's backtick runs.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnDraft, returnPlaceholders } from '../../src/brief/returns.js';
import { RETURN_SECTIONS } from '../../src/brief/sections.js';
import { blankCodeSpans } from '../../src/brief/lint.js';
import type { ReturnAnswers } from '../../src/brief/types.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));

describe('returnDraft', () => {
  const answers: ReturnAnswers = {
    outcome: 'partial',
    answer: 'two of three',
    findings: ['the pager drops the last page [verified: test]', 'cache key ignores locale\nsee the log:\n\n## not a section', '1. numbered first line [unverified]'],
    recommendations: ['pin the port'],
    deadEnds: ['bumping the timeout'],
    evidence: ['`npm test` green'],
    questions: ['is XLSX in scope?'],
  };

  it('writes the return\'s own headings, in their order', () => {
    const md = returnDraft(answers);
    expect(md.match(/^## .*$/gm)).toEqual(RETURN_SECTIONS.map((s) => `## ${s.heading}`));
  });

  it('reads back to the same answers', () => {
    const r = importReturn(returnDraft(answers), placeholders);
    expect(r.answers).toEqual(answers);
    expect(r.extra).toEqual([]);
  });

  it('leaves out the lists nobody typed', () => {
    expect(returnDraft({ ...answers, recommendations: [], deadEnds: [], evidence: [], questions: [] }).match(/^## .*$/gm)).toEqual(['## Outcome', '## Non-obvious findings']);
  });
});

describe('blankCodeSpans', () => {
  it.each([
    ['a `b` c', 'a     c'],
    ['``a`b``', '       '],
    ['``a```', '``a```'], // a run of 2 is closed only by a run of exactly 2
    ['` `` ` ``', '       ``'],
    ['x ` y', 'x ` y'],
  ])('%j -> %j', (line, want) => {
    expect(blankCodeSpans(line)).toBe(want);
  });

  it('a million backticks, and runs of every length, in one pass', () => {
    expect(blankCodeSpans('`'.repeat(1_000_000))).toHaveLength(1_000_000);
    let runs = '';
    for (let k = 1; k < 1500; k++) runs += `${'`'.repeat(k)} `;
    expect(blankCodeSpans(runs)).toBe(runs);
  });
});
