// A document written in HTML instead of markdown (a chat UI's "copy as HTML", an agent asked for a report
// that renders anywhere): "<h2>Outcome</h2>", "<p>…</p>", "<ul><li>…</li></ul>". marked reads such a body as
// one HTML block, so it would have no sections at all. Read as the markdown it stands for, line for line
// where its tags are one block a line, so placement's line numbers still point into the file. Pure.

import { escapeCell, fenceEnd, fenceMask } from './escape.js';
import { ALL_SECTIONS, bestSectionScore } from './sections.js';
import { markdownOfSnapshot, markdownOfTaggedParts, withTitlePart } from './state-snapshot.js';
import { summaryLabelsAsHeadings } from './summary-labels.js';

/** Block tags a line may open with. */
const BLOCK = /^[ \t]*<(?:h[1-6]|p|ul|ol|li|pre|div|section|article|blockquote|table|thead|tbody|tr|th|td|details|summary|br|hr|html|body|head|style|script|!doctype|!--)\b/i;
const HEADING = /<h([1-6])\b[^>]*>/i;

/**
 * The markdown an HTML-only document stands for, or null when it is not one: its first line and most of
 * its lines open with a block tag, one of them a heading (<h1>…<h6>), and no line is a markdown heading.
 * Headings become "#" lines, list items "- " (nested lists indented), paragraphs their text, <pre> a fence;
 * inline tags become their markdown (code, bold, emphasis, links) or go; entities are decoded.
 */
