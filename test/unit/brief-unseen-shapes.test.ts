// Shapes of handoff documents mined from sets the tool had not seen (QA's holdout classes HB1b, HB1c, HB3a,
// HB4b, HB5a, HB7a and project descriptions), each tested in wordings and languages of its own rather than
// on the reported document:
// - a "to carry on from here" heading, or a suggested continuation, over a list: the next steps;
// - a "next:" label line (a colon or a dash) in a progress or start-here section: what to deliver;
// - principles and rules of how the work is written: already decided;
// - a section saying what the project is: the Context, not the why;
// - the one H1 below notes prepended above it: the title.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';
import { parseDoc } from '../../src/brief/document.js';

let task: Kind;
beforeAll(async () => {
  task = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds.get('task')!;
});
const read = (md: string) => importBrief(md, task);
const where = (r: ReturnType<typeof read>) => JSON.stringify(r.placement);

describe('a heading that says where to carry on from, over a list, is the list of next steps', () => {
  const headings: [string, string][] = [
    ['pt', 'Para seguir a partir daqui'],
    ['pt', 'Daqui para a frente'],
    ['es', 'Para seguir desde aquí'],
    ['de', 'Wie es weitergeht'],
    ['fr', 'Pour la suite'],
    ['en', 'To carry on from here'],
    ['en', 'Where to go from here'],
    ['it', 'Per proseguire'],
    ['ja', '続きの作業'],
    ['fr', 'Suite recommandée (par ordre de valeur)'],
    ['en', 'Suggested next steps (most value first)'],
  ];
  for (const [lang, h] of headings) {
    it(`${lang} "${h}"`, () => {
      const md = `# Clinic calendar — notes for next session\n\n## Current state\n- Weekly view done.\n\n## ${h}\n- wire the reminder mailer into the cron job\n- tidy the colour map\n`;
      const r = read(md);
      expect(r.answers.deliver, where(r)).toContain('tidy the colour map');
      expect(r.answers.firstStep, where(r)).toBe('wire the reminder mailer into the cron job');
    });
  }
});

describe('a line labelled "next" says what to deliver when nothing else does', () => {
  const cases: [string, string, string][] = [
    ['ja', '## 進捗\n\n- 第3章まで書いた\n- 次: 第4章の下書き\n', '第4章の下書き'],
    ['ko', '## 진행 상황\n\n- 3장까지 완료\n- 다음: 4장 초안 쓰기\n', '4장 초안 쓰기'],
    ['en', '## Progress\n\n- chapters 1-3 drafted\n- Next: draft chapter four\n', 'draft chapter four'],
    ['de', '## Fortschritt\n\nKapitel 1 bis 3 stehen.\nAls Nächstes: Kapitel vier entwerfen\n', 'Kapitel vier entwerfen'],
    ['zh', '## 进度\n\n- 第三章已写完\n- 下一步：写第四章草稿\n', '写第四章草稿'],
  ];
  for (const [lang, section, want] of cases) {
    it(lang, () => {
      const r = read(`# Serial novel — handoff\n\n${section}\n## Cast\n- Mara: the gardener\n`);
      expect(r.answers.deliver, where(r)).toBe(want);
      expect(r.placement.some((p) => p.to.includes('says what comes next')), where(r)).toBe(true);
      // The line leaves the progress section: said once.
      expect(r.answers.context ?? '', where(r)).not.toContain(want);
    });
  }
  it('a bold "Up next —" line in a start-here section: what to deliver, and the list below it the steps', () => {
    const md = [
      '# Storefront notes',
      '',
      '## Start here tomorrow',
      '',
      '**Where things are: branch `dev`, commit `f00ba47`.**',
      '',
      '**Up next — add sorting to the product grid.** One PR for all of it.',
      '',
      '1. Add a sort key to the grid query.',
      '2. Add the dropdown.',
      '',
      '## Older notes',
      '',
      'Week 2: the grid itself.',
      '',
    ].join('\n');
    const r = read(md);
    expect(r.answers.deliver, where(r)).toContain('add sorting to the product grid');
    expect(r.answers.firstStep, where(r)).toBe('Add a sort key to the grid query.');
  });
  it('not a "next" line inside what an answer took as its own list, nor in code, nor over a stated deliver', () => {
    expect(read('# T\n\n## Why\nw\n\n## Deliver\nThe export.\n\n## Progress\n- Next: the import\n').answers.deliver).toBe('The export.');
    const code = read('# T\n\n## Why\nw\n\n## Progress\n```\nNext: step 4\n```\n');
    expect(code.answers.deliver).toBe('');
    const out = read('# T\n\n## Why\nw\n\n## Out of scope\n- Next: a mobile app\n');
    expect(out.answers.deliver).toBe('');
  });
});

