// A plan in numbered stages beside a section that already says what to deliver (acceptance criteria): the
// open stages are the work, so they join What to deliver instead of the Context; stages marked done, or a
// history of closed stages inside a section of its own, stay where they were. Synthetic documents only.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';

let task: Kind;
beforeAll(async () => {
  task = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds.get('task')!;
});
const read = (md: string) => importBrief(md, task);

describe('open stages beside stated acceptance criteria are what to deliver', () => {
  it.each([
    ['en', 'Stage', 'Acceptance criteria'],
    ['de', 'Stufe', 'Akzeptanzkriterien'],
    ['es', 'Fase', 'Criterios de aceptación'],
    ['ru', 'Этап', 'Критерии приёмки'],
  ])('%s', (_lang, word, criteria) => {
    const md = `# Billing console polish\n\nThe console should feel like its siblings.\n\n## Why\nSupport cannot find refunds.\n\n## ${word} 1 — Refund queue\nOne queue for refunds and disputes, oldest first.\n\n## ${word} 2 — Invoice diff\nShow old and new invoice side by side; the card links to the review, it never sends anything itself.\n\n## ${word} 3 — Key inventory\nList the API keys by last use.\n\n## ${criteria}\n- a refund older than a day is on top\n`;
    const r = read(md);
    const p = JSON.stringify(r.placement);
    expect(r.answers.deliver, p).toContain('Key inventory');
    expect(r.answers.deliver, p).toContain('it never sends anything itself');
    expect(r.answers.deliver, p).toContain('a refund older than a day is on top');
    // (In document order: the stages, then the criteria.)
    expect(r.answers.deliver.indexOf('Refund queue'), p).toBeLessThan(r.answers.deliver.indexOf('a refund older than a day'));
    expect(r.answers.context ?? '', p).not.toContain('Key inventory');
    expect(r.answers.firstStep, p).toMatch(/queue for refunds/);
  });
});

describe('stages that are done, or a history of them, stay the Context', () => {
  it('stages whose headings say they are done', () => {
    const r = read('# Billing console\n\n## Why\nSupport cannot find refunds.\n\n## Stage 1 — Refund queue ✅ done\nShipped in May.\n\n## Stage 2 — Invoice diff (done)\nShipped in June.\n\n## Acceptance criteria\n- a refund older than a day is on top\n\n## First step\nRead refunds.ts.\n');
    const p = JSON.stringify(r.placement);
    expect(r.answers.deliver, p).not.toContain('Shipped in May');
    expect(r.answers.deliver, p).not.toContain('Shipped in June');
    expect(r.answers.context, p).toContain('Shipped in May');
  });
  it('closed stages under a history section', () => {
    const r = read('# Billing console\n\n## Why\nSupport cannot find refunds.\n\n## Current state\nThe queue works.\n\n### Stage 1 — Refund queue\nShipped in May.\n\n### Stage 2 — Invoice diff\nShipped in June.\n\n## Acceptance criteria\n- a refund older than a day is on top\n\n## First step\nRead refunds.ts.\n');
    const p = JSON.stringify(r.placement);
    expect(r.answers.deliver, p).not.toContain('Shipped in May');
    expect(r.answers.context, p).toContain('Shipped in June');
  });
});
