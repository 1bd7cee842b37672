// Reading documents a user hands us (--body FILE, --body -, --paste, lint FILE): size-capped, decoded
// whatever a stranger's machine wrote (UTF-8, UTF-16, Windows-1252; see "decoding" below), never a hang.

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

/** Most odd (or even) bytes NUL and the others not: UTF-16 text without its byte-order mark (ASCII
 *  text in UTF-16LE is "H\0e\0l\0"), not a binary file (NULs at both) or text with a stray NUL. */
function looksUtf16(buf: Buffer): 'UTF-16LE' | 'UTF-16BE' | null {
  const n = Math.min(buf.length, 4096) & ~1;
  if (n < 8) return null;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    if (buf[i] === 0) even++;
    if (buf[i + 1] === 0) odd++;
  }
  const half = n / 2;
  if (odd >= half * 0.6 && even <= half * 0.1) return 'UTF-16LE';
  if (even >= half * 0.6 && odd <= half * 0.1) return 'UTF-16BE';
  return null;
}

/** A document nesting lists or quotes past any reader's patience (and marked's): refused with the line. */
function checkDepth(text: string, what: string): string {
  const deep = tooDeep(text);
  if (deep) throw usageError(`${what}: line ${deep.line} nests lists or quotes ${deep.depth} levels deep (handoff reads lists up to ${MAX_NESTING} levels, quotes up to ${MAX_QUOTES})`, 'flatten it, or put it in a code fence if it is a log: no reader follows that many levels');
  return text;
}

/**
 * One thing the reader assumed or changed in a document: printed on stderr (`handoff: warning: <message>`) and
 * carried in the --json output's `warnings` (README "--json"). `code` is stable; `message` names the input
 * ("--body r.md: removed 1 NUL byte (line 5)"); `lines` are the document's 1-based lines it is about, as an
 * editor numbers them (LF, CRLF and a lone CR each end a line), the first MAX_WARNING_LINES of them.
 */
export interface InputWarning {
  code: InputWarningCode;
  message: string;
  lines?: number[];
}
/** input-utf16: read as UTF-16 without a byte-order mark; input-not-utf8: bytes read as Windows-1252;
 *  input-nul-removed: NUL characters removed. (Other commands add codes of their own: see README.) */
export type InputWarningCode = 'input-utf16' | 'input-not-utf8' | 'input-nul-removed';
export type InputWarn = (warning: InputWarning) => void;
export const MAX_WARNING_LINES = 100;

function decode(buf: Buffer, what: string, warn: InputWarn): string {
  const { text, notes } = decodeBytes(buf, what);
  for (const n of notes) warn({ ...n, message: `${what}: ${n.message}` });
  return checkDepth(text, what);
}

// --- decoding ------------------------------------------------------------------------------------------
//
// What a document's bytes are, decided in this order (README "Input encodings"):
// 1. the signature of a binary format (an image, an archive, a program, a PDF): refused, named;
// 2. a UTF-8 byte-order mark: UTF-8, the mark dropped;
// 3. a UTF-16 byte-order mark (Windows PowerShell 5 writes one with `>` and Out-File): UTF-16LE/BE;
// 4. no mark, but most odd (or even) bytes NUL: UTF-16 without its mark, said on stderr;
// 5. control bytes (NUL and the C0 codes a text never holds; not TAB, LF, CR, FF, VT, BS or ESC, which
//    terminal output carries) over 2% of the bytes and more than 8 of them, or over 10% of a small input:
//    refused as binary. Random or compressed bytes hold about 10% of them, a program's far more; text
//    pasted from a terminal with a stray NUL, far under 1%;
// 6. otherwise text: valid UTF-8 as UTF-8; a byte that is not part of a valid UTF-8 sequence is read as
//    Windows-1252 (Latin-1's superset; every byte maps to a character, so nothing is lost), and stderr
//    says from which line and on which lines. A document with no valid multi-byte UTF-8 sequence at all
//    is simply Windows-1252 (a review saved by an old Windows editor).
// NUL characters are then removed from the text (no reader, store or terminal wants them), naming their lines.

