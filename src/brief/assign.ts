// Which section fills which answer: one decision for briefs and returns alike, by how well each heading
// matches each target (brief/sections.ts sectionScore), with the rules for nested sections. Pure.

import { sectionScore, type HeadingTarget } from './sections.js';
import { parentIndexes } from './section-body.js';
import type { ParsedDoc, Section } from './document.js';

export interface Assigned<K extends string> {
  /** The chosen section for each key. */
  chosen: Map<K, Section>;
  score: Map<Section, number>;
  /** Each eligible section's best key. */
  best: Map<Section, K>;
}

/**
 * One decision of which section fills which answer: each heading goes to the target it matches best
 * (ties: the earlier target); each target takes its best section (score, then the top-most level, then the
 * first). Sections no target chose are the caller's leftovers.
 */
export function assign<K extends string>(doc: ParsedDoc, targets: (HeadingTarget & { key: K })[], skip: (s: Section) => boolean = () => false, secondPass = true, lists: ReadonlySet<string> = new Set()): Assigned<K> {
  // A section nested in another is a section of its own when the one above only groups (no text of its
  // own before it); else it is part of the one above, unless that one goes nowhere (a second pass).
  const sections = doc.sections;
  const parent = parentIndexes(sections);
  // The first sub-section of each section, in one pass (a 1 MiB brief has thousands of sections).
  const firstChildOf = new Map<number, number>();
  parent.forEach((p, j) => {
    if (p >= 0 && !firstChildOf.has(p)) firstChildOf.set(p, j);
  });
  const own = (i: number) => {
    const s = sections[i]!;
    const firstChild = firstChildOf.get(i) ?? -1;
    const stop = firstChild >= 0 ? sections[firstChild]!.line - 1 : s.end;
    return doc.blocks.lines.slice(s.start, stop).some((l) => l.trim() !== '' && !/^ {0,3}(?:[-*_]\s*){3,}$/.test(l));
  };
  // Each section's best target, once (the first pass and the H1 rule below both ask).
  const bestAll = new Map<Section, { key: K; score: number } | null>();
  const bestOf = (x: Section) => {
    let b = bestAll.get(x);
    if (b === undefined) bestAll.set(x, (b = skip(x) ? null : bestTarget(x, targets)));
    return b;
  };
  const standsAlone = (i: number) => parent[i]! < 0 || !own(parent[i]!) || namesAnotherUnderH1(sections[i]!, sections[parent[i]!]!, (x) => bestOf(x)?.key);
  const first = pick(sections.filter((_s, i) => standsAlone(i)), targets, skip, bestOf);
  if (!secondPass) return first;
  const taken = new Set(first.chosen.values());
  const inTaken = (i: number): boolean => parent[i]! >= 0 && (taken.has(sections[parent[i]!]!) || inTaken(parent[i]!));
  const rest = targets.filter((t) => !first.chosen.has(t.key));
  // (Not a section whose heading is wholly the name of a list answer the first pass filled, "## 制約事項" beside
  // "## Constraints": more of that list, which the caller adds, not the best of what is left. `lists`: the keys that
  // take several sections.)
  const named = (s: Section) => {
    const b = bestOf(s);
    return b !== null && b.score >= 4 && lists.has(b.key) && first.chosen.has(b.key);
  };
  const second = pick(sections.filter((s, i) => !taken.has(s) && !inTaken(i) && !named(s)), rest, skip);
  for (const [k, s] of second.chosen) first.chosen.set(k, s);
  for (const [s, sc] of second.score) first.score.set(s, sc);
  for (const [s, k] of second.best) if (!first.best.has(s)) first.best.set(s, k);
  return first;
}

/**
 * A document that writes its sections as H1s ("# Summary", "# Outcome") nests the next ones as H2s: a
 * sub-section of an H1 that names a section itself, other than the one its H1 names, is that section
 * ("# Summary" then "## Findings"), not text of the H1 above it. So is one under a return's Outcome
 * ("## Summary" then "### Key findings", "### Next steps": Claude Code's final report). Deeper levels
 * nest as written.
 */
export function namesAnotherUnderH1(s: Section, up: Section, keyOf: (x: Section) => string | undefined): boolean {
  if (up.level !== 1 && keyOf(up) !== 'outcome') return false;
  const mine = keyOf(s);
  return mine !== undefined && mine !== keyOf(up);
}

export function bestTarget<K extends string>(s: Section, targets: (HeadingTarget & { key: K })[]): { key: K; score: number } | null {
  let b: { key: K; score: number } | null = null;
  for (const t of targets) {
    const sc = sectionScore(s.heading, t);
    if (sc > 0 && (!b || sc > b.score)) b = { key: t.key, score: sc };
  }
  return b;
}

function pick<K extends string>(sections: Section[], targets: (HeadingTarget & { key: K })[], skip: (s: Section) => boolean, bestOf?: (s: Section) => { key: K; score: number } | null): Assigned<K> {
  const best = new Map<Section, { key: K; score: number }>();
  for (const s of sections) {
    if (skip(s)) continue;
    const b = bestOf ? bestOf(s) : bestTarget(s, targets);
    if (b) best.set(s, b);
  }
  const chosen = new Map<K, Section>();
  const score = new Map<Section, number>();
  for (const t of targets) {
    const cands = sections.filter((s) => best.get(s)?.key === t.key);
    if (!cands.length) continue;
    const top = Math.max(...cands.map((s) => best.get(s)!.score));
    const pool = cands.filter((s) => best.get(s)!.score === top);
    const lvl = Math.min(...pool.map((s) => s.level));
    const s = pool.find((x) => x.level === lvl)!;
    chosen.set(t.key, s);
    score.set(s, top);
  }
  return { chosen, score, best: new Map([...best].map(([s, b]) => [s, b.key])) };
}
