// Findings titled by the writer's id or counter under a section the return names nothing else, beside a section of
// findings (QA 35 class 4): "## L2 — smoke / console (Phase 3)" / its passing checks / "### 🐛 BUG-01 — …" next to "##
// Concrete observations"; "## TOP PRIORITY — P0 correctness" / "### F-P0-1 …" next to "## Per-file findings". The
// sub-sections were lost (the section kept whole as its own), though they were the most important findings. Each is
// one finding now; the section keeps its own lines (passing checks) under its heading. Near-misses: a plan's entries,
// a fix log answering a finding by the same id, a section of untitled sub-sections.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'titled entries');
const titles = (text: string, ...flags: string[]) => handoff.record(text, '--outcome', 'partial', ...flags);

const HUNT = [
  '# Bug hunt — report',
  '',
  '## L2 — smoke / console / crash (Phase 3)',
  '',
  '`e2e/smoke.spec.ts` + console tracking.',
  '',
  '- **Zero uncaught exceptions** across boot and the menu tour.',
  '- Canvas boots non-blank.',
  '',
  '### 🐛 BUG-01 — `THREE.Clock` deprecation warning on every boot — **REPORTED** (low)',
  '',
  '- **What:** the console logs a deprecation warning on every page load.',
  '- **Where:** `src/rendering/CarPreview.ts:23`.',
  '- **Severity:** low (cosmetic console noise).',
  '',
  '## Concrete observations',
  '',
  '1. **`.shell-title` is shared by two screens.** Any selector matches two elements.',
  '2. **Vite cold-start makes the menu test slow.** I bumped the timeout to 60s.',
  '',
].join('\n');

const REVIEW_DE = [
  '# Prüfung des Siegel-Subsystems',
  '',
  '## Zuerst lesen — Korrektheit',
  '',
  '### F-P0-1  Die MTE-Verschachtelung wird über die Platzhalter-Spur bestimmt',
  '- (P0, offen) `sealer.py:302` liest nur die Platzhalter-Spur.',
  '- Behebung: die echte Spur verwenden.',
  '- Prüfen: ein Unit-Test mit einem architektonischen Slot.',
  '',
  '### F-P0-2  `PAC_KEYS_WORDS = 9` ist falsch, die Struktur hat 10 Wörter',
  '- (P0, offen) `pac.py:40` liest ein Wort zu wenig.',
  '- Behebung: auf 10 setzen.',
  '- Prüfen: gegen den Kernel-Header vergleichen.',
  '',
  '## Befunde je Datei',
  '',
  '### src/seal.py',
  '- [S1] (P2) Der Standardwert `align16=False` ist implizit.',
  '- [S2] (P1) Zwei parallele Sandbox-Pfade.',
  '',
].join('\n');

describe('titled findings under a section named nothing, beside a section of findings', () => {
  it('a bug titled by its id under a phase of checks is a finding; the passing checks stay under their heading (English)', () => {
    const { j, md, stderr } = titles(HUNT);
    expect(j.findings.map((f) => f.title)).toEqual([
      'BUG-01 — `THREE.Clock` deprecation warning on every boot — REPORTED',
      '`.shell-title` is shared by two screens.',
      'Vite cold-start makes the menu test slow.',
    ]);
    expect(j.findings[0]!.severity).toBe('low');
    expect(stderr).toMatch(/L2 — smoke \/ console \/ crash \(Phase 3\) -> kept as its own section/);
    expect(md).toContain('Zero uncaught exceptions');
  });

  it('findings titled by a levelled id ("F-P0-1") under a priority heading come first (German)', () => {
    const { j } = titles(REVIEW_DE);
    expect(j.findings.slice(0, 2).map((f) => f.title.slice(0, 6))).toEqual(['F-P0-1', 'F-P0-2']);
    expect(j.findings).toHaveLength(4);
    expect(j.findings[0]!.title).toContain('Platzhalter-Spur');
  });

  it('near-miss: a fix log answering the findings by the same ids adds none', () => {
    const text = HUNT + '\n## Follow-up\n\n### BUG-01 — migrated to `THREE.Timer`\n\nThe preview spins again; checked by eye.\n';
    const { j } = titles(text);
    expect(j.findings).toHaveLength(3);
  });

  it('near-miss: a plan of tasks titled by ids stays the plan', () => {
    const text = HUNT + '\n## Next steps\n\n### T-1 — migrate the clock\n\nSwap `Clock` for `Timer` and call `update()` each frame.\n';
    const { j } = titles(text);
    expect(j.findings).toHaveLength(3);
  });

  it('near-miss: sub-sections titled by words only stay their section (no finding added)', () => {
    const text = HUNT.replace('### 🐛 BUG-01 — `THREE.Clock` deprecation warning on every boot — **REPORTED** (low)', '### Console warnings');
    const { j } = titles(text);
    expect(j.findings.map((f) => f.title)).toEqual(['`.shell-title` is shared by two screens.', 'Vite cold-start makes the menu test slow.']);
  });
});
