// Clipboard access. Never throws from copyToClipboard, never hangs (every child is killed at a deadline),
// and never imports clipboardy at module top level (startup time).
//
// On Linux (not WSL) the tools are run here rather than through clipboardy, because clipboardy 5 cannot
// do what this module must:
//   - it takes no env: execa inherits process.env, and is-wayland is decided once, at import time, from
//     process.env, so a caller's DISPLAY/WAYLAND_DISPLAY (tests, `env` passed through commands) is ignored;
//   - it takes no timeout or signal, so a stuck xsel could not be killed (it would keep the CLI alive);
//   - its X11 path spawns xsel with the caller's HOME: xsel 1.2.0 refuses to copy without HOME
//     ("no HOME directory") or with an unwritable one (it opens $HOME/.cache/xsel.log), and the bundled
//     fallback binary even segfaults without HOME.
// What this keeps from clipboardy on Linux: the same tools and arguments (wl-copy/wl-paste on Wayland,
// `xsel --clipboard --input/--output` on X11) and its bundled xsel (fallbacks/linux/xsel) when the system has
// none. macOS, Windows, WSL and Termux go through clipboardy itself, imported lazily.
//
// xsel --input forks a daemon that owns the X selection and serves it after xsel (and this process) exit,
// until another client takes the selection or the X server goes away; so a copy made by a short-lived CLI
// can be pasted later by anything else. wl-copy does the same on Wayland. The daemon takes the selection
// a moment after the copying xsel exits: copyToClipboard waits for the X server's own event saying the
// owner changed (x11-selection.ts), so a paste right after it returns gets the new text. Reading the text
// back to find out would not do: xsel's daemon can die after serving a large text (INCR) under load.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { clipboardText } from './edge.js';

export interface CopyResult {
  copied: boolean;
  warning?: string;
}

/** Upper bound on one copy or read, all attempts included. */
export const CLIPBOARD_TIMEOUT_MS = 2000;

export const NO_DISPLAY_WARNING =
  'clipboard unavailable: no display (DISPLAY/WAYLAND_DISPLAY unset); the brief was not copied';

const NOT_COPIED = 'the brief was not copied';

interface Tool {
  name: string;
  command: string;
  copyArgs: string[];
  readArgs: string[];
  /** wl-copy's background server keeps the stdio it was given: give it none. */
  detachesWithStdio: boolean;
  /** Only tried when the tool of this name was not found (the bundled xsel fails just like the system one). */
  onlyIfMissing?: string;
  /**
   * The copy exits before the selection is owned (xsel forks its daemon, which takes the selection a
   * moment after the copying xsel has exited): wait for the X server to say the owner changed.
   */
  confirm?: boolean;
}

type Backend =
  | { kind: 'none' }
  | { kind: 'tools'; tools: Tool[] }
  | { kind: 'clipboardy' };

