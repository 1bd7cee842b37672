// What QA 51 left (left52), on synthetic documents in several languages: a severity in a bold group label counted with
// a counter word ("**경미한 표시 문제 2건**", "**軽微な問題 2件**", "**轻微问题 1个**", "**Düşük öncelikli sorunlar 2 adet**") is
// the level of the items under it, as "**Minor display issues (2)**" is; a check's bracketed level leading a finding
// ("1. [WARN] …", "[UYARI] …", "[OSTRZEŻENIE] …") is its severity and no word of its title.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const grouped = (findings: string, label: string, items: string[]) =>
  `# Review: calculator\n\n## Outcome\n\nanswered — review done.\n\n## ${findings}\n\n**${label}**\n${items.map((x) => `- ${x}`).join('\n')}\n`;

describe('a bold group label with a level and a counted tail gives its items that level', () => {
  it.each([
    ['ko', '발견된 문제', '경미한 표시 문제 2건 (동작 무관)', ['`view.js`의 버튼 색상이 다크 모드에서 대비가 낮다.', '`form.js` 입력 칸의 안내 문구가 잘린다.'], 'low'],
    ['ja', '指摘事項', '軽微な問題 2件', ['`view.js` のボタンの色がダークモードでコントラスト不足。', '`form.js` の入力欄の説明文が途中で切れる。'], 'low'],
    ['zh', '发现的问题', '严重问题 2个', ['`view.js` 在深色模式下崩溃。', '`form.js` 提交时丢失数据。'], 'critical'],
    ['tr', 'Bulgular', 'Düşük öncelikli sorunlar 2 adet', ['`view.js` içindeki buton rengi karanlık modda soluk.', '`form.js` giriş alanının ipucu metni kesiliyor.'], 'low'],
    ['en', 'Findings', 'Minor display issues (2)', ['The button in `view.js` is pale in dark mode.', 'The hint in `form.js` is cut off.'], 'minor'],
  ])('%s: "**%s**" over two items', (_l, heading, label, items, level) => {
    const { f } = readReturn(grouped(heading, label, items));
    expect(f.map((x) => x.title)).toEqual(items);
    expect(f.map((x) => x.severity)).toEqual([level, level]);
  });

  it.each([
    ['ko', '발견된 문제', '경미한 코스메틱 문제 1건 (기능 무관)', 'low'],
    ['zh', '发现的问题', '轻微问题 1个', 'low'],
  ])('%s: "**%s**" over one item with code under it: one finding, titled by the item, of the label\'s level', (_l, heading, label, level) => {
    const { f } = readReturn(grouped(heading, label, ['`draw.js` 별 밝기에 `Math.random()` 사용:\n  ```js\n  a = Math.random();\n  ```\n  매 프레임 깜빡임.']));
    expect(f).toHaveLength(1);
    expect(f[0]!.title).not.toContain(label.split(' ')[0]);
    expect(f[0]!.severity).toBe(level);
  });

  it('a count that follows no level word states none: "**Notes 2건**" gives its items no severity', () => {
    const { f } = readReturn(grouped('발견된 문제', '참고 사항 2건', ['`a.js` 주석이 오래됨.', '`b.js` 이름이 모호함.']));
    expect(f.map((x) => x.severity)).toEqual([undefined, undefined]);
  });
});

