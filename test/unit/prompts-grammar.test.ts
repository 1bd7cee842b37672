// The word lists in prompts/ are read line by line, and a line that is no `key: words` is skipped without a word:
// a merge's conflict markers left in a file ("<<<<<<< HEAD" … "=======" … ">>>>>>> branch") build and run, and both
// sides' lines then count (or a half of a list goes missing). Found in a merge of two branches that each added lines
// to prompts/outcomes.txt. Every file under prompts/ is checked, the kinds' and the skill's too.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../prompts', import.meta.url));
const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
const MARKER = /^(?:<{7}|={7}|>{7}|\|{7})(?: |$)/;

describe('prompts/ holds no merge-conflict markers', () => {
  const all = files(root);
  it('finds the prompt files', () => {
    expect(all.length).toBeGreaterThan(10);
  });
  it.each(all.map((f) => [relative(root, f), f]))('%s', (_name, f) => {
    const hits = readFileSync(f, 'utf8').split('\n').flatMap((l, i) => (MARKER.test(l) ? [`line ${i + 1}: ${l}`] : []));
    expect(hits).toEqual([]);
  });
  it('the check itself sees a marker', () => {
    expect(['<<<<<<< HEAD', '=======', '>>>>>>> tally17'].every((l) => MARKER.test(l))).toBe(true);
    expect(MARKER.test('======== a setext line is longer')).toBe(false);
  });
});
