// QA 47 classes R1, R2 and R11: items and tables that hold no problem are no findings. A review's required actions
// ("## 요구 조치", "## Erforderliche Maßnahmen", "## 必要な対応") are Recommendations; an alert callout of a fine kind
// ("> [!success]", "> [!info]") is set aside; an item that says the check does not apply ("**Frontend:** N/A — no UI
// impact") or found nothing ("No misinterpretations detected", "**기능 결함: 없음.** …") is none; a finding described
// by a 2-column field table ("| Attribute | Value |" / "| Severity | Low |") is one finding, not one per row. And
// one reader for a passed cell (problem-words.ts saysPassed with `leading`). Synthetic documents, several languages.
import { describe, expect, it } from 'vitest';
import type { Tokens } from 'marked';
import { readReturn } from '../helpers/read-return.js';
import { statesNothingFound } from '../../src/brief/no-findings.js';
import { saysPassed } from '../../src/brief/problem-words.js';
import { idSeriesTable } from '../../src/brief/id-tables.js';

const found = (md: string) => readReturn(md).f.map((x) => ({ title: x.title, severity: x.severity ?? null, location: x.location ?? null }));
const titles = (md: string) => found(md).map((x) => x.title);

describe('required actions beside the findings are Recommendations (R1)', () => {
  const cases: [string, string, string[]][] = [
    ['지적 사항', '요구 조치', ['phone 필드 제거', 'SQL 변환 추가']],
    ['지적 사항', '필요 조치', ['phone 필드 제거', 'SQL 변환 추가']],
    ['指摘事項', '必要な対応', ['phone フィールドを削除', 'SQL に変換を追加']],
    ['发现的问题', '需要的修改', ['删除 phone 字段', '在 SQL 中加入转换']],
    ['Befunde im Detail', 'Erforderliche Maßnahmen', ['phone-Feld entfernen', 'Umrechnung ergänzen']],
    ['Observaciones', 'Cambios requeridos', ['Quitar el campo phone', 'Añadir la conversión']],
    ['Remarques', 'Modifications requises', ['Retirer le champ phone', 'Ajouter la conversion']],
    ['Review notes', 'Required changes', ['Drop the phone field', 'Add the conversion']],
  ];
  for (const [issues, required, actions] of cases)
    it(`"## ${required}" after "## ${issues}"`, () => {
      const md = `# Review\n\n- Verdict: REJECT\n\n## ${issues}\n\n1. **The phone field does not exist**: the model has no phone.\n\n2. **The geometry is not converted**: SQL needs ST_Y/ST_X.\n\n## ${required}\n\n- ${actions[0]}\n- ${actions[1]}\n`;
      const r = readReturn(md);
      expect(r.f.map((x) => x.title)).toEqual(['The phone field does not exist', 'The geometry is not converted']);
      expect(r.r.answers.recommendations.join('\n')).toContain(actions[1]);
    });
});

describe('an alert callout of a fine kind is no finding (R2)', () => {
  const doc = (kind: string) => `## Findings\n\n> [!warning] Root token still persists\n> The bootstrap script never revokes it.\n\n> [!${kind}] Audit logging is enabled in practice\n> Each bootstrap script enables a file audit device.\n`;
  for (const kind of ['success', 'SUCCESS', 'info', 'note', 'check', 'done', 'tip'])
    it(`[!${kind}] is set aside`, () => expect(titles(doc(kind))).toHaveLength(1));
  for (const kind of ['warning', 'caution', 'important', 'bug', 'danger', 'failure'])
    it(`[!${kind}] is a finding`, () => expect(titles(doc(kind))).toHaveLength(2));
});

