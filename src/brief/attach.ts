// Evidence that stays small: a log or a JSONL command record trimmed to handoff size. Pure: lines go in
// one at a time (so a file of any size is read in constant memory), a short excerpt comes out.
// A text log keeps its last K lines plus every line that looks like an error or a failure; a JSONL
// command record keeps its last K entries plus every entry with a non-zero exit. Gaps are counted.
// Kept lines are redacted before they are shortened, so a cut can never hide a secret's prefix from the
// redactor; lines inside a private key block are dropped whole (the block may be cut by the trim).

import type { Redaction } from './types.js';
import { redact } from './redact.js';
import { ATTACHMENTS_HEADING } from './tool-sections.js';

export type AttachFormat = 'log' | 'jsonl';

export interface TrimOptions {
  /** Lines (entries) kept from the end. */
  tail: number;
  /** At most this many error lines (failed entries) before the tail are kept; the rest are counted. */
  maxFlagged?: number;
  /** Longer lines (and longer strings inside JSONL entries) keep their head and tail only. */
  maxLineChars?: number;
}

export interface Trimmed {
  format: AttachFormat;
  /** Lines (entries) in the file. */
  total: number;
  /** Lines (entries) in the excerpt. */
  kept: number;
  omitted: number;
  /** Error lines (failed entries) kept from before the tail. */
  flagged: number;
  /** Error lines (failed entries) before the tail that were not kept (over maxFlagged). */
  flaggedDropped: number;
  /** Lines shortened because they were too long. */
  shortened: number;
  /** The longest line's length in characters, as it was in the file (also when it was cut while read). */
  longest: number;
  /** The excerpt: kept lines in file order, "[... N lines omitted ...]" between runs. */
  text: string;
  /** Secrets redacted from kept lines; `line` is the line (entry) number in the file. */
  redactions: Redaction[];
}

export const DEFAULT_TAIL = 80;
const MAX_LINE = 400;

// Words that mark a line as an error or a failure; "0 errors", "no failures", "failed: 0" do not count.
const ERRORISH =
  /\berr!|\b(?:errors?|fatal|fail(?:s|ed|ure|ures|ing)?|panic(?:ked)?|exception|traceback|segmentation fault|core dumped|abort(?:ed)?|permission denied|access denied|refused|timed out|unhandled|critical|exit(?:ed)?(?: with)? (?:code|status) [1-9]\d*)\b|[✗✖❌]/i;
const ZERO =
  /\b(?:0|no|zero|without)\s+(?:errors?|failures?|failed|failing|fails)\b|\b(?:errors?|failures?|failed|failing)\s*[:=]\s*0\b|\b0\s+(?:\w+\s+)?failed\b/gi;

// Exception class names: TypeError, AssertionError, java.lang.NullPointerException (case matters here).
const EXCEPTION_NAME = /\b[A-Z]\w*(?:Error|Exception)\b/;

export function isErrorLine(line: string): boolean {
  return EXCEPTION_NAME.test(line) || ERRORISH.test(line.replace(ZERO, ' '));
}

const EXIT_KEYS = ['exit', 'exitCode', 'exit_code', 'exitStatus', 'exit_status', 'returncode', 'returnCode', 'rc', 'code'];
const COMMAND_KEYS = ['cmd', 'command', 'argv', 'args'];

/**
 * A JSONL entry that records a failed command: a non-zero exit code, or success/ok false. "status" counts
 * only in an entry that names a command (an HTTP log's "status": 200 is not a failed command).
 */
export function isFailedEntry(entry: unknown): boolean {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return false;
  const o = entry as Record<string, unknown>;
  const nonZero = (v: unknown) => (typeof v === 'number' && v !== 0) || (typeof v === 'string' && /^-?\d+$/.test(v.trim()) && Number(v) !== 0);
  if (EXIT_KEYS.some((k) => nonZero(o[k]))) return true;
  if (COMMAND_KEYS.some((k) => k in o)) {
    const st = o.status;
    if (nonZero(st) || (typeof st === 'string' && /^(?:fail(?:ed|ure)?|error(?:ed)?)$/i.test(st.trim()))) return true;
  }
  return o.success === false || o.ok === false;
}

