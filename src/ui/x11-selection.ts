// Who owns the X CLIPBOARD selection, asked of the X server itself (core protocol: InternAtom, then
// GetSelectionOwner), without transferring its content. clipboard.ts uses it to know when xsel's forked
// daemon has taken the selection: xsel --input exits a moment before that, and reading the text back
// to find out is no good (a large text is served in INCR chunks, and xsel 1.2.0's daemon can die after
// such a transfer under load, leaving nothing to paste).
//
// Only what a local or forwarded display needs: a unix socket for ":N", TCP 6000+N for "host:N", and the
// MIT-MAGIC-COOKIE-1 of the display from $XAUTHORITY (else ~/.Xauthority), if it has one. Anything else
// (another auth scheme, an unreachable server) gives null: the caller then cannot tell, and says nothing.

import net from 'node:net';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SelectionWatch {
  /** The CLIPBOARD owner's window id when the watch began (0: nobody owned it). */
  before: number;
  /**
   * Resolves once the owner is no longer `before` (a new owner; with `empty`, nobody: an empty copy
   * gives the selection up), told by the server's own XFixes event: no polling. False at the deadline.
   */
  changed(deadline: number, empty: boolean): Promise<boolean>;
  close(): void;
}

interface Target {
  connect: () => net.Socket;
  /** The display number, for the Xauthority entry. */
  number: string;
}

function target(display: string): Target | null {
  const m = /^(?:(unix)|([^:/]*))?:(\d+)(?:\.\d+)?$/.exec(display);
  if (!m) return null;
  const [, unix, host, number] = m;
  if (unix || !host) return { connect: () => net.connect(`/tmp/.X11-unix/X${number}`), number: number! };
  return { connect: () => net.connect(6000 + Number(number), host), number: number! };
}

/** The display's MIT-MAGIC-COOKIE-1, or null (no Xauthority file, or no entry for this display). */
export function cookieFor(env: NodeJS.ProcessEnv, number: string): Buffer | null {
  let data: Buffer;
  try {
    data = readFileSync(env.XAUTHORITY || path.join(env.HOME || os.homedir(), '.Xauthority'));
  } catch {
    return null;
  }
  const host = os.hostname();
  let at = 0;
  const field = (): Buffer | null => {
    if (at + 2 > data.length) return null;
    const len = data.readUInt16BE(at);
    const out = data.subarray(at + 2, at + 2 + len);
    at += 2 + len;
    return out.length === len ? out : null;
  };
  while (at + 2 <= data.length) {
    const family = data.readUInt16BE(at);
    at += 2;
    const [address, num, name, cookie] = [field(), field(), field(), field()];
    if (!address || !num || !name || !cookie) return null;
    if (name.toString('latin1') !== 'MIT-MAGIC-COOKIE-1' || (num.length && num.toString('latin1') !== number)) continue;
    // FamilyWild (65535) matches any host; FamilyLocal (256) is this host by name (what Xlib uses for ":N"
    // and for ssh -X's forwarded "localhost:N" alike).
    if (family === 65535 || (family === 256 && address.toString('latin1') === host)) return cookie;
  }
  return null;
}

const pad = (n: number) => (4 - (n % 4)) % 4;

/**
 * Watch CLIPBOARD's owner: connect, subscribe to XFixes SetSelectionOwner events on the root window,
 * then read the current owner (in that order, so no change is missed). Null when the server cannot be
 * reached, refuses the connection, or has no XFixes, within `timeoutMs`.
 */