describe('items that say nothing is wrong (R1)', () => {
  it('labelled design-check bullets that do not apply or found nothing, beside one finding', () => {
    const bullets = [
      ['Frontend', 'N/A — no UI impact.'],
      ['Business Logic', 'No misinterpretations detected.'],
      ['Oberfläche', 'entfällt (kein UI).'],
      ['Datenmodell', 'Keine Abweichung.'],
      ['Interfaz', 'no aplica.'],
      ['Cohérence', 'Aucun écart relevé.'],
      ['前端', '不适用'],
      ['設計', '不整合なし'],
    ];
    const md = `## Verdict\n\n**Status:** Pass\n\n## Logical & Design Findings\n\n${bullets.map(([l, v]) => `- **${l}:** ${v}`).join('\n')}\n\n### F1 — LOW: \`Notes\` has no max-length constraint\n\n\`Notes\` is \`string?\` with no \`[MaxLength]\`.\n`;
    expect(titles(md)).toEqual(['LOW: `Notes` has no max-length constraint']);
  });
  it('statesNothingFound: a bold labelled none, then how the writer knows', () => {
    expect(statesNothingFound('**기능 결함: 없음.** 설계 계약 위반, 필드명 불일치는 발견되지 않았다. 구현 코드는 수정하지 않았다.')).toBe(true);
    expect(statesNothingFound('**Defects: none.** The checks of §A–§D held on all three boards.')).toBe(true);
    expect(statesNothingFound('**Fehler: keine.** Alle Verträge geprüft.')).toBe(true);
    expect(statesNothingFound('**缺陷：无。** 已逐条核对设计约定。')).toBe(true);
  });
  it('but not when it says more, or names no problem', () => {
    expect(statesNothingFound('**Blockers: none.** But the cache leaks on reload.')).toBe(false);
    expect(statesNothingFound('**Blocker: keine.** Aber der Cache läuft über.')).toBe(false);
    expect(statesNothingFound('**Tests: none.** Nobody wrote any.')).toBe(false);
    expect(statesNothingFound('Tests: none')).toBe(false);
    expect(statesNothingFound('Frontend: N/A — but the API changed shape.')).toBe(false);
    expect(statesNothingFound('No tests cover the pager.')).toBe(false);
  });
});

describe('an area-by-area assessment above id-headed findings is kept, no findings (R1, doc 08)', () => {
  const doc = (heading: string, areas: [string, string][], ids: [string, string]) =>
    `## ${heading}\n\n${areas.map(([a, t]) => `- **${a}:** ${t}`).join('\n\n')}\n\n### ${ids[0]}1 — LOW: Notes has no max-length constraint\n\nNotes has no limit.\n\n### ${ids[0]}2 — ${ids[1]}\n\nThe job is enqueued after the save.\n`;
  it('English, German, Spanish', () => {
    expect(titles(doc('Logical & Design Findings', [['Security', 'All endpoints require auth. Identity comes from the token.'], ['Performance', 'The list is not paginated; fine at today\'s volume.'], ['Frontend', 'N/A — no UI impact.']], ['F', 'Post-save enqueue is not transactional']))).toHaveLength(2);
    expect(titles(doc('Befunde', [['Sicherheit', 'Alle Endpunkte verlangen Anmeldung.'], ['Leistung', 'Die Liste ist nicht paginiert, heute unkritisch.']], ['B', 'Einreihen nach dem Speichern ist nicht transaktional']))).toHaveLength(2);
    expect(titles(doc('Hallazgos', [['Seguridad', 'Todos los endpoints exigen autenticación.'], ['Rendimiento', 'La lista no está paginada; aceptable hoy.']], ['H', 'El encolado tras guardar no es transaccional']))).toHaveLength(2);
  });
  it('an item that states a level is still a finding; without id-headed findings the items are', () => {
    expect(titles(doc('Findings', [['Security', 'HIGH — the token is logged in clear.'], ['Performance', 'The list is not paginated.']], ['F', 'Post-save enqueue is not transactional']))).toHaveLength(4);
    const plain = `## Findings\n\n- **Security:** the token is logged in clear.\n- **Performance:** the list is not paginated.\n`;
    expect(titles(plain)).toHaveLength(2);
  });
});

