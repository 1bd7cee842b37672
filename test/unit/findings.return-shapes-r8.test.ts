// Shapes agents write in returns that the findings reader read wrong (QA eighth gate R8-1, R8-2, R8-5, R8-8,
// R8-10), each as the smallest synthetic document of that shape, in more than one language.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const read = readReturn;

describe('passes appended after an audit hold findings too (R8-2)', () => {
  it('an extra pass with an id table ("Sev." column, bold-led finding cells) and a numbered pass of sub-headings', () => {
    const { f } = read(
      [
        '# Audit of the payment service',
        '',
        '## Outcome',
        '',
        'answered — six problems.',
        '',
        '## Findings',
        '',
        '1. **High** — Token refresh races with logout in `src/auth.ts:40`.',
        '2. **Medium** — Retry loop never backs off in `src/http.ts:12`.',
        '',
        '## Extra pass — 2026-03-02',
        '',
        '| ID | Sev. | Finding | File |',
        '|----|------|---------|------|',
        '| F3 | High | **Race in cache.** The lock is taken after the read, so two writers can both miss. | `src/cache.ts` |',
        '| F4 | Low | **Stale comment.** The docstring still names the old flag. | `src/flags.ts` |',
        '',
        '## Pass 3',
        '',
        '### F5 — Unbounded queue in the worker',
        '',
        '**Severity:** Medium',
        '',
        'The queue in `src/worker.ts` grows without limit when the sink is slow.',
        '',
        '## Recommendations',
        '',
        '- Add backoff.',
        '',
      ].join('\n'),
    );
    expect(f.map((x) => [x.id, x.title, x.severity, x.location])).toEqual([
      [undefined, 'Token refresh races with logout in `src/auth.ts:40`.', 'high', 'src/auth.ts:40'],
      [undefined, 'Retry loop never backs off in `src/http.ts:12`.', 'medium', 'src/http.ts:12'],
      ['F3', 'F3. Race in cache.', 'high', 'src/cache.ts'],
      ['F4', 'F4. Stale comment.', 'low', 'src/flags.ts'],
      ['F5', 'F5. Unbounded queue in the worker', 'medium', 'src/worker.ts'],
    ]);
  });

  it('a list under "## Second review round" and under "## Nachtrag", its items carrying no severity', () => {
    for (const [findings, pass] of [
      ['Findings', 'Second review round'],
      ['Befunde', 'Nachtrag'],
    ]) {
      const { f } = read(`## Outcome\n\nanswered — x\n\n## ${findings}\n\n- Token refresh races with logout (\`src/auth.ts\`).\n\n## ${pass}\n\n- The retry loop never backs off (\`src/http.ts\`).\n- Log lines leak the session id (\`src/log.ts\`).\n`);
      expect(f.map((x) => x.location)).toEqual(['src/auth.ts', 'src/http.ts', 'src/log.ts']);
    }
  });

  it('a Chinese audit: "## 追加调查" with an id table after "## 发现"', () => {
    const { f } = read(
      '## 结论\n\nanswered — 四个问题。\n\n## 发现\n\n1. **高** — 刷新令牌与登出竞争，`src/auth.ts`。\n2. **中** — 重试没有退避，`src/http.ts`。\n\n## 追加调查\n\n| ID | Sev. | 问题 | 文件 |\n|----|------|------|------|\n| F3 | 高 | **缓存竞争。** 先读后加锁，两个写者都会未命中。 | `src/cache.ts` |\n| F4 | 低 | **过时注释。** 文档仍写旧的开关。 | `src/flags.ts` |\n',
    );
    expect(f.map((x) => [x.id, x.title, x.severity, x.location])).toEqual([
      [undefined, '刷新令牌与登出竞争，`src/auth.ts`。', 'high', 'src/auth.ts'],
      [undefined, '重试没有退避，`src/http.ts`。', 'medium', 'src/http.ts'],
      ['F3', 'F3. 缓存竞争。', 'high', 'src/cache.ts'],
      ['F4', 'F4. 过时注释。', 'low', 'src/flags.ts'],
    ]);
  });

  it('a heading that names another pass, before any findings, is the writer\'s own section', () => {
    const { f, r } = read('## Outcome\n\nanswered — x\n\n## Second pass\n\n- I re-ran the suite twice.\n\n## Findings\n\n- Token refresh races with logout.\n');
    expect(f.map((x) => x.title)).toEqual(['Token refresh races with logout.']);
    expect(r.answers.findings.join('\n')).not.toContain('re-ran');
  });
});

