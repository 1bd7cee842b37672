// The return reader's work grows with the document, not with its square: a return of 1,000 field-led entries
// took 6.4 s to lint, because every sub-section asked whether it restated the findings read before it by
// reading every one of them again (findings.ts recapSection), and every list that refers back was compared
// with every heading above it (cross-refs.ts). Work is counted, not timed: the regular expressions the reader
// runs (every RegExp search calls RegExp.prototype.exec once it is replaced, test, replace, match and split
// included). Twice the entries must cost about twice the searches (2.0 now); the old reader cost 3.7 times.

import { afterEach, describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const realExec = RegExp.prototype.exec;
afterEach(() => {
  RegExp.prototype.exec = realExec;
});

/** The searches reading `md` takes, and what it read. */
function work(md: string): { searches: number; findings: number } {
  readReturn(md); // (patterns made on first use are made here, not counted below)
  let searches = 0;
  RegExp.prototype.exec = function (this: RegExp, s: string) {
    searches++;
    return realExec.call(this, s);
  };
  try {
    const findings = readReturn(md).f.length;
    return { searches, findings };
  } finally {
    RegExp.prototype.exec = realExec;
  }
}

const NOUNS = ['cache', 'retry', 'token', 'quota', 'lock', 'queue', 'index', 'cursor', 'buffer', 'socket', 'schema', 'parser', 'timer', 'limit', 'route', 'signal', 'batch', 'filter', 'ledger', 'pool'];
const KINDS = ['amber', 'azure', 'coral', 'ivory', 'olive', 'pearl', 'ruby', 'sable', 'slate', 'teal', 'umber', 'violet', 'wheat', 'jade', 'onyx', 'plum', 'rose', 'rust', 'sand', 'smoke'];
/** Distinct titles, no two of the same words: "Handler retry drops the amber header", … (400 of them). */
const title = (i: number) => `Handler ${NOUNS[i % 20]} drops the ${KINDS[Math.floor(i / 20) % 20]} header`;

/** "### 3. Title" / "- **Priority**: High" / "- **Status**: Open", n times. */
function register(n: number): string {
  const out = ['# Review of the billing service', '', 'Status: completed', '', '## Findings', ''];
  for (let i = 1; i <= n; i++) out.push(`### ${i}. ${title(i)}`, '', '- **Priority**: High', '- **Status**: Open', '');
  return out.join('\n');
}

/** Findings "### 3.1 Title" with a sentence each, then a priority list naming each by its title's words, the last
 *  first. */
function prioritised(n: number): string {
  const out = ['# Review of the billing service', '', 'Status: completed', '', '## Findings', ''];
  for (let i = 1; i <= n; i++) out.push(`### 3.${i} ${title(i)}`, '', `The ${NOUNS[i % 20]} path returns early when the ${NOUNS[(i * 7) % 20]} is empty.`, '');
  out.push('## Prioritisation', '', '### Medium priority', '');
  for (let i = n; i >= 1; i--) out.push(`- ${title(i).toLowerCase()}`);
  return out.join('\n') + '\n';
}

/** Findings as sub-headings with a sentence each, then a summary restating every title, one line each, the last
 *  first. */
function recapped(n: number): string {
  const out = ['# Review of the billing service', '', 'Status: completed', '', '## Findings', ''];
  for (let i = 1; i <= n; i++) out.push(`### ${title(i)}`, '', `The ${NOUNS[i % 20]} path returns early when the ${NOUNS[(i * 7) % 20]} is empty (High).`, '');
  out.push('### Summary of findings', '');
  for (let i = n; i >= 1; i--) out.push(`- ${title(i)} (High)`);
  return out.join('\n') + '\n';
}

describe('reading a return costs searches in proportion to its entries', () => {
  it.each([
    ['a register of field-led entries', register, 1],
    ['findings, then a priority list that names each by its title', prioritised, 1],
    ['findings, then a summary that restates each title', recapped, 1],
  ])('%s', (_name, make, each) => {
    const n = 80;
    const one = work(make(n));
    const two = work(make(2 * n));
    // (What it reads is what it read before this was made linear: one finding each, the lists kept.)
    expect(one.findings).toBe(n * each);
    expect(two.findings).toBe(2 * n * each);
    expect(two.searches / one.searches).toBeLessThan(2.2);
  });
});
