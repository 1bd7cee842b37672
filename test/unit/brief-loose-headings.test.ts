// Briefs as agents write them when no template is in sight, in generated variants (languages, numbering,
// one level deeper): a section's name inside a longer heading ("1. Ziel der App", "Задача этой сессии:
// фаза 15", "Empfohlene nächste technische Schritte", "Checks and rules"); a line that names the first step
// outright wins over a list of next steps, whose first item is the first step otherwise; a status document
// (Done / In progress / Next / Blockers) is the state of the work, not why or what to deliver; headings and
// lines that only look like an answer (a caution, known problems, "Expected output:" under a command, a
// "Fertig, wenn …" condition) are not one. Synthetic documents only.

import { withHeadingNotes } from '../../src/brief/render.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';

let task: Kind;
beforeAll(async () => {
  task = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds.get('task')!;
});

const read = (md: string) => importBrief(md, task);
/** Numbering as agents write it before a heading. */
const NUMBERS = ['', '1. ', '2) ', '3 - '];
const deeper = (md: string) => md.replace(/^(#{1,5}) /gm, '#$1 ');

describe('a section named inside a longer heading (numbered, other languages)', () => {
  // [lang, why heading, deliver heading, first step heading, context heading]
  const docs: [string, string, string, string, string][] = [
    ['de', 'Warum wir das umbauen', 'Ziel der Sitzung', 'Empfohlene nächste technische Schritte', 'Aktueller Stand der App'],
    ['ru', 'Почему выбран этот подход', 'Задача этой сессии: фаза 15 — полировка', 'Следующие конкретные шаги', 'Текущее состояние проекта'],
    ['en', 'Why we are moving off the cron box', 'Session goal: ship the exporter', 'Immediate next concrete steps', 'Where we are now'],
    ['fr', 'Pourquoi ce chantier', 'Objectif de la session', 'Prochaines étapes techniques', 'État actuel du dépôt'],
    ['es', 'Por qué este cambio', 'Objetivo de esta sesión', 'Próximos pasos técnicos', 'Estado actual del código'],
  ];
  for (const [lang, why, deliver, first, context] of docs) {
    for (const n of NUMBERS) {
      for (const [dress, f] of [['plain', (m: string) => m], ['deeper', deeper]] as const) {
        it(`${lang} "${n}${why}" …, ${dress}`, () => {
          const md = f(`# Exporter rework\n\n## ${n}${context}\nThe exporter writes CSV only; 14 tests pass.\n\n## ${n}${why}\nThe nightly job times out at 40 minutes.\n\n## ${n}${deliver}\nA streaming exporter that finishes in 5 minutes.\n\n## ${n}${first}\n1. Profile the writer on the staging dump\n2. Replace the buffer with a stream\n3. Rerun the nightly job\n`);
          const r = read(md);
          const p = JSON.stringify(r.placement);
          expect(r.answers.why, p).toContain('times out at 40 minutes');
          expect(r.answers.deliver, p).toContain('streaming exporter');
          expect(r.answers.context, p).toContain('14 tests pass');
          expect(r.answers.firstStep, p).toBe('Profile the writer on the staging dump');
          // Nothing dropped: the rest of the plan is kept under its heading.
          expect(r.extra.map((x) => x.text).join('\n'), p).toContain('Replace the buffer with a stream');
        });
      }
    }
  }

  it('parts joined by "and" name their sections ("Проверки и правила", "Checks and rules")', () => {
    for (const h of ['Проверки и правила', 'Checks and rules', 'Tests und Regeln', 'Tests & rules']) {
      const r = read(`# T\n\n## Why\nw\n\n## Deliver\nd\n\n## ${h}\n- run the suite before every commit\n\n## First step\nf\n`);
      // (The part that fills no section, "Проверки", "Checks", is the writer's word: the heading is kept.)
      // (Rules are what the work keeps, the task kind's constraints, not decisions made: headings.txt.)
      expect(r.answers.fields.constraints, h + JSON.stringify(r.placement)).toBe('- run the suite before every commit');
      expect(withHeadingNotes(r.answers.fields.constraints!, r.notes['field:constraints']), h).toBe(`*From the heading: ${h}*\n\n- run the suite before every commit`);
      expect(r.answers.decided, h).toEqual([]);
    }
  });

  it('a heading read loosely says so in placement, and never beats a heading that names the section', () => {
    const r = read('# T\n\n## Why\nThe real why.\n\n## Почему выбран этот подход\nSQLite works offline.\n\n## Deliver\nd\n\n## First step\nf\n');
    expect(r.answers.why).toBe('The real why.');
    // (It names only an answer a heading gives: it is the Context, under its own heading.)
    expect(r.answers.context).toContain('**Почему выбран этот подход:**');
    expect(r.answers.context).toContain('SQLite works offline');
    const q = read('# T\n\n## Почему выбран этот подход\nSQLite works offline.\n\n## Deliver\nd\n\n## First step\nf\n');
    // (Its words beyond "Почему", "выбран этот подход", are the writer's: kept as the answer's first line.)
    expect(q.answers.why).toBe('SQLite works offline.');
    expect(withHeadingNotes(q.answers.why, q.notes.why)).toBe('*From the heading: Почему выбран этот подход*\n\nSQLite works offline.');
    expect(q.placement.find((x) => x.from === 'Почему выбран этот подход')?.to).toMatch(/read loosely/);
  });

  it('a one-word section name inside a longer title-like heading is not read into it ("Fix the pager on mobile")', () => {
    const r = read('# T\n\n## Why\nw\n\n## Deliver\nd\n\n## Fix the pager on mobile\nthe pager skips page 2\n\n## First step\nf\n');
    expect(r.answers.context).toContain('**Fix the pager on mobile:**');
    expect(r.answers.context).toContain('skips page 2');
  });
});

describe('the first step: a line that names it wins over a list; else the first item of the next steps', () => {
  const labels = ['Next step', 'Start here', 'First', '**Next step:**', 'Nächster Schritt', 'Сначала', 'Primer paso', '最初に'];
  for (const label of labels) {
    const l = label.startsWith('**') ? label : `${label}:`;
    it(`"${l}" inside the next steps`, () => {
      const r = read(`# T\n\n## Why\nCold starts take 9 s.\n\n## Next steps\n1. Lazy-load the ORM\n2. Cache the config parse\n\n${l} run the profiler on staging.\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.firstStep, p).toBe('run the profiler on staging.');
      expect(r.answers.deliver, p).toContain('Lazy-load the ORM');
      expect(r.answers.deliver, p).toContain('Cache the config parse');
    });
    it(`"${l}" in a section of its own elsewhere`, () => {
      const r = read(`# T\n\n## Why\nCold starts take 9 s.\n\n## Deliver\nBoot under 2 s.\n\n## Plan\n- Lazy-load the ORM\n- Cache the config parse\n\n## Notes\n${l} run the profiler on staging.\n`);
      expect(r.answers.firstStep, JSON.stringify(r.placement)).toBe('run the profiler on staging.');
      expect(r.answers.deliver).toBe('Boot under 2 s.');
    });
  }
  it('a plural "Next steps:" label lists them: no first step of its own', () => {
    const r = read('# T\n\n## Why\nw\n\n## Next steps\n1. Lazy-load the ORM\n2. Cache the config parse\n\nNext steps: see the list above.\n');
    expect(r.answers.firstStep).toBe('Lazy-load the ORM');
  });
  for (const h of ['Next steps', 'Nächste Schritte', 'Следующие шаги', '下一步', 'Próximos pasos']) {
    it(`"${h}" beside a stated deliver: its first item is the first step, the list kept`, () => {
      const r = read(`# T\n\n## Why\nw\n\n## Deliver\nA rate limiter.\n\n## ${h}\n- add the middleware\n- write the 429 test\n`);
      expect(r.answers.deliver).toBe('A rate limiter.');
      expect(r.answers.firstStep).toBe('add the middleware');
      expect(r.extra.find((x) => x.heading === h)?.text).toContain('write the 429 test');
    });
    it(`"${h}" with nothing saying what to deliver: the list is what to deliver, its first item the first step`, () => {
      const r = read(`# T\n\n## Why\nw\n\n## ${h}\n1. add the middleware\n2. write the 429 test\n`);
      expect(r.answers.deliver).toContain('write the 429 test');
      expect(r.answers.firstStep).toBe('add the middleware');
    });
  }
});

describe('a status document is the state of the work', () => {
  // [lang, done, in progress, next, blockers]
  const docs: [string, string, string, string, string][] = [
    ['en', 'Done', 'In progress', 'Next', 'Blockers'],
    ['en', '✅ Completed in last session', 'Work in progress', 'Next steps', 'Blocked by'],
    ['de', 'Erledigt', 'In Arbeit', 'Nächste Schritte', 'Blockaden'],
    ['ru', 'Что уже сделано', 'В работе', 'Следующие шаги', 'Блокеры'],
    ['fr', 'Terminé', 'En cours', 'Prochaines étapes', 'Points bloquants'],
    ['zh', '已完成功能', '进行中', '下一步', '阻塞'],
    ['ja', '完了したこと', '進行中', '次にやること', 'ブロッカー'],
  ];
  for (const [lang, done, wip, next, blockers] of docs) {
    it(`${lang}: ${done} / ${wip} / ${next} / ${blockers}`, () => {
      const md = `# Billing export\n\nWhy: finance needs monthly invoices as CSV.\n\n## ${done}\n- CSV writer for invoices\n- rounding fix in totals\n\n## ${wip}\n- PDF layout, fonts missing\n\n## ${next}\n1. Embed the fonts\n2. Add the rounding test\n\n## ${blockers}\n- font license from design\n`;
      const r = read(md);
      const p = JSON.stringify(r.placement);
      expect(r.answers.context, p).toContain('CSV writer for invoices');
      expect(r.answers.context, p).toContain('PDF layout');
      expect(r.answers.deliver, p).not.toContain('CSV writer');
      expect(r.answers.why, p).not.toContain('CSV writer');
      expect(r.answers.firstStep, p).toBe('Embed the fonts');
      expect(r.answers.deliver, p).toContain('Add the rounding test');
      expect(JSON.stringify(r.answers) + JSON.stringify(r.extra), p).toContain('font license from design');
    });
  }
  it('a heading that says the work is not done is no state ("Noch nicht erledigt", "未完了の作業")', () => {
    for (const h of ['Noch nicht erledigt', '未完了の作業', 'Not done yet']) {
      const r = read(`# T\n\n## Why\nw\n\n## ${h}\n- wire the export button\n- add the font test\n`);
      expect(r.answers.context, h).not.toContain('wire the export button');
    }
  });
  it('a label inside a section of work done is history, not an answer ("**Problem:**" of a fixed bug)', () => {
    const r = read('# T\n\n## Deliver\nd\n\n## What was fixed\n### Bug A\n**Problem:** the id was the wrong one.\n**Fix:** migrate on read.\n\n## First step\nf\n');
    // (No sentence of it is the why, and no why is made up from the title: the why is asked for.)
    expect(r.answers.why).toBe('');
    expect(r.answers.context).toContain('the id was the wrong one');
  });
});

describe('what only looks like an answer', () => {
  // (A bare "注意" is kept under its name; "注意事项" and its kin are things to watch, the constraints.)
  for (const h of ['注意', '注意事项', '留意事項', '주의사항']) {
    it(`a caution "${h}" is no Already decided`, () => {
      const r = read(`# T\n\n## Why\nw\n\n## Deliver\nd\n\n## ${h}\n- 本番DBには触らない\n\n## First step\nf\n`);
      expect(r.answers.decided).toEqual([]);
      if (h === '注意') expect(r.extra.find((x) => x.heading === h)?.text).toContain('本番DB');
      else expect(r.answers.fields.constraints).toContain('本番DB');
    });
  }
  it('"Expected output:" under a command is what the command prints, not what to deliver', () => {
    const r = read('# Speed up CI\n\n## Why\nCI takes 40 minutes.\n\n## How to check\nRun the suite:\n\n```\nnpm test\n```\n\nExpected output: 212 passing, 0 failing.\n\n## First step\nSplit the e2e job.\n');
    expect(r.answers.deliver).toBe('');
    expect(r.answers.context).toContain('212 passing');
  });
  for (const cond of ['Fertig, wenn der Export 10k Zeilen schafft.', 'Done when the export handles 10k rows.', 'Terminé quand l’export passe 10k lignes.']) {
    it(`"${cond.slice(0, 12)}…" states when it is done, not an outcome: still a brief`, () => {
      const r = read(`# Export\n\n${cond}\n\n## Warum\nDer Export bricht ab.\n\n## Nächste Schritte\n- Parser profilieren\n- Batch-Inserts\n`);
      expect(r.reading.type).not.toBe('return');
      expect(r.answers.firstStep).toBe('Parser profilieren');
    });
  }
});

describe('more shapes of a plan and its headings', () => {
  for (const [lang, head, step] of [
    ['en', 'Next steps (exact order)', 'Step'],
    ['pt', 'PRÓXIMOS PASSOS (ordem exata)', 'PASSO'],
    ['ru', 'Незавершённая чистка (следующие шаги, низкий риск)', 'Шаг'],
    ['de', 'NAECHSTE SCHRITTE', 'Schritt'],
  ] as const) {
    it(`${lang}: steps written as sub-headings ("### ${step} 1: …"): the first one is the first step`, () => {
      const r = read(`# T\n\n## Why\nThe build breaks on every fresh clone.\n\n## ${head}\n\n### ${step} 1: Clean the stale lockfile\nDelete \`package-lock.json\` and reinstall.\n\n### ${step} 2 — Pin the toolchain\nAdd an \`.nvmrc\`.\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.firstStep, p).toContain('Clean the stale lockfile');
      expect(r.answers.firstStep, p).toContain('reinstall');
      expect(r.answers.firstStep, p).not.toContain('Pin the toolchain');
      expect(r.answers.deliver, p).toContain('Pin the toolchain');
    });
  }
  for (const h of ['⚠️ FIRST: push the two local commits', '🎯 Próximo paso: UI de promociones', 'Next step: wire the export button']) {
    it(`a heading that names one step and says it ("${h}") is the first step as it stands`, () => {
      const r = read(`# T\n\n## Why\nw\n\n## Deliver\nd\n\n## ${h}\n- check the remote first\n- then push\n\n## Notes\nn\n`);
      expect(r.answers.firstStep, JSON.stringify(r.placement)).toContain('check the remote first');
      expect(r.answers.firstStep).toContain('then push');
    });
  }
  it('a label that states an answer outright beats a heading that names it only loosely', () => {
    const r = read('# Trading plan\n\n**Datum:** 09.02.\n**Ziel:** 2.000 EUR bis Ende Februar\n\n## Warum Gold fuer unser Ziel relevant ist\nGold hedges the tech positions.\n\n## Naechste Schritte\n1. NVDA analysieren\n2. Rest beobachten\n');
    const p = JSON.stringify(r.placement);
    expect(r.answers.why, p).toContain('2.000 EUR bis Ende Februar');
    expect(r.answers.firstStep, p).toBe('NVDA analysieren');
    expect(r.answers.deliver, p).toContain('Rest beobachten');
  });
});

describe('a heading that names one step wins over a list of next steps', () => {
  for (const h of ['⚠️ FIRST: push the local commits', 'Start here: push the local commits', 'Nächster Schritt: lokale Commits pushen']) {
    it(h, () => {
      const r = read(`# T\n\n**Status:** M1 shipped.\n\n## ${h}\n33 commits are local only. Ask before pushing.\n\n## Why\nw\n\n## Next session candidates\n- the ledger\n- the cache\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.firstStep, p).toContain('Ask before pushing');
      expect(r.answers.deliver, p).toContain('the ledger');
    });
  }
});
