// A body document (`new --body`, `return --body`, `--paste`) read into answers, and the report of where
// each of its parts went, so nothing is dropped without a word. Pure.

import type { Kind } from './types.js';
import type { BriefFlags } from './answers.js';
import { briefFromDoc, type ParsedBrief } from './read-brief.js';
import { documentKind, type DocumentKind } from './document-type.js';
import type { ParsedDoc, Placement } from './document.js';
import { parseBody } from './body-doc.js';
import { kindTargets } from './brief-assignment.js';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_HEADING, normalizeHeading } from './sections.js';
import { keepUnplaced, placementNames } from './unplaced.js';
import { fromHeadingLine, saysMoreThanItsSection } from './heading-rest.js';
import { CUT_FROM, WHERE_HEADING } from './render.js';
import { unframed } from './frame.js';
import { PROMPT_LINES, withPromptsUnfenced } from './pasted-prompt.js';
import { closingPlacement } from './closing-trailer.js';

/** A body that reads as a return; `because` says why (document-type.ts), as lint and return say it. */
export class NotABriefError extends Error {
  constructor(readonly because: string) {
    super(`this document is a return, not a brief: ${because}`);
  }
}

/** A body document as `new --body`, `return --body` and `lint` read it (returns.ts parseBody: one reading). */
export const readBody = parseBody;

/** A body as a brief is read (`new --body`, and `lint` of a file: the two judge one document the same): a
 *  prompt to paste into the next session, fenced, is the brief's text (pasted-prompt.ts), its lines kept. */
export function readBriefBody(text: string, targets?: Parameters<typeof readBody>[1]): ReturnType<typeof readBody> {
  const unfenced = withPromptsUnfenced(text);
  const doc = readBody(unfenced.text, targets);
  if (unfenced.prompts.length) PROMPT_LINES.set(doc.blocks, unfenced.prompts);
  return doc;
}

/** A body for `new`: a brief's sections by meaning, and what the document is (`reading`: null when it says
 *  neither). Throws NotABriefError for a return (lint and return decide the same way: document-type.ts). */
export function importBrief(text: string, kind: Pick<Kind, 'questions' | 'template'>, flagged: ReadonlySet<string> = new Set(), force = false): ParsedBrief & { reading: DocumentKind; cutFrom?: string } {
  // The kind's own questions are headings when written as labels too ("**Observed:** …").
  const doc = readBriefBody(text, kindTargets(kind));
  const reading = documentKind(doc, kind);
  // (With force, the person said it is a brief: read as one; the command says what it read it as.)
  if (reading.type === 'return' && !force) throw new NotABriefError(reading.because);
  // A body is the writer's words, whatever it holds: the tool's marker comment in it (a brief pasted back)
  // does not make its "Return" or "Where to work" the tool's own sections, nor its header the tool's.
  const old = oldBriefId(doc);
  // (Its header lines, the old id and origin, are the tool's too: they become this brief's "Cut from" line, not
  // its Context, so a brief cut again from the one the tool wrote has the same sections with the same text.)
  // Only a body with that header, naming the marker's id, is read as the tool's (a marker alone anyone types
  // anywhere: then it is a stranger's document, read by meaning).
  const header = old ? oldHeader(withoutOldFrame(doc.preamble), old) : null;
  const parsed = briefFromDoc(doc.marker || old ? { ...doc, marker: null, ...(header ? { preamble: header.rest, written: header.cutFrom !== undefined } : {}) } : doc, kind, flagged);
  // A brief the tool wrote for another handoff, cut again: its generated "Where to work" and "Return" were
  // written for that id (a return sent with its command lands on the old handoff). They are the tool's, not
  // the writer's: not carried over as live instructions, and the output says so; the new brief writes its
  // own. (Only a section that names the old id: one the writer changed beyond that is kept, framed.)
  if (old) forgetOldFrame(parsed, old);
  const cutFrom = header?.cutFrom;
  if (cutFrom) {
    const at = doc.blocks.lines.findIndex((l) => l.startsWith('**Handoff brief** '));
    parsed.placement.push({ line: at >= 0 ? at + 1 : doc.preambleLines[0] + 1, from: `(the header of a body marked as the brief handoff wrote for ${old})`, to: `this brief's "${CUT_FROM}" line (${cutFrom.length > 60 ? `${cutFrom.slice(0, 57)}...` : cutFrom}); this brief's own header says where it was cut` });
    parsed.placement.sort((a, b) => a.line - b.line);
  }
  // A brief pasted inside a fence: the writer's words around it ("Important: never on Fridays") join the
  // Context, as the text before a first heading does.
  if (doc.outsideFence.length) {
    const before = doc.outsideFence.filter((o) => o.line - 1 < (doc.titleLine ?? doc.preambleLines[0]));
    const after = doc.outsideFence.filter((o) => !before.includes(o));
    parsed.answers.context = [...before.map((o) => o.text), parsed.answers.context, ...after.map((o) => o.text)].filter(Boolean).join('\n\n');
    parsed.given.add('context');
    for (const o of doc.outsideFence) {
      const p = { line: o.line, from: '(text outside the fenced brief)', to: 'Context' };
      parsed.placement.push(p);
      parsed.filled.set(p, 'context');
    }
    parsed.placement.sort((a, b) => a.line - b.line);
  }
  // Nothing dropped without a word, as a return is read: a line whose words the reader placed nowhere is
  // kept as written. (Not with answers given by flags: the body's text for them is replaced, and new says so.)
  if (!doc.marker && !old && !flagged.size) lastCheck(doc, parsed, kind);
  // The closing trailer was blanked before the reading (body-doc.ts): said here, line by line. Written into the
  // brief, an "End of prompt." would tell the next agent to stop reading above its Return section.
  if (doc.trailer.length) {
    parsed.placement.push(...doc.trailer.map(closingPlacement));
    parsed.placement.sort((a, b) => a.line - b.line);
  }
  return { ...parsed, reading, ...(cutFrom ? { cutFrom } : {}) };
}

