// Heading-only "## Label: value" lines of a brief (QA 43 doc 02, lost43), through the built CLI: `handoff new task
// --body … --no-input --json`. "## Project: SkyHigh" right above "## Status: Active — review COMPLETE", headings with
// no text below them, were reported placed in the Context but written nowhere: every non-blank source line's words
// now reach brief.md. Near miss: a "## Status: in progress" heading with text below it keeps its placement.

import { describe, expect, it } from 'vitest';
import { briefImporter, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
const imp = briefImporter(w, 'lone');

/** The words of a line (letters and digits, two or more), case-folded. */
const wordsOf = (s: string) => s.normalize('NFKC').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((x) => x.length >= 2);

const cases: [string, string, string[]][] = [
  [
    'English',
    '# RESUME HERE — session 12\n\n## Project: Harbour\n## Status: Active — parser rewrite half done\n\n## Where I left off\n\nThe tokenizer passes its tests; the parser still reads nested lists wrong.\n\n## Next task to start\n- Fix nested list parsing in `src/parse.ts`\n\n## Why\nThe importer drops nested items in every real document.\n',
    ['**Project:** Harbour', '**Status:** Active — parser rewrite half done'],
  ],
  [
    'German',
    '# HIER WEITERMACHEN — Sitzung 12\n\n## Projekt: Hafen\n## Stand: Aktiv — Parser-Umbau halb fertig\n\n## Wo ich aufgehört habe\n\nDer Tokenizer besteht seine Tests; der Parser liest verschachtelte Listen noch falsch.\n\n## Nächste Aufgabe\n- Verschachtelte Listen in `src/parse.ts` richtig lesen\n\n## Warum\nDer Import verliert verschachtelte Einträge in jedem echten Dokument.\n\n## Erster Schritt\nEinen fehlschlagenden Test schreiben.\n',
    ['**Projekt:** Hafen', '**Stand:** Aktiv — Parser-Umbau halb fertig'],
  ],
];

describe('a heading-only "Label: value" line reaches the brief', () => {
  for (const [name, md, lines] of cases) {
    it(name, () => {
      const t = imp.newTask(md);
      expect(t.code, t.stderr).toBe(0);
      const context = t.answers!.context;
      for (const l of lines) expect(context, context).toContain(l);
      // (Every non-blank source line's words are in the written brief, and none of it is kept as "placed nowhere";
      // a heading that only names a section, "## Warum", is written as the tool's own heading.)
      const written = new Set(wordsOf(t.md));
      for (const line of md.split('\n').filter((l) => l.trim() && (!/^##/.test(l) || /:/.test(l)))) for (const word of wordsOf(line)) expect(written.has(word), `${word} of "${line}"`).toBe(true);
      expect(t.md).not.toContain('placed nowhere');
    });
  }
});

describe('near miss: a "## Status: …" heading with text below it keeps its place', () => {
  it('English', () => {
    const t = imp.newTask('# Parser rewrite\n\n## Why\nThe importer drops nested items in every real document.\n\n## Deliver\nNested list parsing in `src/parse.ts`.\n\n## First step\nWrite the failing test.\n\n## Status: in progress\nThe tokenizer passes its tests; the parser is half done.\n');
    expect(t.code, t.stderr).toBe(0);
    expect(t.answers!.context).toBe('The tokenizer passes its tests; the parser is half done.');
    expect(t.md).toContain('*From the heading: Status: in progress*');
    expect(t.placement.find((p) => p.line === 12)?.to).toBe('Context');
  });
});
