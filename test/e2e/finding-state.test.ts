// A finding's state of repair (finding-state.ts): fixed, open, wontfix, deferred, read from a status column's cell,
// a status label in the finding's body, a mark and word closing its title, or a heading group over it ("### Fixed",
// "## 🟢 LOW — fixed"). `return --json` and `pull --json` carry it; `pull` shows it beside the severity. A state is no
// verification (QA 35 doc 15, QA 37 docs 12 and 16: fixed findings showed no state at all).

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();
const states = (text: string): [string, string | null][] => {
  const { j, pulled } = returnAndPull(w, text, 'state probe');
  expect(pulled.map((f) => f.state ?? null)).toEqual(j.findings.map((f: FindingData) => f.state ?? null));
  return pulled.map((f) => [f.title, f.state ?? null]);
};

describe('a status column in a findings table', () => {
  it.each([
    ['English', '# Parser review\n\n## Findings\n\n| ID | Finding | Severity | Status |\n|----|---------|----------|--------|\n| F1 | Off-by-one in the tokenizer loop | High | ✅ Fixed |\n| F2 | Locale missing in date formatting | Medium | Still open |\n| F3 | Retry storm on timeout | Low | Won\'t fix |\n| F4 | Cache never evicts | Low | Deferred |\n'],
    ['German', '# Parser-Prüfung\n\n## Befunde\n\n| ID | Befund | Schwere | Status |\n|----|--------|---------|--------|\n| F1 | Off-by-one in der Tokenizer-Schleife | Hoch | ✅ Behoben |\n| F2 | Locale fehlt beim Datumsformat | Mittel | Noch offen |\n| F3 | Wiederholungssturm bei Timeout | Niedrig | Wird nicht behoben |\n| F4 | Cache verdrängt nie | Niedrig | Zurückgestellt |\n'],
  ])('%s', (_what, text) => {
    expect(states(text).map((x) => x[1])).toEqual(['fixed', 'open', 'wontfix', 'deferred']);
  });
});

describe('a heading group over its findings', () => {
  it.each([
    ['English', '# Bug hunt\n\n## Findings\n\n### Fixed\n- **Stale owner** — the operator is not cleared on close.\n- **Balance constant inverted** — drains instead of fills.\n\n### Open\n- **Renderer decrypts twice** — every frame decrypts the payload twice.\n\n### Deferred\n- **Shared owner drain order** — depends on map order, harmless.\n'],
    ['French', '# Chasse aux bogues\n\n## Constats\n\n### Corrigés\n- **Propriétaire périmé** — l\'opérateur n\'est pas effacé à la fermeture.\n- **Constante de solde inversée** — vide au lieu de remplir.\n\n### Ouvert\n- **Le rendu déchiffre deux fois** — chaque image déchiffre la charge deux fois.\n\n### Reporté\n- **Ordre de vidage partagé** — dépend de l\'ordre de la table.\n'],
  ])('%s', (_what, text) => {
    // (A "### Won't fix" group holds findings whose state is wontfix: finding-state-groups.test.ts, state19.)
    expect(states(text).map((x) => x[1])).toEqual(['fixed', 'fixed', 'open', 'deferred']);
  });
  it('a severity heading closed by a state ("## 🟢 LOW — fixed"), and "## Issues found and fixed" over ✅-led issues', () => {
    expect(states('# Hunt\n\n## 🔴 CRITICAL — fixed\n- **Unguarded calls on the tick** — a throw crashes the server.\n\n## 🟢 LOW — fixed\n- **Economy overflow** — the sum wraps past 2^31.\n').map((x) => x[1])).toEqual(['fixed', 'fixed']);
    const issue = (n: number) => `### ✅ Issue ${n}: Wrong vault path number ${n} (Line ${100 + n})\nThe path lacks the \`team_id\` segment.\n`;
    expect(states(`# Design review\n\n## Issues found and fixed\n\n${issue(1)}\n${issue(2)}`).map((x) => x[1])).toEqual(['fixed', 'fixed']);
  });
});

describe('a status label in each finding, or a state closing its title', () => {
  it.each([
    ['English', '# Review\n\n## Findings\n\n### 1. Token written to the access log\n\nThe session token lands in the log.\n\n**Status:** ✅ FIXED\n\n### 2. Retry never backs off\n\nThe loop spins on a dead socket.\n\n**Status:** In progress\n\n### 3. Hardcoded z-index ✅ RESOLVED\n\nThe modal hides under the header.\n'],
    ['Spanish', '# Revisión\n\n## Hallazgos\n\n### 1. Token escrito en el registro\n\nEl token de sesión aparece en el registro.\n\n**Estado:** ✅ Corregido\n\n### 2. El reintento no espera\n\nEl bucle gira sobre un socket muerto.\n\n**Estado:** Sigue abierto\n\n### 3. z-index fijo ✅ RESUELTO\n\nEl modal queda bajo la cabecera.\n'],
  ])('%s', (_what, text) => {
    expect(states(text).map((x) => x[1])).toEqual(['fixed', 'open', 'fixed']);
  });
});

describe('near-miss: no state where nothing says one', () => {
  it('a remedy label ("Fix: add the locale"), "fixed-width font" in a title, an "Open questions" heading', () => {
    expect(
      states('# Review\n\n## Findings\n\n### 1. Date shown in the wrong locale\n\nThe date ignores the user\'s locale.\n\nFix: add the locale to the formatter.\n\n### 2. Fixed-width font breaks the table\n\nColumns overflow on narrow screens.\n').map((x) => x[1]),
    ).toEqual([null, null]);
  });
});

describe('pull shows the state beside the severity', () => {
  it('"[high] [fixed]", and the fields line names the state', () => {
    const text = '# Review\n\n## Findings\n\n| ID | Finding | Severity | Status |\n|----|---------|----------|--------|\n| F1 | Off-by-one in the tokenizer loop | High | ✅ Fixed |\n| F2 | Locale missing in date formatting | Medium | Still open |\n';
    const n = runCli(['new', 'task', '-t', 'state pull', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], w.opts());
    const id = (JSON.parse(n.stdout) as { id: string }).id;
    expect(runCli(['return', id, '--body', w.file('r.md', text), '--outcome', 'answered', '--no-input', '--json'], w.opts()).code).toBe(0);
    const out = runCli(['pull', id], w.opts()).stdout;
    expect(out).toContain('[high] [fixed]');
    expect(out).toContain('[medium] [open]');
    expect(out).toMatch(/severity, state, verification/);
  });
});
