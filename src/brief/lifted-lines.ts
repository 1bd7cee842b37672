// Lines that state a list answer of a brief inside another section: a rule among the next steps ("2. Do
// not touch the legacy CSV writer"), a deferral line ("DEFER: PDF export"), a label naming the answer
// ("Constraints: …", "Files: …"), a document the reader is pointed at ("Use `docs/lanes.md` as the queue",
// "Details: `notes/2026-05-02.md`", "The full list of findings:" over a link). A person reads each as that
// answer wherever it stands; the reader copies it there (the line stays where it is too). Found by the
// shape of the line (a label and its colon, a path or link as the whole value, a list item opening with a
// negation, a sentence that asks for the person's consent first), the words of the labels and negations being
// data (prompts/headings.txt brief.ruleLead, brief.ruleLeadWeak, brief.ruleTail, brief.askFirst and the answers'
// own phrases). Pure.

import type { ParsedDoc } from './document.js';
import { foldLatin, headingTable, toPhrase, type Phrase } from './headings.js';
import { labelOf, labelValue } from './label.js';
import { lazyRegExp } from './lazy-regexp.js';
import { sentenceSpans, splitSentences, withRunOn } from './sentences.js';
import { clauseRules, codeMarkRule, contextRules, inlineRules, loudRules, mannerAdvice } from './inline-rules.js';
import { settledLabel } from './settled-label.js';
import { listsGaps } from './heading-marks.js';
import { stepClauseRules } from './step-clauses.js';
import { pointerForms, type PlaceFinder } from './pointer-form.js';
import { everyTimeRule, modalRuleIn, modalRules, namesRuleGroup, ruleInItem, ruleUnderHeading, stopRule } from './prose-rules.js';

/** One line read as a list answer: the answer's key ("pointers", "outOfScope", "field:constraints"), its
 *  text, the 0-based line, the words it opens with (for the placement). */
export interface LiftedLine {
  key: string;
  text: string;
  line: number;
  lead: string;
  /** A standing rule, filed under cx.ruleKey (the kind's Constraints, else Already decided). */
  rule?: boolean;
  /** A pointer taken as written: an item of a list its label names as the Pointers ("Key files:" / "- `src/a.ts` …"). */
  asWritten?: boolean;
}

/** What the caller tells the finder: which answer a label names (or null), which lines are out of bounds
 *  for an answer (already its section's, work done; asked with "why": whether the line stands in the
 *  section chosen as the why), which lines stand in a list of next steps, and the key a rule goes to. */
export interface LiftContext {
  labelKey(label: string): string | null;
  excluded(line: number, key: string): boolean;
  inSteps(line: number): boolean;
  /** Whether a line stands in the Context's text (the intro, a section no other answer took, the Context's own):
   *  a path, link, issue or command its sentences give is a pointer. Absent: no line does. */
  inContext?(line: number): boolean;
  /** Whether the Pointers list a place already by a section of their own ("## Relevant files"): a sentence of the
   *  Context naming only such places is not lifted again. Absent: none is. */
  listed?(place: string): boolean;
  /** Whether a line stands under notes for whoever takes the work over ("## Notes for the next agent", "## Übergabehinweise";
   *  heading-marks.ts addressesNextAgent): an item there that states a rule as a statement, a word of brief.ruleModal in
   *  it ("… is binding", "… darf nicht …"), is a rule. Absent: no line does. */
  inHandover?(line: number): boolean;
  ruleKey: string;
}

const ITEM = lazyRegExp(() => /^([ \t]*)(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/);
/** An item's text as a name and a verdict: "Redis : abandonné, trop lent." (French spacing before the colon
 *  too), "**Redis**: abandoned — too slow"; the verdict the words up to a comma, a stop, a dash or the end. */
const VERDICT_ITEM = lazyRegExp(() => /^(?:\*\*|__)?([^:：*_\n]{1,60}?)(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__|_|\*)?([\p{L} '’]{2,30}?)(?:\*\*|__|_|\*)?[ \t]*(?:[,;.，。；、—–(（]|[ \t]-[ \t]|$)/u);
/** A path or link as a token: a code span holding a path (a slash, or a file name with an extension), a
 *  markdown link, an autolink or a bare URL. */
const PATH_TOKEN = lazyRegExp(() => /`([^`\s]+)`|\[[^\]\n]*\]\(([^)\s]+)[^)]*\)|<(https?:\/\/[^>\s]+)>|(https?:\/\/[^\s)>\]]+)/gu);
/** A path written bare in a sentence ("docs/BACKLOG.md", "scripts/run.sh", "README.md"): a run of path characters
 *  with a file's extension of letters, not inside a word, a URL or a code span. No run of the class can be tried from
 *  two starts (a lookbehind fixes where it starts): linear. */
const BARE_PATH = lazyRegExp(() => /(?<![\p{L}\p{N}_./:`@-])[\p{L}\p{N}_][\p{L}\p{N}_.\/-]{0,120}\.[a-z][a-z0-9]{0,4}(?![\p{L}\p{N}_/`-])/u);
const BARE_PATHS = lazyRegExp(() => new RegExp(BARE_PATH.source, 'gu'));

/** "Label: <path or link>" ending its sentence: the label (letters, up to 40 characters) and the token. */
const LABELLED_PATH = lazyRegExp(() => /(?:^|[.;。；!?][ \t]+|^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+)(?:\*\*|__)?([\p{L}][\p{L}\p{N} '’-]{0,39}?)(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*(`[^`\s]+`|\[[^\]\n]*\]\([^)\s]+\)|<https?:\/\/[^>\s]+>|https?:\/\/[^\s)>\]]+)[ \t]*(?:[.;。；][ \t]*|$)/u);

/** Whether a code span's text or a link target is a path to something a reader opens: a URL, a path with
 *  a slash that is not an endpoint (`/api/export`: no extension, a leading slash), or a file name with an
 *  extension. */
