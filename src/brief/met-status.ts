// A requirements audit written as entries with a status field (issue 10: findings as a person counts them). Pure
// but for the word list it reads once (prompts/yes-no.txt).
//
// "1) README and setup" / "- Status: YES" / "- Evidence: …", "3) Database (3NF)" / "- Status: PARTLY", "5) Features"
// / "- Status: UNVERIFIED": each entry states whether a requirement is met. The ones answered yes are met: no gap, no
// finding, kept under the heading as written; the others (partly, not verified, no) are what a person counts. The
// shape holds in any language: a series of three or more entries nearly all carrying a status field, some answered
// yes and some not. A finding's state of repair ("Status: Fixed", "Status: ✅ Done") is no yes: a fixed finding
// is still a finding, so only a yes word (yes, ja, oui, tak, 是, はい …) marks a requirement met.

import { readPrompt } from '../paths.js';
import type { FindingItem, SetAside } from './findings.js';
import { STATUS_KEY } from './status-fields.js';
import { keyedWords } from './keyed-words.js';

let yesWords: Set<string> | undefined;
const yes = (): Set<string> => (yesWords ??= new Set(keyedWords(readPrompt('yes-no.txt'), 'yes')));

/** A status field's key, or a requirement's "met" ("Erfüllt"): not "Done" or "Implemented", whose yes is a finding's
 *  state of repair (a fixed finding is still a finding). */
const STATUS_FIELD_KEY = new RegExp(`^(?:${STATUS_KEY}|met|erfüllt|spełnione|rempli|cumplido|cumprido)$`, 'iu');

/** A field line ("- Status: TAK (in code)", "**Status:** yes"): its label and the first word of its value. */
const FIELD = /^[ \t]*(?:[-*+][ \t]+)?[*_]{0,2}([^:：\n*_]{1,30}?)[*_]{0,2}[ \t]*[:：][*_]{0,2}[ \t]*([^\s,.;:!*_()]+)/u;

/** The first word of an entry's status field, below its title line; undefined when it has none. */
export function statusWord(text: string): string | undefined {
  for (const l of text.split('\n').slice(1)) {
    const m = FIELD.exec(l);
    if (m && STATUS_FIELD_KEY.test(m[1]!.trim())) return m[2]!.toLowerCase();
  }
  return undefined;
}

/** Which entries of a series are requirements answered yes (met), by the rule above; none when the series is
 *  no such audit. */
export function metEntries(texts: readonly string[], yesSet: Set<string> = yes()): boolean[] {
  const none = texts.map(() => false);
  if (texts.length < 3) return none;
  const words = texts.map(statusWord);
  const marked = words.filter((w) => w !== undefined);
  if (marked.length * 4 < texts.length * 3) return none;
  const met = words.map((w) => w !== undefined && yesSet.has(w));
  const n = met.filter(Boolean).length;
  return n > 0 && n < marked.length ? met : none;
}

/** The entries of `items` that are not met requirements; the met ones go aside under `heading`, as written. */
export function metRequirementsAside(items: FindingItem[], heading: string, aside: SetAside[]): FindingItem[] {
  const met = metEntries(items.map((f) => f.text));
  if (!met.some(Boolean)) return items;
  const kept = items.filter((_, i) => met[i]);
  aside.push({ heading, text: kept.map((f) => `- ${f.text.split('\n').join(' · ')}`).join('\n'), line: kept[0]!.line });
  return items.filter((_, i) => !met[i]);
}
