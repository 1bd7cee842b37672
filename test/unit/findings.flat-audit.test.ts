// An audit written flat, with no headings: "N) topic" (or "N. topic") lines, each followed at the margin by
// the same labelled list ("- Status: …", "- Evidence: …", "- Files: …"). A person counts one finding per
// numbered topic, its fields its detail; the labels are neither sections nor findings of their own, a
// "Scope:" label over its list above the items names that list only, and a recap after the items that
// points back at them by number restates them. Synthetic documents (src/brief/field-lists.ts).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { findingsData } from '../../src/brief/findings.js';
import { documentKind } from '../../src/brief/document-type.js';
import { readBody } from '../../src/brief/body.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const read = (md: string) => {
  const r = importReturn(md, placeholders);
  return { r, f: findingsData(r.answers.findings, r.layout.findingGroups) };
};
/** Every word of the source in what the return keeps (answer, findings, kept sections). */
const keptText = (r: ReturnType<typeof importReturn>) =>
  [r.answers.answer, ...r.answers.findings, ...r.extra.map((x) => `${x.heading}\n${x.text}`), ...Object.values(r.answers).filter((v) => typeof v === 'string')].join('\n');

const audit = (marker: ')' | '.', scope: string, labels: [string, string, string]) =>
  [
    'ORCHARD PLANNER AUDIT (items 1-3)',
    '',
    `${scope}:`,
    '- code read in the repository',
    '- unit tests run on a laptop',
    '',
    `1${marker} Frost alerts`,
    `- ${labels[0]}: YES`,
    `- ${labels[1]}: the alert job reads the forecast every hour.`,
    `- ${labels[2]}: orchard/jobs/FrostAlert.kt, orchard/jobs/Forecast.kt`,
    '',
    `2${marker} Pruning calendar`,
    `- ${labels[0]}: PARTLY`,
    `- ${labels[1]}: the calendar ignores the hemisphere.`,
    `- ${labels[2]}: orchard/ui/Calendar.kt`,
    '',
    `3${marker} Harvest export`,
    `- ${labels[0]}: NOT CHECKED`,
    `- ${labels[1]}: the exporter exists and was not run.`,
    `- ${labels[2]}: orchard/export/Csv.kt`,
    '',
  ].join('\n');

describe('a flat audit: one finding per numbered topic, its labelled list its detail', () => {
  it('"N) topic" items under a scope label: three findings with their fields and files, the scope kept', () => {
    const { r, f } = read(audit(')', 'Scope', ['Status', 'Evidence', 'Files']));
    // Item 1 answers its Status yes: a requirement met, kept under the heading, not counted (met-status.ts; the
    // fifteenth QA set counts only the items not met or not verified of such an audit).
    expect(f.map((x) => x.title)).toEqual(['Pruning calendar', 'Harvest export']);
    expect(f.map((x) => x.location ?? null)).toEqual(['orchard/ui/Calendar.kt', 'orchard/export/Csv.kt']);
    expect(f[0]!.text).toContain('Status: PARTLY');
    expect(f[0]!.text).toContain('the calendar ignores the hemisphere.');
    expect(keptText(r)).toContain('Frost alerts');
    // The scope's list is the audit's preamble, kept, not findings.
    const kept = keptText(r);
    for (const w of ['code read in the repository', 'unit tests run on a laptop', 'Scope']) expect(kept).toContain(w);
  });

  it('"N. topic" items and labels in another language: the same three findings (by structure, not words)', () => {
    const { f } = read(audit('.', 'Zakres', ['Stan', 'Dowody', 'Pliki']));
    expect(f.map((x) => x.title)).toEqual(['Frost alerts', 'Pruning calendar', 'Harvest export']);
    expect(f.every((x) => x.text.split('\n').length === 4)).toBe(true);
  });

  it('under a findings heading too: the labels are no findings of their own', () => {
    const { f } = read(['## Outcome', 'answered — two gaps', '', '## Findings', '', '1) Login', '- Status: broken', '- Files: web/login.ts', '', '2) Logout', '- Status: fine', '- Files: web/logout.ts', ''].join('\n'));
    expect(f.map((x) => [x.title, x.location ?? null])).toEqual([
      ['Login', 'web/login.ts'],
      ['Logout', 'web/logout.ts'],
    ]);
  });

  it('a plain "Findings:" line right over the items heads them (only a name over a list of its own is set aside)', () => {
    const md = ['Summary', 'Two parts of the orchard app checked.', '', 'Findings:', '1) Frost alerts', '- Status: YES', '- Files: orchard/a.kt', '', '2) Pruning calendar', '- Status: PARTLY', '- Files: orchard/b.kt', '', 'Next steps:', '- run the exporter', ''].join('\n');
    // The "Findings" line is a heading: it names the document a return.
    expect(documentKind(readBody(md)).type).toBe('return');
    const { r, f } = read(md);
    expect(f.map((x) => [x.title, x.location ?? null])).toEqual([
      ['Frost alerts', 'orchard/a.kt'],
      ['Pruning calendar', 'orchard/b.kt'],
    ]);
    expect(r.answers.recommendations.join('\n')).toContain('run the exporter');
  });

  it('a recap after the items that points back at them by number restates them; its words are kept', () => {
    const md = `${audit(')', 'Scope', ['Status', 'Evidence', 'Files'])}\nMain gaps:\n- The calendar ignores the hemisphere (item 2).\n- The exporter was never run (item 3).\n`;
    const { r, f } = read(md);
    expect(f.map((x) => x.title)).toEqual(['Pruning calendar', 'Harvest export']); // item 1 met (met-status.ts)
    expect(keptText(r)).toContain('The exporter was never run (item 3).');
  });

  it('a list after the items that does not point back at them stays findings', () => {
    const md = `${audit(')', 'Scope', ['Status', 'Evidence', 'Files'])}\nAlso seen:\n- The README names a removed flag.\n`;
    const { f } = read(md);
    expect(f.map((x) => x.title)).toContain('The README names a removed flag.');
    expect(f.length).toBe(3); // item 1 met (met-status.ts)
  });

  it('lint leans to a return for such a document (undecided: new and return both accept it)', () => {
    const k = documentKind(readBody(audit(')', 'Zakres', ['Status', 'Dowody', 'Pliki'])));
    expect(k.type).toBe(null);
    expect(k.lean).toBe('return');
  });
});

describe('what stays as it was', () => {
  it('one labelled list naming a brief\'s sections is still read as those sections', () => {
    const k = documentKind(readBody(['Shrink the image', '', '- Why: the image is 2 GB.', '- Deliver: an image under 300 MB.', '- First step: list the layers.', ''].join('\n')));
    expect(k.lean ?? k.type).toBe('brief');
  });

  it('numbered items whose lists do not repeat labels: each line a finding, as before', () => {
    const { f } = read(['## Outcome', 'answered — two', '', '## Findings', '', '1) Login', '- broken on Safari', '', '2) Logout', '- the cookie stays', ''].join('\n'));
    expect(f.length).toBe(4);
  });
});
