// What a line copied into the Pointers says there (QA 45 B5, QA 44 C3). A pointer is a place the next agent opens:
// a path, a link, a command, a file and its line, with a few words saying what it is ("`src/a.ts:12` — the scanner
// loop", "Runbook: `docs/run.md`", "See `docs/x.md` for the matrix"). A line of prose that names a place in passing (a
// status, "`Mux/SlashCommands.fs` 仍未改引 Clock"; a task, "`controlled_vocab.yaml` を基に実運用タグセットを決定。";
// a paragraph of several sentences) is no pointer: its places are, with the line's own label when it opens with one
// ("**Phase 1a (current):** `run_corridor.py` … Check `state/corridor.json` …" -> "Phase 1a (current):
// `run_corridor.py`, `state/corridor.json`"). The line itself stays in its section: the Pointers only hold a copy.
// And no place is pointed at twice: a place a fuller pointer names already is dropped from a reduced one. Pure.

import { headingTable } from './headings.js';
import { lazyRegExp } from './lazy-regexp.js';
import { sentenceSpans } from './sentences.js';

/** What the finder of places gives: the places a text names (spans of it), and whether a code span names one more
 *  (a command, a file and its line: "`npm run bench`", "`Shell/ReviewRuntime.fs:78`"). */
export interface PlaceFinder {
  spans(text: string): { at: number; end: number }[];
  codeRef(codeSpan: string): boolean;
  /** Whether a sentence sends the reader to its place ("See `x.md`", "Run `npm test`", "Details are in `a.md`"). */
  sends(sentence: string, places: readonly { at: number; end: number }[]): boolean;
  /** Whether a sentence states a rule ("Do NOT `git push` — Travis pushes."): no pointer, whatever it names. */
  rule(sentence: string): boolean;
}

/** At most this many words beside a pointer's places and label: a gloss ("— the scanner loop", "for the matrix"), not a
 *  statement of its own. (A CJK character counts half a word, wordCount.) */
const GLOSS_WORDS = 8;
/** As many for a sentence that sends the reader there, its verb and see-phrase counted: "Current source, test and
 *  limits are detailed in `a.md`, `b.md` and `c.md`." */
const SENDING_WORDS = 12;
/** At most this many words in a label kept before the places of a reduced line ("Phase 1a (current)", "CSV ドラフト"). */
const LABEL_WORDS = 8;

/** A label opening a text: "**Label:** ", "Label: ", "Label：" (no code in it). */
const LEAD_LABEL = lazyRegExp(() => /^(?:\*\*|__)?([^:：*_`\n]{1,80}?)(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?[ \t]+/u);
/** A bold run opening a text, then a dash, a colon or a bracket: "**Stop hook fixed** — …", "**Config file** (`a.toml` …)". */
const BOLD_LABEL = lazyRegExp(() => /^(?:\*\*|__)([^*_`\n]{1,60}?)(?:\*\*|__)[ \t]*(?:[—–:：(（]|-[ \t])/u);
const CODE_SPANS = /`([^`\n]{1,200})`/g;
const CJK = lazyRegExp(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u);

/** How many words a text has (a CJK character counts as half a word). */
function wordCount(text: string): number {
  const cjk = (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length;
  return text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu, ' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length + Math.ceil(cjk / 2);
}

/** The places and commands a text names, as written, in order: the finder's spans, and code spans holding a command. */
function refsOf(text: string, find: PlaceFinder): { at: number; end: number; code?: boolean }[] {
  const spans: { at: number; end: number; code?: boolean }[] = find.spans(text);
  for (const m of text.matchAll(CODE_SPANS)) {
    const at = m.index;
    const end = at + m[0].length;
    // (A command names a program: "`// clause: …`" is a comment written as code.)
    if (!spans.some((s) => s.at < end && at < s.end) && /^[^\s]*\p{L}/u.test(m[1]!) && find.codeRef(m[0])) spans.push({ at, end, code: true });
  }
  return spans.sort((a, b) => a.at - b.at);
}

