// Findings written in the field's own shapes (task entries4): a severity in a heading's rest, a labelled severity
// in the writer's language, a column of local warn/info words, "### Issue N: title" over labelled bullets, wide
// tables, and a reproduction label that gives the steps. Each shape beside an innocent document that merely
// resembles it. Synthetic documents only; read through the return reader.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';
import { documentKind } from '../../src/brief/document-type.js';
import { readBody } from '../../src/brief/body.js';

const fields = (md: string) => readReturn(md).f.map((x) => ({ title: x.title, severity: x.severity ?? null, location: x.location ?? null, verified: x.verified ?? null }));
const ret = (findings: string, heading = 'Findings') => `# Review\n\n## Outcome\n\nanswered — see below.\n\n## ${heading}\n\n${findings}`;

describe('a reproduction label that gives the steps is no proof', () => {
  it('"**Reproduction:** start the server, …" and its translations leave verified unset', () => {
    const md = ret(
      [
        '### 1. Token cache never expires\n\n**Severity:** High\n\n**Reproduction:** start the server, log in, wait an hour, call `/me`.\n',
        '### 2. Retry loop spins\n\n- **Repro:** 1. stop the sink 2. send a request\n',
        '### 3. La caché nunca caduca\n\n**Reproducción:** ejecuta `npm start` y espera una hora.\n',
        '### 4. Кэш не истекает\n\n**Воспроизведение:** запустите сервер и подождите час.\n',
        '### 5. 缓存永不过期\n\n**复现：** 启动服务，等待一小时。\n',
      ].join('\n'),
    );
    expect(fields(md).map((f) => f.verified)).toEqual([null, null, null, null, null]);
  });
  it('a result under the label, or words that say it was reproduced, still verify', () => {
    const md = ret(
      [
        '### 1. Token cache never expires\n\n**Reproduction:** 3 of 3 runs keep the token after the hour.\n',
        '### 2. Retry loop spins\n\n**Reproduction:** start the server and stop the sink. Reproduced twice on staging.\n',
        '### 3. Pager race\n\nReproduction — two pages fetched at once in 40 of 100 runs.\n',
      ].join('\n'),
    );
    expect(fields(md).map((f) => f.verified)).toEqual([true, true, true]);
  });
});

describe('a wide table whose rows are findings', () => {
  const wide = (header: string[], levels: [string, string]) =>
    `| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|\n| 1 | Auth | \`src/cache.ts\` | Token cache never expires | stale sessions | ${levels[0]} | add a TTL |\n| 2 | HTTP | \`src/http.ts\` | Retry loop never backs off | CPU spin | ${levels[1]} | back off |\n`;
  const want = [
    { title: 'Token cache never expires', severity: 'high', location: 'src/cache.ts', verified: null },
    { title: 'Retry loop never backs off', severity: 'medium', location: 'src/http.ts', verified: null },
  ];
  it('is titled by its problem column, not by the area beside it (en, and a topic column)', () => {
    expect(fields(ret(wide(['#', 'Area', 'File', 'Problem', 'Impact', 'Severity', 'Fix'], ['High', 'Medium'])))).toEqual(want);
    expect(fields(ret(wide(['ID', 'Topic', 'Location', 'Issue', 'Impact', 'Severity', 'Fix'], ['High', 'Medium'])))).toEqual(want);
  });
  it('the same in other languages (fr, es, ru, zh)', () => {
    expect(fields(ret(wide(['#', 'Zone', 'Fichier', 'Problème', 'Impact', 'Sévérité', 'Correctif'], ['Élevée', 'Moyenne']), 'Constats'))).toEqual(want);
    expect(fields(ret(wide(['#', 'Área', 'Archivo', 'Problema', 'Impacto', 'Severidad', 'Corrección'], ['Alta', 'Media']), 'Hallazgos'))).toEqual(want);
    expect(fields(ret(wide(['#', 'Область', 'Файл', 'Проблема', 'Влияние', 'Серьёзность', 'Исправление'], ['Высокая', 'Средняя']), 'Находки'))).toEqual(want);
    expect(fields(ret(wide(['#', '模块', '文件', '问题', '影响', '严重程度', '修复'], ['高', '中']), '发现'))).toEqual(want);
  });
  it('a Title column still titles its rows beside a Problem column that describes them', () => {
    const md = ret('| # | Title | Problem | Severity |\n|---|---|---|---|\n| 1 | Stale tokens | The cache in `src/cache.ts` keeps tokens past their expiry | High |\n| 2 | Busy retry | The loop in `src/http.ts` retries with no pause at all | Medium |\n');
    expect(fields(md).map((f) => [f.title, f.severity])).toEqual([
      ['Stale tokens', 'high'],
      ['Busy retry', 'medium'],
    ]);
  });
  it('a table of seven columns that is a plan, under its own heading, holds no finding', () => {
    const md = `${ret('- Token cache never expires (`src/cache.ts`).\n')}\n## Plan\n\n| # | Step | Owner | File | Change | Risk | ETA |\n|---|---|---|---|---|---|---|\n| 1 | Add TTL | Ana | \`src/cache.ts\` | expire after 1h | Low | Mon |\n| 2 | Add backoff | Bo | \`src/http.ts\` | exponential | Medium | Tue |\n`;
    expect(fields(md).map((f) => f.title)).toEqual(['Token cache never expires (`src/cache.ts`).']);
  });
});

