// Pointers written bare in a sentence (lifted-lines.ts sentToPath, briefs6): "Details in README.md and docs/x.md.",
// "See docs/BACKLOG.md for the rest.", "Siehe docs/plan.md." copy that sentence to Pointers (it stays where it was).
// Look-alikes held: "Node.js", "e.g.", a version number, "see the team" name no file. Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const read = (md: string) => importBrief(md, kinds.get('task')!);
const doc = (context: string) => `# Search index\n\n## Why\n\nQueries over 2 s make the dashboard time out.\n\n## Context\n\nThe index was added in March. ${context}\n\n## Next steps\n\n1. Add the GIN index\n2. Re-run the benchmark\n`;

describe('a sentence that sends the reader to a bare path', () => {
  it.each([
    ['en', 'Details in README.md and docs/search.md. See docs/BACKLOG.md for the rest.', 'Details in README.md and docs/search.md. See docs/BACKLOG.md for the rest.'],
    ['de', 'Siehe docs/plan.md für die Messungen.', 'Siehe docs/plan.md für die Messungen.'],
    ['fr', 'Voir notes/2026-12-01.md pour les mesures.', 'Voir notes/2026-12-01.md pour les mesures.'],
    ['ru', 'Подробнее в docs/search.md.', 'Подробнее в docs/search.md.'],
    ['ja', '詳細は docs/search.md を参照。', '詳細は docs/search.md を参照。'],
  ])('%s', (_l, sentence, pointer) => {
    const r = read(doc(sentence));
    const p = JSON.stringify(r.placement);
    expect(r.answers.pointers, p).toContain(pointer);
    expect(r.answers.context, p).toContain(sentence);
  });
});

describe('look-alikes', () => {
  it('no file named', () => {
    const r = read(doc('We run Node.js 20, e.g. for the worker, on version 1.2.3. See the team channel for access.'));
    expect(r.answers.pointers).toEqual([]);
  });
});
