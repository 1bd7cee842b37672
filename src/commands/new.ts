// handoff new [kind]: carve a slice into a brief. Five steps, each in src/fork/: gather the answers,
// compose the brief, confirm it (the preview at a terminal; lint errors stop here), write it, hand it on.

import type { Ctx, CommandResult } from '../context.js';
import { gather } from '../fork/gather.js';
import { compose } from '../fork/compose.js';
import { confirm } from '../fork/confirm.js';
import { write } from '../fork/write.js';
import { handOn } from '../fork/handon.js';
import type { NewOptions } from '../fork/options.js';
import { dropDraft } from '../fork/drafting.js';
import { withPlacement } from '../errors.js';
import type { Placement } from '../brief/document.js';
import { discardSnapshots } from '../scene/snapshot.js';
import { withWarnings, type Warning } from '../ui/warnings.js';

export type { NewOptions };

export async function run(ctx: Ctx, opts: NewOptions, kindArg?: string): Promise<CommandResult> {
  // A refusal once the body is placed (missing answers, lint errors) says in its --json where the body went.
  const placed: { placement?: Placement[]; warnings?: Warning[] } = {};
  try {
    const gathered = await gather(ctx, opts, kindArg, placed);
    const draft = await compose(ctx, gathered);
    const confirmed = await confirm(ctx, gathered, draft, gathered.interactive, Boolean(opts.force));
    const written = await write(gathered, confirmed.draft, confirmed, opts.to ?? []);
    await dropDraft(gathered.drafting); // the brief is saved: its draft has done its job
    return handOn(ctx, opts, gathered, written);
  } catch (e) {
    // Refused, cancelled or failed: the snapshot's objects leave the repo with it (scene/snapshot.ts).
    await discardSnapshots();
    throw withWarnings(withPlacement(e, placed.placement), placed.warnings ?? []);
  }
}
