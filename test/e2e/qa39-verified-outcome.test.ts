// QA round 39, classes 4, 5 and 6, through the built CLI. Class 4: a finding whose fix a run of the checks confirms
// ("- `npm run build` - passed.", "5762 passed", "Verdict: PASS.", "tests now pass", "Alle Tests bestanden") or
// whose evidence is a fenced block of output under an evidence label ("### Evidence" / Expected/Received) is verified
// (run-passed.ts, findings.ts verificationOf). A ✅ FIXED alone is a state, not a check. Class 5: a checklist of fixes,
// every box ticked and marked fixed, states the outcome answered (ticked-fixes.ts). Class 6: a quoted date line and a
// bold label alone over a list are not the one-line answer (metadata-lines.ts).

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { docWorld, oneHandoff, returnAndPull } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const read = (text: string): FindingData[] => returnAndPull(w, text, 'qa39 verified probe').pulled;
const ver = (text: string) => read(text).map((f) => [f.title, f.verified ?? null]);

describe('class 4: a run of the checks that passed verifies the finding', () => {
  it.each([
    ['English list of checks', '# QA Report\n\n## Cache key ignores the tenant\n\nThe key was built from the path only; fixed to include the tenant.\n\nChecks run:\n\n- `npm run build` - passed.\n- `npm run test:e2e` - passed, 18 tests.\n\nVerdict: PASS.\n', 'Cache key ignores the tenant'],
    ['English count', '# Review\n\n## Retry loop never backs off\n\nThe loop now sleeps between tries. After the fix: 5762 passed, 22 warnings.\n', 'Retry loop never backs off'],
    ['German count', '# Prüfbericht\n\n## Cache-Schlüssel ignoriert den Mandanten\n\nDer Schlüssel enthält jetzt den Mandanten; nach der Korrektur 18 Tests bestanden.\n', 'Cache-Schlüssel ignoriert den Mandanten'],
    ['French list of checks', '# Rapport\n\n## La clé de cache ignore le locataire\n\nLa clé contient maintenant le locataire.\n\nVérifications :\n\n- `npm test` — réussi.\n', 'La clé de cache ignore le locataire'],
    ['Chinese', '# 测试报告\n\n## 缓存键忽略租户\n\n缓存键现在包含租户。修复后测试全部通过。\n', '缓存键忽略租户'],
  ])('%s', (_what, text, title) => {
    expect(ver(text)).toEqual([[title, true]]);
  });
  it('an evidence heading over a fenced block of test output: verified, how = its first lines', () => {
    const f = read('# QA Report\n\n## 🔴 Submit button not disabled on invalid password\n\n**Severity**: High\n\n### Behavior\nThe button stays enabled with a 5-character password.\n\n### Evidence\n```\nExpected: disabled\nReceived: enabled\n```\n\n### Fix Required\nGate the button on the password check.\n');
    expect(f.map((x) => [x.verified ?? null, x.how ?? null])).toEqual([[true, 'Expected: disabled; Received: enabled']]);
  });
  it('Fixed ✅ with a line that says the tests now complete: verified, and still fixed', () => {
    const f = read('# QA Report\n\nTwo helpers were wrong; one is fixed.\n\n## 🟡 Test Infrastructure Issues Found & Fixed\n\n### Login helper clicks the wrong button\nThe tab and the submit button share a name.\n\n### Registration helper waits too little — Fixed ✅\n**Root cause**: the page loaded before hydration.\n\n**Fix applied**: wait for network idle.\n\nAfter the fix, registration tests now complete in ~1.2s instead of timing out.\n');
    expect(f.map((x) => [x.verified ?? null, x.state ?? null]).at(-1)).toEqual([true, 'fixed']);
  });
  it.each([
    ['a plan', '# Review\n\n## Retry loop never backs off\n\nThe loop spins on a dead socket. The tests should pass once it sleeps between tries.\n'],
    ['no checks run', '# QA Report\n\n## Cache key ignores the tenant\n\nThe key is built from the path only.\n\nChecks run: none.\n\nEvidence: none yet.\n'],
    ['a ✅ FIXED state alone', '# Review\n\n## Issues\n\n### Wrong KSI name in tests ✅ FIXED\n`tests/test_ksi.py:265` names KSI-PIY-01 "Encryption".\n'],
    ['a German plan', '# Prüfbericht\n\n## Cache-Schlüssel ignoriert den Mandanten\n\nDer Schlüssel enthält nur den Pfad. Die Tests müssen bestehen, bevor wir mergen.\n'],
    ['an evidence heading over an empty line of prose', '# QA Report\n\n## Submit button not disabled\n\n### Evidence\nshould be verified by a test\n'],
  ])('near miss, %s: not verified', (_what, text) => {
    expect(read(text).every((f) => f.verified !== true)).toBe(true);
  });
});

