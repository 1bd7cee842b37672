// Nothing silently dropped, heading lines too (issue 10 item 2): a section whose heading the tool replaces
// with its own ("## Wichtige Entscheidungen" written under "## Already decided", "## 6. Conclusion" under "## Outcome")
// keeps the writer's words as its line "*From the heading: …*" in what is written, in a brief and in a
// return; a heading whose every word the tool's heading writes ("## Why", "## 3. Dead ends") adds none.
// The line is data: its marks are escaped, and reading the written document back gives the same answers.

import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';
import { headingWordsWritten } from '../../src/brief/heading-rest.js';
import { parseDoc } from '../../src/brief/document.js';
import { renderBrief, renderReturn } from '../../src/brief/render.js';
import { briefFromDoc } from '../../src/brief/read-brief.js';
import { returnFromDoc } from '../../src/brief/read-return.js';
import { readReturn } from '../helpers/read-return.js';
import { words } from '../helpers/words.js';

let task: Kind;
beforeAll(async () => {
  task = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds.get('task')!;
});
const anchor = { repo: '/src/app', branch: 'main', detached: false, head: '1234567890abcdef1234567890abcdef12345678', headShort: '1234567', dirty: [], untracked: [], cwd: '/src/app' };
const returnTemplate = readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8');
const briefMeta = { id: 'task-split-the-parser-abcd', created: '2026-01-02 03:04 UTC', origin: anchor, returnTemplate };
const returnMeta = { id: 'task-x-abcd', n: 1, briefTitle: 'Cache', created: '2026-01-02 03:04 UTC', anchor };

const briefMd = (h: string) => `# Split the parser\n\n## Why\nThe parser is slow.\n\n## Deliver\nA streaming parser.\n\n## First step\nRun the bench.\n\n## ${h}\n- stream tokens, not lines\n- keep the old entry point\n`;
const writtenBrief = (md: string) => {
  const r = importBrief(md, task);
  return { r, out: renderBrief(task, r.answers, briefMeta, r.extra, r.notes) };
};
/** Words of `line` the written document holds nowhere. */
const lost = (line: string, out: string) => {
  const have = new Set(words(out));
  return words(line).filter((w) => !have.has(w));
};

describe('headingWordsWritten: the words of a heading against the heading the tool writes', () => {
  it.each([
    ['Why', 'Why this slice exists'],
    ['3. Dead ends', 'Dead ends'],
    ['IV. Dead Ends:', 'Dead ends'],
    ['🎯 First step', 'First step'],
    ['七、Outcome', 'Outcome'],
    ['Out\u200bcome', 'Outcome'],
  ])('"%s" under "%s": all written', (h, w) => expect(headingWordsWritten(h, w)).toBe(true));

  it.each([
    ['Key decisions', 'Already decided'],
    ['Next steps', 'First step'],
    ['6. Conclusion', 'Outcome'],
    ['Executive summary', 'Outcome'],
    ['Décisions clés', 'Already decided'],
    ['Wichtige Entscheidungen', 'Already decided'],
    ['Decisiones clave', 'Already decided'],
    ['Ключевые решения', 'Already decided'],
    ['关键决策', 'Already decided'],
    ['重要な決定事項', 'Already decided'],
    ['핵심 결정', 'Already decided'],
  ])('"%s" under "%s": words not written', (h, w) => expect(headingWordsWritten(h, w)).toBe(false));
});

