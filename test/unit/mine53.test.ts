// Reviews as two agents print them. Claude Code's security review heads each finding "# Vuln N: <category>:
// `<file:line>`" over "* Severity:" / "* Description:" / "* Recommendation:" fields: every heading a finding (none the
// document's title, later ones no recap of the first), one heading alone a finding too, its "Recommendation:" no
// outcome. Codex prints its review as an explanation, then "Full review comments:" over "- [P1] <title> — <path>:<a>-<b>".

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { readReturn } from '../helpers/read-return.js';
import { renderedBrief } from '../helpers/written.js';
import { parseDoc } from '../../src/brief/document.js';
import { documentKind } from '../../src/brief/document-type.js';
import { redact } from '../../src/brief/redact.js';

const vuln = (n: number, category: string, place: string, level: string, head = '#') =>
  `${head} Vuln ${n}: ${category}: \`${place}\`\n\n* Severity: ${level}\n* Confidence: 9/10\n* Description: Input reaches the sink unchecked in ${place}.\n* Exploit Scenario: A crafted request reads what it should not.\n* Recommendation: Check the input before it is used.\n`;

const rows = (md: string) => readReturn(md).f.map((x) => [x.title, x.severity, x.location]);

describe("Claude Code's security review", () => {
  it('reads every "# Vuln N" heading as a finding, with its severity and place', () => {
    const md = [vuln(1, 'SQL Injection', 'api/search.py:42', 'High'), vuln(2, 'Path Traversal', 'files/serve.py:17', 'Medium'), vuln(3, 'XSS', 'web/view.py:9', 'Medium')].join('\n');
    expect(rows(md)).toEqual([
      ['SQL Injection', 'high', 'api/search.py:42'],
      ['Path Traversal', 'medium', 'files/serve.py:17'],
      ['XSS', 'medium', 'web/view.py:9'],
    ]);
    // No title of the document's: the first heading is a finding like the others.
    expect(parseDoc(md).title).toBeNull();
    // Nothing in it states how the review ended: the outcome is asked, not read from a "Recommendation:".
    expect(readReturn(md).r.given.has('outcome')).toBe(false);
  });

  it('reads one "# Vuln 1" heading over its fields alone as that one finding, not three', () => {
    const { r, f } = readReturn(vuln(1, 'Command Injection', 'tools/run.py:88', 'High'));
    expect(f.map((x) => [x.title, x.severity, x.location])).toEqual([['Command Injection', 'high', 'tools/run.py:88']]);
    expect(f[0]!.text).toContain('Recommendation: Check the input before it is used.');
    expect(r.given.has('outcome')).toBe(false);
  });

  it('reads the series one level down, and with other counters, in other languages', () => {
    expect(rows([vuln(1, 'SQL Injection', 'a.py:1', 'High', '##'), vuln(2, 'Open Redirect', 'b.py:2', 'Low', '##')].join('\n'))).toEqual([
      ['SQL Injection', 'high', 'a.py:1'],
      ['Open Redirect', 'low', 'b.py:2'],
    ]);
    const series = (h: string, sev: string) => `## Findings\n\n### ${h} 1: Cache ignores the locale\n\n- ${sev}: high\n\n### ${h} 2: Retry never backs off\n\n- ${sev}: low\n`;
    expect(readReturn(series('Finding', 'Severity')).f.map((x) => [x.title, x.severity])).toEqual([
      ['Cache ignores the locale', 'high'],
      ['Retry never backs off', 'low'],
    ]);
    expect(readReturn(series('Befund', 'Schweregrad')).f.map((x) => x.title)).toEqual(['Cache ignores the locale', 'Retry never backs off']);
    expect(readReturn(series('Hallazgo', 'Severidad')).f).toHaveLength(2);
  });

  it('lints as a return, though no heading names a return\'s section', () => {
    const two = documentKind(parseDoc([vuln(1, 'SQL Injection', 'a.py:1', 'High'), vuln(2, 'XSS', 'b.py:2', 'Medium')].join('\n')));
    expect(two.type ?? two.lean).toBe('return');
    const one = documentKind(parseDoc(vuln(1, 'SQL Injection', 'a.py:1', 'High')));
    expect(one.type ?? one.lean).toBe('return');
  });

  it('leaves a title that counts work the title (a brief titled "# Task 3: …", a ticket "# Bug 12: …")', () => {
    const { r } = renderedBrief('# Bug 12: Login fails on Safari\n\nSince the cookie change.\n\n## Why\nHalf the tickets.\n\n## Deliver\nA fix.\n\n## Next step\nReproduce it.\n');
    expect(r.answers.title).toBe('Bug 12: Login fails on Safari');
    const task = readReturn('# Task 3: Migrate the auth tables\n\nDone; the migration ran on staging.\n\n- All 14 tables moved.\n');
    expect(task.f.map((x) => x.title)).not.toContain('Task 3: Migrate the auth tables');
  });
});