describe('class 5: every fix ticked and marked fixed states the outcome', () => {
  const h = oneHandoff(w, 'qa39 outcome probe');
  const doc = (boxes: string) => `# Review Findings\n\n## Issues\n\n### 1. Wrong KSI name in tests\n\`tests/test_ksi.py:265\` names KSI-PIY-01 "Encryption".\n\n### 2. README names the wrong KSI\nThe README calls KSI-SVC-01 secrets management.\n\n## Required fixes\n\n${boxes}\n`;
  it.each([
    ['English', '1. [x] Fix tests/test_ksi.py: rename KSI-PIY-01 test ✅ FIXED\n2. [x] Fix README.md: correct KSI-SVC-01 ✅ FIXED'],
    ['German', '- [x] tests/test_ksi.py: KSI-PIY-01-Test umbenannt ✅ behoben\n- [x] README.md: KSI-SVC-01 korrigiert ✅ behoben'],
  ])('%s: answered', (_what, boxes) => {
    const r = h.returnBody(doc(boxes));
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { outcome: string }).outcome).toBe('answered');
  });
  it('near miss: a box still open asks for the outcome', () => {
    const r = h.returnBody(doc('1. [x] Fix tests/test_ksi.py: rename KSI-PIY-01 test ✅ FIXED\n2. [ ] Fix README.md: correct KSI-SVC-01'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('outcome');
  });
});

describe('class 6: a date quote or a bold label alone is not the one-line answer', () => {
  const h = oneHandoff(w, 'qa39 answer probe');
  const answer = (text: string) => {
    h.record(text, '--outcome', 'partial');
    const s = runCli(['show', h.id, '--json'], w.opts());
    return (JSON.parse(s.stdout) as { returns: { answers: { answer?: string } }[] }).returns.at(-1)!.answers.answer ?? '';
  };
  const FINDING = '\n## High\n\n### 1. `src/auth.py:30` — No rate limiting on `/api/auth/request-code`\n\nEndless requests can SMS-bomb any number.\n';
  it.each([
    ['English', '> Date: 2026-05-23. Come back and fix by priority.'],
    ['Spanish', '> Fecha: 2026-05-23. Vuelve y corrige por prioridad.'],
  ])('%s date quote: no answer', (_what, quote) => {
    expect(answer(`# Code Review — Findings\n\n${quote}\n${FINDING}`)).toBe('');
  });
  it('a bold label alone over a list: no answer', () => {
    expect(answer(`# Code Review — Findings\n\n**Session 2 Pattern File Fixes:**\n- piy_patterns.yaml: 2 fixes\n- svc_patterns.yaml: 10 fixes\n${FINDING}`)).toBe('');
  });
  it('near miss: a quoted summary sentence stays the answer', () => {
    expect(answer(`# Code Review — Findings\n\n> The review found one rate-limit gap in the auth service.\n${FINDING}`)).toBe('The review found one rate-limit gap in the auth service.');
  });
});
