// QA round 40, classes 7 and 8, through the built CLI. Class 7: a section that re-ran the checks after the fixes
// ("## Re-verification" / "npm test passed 62/62") verifies each finding marked fixed; one still open stays unverified,
// and a re-run still pending verifies nothing (rerun-fixes.ts). Class 8: a verdict given in a closing section
// ("## Verdict" / "**Accept.**", "## Judgment: PASS") or a re-run that found nothing broken ("No regressions
// introduced.") states the outcome; a judgment outranks a score under one criterion as the one-line answer.

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { docWorld, oneHandoff, returnAndPull } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const read = (text: string): FindingData[] => returnAndPull(w, text, 'qa40 verified probe').pulled;
const ver = (text: string) => read(text).map((f) => [f.title, f.verified ?? null]);
/** The stored return's outcome and one-line answer, the outcome read from the document (no --outcome given). */
function answerOf(text: string): { outcome: string | null; answer: string | null } {
  const n = runCli(['new', 'task', '-t', 'qa40 answer probe', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], w.opts());
  const id = (JSON.parse(n.stdout) as { id: string }).id;
  const r = runCli(['return', id, '--body', w.file('answer.md', text), '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const p = runCli(['pull', id, '--json'], w.opts());
  const last = (JSON.parse(p.stdout) as { returns: { outcome: string | null; answer: string | null }[] }).returns.at(-1)!;
  return { outcome: last.outcome, answer: last.answer };
}

const table = (fixed: string, open: string) => `| Item | Severity | Status | Notes |\n| --- | --- | --- | --- |\n| App locked to wide viewports | **major** | **${fixed}** | Removed the hard \`minWidth\`. |\n| Icon-only buttons | minor | **${open}** | No labels. |\n`;

describe('class 7: a re-run after the fixes verifies the findings marked fixed', () => {
  it.each([
    ['English', `# QA sweep\n\n## Usability\n\n${table('Fixed', 'Outstanding')}\n## Re-verification\n\nAfter the above changes \`npm test\` passed 62/62 and \`npm run build\` was clean.\n`, 'App locked to wide viewports', 'Icon-only buttons'],
    ['German', `# QA-Durchlauf\n\n## Bedienbarkeit\n\n| Punkt | Schwere | Status | Notiz |\n| --- | --- | --- | --- |\n| App auf breite Fenster festgelegt | **major** | **behoben** | \`minWidth\` entfernt. |\n| Knöpfe nur mit Symbol | minor | **offen** | Keine Beschriftung. |\n\n## Nachprüfung\n\nNach den Änderungen: alle Tests bestanden, der Build ist sauber.\n`, 'App auf breite Fenster festgelegt', 'Knöpfe nur mit Symbol'],
  ])('%s: the fixed row verified, the open one not', (_what, text, fixed, open) => {
    expect(ver(text)).toEqual([[fixed, true], [open, null]]);
  });
  it('near miss: a re-verification still pending verifies nothing', () => {
    const text = `# QA sweep\n\n## Usability\n\n${table('Fixed', 'Outstanding')}\n## Re-verification\n\nRe-verification: pending (the suite has not been re-run yet).\n`;
    expect(read(text).every((f) => f.verified !== true)).toBe(true);
  });
});

describe('class 8: the outcome and the one-line answer', () => {
  const h = oneHandoff(w, 'qa40 outcome probe');
  const outcome = (text: string) => {
    const r = h.returnBody(text);
    return { code: r.code, stderr: r.stderr, j: r.code === 0 ? (JSON.parse(r.stdout) as { outcome: string; outcomeFrom?: { answer?: string; line: number } }) : null };
  };
  it.each([
    ['English', '# Code review: S3\n\n## Findings\n\n1. **Artifact integrity.** One file lacks its digest.\n\n## Verdict\n\n**Accept.**\n'],
    ['German', '# Code-Review: S3\n\n## Befunde\n\n1. **Artefakte.** Einer Datei fehlt die Prüfsumme.\n\n## Entscheidung\n\n**Annehmen.**\n'],
    ['Russian', '# Ревью кода: S3\n\n## Замечания\n\n1. **Артефакты.** У одного файла нет контрольной суммы.\n\n## Вердикт\n\n**Принять.**\n'],
  ])('%s: a closing verdict that accepts states answered', (_what, text) => {
    const o = outcome(text);
    expect(o.code, o.stderr).toBe(0);
    expect(o.j!.outcome).toBe('answered');
  });
  it.each([
    ['English', `# QA sweep\n\n## Usability\n\n${table('Fixed', 'Outstanding')}\n## Re-verification\n\nAfter the above changes \`npm test\` passed 62/62. No regressions introduced.\n`],
    ['French', `# Passe QA\n\n## Ergonomie\n\n${table('Fixed', 'Outstanding')}\n## Re-vérification\n\nAprès les changements, \`npm test\` : 62/62 réussis. Aucune régression introduite.\n`],
  ])('%s: a re-run that found nothing broken states answered', (_what, text) => {
    const o = outcome(text);
    expect(o.code, o.stderr).toBe(0);
    expect(o.j!.outcome).toBe('answered');
  });
  it.each([
    ['English', '# QA Report — Console\n\n## Criterion 1: Completeness — 9/10\n\nAll sections present.\n\n**Score: 9/10**\n\n## Judgment: PASS\n\n**Score: 9.4 / 10** (threshold 7.5)\n\n## Issues for Improvement\n\n### Issue 1 — Missing letter-spacing on section titles\n\nThe titles run together.\n', 'PASS'],
    ['German', '# QA-Bericht — Konsole\n\n## Kriterium 1: Vollständigkeit — 9/10\n\nAlle Abschnitte vorhanden.\n\n**Punktzahl: 9/10**\n\n## Beurteilung: bestanden\n\n**Punktzahl: 9,4 / 10**\n\n## Verbesserungen\n\n### Punkt 1 — Abstand der Titel fehlt\n\nDie Titel laufen ineinander.\n', 'bestanden'],
  ])('%s: the judgment is the answer, not a criterion\'s score', (_what, text, answer) => {
    expect(answerOf(text)).toEqual({ outcome: 'answered', answer });
  });
  it('near miss: with no judgment given, the score stays the answer', () => {
    expect(answerOf('# QA Report — Console\n\n## Criterion 1: Completeness — 9/10\n\nAll sections present.\n\n**Score: 9/10**\n\n## Issues for Improvement\n\n### Issue 1 — Missing letter-spacing\n\nThe titles run together.\n')).toEqual({ outcome: 'answered', answer: '9/10' });
  });
});
