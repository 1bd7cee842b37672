// Ids: typeable, filesystem-safe, and they say what they are: <kind>-<slug of title>-<4 random chars>. Pure.

export const ID_ARG = /^[a-z0-9][a-z0-9-]{0,120}$/;

export function slugify(title: string, max = 40): string {
  const ascii = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (ascii.length <= max) return ascii;
  const cut = ascii.slice(0, max + 1);
  const at = cut.lastIndexOf('-');
  return (at > max / 2 ? cut.slice(0, at) : ascii.slice(0, max)).replace(/-+$/, '');
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // no 0/o, 1/l: read aloud and typed by people

export function randomPart(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return s;
}

/** Words a title often starts with after its kind ("Review the taxfor helper"): not worth an id's room. */
const LEADING = new Set(['the', 'a', 'an', 'of', 'for', 'to']);

/**
 * The id already starts with the kind, so a title that starts with it too ("Review the taxfor helper",
 * kind review) drops it, and the small words after it: review-taxfor-helper-3t93, not
 * review-review-the-taxfor-helper-3t93. Plural or -ing forms count (bugs, reviewing).
 */
export function slugWithoutKind(kind: string, slug: string): string {
  const words = slug.split('-');
  const k = kind.toLowerCase();
  if (!words.length || !(words[0] === k || words[0] === `${k}s` || words[0] === `${k}es` || words[0] === `${k.replace(/e$/, '')}ing`)) return slug;
  let i = 1;
  while (i < words.length - 1 && LEADING.has(words[i]!)) i++;
  return words.slice(i).join('-');
}

export function makeId(kind: string, title: string, random: string): string {
  const slug = slugWithoutKind(kind, slugify(title));
  return [kind, slug, random].filter(Boolean).join('-');
}

export type IdArgProblem = null | string;

/** Refuse anything that is not id-shaped before a path is built from it. */
export function checkIdArg(arg: string): IdArgProblem {
  if (arg === 'latest') return null;
  if (arg === '') return 'an id is required';
  if (arg.includes('/') || arg.includes('\\') || arg.includes('..') || arg.startsWith('.')) return `"${arg}" is not an id: ids never contain "/", "\\" or ".."`;
  if (!ID_ARG.test(arg)) return `"${arg}" is not an id: ids are lower case letters, digits and dashes`;
  return null;
}

export type Resolution = { id: string } | { error: 'none' | 'ambiguous' | 'empty'; candidates: string[] };

/** Exact id, unique prefix, or "latest" (ids are given newest first by the caller for "latest"). */
export function resolveIdArg(arg: string, idsNewestFirst: string[]): Resolution {
  if (arg === 'latest') return idsNewestFirst.length ? { id: idsNewestFirst[0]! } : { error: 'empty', candidates: [] };
  if (idsNewestFirst.includes(arg)) return { id: arg };
  const hits = idsNewestFirst.filter((id) => id.startsWith(arg));
  if (hits.length === 1) return { id: hits[0]! };
  return { error: hits.length ? 'ambiguous' : 'none', candidates: hits };
}
