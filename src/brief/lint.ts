// Deterministic lint of briefs and returns. Pure: file checks and phrase lists come in as arguments (the
// shipped data tables, heading words and template slot names, are read once, like constants).
//
// Rules (id: severity; what it catches):
//   missing-<section>      error    a required section is missing or empty (why, deliver, first-step, the
//                                   kind's required questions; outcome/findings in returns)
//   unfilled-slot          error    a template slot left in (one of the templates' names, {{why}}, or any
//                                   {{x}} alone on its line) or a line of the return template left as is
//   secret                 error    an unredacted secret (the text shown is only its kind)
//   missing-outcome        error    a return without answered/partial/blocked/abandoned
//   blocked-without-reason error    a blocked return that does not say what blocks it
//   shared-context-phrase  warning  a phrase that assumes the reader was there (prompts/phrases.txt)
//   missing-path           warning  a pointed path that does not exist under the origin repo root
//   line-out-of-range      warning  path:line (or path:from-to, path#L12) beyond the file's end
//   no-pointers            warning  a brief without pointers to primary sources
//   decision-without-why   warning  an "Already decided" item without its reason
//   dead-end-without-why   warning  a "Dead ends" item without why it failed
//   over-budget            warning  a brief over its token budget (default 6,000 estimated tokens)
//   untagged-finding       warning  a return finding without [verified: how] or [unverified]
//   finding-restates-brief warning  a return finding that mostly repeats the brief it answers

import type { Finding, Kind, Severity } from './types.js';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_SECTIONS, normalizeHeading } from './sections.js';
import { briefAssignment, LIFTED_RULES, withLoneTitle } from './brief-assignment.js';
import { documentType } from './document-type.js';
import { parseDoc, sectionText, type ParsedDoc, type Section } from './document.js';
import { scanRendered } from './blocks.js';
import { sectionItems } from './section-body.js';
import { findSecrets, redact } from './redact.js';
import { escapeRegExp } from './keyed-words.js';
import { slotHeadings, slotsIn } from './template.js';
import { templateSlotNames } from './slot-names.js';
import { contentWords, withoutTags } from './words.js';
// (The return reader through return-reader.ts: a brief is linted without it; a return's caller loads it.)
import { returnReader } from './return-reader.js';

export type DocType = 'brief' | 'return';

/** Every rule: id, severity, and which documents it applies to. "missing-<section>" stands for one rule
 *  per required section (missing-why, missing-deliver, missing-first-step, missing-findings, and one per
 *  required question of the brief's kind, e.g. missing-observed). */
export const RULES: readonly { id: string; severity: Severity; applies: 'brief' | 'return' | 'both'; what: string }[] = [
  { id: 'missing-<section>', severity: 'error', applies: 'both', what: 'a required section is missing or empty' },
  { id: 'unfilled-slot', severity: 'error', applies: 'both', what: 'a template slot {{name}}, or a line of the return template, left as it is' },
  { id: 'secret', severity: 'error', applies: 'both', what: 'an unredacted secret (shown only by its kind)' },
  { id: 'missing-outcome', severity: 'error', applies: 'return', what: 'no outcome word: answered, partial, blocked or abandoned' },
  { id: 'blocked-without-reason', severity: 'error', applies: 'return', what: 'blocked, without what blocks it' },
  { id: 'no-way-back', severity: 'error', applies: 'brief', what: "a brief the tool wrote whose Return section is gone: the receiver has no way back" },
  { id: 'shared-context-phrase', severity: 'warning', applies: 'both', what: 'a phrase that assumes the reader was in the session (prompts/phrases.txt)' },
  { id: 'missing-path', severity: 'warning', applies: 'brief', what: 'a pointed path that does not exist under the origin repo root' },
  { id: 'line-out-of-range', severity: 'warning', applies: 'brief', what: 'path:line beyond the end of the file' },
  { id: 'no-pointers', severity: 'warning', applies: 'brief', what: 'no pointers to primary sources' },
  { id: 'decision-without-why', severity: 'warning', applies: 'brief', what: 'an already-decided item without its why' },
  { id: 'dead-end-without-why', severity: 'warning', applies: 'both', what: 'a dead end without why it failed' },
  { id: 'over-budget', severity: 'warning', applies: 'brief', what: 'over the token budget (default 6,000; --budget)' },
  { id: 'untagged-finding', severity: 'warning', applies: 'return', what: 'a finding without [verified: how] or [unverified]' },
  { id: 'finding-restates-brief', severity: 'warning', applies: 'return', what: 'a finding that mostly repeats the brief' },
];

