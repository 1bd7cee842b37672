// A heading whose title carries its answer after a colon (heading-value.ts, briefs6): "## Goal: get every query
// under 200 ms", "## Warum: …" with or without text below: the answer its name names opens with the words after
// the colon. Look-alikes held: "## Session 3: Cache" (its name names nothing) stays the Context under its heading; a
// heading named outright elsewhere keeps the answer. Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const read = (md: string) => importBrief(md, kinds.get('task')!);
const steps = '\n\n## Next steps\n\n1. Add the GIN index\n2. Re-run the benchmark\n';

describe('a heading that states its answer after the colon', () => {
  it.each([
    ['en Goal with text', '## Goal: get every query under 200 ms\n\nThe dashboard times out today.', 'get every query under 200 ms'],
    ['en Why alone', '## Why: queries over 2 s make the dashboard time out', 'queries over 2 s make the dashboard time out'],
    ['de', '## Warum: Abfragen über 2 s lassen das Dashboard abbrechen', 'Abfragen über 2 s lassen das Dashboard abbrechen'],
    ['fr', '## Pourquoi : les requêtes de plus de 2 s bloquent le tableau de bord', 'les requêtes de plus de 2 s bloquent le tableau de bord'],
    ['es', '## Motivación: las consultas lentas bloquean el panel', 'las consultas lentas bloquean el panel'],
    ['ru', '## Зачем: запросы дольше 2 с роняют дашборд', 'запросы дольше 2 с роняют дашборд'],
    ['zh', '## 背景：超过 2 秒的查询让仪表盘超时', '超过 2 秒的查询让仪表盘超时'],
    ['ja', '## 目的：ダッシュボードのタイムアウトをなくす', 'ダッシュボードのタイムアウトをなくす'],
  ])('%s', (_l, heading, value) => {
    const r = read(`# Search index\n\n${heading}${steps}`);
    const p = JSON.stringify(r.placement);
    expect(`${r.answers.why}\n${r.answers.deliver}`, p).toMatch(new RegExp(`(^|\\n)${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('the text below the heading follows the value', () => {
    const r = read(`# Search index\n\n## Goal: get every query under 200 ms\n\nThe dashboard times out today.${steps}`);
    const text = `${r.answers.why}\n${r.answers.deliver}`;
    expect(text.indexOf('get every query under 200 ms')).toBeLessThan(text.indexOf('The dashboard times out today.'));
  });
});

describe('look-alikes', () => {
  it('a heading whose name before the colon names nothing is no answer', () => {
    const r = read(`# Search index\n\n## Why\n\nQueries over 2 s time out.\n\n## Session 3: Cache\n\nWe built the cache.${steps}`);
    expect(r.answers.why).toBe('Queries over 2 s time out.');
    expect(r.answers.context).toContain('We built the cache.');
  });
  it('a heading named outright keeps its answer', () => {
    const r = read(`# Search index\n\n## Why\n\nQueries over 2 s time out.\n\n## Goal: be fast\n\nSomething.${steps}`);
    expect(r.answers.why).toBe('Queries over 2 s time out.');
  });
});
