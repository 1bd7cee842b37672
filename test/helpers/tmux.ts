// Drive a real terminal program through tmux: type keys, read the screen, get the exit code.
//
//   const t = await startTmux(`node ${cli} new`, { cwd: repo, env: { ...process.env, HANDOFF_HOME: home } });
//   await t.waitFor('Why');
//   await t.send(['carve the parser out', 'Enter']);
//   await t.send('C-c');
//   expect(await t.exitCode()).toBe(130);
//   await t.kill();
//
// Each session runs on its own tmux server (private socket, `-f /dev/null`), so tests may run in parallel and
// never see a user's tmux. The command gets exactly `opts.env` (run through `env -i`), plus TERM.

import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scaled } from './timing.js';
import { onPath } from './prereq.js';

export interface TmuxOptions {
  cwd: string;
  /** The command's whole environment (not merged with process.env: spread it yourself if you want it). */
  env: NodeJS.ProcessEnv;
  /** Columns, default 120. */
  width?: number;
  /** Rows, default 40. */
  height?: number;
  /** TERM for the command; default "tmux-256color" (what tmux emulates), whatever env.TERM says. */
  term?: string;
}

export interface TmuxSession {
  /** The private socket name (`tmux -L <socket>`), for debugging by hand. */
  readonly socket: string;
  /**
   * Sends keys. A string is one item; each item that is a tmux key name (Enter, Escape, Tab, BSpace, Space,
   * Up, Down, Left, Right, Home, End, PageUp, PageDown, DC, BTab, F1…F12, C-x, M-x, S-Up …) is pressed as
   * that key, anything else is typed literally (`send-keys -l`). Use `type()` to type a key name as text.
   */
  send(keys: string | string[]): Promise<void>;
  /** Types text literally, whatever it looks like. */
  type(text: string): Promise<void>;
  /** Presses tmux key names, never typed literally. */
  press(...keys: string[]): Promise<void>;
  /** The visible screen (`capture-pane -p -J`: wrapped lines joined), lines right-trimmed, trailing blank lines dropped. */
  screen(): Promise<string>;
  /**
   * Polls the screen (every 50 ms) until it contains the text / matches the regex, and returns that screen.
   * Trailing spaces of the text's lines are ignored, as the screen's are trimmed. Throws with the last
   * screen on timeout (default 10 s scaled to the machine, test/helpers/timing.ts; a timeoutMs you pass is
   * used as is: pass scaled(ms) for a bound of your own).
   */
  waitFor(pattern: string | RegExp, timeoutMs?: number): Promise<string>;
  /** Waits for the command to end and returns its exit status (128+N when killed by signal N). Throws with the last screen on timeout (default 10 s scaled to the machine; a timeoutMs you pass is used as is). */
  exitCode(timeoutMs?: number): Promise<number>;
  /** Whether the command has ended. */
  exited(): boolean;
  /** Kills the tmux server (and with it the command) and removes the temp files. Safe to call twice. */
  kill(): Promise<void>;
}

const TARGET = 'main';

// Servers not killed by their test are killed when the worker process exits, so none outlive the run.
const live = new Set<string>();
process.once('exit', () => {
  for (const socket of live) {
    spawnSync('tmux', ['-L', socket, '-f', '/dev/null', 'kill-server'], { stdio: 'ignore', timeout: 2000 });
  }
});


export function requireTmux(): void {
  const found = onPath('tmux');
  if (!found) {
    throw new Error(
      "tmux not found: run `bash .ci/run --deps-only` or `apt-get install -y tmux`. Guard the test with needs('tmux') from test/helpers/prereq.ts.",
    );
  }
}

const KEY_NAME =
  /^(?:(?:[CMS]-)+\S+|Enter|Escape|Tab|BTab|BSpace|Space|Up|Down|Left|Right|Home|End|PageUp|PageDown|PgUp|PgDn|PPage|NPage|IC|DC|Insert|Delete|F(?:[1-9]|1[0-2]))$/;

export function isKeyName(item: string): boolean {
  return KEY_NAME.test(item);
}

