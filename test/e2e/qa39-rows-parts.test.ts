// QA round 39, return classes 2 and 7 (parts of one finding, table rows titled by a header cell), through the built CLI.
// - A heading whose own body states its severity as a field ("**Severity**: High") over one part sub-heading
//   ("### Evidence", "### Nachweis") is one finding, titled by its heading (findings.ts titledOverParts ownLevel,
//   levelField; return-sections.ts ownLevelOf; read-return.ts).
// - A table row is never titled by a file-name column, so never by the next field's label ("Error Type"):
//   findings.ts tableFindings FILE_CELL.

import { describe, expect, it } from 'vitest';
import { docWorld, returnAndPull, returnTitles } from '../helpers/doc-world.js';

const w = docWorld();
const titles = (text: string) => returnTitles(w, text, 'qa39 rows probe');

describe('a finding with a severity field over one part sub-heading is one finding', () => {
  it.each([
    ['English', "# QA Report\n\n## Real App Bug: Submit button not disabled\n**Severity**: High\n\n### Evidence\n```\nExpected: disabled\nReceived: enabled\n```\n", ['Real App Bug: Submit button not disabled']],
    ['German', "# QA-Bericht\n\n## Fehler: Der Senden-Knopf bleibt aktiv\n**Schweregrad**: hoch\n\n### Nachweis\n```\nErwartet: deaktiviert\nErhalten: aktiv\n```\n", ['Der Senden-Knopf bleibt aktiv']],
    ['Spanish', "# Informe de QA\n\n## Error: el botón de envío sigue activo\n**Severidad**: alta\n\n### Evidencia\n```\nEsperado: desactivado\nRecibido: activo\n```\n", ['Error: el botón de envío sigue activo']],
  ])('%s', (_what, text, want) => {
    expect(titles(text)).toEqual(want);
  });
  it('near-miss: without a severity field, a section over one sub-heading reads as before', () => {
    expect(titles("# QA Report\n\n## Findings\n\n### Submit button not disabled\nThe button stays enabled while the request runs.\n\n### Token logged at login\nThe session token is written to the log.\n")).toEqual(['Submit button not disabled', 'Token logged at login']);
  });
});

describe('a table row is titled by its content, never by a header cell', () => {
  it('English: a file column does not title the rows', () => {
    const got = titles("# Review Findings\n\n## Issues\n\n### 1. Cache never expires\nThe cache in `src/cache.ts:10` has no TTL.\n\n## Test Infrastructure Issues\n\n| Test File | Error Type | Root Cause |\n|-----------|------------|------------|\n| test_a.py | 13 failures | async not configured |\n| test_b.py | Async errors | Same plugin issue |\n| test_c.py | Async errors | Same plugin issue |\n");
    expect(got).not.toContain('Error Type');
    expect(got).toContain('async not configured');
  });
  it('German: a file column does not title the rows', () => {
    const got = titles("# Prüfbericht\n\n## Probleme\n\n### 1. Der Cache läuft nie ab\nDer Cache in `src/cache.ts:10` hat keine TTL.\n\n## Probleme der Testumgebung\n\n| Testdatei | Fehlerart | Ursache |\n|-----------|------------|------------|\n| test_a.py | 13 Fehler | async nicht eingerichtet |\n| test_b.py | Async-Fehler | Gleiches Plugin-Problem |\n| test_c.py | Async-Fehler | Gleiches Plugin-Problem |\n");
    expect(got).not.toContain('Fehlerart');
    expect(got).toContain('async nicht eingerichtet');
  });
  it('near-miss: a table with a finding column keeps its titles', () => {
    expect(titles("# Review\n\n## Findings\n\n| File | Finding | Severity |\n|---|---|---|\n| a.py | token logged at login | high |\n| b.py | retry never backs off | medium |\n")).toEqual(['token logged at login', 'retry never backs off']);
  });
});

describe('a bold id line with only its tags is no title: the prose under it is, the tag its severity', () => {
  it.each([
    ['English', "# Spec Review Findings\n\n## B1: Spec 01\n\n**R-001** [minor] (01-segment-model)\nTable §5.1 references the wrong section for overrides.\n**Proposed resolution:** Point it at §5.2.\n\n**R-002** [blocker] (01-segment-model)\nFrontmatter says draft but the spec is declared complete.\n**Proposed resolution:** Mark it complete.\n", [['R-001. Table §5.1 references the wrong section for overrides.', 'low'], ['R-002. Frontmatter says draft but the spec is declared complete.', 'blocker']]],
    ['Spanish', "# Revisión de la especificación\n\n## B1: Especificación 01\n\n**R-001** [menor] (01-modelo)\nLa tabla §5.1 remite a la sección equivocada.\n**Resolución propuesta:** Remitir a §5.2.\n\n**R-002** [crítico] (01-modelo)\nEl encabezado dice borrador pero la especificación está terminada.\n**Resolución propuesta:** Marcarla como terminada.\n", [['R-001. La tabla §5.1 remite a la sección equivocada.'], ['R-002. El encabezado dice borrador pero la especificación está terminada.']]],
  ])('%s', (_what, text, want) => {
    expect(titles(text)).toEqual(want.map((x) => x[0]));
  });
  it('the bracket tag on the id line is still its severity', () => {
    const { pulled } = returnAndPull(w, "# Spec Review Findings\n\n## B1: Spec 01\n\n**R-001** [blocker] (01-segment-model)\nFrontmatter says draft but the spec is declared complete.\n**Proposed resolution:** Mark it complete.\n\n**R-002** [high] (02-quality)\nThe aggregation method is missing for one dimension.\n", 'qa39 id tags');
    expect(pulled.map((f) => [f.title, f.severity])).toEqual([['R-001. Frontmatter says draft but the spec is declared complete.', 'blocker'], ['R-002. The aggregation method is missing for one dimension.', 'high']]);
  });
  it('near-miss: an id line with a title of its own keeps it', () => {
    expect(titles("# Review\n\n## Findings\n\n**R-001** [minor] Table §5.1 points at the wrong section\nIt should point at §5.2.\n\n**R-002** [blocker] Spec marked draft\nIt is complete.\n")).toEqual(['R-001. Table §5.1 points at the wrong section', 'R-002. Spec marked draft']);
  });
});

describe('id headings in a series over bold id paragraphs are groups: one finding per id', () => {
  const doc = (findings: string, spec: string, tags: [string, string], say: (n: number, k: string) => string) => `# Review\n\n## ${findings}\n\n` + [1, 2, 3].map((n) => `### B${n}: ${spec} 0${n}\n\n**R-${2 * n - 1}** [${tags[0]}] (spec-${n})\n${say(n, 'a')}\n\n**R-${2 * n}** [${tags[1]}] (spec-${n})\n${say(n, 'b')}\n\n`).join('');
  it('English', () => {
    expect(titles(doc('Findings', 'Spec', ['blocker', 'high'], (n, k) => `Problem ${k} of spec ${n} is stated in this sentence.`))).toHaveLength(6);
  });
  it('German', () => {
    expect(titles(doc('Befunde', 'Spezifikation', ['kritisch', 'hoch'], (n, k) => `Problem ${k} der Spezifikation ${n} steht in diesem Satz.`))).toHaveLength(6);
  });
  it('near-miss: id headings over plain prose stay one finding each', () => {
    expect(titles("# Review\n\n## Findings\n\n### B1: Cache never expires\nThe cache has no TTL.\n\n### B2: Token logged at login\nThe token is written to the log.\n\n### B3: Retry never backs off\nThe loop spins.\n")).toHaveLength(3);
  });
});
