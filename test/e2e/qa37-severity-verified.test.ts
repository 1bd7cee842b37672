// QA round 37, classes 4 and 5, through the built CLI: a finding's severity from a tag's abbreviation alone in
// brackets ("- **[MED] Stale owner**", id-tags.ts tagSeverity) and from a count of all the findings by one level
// above them ("Found and fixed **5 critical mismatches**", counted-severity.ts); its verification from reproduction
// wording ("Validated against …", "in an end-to-end repro"; prompts/verification.txt).

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { docWorld, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();
const read = (text: string): FindingData[] => returnAndPull(w, text, 'qa37 severity probe').pulled;
const sev = (text: string) => read(text).map((f) => [f.title, f.severity ?? null]);
const ver = (text: string) => read(text).map((f) => [f.title, f.verified ?? null]);

describe('class 5: a level abbreviation in a bracket tag', () => {
  it.each([
    ['English', '# Bug hunt\n\n## Fixed (commit `f33656f`)\n- **[HIGH] Tether read from a hidden slot** — drained data from an inaccessible slot.\n- **[MED] Stale owner** — operator not cleared on close.\n- **[CRIT] Token written to the log** — the session token lands in the access log.\n', [['Tether read from a hidden slot', 'high'], ['Stale owner', 'medium'], ['Token written to the log', 'critical']]],
    ['German', '# Fehlersuche\n\n## Behoben (Commit `f33656f`)\n- **[HOCH] Halteseil liest aus einem verborgenen Slot** — Daten aus einem unzugänglichen Slot.\n- **[MED] Veralteter Besitzer** — der Bediener wird beim Schließen nicht geleert.\n- **[KRIT] Token im Log** — das Sitzungstoken landet im Zugriffslog.\n', [['Halteseil liest aus einem verborgenen Slot', 'high'], ['Veralteter Besitzer', 'medium'], ['Token im Log', 'critical']]],
  ])('%s', (_what, text, want) => {
    expect(sev(text)).toEqual(want);
  });
  it('near-miss: another one-word tag ([WIP], [Med] in mixed case) states no level and stays in the title', () => {
    expect(sev('# Review\n\n## Findings\n- **[WIP] Cache key ignores the tenant** — two tenants share entries.\n- **[Med] Retry never backs off** — the loop spins on a dead socket.\n')).toEqual([
      ['[WIP] Cache key ignores the tenant', null],
      ['[Med] Retry never backs off', null],
    ]);
  });
});

describe('class 5: a count of all the findings by one level above them', () => {
  const issues = (h: string, n: number) => Array.from({ length: n }, (_, i) => `### ✅ ${h} ${i + 1}: Wrong path number ${i + 1} (line ${100 + i})\nThe path lacks the \`team_id\` segment.\n`).join('\n');
  it.each([
    ['English', `# Design review - mismatches found and fixed\n\n## Summary\nFound and fixed **3 critical mismatches** where the interface and the vault paths disagreed.\n\n## Issues found and fixed\n\n${issues('Issue', 3)}`, 'critical'],
    ['German', `# Designprüfung\n\n## Zusammenfassung\n**3 kritische Abweichungen** gefunden und behoben.\n\n## Befunde\n\n${issues('Befund', 3)}`, 'critical'],
    ['French, noun first', `# Revue de conception\n\n## Résumé\nTrouvé et corrigé **3 problèmes mineurs** dans les chemins.\n\n## Problèmes\n\n${issues('Problème', 3)}`, 'minor'],
    // The summary is not where the outcome is read from: a closing status heading below the findings is (the merge of
    // tally17's "## Final Status" with this count, QA 37 doc 16: the count went unread).
    ['English, a closing status below', `# Design review - mismatches found and fixed\n\n## Summary\nFound and fixed **3 critical mismatches** where the interface and the vault paths disagreed.\n\n## Issues found and fixed\n\n${issues('Issue', 3)}\n## Final Status\n\n✅ **All mismatches resolved**\n`, 'critical'],
    ['German, a closing status below', `# Designprüfung\n\n## Zusammenfassung\n**3 kritische Abweichungen** gefunden und behoben.\n\n## Befunde\n\n${issues('Befund', 3)}\n## Endstatus\n\n✅ **Alle Abweichungen behoben**\n`, 'critical'],
  ])('%s', (_what, text, level) => {
    expect(sev(text).map((x) => x[1])).toEqual([level, level, level]);
  });
  it('near-miss: a count that is not the number of findings, or two levels counted, gives none', () => {
    expect(sev(`# Review\n\n## Summary\nFound **2 critical mismatches**.\n\n## Issues\n\n${issues('Issue', 3)}`).map((x) => x[1])).toEqual([null, null, null]);
    expect(sev(`# Review\n\n## Summary\nFound 1 critical issue and 2 minor issues.\n\n## Issues\n\n${issues('Issue', 3)}`).map((x) => x[1])).toEqual([null, null, null]);
  });
});

describe('class 4: verification from reproduction wording', () => {
  it.each([
    ['English', '# Investigation\n\n## Findings\n- **Missing `output_index` on stream events** — in an end-to-end repro with the current client the stream finishes with `stop`.\n- **Missing `id` on function-call items** — validated against `@ai-sdk/openai` 3.0.41: the item is dropped.\n- **Retry never backs off** — confirmed by reproducing it on staging with a dead socket.\n'],
    ['German', '# Untersuchung\n\n## Befunde\n- **Fehlendes `output_index` in Stream-Ereignissen** — lokal reproduziert: der Stream endet mit `stop`.\n- **Fehlende `id` an Funktionsaufrufen** — validiert gegen `@ai-sdk/openai` 3.0.41: das Element fällt weg.\n- **Kein Backoff beim Wiederholen** — reproduziert mit totem Socket auf Staging.\n'],
  ])('%s', (_what, text) => {
    expect(ver(text).map((x) => x[1])).toEqual([true, true, true]);
  });
  it('near-miss: a failed or pending reproduction, or a how-to, is no verification', () => {
    expect(ver('# Investigation\n\n## Findings\n- **Missing `output_index` on stream events** — could not reproduce it with the current client.\n- **Missing `id` on function-call items** — not yet reproduced; the log suggests it.\n- **Retry never backs off** — to reproduce: run `make soak` and kill the socket.\n').map((x) => x[1] === true)).toEqual([false, false, false]);
  });
});
