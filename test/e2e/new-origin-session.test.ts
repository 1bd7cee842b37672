// `handoff new` run by a coding agent records the harness's own session id as the origin session
// ("agent:id", in handoff.json and the brief's header); --from and $HANDOFF_SESSION still win, and no id
// is guessed when harnesses are nested.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, handoff, repo, requireBuilt, sandbox, type Sandbox } from '../helpers/agents-harness.js';

let sb: Sandbox;
let cwd: string;

beforeAll(() => {
  requireBuilt();
  sb = sandbox();
  cwd = repo(sb.env);
});
afterAll(cleanup);

const CLAUDE = { CLAUDECODE: '1', CLAUDE_CODE_CHILD_SESSION: '1', CLAUDE_CODE_SESSION_ID: '3f1c2d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f' };

function cut(extra: NodeJS.ProcessEnv, args: string[] = []): { record: any; brief: string; id: string } {
  const r = handoff(['new', 'task', '--no-input', '--json', '--no-copy', '--title', 'Origin', '--why', 'w', '--deliver', 'd', '--first-step', 'f', ...args], { cwd, env: { ...sb.env, ...extra } });
  expect(r.code, r.stderr).toBe(0);
  const j = r.json();
  return { record: JSON.parse(readFileSync(j.json, 'utf8')), brief: readFileSync(j.brief, 'utf8'), id: j.id };
}

describe('the origin session of new', () => {
  it("Claude Code: CLAUDE_CODE_SESSION_ID, exactly, as claude:<id> in handoff.json, the brief and show", () => {
    const { record, brief, id } = cut(CLAUDE);
    expect(record.from).toBe(`claude:${CLAUDE.CLAUDE_CODE_SESSION_ID}`);
    expect(brief).toContain(`session \`claude:${CLAUDE.CLAUDE_CODE_SESSION_ID}\``);
    expect(handoff(['show', id], { cwd, env: sb.env }).stdout).toContain(`by session claude:${CLAUDE.CLAUDE_CODE_SESSION_ID}`);
  });

  it('Codex: CODEX_THREAD_ID', () => {
    expect(cut({ CODEX_THREAD_ID: '0199aa00-1111-7000-8000-000000000002' }).record.from).toBe('codex:0199aa00-1111-7000-8000-000000000002');
  });

  it('--from, then $HANDOFF_SESSION, win over the harness id', () => {
    expect(cut(CLAUDE, ['--from', 'my-label']).record.from).toBe('my-label');
    expect(cut({ ...CLAUDE, HANDOFF_SESSION: 'env-label' }).record.from).toBe('env-label');
  });

  it('none when the harness exposes no id, or when two harnesses are nested', () => {
    expect(cut({ GEMINI_CLI: '1' }).record.from ?? null).toBeNull();
    expect(cut({ ...CLAUDE, CODEX_THREAD_ID: 'inner' }).record.from ?? null).toBeNull();
    expect(cut({}).record.from ?? null).toBeNull();
  });
});

describe('the returning session of return', () => {
  it('labels each return with its harness session id; $HANDOFF_SESSION wins; pull --json shows it', () => {
    const { id } = cut({});
    const ret = (extra: NodeJS.ProcessEnv) => {
      const r = handoff(['return', id, '--no-input', '--json', '--outcome', 'answered', '--finding', 'x [unverified]'], { cwd, env: { ...sb.env, ...extra } });
      expect(r.code, r.stderr).toBe(0);
    };
    ret({ CODEX_THREAD_ID: '0199aa00-2222' });
    ret({ CODEX_THREAD_ID: '0199aa00-3333', HANDOFF_SESSION: 'named' });
    ret({ GEMINI_CLI: '1' });
    const p = handoff(['pull', id, '--json'], { cwd, env: sb.env });
    expect(p.code, p.stderr).toBe(0);
    expect(p.json().returns.map((r: any) => r.from)).toEqual(['codex:0199aa00-2222', 'named', null]);
  });
});
