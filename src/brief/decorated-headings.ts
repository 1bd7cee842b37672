// Section names dressed as headings without "#": a square, diamond or circle before the name ("■背景",
// "◆ Goal"), a CJK enumerator with its own mark ("一、背景", "2、目标", "（三）下一步"), or brackets around it
// ("【背景】", "[Why]", "＜ゴール＞"), on a line of its own with the section's text below it (or, after
// brackets, beside it: "【背景】首页…"), or another markup's heading ("== Findings ==", AsciiDoc's "== Findings").
// Japanese and Chinese documents head their parts so; so do plain-text tickets and wiki pages. Found for parseDoc (document.ts) like the bold lines, labels and plain lines of
// pseudo-headings.ts and plain-headings.ts. Pure.

import type { Blocks, Heading, LineCuts } from './blocks.js';
import { ALL_SECTIONS, bestSectionScore, type HeadingTarget } from './sections.js';

/** The glyphs that head a part when they open a line: squares, diamonds, circles, stars, triangles. */
const GLYPHS = '■□◆◇●○◎◉▲△▼▽▶▷►★☆♦◈▪▫◼◻⬛⬜※';
const NUMERAL = '[一二三四五六七八九十百]{1,4}';
/** Roman numerals, Unicode's ("Ⅰ. 背景") or ASCII ("II) Goal"). */
const ROMAN = '[ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩⅪⅫ]';
/** A name: a few words, a letter first, no sentence punctuation (a line with a full stop is a sentence). */
const NAME = '([\\p{L}][^\\n。．.!！?？,，;；:：()（）\\[\\]【】［］<>＜＞〈〉《》〔〕「」]{0,29}?)';

/** "■背景", "◆ Goal:", "一、背景", "2、目标", "（三）下一步": the mark, the name, an optional colon; nothing else.
 *  "【背景】", "[Why]", "＜ゴール＞", perhaps with the section's text after it on the line. "== Findings =="
 *  (MediaWiki), "== Findings" (AsciiDoc): a heading of another markup, its level the marks. Built on first
 *  use: a Unicode class costs every command that loads this module, used or not. */
let lineRes: { marked: RegExp; bracketed: RegExp; wiki: RegExp; fullwidth: RegExp } | undefined;
const res = () =>
  (lineRes ??= {
    marked: new RegExp(`^[ \\t]{0,3}([${GLYPHS}]|${NUMERAL}[、．]|\\d{1,3}、|[(（](?:${NUMERAL}|\\d{1,3})[)）]|${ROMAN}[.．、)]?|[IVX]{1,4}[.)](?=[ \\t]))[ \\t]*${NAME}[ \\t]*[:：]?[ \\t]*$`, 'u'),
    bracketed: new RegExp(`^[ \\t]{0,3}([【\\[［＜〈《〔])[ \\t]*${NAME}[ \\t]*[】\\]］＞〉》〕][ \\t]*[:：]?[ \\t]*(.*)$`, 'u'),
    wiki: new RegExp(`^[ \\t]{0,3}(={2,6})[ \\t]+${NAME}[ \\t]*(?:={2,6})?[ \\t]*$`, 'u'),
    // "＃＃ 建议": markdown's "## " typed with a Chinese or Japanese input method (full-width number signs,
    // perhaps a full-width space). Only a name (no sentence punctuation, 30 characters at most) after a space:
    // "＃1 的问题", "＃＃ 这不是标题。它是一句话。" stay text.
    fullwidth: new RegExp(`^[ \\t]{0,3}(＃{1,6})[ \\t\u3000]+${NAME}[ \\t\u3000]*＃*[ \\t]*$`, 'u'),
  });
const OPENERS = new Set([...GLYPHS, ...'一二三四五六七八九十百0123456789(（【[［＜〈《〔=ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩⅪⅫIVX']);

const unbold = (line: string) => (line.includes('**') || line.includes('__') ? line.replace(/^([ \t]{0,3})(\*\*|__)(\S.*?)\2[ \t]*$/, '$1$3') : line);

