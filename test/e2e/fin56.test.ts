// Finish reports (QA 56): what an agent writes when it ends a task (a PR body, a spike report, an implementation
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

const SPIKE = `# Spike: move the queue to the v2 client

## Goal
Find out whether the service can run on the v2 client without a rewrite.

## What was done
- Swapped the client behind a feature flag.
- Ran the smoke suite against both protocol versions.

## Blocker
- The v2 client needs the new schema library; our schemas fail its type check.

## Remaining work
1. Upgrade the schema library across all handlers.
2. Verify on the real runtime, not only locally.

## Recommendation
Keep production on v1 until the stable v2 client ships.
`;

const RESUMO = `# Resumo de Implementação

## Visão Geral
Aplicativo de agenda com login e notificações.

## O que foi Implementado
- Tela de login
- Agenda pessoal

## Estrutura de Pastas
\`\`\`
lib/
└── screens/
\`\`\`

## Próximas Etapas (Opcional)
1. Testes unitários
2. Modo offline

## Status: PRONTO PARA PRODUÇÃO
`;

describe('a finish report is a return (QA 56 class 2)', () => {
  it('a spike report (Goal, What was done, Remaining work, Recommendation) is recorded without --force; lint says return', () => {
    const { r, lint, pulled } = returnBody(SPIKE, '--outcome', 'partial');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('holds a brief');
    expect(lint.kind).toBe('return');
    const titles = pulled().findings.map((f: { title: string }) => f.title).join('\n');
    expect(titles).toContain('schema library');
    expect(titles).not.toContain('Swapped the client');
  });

  it('a Portuguese implementation summary with its next steps is a return, its status the outcome', () => {
    const { r, lint } = returnBody(RESUMO);
    expect(r.stderr).not.toContain('holds a brief');
    expect(lint.kind).toBe('return');
  });
});

describe('finish statements (QA 56 class 4)', () => {
  // (Under "## Pendiente", what is left undone, in a report done in part: its findings too, QA 56 class 1.)
  it.each(['Hallazgos', 'Pendiente'])('"Completo" below a hundred percent is partial, and its findings under "## %s" are read', (heading) => {
    const { r, pulled } = returnBody(`# Implementación del escáner

**Estado:** ✅ 75% Completo - Listo para integraciones finales

## Resumen
La pantalla de escaneo y el servicio de validación están hechos.

## ${heading}
- La pantalla de compra todavía no llama al servicio.
- La cámara es simulada.
`);
    expect(r.code, r.stderr).toBe(0);
    const p = pulled();
    expect(p.outcome).toBe('partial');
    expect(p.findings.map((f: { title: string }) => f.title)).toEqual(['La pantalla de compra todavía no llama al servicio.', 'La cámara es simulada.']);
  });

  it('"All acceptance criteria … have been satisfied" is answered, naming that line', () => {
    const { r } = returnBody(`## Summary
- Implemented the retry wrapper for the upload client.

## Testing
- \`make test\` (passes)

## Notes
All acceptance criteria from #12 have been satisfied.
`);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('outcome: answered, read from line 8');
  });
});

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
