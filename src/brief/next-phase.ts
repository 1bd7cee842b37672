// A session handoff that names the next phase in its header ("**Next phase**: 18 — Queue Hardening", "**Nächste
// Phase:** 4 — Export", "**Próxima fase**: 3") over a section for it ("## Phase 18 — Queue Hardening"), the way
// Claude Code writes them: that section's numbered sub-items ("### 18-A: …", "### 18-B: …", "### 18.1 …") are the
// work; its rationale ("### Decision rationale") why the phase exists; its order of work ("### Implementation
// order") where to start; a check to run after every item ("### Quality gate — run after every work item") a rule
// the work keeps. The words are data: prompts/headings.txt brief.nextPhaseLabel, brief.workOrder, brief.gateHeading.
// Pure.

import type { ParsedDoc, Section } from './document.js';
import { headingScore, headingTable } from './headings.js';
import { labelOf, labelValue } from './label.js';
import { headingParts, saysDone } from './loose-headings.js';
import { nestedIn } from './section-body.js';

export interface NextPhase {
  /** The phase's section. */
  phase: Section;
  /** Its sub-items of work, in order (two or more). */
  items: Section[];
  why?: Section;
  order?: Section;
  gate?: Section;
}

/** The id the header gives the next phase ("18" of "Next phase: 18 — …", "4b"), or null. */
function nextPhaseId(doc: ParsedDoc): string | null {
  // (The header's lines up to the first heading written as one: its labels may be read as sections of their own.)
  const from = doc.titleLine === null ? 0 : doc.titleLine + 1;
  const to = doc.blocks.headings.find((h) => h.line >= from)?.line ?? doc.blocks.lines.length;
  for (let i = from; i < to; i++) {
    if (doc.blocks.literal[i]) continue;
    const line = doc.blocks.lines[i] ?? '';
    const label = labelOf(line);
    if (!label || headingScore(label.label, 'brief.nextPhaseLabel') < 4) continue;
    const id = /^[\s*_]*(?:\p{L}+[ \t]+)?([\p{N}]+[\p{L}]?)(?![\p{L}\p{N}])/u.exec(labelValue(line, label));
    if (id) return id[1]!;
  }
  return null;
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The next phase the header names, with its parts, when a section of its own holds two or more sub-items of its
 *  number; else null. */
export function nextPhase(doc: ParsedDoc): NextPhase | null {
  const id = nextPhaseId(doc);
  if (!id) return null;
  const words = (headingTable().get('brief.phase') ?? []).map((q) => q.words.join(' ')).filter((w) => w !== '');
  const names = new RegExp(`^[^\\p{L}\\p{N}]*(?:${words.map(escaped).join('|')})[ \\t]*${escaped(id)}(?![\\p{L}\\p{N}])`, 'iu');
  const phase = doc.sections.find((x) => x.level > 0 && names.test(x.heading) && !saysDone(x.heading));
  if (!phase) return null;
  const kids = doc.sections.filter((y) => y.level > phase.level && nestedIn(y, phase));
  const level = Math.min(...kids.map((y) => y.level));
  const own = kids.filter((y) => y.level === level);
  const item = new RegExp(`^[^\\p{L}\\p{N}]*${escaped(id)}[ \\t]*[-.]?[ \\t]*(?:[A-Za-z]|\\d{1,2})(?![\\p{L}\\p{N}])`, 'u');
  const items = own.filter((y) => item.test(y.heading));
  if (items.length < 2) return null;
  const rest = own.filter((y) => !items.includes(y));
  const why = rest.find((y) => headingScore(y.heading, 'brief.why') >= 2);
  // (Or a part of the heading, "Quality gate — run after every work item", "Qualitätsprüfung — nach jedem Schritt".)
  const namedBy = (h: string, key: string) => headingScore(h, key) >= 3 || headingParts(h).some((x) => headingScore(x, key) >= 4);
  const order = rest.find((y) => namedBy(y.heading, 'brief.workOrder'));
  const gate = rest.find((y) => namedBy(y.heading, 'brief.gateHeading'));
  return { phase, items, ...(why ? { why } : {}), ...(order ? { order } : {}), ...(gate ? { gate } : {}) };
}
