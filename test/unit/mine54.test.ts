// QA 54's return classes, each a rule a person would state: a finding of several paragraphs under a severity group is
// one finding; a bold file under a finding's heading is where it is, not a group; paragraphs after a remark that closed
// the findings list go on commenting; a remark's own claim is its first sentence; a level in capitals qualified before
// its colon is still the level; a test report's failed cases are findings; an emphasised verdict value loses both marks.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';
import { caseResult } from '../../src/brief/failed-cases.js';
import { verdictValue } from '../../src/brief/doc-verdict.js';

const titles = (md: string) => readReturn(md).f.map((x) => x.title);
const rows = (md: string) => readReturn(md).f.map((x) => [x.title, x.severity ?? null]);

describe('findings of several paragraphs under severity groups', () => {
  const doc = (find: string, crit: string, high: string, fix: string) =>
    `# Review\n\n## ${find}\n\n### ${crit} (1)\n\n**[Adversarial]** — Retry loop never gives up on a closed socket\n\nThe worker retries forever.\n\n${fix}: cap the retries.\n\n### ${high} (2)\n\n**[Rubric]** — Config path is read twice\n\nTwo modules disagree.\n\n${fix}: read it once.\n\n**[Adversarial]** — Cache key ignores the locale\n\nTwo locales share one entry.\n\n${fix}: add the locale.\n`;
  it('reads each bold-led paragraph as a finding, the paragraphs after it its text (en, de, es)', () => {
    for (const [f, c, h, x] of [['Findings by severity', 'Critical', 'High', 'Fix'], ['Befunde', 'Kritisch', 'Hoch', 'Lösung'], ['Hallazgos', 'Crítico', 'Alto', 'Solución']]) {
      expect(rows(doc(f!, c!, h!, x!))).toEqual([
        ['Retry loop never gives up on a closed socket', 'critical'],
        ['Config path is read twice', 'high'],
        ['Cache key ignores the locale', 'high'],
      ]);
    }
    // A remark closing the group after its last finding is kept beside them, in no finding's text.
    const closed = readReturn(doc('Findings', 'Critical', 'High', 'Fix') + '\nOverall the worker code is clean; I would merge after these.\n').f;
    expect(closed).toHaveLength(3);
    expect(closed[2]!.text).not.toContain('Overall the worker code is clean');
    const { f } = readReturn(doc('Findings', 'Critical', 'High', 'Fix'));
    expect(f[0]!.text).toContain('The worker retries forever.');
    expect(f[0]!.text).toContain('Fix: cap the retries.');
  });
  it('keeps a group whose paragraphs open with no bold title as before: one finding of the group', () => {
    const md = '## Findings\n\n### High (1)\n\nThe worker retries forever.\n\nFix: cap the retries.\n';
    expect(readReturn(md).f).toHaveLength(1);
  });
});

describe('a bold file under a finding heading', () => {
  const doc = (find: string, place: string) =>
    `# Review\n\n## ${find}\n\n### 1. Cancel button leads to a 404\nThe link points to a page that is not registered.\n\n### 2. Refund amount is never stored\nOnly the status is saved.\n\n### 3. The author's summary does not match the diff\n**\`${place}\`**\n- It names commit abc123, but the change is in def456.\n- "Refund is recorded" is not true.\n- "Tests pass" was not checked.\n`;
  it('is where that finding is, its bullets the finding\'s text (en, cs, de)', () => {
    for (const f of ['Findings', 'Nálezy', 'Befunde']) {
      const { f: got } = readReturn(doc(f, 'docs/pr.md'));
      expect(got.map((x) => x.title)).toEqual(['Cancel button leads to a 404', 'Refund amount is never stored', "The author's summary does not match the diff"]);
      expect(got[2]!.location).toBe('docs/pr.md');
      expect(got[2]!.text).toContain('"Tests pass" was not checked.');
    }
  });
  it('with a line after the file', () => {
    expect(readReturn(doc('Findings', 'src/order/cancel.php:19')).f[2]!.location).toBe('src/order/cancel.php:19');
  });
});

