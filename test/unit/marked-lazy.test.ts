// .ci/marked-lazy.mjs makes the copy of marked that dist/cli.js compiles (with the code cache): its inline
// rules are made on first use, so a command that only block-lexes never parses their Unicode patterns.
// That is only right if marked does exactly what it did: held here against the installed marked, token
// for token and HTML for HTML (inline rules included, in every flavour), on every corpus document, every
// markdown file of the repo and generated inline-heavy documents. And the point of it: block lexing
// (a fenced block with a language reads one inline rule) leaves the other inline rules unmade.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script, plain JavaScript
import { lazyInlineRules, makeLazyMarked } from '../../.ci/marked-lazy.mjs';
import { baseSeed, caseCount, mulberry32 } from '../helpers/gen.js';
import { corpusDocs } from '../helpers/corpus.js';
import { needs } from '../helpers/prereq.js';
import { repoMarkdownFiles } from '../helpers/repo-markdown.js';

type Marked = typeof import('marked');
const require = createRequire(import.meta.url);
const umdFile = join(dirname(require.resolve('marked')), 'marked.umd.js');

function load(code: string): Marked {
  const m = { exports: {} as Marked };
  new Function('module', 'exports', 'require', code)(m, m.exports, require);
  return m.exports;
}

const made = makeLazyMarked(umdFile) as { code?: string; reason?: string };
const plain = load(readFileSync(umdFile, 'utf8'));
const lazyCode = made.code ?? '';

const FLAVOURS = [{}, { gfm: false }, { breaks: true }, { pedantic: true }];
/** `lazy`: a fresh load by default, so each document meets unmade rules. */
function expectSame(src: string, label: string, lazy = load(lazyCode)): void {
  for (const options of FLAVOURS) {
    const l = `${label} ${JSON.stringify(options)}\n${JSON.stringify(src)}`;
    // Fresh options for every call: marked fills in the object it is given.
    expect(JSON.stringify(lazy.lexer(src, { ...options })), l).toBe(JSON.stringify(plain.lexer(src, { ...options })));
    expect(lazy.parse(src, { ...options }), l).toBe(plain.parse(src, { ...options }));
  }
}

const INLINE = ['*a*', '**b**', '_c_', '__d__', '~~e~~', '~f~', '`g`', '``h ` i``', '[j](k "l")', '![m](n)', '[o][p]', '[q]', '<r@s.tu>', '<https://v.w>',
  'https://x.y/z', 'www.a.b', 'c@d.ef', '\\*', '&amp;', '&#35;', '<span>', '</span>', '***g***', '*«h»*', '_(i)_', '**“j”**', '日本*語*', 'ü_ö_ä', '  \n', '\\\n', 'text', ' ', '.', ',', '!', '?', '-'];

describe('marked with lazy inline rules (.ci/marked-lazy.mjs)', () => {
  it('is made from the installed marked, and moves the inline rules', () => {
    expect(made.reason).toBeUndefined();
    const { moved, tables } = lazyInlineRules(readFileSync(umdFile, 'utf8')) as { moved: string[]; tables: string[] };
    expect(moved.length).toBeGreaterThan(20);
    expect(tables.length).toBe(4);
  });

  it('block lexing, fenced code with a language included, makes no inline rule but the one it reads', () => {
    const lazy = load(lazyCode);
    new lazy.Lexer({ gfm: true }).blockTokens('# T\n\ntext *a*\n\n```ts\nx\n```\n\n- item\n', []);
    const gfm = lazy.Lexer.rules.inline.gfm as Record<string, unknown>;
    const unmade = Object.keys(gfm).filter((k) => Object.getOwnPropertyDescriptor(gfm, k)?.get !== undefined);
    expect(unmade).toContain('emStrongLDelim');
    expect(unmade).toContain('url');
    expect(unmade).not.toContain('anyPunctuation');
  });

  it('the same inline rules once read: keys, patterns and flags in every flavour', () => {
    const lazy = load(lazyCode);
    for (const t of ['normal', 'gfm', 'breaks', 'pedantic'] as const) {
      const a = plain.Lexer.rules.inline[t] as Record<string, unknown>;
      const b = lazy.Lexer.rules.inline[t] as Record<string, unknown>;
      expect(Object.keys(b)).toEqual(Object.keys(a));
      for (const k of Object.keys(a)) expect(String(b[k]), `${t}.${k}`).toBe(String(a[k]));
    }
  });

  it(`${caseCount(1500)} seeded inline-heavy documents: the same tokens and HTML`, () => {
    const base = baseSeed(0x1a2e);
    let lazy = load(lazyCode);
    for (let i = 0; i < caseCount(1500); i++) {
      if (i % 20 === 0) lazy = load(lazyCode);
      const seed = base + i;
      const rnd = mulberry32(seed);
      const lines = Array.from({ length: 1 + Math.floor(rnd() * 6) }, () =>
        Array.from({ length: 1 + Math.floor(rnd() * 8) }, () => INLINE[Math.floor(rnd() * INLINE.length)]!).join(rnd() < 0.5 ? ' ' : ''),
      );
      const prefix = ['', '# ', '- ', '> ', '| a | b |\n|---|---|\n| '][Math.floor(rnd() * 5)]!;
      expectSame(prefix + lines.join('\n'), `HANDOFF_SEED=${seed} HANDOFF_CASES=1`, lazy);
    }
  });

  needs('corpus').it('every corpus document', () => {
    for (const d of corpusDocs()) expectSame(d.text, d.name);
  });

  it('every markdown file of the repository', () => {
    for (const f of repoMarkdownFiles()) expectSame(readFileSync(f, 'utf8'), f);
  });

  it('an inline rule written to keeps the value written, as on the plain object', () => {
    const lazy = load(lazyCode);
    const gfm = lazy.Lexer.rules.inline.gfm as Record<string, unknown>;
    gfm.url = /x/;
    expect(gfm.url).toEqual(/x/);
  });
});
