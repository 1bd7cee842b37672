// Section names dressed as headings without "#" (src/brief/decorated-headings.ts): a square or circle
// before the name, a CJK enumerator with its own mark, brackets around it. Generated in seven languages,
// with every dress, LF and CRLF, at the top, below a "# " title, one level deeper below a "## " heading,
// bold around the line, and inside a ```markdown fence; a first plain line over them is the title.

import { describe, expect, it } from 'vitest';
import { parseDoc } from '../../src/brief/document.js';
import { parseBody } from '../../src/brief/returns.js';
import { normalizeHeading } from '../../src/brief/headings.js';

/** why, deliver, first step, and a name no section has, per language. */
const NAMES: Record<string, [string, string, string, string]> = {
  en: ['Why', 'Deliverable', 'First step', 'Budget owner'],
  de: ['Warum', 'Lieferumfang', 'Erster Schritt', 'Budgetverantwortung'],
  fr: ['Pourquoi', 'Livrable', 'Première étape', 'Responsable budget'],
  es: ['Por qué', 'Entregable', 'Primer paso', 'Responsable del presupuesto'],
  ru: ['Зачем', 'Что сдать', 'Первый шаг', 'Бюджет'],
  zh: ['为什么', '交付物', '第一步', '预算负责人'],
  ja: ['なぜ', '成果物', '最初のステップ', '予算担当'],
};

/** A dress: the line for the i-th name (0-based). */
const DRESSES: Record<string, (name: string, i: number) => string> = {
  square: (n) => `■${n}`,
  spacedDiamond: (n) => `◆ ${n}`,
  circle: (n) => `● ${n}:`,
  cjkNumeral: (n, i) => `${'一二三四五'[i]}、${n}`,
  digitComma: (n, i) => `${i + 1}、${n}`,
  parenNumeral: (n, i) => `（${'一二三四五'[i]}）${n}`,
  lenticular: (n) => `【${n}】`,
  square_brackets: (n) => `[${n}]`,
  angle: (n) => `＜${n}＞`,
  unicodeRoman: (n, i) => `${'ⅠⅡⅢⅣⅤ'[i]}. ${n}`,
  asciiRoman: (n, i) => `${['I', 'II', 'III', 'IV'][i]}) ${n}`,
};

const TEXTS = ['The nightly export takes 40 minutes.', 'It finishes in under 10 minutes.', 'Time the send loop in batch.py.', 'Finance signs it off.'];

function doc(lang: string, dress: string, o: { crlf?: boolean; wrap?: 'none' | 'h1' | 'h2'; bold?: boolean; fence?: boolean; title?: boolean } = {}): string {
  const names = NAMES[lang]!;
  const order = [0, 1, 3, 2]; // the unnamed part between named ones
  const parts = order.map((k, i) => {
    const line = DRESSES[dress]!(names[k]!, i);
    return `${o.bold ? `**${line}**` : line}\n${TEXTS[k]}`;
  });
  const head = o.wrap === 'h1' ? '# Speed up the export\n\n' : o.wrap === 'h2' ? '## Speed up the export\n\n' : o.title ? 'Speed up the export\n\n' : '';
  let md = `${head}${parts.join('\n\n')}\n`;
  if (o.fence) md = `Here it is:\n\n\`\`\`markdown\n${md}\`\`\`\n`;
  return o.crlf ? md.replace(/\n/g, '\r\n') : md;
}

/** Each section's normalised heading and its text, trimmed. */
const sectionsOf = (md: string) =>
  parseBody(md).sections.map((s) => [normalizeHeading(s.heading), s.raw.trim()] as const);

describe('dressed section names are headings', () => {
  const cases: [string, string][] = [];
  for (const lang of Object.keys(NAMES)) for (const dress of Object.keys(DRESSES)) cases.push([lang, dress]);

  it.each(cases)('%s %s: four sections, each with its text, the unnamed one too', (lang, dress) => {
    const names = NAMES[lang]!;
    const want = [0, 1, 3, 2].map((k) => [normalizeHeading(names[k]!), TEXTS[k]]);
    for (const o of [{}, { crlf: true }, { wrap: 'h1' as const }, { wrap: 'h2' as const, crlf: true }, { bold: true }, { fence: true }, { title: true }]) {
      const got = sectionsOf(doc(lang, dress, o)).filter(([h]) => h !== 'speed up the export');
      expect(got, `${lang} ${dress} ${JSON.stringify(o)}\n${doc(lang, dress, o)}`).toEqual(want);
    }
  });

  it('one level deeper: below a "## " part of a larger document they are its sub-sections', () => {
    const md = `# Q3 plan\n\n## Export\n\n■Why\n${TEXTS[0]}\n\n■Deliverable\n${TEXTS[1]}\n\n## Other\n\nNothing.\n`;
    const d = parseDoc(md);
    expect(d.sections.map((s) => [s.heading, s.level])).toEqual([['Export', 2], ['Why', 3], ['Deliverable', 3], ['Other', 2]]);
    expect(d.sections[1]!.raw.trim()).toBe(TEXTS[0]);
  });

  it('brackets with the text beside them: the text starts after the bracket', () => {
    const d = parseDoc('# 首页\n\n【背景】首屏 4.8 秒。\n\n【目标】降到 2 秒。\n');
    expect(d.sections.map((s) => [s.heading, s.raw.trim()])).toEqual([['背景', '首屏 4.8 秒。'], ['目标', '降到 2 秒。']]);
  });

  it('all in one paragraph, no blank lines between the parts', () => {
    const d = parseDoc('■背景\n朝の配信が遅い。\n■ゴール\n10分以内。\n■最初のステップ\n計測する。\n');
    expect(d.sections.map((s) => [s.heading, s.raw.trim()])).toEqual([['背景', '朝の配信が遅い。'], ['ゴール', '10分以内。'], ['最初のステップ', '計測する。']]);
  });
});

