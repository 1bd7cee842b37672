// QA 40, class 4: a sentence is never cut at a stop inside a code span, a path, a version, a date or an abbreviation
// ("`/arc/home/tb/.local/bin/gh`", "20.05.2026", "z. B.", "т. е."), nor at a semicolon inside brackets, nor where the
// paragraph wraps it onto the next line: a rule copied into Constraints, or a line into Pointers, is a whole sentence
// (src/brief/sentences.ts). Two real sentences on one line still split. Through `new task --body … --no-input --json`.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
let n = 0;
function answers(md: string): BriefAnswers {
  const r = runCli(['new', 'task', '--body', w.file(`whole-${n++}.md`, md), '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(readFileSync((JSON.parse(r.stdout) as { json: string }).json, 'utf8')) as { answers: BriefAnswers }).answers;
}
const brief = (section: string, body: string) =>
  `# Pickup: residual campaign\n\n## Why\nThe gate closed with no lambda, so the residual campaign must run.\n\n## What to do\nRun the residual smoke test.\n\n## First step\nAttach to the tmux session.\n\n## ${section}\n${body}\n`;
const constraints = (a: BriefAnswers) => (a.fields['constraints'] ?? '').split('\n\n').filter(Boolean);
const pointers = (a: BriefAnswers) => (a as unknown as { pointers?: string[] }).pointers ?? [];

describe('a copied rule or pointer is a whole sentence', () => {
  it('English: a period and a semicolon inside code spans and brackets cut nothing (QA 40 06)', () => {
    const a = answers(brief('Env / ops', 'Venv: `/arc/home/tb/venv` (3.12). `gh` for push: `/arc/home/tb/.local/bin/gh` (`/opt/conda/bin/gh` missing; do not `git config --global`).'));
    expect(constraints(a)).toEqual(['`gh` for push: `/arc/home/tb/.local/bin/gh` (`/opt/conda/bin/gh` missing; do not `git config --global`).']);
    for (const p of pointers(a)) expect(p).not.toMatch(/missing;$/);
  });
  it('English: a rule the paragraph wraps onto the next line is copied whole (QA 40 05)', () => {
    const a = answers(brief('Background', 'Write the test first. **Do not** `git stash`,\n`git checkout`, or move files out of the tree: an agent did that on 2026-09-08.\nUse `pgrep -x xcodebuild`. **Never `pkill -f`.**'));
    expect(constraints(a)).toEqual(['**Do not** `git stash`, `git checkout`, or move files out of the tree: an agent did that on 2026-09-08.', '**Never `pkill -f`.**']);
  });
  it('German: a date and "z. B." end no sentence', () => {
    const a = answers(brief('Hintergrund', 'Der Cache liegt unter `/srv/data/v2.1/.cache`. **Niemals** den Ordner `/srv/data/.cache` löschen, z. B. per Cron am 20.05.2026, sonst fehlt der Index.'));
    expect(constraints(a)).toEqual(['**Niemals** den Ordner `/srv/data/.cache` löschen, z. B. per Cron am 20.05.2026, sonst fehlt der Index.']);
  });
  it('Russian: a date and "т. е." end no sentence', () => {
    const a = answers(brief('Заметки', 'Состояние лежит в `/var/lib/app/.state`. **Никогда** не удаляй каталог `/var/lib/app/.state`, т. е. данные с 20.05.2026, без копии.'));
    expect(constraints(a)).toEqual(['**Никогда** не удаляй каталог `/var/lib/app/.state`, т. е. данные с 20.05.2026, без копии.']);
  });
  it('near-miss: two real sentences on one line still split, the rule alone copied', () => {
    const a = answers(brief('Notes', 'Run the tests in `src/v1.2/`. **Never** push to `main` directly. Then open a PR.'));
    expect(constraints(a)).toEqual(['**Never** push to `main` directly.']);
  });
});