/** Signatures of binary formats a person might hand over by mistake: the first bytes of the file. */
const MAGIC: readonly (readonly [what: string, bytes: readonly number[], at?: number])[] = [
  ['a PNG image', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['a JPEG image', [0xff, 0xd8, 0xff]],
  ['a GIF image', [0x47, 0x49, 0x46, 0x38]],
  ['a WebP or RIFF file', [0x52, 0x49, 0x46, 0x46]],
  ['a PDF document', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['a ZIP archive (or a .docx, .xlsx, .jar)', [0x50, 0x4b, 0x03, 0x04]],
  ['an empty ZIP archive', [0x50, 0x4b, 0x05, 0x06]],
  ['a gzip archive', [0x1f, 0x8b]],
  ['a bzip2 archive', [0x42, 0x5a, 0x68]],
  ['an xz archive', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]],
  ['a zstd archive', [0x28, 0xb5, 0x2f, 0xfd]],
  ['a 7-Zip archive', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ['a tar archive', [0x75, 0x73, 0x74, 0x61, 0x72], 257],
  ['an ELF program', [0x7f, 0x45, 0x4c, 0x46]],
  ['a Windows program', [0x4d, 0x5a, 0x90, 0x00]],
  ['a Mach-O program', [0xcf, 0xfa, 0xed, 0xfe]],
  ['a Java class file', [0xca, 0xfe, 0xba, 0xbe]],
  ['a WebAssembly module', [0x00, 0x61, 0x73, 0x6d]],
  ['an SQLite database', [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x20, 0x66, 0x6f, 0x72, 0x6d, 0x61, 0x74, 0x20, 0x33, 0x00]],
];

function binaryFormat(buf: Buffer): string | null {
  for (const [what, bytes, at = 0] of MAGIC) {
    if (buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b)) return what;
  }
  return null;
}

/** The C0 control bytes that text does not hold (all but BS, TAB, LF, VT, FF, CR and ESC), NUL first. */
const CONTROLS = [0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1c, 0x1d, 0x1e, 0x1f];

/** NUL and C0 control bytes that text does not hold (TAB, LF, VT, FF, CR, BS and ESC it does). */
function controlBytes(buf: Buffer): number {
  // Most documents hold none: asked of each byte value with indexOf (memchr, ~0.1 ms for 100 KiB), that is
  // known without the loop below, which runs interpreted at start (a command lives too short for V8 to
  // compile it) and cost 1-3 ms of `lint` of the bench's 100 KiB brief. The loop counts where any is held.
  if (CONTROLS.every((c) => buf.indexOf(c) === -1)) return 0;
  let n = 0;
  for (let i = 0; i < buf.length; i++) {
    const b = buf[i]!;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0b && b !== 0x0c && b !== 0x0d && b !== 0x08 && b !== 0x1b) n++;
  }
  return n;
}
export const BINARY_SHARE = 0.02;
export const BINARY_MIN = 8;
/** Below BINARY_MIN control bytes, a share this large still says binary: `#\0\x01` is no document. */
export const BINARY_SHARE_SMALL = 0.1;

/** Windows-1252 for 0x80-0x9f (0xa0-0xff are Latin-1, the same code points). The five bytes it leaves
 *  undefined map to the C1 control of the same number, as the WHATWG decoder does: no byte is dropped. */
const CP1252_80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const cp1252 = (b: number): string => (b >= 0x80 && b < 0xa0 ? CP1252_80[b - 0x80]! : String.fromCharCode(b));

/** The length of the valid UTF-8 sequence starting at `i`, or 0 (RFC 3629: no overlong forms, no
 *  surrogates, nothing past U+10FFFF). */
