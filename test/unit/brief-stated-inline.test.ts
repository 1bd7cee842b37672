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

// A one-line paragraph with a rule's grammar closing a list of steps or the document (inline-rules.ts `closing`).
describe('a closing rule line', () => {
  it.each([
    ['en', 'Do not touch the invoice template.'],
    ['en never', 'Never deploy on a Friday afternoon.'],
    ['es', 'Nunca toques la plantilla de facturas.'],
    ['ru', 'Никогда не трогай шаблон счёта.'],
    ['zh', '不要修改发票模板。'],
    ['ko', '절대 송장 템플릿을 건드리지 마세요.'],
  ])('%s: a constraint, and it stays where it was', (_l, line) => {
    const r = read(`# Pricing rules\n\n## Why\n\nPrices drift between the app and the invoice.\n\n## Next steps\n\n1. Move the discount table into rules.json\n2. Delete the constants\n\n${line}\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.fields.constraints ?? '', p).toContain(line);
    expect(`${r.answers.deliver}\n${r.answers.context}`, p).toContain(line);
  });

  it('a negation inside the Context paragraph, or a line that is not alone, is no rule', () => {
    const r = read('# Pricing rules\n\n## Why\n\nPrices drift.\n\n## Context\n\nThe API never returns null for a price.\nDo not be surprised by the old module: it is still wired in.\n\n## Next steps\n\n1. Move the discount table\n');
    expect(r.answers.fields.constraints ?? '').toBe('');
  });
});

// Never invent (briefs6): a handoff that states no why gets none from its title; its project overview is read as it
// is in any other brief (a colon inside brackets making no label of it): its sentence that says why is the why; one
// that only says what the system is gives none (why8), the overview staying the Context.
describe('never invent a why', () => {
  it.each([
    ['en', '# Session handoff: billing export\n\n## Done\n- Parser written\n\n## Next steps\n1. Stream the rows\n2. Ship it\n'],
    ['de', '# Übergabe: Lager-Sync\n\n## Erledigt\n- Import läuft\n\n## Nächste Schritte\n1. Export-Job schreiben\n'],
    ['ja', '# 引き継ぎ: 在庫同期\n\n## 完了\n- 取り込み\n\n## 次にやること\n1. エクスポートを書く\n'],
  ])('%s: no why, though the title hands work on', (_l, md) => {
    const r = read(md);
    const p = JSON.stringify(r.placement);
    expect(r.answers.why, p).toBe('');
    expect(r.given.has('why'), p).toBe(false);
  });
  it.each([
    ['en', '# Session handoff: solar monitor\n\n## Project overview\nA monitor (model: EHF-S99) that reads the inverter over ECHONET Lite and mails a daily CSV.\n\n## Next steps\n1. Register the logon task\n', 'A monitor (model: EHF-S99)'],
    ['ja', '# 太陽光モニタ 引き継ぎ\n\n## プロジェクト概要\n住宅の太陽光発電（パワコン型番：EHF-S99）からデータを取得し、CSV保存・メール通知を行うシステム。\n\n## 次にやること\n1. ログオン時タスクを登録する\n', '住宅の太陽光発電（パワコン型番：EHF-S99）から'],
  ])('%s: a handoff\'s project overview that only says what the system is gives no why; it stays the Context', (_l, md, start) => {
    const r = read(md);
    const p = JSON.stringify(r.placement);
    expect(r.answers.why, p).toBe('');
    expect(r.answers.context, p).toContain(start);
  });
  it.each([
    ['en', '# Session handoff: solar monitor\n\n## Project overview\nA monitor (model: EHF-S99) that reads the inverter over ECHONET Lite, because the vendor app loses a day of data each week.\n\n## Next steps\n1. Register the logon task\n', 'A monitor (model: EHF-S99)'],
    ['ja', '# 太陽光モニタ 引き継ぎ\n\n## プロジェクト概要\n住宅の太陽光発電（パワコン型番：EHF-S99）からデータを取得するシステム。メーカーのアプリでは毎週データが失われるため、自前で保存する。\n\n## 次にやること\n1. ログオン時タスクを登録する\n', 'メーカーのアプリでは'],
  ])('%s: a handoff\'s project overview that says why is what says why', (_l, md, start) => {
    const r = read(md);
    const p = JSON.stringify(r.placement);
    expect(r.answers.why.startsWith(start), p).toBe(true);
  });
});

describe('artifacts to attach and what to validate', () => {
  it.each([
    ['en', 'Artifacts to attach', 'What to validate'],
    ['de', 'Anhänge', 'Was zu prüfen ist'],
    ['ru', 'Артефакты', 'Что проверить'],
    ['ja', '添付ファイル', '検証すること'],
  ])('%s: the list is Pointers, the tasks what to deliver', (_l, artifacts, validate) => {
    const r = read(`# Billing export\n\n## Why\n\nFinance needs one CSV.\n\n## ${artifacts}\n\n- logs/export-2026-12-01.log\n- docs/plan.md\n\n## ${validate}\n\n### T1 Stream the rows\n\nRun the export on the big tenant.\n\n### T2 Compare totals\n\nSum per account.\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.pointers, p).toEqual(['logs/export-2026-12-01.log', 'docs/plan.md']);
    expect(r.answers.deliver, p).toContain('Run the export on the big tenant.');
  });
});
