// A return body an agent CLI or a scanner printed as JSON (json55), through the built CLI: Claude Code's
// `--output-format json` / `stream-json`, `codex exec --json` and SARIF 2.1.0 recorded with `return --body`: the
// answer recorded as the same markdown given directly would be (pull --json reads the same findings back), the run
// kept (its table, its other fields), a failed run not recorded as answered, nothing of a SARIF report lost, a secret
// redacted; `lint` agrees with `return`; JSON Lines that are no agent's stay as before. Synthetic documents only.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff, sectionOf, type ReturnJson } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';
import type { FindingData } from '../../src/brief/findings.js';

const w = docWorld();
const h = oneHandoff(w, 'json55 returns');

const ANSWER = [
  '# Pager review',
  '',
  '## Outcome',
  'answered — two bugs in the pager',
  '',
  '## Non-obvious findings',
  '1. **Off-by-one on the last page** (high) — `src/pager.ts:10-12`: the loop runs once more when `n` is even.',
  '2. **Cache key ignores locale** (low) — `lib/cache.ts:4`: the key uses the path only; token ghp_abcdefghijklmnopqrstuvwxyz0123456789.',
  '',
  '## Recommendations',
  '- Clamp the loop to `n - 1`.',
].join('\n');

const claude = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ type: 'result', subtype: 'success', is_error: false, duration_ms: 12345, num_turns: 7, result: ANSWER, session_id: 'sess-1', total_cost_usd: 0.0421, usage: { input_tokens: 1200, output_tokens: 345 }, ...extra }, null, 2);
const jsonl = (events: unknown[]) => events.map((e) => JSON.stringify(e)).join('\n') + '\n';
const codex = jsonl([
  { type: 'thread.started', thread_id: 'th-1' },
  { type: 'turn.started' },
  { type: 'item.completed', item: { id: 'item_0', type: 'command_execution', command: 'rg pager', aggregated_output: 'src/pager.ts', exit_code: 0, status: 'completed' } },
  { type: 'item.completed', item: { id: 'item_1', type: 'agent_message', text: ANSWER } },
  { type: 'turn.completed', usage: { input_tokens: 10, cached_input_tokens: 0, output_tokens: 5 } },
]);

const summary = (fs: FindingData[]) => fs.map((f) => [f.title, f.severity ?? null, f.location ?? null, f.state ?? null]);
const pulled = (): { outcome: string; findings: FindingData[] } => {
  const p = runCli(['pull', h.id, '--keep', '--json'], w.opts());
  expect(p.code, p.stderr).toBe(0);
  return (JSON.parse(p.stdout) as { returns: { outcome: string; findings: FindingData[] }[] }).returns.at(-1)!;
};
/** The returns written to the handoff so far (its folder, found by a return recorded now). */
const returnFiles = () => {
  const dir = dirname(h.record(ANSWER).j.file);
  return () => readdirSync(dir).filter((f) => /^return-\d+\.md$/.test(f)).length;
};

describe("an agent CLI's JSON output: its answer recorded as the markdown itself would be", () => {
  it('claude -p --output-format json: the same outcome and findings as the answer given directly; pull reads them back', () => {
    const direct = h.record(ANSWER);
    const { j, md, stderr } = h.record(claude());
    expect(j.outcome).toBe('answered');
    expect(summary(j.findings)).toEqual(summary(direct.j.findings));
    expect(summary(j.findings)).toEqual([
      ['Off-by-one on the last page', 'high', 'src/pager.ts:10-12', null],
      ['Cache key ignores locale', 'low', 'lib/cache.ts:4', null],
    ]);
    expect(summary(pulled().findings)).toEqual(summary(j.findings));
    for (const s of ['Outcome', 'Recommendations']) expect(sectionOf(md, s)).toBe(sectionOf(direct.md, s));
    expect(stderr).toMatch(/"result" -> read as the body: Claude Code's answer/);
  });
  it('the run kept: its table under "Agent run", its other fields as written; a secret in the answer redacted', () => {
    const { j, md } = h.record(claude());
    const table = sectionOf(md, 'Agent run')!;
    for (const row of ['| session | sess-1 |', '| cost | 0.0421 USD |', '| turns | 7 |', '| duration | 12.3 s (12345 ms) |', '| run | succeeded (subtype: success) |']) expect(table).toContain(row);
    expect(sectionOf(md, 'JSON fields kept as written')).toBe('```json\n{\n  "usage": {\n    "input_tokens": 1200,\n    "output_tokens": 345\n  }\n}\n```');
    expect(md).not.toContain('ghp_abcdefghij');
    expect(readFileSync(j.file.replace(/\.md$/, '.json'), 'utf8')).not.toContain('ghp_abcdefghij');
  });
  it('stream-json on --body -, and codex exec --json: the same findings', () => {
    const stream = jsonl([{ type: 'system', subtype: 'init', session_id: 's', model: 'claude-sonnet-4-5' }, { type: 'assistant', message: { content: [{ type: 'text', text: 'looking' }] } }, JSON.parse(claude())]);
    const r = runCli(['return', h.id, '--body', '-', '--no-input', '--json'], { ...w.opts(), input: stream });
    expect(r.code, r.stderr).toBe(0);
    const viaStdin = JSON.parse(r.stdout) as ReturnJson;
    expect(readFileSync(viaStdin.file, 'utf8')).toContain('| model | claude-sonnet-4-5 |');
    const c = h.record(codex);
    expect(summary(c.j.findings)).toEqual(summary(viaStdin.findings));
    expect(sectionOf(c.md, 'Agent run')).toContain('| agent | Codex (`codex exec --json`) |');
  });
});

describe('a failed run is not recorded as answered', () => {
  const failed = claude({ subtype: 'error_max_turns', is_error: true });
  it('its text says "answered": exit 2 asking for --outcome, the failure on stderr and in --json warnings, nothing written', () => {
    const count = returnFiles();
    const before = count();
    const r = h.returnBody(failed);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Claude Code's run failed (subtype: error_max_turns, is_error: true)");
    expect(r.stderr).toContain('--outcome');
    expect(count()).toBe(before);
  });
  it('--outcome still wins; the written return states the failure', () => {
    const { j, md } = h.record(failed, '--outcome', 'partial');
    expect(j.outcome).toBe('partial');
    expect(sectionOf(md, 'Agent run')).toContain('| run | failed (subtype: error_max_turns, is_error: true) |');
    expect((j as unknown as { warnings: { code: string }[] }).warnings.map((x) => x.code)).toContain('run-failed');
    expect(j.findings).toHaveLength(2);
  });
});

const sarif = JSON.stringify(
  {
    version: '2.1.0',
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    runs: [
      {
        tool: { driver: { name: 'Semgrep OSS', semanticVersion: '1.90.0', rules: [{ id: 'py.sqli', name: 'py.sqli', shortDescription: { text: 'SQL built by string formatting' }, help: { text: 'Use parameters.' } }] } },
        invocations: [{ executionSuccessful: true, toolExecutionNotifications: [] }],
        results: [
          { ruleId: 'py.sqli', ruleIndex: 0, level: 'error', message: { text: 'Query built from request data.' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'api/db.py', uriBaseId: '%SRCROOT%' }, region: { startLine: 42, endLine: 44, startColumn: 5 } } }], fingerprints: { 'matchBasedId/v1': 'f00' } },
          { ruleId: 'py.sqli', ruleIndex: 0, level: 'warning', message: { text: 'Accepted in tests.' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'tests/t.py' }, region: { startLine: 3 } } }], suppressions: [{ kind: 'inSource', justification: 'fixture' }] },
          { ruleId: 'py.other', level: 'note', message: { text: 'No location at all.' } },
        ],
      },
    ],
  },
  null,
  2,
);

