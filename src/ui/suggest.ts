// "Did you mean ...?" for a mistyped word: the closest known word by edit distance (a swap of two
// neighbouring letters counts as one edit, so "nwe" is one step from "new"). Pure.

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The known words close enough to be what was meant, closest first: within a third of the word's length
 * (at least 1, at most 3 edits), or a word the typed one starts (a unique prefix: "pul" -> "pull").
 */
export function suggest(word: string, known: readonly string[]): string[] {
  const w = word.toLowerCase();
  const limit = Math.min(3, Math.max(1, Math.floor(w.length / 3)));
  const scored = known.map((k) => ({ k, d: editDistance(w, k) })).filter((x) => x.d <= limit || (w.length >= 2 && x.k.startsWith(w)));
  scored.sort((x, y) => x.d - y.d || (x.k < y.k ? -1 : 1));
  const best = scored[0]?.d;
  return scored.filter((x) => x.d === best || x.k.startsWith(w)).map((x) => x.k);
}
