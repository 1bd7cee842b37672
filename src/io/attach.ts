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

/** Stream a file's lines into a Trimmer; the format is decided from the name and the first chunk. */
export async function trimFile(path: string, what: string, tail: number): Promise<Trimmed> {
  const decoder = new StringDecoder('utf8');
  let trimmer: Trimmer | null = null;
  let rest = '';
  // A regular file or a pipe that delivers (io/input.ts openInput); a socket or device is refused (exit 2).
  const input = await openInput(path, what);
  for await (const chunk of input.chunks) {
    if (!trimmer && chunk.subarray(0, 64 * 1024).includes(0)) throw usageError(`${what} looks binary (it contains NUL bytes)`, 'attach a text log or a JSONL command record');
    const text = rest + decoder.write(chunk);
    const lines = text.split('\n');
    rest = lines.pop()!;
    trimmer ??= new Trimmer(detectFormat(path, lines.slice(0, 40)), { tail });
    for (const l of lines) trimmer.push(l.endsWith('\r') ? l.slice(0, -1) : l);
  }
  rest += decoder.end();
  trimmer ??= new Trimmer(detectFormat(path, [rest]), { tail });
  if (rest !== '') trimmer.push(rest.endsWith('\r') ? rest.slice(0, -1) : rest);
  return trimmer.finish();
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
