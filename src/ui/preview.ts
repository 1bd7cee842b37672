// The brief as a terminal reads it: rendered from marked's tokens (headings styled, code set apart, list
// bullets, inline code and emphasis), word-wrapped to the terminal's width, with a gutter of line numbers
// that are the markdown's own (the numbers lint cites: brief.md:36:1 is gutter line 36) and each lint
// finding shown under its line. Styling is the output edge's paint(): plain with NO_COLOR or no colour.
// marked comes from brief/lexer.ts, the one place it is loaded (the same copy every reader uses).

import type { Finding } from '../brief/types.js';
import { loadMarked } from '../brief/lexer.js';

type Marked = typeof import('marked');
import { paint, unpainted, type Style } from './edge.js';

type Role = { kind: 'heading'; depth: number } | { kind: 'fence' } | { kind: 'code' } | { kind: 'list' } | { kind: 'quote' } | { kind: 'table' } | { kind: 'hr' } | { kind: 'html' } | { kind: 'para' };

interface Seg {
  text: string;
  styles: Style[];
}

/** What each source line is, from the block tokens (their raw texts add up to the document). */
function roles(m: Marked, md: string): Role[] {
  const lines = md.split('\n');
  const out: Role[] = lines.map(() => ({ kind: 'para' }));
  // Each token's raw text starts where the last one ended: a running count of newlines gives its lines.
  let line = 0;
  for (const t of m.lexer(md)) {
    const raw = t.raw;
    const start = line;
    const body = raw.replace(/\n+$/, '');
    const end = start + (body.match(/\n/g)?.length ?? 0);
    line += raw.match(/\n/g)?.length ?? 0;
    let role: Role | null = null;
    if (t.type === 'heading') role = { kind: 'heading', depth: (t as { depth: number }).depth };
    else if (t.type === 'code') {
      const fenced = /^ {0,3}(`{3,}|~{3,})/.test(raw);
      for (let i = start; i <= end; i++) out[i] = { kind: fenced && (i === start || (i === end && /^ {0,3}(`{3,}|~{3,})\s*$/.test(lines[i] ?? ''))) ? 'fence' : 'code' };
      continue;
    } else if (t.type === 'list') role = { kind: 'list' };
    else if (t.type === 'blockquote') role = { kind: 'quote' };
    else if (t.type === 'table') role = { kind: 'table' };
    else if (t.type === 'hr') role = { kind: 'hr' };
    else if (t.type === 'html') role = { kind: 'html' };
    else if (t.type === 'space') continue;
    if (role) for (let i = start; i <= end; i++) out[i] = role;
  }
  return out;
}

/** Inline tokens of one line -> styled segments. */
function inline(m: Marked, text: string, base: Style[] = []): Seg[] {
  const segs: Seg[] = [];
  const walk = (tokens: ReturnType<Marked['Lexer']['lexInline']>, styles: Style[]) => {
    for (const t of tokens) {
      const sub = (t as { tokens?: typeof tokens }).tokens;
      switch (t.type) {
        case 'strong':
          sub ? walk(sub, [...styles, 'bold']) : segs.push({ text: (t as { text: string }).text, styles: [...styles, 'bold'] });
          break;
        case 'em':
          sub ? walk(sub, [...styles, 'italic']) : segs.push({ text: (t as { text: string }).text, styles: [...styles, 'italic'] });
          break;
        case 'del':
          sub ? walk(sub, [...styles, 'dim']) : segs.push({ text: (t as { text: string }).text, styles: [...styles, 'dim'] });
          break;
        case 'codespan':
          segs.push({ text: (t as { text: string }).text, styles: [...styles, 'cyan'] });
          break;
        case 'link': {
          const l = t as { text: string; href: string; tokens?: typeof tokens };
          if (l.tokens) walk(l.tokens, [...styles, 'underline']);
          else segs.push({ text: l.text, styles: [...styles, 'underline'] });
          if (l.href && l.href !== l.text) segs.push({ text: ` (${l.href})`, styles: [...styles, 'dim'] });
          break;
        }
        case 'escape':
        case 'text':
          if (sub && t.type === 'text') walk(sub, styles);
          else segs.push({ text: (t as { text: string }).text, styles });
          break;
        case 'br':
          break;
        default:
          segs.push({ text: t.raw, styles });
      }
    }
  };
  try {
    walk(m.Lexer.lexInline(text), base);
  } catch {
    return [{ text, styles: base }];
  }
  return segs;
}