export async function copyToClipboard(
  text: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CopyResult> {
  const deadline = Date.now() + CLIPBOARD_TIMEOUT_MS;
  text = clipboardText(text); // the edge: what is copied is redacted and holds no control byte
  try {
    const backend = chooseBackend(env);
    if (backend.kind === 'none') return { copied: false, warning: NO_DISPLAY_WARNING };
    if (backend.kind === 'clipboardy') {
      const { default: clipboard } = await import('clipboardy');
      const outcome = await withDeadline(clipboard.write(text), deadline);
      if (outcome === TIMED_OUT) {
        return { copied: false, warning: `clipboard copy timed out after ${CLIPBOARD_TIMEOUT_MS} ms; ${NOT_COPIED}` };
      }
      return { copied: true };
    }

    const failures: string[] = [];
    const found = new Set<string>();
    for (const tool of backend.tools) {
      if (tool.onlyIfMissing && found.has(tool.onlyIfMissing)) continue;
      // Who owns the selection now, asked before the copy: the copy is done once that changes.
      const watch = tool.confirm ? await import('./x11-selection.js').then((m) => m.watchClipboard(env, Math.max(1, deadline - Date.now()))).catch(() => null) : null;
      let result: RunResult;
      try {
        result = await run(tool.command, tool.copyArgs, {
          env: childEnv(env),
          input: text,
          deadline,
          captureStderr: !tool.detachesWithStdio,
        });
        if (result.ok) {
          if (!watch || (await watch.changed(deadline, text === ''))) return { copied: true };
          return { copied: true, warning: `the clipboard did not take the brief within ${CLIPBOARD_TIMEOUT_MS} ms (${tool.name}); a paste may still give what it held before` };
        }
      } finally {
        watch?.close();
      }
      if (result.missing) continue;
      found.add(tool.name);
      failures.push(`${tool.name}: ${explain(result.detail, env)}`);
      if (result.timedOut) break;
    }
    const why = describeFailures(failures, backend.tools);
    return {
      copied: false,
      warning: failures.length > 0 ? `clipboard copy failed (${why}); ${NOT_COPIED}` : `clipboard unavailable: ${why}; ${NOT_COPIED}`,
    };
  } catch (error) {
    return { copied: false, warning: `clipboard copy failed (${oneLine(errorMessage(error))}); ${NOT_COPIED}` };
  }
}

/** The clipboard's text, exactly (no newline stripped), read as UTF-8. Throws an Error saying why when it can't be read. */
export async function readClipboard(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return (await readClipboardBytes(env)).toString('utf8');
}

/**
 * The clipboard's bytes as its tool wrote them, undecoded: `return --paste` decodes them as it decodes a
 * file (io/input.ts readDocBytes: UTF-16, Windows-1252, NULs), so nothing is turned into U+FFFD unseen.
 * At most `maxBytes + 1` bytes: once the tool has written more, it is stopped (a 20 MiB clipboard is not
 * read into memory to be refused), and the caller sees that it was over. Throws an Error saying why when
 * it can't be read. macOS, Windows and WSL go through clipboardy, which gives text: its UTF-8 bytes.
 */
export async function readClipboardBytes(env: NodeJS.ProcessEnv = process.env, maxBytes = Number.POSITIVE_INFINITY): Promise<Buffer> {
  const deadline = Date.now() + CLIPBOARD_TIMEOUT_MS;
  const backend = chooseBackend(env);
  if (backend.kind === 'none') {
    throw new Error('cannot read the clipboard: no display (DISPLAY/WAYLAND_DISPLAY unset)');
  }
  if (backend.kind === 'clipboardy') {
    let outcome: string | typeof TIMED_OUT;
    try {
      const { default: clipboard } = await import('clipboardy');
      outcome = await withDeadline(clipboard.read(), deadline);
    } catch (error) {
      throw new Error(`cannot read the clipboard: ${oneLine(errorMessage(error))}`);
    }
    if (outcome === TIMED_OUT) throw new Error(`cannot read the clipboard: timed out after ${CLIPBOARD_TIMEOUT_MS} ms`);
    const bytes = Buffer.from(outcome, 'utf8');
    return bytes.length > maxBytes ? bytes.subarray(0, maxBytes + 1) : bytes;
  }

  const failures: string[] = [];
  const found = new Set<string>();
  for (const tool of backend.tools.map(readTool)) {
    if (tool.onlyIfMissing && found.has(tool.onlyIfMissing)) continue;
    const result = await run(tool.command, tool.readArgs, {
      env: childEnv(env),
      deadline,
      captureStdout: true,
      captureStderr: true,
      maxStdout: maxBytes,
    });
    if (result.ok || result.overLimit) return result.stdoutBytes;
    if (result.missing) continue;
    found.add(tool.name);
    // wl-paste fails on an empty clipboard; that is an empty string, not an error.
    if (tool.name === 'wl-paste' && /nothing is copied|no selection/i.test(result.stderr)) return Buffer.alloc(0);
    // xsel -o hands nothing over before it holds the whole selection: a clipboard of many MiB (20 MiB takes
    // ~5 s under load) runs out the deadline before the size limit can be seen. Say so.
    const slow = result.timedOut && Number.isFinite(maxBytes) ? `; a clipboard of several MiB is slow to hand over, and more than ${maxBytes / 1024 / 1024} MiB is refused anyway` : '';
    failures.push(`${tool.name}: ${explain(result.detail, env)}${slow}`);
    if (result.timedOut) break;
  }
  const why = describeFailures(failures, backend.tools);
  throw new Error(failures.length > 0 ? `cannot read the clipboard (${why})` : `cannot read the clipboard: ${why}`);
}

// ---------------------------------------------------------------------------------------------------------

function chooseBackend(env: NodeJS.ProcessEnv): Backend {
  if (process.platform !== 'linux' || isWsl(env)) return { kind: 'clipboardy' };
  const tools: Tool[] = [];
  if (env['WAYLAND_DISPLAY']) {
    tools.push({
      name: 'wl-copy',
      command: 'wl-copy',
      copyArgs: ['--type', 'text/plain'],
      readArgs: [],
      detachesWithStdio: true,
    });
  }
  if (env['DISPLAY']) {
    // --logfile /dev/null: xsel's daemon otherwise opens $HOME/.cache/xsel.log and gives up when it can't.
    const xselCopy = ['--clipboard', '--input', '--logfile', '/dev/null'];
    const xselRead = ['--clipboard', '--output'];
    tools.push({ name: 'xsel', command: 'xsel', copyArgs: xselCopy, readArgs: xselRead, detachesWithStdio: false, confirm: true });
    const bundled = bundledXsel();
    if (bundled) {
      tools.push({
        name: "clipboardy's bundled xsel",
        command: bundled,
        copyArgs: xselCopy,
        readArgs: xselRead,
        detachesWithStdio: false,
        onlyIfMissing: 'xsel',
        confirm: true,
      });
    }
  }
  if (tools.length === 0) return { kind: 'none' };
  return { kind: 'tools', tools };
}

/** Readers get their own tool list: wl-paste instead of wl-copy. */
function readTool(tool: Tool): Tool {
  return tool.name === 'wl-copy'
    ? { ...tool, name: 'wl-paste', command: 'wl-paste', readArgs: ['--type', 'text/plain', '--no-newline'] }
    : tool;
}

function isWsl(env: NodeJS.ProcessEnv): boolean {
  if (env['WSL_DISTRO_NAME'] || env['WSL_INTEROP']) return true;
  return /microsoft/i.test(os.release());
}

let bundledXselPath: string | null | undefined;
function bundledXsel(): string | null {
  if (bundledXselPath !== undefined) return bundledXselPath;
  bundledXselPath = null;
  try {
    // Resolving a path does not load clipboardy.
    const entry = createRequire(import.meta.url).resolve('clipboardy');
    const candidate = path.join(path.dirname(entry), 'fallbacks', 'linux', 'xsel');
    if (process.arch === 'x64' && existsSync(candidate)) bundledXselPath = candidate;
  } catch {
    // not installed where we can see it: no fallback
  }
  return bundledXselPath;
}

function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  // xsel refuses to start without HOME; any value will do since its log goes to /dev/null.
  if (env['HOME']) return env;
  let home = '/';
  try {
    home = os.userInfo().homedir || '/';
  } catch {
    // no passwd entry
  }
  return { ...env, HOME: home };
}

