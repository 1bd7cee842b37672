// Severity groups and the sections of a return that are not findings (issue 10, returns), each as the
// smallest synthetic document of the shape agents wrote.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const read = readReturn;
const titles = (md: string) => read(md).f.map((x) => [x.title, x.severity]);

describe('priority groups of a closing section after counter-titled findings are action items (N9-R6c)', () => {
  it('two "## BUG #n:" sections, then "## Recomendaciones para continuar" / "### Prioridad Alta (P1)": two findings', () => {
    const md = [
      '# Informe de revisión del servicio de pedidos', '', '## Resumen', '', 'Revisé el servicio y encontré dos errores.', '',
      '## BUG #1: El total ignora los descuentos', '', 'En `orders.ts:88` el total se calcula antes del descuento.', '', '**Impacto:** los clientes pagan de más.', '',
      '## BUG #2: La caché nunca expira', '', '`cache.ts:14` no fija TTL.', '', '**Impacto:** datos obsoletos.', '',
      '## Recomendaciones para continuar', '', '### Prioridad Alta (P1)', '', '- Corregir el cálculo del total.', '- Añadir un TTL a la caché.', '',
      '### Prioridad Media (P2)', '', '- Añadir tests de integración.', '',
    ].join('\n');
    const { r, f } = read(md);
    expect(f.map((x) => x.title)).toEqual(['El total ignora los descuentos', 'La caché nunca expira']);
    // The action items are kept, under their own heading.
    expect(JSON.stringify(r)).toContain('Añadir tests de integración.');
  });

  it('the same in English and German: "## Next moves" / "### High priority" after "## Bug 1: …" / "## Bug 2: …"', () => {
    for (const [closing, high, low] of [['Where to go from here', 'High priority', 'Low priority'], ['Wie es weitergehen kann', 'Priorität: hoch', 'Priorität: niedrig']]) {
      const md = `# Review\n\n## Bug 1: Login loops\n\nThe redirect in \`auth.ts:9\` points to itself.\n\n## Bug 2: Export drops rows\n\nThe last page is never fetched.\n\n## ${closing}\n\n### ${high}\n\n- Fix the redirect.\n- Fetch the last page.\n\n### ${low}\n\n- Add a test.\n`;
      expect(read(md).f.map((x) => x.title), closing).toEqual(['Login loops', 'Export drops rows']);
    }
  });
});

describe('a severity noun beside its level heads a group (R8-7)', () => {
  it.each([
    ['Severidad alta', 'high'],
    ['3.1 Severidade alta', 'high'],
    ['Hohe Schwere', 'high'],
    ['Sévérité élevée', 'high'],
    ['重大度：高', 'high'],
    ['High severity', 'high'],
    ['Severity: Medium', 'medium'],
    ['Высокая серьёзность', 'high'],
    ['Priorität: niedrig', 'low'],
    ['优先级：中', 'medium'],
  ])('"### %s" over two items: two findings of that severity', (heading, sev) => {
    const md = `# Review\n\n## Findings\n\n### ${heading}\n\n- The token is stored in plain text in \`auth.ts:12\`.\n- The session never expires.\n`;
    expect(titles(md)).toEqual([
      ['The token is stored in plain text in `auth.ts:12`.', sev],
      ['The session never expires.', sev],
    ]);
  });

  it('sibling groups of that form, at the top of the return, each give their own severity', () => {
    const md = '# Revisión\n\n## Severidad alta\n\n- El token se guarda en texto plano.\n- La sesión no expira.\n\n## Severidad baja\n\n- Falta un test del caso vacío.\n';
    expect(titles(md)).toEqual([
      ['El token se guarda en texto plano.', 'high'],
      ['La sesión no expira.', 'high'],
      ['Falta un test del caso vacío.', 'low'],
    ]);
  });

  it('a heading that only names the noun, or a sentence with it, states no level', () => {
    const md = '# Review\n\n## Findings\n\n### Severity model\n\n- Levels are not documented.\n- The scale differs between services.\n';
    expect(titles(md).map((x) => x[1])).toEqual([undefined, undefined]);
  });
});