/** The last check (unplaced.ts) over a brief read from a body: every string it wrote, the kind's template
 *  (its text in a body is the tool's, left out on purpose), the names it read on lines of their own. */
function lastCheck(doc: Parameters<typeof keepUnplaced>[0] & Pick<ParsedDoc, 'frontMatter'>, parsed: ParsedBrief, kind: Pick<Kind, 'questions' | 'template'>): void {
  const a = parsed.answers;
  const placed = [a.title, a.why, a.deliver, a.context, a.firstStep, ...Object.values(a.fields), ...a.decided, ...a.deadEnds, ...a.pointers, ...a.outOfScope, ...parsed.extra.flatMap((x) => [x.heading, x.text]), ...Object.values(parsed.notes).flat().map((n) => fromHeadingLine(n.heading)), kind.template];
  const targets = [...BRIEF_HEAD, ...BRIEF_TAIL, ...kindTargets(kind)];
  const names = placementNames(parsed.placement);
  for (const [line, more] of parsed.names) names.set(line, [...(names.get(line) ?? []), ...more]);
  // (A front matter key is a name too: "evidence_commit" is written as the commit.)
  for (const e of doc.frontMatter) names.set(e.line - 1, [...(names.get(e.line - 1) ?? []), e.key]);
  keepUnplaced(doc, parsed, placed, { names, asksHeading: (h) => saysMoreThanItsSection(h, targets) });
}

/** The marker and the "You start fresh" notice of a brief the tool wrote: its frame, which the new brief has
 *  of its own (its header lines, naming the old id and origin, stay in the Context as data). */
function withoutOldFrame(preamble: string): string {
  return preamble
    .split('\n')
    .filter((l) => !OLD_MARKER.test(l) && !FRESH_NOTICE.test(l))
    .join('\n');
}

/** The header lines renderBrief writes ("**Handoff brief** `id` · kind · date", "**Origin:** …", and the
 *  lines after them), taken out of a body's preamble: what they said as one "Cut from" value (the old id,
 *  kind, date and origin), and the preamble without them (lines the writer added stay, in the Context). */
