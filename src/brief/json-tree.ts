// A JSON text as a tree that keeps what JSON.parse drops: every key of an object in order, a duplicate key included,
// and the source span of every value (for the line a key stands on, and to keep a part verbatim). Pure.
//
// The text is valid JSON before it gets here (JSON.parse decided, json-return.ts jsonBody), so this reader does not
// check it again. Below MAX_DEPTH a value is one opaque node over its source: a hostile body nested a million deep is
// kept as written, never walked by recursion.

export type JsonNode =
  | { kind: 'object'; entries: JsonEntry[]; start: number; end: number }
  | { kind: 'array'; items: JsonNode[]; start: number; end: number }
  | { kind: 'string'; value: string; start: number; end: number }
  | { kind: 'number' | 'boolean' | 'null'; raw: string; start: number; end: number }
  /** Nested deeper than MAX_DEPTH: its source, unread. */
  | { kind: 'deep'; start: number; end: number };

export interface JsonEntry {
  key: string;
  /** Offset of the key's opening quote. */
  at: number;
  value: JsonNode;
}

export const MAX_DEPTH = 64;

/** The tree of `text`, which must be valid JSON. */
export function jsonTree(text: string): JsonNode {
  let i = 0;
  const ws = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const str = (): string => {
    // A JSON string is a JavaScript string literal; JSON.parse reads its escapes exactly.
    const start = i;
    i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  // The end of the value opening at i, strings skipped: no recursion, however deep it nests.
  const skip = () => {
    let depth = 0;
    do {
      const c = text[i];
      if (c === '"') {
        str();
        continue;
      }
      if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') depth--;
      i++;
    } while (depth > 0 && i < text.length);
  };
  const value = (depth: number): JsonNode => {
    ws();
    const start = i;
    const c = text[i];
    if ((c === '{' || c === '[') && depth >= MAX_DEPTH) {
      skip();
      return { kind: 'deep', start, end: i };
    }
    if (c === '{') {
      i++;
      const entries: JsonEntry[] = [];
      ws();
      if (text[i] === '}') i++;
      else
        for (;;) {
          ws();
          const at = i;
          const key = str();
          ws();
          i++; // ':'
          entries.push({ key, at, value: value(depth + 1) });
          ws();
          if (text[i++] === '}') break;
        }
      return { kind: 'object', entries, start, end: i };
    }
    if (c === '[') {
      i++;
      const items: JsonNode[] = [];
      ws();
      if (text[i] === ']') i++;
      else
        for (;;) {
          items.push(value(depth + 1));
          ws();
          if (text[i++] === ']') break;
        }
      return { kind: 'array', items, start, end: i };
    }
    if (c === '"') {
      const v = str();
      return { kind: 'string', value: v, start, end: i };
    }
    while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
    const raw = text.slice(start, i);
    return { kind: raw === 'null' ? 'null' : raw === 'true' || raw === 'false' ? 'boolean' : 'number', raw, start, end: i };
  };
  return value(0);
}

/** A value as one line of text: a string as it is, a number or literal as written, an object or array as compact JSON
 *  (every key kept, duplicates included; a part nested too deep as its source). */
export function scalarText(n: JsonNode, text: string): string {
  if (n.kind === 'string') return n.value;
  if (n.kind === 'number' || n.kind === 'boolean' || n.kind === 'null') return n.raw;
  return compactJson(n, text);
}

/** An object or array as JSON, pretty-printed by `indent` spaces (0: on one line), every key kept in order. */
export function compactJson(n: JsonNode, text: string, indent = 0): string {
  const out: string[] = [];
  // (Recursive: a tree is at most MAX_DEPTH deep, a deeper part is its source.)
  const write = (node: JsonNode, level: number) => {
    const pad = indent ? `\n${' '.repeat(indent * (level + 1))}` : '';
    const close = indent ? `\n${' '.repeat(indent * level)}` : '';
    switch (node.kind) {
      case 'string':
        out.push(JSON.stringify(node.value));
        return;
      case 'number':
      case 'boolean':
      case 'null':
        out.push(node.raw);
        return;
      case 'deep':
        out.push(text.slice(node.start, node.end));
        return;
      case 'array':
        if (!node.items.length) return void out.push('[]');
        out.push('[');
        node.items.forEach((x, k) => {
          out.push(k ? `,${pad}` : pad);
          write(x, level + 1);
        });
        out.push(`${close}]`);
        return;
      case 'object':
        if (!node.entries.length) return void out.push('{}');
        out.push('{');
        node.entries.forEach((e, k) => {
          out.push(`${k ? ',' : ''}${pad}${JSON.stringify(e.key)}:${indent ? ' ' : ''}`);
          write(e.value, level + 1);
        });
        out.push(`${close}}`);
    }
  };
  write(n, 0);
  return out.join('');
}

/** The offsets each line of `text` starts at. The tree gives offsets (it slices parts verbatim by them); stderr's map
 *  names lines, a person's way to find a key in the file. */
export function lineStarts(text: string): number[] {
  const out = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) out.push(i + 1);
  return out;
}
/** The 0-based line holding `offset`. */
export function lineIndex(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
