// Lines that name a path or link but are not pointers (QA39 class 1, lifted-lines.ts), through the built CLI: `handoff
// new task --body … --no-input --json`. A labelled fact ("**Current URL in Profile:** `https://…`", "**Root Cause:** …
// the `/s/` path"), a tally of results ("Suite **3150 pass / 12 skip / 0 fail** · `dist/x` rebuilt"), a push status
// ("**Everything pushed: `origin/master` = `0f71051`.**") and a task sentence naming a file ("**Fix everything
// described in `FINDINGS.md`.**", "Modify `x.yaml` to …") say where things stand or what to do, not where to look. The
// line stays where it was. Near misses stay pointers: a file and what it is, a command to run, a commit, an issue link.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

function briefOf(name: string, md: string): { answers: BriefAnswers; text: string } {
  const r = runCli(['new', 'task', '--body', w.file(name, md), '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { json: string; path?: string };
  const answers = (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers;
  return { answers, text: JSON.stringify(answers) };
}

const around = (heading: string, middle: string) =>
  `# Fix the zero-yield sources\n\n## Why\nThree sources still return no results.\n\n## Deliver\nEvery source yields listings.\n\n## ${heading}\n\n${middle}\n\n## Next step\nRun the search test.\n`;

describe('a labelled fact naming a link or a path is no pointer', () => {
  const cases: [string, string, string][] = [
    ['English current value and root cause', 'Walmart', '**Current URL in Profile:** `https://www.walmart.com/s/dyson`\n**Root Cause:** Walmart\'s site-search uses the `/search?q=` path. A path like `/s/` returns a 404.'],
    ['German', 'Walmart', '**Aktuelle URL im Profil:** `https://www.walmart.com/s/dyson`\n**Ursache:** Die Suche nutzt den Pfad `/search?q=`. Ein Pfad wie `/s/` liefert 404.'],
    ['Spanish', 'Walmart', '- **Estado actual:** `https://www.walmart.com/s/dyson`\n- **Causa raíz:** la búsqueda usa la ruta `/search?q=`.'],
    ['Chinese', 'Walmart', '**当前 URL：** `https://www.walmart.com/s/dyson`\n\n**根本原因：** 站内搜索使用 `/search?q=` 路径。'],
  ];
  for (const [name, heading, text] of cases) {
    it(name, () => {
      const { answers, text: all } = briefOf('fact.md', around(heading, text));
      expect(answers.pointers, JSON.stringify(answers.pointers)).toEqual([]);
      // (The line is kept where it was.)
      expect(all).toContain('walmart.com/s/dyson');
    });
  }
});

describe('a tally of results or a push status is no pointer', () => {
  const cases: [string, string][] = [
    ['English suite tally over three lines', 'Suite **3150 pass / 12 skip / 0 fail** · `tsc` + biome clean · `dist/reviewgate` rebuilt\n(`sha256:879a87e5…`) and deployed via the `~/.local/bin/reviewgate` symlink — note that build\nPREDATES `bc4cc6a`, so rebuild before relying on it.'],
    ['English push status', '**Everything pushed: `origin/master` = `0f71051`.**'],
    ['French tally', 'Suite complète : **412 réussis, 3 échoués** après la reconstruction de `dist/exporter` et le déploiement via `~/.local/bin/exporter` hier soir.'],
    ['German tally', 'Testlauf: **88 bestanden / 2 fehlgeschlagen**, `dist/exporter` neu gebaut und über `~/.local/bin/exporter` ausgeliefert, alles im Hauptzweig.'],
  ];
  for (const [name, text] of cases) {
    it(name, () => {
      const { answers } = briefOf('tally.md', around('What landed', text));
      expect(answers.pointers, JSON.stringify(answers.pointers)).toEqual([]);
    });
  }
});

describe('a task sentence naming a file is no pointer', () => {
  const cases: [string, string][] = [
    ['English bold task', '**Fix everything described in `FINDINGS.md` and commit + push when done.**'],
    ['English change step', '- Modify `products/vacuum/profile.yaml` to change the Walmart URL to `https://www.walmart.com/search?q=dyson`.'],
    ['Russian change step', '- Измени `products/vacuum/profile.yaml`, чтобы адрес Walmart вёл на `https://www.walmart.com/search?q=dyson`.'],
  ];
  for (const [name, text] of cases) {
    it(name, () => {
      const { answers } = briefOf('task.md', around('Context', text));
      expect(answers.pointers, JSON.stringify(answers.pointers)).toEqual([]);
    });
  }
});

describe('near misses stay pointers', () => {
  const near: [string, string, string][] = [
    ['a file, a line and what it is', '- `src/pager.ts:42` — the loop that skips a page', '`src/pager.ts:42` — the loop that skips a page'],
    ['a command to run', '- Run `npm test -- pager`', 'Run `npm test -- pager`'],
    ['a commit to see', '- See commit `abc1234` for the revert', 'See commit `abc1234` for the revert'],
    ['an issue link', '- https://github.com/x/y/issues/12 (the original report)', 'https://github.com/x/y/issues/12 (the original report)'],
    ['a labelled place', 'Full write-up: `docs/dev/pilot-01-result.md`.', 'Full write-up: `docs/dev/pilot-01-result.md`.'],
    ['a command with its expected tally', '- Run `npm test -- pager` (expect 24 passed)', 'Run `npm test -- pager` (expect 24 passed)'],
    ['a labelled repo (German)', '**Repository:** `https://github.com/x/y`', '**Repository:** `https://github.com/x/y`'],
  ];
  for (const [name, text, pointer] of near) {
    it(name, () => {
      const { answers } = briefOf('near.md', around('Pointers', text) + `\n## Context\n\n${text}\n`);
      expect(answers.pointers.join('\n'), JSON.stringify(answers.pointers)).toContain(pointer.replace(/^- /, ''));
    });
  }
});
