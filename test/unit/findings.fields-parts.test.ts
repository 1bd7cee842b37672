// A finding's title and severity from the right part of what the writer wrote (QA's held-out set, as
// synthetic documents of the same shapes): a table's problem column titles its rows, not its remedy column.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';
import { renderReturn } from '../../src/brief/render.js';
import type { Anchor } from '../../src/brief/types.js';

const read = (md: string) => readReturn(md).f;

describe('a table of problems and what to do: the problem column titles each row', () => {
  const table = (h: string[], rows: string[][]) => `## Outcome\nanswered — two problems.\n\n## Findings\n\n| ${h.join(' | ')} |\n|${h.map(() => '---').join('|')}|\n${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}\n`;
  it.each([
    ['en', ['#', 'Issue', 'Location', 'Action'], ['Memory blow-up', 'No backoff'], ['Stream the file in chunks of 64 KiB and add a test for large inputs', 'Add exponential backoff with jitter to the retry loop']],
    ['ko', ['#', '문제', '위치', '조치'], ['메모리 과다 사용', '백오프 없음'], ['파일을 64 KiB 단위로 스트리밍하도록 로더를 바꾸고 테스트 추가', '지터가 있는 지수 백오프를 재시도 루프에 추가']],
    ['ja', ['#', '課題', '場所', '対応'], ['メモリ過大', 'バックオフなし'], ['ファイルを 64 KiB ずつ読み込むようにローダーを変更しテストを追加する', 'リトライループに指数バックオフとジッターを追加する']],
    ['de', ['#', 'Fehler', 'Ort', 'Maßnahme'], ['Speicher läuft voll', 'Kein Backoff'], ['Datei in Blöcken von 64 KiB lesen und einen Test für große Eingaben ergänzen', 'Exponentielles Backoff mit Jitter in die Schleife einbauen']],
    ['ru', ['#', 'Замечание', 'Файл', 'Действие'], ['Память растёт', 'Нет паузы'], ['Читать файл блоками по 64 КиБ и добавить тест на большие входные данные', 'Добавить экспоненциальную паузу с джиттером в цикл повторов']],
  ])('%s', (_lang, header, problems, actions) => {
    const f = read(table(header, problems.map((p, i) => [String(i + 1), p, `src/a${i}.ts:${i + 3}`, actions[i]!])));
    expect(f.map((x) => x.title)).toEqual(problems);
    expect(f.map((x) => x.location)).toEqual(['src/a0.ts:3', 'src/a1.ts:4']);
    expect(f.every((x, i) => x.text.includes(actions[i]!))).toBe(true);
  });

  it('a table whose only text is the action (a plan) is titled by its actions', () => {
    const f = read(table(['Owner', 'Action'], [['alice', 'Rotate the signing key'], ['bob', 'Drop the legacy endpoint']]));
    expect(f.map((x) => x.title)).toEqual(['Rotate the signing key', 'Drop the legacy endpoint']);
  });
});

describe('a bold id in lower case, then a dash or a colon: the sentence titles the finding after its id, the id is its id', () => {
  it.each([
    ['en', '- **m3** — coupling between the parser and the store makes every schema change touch both modules\n- **n1**: the helper name tmp2 says nothing', ['coupling between the parser and the store makes every schema change touch both modules', 'the helper name tmp2 says nothing'], ['m3', 'n1']],
    ['ru', '- **m1** — связь парсера и хранилища: любое изменение схемы трогает оба модуля\n- **b-2** – токен сессии пишется в лог', ['связь парсера и хранилища', 'токен сессии пишется в лог'], ['m1', 'b-2']],
    ['paragraphs', '**m3** — the pool is never drained on shutdown.\n\n**m4** — the retry loop has no backoff.', ['the pool is never drained on shutdown.', 'the retry loop has no backoff.'], ['m3', 'm4']],
  ])('%s', (_lang, items, titles, ids) => {
    const f = read(`## Outcome\nanswered\n\n## Findings\n\n${items}\n`);
    // (Two findings with ids: each keeps its id before its title, id-tags.ts.)
    expect(f.map((x) => x.title)).toEqual(titles.map((t, i) => `${ids[i]}. ${t}`));
    expect(f.map((x) => x.id)).toEqual(ids);
  });

  it('a bold phrase of words is the title; a bold version label is no id', () => {
    const f = read('## Outcome\nanswered\n\n## Findings\n\n- **Cache leak** — the pool is never drained\n- **v2** — streaming added to the export\n');
    expect(f.map((x) => [x.title, x.id])).toEqual([['Cache leak', undefined], ['v2', undefined]]);
  });
});

