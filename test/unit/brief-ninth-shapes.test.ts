// Handoff shapes agents write at a session's end (QA round 3), each tested in generated variants (languages,
// wording) rather than on one reported document:
// - rules of how to work with the user ("## How to work with the user (must keep)", "## 사용자와 일하는 방법")
//   are constraints; so are the items of a "## Protocol", "## Anti-patterns — DO NOT", "## Notes" when they
//   are rules, and dead ends when they tell failed attempts; a wire protocol or notes of facts stay the
//   Context.
// Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds, placedTo } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const task = kinds.get('task')!;
const bug = kinds.get('bug')!;
const read = (md: string, kind = task) => importBrief(md, kind);
const where = placedTo;
const frame = (section: string) => `# Inventory sync\n\n## Why\nThe nightly sync drops rows.\n\n## Deliver\nA sync that retries late feeds.\n\n## First step\nRead sync/feed.ts.\n\n${section}\n`;

describe('rules of how to work are constraints, by the heading or by what the items say', () => {
  it.each([
    ['en', 'How to work with the user (must keep)', '- Ask before deleting any data file.\n- Answer in short paragraphs.'],
    ['ko', '사용자와 일하는 방법 (반드시 지킬 것)', '- 데이터 파일을 삭제하기 전에 물어볼 것.\n- 짧게 답할 것.'],
    ['fr', 'Comment travailler avec l’utilisateur', '- Demander avant de supprimer un fichier.\n- Répondre brièvement.'],
    ['en protocol', 'Protocol', '1. Run the unit tests before each commit.\n2. Write the commit message in the imperative.\n3. Update CHANGELOG.md for every visible change.'],
    ['ru protocol', 'Протокол', '1. Запускай юнит-тесты перед каждым коммитом.\n2. Пиши сообщения коммитов кратко.\n3. Обновляй CHANGELOG.md.'],
    ['en anti-patterns', 'Anti-patterns — DO NOT', "- Don't mock the database in integration tests.\n- Do not add dependencies without asking."],
    ['ru anti-patterns', 'Антипаттерны — НЕ ДЕЛАТЬ', '- Не мокай базу данных в интеграционных тестах.\n- Не добавляй зависимости без вопроса.'],
    ['en notes', 'Notes', "- Never push to main directly.\n- Always run the linter first."],
    ['zh notes', '备注', '- 不要直接推送到 main。\n- 每次提交前运行测试。'],
  ])('%s: "## %s"', (_lang, heading, items) => {
    const r = read(frame(`## ${heading}\n${items}`));
    const p = JSON.stringify(r.placement);
    expect(where(r, heading), p).toMatch(/^Constraints to respect/);
    expect(r.answers.fields.constraints, p).toContain(items.split('\n')[1]!.replace(/^(?:-|\d\.) /, ''));
    expect(r.answers.outOfScope, p).toEqual([]);
    expect(r.answers.context ?? '', p).not.toContain(heading);
  });
  it('a kind without Constraints keeps them as already decided', () => {
    const r = read(frame('## Protocol\n1. Run the tests before each commit.\n2. Ask before any migration.'), bug);
    expect(r.answers.decided, JSON.stringify(r.placement)).toEqual(['Run the tests before each commit.', 'Ask before any migration.']);
  });
  it.each([
    ['en', 'Anti-patterns', '- Mocking the clock: tried it, did not help, the flake stayed.\n- Retrying in the client: was abandoned, it hid the real error.'],
    ['es', 'Antipatrones', '- Reintentar en el cliente: no funcionó.\n- Cachear el feed: se descartó, tapaba el error.'],
  ])('%s: "## %s" over failed attempts is dead ends', (_lang, heading, items) => {
    const r = read(frame(`## ${heading}\n${items}`));
    const p = JSON.stringify(r.placement);
    expect(where(r, heading), p).toMatch(/^Dead ends/);
    expect(r.answers.deadEnds.join('\n'), p).toContain(items.split('\n')[1]!.slice(2));
    expect(r.answers.fields.constraints ?? '', p).toBe('');
  });
  it.each([
    ['a wire protocol', 'Protocol', 'The client opens a TCP socket and sends `HELLO 2`.\n\n- `HELLO <version>`: opens the session.\n- `DATA <n>`: n bytes follow.\n- `BYE`: closes it.'],
    ['a wire protocol as steps', 'Протокол', '1. Клиент отправляет HELLO.\n2. Сервер отвечает WELCOME.\n3. Клиент шлёт данные.'],
    ['notes of facts', 'Notes', '- The vendor API is rate-limited to 10 requests per second.\n- The feed lands at 02:00 UTC.'],
  ])('%s under "## %s" stays the Context', (_name, heading, text) => {
    const r = read(frame(`## ${heading}\n${text}`));
    const p = JSON.stringify(r.placement);
    expect(where(r, heading), p).toMatch(/^Context/);
    expect(r.answers.fields.constraints ?? '', p).toBe('');
  });
});

