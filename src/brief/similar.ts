// Does a new brief's title closely match an open one's? Used to warn before a near-duplicate handoff
// is cut, so the old one can be superseded instead of silently forked twice. Pure.

const STOP = new Set(
  'a an the and or of to in on for with from by at as is are be it its this that into via fix add make do get use why how what when'.split(' '),
);

/** Crude stemming, enough that "flakes" / "flaky" / "flaking" meet: only words longer than four letters. */
export function stem(w: string): string {
  // (As w.replace(/(?:ing|ed|es|s|y)$/, '') does, the longest ending first, without a pattern: fan-out agreement stems
  // every word of 80,000 findings three times.)
  if (w.length <= 4) return w;
  if (w.endsWith('ing')) return w.slice(0, -3);
  if (w.endsWith('ed') || w.endsWith('es')) return w.slice(0, -2);
  if (w.endsWith('s') || w.endsWith('y')) return w.slice(0, -1);
  return w;
}

/** The title's meaningful words, lower case, accents folded, lightly stemmed. */
export function titleWords(title: string): Set<string> {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !STOP.has(w));
  return new Set(words.map(stem));
}

/**
 * Similar when the two word sets mostly agree: Jaccard >= 0.6, or at least two shared words that make
 * up three quarters of the shorter title (a title with a word added stays similar).
 */
export function similarTitles(a: string, b: string): boolean {
  const A = titleWords(a);
  const B = titleWords(b);
  if (!A.size || !B.size) return false;
  let shared = 0;
  for (const w of A) if (B.has(w)) shared++;
  const union = A.size + B.size - shared;
  if (shared / union >= 0.6) return true;
  return shared >= 2 && shared / Math.min(A.size, B.size) >= 0.75;
}
