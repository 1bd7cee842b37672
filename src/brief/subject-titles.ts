// Titles cut at a subject before a colon or a dash, run on to the whole claim (items9, R8; titles8). Pure.
//
// "### 4. Newsletter : pas de validation", "### 5. Admin : mot de passe en clair", "### 6. Admin : pas de
// contrôle d'accès": the writer leads each finding with the part of the product it is about, then the claim.
// The reader cuts a title at its first colon or dash ("Cache key ignores the locale - the key is built from the
// path" is titled "Cache key ignores the locale"), which here leaves the subject alone, and two different findings
// both titled "Admin". Two signs say the part before the cut names a subject, not what is wrong:
// - two findings of one group would carry the same cut title;
// - a cut title is a label of a word or three ("Discord bot — manual token grant instead of calling
//   grant_signup_tokens()", "Border-Radii: modals at 8px instead of 12-24px"): a name of a thing, the claim after it.
// Then every finding of that group cut so is titled by its whole claim: one rule for the group, never some titles
// of the shape cut and others whole. (A group whose cut titles all differ and each say something, "Cache key
// ignores the locale - …", keeps them. A bold lead is the writer's own title, "**Race**: two writers …", and so is
// a cut before a level alone, "1.5 Setup script — Low": neither is a label of this kind. Where a cut of the group
// sets a field apart, "Slow boot: reproduced, 9 s", "Export ignores the header — `src/csv.ts:71`", the group's
// shape is a title and a note: no label runs on there.)

/** The whole claim when the title is the head of its whole line (`whole`: findings.ts titleOf run on past the cut)
 *  before a colon or a dash, with the words after it; else null. */
function runOn(title: string, whole: string): { whole: string; tail: string } | null {
  if (!title || whole === title || !whole.startsWith(title)) return null;
  const sep = /^[ \t]?[:：][ \t]+|^[ \t]+[—–―-][ \t]+/u.exec(whole.slice(title.length));
  const tail = sep ? whole.slice(title.length + sep[0].length).trim() : '';
  if (!sep || !tail) return null;
  return { whole: whole.replace(/(?<=\S)[.!。]$/u, ''), tail };
}

/** A title that is a label, a name of a thing: a word or three (CJK: six characters at most), no sentence. */
function label(title: string): boolean {
  if (/[.!?。！？]$/u.test(title)) return false;
  const words = title.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length === 1 && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(words[0]!)) return [...words[0]!].length <= 6;
  return words.length >= 1 && words.length <= 3;
}

/** The first line opens with a bold lead ("**Race**: …", "- __Cache__ — …"): the writer's own title. */
const BOLD_LEAD = /^[ \t>#]*(?:[-*+][ \t]+|\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?(?:\*\*|__)/;

/**
 * The titles, with those cut at a subject run on to their whole claim, group by group. `fieldOnly`: words after the
 * cut that are a field of the finding ("verified with a heap dump", "`src/a.ts:71`"), not its claim: that cut stays.
 */
export function subjectTitles(items: { title: string; whole: () => string; text: string; group: string }[], fieldOnly: (tail: string) => boolean = () => false): string[] {
  const titles = items.map((x) => x.title);
  const fielded = new Set<string>(); // groups where a cut sets a field apart ("Slow boot: reproduced, 9 s"): title, then note
  const runs = items.map((x) => {
    const r = runOn(x.title, x.whole());
    if (r && fieldOnly(r.tail)) fielded.add(x.group);
    return r && !fieldOnly(r.tail) ? r : null;
  });
  const seen = new Map<string, number>();
  const shared = new Set<string>(); // groups where two findings share a cut title
  const labelled = new Set<string>(); // groups where a finding's cut title is a label (not a bold lead)
  items.forEach((x, i) => {
    if (runs[i] === null) return;
    const key = `${x.group}\n${x.title.toLowerCase()}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n === 2) shared.add(x.group);
    if (label(x.title) && !BOLD_LEAD.test(x.text) && !fielded.has(x.group)) labelled.add(x.group);
  });
  if (!shared.size && !labelled.size) return titles;
  items.forEach((x, i) => {
    if (runs[i] !== null && (shared.has(x.group) || (labelled.has(x.group) && !BOLD_LEAD.test(x.text)))) titles[i] = runs[i]!.whole;
  });
  return titles;
}