describe('SARIF 2.1.0 through the CLI', () => {
  it('one finding per result, answered from executionSuccessful, the suppressed one kept as won\'t fix; pull reads them back', () => {
    const { j, md, stderr } = h.record(sarif);
    expect(j.outcome).toBe('answered');
    expect(stderr).toMatch(/outcome: answered, read from line \d+ of --body \S+: "executionSuccessful: true \(Semgrep OSS\)"/);
    expect(summary(j.findings)).toEqual([
      ['SQL built by string formatting', null, 'api/db.py:42-44', null],
      ['SQL built by string formatting', 'medium', 'tests/t.py:3', 'wontfix'],
      ['py.other', null, null, null],
    ]);
    expect(summary(pulled().findings)).toEqual(summary(j.findings));
    expect(sectionOf(md, 'Scanner')).toContain('| 1 | Semgrep OSS | 1.90.0 | 3 | 1 | ran (executionSuccessful: true) |');
    // Nothing lost: the columns, fingerprints and the rules' help are in the written return.
    for (const v of ['startColumn', 'matchBasedId/v1', 'Use parameters.', 'toolExecutionNotifications', 'Severity: error']) expect(md).toContain(v);
  });
});

describe('lint agrees with return', () => {
  it('.json (an agent run), .jsonl (a stream), .sarif: kind return, the same number of findings as return records', () => {
    const stream = jsonl([{ type: 'system', subtype: 'init', session_id: 's', model: 'm' }, JSON.parse(claude())]);
    for (const [name, text] of [['run.json', claude()], ['run.jsonl', stream], ['codex.jsonl', codex], ['scan.sarif', sarif]] as const) {
      const l = runCli(['lint', w.file(name, text), '--json'], w.opts());
      expect(l.code, `${name}: ${l.stderr}`).toBe(0);
      const lj = JSON.parse(l.stdout) as { kind: string; returnFindings: number };
      const { j } = h.record(text);
      expect([name, lj.kind, lj.returnFindings], name).toEqual([name, 'return', j.findings.length]);
    }
  });
  it('a failed run: lint says so on stderr and in --json', () => {
    const l = runCli(['lint', w.file('failed.json', claude({ is_error: true, subtype: 'error_during_execution' })), '--json'], w.opts());
    expect((JSON.parse(l.stdout) as { runFailed?: string }).runFailed).toBe('subtype: error_during_execution, is_error: true');
    const human = runCli(['lint', w.file('failed2.json', claude({ is_error: true, subtype: 'error_during_execution' }))], w.opts());
    expect(human.stderr).toContain("Claude Code's run failed (subtype: error_during_execution, is_error: true)");
  });
  it('JSON Lines that are no agent\'s stay as before: lint reads them as markdown, return refuses', () => {
    const logs = jsonl([{ type: 'log', level: 'info', msg: 'a' }, { type: 'log', level: 'warn', msg: 'b' }]);
    expect((JSON.parse(runCli(['lint', w.file('logs.jsonl', logs), '--json'], w.opts()).stdout) as { kind: string }).kind).toBe('brief');
    expect(h.returnBody(logs).code).toBe(2);
  });
});
