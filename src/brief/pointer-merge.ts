// Pointers named more than once become one: "src/a.ts" and "src/a.ts:12 — the loop" point at the same
// file, and the one that says more takes the place of the bare one. Two pointers with their own notes on
// one file are both kept (two places worth reading). Pure.

/** The path a pointer names ("src/a.ts:12 — note" -> "src/a.ts"); a command or a URL is its own key. */
export function pointerPath(p: string): string {
  const t = p.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(t)) return t;
  const head = t.split(/\s+/)[0]!.replace(/^`|`$/g, '');
  return head.replace(/:\d+(?:[-:]\d+)?$/, '');
}

/** A pointer that is only a path (maybe with a line): it adds nothing next to another on that path. */
const bare = (p: string) => !/\s/.test(p.trim());

export function mergePointers(pointers: string[]): string[] {
  const out: string[] = [];
  for (const raw of pointers) {
    const p = raw.trim();
    if (!p || out.includes(p)) continue;
    const key = pointerPath(p);
    const same = out.findIndex((o) => pointerPath(o) === key);
    if (same === -1) out.push(p);
    else if (bare(out[same]!) && (!bare(p) || out[same] === key)) out[same] = p; // a note or a line takes the bare path's place
    else if (!bare(p)) out.push(p); // another note on the same file
    // else: a bare repeat of a path already there
  }
  return out;
}
