// What an agent CLI prints as JSON around its markdown answer: `claude -p --output-format json` (one object,
// "type": "result", the answer in "result"), its `stream-json` and Amp's `--stream-json` (JSON Lines whose last
// result event holds it), `gemini -p --output-format json` ({"response", "stats", "error"}) and its stream-json,
// `codex exec --json` (events; the completed agent_message item holds it), `opencode run --format json` (events;
// the text of the last step, after its last tool call). Found here: the answer, whether the run failed, the run's facts for a
// small table, and its other fields as written. Pure. The answer is read as a body by json-return.ts.
//
// A stream is the transcript too (every tool call, every message on the way): only the event that holds the answer
// and the one that sums the run up are kept; placement says how many were left out.

import { inlineText } from '../ui/output.js';
import { jsonTree, lineIndex, lineStarts, type JsonEntry, type JsonNode } from './json-tree.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** One object of the body, where it stands and its source (a stream's line, or the whole JSON). */
interface Event {
  value: Obj;
  source: string;
  line: number;
}

export interface AgentRun {
  /** "Claude Code", "Gemini CLI", ... and the command whose output has this shape. */
  agent: string;
  printedBy: string;
  /** The agent's answer (markdown, or whatever it wrote); null when the output holds none (a failed run). */
  answer: string | null;
  /** The line of the file the answer stands on and the key it is under. */
  answerAt: { line: number; from: string };
  /** What says the run failed ("subtype: error_max_turns, is_error: true"), else null. */
  failure: string | null;
  /** The run's facts as rows of a small table: agent, session, model, cost, turns, duration, run. */
  facts: [string, string][];
  /** The summing-up event's other fields, as written (an object over `source`), and the line each key stands on. */
  kept: { node: Extract<JsonNode, { kind: 'object' }>; source: string; lines: { key: string; line: number }[] } | null;
  /** Keys read into the table, for stderr's map. */
  read: { line: number; from: string }[];
  /** A stream's events neither kept nor read (the transcript), by type. */
  leftOut: { count: number; types: string[] } | null;
}

/** The last index (item) where `ok` holds: -1 (undefined) when none. */
function lastIndex<T>(list: T[], ok: (x: T) => boolean): number {
  for (let k = list.length - 1; k >= 0; k--) if (ok(list[k]!)) return k;
  return -1;
}
const last = <T>(list: T[], ok: (x: T) => boolean): T | undefined => list[lastIndex(list, ok)];

/** What says a run failed, as one line: an agent's error message may carry a stack trace, whose lines printed on
 *  stderr would pass for the tool's own ("handoff: outcome: answered, …"). */
const asOneLine = (failure: string | null) => (failure === null ? null : inlineText(failure));

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s (${ms} ms)`;

/** The line of the body each key of an event stands on (an event of a stream is one line; one object, many). */
function keyLines(ev: Event): Map<string, number> {
  const tree = jsonTree(ev.source);
  const starts = lineStarts(ev.source);
  const out = new Map<string, number>();
  if (tree.kind === 'object') for (const e of tree.entries) if (!out.has(e.key)) out.set(e.key, ev.line + lineIndex(starts, e.at));
  return out;
}

/** The other keys of an event as written, less those read: for the kept block. */
function keptOf(ev: Event, read: Set<string>): AgentRun['kept'] {
  const tree = jsonTree(ev.source);
  if (tree.kind !== 'object') return null;
  const entries = tree.entries.filter((e) => !read.has(e.key));
  if (!entries.length) return null;
  const starts = lineStarts(ev.source);
  const lines = entries.map((e: JsonEntry) => ({ key: e.key, line: ev.line + lineIndex(starts, e.at) }));
  return { node: { ...tree, entries }, source: ev.source, lines };
}

/** Claude Code's result object (Amp prints the same shape; its thread ids open with "T-"). */
function claudeResult(ev: Event, stream: Event[] | null, shape = 'stream-json'): AgentRun {
  const o = ev.value;
  const session = str(o.session_id);
  const amp = session?.startsWith('T-') ?? false;
  const agent = amp ? 'Amp' : 'Claude Code';
  const printedBy = amp ? 'amp -x --stream-json' : stream ? `claude -p --output-format ${shape}` : 'claude -p --output-format json';
  const subtype = str(o.subtype);
  const failed = o.is_error === true || (subtype !== null && subtype !== 'success');
  const failure = asOneLine(failed ? [subtype && subtype !== 'success' ? `subtype: ${subtype}` : '', o.is_error === true ? 'is_error: true' : ''].filter(Boolean).join(', ') : null);
  const init = stream?.find((e) => e.value.type === 'system' && str(e.value.model));
  const facts: [string, string][] = [['agent', `${agent} (\`${printedBy}\`)`]];
  if (session) facts.push(['session', session]);
  if (init) facts.push(['model', str(init.value.model)!]);
  const cost = num(o.total_cost_usd) ?? num(o.cost_usd);
  if (cost !== null) facts.push(['cost', `${cost} USD`]);
  if (num(o.num_turns) !== null) facts.push(['turns', String(o.num_turns)]);
  if (num(o.duration_ms) !== null) facts.push(['duration', seconds(num(o.duration_ms)!)]);
  facts.push(['run', failure ? `failed (${failure})` : `succeeded${subtype ? ` (subtype: ${subtype})` : ''}`]);
  const readKeys = ['type', 'subtype', 'is_error', 'result', 'session_id', 'total_cost_usd', 'cost_usd', 'num_turns', 'duration_ms'].filter((k) => k in o);
  const at = keyLines(ev);
  return {
    agent,
    printedBy,
    answer: str(o.result),
    answerAt: { line: at.get('result') ?? ev.line, from: '"result"' },
    failure,
    facts,
    kept: keptOf(ev, new Set(readKeys)),
    read: readKeys.filter((k) => k !== 'result').map((k) => ({ line: at.get(k) ?? ev.line, from: `"${k}"` })),
    leftOut: stream ? leftOut(stream, [ev]) : null,
  };
}

