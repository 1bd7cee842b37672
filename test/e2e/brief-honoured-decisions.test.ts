// QA 41, class 1: a brief's decisions to honour and its rules go to the right field, through the built CLI
// (`handoff new task --body … --no-input --json`). "## What worked well (do this)" and "## In-context nuances" are
// Already decided, each bullet whole (not a fragment "Don't refactor it back to private." cut from it); a section of
// what stays out of a public repository is a constraint. Near-misses: a real "## Constraints" list keeps its items,
// a "## Nächster Schritt" heading is no decision.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

function briefFrom(name: string, md: string) {
  const r = runCli(['new', 'task', '--body', w.file(name, md), '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { json: string };
  return { ...r, answers: (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers };
}

const around = (middle: string) =>
  `# Fix the export job\n\n## Why\nExports time out for big tenants.\n\n## Deliver\nExports stream in chunks.\n\n${middle}\n\n## Next step\nRun the export test.\n`;

describe('decisions recorded to honour are Already decided, each item whole', () => {
  const cases: [string, string, string[]][] = [
    ['en-nuances', '## In-context nuances (not captured in commits)', [
      '**`CATALOG_VERSIONS`** is exported because A4 needed it. Don\'t refactor it back to private.',
      '**`forceStandaloneOutput` was deleted** — the template overwrites `next.config.ts`. Don\'t reintroduce a regex-based injector.']],
    ['en-worked', '## What worked well (do this)', [
      '**Bundle by group, not by task.** One implementer per group saved subagent calls.',
      '**Spec reviewer goes before code quality reviewer.** Don\'t dispatch quality review until spec passes.']],
    ['de-nuancen', '## Nuancen (nicht in den Commits)', [
      '**`CATALOG_VERSIONS`** ist exportiert, weil A4 es braucht. Nicht wieder privat machen.',
      '**Der Injektor wurde gelöscht** — die Vorlage überschreibt `next.config.ts`.']],
    ['es-funciono', '## Lo que funcionó bien', [
      '**Agrupar por grupo, no por tarea.** Un implementador por grupo ahorró llamadas.',
      '**Revisión de especificación antes que la de calidad.** No lanzar la de calidad antes.']],
  ];
  for (const [name, heading, items] of cases) {
    it(`${name}: "${heading}"`, () => {
      const r = briefFrom(`dec-${name}.md`, around(`${heading}\n${items.map((i) => `- ${i}`).join('\n')}`));
      expect(r.answers.decided, r.stderr).toEqual(items);
      expect(r.answers.fields.constraints ?? '', r.stderr).not.toMatch(/^(Don't|Nicht|No lanzar)/m);
    });
  }
});

describe('what stays out of a public repository is a constraint', () => {
  const cases: [string, string, string][] = [
    ['es', '## Datos que NO están en el repositorio (por ser público)', 'Nombre y CIP del Jefe: se escriben en la tarjeta y quedan en el navegador.'],
    ['en', '## Kept out of the repo (it is public)', 'Customer names live in the browser only; `data/local.json` is git-ignored.'],
    ['de', '## Nicht im Repository (öffentlich)', 'Kundennamen stehen nur im Browser; `data/local.json` ist von git ignoriert.'],
  ];
  for (const [name, heading, text] of cases) {
    it(`${name}: "${heading}"`, () => {
      const r = briefFrom(`repo-${name}.md`, around(`${heading}\n${text}`));
      expect(r.answers.fields.constraints ?? '', r.stderr).toContain(text);
    });
  }
});

describe('near-misses', () => {
  it('a real "## Constraints" list keeps its items as constraints, nothing decided', () => {
    const r = briefFrom('near-constraints.md', around('## Constraints\n- Do not touch the invoice template.\n- Keep Node 18 support.'));
    expect(r.answers.fields.constraints ?? '', r.stderr).toContain('Do not touch the invoice template.');
    expect(r.answers.fields.constraints ?? '').toContain('Keep Node 18 support.');
  });
  it('a "## Current state" section stays context', () => {
    const r = briefFrom('near-state.md', around('## Current state\n- The exporter streams 10 MB chunks already.'));
    expect(r.answers.decided, r.stderr).toEqual([]);
  });
});
