// Step 2 of `new`: compose the brief from what was gathered — the generated slots (a review's changed
// files), the id it will most likely get, then render, redact and lint (brief/compose.ts, pure).

import { randomBytes } from 'node:crypto';
import type { Ctx } from '../context.js';
import type { Anchor, BriefAnswers, Kind } from '../brief/types.js';
import { usageError } from '../errors.js';
import { BadRevisionError } from '../scene/git.js';
import { composeBrief, renderChangedFiles, type Composed } from '../brief/compose.js';
import type { LintOptions } from '../brief/lint.js';
import { redact } from '../brief/redact.js';
import { makeId, randomPart } from '../store/ids.js';
import { loadPhrases, pathInfoUnder, readPrompt } from '../io/data.js';
import { shortTime } from '../ui/output.js';
import type { Gathered } from './gather.js';
import { planWayBack, type WayBack } from './way-back.js';
import { workingTree } from '../brief/lineage.js';

export interface Draft {
  /** ISO time the brief is cut at. */
  created: string;
  /** The id the preview shows; the store picks another random part on a clash. */
  firstId: string;
  /** Ids to try, in order: firstId, then fresh random parts. */
  nextId: (random: string) => string;
  /** The brief rendered for an id. */
  compose: (id: string) => Composed;
  /** The brief rendered for firstId. */
  composed: Composed;
  lintOpts: Omit<LintOptions, 'type' | 'kind'>;
  /** Where to work and how to return: the printed commands' start, the snapshot, the remote. */
  way: WayBack;
}

export async function compose(ctx: Ctx, g: Gathered): Promise<Draft> {
  const { kind, answers, anchor } = g;
  const generated = await generatedSlots(kind, answers, anchor);
  const created = ctx.now().toISOString();
  const lintOpts = { phrases: loadPhrases(), pathInfo: pathInfoUnder(anchor.repo ?? anchor.cwd) };
  // A kind that expects no return (front matter `returns: false`) ends with how to close it instead.
  const returnTemplate = readPrompt(kind.returns === false ? 'pickup.md' : 'return.md');
  // The id carries a slug of the title: of the redacted title, so no secret reaches a folder name.
  const idFor = (random: string) => makeId(kind.name, redact(answers.title).text, random);
  const firstId = idFor(randomPart(randomBytes(4)));
  let attempt = 0;
  const nextId = (random: string) => (attempt++ === 0 ? firstId : idFor(random));
  const way = await planWayBack(ctx, kind, anchor, g.loc.dir, g.share, answers.fields.range, g.snapshot, g.expect);
  const meta = { created: shortTime(created), origin: anchor, from: g.from, supersedes: g.supersedes, expect: g.expect, returnTemplate, generated, ...(g.cutFrom ? { cutFrom: g.cutFrom } : {}) };
  const composeFor = (id: string): Composed => composeBrief(kind, answers, { id, ...meta, ...way.meta(id) }, lintOpts, g.extra, g.notes, g.numbers);
  return { created, firstId, nextId, compose: composeFor, composed: composeFor(firstId), lintOpts, way };
}

async function generatedSlots(kind: Kind, answers: BriefAnswers, anchor: Anchor): Promise<Record<string, string>> {
  const tree: Record<string, string> = kind.template.includes('{{working_tree}}') ? { working_tree: workingTree(anchor) } : {};
  return { ...tree, ...(await changedFilesSlot(kind, answers, anchor)) };
}

async function changedFilesSlot(kind: Kind, answers: BriefAnswers, anchor: Anchor): Promise<Record<string, string>> {
  if (!kind.template.includes('{{changed_files}}')) return {};
  if (!anchor.repo) return { changed_files: `No changed files to list: ${anchor.note ?? 'not a git repository'}.` };
  const range = answers.fields.range?.trim() || undefined;
  const { changedFiles } = await import('../scene/changes.js'); // only kinds with {{changed_files}} (review)
  const cf = await changedFiles(anchor.repo, range).catch((e: Error) => {
    if (e instanceof BadRevisionError) throw usageError(`cannot list the changes to review: ${e.message}`, 'give a revision range git understands, e.g. --field range=main..HEAD');
    throw e;
  });
  if (!range) answers.fields.range = cf.range;
  return { changed_files: renderChangedFiles(cf.files, cf.range) };
}
