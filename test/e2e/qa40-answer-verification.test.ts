// QA round 40, doc 07 and 11, through the built CLI: a stated verdict ("**判定**: NEEDS_DISCUSSION", "**Verdict:** needs
// discussion") is the one-line answer before a paragraph that only says how the review was done ("静的レビューのみ実施し…",
// "Static review only; no tests were run"); a check said of another part that works ("Happy paths are clean (verified: …)")
// does not verify the finding, and "(verified against …)" wrapped over two lines does.

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { docWorld, returnAndPull } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const ver = (text: string) => returnAndPull(w, text, 'qa40 aside probe').pulled.map((f: FindingData) => [f.title, f.verified ?? null]);
function answerOf(text: string, ...flags: string[]): { outcome: string | null; answer: string | null } {
  const n = runCli(['new', 'task', '-t', 'qa40 verdict probe', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], w.opts());
  const id = (JSON.parse(n.stdout) as { id: string }).id;
  const r = runCli(['return', id, '--body', w.file('answer.md', text), '--no-input', '--json', ...flags], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const p = runCli(['pull', id, '--json'], w.opts());
  const last = (JSON.parse(p.stdout) as { returns: { outcome: string | null; answer: string | null }[] }).returns.at(-1)!;
  return { outcome: last.outcome, answer: last.answer };
}

describe('a stated verdict is the answer, not the scope disclaimer', () => {
  it.each([
    ['Japanese', '# レビュー結果: spec-001\n\n**判定**: **NEEDS_DISCUSSION**  \n**件数**: Major 1\n\n静的レビューのみ実施し、ビルド・テスト・ファイル書き込みは行っていません。\n\n## 指摘事項\n\n### [🟠 Major] 回転復元の保証範囲が未確定\n\n**該当箇所**: `design.md:62`\n\n契約が未定義です。\n', 'NEEDS_DISCUSSION'],
    ['English', '# Review: spec-001\n\n**Verdict**: **needs discussion**  \n**Count**: Major 1\n\nStatic review only; no tests were run.\n\n## Findings\n\n### [Major] Rotation restore is undefined\n\n**Where**: `design.md:62`\n\nThe contract is missing.\n', 'needs discussion'],
    ['German', '# Review: spec-001\n\n**Urteil**: **Diskussion nötig**  \n**Anzahl**: Major 1\n\nNur statische Analyse, nichts ausgeführt.\n\n## Befunde\n\n### [Major] Wiederherstellung nach Drehung undefiniert\n\n**Ort**: `design.md:62`\n\nDer Vertrag fehlt.\n', 'Diskussion nötig'],
  ])('%s', (_what, text, answer) => {
    expect(answerOf(text).answer).toBe(answer);
  });
  it('near miss: with no verdict, the answer is what it was', () => {
    const text = '# Review: spec-001\n\n## Summary\n\nStatic review only; no tests were run.\n\n## Findings\n\n### [Major] Rotation restore is undefined\n\n**Where**: `design.md:62`\n\nThe contract is missing.\n';
    expect(answerOf(text, '--outcome', 'answered').answer).toBe('Static review only; no tests were run.');
  });
});

describe('a verification is about the finding', () => {
  it.each([
    ['English', '## Findings\n\n### F1 — No RAII on `GpuBuffer`\n\nError paths leak device memory. Happy paths are clean (verified: local suite green\nwith validation active). Consider a `Drop` impl.\n\n### F2 — Dispatch exceeds limits\n\nThe fixture exceeds `maxComputeWorkGroupCount` (verified against\nthe spec\'s required-limits table).\n\n### F3 — Stale comment\n\nVerified: reproduced with the failing test.\n\n### F4 — Old README\n\nNot verified.\n', ['F1 — No RAII on `GpuBuffer`', 'F2 — Dispatch exceeds limits', 'F3 — Stale comment', 'F4 — Old README']],
    ['German', '## Befunde\n\n### F1 — Kein Drop für `GpuBuffer`\n\nFehlerpfade verlieren Speicher. Der Normalfall läuft sauber (geprüft: Suite grün). Ein `Drop` fehlt.\n\n### F2 — Dispatch über dem Limit\n\nDas Fixture überschreitet das Limit (verified against\nthe spec table).\n\n### F3 — Veralteter Kommentar\n\nVerified: reproduced with the failing test.\n\n### F4 — Altes README\n\nNicht verifiziert.\n', ['F1 — Kein Drop für `GpuBuffer`', 'F2 — Dispatch über dem Limit', 'F3 — Veralteter Kommentar', 'F4 — Altes README']],
  ])('%s: the aside verifies nothing; the wrapped check and the plain ones stay', (_what, text, titles) => {
    expect(ver(text).map((f) => f[1])).toEqual([null, true, true, false]);
    expect(titles).toHaveLength(4);
  });
});
