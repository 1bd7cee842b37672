// A numbered list under a heading that holds a word for priority among others (briefs10, class B1 of the 26th
// set: "## 次回以降の優先候補" / "1. … 2. …", priority candidates from next time on): by its form a ranking of
// what to do, so when nothing else names the next steps or what to deliver, the list is what to deliver and its
// item 1 the first step. Through `new task --body … --no-input --json`; near-misses beside.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

function newBody(md: string) {
  return runCli(['new', 'task', '--body', w.file('ranked.md', md), '--no-input', '--json'], w.opts());
}
function answers(r: ReturnType<typeof runCli>): BriefAnswers {
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(readFileSync((JSON.parse(r.stdout) as { json: string }).json, 'utf8')) as { answers: BriefAnswers }).answers;
}
const brief = (section: string) => `# Cloth solver handoff\n\n## Why\nThe solver drops pins on long bakes.\n\n## Current state\nBakes run for 200 frames.\n\n${section}`;

const variants: [string, string][] = [
  ['Japanese, "次回以降の優先候補"', '## 次回以降の優先候補\n\n1. 長時間Bakeを検証する。\n2. 低密度コライダーを自動生成する。\n\n自己衝突は優先しません。\n'],
  ['English, "Follow-up priorities", a lead line', '## Follow-up priorities\n\nIn this order:\n\n1. Verify the long bake.\n2. Generate a low-density collider.\n'],
  ['German, "Prioritäten für die nächste Runde", "1)" numbers', '## Prioritäten für die nächste Runde\n\n1) Verify the long bake.\n2) Generate a low-density collider.\n'],
  ['Spanish, "Prioridades para la siguiente ronda", CRLF', '## Prioridades para la siguiente ronda\n\n1. Verify the long bake.\n2. Generate a low-density collider.\n'],
];

describe('a numbered list under a heading that holds a priority word is what to deliver, its item 1 the first step', () => {
  for (const [name, section] of variants) {
    it(name, () => {
      const md = brief(section);
      const a = answers(newBody(name.includes('CRLF') ? md.replace(/\r?\n/g, '\r\n') : md));
      expect(a.firstStep).toMatch(/^(?:長時間Bakeを検証する。|Verify the long bake\.)$/);
      expect(a.deliver).toMatch(/コライダー|collider/);
    });
  }
});

describe('a brief with no why that ranks what to do next is refused for the why only', () => {
  it('Japanese, "## 現在の到達点" (where the work stands, the Context) over "## 次回以降の優先候補"', () => {
    const md = '# 開発引き継ぎメモ\n\n## 現在の到達点\n\nBakeは200フレームまで動くため、長時間の検証が必要です。\n\n## 次回以降の優先候補\n\n1. 長時間Bakeを検証する。\n2. 低密度コライダーを自動生成する。\n';
    const r = newBody(md);
    expect(r.code).toBe(2);
    expect((JSON.parse(r.stdout) as { error: { missing: { flag: string }[] } }).error.missing.map((m) => m.flag)).toEqual(['--why']);
  });
});

describe('near-misses', () => {
  it('bullets under such a heading are a set, not a ranking: the tool asks', () => {
    const r = newBody(brief('## Design priorities\n\n- Correctness over speed.\n- Small modules.\n'));
    expect(r.code).toBe(2);
    expect((JSON.parse(r.stdout) as { error: { missing: { flag: string }[] } }).error.missing.map((m) => m.flag)).toEqual(['--deliver', '--first-step']);
  });

  it('a numbered list beside a section that names the next steps stays where it is', () => {
    const a = answers(newBody(brief('## Deliver\nPins hold for 2000 frames.\n\n## Open priorities\n\n1. Pin constraints.\n2. Mesh cache.\n\n## Next step\nRun the 2000-frame bake.\n')));
    expect(a.firstStep).toBe('Run the 2000-frame bake.');
    expect(a.deliver).toBe('Pins hold for 2000 frames.');
  });

  it('a numbered list under a heading with no priority word is left alone', () => {
    const r = newBody(brief('## Build order\n\n1. Compile the solver.\n2. Link the addon.\n'));
    expect(r.code).toBe(2);
  });
});
