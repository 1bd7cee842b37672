// npm run build, after bundling: every chunk of dist/ in ASCII, so V8 holds its source one byte a character.
//
// Why: a source with one character beyond Latin-1 is decoded into a two-byte string, and every run decodes
// (UTF-8, slower than ASCII's copy), keeps and scans it so: read-return's ~420 KB chunk, which `lint`,
// `return`, `pull` load, held word lists in a dozen languages. The bundler escapes such characters itself
// (`charset: 'ascii'`, .ci/bundle.mjs) in strings, regular expressions and names, but not in tagged templates,
// whose raw text is observable: the readers write their larger patterns as String.raw`...`. There, each run
// of characters beyond ASCII is moved into a substitution holding the same characters as an escaped string,
// String.raw`a${"\u00e9"}b` for String.raw`aéb`: String.raw joins its raw pieces and its substitutions, so the
// string is the same, character for character. Each rewritten template is checked (its raw pieces and the
// added strings, read back from the new chunk's syntax tree, give the old raw text exactly) and a chunk that
// does not check out, or holds other non-ASCII text, is left as it was: only speed depends on this.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_RUN = /[^\x00-\x7f]+/g;

/** Each node of `ast` (ESTree, from rolldown's parser), depth first in source order. */
function walk(node, visit) {
  visit(node);
  for (const key of Object.keys(node)) {
    const v = node[key];
    if (Array.isArray(v)) {
      for (const x of v) if (x && typeof x.type === 'string') walk(x, visit);
    } else if (v && typeof v === 'object' && typeof v.type === 'string') walk(v, visit);
  }
}

const isStringRaw = (source, tag) => tag.type === 'MemberExpression' && source.slice(tag.start, tag.end) === 'String.raw';

/** The raw texts of every String.raw template, in order, as `source` means them: raw pieces joined with the
 *  substitutions that are strings of non-ASCII characters only (the added ones); any other substitution
 *  separates. */
function rawTemplates(source) {
  const out = [];
  walk(parseAst(source), (n) => {
    if (n.type !== 'TaggedTemplateExpression' || !isStringRaw(source, n.tag)) return;
    const parts = [];
    let text = n.quasi.quasis[0].value.raw;
    n.quasi.expressions.forEach((e, i) => {
      const next = n.quasi.quasis[i + 1].value.raw;
      if (e.type === 'Literal' && typeof e.value === 'string' && /^[^\x00-\x7f]+$/.test(e.value)) {
        text += e.value + next; // a string of nothing but non-ASCII characters (the ones added): raw text
      } else {
        parts.push(text);
        text = next;
      }
    });
    parts.push(text);
    out.push(parts);
  });
  return out;
}

/** `\uXXXX` escapes for each UTF-16 unit of `s`, as a string literal. */
const escaped = (s) => `"${[...s].map((c) => [...Array(c.length).keys()].map((i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join('')).join('')}"`;

/** `source` with String.raw templates' non-ASCII runs moved into substitutions; undefined if nothing to do
 *  or the result would not be exactly the same program. */
export function asciiChunk(source) {
  if (!NON_ASCII.test(source)) return undefined;
  const edits = [];
  walk(parseAst(source), (n) => {
    if (n.type !== 'TaggedTemplateExpression' || !isStringRaw(source, n.tag)) return;
    for (const q of n.quasi.quasis) {
      const raw = source.slice(q.start, q.end);
      if (raw !== q.value.raw || !NON_ASCII.test(raw)) continue;
      raw.replace(NON_ASCII_RUN, (run, at) => {
        // A backslash before the run escapes its first character in the raw text: left alone.
        let slashes = 0;
        while (at - slashes - 1 >= 0 && raw[at - slashes - 1] === '\\') slashes++;
        if (slashes % 2 === 0) edits.push([q.start + at, run.length, `\${${escaped(run)}}`]);
        return run;
      });
    }
  });
  if (edits.length === 0) return undefined;
  let out = '';
  let last = 0;
  for (const [at, length, text] of edits.sort((a, b) => a[0] - b[0])) {
    out += source.slice(last, at) + text;
    last = at + length;
  }
  out += source.slice(last);
  // The same raw texts, template for template, and nothing else changed but those templates.
  let same;
  try {
    same = JSON.stringify(rawTemplates(out)) === JSON.stringify(rawTemplates(source));
  } catch {
    same = false;
  }
  return same ? out : undefined;
}

/** Rewrites the chunks of `dist` that asciiChunk can make ASCII; returns the names of those still not ASCII. */
export function asciiChunks(dist) {
  const left = [];
  for (const name of readdirSync(dist)) {
    if (!name.endsWith('.js')) continue;
    const file = join(dist, name);
    const source = readFileSync(file, 'utf8');
    const out = asciiChunk(source);
    if (out !== undefined) writeFileSync(file, out);
    if (NON_ASCII.test(out ?? source)) left.push(name);
  }
  return left;
}
