// The output edge. Everything that leaves the process passes here once, on its way out:
//   - humanText(): every line a person reads (stdout, stderr, error messages, commander's own text):
//     redacted, then every control byte made visible, then the tool's own styling expanded (or dropped);
//   - jsonText(): every --json document: strings redacted, then DEL, C1 and bidi controls escaped too
//     (JSON.stringify escapes C0 itself);
//   - promptText(): a message handed to @inquirer/prompts, which writes to the terminal on its own;
//   - clip(): text cut for display, redacted BEFORE it is cut (a cut token no longer looks like one).
// Writes to the store go through the same redactor in store/store.ts (redactFile, redactRecord).
//
// Why control bytes: titles, answers, labels and returns are written by people and agents, and an ESC
// or a C1 CSI reaching the terminal can retitle it, clear it, hide text or fake the tool's own lines.
// Bidi overrides (U+202A-202E, U+2066-2069) are made visible too: they reorder what is shown.
//
// Styling: text may carry the tool's own styling as markers made by paint(). A marker holds a nonce
// drawn when this module loads, so text read from a file or typed by someone cannot contain one; the
// edge turns markers into SGR sequences on a colour terminal and drops them everywhere else.
import { findSecrets, redact } from '../brief/redact.js';

// --- control bytes ----------------------------------------------------------------------------------

