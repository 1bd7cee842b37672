// What a transcript tells about its session, gathered while it streams by. Everything kept is bounded:
// the last K commands, the last F failures with the tail of their output, at most FILES paths.

import { isAbsolute, resolve } from 'node:path';

export type Agent = 'claude' | 'codex';

export const AGENT_NAMES: Record<Agent, string> = { claude: 'Claude Code', codex: 'Codex' };

export interface Command {
  command: string;
  /** "exit 1", "timed out", ...; null while no result was seen, "ok" on success. */
  status: string | null;
  /** The last lines of its output (failures only). */
  tail?: string;
}

export interface FileTouch {
  /** As the transcript wrote it (absolute or relative to the session's cwd). */
  path: string;
  how: 'edited' | 'created' | 'deleted';
}

export interface Digest {
  agent: Agent;
  file: string;
  sessionId: string | null;
  /** The working directory the transcript records (the last one seen). */
  cwd: string | null;
  /** Every distinct cwd seen (bounded), to match worktrees. */
  cwds: string[];
  /** The agent's version when the transcript names it. */
  version: string | null;
  firstAt: string | null;
  lastAt: string | null;
  /** How many commands ran in all; `commands` holds the last K of them. */
  commandCount: number;
  commands: Command[];
  failures: Command[];
  failureCount: number;
  files: FileTouch[];
  lastRequest: string | null;
  compactions: number;
  lines: number;
  malformed: number;
  oversized: number;
}

export const LIMITS = { commands: 12, failures: 20, files: 200, tailLines: 12, tailChars: 1500, pending: 2000, cwds: 20, request: 4000 };

/** The last lines of a command's output, at most LIMITS.tailChars characters. */
export function tail(text: string, lines = LIMITS.tailLines): string {
  const all = text.replace(/\r\n?/g, '\n').replace(/\s+$/, '').split('\n');
  let out = all.slice(-lines).join('\n');
  if (out.length > LIMITS.tailChars) out = '…' + out.slice(out.length - LIMITS.tailChars + 1);
  return out;
}

/** Collects a digest; the format readers call it as they understand lines. */
export class Collector {
  readonly d: Digest;
  /** Tool calls waiting for their result, by call id (bounded: the oldest are forgotten). */
  private pending = new Map<string, { kind: 'command'; cmd: Command } | { kind: 'files'; files: FileTouch[] }>();
  /** Ids of commands already finished, so a result reported twice (call output and event) counts once. */
  private done = new Set<string>();
  private fileIndex = new Map<string, number>();

  constructor(agent: Agent, file: string) {
    this.d = {
      agent,
      file,
      sessionId: null,
      cwd: null,
      cwds: [],
      version: null,
      firstAt: null,
      lastAt: null,
      commandCount: 0,
      commands: [],
      failures: [],
      failureCount: 0,
      files: [],
      lastRequest: null,
      compactions: 0,
      lines: 0,
      malformed: 0,
      oversized: 0,
    };
  }

  at(ts: unknown): void {
    if (typeof ts !== 'string' || !ts) return;
    this.d.firstAt ??= ts;
    this.d.lastAt = ts;
  }

  cwd(cwd: unknown): void {
    if (typeof cwd !== 'string' || !cwd) return;
    this.d.cwd = cwd;
    if (!this.d.cwds.includes(cwd) && this.d.cwds.length < LIMITS.cwds) this.d.cwds.push(cwd);
  }

  request(text: string): void {
    const t = text.trim();
    if (t) this.d.lastRequest = t.length > LIMITS.request ? t.slice(0, LIMITS.request) + '…' : t;
  }

  private remember(id: string, v: { kind: 'command'; cmd: Command } | { kind: 'files'; files: FileTouch[] }): void {
    if (this.pending.size >= LIMITS.pending) this.pending.delete(this.pending.keys().next().value!);
    this.pending.set(id, v);
  }

  /** A command started; its result comes later under the same id (or never: then it counts without a status). */
  commandCall(id: string | null, command: string): void {
    const cmd = command.trim();
    if (!cmd) return;
    this.d.commandCount++;
    const c: Command = { command: cmd, status: null };
    this.d.commands.push(c);
    if (this.d.commands.length > LIMITS.commands) this.d.commands.shift();
    if (id) this.remember(id, { kind: 'command', cmd: c });
  }

  /** A command's result: status "ok", "exit N", "timed out", ... or "not run" (refused: neither success nor failure). */
  commandResult(id: string, status: string, output: string): void {
    const p = this.pending.get(id);
    if (!p || p.kind !== 'command') return;
    this.pending.delete(id);
    this.finish(id, p.cmd, status, output);
  }

  private finish(id: string | null, c: Command, status: string, output: string): void {
    if (id) {
      this.done.add(id);
      if (this.done.size > LIMITS.pending) this.done.delete(this.done.values().next().value!);
    }
    c.status = status;
    if (status === 'ok' || status === 'not run') return;
    this.d.failureCount++;
    this.d.failures.push({ command: c.command, status, tail: tail(output) });
    if (this.d.failures.length > LIMITS.failures) this.d.failures.shift();
  }

  /** A finished command reported in one piece (an event with its command and status). */
  commandDone(id: string | null, command: string, status: string, output: string): void {
    if (id && this.pending.get(id)?.kind === 'command') return this.commandResult(id, status, output);
    if (id && this.done.has(id)) return;
    if (!command.trim()) return;
    this.commandCall(null, command);
    this.finish(id, this.d.commands[this.d.commands.length - 1]!, status, output);
  }

  /** A tool call that changes files; they count once its result says it worked (or right away without an id). */
  filesCall(id: string | null, files: FileTouch[]): void {
    if (!files.length) return;
    // Relative paths are relative to the cwd of that moment (Codex changes it between turns).
    const cwd = this.d.cwd;
    if (cwd) files = files.map((f) => (isAbsolute(f.path) ? f : { ...f, path: resolve(cwd, f.path) }));
    if (id) this.remember(id, { kind: 'files', files });
    else for (const f of files) this.touch(f);
  }

  filesResult(id: string, ok: boolean): void {
    const p = this.pending.get(id);
    if (!p || p.kind !== 'files') return;
    this.pending.delete(id);
    if (ok) for (const f of p.files) this.touch(f);
  }

  /** Whether a call id is waiting for its result, and of which kind. */
  pendingKind(id: string): 'command' | 'files' | null {
    return this.pending.get(id)?.kind ?? null;
  }

  touch(f: FileTouch): void {
    const i = this.fileIndex.get(f.path);
    if (i !== undefined) {
      // Created then edited is still "created"; a later delete wins.
      const cur = this.d.files[i]!;
      if (f.how === 'deleted' || cur.how === 'deleted') cur.how = f.how;
      return;
    }
    if (this.d.files.length >= LIMITS.files) return;
    this.fileIndex.set(f.path, this.d.files.length);
    this.d.files.push({ ...f });
  }

  /** Change how a pending file call touched its files (a Write that replaced a file edited it). */
  retype(id: string, how: FileTouch['how']): void {
    const p = this.pending.get(id);
    if (p?.kind === 'files') p.files = p.files.map((f) => ({ ...f, how }));
  }

  /** Set by a reader between a compaction marker and the summary that follows it. */
  boundaryPending = false;

  compacted(): void {
    this.d.compactions++;
  }
}