describe('paragraphs after the findings list', () => {
  const doc = (closing: string, more: string) => `# Harness qualification\n\n## Findings\n\n1. **The sudo path fails with the current policy.**\n   The worker prints nothing.\n2. **Stop kills the editor.**\n   The editor exits after Stop.\n\n${closing}\n\n${more}\n`;
  it('once a remark closed the list, what follows comments on the work (en, it, de)', () => {
    expect(titles(doc('Both runs cleaned up after themselves.', 'Runs 1 and 2 stopped on fixture configuration. Run 3 came next.'))).toEqual(['The sudo path fails with the current policy.', 'Stop kills the editor.']);
    expect(titles(doc('Tutti i run hanno ripulito i processi.', 'I run 1 e 2 si sono fermati sulla configurazione.'))).toHaveLength(2);
    expect(titles(doc('Beide Läufe haben aufgeräumt.', 'Lauf 1 und 2 scheiterten an der Konfiguration.'))).toHaveLength(2);
  });
  it('after a closing remark, a paragraph that names a place of its own is a finding still (en, es)', () => {
    expect(titles(doc('Both runs cleaned up after themselves.', 'The seed passwords are plain text in `db/seed.sql:4`.'))).toHaveLength(3);
    expect(titles(doc('Todas las pruebas pasan.', 'El token de Stripe también está en `config/dev.json:3`.'))).toHaveLength(3);
    expect(titles(doc('All seed passwords are plain text in `db/seed.sql:4`.', 'Nothing else stood out.'))).toHaveLength(3);
  });
  it('a paragraph about a thing of its own right after the list is still a finding', () => {
    expect(titles(doc('The cache also leaks one entry per request.', 'It grows to 2 GB in a day.'))).toContain('The cache also leaks one entry per request.');
  });
  it('a closing remark that then names its regression run is no finding; one that reports a problem in its first sentence is', () => {
    const table = (p: string) => `# Certification\n\n## Bug register\n\n| ID | Severity | Symptom | Status |\n|---|---|---|---|\n| BUG-1 | CRITICAL | Zero layers run | OPEN |\n| BUG-2 | LOW | Zero neurons ignored | OPEN |\n\n${p}\n`;
    expect(titles(table('All fixes are in a commit separate from the analysis. Full regression after the fix: 44 benches, 43 pass, 0 fail.'))).toHaveLength(2);
    expect(titles(table('Overall the pool also leaks one connection per failed login; tests pass, but the soak run grew to 2 GB.'))).toHaveLength(3);
  });
});

describe('a level in capitals, qualified before its colon', () => {
  it('is the finding\'s level, its title after the colon (en, ar)', () => {
    const md = '# Static audit\n\n## Most important findings\n- HIGH (conditional): compose file uses default passwords.\n- HIGH on a shared database: tenant id is not set by the runtime context.\n- MEDIUM: restore was never tested.\n';
    expect(rows(md)).toEqual([
      ['compose file uses default passwords.', 'high'],
      ['tenant id is not set by the runtime context.', 'high'],
      ['restore was never tested.', 'medium'],
    ]);
    expect(rows('## Findings\n- HIGH عند قاعدة مشتركة: tenant is not set.\n- LOW: a typo in the README.\n')[0]).toEqual(['tenant is not set.', 'high']);
  });
  it('not capitals whose next words are no qualifier (a version bump, disk space, a mode)', () => {
    expect(rows('## Findings\n- MAJOR version bump of react-router: the loader API changed.\n- LOW disk space on the runner: the cache is never pruned.\n- HIGH availability mode: the failover skips the health check.\n').map((r) => r[1])).toEqual([null, null, null]);
    expect(rows('## Befunde\n- HIGH wenn der Cache geteilt wird: der Schlüssel ignoriert die Sprache.\n')[0]![1]).toBe('high');
  });
  it('not a title whose first word is an adjective', () => {
    expect(rows('## Findings\n- High memory use: the pool grows to 2 GB.\n- Slow start: the cache warms for a minute.\n')).toEqual([
      ['High memory use: the pool grows to 2 GB', null],
      ['Slow start: the cache warms for a minute', null],
    ]);
  });
});

