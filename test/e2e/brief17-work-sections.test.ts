// brief17 (QA 35, class 2): a brief's work sections. An executive summary that states the gap in the work ("Phase 3 is
// only 43% complete: four tools remain unimplemented", "## Resumen ejecutivo") is the why when no section says why;
// one that only reports what shipped is not. A direction to the reader in the intro ("Start here.", "Fang hier an.")
// is no why. Steps numbered inline in one paragraph ("(1) green the suite → (2) … → (3) …", "①… → ②…", "1) …; 2) …")
// are a list written on one line: the first step is item (1), not the whole chain. Through `new task --body`.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
let n = 0;
function newBody(md: string) {
  return runCli(['new', 'task', '--body', w.file(`brief17-${n++}.md`, md), '--no-input', '--json'], w.opts());
}
function answers(r: ReturnType<typeof runCli>): BriefAnswers {
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(readFileSync((JSON.parse(r.stdout) as { json: string }).json, 'utf8')) as { answers: BriefAnswers }).answers;
}
function asksWhy(r: ReturnType<typeof runCli>): void {
  expect(r.code, r.stderr).toBe(2);
  expect(r.stdout + r.stderr).toMatch(/--why/);
}
const next = '\n## Next Steps\n1. Integrate create_entity\n2. Integrate list_entities\n';

describe('an executive summary that states the gap in the work is the why', () => {
  it('English, "## Executive Summary"', () => {
    const a = answers(newBody(`# Session Handoff: entity tools\n\n## Executive Summary\n\nPhase 3 is only 43% complete: four tools remain unimplemented.\n${next}`));
    expect(a.why).toBe('Phase 3 is only 43% complete: four tools remain unimplemented.');
    expect(a.firstStep).toBe('Integrate create_entity');
  });
  it('Spanish, "## Resumen ejecutivo"', () => {
    const a = answers(newBody(`# Session Handoff: entity tools\n\n## Resumen ejecutivo\n\nLa fase 3 está incompleta: cuatro herramientas siguen sin implementar.\n${next}`));
    expect(a.why).toMatch(/^La fase 3 está incompleta/);
  });
  it('near-miss: an executive summary that only reports what shipped is no why (asked for)', () => {
    asksWhy(newBody(`# Session Handoff: entity tools\n\n## Executive Summary\n\nSeven tools shipped and 116 tests pass.\n${next}`));
  });
});

describe('a direction to the reader in the intro is no why', () => {
  it('English, "Start here. This is the project-wide pickup doc; …"', () => {
    asksWhy(newBody(`# Session Handoff (2026-06-16)\n\nStart here. This is the project-wide pickup doc; the deep log is \`BENCH.md\`.\n\n## TL;DR — current state\nSix commits landed this session.\n${next}`));
  });
  it('German, "Fang hier an."', () => {
    asksWhy(newBody(`# Session Handoff (2026-06-16)\n\nFang hier an. Die Übergabe für das ganze Projekt.\n\n## Stand\nSechs Commits.\n${next}`));
  });
  it('near-miss: an intro that says what is wrong keeps its why, "Start here." beside it or not', () => {
    const a = answers(newBody(`# Session Handoff (2026-06-16)\n\nThe export fails for tenants over 2 GB. Start here.\n\n## TL;DR — current state\nSix commits landed this session.\n${next}`));
    expect(a.why).toBe('The export fails for tenants over 2 GB.');
  });
});

describe('steps numbered inline are a list: the first step is item (1)', () => {
  const why = '# Session Handoff\n\n## Why\nThe export fails for tenants over 2 GB.\n\n';
  it('English, "(1) … → (2) … → (3) …" beside a stated list of what is left', () => {
    const a = answers(newBody(`${why}## Known debt / open items\n1. Import failures in the suite.\n2. The cache is never flushed.\n\n## Recommended next order\n(1) green the suite [debt #1] → (2) flush the cache [#2] →\n(3) ship it.\n\nMemory: \`project_state\`.\n`));
    expect(a.firstStep).toBe('green the suite [debt #1]');
    expect(a.deliver).toMatch(/^1\. Import failures in the suite\./);
  });
  it('Japanese, "①… → ②… → ③…": what to deliver keeps the chain whole', () => {
    const a = answers(newBody('# 引き継ぎ\n\n## 背景\nエクスポートが 2 GB を超えると失敗する。\n\n## 次のステップ\n①テストを直す → ②キャッシュを消す → ③リリースする\n'));
    expect(a.firstStep).toBe('テストを直す');
    expect(a.deliver).toBe('①テストを直す → ②キャッシュを消す → ③リリースする');
  });
  it('German, "1) …; 2) …; 3) …" (markdown reads it as one list item)', () => {
    const a = answers(newBody(`${why}## Next steps\n1) Cache leeren; 2) neu bauen; 3) ausliefern.\n`));
    expect(a.firstStep).toBe('Cache leeren');
  });
  it('near-miss: numbers in brackets inside a sentence are no order', () => {
    const a = answers(newBody(`${why}## Known debt / open items\n1. Import failures in the suite.\n2. The cache is never flushed.\n\n## Recommended next order\nGreen the suite first (see note (1) and (2) in the log).\n`));
    expect(a.firstStep).toBe('Green the suite first (see note (1) and (2) in the log).');
  });
});
