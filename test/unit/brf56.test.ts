// QA 55's brief leftovers (brf56). Cline's and Roo Code's condensed context ("Context" over "1. Previous
// Conversation:" … "6. Pending Tasks and Next Steps:", plain lines, labels glued to the paragraph above): the previous
// conversation is why, its first sentence the title, the pending tasks what to deliver, the next step the sentence
// says (else the first pending line) the first step. A prohibition in Indonesian, Malay, the Nordic languages, Italian
// or Polish ("Jangan gunakan …", "Brug dem ikke …") in a note is a constraint, as "Do not …" is in English. Synthetic
// documents in each shape, written for this test.

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

// A prohibition in the writer's language, in a paragraph of notes: a constraint, as "Do not …" is in English.
const NOTE_RULES: [string, string][] = [
  ['en', 'Do not quote these numbers to customers.'],
  ['id', 'Jangan gunakan angka ini untuk klaim final.'],
  ['ms', 'Tidak boleh guna angka ini dalam laporan akhir.'],
  ['da', 'Brug dem ikke i kommunikation.'],
  ['nb', 'Ikke bruk tallene i kommunikasjon.'],
  ['sv', 'Använd inte siffrorna i kommunikationen.'],
  ['it', 'Non usare questi numeri con i clienti.'],
  ['pl', 'Nigdy nie podawaj tych liczb klientom.'],
];

describe('a prohibition in a note, in other languages', () => {
  it.each(NOTE_RULES)('%s: "%s" is a constraint', (_lang, rule) => {
    const r = read(`# Rerun the benchmark\n\n## Why\nThe numbers from the last run are wrong because the cache was warm.\n\n## Deliver\nA fresh table of numbers.\n\n## First step\nClear the cache and run bench.sh.\n\n## Notes\nThe table below is from the warm run. ${rule}\n\n| run | ms |\n|---|---|\n| a | 12 |\n`);
    expect(r.answers.fields['constraints'] ?? '').toContain(rule);
  });

  it('a statement with the same word further in is no rule ("Det virker ikke" / "Vi bruger ikke")', () => {
    const r = read('# Rerun the benchmark\n\n## Why\nThe numbers are wrong because the cache was warm.\n\n## Deliver\nA fresh table.\n\n## First step\nClear the cache.\n\n## Notes\nVi bruger ikke cachen længere. Det virker ikke på CI.\n');
    expect(r.answers.fields['constraints'] ?? '').toBe('');
  });
});