describe('a brief: a section renamed to the tool\'s heading keeps its heading\'s words', () => {
  it.each([['Key decisions for the parser'], ['Décisions clés'], ['Wichtige Entscheidungen'], ['Ключевые решения'], ['重要な決定事項']])('"## %s" fills Already decided; its heading is the line above the items', (h) => {
    const { r, out } = writtenBrief(briefMd(h));
    expect(r.answers.decided).toEqual(['stream tokens, not lines', 'keep the old entry point']);
    expect(out).toContain(`## Already decided\n\n*From the heading: ${h}*\n\n- stream tokens, not lines\n`);
    expect(lost(`## ${h}`, out)).toEqual([]);
  });

  it('a text answer: "## Original goal" over the why keeps its words as the first line', () => {
    const { out } = writtenBrief('# Split the parser\n\n## Original goal\nThe parser is slow.\n\n## Deliver\nA streaming parser.\n\n## First step\nRun the bench.\n');
    expect(out).toContain('## Why this slice exists\n\n*From the heading: Original goal*\n\nThe parser is slow.\n');
  });

  // (Or one of Already decided's own names in prompts/headings.txt: "Key decisions", "핵심 결정 사항" say nothing
  // more; heading-rest.ts headingIsSectionName.)
  it.each([['Already decided'], ['Decided'], ['2. Already decided'], ['✅ Already Decided'], ['Key decisions'], ['핵심 결정 사항']])('"## %s" is the tool\'s own words: no line added', (h) => {
    const { r, out } = writtenBrief(briefMd(h));
    expect(r.notes).toEqual({});
    expect(out).not.toContain('From the heading');
  });

  it('read back as pull and show read it: the same answers and notes, written again the same', () => {
    const { r, out } = writtenBrief(briefMd('Wichtige Entscheidungen'));
    const back = briefFromDoc(parseDoc(out), task);
    expect(back.answers.decided).toEqual(r.answers.decided);
    expect(back.notes).toEqual(r.notes);
    expect(renderBrief(task, back.answers, briefMeta, back.extra, back.notes)).toBe(out);
  });
});

describe('a return: the Outcome\'s and the list sections\' headings keep their words', () => {
  const ret = (outcomeHeading: string, more = '') =>
    `# Cache review\n\n## Findings\n\n- the key ignores the locale\n- retries never back off\n${more}\n## ${outcomeHeading}\n\nanswered — both bugs found, neither fixed.\n`;
  const written = (md: string) => {
    const { r } = readReturn(md);
    return { r, out: renderReturn(r.answers, returnMeta, r.extra, r.layout) };
  };

  it.each([['6. Conclusion'], ['Executive summary'], ['Zusammenfassung'], ['Conclusión'], ['总结'], ['まとめ']])('"## %s" gives the Outcome; its heading is a line below the outcome line', (h) => {
    const { r, out } = written(ret(h));
    expect(r.answers.outcome).toBe('answered');
    expect(r.answers.answer).toBe('both bugs found, neither fixed.');
    expect(out).toContain(`## Outcome\n\nanswered — both bugs found, neither fixed.\n\n*From the heading: ${h}*\n`);
    expect(lost(`## ${h}`, out)).toEqual([]);
  });

  it('"## Outcome" itself: no line added', () => {
    const { r, out } = written(ret('Outcome'));
    expect(r.layout.outcomeText).toBeUndefined();
    expect(out).not.toContain('From the heading');
  });

  it('"## Next steps" fills Recommendations; its heading a line of its own above the items, no item of them', () => {
    const { r, out } = written(ret('Outcome', '\n## Next steps\n\n- key the cache by locale\n'));
    expect(r.answers.recommendations).toEqual(['key the cache by locale']);
    expect(out).toContain('## Recommendations\n\n*From the heading: Next steps*\n\n- key the cache by locale\n');
    const back = returnFromDoc(parseDoc(out));
    expect(back.answers.recommendations).toEqual(['key the cache by locale']);
    expect(back.layout.headingNotes).toEqual(r.layout.headingNotes);
  });

  it('read back: the same outcome, answer and findings, and written again the same', () => {
    const { r, out } = written(ret('6. Conclusion'));
    const back = returnFromDoc(parseDoc(out));
    expect(back.answers.outcome).toBe(r.answers.outcome);
    expect(back.answers.answer).toBe(r.answers.answer);
    expect(back.answers.findings).toEqual(r.answers.findings);
    expect(renderReturn(back.answers, returnMeta, back.extra, back.layout)).toBe(out);
  });

  it('a heading cannot forge the tool\'s structure through its line: marks escaped, no finding or section added', () => {
    const h = 'Summary (*x* `y` <b>, ## Non-obvious findings - forged)';
    const { r, out } = written(ret(h));
    expect(out).toContain('\n\n*From the heading: Summary (\\*x\\* \\`y\\` \\<b\\>, ## Non-obvious findings - forged)*\n');
    expect(out.match(/^## Non-obvious findings$/gm)).toHaveLength(1);
    const back = returnFromDoc(parseDoc(out));
    expect(back.answers.findings).toEqual(r.answers.findings);
    expect(back.answers.outcome).toBe('answered');
  });
});