describe('group words in other languages (N9-R5)', () => {
  it.each([
    ['Majeur', 'Mineur'],
    ['Majeurs', 'Mineurs'],
    ['Mayores', 'Menores'],
    ['Schwerwiegend', 'Geringfügig'],
    ['Maiores', 'Menores'],
    ['Major', 'Minor'],
  ])('"### %s" / "### %s" give major and minor', (major, minor) => {
    const md = `# Review\n\n## Findings\n\n### ${major}\n\n- The token is stored in plain text.\n- The session never expires.\n\n### ${minor}\n\n- A test is missing.\n`;
    expect(titles(md)).toEqual([
      ['The token is stored in plain text.', 'major'],
      ['The session never expires.', 'major'],
      ['A test is missing.', 'minor'],
    ]);
  });

  it('as group headings only: a finding whose text opens with the word is not thereby of that level', () => {
    const md = '# Revue\n\n## Constats\n\n- Mineur : le jeton est stocké en clair.\n- Mayores problemas en el caché.\n';
    expect(titles(md).map((x) => x[1])).toEqual([undefined, undefined]);
  });
});

describe('a bold sentence closing a finding is its text, not a sub-heading (N9-R5)', () => {
  it.each([
    ['Este cambio es urgente.', 'Conviene revisarlo pronto.', 'Hallazgos'],
    ['This needs a fix before the release.', 'Worth a look soon!', 'Findings'],
    ['Das muss vor dem Release behoben werden.', 'Bitte bald ansehen.', 'Befunde'],
  ])('"**%s**" before the next heading', (one, two, findings) => {
    const md = `# Review\n\n## ${findings}\n\n### 1. Total ignores discounts\n\nIn \`orders.ts:88\` the total is computed before the discount.\n\n**${one}**\n\n### 2. Cache never expires\n\n\`cache.ts:14\` sets no TTL.\n\n**${two}**\n`;
    const { f } = read(md);
    expect(f.map((x) => x.title)).toEqual(['Total ignores discounts', 'Cache never expires']);
    expect(f[0]!.text).toContain(one);
    expect(f[1]!.text).toContain(two);
  });

  it('a bold title over its own text still heads a finding', () => {
    const md = '# Review\n\n## Findings\n\n**1. Jobs run twice at DST.**\n\nThe scheduler adds an hour.\n\n**2. Cache never expires.**\n\nNo TTL is set.\n';
    expect(read(md).f.map((x) => x.title)).toEqual(['Jobs run twice at DST.', 'Cache never expires.']);
  });
});

describe('an empty group is no finding (N9-R3)', () => {
  it.each([
    ['Crítico', 'Ninguno.', 'Alto'],
    ['Critical', '_None found._', 'High'],
    ['Medio', '**Ninguno.** Nada crítico.', 'Alto'],
    ['Niedrig', '- Keine', 'Hoch'],
    ['低', '无', '高'],
    ['Low', 'なし', 'High'],
    ['Низкая', 'Нет.', 'Высокая'],
    ['Critical', 'None.', 'Severity: High'],
  ])('"### %s" / "%s" beside "### %s" over a list: only the list\'s findings', (empty, nothing, full) => {
    const md = `# Review\n\n## Findings\n\n### ${empty}\n\n${nothing}\n\n### ${full}\n\n- The token is stored in plain text.\n- The session never expires.\n`;
    const { r, f } = read(md);
    expect(f.map((x) => x.title)).toEqual(['The token is stored in plain text.', 'The session never expires.']);
    expect(JSON.stringify(r)).toContain(nothing.replace(/[*_-]/g, '').trim().slice(0, 3));
  });

  it('the same with the groups at the top of the return', () => {
    const md = '# Review\n\n## Critical\n\nNone.\n\n## High\n\n- Token stored in plain text.\n- Session never expires.\n\n## Low\n\nНет.\n';
    expect(read(md).f.map((x) => x.title)).toEqual(['Token stored in plain text.', 'Session never expires.']);
  });

  it('beside checks that are not groups, "None found." stays a finding as written', () => {
    const md = '# Review\n\n## Findings\n\n### 1. Array bounds ✅\n\nChecked every index in `buf.c`.\n\n### 2. Overflow ✅\n\nNone found.\n';
    // (The closing ✅ is out of each title since ee2d4a9, as a leading one is; the text keeps it.)
    expect(read(md).f.map((x) => x.title)).toEqual(['Array bounds', 'Overflow']);
  });

  it('a group whose text names something after "None" holds it', () => {
    const md = '# Review\n\n## Findings\n\n### Critical\n\nNone. But `retry.ts:40` may loop forever when the clock jumps back by 3600 seconds.\n\n### High\n\n- Token stored in plain text.\n';
    expect(read(md).f).toHaveLength(2);
  });
});

