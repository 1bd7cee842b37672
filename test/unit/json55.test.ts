// A return body an agent CLI or a scanner printed as JSON (json55): Claude Code's `--output-format json` and
// `stream-json`, Amp's `--stream-json`, Gemini CLI's `--output-format json` and `stream-json`, `codex exec --json`,
// `opencode run --format json` around the agent's markdown answer, and SARIF 2.1.0. The answer reads exactly as the
// same markdown given directly; the run's facts and other fields are kept; a failed run is no clean answer; SARIF
// results are findings. Pure: brief/json-return.ts, agent-envelope.ts, run-return.ts, sarif-return.ts. Synthetic.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readJsonReturn, type JsonReturn } from '../../src/brief/json-return.js';
import { agentStreamOf } from '../../src/brief/agent-envelope.js';
import { sarifPath } from '../../src/brief/sarif-return.js';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { findingsData } from '../../src/brief/findings.js';
import { AGENT_RUN_HEADING, JSON_REST_HEADING, SCANNER_HEADING } from '../../src/brief/tool-sections.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const md = (text: string) => importReturn(text, placeholders);
const read = (body: string, root: string | null = null): JsonReturn => {
  const r = readJsonReturn(body, root, md);
  expect(r).not.toBeNull();
  return r!;
};
const section = (r: JsonReturn, heading: string) => r.extra.find((x) => x.heading === heading)?.text;
const fields = (r: { answers: { findings: string[] }; layout: { findingGroups?: unknown } }) =>
  findingsData(r.answers.findings, r.layout.findingGroups as never).map((f) => [f.title, f.severity ?? null, f.location ?? null, f.state ?? null]);

const ANSWER = [
  '# Pager review',
  '',
  '## Outcome',
  'answered — two bugs in the pager',
  '',
  '## Non-obvious findings',
  '1. **Off-by-one on the last page** (high) — `src/pager.ts:10-12`: the loop runs once more when `n` is even.',
  '2. **Cache key ignores locale** (low) — `lib/cache.ts:4`: the key uses the path only.',
  '',
  '## Recommendations',
  '- Clamp the loop to `n - 1`.',
].join('\n');

const claude = (extra: Record<string, unknown> = {}) => ({
  type: 'result',
  subtype: 'success',
  is_error: false,
  duration_ms: 12345,
  duration_api_ms: 11000,
  num_turns: 7,
  result: ANSWER,
  session_id: '5d1c6f0e-0000-4000-8000-000000000001',
  total_cost_usd: 0.0421,
  usage: { input_tokens: 1200, output_tokens: 345 },
  ...extra,
});
const jsonl = (events: unknown[]) => events.map((e) => JSON.stringify(e)).join('\n') + '\n';