export function markdownOfHtml(text: string): string | null {
  const head = text.trimStart();
  if (!head.startsWith('<') || !HEADING.test(text)) return null;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let tagged = 0;
  let filled = 0;
  for (const l of lines) {
    if (!l.trim()) continue;
    filled++;
    if (BLOCK.test(l) || /^[ \t]*<\//.test(l)) tagged++;
    if (/^ {0,3}#{1,6}[ \t]/.test(l)) return null;
  }
  if (!BLOCK.test(lines.find((l) => l.trim()) ?? '') || tagged * 5 < filled * 4) return null;
  // Block boundaries inside one line ("<h2>Outcome</h2><p>answered</p>", "<ol><li>a<ul><li>b") get a line each.
  const split = lines.flatMap((l) =>
    l.length > 10_000 || !/<\/?(?:h[1-6]|p|li|ul|ol|div|table|style|script)\b[^>]*>.*<\/?(?:h[1-6]|p|li|ul|ol|div|table|style|script)\b/i.test(l)
      ? [l]
      : l
          .replace(/(<\/(?:h[1-6]|p|li|ul|ol|div|table|style|script)>)[ \t]*(?=\S)/gi, '$1\n')
          .replace(/(\S)[ \t]*(?=<(?:h[1-6]|p|li|ul|ol|div|table|style|script|\/ul|\/ol|\/table|\/style|\/script)\b)/gi, '$1\n')
          .split('\n'),
  );
  const out: string[] = [];
  const lists: ('ul' | 'ol')[] = [];
  let pre = false;
  let table: string[] | null = null;
  let raw_: string | null = null; // inside <style> or <script>: kept as code, never prose
  for (const raw of split) {
    if (raw_ !== null) {
      const end = new RegExp(`</${raw_}>`, 'i').exec(raw);
      if (end) {
        if (raw.slice(0, end.index).trim()) out.push(raw.slice(0, end.index));
        out.push('```');
        raw_ = null;
      } else out.push(raw);
      continue;
    }
    if (table) {
      table.push(raw);
      if (/<\/table>/i.test(raw)) {
        out.push(...tableRows(table.join('\n')));
        table = null;
      }
      continue;
    }
    const rawOpen = /^[ \t]*<(style|script)\b[^>]*>/i.exec(raw);
    if (rawOpen) {
      out.push('```');
      const rest = raw.slice(rawOpen[0].length);
      const end = new RegExp(`</${rawOpen[1]}>`, 'i').exec(rest);
      if (end) {
        if (rest.slice(0, end.index).trim()) out.push(rest.slice(0, end.index));
        out.push('```');
      } else {
        raw_ = rawOpen[1]!.toLowerCase();
        if (rest.trim()) out.push(rest);
      }
      continue;
    }
    if (/^[ \t]*<table\b/i.test(raw)) {
      if (/<\/table>/i.test(raw)) out.push(...tableRows(raw));
      else table = [raw];
      continue;
    }
    if (pre) {
      if (/<\/pre>/i.test(raw)) {
        const before = raw.replace(/<\/code>\s*<\/pre>.*$|<\/pre>.*$/i, '');
        if (before.trim()) out.push(decode(before));
        out.push('```');
        pre = false;
      } else out.push(decode(raw));
      continue;
    }
    let l = raw.trim();
    const open = /^<pre\b[^>]*>(?:<code\b[^>]*>)?/i.exec(l);
    if (open) {
      out.push('```');
      const rest = l.slice(open[0].length);
      if (/<\/pre>/i.test(rest)) {
        out.push(decode(rest.replace(/<\/code>\s*<\/pre>.*$|<\/pre>.*$/i, '')), '```');
      } else {
        pre = true;
        if (rest.trim()) out.push(decode(rest));
      }
      continue;
    }
    // List nesting, then what the line holds.
    l = l.replace(/<(ul|ol)\b[^>]*>/gi, (_m, t: string) => {
      lists.push(t.toLowerCase() as 'ul' | 'ol');
      return '';
    });
    l = l.replace(/<\/(ul|ol)>/gi, () => {
      lists.pop();
      return '';
    });
    const h = HEADING.exec(l);
    if (h) {
      out.push(`${'#'.repeat(Number(h[1]))} ${inline(l.replace(/<\/?h[1-6]\b[^>]*>/gi, ''))}`);
      continue;
    }
    if (/^<li\b/i.test(l)) {
      // Under its parent item's text: "1. " takes three columns, "- " two.
      const indent = lists.slice(0, -1).map((t) => (t === 'ol' ? '   ' : '  ')).join('');
      const bullet = lists[lists.length - 1] === 'ol' ? '1.' : '-';
      out.push(`${indent}${bullet} ${inline(l.replace(/<\/?li\b[^>]*>/gi, ''))}`);
      continue;
    }
    const t = inline(l.replace(/<\/?(?:p|div|section|article|summary|details|blockquote|html|body|head|br|hr)\b[^>]*>|<!doctype[^>]*>/gi, ' '));
    // A line that only opened or closed a block is a blank line between blocks (never two in a row).
    if (!t) {
      if (!lists.length && out.length && out[out.length - 1] !== '') out.push('');
      continue;
    }
    out.push(lists.length ? `${lists.map((x) => (x === 'ol' ? '   ' : '  ')).join('')}${t}` : t);
  }
  return out.join('\n');
}

/** An HTML table as a markdown one: a row per <tr>, its first row the header. */
function tableRows(html: string): string[] {
  const rows: string[][] = [];
  for (const tr of html.length > 200_000 ? [] : html.split(/<tr\b[^>]*>/i).slice(1)) {
    const cells = [...tr.matchAll(/<t[hd]\b[^>]*>([\s\S]*?)(?=<t[hd]\b|<\/tr>|<\/table>|$)/gi)].map((c) => escapeCell(inline(c[1]!.replace(/<\/t[hd]>/gi, '').replace(/\s+/g, ' '))));
    if (cells.length) rows.push(cells);
  }
  if (!rows.length) return [inline(html.replace(/\s+/g, ' '))];
  const width = Math.max(...rows.map((r) => r.length));
  const line = (r: string[]) => `| ${[...r, ...Array(width - r.length).fill('')].join(' | ')} |`;
  return ['', line(rows[0]!), `|${' --- |'.repeat(width)}`, ...rows.slice(1).map(line), ''];
}

/** Inline tags as markdown; any other tag goes; entities decoded. A very long line only loses its tags (the
 *  lazy matches below are bounded to lines a person writes). */
function inline(s: string): string {
  if (s.length > 10_000) return decode(s.replace(/<[^<>]*>/g, ''));
  return decode(
    s
      .replace(/<code\b[^>]*>(.*?)<\/code>/gi, '`$1`')
      .replace(/<(?:strong|b)\b[^>]*>(.*?)<\/(?:strong|b)>/gi, '**$1**')
      .replace(/<(?:em|i)\b[^>]*>(.*?)<\/(?:em|i)>/gi, '_$1_')
      .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>(.*?)<\/a>/gi, '[$2]($1)')
      .replace(/<!--.*?-->/g, '')
      .replace(/<\/?[a-z][^>]*>/gi, ''),
  )
    .replace(/[ \t]+/g, ' ')
    .trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', mdash: '—', ndash: '–', hellip: '…' };

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (m, e: string) => {
    if (e[0] === '#') {
      const n = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return n > 0 && n < 0x110000 ? String.fromCodePoint(n) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** HTML's own block tags: a document's markup, never a section's name ("<details>", "<div>"). */
const HTML_BLOCKS = new Set(['address', 'article', 'aside', 'blockquote', 'body', 'center', 'dd', 'details', 'dialog', 'dir', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'frame', 'frameset', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hr', 'html', 'iframe', 'legend', 'li', 'link', 'main', 'menu', 'menuitem', 'nav', 'noframes', 'ol', 'optgroup', 'option', 'p', 'param', 'pre', 'script', 'search', 'section', 'source', 'style', 'table', 'tbody', 'td', 'template', 'textarea', 'tfoot', 'th', 'thead', 'title', 'tr', 'track', 'ul', 'span', 'code', 'img', 'br', 'a', 'b', 'i', 'em', 'strong']);
const OPEN_TAG = /^[ \t]{0,3}<([A-Za-z][\w.:-]{0,30})(\s[^<>]*)?>[ \t]*$/;
const CLOSE_TAG = /^[ \t]{0,3}<\/([A-Za-z][\w.:-]{0,30})>[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A line of XML data, not of a section's text: an element with its value on one line
 *  ("<artifactId>x</artifactId>", "<timeout>30</timeout>"), an empty element ("<skip/>"), a declaration. */
const DATA_LINE = /^[ \t]*(?:<([A-Za-z][\w.:-]{0,30})\b[^<>]*>[^<>]*<\/\1>|<[A-Za-z][\w.:-]{0,30}\b[^<>]*\/>|<\?xml\b.*)[ \t]*$/;

/**
 * A document whose parts are XML-style tags, each alone on its line ("<context>" … "</context>", "<task>",
 * "<first_step>", "<findings>": how prompts and agents mark sections): each pair is a heading named by its
 * tag ("first_step" -> "first step"), one level deeper per enclosing pair, and its closing line a blank one.
 * marked would read each pair as one HTML block and hide its text. Only tags that are not HTML's own (a
 * "<summary>" outside any "<details>" is one), opened and closed alone on their lines outside code, one
 * of them naming a section, in a document with no "#" heading (there the tags are its findings' parts:
 * "<code_context>", "<issue_to_address>"); null otherwise. Line for line.
 * An XML snippet pasted unfenced (a pom's "<build>" … "<artifactId>x</artifactId>", a config's "<config>"
 * … "<context>prod</context>") is data, not sections: an element whose own lines hold XML data (a value
 * element on one line, an empty element, attributes, a declaration) is a snippet, and so is one that names
 * no section and holds a snippet; a snippet's tags and every pair inside it stay its text.
 */
export function markdownOfTags(text: string): string | null {
  if (!text.includes('</')) return null;
  const lines = text.split(/\r\n|\r|\n/);
  type Pair = { name: string; open: number; close: number; depth: number; parent: Pair | null; data: boolean; snippet: boolean; out: boolean };
  const pairs: Pair[] = []; // in the order they close (children before their parents)
  const opened: Pair[] = []; // in the order they open (parents before their children)
  const stack: Pair[] = [];
  const fenced = fenceMask(lines, { unclosedRunsToEnd: true });
  let details = 0;
  let declared = false; // an "<?xml …?>" line: the element after it is XML data
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (fenced[i]) continue;
    // A document with headings of its own is structured by them: tags inside it are its findings' parts
    // ("<code_context>", "<issue_to_address>": a review bot's), not its sections.
    if (/^ {0,3}#{1,6}(?:[ \t]|$)/.test(l)) return null;
    if (/^[ \t]*<\?xml\b/i.test(l)) declared = true;
    if (/<details\b/i.test(l)) details++;
    if (/<\/details>/i.test(l)) details = Math.max(0, details - 1);
    const o = OPEN_TAG.exec(l);
    if (o) {
      const name = o[1]!.toLowerCase();
      if (!HTML_BLOCKS.has(name) && !(name === 'summary' && details)) {
        // (A tag with attributes is markup of a snippet: "<plugin id=\"x\">", "<project xmlns=…>".)
        const p: Pair = { name, open: i, close: -1, depth: stack.length, parent: stack[stack.length - 1] ?? null, data: Boolean(o[2]?.trim()) || declared, snippet: false, out: false };
        declared = false;
        stack.push(p);
        opened.push(p);
      }
      continue;
    }
    const c = CLOSE_TAG.exec(l);
    if (c && stack.length && stack[stack.length - 1]!.name === c[1]!.toLowerCase()) {
      const open = stack.pop()!;
      open.close = i;
      pairs.push(open);
      continue;
    }
    if (stack.length && DATA_LINE.test(l)) {
      const m = /^[ \t]*<([A-Za-z][\w.:-]*)/.exec(l);
      if (!m || !HTML_BLOCKS.has(m[1]!.toLowerCase())) stack[stack.length - 1]!.data = true;
    }
  }
  const names = (p: Pair) => bestSectionScore(p.name.replace(/[_.:-]+/g, ' '), ALL_SECTIONS) >= 4;
  // Children close first: a snippet makes the element around it one when that element names no section.
  for (const p of pairs) {
    if (p.data) p.snippet = true;
    if (p.snippet && p.parent && !names(p.parent)) p.parent.snippet = true;
  }
  for (const p of opened) p.out = p.snippet || p.data || (p.parent?.out ?? false);
  const kept = pairs.filter((p) => !p.out);
  // At least one tag names a section ("<context>", "<findings>", "<first_step>").
  if (!kept.some(names)) return null;
  const out = lines.slice();
  for (const p of kept) {
    out[p.open] = `${'#'.repeat(Math.min(6, 2 + p.depth))} ${p.name.replace(/[_-]+/g, ' ')}`;
    out[p.close] = '';
  }
  return out.join('\n');
}

/**
 * reStructuredText's "~~~~" underline below a section name ("Findings" / "~~~~~~~~") opens a code fence in
 * markdown and would swallow the rest of the document: as long as its text (or a little longer), directly
 * under a line of text and over a blank line, it is that line's setext underline. Line for line; null when
 * there is none.
 */
export function withoutTildeUnderlines(text: string): string | null {
  if (!text.includes('~~~')) return null;
  // (Split at "\n" alone where there is no "\r": the same lines, without a pattern run at every character.)
  const lines = text.includes('\r') ? text.split(/\r\n|\r|\n/) : text.split('\n');
  let changed = false;
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i]!;
    // Only a line that starts with a space, "`" or "~" can be a fence or an underline (most are prose).
    const c = l.charCodeAt(0);
    if (c !== 32 && c !== 96 && c !== 126) continue;
    const above = lines[i - 1]!.trim();
    const tilde = /^~{3,}[ \t]*$/.test(l) && above !== '' && !FENCE.test(lines[i - 1]!) && !(lines[i + 1] ?? '').trim() && l.trim().length >= [...above].length && l.trim().length <= [...above].length + 3;
    if (tilde) {
      lines[i] = '-'.repeat(l.trim().length);
      changed = true;
      continue;
    }
    // (Not an underline: a fence, one never closed running to the end, as a renderer shows it.)
    const end = fenceEnd(lines, i, { unclosedRunsToEnd: true });
    if (end !== null) i = end;
  }
  return changed ? lines.join('\n') : null;
}

/** A body in another markup read as the markdown it stands for: HTML only, an agent's tagged compaction summary
 *  (state-snapshot.ts: whole, or its parts inside markdown, and its one-line title part), XML-style section tags, a
 *  session summary's numbered labels (summary-labels.ts), reST's "~~~" underlines. The text itself when none applies. */
export function asMarkdown(text: string): string {
  let t = (/^\s*</.test(text) && markdownOfHtml(text)) || text;
  t = markdownOfSnapshot(t) ?? markdownOfTags(t) ?? markdownOfTaggedParts(t) ?? t;
  t = withTitlePart(t) ?? t;
  t = summaryLabelsAsHeadings(t) ?? t;
  return withoutTildeUnderlines(t) ?? t;
}
