// The why from a reason the task section states (QA 44 C1): stated-reason.ts, the pure reader, and the pass that reads
// it (why-readers.ts reasonInTask) through importBrief. A paragraph of the section chosen as what to deliver that
// gives the task's reason ("… is its acceptance test …", "… weil …", "… потому что …") or a decision with who took it
// and its reason ("**Решение Игоря 10-09: …**") is the why, derived and copied; a rule, a label line, a purpose, the
// task's own statement or a bare "Решение: …" is none, and the brief still asks for its why.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';
import { reasonParagraph, statedReason } from '../../src/brief/stated-reason.js';

let task: Kind;
beforeAll(async () => {
  task = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds.get('task')!;
});

describe('statedReason: a paragraph that gives the reason for the work', () => {
  it.each([
    ['en, the acceptance test', '`rig replay` is its acceptance test and reports DETERMINISTIC against pilot-01 today, so a refactor that changes a number cannot hide.'],
    ['en, because', 'The nightly export drops rows because the buffer is flushed before the last page arrives.'],
    ['en, blocked until', 'The 2.0 release is blocked until the importer keeps every row of the legacy files.'],
    ['de, weil', 'Der Export bricht nachts ab, weil der Puffer vor der letzten Seite geleert wird.'],
    ['de, deshalb', 'Der Puffer wird vor der letzten Seite geleert, deshalb fehlen im Export jede Nacht Zeilen.'],
    ['fr, parce que', "L'export de nuit perd des lignes parce que le tampon est vidé avant la dernière page."],
    ['es, porque', 'La exportación nocturna pierde filas porque el búfer se vacía antes de la última página.'],
    ['ru, потому что', 'Ночной экспорт теряет строки, потому что буфер сбрасывается до прихода последней страницы.'],
    ['zh, 因为', '夜间导出会丢失行，因为缓冲区在最后一页到达之前就被清空了。'],
    ['ja, ので', '最後のページが届く前にバッファが空になるので、夜間のエクスポートで行が失われています。'],
  ])('%s: a reason', (_name, text) => {
    expect(statedReason(text)).toBe('reason');
  });

  it.each([
    ['ru, a person and a date', '**Решение Игоря 10-09, уже после мержа #426: юзера про спорные вакансии НЕ спрашиваем.** Вопрос выглядит так, будто мы не уверены в своей системе, а планку человек уже выбрал режимом. Не предлагать заново.'],
    ['en, a possessive', "**Igor's decision, 10-09: we no longer ask users about borderline jobs.** The question reads as if we doubt our own ranking, and the bar is already set by the mode."],
    ['de, a date', '**Entscheidung vom 09.10.: Nutzer werden nicht mehr gefragt.** Die Frage wirkt, als wären wir unsicher, und die Schwelle wählt der Nutzer schon über den Modus.'],
  ])('%s: a decision with its reason', (_name, text) => {
    expect(statedReason(text)).toBe('decision');
  });

  it.each([
    ['a rule with its reason', 'Do not rebuild dist/ mid-study because the next preregistration must re-pin the binary hash.'],
    ['a loud rule with its reason (de)', 'Niemals `git add -A` im Wurzelverzeichnis, weil dort fremde Dateien liegen.'],
    ['a label line', 'Модель: **Opus**.'],
    ['a purpose: the step\'s own aim', 'Add a row counter to the importer so that the nightly report can show the dropped rows.'],
    ['the task stated, no reason', 'Detangle the aggregator\'s eight suppression passes into one module with a test for each pass.'],
    ['a bare decision label ("Решение" is also "solution")', '**Решение:** кэшировать ответы на сутки. Ключ — id вакансии и версия вердикта, хранить в Redis.'],
    ['a decision still to take', '**Decision needed by Igor (10-12):** whether to keep the clarifier. Both options are written up in the review doc.'],
    ['a decision with nothing after it', "**Igor's decision, 10-09: we no longer ask users.**"],
    ['a status line', 'All tests pass.'],
    ['a temporal "since"', 'The importer has been rewritten twice since the April release and now reads all four formats.'],
  ])('near-miss, %s: no reason', (_name, text) => {
    expect(statedReason(text)).toBeNull();
  });

  it('reasonParagraph: the first paragraph that states one, past a label line and the task statement', () => {
    expect(reasonParagraph(['Model: **Opus**.', 'Detangle the aggregator into one module with a test for each pass.', 'The report is wrong because two passes never fire in twelve turns.'])).toEqual({ index: 2, kind: 'reason' });
    expect(reasonParagraph(['Model: **Opus**.', 'Detangle the aggregator into one module with a test for each pass.'])).toBeNull();
  });
});

