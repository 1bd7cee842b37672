// Content that is no finding though it sits among findings (QA fourteenth, class 8): an area's "what to do" sub-heading
// beside its "current risk", in languages other than English. Synthetic documents of those shapes.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const area = (good: string, risk: string, rec: string) => `# Revisión de código - Estante

## Resumen
El proyecto está en buen estado; tres puntos necesitan trabajo.

## 1) Estructura del proyecto

### ${good}
- Estructura simple en la raíz.

### ${risk}
- Casi toda la lógica vive en un solo archivo (\`app.js\`), lo que frena a quien llega.

### ${rec}
- Dividir \`app.js\` en módulos por responsabilidad.

## 2) Estilos (\`styles.css\`)

### ${good}
- Variables CSS para la paleta.

### ${risk}
- Los estilos en línea junto a la hoja de estilos complican depurar.

### ${rec}
- Mover los estilos en línea a \`styles.css\`.
`;

describe("an area's recommendation sub-heading beside its risk holds no findings", () => {
  it.each([
    ['es', 'Lo que está bien', 'Riesgo actual', 'Recomendación'],
    ['de', 'Was gut ist', 'Aktuelles Risiko', 'Empfehlung'],
    ['ru', 'Что хорошо', 'Текущий риск', 'Рекомендация'],
    ['en', 'What is good', 'Current risk', 'Recommendation'],
  ])('%s: the risks are the findings, the recommendations are not', (_lang, good, risk, rec) => {
    const { r, f } = readReturn(area(good, risk, rec));
    expect(f.map((x) => x.title).join(' | ')).not.toMatch(/Dividir|Mover/);
    expect(f).toHaveLength(2);
    expect(r.answers.recommendations.join('\n')).toMatch(/Dividir/);
  });

  it('guard: a finding\'s own "#### Recomendación" part stays in that finding', () => {
    const md = `# Revisión

## Hallazgos

### Hallazgo 1: El token se escribe en el registro

El token completo aparece en \`app.log\`.

#### Recomendación

Enmascararlo antes de escribir.

### Hallazgo 2: Falta un índice en pedidos

Las búsquedas recorren toda la tabla.
`;
    const { f } = readReturn(md);
    expect(f.map((x) => x.title)).toEqual(['El token se escribe en el registro', 'Falta un índice en pedidos']);
    expect(f[0]!.text).toMatch(/Enmascararlo/);
  });
});

describe('a table that counts problems by kind holds no findings', () => {
  const counts = (kind: string, count: string, examples: string) => `# Audit

## 1. Summary of the errors found

### 1.1 Workflow errors (9 found)

| ${kind} | ${count} | ${examples} |
|---|---|---|
| Auth | 2 | no role cache on timeout, no visual feedback |
| Routing | 3 | route remount by key, hard redirect |
| Forms | 4 | no debouncing, hanging loading states |

## 2. Findings

### F1 — The export writes local time

The stamp shifts by the offset.
`;
  it.each([
    ['en', 'Category', 'Count', 'Examples'],
    ['de', 'Kategorie', 'Anzahl', 'Beispiele'],
    ['es', 'Categoría', 'Cantidad', 'Ejemplos'],
    ['zh', '类别', '数量', '示例'],
  ])('%s: "| Category | Count | Examples |" rows are no findings', (_lang, kind, count, examples) => {
    const { f } = readReturn(counts(kind, count, examples));
    expect(f.map((x) => x.title)).toEqual(['The export writes local time']);
  });

  it('guard: a numbered findings table ("| # | Problem | Where |") keeps its rows', () => {
    const md = `# Audit

## Findings

| # | Problem | Where |
|---|---|---|
| 1 | The export writes local time | export.ts |
| 2 | The index on orders is missing | schema.sql |
`;
    expect(readReturn(md).f).toHaveLength(2);
  });
});
