// Investigation reports (QA 57) through the CLI: a state marker with the writer's note is the finding's state and
// leaves its title clean; a CI run's "Status: ❌ FAILED" is no outcome; an answer under "Summary of Findings" is; a
// single-issue file's front matter level reaches its findings. Each test holds the contract: exit code, stderr, the
// pulled return.
import { afterAll, describe, expect, it } from 'vitest';
import { briefToReturn, cleanup, json } from '../helpers/return-cli.js';

afterAll(cleanup);

function returnBody(text: string, ...flags: string[]) {
  const s = briefToReturn();
  const f = s.file('r.md', text);
  const r = s.w.run(['return', s.id, '--body', f, '--no-input', '--json', ...flags], { cwd: s.repo });
  const pulled = () => json(s.w.run(['pull', s.id, '--json', '--keep'], { cwd: s.repo })).returns[0];
  return { r, pulled };
}
type Finding = { title: string; state?: string; severity?: string };

const AUDIT = `# Repo audit

## 1. Critical — production bugs

### 1.1 The feed serves the raw template — [DONE]

No front matter, so the file is copied verbatim.

## 2. High — CI landmines

### 2.1 The hook stages unstaged hunks — [DONE: stash --keep-index approach, tested on a partially staged file]

Partially staged files ride into the commit.

### 2.2 Unbounded preview height — [WON'T DO: clamp implemented, then removed by decision]

Long previews push the card off screen.

### 2.3 External links are never checked

Dead links ship unnoticed.
`;

describe('st57: states of an audit annotated in place', () => {
  it('"— [DONE: note]" is fixed, "— [WON\'T DO: why]" wontfix, the titles without the bracket or a dangling dash', () => {
    const { r, pulled } = returnBody(AUDIT, '--outcome', 'answered');
    expect(r.code, r.stderr).toBe(0);
    const f: Finding[] = pulled().findings;
    expect(f.map((x) => [x.title, x.state ?? '-'])).toEqual([
      ['The feed serves the raw template', 'fixed'],
      ['The hook stages unstaged hunks', 'fixed'],
      ['Unbounded preview height', 'wontfix'],
      ['External links are never checked', '-'],
    ]);
    expect(pulled().markdown).toContain('stash --keep-index approach');
  });
});

describe('st57: the outcome of an investigation', () => {
  it('a CI run\'s "**Status**: ❌ FAILED" beside "**Test Results**:" is not the outcome: return asks', () => {
    const { r } = returnBody(`# CI failure investigation\n\n**Branch**: \`setup-ci\`\n**Status**: ❌ FAILED\n**Test Results**: 120 tests, 2 failures\n\n## Root cause\n\nThe config class runs its init hook before injection; revert commit abc1234.\n`);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('missing required answers: outcome');
    expect(r.stderr).not.toContain('FAILED"');
  });
  it('"## Summary of Findings" / "### The Answer" is answered, naming its line', () => {
    const { r, pulled } = returnBody(`# Why exports are slow\n\n## Measurements\n\nExport of 10k rows takes 41 s; 38 s of it is in \`serialize()\`.\n\n## Summary of Findings\n\n### The Answer\n\n\`serialize()\` re-encodes every row twice; removing the second pass brings the export to 4 s.\n`);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('outcome: answered, read from line 11');
    expect(pulled().outcome).toBe('answered');
  });
});

describe('st57: severities', () => {
  it('a single-issue file\'s front matter "severity: low" reaches its findings', () => {
    const { r, pulled } = returnBody(`---\nid: ISSUE-9\nstatus: open\nseverity: low\n---\n\n# ISSUE-9: the list counts every row\n\n## Root cause\n\n- COUNT(*) runs on every page.\n- \`offset\` has no upper bound.\n`, '--outcome', 'answered');
    expect(r.code, r.stderr).toBe(0);
    expect(pulled().findings.map((x: Finding) => x.severity)).toEqual(['low', 'low']);
  });
  it('"Expect minor fallout" in a finding\'s prose is no [minor]', () => {
    const { r, pulled } = returnBody(`# Audit\n\n## Findings\n\n### 4.1 Ruby 3.2 is EOL\n\nUpgrade to 3.4. Expect minor fallout: bundled-gem warnings.\n\n### 4.2 Two parsers for one job\n\nBoth read the same files.\n`, '--outcome', 'answered');
    expect(r.code, r.stderr).toBe(0);
    expect(pulled().findings.map((x: Finding) => x.severity ?? '-')).toEqual(['-', '-']);
  });
});