describe('a check\'s bracketed level leading a finding is its severity and no word of its title', () => {
  it.each([
    ['nl', '## Bevindingen', '1. [WARN] Titel ontbreekt in ROLES — het dashboard toont de slug.', 'Titel ontbreekt in ROLES'],
    ['tr', '## Bulgular', '1. [UYARI] Başlık eksik — menü ham anahtarı gösteriyor.', 'Başlık eksik'],
    ['pl', '## Ustalenia', '- [OSTRZEŻENIE] Brak tytułu — panel pokazuje surowy identyfikator.', 'Brak tytułu'],
    ['en', '## Findings', '1. [WARNING] Title missing — the dashboard shows the raw slug.', 'Title missing'],
  ])('%s: %s', (_l, heading, item, title) => {
    const { f } = readReturn(`# Audit\n\n## Outcome\n\nanswered — audit done.\n\n${heading}\n\n${item}\n`);
    expect(f).toHaveLength(1);
    expect(f[0]!.severity).toBe('medium');
    expect(f[0]!.title.startsWith(title)).toBe(true);
    expect(f[0]!.title).not.toMatch(/\[/);
  });

  it('a bracket that states no level stays in the title: "[PASS-THROUGH] …" keeps its words', () => {
    const { f } = readReturn('# Audit\n\n## Outcome\n\nanswered\n\n## Findings\n\n1. [beta] Export drops the header row.\n');
    expect(f[0]!.title).toContain('[beta]');
  });
});

// Briefs: a rule stated as an item of the next steps is a constraint of the slice too; the item stays a step.
import { renderedBrief, writtenSection } from '../helpers/written.js';

const steps = (heading: string, items: string[]) =>
  `# Tide tables\n\n## Why\nThe times are an hour late since the clock change.\n\n## Done\n- Parsed the new feed.\n\n${heading}\n\n${items.map((x) => `- ${x}`).join('\n')}\n`;

describe('a rule among the next steps is a constraint too', () => {
  it.each([
    ['en', '## Next Actions', ['Fix the offset in `tides.py`.', 'Before commit/push, run the full local gate (`./bin/gate`).', 'Commit/push only on explicit user instruction.'], ['Before commit/push, run the full local gate', 'Commit/push only on explicit user instruction.']],
    ['de', '## Nächste Schritte', ['Den Versatz in `tides.py` beheben.', 'Vor dem Commit die ganze Testsuite laufen lassen.', 'Pushen nur auf ausdrückliche Anweisung des Nutzers.'], ['Vor dem Commit die ganze Testsuite', 'Pushen nur auf ausdrückliche Anweisung']],
    ['zh', '## 下一步', ['修复 `tides.py` 的时差。', '提交前先跑完整测试。', '仅在用户明确要求时推送。'], ['提交前先跑完整测试', '仅在用户明确要求时推送']],
    ['tr', '## Sonraki adımlar', ['`tides.py` içindeki kaymayı düzelt.', 'Commit etmeden önce tüm testleri çalıştır.', 'Push yalnızca açık talimatla yapılır.'], ['Commit etmeden önce tüm testleri', 'Push yalnızca açık talimatla']],
  ])('%s: the rule items are constraints and stay steps', (_l, heading, items, rules) => {
    const { out } = renderedBrief(steps(heading, items));
    const constraints = writtenSection(out, 'Constraints to respect');
    for (const r of rules) expect(constraints).toContain(r);
    expect(constraints).not.toContain(items[0]!.slice(0, 12));
    const deliver = writtenSection(out, 'What to deliver') + writtenSection(out, 'First step');
    for (const it of items) expect(deliver).toContain(it.slice(0, 12));
  });

  it('consent told as given is history, no rule: "Pushed with the user\'s explicit approval."', () => {
    const { out } = renderedBrief(steps('## Next steps', ['Fix the offset in `tides.py`.', 'Pushed with the user\'s explicit approval yesterday; check CI.']));
    expect(writtenSection(out, 'Constraints to respect')).toBe('');
  });
});

describe('a rule in a clause of a next step is a constraint; the step stays a step', () => {
  it.each([
    ['en', '## Next steps', ['Fix the offset in `tides.py` (script only, do not touch `feed/`).', 'Read `PLAN.md` first, then start M4; do not rerun M2.'], ['Fix the offset in `tides.py` — do not touch `feed/`', 'do not rerun M2']],
    ['zh', '## 下一步', ['修复 `tides.py` 的时差（纯脚本，不要改 `feed/`）。', '先读 `PLAN.md`，然后开始 M4；不要重跑 M2。'], ['修复 `tides.py` 的时差 — 不要改 `feed/`', '不要重跑 M2']],
    ['de', '## Nächste Schritte', ['Den Versatz in `tides.py` beheben (nur das Skript, niemals `feed/` anfassen).', 'Erst `PLAN.md` lesen, dann M4 beginnen; nicht M2 erneut laufen lassen.'], ['niemals `feed/` anfassen', 'nicht M2 erneut laufen lassen']],
    ['es', '## Próximos pasos', ['Corregir el desfase en `tides.py` (solo el script, nunca tocar `feed/`).', 'Leer `PLAN.md`, luego empezar M4; nunca volver a ejecutar M2.'], ['nunca tocar `feed/`', 'nunca volver a ejecutar M2']],
  ])('%s', (_l, heading, items, rules) => {
    const { out } = renderedBrief(steps(heading, items));
    const constraints = writtenSection(out, 'Constraints to respect');
    for (const r of rules) expect(constraints).toContain(r);
    const deliver = writtenSection(out, 'What to deliver') + writtenSection(out, 'First step');
    for (const it of items) expect(deliver).toContain(it.slice(0, 12));
  });

  it('a clause that opens with no negation sets no rule: "Fix the offset, then rerun the feed; check the logs."', () => {
    const { out } = renderedBrief(steps('## Next steps', ['Fix the offset in `tides.py`, then rerun the feed; check the logs.', 'Write the tests (two cases, one per zone).']));
    expect(writtenSection(out, 'Constraints to respect')).toBe('');
  });
});

describe('the task in hand beside its work done and what is left: what is left is what to deliver', () => {
  const doc = (h: { task: string; done: string; left: string }, withDone = true) =>
    `# Tide tables\n\n## Why\nThe times are an hour late since the clock change.\n\n## ${h.task}\n\n- Zone-aware offsets for every tide station.\n\n` +
    (withDone ? `## ${h.done}\n\n- Parsed the new feed.\n- Added the zone table.\n\n` : '') +
    `## ${h.left}\n\n- Rerun the import against the live feed.\n- Check the two coastal stations by hand.\n`;
  it.each([
    ['en', { task: 'Current task', done: 'Completed', left: 'Remaining' }],
    ['ru', { task: 'Текущая задача', done: 'Сделано', left: 'Осталось' }],
    ['de', { task: 'Aktuelle Aufgabe', done: 'Erledigt', left: 'Offene Punkte' }],
  ])('%s', (_l, h) => {
    const { out } = renderedBrief(doc(h));
    const deliver = writtenSection(out, 'What to deliver');
    expect(deliver).toContain('Rerun the import against the live feed.');
    expect(deliver).not.toContain('Zone-aware offsets');
    expect(writtenSection(out, 'Context')).toContain('Zone-aware offsets');
  });

  it('without a report of work done, the task stated is what to deliver', () => {
    const { out } = renderedBrief(doc({ task: 'Current task', done: 'Completed', left: 'Remaining' }, false));
    expect(writtenSection(out, 'What to deliver')).toContain('Zone-aware offsets');
  });
});