function parseObject(line: string): Record<string, unknown> | null {
  const t = line.trim();
  if (!t.startsWith('{')) return null;
  try {
    const v = JSON.parse(t) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** JSONL by extension, else when the first non-empty lines all parse as JSON objects. */
export function detectFormat(fileName: string, firstLines: string[]): AttachFormat {
  if (/\.(?:jsonl|ndjson)$/i.test(fileName)) return 'jsonl';
  const sample = firstLines.filter((l) => l.trim()).slice(0, 20);
  return sample.length > 0 && sample.every((l) => parseObject(l) !== null) ? 'jsonl' : 'log';
}

function shorten(s: string, max: number): string {
  if (s.length <= max) return s;
  const half = Math.floor(max / 2);
  return `${s.slice(0, half)} ...[${s.length - 2 * half} characters cut]... ${s.slice(s.length - half)}`;
}

function mapJsonStrings(v: unknown, fn: (s: string) => string): unknown {
  if (typeof v === 'string') return fn(v);
  if (Array.isArray(v)) return v.map((x) => mapJsonStrings(x, fn));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapJsonStrings(x, fn)]));
  return v;
}

function shortenStrings(v: unknown, max: number): unknown {
  if (typeof v === 'string') return shorten(v, max);
  if (Array.isArray(v)) return v.map((x) => shortenStrings(x, max));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shortenStrings(x, max)]));
  return v;
}

interface Held {
  n: number;
  line: string;
  /** Inside a private key block. */
  key: boolean;
  /** A long line is rendered (redacted, shortened) as it comes in, so the ring never holds it whole. */
  rendered?: { text: string; cut: boolean; redactions: Redaction[] };
}

/** Lines longer than this are rendered when pushed rather than held whole until finish(). */
const RENDER_EARLY = 16 * 1024;

