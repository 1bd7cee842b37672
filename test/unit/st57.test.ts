// Investigation reports (QA 57), read in-process: a finding's state from a bracketed marker with the writer's note, a
// severity word never read from a sentence's noun it only resembles, the status of the thing investigated no outcome,
// and an answer closing the report under its "Summary of Findings" the outcome.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const audit = (tag: string) => `# Repo audit\n\n## Findings\n\n### 2.1 The hook stages unstaged hunks ${tag}\n\nPartially staged files ride into the commit.\n\n### 2.2 Links are never checked\n\nDead links ship.\n`;

describe('st57: a state marker with a note closing a finding title', () => {
  for (const [tag, state] of [
    ['— [DONE: stash --keep-index approach]', 'fixed'],
    ['— [DONE: monthly lychee workflow, issue-per-month on failure]', 'fixed'],
    ['— [DONE, branch `head-html`; reviewed. Glyph audit: code blocks use 3 arrow chars (→ ↓ ↳) that the font lacks (upstream has zero U+2190–21FF glyphs) — they always fell back to system monospace, before and after; not a regression, nothing to fix]', 'fixed'],
    ['— [FIXED: retry moved into the client]', 'fixed'],
    ["— [WON'T DO: clamp implemented, then removed by decision]", 'wontfix'],
    ['[DONE: stash approach]', 'fixed'],
    ['— [erledigt: Hook umgeschrieben]', 'fixed'],
  ] as const) {
    it(`${tag.slice(0, 50)} -> ${state}, the title without it`, () => {
      const { f } = readReturn(audit(tag));
      expect(f.length).toBe(2);
      expect(f[0]!.state).toBe(state);
      expect(f[0]!.title).toBe('The hook stages unstaged hunks');
      expect(f[1]!.state).toBeUndefined();
    });
  }
  it('the note stays in the finding text', () => {
    const { r } = readReturn(audit('— [DONE: stash --keep-index approach]'));
    expect(r.answers.findings[0]).toContain('stash --keep-index approach');
  });
  it('a bracket that opens with no state word is no state ("— [see: notes.md]")', () => {
    const { f } = readReturn(audit('— [see: notes.md]'));
    expect(f[0]!.state).toBeUndefined();
  });
});

describe('st57: a level word in prose that only resembles a problem noun states no level', () => {
  it('"Expect minor fallout" is no [minor]; "a minor issue" still is', () => {
    const doc = (s: string) => `# Audit\n\n## Findings\n\n### Ruby 3.2 is EOL\n\nUpgrade to 3.4. ${s}\n\n### Two parsers for one job\n\nThe inputs are our own output.\n`;
    expect(readReturn(doc('Expect minor fallout: bundled-gem warnings.')).f[0]!.severity).toBeUndefined();
    expect(readReturn(doc('This is a minor issue.')).f[0]!.severity).toBe('minor');
    expect(readReturn(doc('Dies sind kleinere Fehlern, minor Fehlern.')).f[0]!.severity).toBe('minor');
  });
});

describe('st57: the status of the thing investigated is no outcome', () => {
  const ci = (head: string) => `# CI failure investigation\n\n${head}\n\n## Root cause\n\nThe config class runs its init hook before injection; revert commit abc1234.\n`;
  it('"**Status**: ❌ FAILED" beside "**Test Results**:" and "**Last Run**:" states none', () => {
    for (const head of ['**Branch**: `setup-ci`\n**Status**: ❌ FAILED\n**Test Results**: 120 tests, 2 failures', '**Last Run**: [Build #1852](https://example.com/runs/1852)\n**Status**: failing\n**Duration**: 20 min', '**Workflow**: ci.yml\n**Status**: ✅ passed']) {
      const { r } = readReturn(ci(head));
      expect(r.given.has('outcome'), head).toBe(false);
    }
  });
  it('the work\'s own status beside a branch or a run is read as before', () => {
    expect(readReturn(ci('**Branch**: `setup-ci`\n**Status**: ❌ FAILED')).r.given.has('outcome')).toBe(true);
    const done = readReturn(ci('**Workflow**: ci.yml\n**Status**: ✅ Complete'));
    expect(done.r.given.has('outcome')).toBe(true);
    expect(done.r.answers.outcome).toBe('answered');
  });
});

describe('st57: an answer closing the report under its "Summary of Findings" is the outcome', () => {
  const doc = (closing: string) => `# Why exports are slow\n\n## Measurements\n\nExport of 10k rows takes 41 s; 38 s of it is in \`serialize()\`.\n\n## ${closing}\n\n### The Answer\n\n\`serialize()\` re-encodes every row twice; removing the second pass brings the export to 4 s.\n`;
  it('"## Summary of Findings" / "### The Answer" -> answered, the answer its first line', () => {
    const { r } = readReturn(doc('Summary of Findings'));
    expect(r.given.has('outcome')).toBe(true);
    expect(r.answers.outcome).toBe('answered');
    expect(r.outcomeFrom?.line).toBe(11);
  });
  it('"### Answer" under another section ("## Q3: exports") answers a part: no outcome', () => {
    expect(readReturn(doc('Q3: exports')).r.given.has('outcome')).toBe(false);
  });
});

describe("st57: a single-issue file's front matter level applies to its findings", () => {
  const doc = (fm: string) => `---\n${fm}\n---\n\n# ISSUE-9: the list counts every row\n\n## Root cause\n\n- COUNT(*) runs on every page.\n- \`offset\` has no upper bound.\n`;
  it('"id:" and "severity: low" -> every finding low', () => {
    const { f } = readReturn(doc('id: ISSUE-9\nstatus: open\nseverity: low  # critical | high | medium | low'));
    expect(f.map((x) => x.severity)).toEqual(['low', 'low']);
  });
  it('a finding that states its own level keeps it', () => {
    const { f } = readReturn(`---\nid: ISSUE-9\nseverity: low\n---\n\n# ISSUE-9\n\n## Findings\n\n- **High:** COUNT(*) runs on every page.\n- \`offset\` has no upper bound.\n`);
    expect(f.map((x) => x.severity)).toEqual(['high', 'low']);
  });
  it('"priority: high" with no id or title names the work\'s priority: no level', () => {
    const { f } = readReturn(doc('priority: high\nstatus: open'));
    expect(f.map((x) => x.severity)).toEqual([undefined, undefined]);
  });
});
