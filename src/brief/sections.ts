// The catalogue of brief and return sections: headings, the answer each fills, and whether it is required.
// Render, parse and lint all read this table, so a heading is named in exactly one place.

import type { BriefAnswers, ReturnAnswers } from './types.js';
import { headingScore, normalizeHeading, phraseScore, toPhrase } from './headings.js';

export type ListKey = 'decided' | 'deadEnds' | 'pointers' | 'outOfScope';
export type TextKey = 'why' | 'deliver' | 'context' | 'firstStep';

export interface SectionSpec<K extends string = string> {
  key: K;
  heading: string;
  /** Which phrases of prompts/headings.txt fill it ("brief.why", "return.findings"). */
  area: 'brief' | 'return';
  required: boolean;
  list: boolean;
  /** The flag that supplies it, named in errors. */
  flag: string;
}

export const BRIEF_HEAD: SectionSpec<TextKey>[] = [
  { area: 'brief', key: 'why', heading: 'Why this slice exists', required: true, list: false, flag: '--why' },
  { area: 'brief', key: 'deliver', heading: 'What to deliver', required: true, list: false, flag: '--deliver' },
];

/** Sections after the kind's own ones, in order. */
export const BRIEF_TAIL: SectionSpec<TextKey | ListKey>[] = [
  { area: 'brief', key: 'context', heading: 'Context', required: false, list: false, flag: '--context' },
  { area: 'brief', key: 'decided', heading: 'Already decided', required: false, list: true, flag: '--decided' },
  { area: 'brief', key: 'deadEnds', heading: 'Dead ends', required: false, list: true, flag: '--dead-end' },
  { area: 'brief', key: 'pointers', heading: 'Pointers', required: false, list: true, flag: '--pointer' },
  { area: 'brief', key: 'outOfScope', heading: 'Out of scope', required: false, list: true, flag: '--out-of-scope' },
  { area: 'brief', key: 'firstStep', heading: 'First step', required: true, list: false, flag: '--first-step' },
];

export const RETURN_HEADING = 'Return';

export type ReturnListKey = 'findings' | 'recommendations' | 'deadEnds' | 'evidence' | 'questions';

export const RETURN_SECTIONS: SectionSpec<'outcome' | ReturnListKey>[] = [
  { area: 'return', key: 'outcome', heading: 'Outcome', required: true, list: false, flag: '--outcome/--answer' },
  { area: 'return', key: 'findings', heading: 'Non-obvious findings', required: true, list: true, flag: '--finding' },
  { area: 'return', key: 'recommendations', heading: 'Recommendations', required: false, list: true, flag: '--recommend' },
  { area: 'return', key: 'deadEnds', heading: 'Dead ends', required: false, list: true, flag: '--dead-end' },
  { area: 'return', key: 'evidence', heading: 'Evidence', required: false, list: true, flag: '--evidence' },
  { area: 'return', key: 'questions', heading: 'Open questions', required: false, list: true, flag: '--question' },
];

export { normalizeHeading };

/** What a heading is matched against: a catalogue section, or a kind's own question (its heading and name). */
export interface HeadingTarget {
  key: string;
  heading: string;
  area?: 'brief' | 'return';
  aliases?: string[];
  /** More phrases for it, matched like prompts/headings.txt's (a kind question's `aliases` in front matter). */
  phrases?: string[];
  /** A key of prompts/headings.txt whose phrases name it too (a kind question's: `field.<name>`, the
   *  headings people write for it in other languages). */
  table?: string;
}

/**
 * How well a heading names a section: 5 for its own heading (or a kind question's name), else the score of
 * the phrases in prompts/headings.txt (0 when none matches). One matcher for lint, new and return.
 */
export function sectionScore(heading: string, spec: HeadingTarget): number {
  const h = normalizeHeading(heading);
  if (!h) return 0;
  if (h === normalizeHeading(spec.heading) || (spec.aliases ?? []).some((a) => normalizeHeading(a) === h) || h === normalizeHeading(spec.key)) return 5;
  let best = spec.area ? headingScore(heading, `${spec.area}.${spec.key}`) : 0;
  if (spec.table) best = Math.max(best, headingScore(heading, spec.table));
  if (spec.phrases?.length) {
    const p = toPhrase(heading);
    for (const x of spec.phrases) best = Math.max(best, phraseScore(p, toPhrase(x)));
  }
  return best;
}

/** The best sectionScore of a heading against these sections (0: it names none). 5 is a section's own
 *  heading, 4 a whole phrase of prompts/headings.txt, 3 a phrase it starts with, 2 one it contains. */
export function bestSectionScore(heading: string, specs: readonly HeadingTarget[]): number {
  let best = 0;
  for (const spec of specs) best = Math.max(best, sectionScore(heading, spec));
  return best;
}

/** Every section of a brief and of a return. */
export const ALL_SECTIONS: readonly HeadingTarget[] = [...BRIEF_HEAD, ...BRIEF_TAIL, ...RETURN_SECTIONS];

export function matchesSection(heading: string, spec: HeadingTarget): boolean {
  return sectionScore(heading, spec) > 0;
}

export const emptyBrief = (): BriefAnswers => ({
  title: '', why: '', deliver: '', fields: {}, context: '', decided: [], deadEnds: [], pointers: [], outOfScope: [], firstStep: '',
});

export const emptyReturn = (): ReturnAnswers => ({
  outcome: 'answered', answer: '', findings: [], recommendations: [], deadEnds: [], evidence: [], questions: [],
});
