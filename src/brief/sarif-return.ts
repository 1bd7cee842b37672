// A return body that is a SARIF 2.1 report (CodeQL, Semgrep --sarif, ESLint's SARIF formatter, CI scanners): one
// finding per result, titled by its rule (its short description, else its name, else its id), its message the text,
// its level the severity in the scanner's own word (error, warning, note), its first location "uri:start-end"
// relative to the repository. A suppressed result is kept with its state (won't fix), one absent from this run
// (baselineState "absent") as fixed: neither is an open finding. Nothing is lost: what a result says besides is a
// "key: value" line of its finding, the report less its results is kept as written, each run's scanner is named.
// The outcome is what the report states: every invocation ran ("executionSuccessful": true) answers what was asked;
// a report that states nothing asks for --outcome, as any JSON body does. Pure; loaded with json-return.ts.

import { compactJson, scalarText, type JsonEntry, type JsonNode } from './json-tree.js';
import { emptyReturn } from './sections.js';
import { oneLine, tableCell } from './escape.js';
import { JSON_REST_HEADING, SCANNER_HEADING } from './tool-sections.js';
import type { Placement } from './document.js';
import type { JsonReturn } from './json-return.js';
import { structuredReturn } from './structured-return.js';

type Obj = Extract<JsonNode, { kind: 'object' }>;
const entryOf = (n: JsonNode | undefined, key: string): JsonEntry | undefined => (n?.kind === 'object' ? n.entries.find((e) => e.key === key) : undefined);
const get = (n: JsonNode | undefined, key: string): JsonNode | undefined => entryOf(n, key)?.value;
const text = (n: JsonNode | undefined): string | null => (n?.kind === 'string' ? n.value : null);
const items = (n: JsonNode | undefined): JsonNode[] => (n?.kind === 'array' ? n.items : []);
const int = (n: JsonNode | undefined): number | null => (n?.kind === 'number' && /^\d{1,9}$/.test(n.raw) ? Number(n.raw) : null);

/** A SARIF log: an object with a "runs" list and a $schema naming SARIF, or version 2.1.0 with a tool.driver in
 *  every run. A "version" and "runs" alone are no sign: a team's own JSON return may have both (a benchmark's runs). */
export function isSarif(tree: JsonNode): boolean {
  const runs = get(tree, 'runs');
  if (tree.kind !== 'object' || runs?.kind !== 'array') return false;
  if (/sarif/i.test(text(get(tree, '$schema')) ?? '')) return true;
  return text(get(tree, 'version')) === '2.1.0' && items(runs).every((run) => get(get(run, 'tool'), 'driver')?.kind === 'object');
}

/** A uri as a path: "file://" and its host dropped, "%20" decoded (a malformed escape kept as written), and a path
 *  inside `root` made relative to it. */
