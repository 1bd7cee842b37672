// QA 34 classes 5 and 8, through the built CLI. A review written as ticked entries ("### [x] C1 — …") under lettered
// groups ("## A. Correctness — merge blockers", "## B. Correctness — secondary", "## E. Efficiency", "## C. Test
// coverage"): every ticked entry is one finding, whatever group it sits in; a batch entry's bullets are its text, and
// a group's own text above its entries is its note. A finding's labelled parts ("Riesgo: Alto.", "Recomendación: …",
// "Estado: En curso.") are that finding's, and a verification word inside its recommendation ("(verificado)") is said
// of the remedy, not of the finding.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff, sectionOf } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'ticked groups');
const record = (text: string, ...flags: string[]) => handoff.record(text, ...flags);

describe('every ticked entry is one finding, whatever lettered group it sits in', () => {
  it('English: groups after the first, one named like Evidence, a batch entry and a group with its own note', () => {
    const { j, md } = record(
      [
        '# Pre-merge review findings',
        '',
        'Every finding below was confirmed with a traced code path.',
        '',
        '## A. Correctness — merge blockers',
        '',
        '### [x] C1 — MDI errors never abort queued motion',
        '**Where:** `commands.go:1035`',
        '',
        '### [x] C2 — Bare S-word releases the brake',
        '**Where:** `spindle.go:88`',
        '',
        '## B. Correctness — secondary',
        '',
        '### [x] C3 — External-estop teardown diverges',
        '**Where:** `monitor.go:210`',
        '',
        '## C. Test coverage',
        '',
        '### [x] T1 — Launch-guard positive path left untested',
        'Only the refusal is covered.',
        '',
        '## E. Efficiency',
        '',
        '### [x] E1 — Every barrier pays a 50 ms floor',
        '**Where:** `sequencer.go:90`',
        '',
        '## G. Recheck residuals',
        '',
        'Recheck method: the full suite passes; every finding was traced again.',
        '',
        '**Second pass:** all residuals below fixed.',
        '- **R1** probe command added to the dispatched set.',
        '- **R2** the queue is flushed at every exit.',
        '',
        '### [x] R1 — Probe command missing from the dispatched set',
        '**Where:** `sequencer.go:246`',
        '',
        '### [x] R2 — Cosmetic leftovers (batch)',
        '- `sequencer.go:762` comment references a deleted helper.',
        '- `emit.go:24`: vestigial `prefix` parameter.',
        '- the two walks differ; align them.',
        '',
      ].join('\n'),
    );
    expect(j.findings.map((f) => f.title)).toEqual([
      'C1. MDI errors never abort queued motion',
      'C2. Bare S-word releases the brake',
      'C3. External-estop teardown diverges',
      'T1. Launch-guard positive path left untested',
      'E1. Every barrier pays a 50 ms floor',
      'R1. Probe command missing from the dispatched set',
      'R2. Cosmetic leftovers (batch)',
    ]);
    expect(j.outcome).toBe('answered');
    // The batch entry keeps its bullets; the group's note is kept, not read as findings.
    expect(j.findings[6]!.text).toContain('vestigial `prefix` parameter');
    expect(md).toContain('Recheck method: the full suite passes');
    expect(sectionOf(md, 'Evidence') ?? '').not.toContain('Launch-guard');
  });

  it('German, open entries ("[ ]"), groups named for areas', () => {
    const { j } = record(
      [
        '# Review-Befunde',
        '',
        '## A. Korrektheit — Blocker',
        '',
        '### [ ] K1 — Abbruch verwirft die Warteschlange nicht',
        'Betrifft `queue.go:40`.',
        '',
        '## B. Korrektheit — nachrangig',
        '',
        '### [ ] K2 — Zeitüberschreitung wird nie gemeldet',
        'Betrifft `wait.go:12`.',
        '',
        '## D. Entwurf und Duplikate',
        '',
        '### [x] D1 — Neun Hilfsfunktionen spiegeln die Prüfungen',
        'Betrifft `preflight.go`.',
        '',
        '### [ ] D2 — Der Abbruch besitzt den Endzustand nur per Konvention',
        'Betrifft `abort.go`.',
        '',
      ].join('\n'),
      '--outcome',
      'partial',
    );
    expect(j.findings.map((f) => f.title)).toEqual([
      'K1. Abbruch verwirft die Warteschlange nicht',
      'K2. Zeitüberschreitung wird nie gemeldet',
      'D1. Neun Hilfsfunktionen spiegeln die Prüfungen',
      'D2. Der Abbruch besitzt den Endzustand nur per Konvention',
    ]);
  });

  it('near miss: a later group whose ticked entries repeat the findings\' ids answers them, no new findings', () => {
    const { j, md } = record(
      [
        '# Review',
        '',
        '## A. Correctness — merge blockers',
        '',
        '### [ ] C1 — Errors never abort queued motion',
        '**Where:** `commands.go:1035`',
        '',
        '### [ ] C2 — The brake is released on a bare S word',
        '**Where:** `spindle.go:88`',
        '',
        '## Done since',
        '',
        '### [x] C1 — abort now flushes the queue',
        'Commit a1b2c3d.',
        '',
      ].join('\n'),
      '--outcome',
      'partial',
    );
    expect(j.findings.map((f) => f.title)).toEqual(['C1. Errors never abort queued motion', 'C2. The brake is released on a bare S word']);
    expect(md).toContain('abort now flushes the queue');
  });
});

