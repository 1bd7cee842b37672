// Blocks that report no problem are not findings (QA round 10, extras: 22 on the 26th set, 37 on the 25th).
//  A. a later section that restates the findings above in other words, often in another language, naming the
//     same code, paths and identifiers one to one: kept as its own section, no findings.
// Near-misses beside each: a later section of new findings in the same files, a restatement of a list that holds no
// findings, a second-language section that states new problems. Every check reads `return --json` and `pull --json`.
// Synthetic documents.

import { describe, expect, it } from 'vitest';
import { crlf, docWorld, returnTitles } from '../helpers/doc-world.js';

const w = docWorld();
const titles = (text: string, kept: string[] = []) => returnTitles(w, text, 'no-problem probe', kept);

const EN = [
  '# Review notes',
  '',
  '## Worker (`src/worker.go`)',
  '- `MAX_RETRIES` is fixed at 3 in code; it should come from `config.yaml` so operators can tune it.',
  '- `drainQueue` holds `queueMu` while calling the HTTP client, so one slow peer blocks every producer.',
  '- Errors from `flushBatch` are dropped with `_ =`, so lost batches leave no trace in the logs.',
  '',
  '## Storage (`src/store.go`)',
  '- `SaveSnapshot` writes `state.db` in place; a crash mid-write leaves a truncated file.',
  '- The `/v1/export` handler reads the whole table into memory before streaming it.',
  '',
].join('\n');

/** The findings, then `later`: the titles must be the findings' alone, and `kept` stays in the written return. */
const addsNone = (later: string, kept: string[], first = EN) => {
  const alone = titles(first);
  expect(alone).toHaveLength(5);
  expect(titles(`${first}\n${later}`, kept)).toEqual(alone);
};

describe('A. a later section that says the findings again in other words adds none', () => {
  // (A later heading that names findings itself, "## Основные проблемы", "## 问题汇总", makes the earlier sections
  // plain text instead: another question, left alone here.)
  it('ru: "## Кратко по-русски", loose items without code spans, one item naming nothing', () => {
    const later = [
      '## Кратко по-русски',
      '',
      '- Число повторов зашито в код, его стоит вынести в конфигурацию.',
      '',
      '- drainQueue держит queueMu во время HTTP-запроса, и один медленный узел блокирует всех.',
      '',
      '- Ошибки flushBatch отбрасываются, потерянные пакеты не видны в логах.',
      '',
      '- SaveSnapshot перезаписывает state.db на месте; при сбое файл обрезается.',
      '',
      '- Обработчик /v1/export читает всю таблицу в память.',
      '',
    ].join('\n');
    addsNone(later, ['Кратко по-русски', 'drainQueue держит queueMu']);
  });

  it('zh, CRLF: "## 中文说明" with numbered items', () => {
    const later = ['## 中文说明', '', '1. MAX_RETRIES 写死为 3，应改为从 config.yaml 读取。', '2. drainQueue 在调用 HTTP 客户端时持有 queueMu。', '3. flushBatch 的错误被忽略，日志中没有记录。', '4. SaveSnapshot 原地覆盖 state.db，崩溃会截断文件。', '5. /v1/export 把整张表读入内存。', ''].join('\n');
    addsNone(crlf(later), ['中文说明', 'flushBatch 的错误被忽略'], crlf(EN));
  });

  it('de: a table "| Thema | Stelle |" restating them row by row', () => {
    const later = ['## Zusammengefasst', '', '| Thema | Stelle |', '|---|---|', '| Wiederholungen fest verdrahtet | `MAX_RETRIES`, `config.yaml` |', '| Sperre während HTTP-Aufruf | `drainQueue`, `queueMu` |', '| Fehler verworfen | `flushBatch` |', '| Datei wird an Ort und Stelle überschrieben | `SaveSnapshot`, `state.db` |', '| Ganze Tabelle im Speicher | `/v1/export` |', ''].join('\n');
    addsNone(later, ['Zusammengefasst', 'Sperre während HTTP-Aufruf']);
  });

  it('en, other words: "## Main problems and where to go" paraphrasing with the same identifiers', () => {
    const later = ['## Main problems and where to go', '', '- Make `MAX_RETRIES` configurable through `config.yaml`.', '- Release `queueMu` before `drainQueue` talks to peers.', '- Log what `flushBatch` returns instead of discarding it.', '- Write `state.db` atomically in `SaveSnapshot` (temp file + rename).', '- Stream `/v1/export` row by row.', ''].join('\n');
    addsNone(later, ['Main problems and where to go', 'Release `queueMu`']);
  });
});

