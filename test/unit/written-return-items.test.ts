// A return the tool wrote reads back with every finding it stored: `pull` reads the stored markdown again,
// where a finding that came in as a heading, a row or a paragraph is now one list item. The rules that judge a
// writer's list items ("(by design)", "…: fine", "→ see F2", "No errors found", a bold label over a sub-list,
// items packed in one line) were applied to the writer's own form when it came in; applied again to the
// tool's items they dropped or split findings that `return` had kept (QA eighteenth R6: 20 stored, 19 pulled).

import { describe, expect, it } from 'vitest';
import { parseDoc } from '../../src/brief/document.js';
import { returnFromDoc } from '../../src/brief/read-return.js';
import { renderReturn } from '../../src/brief/render.js';
import type { Anchor } from '../../src/brief/types.js';
import { corpusDocs } from '../helpers/corpus.js';
import { needs } from '../helpers/prereq.js';

const anchor: Anchor = { repo: '/r', branch: 'main', detached: false, head: null, headShort: null, dirty: [], untracked: [], cwd: '/r' };

/** What `return --body` stores (with the groups and the set-aside sections), then what `pull` reads of it. */
function storedAndBack(md: string) {
  const read = returnFromDoc(parseDoc(md));
  const stored = renderReturn({ ...read.answers, outcome: 'answered' }, { id: 'x-abcd', n: 1, briefTitle: 'T', created: 'now', anchor }, read.extra, read.layout);
  return { read, stored, back: returnFromDoc(parseDoc(stored)) };
}

const shapes: Record<string, string> = {
  'a heading finding whose title ends in "(by design)", beside a positives list with a nested list': [
    '# Review of the vault', '', '## Findings', '', '### What looks solid', '', '- Uses the safe wrapper.', '- Tests cover:', '  - fee accounting', '  - rescue behaviour', '',
    '### Primary risks (and mitigations)', '', '### 1) The operator is a trusted role (by design)', '', '**Risk:** the operator settles every dispute.', '', '**Mitigation:** a multisig key.', '',
    '### 2) Windows are caller parameters', '', '**Risk:** a tiny window forces escalation.', '', '### 3) No reentrancy guard', '', '**Risk:** a hostile token re-enters withdraw.', '',
  ].join('\n'),
  'heading findings whose titles read like a verdict, a cross-reference or a check that found nothing': [
    '## Findings', '', '### 1. Cache key ignores the locale: fine for English only', '', 'German pages are served from the English entry.', '',
    '### 2. Retry loop → see the scheduler note', '', 'It never backs off; 10 ms between tries.', '',
    '### 3. No errors found in the log rotation, but it never deletes', '', 'Old logs fill the disk after 30 days.', '',
  ].join('\n'),
  'heading findings whose body is a bold label over a sub-list': [
    '## Findings', '', '### Session store', '', '- **Auth**', '  - [high] token kept after logout', '  - [low] cookie lacks SameSite', '',
    '### Upload limits', '', 'Files over 2 GiB crash the worker.', '',
  ].join('\n'),
  'table rows whose cells read like a passed check or a point judged fine': [
    '## Findings', '', '| # | Finding | Severity |', '|---|---|---|', '| 1 | 12 tests passed but the flaky one is skipped | high |', '| 2 | Logging: fine in dev, leaks tokens in prod | medium |', '| 3 | Pager shows one page too many | low |', '',
  ].join('\n'),
};

describe('a return the tool wrote reads back with the findings it stored', () => {
  for (const [name, md] of Object.entries(shapes)) {
    it(name, () => {
      const { read, back } = storedAndBack(md);
      expect(read.answers.findings.length, 'findings read from the writer').toBeGreaterThanOrEqual(2);
      expect(back.answers.findings).toEqual(read.answers.findings);
    });
  }

  it('the operator finding of the first shape is one of them, as read and as pulled', () => {
    const { read, back } = storedAndBack(shapes['a heading finding whose title ends in "(by design)", beside a positives list with a nested list']!);
    for (const r of [read, back]) expect(r.answers.findings.some((f) => f.startsWith('1) The operator is a trusted role (by design)'))).toBe(true);
  });

  it('a struck-out item a person adds to the stored list by hand is still set apart', () => {
    const { stored } = storedAndBack(shapes['heading findings whose body is a bold label over a sub-list']!);
    const edited = stored.replace('## Non-obvious findings\n\n', '## Non-obvious findings\n\n- ~~Upload limits were wrong~~ — false alarm\n');
    expect(edited).not.toBe(stored);
    const back = returnFromDoc(parseDoc(edited));
    expect(back.answers.findings.some((f) => f.includes('Upload limits were wrong'))).toBe(false);
  });
});

const corpus = needs('corpus');
corpus.describe('the real corpus, stored with its groups and read back', () => {
  for (const d of corpus.ready ? corpusDocs() : []) {
    it(`${d.name}: the same findings after return and pull`, () => {
      const { read, back } = storedAndBack(d.text);
      expect(back.answers.findings).toEqual(read.answers.findings);
    });
  }
});
