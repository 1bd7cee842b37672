// Deterministic lint of briefs and returns. Pure: file checks and phrase lists come in as arguments.

import type { Finding, Kind, Severity } from './types.js';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_SECTIONS, matchesSection, normalizeHeading } from './sections.js';
import { parseDoc, listItems, sectionText, parseOutcome, type ParsedDoc, type Section } from './parse.js';
import { findSecrets } from './redact.js';
import { slotHeadings } from './template.js';
import { contentWords, withoutTags } from './words.js';

export type DocType = 'brief' | 'return';

export interface Phrase {
  phrase: string;
  hint: string;
  re: RegExp;
}

export interface PathInfo {
  exists: boolean;
  /** Line count when it is a readable file. */
  lines?: number;
}

export interface LintOptions {
  type?: DocType;
  kind?: Pick<Kind, 'name' | 'questions' | 'template'>;
  phrases: Phrase[];
  /** Looks a pointed path up in the origin repo; omit to skip path checks. */
  pathInfo?: (path: string, wantLines: boolean) => PathInfo | null;
  budget?: number;
  /** The brief a return answers, for the restatement check. */
  brief?: string;
}

export interface LintResult {
  type: DocType;
  findings: Finding[];
  counts: { errors: number; warnings: number };
}

export const DEFAULT_BUDGET = 6000;

export function parsePhrases(text: string): Phrase[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [phrase, hint] = l.split('|').map((s) => s.trim());
      const words = phrase!.split(/\s+/).map((w) => (w === '*' ? '\\S+' : w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      return { phrase: phrase!, hint: hint ?? 'say it explicitly', re: new RegExp(`(?<![\\w-])${words.join('\\s+')}(?![\\w-])`, 'gi') };
    });
}

export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

const anyOfCache = new WeakMap<Phrase[], RegExp | null>();
/** One regex that matches where any of the phrases does: a filter before each phrase's own regex runs. */
function anyOf(phrases: Phrase[]): RegExp | null {
  let re = anyOfCache.get(phrases);
  if (re === undefined) {
    re = phrases.length ? new RegExp(phrases.map((p) => `(?:${p.re.source})`).join('|'), 'i') : null;
    anyOfCache.set(phrases, re);
  }
  return re;
}

export function detectType(doc: ParsedDoc): DocType {
  if (doc.marker) return doc.marker.type;
  const has = (spec: { heading: string; aliases: string[]; key: string }) => doc.sections.some((s) => matchesSection(s.heading, spec));
  const briefScore = [...BRIEF_HEAD, ...BRIEF_TAIL].filter(has).length;
  const returnScore = RETURN_SECTIONS.filter(has).length + (/^return\b/i.test(doc.title ?? '') ? 2 : 0);
  return returnScore > briefScore ? 'return' : 'brief';
}

