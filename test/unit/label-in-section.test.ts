// A label inside a section that names a brief's, at any depth (src/brief/pseudo-headings.ts
// withLabelHeadings): GitHub's issue forms head every part with "### ", and the first step is often one
// "First thing to try: …" line under "### Additional context". One label is enough there; inside a section
// that names no brief section ("### Finding 1") a label stays that section's text.

import { describe, expect, it } from 'vitest';
import { parseDoc } from '../../src/brief/document.js';
import { normalizeHeading } from '../../src/brief/headings.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';

/** A "context" heading and a "first step" label, per language. */
const WORDS: Record<string, [string, string]> = {
  en: ['Additional context', 'First thing to try'],
  de: ['Kontext', 'Erster Schritt'],
  fr: ['Contexte', 'Première étape'],
  es: ['Contexto', 'Primer paso'],
  ru: ['Контекст', 'Первый шаг'],
  zh: ['上下文', '第一步'],
  ja: ['コンテキスト', '最初のステップ'],
};

function form(lang: string, level: number, o: { bold?: boolean; crlf?: boolean } = {}): string {
  const [ctx, step] = WORDS[lang]!;
  const h = '#'.repeat(level);
  const colon = lang === 'zh' || lang === 'ja' ? '：' : ':';
  const label = o.bold ? `**${step}${colon}**` : `${step}${colon}`;
  const md = `${h} Why\n\nCI takes 40 minutes.\n\n${h} Deliverable\n\nUnder 10 minutes.\n\n${h} ${ctx}\n\nRunners are shared.\n\n${label} split the cache step.\n`;
  return o.crlf ? md.replace(/\n/g, '\r\n') : md;
}

describe('one label of a brief section inside a section that names a brief one', () => {
  const cases: [string, number][] = [];
  for (const lang of Object.keys(WORDS)) for (const level of [2, 3, 4, 5]) cases.push([lang, level]);
  it.each(cases)('%s at level %i: the label opens the first step, the context keeps its own text', (lang, level) => {
    for (const o of [{}, { bold: true }, { crlf: true }]) {
      const d = parseDoc(form(lang, level, o));
      const names = d.sections.map((s) => normalizeHeading(s.heading));
      expect(names, `${lang} ${level} ${JSON.stringify(o)}`).toEqual(['why', 'deliverable', normalizeHeading(WORDS[lang]![0]), normalizeHeading(WORDS[lang]![1])]);
      expect(d.sections[2]!.raw.trim()).toBe('Runners are shared.');
      expect(d.sections[3]!.raw.trim()).toBe('split the cache step.');
    }
  });
});

describe('labels that stay text', () => {
  it('inside a finding of a return ("### Finding 1" … "First step: …")', () => {
    const d = parseDoc('## Outcome\n\nanswered — done\n\n## Findings\n\n### Finding 1\n\nKey uses the path.\n\nFirst step: add the locale.\n');
    expect(d.sections.map((s) => s.heading)).toEqual(['Outcome', 'Findings', 'Finding 1']);
  });

  it('a first step a heading already gives', () => {
    const d = parseDoc('### Why\n\nw\n\n### First step\n\nrun it\n\n### Context\n\nFirst step: something else.\n');
    expect(d.sections.map((s) => s.heading)).toEqual(['Why', 'First step', 'Context']);
  });

  it('beside a return\'s own plain label ("Findings:")', () => {
    const d = parseDoc('### Context\n\nx\n\nFindings: none.\n\nFirst step: add the locale.\n');
    expect(d.sections.map((s) => s.heading)).toEqual(['Context']);
  });

  it('alone at the top of a document without headings', () => {
    const d = parseDoc('Fix the flaky upload.\n\nFirst step: run it 100 times.\n');
    expect(d.sections.map((s) => s.heading)).toEqual([]);
  });
});

describe('an outline whose items are only section names, their text below', () => {
  const NAMES: Record<string, [string, string, string]> = {
    en: ['Why', 'Deliverable', 'First step'],
    de: ['Warum', 'Lieferumfang', 'Erster Schritt'],
    ru: ['Зачем', 'Результат', 'Первый шаг'],
    zh: ['为什么', '交付物', '第一步'],
  };
  const cases: [string, string][] = [];
  for (const lang of Object.keys(NAMES)) for (const bullet of ['1.', '-', '*']) cases.push([lang, bullet]);
  it.each(cases)('%s "%s": each item is its section', (lang, bullet) => {
    for (const o of [{ bold: false, crlf: false }, { bold: true, crlf: true }]) {
      const [a, b, c] = NAMES[lang]!.map((n) => (o.bold ? `**${n}**` : n));
      const pad = ' '.repeat(bullet.length + 1);
      let md = `# Cut the image\n\n${bullet} ${a}\n${pad}Cold starts take 90 s.\n${bullet} ${b}\n${pad}Under 400 MB.\n${bullet} ${c}\n${pad}Run dive.\n`;
      if (o.crlf) md = md.replace(/\n/g, '\r\n');
      const d = parseDoc(md);
      expect(d.sections.map((s) => s.raw.trim()), `${lang} ${JSON.stringify(o)}`).toEqual(['Cold starts take 90 s.', 'Under 400 MB.', 'Run dive.']);
    }
  });

  it('a list of one-word items with text below that name no section stays a list', () => {
    const d = parseDoc('# Week\n\n1. Monday\n   call Ana\n2. Tuesday\n   ship it\n');
    expect(d.sections).toEqual([]);
  });
});

