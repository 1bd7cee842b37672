// Titles of findings written as a list of bold labels ("- **Route layout:** web.php is one long file"). Pure.
//
// A label that is a category word ("**Documentation:** …", "**Tests:** …", "**Security:** …") reads as a
// field before the title when the finding stands alone, or beside other category labels. Among siblings whose
// labels are their titles ("**Route layout:**", "**Dead code:**"), it is the title as theirs are: the writer
// named every item the same way. What decides is the list's shape, not the words.

/** The bold label leading a finding's first line, up to its colon ("**Tests :** x", "**Tests**: x"), or null. */
const BOLD_LABEL = /^[ \t>]{0,4}(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?\*\*([^*\n]{1,80}?)[ \t]*(?:[:：][ \t]*\*\*|\*\*[ \t]*[:：])[ \t]*\S/u;

export function boldLabel(text: string): string | null {
  const first = text.slice(0, 400).split('\n', 1)[0]!;
  const m = BOLD_LABEL.exec(first);
  const label = m?.[1]?.replace(/[`]/g, '').trim();
  return label ? label : null;
}

/** Is what follows a finding's bold label a sentence: a stop at its end, or more than 60 characters? */
function sentenceAfter(text: string): boolean {
  const first = text.slice(0, 400).split('\n', 1)[0]!;
  const m = BOLD_LABEL.exec(first);
  const rest = m ? first.slice(m[0].length - 1).replace(/[*_`]+/g, '').trim() : '';
  return /[.!?。！？]$/u.test(rest) || rest.length > 60;
}

const same = (a: string, b: string) => a.replace(/[*_`]+/g, '').replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/[*_`]+/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The titles, with a category-led finding titled by its label where its run of siblings (consecutive findings
 * in one group, three or more, every one led by a bold label) is titled by labels: two siblings or more titled
 * by their own labels, and every other one led by a category word. `categoryLed(text)`: does the label read as
 * a category (findings.ts categoryOf's lead)?
 */
export function labelTitles(items: { title: string; text: string; group: string }[], categoryLed: (text: string) => boolean): string[] {
  const titles = items.map((x) => x.title);
  let i = 0;
  while (i < items.length) {
    let j = i;
    while (j < items.length && items[j]!.group === items[i]!.group && boldLabel(items[j]!.text) !== null) j++;
    if (j - i >= 3) {
      const run = items.slice(i, j);
      const byLabel = run.filter((x) => same(x.title, boldLabel(x.text)!)).length;
      const others = run.filter((x) => !same(x.title, boldLabel(x.text)!));
      // (Only where what follows the label is a sentence, too long to title it: "**Performance**: slow on large
      // files" is a category and its title, as written.)
      if (byLabel >= 2 && others.length > 0 && others.every((x) => categoryLed(x.text) && sentenceAfter(x.text))) {
        for (let k = i; k < j; k++) if (!same(titles[k]!, boldLabel(items[k]!.text)!)) titles[k] = boldLabel(items[k]!.text)!;
      }
    }
    i = Math.max(j, i + 1);
  }
  return titles;
}