/** The label a text opens with, a few words ("Phase 1a (current)", "App config"), and where its value starts. */
function labelOf(text: string): { label: string; end: number } | null {
  const m = LEAD_LABEL.exec(text) ?? BOLD_LABEL.exec(text);
  if (!m) return null;
  const label = m[1]!.trim();
  if (!/\p{L}/u.test(label) || wordCount(label) > LABEL_WORDS) return null;
  return { label, end: m[0].length };
}

/** The words join two places ("and", "und", "+", "と", "、"): a list of places is one run. */
function joinsOnly(between: string): boolean {
  const rest = between.replace(/[\s,、，+&/／*_]+/gu, ' ').trim();
  if (!rest) return true;
  if (/^[とや及和與与]$/u.test(rest)) return true;
  const joins = headingTable().get('words.join') ?? [];
  return joins.some((q) => !q.cjk && q.words.length === 1 && q.words[0] === rest.toLowerCase());
}

/** Whether a text opens with a place (its label aside) that its next words go on from as the subject of a statement:
 *  "`scripts/srt_merge.py` は複数行 SRT を…", "`Mux/SlashCommands.fs` 仍未改引 Clock", "`src/parser.ts` was rewritten".
 *  A gloss is set off from its place by a dash, a colon or a bracket: "`src/a.ts:12` — the scanner loop". */
function placeThenStatement(text: string, refs: readonly { at: number; end: number }[], from: number): boolean {
  const lead = text.slice(from).match(/^[ \t*_]*/)![0].length + from;
  let k = refs.findIndex((r) => r.at === lead);
  if (k < 0) return false;
  while (k + 1 < refs.length && joinsOnly(text.slice(refs[k]!.end, refs[k + 1]!.at))) k++;
  const after = text.slice(refs[k]!.end).replace(/^[*_]+/, '');
  return /^[ \t]*[\p{L}\p{N}]/u.test(after);
}

