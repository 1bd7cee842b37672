// Reading --attach files: streamed line by line into the pure Trimmer, so a log of any size costs little.

import { isAbsolute, relative, resolve } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { HandoffError, usageError } from '../errors.js';
import { openInput } from './input.js';
import type { ExtraSection } from '../brief/render.js';
import {
  ATTACHMENTS_HEADING, DEFAULT_TAIL, Trimmer, attachmentPointer, detectFormat, renderAttachments,
  type AttachmentInfo, type Trimmed,
} from '../brief/attach.js';

export interface Attached {
  /** The "Attached evidence" section, or null without --attach. */
  section: ExtraSection | null;
  /** One pointer per file: its full path stays in the brief. */
  pointers: string[];
  info: AttachmentInfo[];
}

export const MAX_TAIL = 5000;

export function parseTail(v: string | undefined): number {
  if (v === undefined) return DEFAULT_TAIL;
  const n = Number(v);
  if (!/^\d+$/.test(v.trim()) || !Number.isInteger(n) || n < 1 || n > MAX_TAIL) throw usageError(`--tail ${v}: expected a whole number from 1 to ${MAX_TAIL}`);
  return n;
}

/** A line longer than this keeps its first HEAD_CAP and last TAIL_CAP characters as it is read. */
const HEAD_CAP = 1024 * 1024;
const TAIL_CAP = 64 * 1024;

/**
 * Stream a file's lines into a Trimmer; the format is decided from the first 40 lines. Memory stays
 * bounded for any line length: only new text is searched for line ends, and a line longer than
 * HEAD_CAP + TAIL_CAP keeps its head and tail (its length is passed on, so the brief says it was cut).
 */
export async function trimFile(path: string, what: string, tail: number): Promise<Trimmed> {
  const decoder = new StringDecoder('utf8');
  // The first 40 lines wait here until the format is known.
  const first: { line: string; length: number }[] = [];
  const lines = { trimmer: null as Trimmer | null };
  const start = () => {
    const t = new Trimmer(detectFormat(path, first.map((f) => f.line)), { tail });
    for (const f of first) t.push(f.line, f.length);
    return (lines.trimmer = t);
  };
  let head = '';
  let end = '';
  let length = 0;
  const append = (part: string) => {
    length += part.length;
    if (head.length < HEAD_CAP) {
      const room = HEAD_CAP - head.length;
      head += part.slice(0, room);
      part = part.slice(room);
    }
    if (part) end = (end + part).slice(-TAIL_CAP);
  };
  const emit = () => {
    let line = head + end;
    const cr = line.endsWith('\r');
    if (cr) line = line.slice(0, -1);
    const full = length - (cr ? 1 : 0);
    if (lines.trimmer) lines.trimmer.push(line, full);
    else if (first.push({ line, length: full }) === 40) start();
    head = end = '';
    length = 0;
  };
  // A regular file or a pipe that delivers (io/input.ts openInput); a socket or device is refused (exit 2).
  const input = await openInput(path, what);
  let sniffed = false;
  for await (const chunk of input.chunks) {
    if (!sniffed && chunk.subarray(0, 64 * 1024).includes(0)) throw usageError(`${what} looks binary (it contains NUL bytes)`, 'attach a text log or a JSONL command record');
    sniffed = true;
    const text = decoder.write(chunk);
    let from = 0;
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', from)) {
      append(text.slice(from, nl));
      emit();
      from = nl + 1;
    }
    append(text.slice(from));
  }
  append(decoder.end());
  if (length > 0) emit();
  return (lines.trimmer ?? start()).finish();
}

/** Read every --attach file (fails before anything is written), trim it, and build the section. */
export async function readAttachments(args: string[] | undefined, tailArg: string | undefined, cwd: string, repo: string | null): Promise<Attached> {
  if (!args?.length) {
    if (tailArg !== undefined) throw usageError('--tail only applies to --attach FILE', 'add --attach FILE, or leave --tail out');
    return { section: null, pointers: [], info: [] };
  }
  const tail = parseTail(tailArg);
  const seen = new Set<string>();
  const items: { info: AttachmentInfo; trimmed: Trimmed; tail: number }[] = [];
  for (const arg of args) {
    const abs = resolve(cwd, arg);
    if (seen.has(abs)) continue;
    seen.add(abs);
    const what = `--attach ${arg}`;
    let trimmed: Trimmed;
    try {
      trimmed = await trimFile(abs, what, tail);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code && !(e instanceof HandoffError)) throw usageError(`${what}: cannot read it (${code === 'EACCES' ? 'permission denied' : code})`);
      throw e;
    }
    const rel = repo ? relative(repo, abs) : '';
    const path = repo && rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : abs;
    const { format, total, kept, omitted, flagged, flaggedDropped, redactions } = trimmed;
    items.push({ info: { path, format, total, kept, omitted, flagged, flaggedDropped, redactions }, trimmed, tail });
  }
  const pointers = items.map(({ info }) => attachmentPointer(info));
  return { section: { heading: ATTACHMENTS_HEADING, text: renderAttachments(items) }, pointers, info: items.map((i) => i.info) };
}
