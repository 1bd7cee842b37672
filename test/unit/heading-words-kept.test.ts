// A heading matched to a section by a phrase keeps the words it says beyond the phrase (issue 10, nothing
// dropped: QA counted heading words as the ones still lost on unseen documents). "## Next steps for the parser
// rewrite" fills First step, and "parser rewrite" is written there, as the heading's line; a heading whose
// rest says nothing ("for tomorrow", "(optional)", a number) is the section's name alone.

import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';
import { headingSaysMore } from '../../src/brief/heading-rest.js';
import { BRIEF_HEAD, BRIEF_TAIL } from '../../src/brief/sections.js';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { parseDoc } from '../../src/brief/document.js';
import { UNPLACED_HEADING, unplacedLines } from '../../src/brief/unplaced.js';

let task: Kind;
beforeAll(async () => {
  task = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds.get('task')!;
});
const read = (md: string) => importBrief(md, task);
const brief = (first: string, body = 'Run the parser tests.') => `# Split the parser\n\n## Why\nThe parser is slow.\n\n## Deliver\nA streaming parser.\n\n## ${first}\n${body}\n`;
const spec = (key: string) => [...BRIEF_HEAD, ...BRIEF_TAIL].find((s) => s.key === key)!;

describe('a brief: a heading that says more than its section\'s name keeps its words', () => {
  it.each([
    ['Next steps for the parser rewrite'],
    ['Nächste Schritte für den Parser-Umbau'],
    ['Prochaines étapes du refactoring du parseur'],
    ['Следующие шаги по переписыванию парсера'],
  ])('"%s" fills First step, its heading the first line', (h) => {
    expect(read(brief(h)).answers.firstStep).toBe(`*From the heading: ${h}*\n\nRun the parser tests.`);
  });

  it.each([['First step'], ['Next steps'], ['First step for tomorrow'], ['Next steps (optional)'], ['2. Next steps'], ['🎯 Next steps for now'], ['Next steps — please'], ['Suggested first step'], ['Empfohlene nächste Schritte'], ['Erster Schritt für morgen'], ['Первый шаг завтра'], ['第一步']])('"%s" says nothing more: the answer alone', (h) => {
    expect(read(brief(h)).answers.firstStep).toBe('Run the parser tests.');
  });

  it('a list answer keeps its heading as the first item', () => {
    const r = read(`${brief('First step')}\n## Dead ends we hit with the regex lexer\n- backtracking blew up on nested quotes\n`);
    expect(r.answers.deadEnds).toEqual(['*From the heading: Dead ends we hit with the regex lexer*', 'backtracking blew up on nested quotes']);
  });

  it('a heading\'s marks are escaped: its text cannot close the line\'s emphasis or open markup', () => {
    expect(read(brief('Next steps for *the* `lexer` <b>now</b>')).answers.firstStep).toBe('*From the heading: Next steps for \\*the\\* \\`lexer\\` \\<b\\>now\\</b\\>*\n\nRun the parser tests.');
  });

  it('invisible characters in a heading change nothing', () => {
    const plain = read(brief('Next steps for the parser rewrite')).answers.firstStep;
    expect(read(brief('Next\u200b steps for the par\u2060ser rewrite\ufeff')).answers.firstStep).toBe(plain);
    expect(read(brief('First\u200d step for tomorrow')).answers.firstStep).toBe('Run the parser tests.');
  });

  it('a trailing parenthetical is asked too (the matcher drops it)', () => {
    expect(headingSaysMore('Next steps (after the cache fix)', spec('firstStep'))).toBe(true);
    expect(headingSaysMore('Next steps (optional)', spec('firstStep'))).toBe(false);
  });
});

describe('a return: a findings heading that says more is kept as the findings\' group', () => {
  const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
  const ret = (h: string, more = '') => importReturn(`# Cache review\n\nanswered: found two.\n\n## ${h}\n\n- the key ignores the locale\n- retries never back off\n${more}`, placeholders);

  it.each([['Findings (round 2, after the cache fix)'], ['Befunde der zweiten Runde'], ['Findings from the load test']])('"%s": both findings under it, its words kept', (h) => {
    const r = ret(h);
    expect(r.answers.findings).toEqual(['the key ignores the locale', 'retries never back off']);
    expect(r.layout.findingGroups).toEqual([[h], [h]]);
  });

  it.each([['Findings'], ['Findings so far'], ['Findings (optional)'], ['3. Findings']])('"%s" says nothing more: no group', (h) => {
    expect(ret(h).layout.findingGroups).toBeUndefined();
  });

  it('a list section\'s heading that says more is its first item', () => {
    const r = ret('Findings', '\n## Recommendations (for the release after 2.4)\n\n- pin the cache key\n');
    expect(r.answers.recommendations).toEqual(['*From the heading: Recommendations (for the release after 2.4)*', 'pin the cache key']);
  });
});

describe('the last check agrees: heading words kept are placed, names a reader consumed are not kept twice', () => {
  it('a heading line is asked only when the reader says so (a heading that says more than its section)', () => {
    const doc = parseDoc('# T\n\n## Next steps for the parser rewrite\n\nrun it\n');
    expect(unplacedLines(doc, ['run it'])).toEqual([]);
    expect(unplacedLines(doc, ['run it'], { asksHeading: () => true }).map((r) => r.text)).toEqual(['## Next steps for the parser rewrite']);
    expect(unplacedLines(doc, ['run it', '*From the heading: Next steps for the parser rewrite*'], { asksHeading: () => true })).toEqual([]);
  });

  it('a name read on a line counts as placed on that line only', () => {
    const doc = parseDoc('# T\n\nSee ci.yml first, the parser is slow.\n\nsee why not\n');
    expect(unplacedLines(doc, ['ci.yml the parser is slow', 'not']).map((r) => [r.from, r.to])).toEqual([[2, 5]]);
    expect(unplacedLines(doc, ['ci.yml the parser is slow', 'not'], { names: new Map([[2, ['See', 'first']]]) }).map((r) => [r.from, r.to])).toEqual([[4, 5]]);
  });

  it.each([
    ['labels opening sentences', '# Split the parser\n\n**Why:** the parser is slow.\n\n**Deliver:** a streaming parser.\n\nSee ci.yml. First thing to try: run the bench.\n'],
    ['a table whose first cells name the parts', '# Split the parser\n\n| Part | Text |\n|---|---|\n| Why | the parser is slow |\n| Deliver | a streaming parser |\n| First step | run the bench |\n'],
    ['front matter keys', '---\nbranch: feat/x\nevidence_commit: abc1234\n---\n# Split the parser\n\n## Why\nthe parser is slow.\n\n## Deliver\na streaming parser.\n\n## Next steps for the parser rewrite\nrun the bench.\n'],
    ['headings with invisible characters', '# Split the parser\n\n## Why\u200b\nthe parser is slow.\n\n## Deli\u2060ver\na streaming parser.\n\n## Next\u200d steps for the par\ufeffser rewrite\nrun the bench.\n'],
  ])('a brief of %s: nothing kept twice', (_name, md) => {
    const r = read(md);
    expect(r.extra.map((x) => x.heading)).not.toContain(UNPLACED_HEADING);
    expect(r.answers.firstStep).toContain('run the bench');
  });
});