describe('rules told as sentences inside a prompt to paste are constraints too', () => {
  const prompt = (body: string) => `# Inventory sync\n\n## Why\nThe nightly sync drops rows.\n\n## Deliver\nA sync that retries late feeds.\n\n## Prompt for the next session\n\n\`\`\`text\n${body}\n\`\`\`\n`;
  it.each([
    ['en', 'You are picking up the inventory sync work. First, run the failing test in test/sync.test.ts. Never push to main directly. Always ask before deleting a data file.', 'Never push to main directly.', 'Always ask before deleting a data file.'],
    ['de', 'Du übernimmst die Lager-Synchronisation in der nächsten Sitzung. Zuerst den roten Test in test/sync.test.ts ausführen. Niemals direkt auf main pushen. Immer vor dem Löschen einer Datei fragen.', 'Niemals direkt auf main pushen.', 'Immer vor dem Löschen einer Datei fragen.'],
    ['ja', '在庫同期の作業を引き継ぎます。まず test/sync.test.ts の失敗するテストを実行してください。決して main に直接 push しないでください。常にデータファイルを消す前に確認してください。', '決して main に直接 push しないでください。', '常にデータファイルを消す前に確認してください。'],
  ])('%s', (_lang, body, one, two) => {
    const r = read(prompt(body));
    const p = JSON.stringify(r.placement);
    expect(r.answers.fields.constraints, p).toBe(`${one}\n\n${two}`);
    expect(importBrief(prompt(body), bug).answers.decided, p).toEqual([one, two]);
  });
  it('a sentence that says what not to touch stays out of scope; the prompt keeps its text', () => {
    const r = read(prompt('You are picking up the sync work. Do not change the CSV format. Never push to main directly.'));
    const p = JSON.stringify(r.placement);
    expect(r.answers.outOfScope.join('\n'), p).toContain('Do not change the CSV format.');
    expect(r.answers.fields.constraints, p).toBe('Never push to main directly.');
    expect(r.answers.context ?? '', p).toContain('Never push to main directly.');
  });
  it('the same sentences in a section of prose, no prompt, are left as they were', () => {
    const r = read('# Inventory sync\n\n## Why\nThe nightly sync drops rows.\n\n## Deliver\nA sync that retries.\n\n## First step\nRead sync.ts.\n\n## Status\nThe loop works. Never mind the old script: it always failed.\n');
    expect(r.answers.fields.constraints ?? '', JSON.stringify(r.placement)).toBe('');
  });
});