const paintSeg = (s: Seg) => (s.styles.length ? paint(s.text, ...s.styles) : s.text);

/**
 * Segments wrapped at word boundaries into lines of at most `width` characters; the first line starts
 * after `lead` (a bullet), the others after `hang` spaces. A word longer than a line is cut.
 */
export function wrapSegs(segs: Seg[], width: number, lead = '', hang = 0): string[] {
  const words: Seg[] = [];
  for (const s of segs) for (const part of s.text.split(/(\s+)/)) if (part) words.push({ text: part, styles: s.styles });
  const lines: string[] = [];
  let cur: Seg[] = [];
  let len = unpainted(lead).length;
  const flush = () => {
    while (cur.length && /^\s+$/.test(cur[cur.length - 1]!.text)) cur.pop();
    lines.push((lines.length ? ' '.repeat(hang) : lead) + cur.map(paintSeg).join(''));
    cur = [];
    len = hang;
  };
  for (const w of words) {
    const space = /^\s+$/.test(w.text);
    if (space) {
      if (cur.length && len + w.text.length <= width) {
        cur.push({ text: w.text.replace(/\t/g, '  '), styles: w.styles });
        len += w.text.length;
      }
      continue;
    }
    let text = w.text;
    if (len + text.length > width && cur.length) flush();
    while (len + text.length > width) {
      const room = Math.max(1, width - len);
      cur.push({ text: text.slice(0, room), styles: w.styles });
      text = text.slice(room);
      flush();
    }
    cur.push({ text, styles: w.styles });
    len += text.length;
  }
  if (cur.length || !lines.length) flush();
  return lines;
}

export interface PreviewOptions {
  /** Terminal columns (the whole line, gutter included). */
  width: number;
}

