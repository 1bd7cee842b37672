// Headings named for a return's other roles by their head noun (QA 35 class 1): "## Corrective acceptance evidence",
// "## Browser and visual evidence", "### 💡 Design Questions", "## Final Assessment", "## Problem Statement". The
// heading matcher (headings.ts phraseScore) scores a one-word phrase only in a heading of at most two words ("Fix the
// pager" is a title, not the Fix section), so "evidence" never names "Corrective acceptance evidence"; read alone, such
// a section of a review becomes a finding, or a group of them. Here the role is read from the noun the heading is built
// around: its last word ("… evidence", "… questions") or its first before a linking word ("Preuves de l'acceptation
// …", "Preguntas de diseño …"), a noun of return.roleEvidence, return.roleQuestions or return.roleAssessment in
// prompts/headings.txt; a heading of two words is scored by the matcher already ("Final assessment"). A heading that
// holds a phrase for findings anywhere ("Findings and evidence", "Questions raised by the audit: findings") names
// them and keeps them. The problem statement of an investigation (return.framing) restates the question asked: no
// finding. Pure apart from reading prompts/ once.

import { headingScore, headingTable, holdsKeyPhrase, normalizeHeading, toPhrase, type Phrase } from './headings.js';

export type RoleKey = 'evidence' | 'questions' | 'assessment';
const ROLES: readonly RoleKey[] = ['evidence', 'questions', 'assessment'];

let heads: Map<string, RoleKey> | undefined;
/** Each role's nouns (not Chinese or Japanese: a phrase of those matches inside a heading already), by word. */
function roleHeads(): Map<string, RoleKey> {
  if (heads) return heads;
  heads = new Map();
  for (const key of ROLES) for (const p of headingTable().get(`return.role${key[0]!.toUpperCase()}${key.slice(1)}`) ?? []) if (!p.cjk && p.words.length === 1 && !heads.has(p.words[0]!)) heads.set(p.words[0]!, key);
  return heads;
}

/** A heading that names findings anywhere, as whole words (a phrase of return.findings or return.findingNouns). */
const namesFindings = (h: Phrase): boolean => holdsKeyPhrase(h, 'return.findings') || holdsKeyPhrase(h, 'return.findingNouns');

/**
 * The role a heading of three to six words is built around, by its first or last word ("Corrective acceptance
 * evidence" -> evidence, "Preguntas de diseño abiertas" -> questions), or undefined; never when it names findings
 * too, nor a sentence with a colon inside ("Questions raised: see F2").
 */
export function roleNoun(heading: string): RoleKey | undefined {
  const h = toPhrase(heading);
  const n = h.words.length;
  if (h.cjk || (h.n ?? n) < 3 || (h.n ?? n) > 6 || /[:：]/.test(heading.replace(/[:：][ \t*_]*$/, ''))) return undefined;
  // (Its first word only before a linking word, "Preuves de l'acceptation", "Evidence of the fix": "Tests with no
  // in-test assertion", "Validation tardive des montants" are findings' titles.)
  const role = roleHeads().get(h.words[n - 1]!) ?? (linkedHead(heading) ? roleHeads().get(h.words[0]!) : undefined);
  return role !== undefined && !namesFindings(h) ? role : undefined;
}

/** Is the heading's second word one that says nothing of a section (prompts/headings.txt words.ignore: "of", "de",
 *  "der"), so its first word is the noun the rest qualifies? */
function linkedHead(heading: string): boolean {
  const second = normalizeHeading(heading).split(' ')[1];
  return second !== undefined && toPhrase(`x ${second}`).words.length === 1;
}

/**
 * A section's role other than findings by its heading, or undefined: built around a role's noun (roleNoun), or a
 * phrase of a role of its own, two words or more, more than it names findings ("Design Questions", "Final
 * Assessment"; a form's part named by one word, "### Evidence" under "### Bug 2", is that finding's).
 */
export function namesOtherRole(heading: string): RoleKey | undefined {
  const byNoun = roleNoun(heading);
  if (byNoun) return byNoun;
  const h = toPhrase(heading);
  if ((h.n ?? h.words.length) < 2 && !h.cjk) return undefined;
  const f = headingScore(heading, 'return.findings');
  let best: { key: RoleKey; score: number } | undefined;
  for (const key of ROLES) {
    const sc = headingScore(heading, `return.${key}`);
    if (sc >= 2 && sc > f && (!best || sc > best.score)) best = { key, score: sc };
  }
  return best && !namesFindings(h) ? best.key : undefined;
}

/** "## Problem Statement", "## Problemstellung", "## Énoncé du problème": the question an investigation was asked,
 *  restated (prompts/headings.txt return.framing), no finding. */
export const namesFraming = (heading: string): boolean => headingScore(heading, 'return.framing') >= 4;
