// A return body written as JSON (`codex exec --output-schema`, Codex's review output, a CI bot's report) into the
// answers a markdown return gives: findings with their title, text, severity, location and verification, the outcome
// and its one-line answer, and every other key kept as written. Pure; loaded only for a body that opens like JSON.
//
// Key names are data (prompts/json-keys.txt). What the JSON says is data too: its strings become finding texts and
// answers that the renderer escapes like any body's, so a "## Outcome" inside a string is text, never a section.

import { readPrompt } from '../paths.js';
import { opensLikeJson } from './json-opening.js';
import { keyedLists } from './keyed-words.js';
import { severityWords } from './severity-words.js';
import { oneLine } from './escape.js';
import { outcomeOfLine, type StatedOutcome } from './outcome.js';
import { emptyReturn } from './sections.js';
import { JSON_FILES_REST_HEADING, JSON_REST_HEADING } from './tool-sections.js';
import { compactJson, jsonTree, lineIndex, lineStarts, scalarText, type JsonEntry, type JsonNode } from './json-tree.js';
import type { Placement } from './document.js';
import type { ImportedReturn } from './returns.js';
import { agentRunOf, agentStreamOf } from './agent-envelope.js';
import { runReturn, type RunFacts } from './run-return.js';
import { isSarif, sarifReturn } from './sarif-return.js';
import { structuredReturn } from './structured-return.js';

const FIELDS = ['findings', 'title', 'text', 'severity', 'priority', 'verified', 'location', 'path', 'line range', 'line start', 'line end', 'outcome', 'review verdict', 'summary', 'file findings', 'position line'] as const;
type Field = (typeof FIELDS)[number];

/** A key as the lists hold it: no case, blanks, "_" or "-" ("code_location", "codeLocation" -> "codelocation"). */
const keyForm = (k: string) => k.normalize('NFKC').toLowerCase().replace(/[\s_-]+/gu, '');
let keys: Record<Field, Set<string>> | undefined;
const keysOf = (f: Field): Set<string> => {
  keys ??= Object.fromEntries(Object.entries(keyedLists(readPrompt('json-keys.txt'), FIELDS)).map(([k, ws]) => [k, new Set((ws as string[]).map(keyForm))])) as Record<Field, Set<string>>;
  return keys[f];
};
const names = (e: JsonEntry, f: Field) => keysOf(f).has(keyForm(e.key));

/** A key as printed in quotes (stderr's map, `placement`): a JSON string, so a key holding a newline or a control
 *  byte stays on its line ("\n## Outcome" cannot forge a line of the map or a heading). */
