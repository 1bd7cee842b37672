// QA 47 B1 (a mode heading), B3 and B4, on synthetic documents in several languages: the numbered steps under a
// section named the hand-over itself give the first step; an explicit closing "Start by …" wins over an intro's
// reading order; no sentence keeps an emphasis mark it never opened; a heading that states a rule is no why;
// must-do sections and a labelled "never …" rule inside a to-do are Constraints, and a rules part is no first step.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';
import { splitSentences } from '../../src/brief/sentences.js';

const task = (await builtInKinds()).get('task')!;
const read = (md: string) => importBrief(md, task);
const field = (r: ReturnType<typeof read>, k: string) => r.answers.fields[k] ?? '';

describe('the steps under a section named the hand-over give the first step', () => {
  it.each([
    ['en', 'Handoff', 'Record host hardware and driver.', 'Run one family per session.'],
    ['de', 'Übergabe', 'Hardware und Treiber notieren.', 'Eine Familie pro Sitzung prüfen.'],
    ['fr', 'Passation', 'Noter le matériel et le pilote.', 'Tester une famille par session.'],
    ['zh', '交接', '记录主机硬件和驱动。', '每次会话只测一个系列。'],
    ['ja', '引き継ぎ', 'ホストのハードウェアを記録する。', '1セッションで1系統だけ試す。'],
  ])('%s: "## %s" over 1. 2.', (_lang, head, one, two) => {
    const r = read(`# Live validation\n\n## Coverage still missing\n\n- GPU discovery.\n\n## ${head}\n\n1. ${one}\n2. ${two}\n\n## Done when\n\n- Each item has live evidence.\n`);
    expect(r.answers.firstStep ?? '', JSON.stringify(r.placement)).toContain(one);
    expect(r.answers.firstStep ?? '').not.toContain(two);
  });
  it('look-alike: bullets (not numbered) under "## Handoff" give no step', () => {
    const r = read('# Live validation\n\n## Handoff\n\n- The rig is in room 4.\n- Keys are with Ana.\n\n## Done when\n\n- Each item has live evidence.\n');
    expect(r.answers.firstStep ?? '').not.toContain('room 4');
  });
});

describe('an explicit closing "Start by …" wins over an intro\'s reading order', () => {
  it.each([
    ['en', '_For the next agent. Read this first, then `docs/STATUS.md`._', 'Start by reading `docs/STATUS.md`, then talk to the user about the direction.'],
    ['fr', '_Pour le prochain agent. Lis ceci d\'abord, puis `docs/STATUS.md`._', 'Commencez par lire `docs/STATUS.md`, puis discutez de la direction avec l\'utilisateur.'],
    ['de', '_Für den nächsten Agenten. Lies das zuerst, dann `docs/STATUS.md`._', 'Beginne mit `docs/STATUS.md`, dann sprich mit dem Nutzer über die Richtung.'],
  ])('%s', (_lang, intro, closing) => {
    const r = read(`# Agent handoff\n\n${intro}\n\n## Why\n\nLearn RAG deeply.\n\n## Where to pick up — the open decision\n\nThe next step (to be decided with the user) is one of:\n\n1. Make the judge more reliable.\n2. Add retrieval metrics.\n\n${closing}\n`);
    expect(r.answers.firstStep ?? '', JSON.stringify(r.placement)).toContain(closing.slice(0, 12));
  });
});

describe('a sentence never keeps an emphasis mark it did not open', () => {
  it.each([
    ['上の表がそのまま着手順。**3・4は一つの修正で解消する。**', ['上の表がそのまま着手順。', '**3・4は一つの修正で解消する。**']],
    ['先に表を見る。__次に直す。__', ['先に表を見る。', '__次に直す。__']],
    ['**先に読む。**次に書く。', ['**先に読む。**', '次に書く。']],
    ['**Never `pkill -f`.** Use the id.', ['**Never `pkill -f`.**', 'Use the id.']],
  ])('%s', (text, want) => {
    expect(splitSentences(text)).toEqual(want);
  });
});

describe('a heading that states a rule is no why', () => {
  it.each([
    ['en', "Your immediate mode: DISCUSS, don't code", 'The user wants to talk first. Do NOT start writing code until they say so.'],
    ['de', 'Modus: nie ohne Freigabe coden', 'Der Nutzer will zuerst reden. Schreib keinen Code, bis er es sagt.'],
    ['fr', 'Mode : ne jamais coder sans accord', "L'utilisateur veut d'abord discuter. N'écris pas de code avant son accord."],
  ])('%s', (_lang, head, text) => {
    const r = read(`# Agent handoff\n\n## ${head}\n\n${text}\n\n## Next steps\n\n1. Read the notes.\n2. Ask the user.\n`);
    expect(r.answers.why ?? '', JSON.stringify(r.placement)).toBe('');
  });
});

describe('must-do sections and a labelled never-rule are Constraints', () => {
  it.each([
    ['ja', '### 計測するときの必須事項(ここを外すと同じ穴に落ちる)', '1. **`npm run test:perf` を使う。** 直叩きは禁止。\n2. **既存ユーザーデータを操作しない。**', '既存ユーザーデータ'],
    ['zh', '### 测量时的必须事项', '1. 使用 `npm run test:perf`。\n2. 不要操作现有用户数据。', '现有用户数据'],
    ['de', '### Pflicht', '1. `npm run test:perf` benutzen.\n2. Bestehende Nutzerdaten nicht anfassen.', 'Nutzerdaten'],
    ['fr', '### Obligatoire', '1. Utiliser `npm run test:perf`.\n2. Ne pas toucher aux données existantes.', 'données existantes'],
    ['ru', '### Обязательно', '1. Использовать `npm run test:perf`.\n2. Не трогать данные пользователей.', 'данные пользователей'],
  ])('%s: %s', (_lang, head, body, rule) => {
    const r = read(`# 引き継ぎ\n\n## Why\n\nThe page is slow.\n\n## Next\n\nRemove the 250ms delay in \`src/card.ts\`.\n\n${head}\n\n${body}\n`);
    const p = JSON.stringify(r.placement);
    expect(field(r, 'constraints'), p).toContain(rule);
    expect(r.answers.firstStep ?? '', p).not.toContain(rule);
  });
  it.each([
    ['de', '- Alles ist NICHT committet.\n  Konvention beachten: nie `git add -A`, nur spezifische Pfade.', 'nie `git add -A`'],
    ['en', '- Nothing is committed yet.\n  Convention: never `git add -A`, only specific paths.', 'never `git add -A`'],
    ['es', '- Nada está confirmado.\n- Convención: nunca `git add -A`, solo rutas concretas.', 'nunca `git add -A`'],
  ])('%s: a labelled rule in a to-do item', (_lang, todo, rule) => {
    const r = read(`# Handover\n\n## Why\n\nThe export breaks.\n\n## Open TODOs\n\n${todo}\n- Add tests.\n`);
    const p = JSON.stringify(r.placement);
    expect(field(r, 'constraints'), p).toContain(rule);
    // (The to-do keeps its words.)
    expect(r.answers.deliver ?? '', p).toContain(rule);
  });
  it('look-alike: "Status: never tested on arm." is no rule', () => {
    const r = read('# Handover\n\n## Why\n\nThe export breaks.\n\n## Open TODOs\n\n- Status: never tested on arm.\n- Add tests.\n');
    expect(field(r, 'constraints')).not.toContain('never tested');
  });
});
