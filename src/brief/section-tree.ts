// Each section's sub-sections and siblings by index, made once per array of parents (section-body.ts
// parentIndexes).
//
// Why: the return's rules ask "has it sub-sections?", "which are they?", "which are its siblings?" of every
// section, and each asked it by reading every section of the document: work that grew with the square of the
// sections (a return of 1,000 field-led entries has 1,000 of them). Pure; the parents must not change after.

interface Tree {
  /** The sub-sections of each section, ascending (key -1: the top-level sections). */
  kids: Map<number, number[]>;
}

const trees = new WeakMap<readonly number[], Tree>();

function treeOf(parent: readonly number[]): Tree {
  let t = trees.get(parent);
  if (!t) {
    const kids = new Map<number, number[]>();
    parent.forEach((p, j) => {
      const list = kids.get(p);
      if (list) list.push(j);
      else kids.set(p, [j]);
    });
    trees.set(parent, (t = { kids }));
  }
  return t;
}

/** The indexes of section `i`'s sub-sections (parent[j] === i), in document order. */
export function kidsOf(parent: readonly number[], i: number): readonly number[] {
  return treeOf(parent).kids.get(i) ?? [];
}

/** The indexes of a section's siblings (same parent, same level), itself excluded, in document order. */
export function siblingsOf(all: readonly { level: number }[], parent: readonly number[], i: number): number[] {
  return kidsOf(parent, parent[i]!).filter((j) => j !== i && all[j]!.level === all[i]!.level);
}
