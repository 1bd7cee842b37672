// Human-readable text: lint findings like a compiler's, redaction reports, shell quoting. Pure.

import type { Finding, Redaction } from '../brief/types.js';

/** `from`: where a finding came from in the document the writer fixes ("--body notes.md line 7"), if known. */
export function formatFindings(file: string, findings: Finding[], from?: (f: Finding) => string | undefined): string {
  return findings.map((f) => {
    const src = from?.(f);
    return `${file}:${f.line}:${f.column}${src ? ` (from ${src})` : ''} ${f.severity} ${f.rule} ${f.text}: ${f.message}; ${f.hint}\n`;
  }).join('');
}

export function lintSummary(counts: { errors: number; warnings: number }): string {
  const p = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  return `${p(counts.errors, 'error')}, ${p(counts.warnings, 'warning')}`;
}

/** "2 github-token (lines 4, 9), 1 jwt (line 12)"; never the secret itself. */
export function formatRedactions(rs: Redaction[]): string {
  const by = new Map<string, number[]>();
  for (const r of rs) by.set(r.kind, [...(by.get(r.kind) ?? []), r.line]);
  return [...by.entries()].map(([k, ls]) => `${ls.length} ${k} (line${ls.length > 1 ? 's' : ''} ${ls.join(', ')})`).join(', ');
}

/**
 * A one-line value a person or agent typed (close --reason, a session label, a record's title), as one
 * line of output: each run of line breaks (\n, \r, U+2028, U+2029) with the blanks around it becomes one
 * space, so the value cannot start a line of its own that passes for the tool's. Other control bytes are
 * made visible by the edge (ui/edge.ts) on the way out. The stored value keeps what was given.
 */
export function inlineText(s: string): string {
  // Called for every row of list and inbox: the common case (no break at all) costs one test.
  return LINE_BREAK.test(s) ? s.replace(/[ \t]*(?:\r\n|[\n\r\u2028\u2029])+[ \t]*/g, ' ').trim() : s;
}
// \v, \f and NEL are not here: the edge shows them as \x0b, \x0c, \x85, which says more than a space.
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/**
 * Text that shows `handoff` commands (a guide, the skill), each command starting with `prefix` instead
 * (io/invocation.ts commandPrefix: the store, and the installation when `handoff`
 * on PATH is not this one): a line of a code block that runs `handoff …` (also after `&&`, `|`, `;`),
 * and an inline code span that starts with `handoff `. Prose ("the handoff CLI") stays as it is.
 */
export function namedCommands(text: string, prefix: string): string {
  if (prefix === 'handoff') return text;
  let fence = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(?:```|~~~)/.test(line)) {
        fence = !fence;
        return line;
      }
      if (fence) return line.replace(/(^\s*|&&\s*|\|\s*|;\s*)handoff (?=[a-z<-])/g, (_m, lead: string) => `${lead}${prefix} `);
      return line.replace(/`handoff (?=[a-z<-])/g, `\`${prefix} `);
    })
    .join('\n');
}

/** Quote for a POSIX shell: safe for spaces, quotes, $ and backticks. */
export function shellQuote(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

export function age(fromIso: string, now: Date): string {
  const s = Math.max(0, Math.round((now.getTime() - Date.parse(fromIso)) / 1000));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m`;
  if (s < 86400) return `${Math.floor(s / 3600)}h`;
  return `${Math.floor(s / 86400)}d`;
}

/** "2026-11-29T11:20:05.123Z" -> "2026-11-29 11:20 UTC": enough to place it, short for the reader. */
export function shortTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