describe('the next work stated outside a list of next steps', () => {
  it.each([
    ['en', '_Next session: start with phase 1 (the parser)._', 'start with phase 1 (the parser).'],
    ['es', '_Próxima sesión: empezar por la fase 1._', 'empezar por la fase 1.'],
  ])('%s: a closing italic line below a section of the Context is the first step, and what to deliver', (_lang, line, step) => {
    const r = read(`# Handoff: parser\n\n## Why\nThe old parser is lax.\n\n## Status\nPhase 0 is done.\n\n## Phases\n1. Phase 0: corpus\n2. Phase 1: the parser\n\n${line}\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.firstStep, p).toContain(step.replace(/\.$/, ''));
    expect(r.answers.deliver, p).toContain(step.replace(/\.$/, ''));
  });
  it('an italic sign-off is no step', () => {
    const r = read('# Handoff: parser\n\n## Why\nThe old parser is lax.\n\n## Status\nPhase 0 is done.\n\n## Notes\nThe corpus is in test/.\n\n_Thanks for picking this up — good luck!_\n');
    expect(r.answers.firstStep ?? '', JSON.stringify(r.placement)).toBe('');
  });
  it.each([
    ['en', 'Read these first (in this order)', '| # | File | Why |\n|---|---|---|\n| 1 | `docs/parser-design.md` | the design |\n| 2 | `src/config/lexer.ts` | what gets rewritten |', 'Read these first: `docs/parser-design.md` — the design'],
    ['ja', '最初に読むもの（この順で）', '1. `docs/parser-design.md` — 設計\n2. `src/config/lexer.ts` — 書き直す対象', '最初に読むもの: `docs/parser-design.md` — 設計'],
  ])('%s: "## %s" is Pointers; its first row the first step when nothing else is', (_lang, heading, body, first) => {
    const md = `# Handoff: parser\n\n## Why\nThe old parser is lax.\n\n## Deliver\nA strict parser.\n\n## ${heading}\n${body}\n`;
    const r = read(md);
    const p = JSON.stringify(r.placement);
    expect(where(r, heading), p).toMatch(/^Pointers/);
    expect(r.answers.pointers.join('\n'), p).toContain('docs/parser-design.md');
    expect(r.answers.firstStep, p).toBe(first);
    // Beside a list of next steps, that list gives the first step.
    const r2 = read(md.replace('## Deliver', '## Next steps\n1. Port the lexer to the new tokens.\n\n## Deliver'));
    expect(r2.answers.firstStep, JSON.stringify(r2.placement)).toContain('Port the lexer to the new tokens.');
    expect(r2.answers.firstStep, JSON.stringify(r2.placement)).not.toContain('parser-design');
  });
  it('a list of key files in no order gives no first step', () => {
    const r = read('# Handoff: parser\n\n## Why\nThe old parser is lax.\n\n## Deliver\nA strict parser.\n\n## Key files\n- `src/config/lexer.ts`\n- `docs/parser-design.md`\n');
    expect(r.answers.firstStep ?? '', JSON.stringify(r.placement)).toBe('');
  });
  it.each([
    ['ja', '現状', 'コーパスはできた。', '残作業', '- レキサーを書き直す\n- エラーに行番号を付ける', 'レキサーを書き直す'],
    ['en', 'Status', 'Corpus done.', 'Remaining work', '- Rewrite the lexer.\n- Add line numbers.', 'Rewrite the lexer.'],
  ])('%s: inside "## %s", what is left under its own sub-heading is what to deliver when nothing else says it', (_lang, outer, text, inner, list, first) => {
    const r = read(`# Handoff: parser\n\n## Why\nThe old parser is lax.\n\n## ${outer}\n${text}\n\n### ${inner}\n${list}\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.deliver, p).toBe(list);
    expect(r.answers.firstStep, p).toBe(first);
    expect(r.answers.context, p).toContain(text);
    expect(r.answers.context, p).not.toContain(first);
  });
  it.each([
    ['fr', 'Pistes suivantes suggérées', '- Réécrire le lexer.\n- Ajouter les numéros de ligne.', 'Réécrire le lexer.'],
    ['es', 'Próximas pistas', '- Reescribir el lexer.\n- Añadir números de línea.', 'Reescribir el lexer.'],
    ['en', 'Suggested next leads', '- Rewrite the lexer.\n- Add line numbers.', 'Rewrite the lexer.'],
  ])('%s: "## %s" is the next work: what to deliver and the first step', (_lang, heading, list, first) => {
    const r = read(`# Reprise : parseur\n\n## Pourquoi\nL'ancien parseur est laxiste.\n\n## ${heading}\n${list}\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.deliver, p).toBe(list);
    expect(r.answers.firstStep, p).toBe(first);
    expect(r.answers.fields.constraints ?? '', p).toBe('');
  });
});

describe('an overview is the Context; the why is only its sentence that says why', () => {
  it.each([
    ['en intro', '# Parser rewrite\n\nThis handoff covers the config parser rewrite. The repo is a TypeScript CLI; the parser lives in src/config. It accepts invalid YAML silently, so deploys fail late.\n\n## Deliver\nA strict parser.\n\n## First step\nRun the tests.\n', 'It accepts invalid YAML silently, so deploys fail late.', 'The repo is a TypeScript CLI'],
    ['de intro, a sentence that says why', '# Parser-Umbau\n\nDas Repo ist ein TypeScript-CLI.\nDer alte Parser muss weg, weil er ungültiges YAML still akzeptiert.\n\n## Lieferumfang\nEin strenger Parser.\n\n## Erster Schritt\nTests laufen lassen.\n', 'Der alte Parser muss weg, weil er ungültiges YAML still akzeptiert.', 'Das Repo ist ein TypeScript-CLI.'],
    ['en overview section', '# Parser rewrite\n\n## Project overview\nThe CLI reads YAML config files for deploys. The parser in src/config is rewritten because it accepts invalid YAML silently.\n\n## Deliver\nA strict parser.\n\n## First step\nRun the tests.\n', 'The parser in src/config is rewritten because it accepts invalid YAML silently.', 'The CLI reads YAML config files for deploys.'],
    ['ru overview section', '# Переписать парсер\n\n## Обзор проекта\nCLI читает YAML-конфиги для деплоя. Парсер молча принимает неверный YAML, и деплой падает поздно.\n\n## Что сделать\nСтрогий парсер.\n\n## Первый шаг\nЗапустить тесты.\n', 'Парсер молча принимает неверный YAML, и деплой падает поздно.', 'CLI читает YAML-конфиги для деплоя.'],
  ])('%s', (_name, md, why, context) => {
    const r = read(md);
    const p = JSON.stringify(r.placement);
    expect(r.answers.why, p).toBe(why);
    expect(r.answers.context, p).toContain(context);
    expect(r.answers.context, p).not.toContain(why);
  });
  it('the overview section\'s why is said to be derived', () => {
    const r = read('# Parser rewrite\n\n## Project overview\nThe CLI reads YAML config files. The parser is lax, so deploys fail late.\n\n## Deliver\nA strict parser.\n');
    expect(r.placement.find((x) => x.to.startsWith('Why'))?.to).toMatch(/derived/);
  });
  // An intro or an overview that only says what the project or the handoff is gives no why (README "A brief that
  // states no why"): it stays the Context, and the brief asks for its why.
  it.each([
    ['en intro', '# Parser rewrite\n\nThis handoff covers the config parser rewrite. The repo is a TypeScript CLI; the parser lives in src/config. Phase 0 is done and committed.\n\n## Deliver\nA strict parser.\n\n## First step\nRun the tests.\n', 'This handoff covers the config parser rewrite.'],
    ['ru overview section', '# Переписать парсер\n\n## Обзор проекта\nCLI читает YAML-конфиги для деплоя. Парсер лежит в src/config.\n\n## Что сделать\nСтрогий парсер.\n\n## Первый шаг\nЗапустить тесты.\n', 'CLI читает YAML-конфиги для деплоя.'],
    ['zh overview section', '# 切片工具\n\n## 项目概述\nClipCaster — a live-stream auto-clipping tool with a tkinter GUI.\n\n## 交付物\nMP4 导出。\n\n## 第一步\n运行测试。\n', 'ClipCaster — a live-stream auto-clipping tool'],
  ])('%s that says no why: no why, the text the Context', (_name, md, context) => {
    const r = read(md);
    const p = JSON.stringify(r.placement);
    expect(r.answers.why, p).toBe('');
    expect(r.answers.context, p).toContain(context);
  });
  it('an intro of one sentence is the why whole, as before', () => {
    const r = read('# Parser rewrite\n\nThe config parser accepts invalid YAML silently and deploys fail late.\n\n## Deliver\nA strict parser.\n');
    expect(r.answers.why).toBe('The config parser accepts invalid YAML silently and deploys fail late.');
  });
});
