// The catalogue of brief and return sections: headings, the answer each fills, and whether it is required.
// Render, parse and lint all read this table, so a heading is named in exactly one place.

import type { BriefAnswers, ReturnAnswers } from './types.js';

export type ListKey = 'decided' | 'deadEnds' | 'pointers' | 'outOfScope';
export type TextKey = 'why' | 'deliver' | 'context' | 'firstStep';

export interface SectionSpec<K extends string = string> {
  key: K;
  heading: string;
  /** Other headings (lower case) that fill this section when a body or a hand-written document is parsed. */
  aliases: string[];
  required: boolean;
  list: boolean;
  /** The flag that supplies it, named in errors. */
  flag: string;
}

export const BRIEF_HEAD: SectionSpec<TextKey>[] = [
  { key: 'why', heading: 'Why this slice exists', aliases: ['why', 'background', 'motivation', 'goal', 'purpose'], required: true, list: false, flag: '--why' },
  { key: 'deliver', heading: 'What to deliver', aliases: ['deliver', 'deliverable', 'deliverables', 'done when', 'what to deliver (done when)', 'definition of done', 'success criteria', 'acceptance criteria'], required: true, list: false, flag: '--deliver' },
];

/** Sections after the kind's own ones, in order. */
export const BRIEF_TAIL: SectionSpec<TextKey | ListKey>[] = [
  { key: 'context', heading: 'Context', aliases: ['context', 'current state', 'state', 'status', 'where things stand'], required: false, list: false, flag: '--context' },
  { key: 'decided', heading: 'Already decided', aliases: ['decided', 'decisions', 'already decided', 'key decisions', 'constraints'], required: false, list: true, flag: '--decided' },
  { key: 'deadEnds', heading: 'Dead ends', aliases: ['dead ends', 'dead-ends', 'dead end', 'tried', 'what was tried', 'already tried', 'what did not work', "what didn't work"], required: false, list: true, flag: '--dead-end' },
  { key: 'pointers', heading: 'Pointers', aliases: ['pointers', 'references', 'sources', 'files', 'key files', 'relevant files', 'links'], required: false, list: true, flag: '--pointer' },
  { key: 'outOfScope', heading: 'Out of scope', aliases: ['out of scope', 'out-of-scope', 'non-goals', 'not in scope'], required: false, list: true, flag: '--out-of-scope' },
  { key: 'firstStep', heading: 'First step', aliases: ['first step', 'first-step', 'next step', 'next steps', 'start here', 'where to start'], required: true, list: false, flag: '--first-step' },
];

export const RETURN_HEADING = 'Return';

export type ReturnListKey = 'findings' | 'recommendations' | 'deadEnds' | 'evidence' | 'questions';

export const RETURN_SECTIONS: SectionSpec<'outcome' | ReturnListKey>[] = [
  { key: 'outcome', heading: 'Outcome', aliases: ['outcome', 'result', 'answer', 'summary', 'executive summary', 'tl;dr', 'tldr', 'verdict', 'status', 'conclusion', 'conclusions', 'bottom line'], required: true, list: false, flag: '--outcome/--answer' },
  { key: 'findings', heading: 'Non-obvious findings', aliases: ['findings', 'non-obvious findings', 'key findings', 'detailed findings', 'main findings', 'review findings', 'what we found', 'what i found', 'what we learned', 'what i learned', 'discoveries', 'learnings', 'lessons learned', 'results', 'issues found', 'observations', 'critical issues'], required: true, list: true, flag: '--finding' },
  { key: 'recommendations', heading: 'Recommendations', aliases: ['recommendations', 'recommendation', 'recommended next steps', 'recommended actions', 'strategic recommendation', 'next steps', 'next', 'action items', 'suggestions', 'suggested improvements', 'proposed fix', 'fix'], required: false, list: true, flag: '--recommend' },
  { key: 'deadEnds', heading: 'Dead ends', aliases: ['dead ends', 'dead-ends', 'what did not work', "what didn't work", 'tried'], required: false, list: true, flag: '--dead-end' },
  { key: 'evidence', heading: 'Evidence', aliases: ['evidence', 'commits', 'files', 'files changed', 'changes', 'verification', 'tests', 'tests run', 'methodology', 'review methodology', 'references'], required: false, list: true, flag: '--evidence' },
  { key: 'questions', heading: 'Open questions', aliases: ['open questions', 'questions', 'unresolved', 'unknowns', 'follow-ups', 'follow ups'], required: false, list: true, flag: '--question' },
];

/** Normalise a heading for matching: lower case, no numbering, no trailing colon or parenthetical, single spaces. */
const normalized = new Map<string, string>();

export function normalizeHeading(h: string): string {
  // Memoised: lint and parse compare every heading with every section spec.
  let n = normalized.get(h);
  if (n === undefined) {
    if (normalized.size > 5000) normalized.clear();
    n = normalizeHeadingUncached(h);
    normalized.set(h, n);
  }
  return n;
}

function normalizeHeadingUncached(h: string): string {
  return h
    .toLowerCase()
    .replace(/[*_`]/g, '')
    .replace(/^[^\p{L}\p{N}]+/u, '') // leading emoji and symbols: "🎯 Test Results"
    .replace(/^\s*(\d+[.)]|[ivx]+\.)\s*/, '')
    .replace(/[:：]\s*$/, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/[:：]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function matchesSection(heading: string, spec: { heading: string; aliases: string[]; key: string }): boolean {
  const h = normalizeHeading(heading);
  return h === normalizeHeading(spec.heading) || spec.aliases.includes(h) || h === spec.key.toLowerCase();
}

export const emptyBrief = (): BriefAnswers => ({
  title: '', why: '', deliver: '', fields: {}, context: '', decided: [], deadEnds: [], pointers: [], outOfScope: [], firstStep: '',
});

export const emptyReturn = (): ReturnAnswers => ({
  outcome: 'answered', answer: '', findings: [], recommendations: [], deadEnds: [], evidence: [], questions: [],
});
