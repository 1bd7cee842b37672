// A location label whose value is a clause of prose ("**Где:** в функции разбора, при пустом вводе", "**Where:** in the
// logging middleware, whenever a request fails") names no place: the finding gets no location and the words stay in
// its text. A path, a file named in the value, a line, or a short place name ("the login page") is still the location.

import { describe, expect, it } from 'vitest';
import { crlf, docWorld, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();
const item = (n: number, title: string, where: string) => `### ${n}. ${title}\n**${where}\n**Problem:** it fails.\n`;
const doc = (items: string[]) => `# Review\n\n## Findings\n\n${items.join('\n')}\n## Outcome\n\nDone.\n`;

describe('a location label over prose', () => {
  it('gives no location, keeps the words; places stay locations', () => {
    const text = doc([
      item(1, 'Empty input crashes', 'Где:** в функции разбора, при пустом вводе'),
      item(2, 'Token leaks', 'Where:** in the logging middleware, whenever a request fails'),
      item(3, 'Cache misses', '位置：** 在解析函数中，当输入为空时会直接返回'),
      item(4, 'Cache key', 'Where:** `src/cache.ts:40`'),
      item(5, 'Retry', 'Где:** функция `retry()` в `src/net/retry.ts`'),
      item(6, 'Login', 'Where:** the login page'),
      item(7, 'Off by one', 'Where:** line 40 of the parser, right after the loop'),
    ]);
    for (const [t, probe] of [[text, 'prose places'], [crlf(text), 'prose places crlf']] as const) {
      const { j, md } = returnAndPull(w, t, probe);
      expect(j.findings.map((f) => f.location)).toEqual([undefined, undefined, undefined, 'src/cache.ts:40', 'src/net/retry.ts', 'the login page', 'line 40 of the parser, right after the loop']);
      expect(md).toContain('в функции разбора, при пустом вводе');
      expect(md).toContain('in the logging middleware, whenever a request fails');
    }
  });
});
