// What a report says around its findings is counted as findings (QA 35 class 1, over17): a summary by theme whose every
// item names two findings or more stated elsewhere ("## Cross-cutting findings" / "1. **Low-level correctness:** F-P0-3,
// [T1] …"), a pointer item "See F-P0-1, F-P0-2.", a labelled list of deferred findings named again by their counter
// ("**⏸️ Deferred Items:**" / "- **Issue #7 (refactor):** … defer"), a table of test runs' tallies ("| e2e.spec.js |
// **35/35 PASS** |") and a coverage-gaps list before the bugs ("**Coverage gaps (honest):**", "**Testlücken:**"). A person counts each finding once, where it is stated.
// Near-misses: a finding with its own id that points at another ("[C1] … (see F-P0-3)"), a summary list that also
// names a new problem, a labelled list of new problems, a results table whose rows state problems, coverage gaps alone.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'summed non-findings');
const titles = (text: string) => handoff.record(text, '--outcome', 'answered').j.findings.map((f) => f.title);

const IDS_EN = [
  '# Seal review',
  '',
  '> REVIEW phase complete.',
  '',
  '## P0 findings',
  '### F-P0-1 Spec classified over the placeholder trace',
  'The nesting is read from the wrong trace.',
  '',
  '### F-P0-2 Zero-context AUT still faults',
  'The resolve runs over the placeholder state.',
  '',
  '## Per-file findings',
  '### seal.py',
  '- See F-P0-1, F-P0-2.',
  '- [S1] (P2) Default arg on `_make_insts` (`:131`).',
  '- [T1] (P1) Latent `extra_data` layout divergence',
  '  between the parser and the CE.',
  '- [C1] (P2) The comment says "9 u64" — wrong (see F-P0-2).',
  '',
  '## Cross-cutting findings (by dimension)',
  '1. **Low-level correctness:** F-P0-2 (keys), [T1] extra_data. Verified-correct: tag bits,',
  '   field mapping.',
  '2. **Testing:** add regressions for F-P0-1 and [S1].',
  '',
].join('\n');

const IDS_DE = [
  '# Prüfbericht Versiegelung',
  '',
  '> Prüfung abgeschlossen.',
  '',
  '## P0-Befunde',
  '### F-P0-1 Spezifikation über die falsche Spur klassifiziert',
  'Die Verschachtelung wird aus der falschen Spur gelesen.',
  '',
  '### F-P0-2 Null-Kontext-AUT löst weiter aus',
  'Die Auflösung läuft über den Platzhalterzustand.',
  '',
  '## Befunde je Datei',
  '### seal.py',
  '- Siehe F-P0-1 und F-P0-2.',
  '- [S1] (P2) Standardargument in `_make_insts` (`:131`).',
  '- [T1] (P1) Latente Abweichung im `extra_data`-Layout',
  '  zwischen Parser und CE.',
  '',
  '## Querschnittliche Befunde',
  '1. **Korrektheit:** F-P0-2 (Schlüssel), [T1] extra_data.',
  '2. **Tests:** Regressionstests für F-P0-1 und [S1] ergänzen.',
  '',
].join('\n');

describe('a summary by theme and pointer items add no findings', () => {
  it('cross-cutting items naming two findings each, and "See F-P0-1, F-P0-2." (English)', () => {
    const t = titles(IDS_EN);
    expect(t).toHaveLength(5);
    expect(t.join('\n')).not.toMatch(/correctness|Testing|See F-P0/);
    expect(t.some((x) => x.includes('9 u64'))).toBe(true); // a finding of its own that points at another stays
  });

  it('the same in German ("Siehe F-P0-1 und F-P0-2.", "Querschnittliche Befunde")', () => {
    const t = titles(IDS_DE);
    expect(t).toHaveLength(4);
    expect(t.join('\n')).not.toMatch(/Korrektheit|Tests:|Siehe/);
  });

  it('near-miss: beside a summary item, an item that names a new problem keeps the list findings', () => {
    const t = titles(IDS_EN.replace('2. **Testing:** add regressions for F-P0-1 and [S1].', '2. **Documentation:** the README still documents nine key words;\n   nobody updated it after the kernel change.'));
    expect(t).toHaveLength(7);
    expect(t.some((x) => x.includes('README'))).toBe(true);
  });
});

const DEFER_EN = [
  '# Code review',
  '',
  'Status: complete',
  '',
  '## Issues',
  '#### Issue #1: Duplicate sort hook',
  '- **Severity:** High',
  '- Two copies drift apart.',
  '',
  '#### Issue #2: FilterBar too large',
  '- **Severity:** Medium',
  '- 415 lines in one component.',
  '',
  '## Final Summary (November 12, 2025) ✅ COMPLETE',
  '',
  '### What Was Accomplished',
  '',
  '**✅ Done:**',
  '- ✅ Zero critical bugs',
  '- ✅ ESLint passing',
  '',
  '**⏸️ Deferred Items (Revisit When Needed):**',
  '- **Issue #2 (FilterBar refactor):** 415 lines, well organised, tests pass - defer until filter work',
  '',
].join('\n');

