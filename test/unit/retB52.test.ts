// QA 52 returns, classes 2, 3 and 4: where a return's findings are, in any language. Synthetic documents only.
// - the writer's own mistakes in the session are context, never findings; a findings heading "<noun> of <qualifier>"
//   holds the findings in Romance languages as its English form does;
// - an earlier finding quoted before it is traced is context; a findings heading under a conclusion holds the findings;
// - findings sub-headings under numbered area sections hold findings, whatever area they sit under.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const titles = (md: string) => readReturn(md).f.map((x) => x.title);

describe("the writer's own mistakes in the session are context, not findings", () => {
  // [language, done heading, findings heading, mistakes heading, next heading]
  const cases: [string, string, string, string, string][] = [
    ['en', 'What I did', 'Engineering findings (ledger)', 'My mistakes this session', 'Next steps'],
    ['pt', 'O que fiz', 'Achados de engenharia (registo)', 'Erros meus nesta sessão', 'Próximos passos'],
    ['es', 'Lo que hice', 'Hallazgos de ingeniería (registro)', 'Errores míos en esta sesión', 'Próximos pasos'],
    ['fr', "Ce que j'ai fait", 'Constats d’ingénierie (registre)', 'Erreurs de ma part', 'Prochaines étapes'],
    ['de', 'Was ich getan habe', 'Technische Befunde (Register)', 'Meine Fehler in dieser Sitzung', 'Nächste Schritte'],
    ['ru', 'Что сделано', 'Инженерные находки (реестр)', 'Мои ошибки в этой сессии', 'Следующие шаги'],
  ];
  it.each(cases)('%s: the findings are the ledger; the mistakes section adds none', (_l, done, findings, mine, next) => {
    const md =
      `# Session 7 -- queue audit\n\n## ${done}\n1. Measured the queue twice.\n2. Wrote the report.\n\n` +
      `## ${findings}\n- **Q1 -> GATE.** A low grade sends the card back the same day.\n- **Q2 (new):** the next batch records a second grade.\n\n` +
      `## ${mine}\n- Posted a count before fixing the time zone.\n\n## ${next}\n- Decide whether the card returns today.\n`;
    expect(titles(md)).toEqual(['Q1 -> GATE.', 'Q2 (new)']);
  });
  // "<findings noun> of <qualifier>", in languages that put the noun first: the findings, as "Engineering findings" are.
  it.each([
    ['pt', 'Descobertas de engenharia (registo)', 'Notas da sessão'],
    ['nl', 'Bevindingen van de audit', 'Notities van de sessie'],
    ['it', 'Rilievi di sicurezza', 'Note della sessione'],
    ['id', 'Temuan keamanan (ringkas)', 'Catatan sesi'],
  ])('%s: "## %s" holds the findings beside a section of notes', (_l, findings, notes) => {
    const md = `# Session 9\n\n## ${notes}\n\nRan the audit twice.\n\n## ${findings}\n- The token is logged in plain text.\n- The retry loop never backs off.\n`;
    expect(titles(md)).toEqual(['The token is logged in plain text.', 'The retry loop never backs off.']);
  });
  it('pt: a plain findings heading beside the mistakes keeps its findings, and the mistakes stay out', () => {
    const md = `# Sessão 3\n\n## Achados\n- O lote grava duas vezes.\n\n## Erros meus nesta sessão\n- Contei antes de corrigir o fuso.\n`;
    expect(titles(md)).toEqual(['O lote grava duas vezes.']);
  });
  it('a findings section named "mistakes" that is not the writer\'s own stays findings', () => {
    const md = `# Review\n\n## Common mistakes\n- The cache key ignores the locale.\n- The retry loop never backs off.\n`;
    expect(titles(md)).toHaveLength(2);
  });
});

describe('an earlier finding quoted before it is traced is context; a findings table under the conclusion holds the findings', () => {
  // [language, trace heading, original heading, results heading, conclusion heading, summary heading, assessment heading]
  const cases: [string, string, string, string, string, string, string][] = [
    ['en', '1. Rate limit trace', '1.1 Original finding', '1.2 Trace results', '2. Review conclusion', 'Findings summary', 'Overall assessment'],
    ['zh', '一、限流追踪', '1.1 原始发现', '1.2 追踪结果', '二、审查结论', '发现汇总', '总体评估'],
    ['es', '1. Traza del límite', '1.1 Hallazgo original', '1.2 Resultados de la traza', '2. Conclusiones', 'Resumen de hallazgos', 'Valoración general'],
    ['fr', '1. Trace de la limite', '1.1 Constat initial', '1.2 Résultats de la trace', '2. Conclusions', 'Synthèse des constats', 'Appréciation générale'],
  ];
  it.each(cases)('%s: three findings from the summary table, none from the quote or the trace', (_l, trace, original, results, conclusion, summary, overall) => {
    const md =
      `# Security review supplement\n\n## ${trace}\n\n### ${original}\n\nThe last review said:\n\n> limit | partial | the code exists, the middleware does not\n\n` +
      `### ${results}\n\n| File | Line | Content |\n|---|---|---|\n| \`server.go\` | 493 | maps the code to 429 |\n| \`server.go\` | 502 | counts it as a client error |\n\n` +
      `## ${conclusion}\n\n### ${summary}\n\n| Id | Problem | Severity | State |\n|---|---|---|---|\n| S-1 | No limiter in the middleware | medium | open |\n| S-2 | The remote server lacks one too | medium | open |\n| S-3 | The limit test covers only the mock | low | open |\n\n` +
      `### ${overall}\n\n- The posture is good.\n`;
    const { f } = readReturn(md);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['S-1. No limiter in the middleware', 'medium'],
      ['S-2. The remote server lacks one too', 'medium'],
      ['S-3. The limit test covers only the mock', 'low'],
    ]);
  });
  it('zh: a heading that opens with a word for errors qualifying another noun ("错误映射层", the error-mapping layer) names no findings', () => {
    const md =
      `# 审查补充\n\n## 一、追踪\n\n### 1.1 协议层\n\n| 文件 | 行号 | 内容 |\n|---|---|---|\n| \`a.go\` | 3 | 定义 |\n\n### 1.2 错误映射层（已连接）\n\n| 文件 | 行号 | 内容 |\n|---|---|---|\n| \`b.go\` | 9 | 映射到 429 |\n| \`b.go\` | 12 | 归为客户端错误 |\n\n` +
      `## 二、问题清单\n\n- 中间件没有限流。\n`;
    expect(titles(md)).toEqual(['中间件没有限流。']);
  });
});

