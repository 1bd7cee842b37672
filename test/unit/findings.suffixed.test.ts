// Headings closed by their level over bullets, beside sibling headings over prose (round-17 classes R2, R7, R8):
// each heading is one finding, its bullets its detail; a code subject before a dash keeps the claim after it
// in the title; a file heading is the finding's place. Synthetic documents in our own words.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { findingsData } from '../../src/brief/findings.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const read = (md: string) => {
  const r = importReturn(md, placeholders);
  return findingsData(r.answers.findings, r.layout.findingGroups);
};
const facts = (md: string) => read(md).map((f) => [f.title, f.severity ?? null, f.location ?? null]);

describe('a heading closed by its level is one finding, its bullets its detail', () => {
  it('"### M2 — Title (Minor)" over bullets beside "### M1 — Title (Major)" over prose', () => {
    const md = '# Review of the importer\n\n## 2. Design\n\n### M1 — Config loaded twice (Major)\n\nThe loader runs once per import, so a second import rereads the file.\n\n### M2 — Retry helper duplicated (Minor)\n\n- the same backoff is written in three modules\n- one copy has an off-by-one in the delay\n';
    expect(facts(md)).toEqual([
      ['M1. Config loaded twice', 'major', null],
      ['M2. Retry helper duplicated', 'minor', null],
    ]);
  });
  it('"### 1.5 `deploy.sh` — Low" over bullets is one finding placed in its file, titled by it', () => {
    const md = '# Review of the deploy tooling\n\n## 1. Security\n\n### 1.1 Token in the build log — Medium (real)\n\nThe CI step echoes the deploy token in verbose mode.\n\n### 1.5 `deploy.sh` — Low (real)\n\n- packages float to the latest release: lock them.\n- the script runs as root without need.\n';
    expect(facts(md)).toEqual([
      ['Token in the build log', 'medium', null],
      ['`deploy.sh`', 'low', 'deploy.sh'],
    ]);
  });
  it('leaves alone id headings closed by a level over bullets when no sibling is a prose finding', () => {
    const md = '# Review of the importer\n\n## Findings\n\n### A1 — Backend (High)\n\n- the token is logged in plain text\n- the retry loop never backs off\n\n### A2 — Frontend (Low)\n\n- the spinner never stops on error\n- the empty state offers no action\n';
    expect(read(md)).toHaveLength(4);
  });
});

describe('a code subject before the dash keeps the claim after it in the title', () => {
  it('"### 2.3 `sendMail()` — retries forever on 4xx"', () => {
    const md = '# Review of the mailer\n\n## Findings\n\n### 2.3 `sendMail()` — retries forever on 4xx\n\nA 4xx answer is treated like a network error, so the job never stops.\n\n### 2.4 `render()` — drops the footer\n\nThe footer partial is never included.\n';
    expect(read(md).map((f) => f.title)).toEqual(['`sendMail()` — retries forever on 4xx', '`render()` — drops the footer']);
  });
});

describe('a bold lead that only labels the remark gives the title to the claim after it', () => {
  const first = (para: string) => read(`# Review of the deploy tooling\n\n## Findings\n\n${para}\n`)[0]?.title;
  it('"**My view.**", "**A correction.**", a German label', () => {
    expect(first('**My view.** The deploy script should not run as root; most of its steps need no privilege.')).toBe('The deploy script should not run as root; most of its steps need no privilege.');
    expect(first('**A correction.** The earlier claim that the cache is shared was wrong: each worker has its own.')).toBe('The earlier claim that the cache is shared was wrong');
    expect(first('**Meine Einschätzung:** Das Skript braucht keine Root-Rechte.')).toBe('Das Skript braucht keine Root-Rechte.');
  });
  it('leaves alone a bold lead that states the claim, and a label with nothing after it', () => {
    expect(first('**Rows are skipped.** The importer stops at the first blank line.')).toBe('Rows are skipped.');
    expect(first('**Verdict.** Fine.')).toBe('Verdict.');
  });
});
