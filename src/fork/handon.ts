// Step 5 of `new`: hand the written brief on — to the clipboard, to the person (where it is, how to start a
// fresh agent with it, how it comes back), to stdout (--print, --json) or to a command (--exec).

import { spawn } from 'node:child_process';
import { constants as osConstants } from 'node:os';
import { join } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import { EXIT } from '../errors.js';
import { formatFindings, formatRedactions, lintSummary } from '../ui/output.js';
import { detectHarnesses, startLines } from '../io/agents.js';
import type { NewOptions } from './options.js';
import type { Gathered } from './gather.js';
import type { Written } from './write.js';
import { publish } from './way-back.js';
import { invocation } from '../io/invocation.js';
import { redact } from '../brief/redact.js';

export async function handOn(ctx: Ctx, opts: NewOptions, g: Gathered, w: Written): Promise<CommandResult> {
  const { io, env } = ctx;
  const { id, final } = w;
  const dir = join(w.store.dir, id);
  const briefPath = join(dir, 'brief.md');
  const wantCopy = opts.copy ?? (io.stdinIsTTY && io.stdoutIsTTY);
  let copied = false;
  if (wantCopy) {
    const { copyToClipboard } = await import('../ui/clipboard.js');
    const r = await copyToClipboard(final.markdown, env);
    copied = r.copied;
    if (r.warning) io.err(`handoff: warning: ${r.warning}\n`);
  }

  // Published before anything is printed, so the lines below can say where it is.
  const shared = g.share && g.anchor.repo ? await publish(ctx, w.way, w.store, g.anchor.repo, id) : null;
  const cmd = w.way.command;

  // What was redacted is said under --json too: an agent reads stderr.
  // Lines of the brief written, and of the body given, which is the document its writer fixes.
  const fromBody = final.redactions.length && g.body ? redact(g.body.text).redactions : [];
  if (final.redactions.length) io.err(`handoff: redacted ${formatRedactions(final.redactions)} of ${briefPath}${fromBody.length ? `; in ${g.body!.label}: ${formatRedactions(fromBody)}` : ''}\n`);
  for (const a of g.attached.info) if (a.redactions.length) io.err(`handoff: redacted from --attach ${a.path}: ${formatRedactions(a.redactions)}\n`);
  if (!opts.json) {
    if (final.lint.findings.length) io.err(formatFindings(briefPath, final.lint.findings));
    io.err(`Wrote ${id} (${g.kind.name}; lint: ${lintSummary(final.lint.counts)})\n  ${briefPath}\n${copied ? '  copied to the clipboard\n' : ''}`);
    if (g.supersedes) io.err(`  supersedes ${g.supersedes}\n`);
    if (w.way.snapshot) io.err(`  uncommitted work (${w.way.snapshot.files.length} file${w.way.snapshot.files.length === 1 ? '' : 's'}) kept as ${w.way.snapshot.sha.slice(0, 12)} (refs/handoff-snapshots/${id}); the brief says how to work on it\n`);
    if (w.way.large.length) io.err(`  large files in it, now also in .git: ${w.way.large.map((f) => `${f.path} (${mib(f.bytes)})`).join(', ')}; if they do not belong, add them to .gitignore\n`);
    if (shared?.shared) io.err(`  shared on ${shared.remote} (${shared.ref}); another clone fetches it with: ${invocation(env)} sync ${shared.remote}\n`);
    for (const old of g.retires) if (old !== g.supersedes) io.err(`  supersedes ${old} too (an older open ${g.kind.name} handoff of this branch)\n`);
    if (g.supersededBy) io.err(`  superseded at once by ${g.supersededBy}: a newer ${g.kind.name} handoff of this branch was written at the same time\n`);
    io.err(`Start a fresh agent with it:\n${startLines(briefPath, opts.to, undefined, g.anchor.repo ?? g.anchor.cwd).map((l) => `  ${l.line}    # ${l.name}`).join('\n')}\n`);
    // Inside an agent, --exec is refused (start.ts): it is not offered there.
    // A line people copy is a command that runs as printed; the choices are said around it.
    const exec = detectHarnesses({ env, stdinIsTTY: io.stdinIsTTY }).length ? '' : '; add --exec to run it';
    if (!opts.to?.length) io.err(`  other agents: ${cmd} start ${id} --to copilot  (or gemini, opencode, amp${exec})\n`);
    if (g.expect && g.expect > 1) {
      io.err(`It expects ${g.expect} independent returns: start ${g.expect} sessions with it. ${cmd} inbox shows 1/${g.expect} returned as they come in;\n`);
      io.err(`${cmd} pull ${id} shows them side by side and closes it once all ${g.expect} are in (--partial closes it sooner)\n`);
    } else if (g.kind.returns === false) io.err(`It expects no return: the new session closes it with ${cmd} close ${id} once it has picked up.\n`);
    else io.err(`When it has returned: ${cmd} pull ${id}\n`);
  }
  if (opts.print) io.out(final.markdown);

  const json = {
    id,
    kind: g.kind.name,
    title: final.answers.title,
    status: g.supersededBy ? 'superseded' : 'open',
    dir,
    brief: briefPath,
    json: join(dir, 'handoff.json'),
    lint: { ...final.lint.counts, findings: final.lint.findings },
    redactions: final.redactions,
    ...(fromBody.length ? { bodyRedactions: fromBody } : {}),
    copied,
    supersedes: g.supersedes ?? null,
    superseded: [...new Set([...(g.supersedes ? [g.supersedes] : []), ...g.retires])],
    returns: g.kind.returns !== false,
    attachments: g.attached.info,
    ...(g.placement ? { placement: g.placement } : {}),
    snapshot: w.way.snapshot ? { sha: w.way.snapshot.sha, ref: `refs/handoff-snapshots/${id}`, files: w.way.snapshot.files, large: w.way.large } : null,
    share: shared,
    ...(g.supersededBy ? { supersededBy: g.supersededBy } : {}),
    warnings: g.warnings,
  };
  // Asked to share and it did not happen: the handoff is written here, but the command failed (exit 1).
  if (shared && !shared.shared) {
    io.err(`handoff: wrote ${id} here, but ${shared.error}\n  ${shared.error?.includes('secret') ? `share it without the uncommitted work: ${cmd} share ${id} --no-snapshot` : `share it once the remote can be reached: ${cmd} share ${id}`}\n`);
    if (!opts.exec) return { json, exitCode: EXIT.failure };
  }
  if (opts.exec) {
    const code = await execWithBrief(opts.exec, final.markdown, ctx, Boolean(opts.json || opts.print));
    return { json: { ...json, exec: { command: opts.exec, exitCode: code } }, exitCode: code };
  }
  return { json };
}

function execWithBrief(command: string, brief: string, ctx: Ctx, stdoutTaken: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, cwd: ctx.cwd, env: ctx.env, stdio: ['pipe', stdoutTaken ? process.stderr : 'inherit', 'inherit'] });
    child.on('error', (e) => {
      ctx.io.err(`handoff: --exec failed to start: ${e.message}\n`);
      resolve(EXIT.failure);
    });
    child.stdin.on('error', () => {}); // the command may exit without reading its stdin
    child.stdin.end(brief);
    // Killed by a signal: 128 + its number, as a shell reports it.
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 + (osConstants.signals[signal] ?? 15) : EXIT.failure)));
  });
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
