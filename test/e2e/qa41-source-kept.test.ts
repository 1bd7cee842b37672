// Tool-written copies keep the source's characters, and severity-and-id headings are findings (QA 41 classes 9, 10),
// through the built CLI:
// - a path, a name or a glob ("parser/tests/test_other_kind_census.py", "pkg/__init__.py", "src/**/*.ts", "a*b*c")
//   stays as written in the "Verified:" line the tool writes under each finding, in the location, in the title;
// - "## BLOCKER B3 — …", "## KRITISCH K1 — …" beside "## Minor / non-blocking" are findings with that severity.
// Near-misses: "_emphasis_" in prose is still emphasis; "## Major changes" (no id) is no finding.

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { docWorld, oneHandoff, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'qa41 source kept');
type F = { title?: string; severity?: string; location?: string };
const fs = (j: ReturnJson) => j.findings as F[];
function run(text: string, ...flags: string[]): { j: ReturnJson; md: string } {
  const r = handoff.returnBody(text, '--force', ...flags);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as ReturnJson & { file: string };
  return { j, md: readFileSync(j.file, 'utf8') };
}

const HOSTILE = ['parser/tests/test_other_kind_census.py', 'pkg/__init__.py', 'src/**/*.ts', 'lib/a*b*c.rs', 'mod/snake_case_names.go'];

describe('stored copies keep names and paths verbatim', () => {
  it.each(HOSTILE)('%s', (id) => {
    const doc = `# Unit report\n\nStatus: done.\n\nVerification: \`pytest -q ${id}\` passed **19 tests**. The test uses synthetic fixtures only, including invalid counts, nonempty branching, stale provenance, publication refusal, and point-kind carry and more words here.\n\n## Findings\n\n- W-ROOT-001: loader drops rows in \`${id}\`\n- W-ROOT-002: cache misses the tenant key\n`;
    const { j, md } = run(doc, '--outcome', 'answered');
    const verified = md.split('\n').filter((l) => l.includes('Verified:'));
    expect(verified.length).toBeGreaterThan(0);
    for (const l of verified) {
      expect(l).toContain(id);
      // A cut comes at a blank: the word before "..." is a whole word of the sentence ("uses", not "syntheti").
      const cut = /(\S+)\.\.\. \(line/.exec(l)?.[1];
      if (cut) expect(doc).toContain(`${cut} `);
    }
    for (const f of fs(j)) if (f.location) expect([id, 'none']).toContain(f.location.replace(/:\d.*$/, '') === id ? id : 'none');
    // (An id put back before its title is written "ID. title", whatever separator the writer used: README.)
    expect(fs(j).map((f) => f.title)).toContain('W-ROOT-002. cache misses the tenant key');
  });

  it('near-miss: _emphasis_ in prose is still emphasis in the Verified line', () => {
    const { md } = run(
      '# Report\n\nVerification: the suite was _fully_ run and passed.\n\n## Findings\n\n- W-X-001: a\n- W-X-002: b\n',
      '--outcome',
      'answered',
    );
    const l = md.split('\n').find((x) => x.includes('Verified:'));
    if (l) expect(l).toContain('the suite was fully run');
  });
});

const headed = (b: string, m: string, minor: string) =>
  `---\nverdict: changes-requested\n---\n# OBD-78 — round 3\n## ${b} B3 — wedge loop defeats idle-stop\n\`WedgeDecision.kt:36-41\`. Measured: 45 forced reconnects in 30 minutes.\n## ${m} M1 — healthy link torn down after an outage\n\`ObdConnectionService.kt:220\`. Measured: forced 0 s after the link came back.\n## ${minor}\n- **m1 (contract drift).** \`LinkController.connect()\`'s KDoc says "User-gesture only".\n`;

describe('a heading that opens with a severity word and an id is a finding', () => {
  it.each([
    ['English', headed('BLOCKER', 'MAJOR', 'Minor / non-blocking'), ['blocker', 'major']],
    ['German', headed('KRITISCH', 'HOCH', 'Minor / non-blocking'), ['critical', 'high']],
  ])('%s', (_lang, text, sevs) => {
    const { j } = run(text as string);
    const t = fs(j);
    expect(t.length).toBeGreaterThanOrEqual(3);
    expect(t[0]!.title).toContain('wedge loop defeats idle-stop');
    expect(t[1]!.title).toContain('healthy link torn down');
    expect(t.slice(0, 2).map((f) => f.severity)).toEqual(sevs);
  });

  it('near-miss: "## Major changes" (no id, no problem) is no finding', () => {
    const { j } = run('---\nverdict: changes-requested\n---\n# Round 3\n## Major changes\nThe loader was rewritten.\n## Minor / non-blocking\n- **m1 (contract drift).** `connect()` KDoc is wrong.\n');
    expect(fs(j).map((f) => f.title ?? '').some((t) => /changes|rewritten/i.test(t))).toBe(false);
  });
});
