// What a document is (a brief or a return), decided once for lint, new and return. Pure.

import type { Kind } from './types.js';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_SECTIONS, sectionScore } from './sections.js';
import { headingScore, headingTable, phraseScore, toPhrase } from './headings.js';
import { kindTargets } from './brief-assignment.js';
import type { ParsedDoc } from './document.js';

/** What a document is, decided once for lint, new and return: its marker; else its headings (which
 *  sections of each kind it has), words in its title, and verification tags. null: it says neither (each
 *  command then takes it as what it expects; lint as a brief, and says so). With a `kind` (new names one),
 *  a heading of the kind's own questions is a brief's, even where a return has one like it (bug: "Evidence").
 *  A heading briefs and returns both have ("## Risks": a return's findings, a brief's own section) counts
 *  for neither: a brief whose only section is Risks is still a brief for `new`. */
export function documentType(doc: ParsedDoc, kind?: Pick<Kind, 'questions' | 'template'>): 'brief' | 'return' | null {
  if (doc.marker) return doc.marker.type;
  let brief = 0;
  let ret = 0;
  const own = kindTargets(kind);
  for (const s of doc.sections) {
    let b = 0;
    let r = 0;
    for (const spec of [...BRIEF_HEAD, ...BRIEF_TAIL]) b = Math.max(b, sectionScore(s.heading, spec));
    for (const spec of RETURN_SECTIONS) r = Math.max(r, sectionScore(s.heading, spec));
    let k = 0;
    for (const t of own) k = Math.max(k, sectionScore(s.heading, t));
    // A heading both write ("Risks", "Known issues", "Open questions": brief.either) says neither.
    if (k === 0 && b <= r && r > 0 && headingScore(s.heading, 'brief.either') >= r) continue;
    if (k > 0 && k >= r) brief++;
    else if (b > r) brief++;
    else if (r > b) ret++;
  }
  if (doc.title) {
    const t = toPhrase(doc.title);
    const contains = (key: string) => (headingTable().get(key) ?? []).some((p) => phraseScore(t, p) > 0 || (p.words.length && t.words.join(' ').includes(p.words.join(' '))));
    if (contains('title.brief')) brief += 2;
    if (contains('title.return')) ret += 2;
  }
  if (ret === brief && /\[(?:verified\b[^\]]*|unverified)\]/i.test(doc.blocks.lines.join('\n'))) ret++;
  return ret > brief ? 'return' : brief > ret ? 'brief' : null;
}