describe("a test report's cases", () => {
  it('reads the result closing a heading', () => {
    expect(caseResult('TC-02: Unicode input — FAIL')).toBe('failed');
    expect(caseResult('TC-03: Large file — PARTIAL PASS')).toBe('failed');
    expect(caseResult('TC-12: Test suite — PASS (with known failures)')).toBe('failed');
    expect(caseResult('TC-01: Build — PASS')).toBe('passed');
    expect(caseResult('Login (FAILED)')).toBe('failed');
    expect(caseResult('Anmeldung — teilweise bestanden')).toBe('failed');
    expect(caseResult('Вход — провален')).toBe('failed');
    expect(caseResult('Why the login fails')).toBeUndefined();
    expect(caseResult('Cache — notes on what failed')).toBeUndefined();
  });
  const report = (a: string, b: string, c: string) => `# Parser QA — Test Results\n\n## TC-01: Build — ${a}\n\nBuild exits 0.\n\n## TC-02: Unicode input — ${b}\n\nA combining accent splits the token.\n\n## TC-03: Large file — ${c}\n\nMemory grows to 6 GB. This is a P1 issue.\n\n## Additional Observations\n\n### OBS-01: Help text mentions an old flag\n\nThe help lists \`--legacy\`.\n`;
  it('the cases that did not pass are findings, the passed ones kept (en, de, ru)', () => {
    expect(titles(report('PASS', 'FAIL', 'PARTIAL PASS'))).toEqual(['TC-02. Unicode input — FAIL', 'TC-03. Large file — PARTIAL PASS', 'OBS-01. Help text mentions an old flag']);
    expect(titles(report('BESTANDEN', 'FEHLGESCHLAGEN', 'TEILWEISE BESTANDEN'))).toHaveLength(3);
    expect(titles(report('ПРОЙДЕНО', 'ПРОВАЛЕНО', 'ЧАСТИЧНО'))).toHaveLength(3);
  });
  it('attempts of a fix closing with their result are steps of the work, no cases (en, de)', () => {
    const log = (a: string, f: string, p: string) => `# Flaky upload test\n\n## Outcome\n\ndone — stable now.\n\n## Findings\n\n- The test depended on wall-clock time (\`test/upload.test.ts:12\`).\n\n## ${a} 1 — ${f}\n\nRaised the timeout.\n\n## ${a} 2 — ${f}\n\nRetried twice.\n\n## ${a} 3 — ${p}\n\nPinned the clock.\n`;
    expect(titles(log('Attempt', 'failed', 'passed'))).toHaveLength(1);
    expect(titles(log('Versuch', 'fehlgeschlagen', 'bestanden'))).toHaveLength(1);
  });
  it('cases named by a case noun, not an id, are read too (en, de)', () => {
    const named = (t: string, a: string, b: string) => `# QA\n\n## ${t} 1: Build — ${a}\n\nExits 0.\n\n## ${t} 2: Unicode — ${b}\n\nSplits a token.\n`;
    expect(titles(named('Test', 'PASS', 'FAIL'))).toHaveLength(1);
    expect(titles(named('Testfall', 'bestanden', 'fehlgeschlagen'))).toHaveLength(1);
  });
  it('a report whose cases all passed has only its observations', () => {
    expect(titles(report('PASS', 'PASS', 'PASS'))).toEqual(['Help text mentions an old flag']);
  });
});

describe('a verdict value in emphasis', () => {
  it('loses both marks of the emphasis that opens it', () => {
    expect(verdictValue('Verdict: **FAIL**, not release-qualified.')).toBe('FAIL, not release-qualified.');
    expect(verdictValue('Verdict: `FAIL` (2 blockers)')).toBe('FAIL (2 blockers)');
    expect(verdictValue('Verdict: **PASS_WITH_RISKS**')).toBe('PASS_WITH_RISKS');
  });
});