const KEY_BEGIN = /-----BEGIN (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----/;
const KEY_END = /-----END (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----/;
/** What a private key block's inner lines look like: base64, a header, or blank. */
const KEY_INNER = /^[ \t]*(?:[A-Za-z0-9+/=]{16,}(?:\.\.\.|…)?|(?:Proc-Type|DEK-Info|Version|Comment|Charset|Hash): .*|)[ \t]*$/;

export class Trimmer {
  private n = 0;
  private readonly ring: Held[] = [];
  private readonly flaggedLines: Held[] = [];
  private flaggedDropped = 0;
  private readonly tail: number;
  private readonly maxFlagged: number;
  private readonly maxLine: number;
  private readonly ringFlagged: boolean[] = [];
  private inKey = false;
  private longest = 0;

  /** Is this line part of a private key block? Tracks the block across lines. */
  private keyLine(line: string): boolean {
    if (this.inKey) {
      if (KEY_END.test(line)) {
        this.inKey = false;
        return true;
      }
      if (KEY_INNER.test(line)) return true;
      this.inKey = false; // a block cut short: what follows is not key material
    }
    if (!line.includes('PRIVATE KEY') || !KEY_BEGIN.test(line)) return false;
    const after = line.slice(line.search(KEY_BEGIN) + 11);
    this.inKey = !KEY_END.test(after);
    return true;
  }

  constructor(readonly format: AttachFormat, opts: TrimOptions) {
    this.tail = Math.max(1, Math.floor(opts.tail));
    this.maxFlagged = opts.maxFlagged ?? Math.max(this.tail, 40);
    this.maxLine = opts.maxLineChars ?? MAX_LINE;
  }

  private flags(line: string): boolean {
    if (this.format === 'log') return isErrorLine(line);
    const o = parseObject(line);
    return o ? isFailedEntry(o) : isErrorLine(line);
  }

  /** One line of the file; `length` is its length in the file when the reader had to cut it (see readLines). */
  push(line: string, length = line.length): void {
    // A JSONL file's blank lines are not entries.
    if (this.format === 'jsonl' && !line.trim()) return;
    this.n++;
    this.longest = Math.max(this.longest, length);
    const held: Held = { n: this.n, line, key: this.keyLine(line) };
    if (length > line.length || line.length > RENDER_EARLY) {
      const redactions: Redaction[] = [];
      const r = this.render(held, redactions);
      held.rendered = { text: r.text, cut: r.cut || length > line.length, redactions };
      held.line = '';
    }
    this.ring.push(held);
    this.ringFlagged.push(this.flags(line));
    if (this.ring.length > this.tail) {
      const out = this.ring.shift()!;
      const flagged = this.ringFlagged.shift()!;
      if (flagged) {
        if (this.flaggedLines.length < this.maxFlagged) this.flaggedLines.push(out);
        else this.flaggedDropped++;
      }
    }
  }

  private render(held: Held, redactions: Redaction[]): { text: string; cut: boolean } {
    if (held.rendered) {
      redactions.push(...held.rendered.redactions);
      return { text: held.rendered.text, cut: held.rendered.cut };
    }
    if (held.key) {
      redactions.push({ kind: 'private-key', line: held.n });
      return { text: '[REDACTED:private-key]', cut: false };
    }
    const found = (rs: Redaction[]) => {
      for (const x of rs) redactions.push({ kind: x.kind, line: held.n });
      return rs.length;
    };
    if (this.format === 'jsonl') {
      const o = parseObject(held.line);
      if (o) {
        // Redact the decoded strings: in the raw line a secret after an escaped "\n" is glued to the "n".
        let n = 0;
        const clean = mapJsonStrings(o, (str) => {
          const r = redact(str);
          n += found(r.redactions);
          return r.text;
        });
        const compact = JSON.stringify(clean);
        if (compact.length <= this.maxLine) return { text: n ? compact : held.line.trim(), cut: false };
        return { text: JSON.stringify(shortenStrings(clean, Math.max(40, Math.floor(this.maxLine / 2)))), cut: true };
      }
    }
    const r = redact(held.line);
    found(r.redactions);
    const line = r.text;
    const text = shorten(line, this.maxLine);
    return { text, cut: text !== line };
  }

  finish(): Trimmed {
    const kept = [...this.flaggedLines, ...this.ring];
    const unit = this.format === 'jsonl' ? 'entries' : 'lines';
    const gap = (k: number) => `[... ${k.toLocaleString('en-US')} ${k === 1 ? unit.replace(/ies$/, 'y').replace(/s$/, '') : unit} omitted ...]`;
    const out: string[] = [];
    let last = 0;
    let shortened = 0;
    const redactions: Redaction[] = [];
    for (const h of kept) {
      if (h.n > last + 1) out.push(gap(h.n - last - 1));
      const r = this.render(h, redactions);
      if (r.cut) shortened++;
      out.push(r.text);
      last = h.n;
    }
    return {
      format: this.format,
      total: this.n,
      kept: kept.length,
      omitted: this.n - kept.length,
      flagged: this.flaggedLines.length,
      flaggedDropped: this.flaggedDropped,
      shortened,
      longest: this.longest,
      text: out.join('\n'),
      redactions,
    };
  }
}

/** Trim a whole text at once (tests and small inputs). */
export function trimText(text: string, fileName: string, opts: TrimOptions): Trimmed {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const t = new Trimmer(detectFormat(fileName, lines.slice(0, 40)), opts);
  if (text !== '') for (const l of lines) t.push(l);
  return t.finish();
}

/** What a trim did, in numbers: the part of Trimmed that is recorded and described. */
export type TrimCounts = Pick<Trimmed, 'format' | 'total' | 'kept' | 'omitted' | 'flagged' | 'flaggedDropped'>;

export interface AttachmentInfo extends TrimCounts {
  /** As shown in the brief: repo-relative when inside the origin repo, else absolute. */
  path: string;
  /** Secrets redacted from the excerpt, by line (entry) of the file. */
  redactions: Redaction[];
}

/** A code fence longer than any backtick run in the text, so the excerpt can never close it early. */
export function fenceFor(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

const num = (n: number) => n.toLocaleString('en-US');
/** "1 line", "2 lines", "1 entry", "3 entries". */
const counted = (n: number, format: AttachFormat) => `${num(n)} ${format === 'jsonl' ? (n === 1 ? 'entry' : 'entries') : n === 1 ? 'line' : 'lines'}`;

export function describeTrim(t: TrimCounts, tail: number): string {
  const what = t.format === 'jsonl' ? 'JSONL command record' : 'text log';
  if (t.total === 0) return `${what}, empty`;
  if (t.omitted === 0) return `${what}, ${counted(t.total, t.format)}, all kept`;
  const flaggedWhat = (n: number) => (t.format === 'jsonl' ? `failed (non-zero exit) ${n === 1 ? 'entry' : 'entries'}` : `error-looking ${n === 1 ? 'line' : 'lines'}`);
  const parts = [`kept the last ${num(Math.min(tail, t.total))}`];
  if (t.flagged) parts.push(`${num(t.flagged)} ${flaggedWhat(t.flagged)} before them`);
  const dropped = t.flaggedDropped ? ` (${num(t.flaggedDropped)} more ${flaggedWhat(t.flaggedDropped)} not kept)` : '';
  return `${what}, ${counted(t.total, t.format)}: ${parts.join(' and ')}; ${counted(t.omitted, t.format)} omitted${dropped}`;
}

/** The body of the "Attached evidence" section: per file, what was kept and the excerpt in a fence. */
export function renderAttachments(items: { info: AttachmentInfo; trimmed: Trimmed; tail: number }[]): string {
  const parts = ['Trimmed copies, made by handoff when the brief was cut; the full files are under Pointers.'];
  for (const { info, trimmed, tail } of items) {
    const red = trimmed.redactions.length ? ` Redacted ${trimmed.redactions.length} secret${trimmed.redactions.length === 1 ? '' : 's'} from it.` : '';
    const cut = trimmed.shortened
      ? ` ${trimmed.shortened === 1 ? `1 long ${trimmed.format === 'jsonl' ? 'entry was' : 'line was'}` : `${num(trimmed.shortened)} long ${trimmed.format === 'jsonl' ? 'entries were' : 'lines were'}`} shortened in the excerpt (the longest had ${num(trimmed.longest)} characters).`
      : '';
    parts.push(`**${inlineCode(info.path)}**: ${describeTrim(trimmed, tail)}.${cut}${red}`);
    if (trimmed.total === 0) continue;
    const fence = fenceFor(trimmed.text);
    parts.push(`${fence}${trimmed.format === 'jsonl' ? 'json' : 'text'}\n${trimmed.text}\n${fence}`);
  }
  return parts.join('\n\n');
}

export { ATTACHMENTS_HEADING };

/** The Pointers entry that keeps the full file's path in the brief. */
export function attachmentPointer(info: AttachmentInfo): string {
  const what = `${info.format === 'jsonl' ? 'JSONL command record' : 'text log'}, ${counted(info.total, info.format)}`;
  return `${inlineCode(info.path)} — the full ${what} (a trimmed copy is under "${ATTACHMENTS_HEADING}")`;
}

/** Inline code that holds any text on one line, backticks included. */
export function inlineCode(s: string): string {
  const t = s.replace(/[\r\n]+/g, ' ');
  if (!t.includes('`')) return `\`${t}\``;
  const longest = Math.max(...[...t.matchAll(/`+/g)].map((m) => m[0].length));
  const d = '`'.repeat(longest + 1);
  return `${d} ${t} ${d}`;
}
