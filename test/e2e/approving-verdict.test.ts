// A review or QA run whose stated verdict passes the work ("## Status: APPROVED ✅", "**Verdict:** LGTM 👍",
// "Ergebnis: bestanden") and under which nothing is a finding (checks that held, a closing word) says in its own
// words that nothing was found: accepted with zero findings, noFindings naming the verdict's line, the same in return,
// pull and lint. It used to be refused (exit 2, "findings (at least one)") even with --outcome: the whole document
// lost. Near-misses still owe findings: an approval that says more ("with comments"), a verdict asking for changes,
// a pass of something else ("Build: passed"); and a real finding under an approval stays a finding.

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { crlf, docWorld, oneHandoff, returnsNone, sectionOf, type NoneJson } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const handoff = oneHandoff(w, 'approving verdict');

const CHECKS_DE = [
  '# Review-Ergebnis: Absturz im Dashboard behoben',
  '',
  '## Status: APPROVED ✅',
  '',
  '### Prüfung',
  '1. **`src/app/page.tsx`**:',
  '   - ✅ **KORREKT**: Alle Hooks werden vor den bedingten Returns aufgerufen.',
  '2. **`Dockerfile`**:',
  '   - ✅ **UNVERÄNDERT**: Keine Änderungen festgestellt.',
  '',
  '### Fazit',
  'Der Fix ist sauber umgesetzt. Der Code kann deployed werden.',
  '',
].join('\n');

describe('an approving verdict with nothing found under it', () => {
  it.each([
    ['a German review, verdict as a heading', CHECKS_DE, 3, 'Status: APPROVED ✅'],
    ['the same with CRLF', crlf(CHECKS_DE), 3, 'Status: APPROVED ✅'],
    ['a bold verdict label and a sign-off', '# PR #41 review\n\n**Verdict:** LGTM 👍\n\n## Checked\n\n- ✅ Migrations run forward and back: OK\n- ✅ The new endpoint is behind auth: OK\n', 3, '**Verdict:** LGTM 👍'],
    ['a French QA run', '# Recette du module de paiement\n\nStatut : Approuvé ✅\n\n## Vérifications\n\n- ✅ Paiement par carte : OK\n- ✅ Remboursement : OK\n', 3, 'Statut : Approuvé ✅'],
    ['a Chinese review', '# 代码审查：登录重构\n\n**结论**：审核通过\n\n改动范围小，单元测试齐全。\n', 3, '**结论**：审核通过'],
    ['a QA gate that passed', '# QA run 2026-11-30\n\nResult: PASS\n\n| Check | Result |\n|---|---|\n| smoke | PASS |\n| e2e | PASS |\n', 3, 'Result: PASS'],
  ])('%s: accepted, zero findings, the verdict is the statement', (_what, text, line, said) => {
    const { r, j } = returnsNone(handoff, text, line, said);
    expect(r.stderr).toContain(`findings: none, stated at line ${line} of --body`);
    const md = readFileSync(j.file, 'utf8');
    expect(sectionOf(md, 'Non-obvious findings')).toBe(said);
    const pull = runCli(['pull', handoff.id, '--json'], w.opts());
    expect(pull.code, pull.stderr).toBe(0);
    const pulled = (JSON.parse(pull.stdout) as { returns: { findings: unknown[]; noFindings?: { text: string } }[] }).returns.at(-1)!;
    expect(pulled.findings).toEqual([]);
    expect(pulled.noFindings?.text).toBe(said);
    const lint = runCli(['lint', w.file('approved.md', text), '--json'], w.opts());
    expect(lint.code, lint.stdout).toBe(0);
    const lj = JSON.parse(lint.stdout) as { findings: { rule: string }[]; noFindings?: { line: number } };
    expect(lj.findings.map((f) => f.rule)).not.toContain('missing-findings');
    expect(lj.noFindings?.line).toBe(line);
  });

  it('under the findings heading, a verdict alone ("LGTM ✅") is a statement that nothing was found', () => {
    const r = handoff.returnBody('# Review\n\n## Outcome\n\nanswered — looked at the pager\n\n## Findings\n\nLGTM ✅\n', '--force');
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as NoneJson;
    expect(j.findings).toEqual([]);
    expect(j.noFindings).toEqual({ line: 9, text: 'LGTM ✅' });
  });
});

