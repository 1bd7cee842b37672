// Every markdown file of this repository (README, prompts, docs), for tests that hold a reader to marked on
// real documents the project itself writes. Build output, dependencies and dot-folders are left out.

import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SKIP = new Set(['node_modules', 'dist', 'build']);

export function repoMarkdownFiles(dir = ROOT): string[] {
  const files: string[] = [];
  for (const n of readdirSync(dir)) {
    if (SKIP.has(n) || n.startsWith('.')) continue;
    const p = join(dir, n);
    if (statSync(p).isDirectory()) files.push(...repoMarkdownFiles(p));
    else if (n.endsWith('.md')) files.push(p);
  }
  return files;
}
