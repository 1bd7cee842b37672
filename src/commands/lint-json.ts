// lint of a return body written as JSON (brief/json-return.ts): the return it would record, rendered and linted as
// `handoff return --body` lints it before writing, so the two agree on what it is and on its findings. Loaded only
// for a file that opens like JSON; null for one that is no JSON object or array (linted as markdown, as before).

import type { Ctx, CommandResult } from '../context.js';
import { EXIT } from '../errors.js';
import { composeReturn } from '../brief/returns.js';
import { readJsonReturn } from '../brief/json-return.js';
import { answerReader } from './answer-reader.js';
import { loadPhrases } from '../io/data.js';
import { formatFindings, lintSummary } from '../ui/output.js';
import { formatPlacement } from '../brief/body.js';
import { noGitAnchor } from '../scene/anchor.js';
import { redact } from '../brief/redact.js';
import type { Warning } from '../ui/warnings.js';

export function lintJson(ctx: Ctx, display: string, text: string, repoRoot: string | null, opts: { json?: boolean; strict?: boolean }, warnings: Warning[]): CommandResult | null {
  // (An agent's answer inside its CLI's JSON output is read as `return` reads it; lint reads it as a return.)
  const read = readJsonReturn(text, repoRoot, answerReader({ force: true }));
  if (!read) return null;
  const anchor = noGitAnchor(repoRoot, ctx.cwd);
  // (The header's id and date are the tool's, not the body's: no rule reads them.)
  const composed = composeReturn(read.answers, { id: 'json-body', n: 1, briefTitle: display, created: '', anchor }, { phrases: loadPhrases() }, read.extra, read.layout);
  const result = composed.lint;
  const failed = result.counts.errors > 0 || (Boolean(opts.strict) && result.counts.warnings > 0);
  const n = read.findingCount;
  const what = `return (${read.reading.because}: ${n} finding${n === 1 ? '' : 's'}; lint lines are those of the return as it would be written)`;
  if (!opts.json) {
    ctx.io.out(formatFindings(display, result.findings));
    ctx.io.err(formatPlacement(display, read.placement));
    ctx.io.err(`${display}: ${what}: ${result.findings.length ? lintSummary(result.counts) : 'clean'}${failed && !result.counts.errors ? ' (--strict: warnings fail)' : ''}\n`);
    if (read.run?.failure) ctx.io.err(`handoff: warning: ${display}: ${read.run.agent}'s run failed (${redact(read.run.failure).text})${read.run.heldOutcome ? '; the "answered" its answer states is not read as the outcome' : ''}\n`);
  }
  return {
    json: {
      kind: 'return',
      file: display,
      id: null,
      handoffKind: null,
      document: { decided: true, because: read.reading.because, format: 'json' },
      findings: result.findings,
      counts: result.counts,
      returnFindings: n,
      ...(read.noFindings ? { noFindings: read.noFindings } : {}),
      placement: read.placement,
      ...(read.run?.failure ? { runFailed: redact(read.run.failure).text } : {}),
      warnings,
    },
    exitCode: failed ? EXIT.lint : EXIT.ok,
  };
}
