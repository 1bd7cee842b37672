// .ci/ascii-chunks.mjs: the build moves the non-ASCII characters of String.raw templates into escaped
// substitutions so that every chunk of dist/ is ASCII. Only speed may depend on it: each template must give
// exactly the string it gave, and whatever cannot be rewritten exactly is left as it was.

import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script, plain JavaScript
import { asciiChunk } from '../../.ci/ascii-chunks.mjs';
import { mulberry32 } from '../helpers/gen.js';

const NON_ASCII = /[^\x00-\x7f]/;

/** What the program `source` (an expression) evaluates to, with `x` and a tag `t` in scope. */
const value = (source: string): unknown => new Function('x', 't', `return (${source});`)('X', (s: TemplateStringsArray, ...v: unknown[]) => `tag:${String.raw(s, ...v)}`);

const same = (source: string) => {
  const out = asciiChunk(source) ?? source;
  expect(value(out), source).toEqual(value(source));
  return out;
};

describe('asciiChunk', () => {
  it('moves every non-ASCII run of a String.raw template into an escaped string: the same string, in ASCII', () => {
    for (const source of [
      'String.raw`(?:clé|ключ|密钥|キー)(?![\\p{L}])`',
      'String.raw`a${x}ü${x}😀z`',
      'String.raw`${x}é`',
      'String.raw`é${x}`',
      '[String.raw`✅`, String.raw`plain`, "ecrit"]',
      'String.raw`\\\\é\\\\\\\\ü`',
      'String.raw`$é{`',
      'String.raw`outer ${String.raw`inner é`} ü`',
    ]) {
      const out = same(source);
      expect(out, source).not.toMatch(NON_ASCII);
    }
  });

  it('leaves alone what it cannot rewrite exactly: a character escaped in the raw text, another tag', () => {
    for (const source of ['String.raw`\\é`', 't`é`']) {
      same(source);
      expect(NON_ASCII.test(asciiChunk(source) ?? source), source).toBe(true);
    }
    expect(asciiChunk('"plain" + String.raw`ascii`')).toBeUndefined();
  });

  it('gives the same string on generated templates (backslashes, dollars, braces, astral characters)', () => {
    const rand = mulberry32(20261203);
    const pool = ['a', ' ', '\\\\', '\\n', '\\u00e9', '$a', '{', '}', '$\\{', 'é', 'ж', '密', '😀', '\u00a0', 'ſ', '\\d', '|', '(?:'];
    for (let i = 0; i < 2000; i++) {
      const parts: string[] = [];
      const n = 1 + Math.floor(rand() * 12);
      for (let k = 0; k < n; k++) parts.push(rand() < 0.15 ? '${x}' : pool[Math.floor(rand() * pool.length)]!);
      same(`String.raw\`${parts.join('')}\``);
    }
  });
});
