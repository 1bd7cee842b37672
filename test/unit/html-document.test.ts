// A body written in HTML (src/brief/html-document.ts): read as the markdown it stands for, so its <h2>
// headings are sections, its <li> items findings, whatever the language or line endings.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findingData } from '../../src/brief/findings.js';
import { markdownOfHtml, markdownOfTags, withoutTildeUnderlines } from '../../src/brief/html-document.js';
import { importReturn, parseBody, returnPlaceholders } from '../../src/brief/returns.js';
import { scaled } from '../helpers/timing.js';

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
    expect(Date.now() - t).toBeLessThan(scaled(5_000));
  });
});

describe('XML-style section tags are headings', () => {
  const TAGS: Record<string, [string, string, string]> = {
    en: ['context', 'task', 'first_step'],
    de: ['hintergrund', 'aufgabe', 'erster-schritt'],
  };
  it.each(Object.keys(TAGS))('%s brief, LF and CRLF, nested one level deeper', (lang) => {
    const [a, b, c] = TAGS[lang]!;
    for (const eol of ['\n', '\r\n']) {
      for (const wrap of [false, true]) {
        const inner = `<${a}>${eol}The export fails twice a week.${eol}</${a}>${eol}${eol}<${b}>${eol}Stop the deadlock.${eol}</${b}>${eol}${eol}<${c}>${eol}Read the deadlock graphs.${eol}</${c}>${eol}`;
        const md = wrap ? `<brief>${eol}${inner}</brief>${eol}` : inner;
        const d = parseBody(md);
        const names = d.sections.map((s) => [s.heading, s.raw.trim()]).filter(([h]) => h !== 'brief');
        expect(names, `${lang} ${JSON.stringify(eol)} ${wrap}`).toEqual([
          [a.replace(/[_-]/g, ' '), 'The export fails twice a week.'],
          [b.replace(/[_-]/g, ' '), 'Stop the deadlock.'],
          [c.replace(/[_-]/g, ' '), 'Read the deadlock graphs.'],
        ]);
      }
    }
  });

  it('a return in tags: <summary> outside <details> states the outcome, <findings> holds them', () => {
    const r = importReturn('<summary>\nDone: the deadlock comes from lock order.\n</summary>\n\n<findings>\n1. rows locked in id order [verified: pg_locks]\n2. the retry hides it [unverified]\n</findings>\n', placeholders);
    expect(r.answers.outcome).toBe('answered');
    expect(r.answers.findings.length).toBe(2);
  });

  it.each([
    ['HTML block tags', '<details>\n<summary>More</summary>\n\ntext\n</details>\n'],
    ['tags inside code', '```xml\n<config>\nx\n</config>\n```\n'],
    ['an unclosed tag', '<context>\nThe export fails.\n'],
  ])('not: %s', (_name, md) => {
    expect(markdownOfTags(md)).toBe(null);
  });
});

describe('reST "~~~" underlines are no code fences', () => {
  it.each([['\n'], ['\r\n']])('%j: two sections, the findings read', (eol) => {
    const md = ['Status: done', '', 'Findings', '~~~~~~~~', '', '- cache leak [verified: heap]', '- pool race [unverified]', '', 'Recommendations', '~~~~~~~~~~~~~~~', '', '- add a lock', ''].join(eol);
    const d = parseBody(md);
    expect(d.sections.map((s) => s.heading)).toEqual(['Findings', 'Recommendations']);
  });

  it('a real tilde fence stays a fence', () => {
    const md = 'Run this:\n\n~~~\nmake test\n~~~\n';
    expect(withoutTildeUnderlines(md)).toBe(null);
    expect(parseBody(md).blocks.top.some((b) => b.token.type === 'code')).toBe(true);
  });
});

describe('HTML tables and code', () => {
  it.each([['one row a line'], ['cells on lines of their own']])('a <table> is a markdown table (%s)', (shape) => {
    const rows = shape === 'one row a line'
      ? '<table>\n<tr><th>Finding</th><th>Severity</th></tr>\n<tr><td>cache key ignores locale</td><td>high</td></tr>\n<tr><td>retries never back off</td><td>low</td></tr>\n</table>\n'
      : '<table>\n<thead>\n<tr>\n<th>Befund</th>\n<th>Schwere</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>cache key ignores locale</td>\n<td>high</td>\n</tr>\n<tr>\n<td>retries never back off</td>\n<td>low</td>\n</tr>\n</tbody>\n</table>\n';
    const r = importReturn(`<h2>Outcome</h2>\n<p>answered — two bugs</p>\n<h2>Findings</h2>\n${rows}`, placeholders);
    expect(r.answers.findings.map((x) => [findingData(x).title, findingData(x).severity])).toEqual([['cache key ignores locale', 'high'], ['retries never back off', 'low']]);
  });

  it('<style> and <script> are code, never prose or a finding', () => {
    const md = markdownOfHtml('<h2>Outcome</h2>\n<p>answered</p>\n<h2>Findings</h2>\n<ol><li>a [verified: t]</li><li>b [unverified]</li></ol>\n<style>li{color:red}</style>\n<script>\nalert(1)\n</script>\n')!;
    expect(md).toContain('```\nli{color:red}\n```');
    expect(md).toContain('```\nalert(1)\n```');
    const r = importReturn('<h2>Outcome</h2>\n<p>answered</p>\n<h2>Findings</h2>\n<ol><li>a [verified: t]</li><li>b [unverified]</li></ol>\n<style>li{color:red}</style>\n', placeholders);
    expect(r.answers.findings.length).toBe(2);
  });
});

describe('tags that are a finding\'s parts, not sections', () => {
  it('in a document with "#" headings (a review bot\'s <code_context>, <issue_to_address>)', () => {
    expect(markdownOfTags('## Findings\n\n### Comment 1\n<code_context>\nfunc X() {\n</code_context>\n\n<issue_to_address>\nThe error is swallowed.\n</issue_to_address>\n')).toBe(null);
  });
  it('tags none of which names a section', () => {
    expect(markdownOfTags('<location>\napi/x.go:12\n</location>\n\n<note>\nx\n</note>\n')).toBe(null);
  });
});
