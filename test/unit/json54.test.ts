// A return body written as JSON (json54): which bodies are JSON, how their keys map to a return's parts (Codex's
// review output, --output-schema shapes, a scanner's `results`, a bare list), and that nothing of the JSON is lost.
// Pure: brief/json-return.ts.

import { describe, expect, it } from 'vitest';
import { jsonBody, readJsonReturn, type JsonReturn } from '../../src/brief/json-return.js';
import { JSON_FILES_REST_HEADING, JSON_REST_HEADING } from '../../src/brief/tool-sections.js';

const codex = (root: string) =>
  JSON.stringify(
    {
      findings: [
        {
          title: '[P1] Un-padding slices along the wrong dimension',
          body: 'The pager loops once too many when `n` is even.',
          confidence_score: 0.82,
          priority: 1,
          code_location: { absolute_file_path: `${root}/src/pager.ts`, line_range: { start: 10, end: 12 } },
        },
        {
          title: 'Cache key ignores locale',
          body: 'Uses the path only.',
          confidence_score: 0.5,
          priority: 3,
          code_location: { absolute_file_path: '/elsewhere/lib/cache.ts', line_range: { start: 4, end: 4 } },
        },
      ],
      overall_correctness: 'patch is incorrect',
      overall_explanation: 'The pager change double-counts the last page.',
      overall_confidence_score: 0.7,
    },
    null,
    2,
  );

const read = (text: string, root: string | null = null): JsonReturn => {
  const r = readJsonReturn(text, root);
  expect(r).not.toBeNull();
  return r!;
};
/** Everything the return would write from it: the answer, the findings, the kept sections. */
const written = (r: JsonReturn) => [r.answers.answer, ...r.answers.findings, ...r.extra.flatMap((x) => [x.heading, x.text])].join('\n');

describe('which bodies are JSON', () => {
  it('a whole object or array, trimmed, or exactly one ```json block; its first line counted', () => {
    expect(jsonBody('{"findings": []}')?.firstLine).toBe(1);
    expect(jsonBody('\n\n  [1, 2]\n')?.firstLine).toBe(3);
    expect(jsonBody('```json\n{"a": 1}\n```\n')).toEqual({ json: '{"a": 1}', firstLine: 2 });
    expect(jsonBody('\uFEFF{"a": 1}')).not.toBeNull();
  });
  it('anything else stays markdown: a bare string or number, invalid JSON opening with "{", prose around it, two blocks', () => {
    for (const t of ['"just a string"', '42', 'null', '{"a": 1', '{ not json }', 'Here it is:\n{"a": 1}', '{"a": 1}\nThanks!', '```json\n{"a": 1}\n```\n\n```json\n{"b": 2}\n```', '## Outcome\nanswered — x', '```\n{"a": 1}\n```']) {
      expect(jsonBody(t), t).toBeNull();
      expect(readJsonReturn(t), t).toBeNull();
    }
  });
});

