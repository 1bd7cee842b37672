// tidy57: one test of a list item done (listItemDone: its task box ticked, or its text after the box marked done),
// for the first open item of a list and a session summary's pending lines alike; fenceMask's work with many
// unclosed openers. Synthetic documents.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { fenceMask } from '../../src/brief/escape.js';
import { taskKind } from '../helpers/written.js';

const read = (md: string) => importBrief(md, taskKind);

const SUMMARY = (pending: string) =>
  [
    'Context',
    '1. Previous Conversation:',
    'The user wants invoices mailed as PDF every month.',
    '2. Current Work:',
    'Rendering works; mailing does not yet.',
    '3. Key Technical Concepts:',
    'PDF templates',
    '4. Relevant Files and Code:',
    'src/invoices/pdf.ts',
    '5. Pending Tasks and Next Steps:',
    'Still open:',
    pending,
    'Add the JSON writer',
    '',
  ].join('\n');

describe('a pending line with an open box and a done mark is done, as a list item so marked is', () => {
  it.each(['[x] Add the CSV writer', '[ ] ✅ Add the CSV writer', '[ ] ~~Add the CSV writer~~'])('"%s" is not the first step', (line) => {
    expect(read(SUMMARY(line)).answers.firstStep).toBe('Add the JSON writer');
  });

  it('an open box over open work is the first step, without its box', () => {
    expect(read(SUMMARY('[ ] Add the CSV reader')).answers.firstStep).toBe('Add the CSV reader');
  });

  it('the first open item of a list: ticked and marked-done items are passed over alike', () => {
    const r = read('# Export\n\n## Why\nReports need exporting because customers ask.\n\n## Remaining\n- [x] CSV writer\n- [ ] ✅ JSON writer\n- [ ] XML writer\n');
    expect(r.answers.firstStep).toContain('XML writer');
  });
});

describe('fenceMask with many unclosed openers', () => {
  // Work counted, not timed: how often the lines are read. Each unclosed opener used to scan to the end.
  const counted = (lines: string[]) => {
    let reads = 0;
    const proxy = new Proxy(lines, { get: (t, k, r) => (typeof k === 'string' && /^\d+$/.test(k) && reads++, Reflect.get(t, k, r)) });
    return { proxy, reads: () => reads };
  };

  it.each([{}, { anyIndent: true }])('5,000 lines of "```x": each line read a few times, not once per opener above it (%o)', (how) => {
    const lines = Array<string>(5000).fill('```x');
    const c = counted(lines);
    expect(fenceMask(c.proxy, how).some(Boolean)).toBe(false);
    expect(c.reads()).toBeLessThan(lines.length * 4);
  });

  it('a shorter opener after an unclosed longer one still closes; a closed one after unclosed ones is still a fence', () => {
    expect(fenceMask(['````a', '```b', 'x', '```', 'y'])).toEqual([false, true, true, true, false]);
    expect(fenceMask(['```a', '```a', '~~~', 'z', '~~~'])).toEqual([false, false, true, true, true]);
  });
});