const quotedKey = (k: string) => JSON.stringify(k).replace(/[\u2028\u2029]/gu, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
/** A key as printed bare (a step of a path, a finding's "key: value" line): as written when it is a plain name, else
 *  quoted, for the same reason. */
const shownKey = (k: string) => (/^[\p{L}\p{N}_$@ -]+$/u.test(k) && k.trim() === k ? k : quotedKey(k));

/** The JSON of a body that is JSON as a whole (trimmed), or exactly one ```json fenced block, when it parses as an
 *  object or an array; with the 1-based line of the body its first line stands on. Else null: read as markdown. */
export function jsonBody(text: string): { json: string; firstLine: number } | null {
  if (!opensLikeJson(text)) return null;
  const t = text.replace(/^\uFEFF/, '');
  const lead = /^\s*/.exec(t)![0];
  let json = t.trim();
  let firstLine = 1 + (lead.match(/\n/g)?.length ?? 0);
  const fence = /^```[ \t]*json[ \t]*\r?\n([\s\S]*?)\r?\n[ \t]*```$/i.exec(json);
  if (fence) {
    json = fence[1]!;
    firstLine += 1;
  }
  if (!/^[{[]/.test(json)) return null;
  try {
    const v: unknown = JSON.parse(json);
    return v !== null && typeof v === 'object' ? { json, firstLine } : null;
  } catch {
    return null;
  }
}

export interface JsonReturn extends ImportedReturn {
  /** The JSON read as findings: how many. */
  findingCount: number;
  /** An agent CLI's run around the answer (run-return.ts): the agent, and whether the output says it failed. */
  run?: RunFacts;
}

/**
 * A return from a JSON body, or null when the body is no JSON object or array (markdown, as before). `root`: the
 * repository the work was done in; a location inside it is written relative to it.
 */
export function readJsonReturn(body: string, root?: string | null, readMarkdown?: (answer: string) => ImportedReturn): JsonReturn | null {
  const found = jsonBody(body);
  // An agent CLI's output around its answer (agent-envelope.ts): the answer is the body, read as it would be given
  // directly; JSON read once (an answer that is itself an agent's output is JSON with keys, never unwrapped again).
  const run = !readMarkdown ? null : found ? agentRunOf(found.json, found.firstLine) : agentStreamOf(body);
  if (run) {
    const json = run.answer !== null && run.answer.trim() ? jsonBody(run.answer) : null;
    const inner = run.answer === null || !run.answer.trim() ? null : json ? readJsonTree(json, root ?? null) : readMarkdown!(run.answer);
    return runReturn(run, inner, inner ? ('findingCount' in inner ? (inner as JsonReturn).findingCount : inner.answers.findings.length) : 0);
  }
  return found ? readJsonTree(found, root ?? null) : null;
}

function readJsonTree(found: { json: string; firstLine: number }, root: string | null): JsonReturn {
  const { json, firstLine } = found;
  const tree = jsonTree(json);
  const starts = lineStarts(json);
  const lineAt = (offset: number) => firstLine + lineIndex(starts, offset);
  // A SARIF report (CodeQL, Semgrep --sarif, ESLint's SARIF formatter): its own shape, read by sarif-return.ts.
  if (isSarif(tree)) return sarifReturn(tree, json, lineAt, root);
  const answers = emptyReturn();
  const given = new Set<string>();
  const placement: Placement[] = [];
  const extra: ImportedReturn['extra'] = [];
  const rest: JsonEntry[] = [];
  let outcomeFrom: StatedOutcome | null = null;
  let findingsNode: JsonNode | null = null;
  let findingsAt = firstLine;
  const keyValueLine = (e: JsonEntry) => oneLine(`${shownKey(e.key)}: ${scalarText(e.value, json)}`);

  // One object wrapping the body ({"review": {"verdict": …, "comments": […]}}): its keys are read as the body's, when
  // one of them names the findings.
  const wrapper = tree.kind === 'object' && tree.entries.length === 1 && tree.entries[0]!.value.kind === 'object' && !names(tree.entries[0]!, 'findings') && tree.entries[0]!.value.entries.some((e) => names(e, 'findings')) ? tree.entries[0]! : null;
  const top = wrapper?.value.kind === 'object' ? wrapper.value.entries : tree.kind === 'object' ? tree.entries : [];
  /** A key of the body as printed: quoted, under the wrapper's when there is one. */
  const topKey = (k: string) => (wrapper ? `${quotedKey(wrapper.key)}.${shownKey(k)}` : quotedKey(k));
  if (wrapper) placement.push({ line: lineAt(wrapper.at), from: quotedKey(wrapper.key), to: 'read as the body: one object around it, its keys below' });
  if (tree.kind === 'array') findingsNode = tree;
  const findingsEntry = top.find((e) => names(e, 'findings') && (e.value.kind === 'array' || byLevel(e.value)));
  if (findingsEntry) {
    findingsNode = findingsEntry.value;
    findingsAt = lineAt(findingsEntry.at);
  }
  // A findings key holding something else (a count, a string, an object of other things) is kept, and said so:
  // never a silent "missing findings".
  const unreadFindings = findingsEntry ? undefined : top.find((e) => names(e, 'findings'));
  // The outcome: a status a line would state ("status": "completed"), else a review's verdict, which answers.
  let verdict = '';
  let status = '';
  for (const e of top) {
    if (e === findingsEntry) continue;
    const line = lineAt(e.at);
    const value = e.value.kind === 'string' ? e.value.value.trim() : '';
    if (value && !given.has('outcome') && names(e, 'outcome')) {
      const o = outcomeOfLine(oneLine(value));
      if (o) {
        answers.outcome = o.outcome;
        given.add('outcome');
        outcomeFrom = { outcome: o.outcome, answer: o.answer, exact: o.exact, line, text: keyValueLine(e) };
        status = !o.answer ? '' : o.exact ? o.answer : `${shownKey(e.key)}: ${o.answer}`;
        placement.push({ line, from: topKey(e.key), to: `Outcome (${o.outcome})` });
        continue;
      }
    }
    if (value && !verdict && names(e, 'review verdict')) {
      verdict = oneLine(value);
      placement.push({ line, from: topKey(e.key), to: 'Outcome (answered: the review was done), its verdict in the one-line answer' });
      if (!outcomeFrom) outcomeFrom = { outcome: 'answered', answer: '', exact: false, line, text: keyValueLine(e) };
      continue;
    }
    if (value && names(e, 'summary') && !answers.answer) {
      answers.answer = value;
      placement.push({ line, from: topKey(e.key), to: 'the one-line answer' });
      continue;
    }
    rest.push(e);
  }
  if (verdict && !given.has('outcome')) {
    answers.outcome = 'answered';
    given.add('outcome');
  }
  const answer = [verdict ? `Verdict: ${verdict}` : '', status, oneLine(answers.answer)].filter(Boolean).join(' — ');
  answers.answer = answer;
  if (answer) given.add('answer');

  // Each item is one finding, as each numbered entry of a markdown return is: the finding reader then numbers, levels
  // and locates them the same way for both. Grouped by level ({"high": […], "low": […]}), the groups' items in order.
  const groups = findingsNode && byLevel(findingsNode) ? (findingsNode as Extract<JsonNode, { kind: 'object' }>).entries : null;
  const listed = findingsNode?.kind === 'array' ? findingsNode.items : groups ? groups.flatMap((g) => (g.value as Extract<JsonNode, { kind: 'array' }>).items) : [];
  const groupOf = new Map(groups?.flatMap((g) => (g.value as Extract<JsonNode, { kind: 'array' }>).items.map((it) => [it, g.key] as const)) ?? []);
  // A list of reports per file, each holding its own findings (ESLint's "filePath" over "messages"): one finding per
  // item of theirs, located in that file; what else each file says is kept as written.
  const files = groups ? null : perFile(listed);
  const items = files ? files.findings : listed;
  const keyPlaces = new Map<string, Placement>();
  const placeKey = (path: string, at: number, to: string) => {
    if (!keyPlaces.has(path)) keyPlaces.set(path, { line: lineAt(at), from: path, to });
  };
  const prefix = `${findingsEntry ? `${topKey(findingsEntry.key)}${groups ? '.*' : ''}[]` : '[]'}${files ? `.${shownKey(files.key)}[]` : ''}`;
  // (An empty string or a null is no finding: said, not counted.)
  const blank = items.filter((it) => it.kind === 'null' || (it.kind === 'string' && !it.value.trim()));
  answers.findings = items.filter((it) => !blank.includes(it)).map((it) => findingText(it, json, root ?? null, (key, at, to) => placeKey(`${prefix}.${key}`, at, to), groupOf.get(it)));
  if (answers.findings.length) given.add('findings');
  const n = answers.findings.length;
  const span = (from: number, count: number) => (count === 1 ? `${from}` : `${from}-${from + count - 1}`);
  if (findingsNode) placement.push({ line: findingsAt, from: findingsEntry ? topKey(findingsEntry.key) : '(the array)', to: n ? `findings ${span(1, n)}${groups ? ', grouped by level' : ''}` : groups ? 'findings (none): empty groups' : 'findings (none): an empty list' });
  let counted = 0;
  for (const g of groups ?? []) {
    const count = (g.value as Extract<JsonNode, { kind: 'array' }>).items.filter((it) => !blank.includes(it)).length;
    const level = levelOf(g.key);
    placement.push({ line: lineAt(g.at), from: `${topKey(findingsEntry!.key)}.${shownKey(g.key)}`, to: `${count ? `findings ${span(counted + 1, count)}` : 'no finding (an empty group)'}${!count ? '' : level ? `, each "Severity: ${level}" unless it states its own` : `, each with the line "group: ${shownKey(g.key)}"`}` });
    counted += count;
  }
  if (blank.length) placement.push({ line: lineAt(blank[0]!.start), from: `${prefix} "" or null`, to: `no finding: ${blank.length} empty item${blank.length === 1 ? '' : 's'}` });
  placement.push(...keyPlaces.values());

  if (rest.length) {
    // (Under the wrapper's key, as written: the kept block is the user's JSON less what was read, never reshaped.)
    const inner: JsonNode = { kind: 'object', entries: rest, start: 0, end: 0 };
    const kept: JsonNode = wrapper ? { kind: 'object', entries: [{ ...wrapper, value: inner }], start: 0, end: 0 } : inner;
    extra.push({ heading: JSON_REST_HEADING, text: `\`\`\`json\n${compactJson(kept, json, 2)}\n\`\`\`` });
    for (const e of rest) placement.push({ line: lineAt(e.at), from: topKey(e.key), to: `kept as written under "${JSON_REST_HEADING}"${e === unreadFindings ? ': it names the findings but holds no list of them (none read)' : ''}` });
  }
  // What else each file's report says, as a list of its own under its own heading: no key of the tool's is put
  // into the user's JSON as if they had written it.
  if (files) {
    const kept: JsonNode = { kind: 'array', items: files.rest, start: 0, end: 0 };
    extra.push({ heading: JSON_FILES_REST_HEADING, text: `\`\`\`json\n${compactJson(kept, json, 2)}\n\`\`\`` });
    placement.push({ line: findingsAt, from: `${prefix.replace(/\.[^.]*\[\]$/, '')} (the rest of each file's report)`, to: `kept as written under "${JSON_FILES_REST_HEADING}"` });
  }
  placement.sort((a, b) => a.line - b.line);
  const none = findingsNode && !n ? { line: findingsAt, text: 'No findings.', said: findingsEntry ? keyValueLine(findingsEntry) : '[]' } : undefined;
  const because = findingsNode ? `a JSON body${findingsEntry ? ` with ${topKey(findingsEntry.key)}${groups ? ' grouped by level' : ''}` : ' that is a list'}` : 'a JSON body';
  return structuredReturn({ answers, given, extra, placement, outcomeFrom, none, because, findingCount: n });
}

/** Findings grouped by level: an object whose every key holds a list ({"high": […], "low": […]}). */
const byLevel = (n: JsonNode) => n.kind === 'object' && n.entries.length > 0 && n.entries.every((g) => g.value.kind === 'array');
/** The severity a group's key names (prompts/severities.txt: "high", "alta", "🔴"), else undefined. */
const levelOf = (key: string) => severityWords().map.get(key.normalize('NFKC').trim().toLowerCase());

/**
 * Reports per file ([{"filePath": "a.js", "messages": [{…}], "errorCount": 1}, …]): every item an object with a path and
 * an array of findings of its own (a findings key, or "messages"), no title or text of its own. Its findings, each an
 * object given the file's path when it names none, and each file without them; null for any other list.
 */
function perFile(items: JsonNode[]): { key: string; findings: JsonNode[]; rest: JsonNode[] } | null {
  const inner = (o: Extract<JsonNode, { kind: 'object' }>) => o.entries.find((e) => e.value.kind === 'array' && (names(e, 'findings') || names(e, 'file findings')));
  if (!items.length || !items.every((it) => it.kind === 'object' && inner(it) && it.entries.some((e) => names(e, 'path') && e.value.kind === 'string') && !it.entries.some((e) => names(e, 'title') || names(e, 'text')))) return null;
  const findings: JsonNode[] = [];
  const rest: JsonNode[] = [];
  let key = '';
  for (const it of items as Extract<JsonNode, { kind: 'object' }>[]) {
    const list = inner(it)!;
    key ||= list.key;
    const path = it.entries.find((e) => names(e, 'path') && e.value.kind === 'string')!;
    for (const f of (list.value as Extract<JsonNode, { kind: 'array' }>).items) {
      findings.push(f.kind === 'object' && !f.entries.some((e) => names(e, 'path') || names(e, 'location')) ? { ...f, entries: [...f.entries, path] } : f);
    }
    // (An empty list of a file's findings stays, as written: no finding to say it.)
    rest.push({ ...it, entries: it.entries.filter((e) => e !== list || (list.value.kind === 'array' && !list.value.items.length)) });
  }
  return { key, findings, rest };
}

type PlaceKey = (key: string, at: number, to: string) => void;

/**
 * One finding as the text a markdown return would hold: its title; its severity, location and verification as the
 * field lines the finding reader reads back ("Severity: P1", "Location: `a.ts:3-5`", "Verified: yes"); its text;
 * then every other key as a "key: value" line (a confidence score is such a field, no verification).
 */
function findingText(node: JsonNode, json: string, root: string | null, place: PlaceKey, group?: string): string {
  // Listed under a group ("high": […]): its key is the severity when it names a level, else a line of the finding's
  // own ("group: frontend"), so the grouping is not lost.
  const level = group === undefined ? undefined : levelOf(group);
  const groupLine = group === undefined ? '' : `group: ${shownKey(group)}`;
  if (node.kind !== 'object') {
    if (group === undefined) return scalarText(node, json);
    const [first = '', ...more] = scalarText(node, json).trim().split('\n');
    return [[first, ...(level ? [`Severity: ${level}`] : [])].join('\n'), more.join('\n').trim(), level ? '' : groupLine].filter(Boolean).join('\n\n');
  }
  const used = new Set<JsonNode>();
  // Keys of the finding, then of an object it holds ("extra": {"message", "severity"}, a scanner's shape).
  const own = node.entries;
  const nested = own.filter((e) => e.value.kind === 'object' && !names(e, 'location')).flatMap((e) => (e.value as Extract<JsonNode, { kind: 'object' }>).entries.map((x) => ({ e: x, via: e.key })));
  // The first entry not yet read that names field `f` (the finding's own, else one of an object it holds), and the
  // path stderr names it by.
  const entryNaming = (f: Field, ok: (n: JsonNode) => boolean = isText): { e: JsonEntry; path: string } | undefined => {
    const mine = own.find((e) => !used.has(e.value) && names(e, f) && ok(e.value));
    if (mine) return { e: mine, path: shownKey(mine.key) };
    const deep = nested.find((x) => !used.has(x.e.value) && names(x.e, f) && ok(x.e.value));
    return deep ? { e: deep.e, path: `${shownKey(deep.via)}.${shownKey(deep.e.key)}` } : undefined;
  };
  // Read an entry as a part of the finding: marked, so it is no "key: value" line too, and placed.
  const readAs = (p: { e: JsonEntry; path: string } | undefined, to: string) => {
    if (!p) return undefined;
    used.add(p.e.value);
    place(p.path, p.e.at, to);
    return p.e.value;
  };
  const titleNode = readAs(entryNaming('title'), "each finding's title");
  const textNode = readAs(entryNaming('text'), "each finding's text");
  const prio = entryNaming('priority');
  const sevNode = readAs(prio ?? entryNaming('severity'), `each finding's "Severity:" field${prio ? ' (0-3 as P0-P3)' : ''}`);
  const verNode = readAs(entryNaming('verified', (n) => n.kind === 'boolean' || (n.kind === 'string' && answersYesNo(n.value))), 'each finding\'s "Verified:" field');
  const where = locationOf(own, used, json, root, place);

  const title = titleNode ? oneLine(scalarText(titleNode, json)) : '';
  const text = textNode ? scalarText(textNode, json).trim() : '';
  const head = title || text.split('\n', 1)[0]!.trim() || '(untitled finding)';
  const body = title ? text : text.split('\n').slice(1).join('\n').trim();
  const fields: string[] = [];
  if (sevNode) fields.push(`Severity: ${prio && sevNode.kind === 'number' && /^[0-3]$/.test(sevNode.raw) ? `P${sevNode.raw}` : oneLine(scalarText(sevNode, json))}`);
  else if (level) fields.push(`Severity: ${level}`);
  if (where) fields.push(`Location: ${where.includes('`') ? where : `\`${where}\``}`);
  if (verNode) fields.push(`Verified: ${answerWords().yes.has(answerForm(scalarText(verNode, json))) ? 'yes' : 'no'}`);
  // Everything not taken, as written: a key of the finding, or what is left of an object it holds.
  const kept: string[] = [];
  for (const e of own) {
    const left = untakenPart(e.value, used);
    if (!left) continue;
    place(shownKey(e.key), e.at, "kept in each finding's text as a \"key: value\" line");
    kept.push(`${shownKey(e.key)}: ${scalarText(left, json)}`);
  }
  if (groupLine && (!level || sevNode)) kept.push(groupLine);
  return [[head, ...fields].join('\n'), body, kept.join('\n')].filter(Boolean).join('\n\n');
}

/** The words that answer yes or no (prompts/yes-no.txt `yes:`, `no:`), in the lists' form: a "verified" value that is
 *  one of them, or true or false, is the finding's verification; any other value is kept as written. */
let yesNo: { yes: Set<string>; no: Set<string> } | undefined;
const answerWords = () => {
  if (!yesNo) {
    const { yes, no } = keyedLists(readPrompt('yes-no.txt'), ['yes', 'no'] as const);
    yesNo = { yes: new Set(['true', ...yes]), no: new Set(['false', ...no]) };
  }
  return yesNo;
};
const answerForm = (v: string) => v.normalize('NFKC').trim().toLowerCase();
const answersYesNo = (v: string) => answerWords().yes.has(answerForm(v)) || answerWords().no.has(answerForm(v));
/** A value that can be a title, a text or a severity: a string, a number or a literal, not an object. */
const isText = (n: JsonNode) => n.kind === 'string' || n.kind === 'number' || n.kind === 'boolean';

/** What of a value nothing took: the value itself, none of it, or an object of its untaken keys. */
function untakenPart(n: JsonNode, used: Set<JsonNode>): JsonNode | null {
  if (used.has(n)) return null;
  if (n.kind !== 'object') return n;
  const left = n.entries.flatMap((e) => {
    const l = untakenPart(e.value, used);
    return l ? [{ ...e, value: l }] : [];
  });
  if (!left.length && n.entries.some((e) => holdsTaken(e.value, used))) return null;
  return left.length === n.entries.length ? n : { ...n, entries: left };
}
const holdsTaken = (n: JsonNode, used: Set<JsonNode>): boolean => used.has(n) || (n.kind === 'object' && n.entries.some((e) => holdsTaken(e.value, used)));

/**
 * A finding's location, "path:start-end": from a location object ("code_location": {"absolute_file_path", "line_range":
 * {"start", "end"}}) or the finding's own keys ("path", "start": {"line"}, "end": {"line"}). A path inside `root` is
 * written relative to it. Null without a path.
 */
function locationOf(own: JsonEntry[], used: Set<JsonNode>, json: string, root: string | null, place: PlaceKey): string | null {
  const locEntry = own.find((e) => e.value.kind === 'object' && names(e, 'location'));
  const scope = locEntry && locEntry.value.kind === 'object' ? locEntry.value.entries : own;
  const path = scope.find((e) => names(e, 'path') && e.value.kind === 'string' && e.value.value.trim());
  if (!path || path.value.kind !== 'string') return null;
  const range = scope.find((e) => names(e, 'line range') && e.value.kind === 'object');
  const lineScope = range && range.value.kind === 'object' ? range.value.entries : scope;
  const lineOf = (f: Field) => {
    const e = lineScope.find((x) => names(x, f) && (x.value.kind === 'number' || (x.value.kind === 'object' && x.value.entries.some((y) => names(y, 'position line') && y.value.kind === 'number'))));
    if (!e) return null;
    const n = e.value.kind === 'number' ? e.value : e.value.kind === 'object' ? e.value.entries.find((y) => names(y, 'position line'))!.value : null;
    if (!n || n.kind !== 'number' || !/^\d{1,9}$/.test(n.raw)) return null;
    used.add(n);
    return n.raw;
  };
  used.add(path.value);
  const start = lineOf('line start');
  const end = start ? lineOf('line end') : null;
  place(shownKey((locEntry ?? path).key), (locEntry ?? path).at, "each finding's \"Location:\" field (path:start-end)");
  let p = path.value.value.trim();
  if (root && (p === root || p.startsWith(root.endsWith('/') ? root : `${root}/`))) p = p.slice(root.length).replace(/^\/+/, '') || '.';
  return `${p}${start ? `:${start}${end && end !== start ? `-${end}` : ''}` : ''}`;
}
