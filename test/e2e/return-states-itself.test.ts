// What a return says about itself, through the built CLI: that it is a return (an investigation's report that states a
// problem, its cause and a status is not refused as a brief), its outcome (a status stated in a compound label, under a
// verdict heading, or at the top as "under investigation"), and that nothing was verified where it says it ran nothing.
// Documents written for these tests (no real document's wording), each class in several languages, with near-misses.
import { afterAll, describe, expect, it } from 'vitest';
import { briefToReturn, cleanup, json } from '../helpers/return-cli.js';

afterAll(cleanup);

/** `return --body` of `md` to a fresh handoff: exit code, --json, stderr, and what `pull` then gives. */
function returned(md: string, more: string[] = []) {
  const { w, repo, id, dir, file } = briefToReturn('handoff-state8-');
  const f = file('doc.md', md);
  const r = w.run(['return', id, '--body', f, ...more, '--no-input', '--json'], { cwd: dir });
  const pull = r.code === 0 ? json(w.run(['pull', id, '--json'], { cwd: repo })) : null;
  return { r, out: r.stdout.trim() ? json(r) : null, pull };
}

function linted(md: string) {
  const { w, dir, file } = briefToReturn('handoff-state8-');
  const f = file('doc.md', md);
  return json(w.run(['lint', f, '--json'], { cwd: dir }));
}

function created(md: string) {
  const { w, repo, file } = briefToReturn('handoff-state8-');
  const f = file('brief.md', md);
  return w.run(['new', 'task', '--body', f, '--no-input', '--json'], { cwd: repo });
}

// ---- 1. An investigation's report is a return ------------------------------------------------------------------

const REPORTS: Record<string, string> = {
  en: `# Checkout returns 500 after login

**Date**: 2026-03-02
**Status**: 🔧 Debugging

## 🐛 Problem

Submitting the cart right after login fails with \`POST /api/checkout 500\`.

## 🔍 Investigation

### Root cause ❗
The session cookie is set on \`/auth\` only, so \`/api/checkout\` sees no session.

## 📋 Next debugging steps

1. Restart the server.
2. Log in and submit the cart.

## 🔗 Related files

- \`api/checkout.py\`
`,
  de: `# Upload bricht bei großen Dateien ab

**Status:** in Untersuchung

## Problembeschreibung

Uploads über 20 MB brechen mit \`413\` ab, obwohl das Limit auf 100 MB steht.

## Ursachenanalyse

Der Reverse-Proxy setzt \`client_max_body_size\` auf 20m.

## Nächste Schritte

1. Proxy-Konfiguration im Staging prüfen.

## Relevante Dateien

- \`deploy/nginx.conf\`
`,
  es: `# El webhook de pagos se duplica

**Estado:** 🔍 En investigación

## Descripción del problema

Cada pago llega dos veces a \`/webhooks/pay\`.

## Causa raíz

El proveedor reintenta porque respondemos después de 12 s.

## Próximos pasos

1. Responder 200 antes de procesar.

## Archivos relacionados

- \`payments/webhook.py\`
`,
  ja: `# ログイン後に画面が真っ白になる件

**ステータス**: 🔧 調査中

## 問題の説明

ログイン直後にダッシュボードが真っ白になる。

## 根本原因

\`useSession()\` が初回レンダリングで \`undefined\` を返す。

## 次のデバッグ手順

1. \`useSession\` の戻り値をログに出す。

## 関連ファイル

- \`src/pages/dashboard.tsx\`
`,
  zh: `# 追问提交失败

**状态**: 🔧 调试中

## 🐛 问题描述

前端提交追问时返回 404。

## 🔍 诊断过程

### 根本原因
后端 \`sessions\` 字典中没有对应的会话。

## 📋 后续调试步骤

1. 重启服务器

## 🔗 相关文件

- \`api/server.py\`
`,
};

