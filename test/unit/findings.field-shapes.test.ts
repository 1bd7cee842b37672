// Findings written in the field's own shapes (task entries4): a severity in a heading's rest, a labelled severity
// in the writer's language, a column of local warn/info words, "### Issue N: title" over labelled bullets, wide
// tables, and a reproduction label that gives the steps. Each shape beside an innocent document that merely
// resembles it. Synthetic documents only; read through the return reader.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

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