describe('a section of checks that passed is no findings (N9-R4)', () => {
  it.each([
    '### Correcto (verificado, no requiere acción)',
    '### No issues found',
    '### Verified OK — no action needed',
    '### Vérifié, rien à signaler',
    '### Проверено, замечаний нет',
    '### 問題なし',
    '### Ohne Befund',
  ])('"%s" inside the findings section: kept under its heading, its items not counted', (heading) => {
    const md = `# Review\n\n## Findings\n\n### Bugs\n\n- Token stored in plain text.\n\n${heading}\n\n- Input validation is correct.\n- Logs do not leak secrets.\n`;
    const { r, f } = read(md);
    expect(f.map((x) => x.title)).toEqual(['Token stored in plain text.']);
    expect(JSON.stringify(r)).toContain('Logs do not leak secrets.');
  });

  it.each(['## ✅ 已核实无问题', '## Ohne Befund', '## No issues found'])('"%s" beside the findings section: kept, not counted', (heading) => {
    const md = `# Review\n\n## Findings\n\n- Token stored in plain text [high].\n\n${heading}\n\n- Input validation is correct.\n- Logs do not leak secrets.\n`;
    expect(read(md).f.map((x) => x.title)).toEqual(['Token stored in plain text.']);
  });

  it.each(['## Verified findings', '### Confirmed issues'])('"%s" still holds findings', (heading) => {
    const md = `# Review\n\n## Findings\n\n### Bugs\n\n- Token stored in plain text.\n\n${heading}\n\n- Input validation is missing.\n- Logs leak secrets.\n`;
    expect(read(md).f.map((x) => x.title)).toEqual(['Token stored in plain text.', 'Input validation is missing.', 'Logs leak secrets.']);
  });
});

describe("a category's estimate line does not make it one finding (R8-3)", () => {
  it.each([
    ['Findings', 'Security (High)', '**Time to fix:** 5h', 'high'],
    ['Findings', 'Performance (Medium)', '**Estimated effort:** 2 days', 'medium'],
    ['Befunde', 'Sicherheit (Hoch)', '**Aufwand:** 3 h', 'high'],
    ['Hallazgos', 'Seguridad (Alta)', '**Esfuerzo estimado:** 2 días', 'high'],
  ])('"## %s" / "### %s" / "%s" over three bullets: three findings of the group\'s severity', (findings, category, estimate, sev) => {
    const md = `# Audit\n\n## ${findings}\n\n### ${category}\n\n${estimate}\n\n- Tokens are logged at debug level.\n- The session cookie lacks \`Secure\`.\n- Password reset links never expire.\n`;
    const { r, f } = read(md);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['Tokens are logged at debug level.', sev],
      ['The session cookie lacks `Secure`.', sev],
      ['Password reset links never expire.', sev],
    ]);
    // The estimate is kept, beside the group.
    expect(JSON.stringify(r)).toContain(estimate.replace(/\*\*/g, '').split(':')[0]);
  });

  it('a work-plan table under a roadmap is no findings, and is kept', () => {
    const md = '# Audit\n\n## Findings\n\n- Tokens are logged [high].\n\n## Roadmap\n\n| Task | Hours | Priority |\n|---|---|---|\n| Rotate tokens | 3 | High |\n| Add cookie flags | 1 | High |\n| Cache images | 4 | Medium |\n';
    const { r, f } = read(md);
    expect(f.map((x) => x.title)).toEqual(['Tokens are logged.']);
    expect(JSON.stringify(r)).toContain('Cache images');
  });

  it('a finding whose text is a figure still counts ("- p95 latency: 900 ms on search")', () => {
    const md = '# Audit\n\n## Findings\n\n### Performance (Medium)\n\n- p95 latency: 900 ms on search\n- Images are not cached.\n';
    expect(read(md).f.map((x) => x.title)).toHaveLength(2);
  });
});

describe('"### A corregir" and "### Cosmético" as group severities (N9-R3, optional)', () => {
  it('beside "### Crítico" / "Ninguno.": medium and low, the empty group no finding', () => {
    const md = '# Revisión\n\n## Hallazgos\n\n### Crítico\n\nNinguno.\n\n### A corregir\n\n- El caché no expira.\n- El log repite líneas.\n\n### Cosmético\n\n- Falta una coma en el README.\n';
    expect(titles(md)).toEqual([
      ['El caché no expira.', 'medium'],
      ['El log repite líneas.', 'medium'],
      ['Falta una coma en el README.', 'low'],
    ]);
  });
});
