// Where the real handoff documents are: $HANDOFF_CORPUS, else ../shared/corpus/real-handoffs next to the
// checkout (see corpusPath in prereq.ts). They are read at test time and never copied into the project.
// A test that reads them declares it with needs('corpus') (test/helpers/prereq.ts): skipped loudly outside
// CI when the corpus is missing, failing in CI.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusPath } from './prereq.js';

export function corpusDir(): string {
  const dir = corpusPath();
  if (!existsSync(dir)) throw new Error(`the real-handoffs corpus is not at ${dir}; set HANDOFF_CORPUS to its folder (and guard the test with needs('corpus'))`);
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
