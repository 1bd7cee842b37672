// A brief's list answers read by their sub-headings (QA39 doc 12 and doc 04, items.ts headedBodies, read-brief.ts
// labelsApart, lifted-lines.ts sentencesAt), through the built CLI: `handoff new task --body … --no-input --json`.
// - Already decided written as "### 1. Two-tier control model" over a table, code and paragraphs is one decision
//   per sub-heading, its body the reason (not one item per bullet, row and code block); a sub-heading over list
//   items only ("### Backend" over "- Postgres") still gives one item per bullet (near miss). `lint` counts alike.
// - A sub-heading that groups the pointers below it ("### 調査対象", "### Files to change") is no pointer: kept as
//   a note above them.
// - Labelled lines with hard breaks ("**Repo:** …  " over "**Fork of:** …") are one statement each: the Repo line
//   lands in Pointers once, not again inside a sentence of the whole paragraph.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

function briefOf(name: string, md: string): { answers: BriefAnswers; brief: string } {
  const r = runCli(['new', 'task', '--body', w.file(name, md), '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { json: string; brief: string };
  const answers = (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers;
  return { answers, brief: readFileSync(j.brief, 'utf8') };
}

const around = (heading: string, middle: string) =>
  `# Review the scheduler fork\n\n## Why\nThe fork must be reviewed before merge because it changes the policy gates.\n\n## Deliver\nA review of the scheduler.\n\n## First step\nRead \`git log --oneline\`.\n\n## ${heading}\n\n${middle}\n`;

const decisionsEn = [
  '### 1. Two-tier control model',
  '',
  '| Actor | Shell | Agents |',
  '|-------|-------|--------|',
  '| Human | yes | yes |',
  '| LLM | gated | no |',
  '',
  'The LLM can run shell jobs but cannot spawn agents unless settings allow it.',
  '',
  '### 2. Policy system',
  '',
  '```json',
  '{ "policy": { "shell": "allow" } }',
  '```',
  '',
  '- **`allow`** — runs at once',
  '- **`deny`** — blocked',
  '',
  'Project settings override global ones.',
  '',
  '### 3. External process manager',
  '',
  'Jobs are delegated to an external daemon so they survive crashes.',
].join('\n');

const decisionsDe = [
  '### 1. Zweistufige Kontrolle',
  '',
  'Menschen starten Agenten, das Modell nur Shell-Jobs, damit nichts unbemerkt läuft.',
  '- `/bg run` immer erlaubt',
  '- `/bg agent` nur für Menschen',
  '',
  '### 2. Richtliniensystem',
  '',
  'Einstellungen des Projekts gehen vor den globalen, weil jedes Projekt eigene Regeln braucht.',
].join('\n');

describe('Already decided written as sub-headings with prose is one decision per sub-heading', () => {
  it('English: three decisions, each with its body', () => {
    const { answers } = briefOf('dec-en.md', around('Key Design Decisions', decisionsEn));
    expect(answers.decided.length, JSON.stringify(answers.decided)).toBe(3);
    expect(answers.decided[0]).toMatch(/^1\. Two-tier control model\n\n\| Actor/);
    expect(answers.decided[0]).toContain('cannot spawn agents');
    expect(answers.decided[1]).toContain('"shell": "allow"');
    expect(answers.decided[1]).toContain('Project settings override global ones.');
    expect(answers.decided[2]).toContain('survive crashes');
  });
  it('German: two decisions', () => {
    const { answers } = briefOf('dec-de.md', around('Wichtige Entscheidungen', decisionsDe));
    expect(answers.decided.length, JSON.stringify(answers.decided)).toBe(2);
    expect(answers.decided[0]).toContain('`/bg agent` nur für Menschen');
  });
  it('lint counts one item per decision (no decision-without-why per bullet or row)', () => {
    const f = w.file('dec-lint.md', around('Key Design Decisions', decisionsEn));
    const r = runCli(['lint', f, '--json'], w.opts());
    const j = JSON.parse(r.stdout) as { findings: { rule: string }[] };
    expect(j.findings.filter((x) => x.rule === 'decision-without-why').length, r.stdout).toBeLessThanOrEqual(3);
  });
  it('near miss: a sub-heading over list items only keeps one item per bullet', () => {
    const { answers } = briefOf('dec-list.md', around('Decisions', '### Backend\n\n- Postgres — it is already run in production\n- No ORM — queries stay visible\n\n### Frontend\n\n- Svelte — the team knows it'));
    expect(answers.decided, JSON.stringify(answers.decided)).toEqual(['Backend', 'Postgres — it is already run in production', 'No ORM — queries stay visible', 'Frontend', 'Svelte — the team knows it']);
  });
});

describe('a sub-heading that groups pointers is no pointer', () => {
  const cases: [string, string, string][] = [
    ['Japanese', '関連ファイル', '### 調査対象\n- `src/Helper.cs` - エラー発生箇所\n- `src/Command.cs` - コマンド\n\n### 修正対象（問題解決後）\n- `Application.cs` - ボタン登録を解除'],
    ['English', 'Key files', '### Files to read\n- `src/helper.ts` - where it fails\n\n### Files to change\n- `src/app.ts` - re-enable the button'],
  ];
  for (const [name, heading, middle] of cases) {
    it(name, () => {
      const { answers, brief } = briefOf('ptr.md', around(heading, middle));
      expect(answers.pointers.every((p) => p.includes('`')), JSON.stringify(answers.pointers)).toBe(true);
      expect(answers.pointers.length).toBe(middle.split('\n').filter((l) => l.startsWith('- ')).length);
      // (The label is kept, as a note above the pointers it stood over.)
      for (const l of middle.split('\n').filter((x) => x.startsWith('### '))) expect(brief).toContain(l.slice(4));
    });
  }
  it('near miss: a pointer written as a sub-heading with nothing below it stays a pointer', () => {
    const { answers } = briefOf('ptr-last.md', around('Key files', '- `src/a.ts` - the loop\n\n### `src/b.ts`'));
    expect(answers.pointers, JSON.stringify(answers.pointers)).toContain('`src/b.ts`');
  });
});

describe('labelled lines with hard breaks are one pointer each', () => {
  const head = (lines: string[]) => `# Review the scheduler fork\n\n${lines.join('\n')}\n\n## Why\nThe fork must be reviewed before merge because it changes the policy gates.\n\n## Deliver\nA review of the scheduler.\n\n## First step\nRead the log.\n`;
  it('English: the Repo line lands once', () => {
    const { answers } = briefOf('repo-en.md', head(['**Repo:** https://github.com/acme/widget  ', '**Fork of:** [up/widget](https://github.com/up/widget)  ', '**Single-file extension:** `widget.ts` (~1K lines)', '**Commit history:** local branch over upstream']));
    expect(answers.pointers.filter((p) => p.includes('github.com/acme/widget')).length, JSON.stringify(answers.pointers)).toBe(1);
  });
  it('French: the repository line lands once', () => {
    const { answers } = briefOf('repo-fr.md', head(['**Dépôt :** https://github.com/acme/widget  ', '**Fichier unique :** `widget.ts`', '**Historique :** branche locale']));
    expect(answers.pointers.filter((p) => p.includes('github.com/acme/widget')).length, JSON.stringify(answers.pointers)).toBeLessThanOrEqual(1);
  });
});