/** Lines outside code where prose rules apply, with inline code blanked out (same length, so columns hold). */
function proseLines(doc: ParsedDoc): (string | null)[] {
  return doc.blocks.lines.map((l, i) => (doc.blocks.literal[i] ? null : l.replace(/`[^`]*`/g, (m) => ' '.repeat(m.length))));
}

const kebab = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1-$2').replace(/[_\s]+/g, '-').toLowerCase();

const PATH_EXT = /\.(?:[cm]?[jt]sx?|json5?|md|mdx|py|go|rs|java|kt|kts|c|h|cc|cpp|hpp|cs|rb|php|sh|bash|zsh|ya?ml|toml|ini|cfg|conf|txt|lock|html?|css|scss|sql|proto|swift|vue|svelte|xml|gradle|lua|ex|exs|erl|hs|ml|scala|dart|r|pl|tf|env|csv|tsv|log|ipynb|mk|cmake|dockerfile)$/i;

/** A pointer or backticked token that names a repo path, with an optional :line or :from-to. */
export function pathLike(token: string, loose: boolean): { path: string; line?: number } | null {
  const t = token.trim().replace(/^`|`$/g, '').replace(/[),.;]+$/, '');
  if (!t || /\s/.test(t) || /^[a-z][\w+.-]*:\/\//i.test(t) || t.startsWith('-') || t.startsWith('$') || t.includes('*') || /[<>{}"'|]/.test(t)) return null;
  const m = /^(.+?)(?::(\d+)(?:[-:]\d+)?)?$/.exec(t)!;
  const path = m[1]!;
  if (/^[~]/.test(path) || /^[a-z]:/i.test(path) || path.includes('@') && !path.includes('/')) return null;
  const segs = path.split('/').filter(Boolean);
  if (!segs.length || segs.some((s) => s === '..' && false)) return null;
  const hasExt = PATH_EXT.test(path) || /(^|\/)(Makefile|Dockerfile|README|LICENSE|Cargo\.toml|go\.mod)$/.test(path);
  const slashy = path.includes('/') && /^[\w./@+-]+$/.test(path) && !/^\d+\/\d+$/.test(path);
  if (!hasExt && !(loose && slashy)) return null;
  if (!/^[\w./@+-]+$/.test(path)) return null;
  return { path, line: m[2] ? Number(m[2]) : undefined };
}

const words = contentWords;

/** True when most of the finding's words already stand in one sentence of the brief. */
export function restates(finding: string, briefSentences: Set<string>[]): boolean {
  const fw = [...new Set(words(withoutTags(finding)))];
  if (fw.length < 3) return false;
  return briefSentences.some((s) => fw.filter((w) => s.has(w)).length / fw.length >= 0.8);
}

export function briefSentences(brief: string): Set<string>[] {
  const doc = parseDoc(brief);
  const text = doc.sections.filter((s) => !/^return$/i.test(s.heading)).map((s) => s.raw).join('\n');
  return text
    .split(/(?<=[.!?])\s+|\n\s*\n|\n[-*] /)
    .map((s) => new Set(words(s)))
    .filter((s) => s.size >= 3);
}

const DECISION_WHY = /\s[—–]\s|\s--?\s|:\s|\b(because|since|so that|so we|to avoid|to keep|due to|given|as it|as the|otherwise|why)\b|\(/i;
const DEAD_END_WHY = /\s[—–]\s|\s--?\s|:\s|\b(because|since|fail\w*|broke\w*|break\w*|error\w*|crash\w*|slow\w*|still|did ?n[o']t|does ?n[o']t|wo?n't|can ?n[o']t|couldn't|not work\w*|no effect|timed? ?out|regress\w*|worse|flak\w*|hangs?|leak\w*|wrong)\b/i;
const TAG = /\[(verified\b[^\]]*|unverified)\]/i;

export function lintDoc(md: string, opts: LintOptions): LintResult {
  const doc = parseDoc(md);
  const type = opts.type ?? detectType(doc);
  const findings: Finding[] = [];
  const add = (rule: string, severity: Severity, line: number, column: number, text: string, message: string, hint: string) =>
    findings.push({ rule, severity, line, column, text: text.length > 80 ? text.slice(0, 77) + '...' : text, message, hint });
  const lines = doc.blocks.lines;
  const prose = proseLines(doc);
  const firstLineOf = (s: Section) => {
    for (let i = s.start; i < s.end; i++) if (lines[i]!.trim()) return i + 1;
    return s.line;
  };
  // A section named by the kind's own question belongs to it, not to a shared section that has its name as
  // an alias (the task kind's "Constraints" is not "Already decided").
  const kindHeadings = new Set(opts.kind ? [...slotHeadings(opts.kind.template).values()].map(normalizeHeading) : []);
  const find = (spec: { heading: string; aliases: string[]; key: string }) => {
    const c = doc.sections.filter((s) => matchesSection(s.heading, spec) && !(kindHeadings.has(normalizeHeading(s.heading)) && normalizeHeading(s.heading) !== normalizeHeading(spec.heading)));
    const top = Math.min(...c.map((s) => s.level));
    return c.find((s) => s.level === top);
  };

  // Required sections.
  const required: { key: string; heading: string; aliases: string[]; flag: string }[] = [];
  if (type === 'brief') {
    for (const s of [...BRIEF_HEAD, ...BRIEF_TAIL]) if (s.required) required.push(s);
    if (opts.kind) {
      const headings = slotHeadings(opts.kind.template);
      for (const q of opts.kind.questions) if (q.required) required.push({ key: q.name, heading: headings.get(q.name) ?? q.heading, aliases: [q.name], flag: `--field ${q.name}=...` });
    }
  }
  let outcome: string | null = null;
  if (type === 'return') {
    const s = find(RETURN_SECTIONS[0]!);
    const o = parseOutcome(s ? sectionText(s.raw) : sectionText(doc.preamble));
    outcome = o?.outcome ?? null;
    if (!o) add('missing-outcome', 'error', s?.line ?? 1, 1, s?.heading ?? '', 'no outcome: answered, partial, blocked or abandoned', 'start the Outcome section with one of the four words, then a one-line answer');
    else if (o.outcome === 'blocked' && !o.answer) add('blocked-without-reason', 'error', s?.line ?? 1, 1, 'blocked', 'the outcome is blocked but does not say what blocks it', 'after "blocked —" say what blocks the work and what would unblock it');
    if (outcome !== 'abandoned') required.push(RETURN_SECTIONS[1]!);
  }
  for (const spec of required) {
    const s = find(spec);
    const rule = `missing-${kebab(spec.key)}`;
    if (!s) add(rule, 'error', 1, 1, spec.heading, `required section "${spec.heading}" is missing`, `add a "## ${spec.heading}" section (flag: ${spec.flag})`);
    else if (!sectionText(s.raw)) add(rule, 'error', s.line, 1, s.heading, `required section "${spec.heading}" is empty`, `write it (flag: ${spec.flag})`);
  }

  // Unfilled template slots, secrets, shared-context phrases.
  const secretHits = findSecrets(md);
  for (const h of secretHits) add('secret', 'error', h.line, h.column, `[${h.kind}]`, `an unredacted secret (${h.kind})`, 'remove it; handoff redacts secrets when it writes, so this document was edited or made elsewhere');
  const firstContent = doc.sections.find((s) => !/^return$/i.test(s.heading));
  const anyPhrase = anyOf(opts.phrases);
  prose.forEach((l, i) => {
    if (l === null) return;
    // Cheap checks first: most lines hold no slot and none of the phrases, and matchAll clones its regex
    // on every call (on a 1 MiB brief, 31 phrases x 20,000 lines of clones cost more than the rest of lint).
    if (l.includes('{{')) for (const m of l.matchAll(/\{\{\s*[\w-]+\s*\}\}/g)) add('unfilled-slot', 'error', i + 1, m.index! + 1, m[0], `template slot ${m[0]} was never filled`, 'replace it with the answer, or delete the section');
    if (!anyPhrase?.test(l)) return;
    for (const p of opts.phrases) {
      p.re.lastIndex = 0;
      for (const m of l.matchAll(p.re)) {
        if (p.phrase === 'see above' && firstContent && i + 1 > firstLineOf(firstContent)) continue;
        add('shared-context-phrase', 'warning', i + 1, m.index! + 1, `"${m[0]}"`, `"${m[0]}" assumes the reader shared your context`, p.hint);
      }
    }
  });

  if (type === 'brief') {
    const ptr = find(BRIEF_TAIL.find((s) => s.key === 'pointers')!);
    const items = ptr ? listItems(ptr.raw) : [];
    if (!items.length) add('no-pointers', 'warning', ptr?.line ?? 1, 1, 'Pointers', 'no pointers to primary sources', 'add files (path:line), commands or commits the reader should check (flag: --pointer)');
    if (opts.pathInfo) checkPaths(doc, ptr, opts.pathInfo, add);
    const dec = find(BRIEF_TAIL.find((s) => s.key === 'decided')!);
    if (dec) eachItem(doc, dec, (text, line) => {
      if (!DECISION_WHY.test(text)) add('decision-without-why', 'warning', line, 1, text, 'a decision without its why invites relitigation', 'write it as "decision — because ..."');
    });
    const dead = find(BRIEF_TAIL.find((s) => s.key === 'deadEnds')!);
    if (dead) eachItem(doc, dead, (text, line) => {
      if (!DEAD_END_WHY.test(text)) add('dead-end-without-why', 'warning', line, 1, text, 'a dead end without why it failed will be walked again', 'say what happened: "tried X — failed because Y"');
    });
    const budget = opts.budget ?? DEFAULT_BUDGET;
    const tokens = estimateTokens(md);
    if (tokens > budget) add('over-budget', 'warning', 1, 1, `~${tokens} tokens`, `the brief is about ${tokens} tokens, over the budget of ${budget}`, 'point to files instead of pasting them; cut what the reader can look up');
  }

  if (type === 'return') {
    const fs = find(RETURN_SECTIONS[1]!);
    if (fs) {
      const sentences = opts.brief ? briefSentences(opts.brief) : null;
      eachItem(doc, fs, (text, line) => {
        if (!TAG.test(text)) add('untagged-finding', 'warning', line, 1, text, 'a finding without [verified: how] or [unverified]', 'say how it was checked, or mark it [unverified]');
        if (sentences && restates(text, sentences)) add('finding-restates-brief', 'warning', line, 1, text, 'this finding mostly repeats the brief', 'return only what the brief did not already say');
      });
    }
  }

  // Rule ids are lower-case ASCII: code-unit order is theirs, without localeCompare's ICU start-up (~6 ms).
  findings.sort((a, b) => a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
  const errors = findings.filter((f) => f.severity === 'error').length;
  return { type, findings, counts: { errors, warnings: findings.length - errors } };
}

/** Each list item of a section with the 1-based line it starts on. */
function eachItem(doc: ParsedDoc, s: Section, fn: (text: string, line: number) => void): void {
  const items = listItems(s.raw);
  let from = s.start;
  for (const item of items) {
    const first = item.split('\n')[0]!.trim().slice(0, 30);
    let line = from;
    for (let i = from; i < s.end; i++) {
      if (doc.blocks.lines[i]!.includes(first)) {
        line = i;
        break;
      }
    }
    fn(item, line + 1);
    from = line + 1;
  }
}

function checkPaths(doc: ParsedDoc, ptr: Section | undefined, pathInfo: NonNullable<LintOptions['pathInfo']>, add: (rule: string, sev: Severity, line: number, col: number, text: string, msg: string, hint: string) => void): void {
  const seen = new Set<string>();
  const likes = new Map<string, ReturnType<typeof pathLike>>();
  const check = (token: string, line: number, col: number, loose: boolean) => {
    // A long brief repeats its paths: judge each token once.
    const memo = (loose ? '1' : '0') + token;
    let p = likes.get(memo);
    if (p === undefined) likes.set(memo, (p = pathLike(token, loose)));
    if (!p) return;
    const key = `${p.path}:${p.line ?? ''}:${line}`;
    if (seen.has(key)) return;
    seen.add(key);
    const info = pathInfo(p.path, p.line !== undefined);
    if (!info) return;
    if (!info.exists) add('missing-path', 'warning', line, col, p.path, `${p.path} does not exist in the origin repo`, 'fix the path, or say it is to be created');
    else if (p.line !== undefined && info.lines !== undefined && p.line > info.lines) add('line-out-of-range', 'warning', line, col, `${p.path}:${p.line}`, `${p.path} has ${info.lines} lines, not ${p.line}`, 'point at a line that exists');
  };
  const lines = doc.blocks.lines;
  // The generated header (anchor, dirty files) and the Return section are the tool's own text, not pointers.
  const from = doc.sections[0] ? doc.sections[0].line - 1 : lines.length;
  const ret = doc.sections.find((s) => /^return$/i.test(s.heading.trim()));
  for (let i = from; i < lines.length; i++) {
    if (doc.blocks.literal[i] || (ret && i >= ret.start - 1 && i < ret.end) || !lines[i]!.includes('`')) continue;
    for (const m of lines[i]!.matchAll(/`([^`\s]+)`/g)) check(m[1]!, i + 1, m.index! + 2, true);
  }
  if (ptr) {
    for (let i = ptr.start; i < ptr.end; i++) {
      const m = /^\s*(?:[-*+]|\d+[.)])\s+([^\s`]+)/.exec(lines[i]!);
      if (m && !doc.blocks.literal[i]) check(m[1]!, i + 1, m.index + m[0].length - m[1]!.length + 1, true);
    }
  }
}
