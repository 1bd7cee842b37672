// A kind's own questions as answers, the headings its template writes itself, and a lone title read as the
// document's title rather than an answer. Pure.

import type { Kind } from './types.js';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_SECTIONS, bestSectionScore, sectionScore, type HeadingTarget } from './sections.js';
import { slotHeadings } from './template.js';
import { headingScore } from './headings.js';
import { linesText, sectionText, type ParsedDoc } from './document.js';
import { type BriefKey, onlyGroups } from './assignment-state.js';

/** A kind's own questions as heading targets: the template's heading for each, its name, its aliases, and
 *  the headings of prompts/headings.txt's `field.<name>` (a question of that name in any kind, the user's
 *  own too: "## Beobachtet" is the observed of a bug). */
export function kindTargets(kind: Pick<Kind, 'questions' | 'template'> | undefined, headings = kind ? slotHeadings(kind.template) : new Map<string, string>()): (HeadingTarget & { key: BriefKey; heading: string })[] {
  return (kind?.questions ?? []).map((q) => ({ key: `field:${q.name}`, heading: headings.get(q.name) ?? q.heading, aliases: [q.name, q.heading], phrases: q.aliases, table: `field.${q.name}` }));
}

export function staticChunkHeadings(template: string): string[] {
  const out: string[] = [];
  for (const line of template.split('\n')) {
    const h = /^##[ \t]+(.+?)[ \t]*$/.exec(line);
    if (h) out.push(h[1]!.toLowerCase());
  }
  const slotted = new Set([...slotHeadings(template).values()].map((h) => h.toLowerCase()));
  return out.filter((h) => !slotted.has(h));
}

/**
 * A brief whose only heading is a "## " (or deeper) at its top that names no section, over its text ("##
 * Shrink the Docker image" over a plain message; a chat that demotes every heading one level): that heading
 * says what the brief is about, as an "# " there would; it is the title and its text the brief's own (the
 * text before the first section, which the prose reader reads). The document as it was otherwise. A
 * return keeps such a heading as its first section (its reader groups findings by it).
 */
export function withLoneTitle(doc: ParsedDoc, kind?: Pick<Kind, 'questions' | 'template'>): ParsedDoc {
  if (doc.title !== null && !doc.marker && headingScore(doc.title, 'title.startHere') >= 4) return pastStartHere(doc, kind);
  // ("# Start here" names the first step too: read as a section over all the others, it is that title.)
  const top = doc.sections[0];
  if (doc.title === null && !doc.marker && !doc.preamble.trim() && top?.level === 1 && headingScore(top.heading, 'title.startHere') >= 4 && doc.sections.length > 1 && doc.sections.slice(1).every((x) => x.level > 1) && onlyGroups(doc, top)) {
    const to = doc.sections[1]!.line - 1;
    const past = pastStartHere({ ...doc, title: top.heading, titleLine: top.line - 1, sections: doc.sections.slice(1), preamble: linesText(doc.blocks, top.start, to), preambleLines: [top.start, to] }, kind);
    if (past.title !== top.heading) return past;
  }
  if (doc.title !== null || doc.marker || !doc.sections.length) return doc;
  const s = doc.sections[0]!;
  const h = doc.blocks.headings[0];
  // A real heading (not a bold line or a label read as one), the first thing after any front matter.
  if (s.level < 2 || !h || h.line !== s.line - 1 || doc.preamble.trim()) return doc;
  if (bestSectionScore(s.heading, [...BRIEF_HEAD, ...BRIEF_TAIL, ...RETURN_SECTIONS]) > 0 || kindTargets(kind).some((t) => sectionScore(s.heading, t) > 0)) return doc;
  const leadLines: [number, number] = [doc.preambleLines[0], s.line - 1];
  if (doc.sections.length === 1) {
    if (doc.blocks.headings.length !== 1 || !sectionText(s.raw)) return doc;
    return { ...doc, title: s.heading, titleLine: s.line - 1, sections: [], preamble: s.raw, preambleLines: [s.start, s.end], lead: '', leadLines };
  }
  // The first heading over all the others, one level up ("## Übergabe an den nächsten Agent" over "### 1) …"
  // sections, no H1): the document's title, as an H1 would be. Its own lines before the first sub-heading
  // are the text under the title.
  const rest = doc.sections.slice(1);
  if (!rest.every((x) => x.level > s.level)) return doc;
  const to = rest[0]!.line - 1;
  return { ...doc, title: s.heading, titleLine: s.line - 1, sections: rest, preamble: linesText(doc.blocks, s.start, to), preambleLines: [s.start, to], lead: '', leadLines };
}

/**
 * A title that only says where to begin ("# READ ME FIRST", "# Start here", "# ここから読む": title.startHere)
 * over a "## " heading that names no section and opens the document ("## Rate limiter for the public API"):
 * that heading is the title, as a title names the work (N9-B4); over all the other sections, one level up,
 * it is the title only (withLoneTitle's reading), else its section stays where it is too. The words of the
 * old title are text above the title, the Context. With no such heading the title is kept as it is.
 */
function pastStartHere(doc: ParsedDoc, kind?: Pick<Kind, 'questions' | 'template'>): ParsedDoc {
  const s = doc.sections[0];
  const h = doc.blocks.headings.find((x) => x.line === (s?.line ?? 0) - 1);
  if (!s || s.level !== 2 || !h || doc.titleLine === null || doc.preamble.trim()) return doc;
  if (bestSectionScore(s.heading, [...BRIEF_HEAD, ...BRIEF_TAIL, ...RETURN_SECTIONS]) > 0 || kindTargets(kind).some((t) => sectionScore(s.heading, t) > 0)) return doc;
  const lead = [doc.lead, doc.blocks.lines[doc.titleLine]!.replace(/^[ \t]*#+[ \t]*/, '').replace(/[ \t]+#+[ \t]*$/, '')].filter((t) => t.trim()).join('\n');
  const leadLines: [number, number] = [doc.lead ? doc.leadLines[0] : doc.titleLine, doc.titleLine + 1];
  const rest = doc.sections.slice(1);
  if (!rest.length || !rest.every((x) => x.level > s.level)) return { ...doc, title: s.heading, titleLine: s.line - 1, lead, leadLines };
  const to = rest[0]!.line - 1;
  return { ...doc, title: s.heading, titleLine: s.line - 1, sections: rest, preamble: linesText(doc.blocks, s.start, to), preambleLines: [s.start, to], lead, leadLines };
}