describe('findings sub-headings under numbered area sections hold findings, whatever area they sit under', () => {
  // [language, area 1, its notes, broken heading, suspect heading, area 2, note label, systemic counter noun phrase, next heading]
  const cases: [string, string, string, string, string, string, string, (n: number) => string, string][] = [
    ['en', '1. Telegram bot — 24 items', 'The tree is clean; 37 of 43 items are fine.', 'BROKEN findings (docs do not match the code)', 'SUSPECT findings / test gaps', '2. Web admin panel — 38 items', 'Important note: the section title is stale.', (n) => `Systemic finding #${n}`, 'Priority recommendations'],
    ['id', '1. Bot Telegram — 24 item', 'Pohon kerja bersih; 37 dari 43 item beres.', 'Temuan BROKEN (dokumentasi tidak sesuai kode)', 'Temuan SUSPECT / gap test (kurang tercover test)', '2. Panel Admin Web — 38 item', 'Catatan penting: judul bagian sudah usang.', (n) => `Temuan sistemik #${n}`, 'Rekomendasi prioritas'],
    ['es', '1. Bot de Telegram — 24 elementos', 'El árbol está limpio; 37 de 43 elementos van bien.', 'Hallazgos ROTOS (la documentación no coincide)', 'Hallazgos SOSPECHOSOS / huecos de test', '2. Panel de administración — 38 elementos', 'Nota importante: el título de la sección está desfasado.', (n) => `Hallazgo sistémico #${n}`, 'Recomendaciones prioritarias'],
  ];
  it.each(cases)('%s: the broken and suspect items and each systemic finding; the area notes and the bold note are none', (_l, area1, notes, broken, suspect, area2, note, systemic, next) => {
    const md =
      `# Audit of the feature list\n\n## Summary\n\n- Tests green.\n\n## ${area1}\n\n${notes}\n\n### ${broken}\n\n` +
      `1. **Item 1.12 — the manual fallback is retired.** No pay button is shown.\n2. **Item 1.17 — bot reviews no longer exist.** No submit flow.\n\n` +
      `### ${suspect}\n\n3. **The watchdog covers 3 of 5 gateways.** No admin alert when one stalls.\n\n` +
      `## ${area2}\n\n**${note}**\n\n### ${systemic(1)}: \`/api/*\` endpoints untested\n\nLive mutation endpoints without tests.\n\n` +
      `### ${systemic(2)}: \`routes/catalog.ts\` mostly dead code\n\nOnly one endpoint is still called.\n\n## ${next}\n\n1. Update the feature list.\n`;
    const t = titles(md);
    expect(t).toHaveLength(5);
    expect(t.slice(0, 3)).toEqual(['Item 1.12 — the manual fallback is retired.', 'Item 1.17 — bot reviews no longer exist.', 'The watchdog covers 3 of 5 gateways.']);
    expect(t[3]).toContain('#1');
    expect(t[4]).toContain('#2');
  });
  it('test cases that each note the findings they fixed, beside a section named for the defects: the defects are the findings', () => {
    const md =
      `# Wave 4 acceptance\n\n## TC-01: publish flow\n\nSteps ran.\n\n### Key findings and fixes\n\n| Issue | Fix |\n|---|---|\n| FK violated | split upsert |\n\n` +
      `## TC-02: template flow\n\nSteps ran.\n\n### Key findings and fixes\n\n| Issue | Fix |\n|---|---|\n| column drift | renamed |\n\n` +
      `## Acceptance verdict\n\nPassed.\n\n### Defects found\n\n| # | Defect | Severity | State |\n|---|---|---|---|\n| 1 | FK violated on upsert | high | fixed |\n| 2 | Column names drift | medium | fixed |\n`;
    expect(titles(md)).toEqual(['FK violated on upsert', 'Column names drift']);
  });
});