describe('a severity inside a heading\'s rest', () => {
  it('"### 2.4 — HIGH · x", "### [MEDIUM] x", "### 3) x (severity: low)": the level, and the title without number and level', () => {
    const md = ret(
      [
        '### 2.4 — HIGH · Token cache never expires\n\nThe cache in `src/cache.ts` keeps tokens forever.\n',
        '### 2.5 — [MEDIUM] Retry loop has no backoff\n\nThe loop spins.\n',
        '### 2.6) Race in pager (severity: low)\n\nTwo pages are fetched at once.\n',
        '### 2.7 — HOCH · Token-Cache läuft nie ab\n\nText.\n',
        '### 2.8) Carrera en el paginador (gravedad: baja)\n\nDos páginas.\n',
        '### 2.9 — 高 · 缓存永不过期\n\n文本。\n',
        '### 2.10 — CRITICAL | Secrets in logs\n\nText.\n',
      ].join('\n'),
    );
    expect(fields(md).map((f) => [f.title, f.severity])).toEqual([
      ['Token cache never expires', 'high'],
      ['Retry loop has no backoff', 'medium'],
      ['Race in pager', 'low'],
      ['Token-Cache läuft nie ab', 'high'],
      ['Carrera en el paginador', 'low'],
      ['缓存永不过期', 'high'],
      ['Secrets in logs', 'critical'],
    ]);
  });
  it('a heading that opens with a level word as an adjective states no severity ("High availability of the cache")', () => {
    const md = ret('### 1. High availability of the cache is not tested\n\nNothing covers failover.\n\n### 2. Low memory use hides a leak\n\nThe heap grows.\n');
    expect(fields(md).map((f) => [f.title, f.severity])).toEqual([
      ['High availability of the cache is not tested', null],
      ['Low memory use hides a leak', null],
    ]);
  });
});

