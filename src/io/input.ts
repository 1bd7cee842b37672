// Reading documents a user hands us (--body FILE, --body -, lint FILE): size-capped, UTF-8 only, never a hang.

import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { usageError } from '../errors.js';

export const MAX_DOC_BYTES = 1024 * 1024;

function decode(buf: Buffer, what: string): string {
  if (buf.length === 0) throw usageError(`${what} is empty`, 'give it some markdown, or leave the option out');
  if (buf.includes(0)) throw usageError(`${what} looks binary (it contains NUL bytes)`, 'give a UTF-8 markdown file');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    throw usageError(`${what} is not valid UTF-8 text`, 'convert it to UTF-8, e.g. with iconv -t UTF-8');
  }
}

const tooBig = (what: string) => usageError(`${what} is larger than the ${MAX_DOC_BYTES / 1024 / 1024} MiB limit`, 'point to big files from the document instead of pasting them');

/** Why a path cannot be read, in words. */
function reason(code: string | undefined): string {
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'a part of the path is not a folder';
    case 'ELOOP':
      return 'too many symbolic links';
    case 'ENAMETOOLONG':
      return 'the name is too long';
    case 'ENXIO':
      return 'it is a socket or a device with nothing behind it';
    case 'EISDIR':
      return 'it is a folder';
    default:
      return code ?? 'unknown error';
  }
}

// Already-open pipes of this process, by name: process substitution `<(command)` (bash gives
// /dev/fd/63) and the standard streams. A writer is behind them (the shell started it), so reading them
// delivers; anything else that is not a regular file is refused, because a named pipe (FIFO) with no
// writer blocks forever and a device may never end.
const OWN_FD = /^\/(?:dev\/fd\/\d+|dev\/stdin|proc\/self\/fd\/\d+|proc\/(\d+)\/fd\/\d+)$/;

function isOwnFd(path: string): boolean {
  const m = OWN_FD.exec(path);
  return m !== null && (m[1] === undefined || Number(m[1]) === process.pid);
}

/**
 * Open a file the user named (--body, --attach, lint FILE) for reading: a regular file, or one of this
 * process's own pipes (see OWN_FD). A FIFO, socket or device is a usage error, found without blocking
 * (O_NONBLOCK: opening a FIFO with no writer returns at once, and the type is checked on what was opened).
 */
export async function openInput(path: string, what: string): Promise<FileHandle> {
  const own = isOwnFd(path);
  let fh: FileHandle;
  try {
    fh = await open(path, own ? constants.O_RDONLY : constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw usageError(code === 'ENOENT' ? `${what}: no such file` : `${what}: cannot read it (${reason(code)})`);
  }
  const st = await fh.stat();
  const kind = st.isFile() ? null : st.isDirectory() ? 'a folder' : st.isFIFO() ? 'a named pipe (FIFO)' : st.isSocket() ? 'a socket' : st.isCharacterDevice() || st.isBlockDevice() ? 'a device' : 'not a regular file';
  if (kind && !(own && (st.isFIFO() || st.isSocket()))) {
    await fh.close();
    if (kind === 'a folder') throw usageError(`${what} is a folder, not a file`);
    throw usageError(`${what} is ${kind}, not a regular file`, 'give a file, "-" for standard input, or a process substitution such as <(command)');
  }
  return fh;
}

export async function readDocFile(path: string, what = path): Promise<string> {
  const fh = await openInput(path, what);
  const st = await fh.stat();
  if (st.isFile() && st.size > MAX_DOC_BYTES) {
    await fh.close();
    throw tooBig(what);
  }
  try {
    const buf = Buffer.alloc(MAX_DOC_BYTES + 1);
    let n = 0;
    for (;;) {
      const { bytesRead } = await fh.read(buf, n, buf.length - n, null).catch((e: NodeJS.ErrnoException) => {
        throw usageError(`${what}: cannot read it (${reason(e.code)})`);
      });
      if (bytesRead === 0) break;
      n += bytesRead;
      if (n > MAX_DOC_BYTES) throw tooBig(what);
    }
    return decode(buf.subarray(0, n), what);
  } finally {
    await fh.close();
  }
}

/** Read stdin to its end (only ever called when the user passed "-"). */
export async function readDocStdin(stdin: NodeJS.ReadableStream, what = 'standard input'): Promise<string> {
  const chunks: Buffer[] = [];
  let n = 0;
  for await (const chunk of stdin) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    n += b.length;
    if (n > MAX_DOC_BYTES) throw tooBig(what);
    chunks.push(b);
  }
  return decode(Buffer.concat(chunks), what);
}

export function readDoc(arg: string, stdin: NodeJS.ReadableStream, flag: string): Promise<string> {
  return arg === '-' ? readDocStdin(stdin, `${flag} - (standard input)`) : readDocFile(arg, `${flag} ${arg}`);
}

/** The same checks as a file for text that arrived another way (the clipboard): size, NUL bytes, empty. */
export function checkDocText(text: string, what: string): string {
  const buf = Buffer.from(text, 'utf8');
  if (buf.length > MAX_DOC_BYTES) throw tooBig(what);
  return decode(buf, what);
}
