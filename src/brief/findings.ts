// Findings as a person counts them: one per list item, per table row, per sub-heading (its title and its
// body, "Fix:" lines included); sub-headings that only group lists or tables are groups, not findings.
// And the fields a finding carries in its text: a title, severity, verification, location. Pure.

import type { Tokens } from 'marked';
import type { Block } from './blocks.js';
import { normalizeAnswer, unescapeLines } from './escape.js';
import { listItemsAt } from './items.js';

export interface FindingItem {
  text: string;
  /** 1-based document line the finding starts on. */
  line: number;
  /** The heading of the group it was listed under, if any (the innermost of `groups`). */
  group?: string;
  /** The group headings it was listed under, outermost first (`## Security` > `### Auth`: both). */
  groups?: Group[];
  /** The table it is a row of: the same object on every row of that table. */
  table?: TableOf;
}

/** A heading that groups findings, and its 1-based line. */
export interface Group {
  heading: string;
  line: number;
}

/** A table of findings: where it starts, its column names, its rows (each a finding). */
export interface TableOf {
  /** 1-based line of its header row. */
  line: number;
  columns: string[];
  rows: number;
}

/** Text a findings reader set aside (a group's lead line): the caller keeps it, under the group's heading. */
export interface SetAside {
  heading: string;
  text: string;
}

/** A finding as `--json` shows it. `text` is the whole finding as stored; the rest is read from it. */
export interface FindingData {
  title: string;
  text: string;
  severity?: string;
  verified?: boolean;
  /** How it was verified ("[verified: unit test]" -> "unit test"). */
  how?: string;
  location?: string;
}

/** What a section looks like to the findings reader: its heading, its body's blocks, its sub-sections. */
export interface FindingSection {
  heading: string;
  line: number;
  /** Top-level blocks of its own body (before its first sub-section). */
  blocks: Block[];
  children: FindingSection[];
}

const clean = (lines: string[]) => normalizeAnswer(unescapeLines(lines).join('\n'));

/** A label line that belongs to the finding before it. */
const ATTACHED = /^[\s>*_]*(?:fix|fixes|fixed in|suggested fix|proposed fix|recommendation|recommended|mitigation|workaround|impact|evidence|repro|reproduction|root cause|cause|note|notes|severity|priority|status|verified|verification|location|file|files|details|why|expected|actual|result|test|tests|see also)\b[^:\n]{0,20}[:：]/i;

function blockLines(lines: string[], b: { line: number; end: number }): string[] {
  return lines.slice(b.line, b.end);
}

const cellText = (c: { text: string }) => c.text.replace(/\\\|/g, '|').trim();
const ID_COL = /^(?:#|no\.?|nr\.?|n°|id|num|number|idx|index|\d+)$/i;
const TITLE_COL = /\b(?:finding|findings|issue|issues|title|problem|bug|summary|name|feature|check|item|observation|aspect|area|topic|what)\b|発見|问题|問題|指摘|发现/i;


/** One finding per table row: the title column first, the other columns as "Column: value" lines. */
function tableFindings(lines: string[], b: Block): FindingItem[] {
  const t = b.token as Tokens.Table;
  const header = t.header.map(cellText);
  const idCol = header.findIndex((h) => ID_COL.test(h));
  let titleCol = header.findIndex((h) => TITLE_COL.test(h));
  if (titleCol < 0) titleCol = header.findIndex((_h, i) => i !== idCol);
  if (titleCol < 0) titleCol = 0;
  // The delimiter row follows the header; a row's line is found by its position (rows are one line each).
  const firstRow = b.line + 2;
  const table: TableOf = { line: b.line + 1, columns: header, rows: t.rows.length };
  return t.rows.map((row, r) => {
    const cells = row.map(cellText);
    const id = idCol >= 0 && idCol !== titleCol ? cells[idCol] : '';
    const title = `${id ? `${id.replace(/[.)]$/, '')}. ` : ''}${cells[titleCol] ?? ''}`.trim();
    const fields = cells
      .map((v, i) => ({ h: header[i] || `Column ${i + 1}`, v, i }))
      .filter((c) => c.i !== titleCol && c.i !== idCol && c.v !== '')
      .map((c) => `${c.h}: ${c.v}`);
    const line = Math.min(firstRow + r, lines.length - 1) + 1;
    return { text: [title || fields.shift() || '', ...fields].join('\n').trim(), line, table };
  });
}

