// A brief's sections found where a stranger puts them, and never filled with the wrong kind of text (briefs8),
// through the built CLI: `handoff new task --body … --no-input --json`, its exit code, the flags it asks for and
// the brief it writes. Each class comes in several wordings and languages, beside near-misses that keep their fill.
//  - Why/deliver of the wrong kind: a module description, the document's own purpose line, run prerequisites,
//    a "How to verify" checklist beside "What's left".
//  - Sections inside a fenced prompt for the next agent, under "The mission & milestones", in a read-order quote,
//    the why opening the only task, rules in bold lines.
//  - Already decided without a decisions heading.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld, type BriefAnswers } from '../helpers/doc-world.js';

const w = docWorld();

/** `new task --body` on `md`: exit code, the flags it asks for, and (exit 0) the answers stored. */
function run(name: string, md: string) {
  const r = runCli(['new', 'task', '--body', w.file(name, md), '--no-input', '--json'], w.opts());
  const asked = [...r.stderr.matchAll(/^ {2}(--[a-z-]+) /gm)].map((m) => m[1]!);
  if (r.code !== 0) return { code: r.code, asked, stderr: r.stderr, answers: null as BriefAnswers | null, md: '' };
  const j = JSON.parse(r.stdout) as { brief: string; json: string };
  return { code: r.code, asked, stderr: r.stderr, answers: (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers, md: readFileSync(j.brief, 'utf8') };
}

/** Like run, with the required answers a document lacks given as flags, so the brief is written. */
function written(name: string, md: string, flags: string[]) {
  const r = runCli(['new', 'task', '--body', w.file(name, md), '--no-input', '--json', ...flags], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { brief: string; json: string };
  return { answers: (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers, md: readFileSync(j.brief, 'utf8') };
}

describe('a prompt fenced for the next agent is read as brief text', () => {
  const variants: [string, string, RegExp, RegExp][] = [
    [
      'English, rules as a list, read lines before the request',
      '# Coding session handoff — invoice export\n\nThis document is meant to be handed as-is to the coding session.\n\n## Start prompt (paste into the coding session)\n\n```\nRead docs/PRD.md and docs/plan.md.\nBuild the invoice export.\n\nRules:\n- Follow the milestone order from M0 and pass each check before moving on.\n- Commit small and often.\n\nStart with M0 (repo scaffold + CI).\n```\n',
      /^Build the invoice export\.$/,
      /^Start with M0/,
    ],
    [
      'Korean, verb-last "start from M0"',
      '# 코딩 세션 핸드오프 — 결제 내보내기\n\n이 문서는 코드 작성 세션에 그대로 전달하는 용도다.\n\n## 시작 프롬프트 (코딩 세션에 붙여넣기)\n\n```\n결제 CSV 내보내기 구현을 시작해줘.\n\n규칙:\n- 계획의 마일스톤 순서를 따르고, 각 마일스톤의 검증 기준을 통과시킨 뒤 다음으로 넘어가.\n- 커밋은 작은 단위로 자주.\n\nM0(저장소 스캐폴드 + CI 배선)부터 시작해.\n```\n',
      /결제 CSV 내보내기 구현을 시작해줘/,
      /^M0\(저장소 스캐폴드 \+ CI 배선\)부터 시작해\.$/,
    ],
    [
      'Japanese, a ```text fence',
      '# 引き継ぎ — 請求書エクスポート\n\nこのファイルは次のコーディングセッションにそのまま渡すためのものです。\n\n## 開始プロンプト（次のセッションに貼り付け）\n\n```text\ndocs/PRD.md と docs/plan.md を読んでください。\n請求書のCSVエクスポートを実装してください。\n\nルール:\n- マイルストーンの順番（M0から）に従い、各マイルストーンの検証を通してから次へ進むこと。\n\nM0（リポジトリの雛形とCI）から始めてください。\n```\n',
      /^請求書のCSVエクスポートを実装してください。$/,
      /から始めてください。$/,
    ],
  ];
  for (const [name, md, deliver, firstStep] of variants) {
    it(`${name}: only the why is asked (the purpose line is no why), deliver and first step come from the prompt`, () => {
      const r = run('prompt.md', md);
      expect(r.code, r.stderr).toBe(2);
      expect(r.asked).toEqual(['--why']);
      const b = written('prompt.md', md, ['--why', 'w']);
      expect(b.answers.why).toBe('w');
      expect(b.answers.deliver).toMatch(deliver);
      expect(b.answers.firstStep).toMatch(firstStep);
    });
  }

  it('CRLF, a numbered list in the prompt: the list is what to deliver, "Read … first." where to start', () => {
    const md = '# Handoff — invoice export\r\n\r\nThe nightly invoice export times out for tenants with more than 10k invoices, so finance closes the month by hand.\r\n\r\n## Kickoff prompt\r\n\r\n```\r\nRead docs/PRD.md first.\r\n\r\n1. Stream the export instead of building it in memory, so that large tenants finish.\r\n2. Keep the CSV columns as they are.\r\n```\r\n';
    const r = run('crlf.md', md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.deliver).toMatch(/^1\. Stream the export/);
    expect(r.answers!.firstStep).toBe('Read docs/PRD.md first.');
  });

  it('near-miss: a fence of shell commands under "Start prompt (paste this)" stays a code block in the Context', () => {
    const md = '# Handoff — invoice export\n\nThe nightly invoice export times out for big tenants, so finance closes the month by hand.\n\n## Deliver\n\nA streaming export that finishes for the largest tenant.\n\n## Start prompt (paste this)\n\n```\nnpm ci\nnpm run build\nnode dist/cli.js export --tenant big --dry-run\n```\n\n## First step\n\nRun the export for the big tenant and time it.\n';
    const r = run('cmds.md', md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.deliver).toBe('A streaming export that finishes for the largest tenant.');
    expect(r.answers!.context).toContain('```\nnpm ci\nnpm run build\n');
  });

  it('near-miss: an intro that says why the work exists stays the why', () => {
    const md = '# Handoff — invoice export\n\nThe nightly invoice export times out for tenants with more than 10k invoices, so finance closes the month by hand.\n\n## Start prompt (paste this)\n\n```\nBuild the streaming invoice export.\n\nStart with the CSV writer in src/export/csv.ts.\n```\n';
    const r = run('why.md', md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.why).toMatch(/^The nightly invoice export times out/);
    expect(r.answers!.deliver).toBe('Build the streaming invoice export.');
  });
});

describe('a module description or a label of another role fills no answer', () => {
  it('a heading mixing scripts ("Excellon 钻孔解析") names no why by the letters of a word', () => {
    const md = '# PCB 分析工具 — 项目交接文档\n\n## 1. 项目概览\n\n从 Gerber 文件提取焊盘并生成贴片坐标。\n\n## 2. 模块详解\n\n### 2.1 main.py - 入口编排\n\n解析参数，调用各模块。\n\n### 2.2 drill_extractor.py - Excellon 钻孔解析\n\n核心类 DrillExtractor:\n- 支持 .drl .xln\n- 自动推断 PTH/NPTH\n\n## 3. 下一步\n\n- 为 clustering.py 补测试\n- 修复槽孔方向\n';
    const r = run('pcb.md', md);
    expect(r.code, r.stderr).toBe(2);
    expect(r.asked).toContain('--why');
  });

  const otherRole: [string, string][] = [
    ['Portuguese: "Requisitos:" under "Como rodar localmente", "Objetivo:" under "Mudanças recentes (esta sessão)"', '# Handoff — ClassCheck\n\n## Mudanças recentes (esta sessão)\n\n**Objetivo:** corrigir término prematuro do questionário.\n\n- `engine.ts` ajustado.\n\n## Como rodar localmente\n\n**Requisitos:** Node 18+, Postgres rodando (local ou via Docker), variáveis de ambiente no .env.\n\n```bash\nnpm install\nnpm run dev\n```\n'],
    ['English: "Requirements:" under "Running locally", "Goal:" under "Recent changes"', '# Handoff — billing\n\n## Recent changes\n\n**Goal:** stop the double charge on retries.\n\n- `charge.ts` now checks the idempotency key.\n\n## Running locally\n\n**Requirements:** Node 18+, a running Postgres, the .env file.\n\n```bash\nnpm ci && npm run dev\n```\n'],
  ];
  for (const [name, md] of otherRole) {
    it(`${name}: why and what to deliver are asked`, () => {
      const r = run('role.md', md);
      expect(r.code, r.stderr).toBe(2);
      expect(r.asked).toEqual(expect.arrayContaining(['--why', '--deliver']));
    });
  }

  it('near-miss: "Requirements:" in a section of the work itself is what to deliver', () => {
    const md = '# Fix billing\n\n## Why\n\nRetries charge twice.\n\n## Next session\n\n**Requirements:** one charge per idempotency key, a test that retries three times.\n\n## First step\n\nRead charge.ts.\n';
    const r = run('req.md', md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.deliver).toMatch(/one charge per idempotency key/);
  });

  const verify: [string, string, string][] = [
    ['English', '## 1.5 How to verify (operator checklist)\n\n1. The page loads, no console errors.\n2. Collapse state survives a refresh.\n\n## 1.6 What\'s left (operator decisions)\n\n- Promote to `dev` and `main`.\n- Persist view preset names.\n', 'Promote to `dev` and `main`.'],
    ['nested one level deeper, CRLF', '## Part 1 — revamp\r\n\r\n### How to verify\r\n\r\n1. The page loads, no console errors.\r\n2. State survives a refresh.\r\n\r\n### Remaining work\r\n\r\n- Promote to main.\r\n- Persist view presets.\r\n', 'Promote to main.'],
  ];
  for (const [name, middle, first] of verify) {
    it(`${name}: a checklist of how to verify beside what is left is the Context, what is left is what to deliver`, () => {
      const md = `# Control center\n\n## Why\n\nOperators lose their layout on every refresh.\n\n${middle}`;
      const r = run('verify.md', md);
      expect(r.code, r.stderr).toBe(0);
      expect(r.answers!.deliver).toContain(first);
      expect(r.answers!.deliver).not.toMatch(/console errors/);
      expect(r.answers!.context).toMatch(/console errors/);
    });
  }

  it('near-miss: "## Verification plan" named whole beside the scope stays in what to deliver', () => {
    const md = '# Export\n\n## Why\n\nBig tenants time out.\n\n## Proposed v1 scope\n\nStream the export in chunks.\n\n## Verification plan\n\nExport the biggest tenant under 60 s.\n\n## First step\n\nProfile the export.\n';
    const r = run('plan.md', md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.deliver).toMatch(/Stream the export in chunks/);
    expect(r.answers!.deliver).toMatch(/under 60 s/);
  });
});

describe('sections present under a stranger\'s headings are found', () => {
  const mission: [string, string][] = [
    ['The mission & milestones', 'See GOALS.md — one mission, built in phases A (fakes) → B (real adapters) → C (real worker).'],
    ['Goals and milestones', 'Ship the reconciler: M1 fakes, M2 adapters, M3 the worker box.'],
    ['Ziele und Meilensteine', 'Den Reconciler ausliefern: M1 Fakes, M2 Adapter, M3 der Worker.'],
  ];
  for (const [heading, text] of mission) {
    it(`"## ${heading}" is what to deliver, not the why; "> Read order: …" is the first step`, () => {
      const md = `# HANDOFF — start here\n\n> Read order: **this file → \`GOALS.md\` → \`DESIGN.md\`.**\n\n## What Tidepool is\n\nA personal agentic-coding control plane that runs coding agents against a repo.\n\n## ${heading}\n\n${text}\n`;
      const r = run('mission.md', md);
      expect(r.asked).not.toContain('--deliver');
      expect(r.asked).not.toContain('--first-step');
      const b = written('mission.md', md, ['--why', 'w']);
      expect(b.answers.why).toBe('w');
      expect(b.answers.deliver).toBe(text);
      expect(b.answers.firstStep).toMatch(/this file → `GOALS\.md`/);
    });
  }

  it('near-miss: "## Mission" alone still says why', () => {
    const md = '# Tidepool\n\n## Mission\n\nAgents lose work when a box dies, so every run must be resumable.\n\n## Deliver\n\nResumable runs.\n\n## First step\n\nRead reconciler.ts.\n';
    const r = run('m.md', md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.why).toMatch(/^Agents lose work/);
  });

  const tasks: [string, string, RegExp][] = [
    ['English "Since …"', '## TASK 1 — Delete the legacy adapter\n\nSince the rebuild to the v2 architecture is complete and tested, we no longer need the fragile scraping infrastructure.\n\n1. **Delete `universal_ai.py`**.\n2. **Remove the vendor quirks** from `registry.py`.\n', /^Since the rebuild/],
    ['French "Puisque …"', '## Tâche 1 — Supprimer l\'ancien adaptateur\n\nPuisque la refonte v2 est terminée et testée, l\'ancienne infrastructure de scraping ne sert plus.\n\n1. Supprimer `universal_ai.py`.\n2. Retirer les exceptions de `registry.py`.\n', /^Puisque la refonte/],
    ['German, a because clause', '## Aufgabe 1 — Alten Adapter löschen\n\nDer alte Adapter bricht bei jedem Lauf ab, weil die Anbieter ihre Seiten geändert haben.\n\n1. `universal_ai.py` löschen.\n2. Die Sonderfälle aus `registry.py` entfernen.\n', /^Der alte Adapter bricht/],
  ];
  for (const [name, task, why] of tasks) {
    it(`${name}: the paragraph opening the only task is the why, its steps what to deliver`, () => {
      const md = `# Next session — Phase 36\n\n**You are a fresh session. Follow this brief literally and in order. Do not improvise scope.**\nRead these first, in this order:\n1. \`docs/PROGRESS.md\`\n2. This file.\n\n**Branch:** \`main\`. **One phase per session.** Push is pre-authorized; never \`--no-verify\`.\n\n${task}\n## First step\n\nRun the worker tests.\n`;
      const r = run('task.md', md);
      expect(r.code, r.stderr).toBe(0);
      expect(r.answers!.why).toMatch(why);
      expect(r.answers!.deliver).toMatch(/^1\. /);
      expect(r.answers!.deliver).not.toMatch(why);
      expect(r.answers!.fields.constraints).toContain('Do not improvise scope.');
      expect(r.answers!.fields.constraints).toContain('never `--no-verify`.');
    });
  }

  it('near-miss: a task opening with what must hold gives no why', () => {
    const md = '# Next session — invoice export\n\n## TASK 1 — Stream the export\n\nThe export must stream rows and keep memory under 200 MB.\n\n1. Replace the buffer with a writer.\n2. Add a test for 1M rows.\n';
    const r = run('must.md', md);
    expect(r.code, r.stderr).toBe(2);
    expect(r.asked).toEqual(['--why']);
  });
});

describe('already decided without a decisions heading', () => {
  it('"## Decisions that are settled (do not re-litigate)" is Already decided, not Out of scope', () => {
    const md = '# Handoff\n\n## Why\n\nHoists break live stacks.\n\n## Deliver\n\nIsolated hoists.\n\n## First step\n\nRead hoist.py.\n\n## Decisions that are settled (do not re-litigate)\n\n- **Agents author, code enforces.**\n- **Pinned-URL repeatability**, not vendoring.\n';
    const r = run('settled.md', md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.decided.join('\n')).toMatch(/Agents author, code enforces/);
    expect(r.answers!.outOfScope).toEqual([]);
  });

  const said: [string, string, RegExp][] = [
    ['a quote: the design is LOCKED', '> Read this first.\n> The design is LOCKED (DESIGN.md, from a long session). Your job is execution,\n> not re-deciding.\n', /^The design is LOCKED \(DESIGN\.md, from a long session\)\.$/],
    ['a list item: the user said not to add it', '## What was not touched\n\n- **Syntax highlighting:** the style says "no decoration". A highlighter is\n  a 30KB dep the user explicitly said not to add. Skip.\n', /the user explicitly said not to add/],
    ['Korean, in a fenced prompt', '## 시작 프롬프트 (붙여넣기)\n\n```\n규칙:\n- PRD의 제품 결정(오디오 금지, 제3자 SDK 금지)은 재논의하지 말고 그대로 구현해.\n```\n', /재논의하지 말고/],
    ['German prose', 'Das Design steht fest, Entscheidung steht fest: nicht neu aufrollen, nur umsetzen.\n', /nicht neu aufrollen/],
  ];
  for (const [name, middle, decided] of said) {
    it(`${name}: the sentence is Already decided`, () => {
      const md = `# Handoff\n\n## Why\n\nHoists break live stacks.\n\n## Deliver\n\nIsolated hoists.\n\n## First step\n\nRead hoist.py.\n\n## Notes\n\n${middle}`;
      const r = run('said.md', md);
      expect(r.code, r.stderr).toBe(0);
      expect(r.answers!.decided.some((d) => decided.test(d)), JSON.stringify(r.answers!.decided)).toBe(true);
    });
  }

  it('near-miss: a table locked by the job, payments settled nightly: no decision', () => {
    const md = '# Handoff\n\n## Why\n\nHoists break live stacks.\n\n## Deliver\n\nIsolated hoists.\n\n## First step\n\nRead hoist.py.\n\n## Notes\n\nThe migration table is locked while the job runs. Payments are settled nightly.\n';
    const r = run('locked.md', md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.decided).toEqual([]);
  });
});