describe('status-checklist audits: the items not done are the findings, the done ones kept (R8-1)', () => {
  it('a requirements list of "✅ DONE" / "❌ NOT DONE" / "⚠️ PARTIAL" items', () => {
    const { f, r } = read(
      '# Acceptance audit: export\n\n## Outcome\n\npartial — two of five requirements are missing.\n\n## Requirements\n\n- ✅ DONE — CSV export writes a header row.\n- ✅ DONE — Export respects the date filter.\n- ❌ NOT DONE — Large exports are streamed, not buffered.\n- ⚠️ PARTIAL — Progress bar shows, but never reaches 100%.\n- ✅ DONE — Export button is disabled while running.\n',
    );
    expect(f.map((x) => x.title)).toEqual(['Large exports are streamed, not buffered.', 'Progress bar shows, but never reaches 100%.']);
    const kept = r.extra.map((e) => e.text).join('\n');
    expect(kept).toContain('CSV export writes a header row');
    expect(kept).toContain('Export button is disabled while running');
  });

  it('a German acceptance table with a Status column ("✅ Erledigt" / "❌ Fehlt" / "⚠️ Teilweise")', () => {
    const { f, r } = read(
      '## Ergebnis\n\npartial — zwei Anforderungen fehlen.\n\n## Anforderungen\n\n| # | Anforderung | Status |\n|---|-------------|--------|\n| 1 | CSV-Export schreibt Kopfzeile | ✅ Erledigt |\n| 2 | Datumsfilter wird beachtet | ✅ Erledigt |\n| 3 | Große Exporte werden gestreamt | ❌ Fehlt |\n| 4 | Fortschrittsbalken erreicht 100 % | ⚠️ Teilweise |\n| 5 | Button während des Exports deaktiviert | ✅ Erledigt |\n',
    );
    expect(f.map((x) => x.title)).toEqual(['Große Exporte werden gestreamt', 'Fortschrittsbalken erreicht 100 %']);
    expect(r.extra.map((e) => e.text).join('\n')).toContain('Datumsfilter wird beachtet');
  });

  it('a Chinese checklist ("✅ 已完成：…" / "❌ 未完成：…") under a heading that only holds a word for the result', () => {
    const { f } = read('## 结论\n\npartial — 一项未完成。\n\n## 验收结果\n\n1. ✅ 已完成：CSV 导出写入表头\n2. ✅ 已完成：导出遵循日期过滤\n3. ❌ 未完成：大文件导出未流式处理\n4. ✅ 已完成：导出时按钮禁用\n');
    expect(f.map((x) => x.title)).toEqual(['大文件导出未流式处理']);
  });

  it('a findings table with a Status column of repair states is no checklist: every row is a finding (QA tenth gate)', () => {
    const table = (rows: string[]) => `| # | Status | Finding | File |\n|---|---|---|---|\n${rows.join('\n')}\n`;
    const grouped = `## Outcome\n\npartial — some fixed.\n\n## 🔴 Must-Fix Bugs\n\n${table(['| 1 | ✅ Fixed | Pager skips the last page | src/pager.ts |', '| 2 | ❌ Open | Cache key ignores locale | src/cache.ts |', '| 3 | ✅ Fixed | Retry never backs off | src/retry.ts |'])}\n## 🟡 Medium Priority\n\n${table(['| 4 | ✅ Done | Log lines mix languages | src/log.ts |', '| 5 | ❌ Open | Slow start | src/boot.ts |'])}`;
    expect(read(grouped).f.map((x) => x.title)).toEqual(['Pager skips the last page', 'Cache key ignores locale', 'Retry never backs off', 'Log lines mix languages', 'Slow start']);
    const plain = `## Outcome\n\npartial — some fixed.\n\n## Findings\n\n${table(['| 1 | ✅ Erledigt | Pager überspringt die letzte Seite | src/pager.ts |', '| 2 | ❌ Offen | Cache-Schlüssel ohne Sprache | src/cache.ts |', '| 3 | ✅ Erledigt | Kein Backoff | src/retry.ts |'])}`;
    expect(read(plain).f).toHaveLength(3);
  });

  it('no checklist: a list with one ✅ among plain items, or with every item done, is not findings by its marks', () => {
    for (const list of ['- ✅ Upgraded the SDK.\n- Rewrote the pager.\n- Moved the config.\n- ❌ Left the flag on.\n', '- ✅ DONE — a\n- ✅ DONE — b\n- ✅ DONE — c\n']) {
      const { f } = read(`## Outcome\n\nanswered — x\n\n## Notes\n\n${list}\n## Findings\n\n- Token refresh races with logout.\n`);
      expect(f.map((x) => x.title)).toEqual(['Token refresh races with logout.']);
    }
  });
});