/** The brief rendered for a terminal: one string per screen line, painted (the edge turns paint into colour or nothing). */
export async function renderPreview(md: string, findings: Finding[], o: PreviewOptions): Promise<string[]> {
  const m = loadMarked();
  const src = md.replace(/\r\n?/g, '\n').replace(/\n$/, '');
  const lines = src.split('\n');
  const role = roles(m, src);
  const gw = String(lines.length).length;
  const width = Math.max(20, o.width - gw - 3);
  const gutter = (n: number | null) => paint(n === null ? ' '.repeat(gw) : String(n).padStart(gw), 'dim') + paint(' │ ', 'dim');
  const byLine = new Map<number, Finding[]>();
  for (const f of findings) {
    const at = Math.min(Math.max(1, f.line), lines.length);
    byLine.set(at, [...(byLine.get(at) ?? []), f]);
  }
  const out: string[] = [];
  // A fence inside a list item or a quote is part of that block's token: followed here line by line.
  let nested: string | null = null;
  lines.forEach((line, i) => {
    const r = role[i]!;
    let rendered: string[];
    const fence = /^\s*(`{3,}|~{3,})/.exec(line);
    const inNested = (r.kind === 'list' || r.kind === 'quote') && (nested !== null || fence !== null);
    if (inNested && fence && (nested === null || (fence[1]![0] === nested[0] && fence[1]!.length >= nested.length && !line.trim().slice(fence[1]!.length).trim()))) {
      nested = nested === null ? fence[1]! : null;
      rendered = [paint(line, 'dim')];
    } else if (inNested) {
      const ind = /^\s*/.exec(line)![0];
      rendered = wrapSegs([{ text: line.slice(ind.length) || ' ', styles: ['yellow'] }], width, ind, ind.length);
    } else if (!line.trim() && r.kind !== 'code') rendered = [''];
    else if (r.kind === 'heading') {
      const text = line.replace(/^\s{0,3}#{1,6}\s*/, '').replace(/\s+#+\s*$/, '');
      const styles: Style[] = r.depth === 1 ? ['bold', 'underline'] : r.depth === 2 ? ['bold', 'magenta'] : ['bold'];
      rendered = wrapSegs(inline(m, text, styles), width);
    } else if (r.kind === 'fence') rendered = [paint(line, 'dim')];
    else if (r.kind === 'code') rendered = wrapSegs([{ text: line || ' ', styles: ['yellow'] }], width, '', 0).map((l) => l);
    else if (r.kind === 'hr') rendered = [paint('─'.repeat(Math.min(width, 40)), 'dim')];
    else if (r.kind === 'list') {
      const mm = /^(\s*)([-*+]|\d+[.)])(\s+)(.*)$/.exec(line);
      if (mm) {
        const bullet = /\d/.test(mm[2]!) ? mm[2]! : '•';
        const lead = `${mm[1]}${bullet} `;
        rendered = wrapSegs(inline(m, mm[4]!), width, lead, lead.length);
      } else {
        const ind = /^\s*/.exec(line)![0];
        rendered = wrapSegs(inline(m, line.trim()), width, ind, ind.length);
      }
    } else if (r.kind === 'quote') {
      const text = line.replace(/^\s*>\s?/, '');
      rendered = wrapSegs(inline(m, text, ['italic']), width, paint('│ ', 'dim'), 2);
    } else if (r.kind === 'html' || r.kind === 'table') rendered = wrapSegs([{ text: line, styles: r.kind === 'html' ? ['dim'] : [] }], width);
    else {
      const ind = /^\s*/.exec(line)![0];
      rendered = wrapSegs(inline(m, line.trim()), width, ind, ind.length);
    }
    if (r.kind !== 'list' && r.kind !== 'quote') nested = null;
    rendered.forEach((l, j) => out.push(gutter(j === 0 ? i + 1 : null) + l));
    for (const f of byLine.get(i + 1) ?? []) {
      const mark: Style = f.severity === 'error' ? 'red' : 'yellow';
      const text = `${f.severity} ${f.rule}: ${f.message}${f.hint ? ` (${f.hint})` : ''}`;
      wrapSegs([{ text, styles: [mark] }], width, paint('▲ ', mark, 'bold'), 2).forEach((l) => out.push(gutter(null) + l));
    }
  });
  return out;
}

export interface PageOptions {
  /** Terminal rows. */
  rows: number;
  /** Where the lines go (ctx.io.out: through the output edge). */
  write: (text: string) => void;
  input?: NodeJS.ReadStream;
  output?: NodeJS.WriteStream;
}

/**
 * The pager's status line, the longest form that fits on one row: a wrapped one would leave its first row
 * behind in the document when it is erased.
 */
export function pagerStatus(shown: number, total: number, columns: number): string {
  const forms = [
    `-- ${shown}/${total} lines · space: more · a: all · q: to the question --`,
    `-- ${shown}/${total} · space more · a all · q done --`,
    `-- ${shown}/${total} --`,
  ];
  return forms.find((f) => f.length < columns) ?? forms[forms.length - 1]!.slice(0, Math.max(1, columns - 1));
}

/**
 * Lines shown a screenful at a time when there are more than fit above the question that follows: space
 * (or f, PageDown) for the next page, Enter (j, Down) for one more line, a for all the rest, q (or Esc)
 * to go on to the question. Ctrl-C cancels. Whether it paged.
 */
export async function showPaged(lines: string[], o: PageOptions): Promise<boolean> {
  const input = o.input ?? process.stdin;
  const output = o.output ?? process.stdout;
  // Room for the question and its choices below the last page.
  const page = Math.max(5, o.rows - 7);
  if (lines.length <= page || !input.isTTY || typeof input.setRawMode !== 'function') {
    o.write(lines.join('\n') + '\n');
    return false;
  }
  let shown = 0;
  const show = (n: number) => {
    const next = lines.slice(shown, shown + n);
    if (next.length) o.write(next.join('\n') + '\n');
    shown += next.length;
  };
  show(page);
  const wasRaw = input.isRaw;
  input.setRawMode(true);
  input.resume();
  try {
    while (shown < lines.length) {
      // The pager's own status line (not data): written to the terminal and erased, like a prompt's.
      output.write(pagerStatus(shown, lines.length, output.columns || 80));
      const key = await new Promise<string>((resolve) => input.once('data', (d: Buffer) => resolve(d.toString('latin1'))));
      output.write('\r\x1b[2K');
      if (key === '\x03') {
        const { cancelled } = await import('../errors.js');
        throw cancelled();
      }
      if (key === 'q' || key === 'Q' || key === '\x1b') {
        o.write(`(${lines.length - shown} more lines not shown: Edit shows the whole brief)\n`);
        break;
      }
      if (key === 'a' || key === 'G') show(lines.length);
      else if (key === '\r' || key === '\n' || key === 'j' || key === '\x1b[B') show(1);
      else show(page);
    }
  } finally {
    input.setRawMode(wasRaw);
  }
  return true;
}
