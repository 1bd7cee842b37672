// Codex rollouts: $CODEX_HOME/sessions/YYYY/MM/DD/rollout-<time>-<session id>.jsonl (CODEX_HOME defaults
// to ~/.codex).
//
// Format as read for this module: openai/codex codex-rs/protocol, `RolloutLine` / `RolloutItem` in
// protocol.rs and `ResponseItem` in models.rs (read at commit 001cb8e of models.rs). Every line is
// {timestamp, type, payload} with type "session_meta" (payload: id, cwd, cli_version, ...),
// "turn_context" (payload.cwd per turn), "response_item", "event_msg" or "compacted". Response items:
// "message" {role, content: [{type: input_text|output_text, text}]}, "function_call" {name, arguments (a
// JSON string), call_id}, "function_call_output" {call_id, output (a string, or content items)},
// "local_shell_call" {call_id, action: {command: [...]}}, "custom_tool_call" {name, input, call_id}
// (apply_patch takes the patch as input) and its "custom_tool_call_output". Shell tools are "shell" /
// "container.exec" (command: argv), "shell_command" (command: string) and "exec_command" (cmd: string).
// A shell result is either JSON {output, metadata: {exit_code}} or text starting "Exit code: N" (unified
// exec: "Process exited with code N"). Events worth reading: "user_message" {message} (what the person
// typed), "exec_command_end" {call_id, command, exit_code, aggregated_output} (only in extended
// persistence), "patch_apply_end" {call_id, success}, "context_compacted".

import type { Collector, FileTouch } from './digest.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

const TYPES = new Set(['session_meta', 'response_item', 'event_msg', 'turn_context', 'compacted']);

export function isCodexLine(o: unknown): boolean {
  return isObj(o) && typeof o.type === 'string' && TYPES.has(o.type) && isObj(o.payload);
}

const SHELL_NAMES = new Set(['shell', 'container.exec', 'local_shell', 'shell_command', 'exec_command']);

