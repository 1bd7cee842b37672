// Where the package's own files are, found from this module's location so it works from any cwd.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** dist/paths.js and src/paths.ts both sit one level below the package root. */
export const packageRoot = (): string => join(here, '..');
export const promptsDir = (): string => join(packageRoot(), 'prompts');

/** A data file shipped in prompts/ (kinds, phrases, heading words, outcome words ...), read as text. */
export const readPrompt = (name: string): string => readFileSync(join(promptsDir(), name), 'utf8');