/** The words of a text beside its places, label and emphasis. */
function beside(text: string, refs: readonly { at: number; end: number }[], from: number): string {
  const kept = refs.filter((r) => r.at >= from);
  return kept.reduceRight((t, r) => t.slice(0, r.at - from) + ' ' + t.slice(r.end - from), text.slice(from)).replace(/`[^`\n]*`/g, ' ').replace(/[*_]/g, '');
}

/** Whether a sentence is a pointer as it stands: it opens with its place (a label aside) or sends the reader there, and
 *  says no more than a gloss of a few words beside its places (no statement of its own). */
function glossOnly(sentence: string, find: PlaceFinder): boolean {
  const refs = refsOf(sentence, find);
  if (!refs.length) return false;
  const label = labelOf(sentence);
  const from = label && refs[0]!.at >= label.end ? label.end : 0;
  if (placeThenStatement(sentence, refs, from)) return false;
  const opens = refs[0]!.at === from + sentence.slice(from).match(/^[ \t*_]*/)![0].length;
  const sends = !opens && find.sends(sentence, refs);
  if (!opens && !sends) return false;
  // (A place set off from its gloss by a dash says what it is at more length: "`~/src/niri` - compositor reference,
  // especially for its animation patterns".)
  const dash = opens && /^(?:\*\*|__)?[ \t]*[—–-][ \t]/u.test(sentence.slice(refs[0]!.end));
  const rest = beside(sentence, refs, from);
  if (wordCount(rest) > (sends || dash ? SENDING_WORDS : GLOSS_WORDS)) return false;
  // (Clauses told one after another, "：拆分后原文件为 4行 facade，清理遗留即可": a statement, however short.)
  const clauses = rest.split(CJK.test(rest) ? /[，,；;。]/u : /[;；]/u).filter((c) => /[\p{L}\p{N}]/u.test(c));
  return clauses.length <= 1;
}

/** What a text read as a pointer says in the Pointers (see the module comment): itself when it is one; else the sentences
 *  of it that are (every one that names a place); else its places, after its label when it opens with one. `places`:
 *  the places as written, for telling one pointer twice; `reduced`: the text is only those places (and the label). */
export function pointerForm(text: string, find: PlaceFinder): { text: string; reduced: boolean; places: string[] } {
  const t = text.trim();
  const all = sentenceSpans(t, { marks: false });
  // (A rule's sentence is no pointer, nor are the commands it names: "Do NOT `git push` — Travis pushes."; the files it
  // names are: "**App config:** `~/.config/app.ini` — SSID/password must match hostapd exactly" -> "App config: `…`".)
  const rules = all.filter((s) => find.rule(s.text));
  const refs = refsOf(t, find).filter((r) => !r.code || !rules.some((s) => r.at >= s.at && r.at < s.end));
  const places = refs.map((r) => t.slice(r.at, r.end));
  if (!refs.length) return { text: t, reduced: false, places };
  const sentences = all.filter((s) => refs.some((r) => r.at >= s.at && r.at < s.end));
  if (sentences.length && sentences.every((s) => !rules.includes(s) && glossOnly(s.text, find))) {
    const kept = sentences.length === all.length ? t : sentences.map((s) => s.text).join(' ');
    return { text: kept, reduced: false, places };
  }
  const label = labelOf(t);
  const head = label && refs[0]!.at >= label.end ? `${label.label}: ` : '';
  return { text: head + distinct(places).join(', '), reduced: true, places };
}

/** A place as compared for naming twice: its target without backticks, a link's markup, a leading "./" or a line. */
export function placeKey(p: string): string {
  const m = /^`([^`]+)`$|\]\(([^)\s]+)|^<([^>]+)>$/.exec(p.trim());
  return (m ? (m[1] ?? m[2] ?? m[3])! : p.trim()).replace(/^\.\//, '').replace(/(?::\d+(?:[-:]\d+)?|#L\d+(?:-L?\d+)?)$/, '').replace(/\/$/, '');
}

function distinct(places: string[]): string[] {
  const seen = new Set<string>();
  return places.filter((p) => {
    const k = placeKey(p);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Pointers as the Pointers list them: each in its pointer form (pointerForm), a reduced one without the places another
 *  pointer names (or the Pointers' own sections list: `listed`), dropped when none is left. `keep`: pointers taken as
 *  written (items of a list its label names as the Pointers). */
export function pointerForms<T extends { key: string; text: string }>(found: T[], find: PlaceFinder, listed: (place: string) => boolean = () => false, keep: (x: T) => boolean = () => false): T[] {
  const forms = new Map<T, ReturnType<typeof pointerForm>>();
  for (const x of found) if (x.key === 'pointers' && !keep(x)) forms.set(x, pointerForm(x.text, find));
  const whole = new Set<string>();
  const names = new Set<string>();
  for (const x of found) {
    if (x.key !== 'pointers') continue;
    const f = forms.get(x);
    if (f && f.reduced) continue;
    for (const p of f ? f.places : refsOf(x.text, find).map((r) => x.text.slice(r.at, r.end))) {
      whole.add(placeKey(p));
      names.add(placeKey(p).replace(/^.*\//, ''));
    }
  }
  // (A bare file name another pointer gives with its folder, "`controlled_vocab.yaml`" beside
  // "`projects/Orioncommon/data/controlled_vocab.yaml`", is that place again.)
  const named = (k: string) => whole.has(k) || (!k.includes('/') && names.has(k));
  const out: T[] = [];
  const given = new Set<string>();
  for (const x of found) {
    const f = forms.get(x);
    if (!f || !f.reduced) {
      out.push(f && f.text !== x.text ? { ...x, text: f.text } : x);
      continue;
    }
    // (A reduced pointer keeps only what no other pointer names: "No pointer twice".)
    const fresh = distinct(f.places).filter((p) => !named(placeKey(p)) && !given.has(placeKey(p)) && !listed(placeKey(p)));
    if (!fresh.length) continue;
    for (const p of fresh) given.add(placeKey(p));
    if (fresh.length === distinct(f.places).length) out.push({ ...x, text: f.text });
    else {
      const label = labelOf(x.text.trim());
      const head = label && f.text.startsWith(`${label.label}: `) ? `${label.label}: ` : '';
      out.push({ ...x, text: head + fresh.join(', ') });
    }
  }
  return out;
}
