// Front matter's keys and values, as YAML (---) or TOML (+++) reads them: a quoted value is the same value
// as a bare one (status: "done" is done), a quoted key is one key however many colons it holds, a TOML
// table's keys are named under it (extra.thud), a multi-line string keeps its lines. Not a full parser of
// either: what a person writes above a markdown document. Nothing is dropped: a line no rule reads is kept
// with the value above it (or as a value of its own). Pure.

import type { FrontMatterEntry } from './document.js';
import { lazyRegExp } from './lazy-regexp.js';

/** The entries of the front matter in lines [range[0], range[1]) (its opening and closing lines included). */
export function readFrontMatter(lines: string[], range: [number, number] | undefined): FrontMatterEntry[] {
  if (!range) return [];
  return lines[range[0]]!.startsWith('+++') ? readToml(lines, range) : readYaml(lines, range);
}

/** A YAML key (a quoted one whole: "odd key: with colon"), its value's start on the line. */
const YAML_QUOTED_KEY = /^(["'])((?:\\.|(?!\1).)*)\1[ \t]*:(?:[ \t]+(.*))?$/u;
const YAML_KEY = lazyRegExp(() => /^([\p{L}\p{N}_"'.-][^:]*?)\s*:\s*(.*)$/u);

function readYaml(lines: string[], range: [number, number]): FrontMatterEntry[] {
  const out: { e: FrontMatterEntry; more: string[] }[] = [];
  for (let i = range[0] + 1; i < range[1] - 1; i++) {
    const l = lines[i]!;
    // key: value; keys in any script. A nested or continued line belongs to the key above it.
    const top = l.trim() !== '' && !/^\s/.test(l);
    const q = top ? YAML_QUOTED_KEY.exec(l) : null;
    const m = q ? null : top ? YAML_KEY.exec(l) : null;
    if (q) out.push({ e: { key: unescapeQuoted(q[2]!, q[1]!), ...yamlComment((q[3] ?? '').trim()), line: i + 1 }, more: [] });
    else if (m) out.push({ e: { key: m[1]!.replace(/^["']|["']$/g, ''), ...yamlComment(m[2]!.trim()), line: i + 1 }, more: [] });
    else if (out.length) out[out.length - 1]!.more.push(l); // nested lines, list items, a block's lines
    else if (l.trim()) out.push({ e: { key: '', value: l.trim(), line: i + 1 }, more: [] });
  }
  return out.map(({ e, more }) => ({ ...e, value: yamlValue(e.value, more) }));
}

/**
 * A YAML value and the comment after it: " #" after white space, outside quotes, starts a comment
 * ("status: done # finally" is done). A value that is only a "#…" ("issue: #123") is kept as the value: that
 * is what its writer means, and nothing is dropped. The comment's words are kept beside the value.
 */
function yamlComment(head: string): { value: string; comment?: string } {
  let end = -1; // where the value's text ends and a comment may start
  if (head.startsWith('"')) end = closingQuote(head, '"');
  else if (head.startsWith("'")) end = closingQuote(head, "'");
  const from = end >= 0 ? end + 1 : 0;
  const hash = /(?:^|[ \t])#/.exec(head.slice(from));
  if (!hash) return { value: head };
  const at = from + hash.index;
  const value = head.slice(0, at).trim();
  if (!value) return { value: head };
  return { value, comment: head.slice(at).replace(/^[ \t]*#+[ \t]*/, '').trim() };
}

/** The index of the quote that closes a scalar opened by `quote` at 0 (YAML: '' and \" stay inside); -1 if none. */
function closingQuote(text: string, quote: string): number {
  for (let i = 1; i < text.length; i++) {
    if (quote === '"' && text[i] === '\\') i++;
    else if (text[i] === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return i;
    }
  }
  return -1;
}

/** A quoted scalar's text: YAML's double quotes take backslash escapes, single quotes double themselves. */
function unescapeQuoted(text: string, quote: string): string {
  if (quote === "'") return text.replace(/''/g, "'");
  return text.replace(/\\(["\\/nt])/g, (_m, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

/** A one-line value without the quotes around it ("done", 'done'), as YAML and TOML read it. */
export function unquote(v: string): string {
  const m = /^(["'])(.*)\1$/s.exec(v.trim());
  return m ? unescapeQuoted(m[2]!, m[1]!) : v;
}

/**
 * A YAML value with the lines below its key: a block scalar (`why: |`, `>-`) keeps its lines (`>` folds them
 * as YAML does), a list (`- a` lines) becomes a markdown list, a nested mapping keeps its `key: value` lines;
 * a plain scalar that runs on is one line, as YAML reads it. Quotes around a one-line value go.
 */
function yamlValue(head: string, more: string[]): string {
  while (more.length && !more[more.length - 1]!.trim()) more.pop();
  if (!more.length) return unquote(head);
  const indent = Math.min(...more.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length));
  const body = more.map((l) => l.slice(Math.min(indent, /^[ \t]*/.exec(l)![0].length)).trimEnd());
  const block = /^([|>])[+-]?\d?[+-]?\s*(?:#.*)?$/.exec(head);
  if (block) return block[1] === '|' ? body.join('\n') : body.join('\n').replace(/([^\n])\n(?=[^\n])/g, '$1 ').replace(/\n\n/g, '\n');
  if (!head && body.some((l) => /^-(?:\s|$)/.test(l))) return body.map((l) => (/^-(?:\s|$)/.test(l) ? `- ${unquote(l.replace(/^-\s*/, ''))}` : l)).join('\n');
  if (!head) return body.filter((l) => l.trim()).join('\n');
  return [head, ...body.map((l) => l.trim())].filter(Boolean).join(' ');
}

/** The comment of a bare TOML value (a number, a date, an array): from the first "#" outside a string. */
function tomlComment(raw: string): string {
  let q = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    if (q) {
      if (q === '"' && ch === '\\') i++;
      else if (ch === q) q = '';
    } else if (ch === '"' || ch === "'") q = ch;
    else if (ch === '#') return raw.slice(i);
  }
  return '';
}

const TOML_TABLE = /^\[\[?[ \t]*([^\]]+?)[ \t]*\]\]?[ \t]*(?:#.*)?$/;
const TOML_KEY = lazyRegExp(() => /^([\p{L}\p{N}_"'.-][^=]*?)\s*=\s*(.*)$/u);

/**
 * TOML: `key = value` (a basic "…" or literal '…' string without its quotes, a """ or ''' string with its
 * lines), `[table]` headers naming the keys below them (`extra.thud`; a table with no keys is kept as a key of
 * its own), and any other line (an array's next lines, a comment) kept with the value above it.
 */
function readToml(lines: string[], range: [number, number]): FrontMatterEntry[] {
  const out: FrontMatterEntry[] = [];
  let table = '';
  let tableAt: { key: string; line: number; comment?: string } | null = null;
  const flushTable = () => {
    if (tableAt) out.push({ key: tableAt.key, value: '', line: tableAt.line, ...(tableAt.comment ? { comment: tableAt.comment } : {}) });
    tableAt = null;
  };
  for (let i = range[0] + 1; i < range[1] - 1; i++) {
    const l = lines[i]!;
    const t = l.trim();
    if (!t) continue;
    const tab = TOML_TABLE.exec(t);
    if (tab && !TOML_KEY.test(t)) {
      flushTable();
      table = tab[1]!.replace(/["']/g, '').trim();
      const c = /[ \t]*#(.*)$/.exec(t.slice(t.indexOf(']')));
      tableAt = { key: c ? t.slice(0, t.length - c[0].length) : t, line: i + 1, ...(c?.[1]?.trim() ? { comment: c[1].replace(/^#+/, '').trim() } : {}) };
      continue;
    }
    const m = TOML_KEY.exec(t);
    if (!m) {
      const last = out[out.length - 1];
      if (last && !tableAt) last.value = [last.value, t].filter(Boolean).join(last.value.includes('\n') ? '\n' : ' ');
      else out.push({ key: '', value: t, line: i + 1 });
      continue;
    }
    if (tableAt?.comment) flushTable(); // a table's own comment is kept as its row
    tableAt = null;
    const key = m[1]!.split('.').map((k) => unquote(k.trim())).join('.');
    const name = table ? `${table}.${key}` : key;
    let raw = m[2]!.trim();
    // A multi-line string: its lines up to the closing quotes (the newline right after the opening goes).
    const multi = /^("""|''')/.exec(raw);
    if (multi) {
      const q = multi[1]!;
      let text = raw.slice(3);
      let j = i;
      while (!text.includes(q) && j + 1 < range[1] - 1) text += `\n${lines[++j]!}`;
      const close = text.indexOf(q);
      const body = (close >= 0 ? text.slice(0, close) : text).replace(/^\n/, '');
      const rest = close >= 0 ? text.slice(close + 3).trim() : '';
      const value = q === '"""' ? body.replace(/\\\n\s*/g, '') : body;
      // After the closing quotes only a comment may stand; anything else is kept with the value.
      if (/^#/.test(rest)) out.push({ key: name, value, comment: rest.replace(/^#+[ \t]*/, '').trim(), line: i + 1 });
      else out.push({ key: name, value: [value, rest].filter(Boolean).join(' '), line: i + 1 });
      i = j;
      continue;
    }
    // A basic or literal string on one line, then perhaps a comment: the string alone is the value, the
    // comment (TOML: "#" outside a string, to the end of the line) kept beside it.
    const str = /^("(?:\\.|[^"\\])*"|'[^']*')[ \t]*(#.*)?$/.exec(raw);
    const c = str ? (str[2] ?? '') : tomlComment(raw);
    const value = str ? unquote(str[1]!) : c ? raw.slice(0, raw.length - c.length).trim() : raw;
    out.push({ key: name, value: value || raw, ...(c && value ? { comment: c.replace(/^#+[ \t]*/, '').trim() } : {}), line: i + 1 });
  }
  flushTable();
  return out;
}
