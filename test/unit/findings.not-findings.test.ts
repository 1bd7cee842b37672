// Sections of a return that list work, not problems found (issue 10, QA's counted non-findings): work still to
// do ("### ⚠️ Pending for production", "## ⚠️ Pendiente") and work done ("## New components created"). Synthetic
// documents of the shapes QA described.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const titles = (md: string) => readReturn(md).f.map((x) => x.title);

describe('work still to do is no finding', () => {
  it.each([
    ['Summary', 'Findings', '⚠️ Pending for production', 'Configure the real API key.'],
    ['Resumen', 'Hallazgos', '⚠️ Pendiente', 'Configurar la clave real de la API.'],
    ['Zusammenfassung', 'Befunde', '⚠️ Noch zu tun', 'Den echten API-Schlüssel eintragen.'],
  ])('"## %s" / "## %s" / "### %s": the findings only, the to-do kept', (summary, findings, pending, todo) => {
    const md = `# Review\n\n## ${summary}\n\nDone.\n\n## ${findings}\n\n- \`src/pay.ts:40\` charges twice on retry.\n\n### ${pending}\n\n- ${todo}\n- Enable rate limiting.\n`;
    const { r, f } = readReturn(md);
    expect(f.map((x) => x.title)).toEqual(['`src/pay.ts:40` charges twice on retry.']);
    expect(JSON.stringify(r)).toContain(todo);
  });

  it('"### ⚠️ Pending for production" under the outcome, beside "### ✅ Done": no findings at all', () => {
    expect(titles('# Review\n\n## Result\n\nImplemented checkout.\n\n### ✅ Done\n\n- Cart page\n- Checkout page\n\n### ⚠️ Pending for production\n\n- Configure the real API key.\n- Enable rate limiting.\n')).toEqual([]);
  });

  it('guards: "### ⏳ Pending" beside "### ✅ Fixed" is findings by status; "## Pending issues" names findings', () => {
    expect(titles('# Review\n\n## Findings\n\n### ✅ Fixed\n\n- `src/a.ts:1` null check missing.\n\n### ⏳ Pending\n\n- `src/b.ts:2` retry never stops.\n')).toEqual(['`src/a.ts:1` null check missing.', '`src/b.ts:2` retry never stops.']);
    expect(titles('# Review\n\n## Summary\n\nDone.\n\n## Pending issues\n\n- `src/b.ts:2` retry never stops.\n')).toEqual(['`src/b.ts:2` retry never stops.']);
  });
});

describe('work done is no finding', () => {
  it.each([
    ['Resultado', '⚠️ Pendiente', 'Componentes nuevos creados'],
    ['Result', '⚠️ Pending', 'New components created'],
  ])('"## %s" / "## %s" / "## %s" over the files made: no findings', (result, pending, created) => {
    const md = `# Review\n\n## ${result}\n\nImplemented checkout.\n\n## ${pending}\n\n- Configure the API key.\n\n## ${created}\n\n- \`src/components/Cart.tsx\`\n- \`src/components/Checkout.tsx\`\n`;
    expect(titles(md)).toEqual([]);
  });
});

describe('priority groups under a plan or next steps are the work to do, not findings', () => {
  it.each([
    ['Next steps for the team', 'High priority', 'Low priority', 'Fix the double charge.'],
    ['Plan de mejoras', 'Prioridad alta', 'Prioridad baja', 'Corregir el doble cobro.'],
    ['Hoja de ruta sugerida por prioridad', 'Prioridad alta', 'Prioridad baja', 'Corregir el doble cobro.'],
    ['Verbesserungsplan', 'Hohe Priorität', 'Niedrige Priorität', 'Doppelbuchung beheben.'],
  ])('"## %s" / "### %s" / "### %s": no findings, the plan kept', (plan, high, low, task) => {
    const md = `# Audit\n\n## Summary\n\nAll fine.\n\n## ${plan}\n\n### ${high}\n\n- ${task}\n\n### ${low}\n\n- Rename helpers.\n`;
    const { r, f } = readReturn(md);
    expect(f).toEqual([]);
    expect(JSON.stringify(r)).toContain(task);
  });

  it('guards: "## To fix" over priority groups before any findings still holds them; a findings section with a Priority column is unchanged', () => {
    expect(titles('# Review\n\n## To fix\n\n### High priority\n\n- `src/pay.ts:40` charges twice on retry.\n')).toEqual(['`src/pay.ts:40` charges twice on retry.']);
    expect(titles('# Review\n\n## Findings\n\n| Finding | Priority |\n|---|---|\n| Double charge on retry | high |\n| Card numbers logged | medium |\n\n## Next steps\n\n- Fix both.\n')).toEqual(['Double charge on retry', 'Card numbers logged']);
  });
});