const isBlank = (b: Block) => b.token.type === 'space' || b.token.type === 'hr' || b.token.type === 'def';
const isItems = (b: Block) => b.token.type === 'list' || b.token.type === 'table';

/** True when a section only groups findings: sub-sections, or lists and tables (after at most a short lead). */
export function isGroup(s: FindingSection): boolean {
  if (s.children.length) return true;
  const body = s.blocks.filter((b) => !isBlank(b));
  if (!body.length) return false;
  const items = body.filter(isItems);
  if (!items.length) return false;
  const other = body.filter((b) => !isItems(b));
  return other.length <= 1 && (other.length === 0 || (other[0]!.token.type === 'paragraph' && other[0] === body[0] && (other[0]!.end - other[0]!.line <= 2)));
}

/** Findings from a run of blocks: list items, table rows, paragraphs; label lines and code join the one before. */
export function blockFindings(lines: string[], blocks: Block[], groups: Group[] = [], literal?: Uint8Array): FindingItem[] {
  const out: FindingItem[] = [];
  const at = groupOf(groups);
  const append = (text: string) => {
    const last = out[out.length - 1]!;
    last.text = `${last.text}\n\n${text}`;
  };
  for (const b of blocks) {
    if (isBlank(b) || b.token.type === 'heading') continue;
    const text = clean(blockLines(lines, b));
    if (b.token.type === 'list') {
      // The same item reader as every list section (the renderer's "- " items read back exactly).
      for (const it of listItemsAt(blockLines(lines, b).join('\n'), b.line + 1, literal?.subarray(b.line, b.end))) out.push({ text: it.text, line: it.line, ...at });
    } else if (b.token.type === 'table') {
      for (const f of tableFindings(lines, b)) if (f.text) out.push({ ...f, ...at });
    } else if (out.length && (b.token.type !== 'paragraph' || ATTACHED.test(text))) {
      append(text); // code, quotes, HTML and "Fix:" lines belong to the finding before them
    } else if (text) {
      out.push({ text, line: b.line + 1, ...at });
    }
  }
  return out;
}

/** The group fields of a finding listed under `groups` (none when it is under no group). */
function groupOf(groups: Group[]): Pick<FindingItem, 'group' | 'groups'> {
  return groups.length ? { group: groups[groups.length - 1]!.heading, groups } : {};
}

/**
 * The findings of a section: its own blocks, then each sub-section, as one finding (title and body)
 * or, when it only groups lists/tables/sub-sections, as a group of findings.
 */
export function sectionFindings(lines: string[], s: FindingSection, groups: Group[] = [], aside: SetAside[] = [], literal?: Uint8Array): FindingItem[] {
  const hasItems = s.children.length > 0 || s.blocks.some(isItems);
  const lead = hasItems ? leadOf(s.blocks) : null;
  if (lead) aside.push({ heading: s.heading, text: clean(blockLines(lines, lead)) });
  const out = blockFindings(lines, leadless(s.blocks, hasItems), groups, literal);
  for (const c of s.children) {
    if (isGroup(c)) out.push(...sectionFindings(lines, c, [...groups, { heading: c.heading, line: c.line }], aside, literal));
    else out.push(oneFinding(lines, c, groups));
  }
  return out;
}

/** A sub-section as one finding: its heading is the title, its body the detail (sub-sub-sections too). */
export function oneFinding(lines: string[], s: FindingSection, groups: Group[] = []): FindingItem {
  const body: string[] = [];
  const walk = (x: FindingSection, top: boolean) => {
    if (!top) body.push(x.heading);
    for (const b of x.blocks) if (!isBlank(b)) body.push(clean(blockLines(lines, b)));
    for (const c of x.children) walk(c, false);
  };
  walk(s, true);
  const text = body.filter(Boolean).join('\n\n');
  return { text: text ? `${s.heading}\n${text}` : s.heading, line: s.line, ...groupOf(groups) };
}

/** A short lead paragraph before a list ("Found three problems:") is the group's caption, not a finding. */
function leadless(blocks: Block[], hasItems: boolean): Block[] {
  const body = blocks.filter((b) => !isBlank(b));
  if (hasItems && body.length >= 2 && body[0]!.token.type === 'paragraph' && isItems(body[1]!) && /[:：]\s*$/.test((body[0]!.token as Tokens.Paragraph).text)) {
    return blocks.filter((b) => b !== body[0]);
  }
  return blocks;
}

