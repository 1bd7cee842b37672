// Findings one level below a section heading (issue 10 item 4; QA thirty-second class 1): an audit's per-component
// sections ("### 3.1 auth — C", "### 1. uploader — C (one medium)") whose list items each open with their own tag
// ("- **[medium/security] `auth/login.ts:42`**：…", "* (low) …", "1. [info] …") hold one finding per item, with the
// item's level and place, whatever the parent heading is called ("## 三、逐模块审计结果", "## モジュール別の検証結果":
// a word for results, not a summary); the prose above such a list says how the area fares and is kept, no finding,
// though it names a level mid-sentence; a later TOP table that restates them, naming the files more briefly
// ("`login.ts:42`" for "auth/login.ts:42"), is a recap. Near-misses: a closing "## 总结" over restating groups stays
// no findings; a later table of new problems in the same folders is counted; a "## Current state" of plain bullets is
// no finding. `return --body … --no-input --json` and `pull --json`. Synthetic documents.

import { describe, expect, it } from 'vitest';
import { crlf, docWorld, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();
const read = (text: string) => {
  const { j, md, pulled } = returnAndPull(w, text, 'nested probe');
  expect(pulled.map((f) => f.title)).toEqual(j.findings.map((f) => f.title));
  return { f: j.findings, md };
};

const ZH = ["# 支付服务审计报告", "", "## 一、审计范围", "", "全部模块，只读。", "", "## 二、跨模块发现", "", "| ID | 级别 | 位置 | 问题 |", "|---|---|---|---|", "| X1 | medium | `config/app.yaml` | 生产配置里留着调试开关 `debug: true`。 |", "| X2 | low | `Makefile` | `make release` 不跑测试。 |", "", "## 三、逐模块审计结果", "", "### 3.1 auth — C（中危 1 条）", "", "整体不错：会话签名、过期与刷新都有单测覆盖。**唯一中危：登录失败不限速。**", "", "- **[medium/security] `auth/login.ts:42`**：登录失败不计数，可被无限次撞库。建议按 IP 限速。", "- [low/docs] `auth/README.md:10`：文档说令牌有效期 1 小时，代码实际是 24 小时。", "- [info] `auth/session.ts:88` 日志里打印了会话 ID 的前 8 位。", "", "### 3.2 billing — B", "", "结构清晰，金额全用整数分。低危/观察：", "", "- [low/robustness] `billing/invoice.ts:130`：发票号生成在并发下可能重复。", "- [low] `billing/tax.ts:12`：税率写死在代码里，无法按地区配置。", "", "## 四、中高危发现 TOP", "", "| # | 模块 | 级别 | 一句话 | 证据 |", "|---|---|---|---|---|", "| 1 | 认证 | 中危 | 登录失败不限速，可被撞库 | `login.ts:42` 无计数 |", "| 2 | 跨模块 | 中危 | 生产配置留着调试开关 | `app.yaml` `debug: true` |", "| 3 | 计费 | 低危 | 发票号并发重复 | `invoice.ts:130` |", ""].join('\n');
const JA = ["# ダッシュボード監査", "", "## 共通の指摘", "", "| ID | 重要度 | 場所 | 内容 |", "|---|---|---|---|", "| G1 | high | `server/config.ts` | 本番でも CORS が `*` のまま。 |", "| G2 | low | `package.json` | `engines` の指定がない。 |", "", "## モジュール別の検証結果", "", "### api — C", "", "概ね健全。入力検証とエラー応答は揃っている。**唯一の中リスク：ページングの上限なし。**", "", "* (medium) `api/list.ts:57` — `limit` に上限がなく、巨大な応答を返せる。", "* (low) `api/errors.ts:12` — 500 応答にスタックトレースが含まれる。", "", "### ui — B", "", "1. [low/a11y] `ui/Button.tsx:20`：アイコンだけのボタンに `aria-label` がない。", "2. [info] `ui/theme.ts:5`：色の定数が二重定義されている。", ""].join('\n');
const EN = ["# Plugin audit", "", "## Per-module results", "", "### 1. uploader — C (one medium)", "", "Healthy overall: retries, size checks and temp-file cleanup are in place. **The only medium issue: partial uploads are never removed.**", "", "- **[medium/robustness] `uploader/store.go:88`**: a failed multipart upload leaves its parts in the bucket.", "- [low/docs] `uploader/README.md:14`: the documented size limit (5 GB) differs from the code (2 GB).", "", "### 2. scheduler — B", "", "- [low] `scheduler/cron.go:31`: the cron parser accepts `60` as a minute.", "- [info] `scheduler/cron.go:102`: the next-run time is logged in local time.", ""].join('\n');

describe('tagged items one level below a section heading are one finding each', () => {
  it('zh: per-module sections under "三、逐模块审计结果" after a first table; the TOP table restates them', () => {
    const { f, md } = read(ZH);
    expect(f.map((x) => x.severity)).toEqual(['medium', 'low', 'medium', 'low', 'info', 'low', 'low']);
    expect(f.map((x) => x.location)).toEqual(['config/app.yaml', 'Makefile', 'auth/login.ts:42', 'auth/README.md:10', 'auth/session.ts:88', 'billing/invoice.ts:130', 'billing/tax.ts:12']);
    expect(f.map((x) => x.title).join('\n')).not.toMatch(/整体不错|登录失败不限速，可被撞库|3\.1 auth/);
    // The area's verdict and the TOP table are kept as written.
    expect(md).toContain('整体不错');
    expect(md).toContain('登录失败不限速，可被撞库');
  });

  it('zh, CRLF: the same', () => {
    const { f } = read(crlf(ZH));
    expect(f).toHaveLength(7);
    expect(f[2]!.location).toBe('auth/login.ts:42');
  });

  it('ja: "(medium)" and "[low/a11y]" items, "*" and numbered lists, under "モジュール別の検証結果"', () => {
    const { f, md } = read(JA);
    expect(f.map((x) => [x.severity, x.location])).toEqual([
      ['high', 'server/config.ts'],
      ['low', 'package.json'],
      ['medium', 'api/list.ts:57'],
      ['low', 'api/errors.ts:12'],
      ['low', 'ui/Button.tsx:20'],
      ['info', 'ui/theme.ts:5'],
    ]);
    expect(md).toContain('概ね健全');
  });

  it('en: a numbered area heading and its verdict paragraph over tagged items: the items, not one finding titled by the heading', () => {
    const { f, md } = read(EN);
    expect(f.map((x) => [x.severity, x.location])).toEqual([
      ['medium', 'uploader/store.go:88'],
      ['low', 'uploader/README.md:14'],
      ['low', 'scheduler/cron.go:31'],
      ['info', 'scheduler/cron.go:102'],
    ]);
    expect(f.map((x) => x.title).join('\n')).not.toMatch(/uploader — C|Healthy overall/);
    expect(md).toContain('Healthy overall');
  });
});

describe('near-misses', () => {
  it('zh: a closing "## 总结" over groups that restate the table adds no findings', () => {
    const { f } = read(["# 审计", "", "## 发现", "", "| ID | 级别 | 位置 | 问题 |", "|---|---|---|---|", "| F1 | high | `auth/login.ts:42` | 登录失败不计数。 |", "| F2 | medium | `billing/invoice.ts:130` | 发票号并发重复。 |", "| F3 | low | `api/list.ts:57` | 分页没有上限。 |", "", "## 总结", "", "### 高危", "", "- 登录失败不计数（F1）", "", "### 中低危", "", "- 发票号并发重复（F2）", "- 分页没有上限（F3）", ""].join('\n'));
    expect(f.map((x) => x.location)).toEqual(['auth/login.ts:42', 'billing/invoice.ts:130', 'api/list.ts:57']);
  });

  it('en: a later table of new problems in the same folders is counted; "## Current state" bullets are not findings', () => {
    const { f, md } = read(["# Review", "", "## Findings", "", "- [high] `auth/login.ts:42`: failed logins are not counted.", "- [medium] `billing/invoice.ts:130`: invoice numbers can repeat under load.", "- [low] `api/list.ts:57`: no upper bound on `limit`.", "", "## More findings in the same folders", "", "| # | Module | Severity | Problem | Evidence |", "|---|---|---|---|---|", "| 1 | auth | medium | password reset tokens never expire | `auth/reset.ts:19` |", "| 2 | billing | low | currency codes are not validated | `billing/currency.ts:7` |", "| 3 | api | low | errors leak stack traces | `api/errors.ts:12` |", "", "## Current state", "", "- The service runs on two nodes behind a load balancer.", "- Deploys go through the staging pipeline.", "- Metrics are scraped every 30 seconds.", ""].join('\n'));
    expect(f.map((x) => x.location)).toEqual(['auth/login.ts:42', 'billing/invoice.ts:130', 'api/list.ts:57', 'auth/reset.ts:19', 'billing/currency.ts:7', 'api/errors.ts:12']);
    expect(f.map((x) => x.title).join('\n')).not.toMatch(/two nodes|staging pipeline|scraped/);
    expect(md).toContain('The service runs on two nodes');
  });
});
