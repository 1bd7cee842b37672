// A private X server for one test file: `const x = await startXvfb(); ... env: { ...process.env, DISPLAY: x.display }`.
// Declare the need with needs('Xvfb', 'xsel') (test/helpers/prereq.ts): skipped loudly when missing, failing in CI
// (.ci/run installs them). Called anyway without them, startXvfb throws with the install command.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { scaled } from './timing.js';
import { onPath } from './prereq.js';

export interface Xvfb {
  /** e.g. ":93" */
  display: string;
  /** The server's process id. */
  pid: number;
  /** Stops the server (SIGTERM, then SIGKILL after 2 s) and waits for it to exit. Safe to call twice. */
  stop(): Promise<void>;
}

// Servers not stopped by their test die with the worker process.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const INSTALL_HINT = 'run `bash .ci/run --deps-only` or `apt-get install -y xvfb xsel`';


export function requireTool(command: string, pkg: string): void {
  const found = onPath(command);
  if (!found) {
    throw new Error(`${command} not found (Debian package ${pkg}): ${INSTALL_HINT}. Guard the test with needs('${command}') from test/helpers/prereq.ts.`);
  }
}

/**
 * Starts `Xvfb -displayfd … -nolisten tcp`: Xvfb picks a free display number itself and writes it to the fd
 * once it accepts connections, so parallel test files never race for a number. Then checks with
 * `xsel -o -b` that a client can connect.
 */
export async function startXvfb(opts: { timeoutMs?: number } = {}): Promise<Xvfb> {
  requireTool('Xvfb', 'xvfb');
  requireTool('xsel', 'xsel');
  const timeoutMs = opts.timeoutMs ?? scaled(10_000);

  const child = spawn(
    'Xvfb',
    ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '640x480x24', '-noreset'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'], env: withoutDisplay(process.env) },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-4000);
  });

  const stop = makeStop(child);
  let display: string;
  try {
    display = await new Promise<string>((resolve, reject) => {
      let out = '';
      const fd3 = child.stdio[3] as NodeJS.ReadableStream;
      const timer = setTimeout(
        () => reject(new Error(`Xvfb did not report a display within ${timeoutMs} ms. Its stderr:\n${log}`)),
        timeoutMs,
      );
      fd3.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        const m = /^(\d+)\n/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(`:${m[1]}`);
        }
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`could not start Xvfb (${error.message}): ${INSTALL_HINT}`));
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`Xvfb exited early (code ${code}, signal ${signal}). Its stderr:\n${log}`));
      });
    });
    await waitForClient(display, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { display, pid: child.pid!, stop };
}

