// lazyRegExp stands in for a RegExp made on first use: every way the readers use a pattern gives what the
// plain RegExp gives, state (lastIndex) included, and nothing is made until it is used.

import { describe, expect, it } from 'vitest';
import { lazyRegExp } from '../../src/brief/lazy-regexp.js';

const PATTERNS: [string, string][] = [
  ['[\\p{L}\\p{N}]+', 'gu'],
  ['(?<word>\\p{L}+)\\s*[:：]', 'iu'],
  ['^#{1,6}\\s+(.*)$', 'gm'],
  ['(ab)|(c)', 'gd'],
  ['x', 'y'],
];
const TEXTS = ['Outcome: answered — 2 bugs', '## Findings\n## Outcome：済み\nabc cab', '', 'ab c ab xx Ünïcode 42', 'x\nxy'];

describe('lazyRegExp', () => {
  it('makes nothing until it is used', () => {
    let made = 0;
    const re = lazyRegExp(() => (made++, /a/g));
    expect(made).toBe(0);
    expect(re.test('a')).toBe(true);
    expect(re.test('ab')).toBe(false); // searched from lastIndex 1, as a plain /a/g would
    expect(made).toBe(1);
  });

  it.each(PATTERNS)('/%s/%s behaves as the RegExp it stands for', (source, flags) => {
    for (const text of TEXTS) {
      const plain = new RegExp(source, flags);
      const lazy = lazyRegExp(() => new RegExp(source, flags));
      expect(lazy instanceof RegExp).toBe(true);
      expect([lazy.source, lazy.flags, lazy.global, lazy.ignoreCase, lazy.multiline, lazy.sticky, lazy.unicode, lazy.hasIndices, lazy.dotAll, String(lazy)]).toEqual([
        plain.source, plain.flags, plain.global, plain.ignoreCase, plain.multiline, plain.sticky, plain.unicode, plain.hasIndices, plain.dotAll, String(plain),
      ]);
      // exec/test loops that move lastIndex, and setting it
      const run = (re: RegExp) => {
        const out: unknown[] = [];
        re.lastIndex = 0;
        for (let i = 0; i < 5; i++) {
          const m = re.exec(text);
          out.push(m && [...m], m?.index, m?.groups, m?.indices && [...m.indices], re.lastIndex, re.test(text), re.lastIndex);
          if (!m) break;
        }
        re.lastIndex = 0;
        return out;
      };
      expect(run(lazy)).toEqual(run(plain));
      expect(text.replace(lazy, '<$&>')).toBe(text.replace(plain, '<$&>'));
      expect(text.replace(lazy, (m: string) => m.toUpperCase())).toBe(text.replace(plain, (m: string) => m.toUpperCase()));
      expect(text.split(lazy)).toEqual(text.split(plain));
      expect(text.match(lazy)).toEqual(text.match(plain));
      expect(text.search(lazy)).toBe(text.search(plain));
      if (plain.global) expect([...text.matchAll(lazy)].map((m) => [...m])).toEqual([...text.matchAll(plain)].map((m) => [...m]));
      else expect(() => text.matchAll(lazy)).toThrow(TypeError);
      expect(new RegExp(lazy).source).toBe(plain.source);
    }
  });
});