describe("Codex's review as its CLI prints it", () => {
  const codex = (label: string) =>
    `The pager crashes on empty results.\n\n${label}\n\n- [P1] Guard against an empty page list — /repo/src/pager.ts:40-44\n  \`paginate()\` reads \`pages[0]\` before it checks the length.\n\n- [P2] Cache key ignores the locale — /repo/src/cache.ts:12-12\n  The key is built from the path only.\n`;

  it('reads the comments under "Full review comments:" with their priorities and places', () => {
    const { r, f } = readReturn(codex('Full review comments:'));
    expect(f.map((x) => [x.title, x.severity, x.location])).toEqual([
      ['Guard against an empty page list', 'p1', '/repo/src/pager.ts:40-44'],
      ['Cache key ignores the locale', 'p2', '/repo/src/cache.ts:12-12'],
    ]);
    expect(r.answers.answer).toBe('The pager crashes on empty results.');
    expect(documentKind(parseDoc(codex('Full review comments:'))).type).toBe('return');
  });

  it('reads one comment under "Review comment:"', () => {
    const { f } = readReturn('Review comment:\n\n- [P0] Token written to the log — /repo/src/auth.ts:88-90\n  The refresh handler logs the whole request.\n');
    expect(f.map((x) => [x.title, x.severity])).toEqual([['Token written to the log', 'p0']]);
  });
});

describe('a key named at the end of a snake-case name', () => {
  it.each([
    ['EMBRAPA_CONSUMER_KEY=Ts5fkuUf9CT6ycU3LrmHQ9ylNBUa', 'EMBRAPA_CONSUMER_KEY=[REDACTED'],
    ['client_key: Qm8xT2vLp9RwZ4kN7sYb', 'client_key: [REDACTED'],
  ])('redacts %s', (line, want) => {
    expect(redact(line).text).toContain(want);
  });
  it.each([['MY_CACHE_KEY=Ts5fkuUf9CT6ycU3LrmHQ9ylNBUa'], ['SORT_KEY=created_at'], ['PARTITION_KEY=tenant_id'], ['OBJECT_KEY=uploads/2024/a.png'], ['I18N_KEY=home.title.welcomeBack'], ['LICENSE_KEY=ABCD-EFGH-IJKL-MNOP']])('keeps %s', (line) => {
    expect(redact(line).text).toBe(line);
  });
});

describe('bold group labels under the findings, one series', () => {
  const review = (heading: string, groups: [string, string[]][], tail = '') =>
    `# Review\n\n${heading}\n\n${groups.map(([g, items]) => `**${g}**\n\n${items.map((i) => `- ${i}`).join('\n')}\n`).join('\n')}${tail}`;
  it.each([
    ['## Findings', 'Queue', 'Docs', 'Tests'],
    ['## Befunde', 'Warteschlange', 'Docs', 'Tests'],
    ['## Hallazgos', 'Cola', 'Docs', 'Tests'],
  ])('%s: "%s", then "%s" and "%s" (words that alone name a brief\'s pointers and a return\'s evidence) are groups too', (heading, a, b, c) => {
    const { f } = readReturn(review(heading, [[a, ['**[medium] `outbox.py:12`** — The fallback ignores the timeout.', '**[low] `outbox.py:40`** — The retake counts no attempt.']], [b, ['**[low] Commit count wrong** — 20, not 15.']], [c, ['**[low] Flaky pager test** — it sleeps 2 s.']]]));
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['The fallback ignores the timeout.', 'medium'],
      ['The retake counts no attempt.', 'low'],
      ['Commit count wrong', 'low'],
      ['Flaky pager test', 'low'],
    ]);
  });
  it('ends the series at a part a return writes after its findings ("**Recommendations**")', () => {
    const { f } = readReturn(review('## Findings', [['Queue', ['**[medium] Retry storm** — no backoff.']], ['Docs', ['**[low] Commit count wrong** — 20, not 15.']]], '\n**Recommendations**\n\n- Add jitter to the retry.\n- Recount the commits.\n'));
    expect(f.map((x) => x.title)).toEqual(['Retry storm', 'Commit count wrong']);
  });
});

describe("a check's own result in a numbered sub-section of the results", () => {
  const audit = (status: string, results: string, check: string, result: string, mixed: string) =>
    `# Audit\n\n**${status}:** SECURE (with recommendations)\n\n## ${results}\n\n### 1. ${check} history\n\n**${result}:** PASS\n\nClean.\n\n### 2. ${check} permissions\n\n**${result}:** ${mixed}\n\nSome files are group-readable.\n`;
  it.each([
    ['Status', 'Audit results', 'Git', 'Result', 'MIXED'],
    ['Status', 'Prüfergebnisse', 'Git', 'Ergebnis', 'GEMISCHT'],
    ['Estado', 'Resultados de la auditoría', 'Git', 'Resultado', 'MIXTO'],
  ])('is that check\'s: the outcome is read from the "%s:" line above', (status, results, check, result, mixed) => {
    const { r } = readReturn(audit(status, results, check, result, mixed));
    expect(r.outcomeFrom?.line).toBe(3);
  });
});

