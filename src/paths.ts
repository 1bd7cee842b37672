// Where the package's own files are, found from this module's location so it works from any cwd.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promptLineError } from './prompt-grammar.js';

const here = dirname(fileURLToPath(import.meta.url));

/** dist/paths.js and src/paths.ts both sit one level below the package root. */
export const packageRoot = (): string => join(here, '..');
export const promptsDir = (): string => join(packageRoot(), 'prompts');

const checked = new Set<string>();
/** A data file shipped in prompts/ (kinds, phrases, heading words, outcome words ...), read as text. Its lines are
 *  checked against the file's grammar on its first read (prompt-grammar.ts): a malformed line is an error naming
 *  file:line, never a line the readers skip. */
export function readPrompt(name: string): string {
  const text = readFileSync(join(promptsDir(), name), 'utf8');
  if (!checked.has(name)) {
    const bad = promptLineError(name, text);
    if (bad) throw new Error(bad);
    checked.add(name);
  }
  return text;
}
