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
