// Where a return's findings are, decided for the document as a whole (QA 48: 99 items of other sections counted as
// findings). A section the writer named for findings, or one whose folded headings name them, holds them; the other
// sections are then what they say: work done, checks, summaries, the closing word. Each rule keeps the text of what it
// sets aside, and has a look-alike that still counts. Synthetic documents in several languages and nestings.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';
import { renderReturn } from '../../src/brief/render.js';

const titles = (md: string) => readReturn(md).f.map((x) => x.title);
// The return as written to the store: what it keeps, wherever it goes (nothing may be dropped).
const kept = (md: string) => {
  const { r } = readReturn(md);
  return renderReturn(r.answers, { id: 'task-x-abcd', n: 1, briefTitle: 'T', created: '2026-01-01 00:00 UTC', anchor: { repo: '/repo', branch: 'main', detached: false, head: 'a'.repeat(40), headShort: 'aaaaaaa', dirty: [], untracked: [], cwd: '/repo' } }, r.extra, r.layout);
};

describe('beside a section named for findings, only the problem half of a pair adds findings', () => {
  const work = (lang: { done: string; ok: string; partial: string; refs: string; problems: string; one: string; two: string }) =>
    `# Review\n\n## ✅ ${lang.done}\n\n### 1. ${lang.ok} ✅\n\n- a.cs\n- b.cs\n\n### 2. ${lang.partial} ⚠️\n\n- c.cs\n- d.cs\n\n### 3. ${lang.refs}\n\n- e.cs\n- f.cs\n\n## ⚠️ ${lang.problems}\n\n### ${lang.one}\n\nText one.\n\n### ${lang.two}\n\nText two.\n`;
  it.each([
    ['en', { done: 'Work completed', ok: 'Split TemplateDtos', partial: 'Split UserDtos partly', refs: 'References updated', problems: 'Problems found', one: 'UserDtos split incomplete', two: 'Paths mixed up' }],
    ['zh', { done: '已完成的工作', ok: 'TemplateDtos 拆分', partial: 'UserDtos 部分拆分', refs: '引用更新', problems: '发现的问题', one: 'UserDtos 拆分不完整', two: '文件路径混淆' }],
    ['de', { done: 'Erledigte Arbeiten', ok: 'TemplateDtos aufgeteilt', partial: 'UserDtos teilweise aufgeteilt', refs: 'Verweise aktualisiert', problems: 'Gefundene Probleme', one: 'UserDtos unvollständig', two: 'Pfade verwechselt' }],
  ])('%s: the work done under its marks is no finding; the named problems are', (_lang, l) => {
    const md = work(l);
    expect(titles(md)).toEqual([l.one, l.two]);
    for (const w of ['a.cs', 'c.cs', 'f.cs', l.refs]) expect(kept(md)).toContain(w);
  });

  it('a sibling that names a design, not a problem, beside a ✅ goal, is no finding (zh, en)', () => {
    const zh = '# 审查\n\n## 发现的问题\n\n#### BUG-01 导入先清空数据库\n位置：a.rs\n\n#### BUG-02 计划覆盖记录\n位置：b.rs\n\n## 调试功能设计\n\n### 7.1 ✅ 目标和边界\n- 支持三种语言\n\n### 7.2 统一调试协议\n- 断点\n- 单步\n\n### 7.3 推荐实施顺序\n- 先做协议\n- 再做面板\n';
    expect(titles(zh)).toEqual(['BUG-01 导入先清空数据库', 'BUG-02 计划覆盖记录']);
    for (const w of ['断点', '再做面板', '统一调试协议']) expect(kept(zh)).toContain(w);
    const en = '# Review\n\n## Findings\n\n- Token never expires\n- Reset link reusable\n\n## Debugger design\n\n### ✅ Goals\n- three languages\n\n### Protocol\n- breakpoints\n- stepping\n\n### Panel layout\n- left dock\n- right dock\n';
    expect(titles(en)).toEqual(['Token never expires', 'Reset link reusable']);
    expect(kept(en)).toContain('stepping');
  });

  it('the failed half of acceptance results restates the findings: kept (zh, en)', () => {
    const en = '# Review\n\n## Issues found\n\n### Issue 1: UserDtos split incomplete\nOnly one type moved.\n\n## Acceptance results\n\n### ✅ Passed\n| Item | State |\n|---|---|\n| Build | ok |\n| Tests | ok |\n\n### ⚠️ Not passed\n| Item | State |\n|---|---|\n| UserDtos split | partial |\n| Progress count | wrong |\n';
    expect(titles(en)).toEqual(['UserDtos split incomplete']);
    expect(kept(en)).toContain('Progress count');
  });

  it('look-alike: a problem half that leads with its mark, names a level or names problems still holds findings', () => {
    const base = '# Review\n\n## Findings\n\n- Report query has no index [unverified]\n\n## Privacy\n\n### ✅ Done right\n- **Secrets**: kept server-side.\n\n';
    expect(titles(`${base}### ⚠️ Watch out\n- **Customer e-mails in the debug log**: anyone sees them.\n`)).toContain('Customer e-mails in the debug log');
    expect(titles(`${base}### Weak spots (high)\n- **Customer e-mails in the debug log**: anyone sees them.\n`)).toContain('Customer e-mails in the debug log');
    expect(titles(`${base}### Problems\n- **Customer e-mails in the debug log**: anyone sees them.\n`)).toContain('Customer e-mails in the debug log');
  });
});

