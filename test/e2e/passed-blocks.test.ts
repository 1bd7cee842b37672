// A block that states no problem is not a finding (problem-blocks.ts), through the built CLI: in a return, a section
// outside a problems heading whose items carry a pass mark (✅, PASS, VERIFIED, IMPLEMENTED, 合格) and state no problem
// is kept as written; a finding under a neutral heading, a failed check among passed ones, a tick on a text that
// states a problem stay findings. Every block kept and a statement that nothing was found: zero findings.

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { crlf, docWorld, oneHandoff, type ReturnJson } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const handoff = oneHandoff(w, 'passed blocks');
type Json = ReturnJson & { noFindings?: { line: number; text: string } };

function record(text: string): { j: Json; md: string } {
  const r = handoff.returnBody(text, '--force');
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as Json;
  return { j, md: readFileSync(j.file, 'utf8') };
}
const pulledTitles = () => {
  const p = runCli(['pull', handoff.id, '--json'], w.opts());
  expect(p.code, p.stderr).toBe(0);
  return (JSON.parse(p.stdout) as { returns: { findings: { title: string }[] }[] }).returns.at(-1)!.findings.map((f) => f.title);
};

const EN = `# Audit

Status: answered — one problem left

## ✅ PASS: Database

| Check | Result | Note |
|---|---|---|
| Database files excluded | ✅ PASS | \`*.db\` in \`.gitignore\` |
| No database in repository | ✅ PASS | directory excluded |

## 1. LOCATION ✅ VERIFIED

- ✅ Read from cell B2
- ✅ Skipped correctly (not extracted)

## Gamification

- **Status:** IMPLEMENTED
- Points and badges per task

## Cache key

Key uses the path only; two locales share an entry.
`;
const DE = `# Prüfbericht

Status: answered — ein Problem

## Datenbank ✅ BESTANDEN

- ✅ Keine Datenbankdatei im Repository
- ✅ Schema geprüft

## Protokoll

- Status: VERIFIZIERT
- Alle Einträge mit Zeitstempel

## Cache-Schlüssel

Der Schlüssel fehlt die Sprache; zwei Sprachen teilen einen Eintrag.
`;
const JA = `# 検証レポート

Status: answered — 問題一件

## データベース ✅ 合格

- ✅ DBファイルは除外
- ✅ スキーマ確認済み

## キャッシュキー

キーにロケールが含まれていない問題があります。
`;

describe('sections that report checks that passed beside a finding under a neutral heading', () => {
  it.each([
    ['en LF', EN, ['Cache key']],
    ['en CRLF', crlf(EN), ['Cache key']],
    ['de', DE, ['Cache-Schlüssel']],
  ])('%s: only the finding is a finding; the passed sections are kept as written', (_k, text, titles) => {
    const { j, md } = record(text);
    expect(j.findings.map((f) => f.title)).toEqual(titles);
    expect(pulledTitles()).toEqual(titles);
    expect(md).toMatch(/PASS|BESTANDEN/);
    expect(md).toMatch(/Skipped correctly|Schema geprüft/);
  });
  it('ja: one finding, the 合格 section kept', () => {
    const { j, md } = record(JA);
    expect(j.findings).toHaveLength(1);
    expect(j.findings[0]!.title).toContain('キャッシュキー');
    expect(md).toContain('スキーマ確認済み');
  });
  it('under a findings heading, "### ✅ PASS: …" beside a real finding is kept', () => {
    const { j } = record('# Audit\n\nStatus: answered — one\n\n## Audit Findings\n\n### ✅ PASS: Secrets\n\n- ✅ No keys in the repository\n- ✅ No certificates\n\n### Token leak\n\nThe session token is written to the access log.\n');
    expect(j.findings.map((f) => f.title)).toEqual(['Token leak']);
  });
});

describe('near-misses: findings still', () => {
  it('a failed check among passed ones keeps the section a finding list', () => {
    const { j } = record('# Audit\n\nStatus: answered — two\n\n## Checks\n\n- ✅ Tokens hashed\n- ❌ CSRF token\n- [ ] rate limit on /login\n\n## Cache key\n\nKey uses the path only; two locales share an entry.\n');
    expect(j.findings.map((f) => f.title)).toEqual(expect.arrayContaining(['CSRF token', 'rate limit on /login']));
  });
  it('a tick on a text that states a problem is that finding verified', () => {
    const { j } = record('# Review\n\nStatus: answered — two\n\n## Notes\n\n- ✅ The token leaks into the logs\n- ✅ The retry loop never backs off\n');
    expect(j.findings).toHaveLength(2);
  });
  it('"Tests: 3 failed, 40 passed" stays a finding', () => {
    const { j } = record('# Run\n\nStatus: answered — red\n\n## Build and suite\n\n- ✅ Build green\n- Tests: 3 failed, 40 passed\n');
    expect(j.findings.map((f) => f.title).join('\n')).toContain('3 failed');
  });
});

describe('every block passed', () => {
  it('with a statement that nothing was found: zero findings, noFindings', () => {
    const { j } = record('# Audit\n\nStatus: answered — clean\n\nNo issues found.\n\n## ✅ PASS: Database\n\n- ✅ No database in repository\n- ✅ Schema public\n\n## ✅ PASS: Secrets\n\n- ✅ No keys\n- ✅ No certificates\n');
    expect(j.findings).toEqual([]);
    expect(j.noFindings?.text).toBe('No issues found.');
  });
  it('tables of checks and verified headings, with a statement that nothing was found: zero findings', () => {
    const { j } = record('# Verification report\n\nStatus: answered — all correct\n\nNo issues found.\n\n## Field checks\n\n### 1. LOCATION ✅ VERIFIED\n\n- Read from cell B2\n- Matches the sheet\n\n### 2. PROJECT NAME ✅ VERIFIED\n\n| Check | Result |\n|---|---|\n| Cell read | ✅ PASS |\n| Trimmed | ✅ PASS |\n');
    expect(j.findings).toEqual([]);
    expect(j.noFindings?.text).toBe('No issues found.');
  });
  it('without one: read as before (the blocks are the findings), never refused', () => {
    const { j } = record('# Audit\n\nStatus: answered — clean\n\n## ✅ PASS: Database\n\n- ✅ No database in repository\n- ✅ Schema public\n\n## ✅ PASS: Secrets\n\n- ✅ No keys\n- ✅ No certificates\n');
    expect(j.findings.length).toBeGreaterThan(0);
  });
});