/** When a phrase is not a problem: "nothing-above" fires only where nothing above could define it
 *  ("see above" in the first lines); "unnamed" fires only when the text after it does not name the thing
 *  ("the same error: ENOENT" is fine). */
export type PhraseCondition = 'nothing-above' | 'unnamed';

export interface Phrase {
  phrase: string;
  hint: string;
  /** Matches the phrase on word boundaries, case-insensitively. */
  re: RegExp;
  /** The phrase's own pattern, without the word boundaries. */
  pattern: string;
  when?: PhraseCondition;
}

export interface PathInfo {
  exists: boolean;
  /** Line count when it is a readable file. */
  lines?: number;
}

export interface LintOptions {
  /** The document already parsed from `md` (by a caller that needed it first), so it is not parsed twice. */
  doc?: ParsedDoc;
  type?: DocType;
  kind?: Pick<Kind, 'name' | 'questions' | 'template'>;
  phrases: Phrase[];
  /** Looks a pointed path up in the origin repo; omit to skip path checks. */
  pathInfo?: (path: string, wantLines: boolean) => PathInfo | null;
  budget?: number;
  /** The brief a return answers, for the restatement check. */
  brief?: string;
  /** Lines of the return template (prompts/return.md) that mean "not filled in" when found outside code. */
  placeholders?: string[];
}

export interface LintResult {
  type: DocType;
  findings: Finding[];
  counts: { errors: number; warnings: number };
  /** A return with no finding that states nothing was found: where, and its words. */
  noFindings?: { line: number; text: string };
}

export const DEFAULT_BUDGET = 6000;

const CONDITIONS: readonly PhraseCondition[] = ['nothing-above', 'unnamed'];

/** prompts/phrases.txt: `phrase | hint [| condition]` per line; `#` comments; `*` matches one word. */
export function parsePhrases(text: string): Phrase[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [phrase, hint, when] = l.split('|').map((s) => s.trim());
      const words = phrase!.split(/\s+/).map((w) => (w === '*' ? '\\S+' : escapeRegExp(w)));
      const cond = when && (CONDITIONS as readonly string[]).includes(when) ? (when as PhraseCondition) : undefined;
      const pattern = words.join('\\s+');
      return { phrase: phrase!, hint: hint || 'say it explicitly', re: new RegExp(`(?<![\\w-])${pattern}(?![\\w-])`, 'gi'), pattern, when: cond };
    });
}

/**
 * One regex for all phrases, longest first, so "as discussed above" wins over "as discussed". Only phrases
 * whose words all stand in `lower` (the prose, lower case) are in it: another cannot match anywhere, so the
 * regex finds what the one of all phrases would, and V8 compiles less (the regex of all ~45 phrases, ignoring
 * case, took ~5-10 ms to compile on its first line; most documents hold none of them). Words with a letter
 * outside ASCII are not asked for: the regex's case-insensitive match and toLowerCase differ there.
 */
function phraseMatcher(phrases: Phrase[], lower: string): { re: RegExp; any: RegExp; byGroup: Phrase[] } | null {
  const present = new Map<string, boolean>();
  const has = (w: string) => {
    let p = present.get(w);
    if (p === undefined) present.set(w, (p = lower.includes(w)));
    return p;
  };
  const possible = (p: Phrase) => p.phrase.split(/\s+/).every((w) => w === '*' || w === '' || !/^[\x00-\x7f]+$/.test(w) || has(w.toLowerCase()));
  const sorted = [...phrases].sort((a, b) => b.phrase.length - a.phrase.length).filter(possible);
  if (!sorted.length) return null;
  const body = sorted.map((p) => `(${p.pattern})`).join('|');
  // `any` (no g flag: test() keeps no state) finds whether a line holds a phrase at all, before matchAll.
  return { re: new RegExp(`(?<![\\w-])(?:${body})(?![\\w-])`, 'gi'), any: new RegExp(`(?<![\\w-])(?:${body})(?![\\w-])`, 'i'), byGroup: sorted };
}

