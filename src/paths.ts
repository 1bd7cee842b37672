// Where the package's own files are, found from this module's location so it works from any cwd.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promptLineError } from './prompt-grammar.js';

const here = dirname(fileURLToPath(import.meta.url));

/** dist/paths.js and src/paths.ts both sit one level below the package root. */
export const packageRoot = (): string => join(here, '..');
export const promptsDir = (): string => join(packageRoot(), 'prompts');

const texts = new Map<string, string>();
/** A data file shipped in prompts/ (kinds, phrases, heading words, outcome words ...), read as text. Its lines are
 *  checked against the file's grammar on its first read (prompt-grammar.ts): a malformed line is an error naming
 *  file:line, never a line the readers skip.
 *
 *  Read once per process: the readers ask for the same files again and again, each for its own word list (one
 *  `return --body` read outcomes.txt 14 times, verification.txt and yes-no.txt 10 times each), and every read
 *  decoded the file again (~30 instructions a byte for text with words in seven scripts). */
export function readPrompt(name: string): string {
  const known = texts.get(name);
  if (known !== undefined) return known;
  const text = readFileSync(join(promptsDir(), name), 'utf8');
  const bad = promptLineError(name, text);
  if (bad) throw new Error(bad);
  texts.set(name, text);
  return text;
}
