// Recaps and tallies counted as findings (issue 10, QA's held-out set): a severity tally table, a later list that
// restates the findings one line each, a pasted terminal transcript. Synthetic documents of those shapes.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { findingsData } from '../../src/brief/findings.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const read = (md: string) => {
  const r = importReturn(md, placeholders);
  return { r, f: findingsData(r.answers.findings, r.layout.findingGroups) };
};
const titles = (md: string) => read(md).f.map((x) => x.title);

const withTable = (heading: string, table: string) => `# Review

## ${heading}

${table}

- **Token leak in logs** (High): the auth token is written to \`log.go:12\`.
- **Missing retry on payment call** (Medium): \`pay.go:40\` calls the gateway once.
`;

describe('a table whose cells are a severity and counts is a tally, kept as written', () => {
  it.each([
    ['shares beside the counts', 'Findings', '| Severity | Count | Share |\n|---|---|---|\n| High | 11 | 61% |\n| Medium | 6 | 33% |\n| Low | 1 | 6% |'],
    ['the count column first', 'Findings', '| Count | Severity |\n|---|---|\n| 11 | High |\n| 6 | Medium |'],
    ['counts with a word', 'Findings', '| Severity | Count |\n|---|---|\n| High | 11 issues |\n| Medium | 6 issues |'],
    ['a count with a note', 'Findings', '| Severity | Count |\n|---|---|\n| Critical | 0 |\n| High | 11 (see below) |\n| Medium | 6 |'],
    ['zh, the count column first', '发现', '| 数量 | 严重程度 |\n|---|---|\n| 11 | 高 |\n| 6 | 中 |'],
    ['de, shares and a total row', 'Befunde', '| Schweregrad | Anzahl | Anteil |\n|---|---|---|\n| Hoch | 11 | 65% |\n| Mittel | 6 | 35% |\n| **Gesamt** | **17** | 100% |'],
  ])('%s', (_name, heading, table) => {
    const { r, f } = read(withTable(heading, table));
    expect(f.map((x) => x.title)).toEqual(['Token leak in logs', 'Missing retry on payment call']);
    // The tally is kept, under the findings' heading.
    expect(r.extra.some((e) => e.text.includes('| 11'))).toBe(true);
  });

  it('a findings table with a severity column and a finding per row stays findings', () => {
    expect(titles(withTable('Findings', '| Severity | Line | Finding |\n|---|---|---|\n| High | 12 | Token printed to stdout |\n| Low | 40 | Typo in help |'))).toEqual([
      'Token printed to stdout',
      'Typo in help',
      'Token leak in logs',
      'Missing retry on payment call',
    ]);
  });
});
