// sub18 (QA 39, class 3 and class 5's --why): brief fields taken from the block they are in, not by a word of a
// sub-heading. A catalogue's parts ("## Feature Summary" > "### Shell Background (`/bg run`)", "### Task List")
// name the things listed, not the why or what to deliver; a real "### Background" under "## Context" stays the
// why. Inside the task, "### Already fixed — do NOT redo" is already decided, "### What to do first" the first
// step, "### Project conventions" the Constraints whole. An intro that reports the session, then says what is
// still wrong ("However, … still returned `0` results"), has that sentence as its why. Through `new task --body`.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
let n = 0;
function newBody(md: string, ...flags: string[]) {
  return runCli(['new', 'task', '--body', w.file(`qa39-${n++}.md`, md), '--no-input', '--json', ...flags], w.opts());
}
function answers(r: ReturnType<typeof runCli>): BriefAnswers {
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(readFileSync((JSON.parse(r.stdout) as { json: string }).json, 'utf8')) as { answers: BriefAnswers }).answers;
}
const constraints = (a: BriefAnswers) => String((a.fields as Record<string, unknown>)['constraints'] ?? '');
function asks(r: ReturnType<typeof runCli>, ...flags: RegExp[]): void {
  expect(r.code, r.stderr).toBe(2);
  for (const f of flags) expect(r.stdout + r.stderr).toMatch(f);
}

describe("a catalogue's parts are its text, not the brief's parts", () => {
  it('English, "## Feature Summary" > "### Shell Background (`/bg run`)", "### Task List (`/task`)"', () => {
    const md = '# Tool — Reviewer Handoff Summary\n\n## What This Is\nA shell extension. Please review the fork before merge.\n\n## Feature Summary\n\n### Shell Background (`/bg run`)\n- Start any shell command in background\n\n### Task List (`/task`)\n- Persistent across sessions\n\n## How to Review\n1. Read the commit log: `git log --oneline`\n';
    asks(newBody(md), /--why/, /--deliver/);
    const a = answers(newBody(md, '--why', 'W', '--deliver', 'D'));
    expect(a.firstStep).toMatch(/Read the commit log/);
    expect(a.firstStep).not.toContain('Persistent');
  });
  it('German, "## Funktionen" > "### Hintergrund (`/bg`)", "### Aufgaben (`/task`)"', () => {
    const md = '# Werkzeug — Übergabe\n\n## Worum es geht\nEine Shell-Erweiterung.\n\n## Funktionen\n\n### Hintergrund (`/bg`)\n- Startet Befehle im Hintergrund\n\n### Aufgaben (`/task`)\n- Bleibt über Sitzungen erhalten\n\n## Nächste Schritte\n1. Den Fork prüfen\n';
    asks(newBody(md), /--why/);
    const a = answers(newBody(md, '--why', 'W'));
    expect(a.deliver).not.toContain('Bleibt über Sitzungen');
  });
  it('near-miss: a real "### Background" under "## Context" stays the why', () => {
    const a = answers(newBody('# Parser split\n\n## Context\n\n### Background\nThe parser is 4,000 lines and nobody can review it.\n\n### Notes\nIt has tests.\n\n## Deliver\nSplit it into three modules.\n\n## First step\nRead `src/parser.ts`.\n'));
    expect(a.why).toMatch(/nobody can review it/);
  });
});

describe('named parts inside the task: already decided, first step, constraints', () => {
  const doc = (already: string, conv: string, first: string) => `# Handoff Prompt — Fix Session\n\n## Context\n\nAn audit found ~30 issues; they are in \`FINDINGS.md\`. A previous fix session was interrupted.\n\n### ${already}\n\n1. \`internal/auth/ratelimit.go\` — rate limiter now keys by host.\n\n## Your job\n\nFix everything described in \`FINDINGS.md\` and commit + push when done.\n\n### ${conv}\n\n- DB driver is \`modernc.org/sqlite\`; use \`_pragma=NAME(VALUE)\` DSN syntax.\n- Never edit applied migrations.\n- Do not mutate prod.\n\n### ${first}\n\n1. Read \`FINDINGS.md\` and run \`git status\`.\n`;
  it('English, "Already fixed — do NOT redo blindly", "Project conventions", "What to do first"', () => {
    const a = answers(newBody(doc('Already fixed — do NOT redo blindly; verify and build on them', 'Project conventions', 'What to do first')));
    expect(a.decided.join('\n')).toContain('rate limiter now keys by host');
    expect(a.why).not.toContain('rate limiter');
    expect(a.firstStep).toMatch(/^(?:1\. )?Read `FINDINGS\.md`/);
    for (const l of ['modernc.org/sqlite', 'Never edit applied migrations.', 'Do not mutate prod.']) expect(constraints(a)).toContain(l);
  });
  it('French, "Déjà corrigé — ne pas refaire", "Conventions du projet", "Par où commencer"', () => {
    const a = answers(newBody(doc('Déjà corrigé — ne pas refaire', 'Conventions du projet', 'Par où commencer')));
    expect(a.decided.join('\n')).toContain('rate limiter now keys by host');
    expect(a.firstStep).toMatch(/Read `FINDINGS\.md`/);
    expect(constraints(a)).toContain('modernc.org/sqlite');
  });
  it('near-miss: "### Already fixed" with no word against redoing stays in the Context', () => {
    const a = answers(newBody(doc('Already fixed', 'Project conventions', 'What to do first')));
    expect(a.decided.join('\n')).not.toContain('rate limiter');
  });
});

describe('an intro that reports the session, then says what is still wrong: that sentence is the why', () => {
  const doc = (intro: string) => `# Next Session Plan: Zero-Yield Sources\n\n${intro}\n\n---\n\n## 1. Walmart\n**The Issue:** The URL path is incorrect.\n\n## Final Checklist for Next Session\n- [ ] Fix Walmart URL to use \`/search?q=\`.\n`;
  it('English, "However, the remaining three sources … still returned `0` results"', () => {
    const a = answers(newBody(doc('In our current session, we resolved the Target.com bot block. Target.com is now extracting candidates.\n\nHowever, the remaining three sources—Best Buy, Walmart, and Williams-Sonoma—still returned `0` results during the scraper run. Below is the documentation for addressing these in the next session.')));
    expect(a.why).toMatch(/^However, the remaining three sources.*still returned `0` results/);
    expect(a.context).toContain('we resolved the Target.com bot block');
  });
  it('German, "Die anderen drei Quellen liefern weiterhin keine Treffer."', () => {
    const a = answers(newBody(doc('In dieser Sitzung haben wir die Sperre bei Target behoben. Target liefert jetzt Ergebnisse.\n\nDie anderen drei Quellen liefern weiterhin keine Treffer. Unten steht, was zu tun ist.')));
    expect(a.why).toBe('Die anderen drei Quellen liefern weiterhin keine Treffer.');
  });
  it('near-miss: a report with nothing still wrong is still the Context (the why is asked for)', () => {
    const r = newBody(doc('In our current session, we resolved the Target.com bot block. Target.com is now extracting candidates.\n\nBelow is the documentation for the next session.'));
    expect(r.code, r.stderr).toBe(2);
    expect(r.stdout + r.stderr).toMatch(/--why/);
  });
});
