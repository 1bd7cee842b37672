// A severity-grouped audit's scaffolding is not findings: a tally of the findings by severity ("**Priority
// distribution:**" / "- 🔴 **CRITICAL**: 2 items"), a line that only rates ("### Overall rating: **55/100**" and its
// comment) and the action items beside a phase's "### Findings" restate or rate what the findings say. A person
// counts the findings alone. Synthetic documents of the shape of QA class R8-9 (findings.ts tallyBlocks).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { findingsData } from '../../src/brief/findings.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const read = (md: string) => {
  const r = importReturn(md, placeholders);
  return { r, f: findingsData(r.answers.findings, r.layout.findingGroups) };
};
const keptText = (r: ReturnType<typeof importReturn>) =>
  [r.answers.answer, r.layout.outcomeText ?? '', ...r.answers.findings, ...r.extra.map((x) => `${x.heading}\n${x.text}`), ...Object.values(r.answers).filter((v) => typeof v === 'string')].join('\n');

const phased = (w: { summary: string; dist: string; items: string; effort: string; rating: string; findings: string; actions: string; phase: string }) =>
  [
    '# Greenhouse API audit',
    '',
    `## ${w.summary}`,
    '',
    `### Health: **64/100**`,
    '',
    `**${w.dist}:**`,
    `- 🔴 **CRITICAL**: 2 ${w.items}`,
    `- 🟢 **LOW**: 1 ${w.items}`,
    '',
    `**${w.effort}**: 3`,
    '',
    `## ${w.phase} 1: Security 🔒`,
    '',
    `### ${w.rating}: **55/100**`,
    '',
    'The service mostly validates its input.',
    '',
    `### ${w.findings}`,
    '',
    '#### 1. **Tokens never expire** - CRITICAL Priority',
    '',
    '**Where**: auth/token.go',
    '',
    '#### 2. **Admin route lacks a role check** - CRITICAL Priority',
    '',
    '**Where**: api/admin.go',
    '',
    `### ${w.phase} 1 ${w.actions}`,
    '',
    '1. ✅ Expire tokens (1 day)',
    '2. ✅ Role check (1 day)',
    '',
    `## ${w.phase} 2: Upkeep 💾`,
    '',
    `### ${w.rating}: **70/100**`,
    '',
    `### ${w.findings}`,
    '',
    '#### 1. **Dead feature flags** - LOW Priority',
    '',
    '**Where**: config/flags.go',
    '',
    `### ${w.phase} 2 ${w.actions}`,
    '',
    '1. ✅ Remove the flags (1 day)',
    '',
  ].join('\n');

describe('a phased audit: the tally, the ratings and the action items are no findings', () => {
  it('English: three findings with their severities; the tally, the rating comment and the actions kept', () => {
    const { r, f } = read(phased({ summary: 'Executive summary', dist: 'Priority distribution', items: 'items', effort: 'Estimated weeks', rating: 'Overall rating', findings: 'Findings', actions: 'Action Items', phase: 'PHASE' }));
    expect(f.map((x) => x.title)).toEqual(['Tokens never expire', 'Admin route lacks a role check', 'Dead feature flags']);
    expect(f.map((x) => x.severity)).toEqual(['critical', 'critical', 'low']);
    const kept = keptText(r);
    for (const w of ['Priority distribution', '2 items', 'The service mostly validates its input.', 'Expire tokens (1 day)', 'Remove the flags']) expect(kept).toContain(w);
  });

  it('Spanish words, the same structure: the same three findings', () => {
    const { f } = read(phased({ summary: 'Resumen ejecutivo', dist: 'Distribución por prioridad', items: 'hallazgos', effort: 'Semanas estimadas', rating: 'Valoración general', findings: 'Hallazgos', actions: 'Próximos pasos', phase: 'FASE' }));
    expect(f.map((x) => x.title)).toEqual(['Tokens never expire', 'Admin route lacks a role check', 'Dead feature flags']);
  });

  it('a tally inside the findings section: only the tagged findings count', () => {
    const { r, f } = read(['# Review of the billing service', '', '## Findings', '', '**Distribution:**', '- Critical: 1 item', '- Low: 1 item', '', '### 1. Invoice totals rounded twice [critical]', 'billing/total.py rounds each line and the sum.', '', '### 2. Log line misspelled [low]', 'billing/log.py says "recieved".', ''].join('\n'));
    expect(f.map((x) => x.title)).toEqual(['Invoice totals rounded twice', 'Log line misspelled']);
    expect(keptText(r)).toContain('Critical: 1 item');
  });

  it('findings that state a figure are still findings (not a tally: no severity label, or more than a count)', () => {
    const { f } = read(['## Findings', '', '- p95 latency: 900 ms on the search page', '- Heap after one hour: 2 GB', '- High: 3 retries on every request, none needed', ''].join('\n'));
    expect(f).toHaveLength(3);
  });

  it('a rating heading over findings of its own keeps them', () => {
    const { f } = read(['## Security: 3/10', '', '- SQL built from the login form [high]', '- Session cookie without Secure [medium]', ''].join('\n'));
    expect(f.map((x) => x.severity)).toEqual(['high', 'medium']);
  });
});
