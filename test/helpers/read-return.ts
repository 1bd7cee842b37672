// A return read in-process as `handoff return --body` reads it: its parsed parts (`r`) and its findings with
// their fields (`f`), for unit tests of the findings reader.

import { readFileSync } from 'node:fs';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { findingsData } from '../../src/brief/findings.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));

export function readReturn(md: string) {
  const r = importReturn(md, placeholders);
  return { r, f: findingsData(r.answers.findings, r.layout.findingGroups) };
}
