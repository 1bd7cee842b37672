// A group heading that states a level with a remark ("## Critical issues (now fixed)", "## Hohe Priorität (offen)",
// "## 高 — 要対応") over findings of its own sub-headings: the prose between the heading and its first sub-heading
// says how the group stands ("Both were fixed in a1b2c3d and re-tested.", "Noch nicht behoben."), a note on the
// group, not one more finding. A paragraph there that states a severity of its own or names a file is still read
// as a finding (it may be one the writer did not head). Pure: the caller gives what a level, a severity and a place
// are.

export interface NoteBlock {
  line: number;
  token: { type: string };
}

/**
 * The paragraphs of `own` (a section's own blocks) that are its group's note: only when `heading` states a level
 * (`statesLevel`) and the section holds sub-headings (`firstChild`: the line of the first), and only paragraphs
 * above that line that neither state a severity nor name a file (`tells`). No lists or tables: those hold
 * findings.
 */
export function levelGroupNotes<B extends NoteBlock>(heading: string, own: readonly B[], firstChild: number | undefined, statesLevel: (heading: string) => boolean, text: (b: B) => string, tells: (text: string) => boolean): B[] {
  if (firstChild === undefined || !statesLevel(heading)) return [];
  const above = own.filter((b) => b.line < firstChild);
  if (above.some((b) => b.token.type === 'list' || b.token.type === 'table')) return [];
  return above.filter((b) => b.token.type === 'paragraph' && !tells(text(b)));
}
