// Step 3 of `new`: at a terminal, the person sees the brief with its lint findings and redactions and
// saves, edits (in $EDITOR, linted again) or cancels; without a terminal the brief stands as composed.
// Either way, lint errors stop here unless forced.

import type { Ctx } from '../context.js';
import type { Kind } from '../brief/types.js';
import { EXIT, HandoffError } from '../errors.js';
import { recomposeEdited, type Composed } from '../brief/compose.js';
import { formatFindings, formatRedactions, lintSummary } from '../ui/output.js';
import type { Draft } from './compose.js';

export interface Confirmed {
  composed: Composed;
  /** The whole brief as the person edited it, or null when it was not edited. */
  edited: string | null;
}

export async function confirm(ctx: Ctx, kind: Kind, draft: Draft, interactive: boolean, forceFlag: boolean): Promise<Confirmed> {
  const { confirmed, savedAnyway } = interactive ? await preview(ctx, kind, draft) : { confirmed: { composed: draft.composed, edited: null }, savedAnyway: false };
  const { composed } = confirmed;
  if (composed.lint.counts.errors && !(savedAnyway || forceFlag)) {
    ctx.io.err(formatFindings('brief.md', composed.lint.findings));
    throw new HandoffError(`the brief has ${lintSummary(composed.lint.counts)}; nothing was written`, EXIT.lint, 'fix them, or pass --force to write it anyway', { lint: composed.lint });
  }
  return confirmed;
}

async function preview(ctx: Ctx, kind: Kind, draft: Draft): Promise<{ confirmed: Confirmed; savedAnyway: boolean }> {
  const { io, env } = ctx;
  const ask = await import('../ui/ask.js');
  let composed = draft.composed;
  let edited: string | null = null;
  let show = true;
  for (;;) {
    if (show) {
      io.out(`\n${composed.markdown}\n`);
      io.out(composed.lint.findings.length ? formatFindings('brief.md', composed.lint.findings) : 'lint: clean\n');
      if (composed.redactions.length) io.out(`redacted: ${formatRedactions(composed.redactions)}\n`);
    }
    show = true;
    const choice = await ask.askPreview(composed.lint.counts.errors);
    if (choice === 'cancel') throw new HandoffError('cancelled', EXIT.cancelled);
    // A person who saw the errors and chose "Save anyway" has forced it.
    if (choice === 'save') return { confirmed: { composed, edited }, savedAnyway: composed.lint.counts.errors > 0 };
    try {
      edited = ask.editInEditor(edited ?? composed.markdown, env);
      composed = { ...composed, ...recomposeEdited(kind, edited, draft.lintOpts) };
    } catch (e) {
      if (!(e instanceof HandoffError)) throw e;
      // The brief is unchanged: say why right above the choice instead of scrolling it away with a reprint.
      io.err(`handoff: ${e.message}${e.hint ? `; ${e.hint}` : ''}\n`);
      show = false;
    }
  }
}