export function isDocPath(t: string): boolean {
  if (/^https?:\/\//.test(t)) return true;
  // (Nor a run of dots not before a slash: "try...catch" is code, "a..b" a range; "../x.md" a path.)
  if (/[\s'"]/.test(t) || /^[-@$]/.test(t) || /\.\.(?!\/)/.test(t)) return false;
  const ext = /\.[a-z][a-z0-9]{0,5}$/i.test(t) && /[\p{L}]/u.test(t.replace(/\.[a-z][a-z0-9]{0,5}$/i, ''));
  if (t.startsWith('/')) return ext;
  return (t.includes('/') && /^[\p{L}\p{N}._~-]+(?:\/[\p{L}\p{N}._~-]*)+$/u.test(t)) || (ext && /^[\p{L}\p{N}_][\p{L}\p{N}._-]*$/u.test(t));
}

/** The paths and links of a line (their targets). */
function pathsOf(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(PATH_TOKEN)) {
    const t = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
    if (m[1] !== undefined ? isDocPath(t) : true) out.push(t);
  }
  return out;
}

/** How many words a text has (a CJK character counts as half a word: a sentence of them is long). */
function wordCount(text: string): number {
  const cjk = (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length;
  return text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu, ' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length + Math.ceil(cjk / 2);
}

/** Whether a text opening with a weak negation (brief.ruleLeadWeak, one word: "не") goes on with a
 *  verb that says what something does or did, by its ending (brief.symptomVerbEnd, Russian: "загружаются",
 *  "работает", "открылась"): a symptom, the problem, no rule on the
 *  worker. An infinitive or imperative after it ("Не трогать лексер", "Не коммитьте .env") is no such verb. */
function symptomAfterNot(p: Phrase, weak: readonly Phrase[], ends: readonly Phrase[]): boolean {
  if (p.cjk || p.words.length < 2 || !ends.length) return false;
  const lead = weak.find((q) => q.words.length === 1 && q.words[0] === p.words[0]);
  if (!lead) return false;
  const verb = p.words[1]!;
  return ends.some((q) => {
    const e = q.words.join('');
    return e !== '' && verb.length > e.length + 1 && verb.endsWith(e);
  });
}

/** The negation of a sentence or of one of its clauses (after a comma, a semicolon or a dash) that forbids: a one-word
 *  weak negation (brief.ruleLeadWeak, "не") opening it, or after one word of brief.ruleObjectLead ("его не трогать"),
 *  before a verb with an infinitive's ending (brief.infinitiveEnd: "трогать", "предлагать", "коммитить") that is no
 *  verb told in the present or past (brief.symptomVerbEnd). Null when none: "Ответ ничего не меняет", "может не быть". */
export function notInfinitive(text: string, weak: readonly Phrase[], ends: readonly Phrase[], objects: readonly Phrase[], told: readonly Phrase[] = []): string | null {
  if (!ends.length || text.length > 600) return null;
  const single = new Set(weak.filter((q) => !q.cjk && q.words.length === 1).map((q) => q.words[0]!));
  const objs = new Set(objects.filter((q) => !q.cjk && q.words.length === 1).map((q) => q.words[0]!));
  const endsOf = (list: readonly Phrase[]) => list.map((q) => q.words.join('')).filter(Boolean);
  const inf = endsOf(ends);
  const past = endsOf(told);
  for (const clause of text.replace(/[*_`]/g, '').split(/[,;:，；：]|\s[—–-]\s/u)) {
    const w = toPhrase(clause).words;
    const at = single.has(w[0] ?? '') ? 0 : objs.has(w[0] ?? '') && single.has(w[1] ?? '') ? 1 : -1;
    const verb = at >= 0 ? w[at + 1] : undefined;
    if (!verb || w.length < at + 2) continue;
    if (inf.some((e) => verb.length > e.length + 2 && verb.endsWith(e)) && !past.some((e) => verb.length > e.length + 1 && verb.endsWith(e) && !inf.some((f) => verb.endsWith(f)))) return w[at]!;
  }
  return null;
}

/** Whether a text opens with a phrase of the list (its first words; a CJK phrase: its first characters). */
function opensWithAny(p: Phrase, list: readonly Phrase[]): string | null {
  for (const q of list) {
    if (q.cjk ? q.flat !== '' && p.flat.startsWith(q.flat) : q.words.length > 0 && q.words.every((w, i) => p.words[i] === w)) return q.words.join(' ') || q.flat;
  }
  return null;
}

/** The lines of a document that state a list answer inside another section (see the module comment), at
 *  most `cap` per answer, in document order. */
export function liftedLines(doc: ParsedDoc, cx: LiftContext, cap = 8): LiftedLine[] {
  // (Pointers given in the Context's prose are as many as it names: a person counts each, briefs7.)
  const capOf = (key: string) => (key === 'pointers' ? Math.max(cap, 40) : cap);
  const { lines, literal } = doc.blocks;
  const headingLines = new Set(doc.blocks.headings.flatMap((h) => Array.from({ length: h.next - h.line }, (_x, k) => h.line + k)));
  const table = headingTable();
  const strong = table.get('brief.ruleLead') ?? [];
  const weak = table.get('brief.ruleLeadWeak') ?? [];
  const symptoms = table.get('brief.symptomVerbEnd') ?? [];
  const tails = table.get('brief.ruleTail') ?? [];
  const cues = table.get('brief.deadEndCue') ?? [];
  const asks = table.get('brief.askFirst') ?? [];
  const sees = table.get('brief.seeLead') ?? [];
  const givenUp = table.get('brief.deadEndLabel') ?? [];
  const notBuild = table.get('brief.notBuildLead') ?? [];
  const commands = new Set((table.get('brief.commandWord') ?? []).map((q) => q.words.join(' ')));
  const loud = table.get('brief.ruleLeadLoud') ?? [];
  const settledCues = table.get('brief.settledSentence') ?? [];
  const marks = table.get('brief.ruleMark') ?? [];
  const advice = table.get('brief.notRule') ?? [];
  const facts = table.get('brief.factLabel') ?? [];
  const modal = table.get('brief.ruleModal') ?? [];
  const infinitive = table.get('brief.infinitiveEnd') ?? [];
  const objects = table.get('brief.ruleObjectLead') ?? [];
  const negated = (t: string) => notInfinitive(t, weak, infinitive, objects, symptoms);
  const ruled = <T extends { text: string }>(rs: T[]): T[] => (advice.length ? rs.filter((r) => !mannerAdvice(r.text, opensWithAny, advice)) : rs);
  const out: LiftedLine[] = [];
  const inPassing: LiftedLine[] = [];
  const gapLines = new Set<number>();
  const ruleWords = new Set([...strong, ...loud].map((q) => q.words.join(' ')));
  const imperative = (lead: string) => ruleWords.has(toPhrase(lead.replace(/[*_`]/g, '')).words.join(' '));
  const count = new Map<string, number>();
  const add = (l: LiftedLine) => {
    const n = count.get(l.key) ?? 0;
    // (A line that reports a check's result, "- payerBik: \"\" ❌ (должен быть 047003608)", states no rule, whatever
    // words of one its expected value holds: resultLine.)
    if (l.rule && resultLine(lines[l.line]!, opensWithAny, strong)) return;
    // (Nor a line of a list its label says is missing, "**What's missing**:" / "- No wait-time estimation shown": a gap.
    // An imperative there is still a rule, "- Never call the legacy /v1/charge endpoint", "- Nie … aufrufen", "- The
    // importer must not …": its lead is a prohibition or an obligation (brief.ruleLead, brief.ruleLeadLoud), not the
    // "no"/"kein" of a statement that something is absent.)
    if (l.rule && gapLines.has(l.line) && !imperative(l.lead)) return;
    if (n >= capOf(l.key) || cx.excluded(l.line, l.key) || out.some((o) => o.line === l.line && o.key === l.key)) return;
    count.set(l.key, n + 1);
    out.push(l);
  };
  const inTable = (i: number) => /^[ \t]*\|.*\|[ \t]*$/.test(lines[i]!);
  // (The document's last line of text: a rule line there closes the document.)
  let lastText = lines.length - 1;
  while (lastText > 0 && !lines[lastText]!.trim()) lastText--;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // (A setting of the Context's code that its comment marks required, "export WORKERS=1   # MANDATORY": a rule.)
    if (literal[i] && cx.inContext?.(i)) {
      const r = codeMarkRule(line, marks);
      if (r) add({ key: cx.ruleKey, rule: true, text: r.text, line: i, lead: r.lead });
    }
    if (literal[i] || headingLines.has(i) || !line.trim()) continue;
    // A quote is someone's words, read for one thing only: a label naming a list answer that opens it ("> **PIVOT:**
    // we dropped Elastic", "> **Entscheidung:** …"), the writer's call set off as a callout.
    if (/^[ \t]*>/.test(line)) {
      // (A quote that says a decision stands, "> The design is LOCKED (DESIGN.md). Your job is execution, not
      // re-deciding.": each such sentence of the quote, read once from its first line, is Already decided.)
      if (settledCues.length && !/^[ \t]*>/.test(lines[i - 1] ?? '')) for (const x of settledInQuote(lines, literal, i, settledCues)) add({ key: 'decided', text: x.text, line: i, lead: x.cue });
      const q = labelOf(line);
      const value = q && !q.bullet ? labelValue(line, q).trim() : '';
      const key = value ? cx.labelKey(q!.label) : null;
      if (key) add({ key, text: value, line: i, lead: q!.label });
      // A call-out that states a rule ("> ⚠️ Don't push to main", "> **Warning:** NEVER run it on prod", a line of
      // "> [!CAUTION]"): the rule, its quote marks and sign aside (briefs7).
      else {
        const said = (value || line.replace(/^[ \t]*(?:>[ \t]?)+/, '')).trim();
        // (Inside an alert, "> [!WARNING]" on the line above, or after a label in bold, "> **Warning:** …", a plain negation
        // is a rule too; someone's words quoted, "> The customer said: do not worry about PDFs", are not.)
        const alert = /^[ \t]*>[ \t]*\[!(?:WARNING|CAUTION|IMPORTANT)\]/i.test(lines[i - 1] ?? '') || (!!value && /^[ \t]*(?:>[ \t]?)+[ \t]*(?:\*\*|__)/.test(line));
        const rules = loudRules(said, opensWithAny, strong, loud);
        const plain = !rules.length && alert ? opensWithAny(toPhrase(said.replace(/[*_`]/g, '')), strong) : null;
        for (const r of rules) add({ key: cx.ruleKey, rule: true, text: r.text, line: i, lead: r.lead });
        if (plain) add({ key: cx.ruleKey, rule: true, text: said, line: i, lead: plain });
      }
      continue;
    }
    if (inTable(i)) {
      // A table row told as given up ("| Redis | verworfen |"): a dead end, in the list's "a — b" shape.
      const row = cues.length ? givenUpRow(lines, i, cues) : null;
      if (row) add({ key: 'deadEnds', text: row.text, line: i, lead: row.cue });
      continue;
    }
    const item = ITEM.exec(line);
    const body = (item ? line.slice(item[0].length) : line).trim();
    // Rules told as prose under other headings (prose-rules.ts): the items of a list its label calls the rules ("- Repository
    // rules" / "  - use `python3.11` explicitly"), a rule for every step ("6. **每步后跑 `npm run build-and-test`**").
    for (const r of proseRuleLines(lines, literal, headingLines, i, item !== null, body)) add({ key: cx.ruleKey, rule: true, ...r });
    // A rule said in a clause of a line set apart with bold spans, whatever else the line gives ("**Branch:** `main`.
    // **One phase only.** Push is pre-authorized; never `--no-verify`."): a rule too.
    if (!item) for (const r of clauseRules(line, opensWithAny, strong)) add({ key: cx.ruleKey, rule: true, text: r.text, line: i, lead: r.lead });
    // A label naming a list answer ("DEFER: PDF export", "Constraints: no new deps", "- Files: a.ts").
    const label = labelOf(line);
    const after = label ? labelValue(line, label).trim() : '';
    const named = label && after ? cx.labelKey(label.label) : null;
    if (named) {
      add({ key: named, text: after, line: i, lead: label!.label });
      continue;
    }
    // A label whose value opens with a prohibition ("Konvention beachten: nie `git add -A`, nur spezifische Pfade.",
    // "Convention: never `git add -A`", inside a to-do item or as one): the rule, the line whole with its label; it
    // stays in its item too. (Not a fact's label, "Status: never tested", nor a value of two words; a paragraph's
    // label line, "**Note for Claude:** **never run …**", is read below, by its bold rule.)
    if (label && after && (item !== null || continuesItem(lines, i)) && after.split(/\s+/).length >= 3 && opensWithAny(toPhrase(label.label.replace(/[*_`]/g, '')), facts) === null) {
      const lead = opensWithAny(toPhrase(after.replace(/[*_`]/g, '')), strong);
      if (lead) {
        add({ key: cx.ruleKey, rule: true, text: body, line: i, lead });
        continue;
      }
    }
    // A label over a list that names what is missing ("**What's missing**:" / "- No wait-time estimation shown to
    // callers", "Lücken:" / "- Kein Export"; heading-marks.ts listsGaps): its lines are the state of the work, or the
    // work, never a rule; read for everything else as before.
    if (label && !after && !item && /[:：](?:\*\*|__)?[ \t]*$/.test(line) && listsGaps(label.label)) for (let j = i + 1; j <= listEnd(lines, literal, i); j++) gapLines.add(j);
    // A label over a list that says its items were given up ("Alternativas evaluadas y descartadas:" /
    // "- Redis compartido"): each item is a dead end.
    if (label && !after && !item && givenUp.length && holdsAny(label.label, givenUp)) {
      const items = itemsBelow(lines, literal, i);
      for (const it of items) add({ key: 'deadEnds', text: it.text, line: it.line, lead: label.label });
      if (items.length) {
        i = items[items.length - 1]!.line;
        continue;
      }
    }
    // A label over a list that names the Pointers ("**Файлы для проверки:**" / "- `public/assets/js/shop.js`", "Key
    // files:" / "- `src/a.ts`"; brief.pointers), inside another answer's section: each item naming a place is a pointer
    // (QA 42 doc 03, its files only in Deliver before).
    if (label && !after && !item && /[:：](?:\*\*|__)?[ \t]*$/.test(line) && cx.labelKey(label.label) === 'pointers') {
      const items = itemsBelow(lines, literal, i).filter((it) => placeIn(it.text) !== null);
      for (const it of items) add({ key: 'pointers', text: it.text, line: it.line, lead: placeIn(it.text)!, asWritten: true });
      if (items.length) {
        i = items[items.length - 1]!.line;
        continue;
      }
    }
    // A line that says the list below it is settled ("Settled and not to be reopened without a reason:"; at the
    // end of a sentence of status too): each item is already decided (settled-label.ts).
    if (!item && /[:：](?:\*\*|__)?[ \t]*$/.test(line)) {
      const settled = settledLabel(line);
      const items = settled ? itemsBelow(lines, literal, i) : [];
      for (const it of items) add({ key: 'decided', text: it.text, line: it.line, lead: settled! });
      if (items.length) {
        i = items[items.length - 1]!.line;
        continue;
      }
    }
    // An approach named, then its verdict ("- Redis : abandonné, trop lent.", "- Redis: abandoned — too slow",
    // "- Kafka: descartado."): an item whose value after the name is a word of giving up, alone before its
    // reason. ("- Login: rejected with 403" tells what a system does: the word is no verdict there.)
    if (item && givenUp.length) {
      const verdict = VERDICT_ITEM.exec(body);
      const word = verdict ? toPhrase(verdict[2]!) : null;
      const q = word && givenUp.find((x) => (x.cjk || word.cjk ? x.flat !== '' && x.flat === word.flat : x.words.length > 0 && x.words.join(' ') === word.words.join(' ')));
      if (q) {
        add({ key: 'deadEnds', text: body, line: i, lead: verdict![2]!.trim() });
        continue;
      }
    }
    // A rule among the items: a list item opening with a negation ("Do not touch …", "No tocar …", "Nicht
    // …", "不要 …"; a weaker one, "No …", "Kein …", "Не …", only in a list of next steps, where every other
    // item is a thing to do), or ending with one (Japanese "…しないこと").
    // (Not an item that is a value in a code span, "- `Nicht begonnen`", "- `Not started`": a status or a name written as
    // the code reads it, whatever word opens it; QA 44 doc 01.)
    if (item && !codeValue(body)) {
      const p = toPhrase(body.replace(/[*_`]/g, ''));
      // (Not a weak negation before a verb that tells what the software does, "- Не загружаются цены на карточках",
      // "- Не работает оплата": a symptom to look into, no rule; "- Не трогать лексер" stays one. symptomAfterNot.)
      // (Or anywhere before an infinitive, "- Не трогать лексер", "- Не коммитить .env": notInfinitive.)
      const lead = opensWithAny(p, strong) ?? (cx.inSteps(i) && !symptomAfterNot(p, weak, symptoms) ? opensWithAny(p, weak) : null) ?? negated(body);
      const tail = !lead && p.cjk && tails.some((q) => q.flat !== '' && p.flat.endsWith(q.flat)) ? '…' : null;
      if (lead ?? tail) {
        add({ key: cx.ruleKey, rule: true, text: body, line: i, lead: lead ?? tail! });
        continue;
      }
      // (A stop condition told inside a step, "3. **Task 10**: Refactor … Snapshot test is the safety net — si rompe, parar y
      // diagnosticar.", "- Port the importer; if the snapshot breaks, stop and diagnose.": the sentence is a rule, lifted, and
      // stays in its step; prose-rules.ts stopRule.)
      // (So is a later sentence of an item that opens with a prohibition, "- The monorepo uses pnpm. Never import apps/ from
      // packages/.", "- Exporter portieren. Niemals direkt auf main pushen.": a rule is a sentence, not an item.)
      const sentences = splitSentences(body);
      // (In the Context, a later prohibition is read with the item's other rules by contextRules below, "**User preference**:
      // Always audit plans … Do not modify files …": one rule of them all, not its last sentence alone.)
      const later = (x: string, k: number) => (k > 0 && !cx.inContext?.(i) ? opensWithAny(toPhrase(x.replace(/[*_`]/g, '').trim()), strong) : null);
      const stop = sentences.map((x, k) => ({ x, v: stopRule(x, opensWithAny) ?? later(x, k) })).find((y) => y.v !== null);
      // (No `continue`: the item's other sentences still give what they give, a place for the Pointers.)
      if (stop) add({ key: cx.ruleKey, rule: true, text: ruleInItem(body, stop.x), line: i, lead: stop.v! });
      // (A rule in a clause of a next step, "2. Read `PLAN.md`, then start M4; do not rerun M2.", "1. 修复时差（不要改
      // `feed/`）": the clause, the step staying a step; step-clauses.ts.)
      else if (cx.inSteps(i)) for (const r of stepClauseRules(body, opensWithAny, strong)) add({ key: cx.ruleKey, rule: true, text: r.text, line: i, lead: r.lead });
      // (An item that says what must hold loudly, "- MUST keep Node 18 support", "- ⚠️ Never …": a rule too.)
      const said = loudRules(body, opensWithAny, strong, loud)[0];
      if (said && said.text === body.trim()) {
        add({ key: cx.ruleKey, rule: true, text: body, line: i, lead: said.lead });
        continue;
      }
      // (Under notes for whoever takes the work over, a rule told as a statement: "- The single-file limit is binding.",
      // "- Der Kernumfang darf davon nicht abhängen.", "- Доступ к проду — только через VPN, это обязательно."; its lines
      // below it too. A fact there, "- The idea came from the 08-20 task.", holds no such word and stays the Context's.)
      const must = modal.length && cx.inHandover?.(i) ? holdsAny(itemText(lines, i, body), modal) : null;
      if (must) {
        add({ key: cx.ruleKey, rule: true, text: itemText(lines, i, body), line: i, lead: must });
        continue;
      }
    }
    // A rule or a limit stated inline: a sentence of the why ("We will not build …", "Never …"), a bold rule line
    // ("**Never upload an image built before the fix.**"; inline-rules.ts).
    if (!item && !label) {
      // (A paragraph of this one line, among the steps or closing the document: its sentences too.)
      const alone = !lines[i - 1]?.trim() && !lines[i + 1]?.trim();
      const closing = alone && (cx.inSteps(i) || i >= lastText);
      const inline = ruled(inlineRules(line, cx.excluded(i, 'why'), opensWithAny, strong, notBuild, closing, loud));
      for (const r of inline) add({ key: r.key === 'rule' ? cx.ruleKey : r.key, rule: r.key === 'rule', text: r.text, line: i, lead: r.lead });
      if (inline.length) continue;
      // (A sentence set apart as a rule anywhere in prose, "NEVER push to main.", "**Do not** change the CSV header.",
      // "You MUST keep Node 18 support.", "⚠️ Don't push to main": briefs7.)
      // (A rule whose sentence the paragraph wraps onto the next line, "**Do not** `git stash`," / "`git checkout`, or
      // move files …": the whole sentence, not the line's part of it.)
      const said = ruled(loudRules(withRunOn(line, paragraphAfter(lines, literal, headingLines, i)), opensWithAny, strong, loud));
      for (const r of said) add({ key: cx.ruleKey, rule: true, text: r.text, line: i, lead: r.lead });
      if (said.length) continue;
      // (A sentence of prose that forbids by a negation before an infinitive, "… **сняты**. Не предлагать заново.", or a
      // clause of it, "Сайт уже исполняет `steps` любой карточки, его не трогать.": a rule, in any section; QA 44 doc 02.
      // Read from the line it ends on, so a sentence wrapped over lines is one rule.)
      if (infinitive.length && / не /iu.test(` ${line.replace(/[*_`]/g, '')} `)) {
        const mine = sentencesAt(lines, literal, i).filter((t) => negated(t) !== null && lines[i]!.includes(t.trim().slice(-Math.min(12, t.trim().length))));
        for (const t of mine) add({ key: cx.ruleKey, rule: true, text: t.trim(), line: i, lead: negated(t)! });
        if (mine.length) continue;
      }
    }
    // A rule the Context states in passing, a sentence of its prose or of an item ("Keep the repository content-neutral:
    // do not commit private playlists.", "- **User preference**: … Do not modify files without explicit human
    // approval."): a rule of the work too, the line kept where it is (contextRules; not a line going on from the one above).
    if (cx.inContext?.(i) && !continuesItem(lines, i)) {
      // (A value that is no sentence of its own, `payerBik: "" ❌ (должен быть 047003608)`, keeps its label: the line whole.)
      const own = label && after && !named && /^[*_]*[\p{L}\p{N}]/u.test(after) ? after : body;
      const prev = lines[i - 1] ?? '';
      const continued = !item && prev.trim() !== '' && !literal[i - 1] && !headingLines.has(i - 1) && !/[.!?:。！？：][*_`)]*[ \t]*$/.test(prev);
      // (Several in one line, "Always audit plans first. Do not modify files without approval.": one rule of them all.)
      const next = lines[i + 1] ?? '';
      const cut = next.trim() !== '' && !literal[i + 1] && !headingLines.has(i + 1) && !ITEM.test(next) && !/^[ \t]*(?:>|\|)/.test(next);
      const rules = ruled(contextRules(own, continued, cut, opensWithAny, strong, loud, marks));
      // (A rule closing an item says what it is about by the item's bold lead: "AnnexB start codes already present — Do NOT
      // prepend additional ones.", not "Do NOT prepend additional ones." alone; prose-rules.ts ruleInItem.)
      const whole = (t: string) => (item ? ruleInItem(body, t) : t);
      // (After every other line's answers: a rule said in passing never takes the place of one a list states.)
      if (rules.length) inPassing.push({ key: cx.ruleKey, rule: true, text: rules.map((r) => whole(r.text)).join(' '), line: i, lead: rules[0]!.lead });
    }
    // A sentence binding its subject by a word of obligation, in the Context or the why ("Code must compile on both.",
    // "SSID/password must match hostapd exactly"; not "X must be fixed"): a rule too (prose-rules.ts modalRule).
    if ((cx.inContext?.(i) || cx.excluded(i, 'why')) && !continuesItem(lines, i) && !out.concat(inPassing).some((o) => o.line === i && o.key === cx.ruleKey)) {
      const said = item ? modalRules(itemText(lines, i, body)).map((r) => ({ ...r, text: ruleInItem(body, r.text) })) : modalInParagraph(lines, literal, headingLines, doc.blocks.headings, i);
      if (said.length) inPassing.push({ key: cx.ruleKey, rule: true, text: said.map((r) => r.text).join(' '), line: i, lead: said[0]!.lead });
    }
    // A sentence that says a decision stands or was taken ("The design is settled; do not re-litigate it.", "A
    // highlighter is a dep the user explicitly said not to add.", "PRD의 제품 결정(…)은 재논의하지 말고 …";
    // brief.settledSentence, anywhere in it): Already decided. A list item whole, its lines below it too.
    if (settledCues.length && !continuesItem(lines, i)) {
      const settled = failedSentence(lines, literal, i, item ? itemText(lines, i, body) : null, settledCues);
      if (settled) {
        add({ key: 'decided', text: settled.text, line: i, lead: settled.cue });
        continue;
      }
    }
    // The person's consent asked for before acting ("… and ask me to confirm before proceeding", "- Commit only
    // when the user asks", "Без согласования не пушить"; brief.askFirst, anywhere in the sentence): a rule the
    // work keeps, whatever verb opens it.
    const asked = asks.length ? failedSentence(lines, literal, i, item ? body : null, asks) : null;
    if (asked) {
      add({ key: cx.ruleKey, rule: true, text: asked.text, line: i, lead: asked.cue });
      continue;
    }
    // An attempt told as failed ("… → did NOT fix it, same crash", "- 검증 실패로 폐기", "Trois pistes examinées,
    // aucune retenue : …"; brief.deadEndCue, anywhere in the line): the sentence that says so is a dead end.
    // (Not a clause cut off a sentence at its semicolon, "…; whether you disagree with any verdict above; and anything
    // you found and did not fix.": a fragment of what the return must say, never a dead end; QA 40 doc 05.)
    const failed = cues.length ? failedSentence(lines, literal, i, item ? body : null, cues, true) : null;
    // (Not where nothing failed: "nothing was rejected yet", "none of them were abandoned".)
    // (Nor where the writer asks which attempt failed, "Explain which profile was rejected", "Sag, ob der Ansatz
    // verworfen wurde": a rule on what to report, not an attempt told; brief.askWord just before the cue. sect43, QA 43 doc 04.)
    if (failed && !nothingBefore(failed.text, failed.cue) && !nothingBefore(failed.text, failed.cue, askWords(table)) && !out.some((o) => o.key === 'deadEnds' && o.text === failed.text)) {
      add({ key: 'deadEnds', text: failed.text, line: i, lead: failed.cue });
      continue;
    }
    // A labelled fact is no pointer, whatever place its value or its next sentence names: "**Current URL in Profile:**
    // `https://…/s/dyson`", "**Root Cause:** the site uses the `/search?q=` path. A path like `/s/` returns a 404"
    // say where things stand or why (brief.factLabel opening the label), not where to look; the line stays where it is.
    // (A paragraph of the Context goes on past the fact at a later bold label, "**STATE:** judge_v6 is LIVE. … **ROLLBACK**:
    // `git revert 0dd21c8` restores …": its sentences from there are read as any others; afterFact.)
    const fact = !!label && facts.length > 0 && opensWithAny(toPhrase(label.label.replace(/[*_`]/g, '')), facts) !== null;
    if (fact && (item || !cx.inContext?.(i))) continue;
    // Pointers read a list item whole, its wrapped lines too ("- **Pinterest**: subir los pines (`marketing/pins/`) y
    // enlazarlos a los" / "  listings, según `marketing/Pinterest_Calendario.md`."): a line that goes on from an item
    // above it is that item's, never half a pointer of its own; an item is one pointer or none.
    if (itemOf(lines, literal, headingLines, i) !== null) continue;
    const rest = item ? itemRest(lines, literal, headingLines, i) : [];
    const entire = rest.length ? [body, ...rest].join(' ') : body;
    const full = rest.length ? [line.trimEnd(), ...rest].join(' ') : line;
    // A file the reader is sent to inside a sentence: "… voir le commentaire détaillé dans `lib/x.ts`.", "see
    // `docs/a.md` for the matrix" (brief.seeLead before a path in the same sentence): that sentence.
    // (A bare path too, "see docs/BACKLOG.md", "details in README and docs/x.md": a word with a slash and a file's
    // extension, or a file name with one; BARE_PATH.)
    // (Not an item of a list of steps: "5. **Resolve d3-vs-Plotly** (see CLAUDE.md): prefer Plotly …" is work to do, its
    // reference the step's own.)
    const sent = !fact && sees.length && !label && !(item && cx.inSteps(i)) && (/`|\]\(|https?:\/\//.test(entire) || BARE_PATH.test(entire)) ? (item ? sentToPath([entire], sees) : sentToPath(sentencesAt(lines, literal, i), sees)) : null;
    // (In the Context, every sentence of the line that points somewhere, below: "The parser lives in a.ts; see also b.md".)
    if (sent && !cx.inContext?.(i)) {
      add({ key: 'pointers', text: sent.text, line: i, lead: sent.cue });
      continue;
    }
    // A document the reader is pointed at: "Label: <path or link>" ending its sentence, anywhere in a line.
    const lp = LABELLED_PATH.exec(full);
    if (!fact && lp && pathsOf(lp[2]!).length && !notPointer(entire)) {
      // (In the middle of a line, "… Détail : `passations/x.md`.": the label and its path; of a list item, the item
      // whole: "- `hp_run.sh` — the driver … Log: `hp_run.log`" names the script first.)
      const whole = lp.index === 0 || item !== null;
      add({ key: 'pointers', text: whole ? entire : `${lp[1]!.trim()}: ${lp[2]!}`, line: i, lead: lp[1]!.trim() });
      continue;
    }
    // A line ending with a colon over a line that is only a link or a path ("The full list of findings:" /
    // "<https://…>").
    if (!fact && /[:：][ \t]*$/.test(line) && !item) {
      let j = i + 1;
      const next = lines[j]?.trim() ?? '';
      const only = next.replace(PATH_TOKEN, '').replace(/[\s.;,]/g, '') === '' && pathsOf(next).length === 1;
      if (next && only && !literal[j]) {
        add({ key: 'pointers', text: `${body} ${next}`, line: i, lead: body.split(/\s+/).slice(0, 3).join(' ') });
        i = j;
        continue;
      }
    }
    // A short line that names one document to use (a paragraph of its own, or a sub-item of a list that
    // is no list of steps): "Use `docs/lanes.md` as the queue", "共通資料は `shared/common/` を最初に確認".
    // (A path in a code span or a link: a bare URL inside a sentence is what the sentence is about, "…
    // discoverable on https://…". Not in the why: a purpose names what it serves.)
    const paths = pathsOf(entire.replace(/(^|[^<(])https?:\/\/\S+/g, '$1'));
    const standalone = !item ? (!lines[i - 1]?.trim() || i === 0) && !lines[i + 1]?.trim() : item[1]!.length > 0 && !cx.inSteps(i);
    // (Not a task or a status naming the document: "**Fix everything described in `FINDINGS.md` and commit.**", notPointer.)
    // (In the Context, a paragraph of its own too only when it sends the reader there: "The bug was fixed in `a.ts` by
    // clamping the delay." alone on its lines is history; sendsTheReader.)
    if (!fact && paths.length === 1 && standalone && wordCount(entire.replace(PATH_TOKEN, ' ')) <= 16 && !label && !cx.excluded(i, 'why') && !notPointer(entire) && (!cx.inContext?.(i) || ((item ? itemSends(entire) : sendsTheReader(entire, false)) && !allListed(entire, cx)))) {
      add({ key: 'pointers', text: entire, line: i, lead: entire.split(/\s+/).slice(0, 3).join(' ') });
      continue;
    }
    // A path, link, issue or pull request, or command given in a sentence of the Context ("The parser lives in
    // src/parse/lexer.ts; see also docs/ADR-7.md and #412.", "Run `npm run bench` to compare."): those sentences
    // (briefs7).
    // (An item that is only a path, "## Files I did not touch" / "- src/legacy.ts", is that list's, not a pointer given
    // in a sentence; one with a label saying what its paths are, "- **Listings**: `a.md`, `b.md`," wrapped, is one.)
    // (A list item whose only pointer is a command, "2. **Push changes**: `npm run db:push`", "- [ ] Run `npm install`",
    // is a step to take, not a place to look: placeIn. A sentence of prose naming a command still points, briefs7.)
    // (Not a line that leads into the table below it, "Every `Decimal.zero` accumulation in `ios/Sources` and `ios/App`:"
    // over a table of sites and verdicts: it says what the table holds, no place to look; QA 40 doc 05.)
    if (!item && leadsIntoTable(lines, i)) continue;
    // (Nor an item whose label is given a value in bold words, "- Official product: **Stage A** until residual campaign +
    // optional `stage_b_map.json`", "- Produkt: **Stufe A** bis …": a fact stated, decided or a state, the file it names
    // part of that fact, no place to look; QA 40 doc 06. A bold path or command is still a place: "- Repo: **`a/b`**".)
    if (item && statedValue(entire)) continue;
    // (Nor an item that reports a state with its status mark, "- ✅ Issue 0001 - Repository baseline (package.json, …)",
    // "- 📋 Issue 0002 - …": a line of status, the files it names part of it; QA 42 doc 07.)
    if (item && STATUS_MARK.test(body)) continue;
    // (Nor a numbered step that does work on a place, "3. If Torch is healthy, export `yolo11n-pose.onnx` on the Jetson":
    // a step of a list is a pointer only when it is about the place, opening with it or sending the reader there
    // ("1. `src/a.ts:12` — the scanner loop", "2. Read `docs/x.md`"); aboutPlace. QA 42 docs 01, 05.)
    // (A step that opens with a code span names that code first, "1. **`useAddressSummary`** → `/api/…`": as before.)
    if (item && /\d/.test(item[0]) && !OPENS_CODE.test(body) && !aboutPlace(entire, sees)) continue;
    // (Nor an item that opens with a bold sentence of its own, "- **Mnemonic IDs are author aids only.** Pilot doc IDs
    // (`bi-001`, …) are NOT what Beads creates": a statement, the paths after it its evidence; QA 42 doc 05.)
    if (item && BOLD_SENTENCE.test(body) && !openingPlace(entire) && !aboutPlace(entire, sees)) continue;
    // (An item opening with a file and its line, "- `src/a.ts:12` — the scanner loop", names that file: openingPlace.)
    const itemPlace = (t: string) => placeIn(t) ?? openingPlace(t);
    if (MAY_POINT.test(entire) && cx.inContext?.(i) && (item ? itemPlace(entire) : pointerIn(entire, commands)) && (!item || wordCount(entire.replace(PATH_TOKEN, ' ').replace(BARE_PATHS, ' ')) >= 3 || LEAD_LABEL.test(entire))) {
      // (Only a sentence or item that sends the reader to its place, sendsTheReader: one that tells history or explains,
      // naming a file in passing, stays in the Context alone; nor one whose places the Pointers list already.)
      const given = afterFact(item ? [entire] : sentencesAt(lines, literal, i), fact).filter((t) => (item ? itemPlace(t) : pointerIn(t, commands)) && !notPointer(t) && (item ? itemSends(t) : sendsTheReader(t, false)) && !allListed(t, cx));
      // (The lead names what points: for an item, the place placeIn found, which pointerIn may not know: a folder's path.)
      if (given.length) add({ key: 'pointers', text: given.join(' '), line: i, lead: (item ? itemPlace(given[0]!) : pointerIn(given[0]!, commands)) ?? given[0]! });
    }
  }
  for (const l of inPassing) add(l);
  // (A line of prose copied as a pointer says only its places there, each once: pointer-form.ts.)
  return pointerForms(out, PLACE_FINDER, cx.listed, (l) => l.asWritten === true);
}

/** The rules line `i` opens by prose-rules.ts: each item of a list its label calls the rules (the label an item of its own,
 *  "- リポジトリルール", or a line of its own, "**Regeln:**"), the item whole; an item or a sentence of a paragraph that
 *  opens with a rule for every step ("6. **每步后跑 `npm run build-and-test`**（超时 60s）"), whole. */
function proseRuleLines(lines: string[], literal: Uint8Array, headingLines: ReadonlySet<number>, i: number, item: boolean, body: string): { text: string; line: number; lead: string }[] {
  const out: { text: string; line: number; lead: string }[] = [];
  // (A sentence closed by its stop names no group, "- 一像素誤差吸收的具體規則。", "- The exact rounding rule.": it says what
  // to write down, and the items after it are its siblings, not rules under it. An item names a group of the items nested
  // under it only: "- Repository rules" / "  - use `python3.11`".)
  const group = body.length <= 60 && !/`/.test(body) && !/[.。．!！?？][*_]*$/u.test(body) ? namesRuleGroup(body) : null;
  if (group) for (const it of itemsBelow(lines, literal, i, item)) out.push({ text: itemText(lines, it.line, it.text), line: it.line, lead: group });
  if (item) {
    const every = everyTimeRule(body, opensWithAny);
    if (every) out.push({ text: itemText(lines, i, body), line: i, lead: every });
  } else if (!headingLines.has(i) && !literal[i]) {
    for (const t of sentencesAt(lines, literal, i)) {
      const every = lines[i]!.includes(t.trim().slice(0, Math.min(12, t.trim().length))) ? everyTimeRule(t, opensWithAny) : null;
      if (every) out.push({ text: t.trim(), line: i, lead: every });
    }
  }
  return out;
}

/** The sentences of the paragraph around line `i` that bind their subject by a word of obligation (prose-rules.ts
 *  modalRules), read from the line each ends on; one that opens the section and points back at its heading gets it
 *  before it ("Qt 6.4 vs 6.8 Compatibility: Code must compile on both."). */
function modalInParagraph(lines: string[], literal: Uint8Array, headingLines: ReadonlySet<number>, headings: readonly { text: string; line: number; next: number }[], i: number): { text: string; lead: string }[] {
  const line = lines[i]!;
  if (line.length > 800) return [];
  const out: { text: string; lead: string }[] = [];
  for (const t of sentencesAt(lines, literal, i)) {
    const s = t.trim();
    if (!line.includes(s.slice(-Math.min(12, s.length, line.trim().length)))) continue;
    const lead = modalRules(s)[0]?.lead;
    if (!lead) continue;
    // (The sentence opening the section's first paragraph: the heading right above it, blank lines between.)
    let k = i;
    while (k > 0 && lines[k - 1]!.trim() !== '' && !headingLines.has(k - 1)) k--;
    let h = k - 1;
    while (h >= 0 && lines[h]!.trim() === '') h--;
    const heading = lines[k]!.trim().startsWith(s.slice(0, Math.min(12, s.length))) && headingLines.has(h) ? (headings.find((x) => h >= x.line && h < x.next)?.text ?? null) : null;
    out.push({ text: ruleUnderHeading(s, heading), lead });
  }
  return out;
}

/** The places and commands a pointer names, for pointer-form.ts. */
const PLACE_FINDER: PlaceFinder = {
  spans: (t) => placeSpans(t),
  codeRef: (c) => pointerIn(c, commandWords()) !== null || openingPlace(c) !== null,
  sends: (s, spans) => {
    const table = headingTable();
    const plain = s.replace(/[*_`]/g, '');
    return sendsReader(toPhrase(s.replace(LEAD_LABEL, '').replace(/[*_`]/g, ''))) || seeAnywhere(s, table.get('brief.seeLead') ?? []) || holdsAny(plain.replace(/[()（）\[\]]/g, ' '), table.get('brief.seePhrase') ?? []) !== null || locatesAt(s, spans, table.get('brief.placeSaid') ?? []);
  },
  rule: (s) => opensWithAny(toPhrase(s.replace(/^[\p{P}\p{S}\s]+/u, '').replace(/[*_`]/g, '')), headingTable().get('brief.ruleLead') ?? []) !== null || modalRuleIn(s) !== null,
};

/** A table row (not its header, nor the line under it) with a cell that tells an approach as given up
 *  ("| Redis | verworfen |"): its cells joined as a list item reads ("Redis — verworfen"), and the phrase. */
function givenUpRow(lines: string[], i: number, cues: readonly Phrase[]): { text: string; cue: string } | null {
  const line = lines[i]!;
  // (The cheap test first: most rows hold no cue, and no rule test runs for them.)
  if (!mayHold(line, cues) || tableRule(line) || tableRule(lines[i + 1])) return null;
  const cells = line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim()).filter(Boolean);
  // (The first cell names the approach: the others say what became of it.)
  for (const c of cells.slice(1)) {
    const cue = holdsAny(c, cues);
    if (cue) return { text: cells.join(' — '), cue };
  }
  return null;
}

/** A table's rule line ("|---|:---:|", "--- | ---"). Never two runs of blanks side by side, nor a blank run
 *  before an optional pipe and another: each blank run is tried once, so a long one costs its length. */
const TABLE_RULE = lazyRegExp(() => /^[ \t]*(?:\|[ \t]*)?:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*(?:\|[ \t]*)?$/);
export const tableRule = (l: string | undefined) => l !== undefined && TABLE_RULE.test(l);

/** The items of the list right below line `i` (blank lines between them allowed): each top-level item's
 *  text (its first line) and 0-based line; empty when no list follows. */
function itemsBelow(lines: string[], literal: Uint8Array, i: number, nested = false): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let indent: number | null = null;
  // (Nested: only items deeper than line i's own, an item's children.)
  const own = nested ? lines[i]!.length - lines[i]!.trimStart().length : -1;
  for (let j = i + 1; j < lines.length; j++) {
    const l = lines[j]!;
    if (!l.trim()) continue;
    if (literal[j]) break;
    const m = ITEM.exec(l);
    if (m && m[1]!.length <= own) break;
    if (m && (indent === null || m[1]!.length === indent)) {
      indent = m[1]!.length;
      out.push({ text: l.slice(m[0].length).trim(), line: j });
      continue;
    }
    // (A deeper item or a continuation line belongs to the item above it.)
    if (indent !== null && /^[ \t]+\S/.test(l) && (l.length - l.trimStart().length) > indent) continue;
    break;
  }
  return out;
}

/** The last line of the list right below line i (its items, their deeper items and continuation lines), or i. */
function listEnd(lines: string[], literal: Uint8Array, i: number): number {
  const items = itemsBelow(lines, literal, i);
  let end = items.length ? items[items.length - 1]!.line : i;
  const indent = items.length ? lines[items[0]!.line]!.length - lines[items[0]!.line]!.trimStart().length : 0;
  while (end + 1 < lines.length && !literal[end + 1] && /^[ \t]+\S/.test(lines[end + 1]!) && lines[end + 1]!.length - lines[end + 1]!.trimStart().length > indent) end++;
  return end;
}

/** Whether a text holds one of the phrases anywhere (whole words; a CJK phrase: its characters): the phrase. */
export function holdsAny(text: string, list: readonly Phrase[]): string | null {
  const p = toPhrase(text.replace(/[*_`]/g, ''));
  for (const q of list) {
    if (q.cjk) {
      if (q.flat !== '' && p.flat.includes(q.flat)) return q.flat;
      continue;
    }
    const n = q.words.length;
    if (!n) continue;
    for (let i = 0; i + n <= p.words.length; i++) if (q.words.every((w, j) => p.words[i + j] === w)) return q.words.join(' ');
  }
  return null;
}

const KEYS = new WeakMap<readonly Phrase[], string[]>();
/** A cheap first test for holdsAny: the line, lower case and folded, holds the last word (or the characters)
 *  of one of the phrases. Most lines hold none, and are never split into words. */
function mayHold(text: string, list: readonly Phrase[]): boolean {
  let keys = KEYS.get(list);
  if (!keys) KEYS.set(list, (keys = [...new Set(list.map((q) => (q.cjk ? q.flat : (q.words[q.words.length - 1] ?? '')).replace(/y$/, '')).filter(Boolean))]));
  const t = foldLatin(text.toLowerCase());
  return keys.some((k) => t.includes(k));
}

/** A word saying no one and nothing among the three before the phrase `cue` (as holdsAny gives it) in `text`: "nothing
 *  was rejected yet", "none of them were abandoned", "nichts wurde verworfen". */
function nothingBefore(text: string, cue: string, none: ReadonlySet<string> = NOTHING): boolean {
  const words = toPhrase(text.replace(/[*_`]/g, '')).words;
  const q = cue.split(' ');
  for (let i = 0; i + q.length <= words.length; i++) {
    if (!q.every((w, j) => words[i + j] === w)) continue;
    return words.slice(Math.max(0, i - 3), i).some((w) => none.has(w));
  }
  return false;
}
/** brief.askWord as one set of words, made once per table. */
const ASK_WORDS = new WeakMap<object, ReadonlySet<string>>();
function askWords(table: ReturnType<typeof headingTable>): ReadonlySet<string> {
  let set = ASK_WORDS.get(table);
  if (!set) ASK_WORDS.set(table, (set = new Set((table.get('brief.askWord') ?? []).flatMap((q) => q.words))));
  return set;
}
const NOTHING = new Set(['nothing', 'none', 'nobody', 'noone', 'nichts', 'niemand', 'keiner', 'keines', 'rien', 'personne', 'aucun', 'aucune', 'nada', 'nadie', 'ninguno', 'ninguna', 'nenhum', 'nenhuma', 'niente', 'nessuno', 'ничего', 'ничто', 'никто', 'ни']);

/** The sentence of line `i` that tells an attempt as failed (a phrase of `cues` in it): a list item's text
 *  (`item`), or the sentence of the paragraph the line stands in that holds the phrase; null when none. */
function failedSentence(lines: string[], literal: Uint8Array, i: number, item: string | null, cues: readonly Phrase[], whole = false): { text: string; cue: string } | null {
  return onceFor(FAILED, cues, lines, `${item === null ? `${i}` : `${i}\u0000${item}`}${whole ? '\u0001' : ''}`, () => sentenceOf(lines, literal, i, item, cues, whole));
}
const FAILED: LineMemo<{ text: string; cue: string } | null> = new WeakMap();

/** Answers about one line of a document, per list of phrases and lines array (both held only while they live). */
type LineMemo<T> = WeakMap<readonly Phrase[], WeakMap<string[], Map<string, T>>>;

/** `read()`, once per list, document and key. liftedLines runs once per assignment of a document (new and lint
 *  assign it twice, lint once more per kind when it infers one) and asks the same of every line each time; the
 *  answer depends on nothing else. */
function onceFor<T>(memo: LineMemo<T>, list: readonly Phrase[], lines: string[], key: string, read: () => T): T {
  let byLines = memo.get(list);
  if (!byLines) memo.set(list, (byLines = new WeakMap()));
  let known = byLines.get(lines);
  if (!known) byLines.set(lines, (known = new Map()));
  if (known.has(key)) return known.get(key)!;
  const found = read();
  known.set(key, found);
  return found;
}

/** With `whole`, a sentence of a paragraph that is only a clause after a semicolon opening in lower case ("…; and
 *  anything you found and did not fix.") is a fragment, none of the answer. */
function sentenceOf(lines: string[], literal: Uint8Array, i: number, item: string | null, cues: readonly Phrase[], whole = false): { text: string; cue: string } | null {
  if (item !== null) {
    const cue = mayHold(item, cues) ? holdsAny(item, cues) : null;
    return cue ? { text: item, cue } : null;
  }
  // (The phrase on the line itself: a line without one is not read further, so each paragraph is gathered
  // only around the few lines that hold one; a line without any cue's last word is not even split.)
  if (!mayHold(lines[i]!, cues) || !holdsAny(lines[i]!, cues)) return null;
  const fragments = whole ? new Set<string>() : undefined;
  for (const sentence of sentencesAt(lines, literal, i, fragments)) {
    if (fragments?.has(sentence)) continue;
    const cue = holdsAny(sentence, cues);
    if (cue) return { text: sentence, cue };
  }
  return null;
}

/** A label (no path nor code in it) then a value opening with bold words that name no place: "Official product:
 *  **Stage A** until …". */
const STATED_VALUE = lazyRegExp(() => /^(?:\*\*|__)?[\p{L}][^:：*_`\n\/]{0,39}?(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?[ \t]+(?:\*\*|__)([^*_`\n]{1,60}?)(?:\*\*|__)/u);
function statedValue(text: string): boolean {
  const m = STATED_VALUE.exec(text);
  return !!m && /\p{L}/u.test(m[1]!) && !placeIn(m[1]!) && !/[\/\\]|\.[a-z]{1,5}\b|https?:/i.test(m[1]!);
}

/** Whether line `i` ends with a colon over a table (blank lines between): the lead into that table. */
function leadsIntoTable(lines: string[], i: number): boolean {
  if (!/[:：][ \t]*$/.test(lines[i]!)) return false;
  let j = i + 1;
  while (j < lines.length && j - i < 3 && !lines[j]!.trim()) j++;
  return j < lines.length && /^[ \t]*\|/.test(lines[j]!) && tableRule(lines[j + 1]);
}

/** A list item's text: its first line's words and its lines below it, indented under it, joined. */
function itemText(lines: string[], i: number, body: string): string {
  const out = [body];
  for (let k = i + 1; k < lines.length && k < i + 40 && /^[ \t]{2,}\S/.test(lines[k]!) && !ITEM.test(lines[k]!); k++) out.push(lines[k]!.trim());
  return out.join(' ');
}

/** Whether a line may go on from a list item's text: not blank, no item, heading, quote, table or code of its own. */
function mayContinue(lines: string[], literal: Uint8Array, headingLines: ReadonlySet<number>, k: number): boolean {
  const l = lines[k];
  return l !== undefined && l.trim() !== '' && !literal[k] && !headingLines.has(k) && !ITEM.test(l) && !/^[ \t]*(?:>|\|)/.test(l);
}

/** The list item line `i` goes on from, wrapped under it (indented or not: markdown reads both as the item's text):
 *  its 0-based line; null when the line opens an item or stands in a paragraph of its own. */
function itemOf(lines: string[], literal: Uint8Array, headingLines: ReadonlySet<number>, i: number): number | null {
  if (!mayContinue(lines, literal, headingLines, i)) return null;
  let k = i - 1;
  while (k >= 0 && i - k < 40 && mayContinue(lines, literal, headingLines, k)) k--;
  return k >= 0 && k < i && !literal[k] && ITEM.test(lines[k]!) ? k : null;
}

/** The lines of the list item opening at line `i` below its first: its text wrapped over them, trimmed. */
function itemRest(lines: string[], literal: Uint8Array, headingLines: ReadonlySet<number>, i: number): string[] {
  const out: string[] = [];
  for (let k = i + 1; k < lines.length && k - i < 40 && mayContinue(lines, literal, headingLines, k); k++) out.push(lines[k]!.trim());
  return out;
}

/** A label opening a line ("**Debugging:** ", "Swift builds: "), read past by notPointer. */
const LEAD_LABEL = lazyRegExp(() => /^(?:\*\*|__)?[^:：*_`\n]{1,40}?(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?[ \t]+/u);
const CHECK_MARK = lazyRegExp(() => /[✅✔☑❌✗✘]/u);

/** Whether a text that names a path or a command says something else than where to look (a pointer: a place and
 *  what it is): where things stand ("Swift builds: ✅ (`swift build` clean)", "`just test`: **24/24 PASS**.": five
 *  words at most beside its code spans, with a check mark or a word of brief.stateWord or brief.statusLine), or what
 *  to do to it ("Create `src/x.rs` with …", "**Debugging:** Utilize Pino logging … to `wa-logs.txt`": its first words
 *  after a label a phrase of brief.doLead, brief.stepVerb or brief.ruleLead, not of brief.pointerVerb, readStep or
 *  seeLead). Asked only of lines already read as pointers: few. */
export function notPointer(text: string): boolean {
  const table = headingTable();
  const said = text.replace(/`[^`\n]*`/g, ' ').replace(/[*_]/g, '');
  const words = said.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  if (words <= 5 && (CHECK_MARK.test(said) || holdsAny(said, table.get('brief.stateWord') ?? []) !== null || holdsAny(said, table.get('brief.statusLine') ?? []) !== null)) return true;
  const own = text.replace(LEAD_LABEL, '').replace(/[*_`]/g, '');
  const p = toPhrase(own);
  // (A tally of results, "Suite **3150 pass / 12 skip / 0 fail** · `tsc` clean · `dist/x` rebuilt", "12 tests réussis",
  // is where things stand at any length: a count among its first words before a word of brief.tallyWord; unless the
  // line opens by sending the reader somewhere, "Run full suite: `uv run pytest` (expect 116+ passed)".)
  if (holdsTally(said, table.get('brief.tallyWord') ?? [])) {
    return !sendsReader(p) && !sendsReader(toPhrase(text.replace(/[*_`]/g, '')));
  }
  // (A line that says a thing already stands or was left as it is, "repo already exists at `~/jetson-runtime`", "there is
  // an untracked `temp/` directory …; it was intentionally left alone" (brief.stateSaid anywhere), is where things stand,
  // unless it opens with its place or sends the reader there, "`~/models` already contains the weights", "See `x.md`".)
  if (holdsAny(said, table.get('brief.stateSaid') ?? []) !== null && !openingPlace(text)) {
    if (!sendsReader(p) && holdsAny(text, table.get('brief.seeLead') ?? []) === null) return true;
  }
  // (A line that says its place does not exist, "`Cargo.toml` does not exist either.", "`Cargo.toml` も存在しない．"
  // (brief.placeAbsent), is where things stand, nothing to open; unless it sends the reader there.)
  if (holdsAny(said, table.get('brief.placeAbsent') ?? []) !== null && !sendsReader(p) && holdsAny(text, table.get('brief.seeLead') ?? []) === null) return true;
  const does = opensWithAny(p, table.get('brief.doLead') ?? []) ?? opensWithAny(p, table.get('brief.stepVerb') ?? []) ?? opensWithAny(p, table.get('brief.ruleLead') ?? []);
  if (!does) return false;
  // (A CJK word of doing is often the thing's noun too, "配置" configure / the config, "設定" set / the settings: a line
  // that says where that thing is, "配置位于 `config/app.yaml`", "設定は `config/app.yaml` にある", is no instruction.)
  if (p.cjk && locatesAt(text, placeSpans(text), table.get('brief.placeSaid') ?? [])) return false;
  return !sendsReader(p);
}

/** Whether a text opens by sending the reader to a place: a phrase of brief.pointerVerb, brief.readStep or
 *  brief.seeLead first ("Run `npm test`", "Read `a.ts`", "See `docs/x.md`"). */
function sendsReader(p: Phrase): boolean {
  const table = headingTable();
  return opensWithAny(p, table.get('brief.pointerVerb') ?? []) !== null || opensWithAny(p, table.get('brief.readStep') ?? []) !== null || opensWithAny(p, table.get('brief.seeLead') ?? []) !== null;
}

/** The places a text names, where they stand: code spans holding a path, links, URLs, bare paths, absolute paths,
 *  issues and pull requests (not commands: a command is a place only when the sentence sends the reader to run it). */
function placeSpans(text: string): { at: number; end: number }[] {
  const out: { at: number; end: number }[] = [];
  for (const m of text.matchAll(PATH_TOKEN)) if (m[1] === undefined || isDocPath(m[1])) out.push({ at: m.index, end: m.index + m[0].length });
  const blanked = text.replace(PATH_TOKEN, (m) => ' '.repeat(m.length));
  for (const m of blanked.matchAll(BARE_PATHS)) if (barePath(m[0])) out.push({ at: m.index, end: m.index + m[0].length });
  for (const re of [ABS_PATHS, ISSUE_REFS]) for (const m of blanked.matchAll(re)) out.push({ at: m.index, end: m.index + m[0].length });
  return out.sort((a, b) => a.at - b.at);
}

/** The places a text names (placeSpans), as written: a link's target, a code span's text, a path, an issue. */
export function placesOf(text: string): string[] {
  return placeSpans(text).map((s) => {
    const t = text.slice(s.at, s.end);
    const m = /^`([^`]+)`$|\]\(([^)\s]+)|^<([^>]+)>$/.exec(t);
    return samePlace(m ? (m[1] ?? m[2] ?? m[3])! : t);
  });
}

/** A place as compared for listing twice: without a line after it ("a.ts:12", "a.ts#L12") nor a leading "./". */
export const samePlace = (p: string) => p.replace(/^\.\//, '').replace(/(?::\d+(?:[-:]\d+)?|#L\d+(?:-L?\d+)?)$/, '');

/** Whether every place a sentence names is one the Pointers list already (cx.listed). */
function allListed(text: string, cx: LiftContext): boolean {
  if (!cx.listed) return false;
  const ps = placesOf(text);
  return ps.length > 0 && ps.every((p) => cx.listed!(p));
}

/** Words that may stand between a phrase of location and its place: "lives in the `src/` folder", "liegt im Ordner
 *  `db/`". Two at most: further off, the phrase says where something else is. */
const LOCATION_GAP = 2;

/** At most this many words beside a sentence's places (code spans, links, paths and issues aside) make the place its
 *  substance (rule d of sendsTheReader): a place and its gloss, "The entry point is `src/main.ts`", "Branch `feat/x`,
 *  PR #412", "Spec and fixtures: `docs/spec.md`, `test/fixtures/`", run two to six words; a sentence that tells what
 *  happened or why needs a subject, a verb and what it did to something, and says more than six once it says anything
 *  of the place ("Previously, `metadata_dict()` in `raiden_worker_sync.py` advertised …"). The short history sentences
 *  that remain ("Fixed in `a.ts`.", "Landed in #412.") hold a word of brief.changeSaid, and stay in the Context. */
const SUBSTANCE_WORDS = 6;

/** Whether a sentence (or a list item) of the Context's prose sends the reader to a place it names: the allow-rule
 *  that makes it a pointer. The Context keeps every sentence whole in any case: copied into the Pointers, a sentence of
 *  history or explanation that names a file in passing ("Resolved in `raiden_unscan.py` by compiling …") doubles the
 *  brief and hides the few places a reader is to open (held-out rounds: no brief with clean Pointers). So a sentence is
 *  a pointer only when
 *   (a) it sends the reader there: opens with brief.pointerVerb, readStep or seeLead ("Run `npm test`", "See
 *       `docs/x.md`"), or holds a see-phrase anywhere, brief.seeLead or brief.seePhrase ("… (see `x.md`)", "documented
 *       in `x`", "siehe", "参见", "`x.md` を参照");
 *   (b) it says where a thing is: a phrase of brief.placeSaid just before a place ("The config lives in `p`", "Die
 *       Migrationen liegen unter `db/`"; a CJK one just before or after it, "設定は `p` にある"), in a short sentence;
 *   (c) it opens with a label whose value is the place ("Runbook: `docs/run.md`", "**Branch:** `feat/x`", "Repo: <url>",
 *       "Code: `src/`; tests: `test/`");
 *   (d) the place is its substance: SUBSTANCE_WORDS words at most beside its places, none of them telling a change
 *       made (brief.changeSaid);
 *   (e) a list item that opens with its place ("- `src/a.ts:12` — the scanner loop").
 *  Lists under a files or commands heading are the Pointers by their heading and never come here. */
export function sendsTheReader(text: string, item: boolean): boolean {
  const table = headingTable();
  const sees = table.get('brief.seeLead') ?? [];
  const plain = text.replace(/[*_`]/g, '');
  // (a) The reader sent, by the opening verb or by a see-phrase anywhere (its brackets read past: "(see `x.md`)").
  if (sendsReader(toPhrase(text.replace(LEAD_LABEL, '').replace(/[*_`]/g, '')))) return true;
  if (seeAnywhere(text, sees) || holdsAny(plain.replace(/[()（）\[\]]/g, ' '), table.get('brief.seePhrase') ?? []) !== null) return true;
  // (e) and (c): the place first, a label before it aside; a label set off in its own way too, "venv（**不要污染**）：`source
  // …/activate`", its value a place or a command in a code span.
  if ((item || LEAD_LABEL.test(text)) && openingPlace(text) !== null) return true;
  if (labelledPlace(text)) return true;
  const spans = placeSpans(text);
  // (A command in a code span counts as the place for (d): "Zum Testen `./scripts/bench.sh --quick` laufen lassen." gives
  // what to run, its verb last.)
  const command = [...text.matchAll(CODE_SPAN)].some((m) => pointerIn(m[0], commandWords()) !== null);
  if (!spans.length && !command) return false;
  const beside = wordCount(spans.reduceRight((t, s) => t.slice(0, s.at) + ' ' + t.slice(s.end), text).replace(/`[^`\n]*`/g, ' '));
  const change = holdsAny(plain, table.get('brief.changeSaid') ?? []) !== null;
  // (b) A short statement of where a thing is: the phrase right before a place (two words between at most); or a few words
  // then a word of place, "Record at [records/x.json](…) on commit 4fb1913", unless a change is told ("Fixed in `a.ts`").
  if (beside <= 2 * SUBSTANCE_WORDS && locatesAt(text, spans, table.get('brief.placeSaid') ?? [])) return true;
  if (!change && spans.length && namedAt(text, spans[0]!, table.get('brief.placeAt') ?? [])) return true;
  // (d) The place as the substance: few words beside it, none of them a change made.
  return beside <= SUBSTANCE_WORDS && !change;
}

/** Whether a list item sends the reader to a place: whole (it opens with its place, …), or by one of its sentences
 *  ("- **Stop hook fixed** (`~/bin/hook.sh`) — … Backup at `~/bin/hook.sh.bak`. Local script."): an item is one pointer
 *  or none, so that sentence makes the item whole one. */
function itemSends(text: string): boolean {
  if (sendsTheReader(text, true)) return true;
  const spans = sentenceSpans(text, { semicolon: true, marks: false });
  return spans.length > 1 && spans.some((s) => sendsTheReader(s.text, false));
}

/** A label and its colon, any marks in it but code ("venv（**不要污染**，直接用）：", "**Repo** (fork):"), then its value. */
const ANY_LABEL = lazyRegExp(() => /^[ \t]*(?:\*\*|__)?([^:：`\n]{1,60}?)(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?[ \t]*(?=\S)/u);

/** Whether a text opens with a label whose value opens with a place, or with a command in a code span ("Activate:
 *  `source venv/bin/activate`"); the label of a few words (brief.factLabel labels never reach here as pointers). */
function labelledPlace(text: string): boolean {
  const m = ANY_LABEL.exec(text);
  if (!m || !/\p{L}/u.test(m[1]!) || wordCount(m[1]!) > 8) return false;
  const value = text.slice(m[0].length).replace(/^(?:\*\*|__)/, '');
  const first = FIRST_TOKEN.exec(value)?.[1];
  if (!first) return false;
  if (placeIn(first)) return true;
  return first.startsWith('`') && pointerIn(first, commandWords()) !== null;
}

/** brief.commandWord as one set of words. */
let COMMANDS: ReadonlySet<string> | undefined;
const commandWords = () => (COMMANDS ??= new Set((headingTable().get('brief.commandWord') ?? []).map((q) => q.words.join(' '))));

/** Whether a text opens with a few words (two, then the word of place) then a word of place right before its first place (two words and the word of place: "Abstract array support in `unscan.py`" is a statement): "Record at
 *  [records/x.json](…)", "Backup at `~/bin/hook.sh.bak`", "Logs under `/var/log/app/`". */
function namedAt(text: string, first: { at: number }, at: readonly Phrase[]): boolean {
  const words = toPhrase(text.slice(0, first.at).replace(/[*_`]/g, '')).words;
  if (words.length < 2 || words.length > 3) return false;
  const last = words[words.length - 1]!;
  return at.some((q) => q.words.length === 1 && q.words[0] === last);
}

/** A see-phrase of brief.seeLead anywhere in a text; one of a single CJK character ("见") only right before a place,
 *  for it is part of many words ("意见", "见过"). */
function seeAnywhere(text: string, sees: readonly Phrase[]): boolean {
  const plain = text.replace(/[*_`()（）\[\]]/g, ' ');
  for (const q of sees) {
    if (q.cjk && q.flat.length === 1) {
      for (let k = text.indexOf(q.flat); k >= 0; k = text.indexOf(q.flat, k + 1)) if (/^[ \t]*[:：]?[ \t]*(?:`|\[|<|https?:)/.test(text.slice(k + q.flat.length))) return true;
      continue;
    }
    if (holdsAny(plain, [q]) !== null) return true;
  }
  return false;
}

/** Whether a phrase of location ends right before one of the places (LOCATION_GAP words between at most), or, a CJK one,
 *  stands within a few characters before or after it. */
function locatesAt(text: string, spans: readonly { at: number; end: number }[], said: readonly Phrase[]): boolean {
  for (const s of spans) {
    const before = text.slice(0, s.at).replace(/[*_`]/g, '');
    const after = text.slice(s.end, s.end + 12).replace(/[*_`]/g, '');
    const words = toPhrase(before).words;
    for (const q of said) {
      if (q.cjk) {
        if (q.flat !== '' && (before.slice(-8).replace(/\s+/g, '').includes(q.flat) || after.replace(/\s+/g, '').slice(0, 8).includes(q.flat))) return true;
        continue;
      }
      const n = q.words.length;
      if (!n) continue;
      for (let gap = 0; gap <= LOCATION_GAP; gap++) {
        const from = words.length - gap - n;
        if (from >= 0 && q.words.every((w, j) => words[from + j] === w)) return true;
      }
    }
  }
  return false;
}

/** The sentences of a line past a labelled fact that opens it: from the first later one that opens with a bold label
 *  of its own ("**ROLLBACK** (old service deleted): `git revert …`"); none when no such sentence follows. All of them
 *  when the line opens with no fact. */
function afterFact(sentences: string[], fact: boolean): string[] {
  if (!fact) return sentences;
  const k = sentences.findIndex((t, n) => n > 0 && /^(?:\*\*|__)[^*_\n]{1,60}(?:\*\*|__)/.test(t));
  return k < 0 ? [] : sentences.slice(k);
}

/** A count in a text (digits, maybe "n/m"), where the words after it may be a tally's. */
const COUNT = lazyRegExp(() => /(?<![\p{L}\p{N}.,:#-])\d+(?:[ \t]*\/[ \t]*\d+)?(?![\p{N}.,:\/-])[ \t]*/gu);

/** Whether a text (emphasis marks aside) counts results: a number before a phrase of `words` ("3150 pass", "0 fail",
 *  "24/24 PASS", "12 réussis", "5 项通过"). */
function holdsTally(text: string, words: readonly Phrase[]): boolean {
  if (!words.length || !/\d/.test(text)) return false;
  for (const m of text.matchAll(COUNT)) {
    // (Among the first words: "Suite 3150 pass", "Testlauf: 88 bestanden"; not "… with 1 failure (comment …)" late in a
    // line that says something else.)
    if (text.slice(0, m.index).split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length > 3) break;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
    if (after && opensWithAny(toPhrase(after), words)) return true;
  }
  return false;
}

/** Whether a line is an indented line of a list item above it (read with that item: itemText). */
function continuesItem(lines: string[], i: number): boolean {
  let k = i;
  while (k > 0 && /^[ \t]{2,}\S/.test(lines[k]!) && !ITEM.test(lines[k]!)) k--;
  return k < i && ITEM.test(lines[k]!);
}

/** The sentences of the quote opening at line `i` (its "> " marks aside) that hold a phrase of `cues`. */
function settledInQuote(lines: string[], literal: Uint8Array, i: number, cues: readonly Phrase[]): { text: string; cue: string }[] {
  let to = i;
  while (to + 1 < lines.length && to - i < 40 && !literal[to + 1] && /^[ \t]*>/.test(lines[to + 1]!)) to++;
  const text = lines.slice(i, to + 1).map((l) => l.replace(/^[ \t]*(?:>[ \t]?)+/, '').trim()).join(' ');
  if (!mayHold(text, cues)) return [];
  const out: { text: string; cue: string }[] = [];
  for (const m of text.matchAll(/(?:[^.;!?。；！？]|[.;!?](?![*_]*(?:\s|$)))+(?:[.;!?]+[*_]*(?=\s|$)|[。；！？]+|$)/gu)) {
    const sentence = m[0].trim();
    const cue = sentence ? holdsAny(sentence, cues) : null;
    if (cue) out.push({ text: sentence, cue });
  }
  return out;
}

/** The lines after line `i` that go on with its paragraph (not blank, code, a heading, a list item, a quote or a table). */
function paragraphAfter(lines: string[], literal: Uint8Array, headingLines: ReadonlySet<number>, i: number): string[] {
  const out: string[] = [];
  for (let k = i + 1; k < lines.length && k - i <= 3; k++) {
    const l = lines[k]!;
    if (l.trim() === '' || literal[k] || headingLines.has(k) || ITEM.test(l) || /^[ \t]*(?:>|\|)/.test(l)) break;
    out.push(l);
  }
  return out;
}

const HARD_BREAK = /(?: {2,}|\\)$/;
const LABEL_LINE = /^[ \t]*(?:\*\*|__)[^*_\n]{1,60}?(?:[:：](?:\*\*|__)|(?:\*\*|__)[:：])/;
/** The sentences of the paragraph around line `i` (lines of text up to a blank line, a list item, a heading,
 *  a quote, a table or code) that touch that line, each whole across the paragraph's lines. Into `fragments`, when
 *  given, those that are only a clause after a semicolon, opening in lower case. */
function sentencesAt(lines: string[], literal: Uint8Array, i: number, fragments?: Set<string>): string[] {
  const isText = (k: number) => k >= 0 && k < lines.length && !literal[k] && lines[k]!.trim() !== '' && !ITEM.test(lines[k]!) && !/^[ \t]*(?:#|>|\|)/.test(lines[k]!);
  // (A hard line break, two spaces or a backslash at a line's end, ends a statement; so does a line that opens
  // with a bold label: "**Repo:** https://…  " over "**Fork of:** …" over "**Single-file extension:** `a.ts`" are
  // three statements, never one sentence of them all.)
  const joins = (k: number) => !HARD_BREAK.test(lines[k]!) && !LABEL_LINE.test(lines[k + 1]!);
  let from = i;
  while (isText(from - 1) && joins(from - 1) && i - from < 40) from--;
  let to = i;
  while (isText(to + 1) && joins(to) && to - i < 40) to++;
  const at = lines.slice(from, i).reduce((n, l) => n + l.trim().length + 1, 0);
  const para = lines.slice(from, to + 1).map((l) => l.trim()).join(' ');
  const mine = lines[i]!.trim();
  const out: string[] = [];
  // (A sentence ends at a stop followed by a blank or the end: "taux.ts", "3.5" and a code span's dots do not end one.)
  for (const s of sentenceSpans(para, { semicolon: true, marks: false })) {
    if (s.end <= at || s.at >= at + mine.length) continue;
    out.push(s.text);
    if (fragments && /[;；][ \t]*$/u.test(para.slice(0, s.at)) && /^[^\p{L}]*\p{Ll}/u.test(s.text)) fragments.add(s.text);
  }
  return out;
}

/** The sentence of a line that sends the reader to a file: a phrase of `sees` ("see", "voir", "siehe", "参照")
 *  before a path or link of the same sentence. Null when none (most lines hold no path: no split). */
function sentToPath(sentences: string[], sees: readonly Phrase[]): { text: string; cue: string } | null {
  // (Every such sentence of the line: "Details in README and docs/x.md. See docs/BACKLOG.md for the rest." is one
  // pointer of both.)
  const found: string[] = [];
  let cue0: string | null = null;
  for (const sentence of sentences) {
    const paths = [...sentence.matchAll(PATH_TOKEN)].filter((p) => (p[1] !== undefined ? isDocPath(p[1]) : true));
    // (Else a bare path, outside code spans and links: a word with a slash, or a document's file name.)
    const bare = paths.length ? [] : [...sentence.replace(PATH_TOKEN, (m) => ' '.repeat(m.length)).matchAll(BARE_PATHS)].filter((p) => barePath(p[0]));
    const first = paths[0]?.index ?? bare[0]?.index;
    if (first === undefined) continue;
    const before = sentence.slice(0, first);
    const cue = mayHold(before, sees) ? holdsAny(before, sees) : null;
    if (cue) {
      found.push(sentence.trim());
      cue0 ??= cue;
    }
  }
  return cue0 ? { text: found.join(' '), cue: cue0 } : null;
}

/** A bare word read as a path: one with a slash that isDocPath takes ("docs/BACKLOG.md", "scripts/run.sh"), or a
 *  document's file name ("README.md", "PLAN.txt"); not "e.g.", "Node.js", a version "1.2.3". */
function barePath(w: string): boolean {
  if (/^\d/.test(w) || !isDocPath(w)) return false;
  return w.includes('/') ? /[\p{L}]{2}/u.test(w) : /\.(?:md|markdown|txt|rst|adoc|org|pdf|csv|json|jsonl|ya?ml|toml|log|html?)$/i.test(w);
}

/** A list's items at the margin (their text past the marker) and how many lines of prose stand beside them (an
 *  item's indented lines go with it). */
function topItems(text: string): { items: string[]; prose: number } {
  const items: string[] = [];
  let prose = 0;
  for (const l of text.split('\n')) {
    if (!l.trim()) continue;
    const m = ITEM.exec(l);
    if (m && m[1]!.length === 0) items.push(l.slice(m[0].length).trim());
    else if (!m && !/^[ \t]+\S/.test(l)) prose++;
  }
  return { items, prose };
}

/** What the list under a heading of brief.ruleHeading ("## Protocol", "## Anti-patterns", "## Notes") says
 *  by its items: 'deadEnds' when most tell an attempt as failed ("Mocking the clock: did not help"),
 *  'rules' when most are rules ("Don't mock the DB", "Run the tests before each commit", "Не мокай …",
 *  "…물어볼 것"), else null (a wire protocol's messages, notes of facts: prose, or items of another kind).
 *  Two items at least; a text that is more prose than list is no list of either. */
export function ruleListReading(text: string): 'rules' | 'deadEnds' | null {
  const { items, prose } = topItems(text);
  if (items.length < 2 || prose > items.length) return null;
  const table = headingTable();
  const most = (n: number) => n * 3 >= items.length * 2;
  const cues = table.get('brief.deadEndCue') ?? [];
  const givenUp = table.get('brief.deadEndLabel') ?? [];
  const failed = (it: string) => {
    const cue = holdsAny(it, cues);
    return cue !== null && !nothingBefore(it, cue);
  };
  if (most(items.filter((it) => failed(it) || holdsAny(VERDICT_ITEM.exec(it)?.[2] ?? '', givenUp)).length)) return 'deadEnds';
  const leads = [...(table.get('brief.ruleLead') ?? []), ...(table.get('brief.ruleLeadWeak') ?? []), ...(table.get('brief.ruleVerb') ?? [])];
  const tails = [...(table.get('brief.ruleTail') ?? []), ...(table.get('brief.ruleVerbTail') ?? [])];
  const isRule = (it: string) => {
    if (codeValue(it)) return false;
    const p = toPhrase(it.replace(/[*_`]/g, ''));
    if (opensWithAny(p, leads)) return true;
    const flat = p.flat.replace(/[.。!！]+$/u, '');
    return p.cjk && tails.some((q) => q.flat !== '' && flat.endsWith(q.flat));
  };
  return most(items.filter(isRule).length) ? 'rules' : null;
}

/** Whether an item's text is one code span, maybe closed by a stop ("`Nicht begonnen`", "`Not started`."): a value. */
const codeValue = (body: string) => /^(?:\*\*|__)?`[^`\n]+`(?:\*\*|__)?[ \t]*[.,;]?$/.test(body.trim());

/** Whether every item of a list (two at least; its text no more prose than list) states a rule: opens with a rule's lead
 *  (as ruleListReading reads them) or holds a word of obligation (brief.ruleModal: "… is binding", "… darf nicht …").
 *  Notes for the next agent whose every item is such a rule are the work's constraints whole (rule-readers.ts
 *  ruleSections); a list of rules and facts keeps its facts in the Context, its rules copied (liftedLines). */
export function allRules(text: string): boolean {
  const { items, prose } = topItems(text);
  if (items.length < 2 || prose > 0) return false;
  const table = headingTable();
  const leads = [...(table.get('brief.ruleLead') ?? []), ...(table.get('brief.ruleLeadWeak') ?? []), ...(table.get('brief.ruleVerb') ?? [])];
  const modal = table.get('brief.ruleModal') ?? [];
  return items.every((it) => !codeValue(it) && (opensWithAny(toPhrase(it.replace(/[*_`]/g, '')), leads) !== null || holdsAny(it, modal) !== null));
}

/** An absolute or home path to a file ("/var/log/export.log", "~/.config/app.toml"): a slash, segments, an extension. */
const ABS_PATH = lazyRegExp(() => /(?<![\p{L}\p{N}_.\/:~-])~?\/(?:[\p{L}\p{N}_.-]+\/)*[\p{L}\p{N}_-][\p{L}\p{N}_.-]*\.[a-z][a-z0-9]{0,5}(?![\p{L}\p{N}_\/])/u);
/** An absolute or home path to a folder ("`/home/me/projects/niri` - compositor reference", "~/src/app/"): two segments
 *  or more, no extension needed. A list of local clones to read is a list of places (corpus 24), not of steps. */
const ABS_DIR = lazyRegExp(() => /(?<![\p{L}\p{N}_.\/:~-])~?\/(?:[\p{L}\p{N}_.-]+\/)+[\p{L}\p{N}_.-]*(?![\p{L}\p{N}_\/])/u);
/** An issue or a pull request named by its number: "#412", "acme/exporter#88", "PR 88", "PR !42", "MR !7", "issue 77"
 *  (a bare "#" number of two digits or more: "#1" is as often a step). */
const ISSUE_REF = lazyRegExp(() => /(?<![\p{L}\p{N}&#\/_])(?:[\w.-]+\/[\w.-]+)?#\d{2,6}(?![\p{L}\p{N}_-])|(?<![\p{L}\p{N}])(?:PR|MR|pull request|merge request|issue|ticket)[ \t]*[#!]?\d{1,6}(?![\p{L}\p{N}])/iu);
const ABS_PATHS = lazyRegExp(() => new RegExp(ABS_PATH.source, 'gu'));
const ISSUE_REFS = lazyRegExp(() => new RegExp(ISSUE_REF.source, 'giu'));
const CODE_SPAN = /`([^`\n]{1,200})`/g;
/** A line that may point somewhere: a slash, a code span, a "#" or "!" before a digit, a dot before letters, or words
 *  naming an issue or pull request. Most lines hold none, and are not searched further. */
const MAY_POINT = /[\/`]|[#!]\d|\.[a-z]|\b(?:PR|MR|issue|ticket|pull request|merge request)\b/i;

/** A status mark opening a list item ("✅ Issue 0001 …", "📋 …", "⏳ …", "🚧 …", "❌ …", "☑ …", "✔ …"): a line of status. */
const STATUS_MARK = lazyRegExp(() => /^(?:\*\*|__)?[ \t]*(?:✅|☑️?|✔️?|✓|📋|⏳|🚧|❌|✗|⬜|🔲|🟢|🟡|🔴|🟠)/u);

/** A bold sentence opening a text, three words at least, its stop inside the bold: "**Mnemonic IDs are author aids only.**". */
const BOLD_SENTENCE = lazyRegExp(() => /^(?:\*\*|__)(?=[^*_\n]*?\p{L}+[^\p{L}*_\n]+\p{L}+[^\p{L}*_\n]+\p{L})[^*_\n]{5,200}?[.!。！](?:\*\*|__)/u);

/** A code span opening a text, emphasis marks and a label before it aside. */
const OPENS_CODE = lazyRegExp(() => /^(?:\*\*|__)?(?:[^:：*_`\n]{1,40}?(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?[ \t]+)?(?:\*\*|__)?`/u);

/** The first token of a text (a code span, a link, an autolink, a word), emphasis marks and a label before it aside. */
const FIRST_TOKEN = lazyRegExp(() => /^[ \t]*(`[^`\n]+`|\[[^\]\n]*\]\([^)\s]+\)|<[^>\s]+>|[^\s,;]+)/u);
/** A bold run opening a text: "**`packages/auth` is gated on …**". */
const BOLD_LEAD = lazyRegExp(() => /^[ \t]*(?:\*\*|__)([^*\n]{1,200}?)(?:\*\*|__)/u);

/** The place a text opens with, a label before it aside ("`src/a.ts:12` — the scanner loop", "**Listings**: `a.md`",
 *  "[Spec](docs/spec.md) — the format"), a line or symbol after a file's name read past (`src/index.ts:setupDatabase`);
 *  null when it opens with other words. (From branch ptr41.) */
export function openingPlace(text: string): string | null {
  const s = text.replace(/^[ \t]*(?:\*\*|__)(?=`|\[|<|https?:)/, '').replace(LEAD_LABEL, '').replace(/^(?:\*\*|__)/, '');
  const first = FIRST_TOKEN.exec(s)?.[1];
  if (!first) return null;
  if (first.startsWith('`')) {
    const t = first.slice(1, -1).trim();
    return isDocPath(t) ? t : isDocPath(t.replace(/:[^\/:]*$/, '')) && /\.[a-z]/i.test(t) ? t : placeIn(first);
  }
  return placeIn(first.replace(/^[*_]+|[*_.:)]+$/g, ''));
}

/** Whether a list item names a place as the thing to read, open or check (a pointer), not work done on a place a path
 *  merely stands in: it opens with the place (openingPlace; not inside a bold lead that goes on with words of its own),
 *  or sends the reader there (brief.seeLead anywhere: "Details in `docs/x.md`"; brief.readStep or brief.pointerVerb
 *  opening it, a label aside: "Read `a.ts`", "Run `npm test`"). */
export function aboutPlace(text: string, sees: readonly Phrase[]): boolean {
  const bold = BOLD_LEAD.exec(text);
  const statement = !!bold && wordCount(bold[1]!.replace(/`[^`]*`/g, ' ')) >= 2 && !LEAD_LABEL.test(text);
  if (!statement && openingPlace(text)) return true;
  // (A phrase read past its brackets too: "From the user's machine (… — see `memory/x.md`):".)
  if (holdsAny(text.replace(/[()（）\[\]]/g, ' '), sees)) return true;
  return sendsReader(toPhrase(text.replace(LEAD_LABEL, '').replace(/[*_`]/g, '')));
}

/** A place a sentence names (a path, a link, an absolute path, an issue or pull request), not a command: null when none. */
export function placeIn(sentence: string): string | null {
  const paths = pathsOf(sentence);
  if (paths.length) return paths[0]!;
  const bare = [...sentence.replace(PATH_TOKEN, (m) => ' '.repeat(m.length)).matchAll(BARE_PATHS)].find((p) => barePath(p[0]));
  if (bare) return bare[0];
  return ABS_PATH.exec(sentence)?.[0] ?? ABS_DIR.exec(sentence)?.[0] ?? ISSUE_REF.exec(sentence)?.[0] ?? null;
}

/** A check mark of a result after the words it judges, at their end or before a note: "- payerBik: \"\" ❌ (must be
 *  047003608)", "- Login works ✅". Not one opening the line, "- ❌ Don't use mocks", a sign of "no". */
const RESULT_MARK = lazyRegExp(() => /^[ \t]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?:\[[ xX]\][ \t]+)?([^✅✔☑❌✗✘\n]*)[✅✔☑❌✗✘]/u);

/** Whether a line reports a check's result (a check mark after the words it judges: RESULT_MARK), the words before the
 *  mark not opening with a rule's lead ("- Do not use mocks ❌" stays a rule). */
function resultLine(line: string, opens: (p: Phrase, list: readonly Phrase[]) => string | null, strong: readonly Phrase[]): boolean {
  if (!CHECK_MARK.test(line)) return false;
  const m = RESULT_MARK.exec(line);
  return !!m && m[1]!.replace(/[\s*_`]/g, '') !== '' && !opens(toPhrase(m[1]!.replace(/[*_`]/g, '')), strong);
}

