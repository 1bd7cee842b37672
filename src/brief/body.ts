// A body document (`new --body`, `return --body`, `--paste`) read into answers, and the report of where
// each of its parts went, so nothing is dropped without a word. Pure.

import type { Kind } from './types.js';
import { briefFromDoc, documentType, type ParsedBrief, type Placement } from './parse.js';
import { parseBody } from './returns.js';

export class NotABriefError extends Error {}

/** A body for `new`: a brief's sections by meaning. Throws NotABriefError for a return (lint and return
 *  decide the same way: parse.ts documentType). */
export function importBrief(text: string, kind: Pick<Kind, 'questions' | 'template'>): ParsedBrief {
  const doc = parseBody(text);
  if (documentType(doc) === 'return') throw new NotABriefError('this document is a return, not a brief');
  return briefFromDoc(doc, kind);
}

/** "where the body went" lines for stderr: one per source part, in document order. */
export function formatPlacement(what: string, placement: Placement[]): string {
  if (!placement.length) return '';
  const w = Math.max(...placement.map((p) => String(p.line).length));
  const clip = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}...` : s);
  return `handoff: where ${what} went:\n${placement.map((p) => `  line ${String(p.line).padStart(w)}  ${clip(p.from)} -> ${p.to}`).join('\n')}\n`;
}
