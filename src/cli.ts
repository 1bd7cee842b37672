#!/usr/bin/env node
// The only file that touches argv, the console and the exit status. Each command's module is imported
// only when that command runs, so `handoff --version` and `--help` load almost nothing.

import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { Ctx, CommandResult } from './context.js';
import { EXIT, HandoffError } from './errors.js';

const version = (): string => (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

function makeCtx(): Ctx {
  return {
    cwd: process.cwd(),
    env: process.env,
    now: () => new Date(),
    io: {
      out: (t) => void process.stdout.write(t),
      err: (t) => void process.stderr.write(t),
      stdin: process.stdin,
      stdinIsTTY: Boolean(process.stdin.isTTY),
      stdoutIsTTY: Boolean(process.stdout.isTTY),
    },
  };
}

let jsonMode = false;

function report(e: unknown): number {
  if (e instanceof HandoffError) {
    if (e.exitCode === EXIT.cancelled) {
      process.stderr.write('handoff: cancelled; nothing was written\n');
    } else {
      process.stderr.write(`handoff: ${e.message}\n${e.hint ? `  ${e.hint.split('\n').join('\n  ')}\n` : ''}`);
    }
    if (jsonMode) process.stdout.write(JSON.stringify({ error: { message: e.message, exitCode: e.exitCode, hint: e.hint, ...e.detail } }, null, 2) + '\n');
    return e.exitCode;
  }
  const err = e as NodeJS.ErrnoException;
  const fs: Record<string, string> = { ENOSPC: 'the disk is full', EROFS: 'the file system is read-only', EACCES: 'permission denied', EDQUOT: 'the disk quota is exceeded' };
  const message = err?.code && fs[err.code] ? `${fs[err.code]}${err.path ? `: ${err.path}` : ''}` : `unexpected error: ${err?.stack ?? String(e)}`;
  process.stderr.write(`handoff: ${message}\n`);
  if (jsonMode) process.stdout.write(JSON.stringify({ error: { message, exitCode: EXIT.failure } }, null, 2) + '\n');
  return EXIT.failure;
}

type Loader = () => Promise<{ run: (ctx: Ctx, opts: any, ...args: any[]) => Promise<CommandResult> }>;

/** Run a command module and print its result: the --json document, or nothing (it printed its own text). */
function action(load: Loader) {
  return async (...args: unknown[]) => {
    const cmd = args[args.length - 1] as Command;
    const opts = cmd.opts();
    jsonMode = Boolean(opts.json);
    const positional = args.slice(0, -2);
    const mod = await load();
    const result = await mod.run(makeCtx(), opts, ...positional);
    if (opts.json) process.stdout.write(JSON.stringify(result.json, null, 2) + '\n');
    process.exitCode = result.exitCode ?? 0;
  };
}

const collect = (v: string, prev: string[] = []) => [...prev, v];

async function main(argv: string[]): Promise<void> {
  const args = argv.slice(2);
  jsonMode = args.includes('--json');
  if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
    process.stdout.write(version() + '\n');
    return;
  }
  const { Command, CommanderError } = await import('commander');
  const program = new Command('handoff')
    .description('Carve a focused slice of work out of an agent session into a self-contained brief, and bring the findings back.')
    .version(version(), '-V, --version')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s), writeOut: (s) => process.stdout.write(s) });

  const example = (cmd: Command, text: string) => cmd.addHelpText('after', `\nExample:\n  ${text.split('\n').join('\n  ')}\n`);

  example(
    program
      .command('new')
      .argument('[kind]', 'prototype, bug, review, task, or one of your own (see: handoff kinds)')
      .description('carve a slice into a brief (asks at a terminal; takes flags and --body for agents)')
      .option('-t, --title <text>', 'a short title')
      .option('--why <text>', 'why this slice is being carved off')
      .option('--deliver <text>', 'what the receiving agent must deliver, and when it is done')
      .option('--context <text>', 'what the reader needs to know about the current state')
      .option('--decided <text>', 'an item already decided, as "decision — because" (repeatable)', collect)
      .option('--dead-end <text>', 'something tried that failed, and why (repeatable)', collect)
      .option('--pointer <text>', 'a primary source: path[:line] — note, a URL or a command (repeatable)', collect)
      .option('--out-of-scope <text>', 'something the reader must not do (repeatable)', collect)
      .option('--first-step <text>', 'the first concrete step')
      .option('--field <name=value>', "an answer to the kind's own question (repeatable; see: handoff prompt KIND)", collect)
      .option('--body <file|->', 'markdown whose ## sections fill the brief by heading ("-" reads stdin)')
      .option('--from <label>', 'label of the origin session (default: $HANDOFF_SESSION)')
      .option('--to <agent>', 'agent(s) to print start lines for (repeatable)', collect)
      .option('--supersedes <id>', 'this brief replaces an open one')
      .option('--expect <n>', 'number of independent returns expected (fan-out)')
      .option('--copy', 'copy the brief to the clipboard (default: when a person is at a terminal)')
      .option('--no-copy', 'do not copy the brief to the clipboard')
      .option('--print', 'print the brief (markdown) to stdout')
      .option('--exec <command>', 'run a command with the brief on its stdin (through the shell) and exit with its status')
      .option('--force', 'write it even when lint finds errors')
      .option('--no-input', 'never prompt; missing required answers are an error')
      .option('--json', 'print one JSON document on stdout')
      .action(action(() => import('./commands/new.js'))),
    `handoff new bug --title "Login test flakes" --why "..." --deliver "..." --field observed="..." \\
    --field expected="..." --field reproduce="npm test -- login" --first-step "..." --no-input --json
echo "## Why\\n..." | handoff new task --title "Split the parser" --body - --no-input --json`,
  );

  example(
    program
      .command('path')
      .argument('[id]', 'a handoff id, unique prefix, or "latest"')
      .description("print the store's folder, or one handoff's folder")
      .option('--json', 'print one JSON document on stdout')
      .action(action(() => import('./commands/path.js'))),
    'cd "$(handoff path latest)"',
  );

  example(
    program
      .command('kinds')
      .description('list the kinds of brief: built in, your own (~/.config/handoff/kinds) and the repo\'s (.handoff/kinds)')
      .option('--json', 'print one JSON document on stdout')
      .action(action(() => import('./commands/kinds.js'))),
    'handoff kinds --json',
  );

  example(
    program
      .command('lint')
      .argument('<target>', 'a handoff id (or unique prefix, or "latest"), a markdown file, or "-" for standard input')
      .description('check a brief or a return: required sections, unfilled slots, secrets, shared-context phrases, paths (exit 3 on errors)')
      .option('--strict', 'exit 3 on warnings too')
      .option('--budget <tokens>', 'token budget of a brief (default 6000)')
      .option('--json', 'print one JSON document on stdout: {kind, findings, counts}')
      .action(action(() => import('./commands/lint.js'))),
    'handoff lint latest\nhandoff lint notes/brief.md --strict\ncat return.md | handoff lint - --json',
  );

  try {
    await program.parseAsync(argv);
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version arrive here as "errors" with exit code 0.
      process.exitCode = e.exitCode === 0 ? 0 : EXIT.usage;
      if (jsonMode && e.exitCode !== 0) process.stdout.write(JSON.stringify({ error: { message: e.message, exitCode: EXIT.usage } }) + '\n');
      return;
    }
    process.exitCode = report(e);
  }
}

process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
});

await main(process.argv);