/** The family of a mark: lines of one family head parts of one list of sections ("一、" and "二、" alike). */
function family(mark: string): string {
  if (GLYPHS.includes(mark)) return mark;
  if (/^[(（]/.test(mark)) return '()';
  if (/^\d/.test(mark)) return '1、';
  if (/^[ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩⅪⅫIVX]/.test(mark)) return 'Ⅰ';
  if (/^[一二三四五六七八九十百]/.test(mark)) return `一${mark.slice(-1)}`;
  return mark; // an opening bracket
}

interface Candidate {
  line: number;
  name: string;
  text: string;
  family: string;
  /** Column where the section's text starts on the heading's own line (after "【背景】"), if any. */
  at: number | null;
  /** Text follows it (on its line, below it in its paragraph, or in a next block). */
  followed: boolean;
  /** A level the markup states ("== x ==" is 2), else one below the real heading above. */
  level?: number;
}

/**
 * Decorated section names merged into `hs` (document order); `cuts` gets the column a bracketed name's
 * text starts at. A candidate is a line of a top-level paragraph (never code, a list item or a quote)
 * dressed as above. It is a heading when its name is a section's whole name (prompts/headings.txt, or
 * one of `extra`, a kind's questions), or when it is one of two or more lines alone in the document dressed
 * alike, one of which names a section: "■背景 / ■ゴール / ■最初の作業" are all parts, the last one kept
 * under its own name if no section takes it. A line with text beside its brackets heads only by its name
 * ("【已验证】 x" is a tag). Each is a level below the real heading above it (level 2 at the top).
 */
export function withDecoratedHeadings(blocks: Blocks, hs: Heading[], cuts: LineCuts, extra: readonly HeadingTarget[] = []): void {
  const { top, lines } = blocks;
  const taken = new Set(hs.map((h) => h.line));
  const found: Candidate[] = [];
  let last = top.length - 1;
  while (last >= 0 && top[last]!.token.type === 'space') last--;
  for (let k = 0; k <= last; k++) {
    const b = top[k]!;
    if (b.token.type !== 'paragraph') continue;
    for (let i = b.line; i < b.end; i++) {
      // "**■背景**": bold around the whole line changes nothing (withBoldHeadings may have taken it already:
      // it still counts for its family).
      const raw = unbold(lines[i]!);
      const first = raw.trimStart().charAt(0);
      if (!OPENERS.has(first) || raw.length > 200 || cuts.has(i)) continue;
      const wiki = first === '=' ? res().wiki.exec(raw) : null;
      if (wiki) {
        found.push({ line: i, name: wiki[2]!.trim(), text: wiki[2]!.trim(), family: '==', at: null, followed: i + 1 < b.end || k < last, level: wiki[1]!.length });
        continue;
      }
      const m = res().marked.exec(raw);
      const br = m ? null : res().bracketed.exec(raw);
      if (!m && !br) continue;
      const rest = br?.[3]?.trim() ?? '';
      const below = i + 1 < b.end || k < last;
      const name = (m ?? br)![2]!.trim();
      // A square or brackets are the heading's decoration, as "#" is: the heading is the name ("背景"). An
      // enumerator is part of it, as "1." is of "## 1. Зачем" ("一、背景").
      const text = m && !GLYPHS.includes(m[1]!) ? raw.trim().replace(/[ \t]*[:：]$/, '') : name;
      found.push({ line: i, name, text, family: family((m ?? br)![1]!), at: rest ? raw.length - br![3]!.trimStart().length : null, followed: Boolean(rest) || below });
    }
  }
  if (!found.length) return;
  const targets = extra.length ? [...ALL_SECTIONS, ...extra] : ALL_SECTIONS;
  const named = found.map((c) => bestSectionScore(c.name, targets) >= 4);
  const alone = (c: Candidate) => c.at === null;
  const families = new Map<string, number>();
  const namedFamilies = new Set<string>();
  found.forEach((c, j) => {
    if (!alone(c)) return;
    families.set(c.family, (families.get(c.family) ?? 0) + 1);
    if (named[j]) namedFamilies.add(c.family);
  });
  const heads = found.filter((c, j) => c.followed && (named[j] || (alone(c) && namedFamilies.has(c.family) && families.get(c.family)! >= 2)));
  if (!heads.some((c) => !taken.has(c.line))) return;
  // Below the document's own heading ("## Task" > "■背景"), not below another pseudo-heading.
  const real = blocks.headings.filter((h) => taken.has(h.line));
  let k = 0;
  let above = 0;
  const added: Heading[] = [];
  for (const c of heads) {
    while (k < real.length && real[k]!.line < c.line) above = real[k++]!.level;
    if (taken.has(c.line)) continue;
    if (c.at !== null) cuts.set(c.line, c.at);
    added.push({ level: c.level ?? Math.min(6, Math.max(2, above + 1)), text: c.text, line: c.line, next: c.at !== null ? c.line : c.line + 1 });
  }
  const all = [...hs, ...added].sort((a, b) => a.line - b.line);
  hs.splice(0, hs.length, ...all);
}

/**
 * "＃＃ 建议": markdown's "## " typed with a Chinese or Japanese input method (full-width number signs, then a
 * space or an ideographic one) on a line of a top-level paragraph: a heading of that level, whatever it
 * names, as "## 建议" is. Read before the title is chosen (parseDoc), so "＃ 修复分页" can be the title. Only a
 * name (a letter first, no sentence punctuation, 30 characters at most): "＃1 的问题", "＃＃ 这不是标题。它是一句话。"
 * and lines in code, lists and quotes stay text.
 */
export function fullWidthHeadings(blocks: Blocks): Heading[] {
  const out: Heading[] = [];
  // (A text without the sign has none: one search of it, not a look at every line of every paragraph.)
  if (blocks.text !== undefined && !blocks.text.includes('＃')) return out;
  for (const b of blocks.top) {
    if (b.token.type !== 'paragraph') continue;
    for (let i = b.line; i < b.end; i++) {
      const raw = blocks.lines[i]!;
      if (!raw.trimStart().startsWith('＃') || raw.length > 200) continue;
      const m = res().fullwidth.exec(raw);
      if (m) out.push({ level: m[1]!.length, text: m[2]!.trim(), line: i, next: i + 1 });
    }
  }
  return out;
}
