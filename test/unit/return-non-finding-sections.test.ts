// Sections of a return that hold no problem are no findings (QA 46 classes R1 and R10): suggestions beside the gaps
// are the Recommendations, whatever language names them or a gloss in brackets translates; a diagnosis, a root
// cause or the architecture beside a section named for the findings explains them and is kept under its heading;
// findings checked before the report ("## Verified findings …") are the findings, one per row. Synthetic documents
// in our own words, in the languages.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { findingsData } from '../../src/brief/findings.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const read = (md: string, force = false) => {
  const r = importReturn(md, placeholders, undefined, force);
  return { r, titles: findingsData(r.answers.findings, r.layout.findingGroups).map((f) => f.title) };
};
/** Every word of `text` (letters and digits runs of 3+) appears in `out`: nothing dropped. */
const keeps = (out: string, text: string) => (text.match(/[\p{L}\p{N}]{3,}/gu) ?? []).every((w) => out.includes(w));
const recs = (r: ReturnType<typeof importReturn>) => r.answers.recommendations.join('\n');
const written = (r: ReturnType<typeof importReturn>) => [recs(r), ...r.extra.map((x) => `${x.heading}\n${x.text}`)].join('\n');

describe('R1: suggestions beside the gaps are the Recommendations, not findings', () => {
  // [language, gaps heading, suggestions heading, gap 1, gap 2, suggestion]
  const cases: [string, string, string, string, string, string][] = [
    ['Korean with an English gloss', '위험 및 누락 (Gaps and risks)', '구체적 제안 (Concrete suggestions)', '**캐시 만료**: 만료 시점이 정의되지 않음.', '**동기화 충돌**: 병합 규칙이 없음.', '**캐시 정책 추가**: 만료를 명시한다.'],
    ['Spanish', 'Brechas y riesgos', 'Sugerencias', '**Caché sin caducidad**: nunca se invalida.', '**Conflictos de sincronización**: no hay regla de fusión.', '**Política de caché**: fijar la caducidad.'],
    ['German', 'Lücken und Risiken', 'Konkrete Vorschläge', '**Cache ohne Ablauf**: wird nie ungültig.', '**Sync-Konflikte**: keine Zusammenführungsregel.', '**Cache-Richtlinie**: Ablauf festlegen.'],
    ['French', 'Lacunes et risques', 'Suggestions concrètes', '**Cache sans expiration** : jamais invalidé.', '**Conflits de synchro** : aucune règle de fusion.', "**Politique de cache** : fixer l'expiration."],
    ['Russian', 'Пробелы и риски', 'Конкретные предложения', '**Кэш без срока**: никогда не сбрасывается.', '**Конфликты синхронизации**: нет правила слияния.', '**Политика кэша**: задать срок жизни.'],
    ['Chinese', '风险与不足', '具体建议', '**缓存不过期**：从不失效。', '**同步冲突**：没有合并规则。', '**缓存策略**：规定过期时间。'],
    ['Japanese', 'リスクと課題', '具体的な提案', '**キャッシュが期限切れにならない**：無効化されない。', '**同期の競合**：マージ規則がない。', '**キャッシュ方針**：期限を決める。'],
    // Hindi is in no phrase list: only the English gloss in brackets names the sections.
    ['Hindi, named by its glosses alone', 'जोखिम और कमियाँ (Gaps and risks)', 'ठोस सुझाव (Concrete suggestions)', '**कैश समाप्ति**: समय तय नहीं है।', '**सिंक टकराव**: विलय का नियम नहीं है।', '**कैश नीति**: समाप्ति तय करें।'],
  ];
  it.each(cases)('%s: the two gaps are the findings, the suggestion goes to Recommendations', (_what, gaps, suggestions, g1, g2, s1) => {
    const md = `---\ntype: plan-review\nverdict: ship-after-minor-edits\n---\n\n## ${gaps}\n- ${g1}\n- ${g2}\n\n## ${suggestions}\n- ${s1}\n\n## Verdict\nship after minor edits.\n`;
    const { r, titles } = read(md);
    expect(titles).toHaveLength(2);
    expect(keeps(recs(r), s1)).toBe(true);
    expect(titles.join('\n')).not.toContain(/\*\*(.+?)\*\*/.exec(s1)![1]!);
  });
  it('nested under a title: the same two findings, the suggestions to Recommendations', () => {
    const md = `# Plan review\n\n### 위험 및 누락 (Gaps and risks)\n1. 만료 시점이 정의되지 않음.\n2. 병합 규칙이 없음.\n\n### 구체적 제안 (Concrete suggestions)\n1. 만료를 명시한다.\n2. 규칙을 둔다.\n\n### Verdict\nship.\n`;
    const { r, titles } = read(md);
    expect(titles).toHaveLength(2);
    expect(recs(r)).toContain('만료를 명시한다');
  });
  it("near miss: a gloss does not rename a heading whose own words name a section (\"Findings (suggestions welcome)\")", () => {
    const { titles } = read(`# Review\n\n## Findings (suggestions welcome)\n\n- The cache never expires.\n- Sync has no merge rule.\n`);
    expect(titles).toHaveLength(2);
  });
});

