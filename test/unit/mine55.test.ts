// QA 55's return classes 2 and 9, each a rule a person would state: a pointer to another document for the rest is no
// finding; a level group's heading with a note in brackets and a colon is still that level's group, even over one
// item; the levels in Romanian, Norwegian, Danish, Finnish, Hungarian, Greek and Hindi; a table row whose only words
// are its file is titled by the file; an inventory's tables list what it holds, no findings; recommendations in
// Romanian and the Nordic languages are the recommendations.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';
import { pointsElsewhere } from '../../src/brief/pointer-paragraph.js';

const rows = (md: string) => readReturn(md).f.map((x) => [x.title, x.severity ?? null]);

describe('a pointer to another document after the findings', () => {
  const doc = (parent: string, see: string) =>
    `# Review\n\n## ${parent}\n\n### 🔴 CRITICAL (fix before release):\n\n1. **Open CORS policy**\n   - **Where:** \`server.ts:10\`\n\n2. **Delete has no owner check**\n   - **Where:** \`server.ts:90\`\n\n### 🟠 HIGH (should fix before release):\n\n3. **No rate limit on login**\n   - **Fix:** add a limiter\n\n${see}\n\n## Conclusion\n\nGood overall.\n`;
  it('is no finding and does not fold the group above it into one (en, nb, de)', () => {
    const want = [['Open CORS policy', 'critical'], ['Delete has no owner check', 'critical'], ['No rate limit on login', 'high']];
    expect(rows(doc('Security problems', '**See `SECURITY.md` for the full list (9 problems in total).**'))).toEqual(want);
    expect(rows(doc('Sikkerhetsproblemer', 'Se `SIKKERHET.md` for fullstendig liste.'))).toEqual(want);
    expect(rows(doc('Sicherheitsprobleme', 'Siehe docs/sicherheit.md für alle Details.'))).toEqual(want);
  });
  it('keeps the pointer in the return, in no finding', () => {
    const { r, f } = readReturn(doc('Security problems', 'See `SECURITY.md` for the full list.'));
    expect(f.some((x) => x.text.includes('full list'))).toBe(false);
    expect(JSON.stringify(r)).toContain('See `SECURITY.md` for the full list.');
  });
  it('tells a pointer from a finding that opens with "see"', () => {
    expect(pointsElsewhere('See `SECURITY.md` for the full list (12 problems in total).')).toBe(true);
    expect(pointsElsewhere('**Vezi `AUDIT.md` pentru lista completă.**')).toBe(true);
    expect(pointsElsewhere('See [the audit](docs/audit.md) for details.')).toBe(true);
    // A line of code is where a problem is: a finding.
    expect(pointsElsewhere('See `api/auth.ts:40`: the token is never checked.')).toBe(false);
    // Not opened by a word for "see", or no document named after it.
    expect(pointsElsewhere('The `SECURITY.md` file lists passwords in plain text.')).toBe(false);
    expect(pointsElsewhere('See how the cache key ignores the locale.')).toBe(false);
    // "Se" is Italian, Portuguese and Spanish for "if": a name that is no document, or a verb after the name, is a finding.
    expect(pointsElsewhere('Se `DEBUG` è attivo, i token di sessione finiscono nei log in chiaro.')).toBe(false);
    expect(pointsElsewhere('Se `config.yaml` manca, il server parte senza autenticazione.')).toBe(false);
    expect(pointsElsewhere('Se `README.md` è obsoleto, i nuovi utenti sbagliano il setup.')).toBe(false);
    expect(pointsElsewhere('Se `SIKKERHET.md` for fullstendig liste.')).toBe(true);
    // A long paragraph is more than a pointer.
    expect(pointsElsewhere(`See \`a.md\` for more. ${'The worker also retries forever on a closed socket. '.repeat(6)}`)).toBe(false);
  });
});

describe('"Se" opening a finding (it, es, pt)', () => {
  it('keeps each paragraph a finding', () => {
    for (const [h, a, b] of [
      ['Risultati', 'Se `DEBUG` è attivo, i token finiscono nei log.', 'Se `config.yaml` manca, il server parte senza autenticazione.'],
      ['Hallazgos', 'Se `DEBUG` está activo, los tokens acaban en los logs.', 'Se `config.yaml` falta, el servidor arranca sin autenticación.'],
      ['Achados', 'Se `DEBUG` estiver ativo, os tokens vão para os logs.', 'Se `config.yaml` faltar, o servidor sobe sem autenticação.'],
    ]) {
      expect(readReturn(`# Review\n\n## ${h}\n\n${a}\n\n${b}\n\nThe refresh token never expires in \`auth/refresh.ts\`.\n`).f).toHaveLength(3);
    }
  });
});

describe('a level group with a note in brackets closed by a colon', () => {
  it('is that level\'s group over one item (en, es, ru)', () => {
    for (const [find, crit, high] of [['Findings', 'CRITICAL', 'HIGH'], ['Hallazgos', 'CRÍTICO', 'ALTO'], ['Находки', 'КРИТИЧЕСКИЕ', 'ВЫСОКИЙ']]) {
      const md = `# Review\n\n## ${find}\n\n### ${crit}\n\n1. **First problem here**\n2. **Second problem here**\n\n### 🟠 ${high} (fix before release):\n\n3. **Third problem here**\n   - **Fix:** do it\n`;
      expect(rows(md)).toEqual([['First problem here', 'critical'], ['Second problem here', 'critical'], ['Third problem here', 'high']]);
    }
  });
});