describe('A, near-misses: the later section holds findings', () => {
  it('new problems in the same files, each naming a finding\'s code beside code of its own', () => {
    const later = ['## Second pass', '', '- `drainQueue` also ignores `ctx.Done()`, so shutdown hangs.', '- `SaveSnapshot` never calls `fsync` on `state.dir`.', '- `flushBatch` sends `X-Api-Key` in clear over `http://`.', ''].join('\n');
    expect(titles(`${EN}\n${later}`)).toHaveLength(8);
  });

  it('the earlier list is a scope, no findings: the later list names the same code and is the findings', () => {
    const md = ['# Review', '', '## Scope', '', 'Files read: `src/worker.go` (`drainQueue`, `flushBatch`), `src/store.go` (`SaveSnapshot`).', '', '## Findings', '', '- `drainQueue` holds `queueMu` while calling the HTTP client.', '- Errors from `flushBatch` are dropped.', '- `SaveSnapshot` writes `state.db` in place.', ''].join('\n');
    expect(titles(md)).toHaveLength(3);
  });

  it('ru: a second-language section that states new problems', () => {
    const later = ['## Дополнительно', '', '- Токен GITHUB_TOKEN печатается в stdout при запуске.', '- Файл deploy.sh не проверяет код возврата rsync.', '- Порт 9090 открыт наружу без аутентификации.', ''].join('\n');
    expect(titles(`${EN}\n${later}`)).toHaveLength(8);
  });
});

//  B. a table of counts per area whose rows state no problem (tests per file, lines per feature with a verdict):
//     a tally, kept, no findings. A table is findings when its rows state problems.
// (The findings under a heading that does not name them, "## Worker": every section is read for findings, as in a QA
// report or notes without a findings heading.)
const FINDING = ['# Review', '', '## Worker', '', '- `retry()` never backs off, so a dead peer gets 100 calls a second.', ''].join('\n');

describe('B. a table of counts whose rows state no problem is no finding', () => {
  it('en: a test suite "| Location | Tests | Covers |" beside the findings', () => {
    const md = `${FINDING}\n## Suite — 52 tests\n\n| Location | Tests | Covers |\n|---|---|---|\n| \`src/parse.rs\` (unit) | 30 | tokens, spans, recovery |\n| \`src/emit.rs\` (unit) | 12 | layout and escaping |\n| \`tests/cli.rs\` | 10 | exit codes, stdin |\n`;
    expect(titles(md, ['layout and escaping'])).toEqual(['`retry()` never backs off, so a dead peer gets 100 calls a second.']);
  });

  it('en: "| Feature | Lines | Verdict |" with "~35" and a verdict whose aside names a failure', () => {
    const md = `${FINDING.replace('## Worker', '## Issues found')}\n## Script analysis (~70 lines)\n\n| Feature | Lines | Verdict |\n|---|---|---|\n| Sorting | ~35 | Justified for instant feedback |\n| Pause on focus | ~20 | Needed (CSS-only approach tried, failed) |\n| Countdown | ~15 | Nice-to-have |\n`;
    expect(titles(md, ['Pause on focus'])).toEqual(['`retry()` never backs off, so a dead peer gets 100 calls a second.']);
  });

  it('de, CRLF: "| Bereich | Dateien | Anmerkung |"', () => {
    const md = `${FINDING}\n## Module\n\n| Bereich | Dateien | Anmerkung |\n|---|---|---|\n| Parser | 12 | vollständig gelesen |\n| Export | 4 | mit Beispieldaten ausprobiert |\n| CLI | 3 | nur Hilfe-Texte |\n`;
    expect(titles(crlf(md), ['vollständig gelesen'])).toEqual(['`retry()` never backs off, so a dead peer gets 100 calls a second.']);
  });

  it('zh: a QA report\'s suite "| 模块 | 测试数 | 覆盖内容 |" beside one problem', () => {
    const md = '# QA 报告\n\n## 模块\n\n| 模块 | 测试数 | 覆盖内容 |\n|---|---|---|\n| `core` | 41 | 解析、合并、默认值 |\n| `cli` | 9 | 参数、标准输入 |\n\n## 命令行\n\n- `--output` 指向已存在的目录时会直接覆盖其中的文件。\n';
    expect(titles(md, ['解析、合并、默认值'])).toEqual(['`--output` 指向已存在的目录时会直接覆盖其中的文件。']);
  });
});

describe('B, near-misses: the table states problems', () => {
  it('"| File | Line | Note |": numbers that place, not count', () => {
    const md = '# Review\n\n## Notes\n\n| File | Line | Note |\n|---|---|---|\n| `auth.ts` | 12 | token compared with `==` |\n| `store.ts` | 88 | writes the file in place |\n';
    expect(titles(md)).toHaveLength(2);
  });

  it('a count table where one row states a problem, the only findings of the return: they stay', () => {
    const md = '# Review\n\n## Hot paths\n\n| Function | Calls/s | Note |\n|---|---|---|\n| `parse()` | 1200 | allocates a buffer per call, slow under load |\n| `emit()` | 300 | copies the whole tree on every call |\n';
    expect(titles(md)).toHaveLength(2);
  });
});
