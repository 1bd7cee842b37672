// What stands in the work's way, told as a failure ("## What's in our way" / "The reindex call fails with a 413"):
// a dead end of the brief (blocked-by.ts), in the languages of prompts/. Held: a blockers list that tells no
// failure, the "what happened" section (why the work started, though it says "failing"), and a "not built yet /
// known limits" list (Context, never Already decided). Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const read = (md: string) => importBrief(md, kinds.get('task')!);
const doc = (section: string) =>
  `# Search index migration\n\n## Why\n\nThe old index cannot hold more than a million documents.\n\n## What happened\n\nThe nightly rebuild started failing on Monday when the corpus passed a million documents.\n\n${section}\n\n## Not built yet / known limits\n\n- no reindex for deleted documents\n- the admin page still points to the old cluster\n\n## Next steps\n\n1. Split the reindex batch in four.\n2. Run it again.\n`;

describe('a failure under a heading that says what is in the way is a dead end', () => {
  it.each([
    ['en', "What's in our way", 'The reindex call to the new cluster fails with a 413 because the batch is too large.'],
    ['de', 'Was uns blockiert', 'Der Reindex-Aufruf schlägt mit 413 fehl, weil der Stapel zu groß ist.'],
    ['fr', 'Ce qui nous bloque', "L'appel de réindexation échoue avec une 413 : le lot est trop gros."],
    ['ru', 'Что мешает', 'Вызов переиндексации падает с 413: пакет слишком большой.'],
    ['zh', '阻碍', '重建索引的调用失败，返回 413，批次太大。'],
  ])('%s: "## %s"', (_lang, heading, text) => {
    const r = read(doc(`## ${heading}\n\n${text}`));
    const p = JSON.stringify(r.placement);
    expect(r.answers.deadEnds, p).toEqual([text]);
    expect(r.answers.context, p).not.toContain(text);
    // (The section of what happened stays the Context: its first line is why the work started.)
    expect(r.answers.context, p).toContain('The nightly rebuild started failing on Monday');
    // (What is not built yet is context, not already decided.)
    expect(r.answers.decided, p).toEqual([]);
    expect(r.answers.context, p).toContain('no reindex for deleted documents');
  });
});

describe('look-alikes', () => {
  it('a blockers list that tells no failure stays where it was read', () => {
    const r = read(doc('## Blockers\n\n- waiting for the legal review of the new cluster'));
    expect(r.answers.deadEnds, JSON.stringify(r.placement)).toEqual([]);
  });
});
