// Two readings of levels written in a finding's or a section's own words: a label joined from a word for severity and a
// noun for level ("严重级别：`critical`", "嚴重等級：高") names the finding's severity; the levels a writer looked at, then a
// none-word ("P0, P1, P2 없음.", "Critical, high: none.", "高、中：无") state that nothing was found. Synthetic documents.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

describe('a label joined from a word for severity and a noun for level is a severity label', () => {
  it.each([
    ['zh', '严重级别：`critical`', 'critical'],
    ['zh-Hant', '嚴重等級：高', 'high'],
    ['zh plain value', '严重等级：中', 'medium'],
  ])('%s', (_name, line, level) => {
    const md = `# 审查\n\n## 问题清单\n\n### 1. CLAIM-5fad4b5a\n\n- 判定：\`inconsistent\`\n- ${line}\n- 变更归因：\`introduced\`\n\n文档期望：允许取消。代码行为：可被付款。\n\n### 2. CLAIM-f3596def\n\n- 判定：\`inconsistent\`\n- 变更归因：\`introduced\`\n\n互斥被打破。\n`;
    const f = readReturn(md).f;
    expect(f.map((x) => x.severity ?? null)).toEqual([level, null]);
  });

  it('look-alike: a label that is not a level\'s ("变更归因：`high`") or a value that is no level ("严重级别：已修复") gives none', () => {
    const md = '# 审查\n\n## 问题清单\n\n### 1. CLAIM-1\n\n- 变更归因：`high`\n\n文本。\n\n### 2. CLAIM-2\n\n- 严重级别：已修复\n\n文本。\n';
    expect(readReturn(md).f.map((x) => x.severity ?? null)).toEqual([null, null]);
  });
});

describe('the levels a writer looked at, then a none-word, state that nothing was found', () => {
  it.each([
    ['ko', '## 발견 사항\n\nP0, P1, P2 없음.\n'],
    ['en', '## Findings\n\nCritical, high: none.\n'],
    ['de', '## Befunde\n\nKritisch und hoch: keine.\n'],
    ['zh', '## 发现的问题\n\n高、中：无。\n'],
  ])('%s: zero findings, the statement kept', (_lang, body) => {
    const md = `# Review\n\n## Outcome\n\nanswered — reviewed the merge\n\n${body}`;
    const { r, f } = readReturn(md);
    expect(f).toEqual([]);
    expect(JSON.stringify(r)).toContain(body.split('\n\n')[1]!.trim().replace(/\.$/, ''));
  });

  it('look-alike: names that are no levels ("The cache, the queue: none.") and a none with an exception stay findings', () => {
    expect(readReturn('# Review\n\n## Outcome\n\nanswered — x\n\n## Findings\n\nThe cache, the queue: none.\n').f).toHaveLength(1);
    expect(readReturn('# Review\n\n## Outcome\n\nanswered — x\n\n## Findings\n\n- Critical: none, but the token leaks.\n').f).toHaveLength(1);
  });
});

describe('findings of one form are not a recap of each other', () => {
  it.each([
    ['zh', '判定', '严重级别', '变更归因', ['`inconsistent`', '`critical`', '`introduced`']],
    ['en', 'Verdict', 'Severity', 'Origin', ['`inconsistent`', '`critical`', '`introduced`']],
  ])('%s: a fourth "### N. CLAIM-…" with the same labelled bullets is a finding of its own', (_lang, a, b, c, v) => {
    const claim = (n: number, body: string) => `### ${n}. CLAIM-${n}f${n}a${n}\n\n- ${a}：${v[0]}\n- ${b}：${v[1]}\n- ${c}：${v[2]}\n\n${body}\n\n证据：\`EVID-${n}a\`, \`EVID-${n}b\`\n\n`;
    const md = `# 审查\n\n## 问题清单\n\n${claim(1, '取消后仍可付款 `PayoutWorker.process`。')}${claim(2, '互斥被打破 `transition`。')}${claim(3, '未使用原子 `claim_for_payment`。')}${claim(4, '并发时两个转换都成功 `cancel`。')}`;
    expect(readReturn(md).f).toHaveLength(4);
  });

  it('look-alike: a list that names three findings by their own code, in other words, is still a recap', () => {
    const md = '# Review\n\n## Findings\n\n### 1. Reader loads the whole file\n`parse_status_log` reads all of `status.log`.\n\n### 2. Cache never expires\n`CacheStore.put` sets no TTL.\n\n### 3. Token in logs\n`auth_debug` prints `session_token`.\n\n### Main problems again\n\n- `parse_status_log` reads `status.log` whole\n- `CacheStore.put` without TTL\n- `auth_debug` prints `session_token`\n';
    expect(readReturn(md).f).toHaveLength(3);
  });
});

