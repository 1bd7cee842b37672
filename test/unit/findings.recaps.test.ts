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

const sections = (heading: string, findings: [string, string][], recapHeading: string, recap: string) => `# Review

## ${heading}

${findings.map(([t, body], i) => `### ${i + 1}. ${t}\n${body}\n`).join('\n')}
### ${recapHeading}

${recap}
`;

describe('a later list or table that restates the findings already read is a recap: counted once', () => {
  const en: [string, string][] = [
    ['Token leak in logs', '**Severity:** High\nThe auth token is written to the access log in `log.go:12`.'],
    ['Missing retry on payment call', '**Severity:** Medium\n`pay.go:40` calls the gateway once.'],
  ];
  it.each([
    ['en, one line each with its severity', 'Findings', en, 'Summary of findings', '1. Token leak in logs (High)\n2. Missing retry on payment call (Medium)'],
    ['en, a detailed analysis under bold titles', 'Findings', en, 'Detailed analysis', '- **Token leak in logs**: the logger prints the whole header map.\n- **Missing retry on payment call**: a 503 fails the invoice.'],
    ['en, a closing table by number', 'Findings', en, 'All findings', '| # | Finding | Severity |\n|---|---|---|\n| 1 | Token leak in logs | High |\n| 2 | Missing retry on payment call | Medium |'],
    [
      'zh',
      '发现',
      [['日志中泄露令牌', '**严重程度：** 高\n`log.go:12` 把令牌写入日志。'], ['支付调用没有重试', '**严重程度：** 中\n`pay.go:40` 只调用一次。']],
      '总结',
      '- 日志中泄露令牌 — 高\n- 支付调用没有重试 — 中',
    ],
    [
      'fr',
      'Constats',
      [['Fuite du jeton dans les journaux', '**Gravité :** Haute\nLe jeton est écrit dans `log.go:12`.'], ['Pas de nouvelle tentative de paiement', '**Gravité :** Moyenne\n`pay.go:40` n’appelle qu’une fois.']],
      'Résumé',
      '- Fuite du jeton dans les journaux (haute)\n- Pas de nouvelle tentative de paiement (moyenne)',
    ],
  ] as [string, string, [string, string][], string, string][])('%s', (_name, heading, findings, recapHeading, recap) => {
    const { r, f } = read(sections(heading, findings, recapHeading, recap));
    expect(f.map((x) => x.title)).toEqual(findings.map(([t]) => t));
    expect(f.every((x) => x.location)).toBe(true);
    expect(r.extra.find((e) => e.heading === recapHeading)?.text).toContain(recap.split('\n')[0]!.slice(0, 12));
    expect(r.placement.find((p) => p.from === recapHeading)?.to).toMatch(/restates findings counted above/);
  });

  it('a closing table that names the findings by their ids', () => {
    const md = `# Review\n\n## Findings\n\n### F1. Token leak in logs\nSeverity: High. \`log.go:12\` logs the token.\n\n### F2. Missing retry on payment call\nSeverity: Medium. \`pay.go:40\` calls once.\n\n### Summary table\n\n| # | Finding | Severity |\n|---|---|---|\n| F1 | Token leak | High |\n| F2 | Payment retry | Medium |\n`;
    expect(titles(md)).toEqual(['F1. Token leak in logs', 'F2. Missing retry on payment call']);
  });

  it('a later list whose items only begin with earlier titles holds new findings', () => {
    const md = sections('Findings', en, 'Also in the audit service', '- Token leak in logs of the audit service: `audit.go:3`.\n- Missing retry on payment call in the exporter: `export.go:9`.');
    expect(titles(md)).toEqual(['Token leak in logs', 'Missing retry on payment call', 'Token leak in logs of the audit service', 'Missing retry on payment call in the exporter']);
  });

  it('two groups of findings that share words are both counted', () => {
    const md = '# Review\n\n## Findings\n\n### Payments\n- Missing retry on payment call: `pay.go:40` calls once.\n- Missing timeout on payment call: `pay.go:41` waits forever.\n\n### Refunds\n- Missing retry on refund call: `refund.go:10` calls once.\n- Missing timeout on refund call: `refund.go:11` waits forever.\n';
    expect(titles(md)).toHaveLength(4);
  });

  it('a findings table that is the only place the findings are stays findings', () => {
    const md = '# Review\n\n## Findings\n\n### Summary\n\n| # | Finding | Severity |\n|---|---|---|\n| 1 | Token leak in logs | High |\n| 2 | Missing retry on payment call | Medium |\n';
    expect(titles(md)).toEqual(['Token leak in logs', 'Missing retry on payment call']);
  });
});