describe("an agent CLI's JSON output: the answer reads exactly as given directly", () => {
  const direct = md(ANSWER);
  it('claude -p --output-format json: the same findings, outcome, answer and sections as the markdown itself', () => {
    const r = read(JSON.stringify(claude(), null, 2));
    expect(r.answers).toEqual(direct.answers);
    expect([...r.given].sort()).toEqual([...direct.given].sort());
    expect(fields(r)).toEqual(fields(direct));
    expect(r.findingCount).toBe(2);
    expect(r.outcomeFrom?.outcome).toBe('answered');
    expect(r.reading.because).toMatch(/^Claude Code's JSON output \(claude -p --output-format json\): its answer read as the body/);
  });
  it('the run kept: a small table (agent, session, cost, turns, duration) and the other fields as written', () => {
    const body = JSON.stringify(claude(), null, 2);
    const r = read(body);
    const table = section(r, AGENT_RUN_HEADING)!;
    for (const row of ['| agent | Claude Code (`claude -p --output-format json`) |', '| session | 5d1c6f0e-0000-4000-8000-000000000001 |', '| cost | 0.0421 USD |', '| turns | 7 |', '| duration | 12.3 s (12345 ms) |', '| run | succeeded (subtype: success) |']) expect(table).toContain(row);
    expect(JSON.parse(section(r, JSON_REST_HEADING)!.replace(/^```json\n|\n```$/g, ''))).toEqual({ duration_api_ms: 11000, usage: { input_tokens: 1200, output_tokens: 345 } });
    const from = r.placement.map((p) => p.from);
    for (const k of ['"result"', '"session_id"', '"total_cost_usd"', '"usage"', '"duration_api_ms"']) expect(from).toContain(k);
    // The answer's parts are placed at the line the answer stands on, naming their line in the answer.
    expect(r.placement.some((p) => p.from.startsWith('answer line 6: ') && p.line === body.split('\n').findIndex((l) => l.includes('"result": ')) + 1)).toBe(true);
  });
  it('stream-json (JSON Lines): the last result event holds the answer; the model from the init event; the transcript left out, said', () => {
    const body = jsonl([
      { type: 'system', subtype: 'init', session_id: 's1', model: 'claude-sonnet-4-5', tools: ['Bash'] },
      { type: 'assistant', message: { content: [{ type: 'text', text: '## Outcome\nabandoned — a draft on the way' }] }, session_id: 's1' },
      { type: 'user', message: { content: [{ type: 'tool_result', content: 'ok' }] }, session_id: 's1' },
      claude({ session_id: 's1' }),
    ]);
    const r = read(body);
    expect(r.answers).toEqual(direct.answers);
    expect(section(r, AGENT_RUN_HEADING)).toContain('| model | claude-sonnet-4-5 |');
    expect(section(r, AGENT_RUN_HEADING)).toContain('`claude -p --output-format stream-json`');
    expect(r.placement.find((p) => p.from.startsWith('(3 other events'))?.to).toMatch(/left out: the transcript/);
    expect(r.placement.find((p) => p.from === '"result"')?.line).toBe(4);
  });
  it('claude -p --output-format json --verbose (every message in one array, the result last) reads as the stream does', () => {
    const r = read(JSON.stringify([{ type: 'system', subtype: 'init', session_id: 's1', model: 'claude-opus-4-1' }, { type: 'assistant', message: { content: [] } }, claude({ session_id: 's1' })], null, 2));
    expect(r.answers).toEqual(direct.answers);
    expect(section(r, AGENT_RUN_HEADING)).toContain('| model | claude-opus-4-1 |');
    expect(section(r, AGENT_RUN_HEADING)).toContain('`claude -p --output-format json --verbose`');
    // A list of one's own findings that happen to have a "type" stays a JSON body.
    expect(read(JSON.stringify([{ type: 'bug', title: 'A' }])).run).toBeUndefined();
  });
  it('a --verbose array of 9,000 events: the result and its lines read, each event placed once', () => {
    // One event a line, so the result object stands on line 9,003 and every key of it too.
    const events = [{ type: 'system', subtype: 'init', session_id: 's1', model: 'claude-opus-4-1' }, ...Array.from({ length: 9_000 }, (_, k) => ({ type: 'assistant', message: { content: [{ type: 'text', text: `step ${k}` }] } })), claude({ session_id: 's1' })];
    const r = read(`[\n${events.map((e) => JSON.stringify(e)).join(',\n')}\n]\n`);
    expect(r.answers).toEqual(direct.answers);
    expect(r.placement.find((p) => p.from === '"result"')?.line).toBe(9_003);
    expect(r.placement.find((p) => p.from === '"num_turns"')?.line).toBe(9_003);
    expect(r.placement.find((p) => p.from.startsWith('(9001 other events'))?.line).toBe(1);
    expect(section(r, AGENT_RUN_HEADING)).toContain('| model | claude-opus-4-1 |');
  });
  it("Amp's --stream-json (the same shape, a T- thread id) is named Amp", () => {
    const r = read(jsonl([{ type: 'system', subtype: 'init', session_id: 'T-abc', model: 'x' }, claude({ session_id: 'T-abc' })]));
    expect(r.reading.because).toMatch(/^Amp's JSON output/);
    expect(r.answers.findings).toEqual(direct.answers.findings);
  });
  it('gemini --output-format json: "response" is the answer; stats kept as written', () => {
    const r = read(JSON.stringify({ session_id: 'g1', response: ANSWER, stats: { models: { 'gemini-2.5-pro': { api: { totalRequests: 3 } } } } }));
    expect(r.answers).toEqual(direct.answers);
    expect(section(r, AGENT_RUN_HEADING)).toContain('| model | gemini-2.5-pro |');
    expect(section(r, JSON_REST_HEADING)).toContain('"totalRequests": 3');
  });
  it('codex exec --json: the last completed agent_message is the answer; the thread id is the session; usage kept', () => {
    const body = jsonl([
      { type: 'thread.started', thread_id: 'th-1' },
      { type: 'turn.started' },
      { type: 'item.completed', item: { id: 'item_0', type: 'reasoning', text: 'thinking' } },
      { type: 'item.completed', item: { id: 'item_1', type: 'command_execution', command: 'ls', aggregated_output: 'a', exit_code: 0, status: 'completed' } },
      { type: 'item.completed', item: { id: 'item_2', type: 'agent_message', text: ANSWER } },
      { type: 'turn.completed', usage: { input_tokens: 10, cached_input_tokens: 0, output_tokens: 5 } },
    ]);
    const r = read(body);
    expect(r.answers).toEqual(direct.answers);
    expect(section(r, AGENT_RUN_HEADING)).toContain('| session | th-1 |');
    expect(section(r, JSON_REST_HEADING)).toContain('"output_tokens": 5');
    expect(r.placement.find((p) => p.to.startsWith('read as the body'))?.line).toBe(5);
  });
  it("opencode run --format json: the last step's text after its last tool call is the answer; the cost summed", () => {
    const ev = (type: string, part: Record<string, unknown>) => ({ type, timestamp: 1, sessionID: 'ses_1', part });
    const body = jsonl([ev('step_start', { type: 'step-start' }), ev('text', { type: 'text', text: 'Let me look.' }), ev('tool_use', { tool: 'read', state: { status: 'completed' } }), ev('step_finish', { cost: 0.01, tokens: { input: 5 } }), ev('text', { type: 'text', text: ANSWER }), ev('step_finish', { cost: 0.02, tokens: { input: 9 } })]);
    const r = read(body);
    expect(r.answers).toEqual(direct.answers);
    expect(section(r, AGENT_RUN_HEADING)).toContain('| cost | 0.03 USD |');
    expect(section(r, AGENT_RUN_HEADING)).toContain('| session | ses_1 |');
    // An earlier step's text with no tool call between is on the way, not the answer.
    const steps = jsonl([ev('step_start', {}), ev('text', { type: 'text', text: 'checkpoint' }), ev('step_finish', { reason: 'tool-calls' }), ev('step_start', {}), ev('text', { type: 'text', text: ANSWER }), ev('step_finish', { reason: 'stop' })]);
    expect(read(steps).answers).toEqual(direct.answers);
  });
  it('gemini stream-json: the assistant chunks after the last tool call, joined', () => {
    const half = ANSWER.length >> 1;
    const body = jsonl([{ type: 'init', session_id: 'g2', model: 'gemini-2.5-flash' }, { type: 'message', role: 'user', content: 'review' }, { type: 'tool_use', tool_name: 'read_file' }, { type: 'tool_result', status: 'success' }, { type: 'message', role: 'assistant', content: ANSWER.slice(0, half), delta: true }, { type: 'message', role: 'assistant', content: ANSWER.slice(half), delta: true }, { type: 'result', status: 'success', stats: { duration_ms: 2000 } }]);
    const r = read(body);
    expect(r.answers).toEqual(direct.answers);
    expect(section(r, AGENT_RUN_HEADING)).toContain('| duration | 2.0 s (2000 ms) |');
  });
});

describe('a run its output says failed is no clean answer', () => {
  it('is_error / error_max_turns with an "answered" in the text: the outcome is not given (the person says it), the failure in the table', () => {
    const r = read(JSON.stringify(claude({ subtype: 'error_max_turns', is_error: true })));
    expect(r.given.has('outcome')).toBe(false);
    expect(r.outcomeFrom).toBeNull();
    expect(r.run).toMatchObject({ failure: 'subtype: error_max_turns, is_error: true', heldOutcome: { outcome: 'answered' } });
    expect(section(r, AGENT_RUN_HEADING)).toContain('| run | failed (subtype: error_max_turns, is_error: true) |');
    // The findings the answer gives stay: they were found.
    expect(r.answers.findings).toEqual(md(ANSWER).answers.findings);
    expect(r.placement.some((p) => p.to.startsWith('not read as the outcome: the run failed'))).toBe(true);
  });
  it('a failed run whose text says partial keeps it: it claims no clean answer', () => {
    const r = read(JSON.stringify(claude({ is_error: true, result: ANSWER.replace('answered — two bugs', 'partial — one of two') })));
    expect(r.given.has('outcome')).toBe(true);
    expect(r.answers.outcome).toBe('partial');
  });
  it('no result at all (an error subtype): no answer, nothing given, the failure stated', () => {
    const { result: _r, ...rest } = claude({ subtype: 'error_during_execution', is_error: true });
    const r = read(JSON.stringify(rest));
    expect(r.given.size).toBe(0);
    expect(r.run?.failure).toBe('subtype: error_during_execution, is_error: true');
    expect(r.placement.find((p) => p.from === '"result"')?.to).toBe('no answer: the output holds none');
  });
  it("codex's transient error before turn.completed, gemini's error before a success result: the run succeeded, the errors in its table", () => {
    const c = read(jsonl([{ type: 'thread.started', thread_id: 't' }, { type: 'turn.started' }, { type: 'error', message: 'Reconnecting... 1/5 (stream disconnected before completion)' }, { type: 'item.completed', item: { id: 'i', type: 'agent_message', text: ANSWER } }, { type: 'turn.completed', usage: { input_tokens: 1 } }]));
    expect(c.run?.failure).toBeNull();
    expect(c.given.has('outcome')).toBe(true);
    expect(c.answers.outcome).toBe('answered');
    expect(section(c, AGENT_RUN_HEADING)).toContain('| errors on the way | 1 (last: Reconnecting... 1/5 (stream disconnected before completion)) |');
    // An error after the last turn event still fails the run.
    const late = read(jsonl([{ type: 'thread.started', thread_id: 't' }, { type: 'item.completed', item: { id: 'i', type: 'agent_message', text: ANSWER } }, { type: 'turn.completed' }, { type: 'error', message: 'stream closed' }]));
    expect(late.run?.failure).toBe('error: stream closed');
    const g = read(jsonl([{ type: 'init', session_id: 'g1', model: 'gemini-2.5-pro' }, { type: 'error', severity: 'error', message: 'Tool read_file failed: ENOENT' }, { type: 'message', role: 'assistant', content: ANSWER }, { type: 'result', status: 'success', stats: { duration_ms: 2000 } }]));
    expect(g.run?.failure).toBeNull();
    expect(g.answers.outcome).toBe('answered');
    expect(section(g, AGENT_RUN_HEADING)).toContain('| errors on the way | 1 (last: Tool read_file failed: ENOENT) |');
    // No result event: the error decides.
    const none = read(jsonl([{ type: 'init', session_id: 'g1', model: 'm' }, { type: 'message', role: 'assistant', content: ANSWER }, { type: 'error', severity: 'error', message: 'quota' }]));
    expect(none.run?.failure).toBe('error: quota');
  });
  it('an error message with a stack trace is one line: none of its lines can pass for the tool\'s own', () => {
    const g = read(JSON.stringify({ session_id: 's', response: '', stats: {}, error: { type: 'ApiError', message: 'Request failed\n    at fetch (node:internal)\nhandoff: outcome: answered, read from line 1\u2028x' } }));
    expect(g.run?.failure).toBe('error: ApiError: Request failed at fetch (node:internal) handoff: outcome: answered, read from line 1 x');
    const c = read(jsonl([{ type: 'thread.started', thread_id: 't' }, { type: 'item.completed', item: { id: 'i', type: 'agent_message', text: ANSWER } }, { type: 'turn.failed', error: { message: 'boom\r\nhandoff: wrote it' } }]));
    expect(c.run?.failure).toBe('turn.failed: boom handoff: wrote it');
  });
  it("gemini's error object, codex's turn.failed", () => {
    const g = read(JSON.stringify({ session_id: 'g', error: { type: 'Error', message: 'quota', code: 429 } }));
    expect(g.run?.failure).toBe('error: Error: quota');
    const c = read(jsonl([{ type: 'thread.started', thread_id: 't' }, { type: 'item.completed', item: { id: 'i', type: 'agent_message', text: ANSWER } }, { type: 'turn.failed', error: { message: 'stream disconnected' } }]));
    expect(c.run?.failure).toBe('turn.failed: stream disconnected');
    expect(c.given.has('outcome')).toBe(false);
  });
});

describe('hostile input and limits', () => {
  it('JSON Lines that are no agent\'s (no result event, no agent message) stay as today: no JSON reading', () => {
    for (const t of [jsonl([{ type: 'a', x: 1 }, { type: 'b', y: 2 }]), jsonl([{ level: 'info', msg: 'x' }, { level: 'warn', msg: 'y' }]), '{"type":"result","subtype":"success","result":"x"}\nnot json\n']) expect(readJsonReturn(t, null, md), t).toBeNull();
  });
  it('a JSON body of its own that only looks like a result ({"type": "result", "subtype", "findings"}) stays a JSON body', () => {
    const r = read(JSON.stringify({ type: 'result', subtype: 'scan', findings: [{ title: 'A', severity: 'high' }] }));
    expect(r.run).toBeUndefined();
    expect(r.findingCount).toBe(1);
  });
  it('a result that is itself JSON is read once, as a JSON body; an agent output inside an answer is not unwrapped again', () => {
    const review = { findings: [{ title: 'Pager off by one', body: 'x', priority: 1 }], overall_correctness: 'patch is incorrect' };
    const r = read(JSON.stringify(claude({ result: JSON.stringify(review) })));
    expect(r.findingCount).toBe(1);
    expect(r.answers.findings[0]).toMatch(/^Pager off by one\nSeverity: P1/);
    const nested = read(JSON.stringify(claude({ result: JSON.stringify(claude()) })));
    expect(nested.answers.findings).toEqual([]);
    expect(section(nested, JSON_REST_HEADING)).toContain('"result"');
  });
  it('"## Outcome" lines in the result are the agent\'s markdown: read as a body reads them, nothing more', () => {
    const forged = '## Outcome\nabandoned — forged\n\n## Outcome\nanswered';
    const r = read(JSON.stringify(claude({ result: forged })));
    const d = md(forged);
    expect(r.answers).toEqual(d.answers);
    expect([...r.given]).toEqual([...d.given]);
    // The run's fields forge nothing: a session id with a newline stays in its cell.
    const s = read(JSON.stringify(claude({ session_id: 'x\n## Outcome\nabandoned' })));
    expect(section(s, AGENT_RUN_HEADING)).not.toMatch(/\n## Outcome/);
  });
  it('a 20 MB JSON Lines stream: one pass, the last result found', () => {
    const line = JSON.stringify({ type: 'assistant', message: { content: [{ type: 'text', text: 'x'.repeat(1000) }] } });
    const body = `${Array.from({ length: 20_000 }, () => line).join('\n')}\n${JSON.stringify(claude())}\n`;
    expect(body.length).toBeGreaterThan(20_000_000);
    const run = agentStreamOf(body);
    expect(run?.answer).toBe(ANSWER);
    expect(run?.leftOut?.count).toBe(20_000);
  });
});

const sarif = (results: unknown[], runExtra: Record<string, unknown> = {}) => ({
  $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
  version: '2.1.0',
  runs: [
    {
      tool: {
        driver: {
          name: 'CodeQL',
          semanticVersion: '2.15.0',
          rules: [
            { id: 'js/sql-injection', name: 'SqlInjection', shortDescription: { text: 'Database query built from user-controlled sources' }, helpUri: 'https://example.test/sqli' },
            { id: 'js/unused-local', name: 'UnusedLocal', defaultConfiguration: { level: 'note' } },
          ],
        },
      },
      invocations: [{ executionSuccessful: true }],
      results,
      ...runExtra,
    },
  ],
});
const loc = (uri: string, startLine?: number, endLine?: number) => [{ physicalLocation: { artifactLocation: { uri }, ...(startLine ? { region: { startLine, ...(endLine ? { endLine } : {}) } } : {}) } }];

describe('SARIF 2.1.0: one finding per result', () => {
  const results = [
    { ruleId: 'js/sql-injection', ruleIndex: 0, level: 'error', message: { text: 'This query depends on a user-provided value.' }, locations: loc('src/db.js', 42, 44), partialFingerprints: { primaryLocationLineHash: 'abc' } },
    { ruleId: 'js/unused-local', ruleIndex: 1, message: { text: 'Unused variable x.' }, locations: loc('file:///work/repo/lib/my%20file.js', 7) },
    { ruleId: 'js/sql-injection', ruleIndex: 0, level: 'warning', message: { text: 'Suppressed one.' }, locations: loc('src/old.js', 3), suppressions: [{ kind: 'inSource', justification: 'test fixture' }] },
    { ruleId: 'js/gone', ruleIndex: 99, level: 'warning', message: { text: 'Fixed since the baseline.' }, baselineState: 'absent' },
  ];
  const r = read(JSON.stringify(sarif(results), null, 2), '/work/repo');
  it('title from the rule, text from the message, severity the scanner\'s word, location relative to the repo', () => {
    expect(r.findingCount).toBe(4);
    expect(r.answers.findings[0]).toBe('Database query built from user-controlled sources\nSeverity: error\nLocation: `src/db.js:42-44`\n\nThis query depends on a user-provided value.\n\nruleId: js/sql-injection\npartialFingerprints: {"primaryLocationLineHash":"abc"}');
    // (The written field is the scanner's word; the finding reader ranks "warning" medium and leaves "error" and
    // "note" as written.)
    expect(r.answers.findings.map((f) => /^Severity: (.*)$/m.exec(f)?.[1])).toEqual(['error', 'note', 'warning', 'warning']);
    expect(fields(r)).toEqual([
      ['Database query built from user-controlled sources', null, 'src/db.js:42-44', null],
      ['UnusedLocal', null, 'lib/my%20file.js:7', null],
      ['Database query built from user-controlled sources', 'medium', 'src/old.js:3', 'wontfix'],
      ['js/gone', 'medium', null, 'fixed'],
    ]);
  });
  it('a suppressed result keeps its suppression; a rule index out of range is said and kept; no location is no Location line', () => {
    expect(r.answers.findings[2]).toContain("Status: won't fix — suppressed (inSource, test fixture)");
    expect(r.answers.findings[3]).toContain('(rule index 99: no such rule in the run)');
    expect(r.answers.findings[3]).toContain('ruleIndex: 99');
    expect(r.answers.findings[3]).not.toContain('ruleId:');
    // A level that is no severity ("none") is kept once as written, no Severity field.
    const none = read(JSON.stringify(sarif([{ ruleId: 'js/sql-injection', ruleIndex: 0, level: 'none', kind: 'pass', message: { text: 'Checked.' } }])));
    expect(none.answers.findings[0]).not.toContain('Severity:');
    expect(none.answers.findings[0]!.match(/^level: none$/gm)).toHaveLength(1);
    expect(r.answers.findings[3]).not.toContain('Location:');
  });
  it('the scanner named (tool, version), the report less its results kept as written, the outcome from executionSuccessful', () => {
    expect(section(r, SCANNER_HEADING)).toContain('| 1 | CodeQL | 2.15.0 | 4 | 2 | ran (executionSuccessful: true) |');
    const kept = JSON.parse(section(r, JSON_REST_HEADING)!.replace(/^```json\n|\n```$/g, ''));
    expect(kept.runs[0].results).toBeUndefined();
    expect(kept.runs[0].tool.driver.rules).toHaveLength(2);
    expect(kept.version).toBe('2.1.0');
    expect(r.given.has('outcome')).toBe(true);
    expect(r.outcomeFrom).toMatchObject({ outcome: 'answered', text: 'executionSuccessful: true (CodeQL)' });
  });
  it('no invocation stated: no outcome (the person gives --outcome, as for any JSON body); a failed invocation is said', () => {
    const none = read(JSON.stringify(sarif(results, { invocations: undefined })));
    expect(none.given.has('outcome')).toBe(false);
    const bad = read(JSON.stringify(sarif(results, { invocations: [{ executionSuccessful: false }] })));
    expect(bad.given.has('outcome')).toBe(false);
    expect(bad.run?.failure).toBe('CodeQL: executionSuccessful: false');
  });
  it('no results: zero findings stated by the report; uris: file://, %20, a malformed escape', () => {
    const empty = read(JSON.stringify(sarif([])));
    expect(empty.findingCount).toBe(0);
    expect(empty.noFindings?.said).toBe('1 SARIF run, no result');
    expect(sarifPath('file:///work/repo/a%5Fb%20c.ts', '/work/repo')).toBe('a_b%20c.ts');
    expect(sarifPath('file://host/x/y.ts', null)).toBe('/x/y.ts');
    expect(sarifPath('src/100%zz.ts', null)).toBe('src/100%zz.ts');
  });
  it("CodeQL's shape: rules in the tool's extensions, found by rule.toolComponent and rule.index; the level the rule's default", () => {
    const log = {
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'CodeQL', semanticVersion: '2.19.0' }, extensions: [{ name: 'codeql/javascript-queries', rules: [{ id: 'js/a' }, { id: 'js/xss', shortDescription: { text: 'Client-side cross-site scripting' }, defaultConfiguration: { level: 'error' } }] }] },
          results: [{ ruleId: 'js/xss', rule: { id: 'js/xss', index: 1, toolComponent: { index: 0 } }, message: { text: 'Cross-site scripting from [a user-provided value](1).' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'web/app.js', uriBaseId: '%SRCROOT%', index: 0 }, region: { startLine: 10, startColumn: 5, endColumn: 40 } } }] }],
        },
      ],
    };
    const r = read(JSON.stringify(log));
    expect(r.answers.findings[0]).toMatch(/^Client-side cross-site scripting\nSeverity: error\nLocation: `web\/app\.js:10`\n\nCross-site scripting from \[a user-provided value\]\(1\)\./);
    // The columns and the artifact's index stay, as written; the rule reference that found the rule is read.
    expect(r.answers.findings[0]).toContain('locations: [{"physicalLocation":{"artifactLocation":{"index":0},"region":{"startColumn":5,"endColumn":40}}}]');
    expect(r.answers.findings[0]).not.toContain('toolComponent');
    expect(section(r, SCANNER_HEADING)).toContain('| 1 | CodeQL | 2.19.0 | 1 | 2 | not stated |');
  });
  it("a team's own return with a version and runs is no SARIF log: its outcome, summary and findings read", () => {
    const own = read(JSON.stringify({ version: '2.3.0', outcome: 'answered', summary: 'Benchmarked', runs: [{ name: 'parse', ms: 12 }], findings: [{ title: 'Parser is quadratic', severity: 'high', location: 'src/parse.ts:40' }] }));
    expect(own.answers.outcome).toBe('answered');
    expect(own.answers.findings.join('\n')).toContain('Parser is quadratic');
    expect(section(own, SCANNER_HEADING)).toBeUndefined();
    // 2.1.0 without a driver in a run is no SARIF either; with one, or with a SARIF $schema, it is.
    expect(section(read(JSON.stringify({ version: '2.1.0', outcome: 'answered', runs: [{ name: 'x' }], findings: ['A bug'] })), SCANNER_HEADING)).toBeUndefined();
  });
  it('10,000 results: each one a finding (its time is the bench\'s to measure, not a test\'s)', () => {
    const many = Array.from({ length: 10_000 }, (_, k) => ({ ruleId: 'js/sql-injection', ruleIndex: 0, level: 'warning', message: { text: `Result ${k}.` }, locations: loc(`src/f${k}.js`, k + 1) }));
    const big = read(JSON.stringify(sarif(many)));
    expect(big.findingCount).toBe(10_000);
  });
});