describe('investigation logs: the conclusions are the findings, not every paragraph of the log (R8-5)', () => {
  const log = (conclusions: string) =>
    [
      '# Investigation: flaky upload test',
      '',
      '## Outcome',
      '',
      'answered — the flake is a race between the temp-dir cleanup and the upload worker.',
      '',
      '## Hypothesis 1: the network mock is slow',
      '',
      '```',
      '$ npm test -- upload --repeat 50',
      '50 passed, 0 failed',
      '```',
      '',
      'The mock answers in under 2 ms, so it is not the cause.',
      '',
      '## Experiment 2: run with one worker',
      '',
      'With one worker the test never fails.',
      '',
      conclusions,
    ].join('\n');

  it('a closing "## Conclusions" list: one finding per item, a "now proven" one verified, a bold lead kept whole', () => {
    const { f, r } = read(log('## Conclusions\n\n1. **Root cause found, finally**: the cleanup hook deletes the temp dir while the upload worker still writes to it (`test/upload.test.ts:88`). Now proven by the test with one worker.\n2. The retry wrapper hides the first failure (`src/retry.ts`).\n'));
    expect(f.map((x) => [x.title, x.verified, x.location])).toEqual([
      ['Root cause found, finally', true, 'test/upload.test.ts:88'],
      ['The retry wrapper hides the first failure (`src/retry.ts`).', undefined, 'src/retry.ts'],
    ]);
    // The log itself is kept under its headings, as written.
    expect(r.extra.map((e) => e.heading)).toEqual(expect.arrayContaining(['Hypothesis 1: the network mock is slow', 'Experiment 2: run with one worker']));
  });

  it('a Chinese log closing with "## 结论"', () => {
    const { f } = read(log('## 结论\n\n- **根本原因已找到，终于**：清理钩子在上传 worker 仍写入时删除临时目录（`test/upload.test.ts:88`）。已由测试证实。\n- 重试包装隐藏了第一次失败（`src/retry.ts`）。\n'));
    expect(f.map((x) => [x.title, x.verified])).toEqual([
      ['根本原因已找到，终于', true],
      ['重试包装隐藏了第一次失败（`src/retry.ts`）。', undefined],
    ]);
  });

  it('a German log of steps, each with its "**Fazit:**" line: one finding per step, its conclusion', () => {
    const { f, r } = read(
      '## Ergebnis\n\nanswered — Race zwischen Aufräumen und Worker.\n\n### Schritt 1: Mock messen\n\n```\n$ npm test -- upload --repeat 50\n50 passed\n```\n\n**Fazit:** Der Mock ist schnell genug und spielt keine Rolle.\n\n### Schritt 2: ein Worker\n\nMit einem Worker schlägt der Test nie fehl.\n\n**Fazit:** Das Aufräumen löscht das Temp-Verzeichnis, während der Worker noch schreibt (`test/upload.test.ts:88`). Durch den Test bestätigt.\n',
    );
    expect(f.map((x) => [x.title, x.verified])).toEqual([
      ['Der Mock ist schnell genug und spielt keine Rolle.', undefined],
      ['Das Aufräumen löscht das Temp-Verzeichnis, während der Worker noch schreibt (`test/upload.test.ts:88`).', true],
    ]);
    expect(r.extra.find((e) => e.heading === 'Schritt 2: ein Worker')?.text).toContain('Mit einem Worker schlägt der Test nie fehl.');
  });

  it('steps with no conclusion, or a log beside a findings section, are read as before', () => {
    const { f } = read('## Outcome\n\nanswered — x\n\n## Findings\n\n- Token refresh races with logout.\n\n## Step 1: reproduce\n\nRan it.\n\n## Step 2: bisect\n\nBisected.\n\n## Conclusions\n\n- Token refresh races with logout.\n');
    expect(f.map((x) => x.title)).toEqual(['Token refresh races with logout.']);
  });
});

