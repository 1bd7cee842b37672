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