describe('a finding\'s labelled parts are its own, and a verification word in its recommendation is not its verification', () => {
  it('Spanish: "Riesgo / Recomendación … (verificado) / Estado: En curso" is one finding, not verified', () => {
    const { j } = record(
      [
        '# Informe de Auditoría',
        '',
        '## Outcome',
        '',
        'partial',
        '',
        '## 2. Hallazgos',
        '',
        '### 2.1. Clave de API expuesta (Solucionado)',
        '',
        '*   Riesgo: Crítico.',
        '*   Estado: Solucionado.',
        '',
        '### 2.3. Envío opcional de apiKey desde el frontend',
        '',
        '*   Riesgo: Alto.',
        '*   Recomendación: Eliminar el envío de `apiKey`. Asegurar `server/.env` en `.gitignore` (verificado).',
        '*   Estado: En curso.',
        '',
      ].join('\n'),
    );
    expect(j.findings.map((f) => [f.title, f.severity, f.verified ?? null])).toEqual([
      ['Clave de API expuesta (Solucionado)', 'critical', null],
      ['Envío opcional de apiKey desde el frontend', 'high', null],
    ]);
  });

  it('English and Chinese: a tag inside the fix line says nothing; one in the finding\'s own line still does', () => {
    const { j } = record(
      [
        '## Outcome',
        '',
        'partial',
        '',
        '## Findings',
        '',
        '### 1. Tokens are logged in plain text',
        '',
        '- Severity: High.',
        '- Recommendation: redact the header before logging; the redactor exists already',
        '  in `log.ts` (verified).',
        '- Status: In progress.',
        '',
        '### 2. 会话在登出后仍然有效',
        '',
        '- 风险：高。',
        '- 建议：登出时清除服务端会话（已验证）。',
        '- 状态：进行中。',
        '',
        '### 3. The cache never expires',
        '',
        '- Severity: Medium.',
        '- Description: entries stay forever (verified).',
        '- Recommendation: add a TTL.',
        '',
      ].join('\n'),
    );
    expect(j.findings.map((f) => [f.title, f.verified ?? null])).toEqual([
      ['Tokens are logged in plain text', null],
      ['会话在登出后仍然有效', null],
      ['The cache never expires', true],
    ]);
  });
});

describe('a point the writer tried and turned down ("Rejected") is ruled out, not an open finding', () => {
  it('English table row and German list item; a sentence that only says something is rejected stays a finding', () => {
    const { j, md } = record(
      [
        '## Outcome',
        '',
        'partial',
        '',
        '## 🟠 High Priority',
        '',
        '| # | Status | Finding | File |',
        '|---|---|---|---|',
        '| 8 | ✅ | **The semaphore blocks a pool thread.** Replaced by a continuation. | `Run.swift:40` |',
        '| 9 | ❌ | **Add cross-module optimization.** Tested the flag. **Rejected:** the binary grows and the build is ten times slower. | `build.sh:58` |',
        '| 10 | ⬜ | **Uploads with a valid token are rejected when the clock drifts.** | `auth.swift:12` |',
        '',
        '## Befunde',
        '',
        '- Der Cache wird nie geleert (`cache.go:10`)',
        '- Lookups vorab berechnen — Verworfen: kein messbarer Gewinn.',
        '',
      ].join('\n'),
    );
    expect(j.findings.map((f) => f.title)).toEqual([
      'The semaphore blocks a pool thread.',
      'Uploads with a valid token are rejected when the clock drifts.',
      'Der Cache wird nie geleert (`cache.go:10`)',
    ]);
    expect(md).toContain('Add cross-module optimization');
    expect(md).toContain('Lookups vorab berechnen');
  });
});