describe('a sentence saying a check found nothing is no finding', () => {
  it.each([
    ['Findings', 'No TODO markers were found in the codebase.'],
    ['Achados', 'Nenhum marcador TODO foi encontrado.'],
    ['Befunde', 'Keine hartcodierten Geheimnisse gefunden.'],
    ['Hallazgos', 'No se encontraron marcadores TODO.'],
    ['Находки', 'Уязвимостей не найдено.'],
  ])('"## %s" / "- %s" beside a real finding: one finding, the sentence kept', (heading, none) => {
    const md = `# Review\n\n## ${heading}\n\n- \`src/pay.ts:40\` charges twice on retry.\n- ${none}\n`;
    const { r, f } = readReturn(md);
    expect(f.map((x) => x.title)).toEqual(['`src/pay.ts:40` charges twice on retry.']);
    expect(JSON.stringify(r)).toContain(none);
  });

  it('guards: something missing, or an exception after the none, is a finding', () => {
    const md = '# Review\n\n## Findings\n\n- No rate limiting was found on the login endpoint.\n- No tests were found for the parser.\n- No issues were found in auth, but the retry loops forever.\n';
    expect(titles(md)).toHaveLength(3);
  });
});

describe('an overall grade table is a scorecard, not findings', () => {
  it.each([
    ['Findings', 'Area', 'Grade', 'Summary', 'Security', 'Performance', '**Ready to ship once the cache lands.**', 'Critical', 'no cache in front of the DB.'],
    ['발견 사항', '영역', '등급', '요약', '보안', '성능', '**배포 가능하지만 캐시를 추가해야 합니다.**', '심각', '캐시가 없음.'],
  ])('"## %s" / "| %s | %s | %s |" and a bold verdict, then a severity group: its finding only', (heading, area, grade, summary, a1, a2, verdict, critical, problem) => {
    const md = `# Review\n\n## ${heading}\n\n| ${area} | ${grade} | ${summary} |\n|---|---|---|\n| ${a1} | B | fine |\n| ${a2} | C | slow |\n\n${verdict}\n\n### 🔴 ${critical}\n\n- \`src/cache.ts:3\` ${problem}\n`;
    const { r, f } = readReturn(md);
    expect(f.map((x) => x.title)).toEqual([`\`src/cache.ts:3\` ${problem}`]);
    expect(JSON.stringify(r)).toContain(a2);
  });

  it('guard: a graded table that names the problem and its file is findings', () => {
    const md = '# Review\n\n## Findings\n\n| Problem | File | Grade |\n|---|---|---|\n| Double charge on retry | `src/pay.ts:40` | F |\n| Card numbers logged | `src/log.ts:5` | D |\n';
    expect(titles(md)).toEqual(['Double charge on retry', 'Card numbers logged']);
  });
});

describe('a table of the commits made is no findings', () => {
  it('"| commit | meaning |" after the findings list, in the findings section: the finding only, the table kept', () => {
    const md = '# Review\n\n## Findings\n\n- `src/pay.ts:40` charges twice on retry.\n\n| commit | meaning |\n|---|---|\n| abc123 | fix retry |\n| def456 | add test |\n';
    const { r, f } = readReturn(md);
    expect(f.map((x) => x.title)).toEqual(['`src/pay.ts:40` charges twice on retry.']);
    expect(JSON.stringify(r)).toContain('def456');
  });

  it('guard: a table naming the commit and the problem it brought is findings', () => {
    expect(titles('# Review\n\n## Findings\n\n| Commit | Problem |\n|---|---|\n| abc123 | retry charges twice |\n')).toEqual(['retry charges twice']);
  });
});