export function sarifPath(uri: string, root: string | null): string {
  let p = uri.trim();
  if (/^file:/i.test(p)) p = p.replace(/^file:(?:\/\/[^/]*)?/i, '');
  try {
    // (A blank, a backtick or a control byte stays escaped: a location is one token the finding reader reads whole,
    // "lib/my%20file.js:7", never cut at the blank.)
    p = decodeURIComponent(p).replace(/[\s`\p{Cc}]/gu, (c) => encodeURIComponent(c));
  } catch {
    // (Kept as written: "%zz" is no escape.)
  }
  if (root && (p === root || p.startsWith(root.endsWith('/') ? root : `${root}/`))) p = p.slice(root.length).replace(/^\/+/, '') || '.';
  return p;
}

/** A message's text: its "text" (else "markdown"), its {0} {1} … filled from its arguments; a message by id takes the
 *  rule's string of that id. */
function messageText(message: JsonNode | undefined, rule: JsonNode | undefined, used: Set<JsonNode>): string {
  if (!message || message.kind !== 'object') return message ? scalarText(message, '') : '';
  const own = get(message, 'text') ?? get(message, 'markdown');
  const id = text(get(message, 'id'));
  const fromRule = id ? (get(get(get(rule, 'messageStrings'), id), 'text') ?? get(get(get(rule, 'messageStrings'), id), 'markdown')) : undefined;
  const raw = text(own) ?? text(fromRule) ?? '';
  const args = get(message, 'arguments');
  if (own) used.add(own);
  if (!own && fromRule && get(message, 'id')) used.add(get(message, 'id')!);
  if (args && /\{\d+\}/.test(raw)) used.add(args);
  const list = items(args);
  return raw.replace(/\{(\d+)\}/g, (m, k: string) => text(list[Number(k)]) ?? m);
}

/** What of a value nothing read: itself, nothing, or an object (a list) of its unread parts. */
function unread(n: JsonNode, used: Set<JsonNode>): JsonNode | null {
  if (used.has(n)) return null;
  if (n.kind === 'object') {
    const left = n.entries.flatMap((e) => {
      const l = unread(e.value, used);
      return l ? [{ ...e, value: l }] : [];
    });
    return left.length === n.entries.length && left.every((e, k) => e.value === n.entries[k]!.value) ? n : left.length ? { ...n, entries: left } : null;
  }
  if (n.kind === 'array') {
    const left = n.items.flatMap((x) => {
      const l = unread(x, used);
      return l ? [l] : [];
    });
    return left.length === n.items.length && left.every((l, k) => l === n.items[k]) ? n : left.length ? { ...n, items: left } : null;
  }
  return n;
}

const SEVERITY_LEVELS = new Set(['error', 'warning', 'note']);

/** The return a SARIF log gives. `lineAt`: the line of the body an offset of `json` stands on. */
export function sarifReturn(tree: JsonNode, json: string, lineAt: (offset: number) => number, root: string | null): JsonReturn {
  const answers = emptyReturn();
  const given = new Set<string>();
  const placement: Placement[] = [];
  const placed = new Set<string>();
  const place = (key: string, at: number, to: string) => {
    if (placed.has(key)) return;
    placed.add(key);
    placement.push({ line: lineAt(at), from: key, to });
  };
  const runsEntry = entryOf(tree, 'runs')!;
  const rows: string[] = [];
  const readResults = new Set<JsonNode>();
  let outcomeFrom: JsonReturn['outcomeFrom'] = null;
  let failed: string | null = null;
  let ran = 0;
  for (const [r, run] of items(runsEntry.value).entries()) {
    const driver = get(get(run, 'tool'), 'driver');
    const extensions = items(get(get(run, 'tool'), 'extensions'));
    const rulesOf = (component: JsonNode | undefined) => items(get(component, 'rules'));
    const tool = text(get(driver, 'name')) ?? '(unnamed tool)';
    const version = text(get(driver, 'semanticVersion')) ?? text(get(driver, 'version')) ?? scalarText(get(driver, 'version') ?? { kind: 'null', raw: '', start: 0, end: 0 }, json);
    const resultsEntry = entryOf(run, 'results');
    const results = items(resultsEntry?.value);
    const from = answers.findings.length + 1;
    for (const res of results) {
      const used = new Set<JsonNode>();
      // The result's rule: by its index into the driver's rules (or an extension's, CodeQL's), else by its id.
      const ruleRef = get(res, 'rule');
      const ruleId = text(get(res, 'ruleId')) ?? text(get(ruleRef, 'id'));
      const index = int(get(res, 'ruleIndex')) ?? int(get(ruleRef, 'index'));
      const ext = int(get(get(ruleRef, 'toolComponent'), 'index'));
      const rules = ext !== null && extensions[ext] ? rulesOf(extensions[ext]) : rulesOf(driver);
      let rule = index !== null ? rules[index] : undefined;
      if (rule && ruleId && text(get(rule, 'id')) !== ruleId) rule = undefined;
      rule ??= ruleId ? [driver, ...extensions].flatMap(rulesOf).find((x) => text(get(x, 'id')) === ruleId) : undefined;
      // (The index and the reference only point at the rule: read when they found it; kept as written when not.)
      if (rule) {
        for (const k of ['ruleIndex', 'rule']) if (get(res, k)) used.add(get(res, k)!);
      }
      const title = oneLine(text(get(get(rule, 'shortDescription'), 'text')) ?? text(get(rule, 'name')) ?? ruleId ?? '') || '(untitled finding)';
      const body = messageText(get(res, 'message'), rule, used).trim();
      const levelNode = get(res, 'level');
      const kind = text(get(res, 'kind'));
      const level = text(levelNode) ?? text(get(get(rule, 'defaultConfiguration'), 'level')) ?? (kind === null || kind === 'fail' ? 'warning' : null);
      if (levelNode && level && SEVERITY_LEVELS.has(level)) used.add(levelNode);
      // The first location; the others (and columns, snippets) stay in the "locations" line.
      const phys = get(items(get(res, 'locations'))[0], 'physicalLocation');
      const uriNode = get(get(phys, 'artifactLocation'), 'uri');
      const region = get(phys, 'region');
      const start = int(get(region, 'startLine'));
      const end = int(get(region, 'endLine'));
      let where = '';
      if (text(uriNode)?.trim()) {
        used.add(uriNode!);
        where = sarifPath(text(uriNode)!, root);
        if (start !== null) {
          used.add(get(region, 'startLine')!);
          where += `:${start}`;
          if (end !== null) {
            used.add(get(region, 'endLine')!);
            if (end !== start) where += `-${end}`;
          }
        }
        const base = get(get(phys, 'artifactLocation'), 'uriBaseId');
        if (base) used.add(base);
      }
      // Its state: suppressed (and the suppression not rejected) is a decision not to fix it here; absent from this
      // run but in the baseline is fixed; one under review is still open.
      const sups = items(get(res, 'suppressions'));
      const live = sups.filter((s) => text(get(s, 'status')) !== 'rejected');
      let state = '';
      if (live.length) {
        const review = live.every((s) => text(get(s, 'status')) === 'underReview');
        const how = live.map((s) => [text(get(s, 'kind')), text(get(s, 'status')), text(get(s, 'justification'))].filter(Boolean).join(', ')).join('; ');
        state = `${review ? 'open' : "won't fix"} — suppressed${how ? ` (${oneLine(how)})` : ''}${review ? ', the suppression under review' : ''}`;
        if (!sups.some((s) => unread(s, new Set([get(s, 'kind'), get(s, 'status'), get(s, 'justification')].filter((x): x is JsonNode => !!x))))) used.add(get(res, 'suppressions')!);
      } else if (text(get(res, 'baselineState')) === 'absent') {
        state = 'fixed — absent from this run (baselineState: absent)';
        used.add(get(res, 'baselineState')!);
      }
      const fields = [title];
      if (level && SEVERITY_LEVELS.has(level)) fields.push(`Severity: ${level}`);
      if (where) fields.push(`Location: \`${where.replace(/`/g, "'")}\``);
      if (state) fields.push(`Status: ${state}`);
      const kept: string[] = [];
      // (The id as the title needs no line of its own.)
      if (title === ruleId && get(res, 'ruleId')) used.add(get(res, 'ruleId')!);
      if (!rule && index !== null) kept.push(`(rule index ${index}: no such rule in the run)`);
      for (const e of res.kind === 'object' ? res.entries : []) {
        const left = unread(e.value, used);
        if (!left) continue;
        kept.push(`${/^[\w$@-]+$/.test(e.key) ? e.key : JSON.stringify(e.key)}: ${scalarText(left, json)}`);
      }
      if (res.kind !== 'object') kept.push(scalarText(res, json));
      answers.findings.push([fields.join('\n'), body, kept.join('\n')].filter(Boolean).join('\n\n'));
      readResults.add(res);
    }
    if (resultsEntry) {
      readResults.add(resultsEntry.value);
      const n = results.length;
      place(`"runs"[${r}].results`, resultsEntry.at, n ? `findings ${n === 1 ? from : `${from}-${from + n - 1}`} (${tool})` : `findings (none): ${tool} reported no result`);
    }
    // How the run went: every invocation that says so ran, or one did not.
    const invocations = items(get(run, 'invocations'));
    const ok = invocations.map((i) => entryOf(i, 'executionSuccessful')).filter((e): e is JsonEntry => e?.value.kind === 'boolean');
    const bad = ok.find((e) => e.value.kind === 'boolean' && e.value.raw === 'false');
    if (bad && !failed) failed = `${tool}: executionSuccessful: false`;
    if (ok.length && !bad) ran++;
    if (ok.length && !bad && !outcomeFrom) outcomeFrom = { outcome: 'answered', answer: '', exact: false, line: lineAt(ok[0]!.at), text: `executionSuccessful: true (${oneLine(tool)})` };
    rows.push(`| ${r + 1} | ${tableCell(tool)} | ${tableCell(version)} | ${results.length} | ${rulesOf(driver).length + extensions.reduce((s, x) => s + rulesOf(x).length, 0)} | ${ok.length ? (bad ? 'failed (executionSuccessful: false)' : 'ran (executionSuccessful: true)') : 'not stated'} |`);
    if (driver) place(`"runs"[${r}].tool.driver`, entryOf(run, 'tool')!.at, `the table under "${SCANNER_HEADING}" (name, version); kept as written under "${JSON_REST_HEADING}"`);
  }
  // Every run that says how it went ran: the report answers what was asked (json54's rule for a stated status).
  const runs = items(runsEntry.value).length;
  if (outcomeFrom && !failed && ran === runs) {
    answers.outcome = 'answered';
    given.add('outcome');
    placement.push({ line: outcomeFrom.line, from: '"runs"[].invocations[].executionSuccessful', to: 'Outcome (answered: every run says it ran)' });
  } else outcomeFrom = null;
  if (answers.findings.length) given.add('findings');
  const n = answers.findings.length;
  // The report less the results read: the runs' tools, rules, invocations, artifacts, as written.
  const strip = (node: JsonNode): JsonNode =>
    node.kind === 'object' ? { ...node, entries: node.entries.filter((e) => !readResults.has(e.value)).map((e) => ({ ...e, value: e.key === 'runs' && node === tree ? { ...(e.value as Extract<JsonNode, { kind: 'array' }>), items: items(e.value).map(strip) } : e.value })) } : node;
  const rest = strip(tree) as Obj;
  const extra = [{ heading: SCANNER_HEADING, text: ['| run | tool | version | results | rules | invocation |', '|---|---|---|---|---|---|', ...rows].join('\n') }];
  if (rest.entries.length) extra.push({ heading: JSON_REST_HEADING, text: `\`\`\`json\n${compactJson(rest, json, 2)}\n\`\`\`` });
  for (const e of (tree as Obj).entries) if (e !== runsEntry) place(JSON.stringify(e.key), e.at, `kept as written under "${JSON_REST_HEADING}"`);
  placement.push({ line: lineAt(runsEntry.at), from: '"runs"[] (less their results)', to: `kept as written under "${JSON_REST_HEADING}"` });
  placement.sort((a, b) => a.line - b.line);
  const none = !n ? { line: lineAt(runsEntry.at), text: 'No findings.', said: `${runs} SARIF run${runs === 1 ? '' : 's'}, no result` } : undefined;
  const because = `a SARIF report (${runs} run${runs === 1 ? '' : 's'}, ${n} result${n === 1 ? '' : 's'})`;
  return {
    ...structuredReturn({ answers, given, extra, placement, outcomeFrom, none, because, findingCount: n }),
    ...(failed ? { run: { agent: 'the scanner', failure: failed, heldOutcome: null } } : {}),
  };
}