describe('the writer\'s closing word after the findings sums them up', () => {
  it.each([
    ['it', 'COMMENTO FINALE: VALE LA PENA?', 'PUNTI DI FORZA', 'PUNTI CRITICI'],
    ['en', 'Final thoughts', 'Strengths', 'Critical points'],
    ['de', 'Schlussbemerkung', 'Stärken', 'Kritische Punkte'],
    ['fr', 'Remarques finales', 'Points forts', 'Points critiques'],
  ])('%s: a praise pair under it adds no findings', (_lang, closing, good, bad) => {
    const md = `# Code review\n\n## 3. Analysis\n\n### 3.1 Security 🔴\n\n#### Problem #1: No disk check before format\n**Severity:** 🔴 **CRITICAL**\n\nText.\n\n#### Problem #2: No admin requirement\n**Severity:** 🟠 **HIGH**\n\nText.\n\n## 5. ${closing}\n\n### 👍 **${good}**\n\n1. **Modular scripts**: clear separation\n2. **Menus**: easy to follow\n\n### 👎 **${bad}**\n\n1. **Security**: wrong disk may be formatted\n2. **Error handling**: too optimistic on I/O\n3. **Supply chain**: external tools not pinned\n`;
    expect(titles(md)).toEqual(['No disk check before format', 'No admin requirement']);
    for (const w of ['external tools not pinned', 'Modular scripts']) expect(kept(md)).toContain(w);
  });
});

describe('a table that counts the findings is a tally, never findings', () => {
  it.each([
    ['it', '| Categoria | Gravità | Conteggio | Priorità Fix |', ['| **Sicurezza** | 🔴 **ALTA** | 8 | **1 - URGENTE** |', '| **Error handling** | 🟠 **MEDIA** | 15+ | **2 - ALTA** |']],
    ['en', '| Category | Severity | Count | Fix priority |', ['| Security | High | 8 | 1 - urgent |', '| Error handling | Medium | 20+ | 2 - high |']],
    ['es', '| Categoría | Gravedad | Conteo | Prioridad |', ['| Seguridad | Alta | 8 | 1 - urgente |', '| Errores | Media | 15+ | 2 - alta |']],
  ])('%s: a count column ("15+" too) beside a priority column', (_lang, header, rows) => {
    const md = `# Review\n\n## 2. Summary of problems\n\n${header}\n|---|---|---|---|\n${rows.join('\n')}\n\n## 3. Findings\n\n### Problem 1: no disk check\nText.\n\n### Problem 2: no admin check\nText.\n`;
    expect(titles(md)).toEqual(['no disk check', 'no admin check']);
    expect(kept(md)).toContain(rows[1]!.split('|')[1]!.replace(/\*/g, '').trim());
  });

  it('a table of passes whose "Findings" column holds counts is a tally; the folded findings are the findings', () => {
    const md = '# PR: summary\n\n## Tests\n\nAll green.\n\n## Adversarial Review\n\n| Pass | Findings | Critical | High | Status |\n|---|---|---|---|---|\n| 1 | 6 | 0 | 1 | Fixed |\n| 2 | 0 | 0 | 0 | CLEAN |\n\n<details>\n<summary>High-Severity Findings</summary>\n\n### Finding: ADV-1 — run_summary untested\n- **Location:** `tests/a.rs`\n\n### Finding: ADV-2 — warning position unpinned\n- **Location:** `tests/b.rs`\n\n</details>\n\n## Rollout\n\n- feature flag off\n- canary first\n';
    expect(titles(md)).toEqual(['run_summary untested', 'warning position unpinned']);
    expect(kept(md)).toContain('canary first');
  });

  it('look-alike: a "Findings" column of sentences lists findings', () => {
    const md = '# Review\n\n## Results\n\n| # | Findings | Severity |\n|---|---|---|\n| 1 | Cache key ignores locale | High |\n| 2 | Retry never backs off | Low |\n';
    expect(titles(md)).toEqual(['Cache key ignores locale', 'Retry never backs off']);
  });
});

