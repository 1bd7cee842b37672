// The sentences of prose that say why: an intro's parts read out of the Context, the sentence of several that gives
// the reason, and the tests for prose that only points at a place or reports a session. Pure.

import { headingTable, toPhrase } from './headings.js';
import type { ParsedDoc } from './document.js';
import type { LeadKey, ProsePart } from './prose-brief.js';
import { labelOf, type Label } from './label.js';
import { holdsAny } from './lifted-lines.js';
import { sentenceSpans } from './sentences.js';

/** The sentence of an intro's later paragraphs (after its first, the session's report) that says what is still
 *  wrong (brief.stillWrong: "However, the remaining three sources still returned `0` results", "…liefern weiterhin
 *  nichts", "…仍然返回 0 条"), or null. */
export function stillWrong(doc: ParsedDoc, parts: readonly ProsePart[]): ProsePart | null {
  const words = headingTable().get('brief.stillWrong') ?? [];
  const later = parts.slice(1);
  if (!words.length || !later.some((p) => holdsAny(p.text, words) !== null)) return null;
  const one = whySentence(doc, [...later], (t) => holdsAny(t, words) !== null);
  return one && one !== 'none' && holdsAny(one.text, words) !== null ? one : null;
}

/** Whether an intro reports the work the session that wrote it did (its first paragraph holds a phrase of
 *  prompts/headings.txt brief.sessionDone: "in this session we", "we successfully resolved", "мы исправили"),
 *  and no sentence of it gives a reason (brief.whyCue). */
export function reportsSession(parts: readonly ProsePart[]): boolean {
  const table = headingTable();
  const done = table.get('brief.sessionDone') ?? [];
  const cues = table.get('brief.whyCue') ?? [];
  return done.length > 0 && holdsAny(parts[0]!.text, done) !== null && parts.every((p) => holdsAny(p.text, cues) === null);
}
export const WHY_ONLY: ReadonlySet<LeadKey> = new Set(['why']);

/** Whether a text's first line is only a place: a code span, a path or a link, with no word beside it. */
export function onlyAPlace(text: string): boolean {
  const first = (text.replace(/\r/g, '').trim().split('\n')[0] ?? '').replace(/[*_]+/g, '').trim();
  return /^(?:`[^`\n]+`|<?https?:\/\/\S+>?|[~.]?[\w%$@:.-]*[\/\\]\S*)(?:\s*(?:,|;|\(|→|->)?\s*(?:`[^`\n]+`|[\w%$@:.-]*[\/\\]\S*))*[\s.;,)]*$/u.test(first);
}

/** The paragraphs of prose between a document's title and its first section, as parts read out of the
 *  Context: each opens with a word (not a label, a quote, emphasis alone or markup) and the intro holds at
 *  least one sentence of six words or more. Empty otherwise. */
/** The sentence of an intro of several that says why (brief.whyCue: "because", "so that", "weil", "потому
 *  что", "因为"; else one `says` holds, when given), else its first one, as a part of its own; null when the
 *  intro is one sentence. */
export function whySentence(doc: ParsedDoc, parts: ProsePart[], says?: (text: string) => boolean, noReason?: (sentence: string) => boolean): ProsePart | null | 'none' {
  const { lines } = doc.blocks;
  const cues = headingTable().get('brief.whyCue') ?? [];
  const spans: { part: ProsePart; at: number; end: number; text: string }[] = [];
  for (const part of parts) {
    const text = part.text;
    // (A sentence ends at a stop and a blank, or a CJK stop: "src/config" and "3.5" end none.)
    for (const s of sentenceSpans(text, { marks: false })) spans.push({ part, at: s.at, end: s.end, text: s.text });
  }
  // (`noReason`: the sentences it opens with that give no reason, "Pipeline finished completely.", "Written on day 5
  // to continue …", are none of it; the why is then a later sentence that gives one, else none: 'none'.)
  let skipped = 0;
  while (noReason && skipped < spans.length && noReason(spans[skipped]!.text)) skipped++;
  if (skipped > 0) {
    const rest = spans.slice(skipped).filter((x) => !noReason!(x.text));
    const found = rest.find((x) => holdsAny(x.text, cues) !== null) ?? (says && rest.find((x) => says(x.text)));
    if (!found) return 'none';
    spans.splice(0, spans.length, found);
  } else if (spans.length < 2) return null;
  // (`says`: a sentence that says why by a wider test, after the cues, before the first.)
  const pick = spans.find((x) => holdsAny(x.text, cues) !== null) ?? (says && spans.find((x) => says(x.text))) ?? spans[0]!;
  // (Offsets in the part's text back to lines and columns: a paragraph's lines are joined by "\n", trimmed.)
  const where = (off: number) => {
    let line = pick.part.from.line;
    let col = /^[ \t]*/.exec(lines[line]!)![0].length;
    for (let k = 0; k < off; k++) {
      if (pick.part.text[k] === '\n') {
        line++;
        col = 0;
      } else col++;
    }
    return { line, col };
  };
  // (The blanks after it go with it: the sentence after it opens its line in the Context.)
  const end = pick.end + /^[ \t]*/.exec(pick.part.text.slice(pick.end))![0].length;
  return { ...pick.part, text: pick.text, source: pick.text, lead: pick.text.split(/\s+/).slice(0, 3).join(' '), from: where(pick.at), to: where(end) };
}

