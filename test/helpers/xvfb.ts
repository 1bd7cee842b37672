// A private X server for one test file: `const x = await startXvfb(); ... env: { ...process.env, DISPLAY: x.display }`.
// Missing tools are an error, never a skip: .ci/run installs them.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

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

/** Whether an executable of this name is on PATH (no shell involved). */
function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir || '.', command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export function requireTool(command: string, pkg: string): void {
  const found = onPath(command);
  if (!found) {
    throw new Error(`${command} not found (Debian package ${pkg}): ${INSTALL_HINT}. These tests never skip.`);
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
  const timeoutMs = opts.timeoutMs ?? 10_000;

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
      timeout: 2000,
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
