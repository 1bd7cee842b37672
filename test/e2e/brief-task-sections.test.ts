// Work split into sections that each close on their own completion criteria (briefs10, class B1 of the 26th
// set): "## 작업자 1: KIS 담당" … "완료 기준:" over a list. No heading says "Deliver", yet by structure those
// sections are what to deliver: `new task --body … --no-input --json` fills What to deliver from them (and, when
// the why is missing, asks for the why only), and `lint` does not report What to deliver missing. Variants in
// other languages, label forms and line ends, beside near-misses where the rule must not fire.

import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';
import { readFileSync } from 'node:fs';

const w = docWorld();

function newBody(name: string, md: string, ...flags: string[]) {
  return runCli(['new', 'task', '--body', w.file(name, md), '--no-input', '--json', ...flags], w.opts());
}
function answers(r: ReturnType<typeof runCli>): BriefAnswers {
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { json: string };
  return (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers;
}

const WHY = '## Why\nImports take an hour.\n\n';
const STEP = '\n## Next step\nRead src/parse.ts.\n';

/** [name, body between why and the next step, words the deliver must hold (one per task)] */
const variants: [string, string, string[]][] = [
  ['Korean worker shares with "완료 기준:"', '## 작업자 1: 파서 담당\n\n담당 파일:\n\n- `src/parse.ts`\n\n완료 기준:\n\n- 파서가 스트리밍합니다.\n- `npm run check`가 통과합니다.\n\n## 작업자 2: 저장 담당\n\n완료 기준:\n\n- 행을 묶어서 씁니다.\n', ['스트리밍', '묶어서']],
  ['English tracks with a bold "**Done when:**" label', '## Track A: parser\n\nFiles:\n\n- src/parse.ts\n\n**Done when:**\n\n- the parser streams\n- tests pass\n\n## Track B: writer\n\n**Done when:**\n- the writer batches rows\n', ['streams', 'batches']],
  ['German shares with "Akzeptanzkriterien:", numbered', '## Aufgabe 1 — Parser\n\nAkzeptanzkriterien:\n1. Der Parser streamt.\n2. Tests laufen durch.\n\n## Aufgabe 2 — Schreiber\n\nAkzeptanzkriterien:\n1. Zeilen werden gebündelt.\n', ['streamt', 'gebündelt']],
  ['Japanese shares with "完了基準：", one level deeper under a plain group', '## 分担\n\n### 担当1：パーサ\n\n完了基準：\n- パーサがストリーム処理する\n\n### 担当2：書き込み\n\n完了基準：\n- 行をまとめて書く\n', ['ストリーム', 'まとめて']],
  ['a single task section, CRLF', '## Parser rewrite\r\n\r\nThe parser reads everything at once.\r\n\r\nAcceptance criteria:\r\n\r\n- the parser streams\r\n- memory stays under 200 MB\r\n'.replace(/\n/g, '\n'), ['streams']],
];

describe('sections that each close on their own completion criteria are what to deliver', () => {
  for (const [name, body, words] of variants) {
    it(`${name}: new --body fills What to deliver from every task`, () => {
      const md = `# Split the importer\n\n${WHY}${body}${STEP}`;
      const a = answers(newBody('tasks.md', name.includes('CRLF') ? md.replace(/\n/g, '\r\n') : md));
      for (const word of words) expect(a.deliver).toContain(word);
      expect(a.firstStep).toBe('Read src/parse.ts.');
    });
  }

  it('when the why is missing too, the refusal asks for the why only', () => {
    const r = newBody('no-why.md', `# Split the importer\n\n${variants[0]![1]}${STEP}`);
    expect(r.code).toBe(2);
    const e = (JSON.parse(r.stdout) as { error: { missing: { flag: string }[] } }).error;
    expect(e.missing.map((m) => m.flag)).toEqual(['--why']);
  });

  it('lint of such a brief with no why reports the why missing, not What to deliver', () => {
    const r = runCli(['lint', w.file('lint.md', `# Split the importer\n\n${variants[0]![1]}${STEP}`)], w.opts());
    expect(r.code).toBe(3);
    expect(r.stdout + r.stderr).toContain('missing-why');
    expect(r.stdout + r.stderr).not.toContain('missing-deliver');
  });

  it('every task section is in What to deliver, under its own heading', () => {
    const a = answers(newBody('whole.md', `# Split the importer\n\n${WHY}${variants[1]![1]}${STEP}`));
    expect(a.deliver).toContain('Track A: parser');
    expect(a.deliver).toContain('Track B: writer');
    expect(a.context).not.toContain('Track');
  });
});

describe('near-misses: the rule does not fire', () => {
  const near: [string, string][] = [
    ['sibling sections with the same label over a list, but no criteria of done ("Files:")', '## Worker A: parser\n\nFiles:\n\n- src/parse.ts\n\n## Worker B: writer\n\nFiles:\n\n- src/write.ts\n'],
    ['a "Done when:" label inside a code block', '## Template for the next brief\n\nCopy this:\n\n```\nDone when:\n- fill this in\n```\n'],
  ];
  for (const [name, body] of near) {
    it(`${name}: What to deliver is not taken from it`, () => {
      // (The brief names nothing else to deliver: the tool asks for it.)
      const r = newBody('near.md', `# Split the importer\n\n${WHY}${body}${STEP}`);
      expect(r.code, r.stderr).toBe(2);
      expect((JSON.parse(r.stdout) as { error: { missing: { flag: string }[] } }).error.missing.map((m) => m.flag)).toEqual(['--deliver']);
    });
  }

  it('a brief that says what to deliver keeps it; the task sections stay under their own headings', () => {
    const a = answers(newBody('stated.md', `# Split the importer\n\n${WHY}## Deliver\nA streaming importer.\n\n${variants[0]![1]}${STEP}`));
    expect(a.deliver).toBe('A streaming importer.');
    expect(a.context).toContain('작업자 2');
  });
});