/** Gemini CLI's one object: {"session_id", "response", "stats", "error"}. */
function geminiObject(ev: Event): AgentRun {
  const o = ev.value;
  const error = isObj(o.error) ? o.error : null;
  const failure = asOneLine(error ? `error: ${[str(error.type), str(error.message)].filter(Boolean).join(': ') || 'set'}` : null);
  const facts: [string, string][] = [['agent', 'Gemini CLI (`gemini -p --output-format json`)']];
  if (str(o.session_id)) facts.push(['session', str(o.session_id)!]);
  const models = isObj(o.stats) && isObj(o.stats.models) ? Object.keys(o.stats.models) : [];
  if (models.length) facts.push(['model', models.join(', ')]);
  facts.push(['run', failure ? `failed (${failure})` : 'succeeded']);
  const readKeys = ['response', 'session_id', ...(error ? [] : ['error'])].filter((k) => k in o);
  const at = keyLines(ev);
  return {
    agent: 'Gemini CLI',
    printedBy: 'gemini -p --output-format json',
    answer: str(o.response),
    answerAt: { line: at.get('response') ?? ev.line, from: '"response"' },
    failure,
    facts,
    kept: keptOf(ev, new Set(readKeys)),
    read: readKeys.filter((k) => k !== 'response').map((k) => ({ line: at.get(k) ?? ev.line, from: `"${k}"` })),
    leftOut: null,
  };
}

/** A succeeded run's earlier errors, for the table: how many and the last one's words. */
const errorsOnTheWay = (messages: string[]): [string, string] => ['errors on the way', `${messages.length}${messages.at(-1) ? ` (last: ${inlineText(messages.at(-1)!)})` : ''}`];

const leftOut = (events: Event[], kept: (Event | undefined)[]): AgentRun['leftOut'] => {
  const rest = events.filter((e) => !kept.includes(e));
  return rest.length ? { count: rest.length, types: [...new Set(rest.map((e) => str(e.value.type) ?? '?'))] } : null;
};

/** `codex exec --json`: thread.started, turn.*, item.* events; the last completed agent message is the answer. */
function codexStream(events: Event[]): AgentRun {
  const item = (e: Event) => (isObj(e.value.item) ? e.value.item : null);
  const said = events.filter((e) => e.value.type === 'item.completed' && ['agent_message', 'assistant_message'].includes(str(item(e)?.type) ?? str(item(e)?.item_type) ?? '') && str(item(e)!.text) !== null);
  const last = said.at(-1);
  const thread = events.find((e) => e.value.type === 'thread.started');
  const fails = events.filter((e) => e.value.type === 'turn.failed' || e.value.type === 'error');
  const message = (e: Event) => str(e.value.message) ?? (isObj(e.value.error) ? str(e.value.error.message) : null) ?? '';
  const turns = events.filter((e) => e.value.type === 'turn.completed' || e.value.type === 'turn.failed');
  // Codex prints transient `error` events ("Reconnecting... 1/5") in runs that go on to succeed: the last turn event
  // decides, and an error only when it comes after it (or there is no turn event at all).
  const lastTurn = turns.at(-1);
  const decisive = fails.filter((e) => !lastTurn || e === lastTurn || e.line > lastTurn.line).at(-1);
  const failure = asOneLine(decisive ? `${str(decisive.value.type)}${message(decisive) ? `: ${message(decisive)}` : ''}` : null);
  const facts: [string, string][] = [['agent', 'Codex (`codex exec --json`)']];
  if (thread && str(thread.value.thread_id)) facts.push(['session', str(thread.value.thread_id)!]);
  if (turns.length) facts.push(['turns', String(turns.length)]);
  facts.push(['run', failure ? `failed (${failure})` : 'succeeded']);
  if (!failure && fails.length) facts.push(errorsOnTheWay(fails.map(message)));
  const summary = turns.at(-1);
  return {
    agent: 'Codex',
    printedBy: 'codex exec --json',
    answer: last ? str(item(last)!.text) : null,
    answerAt: { line: last?.line ?? 1, from: '"item".text (the last agent_message)' },
    failure,
    facts,
    kept: summary ? keptOf(summary, new Set()) : null,
    read: [...(thread ? [{ line: thread.line, from: '"thread_id"' }] : []), ...fails.map((e) => ({ line: e.line, from: `(${str(e.value.type)})` }))],
    leftOut: leftOut(events, [last, summary, thread, ...fails]),
  };
}

