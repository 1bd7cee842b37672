// A digest of the agent's session -> a draft of the brief's Context, Dead ends and Pointers, plus the last
// request as the starting text of Why and Deliver. Pure and deterministic (no model): the same transcript
// gives the same draft. Everything in it is redacted.

import { isAbsolute, relative, resolve, sep } from 'node:path';
import { redact } from '../brief/redact.js';
import { AGENT_NAMES, type Agent, type Command, type Digest } from './digest.js';

export interface SessionSource {
  agent: Agent;
  /** "Claude Code" or "Codex". */
  agentName: string;
  file: string;
  sessionId: string | null;
  version: string | null;
  firstAt: string | null;
  lastAt: string | null;
  lines: number;
  malformed: number;
  oversized: number;
  compactions: number;
  commandCount: number;
  failureCount: number;
}

export interface SessionDraft {
  source: SessionSource;
  /** What was done, for the Context section. */
  context: string;
  /** Failed commands with their status and last lines: candidates the person keeps or drops. */
  deadEnds: string[];
  /** Files edited or created, repo-relative, each once. */
  pointers: string[];
  /** The last thing the person asked the agent: the starting text of Why and Deliver. */
  request: string | null;
  /** What redaction removed, by the part of the draft it was in. */
  redacted: { where: 'context' | 'dead ends' | 'pointers' | 'request'; kind: string }[];
}

const MAX_COMMAND = 160;

/** A command on one line, shortened, as inline code that its own backticks cannot end. */
export function inlineCommand(cmd: string): string {
  const lines = cmd.trim().split('\n');
  let one = lines[0]!.trim() + (lines.length > 1 ? ' …' : '');
  if (one.length > MAX_COMMAND) one = one.slice(0, MAX_COMMAND - 1) + '…';
  const longest = Math.max(0, ...[...one.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return longest ? `${ticks} ${one} ${ticks}` : `\`${one}\``;
}

/** A fence longer than any backtick run in the text, so output cannot close it. */
function fenced(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`{3,}/g)].map((m) => m[0].length));
  const f = '`'.repeat(longest + 1);
  return `${f}text\n${text}\n${f}`;
}

/** A path as the brief should point to it: relative to the worktree it is in; null when outside them all. */
export function repoPath(p: string, cwd: string | null, roots: string[]): string | null {
  const abs = isAbsolute(p) ? resolve(p) : cwd ? resolve(cwd, p) : null;
  if (!abs) return p.startsWith('..') ? null : p;
  for (const r of roots) {
    if (abs === r || abs.startsWith(r.endsWith(sep) ? r : r + sep)) return relative(r, abs).split(sep).join('/');
  }
  return null;
}

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function when(iso: string | null): string | null {
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  return new Date(iso).toISOString().slice(0, 16).replace('T', ' ');
}

function statusText(c: Command): string {
  return c.status === null ? 'no result recorded' : c.status === 'ok' ? 'ok' : c.status;
}

export function draftFromDigest(d: Digest, roots: string[]): SessionDraft {
  const redacted: SessionDraft['redacted'] = [];
  const clean = (where: SessionDraft['redacted'][number]['where'], text: string) => {
    const r = redact(text);
    for (const x of r.redactions) redacted.push({ where, kind: x.kind });
    return r.text;
  };
  const source: SessionSource = {
    agent: d.agent,
    agentName: AGENT_NAMES[d.agent],
    file: d.file,
    sessionId: d.sessionId,
    version: d.version,
    firstAt: d.firstAt,
    lastAt: d.lastAt,
    lines: d.lines,
    malformed: d.malformed,
    oversized: d.oversized,
    compactions: d.compactions,
    commandCount: d.commandCount,
    failureCount: d.failureCount,
  };

  const files: string[] = [];
  const deleted: string[] = [];
  let outside = 0;
  for (const f of d.files) {
    const p = repoPath(f.path, d.cwd, roots);
    if (p === null) {
      outside++;
      continue;
    }
    const list = f.how === 'deleted' ? deleted : files;
    if (!list.includes(p)) list.push(p);
  }

  const from = [when(d.firstAt), when(d.lastAt)].filter(Boolean);
  // "2026-11-30 13:01 to 14:10 UTC"; the second date only when the session ran past midnight.
  const end = from[1] && from[0] && from[1].slice(0, 10) === from[0].slice(0, 10) ? from[1].slice(11) : from[1];
  const span = from.length === 2 && from[0] !== from[1] ? `, ${from[0]} to ${end} UTC` : from.length ? `, ${from[from.length - 1]} UTC` : '';
  const id = d.sessionId ? ` ${d.sessionId.slice(0, 8)}` : '';
  const facts = [
    `${plural(d.commandCount, 'command')} run${d.failureCount ? ` (${d.failureCount} failed)` : ''}`,
    `${plural(files.length + deleted.length, 'file')} changed`,
    ...(d.compactions ? [`compacted ${times(d.compactions)}`] : []),
  ];
  const parts = [`Drafted from the ${AGENT_NAMES[d.agent]} session${id}${span}: ${facts.join(', ')}.`];
  if (d.commands.length) {
    const head = d.commandCount > d.commands.length ? `The last ${d.commands.length} of ${d.commandCount} commands:` : d.commands.length === 1 ? 'The command:' : 'The commands:';
    parts.push(`${head}\n\n${d.commands.map((c) => `- ${inlineCommand(c.command)} (${statusText(c)})`).join('\n')}`);
  }
  if (d.failureCount > d.failures.length) parts.push(`Dead ends holds the last ${d.failures.length} of the ${d.failureCount} failed commands (each command once, its last failure).`);
  if (files.length) parts.push(`Files edited or created: ${files.map((f) => `\`${f}\``).join(', ')}.`);
  if (deleted.length) parts.push(`Files deleted: ${deleted.map((f) => `\`${f}\``).join(', ')}.`);
  if (outside) parts.push(`(${plural(outside, 'file')} outside this repository left out.)`);

  // The last failure of each command: earlier tries of the same command say less.
  const seen = new Set<string>();
  const failures = [...d.failures].reverse().filter((f) => (seen.has(f.command) ? false : (seen.add(f.command), true))).reverse();
  const deadEnds = failures.map((f) => {
    const head = `${inlineCommand(f.command)} failed (${f.status})`;
    return clean('dead ends', f.tail?.trim() ? `${head}; its last lines:\n\n${fenced(f.tail.trim())}` : `${head} with no output.`);
  });

  return {
    source,
    context: clean('context', parts.join('\n\n')),
    deadEnds,
    pointers: files.map((f) => clean('pointers', f)),
    request: d.lastRequest ? clean('request', d.lastRequest) : null,
    redacted,
  };
}