describe('near-misses still owe their findings', () => {
  it.each([
    ['an approval that says more', '# Review\n\nStatus: Approved with comments\n\nSee the thread for the comments.\n'],
    ['a verdict that asks for changes', '# Review\n\nVerdict: Changes requested\n\nSee the thread.\n'],
    ['a pass of something else', '# Notes\n\nStatus: done\n\nBuild: passed\n'],
    ['an approval inside a sentence', '# Review\n\nStatus: done\n\nThe design was approved last week.\n'],
  ])('%s: refused, exit 2 naming --finding, nothing written', (_what, text) => {
    const r = handoff.returnBody(text, '--force');
    expect(r.code, r.stdout).toBe(2);
    expect(r.stderr).toContain('findings (at least one, unless abandoned)');
    expect(r.stderr).toContain('nothing was written');
  });

  it('a real finding under an approving verdict stays the finding, and no noFindings', () => {
    const r = handoff.returnBody('# Review\n\n**Verdict:** Approved\n\n## Findings\n\n- The retry loop never backs off.\n', '--force');
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as NoneJson;
    expect(j.findings.map((f) => f.title)).toEqual(['The retry loop never backs off.']);
    expect(j.noFindings).toBeUndefined();
  });
});

// A passing acceptance report: its scope lists what was tried ("## Scope" / "- Password login"), its results table
// passes every case, its conclusion passes the work in clauses. The scope items are no findings (they were read as
// three), and the conclusion says nothing was found. A scope item that marks a problem keeps the list as findings.
const ACCEPT_EN = '# Login module acceptance report\n\n**Date:** 2026-11-20\n\n## Scope\n\n- Password login\n- SMS code login\n- Logout\n\n## Results\n\n| Case | Expected | Actual | Result |\n|---|---|---|---|\n| Correct password | Home page | Home page | ✅ Pass |\n| Expired code | Expiry shown | Expiry shown | ✅ Pass |\n\n## Conclusion\n\nAll cases pass; accepted for release.\n';
const ACCEPT_ZH = '# 登录模块验收报告\n\n**验收日期**：2026-11-20\n\n## 验收范围\n\n- 用户名密码登录\n- 短信验证码登录\n- 退出登录\n\n## 验收结果\n\n| 用例 | 结果 |\n|---|---|\n| 正确密码登录 | ✅ 通过 |\n| 验证码过期 | ✅ 通过 |\n\n## 结论\n\n全部用例通过，验收通过，可以上线。\n';

describe('a passing acceptance report', () => {
  it.each([
    ['in English', ACCEPT_EN, 20, 'All cases pass; accepted for release.', 'Scope'],
    ['in Chinese', ACCEPT_ZH, 20, '全部用例通过，验收通过，可以上线。', '验收范围'],
  ])('%s: its scope is kept under its heading, no finding, the conclusion states none', (_what, text, line, said, scope) => {
    const { r, j } = returnsNone(handoff, text, line, said);
    expect(r.stderr).toMatch(new RegExp(`line +5 +${scope} -> kept as its own section`));
    const md = readFileSync(j.file, 'utf8');
    expect(sectionOf(md, scope)).toContain(text.includes('Logout') ? '- Logout' : '- 退出登录');
  });

  it('a scope item that marks a problem keeps the scope list as the findings', () => {
    const r = handoff.returnBody(ACCEPT_EN.replace('- Logout', '- Logout ❌ session survives'), '--outcome', 'answered', '--force');
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as NoneJson;
    expect(j.findings.map((f) => f.title)).toEqual(['Password login', 'SMS code login', 'Logout ❌ session survives']);
  });
});