/** `opencode run --format json`: text, tool_use, step_start, step_finish, error events; the answer is the text the
 *  last step said after its last tool call (what the agent said once it was done working; an earlier step's
 *  "checkpoint" is on the way). */
function opencodeStream(events: Event[]): AgentRun {
  const part = (e: Event) => (isObj(e.value.part) ? e.value.part : null);
  const isText = (e: Event) => e.value.type === 'text' && str(part(e)?.text) !== null;
  const lastText = lastIndex(events, isText);
  const from = lastIndex(events.slice(0, Math.max(lastText, 0)), (e) => e.value.type === 'tool_use' || e.value.type === 'step_start');
  const texts = lastText < 0 ? [] : events.filter((e, k) => k > from && k <= lastText && isText(e));
  const fails = events.filter((e) => e.value.type === 'error');
  const errorText = (e: Event) => {
    const err = isObj(e.value.error) ? e.value.error : null;
    return [str(err?.name), isObj(err?.data) ? str(err.data.message) : str(err?.message)].filter(Boolean).join(': ');
  };
  const failure = asOneLine(fails.length ? `error${errorText(fails.at(-1)!) ? `: ${errorText(fails.at(-1)!)}` : ''}` : null);
  const steps = events.filter((e) => e.value.type === 'step_finish');
  const cost = steps.reduce((sum, e) => sum + (num(part(e)?.cost) ?? 0), 0);
  const session = str(events.find((e) => str(e.value.sessionID))?.value.sessionID);
  const facts: [string, string][] = [['agent', 'OpenCode (`opencode run --format json`)']];
  if (session) facts.push(['session', session]);
  if (steps.some((e) => num(part(e)?.cost) !== null)) facts.push(['cost', `${Number(cost.toFixed(6))} USD`]);
  if (steps.length) facts.push(['steps', String(steps.length)]);
  facts.push(['run', failure ? `failed (${failure})` : 'succeeded']);
  const summary = steps.at(-1);
  return {
    agent: 'OpenCode',
    printedBy: 'opencode run --format json',
    answer: texts.length ? texts.map((e) => str(part(e)!.text)!).join('\n\n') : null,
    answerAt: { line: texts[0]?.line ?? 1, from: `"part".text (${texts.length} text event${texts.length === 1 ? '' : 's'} of the last step)` },
    failure,
    facts,
    kept: summary ? keptOf(summary, new Set()) : null,
    read: fails.map((e) => ({ line: e.line, from: '(error)' })),
    leftOut: leftOut(events, [...texts, summary, ...fails]),
  };
}

/** Gemini CLI's stream-json: init, message, tool_use, tool_result, error, result events; the assistant's message
 *  chunks after the last tool call are the answer. */
