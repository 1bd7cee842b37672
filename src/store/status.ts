// Status is derived from which event files a handoff's folder holds; nothing is ever rewritten. Pure.

export type Status = 'open' | 'returned' | 'closed' | 'superseded';
export const STATUSES: readonly Status[] = ['open', 'returned', 'closed', 'superseded'];

export interface EventFiles {
  /** Return numbers that have both their JSON and markdown. */
  returns: number[];
  /** Return numbers with a JSON but no markdown (a write in progress or a damaged store). */
  incomplete: number[];
  /** Return numbers with a markdown but no JSON: never a write in progress (the JSON is written first), so damage. */
  orphans: number[];
  pulled: number[];
  closed: boolean;
  superseded: boolean;
  hasRecord: boolean;
  hasBrief: boolean;
  /** Shared over git (shared.json, written by src/share/): it may have come from another clone. */
  shared: boolean;
}

export function eventsFromNames(names: string[]): EventFiles {
  const set = new Set(names);
  const returns: number[] = [];
  const incomplete: number[] = [];
  const pulled: number[] = [];
  const orphans: number[] = [];
  for (const n of names) {
    let m = /^return-(\d+)\.json$/.exec(n);
    if (m) (set.has(`return-${m[1]}.md`) ? returns : incomplete).push(Number(m[1]));
    m = /^return-(\d+)\.md$/.exec(n);
    if (m && !set.has(`return-${m[1]}.json`)) orphans.push(Number(m[1]));
    m = /^pulled-(\d+)\.json$/.exec(n);
    if (m) pulled.push(Number(m[1]));
  }
  const byNum = (a: number, b: number) => a - b;
  return {
    returns: returns.sort(byNum),
    incomplete: incomplete.sort(byNum),
    orphans: orphans.sort(byNum),
    pulled: pulled.sort(byNum),
    closed: set.has('closed.json'),
    superseded: set.has('superseded.json'),
    hasRecord: set.has('handoff.json'),
    hasBrief: set.has('brief.md'),
    shared: set.has('shared.json'),
  };
}

export function deriveStatus(ev: EventFiles): Status {
  if (ev.superseded) return 'superseded';
  if (ev.closed) return 'closed';
  if (unpulled(ev).length) return 'returned';
  return 'open';
}

export function unpulled(ev: EventFiles): number[] {
  const pulled = new Set(ev.pulled);
  return ev.returns.filter((n) => !pulled.has(n));
}

export interface Progress {
  /** Returns the brief asked for (`new --expect N`); null when it did not say. */
  expect: number | null;
  /** Complete returns in. */
  returned: number;
  /** Expected returns not in yet (0 when none was expected, or all are in). */
  missing: number;
  /** Expecting more than one return: pull groups them side by side and closes only when all are in. */
  fanout: boolean;
  /** "1/2 returned" (or "3 returned (2 expected)"); null when no count was expected. */
  label: string | null;
}

export function progress(ev: EventFiles, expect: number | undefined | null): Progress {
  const e = typeof expect === 'number' && expect >= 1 ? expect : null;
  const returned = ev.returns.length;
  const label = e === null ? null : returnedLabel(returned, e);
  return { expect: e, returned, missing: e ? Math.max(0, e - returned) : 0, fanout: e !== null && e > 1, label };
}

/** "1/2 returned"; more than expected is said as it is: "3 returned (2 expected)". */
export function returnedLabel(returned: number, expect: number): string {
  return returned > expect ? `${returned} returned (${expect} expected)` : `${returned}/${expect} returned`;
}
