// Step 4 of `new`: write the brief and its handoff.json into the store (created now if it was not there),
// under a fresh id, and mark what it supersedes. The store's create is atomic: all of it or nothing.

import type { Kind } from '../brief/types.js';
import { recomposeEdited, type Composed } from '../brief/compose.js';
import { mapStrings } from '../brief/answers.js';
import { redact } from '../brief/redact.js';
import { parseDoc } from '../brief/document.js';
import { briefFromDoc } from '../brief/read-brief.js';
import type { AttachmentInfo } from '../brief/attach.js';
import { Store, SCHEMA, type HandoffRecord } from '../store/store.js';
import type { Gathered } from './gather.js';
import type { Draft } from './compose.js';
import type { Confirmed } from './confirm.js';
import { keepIt, landObjects, snapshotField, type WayBack } from './way-back.js';
import { settleLine } from './line-of-work.js';

export interface Written {
  id: string;
  store: Store;
  /** The brief as written, for the id it got. */
  final: Composed;
  way: WayBack;
}

export async function write(g: Gathered, draft: Draft, confirmed: Confirmed, to: string[]): Promise<Written> {
  const { kind } = g;
  const { composed, edited } = confirmed;
  const store = g.existing ?? (await Store.open(g.loc, { create: true }))!;
  let final = composed;
  await landObjects(draft.way);
  const id = await store.create(draft.nextId, (id) => {
    final = forId(kind, draft, confirmed, id);
    const record: HandoffRecord & { attachments?: AttachmentInfo[] } = {
      schema: SCHEMA,
      id,
      kind: kind.name,
      title: final.answers.title,
      created: draft.created,
      origin: g.anchor,
      from: g.from,
      to,
      supersedes: g.supersedes,
      expect: g.expect,
      ...(kind.returns === false ? { returns: false } : {}),
      ...storedAnswers(edited !== null ? briefFromDoc(parseDoc(final.markdown), kind) : { answers: final.answers, notes: g.notes }),
      lint: final.lint.counts,
      redactions: final.redactions,
      ...(g.attached.info.length ? { attachments: g.attached.info } : {}),
      ...snapshotField(draft.way, id),
    };
    return { 'handoff.json': JSON.stringify(mapStrings(record, (s) => redact(s).text), null, 2) + '\n', 'brief.md': final.markdown };
  });
  // The snapshot's ref is made (a git process, a few ms) while the store's events are written; awaited below,
  // where it was awaited before, so a failure still fails the command there.
  const kept = keepIt(draft.way, g.anchor.repo, id);
  kept.catch(() => {});
  // The one named (--supersedes or picked), and every open one of the same line of work (supersede: same-branch).
  for (const old of new Set([...(g.supersedes ? [g.supersedes] : []), ...g.retires])) {
    await store.addEvent(old, 'superseded.json', { at: draft.created, by: id, ...(g.retires.includes(old) ? { reason: `a newer ${kind.name} handoff of the same ${g.anchor.repo ? 'repo and branch' : 'folder'}` } : {}) });
  }
  // Another `new` of the same line may have written meanwhile: one stays open, the newest.
  const settled = await settleLine(store, kind, g.anchor, id, draft.created, g.retires);
  g.retires.push(...settled.superseded);
  if (settled.by) g.supersededBy = settled.by;
  await kept;
  return { id, store, final, way: draft.way };
}

/** The confirmed brief under the id the store gave it: an edited brief keeps its text, with the id swapped in. */
/** The answers as stored, their heading notes beside them (when any heading said more than its answer's name). */
function storedAnswers(r: { answers: HandoffRecord['answers']; notes: NonNullable<HandoffRecord['headingNotes']> }): Pick<HandoffRecord, 'answers' | 'headingNotes'> {
  return { answers: r.answers, ...(Object.keys(r.notes).length ? { headingNotes: r.notes } : {}) };
}

function forId(kind: Kind, draft: Draft, { composed, edited }: Confirmed, id: string): Composed {
  if (edited !== null) return { ...composed, ...recomposeEdited(kind, edited.split(draft.firstId).join(id), draft.lintOpts) };
  return id === draft.firstId ? composed : draft.compose(id);
}