function utf8Sequence(buf: Buffer, i: number): number {
  const b = buf[i]!;
  if (b < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf) => i + k < buf.length && buf[i + k]! >= lo && buf[i + k]! <= hi;
  if (b >= 0xc2 && b <= 0xdf) return cont(1) ? 2 : 0;
  if (b >= 0xe0 && b <= 0xef) {
    const [lo, hi] = b === 0xe0 ? [0xa0, 0xbf] : b === 0xed ? [0x80, 0x9f] : [0x80, 0xbf];
    return cont(1, lo, hi) && cont(2) ? 3 : 0;
  }
  if (b >= 0xf0 && b <= 0xf4) {
    const [lo, hi] = b === 0xf0 ? [0x90, 0xbf] : b === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
    return cont(1, lo, hi) && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}

/** Valid UTF-8 as UTF-8, every other byte as Windows-1252; the 1-based lines holding such bytes, and
 *  whether any multi-byte UTF-8 sequence was seen (none: the document is Windows-1252 throughout). */
function decodeMixed(buf: Buffer): { text: string; lines: number[]; utf8: boolean } {
  const parts: string[] = [];
  const lines: number[] = [];
  let utf8 = false;
  let line = 1;
  let run = 0; // start of the current run of valid UTF-8
  for (let i = 0; i < buf.length; ) {
    const b = buf[i]!;
    // A line ends at LF, CRLF or a lone CR (old Mac), as the markdown reader splits them (blocks.ts).
    if (b === 0x0d || (b === 0x0a && buf[i - 1] !== 0x0d)) line++;
    const n = utf8Sequence(buf, i);
    if (n > 1) utf8 = true;
    if (n > 0) {
      i += n;
      continue;
    }
    if (run < i) parts.push(buf.toString('utf8', run, i));
    parts.push(cp1252(b));
    if (lines[lines.length - 1] !== line) lines.push(line);
    i++;
    run = i;
  }
  if (run < buf.length) parts.push(buf.toString('utf8', run));
  return { text: parts.join(''), lines, utf8 };
}

/** "line 4", "lines 4, 9 and 12", "lines 4, 9, 12, … (31 lines)". */
export function lineList(lines: readonly number[]): string {
  if (lines.length === 1) return `line ${lines[0]}`;
  if (lines.length <= 6) return `lines ${lines.slice(0, -1).join(', ')} and ${lines[lines.length - 1]}`;
  return `lines ${lines.slice(0, 5).join(', ')}, … (${lines.length} lines)`;
}

/** The 1-based lines of `text` holding the character `ch` (LF, CRLF and a lone CR each end a line). */
export function linesWith(text: string, ch: string): number[] {
  const out: number[] = [];
  const c = ch.charCodeAt(0);
  const last = text.lastIndexOf(ch);
  let line = 1;
  for (let i = 0; i <= last; i++) {
    const k = text.charCodeAt(i);
    if (k === c) {
      if (out[out.length - 1] !== line) out.push(line);
    } else if (k === 0x0d || (k === 0x0a && text.charCodeAt(i - 1) !== 0x0d)) line++;
  }
  return out;
}

/** What was assumed or changed: a warning whose message does not name the input yet (decode() puts it in front). */
export type DecodeNote = InputWarning;

export interface Decoded {
  text: string;
  /** What was assumed or changed, one sentence each, for stderr and --json (empty for plain UTF-8). */
  notes: DecodeNote[];
}

/** Bytes to text (see the order above); refuses (exit 2) an empty or binary input. Pure. */
export function decodeBytes(buf: Buffer, what: string): Decoded {
  if (buf.length === 0) throw usageError(`${what} is empty`, 'give it some markdown, or leave the option out');
  const format = binaryFormat(buf);
  if (format) throw usageError(`${what} looks binary: it starts like ${format}`, 'give a markdown (text) file');
  const notes: DecodeNote[] = [];
  let text: string;
  const bom16 = utf16(buf);
  const bare16 = bom16 ? null : looksUtf16(buf);
  if (bom16) {
    try {
      text = new TextDecoder(bom16, { fatal: true }).decode(buf.subarray(2));
    } catch {
      throw usageError(`${what} starts with a UTF-16 byte-order mark but is not valid UTF-16 text`, 'convert it to UTF-8, e.g. with iconv -f UTF-16 -t UTF-8');
    }
  } else if (bare16) {
    try {
      text = new TextDecoder(bare16 === 'UTF-16LE' ? 'utf-16le' : 'utf-16be', { fatal: true }).decode(buf.subarray(0, buf.length & ~1));
    } catch {
      throw usageError(`${what} looks like ${bare16} text without a byte-order mark, but is not valid ${bare16}`, `convert it to UTF-8: iconv -f ${bare16} -t UTF-8`);
    }
    notes.push({ code: 'input-utf16', message: `read as ${bare16} (no byte-order mark, but every other byte is NUL)` });
  } else {
    const controls = controlBytes(buf);
    if (controls > buf.length * BINARY_SHARE_SMALL || (controls > BINARY_MIN && controls > buf.length * BINARY_SHARE)) {
      throw usageError(`${what} looks binary: ${controls} of its ${buf.length} bytes are NUL or control bytes, which text does not hold`, 'give a markdown (text) file');
    }
    const start = buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
    const body = buf.subarray(start);
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
    } catch {
      const mixed = decodeMixed(body);
      text = mixed.text;
      notes.push({
        code: 'input-not-utf8',
        message: mixed.utf8
          ? `not valid UTF-8 from line ${mixed.lines[0]}: read the bytes that are not UTF-8 as Windows-1252 (on ${lineList(mixed.lines)})`
          : `not UTF-8 from line ${mixed.lines[0]}: read as Windows-1252 (non-ASCII text on ${lineList(mixed.lines)})`,
        lines: mixed.lines.slice(0, MAX_WARNING_LINES),
      });
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\0')) {
    const lines = linesWith(text, '\0');
    const count = text.split('\0').length - 1;
    text = text.replaceAll('\0', '');
    notes.push({ code: 'input-nul-removed', message: `removed ${count} NUL ${count === 1 ? 'byte' : 'bytes'} (${lineList(lines)})`, lines: lines.slice(0, MAX_WARNING_LINES) });
  }
  if (text === '') throw usageError(`${what} is empty`, 'give it some markdown, or leave the option out');
  return { text, notes };
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

export async function readDocFile(path: string, what: string, warn: InputWarn): Promise<string> {
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
  return decode(Buffer.concat(chunks), what, warn);
}

/** Read stdin to its end (only ever called when the user passed "-"). */
export async function readDocStdin(stdin: NodeJS.ReadableStream, what: string, warn: InputWarn): Promise<string> {
  const chunks: Buffer[] = [];
  let n = 0;
  for await (const chunk of stdin) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    n += b.length;
    if (n > MAX_DOC_BYTES) throw tooBig(what);
    chunks.push(b);
  }
  return decode(Buffer.concat(chunks), what, warn);
}

export function readDoc(arg: string, stdin: NodeJS.ReadableStream, flag: string, warn: InputWarn): Promise<string> {
  return arg === '-' ? readDocStdin(stdin, `${flag} - (standard input)`, warn) : readDocFile(arg, `${flag} ${arg}`, warn);
}

/**
 * Bytes that arrived another way (the clipboard tool's output), read exactly as a file's are: the size
 * limit, binary refused, UTF-16 with or without its mark, invalid UTF-8 as Windows-1252, NULs removed.
 * `buf` may stop one byte past the limit (a reader that stopped there): that is too big too.
 */
export function readDocBytes(buf: Buffer, what: string, warn: InputWarn): string {
  if (buf.length > MAX_DOC_BYTES) throw tooBig(what);
  return decode(buf, what, warn);
}
