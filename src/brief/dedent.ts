// Text a tag or a numbered label indented under it (a snapshot's part, a summary label's list item) is that
// part's own text, not a list's or code: the indent the lines share goes. Pure on the array it is given.

/** Lines [from, to) of `lines`, in place, without the indent they share; a list's own nesting stays. */
export function dedent(lines: string[], from: number, to: number): void {
  let min = Infinity;
  for (let i = from; i < to; i++) if (lines[i]!.trim()) min = Math.min(min, /^[ \t]*/.exec(lines[i]!)![0].length);
  if (!Number.isFinite(min) || min === 0) return;
  for (let i = from; i < to; i++) lines[i] = lines[i]!.slice(Math.min(min, /^[ \t]*/.exec(lines[i]!)![0].length));
}
