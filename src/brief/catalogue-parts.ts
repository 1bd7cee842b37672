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

/** Whether a heading says its block holds settings to choose from ("## Recommended Settings for Different Use
 *  Cases", "## Konfiguration", "## 推荐配置": brief.settings, as its head), not work still open. Its sub-headings
 *  name variants of the settings ("### Locked down — pure human-only" over a ```json block): a config block
 *  there is context, never an item decided or the deliverable (sect21, QA 39 doc 12). */
export function namesSettings(heading: string): boolean {
  return headingScore(heading, 'brief.settings') >= 3 && headingScore(heading, 'brief.remaining') < 3;
}

/** The sub-sections (any depth) of the document's catalogue sections, but for one headed by a section's own
 *  name (score 5 against `targets`); and of its settings sections (namesSettings), but for one a whole phrase
 *  names as a brief's part (4: "### Deliverable", "### What to build"). Once per document. */
export function catalogueParts(doc: ParsedDoc, targets: readonly HeadingTarget[]): Set<Section> {
  let out = memo.get(doc);
  if (out) return out;
  out = new Set();
  const cats = doc.sections.filter((s) => s.level > 0 && namesCatalogue(s.heading));
  const sets = doc.sections.filter((s) => s.level > 0 && namesSettings(s.heading));
  if (cats.length || sets.length) {
    for (const x of doc.sections) {
      if (x.level === 0) continue;
      const inCat = cats.some((c) => nestedIn(x, c) && x.level > c.level);
      const inSet = !inCat && sets.some((c) => nestedIn(x, c) && x.level > c.level);
      if (!inCat && !inSet) continue;
      if (bestSectionScore(x.heading, targets) >= (inCat ? 5 : 4)) continue;
      out.add(x);
    }
  }
  memo.set(doc, out);
  return out;
}
