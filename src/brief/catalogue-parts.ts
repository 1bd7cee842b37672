// The parts of a catalogue: sub-sections of a heading that says its block lists things the work has or is
// ("## Feature Summary", "## Features", "## Funktionen", "## Fonctionnalités", "## Функции", "## 功能列表",
// "## 機能一覧": brief.catalogue in prompts/headings.txt). Each sub-heading there names one of those things
// ("### Shell Background (`/bg run`)", "### Task List (`/task`)"): a word of it that is also a brief's
// part ("Background", "Task", "### Hintergrund (`/bg`)" whole) is the thing's name, not that part, so the
// sub-section stays the catalogue's text. Not a section's own heading ("### Why this slice exists"), and not
// a list of work still open ("## Open features", "## Geplante Features": brief.remaining). Pure.

import type { ParsedDoc, Section } from './document.js';
import { headingScore } from './headings.js';
import { bestSectionScore, type HeadingTarget } from './sections.js';
import { nestedIn } from './section-body.js';

const memo = new WeakMap<ParsedDoc, Set<Section>>();

/** Whether a heading says its block is a catalogue of things (not of work to do). */
export function namesCatalogue(heading: string): boolean {
  return headingScore(heading, 'brief.catalogue') >= 4 && headingScore(heading, 'brief.remaining') < 3;
}

/** The sub-sections (any depth) of the document's catalogue sections, but for one headed by a section's own
 *  name (score 5 against `targets`). Once per document. */
export function catalogueParts(doc: ParsedDoc, targets: readonly HeadingTarget[]): Set<Section> {
  let out = memo.get(doc);
  if (out) return out;
  out = new Set();
  const cats = doc.sections.filter((s) => s.level > 0 && namesCatalogue(s.heading));
  if (cats.length) {
    for (const x of doc.sections) {
      if (x.level === 0 || !cats.some((c) => nestedIn(x, c) && x.level > c.level)) continue;
      if (bestSectionScore(x.heading, targets) >= 5) continue;
      out.add(x);
    }
  }
  memo.set(doc, out);
  return out;
}