describe('groups named blockers / important / advice over tables give their rows that severity', () => {
  const group = (h: string, rows: string[]) => `### ${h}\n\n| # | Issue | File |\n|---|---|---|\n${rows.map((r, i) => `| ${i + 1} | ${r} | src/a${i}.ts |`).join('\n')}\n`;
  it.each([
    ['ru', '## Итог\nanswered — ревью готово.\n\n## Замечания\n\n', ['Блокеры', 'Важно', 'Советы', 'Рекомендации (не блокирует)']],
    ['fr', '## Résultat\nanswered — revue faite.\n\n## Constats\n\n', ['Bloquants', 'Important', 'Mineurs', 'Suggestions (non bloquant)']],
    ['de', '## Ergebnis\nanswered — Review fertig.\n\n## Befunde\n\n', ['Blockierend', 'Wichtig', 'Geringfügig', 'Vorschläge (nicht blockierend)']],
  ])('%s', (_lang, head, groups) => {
    const md = head + groups.map((g, i) => group(g, [`token written to the log ${i}`])).join('\n');
    const f = read(md);
    expect(f.map((x) => x.severity)).toEqual(['blocker', 'major', 'minor', 'minor']);
  });

  it('a group heading with no severity word adds none', () => {
    const f = read('## Outcome\nanswered\n\n## Findings\n\n### Рекомендации\n\n- rename tmp2\n\n### Storage\n\n- the pool is never drained\n');
    expect(f.map((x) => x.severity)).toEqual([undefined, undefined]);
  });
});

describe('a severity stated only in a closing summary table, per category', () => {
  const zh = '# 代码审查报告\n\n## 结论\nanswered — 发现若干问题。\n\n## 发现\n\n### 2.1 【安全】 SQL built by string concatenation\n\n`src/db/query.ts:44` 把用户输入直接拼进 SQL。\n\n### 2.2 【安全】 Token stored in localStorage\n\n前端把 token 存在 localStorage。\n\n### 3.4 【性能】 N+1 query in list view\n\n列表页每行都查一次数据库。\n\n## Summary\n\n| 类别 | 数量 | 优先级 |\n|------|------|--------|\n| 安全 | 2 | P0 |\n| 性能 | 1 | P1 |\n';
  const en = (summary: string) => `# Review\n\n## Outcome\nanswered — a few problems.\n\n## Findings\n\n### 2.1 [Security] SQL built by string concatenation\n\nJoins user input into SQL.\n\n### 3.4 [Performance] N+1 query in list view\n\nOne query per row.\n\n### 3.5 [Performance] Cache never warmed — high\n\nCold after each deploy.\n\n## Summary\n\n${summary}`;

  it('zh: each category\'s findings get its priority; the category label is no word of the title', () => {
    const f = read(zh);
    expect(f.map((x) => [x.title, x.category, x.severity])).toEqual([
      ['SQL built by string concatenation', 'security', 'p0'],
      ['Token stored in localStorage', 'security', 'p0'],
      ['N+1 query in list view', 'performance', 'p1'],
    ]);
  });

  it('en: a finding\'s own severity wins over its category\'s', () => {
    const f = read(en('| Category | Count | Priority |\n|---|---|---|\n| Security | 1 | P0 |\n| Performance | 2 | P1 |\n'));
    expect(f.map((x) => [x.title, x.severity])).toEqual([['SQL built by string concatenation', 'p0'], ['N+1 query in list view', 'p1'], ['Cache never warmed', 'high']]);
  });

  it.each([
    ['no category of the findings', '| Category | Count | Priority |\n|---|---|---|\n| Docs | 1 | P2 |\n| Style | 4 | P3 |\n'],
    ['counts per severity, no category', '| Severity | Count |\n|---|---|\n| High | 1 |\n| Medium | 2 |\n'],
    ['categories without a severity', '| Category | Count |\n|---|---|\n| Security | 1 |\n| Performance | 2 |\n'],
  ])('a table of %s gives nothing', (_name, summary) => {
    const f = read(en(summary));
    expect(f.map((x) => x.severity)).toEqual([undefined, undefined, 'high']);
  });

  it('the severity is written into the return, so it reads back the same', () => {
    const { r, f } = readReturn(zh);
    const anchor: Anchor = { repo: 'r', branch: 'main', detached: false, head: null, headShort: null, dirty: [], untracked: [], cwd: 'r' };
    const out = renderReturn({ ...r.answers }, { id: 'task-x-abcd', n: 1, briefTitle: 'T', created: 'now', anchor }, r.extra, r.layout);
    expect(readReturn(out).f.map((x) => [x.title, x.severity])).toEqual(f.map((x) => [x.title, x.severity]));
    expect(r.placement.some((p) => /P0 for findings 1, 2; P1 for finding 3/.test(p.to))).toBe(true);
  });
});