export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/** Brief or return: one decision (document-type.ts documentType), shared with new and return. */
export function detectType(doc: ParsedDoc): DocType {
  return documentType(doc) ?? 'brief';
}

/** Lines outside code where prose rules apply, with inline code blanked out (same length, so columns hold). */
function proseLines(doc: ParsedDoc): (string | null)[] {
  return doc.blocks.lines.map((l, i) => (doc.blocks.literal[i] ? null : l.includes('`') ? blankCodeSpans(l) : l));
}

/**
 * A line with its code spans blanked: a run of N backticks opens one and the next run of exactly N closes
 * it (CommonMark); a run with no partner is text. One pass over the runs, each run's partner found by a
 * cursor per run length, so a line of 50,000 backticks (or of runs of every length) stays linear; a
 * backreference regex re-scanned the rest of the line from every run.
 */
export function blankCodeSpans(line: string): string {
  const runs: { at: number; len: number }[] = [];
  // (indexOf, not matchAll: matchAll clones its pattern on every call, and a 1 MiB brief has thousands of
  // lines with code spans.)
  for (let at = line.indexOf('`'); at !== -1; ) {
    let end = at + 1;
    while (line.charCodeAt(end) === 96) end++;
    runs.push({ at, len: end - at });
    at = line.indexOf('`', end);
  }
  // For each run length, the indexes of the runs of that length, in order; next[len] is a cursor into it.
  const byLen = new Map<number, number[]>();
  runs.forEach((r, i) => {
    const list = byLen.get(r.len);
    if (list) list.push(i);
    else byLen.set(r.len, [i]);
  });
  const next = new Map<number, number>();
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i]!;
    if (open.at < from) continue; // inside a span already blanked
    const same = byLen.get(open.len)!;
    let k = next.get(open.len) ?? 0;
    while (k < same.length && same[k]! <= i) k++;
    next.set(open.len, k);
    if (k >= same.length) continue; // no closing run: the backticks are text
    const close = runs[same[k]!]!;
    out.push(line.slice(from, open.at), ' '.repeat(close.at + close.len - open.at));
    from = close.at + close.len;
    i = same[k]!;
  }
  out.push(line.slice(from));
  return out.join('');
}

const kebab = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1-$2').replace(/[_\s]+/g, '-').toLowerCase();

const PATH_EXT = /\.(?:[cm]?[jt]sx?|json5?|md|mdx|py|go|rs|java|kt|kts|c|h|cc|cpp|hpp|cs|rb|php|sh|bash|zsh|ya?ml|toml|ini|cfg|conf|txt|lock|html?|css|scss|sql|proto|swift|vue|svelte|xml|gradle|lua|ex|exs|erl|hs|ml|scala|dart|r|pl|tf|env|csv|tsv|log|ipynb|mk|cmake|dockerfile)$/i;
const BARE_NAMES = /(^|\/)(Makefile|Dockerfile|README|LICENSE|Cargo\.toml|go\.mod|Gemfile|Procfile|Justfile)$/;
const DOMAIN = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|ai|app|co|me|sh|gg|so|xyz|edu|gov|uk|de|fr|jp|cn|ru|it|nl|eu)$/i;

export interface PathRef {
  path: string;
  /** First line pointed at, and the last of a range. */
  line?: number;
  end?: number;
  /** The token names a file by extension or well-known name (not just a slashy word). */
  fileLike: boolean;
}