/** What in a sentence points the reader somewhere (a path, a link, an issue or pull request, a command in a code
 *  span), as words for the placement; null when nothing does. */
export function pointerIn(sentence: string, commands: ReadonlySet<string>): string | null {
  const paths = pathsOf(sentence);
  if (paths.length) return paths[0]!;
  const bare = [...sentence.replace(PATH_TOKEN, (m) => ' '.repeat(m.length)).matchAll(BARE_PATHS)].find((p) => barePath(p[0]));
  if (bare) return bare[0];
  const abs = ABS_PATH.exec(sentence);
  if (abs) return abs[0];
  const ref = ISSUE_REF.exec(sentence);
  if (ref) return ref[0];
  for (const m of sentence.matchAll(CODE_SPAN)) {
    const span = m[1]!.trim();
    const first = span.split(/\s+/)[0]!;
    if (/^\.{0,2}\/[\w.\/-]+$/.test(first) || (span.includes(' ') && commands.has(toPhrase(first).words.join(' ')))) return span;
  }
  return null;
}

/** A prohibition a heading carries in brackets ("## Next session = D0 (do not touch `fedavg/`)", "## 下一个会话 = D0（不改
 *  fedavg/）", "## Próxima sesión (no tocar `api/`)"): the text of each bracket that opens with brief.ruleLead. The
 *  heading names the work; its bracket sets a rule on it. */
export function headingRules(heading: string): string[] {
  const lead = headingTable().get('brief.ruleLead') ?? [];
  return [...heading.matchAll(/[(（]([^()（）]+)[)）]/gu)]
    .map((m) => m[1]!.trim())
    .filter((t) => opensWithAny(toPhrase(t.replace(/[*_`]/g, '')), lead) !== null);
}