describe('levels in more languages', () => {
  const doc = (find: string, crit: string, mid: string, low: string) =>
    `# Audit\n\n## ${find}\n\n### ${crit}\n\n#### INC-001: Totals differ\n\nTwo pages give two totals.\n\n### ⚠️ ${mid}\n\n#### INC-002: Old version cited\n\nThe page cites an old version.\n\n### ${low}\n\n#### INC-003: Date missing\n\nNo update date.\n`;
  it('reads Romanian, Norwegian, Finnish, Hungarian, Greek and Hindi group levels', () => {
    for (const [find, crit, mid, low] of [
      ['Constatări', 'CRITICE', 'MEDII', 'SCĂZUTE'],
      ['Funn', 'KRITISKE', 'MIDDELS', 'LAV'],
      ['Havainnot', 'KRIITTINEN', 'KESKITASO', 'MATALA'],
      ['Megállapítások', 'KRITIKUS', 'KÖZEPES', 'ALACSONY'],
      ['Ευρήματα', 'ΚΡΊΣΙΜΟ', 'ΜΕΣΑΊΑ', 'ΧΑΜΗΛΉ'],
      ['Findings', 'गंभीर', 'मध्यम', 'निम्न'],
    ]) {
      expect(rows(doc(find!, crit!, mid!, low!)).map((x) => x[1])).toEqual(['critical', 'medium', 'low']);
    }
  });
});

describe('a table row whose only words are its file', () => {
  it('is titled by the file, its other cells its fields', () => {
    const md = '# Review\n\n## Findings\n\n| # | File | Severity | Priority |\n|---|---|---|---|\n| 1 | `api/a.ts` | High | P1 |\n| 2 | `api/b.ts` | Low | P2 |\n';
    const { f } = readReturn(md);
    expect(f.map((x) => [x.title, x.severity, x.location])).toEqual([['`api/a.ts`', 'high', 'api/a.ts'], ['`api/b.ts`', 'low', 'api/b.ts']]);
  });
  it('keeps a row with words of its own titled by them', () => {
    const md = '# Review\n\n## Findings\n\n| # | File | Problem | Severity |\n|---|---|---|---|\n| 1 | `api/a.ts` | Token never expires | High |\n';
    expect(rows(md)).toEqual([['Token never expires', 'high']]);
  });
});

describe('an inventory beside the findings', () => {
  it('lists what it holds by importance, no findings (ro, en, es)', () => {
    for (const [inv, empty, find] of [['INVENTAR DOCUMENTE', 'Fișiere goale', 'INCONSISTENȚE'], ['Document inventory', 'Empty files', 'Inconsistencies'], ['Inventario de documentos', 'Archivos vacíos', 'Inconsistencias']]) {
      const md = `# Audit\n\n## ${inv}\n\n### ${empty}\n\n| # | File | Importance | Priority |\n| - | ---- | ---------- | -------- |\n| 1 | \`api/hooks.md\` | High | P1 |\n| 2 | \`docs/start.md\` | Medium | P2 |\n\n## ${find}\n\n### 🔴 Critical\n\n#### INC-001: Totals differ\n\nTwo pages give two totals.\n`;
      const got = rows(md);
      expect(got).toHaveLength(1);
      expect(got[0]![0]).toContain('Totals differ');
      expect(got[0]![1]).toBe('critical');
    }
  });
});

describe('a module called Inventory', () => {
  it('holds findings like its siblings: only a document or file inventory is kept', () => {
    const md = '# Review\n\nOutcome: answered.\n\n## Orders\n\n- **High** — an order can be paid twice (`orders/pay.ts:88`).\n\n## Inventory\n\n- **High** — stock can go negative (`inventory/reserve.ts:40`).\n- **Medium** — the recount ignores returns (`inventory/recount.ts:12`).\n';
    expect(readReturn(md).f).toHaveLength(3);
  });
});

describe('Greek levels in capitals, without their accents', () => {
  it('are read as the accented words are', () => {
    const md = '# Έλεγχος\n\n## Ευρήματα\n\n### ΚΡΙΣΙΜΑ\n\n- Το token δεν λήγει ποτέ (`auth/token.ts:12`).\n\n### ΥΨΗΛΗ\n\n- Οι κωδικοί γράφονται στα logs (`log/write.ts:40`).\n\n### Χαμηλή\n\n- Λείπει το όριο αιτημάτων (`api/rate.ts:3`).\n';
    expect(rows(md).map((x) => x[1])).toEqual(['critical', 'high', 'low']);
  });
});

describe('recommendations in Romanian and the Nordic languages', () => {
  it('are the return\'s recommendations, not findings', () => {
    for (const [find, rec] of [['Constatări', 'RECOMANDĂRI DE ACȚIUNE'], ['Funn', 'Anbefalinger'], ['Havainnot', 'Suositukset']]) {
      const md = `# Audit\n\n## ${find}\n\n- **Totals differ** between two pages [verified: diff]\n\n## ${rec}\n\n| # | Action | Effort |\n| - | ------ | ------ |\n| A1 | Write the stage 3 docs | 3 days |\n| A2 | Fill getting-started.md | 2 hours |\n`;
      const { r, f } = readReturn(md);
      expect(f.map((x) => x.title)).toEqual(['Totals differ']);
      expect(JSON.stringify(r.answers.recommendations)).toContain('Write the stage 3 docs');
    }
  });
});
