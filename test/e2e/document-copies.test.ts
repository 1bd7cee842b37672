// A document that holds itself again below its title (document-copies.ts): a handoff file rewritten by putting the
// new text on top of the old ("# Next Session Prompt" … "# Next Session Prompt (prior)"), or pasted twice. The copy
// is kept whole under its heading and not read: `new --body` takes its answers from the top only, `return --body`
// counts each finding once and reads the outcome on top, and both say where the copy went. A later H1 whose words
// differ otherwise ("# Review — round 2") is the document's own part, read as before.

import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { briefImporter, docWorld, oneHandoff, sectionOf } from '../helpers/doc-world.js';

const w = docWorld();
const briefs = briefImporter(w, 'copy');
const handoff = oneHandoff(w, 'copies');
const COPY = /kept whole under its heading, not read: it repeats the title/;

const stacked = [
  '# Next Session Prompt',
  '',
  '## Why',
  'The nightly export drops rows when the feed retries.',
  '',
  '## Deliver',
  'An export that keeps every row across retries.',
  '',
  '## Next steps',
  '1. Reproduce with `make export-retry`.',
  '2. Make the writer idempotent.',
  '',
  '# Next Session Prompt (prior)',
  '',
  '## Why',
  'The export was slow (OLD-WHY-1834).',
  '',
  '## Deliver',
  'A faster export (OLD-DELIVER-5512).',
  '',
  '## Next steps',
  '1. Profile the export (OLD-STEP-7741).',
  '',
  '## Do not',
  '- touch the feed schema (OLD-CONSTRAINT-2290)',
  '',
].join('\n');

describe('a brief that holds an earlier copy of itself below', () => {
  it('reads the answers from the copy on top; the copy is kept whole, its words in no answer, and stderr says so', () => {
    const t = briefs.newTask(stacked);
    expect(t.code, t.stderr).toBe(0);
    const a = t.answers!;
    expect(a.title).toBe('Next Session Prompt');
    expect(a.why).toContain('drops rows');
    expect(a.deliver).toContain('keeps every row');
    expect(a.firstStep).toContain('make export-retry');
    expect(JSON.stringify(a)).not.toMatch(/OLD-/);
    const kept = sectionOf(t.md, 'Next Session Prompt (prior)');
    for (const word of ['OLD-WHY-1834', 'OLD-DELIVER-5512', 'OLD-STEP-7741', 'OLD-CONSTRAINT-2290']) expect(kept).toContain(word);
    expect(t.placement.find((p) => p.line === 13)?.to).toMatch(COPY);
    expect(t.placement.some((p) => p.line > 13 && p.line !== 13)).toBe(false);
    expect(t.stderr).toMatch(/line 13 +Next Session Prompt \(prior\) -> kept whole under its heading/);
  });

  it('the same file pasted twice, word for word: one copy read, the other kept, nothing merged twice', () => {
    const once = ['# 交接文档', '', '## 目的', '修复导出丢行的问题。', '', '## 交付', '导出在重试时保留所有行。', '', '## 下一步', '1. 复现重试。', ''].join('\n');
    const t = briefs.newTask(`${once}\n${once}`);
    expect(t.code, t.stderr).toBe(0);
    expect(t.answers!.why).toBe('修复导出丢行的问题。');
    expect(t.answers!.deliver).toBe('导出在重试时保留所有行。');
    expect(t.placement.filter((p) => COPY.test(p.to)).map((p) => p.line)).toEqual([12]);
  });

  it('lint reads the brief on top as new does: the copy names none of its sections', () => {
    const r = runCli(['lint', w.file('stacked.md', stacked), '--json'], w.opts());
    const j = JSON.parse(r.stdout) as { kind: string; document: { because: string } };
    expect(j.kind).toBe('brief');
    expect(j.document.because).not.toContain('(prior)');
  });
});

describe('a return that holds an earlier copy of itself below', () => {
  const report = [
    '# Review of the sync module',
    '',
    '## Outcome',
    'partial — two bugs found, one not yet reproduced.',
    '',
    '## Findings',
    '1. **Race in flush** — two writers can interleave. [verified: test]',
    '2. **Token leak** — the log prints the session id.',
    '',
    '# Review of the sync module (previous)',
    '',
    '## Outcome',
    'blocked — could not run the tests.',
    '',
    '## Findings',
    '1. **Race in flush** — two writers can interleave.',
    '',
  ].join('\n');

  it('counts each finding once and reads the outcome on top; the copy is kept in the written return', () => {
    const { j, md, stderr } = handoff.record(report);
    expect(j.outcome).toBe('partial');
    expect(j.findings.map((f) => f.title)).toEqual(['Race in flush', 'Token leak']);
    expect(j.placement.find((p) => p.line === 10)?.to).toMatch(COPY);
    expect(md).toContain('blocked — could not run the tests.');
    expect(stderr).toContain('outcome: partial, read from line 4');
  });

  it('a later H1 whose words differ otherwise is no copy: "# Review — round 2" keeps its findings counted', () => {
    const { j } = handoff.record('# Review\n\n## Outcome\nanswered — two rounds.\n\n# Review — round 2\n\n## Findings\n- **Cache key ignores locale** — the key uses the path only.\n');
    expect(j.findings.map((f) => f.title)).toEqual(['Cache key ignores locale']);
    expect(j.placement.some((p) => COPY.test(p.to))).toBe(false);
  });
});