describe('a go/no-go decision under a verdict label, its grade noun too, states the outcome', () => {
  it.each([
    ['zh', '总体结论', '- **结论等级**：`Go`'],
    ['en', 'Overall verdict', '- **Verdict level**: No-Go'],
    ['en', 'Overall', '**Decision**: Go with conditions'],
    ['ja', '総合判定', '**判定レベル**：合格'],
  ])('%s: %s / %s', (_lang, heading, line) => {
    const md = `# Review\n\n## 2) ${heading}\n${line}\n\n## 3) Findings\n- cache never expires\n`;
    const { r } = readReturn(md);
    expect(r.given.has('outcome') ? r.answers.outcome : null).toBe('answered');
  });

  it('look-alike: "Go ahead …" in prose states no outcome', () => {
    expect(readReturn('# Plan review\n\n## Outcome\n\nGo ahead with the migration once the backup is verified.\n\n## Findings\n\n- Backup untested\n').r.given.has('outcome')).toBe(false);
  });
});

describe('the paragraph the outcome was read from is written whole', () => {
  it.each([
    ['es', 'Conclusión Técnica', 'La actualización corrigió los bloqueos críticos de creación. La página de consulta es funcional y cumple con la mayoría de los criterios. Sin embargo, persisten detalles visuales en las fotos.', 'persisten detalles visuales'],
    ['en', 'Conclusion', 'The update fixed the blocking crashes. The page works and meets most criteria. However, the photo thumbnails still render blurry.', 'thumbnails still render blurry'],
    ['de', 'Fazit', 'Das Update behob die Abstürze. Die Seite funktioniert und erfüllt die meisten Kriterien. Allerdings bleiben die Vorschaubilder unscharf.', 'Vorschaubilder unscharf'],
  ])('%s: every sentence reaches the written return', (_lang, heading, paragraph, last) => {
    const md = `# QA report\n\n## Findings\n\n- **Avatar broken:** the table loads no picture.\n\n## ${heading}\n\n${paragraph}\n`;
    const { r } = readReturn(md);
    const written = [r.answers.answer, r.layout.outcomeText ?? '', ...r.extra.map((x) => x.text)].join('\n');
    expect(written).toContain(last);
  });
});

describe('a statement of none over a list of the areas looked at', () => {
  it.each([
    ['comma list, bold, with how the writer knows', '- **Low — the report records a stale test count.** `report.md:31` says 13.\n\n- **No code, security, or scope finding.** The code paths were checked and are clean.\n', 1],
    ['two areas', '- Token never expires\n- No code or security issues found.\n', 1],
    ['a, b or c', '- Token never expires\n- No security, performance or scope issues.\n', 1],
  ])('%s: the none item is no finding', (_name, body, n) => {
    const md = `# Review\n\n## Outcome\n\nanswered — reviewed\n\n## Findings\n\n${body}`;
    expect(readReturn(md).f).toHaveLength(n);
  });

  it('look-alike: a none over a list, then an exception, stays a finding', () => {
    expect(readReturn('# Review\n\n## Outcome\n\nanswered — reviewed\n\n## Findings\n\n- Token never expires\n- **No security or scope issues.** But the cache leaks.\n').f).toHaveLength(2);
  });
});
