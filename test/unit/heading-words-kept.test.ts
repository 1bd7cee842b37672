// A heading matched to a section by a phrase keeps the words it says beyond the phrase (issue 10, nothing
// dropped: QA counted heading words as the ones still lost on unseen documents). "## Next steps for the parser
// rewrite" fills First step, and "parser rewrite" is written there, as the heading's line. In a brief (and a
// return's list sections) any word the tool's own heading does not write is kept so ("Next steps" under "First
// step": heading-words-written.test.ts); a findings heading whose rest says nothing ("so far", "(optional)", a
// number) gives no group.

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
import { renderBrief, renderReturn, withHeadingNotes } from '../../src/brief/render.js';
import { briefFromDoc } from '../../src/brief/read-brief.js';
import { returnFromDoc } from '../../src/brief/read-return.js';

let task: Kind;
beforeAll(async () => {
  task = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds.get('task')!;
});
const read = (md: string) => importBrief(md, task);
/** An answer as the document writes it: its heading notes' lines where they stood (render.ts). */
const written = (r: ReturnType<typeof read>, key: 'firstStep' | 'deadEnds') => withHeadingNotes(r.answers[key], r.notes[key]);
const brief = (first: string, body = 'Run the parser tests.') => `# Split the parser\n\n## Why\nThe parser is slow.\n\n## Deliver\nA streaming parser.\n\n## ${first}\n${body}\n`;
const spec = (key: string) => [...BRIEF_HEAD, ...BRIEF_TAIL].find((s) => s.key === key)!;