/** A readable command line from an argv: `bash -lc "x"` is x. */
export function argvToCommand(argv: unknown): string {
  if (typeof argv === 'string') return argv;
  if (!Array.isArray(argv)) return '';
  const a = argv.map(String);
  if (a.length === 3 && /(^|\/)(ba|z|)sh$/.test(a[0]!) && /^-l?c$/.test(a[1]!)) return a[2]!;
  return a.map((x) => (/^[\w@%+=:,./-]+$/.test(x) ? x : `'${x.replace(/'/g, `'\\''`)}'`)).join(' ');
}

/** Paths a patch in Codex's apply_patch format touches. */
export function patchFiles(patch: string): FileTouch[] {
  const out: FileTouch[] = [];
  for (const m of patch.matchAll(/^\*\*\* (Add|Update|Delete) File: (.+)$|^\*\*\* Move to: (.+)$/gm)) {
    if (m[3]) out.push({ path: m[3].trim(), how: 'created' });
    else out.push({ path: m[2]!.trim(), how: m[1] === 'Add' ? 'created' : m[1] === 'Delete' ? 'deleted' : 'edited' });
  }
  return out;
}

function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (Array.isArray(output)) return output.filter((b) => isObj(b) && typeof b.text === 'string').map((b) => (b as Obj).text as string).join('\n');
  if (isObj(output)) return str(output.content);
  return '';
}

/** A shell result in any of the shapes Codex has written: its status and the output without the header. */
export function shellOutcome(raw: string): { status: string; output: string } {
  const t = raw.trimStart();
  if (t.startsWith('{')) {
    try {
      const j = JSON.parse(t) as Obj;
      const meta = isObj(j.metadata) ? j.metadata : {};
      if (typeof meta.exit_code === 'number') return { status: meta.exit_code === 0 ? 'ok' : `exit ${meta.exit_code}`, output: str(j.output) };
    } catch {
      /* not JSON: read as text */
    }
  }
  const m = /^Exit code: (-?\d+)/m.exec(raw) ?? /Process exited with code (-?\d+)/.exec(raw);
  const body = /(?:^|\n)Output:\n([\s\S]*)$/.exec(raw);
  const output = body ? body[1]! : raw;
  if (m) return { status: m[1] === '0' ? 'ok' : `exit ${m[1]}`, output };
  if (/timed out/i.test(raw.slice(0, 200))) return { status: 'timed out', output };
  if (/^(?:execution error|failed to|sandbox denied|rejected by user)/i.test(t)) return { status: /rejected/i.test(t) ? 'not run' : 'error', output };
  return { status: 'ok', output };
}

/** User-role messages Codex writes itself (environment, AGENTS.md, instructions) are not requests. */
function isHarnessText(t: string): boolean {
  return /^<(environment_context|user_instructions|user_shell_command|turn_aborted|developer)/.test(t) || /^# AGENTS\.md instructions/.test(t);
}

export function codexLine(o: Obj, c: Collector): void {
  c.at(o.timestamp);
  const p = o.payload as Obj;
  switch (o.type) {
    case 'session_meta': {
      const meta = isObj(p.meta) ? p.meta : p;
      if (typeof meta.id === 'string') c.d.sessionId ??= meta.id;
      if (typeof meta.cli_version === 'string') c.d.version = meta.cli_version;
      c.cwd(meta.cwd);
      return;
    }
    case 'turn_context':
      c.cwd(p.cwd);
      return;
    case 'compacted':
      c.compacted();
      c.boundaryPending = true;
      return;
    case 'event_msg':
      return codexEvent(p, c);
    case 'response_item':
      return codexItem(p, c);
  }
}

function codexEvent(p: Obj, c: Collector): void {
  switch (p.type) {
    case 'user_message': {
      const t = str(p.message);
      if (t.trim() && !isHarnessText(t.trim())) c.request(t);
      return;
    }
    case 'exec_command_end': {
      const code = typeof p.exit_code === 'number' ? p.exit_code : null;
      const out = str(p.aggregated_output) || [str(p.stdout), str(p.stderr)].filter(Boolean).join('\n');
      c.commandDone(str(p.call_id) || null, argvToCommand(p.command), code === null ? 'error' : code === 0 ? 'ok' : `exit ${code}`, out);
      return;
    }
    case 'patch_apply_end':
      c.filesResult(str(p.call_id), p.success !== false);
      return;
    case 'context_compacted':
      // The compacted line and this event describe one compaction.
      if (!c.boundaryPending) c.compacted();
      c.boundaryPending = false;
      return;
  }
}

function codexItem(p: Obj, c: Collector): void {
  switch (p.type) {
    case 'message': {
      if (p.role !== 'user' || !Array.isArray(p.content)) return;
      const t = p.content.filter((b) => isObj(b) && b.type === 'input_text').map((b) => str((b as Obj).text)).join('\n').trim();
      if (t && !isHarnessText(t)) c.request(t);
      return;
    }
    case 'function_call': {
      const name = str(p.name);
      const id = str(p.call_id) || null;
      let args: Obj = {};
      try {
        const j = JSON.parse(str(p.arguments) || '{}') as unknown;
        if (isObj(j)) args = j;
      } catch {
        return;
      }
      if (SHELL_NAMES.has(name)) c.commandCall(id, argvToCommand(args.command ?? args.cmd));
      else if (name === 'apply_patch') c.filesCall(id, patchFiles(str(args.input) || str(args.patch)));
      return;
    }
    case 'local_shell_call': {
      const action = isObj(p.action) ? p.action : {};
      c.commandCall(str(p.call_id) || str(p.id) || null, argvToCommand(action.command));
      return;
    }
    case 'custom_tool_call':
      if (p.name === 'apply_patch') c.filesCall(str(p.call_id) || null, patchFiles(str(p.input)));
      return;
    case 'function_call_output':
    case 'custom_tool_call_output': {
      const id = str(p.call_id);
      const kind = c.pendingKind(id);
      const text = outputText(p.output);
      if (kind === 'command') {
        const r = shellOutcome(text);
        c.commandResult(id, r.status, r.output);
      } else if (kind === 'files') {
        const failed = (isObj(p.output) && p.output.success === false) || shellOutcome(text).status.startsWith('exit') || /^(?:error|failed|invalid patch)/i.test(text.trim());
        c.filesResult(id, !failed);
      }
      return;
    }
  }
}