describe('a column of local warn/info words in a table whose rows are findings', () => {
  const table = (header: string[], levels: string[], heading = 'Findings') =>
    ret(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|\n${['Token cache never expires', 'Help text is stale', 'Retry loop never backs off'].map((t, i) => `| ${i + 1} | ${t} | \`src/f${i}.ts\` | ${levels[i]} |`).join('\n')}\n`, heading);
  it('is the rows\' severity whatever the column is called (de, it, ja)', () => {
    expect(fields(table(['#', 'Befund', 'Datei', 'Stufe'], ['⚠️ Warnung', 'ℹ️ Info', '⚠️ Warnung'], 'Befunde')).map((f) => f.severity)).toEqual(['medium', 'info', 'medium']);
    expect(fields(table(['#', 'Problema', 'File', 'Tipo'], ['Avviso', 'Info', 'Avviso'], 'Problemi')).map((f) => f.severity)).toEqual(['medium', 'info', 'medium']);
    expect(fields(table(['#', '項目', 'ファイル', '区分'], ['注意', '情報', '警告'], '指摘事項')).map((f) => f.severity)).toEqual(['medium', 'info', 'medium']);
  });
  it('a column of the same words that measures something else (Effort, Likelihood) states no severity', () => {
    expect(fields(table(['#', 'Finding', 'File', 'Effort'], ['Low', 'High', 'Medium'])).map((f) => f.severity)).toEqual([null, null, null]);
    expect(fields(table(['#', 'Finding', 'File', 'Aufwand'], ['niedrig', 'hoch', 'mittel'])).map((f) => f.severity)).toEqual([null, null, null]);
  });
});

describe('a labelled severity in the writer\'s language', () => {
  const one = (label: string) => fields(ret(`### 1. Cache never expires\n\n${label}\n\nThe cache in \`src/cache.ts\` keeps tokens.\n\n### 2. Retry loop spins\n\nThe loop in \`src/http.ts\`.\n`)).map((f) => f.severity);
  it('each language\'s label and level words, one label of two words among them', () => {
    const cases: [string, string][] = [
      ['- **Gravità:** Alta', 'high'],
      ['**Severità:** Elevata', 'high'],
      ['**Criticità**: bassa', 'low'],
      ['**Schweregrad:** hoch', 'high'],
      ['- Schweregrad: gering', 'low'],
      ['**Gravedad**: Media', 'medium'],
      ['Criticidad: Alta', 'high'],
      ['**Sévérité** : faible', 'low'],
      ['**Criticité :** élevée', 'high'],
      ['**Criticidade:** Média', 'medium'],
      ['重要度: 高', 'high'],
      ['严重程度：中', 'medium'],
      ['**Серьёзность:** высокая', 'high'],
      ['**Önem:** Yüksek', 'high'],
      ['**Ciddiyet:** Orta', 'medium'],
      ['**Önem derecesi:** Düşük', 'low'],
      ['**Severity level:** Medium', 'medium'],
      ['**Závažnost:** vysoká', 'high'],
    ];
    expect(cases.map(([label]) => one(label)[0])).toEqual(cases.map(([, want]) => want));
  });
  it('a label whose value is no level states none ("**Criticità:** il modulo di login", "**Impact:** users wait")', () => {
    expect(one('**Criticità:** il modulo di login è esposto')).toEqual([null, null]);
    expect(one('**Impact:** users wait forever on a slow sink')).toEqual([null, null]);
  });
});

describe('a group heading that states a level with a remark', () => {
  it('its findings take the level; the prose above them says how the group stands, no finding (en, de, ja)', () => {
    const md = `# Review\n\n## Outcome\n\nanswered — four issues, two fixed.\n\n## Critical issues (now fixed)\n\nBoth were fixed in \`a1b2c3d\` and re-tested on staging.\n\n### Token cache never expires\n\nThe cache in \`src/cache.ts\` keeps tokens forever.\n\n### Session id leaks into logs\n\n\`src/log.ts\` prints it.\n\n## Hohe Priorität (offen)\n\nNoch nicht behoben.\n\n### Retry ohne Pause\n\n\`src/http.ts\` wartet nicht.\n\n## 高 — 要対応\n\n### ページャーが最後のページを飛ばす\n\n\`src/pager.ts\` のループが一つ足りない。\n`;
    const { r, f } = readReturn(md);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['Token cache never expires', 'critical'],
      ['Session id leaks into logs', 'critical'],
      ['Retry ohne Pause', 'high'],
      ['ページャーが最後のページを飛ばす', 'high'],
    ]);
    // The notes are kept, not lost.
    expect(JSON.stringify(r)).toContain('Both were fixed in');
    expect(JSON.stringify(r)).toContain('Noch nicht behoben.');
  });
  it('a paragraph there that names a file is still a finding; a heading "High availability" is no level', () => {
    const md = `# Review\n\n## Outcome\n\nanswered — see below.\n\n## Critical issues\n\n\`src/auth.ts\` accepts expired tokens.\n\n### Token cache never expires\n\nThe cache in \`src/cache.ts\` keeps tokens forever.\n\n### Session id leaks into logs\n\n\`src/log.ts\` prints it.\n`;
    expect(fields(md).map((x) => [x.title, x.severity])).toEqual([
      ['`src/auth.ts` accepts expired tokens.', 'critical'],
      ['Token cache never expires', 'critical'],
      ['Session id leaks into logs', 'critical'],
    ]);
    const ha = `# Review\n\n## Outcome\n\nanswered — see below.\n\n## High availability of the cache\n\nFailover was never exercised.\n\n### Replica lag is unbounded\n\nThe replica in \`src/replica.ts\` falls behind.\n`;
    expect(fields(ha).map((x) => [x.title, x.severity])).toEqual([
      ['Failover was never exercised.', null],
      ['Replica lag is unbounded', null],
    ]);
  });
});

