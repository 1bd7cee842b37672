// Passed checks and praise are no findings; a bold lead's title is its bold sentence (QA 40 classes 5 and 10),
// through the built CLI:
// - "1. **Artifact integrity — pass.** Every file …": a check whose bold lead closes with a passing verdict is kept
//   under its heading, no finding; a section of only such checks states that nothing was found.
// - "## Verified correct (no findings)" beside the findings: kept, no finding.
// - "**Shipped well:** …" beside bold-led findings: praise, kept, no finding.
// - "**Critical — an empty quote passes the gate.** `str.find` …": titled by the bold sentence, not the line.
// Near-misses: a "— fail." check is a finding; a bold lead with no verdict stays a finding.

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { docWorld, oneHandoff, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'qa40 passed checks');
const titles = (j: ReturnJson) => j.findings.map((f) => (f as { title?: string }).title ?? '');
function run(text: string, ...flags: string[]): { j: ReturnJson; md: string } {
  const r = handoff.returnBody(text, '--force', ...flags);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as ReturnJson & { file: string };
  return { j, md: readFileSync(j.file, 'utf8') };
}
const checks = (h: string, a: string, v: string, b: string, v2: string) =>
  `---\nrole: reviewer\nverdict: accept\n---\n# Code review: S3\n\n## ${h}\n\n1. **${a} — ${v}.** Every file matches its recorded digest.\n\n2. **${b} — ${v2}.** No parameter is on a bound.\n\n## Verdict\n\n**Accept.**\n`;

describe('passed checks are kept, no findings', () => {
  it.each([
    ['English', checks('Findings', 'Artifact integrity', 'pass', 'Optimizer bounds', 'pass')],
    ['German', checks('Befunde', 'Artefakt-Integrität', 'bestanden', 'Optimierer-Grenzen', 'OK')],
    ['Spanish', checks('Hallazgos', 'Integridad de artefactos', 'sin problemas', 'Límites del optimizador', 'correcto')],
  ])('%s', (_lang, text) => {
    const { j, md } = run(text);
    expect(titles(j)).toEqual([]);
    expect(md).toContain('Every file matches its recorded digest.');
  });

  it('near-miss: a failed check is a finding', () => {
    const { j } = run(checks('Findings', 'Artifact integrity', 'pass', 'Optimizer bounds', 'fail'));
    expect(titles(j)).toHaveLength(1);
    expect(titles(j)[0]).toContain('Optimizer bounds');
  });
});

describe('a "no findings" section and praise labels are kept, no findings', () => {
  it.each([
    ['English', 'Verified correct (no findings)'],
    ['German', 'Verifiziert korrekt (keine Befunde)'],
  ])('%s heading', (_lang, h) => {
    const text = `# Bug hunt — renderer\n\n## F1 (H) — Dispatch exceeds device limits\n\n\`pipeline.rs:150\` dispatches too many groups.\n\n## F2 (L) — Stale doc comment\n\n\`blur.rs:122\` describes another layout.\n\n## ${h}\n\nThe blur phases were checked against the C++ and found faithful.\n`;
    const { j, md } = run(text, '--outcome', 'answered');
    expect(titles(j)).toHaveLength(2);
    expect(md).toContain('found faithful');
  });

  it.each([
    ['English', 'Shipped well', 'Critical', 'an empty quote passes the verbatim gate.', 'Minor', 'count what `_build_row` drops'],
    ['French', 'Bien livré', 'Critique', 'une citation vide passe le contrôle.', 'Mineur', 'compter ce que `_build_row` perd'],
  ])('%s praise label and bold titles', (_lang, praise, crit, t1, minor, t2) => {
    const text = `# Review findings\n\n## PR #6 — extraction\n\n**${praise}:** the gate's normalisation handles curly punctuation.\n\n**${crit} — ${t1}** \`str.find("")\` returns 0, so\n\`is_verbatim("", anything)\` is True.\n\n**${minor} — ${t2}**, so a silent model is visible.\n`;
    const { j, md } = run(text, '--outcome', 'answered');
    expect(titles(j)).toHaveLength(2);
    expect(titles(j)[0]).toBe(t1);
    expect(titles(j)[1]).toContain(t2);
    expect(md).toContain('curly punctuation');
  });

  it('near-miss: a bold label that names no praise stays a finding', () => {
    const text = `# Review findings\n\n## PR #6 — extraction\n\n**Regression:** the gate drops curly punctuation.\n\n**Critical — an empty quote passes the verbatim gate.** \`str.find("")\` returns 0, so\n\`is_verbatim("", anything)\` is True.\n\n**Minor — count what \`_build_row\` drops**, so a silent model is visible.\n`;
    const { j } = run(text, '--outcome', 'answered');
    expect(titles(j)).toHaveLength(3);
    expect(titles(j)[0]).toContain('the gate drops curly punctuation');
  });
});