/** A pointer or backticked token that names a repo path, with an optional :line, :from-to or #L12. */
export function pathLike(token: string, loose: boolean): PathRef | null {
  const t = token.trim().replace(/^`|`$/g, '').replace(/[),.;:]+$/, '');
  if (!t || /\s/.test(t) || /^[a-z][\w+.-]*:\/\//i.test(t) || /^[-$@~]/.test(t) || t.includes('*') || /[<>{}"'|\\]/.test(t)) return null;
  // path:12, path:12-20, path:12:5 (line and column), path#L12, path#L12-L20
  const m = /^(.+?)(?:(?::|#L)(\d+)(?:-L?(\d+)|:\d+)?)?$/.exec(t)!;
  const path = m[1]!.replace(/^\.\//, '');
  if (/^[a-z]:/i.test(path) || !/^[\w./@+-]+$/.test(path) || /^\.+$/.test(path)) return null;
  const first = path.split('/')[0]!;
  if (DOMAIN.test(first) && path.includes('/')) return null; // github.com/org/repo
  const fileLike = PATH_EXT.test(path) || BARE_NAMES.test(path);
  const slashy = path.includes('/') && !/^\d+\/\d+$/.test(path) && path.split('/').filter(Boolean).length > 0;
  if (!fileLike && !(loose && slashy)) return null;
  return { path, line: m[2] ? Number(m[2]) : undefined, end: m[3] ? Number(m[3]) : undefined, fileLike };
}

const words = contentWords;

/** True when most of the finding's words already stand in one sentence of the brief. */
export function restates(finding: string, briefSentences: Set<string>[]): boolean {
  const fw = [...new Set(words(withoutTags(finding)))];
  if (fw.length < 3) return false;
  return briefSentences.some((s) => fw.filter((w) => s.has(w)).length / fw.length >= 0.8);
}

export function briefSentences(brief: string): Set<string>[] {
  // The brief a return answers was written by the tool: read without marked where its shape allows.
  const known = scanRendered(brief);
  const doc = parseDoc(brief, known ?? undefined);
  const text = doc.sections.filter((s) => !/^return$/i.test(s.heading)).map((s) => s.raw).join('\n');
  return text
    .split(/(?<=[.!?])\s+|\n\s*\n|\n[-*] /)
    .map((s) => new Set(words(s)))
    .filter((s) => s.size >= 3);
}

const DECISION_WHY = /\s[—–]\s|\s--?\s|:\s|\b(because|since|so that|so we|to avoid|to keep|due to|given|as it|as the|otherwise|why|instead of|rather than)\b|\(|→|=>/i;
const DEAD_END_WHY = /\s[—–]\s|\s--?\s|:\s|\b(because|since|fail\w*|broke\w*|break\w*|error\w*|crash\w*|slow\w*|still|did ?n[o']t|does ?n[o']t|wo?n't|can ?n[o']t|couldn't|not work\w*|no effect|timed out|times out|timing out|regress\w*|worse|flak\w*|hangs?|leak\w*|wrong|too \w+|unable|impossible|incompatible|rejected|reverted)\b|\(|→|=>/i;
/** After "the same error": text that names it (a colon, a quote, inline code, "as in ..."). */
const NAMED_AFTER = /^\s*(?:[:(“"'`«]|as\b|from\b|in `|[—–-]\s)/i;
const SLOT = /\{\{\s*([\w-]+)\s*\}\}/g;
/** A line that is only a slot (a list item's or a quote's too): the shape a template leaves, whatever its name. */
const ALONE_SLOT = /^\s*(?:>\s*)*(?:[-*+]\s+|\d{1,3}[.)]\s+)?\{\{\s*[\w-]+\s*\}\}\s*$/;
const WHOLE_SLOT = /^\s*\{\{\s*[\w-]+\s*\}\}\s*$/;

export function lintDoc(md: string, opts: LintOptions): LintResult {
  const doc0 = opts.doc ?? parseDoc(md);
  const type = opts.type ?? detectType(doc0);
  // (A brief titled by its one "## " heading reads its text as new --body does.)
  const doc = type === 'brief' ? withLoneTitle(doc0, opts.kind) : doc0;
  const findings: Finding[] = [];
  // Each text redacted once: most findings share their message, and a path is often named twice.
  const redacted = new Map<string, string>();
  const clean = (s: string) => {
    let r = redacted.get(s);
    if (r === undefined) redacted.set(s, (r = redact(s).text));
    return r;
  };
  const add = (rule: string, severity: Severity, line: number, column: number, text: string, message: string, hint: string) => {
    // Redact before cutting: a cut secret would no longer be recognised, and its head would be printed.
    const shown = clean(text);
    findings.push({ rule, severity, line, column, text: shown.length > 80 ? shown.slice(0, 77) + '...' : shown, message: clean(message), hint });
  };
  const lines = doc.blocks.lines;
  const prose = proseLines(doc);
  // One decision of which section is which, shared with new and return (brief-assignment.ts).
  const ret = type === 'return' ? returnReader().returnFromDoc(doc) : null;
  const assigned = ret ? null : briefAssignment(doc, opts.kind);
  const chosen = ret ? ret.sections : assigned!.chosen;
  const find = (spec: { key: string }) => chosen.get(spec.key);
  // Where the author's text starts: after the tool's own header (title, marker, anchor, notice) in a
  // rendered document, after the title otherwise.
  const bodyStart = doc.marker && doc.sections[0] ? doc.sections[0].line - 1 : 0;
  const returnSection = doc.sections.find((s) => s.level <= 2 && normalizeHeading(s.heading) === 'return' && type === 'brief');

  // The tool's own Return section (its marker says the tool wrote this brief): edited away, the receiver
  // would have no id and no command to send its findings back with.
  if (type === 'brief' && doc.marker?.type === 'brief' && !returnSection) {
    add('no-way-back', 'error', 1, 1, 'Return', 'the Return section is gone: the receiver has no id and no command to send its findings back', 'keep the tool\'s "## Return" section at the end (edit above it)');
  }

  // Required sections.
  const required: { key: string; heading: string; flag: string }[] = [];
  if (type === 'brief') {
    for (const s of [...BRIEF_HEAD, ...BRIEF_TAIL]) if (s.required) required.push(s);
    if (opts.kind) {
      const headings = slotHeadings(opts.kind.template);
      for (const q of opts.kind.questions) if (q.required) required.push({ key: `field:${q.name}`, heading: headings.get(q.name) ?? q.heading, flag: `--field ${q.name}=...` });
    }
  }
  let findingItems: { text: string; line: number }[] = [];
  if (ret) {
    const s = find(RETURN_SECTIONS[0]!);
    const o = ret.outcomeFound ? { outcome: ret.answers.outcome, answer: ret.answers.answer } : null;
    if (!o) add('missing-outcome', 'error', s?.line ?? 1, 1, s?.heading ?? 'Outcome', 'no outcome: answered, partial, blocked or abandoned', 'start the Outcome section with one of the four words, then a one-line answer');
    else if (o.outcome === 'blocked' && !o.answer) add('blocked-without-reason', 'error', ret.outcomeFrom?.line ?? s?.line ?? 1, 1, 'blocked', 'blocked, but not what blocks it', 'after "blocked —" say what blocks the work and what would unblock it');
    findingItems = ret.findingItems;
    // A statement that nothing was found ("None.", "No issues found.") answers it: zero findings (no-findings.ts).
    if (o?.outcome !== 'abandoned' && !findingItems.length && !ret.noFindings) {
      const fs = find(RETURN_SECTIONS[1]!);
      const spec = RETURN_SECTIONS[1]!;
      if (!fs) add('missing-findings', 'error', 1, 1, spec.heading, 'required section is missing', `add a "## ${spec.heading}" section (flag: ${spec.flag})`);
      else add('missing-findings', 'error', fs.line, 1, fs.heading, 'required section is empty', `write what you learned (flag: ${spec.flag})`);
    }
  }
  for (const spec of required) {
    const s = find(spec);
    const rule = `missing-${kebab(spec.key.replace(/^field:/, ''))}`;
    if (!s) add(rule, 'error', 1, 1, spec.heading, 'required section is missing', `add a "## ${spec.heading}" section (flag: ${spec.flag})`);
    // (A section of nothing but HTML comments, "<!-- fill in later -->", renders as nothing: it is empty.)
    else if (!sectionText(s.raw).replace(/<!--[\s\S]*?-->/g, '').trim()) add(rule, 'error', s.line, 1, s.heading, 'required section is empty', `write it (flag: ${spec.flag})`);
  }

  // Secrets anywhere (code included); unfilled slots and shared-context phrases in prose.
  for (const h of findSecrets(md)) add('secret', 'error', h.line, h.column, `[${h.kind}]`, 'an unredacted secret', 'remove it; handoff redacts secrets when it writes, so this document was edited or made elsewhere');
  const placeholders = new Set((opts.placeholders ?? []).map((p) => p.trim()).filter((p) => p.length > 8));
  // The template slots' names, read on the first brace (most documents have none): the shipped templates'
  // and this kind's own (a user's kind too).
  let names: Set<string> | undefined;
  const slotNames = () => (names ??= new Set([...templateSlotNames(), ...(opts.kind ? slotsIn(opts.kind.template) : [])]));
  const matcher = phraseMatcher(opts.phrases, prose.filter((l) => l !== null).join('\n').toLowerCase());
  let contentAbove = false; // a line of the author's text above the current one
  prose.forEach((l, i) => {
    if (l === null) {
      if (!contentAbove && i >= bodyStart && lines[i]!.trim()) contentAbove = true; // code above counts as something defined
      return;
    }
    if (returnSection && i >= returnSection.line - 1 && i < returnSection.end) return; // the tool's own text
    // Cheap checks first: most lines hold no slot and no phrase, and matchAll clones its regex on every
    // call (a 1 MiB brief has 20,000 lines).
    // The title line of a document the tool wrote (marker present) is the user's title as given (a return's
    // is the brief's): braces in it are words ("Fix {{name}} showing literally"), unless the whole title is a
    // slot, a template's `# {{title}}` left as it was.
    const toolTitle = doc.marker !== null && doc.titleLine === i && !WHOLE_SLOT.test(doc.title ?? '');
    // A slot of the tool's own templates ({{why}}, {{decision}}, the kind's {{observed}}), or any slot alone
    // on its line; other braces in a sentence are the writer's words ("the mail's {{name}} placeholder").
    if (l.includes('{{') && !toolTitle) {
      const alone = ALONE_SLOT.test(l);
      for (const m of l.matchAll(SLOT)) {
        if (!alone && !slotNames().has(m[1]!)) continue;
        add('unfilled-slot', 'error', i + 1, m.index! + 1, m[0], 'a template slot that was never filled', 'replace it with the answer, delete the section, or put literal braces in backticks');
      }
    }
    const bare = placeholders.size ? lines[i]!.trim().replace(/^(?:[-*+]|\d+[.)])\s+/, '') : '';
    if (placeholders.size && (placeholders.has(bare) || placeholders.has(lines[i]!.trim()))) add('unfilled-slot', 'error', i + 1, 1, lines[i]!.trim(), 'a line of the return template was left as it is', 'replace it with what you found, or delete it');
    if (matcher && matcher.any.test(l)) {
      matcher.re.lastIndex = 0;
      for (const m of l.matchAll(matcher.re)) {
        const g = m.slice(1).findIndex((x) => x !== undefined);
        const p = matcher.byGroup[g]!;
        if (p.when === 'nothing-above' && contentAbove) continue;
        if (p.when === 'unnamed' && NAMED_AFTER.test(lines[i]!.slice(m.index! + m[0].length))) continue;
        add('shared-context-phrase', 'warning', i + 1, m.index! + 1, `"${m[0]}"`, 'assumes the reader shared your context', p.hint);
      }
    }
    // contentAbove only ever turns true: once it has, there is nothing left to check on later lines.
    if (!contentAbove && i >= bodyStart && l.trim() && !/^ {0,3}#{1,6}(?:\s|$)/.test(lines[i]!) && !/^<!--/.test(l.trim())) contentAbove = true;
  });

  // Every Dead ends section of a brief, not the first only ("## Dead ends" and later "## Dead ends (phase 2)"
  // are both read by new), as for Already decided below.
  const dead = find({ key: 'deadEnds' });
  const deads = dead ? [dead, ...(assigned?.more.get('deadEnds') ?? []).filter((x) => x !== dead && x.level > 0)] : [];
  const deadSeen = new Set<number>();
  for (const d of deads) {
    for (const it of sectionItems(d, doc.blocks.literal, type === 'brief' ? doc.blocks.top : undefined, true)) {
      if (deadSeen.has(it.line)) continue;
      deadSeen.add(it.line);
      if (!DEAD_END_WHY.test(it.text)) add('dead-end-without-why', 'warning', it.line, 1, firstLine(it.text), 'a dead end without why it failed will be walked again', 'say what happened: "tried X — failed because Y"');
    }
  }

  if (type === 'brief') {
    const ptr = find(BRIEF_TAIL.find((s) => s.key === 'pointers')!);
    const items = ptr ? sectionItems(ptr, doc.blocks.literal, doc.blocks.top) : [];
    if (!items.length) add('no-pointers', 'warning', ptr?.line ?? 1, 1, 'Pointers', 'no pointers to primary sources', 'add files (path:line), commands or commits the reader should check (flag: --pointer)');
    if (opts.pathInfo) checkPaths(doc, ptr, opts, add);
    // Every Already decided section, not the first only: "## Decisions" and later "## Already decided (phase 2)"
    // are both read (rules19); and a rule copied out of another section beside a real one (without a kind:
    // Already decided) is one of its items, as it is when the document has none.
    const dec = find(BRIEF_TAIL.find((s) => s.key === 'decided')!);
    const decs = dec ? [dec, ...(assigned?.more.get('decided') ?? []).filter((x) => x !== dec && (x.level > 0 || LIFTED_RULES.has(x)))] : [];
    const seen = new Set<number>();
    for (const d of decs) {
      for (const it of sectionItems(d, doc.blocks.literal, doc.blocks.top, true)) {
        if (seen.has(it.line)) continue;
        seen.add(it.line);
        if (!DECISION_WHY.test(it.text)) add('decision-without-why', 'warning', it.line, 1, firstLine(it.text), 'a decision without its why invites relitigation', 'write it as "decision — because ..."');
      }
    }
    const budget = opts.budget ?? DEFAULT_BUDGET;
    const tokens = estimateTokens(md);
    if (tokens > budget) add('over-budget', 'warning', 1, 1, `~${tokens} tokens`, `over the budget of ${budget} tokens`, 'point to files instead of pasting them; cut what the reader can look up');
  }

  if (type === 'return') {
    const sentences = opts.brief ? briefSentences(opts.brief) : null;
    for (const it of findingItems) {
      // Tagged exactly when the findings reader reads a verification from it ([verified: how], (unverified), ...).
      if (!returnReader().verificationOf(it.text)) add('untagged-finding', 'warning', it.line, 1, firstLine(it.text), 'a finding without [verified: how] or [unverified]', 'say how it was checked, or mark it [unverified]');
      if (sentences && restates(it.text, sentences)) add('finding-restates-brief', 'warning', it.line, 1, firstLine(it.text), 'this finding mostly repeats the brief', 'return only what the brief did not already say');
    }
  }

  // Rule ids are lower-case ASCII: code-unit order is theirs, without localeCompare's ICU start-up (~6 ms).
  findings.sort((a, b) => a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
  const errors = findings.filter((f) => f.severity === 'error').length;
  return { type, findings, counts: { errors, warnings: findings.length - errors }, ...(ret?.noFindings ? { noFindings: { line: ret.noFindings.line, text: clean(ret.noFindings.said ?? ret.noFindings.text) } } : {}) };
}

const firstLine = (s: string) => s.split('\n')[0]!;

/** The lines of the return template's example (prompts/return.md, inside its fence) that are not headings:
 *  found as they are in a return, they were never filled in. */
export function templatePlaceholders(returnTemplate: string): string[] {
  const m = /^(~{3,}|`{3,})[^\n]*\n([\s\S]*?)^\1/m.exec(returnTemplate);
  if (!m) return [];
  return m[2]!
    .split('\n')
    .map((l) => l.trim().replace(/^(?:[-*+]|\d+[.)])\s+/, ''))
    .filter((l) => l && !l.startsWith('#'));
}

type Add = (rule: string, sev: Severity, line: number, col: number, text: string, msg: string, hint: string) => void;

function checkPaths(doc: ParsedDoc, ptr: Section | undefined, opts: LintOptions, add: Add): void {
  const pathInfo = opts.pathInfo!;
  const cache = new Map<string, PathInfo | null>();
  const info = (p: string, wantLines: boolean) => {
    const key = `${p}\0${wantLines}`;
    if (!cache.has(key)) cache.set(key, pathInfo(p, wantLines));
    return cache.get(key)!;
  };
  const seen = new Set<string>();
  const check = (token: string, line: number, col: number, explicit: boolean) => {
    const p = pathLike(token, true);
    if (!p) return;
    // A slashy word with no extension ("origin/main", "@scope/pkg") is a path only if its first folder exists.
    if (!p.fileLike && !info(p.path.split('/')[0]!, false)?.exists) return;
    // A bare file name in prose ("render.ts") names a file somewhere; only a pointer must be a real path.
    if (!explicit && !p.path.includes('/')) return;
    const key = `${p.path}:${p.line ?? ''}:${p.end ?? ''}:${line}`;
    if (seen.has(key)) return;
    seen.add(key);
    const last = p.end ?? p.line;
    const found = info(p.path, last !== undefined);
    if (!found) return;
    if (!found.exists) add('missing-path', 'warning', line, col, p.path, 'does not exist in the origin repo', 'fix the path, or say it is to be created');
    else if (last !== undefined && found.lines !== undefined && last > found.lines) {
      add('line-out-of-range', 'warning', line, col, `${p.path}:${last}`, `the file has ${found.lines} line${found.lines === 1 ? '' : 's'}`, 'point at a line that exists');
    }
  };
  const lines = doc.blocks.lines;
  // The generated header (anchor, dirty files), the Return section and the kind's generated sections
  // ({{changed_files}}) are the tool's own text, not pointers.
  const from = doc.marker && doc.sections[0] ? doc.sections[0].line - 1 : 0;
  const generated = new Set<string>();
  if (opts.kind) {
    const asked = new Set(opts.kind.questions.map((q) => q.name));
    for (const [slot, heading] of slotHeadings(opts.kind.template)) if (!asked.has(slot)) generated.add(normalizeHeading(heading));
  }
  const skipped = new Uint8Array(lines.length);
  for (const s of doc.sections) if (normalizeHeading(s.heading) === 'return' || generated.has(normalizeHeading(s.heading))) skipped.fill(1, s.line - 1, s.end);
  // (One pattern each, run with exec from the line's start: matchAll would clone it for every line.)
  const code = /(?<!`)`([^`\s]+)`(?!`)/g;
  const link = /\]\(([^)\s]+)\)/g;
  for (let i = from; i < lines.length; i++) {
    if (doc.blocks.literal[i] || skipped[i]) continue;
    const l = lines[i]!;
    if (l.includes('`')) for (let m = ((code.lastIndex = 0), code.exec(l)); m; m = code.exec(l)) check(m[1]!, i + 1, m.index + 2, false);
    if (l.includes('](')) for (let m = ((link.lastIndex = 0), link.exec(l)); m; m = link.exec(l)) check(m[1]!, i + 1, m.index + 3, true);
  }
  if (ptr) {
    for (let i = ptr.start; i < ptr.end; i++) {
      const m = /^\s*(?:[-*+]|\d+[.)])\s+([^\s`[]+)/.exec(lines[i]!);
      if (m && !doc.blocks.literal[i]) check(m[1]!, i + 1, m.index + m[0].length - m[1]!.length + 1, true);
    }
  }
}
