// One transcript file -> a digest, streamed. The format is told from the first lines; a line that is not
// JSON is skipped and counted; a file neither agent wrote is a usage error (exit 2) before anything else.

import { stat } from 'node:fs/promises';
import { usageError } from '../errors.js';
import { claudeLine, isClaudeLine } from './claude.js';
import { codexLine, isCodexLine } from './codex.js';
import { Collector, type Agent, type Digest } from './digest.js';
import { forEachLine } from './lines.js';
import { agree } from '../ui/plural.js';

/** Lines looked at to tell the format before giving up. */
const SNIFF = 50;

export function detectLine(o: unknown): Agent | null {
  if (isCodexLine(o)) return 'codex';
  if (isClaudeLine(o)) return 'claude';
  return null;
}

function parse(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
}

export async function readTranscript(file: string): Promise<Digest> {
  const st = await stat(file).catch((e: NodeJS.ErrnoException) => {
    throw usageError(`--session ${file}: ${e.code === 'ENOENT' ? 'no such file' : e.message}`);
  });
  if (!st.isFile()) throw usageError(`--session ${file}: not a file`);
  let c: Collector | null = null;
  let seen = 0;
  let malformed = 0;
  let unknown = false;
  const stats = await forEachLine(file, (line) => {
    const o = parse(line);
    if (o === undefined) malformed++;
    if (!c) {
      seen++;
      const agent = o === undefined ? null : detectLine(o);
      if (!agent) {
        if (seen >= SNIFF) {
          unknown = true;
          return false;
        }
        return;
      }
      c = new Collector(agent, file);
    }
    if (o !== undefined && typeof o === 'object' && o !== null && !Array.isArray(o)) {
      (c.d.agent === 'claude' ? claudeLine : codexLine)(o as Record<string, unknown>, c);
    }
  });
  const col = c as Collector | null;
  if (!col || unknown) {
    const what = stats.lines === 0 ? 'it is empty' : `${agree(Math.min(stats.lines, SNIFF), 'its first line is', `its first ${Math.min(stats.lines, SNIFF)} lines are`)} neither a Claude Code transcript nor a Codex rollout`;
    throw usageError(`--session ${file}: not a transcript this tool can read (${what})`, 'give a Claude Code session (~/.claude/projects/<folder>/<id>.jsonl) or a Codex rollout ($CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl), or --session auto');
  }
  col.d.lines = stats.lines;
  col.d.malformed = malformed;
  col.d.oversized = stats.oversized;
  return col.d;
}

/** The agent, session id and cwd of a transcript from its first lines only (for finding the right one). */
export async function peekTranscript(file: string, maxLines = 30): Promise<{ agent: Agent; sessionId: string | null; cwd: string | null } | null> {
  let agent: Agent | null = null;
  let sessionId: string | null = null;
  let cwd: string | null = null;
  let n = 0;
  try {
    await forEachLine(
      file,
      (line) => {
        n++;
        const o = parse(line);
        if (o && typeof o === 'object') {
          const a = detectLine(o);
          if (a && !agent) agent = a;
          if (a) {
            const c = new Collector(a, file);
            (a === 'claude' ? claudeLine : codexLine)(o as Record<string, unknown>, c);
            sessionId ??= c.d.sessionId;
            cwd ??= c.d.cwd;
          }
        }
        return !(cwd && sessionId) && n < maxLines;
      },
      1024 * 1024,
    );
  } catch {
    return null; // unreadable: not a candidate
  }
  return agent ? { agent, sessionId, cwd } : null;
}
