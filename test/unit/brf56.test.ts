// QA 55's brief leftovers (brf56). Cline's and Roo Code's condensed context ("Context" over "1. Previous
// Conversation:" … "6. Pending Tasks and Next Steps:", plain lines, labels glued to the paragraph above): the previous
// conversation is why, its first sentence the title, the pending tasks what to deliver, the next step the sentence
// says (else the first pending line) the first step. Synthetic documents in each shape, written for this test.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { taskKind } from '../helpers/written.js';

const read = (md: string) => importBrief(md, taskKind);

const CONDENSE = [
  'Context',
  '1. Previous Conversation:',
  'The user asked for an export feature for reports. CSV first, then JSON.',
  '',
  '2. Current Work:',
  'I finished the CSV writer.',
  'The writer streams rows to disk.',
  '3. Key Technical Concepts:',
  'Node streams',
  '4. Relevant Files and Code:',
  'src/export/csv.ts',
  '5. Problem Solving:',
  'Quoting: written by hand to avoid a dependency',
  '6. Pending Tasks and Next Steps:',
  'From the most recent task list update:',
  '',
  'Add the JSON writer',
  'Add the XML writer',
  'The immediate next step would be to create src/export/json.ts with the same streaming shape.',
  '',
].join('\n');

describe("Cline's condensed context", () => {
  it('the previous conversation is why and titles it; the pending tasks are what to deliver; the stated next step is the first step', () => {
    const r = read(CONDENSE);
    expect(r.answers.why).toMatch(/^The user asked for an export feature for reports\./);
    expect(r.answers.title).toBe('The user asked for an export feature for reports');
    expect(r.answers.deliver).toContain('Add the JSON writer');
    expect(r.answers.firstStep).toMatch(/^The immediate next step would be to create src\/export\/json\.ts/);
    expect(r.answers.context).toContain('I finished the CSV writer.');
    expect(r.answers.pointers.join('\n')).toContain('src/export/csv.ts');
  });

  it('with no sentence stating the next step, the first pending line (not its lead-in, not one done) is the first step', () => {
    const r = read(CONDENSE.replace(/The immediate next step[^\n]*\n/, '').replace('Add the JSON writer', '[x] Add the CSV writer\nAdd the JSON writer'));
    expect(r.answers.firstStep).toBe('Add the JSON writer');
  });

  it("Cline's new_task shape (no previous conversation) states no why: asked, with a title hint past the lead-in line", () => {
    const r = read(CONDENSE.replace(/1\. Previous Conversation:\n[^\n]*\n\n/, ''));
    expect(r.answers.why).toBe('');
    expect(r.titleHint ?? '').not.toMatch(/:$/);
  });

  it('a "## Previous conversation" in an ordinary brief is no why', () => {
    const r = read('# Fix the login flake\n\n## Previous conversation\nWe talked about the retry logic.\n\n## Deliver\nA green login test.\n\n## First step\nRun the test 50 times.\n');
    expect(r.answers.why).toBe('');
  });
});