describe('a review organised by file: each item of its Issues / Improvements lists is a finding in that file (R8-8)', () => {
  it('"### src/cache.ts" / "### `api/routes.py`" with "**Issues:**" and "**Improvements:**" lists', () => {
    const { f } = read(
      '## Outcome\n\nanswered — four issues.\n\n## Review by file\n\n### src/cache.ts\n\n**Issues:**\n\n- The TTL is read in seconds but written in milliseconds.\n- `evict()` never runs when the map is empty.\n\n**Improvements:**\n\n- Name the magic number 300.\n\n### `api/routes.py`\n\n**Issues:**\n\n- The route swallows `KeyError` and returns 200.\n',
    );
    expect(f.map((x) => [x.title, x.location])).toEqual([
      ['The TTL is read in seconds but written in milliseconds.', 'src/cache.ts'],
      ['`evict()` never runs when the map is empty.', 'src/cache.ts'],
      ['Name the magic number 300.', 'src/cache.ts'],
      ['The route swallows `KeyError` and returns 200.', 'api/routes.py'],
    ]);
  });

  it('a German review: "**Probleme:**" / "**Verbesserungen:**" under each file, under the outcome heading', () => {
    const { f } = read('## Ergebnis\n\nanswered — drei Punkte.\n\n### src/cache.ts\n\n**Probleme:**\n\n- Die TTL wird in Sekunden gelesen, aber in Millisekunden geschrieben.\n\n**Verbesserungen:**\n\n- Die Zahl 300 benennen.\n\n### `api/routes.py`\n\n**Verbesserungen:**\n\n- `KeyError` nicht verschlucken.\n');
    expect(f.map((x) => [x.title, x.location])).toEqual([
      ['Die TTL wird in Sekunden gelesen, aber in Millisekunden geschrieben.', 'src/cache.ts'],
      ['Die Zahl 300 benennen.', 'src/cache.ts'],
      ['`KeyError` nicht verschlucken.', 'api/routes.py'],
    ]);
  });

  it('a file\'s comment in prose, beside its lists, stays one finding per file', () => {
    const { f } = read('## Outcome\n\nanswered — x\n\n## Review by file\n\n### src/cache.ts\n\nThe TTL unit is mixed up.\n\n**Issues:**\n\n- seconds vs milliseconds\n\n### src/http.ts\n\nRetries never back off.\n\n**Issues:**\n\n- no jitter\n');
    expect(f.map((x) => x.location)).toEqual(['src/cache.ts', 'src/http.ts']);
  });
});

describe('a "**Next Steps:**" list closing the last finding is recommendations, not that finding\'s detail (R8-10)', () => {
  it.each([
    ['Findings', 'Next Steps', 'Recommendations'],
    ['Befunde', 'Nächste Schritte', 'Empfehlungen'],
  ])('under "## %s", "**%s:**" at the end of the return', (findings, label, after) => {
    for (const tail of ['', `\n## ${after}\n\n- Add a test.\n`]) {
      const { r } = read(`## Outcome\n\nanswered — x\n\n## ${findings}\n\n### 1. BOM rows dropped\n\nThe importer drops rows with a BOM.\n\n### 2. Local-time dates\n\nDates are parsed in local time.\n\n**${label}:**\n\n1. Strip the BOM before parsing.\n2. Parse dates as UTC.\n${tail}`);
      expect(r.answers.findings.join('\n')).not.toContain('Strip the BOM');
      expect(r.answers.recommendations).toEqual(expect.arrayContaining(['Strip the BOM before parsing.', 'Parse dates as UTC.']));
    }
  });

  it('the same label inside a finding, with more of the finding after it, stays its detail', () => {
    const { r } = read('## Outcome\n\nanswered — x\n\n## Findings\n\n### 1. BOM rows dropped\n\nThe importer drops rows.\n\n**Next Steps:**\n\n- Strip the BOM.\n\n### 2. Local-time dates\n\nDates are local.\n');
    expect(r.answers.findings[0]).toContain('Strip the BOM.');
  });
});

describe('a list of check marks beside a findings section is the work done, not an audit (R8-1 guard)', () => {
  it('"## What I did" with ✅ / ❌ items, then "## Findings"', () => {
    const { f } = read('## Outcome\n\nanswered — fixed the e2e job.\n\n## What I did\n\n- ✅ Pinned the browser version.\n- ✅ Added a retry to the upload step.\n- ❌ Could not reproduce the Windows failure.\n- ✅ Updated the docs.\n\n## Findings\n\n- The Windows runner lacks a font (`ci/win.yml`).\n');
    expect(f.map((x) => x.title)).toEqual(['The Windows runner lacks a font (`ci/win.yml`).']);
  });
});
