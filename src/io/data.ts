// The package's data files (prompts/), read on the paths that need them.

import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { readPrompt } from '../paths.js';
import { parsePhrases, type PathInfo, type Phrase } from '../brief/lint.js';

export { readPrompt };

let phrases: Phrase[] | undefined;
export function loadPhrases(): Phrase[] {
  return (phrases ??= parsePhrases(readPrompt('phrases.txt')));
}

/** Looks pointed paths up under the origin repo root (or the folder the brief was cut in). */
export function pathInfoUnder(root: string): (p: string, wantLines: boolean) => PathInfo | null {
  // A long brief names the same files many times: look each up once (the answer holds for one lint run).
  const seen = new Map<string, PathInfo | null>();
  return (p, wantLines) => {
    const key = `${wantLines ? 1 : 0}${p}`;
    if (!seen.has(key)) seen.set(key, lookUp(p, wantLines));
    return seen.get(key)!;
  };
  function lookUp(p: string, wantLines: boolean): PathInfo | null {
    const abs = isAbsolute(p) ? p : resolve(root, p.replace(/^\.\//, ''));
    if (!isAbsolute(p) && relative(root, abs).startsWith('..')) return null;
    try {
      // No exception for a missing path (most pointed paths in a draft may not exist yet): building one is
      // most of a failed lookup's cost.
      const st = statSync(abs, { throwIfNoEntry: false });
      if (!st) return { exists: false };
      if (!wantLines || !st.isFile() || st.size > 8 * 1024 * 1024) return { exists: true };
      const text = readFileSync(abs, 'utf8');
      let lines = text.split('\n').length;
      if (text.endsWith('\n')) lines--;
      return { exists: true, lines };
    } catch {
      return { exists: false };
    }
  }
}
