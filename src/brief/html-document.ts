// A document written in HTML instead of markdown (a chat UI's "copy as HTML", an agent asked for a report
// that renders anywhere): "<h2>Outcome</h2>", "<p>…</p>", "<ul><li>…</li></ul>". marked reads such a body as
// one HTML block, so it would have no sections at all. Read as the markdown it stands for, line for line
// where its tags are one block a line, so placement's line numbers still point into the file. Pure.

/** Block tags a line may open with. */
const BLOCK = /^[ \t]*<(?:h[1-6]|p|ul|ol|li|pre|div|section|article|blockquote|table|details|summary|br|hr|html|body|head|!doctype|!--)\b/i;
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
    l.length > 10_000 || !/<\/?(?:h[1-6]|p|li|ul|ol|div)\b[^>]*>.*<\/?(?:h[1-6]|p|li|ul|ol|div)\b/i.test(l)
      ? [l]
      : l
          .replace(/(<\/(?:h[1-6]|p|li|ul|ol|div)>)[ \t]*(?=\S)/gi, '$1\n')
          .replace(/(\S)[ \t]*(?=<(?:h[1-6]|p|li|ul|ol|div|\/ul|\/ol)\b)/gi, '$1\n')
          .split('\n'),
  );
  const out: string[] = [];
  const lists: ('ul' | 'ol')[] = [];
  let pre = false;
  for (const raw of split) {
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
