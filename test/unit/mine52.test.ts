// A remark that closes a list of findings and reports the review's own test run in prose ("Overall … ; tests
// pass (42 of 42).") is no finding; a tag ("[verified: …]") still keeps a paragraph after the list a finding.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const review = (closing: string, label = '## Findings') =>
  `${label}\n\n- [P1] Cookie is set without the Secure flag — src/auth/session.ts:42\n  The helper drops its options.\n- [P2] Refresh races with logout — src/auth/refresh.ts:88\n  A late refresh writes the token back.\n\n${closing}\n`;

describe('a closing remark that states a test run', () => {
  it.each([
    ['Overall the patch is correct apart from these; tests pass (42 of 42).'],
    ['No other issues found; tests pass (42 of 42).'],
    ['Otherwise the change is sound, and the suite passes: 120 tests green.'],
    ['Sonst keine weiteren Probleme; alle Tests laufen durch (42/42).'],
    ['Sinon, rien à signaler ; les tests passent (42 sur 42).'],
    ['В остальном замечаний нет; тесты проходят (42 из 42).'],
  ])('%s', (closing) => {
    const { f } = readReturn(review(closing));
    expect(f.map((x) => x.title)).toEqual(['Cookie is set without the Secure flag', 'Refresh races with logout']);
  });

  it('closes a list under a plain "Findings:" label too (Codex review shape)', () => {
    const { f } = readReturn(`Review of the auth refactor.\n\n${review('Overall the patch is correct apart from these; tests pass (42 of 42).', 'Findings:')}`);
    expect(f).toHaveLength(2);
    expect(f[0]!.location).toBe('src/auth/session.ts:42');
  });

  it('keeps a tagged paragraph after the list a finding', () => {
    const { f } = readReturn(review('All routes lack auth checks [verified: curl].'));
    expect(f.map((x) => x.title)).toContain('All routes lack auth checks.');
    expect(f).toHaveLength(3);
  });

  it('keeps a paragraph of its own after the list a finding', () => {
    const { f } = readReturn(review('The cache also leaks on reload; confirmed with a heap snapshot.'));
    expect(f).toHaveLength(3);
  });
});

describe('a bold title over one field', () => {
  it.each([
    ['Severity: low', 'low'],
    ['Schweregrad: niedrig', 'low'],
    ['Gravité : faible', 'low'],
    ['**Severity:** high', 'high'],
  ])('"%s" is that finding\'s field, not a finding of a group', (field, level) => {
    const { f } = readReturn(`## Findings\n1. **Race in cache warmup**\n   - File: \`src/cache/warm.ts\`\n   - Severity: high\n2. **Stale comment in router**\n   - ${field}\n`);
    expect(f.map((x) => x.title)).toEqual(['Race in cache warmup', 'Stale comment in router']);
    expect(f[1]!.severity).toBe(level);
  });

  it('a group label over one finding that states its level stays a group', () => {
    const { f } = readReturn('## Findings\n- **Auth**\n  - Session token never expires (high)\n- **Storage**\n  - Temp files are world-readable (medium)\n');
    expect(f.map((x) => x.title)).toEqual(['Session token never expires', 'Temp files are world-readable']);
  });
});

describe('findings folded one per <details> block', () => {
  const folded = (a: string, b: string) =>
    `## Findings\n\n<details>\n<summary>${a}</summary>\n\nThe parser trusts the boundary; a long one allocates per part.\n\nFile: \`src/upload/multipart.ts:120\`\n</details>\n\n<details>\n<summary>${b}</summary>\n\nAn aborted request leaves temp files behind.\n</details>\n`;

  it('a location line inside a block opens no finding of its own', () => {
    const { f } = readReturn(folded('<b>1. Boundary not validated</b> (high)', '<b>2. Temp files kept on abort</b> (medium)'));
    expect(f.map((x) => x.title)).toEqual(['Boundary not validated', 'Temp files kept on abort']);
    expect(f[0]!.location).toBe('src/upload/multipart.ts:120');
  });

  it.each([
    ['<b>1. Boundary not validated</b> (high)', '<strong>Temp files kept on abort</strong> [severity: low]', ['high', 'low']],
    ['🔴 Critical: boundary not validated', 'Temp files kept on abort (minor)', ['critical', 'minor']],
    ['<b>Grenze nicht geprüft</b> (hoch)', 'Temporäre Dateien bleiben liegen (niedrig)', ['high', 'low']],
  ])('reads the level in the summary: %s', (a, b, levels) => {
    const { f } = readReturn(folded(a, b));
    expect(f.map((x) => x.severity)).toEqual(levels);
  });
});

describe('Swedish findings and observations headings (QA 52 doc 12)', () => {
  it('"Iakttagelser (inga buggar)" beside "Fynd" are observations, kept; "Fynd" holds the findings', () => {
    const { f } = readReturn('## Sammanfattning\n\nAllt klart.\n\n## Fynd\n\n### F1 – fel svar visades inte\nRättat i `reader.js`.\n\n## Iakttagelser (inga buggar)\n- **O1 – driftsättning.** Reglerna behöver en ny driftsättning.\n- **O2 – nivå 3.** Inom kravet.\n');
    expect(f.map((x) => x.title)).toEqual(['fel svar visades inte']);
  });
});

describe('a requirement said to be met answers the question', () => {
  it.each([
    ['Sections 5-8 of the spec are met.'],
    ['All acceptance criteria are met.'],
    ['Alle Anforderungen sind erfüllt.'],
    ['Todos los requisitos están cumplidos.'],
    ['Sections 5–8 of the spec are met.'],
    ['Specens §5–§8 är uppfyllda.'],
    ['I requisiti del §3 sono soddisfatti.'],
  ])('%s', (line) => {
    const { r } = readReturn(`# QA\n\n## Summary\n\n${line}\n\n## Findings\n\n- the reader hid the right answer (fixed)\n`);
    expect(r.given.has('outcome')).toBe(true);
    expect(r.answers.outcome).toMatch(/^answered/);
  });
});

describe('a remark opener over a problem of its own', () => {
  it.each([
    ['Overall the pool also leaks one connection per failed login; tests pass, but the soak run grew to 2 GB.'],
    ['Ansonsten fehlt die Prüfung der Eingabe; die Tests laufen durch.'],
  ])('stays a finding: %s', (closing) => {
    expect(readReturn(review(closing)).f).toHaveLength(3);
  });
  it('a note on the review\'s own reach is no finding: "I did not get to the frontend."', () => {
    expect(readReturn(review('I did not get to the frontend.')).f).toHaveLength(2);
  });
});