function oldHeader(preamble: string, id: string): { rest: string; cutFrom?: string } {
  const lines = preamble.split('\n');
  const at = lines.findIndex((l) => l.trim().startsWith(`**Handoff brief** \`${id}\` · `));
  if (at < 0) return { rest: preamble };
  const said = [lines[at]!.trim().slice('**Handoff brief** '.length)];
  const rest: string[] = [];
  for (const [i, l] of lines.entries()) {
    const t = l.trim();
    const origin = /^\*\*Origin:\*\* (.*)$/.exec(t);
    if (i === at) continue;
    if (origin && i > at) said.push(`origin ${origin[1]!}`);
    else if (!(i > at && /^\*\*(?:Supersedes|Returns expected|Cut from):\*\* /.test(t))) rest.push(l);
  }
  return { rest: rest.join('\n'), cutFrom: said.join('; ') };
}

const OLD_MARKER = /^ {0,3}\\?<!--\s*handoff:(?:brief|return)\b[^>]*-->\s*$/;
const FRESH_NOTICE = /^ {0,3}> You start fresh: you cannot ask the session that wrote this anything\./;
const GENERATED = new Set([WHERE_HEADING, RETURN_HEADING].map(normalizeHeading));

/** The id of the brief the tool wrote that this body is: its marker where the tool writes it, or on a line
 *  of its own anywhere (a title underlined "=====", a note above it moved the marker down). */
function oldBriefId(doc: ReturnType<typeof readBody>): string | null {
  if (doc.marker) return doc.marker.type === 'brief' && doc.marker.id ? doc.marker.id : null;
  const lines = doc.blocks.lines;
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.includes('handoff:brief')) continue;
    const m = /^ {0,3}<!--\s*handoff:brief\b[^>]*\bid=([a-z0-9-]+)[^>]*-->\s*$/.exec(lines[i]!);
    if (m) return m[1]!;
  }
  return null;
}

function forgetOldFrame(parsed: ParsedBrief, old: string): void {
  const own = (h: string) => unframed(h) ?? h;
  const generated = parsed.extra.filter((x) => unframed(x.heading) !== undefined && GENERATED.has(normalizeHeading(own(x.heading))) && x.text.includes(old));
  if (!generated.length) return;
  const kept: typeof parsed.extra = [];
  for (const x of generated) {
    // The parts the tool wrote (a paragraph naming the old id or opening as its text does, a command's fence,
    // the return's template) go; a paragraph the writer added stays, under the framed heading.
    const mine = blocksOf(x.text).filter((b) => !toolBlock(b, old));
    const h = own(x.heading);
    const p = parsed.placement.find((pl) => pl.from === h && pl.to.startsWith(`kept as "${x.heading}"`));
    // What is known is the marker's claim and the commands' id, not who wrote them (a marker can be typed).
    const what = `the "${h}" of a body marked as the brief handoff wrote for ${old} (its commands name ${old}, not this brief): not carried over, this brief writes its own`;
    if (p) p.to = mine.length ? `${what}; the rest (${mine.length === 1 ? 'a paragraph' : `${mine.length} paragraphs`} not the tool's) kept as "${x.heading}"` : what;
    if (mine.length) kept.push({ ...x, text: mine.join('\n\n') });
  }
  parsed.extra = parsed.extra.flatMap((x) => (generated.includes(x) ? kept.filter((k) => k.heading === x.heading) : [x]));
  const head = parsed.placement.find((pl) => pl.from === '(text before the first heading)' && pl.to === 'Context');
  if (head) head.to = `Context (the header of a body marked as the brief handoff wrote for ${old}, without its marker and "You start fresh" notice: this brief has its own)`;
}

/** A section's text cut into its blocks: paragraphs (blank-line separated) and fenced blocks whole. */
function blocksOf(text: string): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (cur.some((l) => l.trim())) out.push(cur.join('\n').trim());
    cur = [];
  };
  for (const l of text.split('\n')) {
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(l);
    if (fence) {
      cur.push(l);
      if (f && f[1]!.startsWith(fence)) {
        fence = null;
        flush();
      }
      continue;
    }
    if (f) {
      flush();
      fence = f[1]!;
      cur.push(l);
      continue;
    }
    if (!l.trim()) flush();
    else cur.push(l);
  }
  flush();
  return out;
}

