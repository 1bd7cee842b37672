// Fan-out: one brief, several independent returns. Groups the returns by section so they can be read side
// by side, and finds the findings that more than one return made ("agreed"). Pure.

import type { ReturnAnswers } from './types.js';
import { RETURN_SECTIONS, normalizeHeading, type ReturnListKey } from './sections.js';
import type { ExtraSection } from './render.js';
import { contentWords, withoutTags } from './words.js';
import { stem } from './similar.js';

/** A finding's meaningful words: tags dropped, stop words dropped, lightly stemmed. */
export function findingTerms(text: string): Set<string> {
  return new Set(contentWords(withoutTags(text)).map(stem));
}

// Stop words drop "not" and "no", so "the lock is held" and "the lock is not held" share every content
// word. Two findings that differ in this are opposite claims, never an agreement.
const NEGATION = /\b(?:not|no|never|none|nothing|cannot|without|neither|nor)\b|n['’]t\b/i;

/** Does the finding deny something ("does not", "never", "without")? */
export function negated(text: string): boolean {
  return NEGATION.test(withoutTags(text));
}

/**
 * When two findings count as the same finding: at least three content words in common, and either they
 * mostly share their words (Dice >= 0.5), or at least four shared words make up three quarters of the
 * shorter one (a finding that another return states at greater length). Opposite polarity never agrees.
 */
export const AGREEMENT = { minShared: 3, dice: 0.5, containShared: 4, contain: 0.75 } as const;

function termsAgree(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  if (shared < AGREEMENT.minShared) return false;
  if ((2 * shared) / (a.size + b.size) >= AGREEMENT.dice) return true;
  return shared >= AGREEMENT.containShared && shared / Math.min(a.size, b.size) >= AGREEMENT.contain;
}

export function similarFindings(a: string, b: string): boolean {
  if (negated(a) !== negated(b)) return false;
  return termsAgree(findingTerms(a), findingTerms(b));
}

export interface AgreedFinding {
  /** The return's number. */
  n: number;
  /** Its place in that return's findings, from 0. */
  index: number;
  text: string;
}

export interface Agreement {
  /** The returns that made this finding, ascending; always two or more. */
  returns: number[];
  /** Each return's wording of it (a return may word it twice). */
  findings: AgreedFinding[];
}

/**
 * Findings that more than one return made. Similar findings are linked only across returns; linked ones
 * form one agreement (so A~B and B~C is one agreement of A, B and C). In order of first appearance.
 */
export function findAgreements(returns: { n: number; findings: string[] }[]): Agreement[] {
  const nodes: (AgreedFinding & { terms: Set<string>; neg: boolean })[] = [];
  for (const r of returns) r.findings.forEach((text, index) => nodes.push({ n: r.n, index, text, terms: findingTerms(text), neg: negated(text) }));
  const parent = nodes.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      const a = nodes[i]!;
      const b = nodes[j]!;
      if (a.n === b.n || a.neg !== b.neg || !termsAgree(a.terms, b.terms)) continue;
      const ra = root(i);
      const rb = root(j);
      if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
    }
  }
  const groups = new Map<number, number[]>();
  nodes.forEach((_, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), i]);
  });
  const out: Agreement[] = [];
  for (const members of groups.values()) {
    const ns = [...new Set(members.map((i) => nodes[i]!.n))].sort((a, b) => a - b);
    if (ns.length < 2) continue;
    out.push({ returns: ns, findings: members.map((i) => ({ n: nodes[i]!.n, index: nodes[i]!.index, text: nodes[i]!.text })) });
  }
  return out;
}

export interface SideItem {
  text: string;
  /** The returns that agree on this item (its own included), or [] when no other return made it. */
  agreed: number[];
}

export interface SideSection {
  key: ReturnListKey;
  heading: string;
  /** Every return, in order, with its items of this section (possibly none). */
  returns: { n: number; items: SideItem[] }[];
}

export interface SideExtra {
  /** The heading as the first return that has it wrote it. */
  heading: string;
  returns: { n: number; text: string }[];
}

export interface SideBySide {
  sections: SideSection[];
  /** Sections no return section matches, grouped by heading across returns. */
  extra: SideExtra[];
  agreements: Agreement[];
}

export interface FanoutInput {
  n: number;
  answers: ReturnAnswers;
  extra?: ExtraSection[];
}

/** The returns' list sections side by side: only sections at least one return filled, every return in each. */
export function sideBySide(returns: FanoutInput[]): SideBySide {
  const agreements = findAgreements(returns.map((r) => ({ n: r.n, findings: r.answers.findings })));
  const agreedOf = new Map<string, number[]>();
  for (const a of agreements) for (const f of a.findings) agreedOf.set(`${f.n}:${f.index}`, a.returns);
  const sections: SideSection[] = [];
  for (const spec of RETURN_SECTIONS) {
    if (spec.key === 'outcome') continue;
    const key = spec.key;
    if (!returns.some((r) => r.answers[key].length)) continue;
    sections.push({
      key,
      heading: spec.heading,
      returns: returns.map((r) => ({
        n: r.n,
        items: r.answers[key].map((text, i) => ({ text, agreed: key === 'findings' ? agreedOf.get(`${r.n}:${i}`) ?? [] : [] })),
      })),
    });
  }
  const extra: SideExtra[] = [];
  const byHeading = new Map<string, SideExtra>();
  for (const r of returns) {
    for (const x of r.extra ?? []) {
      const k = normalizeHeading(x.heading);
      let e = byHeading.get(k);
      if (!e) {
        e = { heading: x.heading, returns: [] };
        byHeading.set(k, e);
        extra.push(e);
      }
      e.returns.push({ n: r.n, text: x.text });
    }
  }
  return { sections, extra, agreements };
}

/** "[agreed: returns 1, 2]" */
export function agreedTag(returns: number[]): string {
  return `[agreed: returns ${returns.join(', ')}]`;
}
