// Brief shapes of the eighteenth held-out set (B1-B4), each tested in variants (languages, wording) and beside
// a look-alike the rule must leave alone:
// - a prompt for the next round (iteration, run, agent) fenced under a heading that names it is the brief's
//   text, as a prompt for the next session is; a feature's "## Prompt for the next question" stays code.
// Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const task = kinds.get('task')!;
const read = (md: string) => importBrief(md, task);

describe('a prompt for the next round, fenced under a heading that names it, is the brief\'s text', () => {
  const status = '# Swipe gestures\n\n## Where it stands\nRound 3 landed swipe-to-open.\n\n';
  it.each([
    ['en', 'Prompt for the next round', 'Read docs/STATUS.md.\n\nFirst, check on the tablet that swipe-to-open still works.\n\nRules as always: no new dependencies, the live DB is read-only.', 'check on the tablet', 'no new dependencies'],
    ['de', 'Prompt für die nächste Runde', 'Lies docs/STATUS.md.\n\nZuerst auf dem Tablet prüfen, dass Wischen-zum-Öffnen noch geht.\n\nRegeln wie immer: keine neuen Abhängigkeiten, die Live-DB nur lesen.', 'auf dem Tablet prüfen', 'keine neuen Abhängigkeiten'],
    ['es', 'Prompt para la próxima ronda', 'Lee docs/STATUS.md.\n\nPrimero, comprueba en la tableta que deslizar para abrir sigue funcionando.\n\nReglas como siempre: ninguna dependencia nueva, la base de datos en vivo es de solo lectura.', 'comprueba en la tableta', 'ninguna dependencia nueva'],
    ['zh', '下一轮提示词', '阅读 docs/STATUS.md。\n\n首先，在平板上确认滑动打开仍然可用，然后再继续后面的工作。\n\n规则照旧：不要添加新的依赖，线上数据库只读。', '在平板上确认滑动打开仍然可用', '不要添加新的依赖'],
  ])('%s: "## %s"', (_lang, heading, prompt, first) => {
    const r = read(`${status}## ${heading}\n\n\`\`\`\n${prompt}\n\`\`\`\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.firstStep, p).toContain(first);
    expect(r.answers.context, p).not.toContain('```');
  });
  it('a product\'s "## Prompt for the next question" stays code', () => {
    const r = read(`${status}## Prompt for the next question\n\n\`\`\`\nFirst, greet the user by name and ask what they would like to order today.\n\`\`\`\n`);
    expect(r.answers.firstStep).toBe('');
    expect(r.answers.context).toContain('```');
  });
});

describe('headings in the writer\'s words', () => {
  const why = '# Sales board\n\n## Why\nStore managers cannot compare regions.\n\n';
  it.each([
    ['pt', 'O que precisa ser feito', '- Adicionar filtro por região.\n- Exportar o relatório em PDF.', 'Adicionar filtro por região.'],
    ['pt', 'O que tem que ser feito', '- Adicionar filtro por região.\n- Exportar o relatório em PDF.', 'Adicionar filtro por região.'],
    ['es', 'Lo que hay que hacer', '- Añadir filtro por región.\n- Exportar el informe en PDF.', 'Añadir filtro por región.'],
  ])('%s: "## %s" says what to deliver', (_lang, heading, body, text) => {
    const r = read(`${why}## ${heading}\n${body}\n`);
    expect(r.answers.deliver, JSON.stringify(r.placement)).toContain(text);
  });
  it.each([
    ['zh', '当前状态', '已知待修复', '- 切换城市后温度单位丢失。\n- 夜间模式图标错位。', '切换城市后温度单位丢失。'],
    ['zh-Hant', '目前狀態', '已知待修復', '- 切換城市後溫度單位遺失。\n- 夜間模式圖示錯位。', '切換城市後溫度單位遺失。'],
    ['ja', '現状', '修正待ち', '- 都市を切り替えると温度単位が消える。\n- 夜間モードのアイコンがずれる。', '都市を切り替えると温度単位が消える。'],
  ])('%s: under "## %s", "### %s" is the work left', (_lang, status, heading, body, text) => {
    const r = read(`# 天气\n\n## 为什么\n用户反馈切换城市时体验差。\n\n## ${status}\n首页已经做好。\n\n### ${heading}\n${body}\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.deliver, p).toContain(text);
    expect(r.answers.context, p).toContain('首页已经做好。');
  });
  it('what was fixed ("### 已修复") stays the Context', () => {
    const r = read('# 天气\n\n## 为什么\n用户反馈切换城市时体验差。\n\n## 当前状态\n首页已经做好。\n\n### 已修复\n- 切换城市后温度单位丢失。\n');
    expect(r.answers.deliver).toBe('');
    expect(r.answers.context).toContain('切换城市后温度单位丢失。');
  });
  it.each([
    ['en', 'Emulator Choice', 'Use the Pixel 6 image with API 34; do not use API 24, it lacks the photo picker.'],
    ['en', 'Tech choices', 'Kotlin with the Kotlin DSL; no Groovy build files.'],
    ['fr', 'Choix techniques', 'Kotlin et le DSL Kotlin ; pas de fichiers Groovy.'],
    ['ru', 'Выбор технологий', 'Kotlin и Kotlin DSL; без файлов Groovy.'],
    ['zh', '技术选型', '使用 Kotlin 和 Kotlin DSL，不要用 Groovy。'],
  ])('%s: "## %s" is a decision taken', (_lang, heading, body) => {
    const r = read(`${why}## Deliver\nA region filter.\n\n## ${heading}\n${body}\n`);
    const p = JSON.stringify(r.placement);
    expect([...r.answers.decided, r.answers.fields.constraints ?? ''].join('\n'), p).toContain(body);
  });
  it('"## Multiple choice questions" of a quiz feature is no decision', () => {
    const r = read(`${why}## Deliver\nA region filter.\n\n## Multiple choice questions\nEach question offers four answers.\n`);
    expect(r.answers.decided).toEqual([]);
    expect(r.answers.context).toContain('four answers');
  });
});

describe('a line that says the list below it is settled is Already decided, wherever it stands', () => {
  const doc = (status: string) => `# Budget tracker\n\n## Why\nHouseholds lose track of small expenses.\n\n## Deliver\nA monthly summary screen.\n\n## Where it stands\n${status}\n- SQLite, not IndexedDB.\n- Amounts stored as integer cents.\n`;
  it.each([
    ['en', 'The ledger screen works. Settled and not to be reopened without a reason:'],
    ['en bold', '**Not up for debate:**'],
    ['de', 'Der Ledger läuft. Steht fest, bitte nicht neu aufrollen:'],
    ['fr', 'Déjà tranché, à ne pas rouvrir sans raison :'],
    ['es', 'Ya decidido, no reabrir sin motivo:'],
    ['ru', 'Уже решено, не пересматривать без причины:'],
    ['zh', '账本页面已可用。已确定，不再讨论：'],
  ])('%s', (_lang, line) => {
    const r = read(doc(line));
    const p = JSON.stringify(r.placement);
    expect(r.answers.decided, p).toEqual(['SQLite, not IndexedDB.', 'Amounts stored as integer cents.']);
    // (The items stay where they stand too.)
    expect(r.answers.context, p).toContain('integer cents');
  });
  it.each([
    ['still open', 'Not decided yet, still open:'],
    ['de still open', 'Noch nicht entschieden:'],
    ['payments', 'Payments settled last month:'],
    ['zh defined', '已定义的存储方式：'],
    ['a sentence, no colon', 'Settled and not to be reopened without a reason.'],
  ])('%s: no decision', (_lang, line) => {
    const r = read(doc(line));
    expect(r.answers.decided, JSON.stringify(r.placement)).toEqual([]);
  });
});

describe('the line that says what comes before a list of next steps is the first step', () => {
  const doc = (lead: string, items: string) => `# Recipe app polish\n\n## Why\nTesters found the import flow clumsy.\n\n## Next\n${lead}\n${items}\n`;
  it.each([
    ['en', 'Waiting on tester feedback first — fold it in before these:', '- Import from CSV\n- Print view'],
    ['en numbered', '**Rebase on main before any of these:**', '1. Import from CSV\n2. Print view'],
    ['de', 'Zuerst das Feedback der Tester einarbeiten, vor diesen:', '- Import aus CSV\n- Druckansicht'],
    ['fr', 'Intégrer d’abord les retours des testeurs, avant ceux-ci :', '- Import CSV\n- Vue impression'],
    ['es', 'Primero incorporar los comentarios de los testers, antes de estos:', '- Importar desde CSV\n- Vista de impresión'],
    ['zh', '先整合测试者的反馈，在这些之前：', '- 从 CSV 导入\n- 打印视图'],
  ])('%s', (_lang, lead, items) => {
    const r = read(doc(lead, items));
    const p = JSON.stringify(r.placement);
    expect(r.answers.firstStep, p).toContain(lead.replace(/\*\*/g, ''));
    expect(r.answers.deliver, p).toContain(items.split('\n')[1]!.replace(/^(?:-|\d\.) /, ''));
  });
  it.each([
    ['an intro of the list', 'Work through these in order, first to last:'],
    ['an intro naming a time', 'Before the release, do these:'],
  ])('%s: the first item stays the first step', (_what, lead) => {
    const r = read(doc(lead, '- Import from CSV\n- Print view'));
    expect(r.answers.firstStep, JSON.stringify(r.placement)).toContain('Import from CSV');
  });
});
