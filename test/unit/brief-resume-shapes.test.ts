// Handoff shapes QA measured on an unseen set of briefs, each tested in generated variants (languages,
// wording) rather than on one reported document:
// - an overview of the project ("## Project overview", "## 项目概览", "## プロジェクト概要", "## Projektüberblick",
//   "## 프로젝트 개요") is the Context, not the why; a bare "## Overview" that is the only thing saying why is still it;
// - things to watch out for ("## Gotchas (so you don't fall in again)", "## 注意事项", "## 落とし穴",
//   "## Stolperfallen", "## Pièges") are constraints, never dead ends; a return keeps its "## Gotchas" as it did.
// Synthetic documents only.

import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { loadKinds } from '../../src/kinds/load.js';

let task: Kind;
beforeAll(async () => {
  const kinds = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds;
  task = kinds.get('task')!;
});
const read = (md: string) => importBrief(md, task);
const where = (r: ReturnType<typeof read>, from: string) => r.placement.find((p) => p.from === from)?.to ?? '';

describe('an overview of the project is the Context, not why the work exists', () => {
  const docs: [string, string, string][] = [
    ['en', 'Project overview', 'Why'],
    ['zh', '项目概览', '为什么'],
    ['zh 概述', '项目概述', '背景'],
    ['ja', 'プロジェクト概要', '背景'],
    ['de', 'Projektüberblick', 'Warum'],
    ['ko', '프로젝트 개요', '배경'],
  ];
  for (const [lang, overview, why] of docs) {
    it(lang, () => {
      const r = read(`# Export handoff\n\n## ${overview}\nA CLI that exports billing data to CSV.\n\n## ${why}\nFinance needs every account in one file.\n\n## Deliver\nExport every account in one run.\n\n## First step\nRun the export tests.\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.why, p).toBe('Finance needs every account in one file.');
      expect(r.answers.context, p).toContain('A CLI that exports billing data to CSV.');
      expect(where(r, overview), p).toMatch(/^Context/);
    });
  }
  it('with no section saying why, a handoff reads its project overview for it as any brief does (no why is made up from its title)', () => {
    const r = read('# Export handoff\n\n## Project overview\nA CLI that exports billing data to CSV. Finance needs every account in it to close the month.\n\n## Deliver\nExport every account in one run.\n\n## First step\nRun the export tests.\n');
    expect(r.answers.why).toBe('Finance needs every account in it to close the month.');
    expect(r.placement.find((p) => p.to.startsWith('Why'))?.to ?? '').toMatch(/derived: no section says why; a sentence of "Project overview" says it/);
  });
  it('an overview that only says what the project is says no why: none (README "A brief that states no why")', () => {
    const r = read('# Export handoff\n\n## Project overview\nA CLI that exports billing data to CSV.\n\n## Deliver\nExport every account in one run.\n\n## First step\nRun the export tests.\n');
    expect(r.answers.why).toBe('');
    expect(r.answers.context).toContain('A CLI that exports billing data to CSV.');
  });
  it('a bare "## Overview" that is the only thing saying why is still the why', () => {
    const r = read('# Export\n\n## Overview\nFinance needs every account in one file.\n\n## Deliver\nExport every account in one run.\n\n## First step\nRun the export tests.\n');
    expect(r.answers.why).toBe('Finance needs every account in one file.');
  });
});

describe('things to watch out for are constraints, not dead ends', () => {
  const docs: [string, string][] = [
    ['en', "Gotchas (so you don't fall in again)"],
    ['zh', '注意事项'],
    ['ja', '落とし穴'],
    ['de', 'Stolperfallen'],
    ['fr', 'Pièges'],
    ['ko', '주의사항'],
  ];
  for (const [lang, heading] of docs) {
    it(lang, () => {
      const r = read(`# Export handoff\n\n## Why\nFinance needs every account in one file.\n\n## Deliver\nExport every account in one run.\n\n## ${heading}\n- The fixture database resets on every run.\n- Dates are UTC in the CSV.\n\n## First step\nRun the export tests.\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.fields.constraints, p).toContain('The fixture database resets on every run.');
      expect(r.answers.deadEnds, p).toEqual([]);
      expect(where(r, heading), p).toBe('Constraints to respect');
    });
  }
  it('tried approaches under their own heading stay dead ends beside the gotchas', () => {
    const r = read('# Export handoff\n\n## Why\nFinance needs every account.\n\n## Deliver\nExport every account.\n\n## 注意事项\n- 测试数据库每次都会重置。\n\n## Dead ends\n- Streaming rows: too slow.\n\n## First step\nRun the export tests.\n');
    expect(r.answers.fields.constraints).toContain('测试数据库每次都会重置。');
    expect(r.answers.deadEnds).toEqual(['Streaming rows: too slow.']);
  });
  it('a "## Gotchas" section in a return is the return\'s, kept under its name', () => {
    const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
    for (const g of ['Gotchas', '注意事项']) {
      const r = importReturn(`# Return\n\n## Outcome\nanswered: the export covers every account.\n\n## Findings\n- The parser drops empty rows.\n\n## ${g}\n- The fixture database resets on every run.\n`, placeholders);
      expect(r.extra.map((x) => x.heading), g).toContain(g);
    }
  });
});

describe('a "how to resume" list: the first step is its first item not done', () => {
  const headings = ['How to resume', 'Resuming', '如何继续', '接手步骤', '恢复工作', '再開手順', 'Wiederaufnahme'];
  for (const h of headings) {
    it(h, () => {
      const r = read(`# Export handoff\n\n## Why\nFinance needs every account in one file.\n\n## ${h}\n1. ~~✅ Add the account loop~~\n2. ~~✅ Write the parser~~\n3. Add tests for two accounts\n4. Ship it\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.firstStep, p).toBe('Add tests for two accounts');
      expect(where(r, h), p).toMatch(/^What to deliver/);
    });
  }
  const done: [string, string][] = [
    ['struck, mark after', '- ~~Add the account loop~~ ✅'],
    ['check mark alone', '- ✅ Add the account loop'],
    ['struck with (done)', '- ~~Add the account loop~~ (done)'],
  ];
  for (const [name, item] of done) {
    it(`a done item is never the first step (${name})`, () => {
      const r = read(`# Export handoff\n\n## Why\nFinance needs every account.\n\n## Next steps\n${item}\n- Add tests for two accounts\n`);
      expect(r.answers.firstStep, JSON.stringify(r.placement)).toBe('Add tests for two accounts');
    });
  }
  it('a step heading struck through is done: the next step heading is the first step', () => {
    const r = read('# Export handoff\n\n## Status\nOne account works.\n\n## Next session\n\n### ~~Step 1: Add the account loop~~ ✅\nDone in export.ts.\n\n### Step 2: Write the tests\nCover two accounts.\n');
    expect(r.answers.firstStep, JSON.stringify(r.placement)).toContain('Write the tests');
  });
  it('a word struck inside an open item leaves it open', () => {
    const r = read('# Export handoff\n\n## Why\nFinance needs every account.\n\n## How to resume\n1. Use ~~Redis~~ Postgres for the queue\n2. Add tests\n');
    expect(r.answers.firstStep).toBe('Use ~~Redis~~ Postgres for the queue');
  });
});

describe('the task inside a fenced prompt to paste into the next session is the brief\'s text', () => {
  const docs: [string, string, string, string, string, string][] = [
    ['en', 'Start prompt (paste this)', 'text', 'You are picking up the CSV export work. Deliver: export every account in one run. First, run `npm test -- export` to see the failures.', 'export every account in one run', 'npm test -- export'],
    ['en bare fence', 'Prompt for the next session', '', 'You are picking up the CSV export work.\n\nDeliver: export every account in one run.\n\nFirst, run `npm test -- export`.', 'export every account in one run', 'npm test -- export'],
    ['de', 'Startprompt (hier einfügen)', 'text', 'Du übernimmst den CSV-Export. Fertig wenn jedes Konto in einem Lauf exportiert wird. Zuerst `npm test -- export` ausführen.', 'jedes Konto in einem Lauf', 'npm test -- export'],
    ['zh', '启动提示词（粘贴这段）', 'text', '你接手 CSV 导出的工作。交付：一次导出所有账户。首先，运行 `npm test -- export`。', '一次导出所有账户', 'npm test -- export'],
    ['ja', '再開用プロンプト', 'markdown', 'CSV エクスポートの作業を引き継ぎます。成果物：全アカウントを一度にエクスポートする。まず `npm test -- export` を実行する。', '全アカウントを一度にエクスポートする', 'npm test -- export'],
  ];
  for (const [lang, heading, info, prompt, deliver, first] of docs) {
    it(lang, () => {
      const r = read(`# Export handoff\n\n## Status\nThe CSV export works for one account.\n\n## ${heading}\n\n\`\`\`${info}\n${prompt}\n\`\`\`\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.deliver, p).toContain(deliver);
      expect(r.answers.firstStep, p).toContain(first);
      // (Nothing lost: the prompt's other words stay in the Context, under the heading.)
      expect(r.answers.context, p).toContain('The CSV export works for one account.');
      expect(r.answers.context, p).not.toContain('```');
    });
  }
  it('the whole handoff as one block after "Copy this into the new session:"', () => {
    for (const info of ['text', 'markdown', '']) {
      const r = read(`Copy this into the new session:\n\n\`\`\`${info}\nYou are picking up the CSV export work.\n\nDeliver: export every account in one run.\n\nFirst, run \`npm test -- export\`.\n\`\`\`\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.deliver, `${info} ${p}`).toContain('export every account in one run');
      expect(r.answers.firstStep, `${info} ${p}`).toContain('npm test -- export');
      expect(r.answers.context, p).toContain('You are picking up the CSV export work.');
    }
  });
  it('a shell block is no prompt, under such a heading or after such a line', () => {
    for (const md of [
      '# Export handoff\n\n## Why\nFinance needs every account.\n\n## Start prompt (paste this)\n\n```bash\n# Deliver: every account\nnpm test -- export\n```\n',
      '# Export handoff\n\n## Why\nFinance needs every account.\n\nCopy this into the new session:\n\n```sh\nnpm test -- export\n```\n',
    ]) {
      const r = read(md);
      expect(r.answers.deliver).toBe('');
      expect(JSON.stringify(r.answers)).toContain('```');
    }
  });
  it('a plain block under any other heading stays code', () => {
    const r = read('# Export handoff\n\n## Why\nFinance needs every account.\n\n## Example output\n\n```text\nDeliver: 3 rows. First, run the job.\n```\n');
    expect(r.answers.deliver).toBe('');
    expect(r.answers.firstStep).toBe('');
    expect(r.answers.context).toContain('```text');
  });
});

describe('what the review of the whole change found in the readers of briefs', () => {
  it('"First" leads a first step only with its comma: "First-time setup …" and "First some background" do not', () => {
    const r = read('# Setup is slow\n\nNew users give up during setup. First-time setup takes twenty minutes on a laptop. Start by timing `scripts/seed.sh` on a clean checkout.\n');
    expect(r.answers.firstStep, JSON.stringify(r.placement)).toContain('timing `scripts/seed.sh`');
    const r2 = read('# Setup is slow\n\nFirst some background: setup takes twenty minutes. Start by timing `scripts/seed.sh`.\n');
    expect(r2.answers.firstStep, JSON.stringify(r2.placement)).toContain('timing `scripts/seed.sh`');
  });
  it('a block handed over to a terminal or a file is code, not a prompt; commands under "## Paste this" too', () => {
    for (const md of [
      '# Toolchain\n\n## Why\nBuilds fail on a fresh laptop.\n\n## Deliver\nA working build.\n\nPaste this into your terminal:\n\n```\n# install the toolchain\nbrew install node\n```\n',
      '# Release\n\n## Why\nUsers need the notes.\n\n## Deliver\nThe 1.4.0 notes.\n\nCopy the following into CHANGELOG.md:\n\n```markdown\n## 1.4.0\n### Fixed\n- the export\n```\n',
      '# Toolchain\n\n## Why\nBuilds fail on a fresh laptop.\n\n## Deliver\nA working build.\n\n## Paste this\n\n```\n# install the toolchain\nbrew install node\nnpm ci\n```\n',
    ]) {
      const r = read(md);
      expect(JSON.stringify(r.answers), JSON.stringify(r.placement)).toContain('```');
    }
  });
});

describe('a label in capitals alone on its line ends the label above it, whatever it names', () => {
  const body = (fence: boolean) => {
    const inner = 'You continue the cache work.\n\nFILES TO READ FIRST:\n- PLAN.md (the plan)\n- .env.example (variables)\n\nPHILOSOPHY:\n- Technical over marketing\n- Real API key or skip\n\nSTART BY:\ngit status\n';
    return `# Cache work\n\n## Why\nThe cache leaks.\n\n## Deliver\nA fix.\n\n## Prompt for the next session\n\n${fence ? '```text\n' + inner + '```\n' : inner}`;
  };
  for (const fence of [true, false]) {
    it(fence ? 'inside a fenced prompt to paste' : 'in a section', () => {
      const r = read(body(fence));
      const p = JSON.stringify(r.placement);
      expect(r.answers.pointers, p).toEqual(['PLAN.md (the plan)', '.env.example (variables)']);
      // The philosophy is kept, under its own name, with nothing lost.
      expect(r.answers.context, p).toContain('PHILOSOPHY');
      expect(r.answers.context, p).toContain('- Technical over marketing\n- Real API key or skip');
      expect(JSON.stringify(r.answers.pointers)).not.toContain('marketing');
    });
  }
  it('a label in lower case, or after a heading, is not such a line', () => {
    const r = read('# Cache work\n\n## Why\nThe cache leaks.\n\n## Deliver\nA fix.\n\n## Notes\n\nFILES TO READ FIRST:\n- PLAN.md (the plan)\n\nPhilosophy:\n- Technical over marketing\n');
    expect(JSON.stringify(r.answers.pointers ?? [])).not.toContain('Philosophy');
    expect(JSON.stringify(r.answers)).toContain('Technical over marketing');
  });
});

describe('an approach named with its verdict of giving up is a dead end', () => {
  const items: [string, string][] = [
    ['fr', '- Redis : abandonné, trop lent.'],
    ['fr feminine', '- Mise en cache : abandonnée — trop lent.'],
    ['en', '- Redis: abandoned, too slow.'],
    ['en bold', '- **Redis**: dropped (too slow).'],
    ['es', '- Redis: descartado, muy lento.'],
  ];
  for (const [lang, item] of items) {
    it(lang, () => {
      const r = read(`# Export\n\n## Why\nFinance needs every account.\n\n## Deliver\nExport every account.\n\n## Context\n${item}\n- Postgres: kept.\n\n## First step\nRun the tests.\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.deadEnds, p).toEqual([item.slice(2)]);
      // (It stays in its section too.)
      expect(r.answers.context, p).toContain(item);
    });
  }
  it('a word of rejecting that tells what a system does is no verdict', () => {
    const r = read('# Export\n\n## Why\nFinance needs every account.\n\n## Deliver\nExport every account.\n\n## Context\n- Login: rejected with 403 when the token expires.\n- Upload: rejected by the proxy above 10 MB.\n\n## First step\nRun the tests.\n');
    expect(r.answers.deadEnds).toEqual([]);
  });
});

describe('a to-do ticked whole, then "All done.", is a brief\'s state, not a return\'s outcome', () => {
  const docs: [string, string, string][] = [
    ['en', 'Todo', 'All done.'],
    ['en next steps', 'Next steps', 'All done!'],
    ['de', 'Offene Punkte', 'Alles erledigt.'],
    ['zh', '待办', '全部完成。'],
  ];
  for (const [lang, heading, done] of docs) {
    it(lang, () => {
      const r = read(`# Export\n\n## ${heading}\n- [x] Add the loop\n- [x] Write the parser\n\n${done}\n`);
      const p = JSON.stringify(r.placement);
      expect(r.reading.type, p).not.toBe('return');
      // (No work to give: what to deliver and the first step are asked for; the list is the Context.)
      expect(r.answers.deliver, p).toBe('');
      expect(r.answers.firstStep, p).toBe('');
      expect(r.answers.context, p).toContain('Write the parser');
    });
  }
  it('an open item left, or a return\'s own outcome, still reads as it did', () => {
    const open = read('# Export\n\n## Why\nFinance needs every account.\n\n## Todo\n- [x] Add the loop\n- [ ] Write the parser\n');
    expect(open.answers.firstStep).toBe('Write the parser');
    const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
    const ret = importReturn('# Export\n\nAll done.\n\n- [x] Add the loop\n- [x] Write the parser\n', placeholders);
    expect(ret.answers.outcome).toMatch(/answered|done/i);
    expect(() => read('# Export\n\nAll done.\n\n- [x] Add the loop\n- [x] Write the parser\n')).toThrow(/return/);
  });
});

describe('a step under a next-steps section kept under its name is the first step, not the Context', () => {
  const docs: [string, string, string, string, string, string][] = [
    ['ja', '背景', '成果物', '次のステップ', 'P0：計測', 'P1：キャッシュ'],
    ['en', 'Why', 'Deliver', 'Next steps', 'P0: measure', 'P1: cache'],
    ['de', 'Warum', 'Lieferumfang', 'Nächste Schritte', 'P0: messen', 'P1: Cache'],
  ];
  for (const [lang, why, deliver, next, p0, p1] of docs) {
    it(lang, () => {
      const r = read(`# Export handoff\n\n## ${why}\nFinance needs every account.\n\n## ${deliver}\nEvery account in one run.\n\n## ${next}\nBy priority.\n\n### ${p0}\nTime the export.\n\n### ${p1}\nAdd a cache.\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.firstStep, p).toBe(`${p0}\n\nTime the export.`);
      expect(r.answers.context, p).not.toContain('Time the export.');
      // (Nothing lost: the steps stay under their section's name.)
      expect(r.extra.find((x) => x.heading === next)?.text, p).toContain('Add a cache.');
    });
  }
});
