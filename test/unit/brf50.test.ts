// QA 50 classes 5, 6, 8 and G0, on synthetic briefs in several languages (brf50): a technical-constraints heading is the
// rules to respect with its sub-headings; a prohibition in a heading's brackets is a rule; a question to answer says
// why; a section of background jobs is the Context; "where the next session starts" is the next steps; a lone
// "# Progress" over the sections is the title; past-tense negations under a "… 完成" heading are no rules.

import { describe, expect, it } from 'vitest';
import { renderedBrief, writtenSection } from '../helpers/written.js';

const written = renderedBrief;
const section = writtenSection;

describe('class 6: a technical-constraints heading is the rules to respect, its sub-headings with it', () => {
  it.each([
    ['ja', '## 7. 重要な技術的制約', '### グローバルスコープの落とし穴', '- すべての .gs ファイルは一つのスコープを共有する'],
    ['en', '## Technical constraints', '### The shared scope trap', '- every worker script shares one global scope'],
    ['zh', '## 技术约束', '### 全局作用域的坑', '- 所有脚本共用一个全局作用域'],
    ['de', '## Technische Einschränkungen', '### Falle: gemeinsamer Scope', '- alle Skripte teilen einen globalen Scope'],
  ])('%s: "%s" > "%s"', (_l, h, sub, rule) => {
    const { out } = written(`# Tide tables\n\n## Why\nTimes are an hour late.\n\n## Open tasks\n1. Fix the offset in tides.py\n\n${h}\n\n${sub}\n${rule}\n\n### Naming\n- no SHEET_NAME\n`);
    const constraints = section(out, 'Constraints to respect');
    expect(constraints).toContain(rule);
    expect(constraints).toContain('no SHEET_NAME');
    expect(section(out, 'What to deliver')).not.toContain(rule);
    expect(section(out, 'What to deliver')).toContain('Fix the offset');
    expect(section(out, 'Already decided')).toBe('');
  });

  it('a second constraints heading beside "## Constraints" is more of them, not Already decided', () => {
    const { out } = written(`# Tide tables\n\n## Why\nTimes are an hour late.\n\n## Next steps\n1. Fix the offset\n\n## Constraints\n- keep the API\n\n## 制約事項\n- 日本語で応答する\n`);
    expect(section(out, 'Constraints to respect')).toContain('日本語で応答する');
    expect(section(out, 'Already decided')).toBe('');
  });
});

describe('class 6: a prohibition in a heading\'s brackets is a constraint', () => {
  it.each([
    ['en', '## Next session = D0 (do not touch `fedavg/`)', 'do not touch `fedavg/`'],
    ['zh', '## 下一个会话 = D0（不改 `fedavg/`）', '不改 `fedavg/`'],
    ['es', '## Próxima sesión: D0 (no tocar `fedavg/`)', 'no tocar `fedavg/`'],
  ])('%s: %s', (_l, h, rule) => {
    const { out } = written(`# Handover D0\n\n## Why\nStage 0 must be submittable.\n\n${h}\n\n1. Create the registry file.\n2. Freeze the pre-registration.\n`);
    expect(section(out, 'Constraints to respect')).toContain(rule);
    expect(section(out, 'First step')).toContain('Create the registry file.');
  });

  it('a bracket that sets no rule stays the heading\'s ("(optional)", "(2 days)")', () => {
    const { out } = written(`# Handover D0\n\n## Why\nStage 0 must be submittable.\n\n## Next session (2 days)\n\n1. Create the registry file.\n`);
    expect(section(out, 'Constraints to respect')).toBe('');
  });
});

describe('class 5: a question to answer says why', () => {
  it.each([
    ['en', '**Question to answer**: turn stage 0 into something that can be submitted and judged.'],
    ['zh', '**要回答的问题**：把阶段 0 变成可交、可判的东西。'],
    ['de', '**Leitfrage**: Wie wird Stufe 0 einreichbar und prüfbar?'],
  ])('%s', (_l, line) => {
    const { r } = written(`# Handover D0\n\n## Next session = D0\n\n${line}\n\n1. Create the registry file.\n2. Freeze the pre-registration.\n\n## Read first\n\n- \`PLAN.md\`\n`);
    expect(r.answers.why).toContain(line.replace(/^\*\*[^*]+\*\*[:：]\s*/, '').slice(0, 12));
  });

  it('in a log of sessions too: the previous session, then the next one with its question', () => {
    const { r } = written(`# Focus\n\n## 上一个会话做了什么\n\n- 计划定稿\n\n## 下一个会话 = D0\n\n**要回答的问题**：把阶段 0 变成可交的东西。\n\n1. 建登记表\n2. 冻结预注册\n`);
    expect(r.answers.why).toContain('把阶段 0 变成可交的东西');
  });

  it('with no why stated, none is invented', () => {
    const { r } = written(`# Handover D0\n\n## Next session = D0\n\n1. Create the registry file.\n`);
    expect(r.answers.why).toBe('');
  });
});

