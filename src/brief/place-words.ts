// Where a finding is, as a writer labels it and as a person writes a line (QA twenty-fourth set, R3): a location
// label in any language ("**Где:** teacher.py line 328", "**Wo:** `src/a.ts`, Zeile 12", "**Où :** app.py ligne
// 4", "**位置:** main.py 第12行"), and a file's line said in words after it. The label and line words are data:
// prompts/columns.txt `where:`, `line:` and `line after:`. The reader keeps `path:line`, the writer's words stay in
// the finding's text. Pure, but for reading the words once.

import { readPrompt } from '../paths.js';
import { keyedLists, phraseAlternation } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';

/** A label's colon, which LOCATION_FIELD and LOCATION_LABEL need: a line without one does not make them. */
const colon = (t: string): boolean => t.includes(':') || t.includes('：');

type Words = { where: string; line: string; after: string };
let words: Words | undefined;
const W = (): Words => {
  if (words) return words;
  const l = keyedLists(readPrompt('columns.txt'), ['where', 'line', 'line after'] as const);
  return (words = { where: phraseAlternation(l.where), line: phraseAlternation(l.line), after: phraseAlternation(l['line after']) });
};

/** A location field: a line that is a location label and its value, the value in code or bare (group 1). */
export const LOCATION_FIELD = lazyRegExp(() => new RegExp(String.raw`^[*_ \t>-]*(?:${W().where})[*_]*\s*[:：][*_]*\s*\x60?([^\x60\n]+?)\x60?\s*$`, 'imu'), colon);

/** A label that names a place alone ("Location", "Datei", "Emplacement", "Где", "位置"), its value aside. */
const PLACE_LABEL = lazyRegExp(() => new RegExp(String.raw`^(?:${W().where})$`, 'iu'));
export const placeLabel = (label: string): boolean => PLACE_LABEL.test(label.trim());

/** A location label anywhere on a line, with its value to the line's end (group 1). Not inside a word ("Sort:"). */
export const LOCATION_LABEL = lazyRegExp(() => new RegExp(String.raw`(?:^|[\s(*_.;,|>-])(?:${W().where})[*_]{0,2}[ \t]{0,2}[:：][*_]{0,2}[ \t]{0,4}([^\n]{1,400})`, 'imu'), colon);

/** A line number said right after a file: ", line 328", " (Zeile 12)", " строка 12-14", " 第12行", " 12行目". Group
 *  1/2: from and to. */
const LINE_AFTER = lazyRegExp(
  () =>
    new RegExp(
      String.raw`^[\x60*_]{0,2}(?:[ \t]*,)?[ \t]*[(（]?[ \t]*(?:(?:${W().line})[ \t]*(?:#|№|n[°o]\.?)?[ \t]*(\d{1,6})(?:[ \t]*[-–~][ \t]*(\d{1,6}))?(?![\p{L}\p{N}])|(?:的)?第?[ \t]*(\d{1,6})(?:[ \t]*[-–~][ \t]*(\d{1,6}))?[ \t]*(?:${W().after}))`,
      'iu',
    ),
);

/** The line a text says right after a file it names (`rest`: the text just after the file), as "328" or "12-14". */
export function lineSaidAfter(rest: string): string | undefined {
  if (!/\d/.test(rest.slice(0, 40))) return undefined;
  const m = LINE_AFTER.exec(rest.slice(0, 80));
  if (!m) return undefined;
  const from = m[1] ?? m[3];
  const to = m[2] ?? m[4];
  return from ? `${from}${to ? `-${to}` : ''}` : undefined;
}

/** "src/remote/session.rs:29-31, 56-67" -> "src/remote/session.rs:29-31": ranges listed after a comma and a space
 *  are a list of places, and the first is where the finding is (the others stay in its text). A location written
 *  as one token stays whole, as the writer wrote it: "copy_rows.py:120-140,210-233", "Runtime.swift:49,181", a
 *  line and column ("conn.go:120:5"). */
export const firstRange = (location: string): string => location.replace(/(:\d+(?:[-–]\d+)?(?:,\d+(?:[-–]\d+)?)*)(?:[ \t]*,[ \t]+\d+(?:[-–]\d+)?)+$/, '$1');
