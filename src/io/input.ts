// Reading documents a user hands us (--body FILE, --body -, lint FILE): size-capped, UTF-8 (or UTF-16 with
// its byte-order mark), never a hang.

import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { usageError } from '../errors.js';
import { MAX_NESTING, MAX_QUOTES, tooDeep } from '../brief/blocks.js';

export const MAX_DOC_BYTES = 1024 * 1024;

/** UTF-16 with a byte-order mark: what Windows PowerShell 5 writes with "> file" or Out-File. */
function utf16(buf: Buffer): 'utf-16le' | 'utf-16be' | null {
  if (buf.length >= 2 && buf[0] === 0xff && buf[1] === 0xfe) return 'utf-16le';
  if (buf.length >= 2 && buf[0] === 0xfe && buf[1] === 0xff) return 'utf-16be';
  return null;
}

/** Most odd (or even) bytes NUL: UTF-16 text without its byte-order mark, not a binary file. */
function looksUtf16(buf: Buffer): string | null {
  const n = Math.min(buf.length, 4096) & ~1;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    if (buf[i] === 0) even++;
    if (buf[i + 1] === 0) odd++;
  }
  if (n >= 8 && odd >= n / 2 * 0.6) return 'UTF-16LE';
  if (n >= 8 && even >= n / 2 * 0.6) return 'UTF-16BE';
  return null;
}

/** A document nesting lists or quotes past any reader's patience (and marked's): refused with the line. */
function checkDepth(text: string, what: string): string {
  const deep = tooDeep(text);
  if (deep) throw usageError(`${what}: line ${deep.line} nests lists or quotes ${deep.depth} levels deep (handoff reads lists up to ${MAX_NESTING} levels, quotes up to ${MAX_QUOTES})`, 'flatten it, or put it in a code fence if it is a log: no reader follows that many levels');
  return text;
}

function decode(buf: Buffer, what: string): string {
  return checkDepth(decodeText(buf, what), what);
}

function decodeText(buf: Buffer, what: string): string {
  if (buf.length === 0) throw usageError(`${what} is empty`, 'give it some markdown, or leave the option out');
  const bom16 = utf16(buf);
  if (bom16) {
    const text = new TextDecoder(bom16, { fatal: false }).decode(buf.subarray(2));
    if (!text.includes('\0') && !text.includes('\ufffd')) return text;
    throw usageError(`${what} starts with a UTF-16 byte-order mark but is not valid UTF-16 text`, 'convert it to UTF-8, e.g. with iconv -f UTF-16 -t UTF-8');
  }
  if (buf.includes(0)) {
    const enc = looksUtf16(buf);
    if (enc) throw usageError(`${what} looks like ${enc} text without a byte-order mark`, `convert it to UTF-8: iconv -f ${enc} -t UTF-8`);
    throw usageError(`${what} looks binary (it contains NUL bytes)`, 'give a UTF-8 markdown file');
  }
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

// Pipes: process substitution `<(command)` (bash gives /dev/fd/63) and the standard streams by name are
// this process's own pipes, with a writer behind them (the shell started it): they are read like files.
// A named pipe (FIFO) is read only when a writer delivers: it is opened without blocking, and when no
// writer has appeared after PIPE_WRITER_GRACE_MS it is refused (exit 2) instead of waiting forever.
// Sockets and devices (/dev/zero never ends, /dev/tty waits for a person) are refused.
const OWN_FD = /^\/(?:dev\/fd\/\d+|dev\/stdin|proc\/self\/fd\/\d+|proc\/(\d+)\/fd\/\d+)$/;
export const PIPE_WRITER_GRACE_MS = 2000;
const CHUNK = 256 * 1024;

function isOwnFd(path: string): boolean {
  const m = OWN_FD.exec(path);
  return m !== null && (m[1] === undefined || Number(m[1]) === process.pid);
}

export interface InputFile {
  /** Bytes on disk (a regular file), or null (a pipe: unknown until read). */
  size: number | null;
  /** The contents, chunk by chunk; the file is closed when they end or the loop is left. */
  chunks: AsyncIterable<Buffer>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function* chunksOf(fh: FileHandle, what: string, namedPipe: boolean): AsyncGenerator<Buffer> {
  try {
    const started = Date.now();
    let writerSeen = !namedPipe;
    for (;;) {
      const buf = Buffer.allocUnsafe(CHUNK);
      let n: number;
      try {
        n = (await fh.read(buf, 0, CHUNK, null)).bytesRead;
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (namedPipe && code === 'EAGAIN') {
          writerSeen = true; // a writer has it open and has not written yet
          await sleep(5);
          continue;
        }
        throw usageError(`${what}: cannot read it (${reason(code)})`);
      }
      if (n > 0) {
        writerSeen = true;
        yield buf.subarray(0, n);
        continue;
      }
      if (writerSeen) return; // end of file, or the last writer closed the pipe
      if (Date.now() - started > PIPE_WRITER_GRACE_MS) {
        throw usageError(`${what} is a named pipe (FIFO) and nothing wrote to it within ${PIPE_WRITER_GRACE_MS / 1000} s`, 'start its writer first, or give a file, "-" for standard input, or a process substitution such as <(command)');
      }
      await sleep(10);
    }
  } finally {
    await fh.close().catch(() => {});
  }
}

/**
 * Open a file the user named (--body, --attach, lint FILE) for reading: a regular file, one of this
 * process's own pipes, or a named pipe whose writer delivers (see above). Never blocks on opening:
 * O_NONBLOCK, and the type is checked on what was opened, so a file swapped for a FIFO is caught too.
 */
export async function openInput(path: string, what: string): Promise<InputFile> {
  const own = isOwnFd(path);
  let fh: FileHandle;
  try {
    fh = await open(path, own ? constants.O_RDONLY : constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw usageError(code === 'ENOENT' ? `${what}: no such file` : `${what}: cannot read it (${reason(code)})`);
  }
  const st = await fh.stat();
  const pipe = st.isFIFO() || (own && st.isSocket());
  if (!st.isFile() && !pipe) {
    await fh.close();
    if (st.isDirectory()) throw usageError(`${what} is a folder, not a file`);
    const kind = st.isSocket() ? 'a socket' : st.isCharacterDevice() || st.isBlockDevice() ? 'a device' : 'not a regular file';
    throw usageError(`${what} is ${kind}, not a regular file`, 'give a file, "-" for standard input, or a process substitution such as <(command)');
  }
  return { size: st.isFile() ? st.size : null, chunks: chunksOf(fh, what, pipe && !own) };
}

export async function readDocFile(path: string, what = path): Promise<string> {
  const input = await openInput(path, what);
  if (input.size !== null && input.size > MAX_DOC_BYTES) {
    for await (const _ of input.chunks) break; // closes it
    throw tooBig(what);
  }
  const chunks: Buffer[] = [];
  let n = 0;
  for await (const c of input.chunks) {
    n += c.length;
    if (n > MAX_DOC_BYTES) throw tooBig(what);
    chunks.push(c);
  }
  return decode(Buffer.concat(chunks), what);
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
