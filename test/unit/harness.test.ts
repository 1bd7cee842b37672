// Which coding-agent harness runs handoff (prompts/harnesses.txt, parsed and applied by pure functions):
// detection for `start --exec`, and the origin session `new` records.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectHarnesses, originSession, parseHarnesses } from '../../src/io/agents.js';
import { promptsDir } from '../../src/paths.js';

const RULES = parseHarnesses(readFileSync(join(promptsDir(), 'harnesses.txt'), 'utf8'));
const names = (env: NodeJS.ProcessEnv, stdinIsTTY?: boolean) => detectHarnesses({ env, stdinIsTTY }, RULES).map((r) => r.name);

describe('parseHarnesses', () => {
  it('reads the shipped file: every harness start knows how to launch, but amp (nothing documented), plus cursor', () => {
    expect([...new Set(RULES.map((r) => r.name))]).toEqual(['claude', 'codex', 'copilot', 'gemini', 'opencode', 'cursor']);
  });

  it('a malformed line is an error naming the line', () => {
    expect(() => parseHarnesses('# c\nclaude | lower=1 | X\n')).toThrow(/harnesses\.txt:2:/);
    expect(() => parseHarnesses('claude | CLAUDECODE=1\n')).toThrow(/harnesses\.txt:1:/);
    expect(() => parseHarnesses('claude | | X\n')).toThrow(/harnesses\.txt:1:/);
    expect(() => parseHarnesses('claude | A | not-a-var\n')).toThrow(/harnesses\.txt:1:/);
  });
});

describe('detectHarnesses', () => {
  it('nothing in a plain shell', () => {
    expect(names({ PATH: '/bin', HOME: '/h' }, false)).toEqual([]);
  });

  it('each harness by its documented variables', () => {
    expect(names({ CLAUDECODE: '1', CLAUDE_CODE_CHILD_SESSION: '1' }, true)).toEqual(['claude']);
    expect(names({ CLAUDECODE: '1', CLAUDE_CODE_SESSION_ID: 'abc' }, true)).toEqual(['claude']);
    expect(names({ CODEX_THREAD_ID: 't-1' }, true)).toEqual(['codex']);
    expect(names({ COPILOT_CLI: '1' }, true)).toEqual(['copilot']);
    expect(names({ COPILOT_AGENT_SESSION_ID: 's' }, true)).toEqual(['copilot']);
    expect(names({ GEMINI_CLI: '1' }, true)).toEqual(['gemini']);
    expect(names({ OPENCODE: '1', OPENCODE_PID: '9' }, true)).toEqual(['opencode']);
    expect(names({ CURSOR_AGENT: '1' }, true)).toEqual(['cursor']);
  });

  it('exact values and partial matches do not count', () => {
    expect(names({ CLAUDECODE: '0', CLAUDE_CODE_CHILD_SESSION: '1' }, false)).toEqual([]);
    expect(names({ GEMINI_CLI: 'true' }, false)).toEqual([]);
    expect(names({ OPENCODE: '1' }, false)).toEqual([]); // Kilo Code, a fork, sets this without OPENCODE_PID
    expect(names({ CODEX_THREAD_ID: '' }, false)).toEqual([]);
  });

  it('CLAUDECODE=1 alone (an IDE terminal sets it too) counts only when stdin is not a terminal', () => {
    expect(names({ CLAUDECODE: '1' }, true)).toEqual([]);
    expect(names({ CLAUDECODE: '1' })).toEqual([]); // unknown counts as a terminal
    expect(names({ CLAUDECODE: '1' }, false)).toEqual(['claude']);
  });

  it('nested harnesses are all reported, each once', () => {
    expect(names({ CLAUDECODE: '1', CLAUDE_CODE_CHILD_SESSION: '1', CLAUDE_CODE_SESSION_ID: 'a', CODEX_THREAD_ID: 'b' }, false)).toEqual(['claude', 'codex']);
  });
});

describe('originSession', () => {
  it('the harness session id, exactly, with the agent name and an "agent:id" label', () => {
    expect(originSession({ CLAUDECODE: '1', CLAUDE_CODE_SESSION_ID: '3f1c2d4e-aaaa' }, RULES)).toEqual({ agent: 'claude', id: '3f1c2d4e-aaaa', label: 'claude:3f1c2d4e-aaaa' });
    expect(originSession({ CODEX_THREAD_ID: '0199aa00-bbbb' }, RULES)).toEqual({ agent: 'codex', id: '0199aa00-bbbb', label: 'codex:0199aa00-bbbb' });
    expect(originSession({ COPILOT_CLI: '1', COPILOT_AGENT_SESSION_ID: 'cs-1' }, RULES)?.label).toBe('copilot:cs-1');
  });

  it('undefined where no id is exposed, outside any harness, or when harnesses are nested', () => {
    expect(originSession({ GEMINI_CLI: '1' }, RULES)).toBeUndefined();
    expect(originSession({ CURSOR_AGENT: '1' }, RULES)).toBeUndefined();
    expect(originSession({ CLAUDECODE: '1', CLAUDE_CODE_CHILD_SESSION: '1' }, RULES)).toBeUndefined();
    expect(originSession({}, RULES)).toBeUndefined();
    expect(originSession({ CLAUDECODE: '1', CLAUDE_CODE_SESSION_ID: 'a', CODEX_THREAD_ID: 'b' }, RULES)).toBeUndefined();
  });

  it('a variable that does not hold an id (control bytes, spaces, a token glued on, 200 characters) is not taken for one', () => {
    const token = 'ghp_' + 'Z8x2QnL4vR7tK1mW9pB3cD6fH0jS5aY2eU8i';
    for (const bad of ['sess-\u001b[2J' + token, 'two words', 'a'.repeat(200), '-starts-with-a-dash', 'x\ny']) {
      expect(originSession({ CLAUDECODE: '1', CLAUDE_CODE_SESSION_ID: bad }, RULES), JSON.stringify(bad)).toBeUndefined();
    }
    expect(originSession({ CLAUDECODE: '1', CLAUDE_CODE_SESSION_ID: '01JD5Z8XK2QNL4VR7TK1MW9PB3' }, RULES)?.id).toBe('01JD5Z8XK2QNL4VR7TK1MW9PB3');
  });

  it('a Claude Code IDE terminal (CLAUDECODE=1 alone) does not hide the Codex session started in it', () => {
    expect(originSession({ CLAUDECODE: '1', CODEX_THREAD_ID: 'b' }, RULES)?.label).toBe('codex:b');
  });
});