describe('a Korean state of repair', () => {
  it('reads 해결 as fixed and 해결되지 않음 / 해결 필요 as open, in a status field', () => {
    const md = (a: string, b: string) => `## 발견 사항\n\n### 1. 기록이 10개로 고정됨\n\n- **심각도:** 중간\n- **상태:** ${a}\n\n### 2. 재시도가 503으로 끝남\n\n- **심각도:** 높음\n- **상태:** ${b}\n`;
    expect(readReturn(md('해결', '해결되지 않음')).f.map((x) => x.state)).toEqual(['fixed', 'open']);
    expect(readReturn(md('수정 완료', '해결 필요')).f.map((x) => x.state)).toEqual(['fixed', 'open']);
  });
});

describe('review of the merge (clean53 noticed)', () => {
  it.each([['APIキー：aZ3kQ9xT2vLp9RwZ4kN7sYb'], ['API키: aZ3kQ9xT2vLp9RwZ4kN7sYb']])('redacts an API key labelled in Japanese or Korean alone on its line: %s', (line) => {
    expect(redact(line).text).not.toContain('aZ3kQ9xT2vLp9RwZ4kN7sYb');
  });
  const outcomeOf = (line: string) => {
    const { r } = readReturn(`## Outcome\n\n${line}\n\n## Findings\n\n- The export times out on big files.\n`);
    return r.given.has('outcome') ? r.answers.outcome : 'asks';
  };
  it.each([['Everything is done except the export.'], ['Everything is done, except the export.']])('reads "%s" as partial: done but for a part', (line) => {
    expect(outcomeOf(line)).toBe('partial');
  });
  it('still reads a plain "Everything is done." as answered', () => {
    expect(outcomeOf('Everything is done.')).toBe('answered');
  });
});

describe('every label word of prompts/secret-labels.txt is looked for', () => {
  // The hints that let the foreign-label pattern run are kept in code (redact.ts FOREIGN_HINTS, read at start-up): a
  // word added to the file alone would never be scanned. Each word, as a label over a generated value, is redacted.
  const file = readFileSync(new URL('../../prompts/secret-labels.txt', import.meta.url), 'utf8');
  // (An api key word follows "API": "APIキー", "API키".)
  const words = file.split('\n').filter((l) => /^(?:password word|key word|api key word|secret word):/.test(l)).flatMap((l) => l.slice(l.indexOf(':') + 1).split(',').map((w) => w.trim()).filter(Boolean).map((w) => (l.startsWith('api key word') ? `API${w}` : w)));
  it.each(words.map((w) => [w]))('%s', (w) => {
    expect(redact(`${w}: aZ3kQ9xT2vLp9RwZ4kN7sYb`).text).not.toContain('aZ3kQ9xT2vLp9RwZ4kN7sYb');
  });
});

describe('the review of the merge: misreadings mended', () => {
  it('keeps the title of a brief whose H1s count its tasks ("# Task 1: …" / "# Task 2: …")', () => {
    const md = '# Task 1: Migrate the auth tables\n\nMove the session table.\n\n# Task 2: Remove the old login route\n\nDelete it once the new one is live.\n\n## Constraints\n- Do not touch billing.\n';
    expect(parseDoc(md).title).toBe('Task 1: Migrate the auth tables');
  });
  it('reads the outcome under "## Result" / "### 1. Answer" (one answer and how it was found, no series of checks)', () => {
    const { r } = readReturn('# Cache review\n\n## Result\n\n### 1. Answer\nFixed — the TTL was 0 in production; set to 300 s.\n\n### 2. How I checked\nRan the load test twice.\n\n## Findings\nNone.\n');
    expect(r.outcomeFrom?.outcome).toBe('answered');
  });
  it.each([['Evidence', 'Ran the suite twice, 412 passed.'], ['Belege', 'Die Suite lief zweimal, 412 bestanden.']])('ends the bold groups at "**%s**" over what was run', (label, item) => {
    const { f } = readReturn(`## Outcome\nanswered — two problems found.\n\n## Findings\n\n**Auth**\n\n- The login form has no rate limit.\n\n**Billing**\n\n- Refunds are booked twice.\n\n**${label}**\n\n- ${item}\n`);
    // (Two findings, and what was run is none of them; the last group over one item is titled by its label, "Billing",
    // as on main: left.)
    expect(f).toHaveLength(2);
    expect(f.map((x) => x.title).join(' ')).not.toMatch(/412/);
  });
});
