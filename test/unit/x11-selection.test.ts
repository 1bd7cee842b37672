// x11-selection.ts: the CLIPBOARD owner, asked of an X server that requires a MIT-MAGIC-COOKIE-1 (as a
// desktop's does): the cookie is read from $XAUTHORITY; without it the server refuses and the watch is null.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, watchClipboard } from '../../src/ui/x11-selection.js';
import { copyToClipboard } from '../../src/ui/clipboard.js';
import { needs } from '../helpers/prereq.js';
import { scaled } from '../helpers/timing.js';

/** One Xauthority record (all fields big-endian length-prefixed). */
function record(family: number, address: string, number: string, name: string, data: Buffer): Buffer {
  const field = (b: Buffer) => Buffer.concat([Buffer.from([b.length >> 8, b.length & 255]), b]);
  return Buffer.concat([Buffer.from([family >> 8, family & 255]), field(Buffer.from(address)), field(Buffer.from(number)), field(Buffer.from(name)), field(data)]);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'handoff-x11-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cookieFor', () => {
  it("takes this host's entry for the display number, or a wildcard one; none is null", () => {
    const mine = randomBytes(16);
    const file = path.join(dir, 'auth-table');
    writeFileSync(
      file,
      Buffer.concat([
        record(256, 'another-host', '7', 'MIT-MAGIC-COOKIE-1', randomBytes(16)),
        record(256, os.hostname(), '8', 'MIT-MAGIC-COOKIE-1', randomBytes(16)),
        record(256, os.hostname(), '7', 'XDM-AUTHORIZATION-1', randomBytes(16)),
        record(256, os.hostname(), '7', 'MIT-MAGIC-COOKIE-1', mine),
      ]),
    );
    expect(cookieFor({ XAUTHORITY: file }, '7')).toEqual(mine);
    expect(cookieFor({ XAUTHORITY: file }, '9')).toBeNull();
    const wild = path.join(dir, 'auth-wild');
    writeFileSync(wild, record(65535, '', '', 'MIT-MAGIC-COOKIE-1', mine));
    expect(cookieFor({ XAUTHORITY: wild }, '3')).toEqual(mine);
    expect(cookieFor({ XAUTHORITY: path.join(dir, 'missing') }, '3')).toBeNull();
  });
});

needs('Xvfb', 'xsel').describe('an X server that requires a cookie', () => {
  const cookie = randomBytes(16);
  const auth = path.join(dir, 'Xauthority');
  let server: ReturnType<typeof spawn>;
  let display = '';
  beforeAll(async () => {
    writeFileSync(auth, record(65535, '', '', 'MIT-MAGIC-COOKIE-1', cookie));
    server = spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp', '-auth', auth, '-screen', '0', '320x240x24'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
    display = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error('Xvfb did not start')), scaled(10_000));
      (server.stdio[3] as NodeJS.ReadableStream).on('data', (b: Buffer) => {
        out += b.toString();
        const m = /^(\d+)\n/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(`:${m[1]}`);
        }
      });
    });
  });
  afterAll(() => {
    server?.kill('SIGKILL');
  });

  it('with the cookie the copy waits for the new owner; without it the watch is null and the copy still says what happened', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DISPLAY: display, XAUTHORITY: auth };
    delete env.WAYLAND_DISPLAY;
    const w = await watchClipboard(env, scaled(5000));
    expect(w).not.toBeNull();
    expect(w!.before).toBe(0);
    w!.close();
    const text = `cookie ✓ ${Date.now()}`;
    expect(await copyToClipboard(text, env)).toEqual({ copied: true });
    const read = spawnSync('xsel', ['--clipboard', '--output'], { env, encoding: 'utf8' });
    expect(read.stdout).toBe(text);

    const refused = { ...env, XAUTHORITY: path.join(dir, 'missing') };
    expect(await watchClipboard(refused, scaled(5000))).toBeNull();
  });
});
