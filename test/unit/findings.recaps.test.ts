// Recaps and tallies counted as findings (issue 10, QA's held-out set): a severity tally table, a later list that
// restates the findings one line each, a pasted terminal transcript. Synthetic documents of those shapes.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, parseBody, returnPlaceholders } from '../../src/brief/returns.js';
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
    expect(r.placement.find((p) => p.from === recapHeading)?.to).toMatch(/lists again findings counted from their own text/);
  });

  it('a closing table that names the findings by their ids', () => {
    const md = `# Review\n\n## Findings\n\n### F1. Token leak in logs\nSeverity: High. \`log.go:12\` logs the token.\n\n### F2. Missing retry on payment call\nSeverity: Medium. \`pay.go:40\` calls once.\n\n### Summary table\n\n| # | Finding | Severity |\n|---|---|---|\n| F1 | Token leak | High |\n| F2 | Payment retry | Medium |\n`;
    expect(titles(md)).toEqual(['F1. Token leak in logs', 'F2. Missing retry on payment call']);
  });

  it.each([
    ['a closing table with no heading of its own (en)', '| # | Finding | Severity |\n|---|---|---|\n| F1 | Token leak in logs | High |\n| F2 | Missing retry on payment call | Medium |\n| F3 | Unvalidated config | Low |', 'Findings listed again'],
    ['a bold caption over a closing list (es)', '**Resumen:**\n\n- Token leak in logs — alta\n- Missing retry on payment call — media\n- Unvalidated config — baja', 'Resumen'],
  ])('%s after the last finding\'s text: not part of that finding', (_name, recap, heading) => {
    const md = `# Review\n\n## Findings\n\n### F1. Token leak in logs\nSeverity: High. \`log.go:12\` logs the token.\n\n### F2. Missing retry on payment call\nSeverity: Medium. \`pay.go:40\` calls once.\n\n### F3. Unvalidated config\nSeverity: Low. \`config.go:7\` reads it unchecked.\n\n${recap}\n`;
    const { r, f } = read(md);
    expect(f.map((x) => x.title)).toEqual(['F1. Token leak in logs', 'F2. Missing retry on payment call', 'F3. Unvalidated config']);
    expect(f[2]!.text).not.toContain('Token leak');
    expect(r.extra.find((e) => e.heading === heading)?.text).toContain('Missing retry on payment call');
    expect(r.placement.some((p) => p.from === heading && /lists again/.test(p.to))).toBe(true);
  });

  it('an overview table above the findings\' own sub-sections: the sub-sections counted, the table kept', () => {
    const md = '# Review\n\n## Findings\n\n| # | Finding | Severity |\n|---|---|---|\n| F1 | Token leak in logs | High |\n| F2 | Missing retry on payment call | Medium |\n\n### F1. Token leak in logs\nSeverity: High. `log.go:12` logs the token.\n\n### F2. Missing retry on payment call\nSeverity: Medium. `pay.go:40` calls once.\n';
    const { r, f } = read(md);
    expect(f.map((x) => [x.title, x.location])).toEqual([['F1. Token leak in logs', 'log.go:12'], ['F2. Missing retry on payment call', 'pay.go:40']]);
    // Kept under a heading of its own, never a second section named like the findings.
    expect(r.extra.find((e) => e.text.includes('| F2 | Missing retry on payment call | Medium |'))?.heading).toBe('Findings listed again');
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

describe('a return pasted from a terminal: a plain findings label over indented numbered items', () => {
  const en = (indent: string, gap: string) => `$ claude review src/router
Reviewing the router module...
${gap}Findings:
${gap}${indent}1. Module coupling 🔴 high priority
${indent}   The router imports every handler directly in src/router/index.ts.
${indent}2. Missing input validation 🟡 medium priority
${indent}   Query parameters reach the handlers unchecked.
${indent}3. Dead code in legacy adapter 🟢 low priority
${indent}   src/router/legacy.ts is never imported.
${gap}Summary:
- Router is tightly coupled
- Validation missing
- Some dead code
`;
  it.each([
    ['four spaces, blank lines (a code block to marked)', en('    ', '\n')],
    ['two spaces, no blank lines (lines of a paragraph to marked)', en('  ', '')],
    ['three spaces, blank lines', en('   ', '\n')],
  ])('en: %s', (_name, md) => {
    const { r, f } = read(md);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['Module coupling', 'high'],
      ['Missing input validation', 'medium'],
      ['Dead code in legacy adapter', 'low'],
    ]);
    expect(f[0]!.text).toContain('The router imports every handler');
    // The summary's bullets restate them: not findings.
    expect(r.answers.findings.join('\n')).not.toContain('Router is tightly coupled');
  });

  it.each([
    ['zh', '> review the cache layer\n\n发现的问题：\n\n    1. 缓存键忽略语言 🔴 高优先级\n       src/cache/key.ts 没有把 locale 放进键里。\n    2. 过期时间硬编码 🟡 中优先级\n       TTL 写死为 3600 秒。\n\n总结：\n- 缓存键有问题\n- TTL 写死\n', [['缓存键忽略语言', 'high'], ['过期时间硬编码', 'medium']]],
    ['de', '$ codex review\nGefundene Probleme:\n    1. Zyklische Abhängigkeit 🔴 hohe Priorität\n       Der Router importiert jeden Handler.\n    2. Fehlende Eingabeprüfung 🟡 mittlere Priorität\n       Parameter werden nicht geprüft.\nZusammenfassung:\n- Router gekoppelt\n- Prüfung fehlt\n', [['Zyklische Abhängigkeit', 'high'], ['Fehlende Eingabeprüfung', 'medium']]],
    ['en, "Issues found:"', 'user@host:~/proj$ claude -p "review"\nIssues found:\n   1. Module coupling 🔴 high priority\n      The router imports every handler.\n   2. Missing input validation 🟡 medium priority\n      Query parameters reach the handlers unchecked.\n\nSummary:\n - Router is tightly coupled\n - Validation missing\n', [['Module coupling', 'high'], ['Missing input validation', 'medium']]],
  ])('%s', (_name, md, want) => {
    expect(read(md).f.map((x) => [x.title, x.severity])).toEqual(want);
  });

  it('a plain message that lists issues so, with no prompt line and no other part after them, is read as before', () => {
    const md = 'Fix the router before the release.\nIssues:\n  1. the router imports every handler\n  2. no validation on query parameters\n\nDone when the router loads handlers lazily.\n';
    const doc = parseBody(md);
    expect(doc.sections.map((x) => x.heading)).not.toContain('Issues');
  });

  it('a real indented code block under another label stays code', () => {
    const md = 'Findings:\n\n- The pool is exhausted at 50 connections (`db/pool.go:12`).\n\nReproduce:\n\n    1. start the server\n    2. run k6 with 60 users\n';
    const { r, f } = read(md);
    expect(f).toHaveLength(1);
    expect(r.answers.findings[0]).toContain('    1. start the server');
  });

  it('a document with markdown headings is read as markdown: its indented code stays code', () => {
    const md = '## Outcome\nDone.\n\n## Findings\n\n- The pool is exhausted (`db/pool.go:12`).\n\nSteps:\n\n    1. start the server\n    2. run k6\n';
    const { f } = read(md);
    expect(f).toHaveLength(1);
    expect(f[0]!.text).toContain('    1. start the server');
  });
});
