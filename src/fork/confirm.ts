// Step 3 of `new`: at a terminal, the person sees the brief with its lint findings and redactions and
// saves, edits (in $EDITOR, linted again) or cancels; without a terminal the brief stands as composed.
// Either way, lint errors stop here unless forced.

import type { Ctx } from '../context.js';
import { EXIT, HandoffError } from '../errors.js';
import { recomposeEdited, type Composed } from '../brief/compose.js';
import { formatFindings, formatRedactions, lintSummary } from '../ui/output.js';
import { compose, type Draft } from './compose.js';
import type { Gathered } from './gather.js';
import { normalizeBrief } from '../brief/answers.js';
import { cancelled, isCancel, saveAnswers } from './drafting.js';
import type { OfferedFile } from '../scene/changes.js';

export interface Confirmed {
  composed: Composed;
  /** The whole brief as the person edited it, or null when it was not edited. */
  edited: string | null;
  /** The draft to write: the one given, or a new one when the person added more at the preview. */
  draft: Draft;
}

export async function confirm(ctx: Ctx, g: Gathered, draft: Draft, interactive: boolean, forceFlag: boolean): Promise<Confirmed> {
  // Esc or Ctrl-C at the preview keeps the draft too, and says so.
  const shown = interactive ? preview(ctx, g, draft).catch((e: unknown) => Promise.reject(isCancel(e) ? cancelled(g.drafting) : e)) : null;
  const { confirmed, savedAnyway } = shown ? await shown : { confirmed: { composed: draft.composed, edited: null, draft }, savedAnyway: false };
  const { composed } = confirmed;
  if (composed.lint.counts.errors && !(savedAnyway || forceFlag)) {
    // Lint read brief.md; the writer fixes the body: each finding names the body's line too (bodyLine).
    const body = g.body && g.placement ? { ...g.body, placement: g.placement } : null;
    const { bodyLineOf } = body ? await import('../brief/body-lines.js') : { bodyLineOf: null };
    const findings = composed.lint.findings.map((f) => {
      const line = body && bodyLineOf ? bodyLineOf(composed.markdown, body.text, body.placement, f.line, f.text) : null;
      return line === null ? f : { ...f, bodyLine: line };
    });
    ctx.io.err(formatFindings('brief.md', findings, (f) => ('bodyLine' in f && body ? `${body.label} line ${String(f.bodyLine)}` : undefined)));
    throw new HandoffError(`the brief has ${lintSummary(composed.lint.counts)}; nothing was written${body ? ` (each finding names its line of brief.md, the brief it became, and in parentheses of ${body.label})` : ''}`, EXIT.lint, body ? `fix them in ${body.label}, or pass --force to write it anyway` : 'fix them, or pass --force to write it anyway', { lint: { ...composed.lint, findings } });
  }
  return confirmed;
}

async function preview(ctx: Ctx, g: Gathered, draft: Draft): Promise<{ confirmed: Confirmed; savedAnyway: boolean }> {
  const { io, env } = ctx;
  const { kind } = g;
  let offered: { key: string; files: OfferedFile[] } | null = null;
  const ask = await import('../ui/ask.js');
  let composed = draft.composed;
  let edited: string | null = null;
  let show = true;
  for (;;) {
    if (show) {
      // The brief as a document: line numbers as lint counts them, findings under their lines, paged.
      const { renderPreview, showPaged } = await import('../ui/preview.js');
      const lines = await renderPreview(composed.markdown, composed.lint.findings, { width: process.stdout.columns || 80 });
      io.out('\n');
      await showPaged(lines, { rows: process.stdout.rows || 24, write: io.out });
      io.out(composed.lint.findings.length ? `lint: ${lintSummary(composed.lint.counts)} (shown under their lines)\n` : 'lint: clean\n');
      if (composed.redactions.length) io.out(`redacted: ${formatRedactions(composed.redactions)}\n`);
    }
    show = true;
    const choice = await ask.askPreview(composed.lint.counts.errors, Boolean(g.drafting?.storeDir));
    if (choice === 'cancel') throw cancelled(g.drafting);
    // A person who saw the errors and chose "Save anyway" has forced it.
    if (choice === 'save') return { confirmed: { composed, edited, draft }, savedAnyway: composed.lint.counts.errors > 0 };
    if (choice === 'more') {
      let before: Record<string, string> = {};
      const d = g.drafting;
      try {
        // An edited brief is the starting point: its answers are read back from the text.
        const base = edited !== null ? composed.answers : g.answers;
        before = { ...base.fields };
        const files = async (a: typeof base) => {
          // Offered once per range: the review's range (answered now or before) decides the list.
          const key = a.fields.range ?? '';
          if (!offered || offered.key !== key) offered = { key, files: await offerFiles({ ...g, answers: a }) };
          return offered.files;
        };
        g.answers = normalizeBrief(await ask.askMore(kind, base, { env, files, deadEndCandidates: g.session?.deadEnds ?? [], onAnswer: (a) => (d ? saveAnswers(ctx, g.loc, d, a, g.asked) : Promise.resolve()) }));
      } catch (e) {
        throw e instanceof HandoffError && e.exitCode === EXIT.cancelled ? cancelled(g.drafting) : e;
      }
      // A commit named at "Add more" is checked like one named in the first round (asked again if unknown).
      const { resolveCommitAnswers } = await import('./line-of-work.js');
      const changed = { questions: kind.questions.filter((q) => q.type === 'commit' && g.answers.fields[q.name] !== before[q.name]) };
      await resolveCommitAnswers(changed, g.answers, g.anchor, env, false, async (q, problem) => {
        io.err(`handoff: ${problem}\n`);
        return ask.askText(`${q.prompt} (a sha, tag or branch; empty to leave it out)`);
      });
      draft = await compose(ctx, g);
      composed = draft.composed;
      edited = null;
      continue;
    }
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

/** Files a person may want as pointers, for this kind: the working tree, the review's range, recent commits. */
async function offerFiles(g: Gathered): Promise<OfferedFile[]> {
  if (!g.anchor.repo) return [];
  const { offeredFiles } = await import('../scene/changes.js');
  const review = g.kind.template.includes('{{changed_files}}');
  // compose() writes the default range back as a description ("main...HEAD (merge-base …) plus …"): not a range.
  const range = g.answers.fields.range?.trim();
  return offeredFiles(g.anchor.repo, { dirty: g.anchor.dirty, untracked: g.anchor.untracked, review, reviewRange: range && !/\s/.test(range) ? range : undefined });
}