describe('R1: a diagnosis, root cause or architecture beside the findings explains them, kept under its heading', () => {
  // [language, explanation heading, its paragraph, findings heading, finding]
  const cases: [string, string, string, string, string][] = [
    ['English', 'Root Cause', 'The owner path of hold and release races the commit path; the run shows them coordinated today.', 'Issues found', 'Two pytest warnings about unknown marks.'],
    ['English diagnosis', 'Diagnosis', 'A sequential sweep from key hold to transfer found no conflicts in the covered set.', 'Findings', 'The sweep skips the macOS secure-input path.'],
    ['German', 'Ursachenanalyse', 'Der Freigabepfad läuft parallel zum Sendepfad; der Lauf zeigt beide abgestimmt.', 'Befunde', 'Zwei pytest-Warnungen zu unbekannten Markern.'],
    ['French', 'Cause racine', "Le chemin de relâche concurrence l'envoi ; le passage les montre coordonnés.", 'Problèmes trouvés', 'Deux avertissements pytest sur des marqueurs inconnus.'],
    ['Spanish', 'Causa raíz', 'La ruta de liberación compite con el envío; la ejecución los muestra coordinados.', 'Problemas encontrados', 'Dos avisos de pytest sobre marcas desconocidas.'],
    ['Russian', 'Первопричина', 'Путь отпускания конкурирует с отправкой; прогон показывает их согласованность.', 'Найденные проблемы', 'Два предупреждения pytest о неизвестных метках.'],
    ['Chinese', '根本原因', '释放路径与提交路径竞争；本次运行显示两者协调一致。', '发现的问题', 'pytest 对未知标记给出两条警告。'],
    ['Japanese', '原因分析', '解放経路が送信経路と競合する；今回の実行では協調していた。', '指摘事項', 'pytest が未知のマーカーについて二つの警告を出す。'],
  ];
  it.each(cases)('%s: one finding, the explanation kept with all its words', (_what, why, para, named, finding) => {
    const { r, titles } = read(`# Sweep\n\n## ${why}\n${para}\n\n## ${named}\n- ${finding}\n`);
    expect(titles).toHaveLength(1);
    expect(keeps(written(r), para)).toBe(true);
  });
  it('numbered architecture and root-cause sections beside a numbered section of the problem: its finding only', () => {
    const md = `# Audit\n\n## 1. ARQUITECTURA ACTUAL\n- **ReplayBuffer**: guarda eventos.\n- **registrar_evento**: solo escribe a event_log.\n\n## 2. PROBLEMAS IDENTIFICADOS\n- \`registrar_evento()\` no está conectado al replay_buffer.\n\n## 3. ROOT CAUSE ANALYSIS\n**CAUSA RAIZ:** dos sistemas separados.\n- \`event_log\`: analytics\n- \`replay_buffer\`: replay\n`;
    const { r, titles } = read(md);
    expect(titles).toHaveLength(1);
    expect(keeps(written(r), 'ReplayBuffer guarda eventos dos sistemas separados analytics')).toBe(true);
  });
  it('near miss: a root-cause section alone is where the findings are', () => {
    const { titles } = read(`# Incident\n\n## Root causes\n- The retry loop never backs off.\n- The pool size is fixed at 2.\n`);
    expect(titles).toHaveLength(2);
  });
});

describe('R10: findings verified before the report, under a heading that opens with them, one per row', () => {
  const rows = '| # | Finding | Check | Verdict |\n|---|---|---|---|\n| 12 | The grade is never written | `host.dart:616` | real |\n| 13 | The answer key lacks a number | to measure | to measure |\n| 14 | `onSource` is not relayed | `grep` ⇒ 0 | real |\n';
  // (Titled "Hand-off", the document reads as a brief: read as a return as with --force, as QA 46 doc 16 was.)
  it.each([
    ['French', "Clés de schéma ajoutées", '**Aucune.** Aucune migration requise.', 'Constats vérifiés sur disque avant tout travail', 'Sur le point 12, la garde comptait les notifications, pas les écritures.'],
    ['English', 'Schema keys added', '**None.** No migration needed.', 'Verified findings before any work', 'On item 12, the guard counted notifications, not writes.'],
    ['German', 'Hinzugefügte Schemaschlüssel', '**Keine.** Keine Migration nötig.', 'Bestätigte Befunde vor Arbeitsbeginn', 'Zu Punkt 12: der Wächter zählte Meldungen, nicht Schreibvorgänge.'],
    ['Spanish', 'Claves de esquema añadidas', '**Ninguna.** No hace falta migración.', 'Hallazgos verificados antes de empezar', 'Sobre el punto 12, la guarda contaba avisos, no escrituras.'],
    ['Russian', 'Добавленные ключи схемы', '**Нет.** Миграция не нужна.', 'Подтверждённые замечания до начала работы', 'По пункту 12 проверка считала уведомления, а не записи.'],
  ])('%s: three findings, the section that says none kept, the note on row 12 kept', (_what, none, noneText, verified, note) => {
    const { r, titles } = read(`# Hand-off v3\n\nFour requests from the host app, all measured.\n\n## ${none}\n\n${noneText}\n\n## ${verified}\n\n${rows}\n${note}\n`, true);
    expect(titles).toHaveLength(3);
    expect(keeps(written(r), noneText)).toBe(true);
    expect(keeps(written(r), note)).toBe(true);
  });
  it('near miss: a paragraph after the rows that names none of them is one more finding', () => {
    const { titles } = read(`# Hand-off v3\n\n## Verified findings before any work\n\n${rows}\nThe export also drops the last page when it holds 40 rows.\n`, true);
    expect(titles).toHaveLength(4);
  });
});
