#!/usr/bin/env node
// The only file that touches argv, the console and the exit status. Each command's module is imported
// only when that command runs, so `handoff --version` and `--help` load almost nothing.

import { fstatSync, readFileSync, type Stats, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Command } from 'commander';
import type { Ctx, CommandResult } from './context.js';
import { EXIT, HandoffError } from './errors.js';
import { humanText, jsonText, wantsColor } from './ui/edge.js';

const version = (): string => (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * process.stdout and process.stderr, each with an error handler on. Node makes them on first use (a stream
 * object each, ~1-2 ms): a command that never prints to one never makes it.
 *
 * A reader that went away (EPIPE: `handoff … | head -1`, `2>&1 | head`) is not a failure of the work:
 * that stream is written no more, the command goes on to its end (a return half-recorded because its
 * placement lines could not be shown would be lost, and a brief written anyway would be written again by a
 * retry), and exits with the status it earned.
 */
const gone = { 1: false, 2: false };
const ready = { 1: false, 2: false };

/**
 * What each standard descriptor is, asked once (fstat; undefined when it is closed).
 *
 * Why: node:tty (isatty) loads the net and stream modules, and process.stdout over a file or /dev/null
 * loads the stream modules for a writer that only calls fs.writeSync: ~15 M instructions together, ~3% of a
 * short command (`--version` is ~535 M, `node -e ""` ~500 M). Neither is needed where fstat answers.
 */
const stats = new Map<number, Stats | undefined>();
function statOf(fd: number): Stats | undefined {
  if (!stats.has(fd)) {
    let st: Stats | undefined;
    try {
      st = fstatSync(fd);
    } catch {
      st = undefined;
    }
    stats.set(fd, st);
  }
  return stats.get(fd);
}

/** The major number of a Linux device number (glibc's gnu_dev_major). */
const major = (rdev: number) => ((rdev / 0x100) & 0xfff) | (Math.floor(rdev / 0x100000000) & ~0xfff);

/**
 * isatty(fd), loading node:tty only where fstat cannot answer: a terminal is a character device, and on
 * Linux never a memory device (major 1: /dev/null, /dev/zero, ..., where output sent nowhere goes).
 */
const ttys = new Map<number, boolean>();
function isatty(fd: number): boolean {
  let v = ttys.get(fd);
  if (v === undefined) {
    const st = statOf(fd);
    v = st !== undefined && st.isCharacterDevice() && !(process.platform === 'linux' && major(st.rdev) === 1)
      ? (createRequire(import.meta.url)('node:tty') as typeof import('node:tty')).isatty(fd)
      : false;
    ttys.set(fd, v);
  }
  return v;
}

/**
 * Whether Node would write `fd` synchronously, as a file: a regular file, or a character device that is
 * not a terminal (libuv's uv_guess_handle calls both UV_FILE, and process.stdout is then a SyncWriteStream,
 * one fs.writeSync per write). Such output is written here with that same one writeSync, without the stream.
 */
const direct = (fd: 1 | 2) => {
  const st = statOf(fd);
  return st !== undefined && (st.isFile() || (st.isCharacterDevice() && !isatty(fd)));
};
/** One write, as SyncWriteStream makes it; a failure (EPIPE, ENOSPC, EIO) ends writing there, as the
 *  stream's 'error' does below. */
function writeDirect(fd: 1 | 2, text: string): void {
  try {
    writeSync(fd, text);
  } catch {
    gone[fd] = true;
  }
}
function stream(fd: 1 | 2): NodeJS.WriteStream {
  const s = fd === 1 ? process.stdout : process.stderr;
  if (!ready[fd]) {
    ready[fd] = true;
    // EPIPE, or EIO from a terminal that closed: there is nowhere left to say anything about it.
    s.on('error', () => {
      gone[fd] = true;
    });
  }
  return s;
}

// The output edge (ui/edge.ts): every byte this process prints passes one of these two, once.
// Human text is redacted and its control bytes made visible; a --json document is redacted and escaped.
let colorOut: boolean | undefined;
let colorErr: boolean | undefined;
//
// Order: with stdout and stderr on one pipe (2>&1, how agents' shell tools capture), a write to stdout that
// the pipe cannot take at once is finished later, while stderr is written at once, so a closing summary
// could land inside a line of the findings. stderr text therefore waits until stdout has written what
// came before it.
let stdoutPending = 0;
const queue: { fd: 1 | 2; text: string }[] = [];
/** Write what is queued, in order: stderr text waits until the stdout written before it is out. */
function pump(): void {
  while (queue.length) {
    const item = queue[0]!;
    if (item.fd === 2) {
      if (stdoutPending > 0) return;
      queue.shift();
      if (gone[2]) continue;
      if (direct(2)) writeDirect(2, item.text);
      else stream(2).write(item.text);
      continue;
    }
    queue.shift();
    if (gone[1]) continue;
    if (direct(1)) {
      writeDirect(1, item.text);
      continue;
    }
    stdoutPending++;
    stream(1).write(item.text, () => {
      if (--stdoutPending === 0) pump();
    });
  }
}
const toStdout = (text: string) => {
  queue.push({ fd: 1, text });
  pump();
};
const toStderr = (text: string) => {
  queue.push({ fd: 2, text });
  pump();
};
const printOut = (t: string) => toStdout(humanText(t, (colorOut ??= wantsColor(isatty(1), process.env))));
const printErr = (t: string) => toStderr(humanText(t, (colorErr ??= wantsColor(isatty(2), process.env))));
const printJson = (v: unknown, indent?: number) => toStdout(jsonText(v, indent) + '\n');

function makeCtx(): Ctx {
  return {
    cwd: process.cwd(),
    env: process.env,
    now: () => new Date(),
    io: {
      out: printOut,
      err: printErr,
      get stdin() {
        return process.stdin;
      },
      get stdinIsTTY() {
        return isatty(0);
      },
      get stdoutIsTTY() {
        return isatty(1);
      },
    },
  };
}

let jsonMode = false;

/** A hint's commands as they run from a new terminal (ui/hint.ts); that module loads only for such a hint. */
async function runnableHint(e: HandoffError): Promise<string | undefined> {
  if (!e.hint || !e.hint.includes('handoff ')) return e.hint;
  const hints = await import('./ui/hint.js');
  return hints.showsCommand(e.hint) ? hints.runnableHint(e.hint, process.env, process.cwd(), e.store) : e.hint;
}

async function report(e: unknown): Promise<number> {
  // Messages may echo what the user typed (a bad --field value, a title): the edge redacts and filters them.
  if (e instanceof HandoffError) {
    const hint = await runnableHint(e);
    if (e.exitCode === EXIT.cancelled && e.message === 'cancelled') {
      printErr('handoff: cancelled; nothing was written\n');
    } else {
      printErr(`handoff: ${e.message}\n${hint ? `  ${hint.split('\n').join('\n  ')}\n` : ''}`);
    }
    if (jsonMode) printJson({ error: { message: e.message, exitCode: e.exitCode, hint, ...e.detail } });
    return e.exitCode;
  }
  const err = e as NodeJS.ErrnoException;
  const fs: Record<string, string> = { ENOSPC: 'the disk is full', EROFS: 'the file system is read-only', EACCES: 'permission denied', EDQUOT: 'the disk quota is exceeded' };
  const message = err?.code && fs[err.code] ? `${fs[err.code]}${err.path ? `: ${err.path}` : ''}` : `unexpected error: ${err?.stack ?? String(e)}`;
  printErr(`handoff: ${message}\n`);
  if (jsonMode) printJson({ error: { message, exitCode: EXIT.failure } });
  return EXIT.failure;
}

type Loader = () => Promise<{ run: (ctx: Ctx, opts: any, ...args: any[]) => Promise<CommandResult> }>;

/**
 * Commands that start by asking git where they are, and what they ask: the whole scene (repo, branch,
 * HEAD, dirty files) or only the repo root. Git is started before their modules load.
 */
const ANCHORED: Record<string, 'scene' | 'where'> = {
  new: 'scene',
  return: 'scene',
  path: 'where',
  kinds: 'where',
  list: 'where',
  inbox: 'where',
  pull: 'where',
  show: 'where',
  close: 'where',
  prune: 'where',
  start: 'where',
  init: 'where',
  share: 'where',
  sync: 'where',
  prompt: 'where',
};

/** Run a command module and print its result: the --json document, or nothing (it printed its own text). */
function action(load: Loader) {
  return async (...args: unknown[]) => {
    const cmd = args[args.length - 1] as Command;
    const opts = cmd.opts();
    jsonMode = Boolean(opts.json);
    const positional = args.slice(0, -2);
    const ctx = makeCtx();
    const ask = Object.hasOwn(ANCHORED, cmd.name()) ? ANCHORED[cmd.name()] : undefined;
    if (ask) (await import('./scene/anchor.js')).prefetchScene(ctx.cwd, { env: ctx.env }, ask);
    // `new` asks the repo's handoff.share beside its anchor (fork/gather.ts): started here as the anchor is, it is
    // answered while the command's modules load, where gather waited for it.
    if (cmd.name() === 'new' && opts.share !== false) (await import('./scene/share-config.js')).prefetchShare(ctx);
    const mod = await load();
    const result = await mod.run(ctx, opts, ...positional);
    if (opts.json) printJson(result.json);
    process.exitCode = result.exitCode ?? 0;
  };
}

const collect = (v: string, prev: string[] = []) => [...prev, v];

async function main(argv: string[]): Promise<void> {
  const args = argv.slice(2);
  jsonMode = args.includes('--json');
  if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
    printOut(version() + '\n');
    return;
  }
  let commanderOut = '';
  // require, not import: commander is CommonJS, and loading it through the ESM loader costs ~3 ms more
  // (its ESM wrapper, and a parse of its source to find the named exports).
  const { Command, CommanderError } = createRequire(import.meta.url)('commander') as typeof import('commander');
  const program = new Command('handoff')
    .description('Carve a focused slice of work out of an agent session into a self-contained brief, and bring the findings back.')
    .version(version(), '-V, --version')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    // With --json, help and version text become the JSON document (below), never loose text on stdout.
    .configureOutput({ writeErr: printErr, writeOut: (t) => (jsonMode ? void (commanderOut += t) : printOut(t)) });

  const example = (cmd: Command, text: string) => cmd.addHelpText('after', `\nExample:\n  ${text.split('\n').join('\n  ')}\n`);
  // Each command's definition, in the order help lists them. When the command line starts with a command's
  // name only that one is built (building all 17 with their options is ~2 ms of every run); help, a typo
  // or options before the name get them all.
  const definitions: [name: string, build: () => void][] = [];
  const define = (name: string, build: () => void) => void definitions.push([name, build]);
  example(program, 'handoff new            # at a terminal: asks, previews, saves\nhandoff new --help     # every flag, for agents and scripts');

  define('new', () =>
    example(
      program
        .command('new')
        .argument('[kind]', 'prototype, bug, review, task, session, recovery, or one of your own (see: handoff kinds)')
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
        .option('--from <label>', "label of the origin session (default: $HANDOFF_SESSION, else the agent harness's session id)")
        .option('--to <agent>', 'agent(s) to print start lines for (repeatable)', collect)
        .option('--supersedes <id>', 'this brief replaces an open one')
        .option('--last-good <rev>', 'the last known good commit (session, recovery): resolved and checked by git')
        .option('--expect <n>', 'independent returns expected (fan-out, 1-20): pull shows them side by side and closes when all are in')
        .option('--attach <file>', 'a log or JSONL command record to add as evidence, trimmed (repeatable)', collect)
        .option('--tail <k>', 'lines (or JSONL entries) of each --attach to keep from its end (default 80)')
        .option('--copy', 'copy the brief to the clipboard (default: when a person is at a terminal)')
        .option('--no-copy', 'do not copy the brief to the clipboard')
        .option('--print', 'print the brief (markdown) to stdout')
        .option('--exec <command>', 'run a command with the brief on its stdin (through the shell) and exit with its status')
        .option('--share [remote]', "publish it on a git remote (refs/handoffs/<id>; default: the repo's handoff.share, else origin) for other clones and machines")
        .option('--force', 'write it even when lint finds errors')
        .option('--session <auto|file>', "draft Context, Dead ends and Pointers from the coding agent's transcript (Claude Code, Codex); auto: this repo's newest (the default at a terminal)")
        .option('--no-session', 'at a terminal: do not draft from the agent session')
        .option('--resume [draft]', "go on with a cancelled `new`: this repo's newest draft, or the one named")
        .option('--no-input', 'never prompt; missing required answers are an error')
        .option('--json', 'print one JSON document on stdout')
        .action(action(() => import('./commands/new.js'))),
      `handoff new bug --title "Login test flakes" --why "..." --deliver "..." --field observed="..." \\
    --field expected="..." --field reproduce="npm test -- login" --first-step "..." --no-input --json
printf '## Why\\n\\nIt mixes lexing and layout.\\n' | handoff new task --title "Split the parser" --body - \\
    --deliver "..." --first-step "..." --no-input --json`,
    ),
  );

  define('path', () =>
    example(
      program
        .command('path')
        .argument('[id]', 'a handoff id, unique prefix, or "latest"')
        .description("print the store's folder, or one handoff's folder")
        .option('--json', 'print one JSON document on stdout')
        .action(action(() => import('./commands/path.js'))),
      'cd "$(handoff path latest)"',
    ),
  );

  define('kinds', () =>
    example(
      program
        .command('kinds')
        .description('list the kinds of brief: built in, your own (~/.config/handoff/kinds) and the repo\'s (.handoff/kinds)')
        .option('--new <name>', "write a starter kind file to edit (the repo's .handoff/kinds, or yours with --global)")
        .option('--global', 'with --new: write it to your config folder instead of the repo')
        .option('--force', 'with --new: replace an existing kind file of that name')
        .option('--json', 'print one JSON document on stdout')
        .action(action(() => import('./commands/kinds.js'))),
      'handoff kinds --json\nhandoff kinds --new incident',
    ),
  );

  define('start', () =>
    example(
      program
        .command('start')
        .argument('<id>', 'a handoff id, unique prefix, or "latest"')
        .description('print the command that starts a fresh agent on a brief, or run it (--exec)')
        .option('--to <agent>', 'claude, codex, copilot, gemini, opencode, amp or any (repeatable; default: the brief\'s --to)', collect)
        .option('--exec', 'run the start line (through sh) in this terminal and exit with its status')
        .option('--json', 'print one JSON document on stdout')
        .action(action(() => import('./commands/start.js'))),
      'handoff start latest --to claude --exec',
    ),
  );

  define('prompt', () =>
    example(
      program
        .command('prompt')
        .argument('[kind]', 'the kind of brief to compose (see: handoff kinds)')
        .description('guidance for an origin agent on writing a focused brief, ending with the exact command to run')
        .option('--json', 'print one JSON document on stdout (the questions as data)')
        .action(action(() => import('./commands/prompt.js'))),
      'handoff prompt bug',
    ),
  );

  define('skill', () =>
    example(
      program
        .command('skill')
        .description('print the agent skill that teaches an agent to use handoff, or install it (--install)')
        .option('--install <target>', 'claude or codex (a skill that loads on demand), or agents, gemini, cursor, copilot (a short always-on note)')
        .option('--global', "install into your home folder instead of the current repo")
        .option('--dry-run', 'show what would be written, write nothing')
        .option('--force', 'overwrite files handoff did not write (or that were edited since)')
        .option('--json', 'print one JSON document on stdout')
        .action(action(() => import('./commands/skill.js'))),
      'handoff skill --install claude\nhandoff skill --install agents --dry-run',
    ),
  );

  define('init', () =>
    example(
      program
        .command('init')
        .description("keep this repo's handoffs in git's common directory (.git/handoffs/, shared by every worktree) instead of the OS temp folder")
        .option('--move', "move this repo's handoffs from the temp store into it")
        .option('--share <remote>', 'share every new handoff of this repo to this git remote (refs/handoffs/*)')
        .option('--json', 'print one JSON document on stdout')
        .action(action(() => import('./commands/init.js'))),
      'handoff init && handoff path\nhandoff init --move --share origin',
    ),
  );

  define('share', () =>
    example(
      program
        .command('share')
        .argument('<id>', 'a handoff id, unique prefix, or "latest"')
        .argument('[remote]', "the git remote (default: the repo's handoff.share, else origin)")
        .description('publish a handoff on a git remote (refs/handoffs/<id>), with the uncommitted work it was cut from, for other clones and machines')
        .option('--no-snapshot', 'leave the uncommitted work (the snapshot) out')
        .option('--json', 'print one JSON document on stdout')
        .action(action(() => import('./commands/share.js'))),
      'handoff share latest origin',
    ),
  );

  define('sync', () =>
    example(
      program
        .command('sync')
        .argument('[remote]', "the git remote (default: the repo's handoff.share, else origin)")
        .description('fetch shared handoffs and their returns from a git remote into the store, and push the returns made here')
        .option('--json', 'print one JSON document on stdout: what moved')
        .action(action(() => import('./commands/sync.js'))),
      'handoff sync && handoff inbox',
    ),
  );

  // --- the return leg: return, inbox, pull, show, list, close, prune ---

  define('return', () =>
    example(
      program
        .command('return')
        .argument('<id>', 'the brief\'s id, a unique prefix, or "latest"')
        .description('record a return for a brief: what the side session found (asks at a terminal; takes flags, --body or --paste)')
        .option('--outcome <outcome>', 'answered, partial, blocked or abandoned')
        .option('--answer <text>', 'the answer in one line (for blocked: what blocks it)')
        .option('--finding <text>', 'a non-obvious finding, tagged [verified: how] or [unverified] (repeatable; one required unless abandoned)', collect)
        .option('--recommend <text>', 'a recommendation (repeatable)', collect)
        .option('--dead-end <text>', 'something tried that failed, and why (repeatable)', collect)
        .option('--evidence <text>', 'a branch, commit, file or command that backs the findings (repeatable)', collect)
        .option('--question <text>', 'an open question (repeatable)', collect)
        .option('--body <file|->', 'a return document in the shape the brief shows ("-" reads stdin); flags replace its sections')
        .option('--paste', 'read the return document from the clipboard')
        .option('--force', 'record it even when the handoff is closed or superseded, or lint finds errors')
        .option('--no-input', 'never prompt; missing required answers are an error')
        .option('--json', 'print one JSON document on stdout')
        .action(action(() => import('./commands/return.js'))),
      `handoff return bug-login-flakes-k3m9 --body findings.md
handoff return latest --outcome answered --answer "the cache key ignores the locale" \\
    --finding "cache.ts:42 keys by path only [verified: test added]" --evidence "commit 1a2b3c4" --no-input`,
    ),
  );

  define('inbox', () =>
    example(
      program
        .command('inbox')
        .description('handoffs with returns not yet pulled, from this repo')
        .option('--all', 'from every repo')
        .option('--json', 'print one JSON document on stdout')
        .action(action(() => import('./commands/inbox.js'))),
      'handoff inbox',
    ),
  );

  define('pull', () =>
    example(
      program
        .command('pull')
        .argument('<id>', 'a handoff id, unique prefix, or "latest"')
        .description("print the returns with the brief's question and a drift report, mark them pulled and close the handoff")
        .option('--keep', 'leave the handoff open (returns are still marked pulled)')
        .option('--partial', 'fan-out (new --expect N): close it now, before every expected return is in')
        .option('--json', 'print one JSON document on stdout')
        .action(action(() => import('./commands/pull.js'))),
      'handoff pull bug-login-flakes-k3m9',
    ),
  );

  define('show', () =>
    example(
      program
        .command('show')
        .argument('<id>', 'a handoff id, unique prefix, or "latest"')
        .description('a handoff: its status, anchor, brief and every return')
        .option('--kind <kind>', 'resolve the id among handoffs of this kind only (latest --kind session: the current session brief)')
        .option('--json', 'print one JSON document on stdout (with the sections parsed back from the markdown)')
        .action(action(() => import('./commands/show.js'))),
      'handoff show latest\nhandoff show latest --kind session',
    ),
  );

  define('list', () =>
    example(
      program
        .command('list')
        .description('handoffs, newest first (default: open and returned)')
        .option('--status <status>', 'open, returned, closed, superseded or all (comma-separated for several)')
        .option('--kind <kind>', 'only this kind')
        .option('--here', 'only handoffs cut in this repo')
        .option('--json', 'print one JSON document on stdout')
        .action(action(() => import('./commands/list.js'))),
      'handoff list --status all --here',
    ),
  );

  define('close', () =>
    example(
      program
        .command('close')
        .argument('<id>', 'a handoff id, unique prefix, or "latest"')
        .description('close a handoff without pulling it')
        .option('--reason <text>', 'why it is closed')
        .option('--json', 'print one JSON document on stdout')
        .action(action(() => import('./commands/close.js'))),
      'handoff close bug-login-flakes-k3m9 --reason "fixed on main already"',
    ),
  );

  define('prune', () =>
    example(
      program
        .command('prune')
        .description('delete closed and superseded handoffs older than an age (never open or returned ones)')
        .option('--older-than <age>', 'closed or superseded longer ago than this: 30m, 12h, 14d, 2w', '14d')
        .option('--dry-run', 'print what would be removed, remove nothing')
        .option('--json', 'print one JSON document on stdout')
        .action(action(() => import('./commands/prune.js'))),
      'handoff prune --older-than 2w --dry-run',
    ),
  );

  define('lint', () =>
    example(
      program
        .command('lint')
        .argument('<target>', 'a handoff id (or unique prefix, or "latest"), a markdown file, or "-" for standard input')
        .description('check a brief or a return: required sections, unfilled slots, secrets, shared-context phrases, paths (exit 3 on errors)')
        .option('--strict', 'exit 3 on warnings too')
        .option('--budget <tokens>', 'token budget of a brief (default 6000)')
        .option('--kind <kind>', 'read a file as a brief of this kind, as new <kind> --body does (else: the kind its headings name, if any)')
        .option('--json', 'print one JSON document on stdout: {kind, file, id, handoffKind, findings, counts}')
        .action(action(() => import('./commands/lint.js'))),
      'handoff lint latest\nhandoff lint notes/brief.md --strict\ncat return.md | handoff lint - --json',
    ),
  );

  // Commander answers `handoff <typo> --help` with the program's help and exit 0; a typo is a usage error.
  const verb = args.find((a) => !a.startsWith('-'));
  const named = verb !== undefined && verb === args[0] ? definitions.find(([name]) => name === verb) : undefined;
  for (const [, build] of named ? [named] : definitions) build();
  if (verb !== undefined && verb === args[0] && verb !== 'help' && !program.commands.some((c) => c.name() === verb)) {
    const { suggest } = await import('./ui/suggest.js');
    const close = suggest(verb, program.commands.map((c) => c.name()));
    const hint = close.length ? `did you mean ${close.map((c) => `handoff ${c}`).join(' or ')}?` : 'run with --help for usage';
    printErr(`error: unknown command '${verb}'\n(${hint})\n`);
    if (jsonMode) printJson({ error: { message: `unknown command '${verb}'`, exitCode: EXIT.usage, hint, suggestions: close } }, 0);
    process.exitCode = EXIT.usage;
    return;
  }
  try {
    await program.parseAsync(argv);
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version arrive here as "errors" with exit code 0.
      process.exitCode = e.exitCode === 0 ? 0 : EXIT.usage;
      if (!jsonMode) return;
      if (e.exitCode !== 0) printJson({ error: { message: e.message.replace(/^error: /, ''), exitCode: EXIT.usage, hint: 'run with --help for usage' } }, 0);
      else if (e.code === 'commander.version') printJson({ version: version() });
      else printJson({ help: commanderOut });
      return;
    }
    process.exitCode = await report(e);
  }
}

// Not a top-level await: dist/ is a CommonJS bundle (.ci/bundle.mjs), which has none.
void main(process.argv);