describe('reasonInTask: the paragraph is the why, derived and copied; the task keeps it', () => {
  const task04 = '# Reviewgate — next session\n\n## One-line state\n\n**The pilot-01 baseline exists.** 12/12 turns reviewed.\n\n## THE NEXT TASK — the aggregator detangle\n\n`rig replay` is its acceptance test and reports DETERMINISTIC against pilot-01 today, so a\nrefactor that changes a number cannot hide.\n\nA second pilot run is worth doing **after** that, with `landedPattern`s on all five seeds.\n';

  it('en: the reason paragraph of the task is the why, kept in what to deliver, placement names its line', () => {
    const r = importBrief(task04, task);
    expect(r.answers.why).toMatch(/^`rig replay` is its acceptance test/);
    expect(r.answers.deliver).toContain('`rig replay` is its acceptance test');
    expect(r.answers.deliver).toContain('A second pilot run');
    expect(r.answers.why).not.toBe(r.answers.deliver);
    const p = r.placement.find((x) => x.to.startsWith('Why this slice exists'));
    expect(p).toMatchObject({ line: 9, to: 'Why this slice exists (derived: no section says why; a paragraph of "THE NEXT TASK — the aggregator detangle" gives its reason, kept there too)' });
  });

  it('ru: a decision with its reason under the next step, after a label line', () => {
    const md = '# drop-actions\n\n## Следующий шаг — карточка «сменить режим»\n\nМодель: **Opus**.\n\n**Решение Игоря 10-09, уже после мержа #426: юзера НЕ спрашиваем.** Вопрос выглядит так, будто мы не уверены\nв своей системе, а планку человек уже выбрал режимом. Не предлагать заново.\n\n1. Карточка «сменить режим» в `modules/buddy_actions.py`.\n2. Убрать код уточнителя.\n';
    const r = importBrief(md, task);
    expect(r.answers.why).toMatch(/^\*\*Решение Игоря 10-09/);
    expect(r.answers.deliver).toContain('Решение Игоря 10-09');
    expect(r.placement.find((x) => x.to.startsWith('Why this slice exists'))).toMatchObject({ line: 7, to: expect.stringContaining('gives a decision with its reason, kept there too') });
  });

  it.each([
    ['the task states no reason', '# Export\n\n## Next task\n\nStream the export rows to the writer instead of the buffer.\n\n1. Replace the buffer.\n2. Add a test for 1M rows.\n'],
    ['the only paragraph is the whole task', '# Export\n\n## Next task\n\nStream the export rows because the buffer runs out of memory on 1M rows.\n'],
    ['a rule with its reason in the task', '# Export\n\n## Next task\n\nDo not touch the cron entry because ops owns it until the migration.\n\n1. Replace the buffer.\n2. Add a test for 1M rows.\n'],
    ['a bare "Решение:" label', '# Экспорт\n\n## Следующий шаг\n\n**Решение:** писать строки потоком. Буфер больше не нужен, память не растёт.\n\n1. Убрать буфер.\n2. Добавить тест.\n'],
  ])('near-miss, %s: no why, the brief asks for it', (_name, md) => {
    const r = importBrief(md, task);
    expect(r.answers.why ?? '').toBe('');
  });
});
