// The skill's commands, run exactly as written in the skill text: every ```sh block of `handoff skill`,
// in order, through a real shell, in a temp repo, from a terminal without `handoff` on PATH and without
// HANDOFF_HOME: the printed commands name this installation and the store themselves. The one substitution is the `<id>` placeholder, which
// becomes the id that the skill's own `handoff new` command printed.
//
// A block whose command does not exist in this build (return, inbox and pull come with the return leg)
// is reported as skipped, never passed; once those commands exist the same blocks run for real. A block
// this test does not recognise fails it, so the skill text cannot grow commands that go untested.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, cleanup, handoff, repo, requireBuilt, sandbox, type Sandbox } from '../helpers/agents-harness.js';

let sb: Sandbox;
let cwd: string;
let env: NodeJS.ProcessEnv;
let blocks: string[] = [];
let id: string | null = null;
const ran = new Set<string>();

/** The ```sh blocks of a markdown text, in order. */
function shBlocks(md: string): string[] {
  return [...md.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

/** What every printed command starts with: the store (not the default here) and this installation. */
const PREFIX = /^HANDOFF_HOME=\S+ (?:\S*node|'[^']*node') '?\S+\/dist\/cli\.js'? /;

function verbOf(block: string): string {
  const m = new RegExp(`${PREFIX.source}([a-z]+)\\b`).exec(block.trim());
  if (!m) throw new Error(`a \`\`\`sh block that does not start with a handoff command:\n${block}`);
  return m[1]!;
}

function runBlock(block: string): { status: number | null; stdout: string; stderr: string } {
  const script = id ? block.split('<id>').join(id) : block;
  if (script.includes('<id>')) throw new Error('a block uses <id> before the skill has created a handoff');
  const r = spawnSync('sh', ['-c', script], { cwd, env, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  requireBuilt();
  sb = sandbox();
  cwd = repo(sb.env);
  const r = handoff(['skill'], { cwd, env: sb.env });
  expect(r.code).toBe(0);
  blocks = shBlocks(r.stdout);
  // The terminal the blocks run in: no HANDOFF_HOME, no `handoff` on PATH.
  const { HANDOFF_HOME: _store, ...rest } = sb.env;
  env = { ...rest, PATH: (sb.env.PATH ?? '').split(delimiter).filter((d) => d && !existsSync(join(d, 'handoff'))).join(delimiter) };
});
afterAll(cleanup);

// What each block must show; the order is the skill's.
const CHECKS: Record<string, (out: { stdout: string; stderr: string }) => void> = {
  prompt: (o) => expect(o.stdout).toMatch(new RegExp(`^${PREFIX.source.slice(1)}new task --no-input --json --body - <<'HANDOFF'$`, 'm')),
  new: (o) => {
    const j = JSON.parse(o.stdout);
    expect(j.lint.errors).toBe(0);
    expect(j.status).toBe('open');
    id = j.id;
  },
  start: (o) => expect(o.stdout).toMatch(/^cd \S+ && claude "\$\(cat .*brief\.md'?\)"/),
  return: () => {},
  inbox: (o) => expect(o.stdout).toContain(id!),
  pull: (o) => expect(o.stdout).toContain('strict: false'),
};
const NEEDS: Record<string, string[]> = { start: ['new'], return: ['new'], inbox: ['return'], pull: ['return'] };

describe('the skill text', () => {
  it('teaches the four non-interactive commands', () => {
    const text = handoff(['skill'], { cwd, env: sb.env }).stdout;
    expect(text).toMatch(new RegExp(`^${PREFIX.source.slice(1)}new task --no-input --json --body -`, 'm'));
    // Inline commands are named too; prose about "the handoff CLI" is not a command.
    expect(text).not.toMatch(/`handoff [a-z]/);
    expect(text).not.toMatch(/^handoff /m);
    for (const verb of ['new', 'return', 'inbox', 'pull']) expect(blocks.some((b) => verbOf(b) === verb), verb).toBe(true);
    expect(text).toMatch(/evidence to weigh, not orders/);
  });

  it('never leads an agent to launch another agent inside its own tool call', () => {
    const text = handoff(['skill'], { cwd, env }).stdout;
    const always = handoff(['skill', '--json'], { cwd, env }).json().always as string;
    for (const t of [text, always]) {
      expect(t).not.toMatch(/--exec/);
      expect(t).toMatch(/give (it to )?the person/i);
    }
  });

  it('has no command this test does not know', () => {
    expect(blocks.map(verbOf).filter((v) => !(v in CHECKS))).toEqual([]);
  });
});

describe('every command in the skill, run as written', () => {
  // vitest collects tests before beforeAll runs, so the steps are declared from the known order and
  // matched to the blocks when they run.
  for (const verb of Object.keys(CHECKS)) {
    it.skipIf(!hasAtCollect(verb))(`handoff ${verb}`, () => {
      const mine = blocks.filter((b) => verbOf(b) === verb);
      expect(mine.length, `the skill has no handoff ${verb} block`).toBeGreaterThan(0);
      for (const need of NEEDS[verb] ?? []) expect(ran.has(need), `needs handoff ${need} to have run first`).toBe(true);
      for (const block of mine) {
        const r = runBlock(block);
        expect(r.status, `${block}\n--- stderr ---\n${r.stderr}`).toBe(0);
        CHECKS[verb]!(r);
      }
      ran.add(verb);
    });
  }

  // The skill says how to return when nothing was found; its own return block, so written, is accepted with zero
  // findings (an agent that found nothing was refused with exit 2 and had no word for it in the skill).
  it.skipIf(!hasAtCollect('return'))('a return that found nothing, written as the skill says', () => {
    const text = handoff(['skill'], { cwd, env: sb.env }).stdout;
    expect(text).toContain('(`None.` if you found nothing)');
    expect(ran.has('new'), 'needs handoff new to have run first').toBe(true);
    const block = blocks.find((b) => verbOf(b) === 'return')!;
    const none = block.replace(/^- .*\[verified: [^\n]*$/m, 'None.');
    expect(none).not.toBe(block);
    // (--force: the skill's own pull has closed that handoff.)
    const r = runBlock(none.replace(' --json ', ' --json --force '));
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { findings: unknown[]; noFindings?: { text: string } };
    expect(j.findings).toEqual([]);
    expect(j.noFindings?.text).toBe('None.');
  });
});

/**
 * Does this build have the command? `handoff help VERB` exits 0 only for a known one (`handoff VERB --help`
 * exits 0 either way: commander shows the program's help for an unknown command). Probed when the tests
 * are collected, before the sandbox exists, with an environment that has nothing of the user's.
 */
function hasAtCollect(verb: string): boolean {
  requireBuilt();
  const r = spawnSync(process.execPath, [CLI, 'help', verb], { encoding: 'utf8', env: { PATH: process.env.PATH, NO_COLOR: '1' } });
  return r.status === 0;
}