describe('a finding described by a 2-column field table is one finding (R11)', () => {
  const doc = (table: string) => `## Findings\n\n### F1 — \`OutreachRecord.Notes\` has no max-length constraint\n\n${table}\n\n### F2 — Post-save enqueue is not transactional\n\nThe job is enqueued after SaveChanges.\n`;
  const tables: [string, string][] = [
    ['Attribute/Value', '| Attribute | Value |\n|---|---|\n| Severity | Low |\n| Location | `OutreachRecord.cs` — `Notes` property |\n| Finding | `Notes` is `string?` with no `[MaxLength]`. |\n| Recommendation | Add `[MaxLength(2000)]`. |\n| Blocking | No |'],
    ['Field/Value', '| Field | Value |\n|---|---|\n| Severity | Low |\n| Location | `OutreachRecord.cs` |\n| Blocking | No |'],
    ['Campo/Valor', '| Campo | Valor |\n|---|---|\n| Severidad | Baja |\n| Ubicación | `OutreachRecord.cs` |\n| Recomendación | Añadir `[MaxLength]` |'],
    ['Eigenschaft/Wert', '| Eigenschaft | Wert |\n|---|---|\n| Schweregrad | Niedrig |\n| Ort | `OutreachRecord.cs` |\n| Empfehlung | `[MaxLength]` setzen |'],
    ['属性/值', '| 属性 | 值 |\n|---|---|\n| 严重程度 | 低 |\n| 位置 | `OutreachRecord.cs` |\n| 建议 | 加上 `[MaxLength]` |'],
    ['項目/内容', '| 項目 | 内容 |\n|---|---|\n| 重大度 | 低 |\n| 場所 | `OutreachRecord.cs` |\n| 推奨 | `[MaxLength]` を付ける |'],
    ['no header words', '| Severity | Low |\n|---|---|\n| Location | `OutreachRecord.cs` |\n| Recommendation | Add `[MaxLength(2000)]`. |\n| Blocking | No |'],
  ];
  for (const [name, table] of tables)
    it(name, () => {
      const f = found(doc(table));
      expect(f.map((x) => x.title.replace(/^F\d\. /, ''))).toEqual(['`OutreachRecord.Notes` has no max-length constraint', 'Post-save enqueue is not transactional']);
      expect(f[0]).toMatchObject({ severity: 'low', location: 'OutreachRecord.cs' });
      // (Nothing lost: every row's words stay in the finding's text.)
      const text = readReturn(doc(table)).r.answers.findings[0]!;
      for (const row of table.split('\n').slice(2)) for (const cell of row.split('|').map((c) => c.trim()).filter(Boolean)) expect(text).toContain(cell);
    });
  it('a 2-column table of findings under a heading still lists them', () => {
    const md = `## Findings\n\n### Cache\n\n| Issue | Location |\n|---|---|\n| The cache never expires | \`cache.ts\` |\n| The retry loop never backs off | \`retry.ts\` |\n`;
    expect(titles(md)).toHaveLength(2);
  });
});

describe('one reader for a passed cell (problem-words.ts saysPassed, leading)', () => {
  it('reads the first word only; a CJK lead to 8 characters', () => {
    expect(saysPassed('Pass (3/3)', true)).toBe(true);
    expect(saysPassed('Succès', true)).toBe(true);
    expect(saysPassed('Réussie — 12 cas', true)).toBe(true);
    expect(saysPassed('合格 (3/3)', true)).toBe(true);
    expect(saysPassed('通过全部用例并已归档到报告', true)).toBe(true);
    expect(saysPassed('全部用例并已归档到报告之后通过', true)).toBe(false);
    expect(saysPassed('Not run; passed later', true)).toBe(false);
  });
  it('an id-coded table whose result column passed records checks, no findings', () => {
    const cell = (text: string) => ({ text, tokens: [] });
    const table = (results: string[]) => ({ type: 'table', header: [cell('ID'), cell('Check'), cell('Result')], rows: results.map((r, i) => [cell(`V${i + 1}`), cell('Ran the whole suite again'), cell(r)]) }) as unknown as Tokens.Table;
    expect(idSeriesTable(table(['Succès', 'Succès', 'Réussie']))).toBe(false);
    expect(idSeriesTable(table(['成功', '成功', '通过']))).toBe(false);
    expect(idSeriesTable(table(['Cache never expires here', 'Retry loop never backs off', 'Token logged in clear']))).toBe(true);
  });
});
