// Titles cut at a subject that several findings share (items9, R8). Pure.
//
// "### 4. Newsletter : pas de validation", "### 5. Admin : mot de passe en clair", "### 6. Admin : pas de
// contrôle d'accès": the writer leads each finding with the part of the product it is about, then the claim.
// The reader cuts a title at its first colon or dash ("Race condition: two writers …" is titled "Race
// condition"), which here leaves the subject alone, and two different findings both titled "Admin". What
// decides is the siblings: where two findings of one group would carry the same cut title, the part before the
// cut names a subject, not what is wrong, and every finding of that group cut so is titled by its whole claim.
// (Siblings whose cut titles all differ keep them: nothing says their heads are subjects.)

/** The first line as the title reads it: no marks, no leading numbering. */
const plainFirst = (text: string): string =>
  (text.slice(0, 600).split('\n', 1)[0] ?? '')
    .replace(/[*_`]+/g, '')
    .replace(/^[ \t>#-]*(?:\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The whole claim when the title is the head of the first line before a colon or a dash, else null. */
function runOn(title: string, text: string): string | null {
  const plain = plainFirst(text);
  if (!title || !plain.startsWith(title)) return null;
  const sep = /^[ \t]?[:：][ \t]+|^[ \t]+[—–-][ \t]+/u.exec(plain.slice(title.length));
  if (!sep || !plain.slice(title.length + sep[0].length).trim()) return null;
  const whole = plain.replace(/(?<=\S)[.!。]$/u, '');
  return whole.length > 120 ? `${whole.slice(0, 117).trimEnd()}...` : whole;
}

/** The titles, with those cut at a subject that two siblings share run on to their whole claim. */
export function subjectTitles(items: { title: string; text: string; group: string }[]): string[] {
  const titles = items.map((x) => x.title);
  const runs = items.map((x) => runOn(x.title, x.text));
  const seen = new Map<string, number>();
  const shared = new Set<string>();
  items.forEach((x, i) => {
    if (runs[i] === null) return;
    const key = `${x.group}\n${x.title.toLowerCase()}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n === 2) shared.add(x.group);
  });
  if (!shared.size) return titles;
  items.forEach((x, i) => {
    if (runs[i] !== null && shared.has(x.group)) titles[i] = runs[i]!;
  });
  return titles;
}
