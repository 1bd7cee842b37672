// A closing "Status:" line whose value names the work and a participle that agrees with it ("Аудит завершен",
// "Auditoría completada", "Auditoria concluída"): the list holds one form of each word (inflections.ts gives the
// others), so `return --body` without --outcome records answered and names the line. A status that says the work
// did not finish, or says nothing of its end, still exits 2 naming --outcome.

import { describe, expect, it } from 'vitest';
import { crlf, docWorld, oneHandoff } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'status participles');
const run = (text: string) => handoff.returnBody(text, '--force');
const body = (status: string) =>
  `# Audit\n\n## Findings\n\n### 1. Parser\n*   **Problem:** the parser drops the last line of \`src/parse.ts\`.\n*   **Fix:** read to the end.\n\n---\n${status}\n`;

describe('a closing status line in the gender and number of what finished', () => {
  for (const status of [
    '**Статус:** Аудит завершен, критические ошибки исправлены, код документирован.',
    '**Статус:** Аудит завершён, ошибки исправлены.',
    '**Estado:** Auditoría completada, errores críticos corregidos.',
    '**Status:** Auditoria concluída, erros críticos corrigidos.',
  ]) {
    it(`${status}: answered, from line 10`, () => {
      for (const text of [body(status), crlf(body(status))]) {
        const r = run(text);
        expect(r.code, r.stderr).toBe(0);
        const j = JSON.parse(r.stdout) as { outcome: string; outcomeFrom: { line: number } };
        expect(j.outcome).toBe('answered');
        expect(j.outcomeFrom.line).toBe(10);
        expect(r.stderr).toContain('read from line 10 of --body');
      }
    });
  }
  for (const status of ['**Статус:** Аудит не завершен, ошибки не исправлены.', '**Estado:** Auditoría no completada.', '**Status:** Audit still running, two modules left.']) {
    it(`${status}: still asks for --outcome`, () => {
      const r = run(body(status));
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('--outcome');
    });
  }
});