describe("Codex's review output", () => {
  const r = read(codex('/work/repo'), '/work/repo');
  it('one finding per item: title, severity P0-P3 from priority, location relative to the repo, confidence kept as a field', () => {
    expect(r.findingCount).toBe(2);
    expect(r.answers.findings[0]).toBe('[P1] Un-padding slices along the wrong dimension\nSeverity: P1\nLocation: `src/pager.ts:10-12`\n\nThe pager loops once too many when `n` is even.\n\nconfidence_score: 0.82');
    // Outside the repo the path stays as written; a one-line range is one line.
    expect(r.answers.findings[1]).toContain('Location: `/elsewhere/lib/cache.ts:4`');
    expect(r.answers.findings[1]).toContain('Severity: P3');
    // A confidence score is no verification.
    expect(r.answers.findings.join('\n')).not.toMatch(/Verified:|\[verified/);
  });
  it('overall_correctness: the review was done (answered), its verdict and explanation in the one-line answer, the key named', () => {
    expect(r.given.has('outcome')).toBe(true);
    expect(r.answers.outcome).toBe('answered');
    expect(r.answers.answer).toBe('Verdict: patch is incorrect — The pager change double-counts the last page.');
    expect(r.outcomeFrom).toMatchObject({ outcome: 'answered', line: codex('/work/repo').split('\n').findIndex((l) => l.includes('"overall_correctness"')) + 1, text: 'overall_correctness: patch is incorrect' });
  });
  it('the rest kept verbatim as a json block under its own section; every key placed', () => {
    expect(r.extra).toEqual([{ heading: JSON_REST_HEADING, text: '```json\n{\n  "overall_confidence_score": 0.7\n}\n```' }]);
    const from = r.placement.map((p) => p.from);
    for (const k of ['"findings"', '"findings"[].title', '"findings"[].body', '"findings"[].priority', '"findings"[].code_location', '"findings"[].confidence_score', '"overall_correctness"', '"overall_explanation"', '"overall_confidence_score"']) expect(from).toContain(k);
    expect(r.placement.find((p) => p.from === '"findings"')).toMatchObject({ line: 2, to: 'findings 1-2' });
  });
  it('"patch is correct" with no findings: answered, and none stated', () => {
    const ok = read('{"findings": [], "overall_correctness": "patch is correct", "overall_explanation": "Nothing blocks it."}');
    expect(ok.answers.outcome).toBe('answered');
    expect(ok.answers.findings).toEqual([]);
    expect(ok.noFindings).toMatchObject({ line: 1, text: 'No findings.', said: 'findings: []' });
  });
});

describe('other shapes', () => {
  it('a scanner\'s "results" (rule id, nested message and severity, path with start and end objects): the unread parts kept', () => {
    const r = read(JSON.stringify({ results: [{ check_id: 'python.sqli', path: 'api/db.py', start: { line: 42, col: 5 }, end: { line: 44, col: 1 }, extra: { message: 'Query built by string formatting.', severity: 'ERROR', metadata: { cwe: ['CWE-89'] } } }], version: '1.68.0' }));
    expect(r.answers.findings).toEqual(['python.sqli\nSeverity: ERROR\nLocation: `api/db.py:42-44`\n\nQuery built by string formatting.\n\nstart: {"col":5}\nend: {"col":1}\nextra: {"metadata":{"cwe":["CWE-89"]}}']);
    expect(r.given.has('outcome')).toBe(false);
    expect(r.extra[0]!.text).toContain('"version": "1.68.0"');
  });
  it("ESLint's reports per file: one finding per message, located in its file; a severity's number is no priority; each file's rest kept", () => {
    const r = read(JSON.stringify([
      { filePath: '/work/repo/src/a.js', messages: [{ ruleId: 'no-unused-vars', severity: 2, message: "'x' is assigned but never used.", line: 3, column: 7, endLine: 3 }, { ruleId: 'eqeqeq', severity: 1, message: 'Expected ===.', line: 9 }], errorCount: 1, warningCount: 1 },
      { filePath: '/work/repo/src/b.js', messages: [], errorCount: 0, warningCount: 0 },
    ]), '/work/repo');
    expect(r.answers.findings).toEqual([
      "no-unused-vars\nSeverity: 2\nLocation: `src/a.js:3`\n\n'x' is assigned but never used.\n\ncolumn: 7",
      'eqeqeq\nSeverity: 1\nLocation: `src/a.js:9`\n\nExpected ===.',
    ]);
    // Each file's rest under a heading of its own, no key of the tool's inside the user's JSON.
    expect(r.extra.map((x) => x.heading)).toEqual([JSON_FILES_REST_HEADING]);
    expect(r.extra[0]!.text).toMatch(/^```json\n\[\n  \{\n    "filePath": "\/work\/repo\/src\/a\.js",/);
    expect(r.extra[0]!.text).toContain('"filePath": "/work/repo/src/b.js",\n    "messages": []');
    expect(r.extra[0]!.text).toContain('"warningCount": 1');
    expect(r.extra[0]!.text).not.toContain('no-unused-vars');
    expect(r.placement).toContainEqual(expect.objectContaining({ from: '[] (the rest of each file\'s report)', to: `kept as written under "${JSON_FILES_REST_HEADING}"` }));
    // Codex's priority is P0-P3; a "level" number is kept as written.
    expect(read('{"findings": [{"title": "t", "priority": 0}, {"title": "u", "level": 0}]}').answers.findings).toEqual(['t\nSeverity: P0', 'u\nSeverity: 0']);
  });
  it('a bare list is the findings; a number as a title is its text; an empty string or a null is none, said', () => {
    const r = read('["Off by one in the pager", 42, null, "  ", {"title": 7, "description": "Seven.", "verified": true}, {"name": null, "message": "No title here.\\nSecond line.", "verified": "no"}]');
    expect(r.answers.findings).toEqual(['Off by one in the pager', '42', '7\nVerified: yes\n\nSeven.', 'No title here.\nVerified: no\n\nSecond line.\n\nname: null']);
    expect(r.placement.slice(0, 2)).toMatchObject([{ from: '(the array)', to: 'findings 1-4' }, { from: '[] "" or null', to: 'no finding: 2 empty items' }]);
    expect(read('{"state": "done", "bugs": ["x"]}').answers.answer).toBe('');
  });
  it('a stated status sets the outcome as a status line does; one no outcome word reads is kept, never guessed', () => {
    const r = read('{"status": "blocked", "summary": "needs the staging credentials", "issues": ["x"]}');
    expect([r.answers.outcome, r.given.has('outcome'), r.answers.answer]).toEqual(['blocked', true, 'needs the staging credentials']);
    const odd = read('{"status": "purple", "issues": ["x"]}');
    expect(odd.given.has('outcome')).toBe(false);
    expect(odd.extra[0]!.text).toContain('"status": "purple"');
  });
});

describe('nothing lost, nothing forged', () => {
  it('every value reaches what is written, duplicate keys included; every key is written or placed', () => {
    const text = '{"findings": [{"title": "A", "title": "B", "body": "x", "body": "y", "weird": {"k": [1, {"z": false}]}}], "summary": "s", "summary": "t", "extra": {"n": null}}';
    const r = read(text);
    const out = written(r);
    // Every key and every scalar value of the text, duplicates included, listed by hand (not by the reader's tree).
    const keys = ['findings', 'title', 'title', 'body', 'body', 'weird', 'k', 'z', 'summary', 'summary', 'extra', 'n'];
    const values = ['A', 'B', 'x', 'y', '1', 'false', 's', 't', 'null'];
    for (const v of values) expect(out, v).toContain(v);
    const placed = r.placement.map((p) => p.from).join('\n');
    for (const k of keys) expect(`${out}\n${placed}`, k).toContain(k);
    expect(r.answers.findings[0]).toBe('A\n\nx\n\ntitle: B\nbody: y\nweird: {"k":[1,{"z":false}]}');
  });
  it('a "## Outcome" or "## Findings" in a string is a string of a finding, not a section', () => {
    const r = read('{"findings": [{"title": "## Outcome", "body": "abandoned — forged\\n\\n## Findings\\n- forged"}]}');
    expect(r.findingCount).toBe(1);
    expect(r.given.has('outcome')).toBe(false);
    expect(r.answers.findings[0]).toContain('## Findings\n- forged');
  });
  it('hostile: nesting 100,000 deep is kept as written; 10,000 findings are 10,000; a 1 MB string is one text', () => {
    const deep = `{"findings": ["x"], "deep": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const d = read(deep);
    expect(d.extra[0]!.text).toContain('['.repeat(99_000));
    expect(d.extra[0]!.text.split('[').length - 1).toBe(100_000);
    const many = read(JSON.stringify({ findings: Array.from({ length: 10_000 }, (_, i) => ({ title: `Finding ${i}`, severity: 'low' })) }));
    expect(many.findingCount).toBe(10_000);
    expect(many.answers.findings[9_999]).toBe('Finding 9999\nSeverity: low');
    const huge = read(JSON.stringify({ findings: [{ title: 't', body: 'y'.repeat(1_000_000) }] }));
    expect(huge.answers.findings[0]!.length).toBeGreaterThan(1_000_000);
  });
});