async function waitForClient(display: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    const r = spawnSync('xsel', ['--clipboard', '--output'], {
      env: { ...withoutDisplay(process.env), DISPLAY: display },
      encoding: 'utf8',
      timeout: scaled(2000),
    });
    if (r.status === 0) return;
    last = `${r.stderr ?? ''}${r.error ? r.error.message : ''}`.trim();
    if (Date.now() > deadline) {
      throw new Error(`X server ${display} did not accept xsel within ${timeoutMs} ms: ${last}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function makeStop(child: ChildProcess): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 2000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
    return stopping;
  };
}

function withoutDisplay(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.DISPLAY;
  delete copy.WAYLAND_DISPLAY;
  delete copy.XDG_SESSION_TYPE;
  return copy;
}

// ---- The CLIPBOARD selection's owner, asked of the X server itself --------------------------------------
// A copy is done when the copying process's window owns the selection: `xsel -i` (and clipboardy) exit as
// soon as their forked daemon holds the text, a moment BEFORE that daemon takes ownership, so a read right
// after can still get the previous owner's text. Tests wait for the owner to change instead of sleeping.
// Three requests of the core X11 protocol over the display's unix socket (no auth: Xvfb runs without one).


/** One connection: setup, then InternAtom("CLIPBOARD") and GetSelectionOwner; resolves the owner window id (0: none). */
export function clipboardOwner(display: string, timeoutMs = 5000): Promise<number> {
  const m = /^:(\d+)(?:\.\d+)?$/.exec(display);
  if (!m) return Promise.reject(new Error(`clipboardOwner: not a local display: ${display}`));
  return new Promise((resolve, reject) => {
    const sock = net.connect(`/tmp/.X11-unix/X${m[1]}`);
    let buf = Buffer.alloc(0);
    let stage: 'setup' | 'atom' | 'owner' = 'setup';
    const fail = (e: Error) => {
      clearTimeout(timer);
      sock.destroy();
      reject(e);
    };
    const timer = setTimeout(() => fail(new Error(`clipboardOwner: no answer from ${display} within ${timeoutMs} ms`)), timeoutMs);
    sock.on('error', fail);
    sock.on('connect', () => {
      // Connection setup: little-endian, protocol 11.0, no authorization.
      const setup = Buffer.alloc(12);
      setup.write('l', 0, 'latin1');
      setup.writeUInt16LE(11, 2);
      sock.write(setup);
    });
    sock.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      if (stage === 'setup') {
        if (buf.length < 8) return;
        const total = 8 + buf.readUInt16LE(6) * 4;
        if (buf.length < total) return;
        if (buf[0] !== 1) return fail(new Error(`clipboardOwner: ${display} refused the connection: ${buf.subarray(8, 8 + buf[1]!).toString('latin1')}`));
        buf = buf.subarray(total);
        stage = 'atom';
        // InternAtom (16), only-if-exists false, name "CLIPBOARD" (9 bytes, padded to 12).
        const req = Buffer.alloc(20);
        req.writeUInt8(16, 0);
        req.writeUInt16LE(5, 2);
        req.writeUInt16LE(9, 4);
        req.write('CLIPBOARD', 8, 'latin1');
        sock.write(req);
        return;
      }
      if (buf.length < 32) return;
      if (buf[0] !== 1) return fail(new Error(`clipboardOwner: X error ${buf[1]} from ${display}`));
      const value = buf.readUInt32LE(8);
      buf = buf.subarray(32);
      if (stage === 'atom') {
        stage = 'owner';
        // GetSelectionOwner (23) of that atom.
        const req = Buffer.alloc(8);
        req.writeUInt8(23, 0);
        req.writeUInt16LE(2, 2);
        req.writeUInt32LE(value, 4);
        sock.write(req);
        return;
      }
      clearTimeout(timer);
      sock.destroy();
      resolve(value);
    });
  });
}

/**
 * Waits until the CLIPBOARD owner is a window other than `before` (what clipboardOwner said before the
 * copy): the copy has landed and a read now gets its text. An empty copy gives the selection up instead:
 * with `empty`, waits until nobody owns it. Polls every 20 ms; throws after `timeoutMs`.
 */
export async function waitForNewClipboardOwner(display: string, before: number, timeoutMs = scaled(10_000), opts: { empty?: boolean } = {}): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await clipboardOwner(display);
    if (opts.empty ? now === 0 : now !== 0 && now !== before) return now;
    if (Date.now() > deadline) throw new Error(`the clipboard of ${display} has no ${opts.empty ? 'empty' : 'new'} owner after ${timeoutMs} ms (owner ${now}, before ${before}): the copy never landed`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Runs `copy` (anything that copies to `display`'s CLIPBOARD: copyToClipboard, the CLI, xsel -i) and returns
 * its result once the copy's owner holds the selection, so a read right after gets the new text. `empty`:
 * the copy is of an empty text, which leaves the selection without an owner.
 */
export async function copiedBy<T>(display: string, copy: () => T | Promise<T>, opts: { empty?: boolean } = {}): Promise<T> {
  const before = await clipboardOwner(display);
  const result = await copy();
  await waitForNewClipboardOwner(display, before, undefined, opts);
  return result;
}