describe('a section named for findings that says there are none decides the return', () => {
  it.each([
    ['fr', 'Review — T025: canonical series', 'Résumé', 'Vérifications effectuées', ['Lu le diff', 'Vérifié les normalisateurs'], 'Problèmes détectés', 'Aucun problème bloquant.', 'Décision', 'IMPLEMENTATION_APPROVED'],
    ['en', 'Review — T025: canonical series', 'Summary', 'Checks performed', ['Read the diff', 'Checked the normalizers'], 'Problems found', 'No blocking issues.', 'Decision', 'APPROVED'],
    ['es', 'Revisión — T025: serie canónica', 'Resumen', 'Verificaciones realizadas', ['Leí el diff', 'Verifiqué los normalizadores'], 'Problemas detectados', 'Ningún problema bloqueante.', 'Decisión', 'APROBADO'],
  ])('%s: under a title written as ## after a chatter line, its checks are no findings', (_lang, title, summary, checks, items, problems, none, decision, verdict) => {
    const md = `Now I have a complete picture. Let me write the review.\n\n---\n\n## ${title}\n\n### ${summary}\n\nThe change adds resolveSeriesId().\n\n### ${checks}\n\n- ${items[0]}\n- ${items[1]}\n\n### ${problems}\n\n${none}\n\n### ${decision}\n\n${verdict}\n`;
    expect(titles(md)).toEqual([]);
    for (const w of [items[0]!, items[1]!, none, verdict]) expect(kept(md)).toContain(w);
  });

  it('look-alike: the same section over a list still holds its findings', () => {
    const md = 'Done.\n\n---\n\n## Review — T025\n\n### Checks performed\n\n- Read the diff\n\n### Problems found\n\n- Cache key ignores locale\n- Retry never backs off\n';
    expect(titles(md)).toEqual(['Cache key ignores locale', 'Retry never backs off']);
  });
});

describe('folded headings that name findings make their section the findings section', () => {
  it.each([
    ['en', 'Story Dependencies', 'Risk Assessment', 'Finding', 'High-Severity Findings & Resolutions'],
    ['de', 'Abhängigkeiten', 'Risikobewertung', 'Befund', 'Befunde und Lösungen'],
  ])('%s: a PR description\'s other sections are not findings', (_lang, deps, risk, label, summary) => {
    const md = `# [STORY-089] summary\n\n## ${deps}\n\n- STORY-088\n- STORY-087\n\n## Adversarial Review\n\nThree passes.\n\n<details>\n<summary><strong>${summary}</strong></summary>\n\n### ${label}: ADV-P01 — run_summary untested\n- **Location:** \`tests/a.rs\`\n\n### ${label}: ADV-P04 — first error unpinned\n- **Location:** \`tests/b.rs\`\n\n</details>\n\n## ${risk}\n\n- rollback by revert\n- no migration\n`;
    expect(titles(md)).toEqual(['run_summary untested', 'first error unpinned']);
    for (const w of ['STORY-088', 'rollback by revert']) expect(kept(md)).toContain(w);
  });
});
