// Where the real handoff documents are: $HANDOFF_CORPUS, else ../shared/corpus/real-handoffs next to the
// checkout, else /work/shared/corpus/real-handoffs. They are read at test time and never copied into the
// project. A missing corpus is an error, not a skip.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export function corpusDir(): string {
  const candidates = [process.env.HANDOFF_CORPUS, resolve(root, '../shared/corpus/real-handoffs'), '/work/shared/corpus/real-handoffs'].filter(Boolean) as string[];
  const dir = candidates.find((d) => existsSync(d));
  if (!dir) throw new Error(`the real-handoffs corpus is not at any of: ${candidates.join(', ')}; set HANDOFF_CORPUS to its folder`);
  return dir;
}

export interface CorpusDoc {
  name: string;
  text: string;
  /** The file name says it is a return (findings) document. */
  isReturn: boolean;
}

export function corpusDocs(): CorpusDoc[] {
  const dir = corpusDir();
  const docs = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8'), isReturn: /(^|-)return-/.test(name) }));
  if (!docs.length) throw new Error(`no .md files in ${dir}`);
  return docs;
}
