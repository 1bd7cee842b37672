// Rules and limits a brief states inline (inline-rules.ts): a sentence of the goal that says what will not be built
// reaches Out of scope, one that says what is never done reaches Constraints, a bold rule line inside a dated
// session's section reaches Constraints; each stays where it was too (nothing lost). Look-alikes held: a sentence of
// the Context that opens with a negation, a why sentence with "never" inside it, a short bold line. Synthetic
// documents only.
import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const read = (md: string) => importBrief(md, kinds.get('task')!);
const tail = '\n\n## Next steps\n\n1. Add a local queue for unsent notes.\n2. Sync the queue on reconnect.\n';

describe('a sentence of the goal that says what will not be built or done', () => {
  it.each([
    ['en', 'Goal', 'Users lose notes written offline. We want notes saved locally and synced later.', 'We will not build conflict resolution in this slice; the last write wins.', 'outOfScope'],
    ['de', 'Ziel', 'Notizen gehen offline verloren. Sie sollen lokal gespeichert werden.', 'Wir werden nicht die Konfliktauflösung in diesem Schritt bauen.', 'outOfScope'],
    ['fr', 'Objectif', 'Les notes écrites hors ligne sont perdues. Elles doivent être gardées localement.', 'Nous ne construirons pas la résolution des conflits ici.', 'outOfScope'],
    ['ru', 'Цель', 'Заметки теряются без сети. Их нужно сохранять локально.', 'Мы не будем делать разрешение конфликтов в этом шаге.', 'outOfScope'],
    ['en rule', 'Goal', 'Users lose notes written offline. We want notes saved locally and synced later.', 'Never send a note twice to the server.', 'rule'],
  ])('%s', (_lang, heading, before, sentence, key) => {
    const r = read(`# Offline notes\n\n## ${heading}\n\n${before} ${sentence}${tail}`);
    const p = JSON.stringify(r.placement);
    if (key === 'outOfScope') expect(r.answers.outOfScope, p).toContain(sentence);
    else expect(r.answers.fields.constraints, p).toContain(sentence);
    // (Kept where it was: the goal's text, read as the why and what to deliver.)
    expect(`${r.answers.why}\n${r.answers.deliver}`, p).toContain(sentence);
  });
});

describe('a bold rule line inside a dated session section', () => {
  it('reaches Constraints and stays in its section', () => {
    const md = '# Rebuild the base image\n\n## Why\n\nThe base image carries the vulnerable libssl.\n\n## Session 2026-11-30\n\nRebuilt the image on the runner and pushed it to the test registry.\n\n**Never upload an image built before the fix to the production registry.**\n\n## Next steps\n\n1. Run the scanner on the new image.\n2. Tag the image.\n';
    const r = read(md);
    const p = JSON.stringify(r.placement);
    expect(r.answers.fields.constraints, p).toContain('Never upload an image built before the fix to the production registry.');
    expect(r.answers.context, p).toContain('**Never upload an image built before the fix to the production registry.**');
  });
});

describe('look-alikes that state no rule', () => {
  it('a negation opening a sentence of the Context, "never" inside a why sentence, a short bold line', () => {
    const md = '# Offline notes\n\n## Goal\n\nUsers never see an error when a note is lost, so they trust the app too much.\n\n## Context\n\nDo not be surprised by the old sync module: it is still wired in.\n\n**Never again.**\n\n## Next steps\n\n1. Add a local queue.\n2. Sync on reconnect.\n';
    const r = read(md);
    const p = JSON.stringify(r.placement);
    expect(r.answers.fields.constraints ?? '', p).toBe('');
    expect(r.answers.outOfScope, p).toEqual([]);
  });
});