describe('what is not a dressed heading', () => {
  it.each([
    ['a bullet-like list of sentences', '● The cache leaks.\nIt grows.\n\n● The pool is small.\nIt waits.\n'],
    ['tags beside text that name no section', '【已验证】 读取 v1。\n\n【未验证】 超时 30 秒。\n\n## 结论\n\nok\n'],
    ['a dressed line that is a sentence', '■ We did the export today.\nIt took long.\n\n■ Nothing else.\nOk.\n'],
    ['dressed lines of one family, none naming a section', '■ Alpha\nx\n\n■ Beta\ny\n'],
    ['a dressed name inside code', '```\n■Why\nx\n■Deliverable\ny\n```\n'],
    ['a footnote-like [1]', '[1] see the log\n\n[2] and the trace\n'],
  ])('%s', (_name, md) => {
    const d = parseDoc(md);
    expect(d.sections.filter((s) => !/^#/.test(d.blocks.lines[s.line - 1]!)).map((s) => s.heading)).toEqual([]);
  });

  it('a dressed line whose family has one named member heads only with the others alone on their lines', () => {
    // "【已验证】 x" has text beside it: a tag, not a part, even beside "【结论】".
    const d = parseDoc('【结论】\n已修复。\n\n【已验证】 读取 v1。\n');
    expect(d.sections.map((s) => s.heading)).toEqual(['结论']);
  });
});

describe('a first plain line over the sections is the title', () => {
  it.each([
    ['ja', '通知メールの配信遅延対応\n\n■背景\n朝の配信が遅い。\n\n■ゴール\n10分以内。\n', '通知メールの配信遅延対応'],
    ['en CRLF', 'Speed up the export\r\n\r\n◆ Why\r\nIt is slow.\r\n\r\n◆ Deliverable\r\nFast.\r\n', 'Speed up the export'],
    ['bold labels below', 'Speed up the export\n\n**Why:** it is slow.\n\n**Deliverable:** fast.\n', 'Speed up the export'],
  ])('%s', (_name, md, title) => {
    const d = parseDoc(md);
    expect(d.title).toBe(title);
    expect(d.preamble.trim()).toBe('');
  });

  it.each([
    ['a sentence', 'The export is slow.\n\n■Why\nx\n\n■Deliverable\ny\n'],
    ['a status line over a return', 'Fixed the export\n\nFindings\n- the pool is small [verified: log]\n'],
    ['text between it and the first section', 'Speed up the export\n\nSome more words here\n\n■Why\nx\n\n■Deliverable\ny\n'],
    ['a document with a "#" heading', 'Speed up the export\n\n## Why\nx\n'],
    ['a label', 'Owner: finance\n\n■Why\nx\n\n■Deliverable\ny\n'],
  ])('not: %s', (_name, md) => {
    expect(parseDoc(md).title).toBe(null);
  });
});

describe('normalizeHeading reads past a CJK enumerator', () => {
  it.each([
    ['一、背景', '背景'],
    ['二．目标', '目标'],
    ['（三）下一步', '下一步'],
    ['(四)第一步', '第一步'],
    ['1、背景', '背景'],
    ['十二、附录', '附录'],
    ['一覧', '一覧'],
    ['十分な時間', '十分な時間'],
  ])('%j -> %j', (h, want) => {
    expect(normalizeHeading(h)).toBe(want);
  });
});

describe('headings of another markup: MediaWiki "== x ==", AsciiDoc "== x"', () => {
  it.each([
    ['MediaWiki en', '== Outcome ==\nanswered — two bugs\n\n== Findings ==\n* cache leak [verified: heap]\n* pool race [unverified]\n', ['Outcome', 'Findings']],
    ['AsciiDoc de, CRLF', '= Export\r\n\r\n== Warum\r\nDer Export dauert.\r\n\r\n== Lieferumfang\r\nSchneller.\r\n', ['Warum', 'Lieferumfang']],
    ['MediaWiki zh, one level deeper', '== 排查 ==\n\n=== 结论 ===\n已修复。\n\n=== 发现 ===\n* 缓存泄漏\n', ['结论', '发现']],
  ])('%s', (_name, md, names) => {
    const d = parseDoc(md);
    expect(d.sections.map((s) => s.heading).filter((h) => names.includes(h))).toEqual(names);
  });

  it.each([
    ['a comparison in prose', 'We check that a == b holds.\n\n== is the operator.\n'],
    ['inside code', '```\n== Outcome ==\nanswered\n== Findings ==\n```\n'],
  ])('not: %s', (_name, md) => {
    expect(parseDoc(md).sections).toEqual([]);
  });
});