describe('"### Issue N: title" over labelled bullets', () => {
  it('one finding per heading, its bullets the fields (en, ru, zh, de/fr labels)', () => {
    const md = ret(
      [
        '### Issue 1: Token cache never expires\n\n- **File:** `src/cache.ts:40`\n- **Impact:** High — every session keeps a stale token.\n- **Fix:** Add a TTL.\n',
        '### Проблема 2: Цикл повторов не ждёт\n\n- **Файл:** `src/http.ts`\n- **Серьёзность:** средняя\n- **Исправление:** Добавить паузу.\n',
        '### 问题 3：分页跳过最后一页\n\n- **文件：** `src/pager.ts`\n- **影响：** 高\n- **修复：** 修正循环。\n',
        '### Bug #4 — Temp files are never removed\n\n- **Datei:** `src/tmp.ts`\n- **Severity:** low\n- **Fix:** remove them in `finally`.\n',
        '### Problem 5 — Log lines leak the session id\n\n- **Fichier:** `src/log.ts`\n- **Impact:** anyone with the logs can take a session\n- **Fix:** redact it.\n',
      ].join('\n'),
    );
    expect(fields(md).map((f) => [f.title, f.severity, f.location])).toEqual([
      ['Token cache never expires', 'high', 'src/cache.ts:40'],
      ['Цикл повторов не ждёт', 'medium', 'src/http.ts'],
      ['分页跳过最后一页', 'high', 'src/pager.ts'],
      ['Temp files are never removed', 'low', 'src/tmp.ts'],
      ['Log lines leak the session id', null, 'src/log.ts'],
    ]);
  });
});

describe('problems under a warning-emoji heading beside a ✅/❌ comparison', () => {
  const doc = (heading: string, mark: string) =>
    `# Login flow check\n\n## Outcome\n\npartial — two problems.\n\n## Side by side\n\n${['✅ login works', '✅ reset mail is sent', '❌ logout keeps the cookie', '✅ reload keeps the session', '❌ lockout counter never resets', '✅ 2FA prompt shows'].map((l) => mark + l).join('\n')}\n\n## ${heading}\n\n${mark}✅ login works\n${mark}❌ logout keeps the cookie (\`src/session.ts\`)\n${mark}❌ lockout counter never resets (\`src/lockout.ts\`)\n`;
  it('the ❌ lines under the warning heading are the findings, whatever its words; the ✅ lines and the comparison are kept', () => {
    for (const heading of ['⚠️ Problems found', '⚠️ Was nicht geht', '⚠️ Heads-up', '🚨 Что не работает', '⚠️ 注意']) {
      for (const mark of ['', '- ']) {
        const { r, f } = readReturn(doc(heading, mark));
        expect(f.map((x) => [x.title, x.location])).toEqual([
          ['logout keeps the cookie (`src/session.ts`)', 'src/session.ts'],
          ['lockout counter never resets (`src/lockout.ts`)', 'src/lockout.ts'],
        ]);
        expect(JSON.stringify(r)).toContain('2FA prompt shows');
      }
    }
  });
  it('a ✅/❌ feature comparison in a brief is no finding: lint reads it as a brief', () => {
    const brief = `# Pick a session store\n\n## Why this slice exists\n\nWe must choose a store before launch.\n\n## What to deliver\n\nA recommendation.\n\n## ⚠️ Known gaps\n\n- ✅ Redis: TTL per key\n- ❌ Redis: no joins with the users table\n- ✅ Postgres: one store to back up\n- ❌ Postgres: TTL needs a cron job\n\n## First step\n\nMeasure reads per second.\n`;
    expect(documentKind(readBody(brief)).type).toBe('brief');
  });
});