const DEFER_FR = [
  '# Revue de code',
  '',
  'Statut : terminé',
  '',
  '## Problèmes',
  '#### Problème 1 : hook de tri dupliqué',
  '- **Sévérité :** Haute',
  '- Deux copies divergent.',
  '',
  '#### Problème 2 : FilterBar trop gros',
  '- **Sévérité :** Moyenne',
  '- 415 lignes dans un composant.',
  '',
  '## Bilan final',
  '',
  'La revue est terminée.',
  '',
  '**Problèmes reportés :**',
  '- **Problème 2 (refonte de FilterBar) :** 415 lignes, bien organisé - à reporter',
  '',
].join('\n');

describe('a labelled list that names findings stated above adds none', () => {
  it('deferred items named again by their counter (English)', () => {
    expect(titles(DEFER_EN)).toHaveLength(2);
  });

  // (French: the label is no list of problems on main either; the count holds.)
  it('the same in French ("Problème 2 (…) : …")', () => {
    expect(titles(DEFER_FR)).toHaveLength(2);
  });

  it('near-miss: a labelled list of new problems stays findings', () => {
    const t = titles(DEFER_EN.replace('- **Issue #2 (FilterBar refactor):** 415 lines, well organised, tests pass - defer until filter work', '- The export drops the last row when the file ends without a newline'));
    expect(t).toHaveLength(3);
  });
});

const TALLY_EN = [
  '# QA report',
  '',
  '## Resolution status',
  '',
  '**All issues in this report have been resolved.**',
  '',
  '### Current test results',
  '| Suite | Result |',
  '|-------|--------|',
  '| `e2e.spec.js` (35 tests) | **35/35 PASS** |',
  '| `stress.py` (20 scenarios) | **13 PASS / 5 WARN / 2 FAIL** (model noise) |',
  '',
  '## Critical issues',
  '### ISSUE #1: Classifier fails every time',
  'The model name is wrong.',
  '',
  '### ISSUE #2: Profile agent unreachable',
  'No route leads to it.',
  '',
].join('\n');

const TALLY_DE = [
  '# QA-Bericht',
  '',
  '## Stand der Behebung',
  '',
  '**Alle Probleme dieses Berichts sind behoben.**',
  '',
  '### Aktuelle Testergebnisse',
  '| Suite | Ergebnis |',
  '|-------|----------|',
  '| `unit` (40 Tests) | **40/40 bestanden** |',
  '| `e2e` (12 Szenarien) | **12/12 bestanden** |',
  '',
  '## Kritische Probleme',
  '### PROBLEM #1: Klassifikator schlägt immer fehl',
  'Der Modellname ist falsch.',
  '',
  '### PROBLEM #2: Profil-Agent unerreichbar',
  'Keine Route führt dorthin.',
  '',
].join('\n');

describe('a table of test runs and their tallies is no finding', () => {
  it('suite rows with "35/35 PASS" before the issues (English)', () => {
    expect(titles(TALLY_EN)).toEqual(['Classifier fails every time', 'Profile agent unreachable']);
  });

  it('the same in German ("40/40 bestanden")', () => {
    expect(titles(TALLY_DE)).toHaveLength(2);
  });

  it('near-miss: result rows that state problems stay findings', () => {
    const t = titles(TALLY_EN.replace('| **35/35 PASS** |', '| checkout times out after 30 s |').replace('| **13 PASS / 5 WARN / 2 FAIL** (model noise) |', '| the retry loop never ends |'));
    expect(t.length).toBeGreaterThan(2);
  });
});

const GAPS_EN = [
  '# Automated bug hunt — report',
  '',
  '## What each layer exercised',
  '',
  'L1 drives the simulation; L2 drives the DOM.',
  '',
  '**Coverage gaps (honest):**',
  '- The crash screen is only reachable after a run ends, untested by L2.',
  '- Final gameplay sign-off is still a human playtest.',
  '',
  '## Bugs',
  '### BUG-01 — Clock deprecation warning on every boot',
  '- Severity: low',
  '- Seen in the console.',
  '',
  '## Concrete observations',
  '- `.shell-title` is shared by two screens.',
  '- The dev server cold start makes the menu test slow.',
  '',
].join('\n');

const GAPS_DE = [
  '# Automatisierte Fehlersuche — Bericht',
  '',
  '## Was jede Ebene geprüft hat',
  '',
  'L1 treibt die Simulation; L2 das DOM.',
  '',
  '**Testlücken:**',
  '- Der Absturzbildschirm ist erst nach einem Lauf erreichbar, von L2 ungetestet.',
  '- Die Freigabe des Spiels bleibt ein manueller Test.',
  '',
  '## Fehler',
  '### BUG-01 — Veraltungswarnung der Uhr bei jedem Start',
  '- Schweregrad: niedrig',
  '- In der Konsole gesehen.',
  '',
  '## Beobachtungen',
  '- `.shell-title` teilen sich zwei Bildschirme.',
  '- Der Kaltstart macht den Menütest langsam.',
  '',
].join('\n');

describe('coverage gaps before the bugs are kept beside them', () => {
  it('a "Coverage gaps" list above the bug and observations (English)', () => {
    const t = titles(GAPS_EN);
    expect(t).toHaveLength(3);
    expect(t[0]).toMatch(/Clock deprecation/);
  });

  it('the same in German ("Testlücken")', () => {
    expect(titles(GAPS_DE)).toEqual(['Veraltungswarnung der Uhr bei jedem Start']);
  });

  it('near-miss: coverage gaps alone are the findings', () => {
    expect(titles(GAPS_EN.replace(/## Bugs[^]*$/, ''))).toHaveLength(2);
  });
});