describe('an investigation report (problem, root cause, status) is a return', () => {
  for (const [lang, md] of Object.entries(REPORTS)) {
    it(`${lang}: return records it, partial from its status line, and lint calls it a return`, () => {
      const { r, out } = returned(md);
      expect(r.code, r.stderr).toBe(0);
      expect(out.outcome).toBe('partial');
      expect(r.stderr).toMatch(/outcome: partial, read from line \d+/);
      expect(linted(md).kind).toBe('return');
    });
  }
  it('CRLF line ends read the same', () => {
    const { r, out } = returned(REPORTS.zh!.replace(/\n/g, '\r\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(out.outcome).toBe('partial');
  });
});

// Near-misses: a brief that states a problem, next steps and relevant files (no cause) stays a brief; a brief with a
// cause found last session and its own deliver and first step stays a brief.
const BRIEFS: Record<string, string> = {
  de: `# Upload-Limit korrigieren

## Problembeschreibung

Uploads über 20 MB brechen mit \`413\` ab.

## Nächste Schritte

1. Proxy-Konfiguration prüfen.

## Relevante Dateien

- \`deploy/nginx.conf\`
`,
  ja: `# ダッシュボードの白画面を直す

## 問題の説明

ログイン直後にダッシュボードが真っ白になる。

## 次のステップ

1. \`useSession\` の戻り値を確認する。

## 関連ファイル

- \`src/pages/dashboard.tsx\`
`,
  en: `# Fix checkout 500 after login

## Problem

Submitting the cart right after login fails with a 500.

## Root cause (found last session)

The session cookie is scoped to \`/auth\`.

## What to deliver

The cookie scoped to \`/\`, with a test.

## First step

Change the cookie path in \`auth/session.py\`.

## Relevant files

- \`auth/session.py\`
`,
};

describe('near-misses: briefs stay briefs', () => {
  for (const [lang, md] of Object.entries(BRIEFS)) {
    it(`${lang}: lint calls it a brief, new writes it, return refuses it and says what to do`, () => {
      expect(linted(md).kind).toBe('brief');
      // (`new` reads it as a brief: written, or asked for a section it lacks; never refused as a return.)
      const n = created(md);
      expect([0, 2], n.stderr).toContain(n.code);
      expect(n.stderr).not.toContain('return, not a brief');
      const { r } = returned(md);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('holds a brief, not a return');
      expect(r.stderr).toContain('nothing was written');
      expect(r.stderr).toContain('add a "## Outcome" section');
    });
  }
  it('following the hint, the refused document is recorded with what it says', () => {
    const md = `${BRIEFS.de}\n## Outcome\n\npartial — the proxy limit is the cause.\n`;
    const { r, out } = returned(md);
    expect(r.code, r.stderr).toBe(0);
    expect(out.outcome).toBe('partial');
  });
});

// ---- 2. The outcome the document states is read -----------------------------------------------------------------

describe('a stated outcome is read', () => {
  const compound: [string, string, string][] = [
    ['zh', '**修复状态**: ✅ 全部完成', 'answered'],
    ['en', '**Fix status:** all done', 'answered'],
    ['de', '**Bearbeitungsstatus:** abgeschlossen', 'answered'],
    ['es', '**Estado de la corrección:** completado', 'answered'],
    ['ru', '**Статус исправлений:** частично', 'partial'],
    ['ja', '**対応ステータス**: ✅ 完了', 'answered'],
  ];
  for (const [lang, line, outcome] of compound) {
    it(`${lang}: a status label naming what it is the status of, under the title ("${line}")`, () => {
      const md = `# Cache fixes\n\n**Date**: 2026-03-02\n${line}\n\n## Findings\n\n- the key ignores the locale (\`src/cache.ts:12\`)\n- retries never back off (\`src/retry.ts:40\`)\n`;
      const { r, out } = returned(md);
      expect(r.code, r.stderr).toBe(0);
      expect(out.outcome).toBe(outcome);
      expect(r.stderr).toContain('read from line 4');
    });
  }
  it('near-miss: "Status legend: ✅ Fixed | ⬜ Pending" under the title states nothing (asked)', () => {
    const md = `# Review\n\n**Status legend:** ✅ Fixed | ⬜ Pending\n\n## Findings\n\n- the key ignores the locale\n- retries never back off\n`;
    const { r } = returned(md);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--outcome');
  });
  it('near-miss: "Payment status: done" inside a finding is that finding\'s, not the outcome (asked)', () => {
    const md = `# Review\n\n## Findings\n\n### Refunds drift\n\nThe refund job runs twice.\n\n**Payment status:** done, but the ledger differs.\n\n### Retries\n\nRetries never back off.\n`;
    const { r } = returned(md);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--outcome');
  });

  const verdicts: [string, string][] = [
    ['ru', '## 🚦 ОБЩИЙ ВЕРДИКТ\n- **Статус:** PASS WITH WARNINGS\n- **Core flow broken:** No'],
    ['de', '## Gesamturteil\n- **Status:** bestanden, mit Hinweisen'],
    ['es', '## Veredicto\n- **Estado:** aprobado con cambios'],
  ];
  for (const [lang, section] of verdicts) {
    it(`${lang}: a status in a list under a verdict heading ("${section.split('\n')[0]}") is the outcome: answered`, () => {
      const md = `# Runtime audit\n\n**Date:** 2026-07-01\n\n${section}\n\n## Findings\n\n- demo auth is still on (\`server/auth.ts:12\`)\n- sessions live in memory (\`server/store.ts:8\`)\n`;
      const { r, out } = returned(md);
      expect(r.code, r.stderr).toBe(0);
      expect(out.outcome).toBe('answered');
    });
  }

  const early: [string, string][] = [
    ['pt', '**Status:** 🔍 **EM INVESTIGAÇÃO**'],
    ['en', '**Status:** under investigation'],
    ['fr', '**Statut :** en cours d\'investigation'],
  ];
  for (const [lang, status] of early) {
    it(`${lang}: a status at the top ("${status}") outranks a later step's result in a timeline: partial`, () => {
      const md = `# Root cause: processes hang since the domain change\n\n**Date:** 21/11/2025\n${status}\n\n## Timeline\n\n### 21/11 21:14 — domain reverted\n\n**Action:** domain reverted\n**Result:** ✅ configuration reverted, processes may still hang\n\n## Root cause\n\n1. The new domain was not verified in SES.\n2. Requests wait forever without a timeout.\n`;
      const { r, out } = returned(md);
      expect(r.code, r.stderr).toBe(0);
      expect(out.outcome).toBe('partial');
      expect(r.stderr).toContain('read from line 4');
    });
  }
  it('near-miss: a title that opens with "Debugging:" states no outcome (asked)', () => {
    const md = `# Debugging: checkout 500\n\n## Findings\n\n- the cookie is scoped to /auth\n- the handler reads None\n`;
    const { r } = returned(md);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--outcome');
  });
  it('near-miss: "Status: investigation complete" is answered, not under way', () => {
    const md = `# Checkout 500\n\n**Status:** investigation complete\n\n## Findings\n\n- the cookie is scoped to /auth\n- the handler reads None\n`;
    const { r, out } = returned(md);
    expect(r.code, r.stderr).toBe(0);
    expect(out.outcome).toBe('answered');
  });
});

// ---- 3. verified where nothing was verified ----------------------------------------------------------------------

/** A review of three findings, each with its evidence, a scenario and a fix sketch as sub-sections (the shape of a
 *  static audit), the method said in `method`; `evidence` lists per finding. */
function review(method: string, parts: [string, string, string], evidence: [string, string, string], first = 'A launch runs while the app quits; the stop reads a stale handle.'): string {
  const findings = [
    ['G01 — start and stop are not serialised', 'high', first],
    ['G02 — a proxy crash goes unnoticed', 'high', 'The proxy dies; the guard stays ready.'],
    ['G03 — the kill switch is late', 'medium', 'The user turns it off after the launch was prepared.'],
  ];
  let out = `# Proxy lifecycle review\n\n## Scope and method\n\n${method}\n\n`;
  findings.forEach(([title, sev, scenario], i) => {
    out += `## ${title}\n\n**Severity:** ${sev}\n\n### ${parts[0]}\n\n${evidence[i]}\n\n### ${parts[1]}\n\n${scenario}\n\n### ${parts[2]}\n\nHold one lock for start and stop.\n\n`;
  });
  return out;
}
const CODE_QUOTES: [string, string, string] = [
  '- Only `ensureRunning` holds `ensureLock`; the method may start the proxy\n  after it (`Proxy/Manager.swift:218-223`).\n- `stopIfSelfStarted` reads the handle without the lock\n  (`Proxy/Manager.swift:286-300`).',
  '- The serve process is started without a termination handler\n  (`Proxy/Manager.swift:469-537`).',
  '- The preference is read once before the launch\n  (`Proxy/Guard.swift:40-52`).',
];

const RAN_NOTHING: Record<string, { method: string; parts: [string, string, string] }> = {
  de: { method: 'Statisch geprüft wurden die Module und ihre Tests. Es wurden keine Builds, Tests oder Prozesse ausgeführt.', parts: ['Beleg', 'Szenario', 'Fix-Skizze'] },
  en: { method: 'I read the modules and their tests. No tests were run.', parts: ['Evidence', 'Scenario', 'Fix sketch'] },
  fr: { method: "Lecture des modules et de leurs tests. Aucun test n'a été exécuté.", parts: ['Preuves', 'Scénario', 'Correctif'] },
  es: { method: 'Se leyeron los módulos y sus pruebas. No se ejecutaron pruebas.', parts: ['Evidencia', 'Escenario', 'Solución'] },
  zh: { method: '阅读了模块和测试代码，未运行任何测试。', parts: ['证据', '场景', '修复建议'] },
};

describe('a document that says it ran nothing gives no finding verified=true from evidence that quotes the code', () => {
  for (const [lang, { method, parts }] of Object.entries(RAN_NOTHING)) {
    it(lang, () => {
      const { r, pull } = returned(review(method, parts, CODE_QUOTES), ['--outcome', 'answered']);
      expect(r.code, r.stderr).toBe(0);
      const findings = pull.returns[0].findings as { title: string; verified?: boolean }[];
      expect(findings).toHaveLength(3);
      for (const f of findings) expect(f.verified, f.title).not.toBe(true);
    });
  }
  it('near-miss: without that statement, evidence that gives a run still verifies', () => {
    const runs: [string, string, string] = ['Reproduced with two launches in a loop: the second start wins 3 of 10 times.', 'Killed the proxy by hand; the UI stayed "ready" for 5 minutes.', 'Reproduced: turned the switch off after the launch was prepared; GPT still started.'];
    const { r, pull } = returned(review('I read the modules and ran the app against a local proxy.', ['Evidence', 'Scenario', 'Fix sketch'], runs), ['--outcome', 'answered']);
    expect(r.code, r.stderr).toBe(0);
    const findings = pull.returns[0].findings as { verified?: boolean }[];
    expect(findings.map((f) => f.verified)).toEqual([true, true, true]);
  });
  it('near-miss: "No migrations were run" inside a finding describes the bug, not the review', () => {
    const md = `# Deploy review\n\n**Status:** done\n\n## Findings\n\n- Deploy exits early: no migrations were run on the replica [verified: deploy log of 2026-03-01]\n- The health check ignores the queue [verified: curl against staging]\n`;
    const { r, pull } = returned(md);
    expect(r.code, r.stderr).toBe(0);
    const findings = pull.returns[0].findings as { verified?: boolean }[];
    expect(findings.map((f) => f.verified)).toEqual([true, true]);
  });
  // The second line of a wrapped sentence opens with the participle: what the program checked, not the writer.
  const wrappedLines: [string, string][] = [
    ['de', 'Der Router löst seinen Upstream als 19001 auf, obwohl nur 18765 als gesund\nverifiziert wurde. Der Guard bleibt ready.'],
    ['fr', 'Le routeur résout son amont en 19001, alors que seul le port 18765 a été\nvérifié comme sain. Le garde reste prêt.'],
    ['es', 'El router resuelve su destino como 19001, aunque solo el puerto 18765 fue\nverificado como sano. El guardián sigue listo.'],
  ];
  for (const [lang, scenario] of wrappedLines) {
    it(`${lang}: a wrapped line that goes on with "verified" states no check`, () => {
      const md = review('I read the modules and their tests.', ['Details', 'Scenario', 'Fix sketch'], [CODE_QUOTES[0], CODE_QUOTES[1], CODE_QUOTES[2]], scenario);
      const { r, pull } = returned(md, ['--outcome', 'answered']);
      expect(r.code, r.stderr).toBe(0);
      const findings = pull.returns[0].findings as { verified?: boolean }[];
      expect(findings[0]!.verified).toBeUndefined();
    });
  }
  it('near-miss: a sentence of its own that opens with the participle still verifies', () => {
    const md = review('I read the modules and their tests.', ['Details', 'Scenario', 'Fix sketch'], [CODE_QUOTES[0], CODE_QUOTES[1], CODE_QUOTES[2]], 'The stop reads a stale handle.\nVerifiziert mit zwei Starts in einer Schleife.');
    const { r, pull } = returned(md, ['--outcome', 'answered']);
    expect(r.code, r.stderr).toBe(0);
    const findings = pull.returns[0].findings as { verified?: boolean }[];
    expect(findings[0]!.verified).toBe(true);
  });
});