describe('class 8 and G0: background jobs are the Context; where the next session starts is the next steps', () => {
  it.each([
    ['en', '# Progress', '## Background jobs', '- None running; M3 finished in the foreground.', '## Where the next session starts', '- Read AGENTS.md first, then start M4 only.', 'Progress'],
    ['zh', '# PROGRESS.md', '## 后台任务', '- 无运行中的后台计算。M3 已完成。', '## 下一个会话从哪里开始', '- 先读 AGENTS.md；按 PLAN.md 开始 M4，仅执行该里程碑。', 'PROGRESS.md'],
    ['ja', '# 進捗', '## バックグラウンドジョブ', '- 実行中のものはない。M3 は完了。', '## 次のセッションの開始点', '- まず AGENTS.md を読み、M4 だけを始める。', '進捗'],
  ])('%s', (_l, h1, jobs, state, next, step, title) => {
    const { r } = written(`${h1}\n\n${jobs}\n${state}\n\n${next}\n${step}\n`);
    expect(r.answers.title).toBe(title);
    expect(r.answers.why).toBe('');
    expect(r.answers.deliver).toContain(step.slice(2));
    expect(r.answers.deliver).not.toContain(state.slice(2));
    expect(r.answers.firstStep).toContain(step.slice(2, 12));
  });

  it('"## Todo: background jobs" is work, not a status (the phrase must open the heading)', () => {
    const { r } = written(`# Queue\n\n## Why\nJobs get lost.\n\n## Todo: background jobs\n- add three retries with backoff\n`);
    expect(r.answers.deliver).toContain('three retries');
  });

  it('"# Context" with text of its own stays a section', () => {
    const { r } = written(`# Context\nThe importer runs nightly.\n\n## Why\nIt duplicates rows.\n\n## Deliver\nAn idempotent importer.\n\n## First step\nRead import.py.\n`);
    expect(r.answers.title).toBe('');
  });
});

describe('class 6: past-tense negations under a done heading are no rules', () => {
  // (An item that ends by naming rules, "…窗口冻结规则。", read the items after it as rules: only a done heading stops it.)
  it.each([
    ['zh', '## M3 完成', '- 新增引擎与测试：覆盖单变量曲线及窗口冻结规则。\n- 新增 run_m3.py，概率全部来自已保存的模型；未重新训练模型。\n- 测试 96 项通过。', '## 下一个会话从哪里开始', '- 按 PLAN.md 开始 M4。'],
    ['ja', '## M3 完了', '- エンジンとテストを追加：単変量曲線とウィンドウ凍結のルール。\n- run_m3.py を追加した。モデルは再学習していない。\n- テスト 96 件が通過。', '## 次のセッションの開始点', '- M4 を始める。'],
    ['en', '## Done', '- Added the engine and tests: curves and the window freeze rules.\n- Added run_m3.py; did not retrain the model.\n- 96 tests pass.', '## Where the next session starts', '- Start M4 per PLAN.md.'],
  ])('%s: %s', (_l, done, lines, next, step) => {
    const { r, out } = written(`# PROGRESS.md\n\n${done}\n${lines}\n\n${next}\n${step}\n`);
    expect(section(out, 'Constraints to respect')).toBe('');
    expect(section(out, 'Already decided')).toBe('');
    expect(r.answers.deliver).toContain(step.slice(2, 8));
  });

  it('"## 完成标准" (completion criteria) is no done work', () => {
    const { r } = written(`# 导入器\n\n## 背景\n导入会重复行。\n\n## 完成标准\n- 运行两次结果相同\n\n## 第一步\n读 import.py\n`);
    expect(r.answers.deliver).toContain('运行两次结果相同');
  });
});
