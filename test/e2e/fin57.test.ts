// Finish reports (QA 56, fin57): what an agent writes when it ends a task (a PR body, a spike report, an implementation
// summary) is a return: `return` records it without --force and `lint` says return; its work done is never a finding,
// what it leaves open is. Each test holds the contract: exit code, stdout JSON, the pulled return.
import { afterAll, describe, expect, it } from 'vitest';
import { briefToReturn, cleanup, json } from '../helpers/return-cli.js';

afterAll(cleanup);

function returnBody(text: string, ...flags: string[]) {
  const s = briefToReturn();
  const f = s.file('r.md', text);
  const r = s.w.run(['return', s.id, '--body', f, '--no-input', '--json', ...flags], { cwd: s.repo });
  const lint = json(s.w.run(['lint', f, '--json'], { cwd: s.repo }));
  const pulled = () => json(s.w.run(['pull', s.id, '--json', '--keep'], { cwd: s.repo })).returns[0];
  return { r, lint, pulled };
}

describe('a finish report: done sections are no findings, open ones are (QA 56 class 1)', () => {
  it('Summary bullets stay the summary; Follow-ups are the findings', () => {
    const { r, pulled } = returnBody(`# Worklog - T7 - export fixtures

## Summary
- Updated the export fixtures to the new catalog.
- Refreshed the flow tests to assert both maps.

## Tests
- npm run lint

## Follow-ups
- Re-run the suite once the helper is restored.
- Retire the legacy mirrors with the protocol owners.
`, '--outcome', 'partial');
    expect(r.code, r.stderr).toBe(0);
    const titles = pulled().findings.map((f: { title: string }) => f.title);
    expect(titles).toEqual(['Re-run the suite once the helper is restored.', 'Retire the legacy mirrors with the protocol owners.']);
  });

  it('a report whose sections all tell the work done, its status complete, has no findings', () => {
    const { r, pulled } = returnBody(`# Task Complete: convert diagrams

## Summary
Converted 4 diagrams to Mermaid.

## Standards Compliance
✅ All conversions follow the diagram standard

## Git History
- Commit 1: README diagrams
- Commit 2: design notes

**Status:** ✅ Complete
`);
    expect(r.code, r.stderr).toBe(0);
    const p = pulled();
    expect(p.outcome).toBe('answered');
    expect(p.findings).toEqual([]);
  });
});

describe('a finish report\'s Pendiente beside a percentage (QA 56 class 1, 4)', () => {
  it('"75% Completo" is partial, and its Pendiente items are the findings', () => {
    const { r, pulled } = returnBody(`# Implementación del escáner

**Estado:** ✅ 75% Completo - Listo para integraciones finales

## Resumen
La pantalla de escaneo y el servicio de validación están hechos.

## Pendiente
- La pantalla de compra todavía no llama al servicio.
- La cámara es simulada.
`);
    expect(r.code, r.stderr).toBe(0);
    const p = pulled();
    expect(p.outcome).toBe('partial');
    expect(p.findings.map((f: { title: string }) => f.title)).toEqual(['La pantalla de compra todavía no llama al servicio.', 'La cámara es simulada.']);
  });
});