export async function watchClipboard(env: NodeJS.ProcessEnv, timeoutMs: number): Promise<SelectionWatch | null> {
  const t = target(env.DISPLAY ?? '');
  if (!t) return null;
  const cookie = cookieFor(env, t.number);
  let sock: net.Socket;
  try {
    sock = t.connect();
  } catch {
    return null;
  }
  sock.unref(); // never what keeps the CLI alive
  let buf = Buffer.alloc(0);
  let setupDone: ((b: Buffer | null) => void) | null = null;
  const replies: ((b: Buffer | null) => void)[] = []; // one per request sent, in order
  let onEvent: ((b: Buffer) => void) | null = null;
  let firstEvent = -1;
  const events: Buffer[] = [];
  const drain = () => {
    if (setupDone) {
      if (buf.length < 8) return;
      const n = 8 + buf.readUInt16LE(6) * 4;
      if (buf.length < n) return;
      const msg = buf.subarray(0, n);
      buf = buf.subarray(n);
      const done = setupDone;
      setupDone = null;
      done(msg);
    }
    // After setup every message of the requests used here is 32 bytes: replies (1), errors (0), events.
    while (buf.length >= 32) {
      const msg = buf.subarray(0, 32);
      buf = buf.subarray(32);
      if (msg[0] === 0 || msg[0] === 1) replies.shift()?.(msg[0] === 1 ? msg : null);
      else if ((msg[0]! & 0x7f) === firstEvent) (onEvent ? onEvent(msg) : events.push(msg));
    }
  };
  const failAll = () => {
    setupDone?.(null);
    setupDone = null;
    for (const r of replies.splice(0)) r(null);
  };
  sock.on('data', (chunk: Buffer) => {
    buf = Buffer.concat([buf, chunk]);
    drain();
  });
  sock.on('error', failAll);
  sock.on('close', failAll);
  const close = () => sock.destroy();
  const timed = <T>(p: Promise<T | null>): Promise<T | null> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), timeoutMs);
      void p.then((v) => {
        clearTimeout(timer);
        resolve(v);
      });
    });
  const request = (req: Buffer): Promise<Buffer | null> =>
    timed(
      new Promise<Buffer | null>((resolve) => {
        replies.push(resolve);
        sock.write(req);
      }),
    );
  const send = (req: Buffer) => sock.write(req); // a request without a reply

  // Connection setup: little-endian, protocol 11.0, with the display's cookie when it has one.
  const name = cookie ? Buffer.from('MIT-MAGIC-COOKIE-1', 'latin1') : Buffer.alloc(0);
  const data = cookie ?? Buffer.alloc(0);
  const setup = Buffer.alloc(12 + name.length + pad(name.length) + data.length + pad(data.length));
  setup.write('l', 0, 'latin1');
  setup.writeUInt16LE(11, 2);
  setup.writeUInt16LE(name.length, 6);
  setup.writeUInt16LE(data.length, 8);
  name.copy(setup, 12);
  data.copy(setup, 12 + name.length + pad(name.length));
  const reply = await timed(
    new Promise<Buffer | null>((resolve) => {
      setupDone = resolve;
      sock.write(setup);
    }),
  );
  if (!reply || reply[0] !== 1 || reply.length < 40) {
    close();
    return null;
  }
  // The first screen's root window: after the vendor string and the pixmap formats.
  const vendor = reply.readUInt16LE(24);
  const formats = reply[29]!;
  const screen = 40 + vendor + pad(vendor) + 8 * formats;
  if (reply.length < screen + 4) {
    close();
    return null;
  }
  const root = reply.readUInt32LE(screen);

  // InternAtom (16), only-if-exists false, "CLIPBOARD" (9 bytes, padded to 12).
  const intern = Buffer.alloc(20);
  intern.writeUInt8(16, 0);
  intern.writeUInt16LE(5, 2);
  intern.writeUInt16LE(9, 4);
  intern.write('CLIPBOARD', 8, 'latin1');
  // QueryExtension (98) "XFIXES" (6 bytes, padded to 8).
  const query = Buffer.alloc(16);
  query.writeUInt8(98, 0);
  query.writeUInt16LE(4, 2);
  query.writeUInt16LE(6, 4);
  query.write('XFIXES', 8, 'latin1');
  const [atomReply, ext] = await Promise.all([request(intern), request(query)]);
  if (!atomReply || !ext || ext[8] !== 1) {
    close();
    return null;
  }
  const atom = atomReply.readUInt32LE(8);
  const major = ext[9]!;
  firstEvent = ext[10]!;
  // XFixesQueryVersion (minor 0), client 5.0: required before any other XFixes request.
  const version = Buffer.alloc(12);
  version.writeUInt8(major, 0);
  version.writeUInt8(0, 1);
  version.writeUInt16LE(3, 2);
  version.writeUInt32LE(5, 4);
  version.writeUInt32LE(0, 8);
  if (!(await request(version))) {
    close();
    return null;
  }
  // XFixesSelectSelectionInput (minor 2): SetSelectionOwner events (mask 1) for CLIPBOARD, on the root.
  const select = Buffer.alloc(16);
  select.writeUInt8(major, 0);
  select.writeUInt8(2, 1);
  select.writeUInt16LE(4, 2);
  select.writeUInt32LE(root, 4);
  select.writeUInt32LE(atom, 8);
  select.writeUInt32LE(1, 12);
  send(select);
  // GetSelectionOwner (23): its reply comes after the subscription took effect.
  const get = Buffer.alloc(8);
  get.writeUInt8(23, 0);
  get.writeUInt16LE(2, 2);
  get.writeUInt32LE(atom, 4);
  const ownerReply = await request(get);
  if (!ownerReply) {
    close();
    return null;
  }
  const before = ownerReply.readUInt32LE(8);
  events.length = 0; // changes before `before` was read are in it already

  // XFixesSelectionNotify: owner at byte 8, selection at byte 12.
  const ownerOf = (ev: Buffer) => (ev.readUInt32LE(12) === atom ? ev.readUInt32LE(8) : null);
  return {
    before,
    changed(deadline: number, empty: boolean): Promise<boolean> {
      const done = (owner: number | null) => owner !== null && (empty ? owner === 0 : owner !== 0 && owner !== before);
      if ((empty && before === 0) || events.some((ev) => done(ownerOf(ev)))) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          onEvent = null;
          resolve(false);
        }, Math.max(0, deadline - Date.now()));
        onEvent = (ev) => {
          if (!done(ownerOf(ev))) return;
          clearTimeout(timer);
          onEvent = null;
          resolve(true);
        };
      });
    },
    close,
  };
}
