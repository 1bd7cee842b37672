// QA 56 classes 5, 6 and 7 (brq56): a to-do section written as numbered sub-headings gives its first one as the
// first step (in any language); a bracketed qualifier after a heading's own words ("(mit Begründung)",
// "(IMPORTANT)") does not by itself give the heading a role. Synthetic documents in the shapes of QA 56's 03 and 05.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { taskKind } from '../helpers/written.js';

const read = (md: string) => importBrief(md, taskKind);
const constraints = (r: ReturnType<typeof read>) => r.answers.fields['constraints'] ?? '';

describe('class 5: a to-do section over numbered sub-headings', () => {
  const CASES: [string, string, RegExp][] = [
    ['en', '# Cleanup handoff\n\n## Why\nThe agent already runs the commands, so re-parsing its answer is redundant.\n\n## What Needs to Be Done\n\n### 1. Delete these files\n- `src/parser.ts`\n- `tests/parser.test.ts`\n\n### 2. Simplify the agent\nPost the agent\'s answer as the comment.\n\n## Important Context\n- Don\'t add command filtering.\n', /^Delete these files\n\n- `src\/parser\.ts`/],
    ['de', '# Aufräumen\n\n## Warum\nDer Agent führt die Befehle schon aus; das erneute Parsen ist überflüssig.\n\n## Was zu tun ist\n\n### 1. Diese Dateien löschen\n- `src/parser.ts`\n\n### 2. Den Agenten vereinfachen\nDie Antwort des Agenten als Kommentar posten.\n', /^Diese Dateien löschen/],
  ];
  it.each(CASES)('%s: the first numbered sub-heading (its title and text) is the first step, the section what to deliver', (_l, md, first) => {
    const r = read(md);
    expect(r.answers.firstStep).toMatch(first);
    expect(r.answers.deliver).toMatch(/Simplify the agent|Den Agenten vereinfachen/);
  });
  it('sub-headings that are not numbered steps give none', () => {
    const r = read('# Cleanup\n\n## Why\nIt is slow.\n\n## What Needs to Be Done\n\n### Parser\nDelete it.\n\n### Agent\nSimplify it.\n');
    expect(r.answers.firstStep).toBe('');
  });
});
