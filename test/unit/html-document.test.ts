// A body written in HTML (src/brief/html-document.ts): read as the markdown it stands for, so its <h2>
// headings are sections, its <li> items findings, whatever the language or line endings.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findingData } from '../../src/brief/findings.js';
import { markdownOfHtml } from '../../src/brief/html-document.js';
import { importReturn, parseBody, returnPlaceholders } from '../../src/brief/returns.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));

const LANGS: Record<string, [string, string, string, string]> = {
  en: ['Outcome', 'answered — two leaks', 'Findings', 'the observer is never disconnected'],
  de: ['Ergebnis', 'erledigt — zwei Lecks', 'Befunde', 'der Observer wird nie getrennt'],
  ja: ['結論', '完了 — リークが二つ', '調査結果', 'オブザーバーが解除されない'],
};

function html(lang: string, o: { oneLine?: boolean; crlf?: boolean; ordered?: boolean; nested?: boolean; level?: number }): string {
  const [oh, ov, fh, f1] = LANGS[lang]!;
  const h = o.level ?? 2;
  const list = o.ordered ? 'ol' : 'ul';
  const parts = [
    `<h${h}>${oh}</h${h}>`,
    `<p>${ov}</p>`,
    `<h${h}>${fh}</h${h}>`,
    `<${list}>`,
    `<li>${f1} <code>obs.ts:12</code> &amp; more [verified: heap]${o.nested ? '<ul><li>a detail of it</li></ul>' : ''}</li>`,
    `<li>the timer keeps a <strong>closure</strong> [unverified]</li>`,
    `</${list}>`,
  ];
  const text = parts.join(o.oneLine ? '' : '\n') + '\n';
  return o.crlf ? text.replace(/\n/g, '\r\n') : text;
}

describe('an HTML-only return reads as its markdown', () => {
  const cases: [string, object][] = [];
  for (const lang of Object.keys(LANGS)) for (const o of [{}, { oneLine: true }, { crlf: true }, { ordered: true, nested: true }, { level: 3 }]) cases.push([lang, o]);
  it.each(cases)('%s %j: its outcome and two findings', (lang, o) => {
    const r = importReturn(html(lang, o), placeholders);
    const f = r.answers.findings.map((x) => findingData(x));
    expect(f.map((x) => x.verified)).toEqual([true, false]);
    expect(f[0]!.title).toContain(LANGS[lang]![3]);
    expect(f[0]!.text).toContain('& more');
    expect(r.answers.outcome).toBe('answered');
  });

  it('a brief in HTML: its headings are the sections, <pre> a fence', () => {
    const d = parseBody('<h1>Speed up the export</h1>\n<h2>Why</h2>\n<p>It takes 40 minutes.</p>\n<h2>First step</h2>\n<pre><code>time ./export.sh\n</code></pre>\n');
    expect(d.title).toBe('Speed up the export');
    expect(d.sections.map((s) => [s.heading, s.raw.trim()])).toEqual([['Why', 'It takes 40 minutes.'], ['First step', '```\ntime ./export.sh\n```']]);
  });
});

describe('what stays as written', () => {
  it.each([
    ['markdown with a little HTML in it', '## Outcome\n\n<p>answered</p>\n\n## Findings\n\n- a [verified: t]\n'],
    ['HTML with no heading', '<p>answered — x</p>\n<ul><li>a</li></ul>\n'],
    ['prose that opens with a tag, then markdown', '<!-- generated -->\nSome words.\nMore words.\nEven more.\n<h2>x</h2>\nAnd more.\nAnd more.\n'],
    ['a markdown heading anywhere', '<h2>Outcome</h2>\n<p>answered</p>\n## Findings\n- a\n'],
  ])('%s', (_name, md) => {
    expect(markdownOfHtml(md)).toBe(null);
  });

  it('a 200 KB line of unclosed tags is read in linear time', () => {
    const md = `<h2>Outcome</h2>\n<p>${'<code>x '.repeat(40_000)}</p>\n`;
    const t = Date.now();
    markdownOfHtml(md);
    expect(Date.now() - t).toBeLessThan(5_000);
  });
});
