// The small YAML subset kind files use: scalars, a list of maps, flow lists. Pure; errors carry a line.

export class FrontMatterError extends Error {
  constructor(readonly line: number, message: string) {
    super(message);
  }
}

export type Scalar = string | number | boolean | string[];
export type FrontMatter = Record<string, Scalar | Record<string, Scalar>[]>;

export function splitFrontMatter(src: string): { data: string; body: string; bodyLine: number } | null {
  const text = src.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!text.startsWith('---\n')) return null;
  const end = text.indexOf('\n---', 3);
  if (end < 0) return null;
  const after = text.indexOf('\n', end + 4);
  const data = text.slice(4, end + 1);
  const body = after < 0 ? '' : text.slice(after + 1);
  return { data, body, bodyLine: data.split('\n').length + 2 };
}

function scalar(raw: string, line: number): Scalar {
  const v = raw.trim();
  if (v === '') return '';
  if (v.startsWith('"')) {
    try {
      return JSON.parse(v) as string;
    } catch {
      throw new FrontMatterError(line, `bad double-quoted string: ${v}`);
    }
  }
  if (v.startsWith("'")) {
    if (!v.endsWith("'") || v.length < 2) throw new FrontMatterError(line, `unterminated single-quoted string: ${v}`);
    return v.slice(1, -1).replace(/''/g, "'");
  }
  if (v.startsWith('[')) {
    if (!v.endsWith(']')) throw new FrontMatterError(line, `unterminated list: ${v}`);
    return v
      .slice(1, -1)
      .split(',')
      .map((x) => String(scalar(x, line)))
      .filter((x) => x !== '');
  }
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  return v.replace(/\s+#.*$/, '');
}

/** `offset` is the 1-based line of the first data line in the file, for messages. */
export function parseFrontMatter(data: string, offset = 2): FrontMatter {
  const out: FrontMatter = {};
  let list: Record<string, Scalar>[] | null = null;
  let item: Record<string, Scalar> | null = null;
  let itemIndent = -1;
  data.split('\n').forEach((raw, i) => {
    const line = offset + i;
    if (/^\s*(#.*)?$/.test(raw)) return;
    if (raw.includes('\t')) throw new FrontMatterError(line, 'tabs are not allowed in front matter; indent with spaces');
    const indent = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (indent === 0) {
      const m = /^([A-Za-z_][\w-]*)\s*:(.*)$/.exec(text);
      if (!m) throw new FrontMatterError(line, `expected "key: value", got: ${text}`);
      list = item = null;
      if (m[2]!.trim() === '') {
        list = [];
        out[m[1]!] = list;
      } else out[m[1]!] = scalar(m[2]!, line);
      return;
    }
    if (!list) throw new FrontMatterError(line, `unexpected indented line: ${text}`);
    const dash = /^-\s*(.*)$/.exec(text);
    if (dash) {
      item = {};
      list.push(item);
      itemIndent = indent + 2;
      if (dash[1]!.trim() === '') return;
      const m = /^([A-Za-z_][\w-]*)\s*:(.*)$/.exec(dash[1]!);
      if (!m) throw new FrontMatterError(line, `expected "- key: value", got: ${text}`);
      item[m[1]!] = scalar(m[2]!, line);
      return;
    }
    if (!item || indent < itemIndent) throw new FrontMatterError(line, `expected a list item starting with "- ", got: ${text}`);
    const m = /^([A-Za-z_][\w-]*)\s*:(.*)$/.exec(text);
    if (!m) throw new FrontMatterError(line, `expected "key: value", got: ${text}`);
    item[m[1]!] = scalar(m[2]!, line);
  });
  return out;
}
