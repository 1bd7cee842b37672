// A brief's parts stated inline or in a form (briefs6): a bold name closed by a stop opening a paragraph
// ("**Purpose.** …", "**Zweck.** …") is that part's label; a quote that opens with a decision's label ("> **PIVOT:** …",
// "> **Entscheidung:** …") is Already decided, copied (the quote stays where it was). Look-alikes held: a bold sentence
// that names no part, a quote of a user's words with "never" in it. Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const read = (md: string) => importBrief(md, kinds.get('task')!);

describe('a bold name closed by a stop opens its paragraph as a label', () => {
  it.each([
    ['en', 'Handover: search index', 'Purpose', 'Queries over 2 s make the dashboard time out.', 'Order of work', 'Re-run the slow-query log'],
    ['de', 'Übergabe: Suchindex', 'Zweck', 'Abfragen über 2 s lassen das Dashboard abbrechen.', 'Nächste Schritte', 'Das Slow-Query-Log erneut auswerten'],
    ['fr', 'Passation : index', 'Objectif', 'Les requêtes de plus de 2 s bloquent le tableau de bord.', 'Prochaines étapes', 'Relancer le journal des requêtes lentes'],
    ['es', 'Traspaso: índice', 'Propósito', 'Las consultas de más de 2 s bloquean el panel.', 'Próximos pasos', 'Repetir el registro de consultas lentas'],
    ['ja', '引き継ぎ: 検索', '目的', '2秒を超えるクエリでダッシュボードが落ちる。', '次のステップ', 'スロークエリログを再確認する'],
  ])('%s', (_l, title, label, why, steps, step) => {
    const r = read(`# ${title}\n\n**${label}.** ${why}\n\n## ${steps}\n\n1. ${step}\n2. Add the index\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.why, p).toBe(why);
  });

  it('a bold sentence naming no part stays the text it was', () => {
    const r = read('# Handover: search index\n\n**This is urgent.** The dashboard times out for every customer.\n\n## Next steps\n\n1. Re-run the slow-query log\n');
    expect(r.answers.why).not.toBe('The dashboard times out for every customer.');
    expect(`${r.answers.context}\n${r.answers.why}`).toContain('**This is urgent.**');
  });
});

describe('a decision set off as a quote', () => {
  it.each([
    ['en', '> **PIVOT:** we dropped Elastic; stay on Postgres FTS.', 'we dropped Elastic; stay on Postgres FTS.'],
    ['de', '> **Entscheidung:** Elastic ist gestrichen; wir bleiben bei Postgres.', 'Elastic ist gestrichen; wir bleiben bei Postgres.'],
    ['fr', '> **Changement de cap :** on abandonne Elastic.', 'on abandonne Elastic.'],
    ['ru', '> **Решение:** от Elastic отказались, остаёмся на Postgres.', 'от Elastic отказались, остаёмся на Postgres.'],
    ['zh', '> **方向调整：** 放弃 Elastic，继续用 Postgres。', '放弃 Elastic，继续用 Postgres。'],
    ['ko', '> **방향 전환:** Elastic은 접고 Postgres를 유지한다.', 'Elastic은 접고 Postgres를 유지한다.'],
  ])('%s: Already decided, and the quote stays', (_l, quote, value) => {
    const r = read(`# Search index\n\n## Why\n\nQueries over 2 s make the dashboard time out.\n\n${quote}\n\n## Next steps\n\n1. Re-run the slow-query log\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.decided, p).toContain(value);
    expect(r.answers.why, p).toContain(quote);
  });

  it("a quote of a user's words with \"never\" in it is no rule nor decision", () => {
    const r = read('# Notes sync\n\n## Why\n\nUsers lose notes offline.\n\n> The user wrote: never delete my notes, whatever happens.\n\n> Пользователь написал: «никогда не удаляйте мои заметки».\n\n## Next steps\n\n1. Add a local queue\n');
    const p = JSON.stringify(r.placement);
    expect(r.answers.decided, p).toEqual([]);
    expect(r.answers.fields.constraints ?? '', p).toBe('');
  });
});
