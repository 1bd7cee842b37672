// A collapsed <details> block is an aside: headings inside it are its text, never the document's sections
// (src/brief/document.ts withoutAsideHeadings). And blank lines above front matter leave it front matter
// (src/brief/blocks.ts), not a rule and a setext heading.

import { describe, expect, it } from 'vitest';
import { parseDoc } from '../../src/brief/document.js';
import { readFileSync } from 'node:fs';
import { importReturn, parseBody, returnPlaceholders } from '../../src/brief/returns.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));

const OUTCOME: Record<string, [string, string, string]> = {
  en: ['Status: partial — two of three done.', 'Outcome', 'Findings'],
  de: ['Status: teilweise — zwei von drei erledigt.', 'Ergebnis', 'Befunde'],
  fr: ['Statut : partiel — deux sur trois.', 'Résultat', 'Constats'],
  ru: ['Статус: частично — две из трёх.', 'Итог', 'Находки'],
  zh: ['状态：部分完成，三项完成两项。', '结论', '发现'],
};

function doc(lang: string, o: { level?: number; nested?: boolean; crlf?: boolean; setext?: boolean } = {}): string {
  const [status, outcome, findings] = OUTCOME[lang]!;
  const h = '#'.repeat(o.level ?? 2);
  const inner = o.setext ? `${outcome}\n-------\nabandoned — an old draft\n` : `${h} ${outcome}\nabandoned — an old draft\n`;
  const block = o.nested ? `<details>\n<summary>Notes</summary>\n\n<details>\n<summary>Older</summary>\n\n${inner}\n</details>\n\n</details>\n` : `<details>\n<summary>Raw notes</summary>\n\n${inner}\n</details>\n`;
  const md = `${status}\n\n${block}\n${h} ${findings}\n- the pager drops the last page [verified: test]\n- the cache never expires [unverified]\n`;
  return o.crlf ? md.replace(/\n/g, '\r\n') : md;
}

describe('headings inside <details> are not the document\'s sections', () => {
  const cases: [string, object][] = [];
  for (const lang of Object.keys(OUTCOME)) for (const o of [{}, { level: 3 }, { nested: true }, { crlf: true }, { setext: true }]) cases.push([lang, o]);
  it.each(cases)('%s %j: one section, the findings; the outcome is the status line\'s', (lang, o) => {
    const md = doc(lang, o);
    const d = parseBody(md);
    expect(d.sections.map((s) => s.heading)).toEqual([OUTCOME[lang]![2]]);
    // The aside's words are kept: they are the text before the first section.
    expect(d.preamble).toContain('abandoned — an old draft');
    const r = importReturn(md, placeholders);
    expect(r.answers.outcome).toBe('partial');
    expect(r.answers.findings.length).toBe(2);
  });

  it('a document that is all one <details> is read as written', () => {
    const d = parseDoc('<details>\n<summary>Return</summary>\n\n## Outcome\nanswered — x\n\n## Findings\n- a [verified: t]\n\n</details>\n');
    expect(d.sections.map((s) => s.heading)).toEqual(['Outcome', 'Findings']);
  });

  it('"<details>" inside code is no aside', () => {
    const d = parseDoc('Status: done.\n\n```html\n<details>\n```\n\n## Outcome\nanswered\n\n## Findings\n- a [verified: t]\n');
    expect(d.sections.map((s) => s.heading)).toEqual(['Outcome', 'Findings']);
  });
});

describe('blank lines above front matter', () => {
  it.each([1, 3, 5])('%i blank lines: still front matter, the title and sections as without them', (n) => {
    for (const eol of ['\n', '\r\n']) {
      const md = `${eol.repeat(n)}---${eol}status: done${eol}branch: feat/x${eol}---${eol}${eol}# Pager fix${eol}${eol}## Findings${eol}${eol}- a [verified: t]${eol}- b [unverified]${eol}`;
      const d = parseDoc(md);
      expect(d.frontMatter.map((e) => [e.key, e.value])).toEqual([['status', 'done'], ['branch', 'feat/x']]);
      expect(d.title).toBe('Pager fix');
      expect(d.sections.map((s) => s.heading)).toEqual(['Findings']);
    }
  });

  it('a rule after prose is still a rule', () => {
    const d = parseDoc('\n\nSome words.\n---\nstatus: done\n---\n');
    expect(d.frontMatter).toEqual([]);
  });
});