describe('principles and rules of how the work is written are already decided', () => {
  for (const h of ['작성 원칙', '编写原则', 'Grundsätze', 'Principes à suivre', 'Writing principles', '書き方のルール']) {
    it(h, () => {
      const r = read(`# Ledger app — handoff\n\n## Why\nMonthly reports by hand take a day.\n\n## ${h}\n- amounts in whole cents\n- never print a password\n`);
      expect(r.answers.decided.join('\n'), where(r)).toContain('never print a password');
    });
  }
});

describe('a section saying what the project is is the Context, not the why', () => {
  const cases: [string, string][] = [
    ['Проект', 'Сервис, который подбирает фильмы на вечер.'],
    ['项目是什么', '一个给直播做自动剪辑的小工具。'],
    ['About the project', 'A tool that picks a film for the evening.'],
    ['Über das Projekt', 'Ein Werkzeug, das Filme für den Abend vorschlägt.'],
    ['O projeto', 'Uma ferramenta que escolhe um filme para a noite.'],
    ['プロジェクトについて', '夜に観る映画を選ぶツールです。'],
  ];
  for (const [h, text] of cases) {
    it(h, () => {
      const r = read(`# Handoff — film picker\n\n## ${h}\n${text}\n\n## Next steps\n1. cache the poster images\n2. add a dark theme\n`);
      expect(r.answers.context, where(r)).toContain(text);
      expect(r.answers.why, where(r)).not.toContain(text);
      expect(r.answers.firstStep).toBe('cache the poster images');
    });
  }
});

describe('the one H1 below notes prepended above it is the title', () => {
  const md = (h1: string) => `## Note 2026-03-04 — fixed the spooler\n\nThe spooler retries now.\n\n# ${h1}\n\n## Why\nJobs get lost when a printer jams.\n\n## Deliver\nNo lost jobs.\n\n## First step\nAdd a jam test.\n\n## Note 2026-03-01 — status page\n\nBoth printers listed.\n`;
  it('title, and the prepended note kept with every word', () => {
    const d = parseDoc(md('Print queue handover'));
    expect(d.title).toBe('Print queue handover');
    expect(d.sections[0]!.raw).toContain('The spooler retries now.');
    expect(d.sections[0]!.raw).not.toContain('Print queue handover');
    const r = read(md('Print queue handover'));
    expect(r.answers.title).toBe('Print queue handover');
    expect(r.answers.why).toBe('Jobs get lost when a printer jams.');
    const all = [r.answers.context, ...r.extra.map((x) => x.text)].join('\n');
    expect(all).toContain('The spooler retries now.');
    expect(all).toContain('Both printers listed.');
  });
  it('not an H1 near the end (a part), nor one of two', () => {
    expect(parseDoc('## Why\nw\n\n## Deliver\nd\n\n## First step\nf\n\n# Appendix\n\n## Logs\nx\n').title).toBe(null);
    expect(parseDoc('## Note\nn\n\n# One\n\n## Why\nw\n\n# Two\n\n## Deliver\nd\n').title).toBe(null);
  });
});

describe('a sub-section under a heading that only groups names its own answer', () => {
  const cases: [string, string, string][] = [
    ['en', 'Where we are', 'Things to keep in mind'],
    ['de', 'Stand', 'Zu beachten'],
    ['es', 'Estado', 'A tener en cuenta'],
  ];
  for (const [lang, group, sub] of cases) {
    it(lang, () => {
      const md = `# Backup checker — handoff\n\n## Why\nRestores fail silently.\n\n## ${group}\n\n### ${sub}\n- never run the restore against prod\n\n## Next steps\n1. script the dry run\n2. alert on failure\n`;
      const r = read(md);
      expect(r.answers.fields.constraints ?? '', where(r)).toContain('never run the restore against prod');
      expect(r.answers.context ?? '', where(r)).not.toContain('never run the restore against prod');
    });
  }
  it('so under the Context or the next steps with text of their own, when the heading names the answer', () => {
    const r = read('# T\n\n## Why\nw\n\n## Stand\nDer Export läuft.\n\n### Zu beachten\n- nie gegen prod\n\n### Einzelheiten\n- der Export schreibt CSV\n\n# Nächste Schritte\n1. a\n2. b\n\n## Wichtige Dokumente\n- docs/export.md\n');
    expect(r.answers.fields.constraints ?? '', where(r)).toContain('nie gegen prod');
    expect(r.answers.pointers.join('\n'), where(r)).toContain('docs/export.md');
    // (A sub-section that names nothing stays the text of the one it stands in.)
    expect(r.answers.context, where(r)).toContain('der Export schreibt CSV');
  });
});
