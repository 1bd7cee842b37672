// Findings counted and read as a person does, in shapes that generalise across documents: the writer's id
// before a tag, a part of the product named like a folder, the notes of severity groups as the outcome.
// Every document here is synthetic.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { findingsData } from '../../src/brief/findings.js';
import { lintDoc } from '../../src/brief/lint.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const read = (md: string) => {
  const r = importReturn(md, placeholders);
  return { r, f: findingsData(r.answers.findings, r.layout.findingGroups) };
};
const outcomeOf = (md: string) => {
  const { r } = read(md);
  return r.given.has('outcome') ? r.answers.outcome : null;
};

describe('fields read from a finding\'s heading', () => {
  it('an id before a bracketed tag is the id, not part of the title ("R4-H1 [P2] …", "SEC-3 [High] …")', () => {
    const de = read('# Prüfung\n\n## Befunde\n\n### R2-K1 [P1] Export hängt ohne Meldung\n\nKein Fortschritt.\n\n### R2-K2 [P3] Knopf zu klein\n\nSchwer zu treffen.\n');
    expect(de.f.map((x) => [x.id, x.title, x.severity])).toEqual([
      ['R2-K1', 'Export hängt ohne Meldung', 'p1'],
      ['R2-K2', 'Knopf zu klein', 'p3'],
    ]);
    const en = read('## Findings\n\n### SEC-3 [High] Session cookie lacks SameSite\nSent cross-site.\n\n### SEC-4 [Low] Verbose stack traces\nShown to users.\n');
    expect(en.f.map((x) => [x.id, x.title, x.severity])).toEqual([
      ['SEC-3', 'Session cookie lacks SameSite', 'high'],
      ['SEC-4', 'Verbose stack traces', 'low'],
    ]);
  });

  it('a group heading named like a folder ("### Billing/Invoices") is a part of the product, no location; a file heading still is one', () => {
    const en = read('## Findings\n\n### Billing/Invoices\n\n- **Totals drift** after refunds (high)\n- **No lock** on concurrent edits (medium)\n\n### `src/billing/tax.ts`\n\n- **Rounding** uses floats (low)\n');
    expect(en.f.map((x) => x.location ?? null)).toEqual([null, null, 'src/billing/tax.ts']);
    const fr = read('## Constats\n\n### Lecteur/Sous-titres\n\n- décalage des sous-titres (moyen)\n- police trop petite (faible)\n\n### player/subs.ts\n\n- fuite mémoire (élevé)\n');
    expect(fr.f.map((x) => x.location ?? null)).toEqual([null, null, 'player/subs.ts']);
  });
});

describe('the outcome stated by the notes of the severity groups', () => {
  const de = '# Code-Review — Stand der Abarbeitung\n\n## 🔴 Kritisch — alle behoben\n\n| # | Befund | Status |\n|---|---|---|\n| 1 | Token läuft nie ab | ✅ |\n| 2 | SQL von Hand gebaut | ✅ |\n\n## 🟠 Hoch — alle behoben (außer #4)\n\n| # | Befund | Status |\n|---|---|---|\n| 3 | Kein Rate-Limit | ✅ |\n| 4 | Logs mit Kundendaten | offen |\n';
  it('"all fixed (except #4)" in one group: partial, from that heading; lint agrees', () => {
    const { r } = read(de);
    expect([r.answers.outcome, r.outcomeFrom?.line]).toEqual(['partial', 10]);
    expect(lintDoc(de, { type: 'return', phrases: [] }).findings.some((x) => x.rule === 'missing-outcome')).toBe(false);
    const zh = '# 审查\n\n## 发现的问题\n\n### 🔴 高优先级问题（已修复）\n\n- 未登录可访问首页\n- 密码明文存储\n\n### 🟡 中优先级问题（部分修复）\n\n- 缺少输入校验\n';
    expect(outcomeOf(zh)).toBe('partial');
  });

  it('every group done: answered; a group that says nothing leaves the outcome unstated', () => {
    expect(outcomeOf('# Review\n\n## 🔴 Critical — all fixed\n\n- token never expires\n- SQL built by hand\n\n## 🟡 Medium — all fixed\n\n- retry storm\n')).toBe('answered');
    expect(outcomeOf('# Revue\n\n## Critique — tout corrigé\n\n- jeton sans expiration\n\n## Modéré — tous corrigés\n\n- tempête de relances\n')).toBe('answered');
    expect(outcomeOf('# Review\n\n## 🔴 Critical — all fixed\n\n- token never expires\n\n## 🟡 Medium\n\n- retry storm\n')).toBe(null);
  });
});