describe('a brief: a heading that says more than its section\'s name keeps its words', () => {
  it.each([
    ['Next steps for the parser rewrite'],
    ['Nächste Schritte für den Parser-Umbau'],
    ['Prochaines étapes du refactoring du parseur'],
    ['Следующие шаги по переписыванию парсера'],
  ])('"%s" fills First step, its heading the first line', (h) => {
    const r = read(brief(h));
    expect(r.answers.firstStep).toBe('Run the parser tests.');
    expect(written(r, 'firstStep')).toBe(`*From the heading: ${h}*\n\nRun the parser tests.`);
  });

  // (Every word of a heading the tool's own "First step" does not write is kept: "Next steps", "for
  // tomorrow", another language's name. Only the tool's words themselves, with a number or emoji, are not.)
  it.each([['First step for tomorrow'], ['Next steps (optional)'], ['🎯 Next steps for now'], ['Next steps — please'], ['Suggested first step'], ['Erster Schritt für morgen'], ['Первый шаг завтра']])('"%s": words the tool\'s "First step" does not write, its heading the first line', (h) => {
    const r = read(brief(h));
    expect(r.answers.firstStep).toBe('Run the parser tests.');
    expect(written(r, 'firstStep')).toBe(`*From the heading: ${h}*\n\nRun the parser tests.`);
  });

  // (A heading that is exactly one of First step's own names in prompts/headings.txt, in any language, says
  // nothing the tool's heading does not: no line (heading-rest.ts headingIsSectionName; brief-heading-names.test.ts).)
  it.each([['Next steps'], ['2. Next steps'], ['Empfohlene nächste Schritte'], ['第一步'], ['次のステップ'], ['다음 단계']])('"%s" is one of First step\'s own names: the answer alone', (h) => {
    const r = read(brief(h));
    expect(r.answers.firstStep).toBe('Run the parser tests.');
    expect(r.notes).toEqual({});
  });

  it.each([['First step'], ['First Step'], ['2. First step'], ['🎯 First step'], ['IV. First step'], ['FIRST STEP:'], ['First\u200b step']])('"%s" is the tool\'s own heading: the answer alone', (h) => {
    const r = read(brief(h));
    expect(r.answers.firstStep).toBe('Run the parser tests.');
    expect(r.notes).toEqual({});
  });

  it('a list answer keeps its heading apart: no item of its own, written as the line above its first item', () => {
    const r = read(`${brief('First step')}\n## Dead ends we hit with the regex lexer\n- backtracking blew up on nested quotes\n`);
    expect(r.answers.deadEnds).toEqual(['backtracking blew up on nested quotes']);
    expect(written(r, 'deadEnds')).toEqual(['*From the heading: Dead ends we hit with the regex lexer*', 'backtracking blew up on nested quotes']);
  });

  it('a heading\'s marks are escaped: its text cannot close the line\'s emphasis or open markup', () => {
    expect(written(read(brief('Next steps for *the* `lexer` <b>now</b>')), 'firstStep')).toBe('*From the heading: Next steps for \\*the\\* \\`lexer\\` \\<b\\>now\\</b\\>*\n\nRun the parser tests.');
  });

  it('invisible characters in a heading change nothing', () => {
    const plain = written(read(brief('Next steps for the parser rewrite')), 'firstStep');
    expect(written(read(brief('Next\u200b steps for the par\u2060ser rewrite\ufeff')), 'firstStep')).toBe(plain);
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

  it('a list section\'s heading that says more is kept apart from its items, written above the first', () => {
    const r = ret('Findings', '\n## Recommendations (for the release after 2.4)\n\n- pin the cache key\n');
    expect(r.answers.recommendations).toEqual(['pin the cache key']);
    expect(withHeadingNotes(r.answers.recommendations, r.layout.headingNotes?.recommendations)).toEqual(['*From the heading: Recommendations (for the release after 2.4)*', 'pin the cache key']);
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

describe('heading notes are kept apart from the answers: nothing that counts or reads items takes one for an item', () => {
  const anchor = { repo: '/src/app', branch: 'main', detached: false, head: '1234567890abcdef1234567890abcdef12345678', headShort: '1234567', dirty: [], untracked: [], cwd: '/src/app' };
  const returnTemplate = readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8');
  const meta = { id: 'task-split-the-parser-abcd', created: '2026-01-02 03:04 UTC', origin: anchor, returnTemplate };
  const withDeadEnds = `${brief('Next steps for the parser rewrite')}\n## Dead ends for the cache work\n- a global LRU: evicted the hot keys\n- memoising the lexer: no gain\n`;

  it('"## Dead ends for the cache work" over two items: two dead ends, the heading a note', () => {
    const r = read(withDeadEnds);
    expect(r.answers.deadEnds).toEqual(['a global LRU: evicted the hot keys', 'memoising the lexer: no gain']);
    expect(r.notes.deadEnds).toEqual([{ heading: 'Dead ends for the cache work', before: 'a global LRU: evicted the hot keys' }]);
  });

  it('a document with no title: the title hint is the why\'s sentence, not the heading\'s note', () => {
    const r = read('## Why we split the parser this week\nThe parser is slow on big files.\n\n## Deliver\nA streaming parser.\n');
    expect(r.answers.why).toBe('The parser is slow on big files.');
    expect(r.titleHint).toBe('The parser is slow on big files');
  });

  it('the written brief has each note\'s line where it stood, and reads back to the same answers and notes', () => {
    const r = read(withDeadEnds);
    const md = renderBrief(task, r.answers, meta, r.extra, r.notes);
    // (A line of its own above the list, not an item of it: a reader counts two dead ends.)
    expect(md).toContain('## Dead ends\n\n*From the heading: Dead ends for the cache work*\n\n- a global LRU: evicted the hot keys\n- memoising the lexer: no gain\n');
    expect(md).toContain('## First step\n\n*From the heading: Next steps for the parser rewrite*\n\nRun the parser tests.\n');
    const back = briefFromDoc(parseDoc(md), task);
    expect(back.answers.deadEnds).toEqual(r.answers.deadEnds);
    expect(back.answers.firstStep).toBe('Run the parser tests.');
    expect(back.notes).toEqual(r.notes);
    expect(renderBrief(task, back.answers, meta, back.extra, back.notes)).toBe(md);
  });

  it('no note: the written brief is as before (the notes argument changes nothing)', () => {
    const r = read(brief('First step'));
    expect(r.notes).toEqual({});
    expect(renderBrief(task, r.answers, meta, r.extra, r.notes)).toBe(renderBrief(task, r.answers, meta, r.extra));
  });

  it('a return written with notes, read back as pull and show read it: no note is a question or a recommendation', () => {
    const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
    const r = importReturn('# Cache review\n\nanswered: found one.\n\n## Findings\n\n- the key ignores the locale\n\n## Recommendations (for the release after 2.4)\n\n- pin the cache key\n\n## Open questions for the platform team\n\n- who owns the CDN config?\n', placeholders);
    expect(r.answers.recommendations).toEqual(['pin the cache key']);
    expect(r.answers.questions).toEqual(['who owns the CDN config?']);
    const md = renderReturn(r.answers, { id: 'task-x-abcd', n: 1, briefTitle: 'Cache', created: '2026-01-02 03:04 UTC', anchor }, r.extra, r.layout);
    // (A line of its own above the list, as a brief writes it: no reader counts it as an item.)
    expect(md).toContain('## Recommendations\n\n*From the heading: Recommendations (for the release after 2.4)*\n\n- pin the cache key');
    expect(md).toContain('## Open questions\n\n*From the heading: Open questions for the platform team*\n\n- who owns the CDN config?');
    const back = returnFromDoc(parseDoc(md));
    expect(back.answers.findings).toEqual(['the key ignores the locale']);
    expect(back.answers.recommendations).toEqual(['pin the cache key']);
    expect(back.answers.questions).toEqual(['who owns the CDN config?']);
    expect(back.layout.headingNotes).toEqual(r.layout.headingNotes);
  });
});

describe('a heading\'s bracketed qualifier is kept when the section is renamed to the tool\'s heading (QA class 8)', () => {
  const withSection = (h: string) => `${brief('First step')}\n## ${h}\n- keep the public API\n- no new dependencies\n`;
  it.each([
    ['Constraints (do not break these)', 'field:constraints'],
    ["Dead ends (don't re-raise)", 'deadEnds'],
    ['Decisions (final)', 'decided'],
    ['制約（必ず守る）', 'field:constraints'],
    ['决策（最终）', 'decided'],
  ])('"%s": a note above what it filled', (h, key) => {
    const r = read(withSection(h));
    expect(r.notes[key]?.map((n) => n.heading)).toEqual([h]);
  });

  it.each([['Constraints'], ['3. Constraints'], ['Constraints (2)']])('"%s" only restates the tool\'s heading: no note', (h) => {
    expect(read(withSection(h)).notes).toEqual({});
  });

  it.each([['制約（任意）'], ['制約'], ['Constraints (optional)']])('"%s": a word the tool\'s heading does not write, a note', (h) => {
    expect(read(withSection(h)).notes['field:constraints']?.map((n) => n.heading)).toEqual([h]);
  });
});