/** The lead paragraph leadless() set aside, to keep it somewhere. */
export function leadOf(blocks: Block[]): Block | null {
  const body = blocks.filter((b) => !isBlank(b));
  return body.length >= 2 && body[0]!.token.type === 'paragraph' && isItems(body[1]!) && /[:：]\s*$/.test((body[0]!.token as Tokens.Paragraph).text) ? body[0]! : null;
}

// --- fields ------------------------------------------------------------------------------------------

const SEVERITIES = ['blocker', 'critical', 'major', 'high', 'medium', 'moderate', 'minor', 'low', 'nit', 'trivial', 'info', 'p0', 'p1', 'p2', 'p3'];
const SEV = SEVERITIES.join('|');
const SEV_TAG = new RegExp(`[[(](${SEV})[\\])]`, 'i');
const SEV_LABEL = new RegExp(`^[*_\\s>-]*(?:severity|priority|sev|schweregrad|gravité|severidad|серьёзность|серьезность|严重性|重要度)[*_]*\\s*[:：][*_]*\\s*[*_]*(${SEV})\\b`, 'imu');
const SEV_LEAD = new RegExp(`^(?:[^\\p{L}\\p{N}]|\\d+[.)])*\\s*[*_]*(${SEV})[*_]*\\s*[:：—–-]`, 'iu');
const SEV_WORD = new RegExp(`\\b(${SEV})(?:\\s+(?:severity|priority))\\b`, 'i');

export function severityOf(text: string): string | undefined {
  const first = text.split('\n')[0]!;
  const m = SEV_TAG.exec(first) ?? SEV_LEAD.exec(first) ?? SEV_LABEL.exec(text) ?? SEV_WORD.exec(first);
  return m ? m[1]!.toLowerCase() : undefined;
}

/** Does a finding carry a severity at all (for telling findings sections by their items)? */
export const hasSeverity = (text: string) => severityOf(text) !== undefined;

// "[verified: how]" and its forms in the other languages of prompts/headings.txt.
const VERIFIED_TAG = /\[(?:verified|verifiziert|geprüft|vérifié|verificado|проверено|已验证|検証済み)(?:\s*[:：]\s*([^\]]*))?\]/iu;
const UNVERIFIED = /\[(?:unverified|unverifiziert|nicht verifiziert|non vérifié|no verificado|не проверено|未验证|未検証)\]|\bunverified\b|\bnot verified\b|\bunconfirmed\b|\bnot (?:yet )?confirmed\b/iu;
const UNVERIFIED_TAG = /\[(?:unverified|unverifiziert|nicht verifiziert|non vérifié|no verificado|не проверено|未验证|未検証)\]/;
const VERIFIED_TAG_G = new RegExp(`${VERIFIED_TAG.source}|${UNVERIFIED_TAG.source}`, 'giu');
const VERIFIED_FORMS = /✅\s*verified\b|\bverified\s*(?:[:：]|by\b|with\b|in\b|via\b|✅)|\((?:confirmed|verified|reproduced)\b[^)]*\)|\bconfirmed by\b|\breproduced\b|^\s*(?:verified|verification)\s*[:：]\s*(?:yes|✅|true)/im;

export function verificationOf(text: string): { verified: boolean; how?: string } | undefined {
  const tag = VERIFIED_TAG.exec(text);
  if (tag) return { verified: true, how: tag[1]?.trim() || undefined };
  if (UNVERIFIED.test(text)) return { verified: false };
  const f = VERIFIED_FORMS.exec(text);
  if (f) {
    const how = /\((?:confirmed|verified|reproduced)\s+(?:by|with|in|via)\s+([^)]*)\)/i.exec(text) ?? /verified\s*(?:by|with|via|in)\s+([^.;\n\]]+)/i.exec(text);
    return { verified: true, how: how?.[1]?.trim() || undefined };
  }
  return undefined;
}

