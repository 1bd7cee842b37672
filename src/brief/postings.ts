// Indices of items by a key, for "the first item (in order) not yet taken that has one of these keys".
//
// Why: the readers ask, for each line of a later list, which earlier heading or finding it names, and the answer
// must be the first one not named yet (recaps.ts restatesFindings, cross-refs.ts namesEarlier). Asked with
// findIndex over all earlier items, for every list of every section, the work grew with the square of the
// document: a return of 1,000 field-led entries took 6 s to lint. Keyed here once, a question costs what the
// list's line holds. Pure: the state is the caller's own object.

/** Item indices by key, each list ascending (items are added in order). */
export class Postings {
  private readonly at = new Map<string, number[]>();

  /** Index `k` under `key`; keys are added for k in ascending order. */
  add(key: string, k: number): void {
    const list = this.at.get(key);
    if (list) list.push(k);
    else this.at.set(key, [k]);
  }

  /** The lists under `keys` (those that have one). */
  lists(keys: Iterable<string | undefined>): number[][] {
    const out: number[][] = [];
    for (const key of keys) {
      const list = key === undefined ? undefined : this.at.get(key);
      if (list && !out.includes(list)) out.push(list);
    }
    return out;
  }
}

/**
 * One search over postings: the function it returns gives the least index below `limit` in any of the lists
 * given that `free` accepts, or -1. An index `free` refuses once must stay refused for this search (one taken,
 * one out of range), so each list is read from where the last question left it: a search costs the lists'
 * lengths once, not once per question.
 */
export function search(free: (k: number) => boolean, limit = Infinity): (lists: readonly number[][]) => number {
  const pos = new Map<number[], number>();
  return (lists) => {
    let best = -1;
    for (const list of lists) {
      let p = pos.get(list) ?? 0;
      while (p < list.length && list[p]! < limit && !free(list[p]!)) p++;
      pos.set(list, p);
      if (p < list.length && list[p]! < limit && (best < 0 || list[p]! < best)) best = list[p]!;
    }
    return best;
  };
}