interface RunResult {
  ok: boolean;
  missing: boolean;
  timedOut: boolean;
  /** The tool wrote more than `maxStdout` bytes and was stopped: stdoutBytes holds maxStdout + 1 of them. */
  overLimit?: boolean;
  stdoutBytes: Buffer;
  stderr: string;
  detail: string;
}

function run(
  command: string,
  args: string[],
  opts: {
    env: NodeJS.ProcessEnv;
    deadline: number;
    input?: string;
    captureStdout?: boolean;
    captureStderr?: boolean;
    /** Stop the tool once it has written more than this many bytes to stdout. */
    maxStdout?: number;
  },
): Promise<RunResult> {
  return new Promise((resolve) => {
    const remaining = opts.deadline - Date.now();
    const base = { ok: false, missing: false, timedOut: false, stdoutBytes: Buffer.alloc(0), stderr: '' };
    if (remaining <= 0) {
      resolve({ ...base, timedOut: true, detail: `timed out after ${CLIPBOARD_TIMEOUT_MS} ms` });
      return;
    }

    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(command, args, {
        env: opts.env,
        stdio: [
          opts.input === undefined ? 'ignore' : 'pipe',
          opts.captureStdout ? 'pipe' : 'ignore',
          opts.captureStderr ? 'pipe' : 'ignore',
        ],
        windowsHide: true,
      });
    } catch (error) {
      resolve({ ...base, detail: oneLine(errorMessage(error)) });
      return;
    }

    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    const maxStdout = opts.maxStdout ?? Number.POSITIVE_INFINITY;
    let stdoutLength = 0;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (stdoutLength > maxStdout) return;
      stdout.push(chunk);
      stdoutLength += chunk.length;
      if (stdoutLength > maxStdout) {
        // Enough to know it is over the limit: stop the tool rather than hold the rest in memory.
        finish({ ...base, overLimit: true, detail: `more than ${maxStdout} bytes` });
        child.kill('SIGKILL');
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
    let settled = false;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, remaining);

    const finish = (result: Omit<RunResult, 'stdoutBytes' | 'stderr'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.stdout?.destroy();
      child.stderr?.destroy();
      child.stdin?.destroy();
      const out = Buffer.concat(stdout);
      resolve({
        ...result,
        stdoutBytes: out.length > maxStdout ? out.subarray(0, maxStdout + 1) : out,
        stderr: Buffer.concat(stderr).toString('utf8'),
      });
    };

    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') finish({ ...base, missing: true, detail: 'not installed' });
      else finish({ ...base, detail: oneLine(error.message) });
    });

    child.on('exit', (code, signal) => {
      // Let buffered output drain, but never wait on pipes a forked daemon might still hold.
      const pipes = [child.stdout, child.stderr].filter((s) => s !== null && !s.readableEnded);
      let open = pipes.length;
      const done = () => {
        const errText = oneLine(Buffer.concat(stderr).toString('utf8').replace(/^\S*xsel: /gm, ''));
        if (timedOut) finish({ ...base, timedOut: true, detail: `timed out after ${CLIPBOARD_TIMEOUT_MS} ms` });
        else if (code === 0) finish({ ...base, ok: true, detail: '' });
        else finish({ ...base, detail: errText || (signal ? `killed by ${signal}` : `exit code ${code}`) });
      };
      if (open === 0) return done();
      const grace = setTimeout(done, 100);
      for (const s of pipes) {
        s!.once('close', () => {
          open -= 1;
          if (open === 0) {
            clearTimeout(grace);
            done();
          }
        });
      }
    });

    if (child.stdin) {
      child.stdin.on('error', () => {
        // EPIPE when the tool exits before reading everything: its exit status tells the story.
      });
      child.stdin.end(opts.input);
    }
  });
}

const TIMED_OUT: unique symbol = Symbol('timed out');

async function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function describeFailures(failures: string[], tools: Tool[]): string {
  if (failures.length > 0) return failures.join('; ');
  const names = tools.map((t) => t.name).join(', ');
  const hint = tools.some((t) => t.name.startsWith('wl-')) ? 'wl-clipboard or xsel' : 'xsel';
  return `no clipboard tool found (tried ${names}); install ${hint}`;
}

/** xsel says "Can't open display: (null)" when the display came from DISPLAY: name it. */
function explain(detail: string, env: NodeJS.ProcessEnv): string {
  return detail.replace(/open display: \(null\) ?/, `open display ${env['DISPLAY'] ?? ''}`);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function oneLine(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ')
    .slice(0, 300);
}