function geminiStream(events: Event[]): AgentRun {
  const lastTool = lastIndex(events, (e) => e.value.type === 'tool_use' || e.value.type === 'tool_result');
  const said = events.filter((e, k) => k > lastTool && e.value.type === 'message' && e.value.role === 'assistant' && str(e.value.content) !== null);
  const init = events.find((e) => e.value.type === 'init');
  const result = last(events, (e) => e.value.type === 'result');
  const errors = events.filter((e) => e.value.type === 'error' && e.value.severity !== 'warning');
  const status = result ? str(result.value.status) : null;
  const errMessage = (v: unknown) => (isObj(v) ? (str(v.message) ?? '') : (str(v) ?? ''));
  // The result's status decides (an earlier error, a failed tool call, may be recovered from); errors only without one.
  const failure = asOneLine(status ? (status !== 'success' ? `status: ${status}${errMessage(result!.value.error) ? `: ${errMessage(result!.value.error)}` : ''}` : null) : errors.length ? `error: ${str(errors.at(-1)!.value.message) ?? ''}` : null);
  const facts: [string, string][] = [['agent', 'Gemini CLI (`gemini -p --output-format stream-json`)']];
  if (init && str(init.value.session_id)) facts.push(['session', str(init.value.session_id)!]);
  if (init && str(init.value.model)) facts.push(['model', str(init.value.model)!]);
  const stats = result && isObj(result.value.stats) ? result.value.stats : null;
  if (stats && num(stats.duration_ms) !== null) facts.push(['duration', seconds(num(stats.duration_ms)!)]);
  facts.push(['run', failure ? `failed (${failure})` : 'succeeded']);
  if (!failure && errors.length) facts.push(errorsOnTheWay(errors.map((e) => str(e.value.message) ?? '')));
  return {
    agent: 'Gemini CLI',
    printedBy: 'gemini -p --output-format stream-json',
    answer: said.length ? said.map((e) => str(e.value.content)!).join('') : null,
    answerAt: { line: said[0]?.line ?? 1, from: `"content" (${said.length} assistant message event${said.length === 1 ? '' : 's'} after the last tool call)` },
    failure,
    facts,
    kept: result ? keptOf(result, new Set(['type'])) : null,
    read: [...(init ? [{ line: init.line, from: '(init)' }] : []), ...errors.map((e) => ({ line: e.line, from: '(error)' }))],
    leftOut: leftOut(events, [...said, result, init, ...errors]),
  };
}

/** Claude Code's result object (also a stream's last event): a "result" type with its error flag and its session, the
 *  answer a string when there is one (a user's own {"type": "result", …} with findings stays a JSON body). */
const isClaudeResult = (o: Obj) => o.type === 'result' && typeof o.is_error === 'boolean' && typeof o.session_id === 'string' && (o.result === undefined || typeof o.result === 'string');

/** The agent run of a body that is one JSON object (`json`, standing from line `firstLine`), or null. */
export function agentRunOf(json: string, firstLine: number): AgentRun | null {
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    return null;
  }
  // `claude -p --output-format json --verbose` prints every message as one array, the result last: a stream.
  if (Array.isArray(v)) {
    if (!v.length || !v.every((x) => isObj(x) && typeof x.type === 'string') || !v.some((x) => isClaudeResult(x as Obj))) return null;
    const tree = jsonTree(json);
    if (tree.kind !== 'array') return null;
    // One scan for the line starts, then a binary search per event: counting from the top for each was quadratic.
    const starts = lineStarts(json);
    const events = tree.items.map((it, k) => ({ value: v[k] as Obj, source: json.slice(it.start, it.end), line: firstLine + lineIndex(starts, it.start) }));
    return claudeResult(last(events, (e) => isClaudeResult(e.value))!, events, 'json --verbose');
  }
  if (!isObj(v)) return null;
  const ev = { value: v, source: json, line: firstLine };
  if (isClaudeResult(v)) return claudeResult(ev, null);
  // Gemini's object: its answer, or its error, beside its own keys only.
  const own = Object.keys(v).every((k) => ['session_id', 'response', 'stats', 'error', 'version'].includes(k));
  if (own && (typeof v.response === 'string' || isObj(v.error)) && ('stats' in v || 'error' in v || 'session_id' in v)) return geminiObject(ev);
  return null;
}

/** The agent run of a body that is JSON Lines an agent CLI printed, or null (any other text, and JSON Lines that are
 *  no agent's: no result event, no agent message). One pass over the lines; each parsed once. */
export function agentStreamOf(text: string): AgentRun | null {
  const events: Event[] = [];
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]!.trim();
    if (!line) continue;
    if (line[0] !== '{') return null;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      return null;
    }
    if (!isObj(v) || typeof v.type !== 'string') return null;
    events.push({ value: v, source: line, line: k + 1 });
  }
  if (events.length < 2) return null;
  const result = last(events, (e) => isClaudeResult(e.value));
  if (result) return claudeResult(result, events);
  const types = new Set(events.map((e) => e.value.type as string));
  if (types.has('thread.started') || types.has('item.completed')) return codexStream(events);
  if (events.every((e) => typeof e.value.sessionID === 'string') && (types.has('text') || types.has('step_finish'))) return opencodeStream(events);
  if (types.has('init') && (types.has('message') || types.has('result'))) return geminiStream(events);
  return null;
}
