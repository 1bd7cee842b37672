// handoff start <id> [--to agent] [--exec]: the start line(s) for an existing brief, or run one.

import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import { EXIT, inStore, usageError } from '../errors.js';
import { captureWhere } from '../scene/anchor.js';
import { damage, locateStore, Store } from '../store/store.js';
import { noteMoved, resolveFollowing } from './lookup.js';
import { commandPrefix } from '../io/invocation.js';
import { HARNESS_TITLES, detectHarnesses, loadAgents, startLines, unknownAgents, type StartLine } from '../io/agents.js';

export interface StartOptions {
  to?: string[];
  exec?: boolean;
  json?: boolean;
}

/** Linux refuses a single argument longer than this (MAX_ARG_STRLEN), so "$(cat FILE)" fails beyond it. */
const MAX_ARG = 128 * 1024;

export async function run(ctx: Ctx, opts: StartOptions, idArg: string): Promise<CommandResult> {
  const agents = loadAgents();
  const unknown = unknownAgents(opts.to, agents);
  if (unknown.length) throw usageError(`unknown agent for --to: ${unknown.join(', ')}`, `known agents: ${agents.map((a) => a.name).join(', ')}`);

  const anchor = await captureWhere(ctx.cwd, { env: ctx.env });
  const loc = locateStore(ctx.env, anchor.repo);
  noteMoved(ctx, loc);
  const located = await Store.open(loc, { create: false });
  if (!located) throw usageError(`no handoff "${idArg}": the store ${loc.dir} does not exist yet`, 'create one with: handoff new', undefined, loc.dir);
  const { store, id } = await resolveFollowing(ctx, located, idArg).catch((e: unknown) => {
    throw inStore(e, located.dir);
  });
  const record = await store.readRecord(id);
  const brief = join(store.dir, id, 'brief.md');
  let size: number;
  try {
    size = (await stat(brief)).size;
  } catch {
    throw damage(id, 'no brief.md', `inspect or remove ${join(store.dir, id)}`);
  }

  const recorded = (record.to ?? []).filter((t) => agents.some((a) => a.name === t));
  const to = opts.to?.length ? opts.to : recorded.length ? recorded : undefined;
  // Start where the brief was cut; a handoff fetched from another machine names a folder that is not here,
  // so then in this repo.
  const home = [record.origin.repo ?? record.origin.cwd, anchor.repo].find((d) => d && existsSync(d)) ?? null;
  const lines = startLines(brief, to, agents, home);
  const tooLong = size > MAX_ARG ? lines.filter((l) => l.line.includes('"$(cat ')) : [];
  const warnLong = () => {
    if (tooLong.length) {
      ctx.io.err(
        `handoff: warning: the brief is ${Math.round(size / 1024)} KiB; ${tooLong.map((l) => l.name).join(', ')} take it as one argument, ` +
          `which Linux limits to 128 KiB ("Argument list too long"); pipe it instead (--to amp, --to any, or ${commandPrefix(ctx.env, store.dir)} new --exec "claude -p")\n`,
      );
    }
  };
  const json = { id, brief, agents: lines };
  // Inside an agent's tool call there is no terminal for an interactive agent to take over: it would
  // hang or fail obscurely. The person runs the line instead.
  const running = detectHarnesses({ env: ctx.env, stdinIsTTY: ctx.io.stdinIsTTY })[0];

  if (!opts.exec) {
    if (!opts.json) {
      const w = Math.max(...lines.map((l) => l.line.length));
      for (const l of lines) ctx.io.out(`${l.line.padEnd(w)}    # ${l.name} (${l.mode})\n`);
      if (running) ctx.io.err(`handoff: give the person ${lines.length === 1 ? 'this line' : 'one of these lines'} to run in a new terminal\n`);
      warnLong();
    }
    return { json };
  }

  // `--to any` only prints the brief (cat): nothing interactive is started, so it is not refused.
  if (running && lines.some((l) => l.mode === 'interactive')) {
    const who = HARNESS_TITLES[running.name] ?? running.name;
    throw usageError(
      `not starting ${lines.map((l) => l.name).join(', ')}: ${who} is running this command, and an agent started inside its tool call has no terminal; give the person ${lines.length === 1 ? 'this line' : 'one of these lines'} to run in a new terminal:`,
      lines.map((l) => l.line).join('\n'),
      { ...json, insideAgent: running.name },
    );
  }

  if (lines.length !== 1) {
    const from = opts.to?.length ? 'you named' : 'this handoff was cut for';
    throw usageError(`--exec runs one agent, and ${from} ${lines.length}: ${lines.map((l) => l.name).join(', ')}`, `name the one to run: handoff start ${id} --to AGENT --exec`, undefined, store.dir);
  }
  const chosen = lines[0]!;
  warnLong();
  ctx.io.err(`handoff: starting ${chosen.name}: ${chosen.line}\n`);
  const code = await runLine(chosen, ctx, Boolean(opts.json));
  if (code === 127) ctx.io.err(`handoff: ${chosen.name} exited 127: is \`${agents.find((a) => a.name === chosen.name)?.template.split(' ')[0] ?? chosen.name}\` installed and on PATH?\n`);
  return { json: { ...json, exec: { agent: chosen.name, command: chosen.line, exitCode: code } }, exitCode: code };
}

/** Run a start line through `sh -c` with the terminal handed over; resolves with its exit status. */
function runLine(l: StartLine, ctx: Ctx, stdoutTaken: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', l.line], { cwd: ctx.cwd, env: ctx.env, stdio: ['inherit', stdoutTaken ? process.stderr : 'inherit', 'inherit'] });
    child.on('error', (e) => {
      ctx.io.err(`handoff: could not run sh: ${e.message}\n`);
      resolve(EXIT.failure);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 + (constants.signals[signal] ?? 15) : EXIT.failure)));
  });
}