// C0 except \t and \n, DEL, C1, bidi embedding/override/isolate controls. \r\n is a line end (CRLF
// files), not an attack: it becomes \n; a lone \r (which rewrites the line) is made visible. Zero-width
// space, word joiner and a BOM inside text are invisible: "Out\u200bcome" would read as "Outcome" on a
// line that says it is not (zero-width joiners stay: emoji and several scripts are made with them).
const CONTROL = /\r\n|[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;
const CONTROL_TEST = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;

const hex = (c: string): string => {
  const n = c.charCodeAt(0);
  return n > 0xff ? `\\u${n.toString(16).padStart(4, '0')}` : `\\x${n.toString(16).padStart(2, '0')}`;
};

/** `text` with every control byte except newline and tab shown as `\xNN` (`\uNNNN` for bidi controls). */
export function visible(text: string): string {
  if (!CONTROL_TEST.test(text)) return text;
  return text.replace(CONTROL, (c) => (c === '\r\n' ? '\n' : hex(c)));
}

// --- the tool's own styling ---------------------------------------------------------------------------

const STYLES = {
  bold: '1',
  dim: '2',
  italic: '3',
  underline: '4',
  inverse: '7',
  red: '31',
  green: '32',
  yellow: '33',
  blue: '34',
  magenta: '35',
  cyan: '36',
  gray: '90',
} as const;
export type Style = keyof typeof STYLES;
const STYLE_NAMES = Object.keys(STYLES) as Style[];

// Private-use code points around a nonce: not controls, so the filter leaves them alone, and not
// letters or digits, so a token beside one is still seen by the redactor.
const OPEN = '\ue000';
const SHUT = '\ue001';
const NONCE = Array.from({ length: 12 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');
// <OPEN><nonce><style index, or "-" for the end of a paint()><SHUT>
const MARKER = new RegExp(`${OPEN}${NONCE}(-|\\d+)${SHUT}`, 'g');
const marker = (code: string) => `${OPEN}${NONCE}${code}${SHUT}`;

/**
 * `text` shown in the tool's own style on a colour terminal, plainly elsewhere. The text itself still
 * passes the edge's redaction and control filter; only the style comes through as escape sequences.
 * Paints nest: `paint(\`a ${paint('b', 'red')} c\`, 'bold')`.
 */
export function paint(text: string, ...styles: Style[]): string {
  if (!styles.length) return text;
  return styles.map((s) => marker(String(STYLE_NAMES.indexOf(s)))).join('') + text + styles.map(() => marker('-')).join('');
}

/** Whether a stream gets colour: a terminal, NO_COLOR unset, TERM not dumb; FORCE_COLOR=1 (or 0) decides. */
export function wantsColor(isTTY: boolean, env: NodeJS.ProcessEnv): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '') return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY && env.TERM !== 'dumb';
}

/** Text without paint() markers: for widths, tests, and anything that is not a terminal. */
export function unpainted(text: string): string {
  return text.includes(OPEN) ? text.replace(MARKER, '') : text;
}

/** Markers -> SGR sequences; each end re-applies the styles still open around it. */
function expandStyles(text: string, color: boolean): string {
  if (!text.includes(OPEN)) return text;
  if (!color) return text.replace(MARKER, '');
  const open: string[] = [];
  return text.replace(MARKER, (_m, code: string) => {
    if (code === '-') {
      open.pop();
      return `\x1b[0m${open.map((c) => `\x1b[${c}m`).join('')}`;
    }
    const sgr = STYLES[STYLE_NAMES[Number(code)]!] ?? '0';
    open.push(sgr);
    return `\x1b[${sgr}m`;
  });
}

// --- redaction with styling in between ------------------------------------------------------------------

/** redact(), seeing through paint() markers: a secret is found even with a style change inside it
 *  (the markers inside a redacted span move to its end, so every paint still ends). */
function redactPainted(text: string): string {
  if (!text.includes(OPEN)) return redact(text).text;
  const marks: { at: number; m: string }[] = [];
  let plain = '';
  let last = 0;
  for (const m of text.matchAll(MARKER)) {
    plain += text.slice(last, m.index);
    marks.push({ at: plain.length, m: m[0] });
    last = m.index + m[0].length;
  }
  plain += text.slice(last);
  const hits = findSecrets(plain);
  if (!hits.length) return text;
  let out = '';
  let at = 0;
  let k = 0;
  const copyTo = (end: number) => {
    // plain[at, end) with the markers that sit inside it
    while (k < marks.length && marks[k]!.at <= end) {
      out += plain.slice(at, marks[k]!.at) + marks[k]!.m;
      at = marks[k]!.at;
      k++;
    }
    out += plain.slice(at, end);
    at = end;
  };
  for (const h of hits) {
    copyTo(h.start);
    out += `[REDACTED:${h.kind}]`;
    while (k < marks.length && marks[k]!.at < h.end) out += marks[k++]!.m;
    at = h.end;
  }
  copyTo(plain.length);
  return out;
}

// --- the edge ---------------------------------------------------------------------------------------------

/**
 * What a person reads: redacted, control bytes made visible, then styling expanded (color) or dropped.
 * Apply once, where text leaves (cli.ts's Io does it for ctx.io.out/err); commands never call it on
 * text they then hand to ctx.io.
 */
export function humanText(text: string, color = false): string {
  return expandStyles(visible(redactPainted(text)), color);
}

/** A message, default or choice label handed to @inquirer/prompts (it writes to the terminal itself). */
export function promptText(text: string): string {
  return visible(redact(unpainted(text)).text);
}

/**
 * `fn` (a pure function of a string) applied once per distinct string of one pass: a document's texts recur
 * (pull --json of a fan-out holds each finding in its return's answers, its findings, the side-by-side
 * sections and the agreements), and redacting two returns' 80,000 findings four times over cost a second.
 */
export function oncePerString(fn: (s: string) => string): (s: string) => string {
  const done = new Map<string, string>();
  return (s) => {
    let out = done.get(s);
    if (out === undefined) done.set(s, (out = fn(s)));
    return out;
  };
}

/** Deep-map the strings of a JSON-like value (keys stay: they are the tool's, or checked names). */
function mapStrings(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapStrings(v, fn);
    return out;
  }
  return value;
}

// Only possible inside JSON strings: DEL, C1, bidi controls and the invisible zero-width ones, which
// JSON.stringify leaves raw.
const JSON_RAW = /[\x7f-\x9f\u200b\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/** A --json document: every string redacted and unpainted; DEL, C1, bidi and zero-width controls escaped as \uNNNN. */
export function jsonText(value: unknown, indent: number | undefined = 2): string {
  const s = JSON.stringify(mapStrings(value, oncePerString((t) => redact(unpainted(t)).text)), null, indent) ?? 'null';
  return s.replace(JSON_RAW, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** At most `max` characters of `text` for display, ending in "…" when cut; redacted first, so no
 *  part of a secret is shown. */
export function clip(text: string, max: number): string {
  const t = redact(text).text;
  return t.length > max ? t.slice(0, Math.max(0, max - 1)) + '…' : t;
}

/**
 * A file's text on its way into the store (or any file the tool writes for people or agents to read):
 * redacted, control bytes made visible in text; a .json file redacted string by string, so its syntax cannot be touched. Unchanged text is returned
 * as it came (same bytes, same formatting).
 */
export function fileText(name: string, data: string): string {
  // Markdown is read with `cat` (the brief's own "any" start line) and pasted into agents: control bytes
  // are made visible there too. JSON escapes them itself.
  if (!name.endsWith('.json')) return visible(redact(unpainted(data)).text);
  let changed = false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return redact(data).text; // not JSON after all: the text rules
  }
  const clean = mapStrings(parsed, (t) => {
    const r = redact(unpainted(t)).text;
    if (r !== t) changed = true;
    return r;
  });
  return changed ? JSON.stringify(clean, null, 2) + '\n' : data;
}

/** Text copied to the clipboard: redacted, and no control byte (a pasted ESC can break out of a
 *  terminal's bracketed paste and run what follows). */
export function clipboardText(text: string): string {
  return visible(redact(unpainted(text)).text);
}