export async function startTmux(command: string, opts: TmuxOptions): Promise<TmuxSession> {
  requireTmux();
  const width = opts.width ?? 120;
  const height = opts.height ?? 40;
  const socket = `handoff-test-${process.pid}-${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'handoff-tmux-'));
  const statusFile = path.join(dir, 'status');
  const script = path.join(dir, 'run.sh');

  // `trap : INT`: C-c goes to the pane's whole foreground process group, this shell included. A shell that
  // caught it with a command (not ignored: the program still gets SIGINT's default) lives on to record the
  // program's status. Written to a temp name first so a half-written status is never read.
  writeFileSync(
    script,
    [
      'trap : INT QUIT',
      command,
      'status=$?',
      `printf '%s\\n' "$status" > ${shellQuote(statusFile)}.tmp && mv ${shellQuote(statusFile)}.tmp ${shellQuote(statusFile)}`,
      '',
    ].join('\n'),
  );

  const envArgs = Object.entries({ ...opts.env, TERM: opts.term ?? 'tmux-256color' })
    .filter((entry): entry is [string, string] => entry[1] !== undefined && !entry[0].includes('='))
    .map(([k, v]) => `${k}=${v}`);

  // The tmux client and server get a clean env of their own: no TMUX (nesting), no TMUX_TMPDIR surprises.
  const tmuxEnv: NodeJS.ProcessEnv = { ...process.env, TERM: 'tmux-256color' };
  delete tmuxEnv.TMUX;
  delete tmuxEnv.TMUX_PANE;

  const tmux = (args: string[], timeoutMs = scaled(5000)) => runTmux(socket, tmuxEnv, args, timeoutMs);

  // One invocation: options are set before the session (and so the command) exists. remain-on-exit keeps
  // the last screen readable after the command ends; status off gives the program every row.
  live.add(socket);
  await tmux([
    'start-server', ';',
    'set-option', '-g', 'remain-on-exit', 'on', ';',
    // tmux >= 3.3: no "Pane is dead" line on the last screen (-q: older tmux ignores it; screen() filters).
    'set-option', '-gq', 'remain-on-exit-format', '', ';',
    'set-option', '-g', 'status', 'off', ';',
    'set-option', '-g', 'history-limit', '5000', ';',
    'new-session', '-d', '-s', TARGET, '-x', String(width), '-y', String(height), '-c', opts.cwd,
    // Several arguments: tmux execs them directly, no shell parses the env values.
    'env', '-i', ...envArgs, '/bin/sh', script,
  ]).catch(async (error: unknown) => {
    await tmux(['kill-server']).catch(() => undefined);
    live.delete(socket);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });

  let killed: Promise<void> | undefined;

  const readStatus = (): number | undefined => {
    try {
      const text = readFileSync(statusFile, 'utf8').trim();
      return text === '' ? undefined : Number(text);
    } catch {
      return undefined;
    }
  };

  const screen = async (): Promise<string> => {
    // -J: a line tmux wrapped at the pane's edge comes back whole, so what a test looks for does not depend
    // on how long this clone's path (printed in commands) happens to be. Lines the program broke stay broken.
    const out = await tmux(['capture-pane', '-p', '-J', '-t', TARGET]);
    const lines = out
      .split('\n')
      .map((l) => l.replace(/\s+$/, ''))
      .filter((l) => !/^Pane is dead \(/.test(l));
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    return lines.join('\n');
  };

  const lastScreen = async (): Promise<string> => {
    try {
      return await screen();
    } catch (error) {
      return `(screen unavailable: ${(error as Error).message})`;
    }
  };

  const session: TmuxSession = {
    socket,
    async send(keys) {
      for (const item of Array.isArray(keys) ? keys : [keys]) {
        if (isKeyName(item)) await tmux(['send-keys', '-t', TARGET, item]);
        else await session.type(item);
      }
    },
    async type(text) {
      if (text === '') return;
      await tmux(['send-keys', '-t', TARGET, '-l', '--', text]);
    },
    async press(...keys) {
      if (keys.length === 0) return;
      await tmux(['send-keys', '-t', TARGET, ...keys]);
    },
    screen,
    async waitFor(pattern, timeoutMs = scaled(10_000)) {
      const deadline = Date.now() + timeoutMs;
      // The screen's lines are right-trimmed, so a needle's are too: waitFor('name? ') finds "name?".
      const needle =
        typeof pattern === 'string'
          ? pattern
              .split('\n')
              .map((l) => l.replace(/\s+$/, ''))
              .join('\n')
          : pattern;
      const matches = (s: string) => (typeof needle === 'string' ? s.includes(needle) : needle.test(s));
      let last = '';
      for (;;) {
        last = await lastScreen();
        if (matches(last)) return last;
        if (Date.now() > deadline) {
          throw new Error(
            `tmux: timed out after ${timeoutMs} ms waiting for ${String(pattern)}; last screen:\n` +
              `----\n${last}\n----`,
          );
        }
        await sleep(50);
      }
    },
    async exitCode(timeoutMs = scaled(10_000)) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const status = readStatus();
        if (status !== undefined) return status;
        // The wrapper shell itself died (e.g. killed): fall back to what tmux saw.
        const dead = await tmux(['display-message', '-p', '-t', TARGET, '#{pane_dead}:#{pane_dead_status}']).catch(
          () => '',
        );
        const m = /^1:(\d+)/.exec(dead.trim());
        if (m) return readStatus() ?? Number(m[1]);
        if (Date.now() > deadline) {
          throw new Error(
            `tmux: the command did not exit within ${timeoutMs} ms; last screen:\n----\n${await lastScreen()}\n----`,
          );
        }
        await sleep(50);
      }
    },
    exited() {
      return readStatus() !== undefined;
    },
    kill() {
      killed ??= (async () => {
        await tmux(['kill-server']).catch(() => undefined);
        live.delete(socket);
        rmSync(dir, { recursive: true, force: true });
      })();
      return killed;
    },
  };
  return session;
}

function runTmux(socket: string, env: NodeJS.ProcessEnv, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'tmux',
      ['-L', socket, '-f', '/dev/null', ...args],
      { env, timeout: timeoutMs, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          // Only the first few arguments: the rest may be the command's whole environment.
          const shown = args.slice(0, 6).join(' ') + (args.length > 6 ? ' …' : '');
          reject(new Error(`tmux -L ${socket} ${shown} failed: ${(stderr || error.message).trim()}`));
        } else {
          resolve(stdout);
        }
      },
    );
  });
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