/** The openings of the paragraphs the tool writes in a brief's "Where to work" and "Return" (way-back.ts). */
const TOOL_OPENINGS = /^(?:When done, write your findings|If you cannot run it|Nothing was left uncommitted|The origin's (?:uncommitted work|commits)|The uncommitted work|Its uncommitted work|The working tree was clean|In another clone|Work (?:in your own worktree|here))/;

function toolBlock(b: string, old: string): boolean {
  return b.includes(old) || /^ {0,3}(?:`{3,}|~{3,})/.test(b) || /^(?: {4}|\t)/.test(b) || TOOL_OPENINGS.test(b);
}

const FLAG_OF: Record<string, [keyof BriefFlags, string]> = {
  title: ['title', '--title'],
  why: ['why', '--why'],
  deliver: ['deliver', '--deliver'],
  context: ['context', '--context'],
  firstStep: ['firstStep', '--first-step'],
  decided: ['decided', '--decided'],
  deadEnds: ['deadEnd', '--dead-end'],
  pointers: ['pointer', '--pointer'],
  outOfScope: ['outOfScope', '--out-of-scope'],
};

/** The answers the flags give ("why" for --why, "field:observed" for --field observed=…): the body's
 *  guesses for a missing answer (a Context as the why, a "Done when" sentence as what to deliver) are not
 *  made for these, so a flag never replaces words the body said elsewhere. */
export function flaggedAnswers(flags: BriefFlags, fields: Record<string, string>, fieldFlags: Record<string, string> = {}): Set<string> {
  const out = new Set<string>();
  for (const [key, [f]] of Object.entries(FLAG_OF)) {
    const v = flags[f];
    if (Array.isArray(v) ? v.length > 0 : v !== undefined) out.add(key);
  }
  for (const name of Object.keys(fields)) out.add(`field:${name}`);
  for (const name of Object.keys(fieldFlags)) out.add(`field:${name}`);
  return out;
}

/**
 * Where the body's parts went once the flags are applied (answers.ts applyFlags: a flag replaces what the
 * body gave for its answer). A part a flag replaced says so, "replaced by --why", and that it is not
 * written: nothing the body said is dropped without a word. `fieldFlags`: a question's own flag, where it
 * has one (--last-good), else it is named as --field NAME.
 */
export function placementAfterFlags(parsed: Pick<ParsedBrief, 'placement' | 'filled'>, flags: BriefFlags, fields: Record<string, string>, fieldFlags: Record<string, string> = {}): Placement[] {
  const flagFor = (key: string): string | null => {
    if (key.startsWith('field:')) return fields[key.slice(6)] !== undefined ? fieldFlags[key.slice(6)] ?? `--field ${key.slice(6)}` : null;
    const f = FLAG_OF[key];
    if (!f) return null;
    const v = flags[f[0]];
    return (Array.isArray(v) ? v.length > 0 : v !== undefined) ? f[1] : null;
  };
  return parsed.placement.map((p) => {
    const key = parsed.filled.get(p);
    if (!key) return p;
    if (key === 'context:front') {
      const flag = flagFor('context');
      return flag ? { ...p, to: p.to.replace('branch/commit in Context', `branch/commit: replaced by ${flag}, not written`) } : p;
    }
    const flag = flagFor(key);
    return flag ? { ...p, to: `${p.to}; replaced by ${flag} (flags win over --body), not written` } : p;
  });
}

/** "where the body went" lines for stderr: one per source part, in document order. */
export function formatPlacement(what: string, placement: Placement[]): string {
  if (!placement.length) return '';
  const w = Math.max(...placement.map((p) => String(p.line).length));
  const clip = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}...` : s);
  return `handoff: where ${what} went:\n${placement.map((p) => `  line ${String(p.line).padStart(w)}  ${clip(p.from)} -> ${p.to}`).join('\n')}\n`;
}
