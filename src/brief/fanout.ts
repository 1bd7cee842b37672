// Fan-out: one brief, several independent returns. Groups the returns by section so they can be read side
// by side, and finds the findings that more than one return made ("agreed"). Pure.

import type { ReturnAnswers } from './types.js';
import { RETURN_SECTIONS, normalizeHeading, type ReturnListKey } from './sections.js';
import type { ExtraSection } from './render.js';
import { contentWords, withoutTags } from './words.js';
import { stem } from './similar.js';
import { comparableText, detailOf, titleOf } from './findings.js';

/** A finding's meaningful words (its title and text, field lines and tags dropped), stop words dropped, lightly stemmed. */
export function findingTerms(text: string, title?: string): Set<string> {
  return new Set(contentWords(withoutTags(comparableText(text, title))).map(stem));
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

/**
 * Two findings with the same title can still be two findings: "Race in the save handler — two writers
 * hold the lock" and "Race in the save handler — the form submits twice". When both say something beyond
 * their titles (two words or more each), what they say must overlap too (a fifth of the words, Dice).
 */
export const DETAIL_AGREEMENT = { minTerms: 2, dice: 0.2 } as const;

/** Bumped whenever what counts as agreement changes: counts kept in a memo (inbox) under an older rule are stale. */
export const AGREEMENT_RULE = 2;

function detailsAgree(a: Set<string>, b: Set<string>, titles: Set<string>): boolean {
  let na = 0;
  let nb = 0;
  let shared = 0;
  for (const w of a) if (!titles.has(w)) na++;
  for (const w of b) {
    if (titles.has(w)) continue;
    nb++;
    if (a.has(w)) shared++;
  }
  if (na < DETAIL_AGREEMENT.minTerms || nb < DETAIL_AGREEMENT.minTerms) return true;
  return shared > 0 && (2 * shared) / (na + nb) >= DETAIL_AGREEMENT.dice;
}

interface Compared {
  terms: Set<string>;
  titleTerms: Set<string>;
  detail: Set<string>;
  neg: boolean;
}

function compared(text: string): Compared {
  // The title is read once: titleOf is the costliest reader here (two returns of 40,000 findings read
  // each finding's title three times: for its terms, its detail and its comparable text).
  const title = titleOf(text);
  const titleTerms = findingTerms(title);
  const detail = new Set<string>();
  for (const w of findingTerms(detailOf(text, title))) if (!titleTerms.has(w)) detail.add(w);
  return { terms: findingTerms(text, title), titleTerms, detail, neg: negated(text) };
}

/** Same polarity, the words of title and text agree, and the details (if both have one) overlap. */
function agree(a: Compared, b: Compared): boolean {
  if (a.neg !== b.neg || !termsAgree(a.terms, b.terms)) return false;
  // A word of either title is the title's, not the detail's.
  const titles = new Set([...a.titleTerms, ...b.titleTerms]);
  return detailsAgree(a.detail, b.detail, titles);
}

export function similarFindings(a: string, b: string): boolean {
  return agree(compared(a), compared(b));
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
 *
 * Not every pair is compared (two returns of 40,000 findings are 1.6e9 pairs). Prefix filtering: order
 * each finding's terms by how few findings use them; two sets that share s terms have their rarest
 * shared term within the first |set| - s + 1 of each. So a finding is compared only with findings that
 * have one of its rare terms, found through an index of those prefixes; the same result as comparing
 * every pair (test/unit/fanout.test.ts checks it against the pairwise definition).
 */
export function findAgreements(returns: { n: number; findings: string[] }[]): Agreement[] {
  const nodes: (AgreedFinding & Compared)[] = [];
  for (const r of returns) r.findings.forEach((text, index) => nodes.push({ n: r.n, index, text, ...compared(text) }));
  const parent = nodes.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const link = (i: number, j: number) => {
    const ra = root(i);
    const rb = root(j);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  // How many findings use each term: the prefix is a finding's rarest terms.
  const df = new Map<string, number>();
  for (const x of nodes) for (const w of x.terms) df.set(w, (df.get(w) ?? 0) + 1);
  const rarestFirst = (a: string, b: string) => df.get(a)! - df.get(b)! || (a < b ? -1 : a > b ? 1 : 0);
  // Smaller sets first. For a pair, the smaller set y (m terms) shares at least max(3, m/2) of them
  // (Dice >= 0.5 needs 2s >= (m + M) / 2 >= m; containment needs s >= 0.75 m), so its two rarest shared
  // terms are within y's first m - a + 2 terms (a = max(3, ceil(m/2))), the first of them within its first
  // m - a + 1; in the larger set (s >= 3) within the first M - 1 and M - 2. Keys are such pairs of terms:
  // two findings meet in the index only through two rare terms they share, so by-chance neighbours that
  // share one word are never compared.
  const order = nodes.map((_, i) => i).filter((i) => nodes[i]!.terms.size >= AGREEMENT.minShared);
  order.sort((i, j) => nodes[i]!.terms.size - nodes[j]!.terms.size || i - j);
  const index = new Map<string, number[]>(); // "rarer\0other" -> findings indexed under it
  const seen = new Int32Array(nodes.length).fill(-1); // the finding a candidate was last checked for
  const pairs = (sorted: string[], firstWithin: number, secondWithin: number, each: (key: string) => void) => {
    for (let u = 0; u < firstWithin; u++) for (let v = u + 1; v < secondWithin; v++) each(`${sorted[u]}\u0000${sorted[v]}`);
  };
  for (const i of order) {
    const a = nodes[i]!;
    const m = a.terms.size;
    const sorted = [...a.terms].sort(rarestFirst);
    pairs(sorted, m - AGREEMENT.minShared + 1, m - AGREEMENT.minShared + 2, (key) => {
      const list = index.get(key);
      if (!list) return;
      for (const j of list) {
        if (seen[j] === i) continue;
        seen[j] = i;
        const b = nodes[j]!;
        if (a.n === b.n || a.neg !== b.neg || root(i) === root(j)) continue;
        if (agree(a, b)) link(i, j);
      }
    });
    // From the thresholds themselves, so a change to AGREEMENT keeps this exact: Dice >= d needs s >= d * m
    // of the smaller set, containment s >= c * m.
    const need = Math.max(AGREEMENT.minShared, Math.ceil(Math.min(AGREEMENT.dice, AGREEMENT.contain) * m));
    pairs(sorted, m - need + 1, m - need + 2, (key) => {
      const list = index.get(key);
      if (list) list.push(i);
      else index.set(key, [i]);
    });
  }
  const groups = new Map<number, number[]>();
  nodes.forEach((_, i) => {
    const r = root(i);
    const g = groups.get(r);
    if (g) g.push(i);
    else groups.set(r, [i]);
  });
  const out: Agreement[] = [];
  for (const members of groups.values()) {
    if (members.length < 2) continue;
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
