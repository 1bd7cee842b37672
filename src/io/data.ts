// The package's data files (prompts/), read on the paths that need them.

import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { readPrompt } from '../paths.js';
import { parsePhrases, type PathInfo, type Phrase } from '../brief/lint.js';

export { readPrompt };

let phrases: Phrase[] | undefined;
export function loadPhrases(): Phrase[] {
  return (phrases ??= parsePhrases(readPrompt('phrases.txt')));
}

/** `rel` under `root` as path.resolve(root, rel) writes it, when `rel` is a plain relative path (no empty, "." or ".."
 *  part; POSIX separators); else undefined. path.relative(root, it) is then `rel` itself. */
export function plainUnder(root: string, rel: string): string | undefined {
  if (sep !== '/' || rel.split('/').some((part) => part === '' || part === '.' || part === '..')) return undefined;
  return root.endsWith('/') ? root + rel : `${root}/${rel}`;
}

/** Looks pointed paths up under the origin repo root (or the folder the brief was cut in). */
export function pathInfoUnder(root: string): (p: string, wantLines: boolean) => PathInfo | null {
  // A plain relative path ("src/a.ts") is joined to a root that path.resolve would leave as it is, by hand: Node's
  // resolve and relative run interpreted this early, and a long brief points at dozens of paths (three each).
  const canonical = resolve(root) === root;
  // A long brief names the same files many times: look each up once (the answer holds for one lint run).
  const seen = new Map<string, PathInfo | null>();
  return (p, wantLines) => {
    const key = `${wantLines ? 1 : 0}${p}`;
    if (!seen.has(key)) seen.set(key, lookUp(p, wantLines));
    return seen.get(key)!;
  };
  function lookUp(p: string, wantLines: boolean): PathInfo | null {
    const rel = p.replace(/^\.\//, '');
    const plain = canonical && !isAbsolute(p) ? plainUnder(root, rel) : undefined;
    const abs = isAbsolute(p) ? p : (plain ?? resolve(root, rel));
    if (!isAbsolute(p) && (plain !== undefined ? rel : relative(root, abs)).startsWith('..')) return null;
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