const LOCATION_FIELD = /^[*_\s>-]*(?:location|file|files|path|where|ort|datei|emplacement|fichier|ubicación|archivo|расположение|файл|位置|文件|場所|ファイル)[*_]*\s*[:：][*_]*\s*`?([^`\n]+?)`?\s*$/imu;
const PATH_TOKEN = /`?((?:[\w@.-]+\/)*[\w@-]+\.[A-Za-z][\w]{0,9}(?::\d+(?:[-–]\d+)?)?|(?:[\w@.-]+\/)+[\w@.-]+(?::\d+(?:[-–]\d+)?)?)`?/;

export function locationOf(text: string): string | undefined {
  const f = LOCATION_FIELD.exec(text);
  if (f) return f[1]!.trim();
  const first = text.split('\n')[0]!;
  const code = /`([^`\s]+)`/.exec(first);
  const cand = code && PATH_TOKEN.test(code[1]!) ? code[1]! : null;
  if (cand && /[/.]/.test(cand) && !/^https?:/.test(cand)) return cand.replace(/[),.;]+$/, '');
  return undefined;
}

/** The finding's title: a bold lead, else its first line up to " — " or ": ", without tags and numbering. */
export function titleOf(text: string): string {
  const first = text
    .split('\n')[0]!
    .replace(VERIFIED_TAG_G, '')
    .replace(/\[[^\]\n]*[:：][^\]\n]*\]/g, '') // any other "[label: value]" tag
    .replace(new RegExp(`[*_]*[[(](?:${SEV})[\\])][*_]*`, 'gi'), '')
    .replace(new RegExp(`^[*_\\s-]*(?:severity|priority)[*_]*\\s*[:：][*_]*\\s*(?:${SEV})[*_]*\\s*(?:[—–:-]\\s*)?`, 'i'), '')
    .trim();
  const bold = /^(?:[^\p{L}\p{N}*_`]|\d+[.)])*\s*\*\*(.+?)\*\*/u.exec(first);
  let t = bold ? bold[1]! : first;
  if (!bold) {
    const cut = /\s[—–]\s|\s-\s|:\s/.exec(t);
    if (cut && cut.index >= 8 && cut.index <= 100) t = t.slice(0, cut.index);
  }
  t = t
    .replace(/\[(?:verified[^\]]*|unverified)\]/gi, '')
    .replace(SEV_TAG, '')
    .replace(/^(?:[^\p{L}\p{N}`]|\d+[.)]\s)+/u, '')
    .replace(new RegExp(`^(?:${SEV})\\s*[:：—–-]\\s*`, 'i'), '')
    .replace(/^\d+\.\s+/, '')
    .replace(/[*_]{2,}/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[:：]$/, '');
  if (!t) t = first.replace(/[*_`]+/g, '').trim() || text.trim().split('\n')[0]!;
  return t.length > 120 ? `${t.slice(0, 117).trimEnd()}...` : t;
}

export function findingData(text: string): FindingData {
  const d: FindingData = { title: titleOf(text), text };
  const sev = severityOf(text);
  if (sev) d.severity = sev;
  const v = verificationOf(text);
  if (v) {
    d.verified = v.verified;
    if (v.how) d.how = v.how;
  }
  const loc = locationOf(text);
  if (loc) d.location = loc;
  return d;
}

/** Field lines a reader adds or an author writes for a finding ("Severity: high", "Location: a.ts:3"). */
const FIELD_LINE = /^[*_\s>-]*(?:severity|priority|sev|status|verified|verification|location|file|files|path|where|impact level|group)[*_]*\s*[:：].*$/gim;

/**
 * A finding's text beyond its title: the rest of its first line after the title ("**Race** — two writers")
 * and its other lines, without field lines. Empty for a finding that is only a title.
 */
export function detailOf(text: string): string {
  const title = titleOf(text);
  const [first = '', ...rest] = text.replace(FIELD_LINE, '').split('\n');
  const plain = first.replace(/[*_`]+/g, '');
  const at = title ? plain.indexOf(title) : -1;
  const tail = at >= 0 ? plain.slice(at + title.length).replace(/^\s*(?:[—–:-]+\s*)?/, '') : '';
  return [tail, ...rest].join('\n').trim();
}

/**
 * What fan-out agreement compares: the finding's title and its text, without its field lines (two
 * findings that only share "Severity: high" and a file name have not said the same thing).
 */
export function comparableText(text: string): string {
  const title = titleOf(text);
  const body = text.replace(FIELD_LINE, '').trim();
  return body.startsWith(title) ? body : `${title}\n${body}`;
}
