// A return whose outcome is stated as a verdict where the writer closes (closing-verdict.ts), through the built
// CLI: `return --body` without --outcome records it and names the line it was read from, as for a Status line;
// a look-alike (a conclusion whose prose says "closed" of a socket) still exits 2 naming --outcome.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'closing verdicts');
const run = (text: string) => handoff.returnBody(text, '--force');
const BODY = '# Block D review\n\n## Summary\n\nA pass over block D of the importer.\n\n## Findings\n\n- cache key ignores locale [verified: test]\n- retry loop never backs off [unverified]\n';

describe('a verdict where the writer closes', () => {
  it('"## Conclusion — Block D closed": recorded, and stderr names the line', () => {
    const r = run(`${BODY}\n## Conclusion — Block D closed\n\nNext is block E.\n`);
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { outcome: string; outcomeFrom: { line: number } }).outcome).toBe('answered');
    expect(JSON.parse(r.stdout).outcomeFrom.line).toBe(12);
    expect(r.stderr).toContain('read from line 12 of --body');
  });
  it('"**Verdict: release approved.**" at the end', () => {
    const r = run(`${BODY}\n**Verdict: release approved.**\n`);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('read from line 12 of --body');
  });
  it('a conclusion whose prose says "closed" of a socket still asks for --outcome', () => {
    const r = run(`${BODY}\n## Conclusion\n\nThe socket is closed by the server before the handler returns.\n`);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--outcome');
  });
});

describe('the answer comes from the line the outcome was read from', () => {
  it('a closing verdict below the findings, the Summary above only describing the work: the verdict is the answer, the summary kept', () => {
    const { j, md, stderr } = handoff.record(`${BODY}\n**Conclusion:** done, stable enough for UAT.\n`, '--force');
    expect(j.outcome).toBe('answered');
    expect(stderr).toContain('read from line 12 of --body');
    expect(md).toMatch(/^answered — done, stable enough for UAT\.$/m);
    expect(md).toContain('A pass over block D of the importer.');
  });
  it('the same in Indonesian ("**Kesimpulan Audit:** … siap untuk … UAT" after a rule, below the work left)', () => {
    const body = '# Laporan Audit: billing\n\n## 1. Ringkasan Sistem\n\nSistem billing kini mencakup faktur dan refund.\n\n## 2. Tugas Tersisa\n\n1. **Validasi Produksi**: memastikan build produksi berjalan tanpa error.\n\n---\n**Kesimpulan Audit:** Sistem dalam kondisi stabil, aman, dan siap untuk tahap pengujian akhir (UAT) sebelum peluncuran resmi.\n';
    const { md, stderr } = handoff.record(body, '--force');
    expect(stderr).toContain('read from line 12 of --body');
    expect(md).toMatch(/^answered — Sistem dalam kondisi stabil, aman, dan siap untuk tahap pengujian akhir \(UAT\) sebelum peluncuran resmi\.$/m);
    expect(md).toContain('Sistem billing kini mencakup faktur dan refund.');
  });
});

// One rule for "closed" in every language (prompts/outcomes.txt `verdict only:`): "Blok D zamknięty." alone under a
// closing heading is a verdict and states answered, as "Block D closed." does; said of a subject in prose ("Port 8080
// closed in the firewall." in the intro, "Gniazdo jest zamknięte." after a verb of being) it states nothing.
describe('closing words, the same in every language', () => {
  const FINDINGS = '## Findings\n\n- cache key ignores locale [verified: test]\n';
  const verdict = (heading: string, sentence: string) => run(`# Block D review\n\n## Summary\n\nA pass over block D.\n\n${FINDINGS}\n## ${heading}\n\n${sentence}\n`);
  it.each([
    ['Conclusion', 'Block D closed.'],
    ['Wniosek', 'Blok D zamknięty.'],
    ['Fazit', 'Block D geschlossen.'],
    ['Conclusion', 'Bloc D fermé.'],
    ['Conclusión', 'Bloque D cerrado.'],
    ['Вывод', 'Блок D закрыт.'],
  ])('"## %s" / "%s": answered, read from that line', (heading, sentence) => {
    const r = verdict(heading, sentence);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).outcome).toBe('answered');
    expect(r.stderr).toContain('read from line 13 of --body');
  });
  it.each([
    ['Port 8080 closed in the firewall.'],
    ['Port 8080 zamknięty w firewallu.'],
    ['Port 8080 geschlossen in der Firewall.'],
    ['Port 8080 fermé dans le pare-feu.'],
    ['Puerto 8080 cerrado en el cortafuegos.'],
  ])('an intro "%s" states nothing: exit 2 naming --outcome', (intro) => {
    const r = run(`${intro}\n\n${FINDINGS}`);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--outcome');
  });
  it.each([
    ['Wniosek', 'Gniazdo jest zamknięte.'],
    ['Fazit', 'Der Port ist geschlossen.'],
    ['Conclusion', 'The socket is closed.'],
  ])('near miss: "## %s" / "%s" (a verb of being) states nothing', (heading, sentence) => {
    const r = verdict(heading, sentence);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--outcome');
  });
});