/** Whether a paragraph gives a reason: its first sentence opens with brief.reasonLead ("Since …", "Now that …",
 *  "Da …", "Puisque …", "由于 …"), or it holds brief.whyCue, brief.leadWhy or brief.failsCue. */
export function givesReason(text: string): boolean {
  const t = headingTable();
  const first = toPhrase(text.replace(/[*_`]/g, '').slice(0, 200));
  const opens = (t.get('brief.reasonLead') ?? []).some((q) => (q.cjk ? q.flat !== '' && first.flat.startsWith(q.flat) : q.words.length > 0 && q.words.every((w, i) => first.words[i] === w)));
  return opens || ['brief.whyCue', 'brief.leadWhy', 'brief.failsCue'].some((k) => holdsAny(text.slice(0, 4000), t.get(k) ?? []) !== null);
}

export function introProse(doc: ParsedDoc): ProsePart[] {
  const [from, to] = doc.preambleLines;
  if (!doc.title || to <= from) return [];
  return proseOf(doc, from, to);
}

/** The paragraphs of prose in lines [from, to) as parts (not a quoted note, a label line or a list), when
 *  one of them says something (six words, or a sentence in a script written without spaces). */
export function proseOf(doc: ParsedDoc, from: number, to: number): ProsePart[] {
  const { lines, literal } = doc.blocks;
  const out: ProsePart[] = [];
  for (const b of doc.blocks.top) {
    if (b.line < from || b.end > to || b.token.type === 'space' || b.token.type === 'hr') continue;
    if (b.token.type !== 'paragraph' || literal[b.line]) continue;
    const first = lines[b.line]!;
    // (A colon inside brackets makes no label: "…太陽光発電（…、パワコン型番：EHF-S99MP5B）から" is prose.)
    const label = labelOf(first);
    if (!/^[ \t]*[\p{L}\p{N}"“«「(]/u.test(first) || (label !== null && !openBracket(label.label) && !sentenceBeforeColon(label))) continue;
    const last = b.end - 1;
    const text = lines.slice(b.line, b.end).join('\n').trim();
    out.push({ key: 'why', text, source: text, lead: first.trim().split(/\s+/).slice(0, 3).join(' '), from: { line: b.line, col: 0 }, to: { line: last, col: lines[last]!.length } });
  }
  return out.some((p) => p.text.split(/\s+/).length >= 6 || /\p{Script=Han}|\p{Script=Hangul}|\p{Script=Hiragana}/u.test(p.text)) ? out : [];
}

/** Whether what a line opens with before its colon is a sentence's start, not a label: plain (no emphasis, no
 *  bullet) and four words or more ("Continues the Goal-2 thread: get an explicit curve …", "We hit one snag: the
 *  cache."). A label names a thing in a word or three ("Status:", "Last updated:", "最終更新："). */
function sentenceBeforeColon(l: Label): boolean {
  return !l.bold && !l.bullet && l.label.split(/\s+/).length >= 4;
}

/** Whether a text leaves a bracket open ("太陽光発電（ダイヤゼブラ電機、型番"): the colon after it stands inside the brackets. */
function openBracket(t: string): boolean {
  return (t.match(/[(（[［]/g) ?? []).length > (t.match(/[)）\]］]/g) ?? []).length;
}
