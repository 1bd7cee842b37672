// The files a document's prose names: a brief with no pointers of its own still points at the files it talks
// about ("`pytest.ini` was updated", "see docs/setup.md"), and a person reading it takes those as where to look.

import { pathLike } from './path-like.js';

export interface NamedFile {
  /** As written, its line reference too ("src/a.ts:12"), without the marks around it. */
  text: string;
  /** The line (0-based) that names it first. */
  line: number;
}

/**
 * The files the lines name, once each, in the order they are first named: a code span or a link target that names
 * a file (by its extension or a well-known name: "`pytest.ini`", "`.github/workflows/ci.yml`", "[plan](docs/plan.md)"),
 * or a bare word that is a path to one ("src/foo/bar.ts"; a bare name without a folder, "Node.js", is a word of the
 * prose). Not a URL, nor a slashed word that names no file ("and/or", "2026/02/23", "`/whatsapp/webhook`", a route),
 * nor an extension alone ("`.js`-specifier imports": a kind of file, not one; `.env` is one), nor anything in code
 * blocks (`literal`): those are commands and listings, not the brief's words.
 */
export function namedFiles(lines: readonly string[], literal: ArrayLike<number | boolean>, within: (line: number) => boolean = () => true): NamedFile[] {
  const out: NamedFile[] = [];
  const seen = new Set<string>();
  const take = (token: string, line: number, bare: boolean) => {
    const p = pathLike(token, false);
    if (!p || !p.fileLike || (bare && !p.path.includes('/')) || KIND_OF_FILE.test(p.path) || seen.has(p.path.replace(/^\//, ''))) return;
    // ("/functions/a.ts" and "functions/a.ts" name one file: the repository's root.)
    seen.add(p.path.replace(/^\//, ''));
    out.push({ text: token.trim().replace(/^`|`$/g, '').replace(/[),.;:]+$/, '').replace(/^\.\//, ''), line });
  };
  for (let i = 0; i < lines.length; i++) {
    if (literal[i] || !within(i)) continue;
    const l = lines[i]!;
    // (In the order the line names them: code spans, link targets and bare paths by where they stand.)
    const found: { at: number; token: string; bare: boolean }[] = [];
    const spans: [number, number][] = [];
    for (const m of l.matchAll(CODE_SPAN)) {
      found.push({ at: m.index, token: m[1]!, bare: false });
      spans.push([m.index, m.index + m[0].length]);
    }
    for (const m of l.matchAll(LINK_TARGET)) found.push({ at: m.index, token: m[1]!, bare: false });
    for (const m of l.matchAll(BARE_WORD)) {
      if (!spans.some(([a, b]) => m.index >= a && m.index < b)) found.push({ at: m.index, token: m[0].replace(/^[("'“«]+/, ''), bare: true });
    }
    for (const f of found.sort((p, q) => p.at - q.at)) take(f.token, i, f.bare);
  }
  return out;
}

/** A dot and an extension, no name: a kind of file. (".env" names the one file it is.) */
const KIND_OF_FILE = /^\.(?!env$)[a-z0-9]+$/i;
/** A code span of one token ("`src/a.ts`"), not a fence's ticks. */
const CODE_SPAN = /(?<!`)`([^`\s]+)`(?!`)/g;
/** A markdown link's target ("[plan](docs/plan.md)"). */
const LINK_TARGET = /\]\(([^)\s]+)\)/g;
/** A word with a slash in it, outside code spans. */
const BARE_WORD = /(?<![\w`/.:-])[^\s`]*\/[^\s`]*/g;
