// What an interrupted interactive return keeps (returnDraft) is a body that reads back to the same answers,
// under the return's own headings (RETURN_SECTIONS, the one list of them); and lint's inline-code blanking
// follows CommonMark's backtick runs.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composeReturn, importReturn, returnDraft, returnPlaceholders } from '../../src/brief/returns.js';
import { RETURN_SECTIONS } from '../../src/brief/sections.js';
import { blankCodeSpans } from '../../src/brief/lint.js';
import type { Anchor, ReturnAnswers } from '../../src/brief/types.js';

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

describe('a written return reads back to itself', () => {
  const anchor: Anchor = { repo: '/repo', branch: 'main', detached: false, head: 'a'.repeat(40), headShort: 'aaaaaaa', dirty: [], untracked: [], cwd: '/repo' };
  const meta = { id: 'task-x-abcd', n: 1, briefTitle: 'x', created: '2026-01-01 00:00 UTC', anchor };
  const write = (md: string) => {
    const r = importReturn(md, placeholders, meta.id);
    return { r, md: composeReturn(r.answers, meta, { phrases: [] }, r.extra, r.layout).markdown };
  };

  it.each([
    ['an Outcome list', '## Outcome\n- Status: done\n- Tests: 42 passed\n\n## Findings\n- a [unverified]\n'],
    ['an Outcome table', '## Outcome\n\n| Field | Value |\n|---|---|\n| Status | done |\n| Answer | the key |\n\n## Findings\n- a [unverified]\n'],
    ['"# Outcome" with "## Details"', '# Outcome\nanswered — x\n\n## Details\nmore\n\n## Findings\n- a [unverified]\n'],
    ['a finding after a group', '## Outcome\nanswered — x\n\n## Findings\n\n### `src/a.ts`\n- a [high]\n\n### Retry has no backoff\nIt retries at once. [unverified]\n'],
  ])('%s: the same answers, outcome text and findings order; written again, the same markdown', (_name, body) => {
    const first = write(body);
    const again = write(first.md);
    expect(again.r.answers).toEqual(first.r.answers);
    expect(again.r.layout).toEqual(first.r.layout);
    expect(again.md).toBe(first.md);
    expect(first.md.match(/^## Outcome/gm)).toHaveLength(1);
  });
});