describe("labels that are an item's fields, not sections", () => {
  it.each([
    ['en scanner items', 'Ran the scan.\n\n✗ High severity vulnerability in lodash\n  Description: Prototype Pollution\n  Fixed in: 4.17.21\n\n✗ Medium severity vulnerability in minimist\n  Description: Prototype Pollution\n  Fixed in: 1.2.6\n\nStatus: done.\n'],
    ['de, CRLF', 'Scan gelaufen.\r\n\r\n✗ Hohe Schwere in lodash\r\n  Beschreibung: Prototype Pollution\r\n  Hintergrund: alt\r\n\r\nStatus: erledigt.\r\n'],
    ['one label written twice', 'Why: a\n\nFirst step: b\n\nWhy: c\n'],
  ])('%s', (_name, md) => {
    expect(parseDoc(md).sections.map((s) => s.heading)).toEqual([]);
  });

  it('labels that open their paragraphs are still sections', () => {
    expect(parseDoc('Fix the export.\n\nWhy: it is slow.\nFirst step: measure it.\n').sections.map((s) => s.heading)).toEqual(['Why', 'First step']);
  });
});

describe('an outline of bare names: an item no section names is a part of its own', () => {
  it.each([
    ['en', 'Why', 'Budget owner', 'First step'],
    ['de', 'Warum', 'Schon versucht', 'Erster Schritt'],
    ['zh', '为什么', '预算负责人', '第一步'],
  ])('%s', (_lang, a, b, c) => {
    for (const eol of ['\n', '\r\n']) {
      const md = `# Cut the image${eol}${eol}1. ${a}${eol}   Cold starts take 90 s.${eol}2. ${b}${eol}   Finance.${eol}3. ${c}${eol}   Run dive.${eol}`;
      const d = parseDoc(md);
      expect(d.sections.map((s) => [s.heading, s.raw.trim()])).toEqual([[a, 'Cold starts take 90 s.'], [b, 'Finance.'], [c, 'Run dive.']]);
    }
  });
});

const task = (await loadKinds({ repoRoot: null, env: { HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent' } })).kinds.get('task');

describe('an outline: beside a part named whole, an item that only starts with a part\'s name is that part', () => {
  // (pseudo-headings.ts namedItem: the one reader of outlines, for new, lint and return.)
  it.each([
    ['en', '1.', ['Why', 'Things tried so far today', 'First step for tomorrow']],
    ['de', '-', ['Warum', 'Schon versucht und verworfen', 'Erster Schritt für morgen']],
    ['ru', '1)', ['Зачем это нужно', 'Что уже пробовали', 'Первый шаг завтра']],
    ['zh', '*', ['为什么', '已尝试的办法', '第一步先跑基准']],
  ])('%s "%s"', (_lang, bullet, [a, b, c]) => {
    for (const eol of ['\n', '\r\n']) {
      const pad = ' '.repeat(bullet.length + 1);
      const md = [`# Cut the image`, '', `${bullet} ${a}`, `${pad}Cold starts take 90 s.`, `${bullet} ${b}`, `${pad}- a smaller base image`, `${bullet} ${c}`, `${pad}Run dive.`, ''].join(eol);
      const d = parseDoc(md);
      expect(d.sections.map((s) => [s.heading, s.raw.trim()]), JSON.stringify(eol)).toEqual([[a, 'Cold starts take 90 s.'], [b, '- a smaller base image'], [c, 'Run dive.']]);
      const p = importBrief(md, task!);
      expect([p.answers.why, p.answers.deadEnds, p.answers.firstStep]).toEqual(['Cold starts take 90 s.', ['a smaller base image'], 'Run dive.']);
    }
  });

  it('items that only start with a part\'s name, none named whole, stay a list', () => {
    const d = parseDoc('# Week\n\n1. Plan export\n   call Ana\n2. Context menu fix\n   ship it\n');
    expect(d.sections).toEqual([]);
  });
});
