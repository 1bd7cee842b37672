// Characterisation of how each hand-written fence reader read code fences before they were moved onto escape.ts
// fenceMask (tidy56): an unclosed ``` or ~~~ fence runs to the end of the text, a longer closing fence closes, a
// fence up to three spaces in counts, one deeper in a list item does not (done-items reads it at any indent).
// Each case is read through the reader's own exported contract, so the move must keep every answer.

import { describe, expect, it } from 'vitest';
import { bannersAsMarkdown, detailsAsMarkdown, quotedHunksAsMarkdown } from '../../src/brief/bot-review.js';
import { allItemsDone } from '../../src/brief/done-items.js';
import { caseResult } from '../../src/brief/failed-cases.js';
import { trailingState } from '../../src/brief/finding-state.js';
import { severityTitled } from '../../src/brief/findings.js';
import { markdownOfTags, withoutTildeUnderlines } from '../../src/brief/html-document.js';
import { summaryLabelsAsHeadings } from '../../src/brief/summary-labels.js';

/** The fence shapes every reader is asked about: lines placed between the text before and the text after. */
const FENCES: Record<string, { around: (inner: string) => string; codeAfter: boolean }> = {
  'unclosed backtick fence': { around: (x) => `\`\`\`\n${x}`, codeAfter: true },
  'unclosed tilde fence': { around: (x) => `~~~\n${x}`, codeAfter: true },
  'longer closing fence': { around: (x) => `\`\`\`\ncode\n\`\`\`\`\`\n${x}`, codeAfter: false },
  'shorter closing fence': { around: (x) => `\`\`\`\`\ncode\n\`\`\`\n${x}`, codeAfter: true },
  'closing fence with words after it': { around: (x) => `\`\`\`\ncode\n\`\`\` not a close\n${x}`, codeAfter: true },
  'other character closes nothing': { around: (x) => `\`\`\`\ncode\n~~~\n${x}`, codeAfter: true },
  'fence three spaces in': { around: (x) => `   \`\`\`\ncode\n   \`\`\`\n${x}`, codeAfter: false },
  'unclosed fence three spaces in': { around: (x) => `   ~~~\n${x}`, codeAfter: true },
};
/** A fence inside a list item, five spaces in: a fence of the item, not of the top level. */
const LIST_ITEM_FENCE = (x: string) => `- the item\n\n     \`\`\`\n${x}`;

describe('summary-labels: numbered labels inside a fence stay text', () => {
  const labels = (text: string) => (summaryLabelsAsHeadings(text) ?? text).split('\n').filter((l) => l.startsWith('## '));
  const before = '1. Primary Request and Intent:\n   Do it.\n\n2. Key Technical Concepts:\n   Things.\n';
  const after = '3. Files and Code Sections:\n   a.ts\n';
  for (const [name, { around, codeAfter }] of Object.entries(FENCES))
    it(name, () => expect(labels(before + around(after))).toHaveLength(codeAfter ? 2 : 3));
  it('a list item fence five spaces in is no top-level fence', () => expect(labels(before + LIST_ITEM_FENCE(after))).toHaveLength(3));
});

describe('html-document markdownOfTags: tags inside a fence stay text', () => {
  const tags = (text: string) => (markdownOfTags(text) ?? '').split('\n').filter((l) => l.startsWith('## '));
  const before = '<context>\nThe cache.\n</context>\n';
  const after = '<task>\nFix it.\n</task>\n';
  for (const [name, { around, codeAfter }] of Object.entries(FENCES))
    it(name, () => expect(tags(before + around(after))).toEqual(codeAfter ? ['## context'] : ['## context', '## task']));
});

describe('done-items allItemsDone: items inside a fence are not counted', () => {
  const done = (text: string) => allItemsDone(text.split('\n'), () => false);
  for (const [name, { around, codeAfter }] of Object.entries(FENCES)) {
    // (done-items toggles on any fence line at any indent: its answers for the shapes CommonMark reads otherwise
    // are stated apart below.)
    if (/shorter|words after|other character/.test(name)) continue;
    it(name, () => expect(done(`- [x] a\n${around('- [ ] b\n')}`)).toBe(codeAfter));
  }
  it('a fence inside a list item, any indent, hides its lines', () => expect(done(`- [x] a\n\n     \`\`\`\n     - [ ] b\n     \`\`\`\n`)).toBe(true));
  it('an indented closing fence closes', () => expect(done('- [x] a\n  ```\n  - [ ] x\n  ```\n- [ ] b')).toBe(false));
});

describe('html-document withoutTildeUnderlines: an underline inside a fence stays', () => {
  const underlined = (text: string) => (withoutTildeUnderlines(`Intro\n\n${text}`) ?? '').includes('\nFindings\n--------\n');
  const after = 'Findings\n~~~~~~~~\n\nThe cache.\n';
  it('read outside a fence', () => expect(underlined(after)).toBe(true));
  for (const [name, { around, codeAfter }] of Object.entries(FENCES))
    it(name, () => expect(underlined(around(after))).toBe(!codeAfter));
  it('a list item fence five spaces in is no top-level fence', () => expect(underlined(LIST_ITEM_FENCE(after))).toBe(true));
});

const REVIEW = (inner: string) =>
  [
    '**Actionable comments posted: 1**',
    '',
    inner,
    '<details>',
    '<summary>🧹 Nitpick comments (1)</summary><blockquote>',
    '',
    '<details>',
    '<summary>src/a.py (1)</summary><blockquote>',
    '',
    '`10-12`: **Rename the helper.**',
    '',
    'It shadows a builtin.',
    '',
    '</blockquote></details>',
    '',
    '</blockquote></details>',
  ].join('\n');

describe('bot-review detailsAsMarkdown: blocks inside a fence stay as they are', () => {
  const headings = (text: string) => (detailsAsMarkdown(text) ?? '').split('\n').filter((l) => /^#{1,6} /.test(l));
  for (const [name, { around, codeAfter }] of Object.entries(FENCES))
    it(name, () => expect(headings(REVIEW(around('')))).toHaveLength(codeAfter ? 0 : 3));
  it('a list item fence five spaces in is no top-level fence', () => expect(headings(REVIEW(LIST_ITEM_FENCE('')))).toHaveLength(3));
  it('a fence naming markdown is read through', () => expect(headings(`\`\`\`\`md\n${REVIEW('')}\n\`\`\`\``)).toHaveLength(3));
});

describe('bot-review one-column tables (Qodo): a table inside a fence stays a table', () => {
  const table = "<table>\n<tr><td>⚡&nbsp;<strong>Recommended focus areas for review</strong><br><br>\n\n<details><summary><a href='https://example.invalid/f#R1'><strong>Null header</strong></a>\n\nThe parser reads the header first.\n</summary>\n\n</details>\n\n</td></tr>\n</table>";
  const unwrapped = (text: string) => (detailsAsMarkdown(`${REVIEW('')}\n\n## PR Reviewer Guide 🔍\n\n${text}\n`) ?? '').includes('⚡ **Recommended focus areas');
  it('read outside a fence', () => expect(unwrapped(table)).toBe(true));
  for (const [name, { around, codeAfter }] of Object.entries(FENCES)) {
    // (Its hand-written loop closed a fence at any closing run, shorter ones too: stated apart below.)
    if (name === 'shorter closing fence') continue;
    it(name, () => expect(unwrapped(around(table))).toBe(!codeAfter));
  }
});

describe('bot-review bannersAsMarkdown: a banner inside a fence is its text', () => {
  const items = (text: string) => (bannersAsMarkdown(text) ?? '').split('\n').filter((l) => l.startsWith('- '));
  const before = '########## bot :: src/a.py:10 ##########\nRename it.\n';
  const after = '########## bot :: src/b.py:20 ##########\nGuard it.\n';
  for (const [name, { around, codeAfter }] of Object.entries(FENCES))
    it(name, () => expect(items(before + around(after))).toHaveLength(codeAfter ? 1 : 2));
});

describe('bot-review quotedHunksAsMarkdown: a hunk inside a fence is no comment', () => {
  const comments = (text: string) => (quotedHunksAsMarkdown(text) ?? '').split('\n').filter((l) => l.startsWith('## '));
  const head = 'Copilot reviewed 2 out of 2 changed files.\n\n';
  const hunk = (w: string) => `\n> -old ${w}\n> +new ${w}\n\nThe ${w} value is never read. It should go.\n`;
  for (const [name, { around, codeAfter }] of Object.entries(FENCES))
    it(name, () => expect(comments(head + hunk('first') + around(hunk('second')))).toHaveLength(codeAfter ? 1 : 2));
});

// Where the hand-written loops read a fence otherwise than a renderer does, fenceMask's reading is kept: a fence
// closes only at a run of its own character at least as long, with nothing after it.
describe('fences read as a renderer shows them (what the move onto fenceMask mends)', () => {
  it('done items: a "~~~" or a "```js" line inside a ``` fence does not close it', () => {
    const done = (text: string) => allItemsDone(text.split('\n'), () => false);
    expect(done('- [x] a\n```\n~~~\n- [ ] b\n```')).toBe(true);
    expect(done('- [x] a\n```\n```js\n- [ ] b\n```')).toBe(true);
    expect(done('- [x] a\n````\n```\n- [ ] b\n````')).toBe(true);
  });
  it('Qodo table: a shorter run does not close a fence, so a table below it stays as typed', () => {
    const table = "<table>\n<tr><td>⚡&nbsp;<strong>Recommended focus areas for review</strong><br><br>\n\n<details><summary><a href='https://example.invalid/f#R1'><strong>Null header</strong></a>\n\nThe parser reads the header first.\n</summary>\n\n</details>\n\n</td></tr>\n</table>";
    const md = detailsAsMarkdown(`${REVIEW('')}\n\n## PR Reviewer Guide 🔍\n\n\`\`\`\`\ncode\n\`\`\`\n${table}\n`) ?? '';
    expect(md).toContain('<tr><td>⚡&nbsp;<strong>Recommended focus areas');
  });
});

// The three readers of a heading's closing part (failed-cases.ts caseResult, finding-state.ts trailingState,
// findings.ts severityTitled), separator by separator: what each accepts and refuses. They agree on 8 of these 16
// separators and differ on the rest (a colon closes a test case's result, never a state or a level; "--" closes a
// state only; an unspaced "(" a state only; "【】" a level only), so no one `closingPart` serves all three without
// changing what documents read: this table is what a future unification has to keep.
describe('the closing part of a heading: each reader\'s separators', () => {
  const seps: Record<string, (t: string, w: string) => string> = {
    'space em dash': (t, w) => `${t} — ${w}`,
    'space en dash': (t, w) => `${t} – ${w}`,
    'space hyphen': (t, w) => `${t} - ${w}`,
    'space double hyphen': (t, w) => `${t} -- ${w}`,
    'space horizontal bar': (t, w) => `${t} ― ${w}`,
    'em dash unspaced': (t, w) => `${t}—${w}`,
    'em dash, no space after': (t, w) => `${t} —${w}`,
    colon: (t, w) => `${t}: ${w}`,
    'fullwidth colon': (t, w) => `${t}：${w}`,
    'round brackets': (t, w) => `${t} (${w})`,
    'round brackets unspaced': (t, w) => `${t}(${w})`,
    'square brackets': (t, w) => `${t} [${w}]`,
    'fullwidth round brackets': (t, w) => `${t}（${w}）`,
    'lenticular brackets': (t, w) => `${t}【${w}】`,
    slash: (t, w) => `${t} / ${w}`,
    comma: (t, w) => `${t}, ${w}`,
  };
  // [test case result, title's state, title's level]
  const expected: Record<string, [string | null, string | null, boolean]> = {
    'space em dash': ['failed', 'fixed', true],
    'space en dash': ['failed', 'fixed', true],
    'space hyphen': ['failed', 'fixed', true],
    'space double hyphen': [null, 'fixed', false],
    'space horizontal bar': [null, 'fixed', true],
    'em dash unspaced': [null, null, false],
    'em dash, no space after': ['failed', null, true],
    colon: ['failed', null, false],
    'fullwidth colon': ['failed', null, false],
    'round brackets': ['failed', 'fixed', true],
    'round brackets unspaced': [null, 'fixed', false],
    'square brackets': ['failed', 'fixed', true],
    'fullwidth round brackets': [null, 'fixed', true],
    'lenticular brackets': [null, null, true],
    slash: [null, null, false],
    comma: [null, null, false],
  };
  for (const [name, sep] of Object.entries(seps))
    it(name, () =>
      expect([caseResult(sep('Test 3', 'failed')) ?? null, trailingState(sep('Cache key ignores the locale', 'fixed'))?.state ?? null, severityTitled(sep('Cache key ignores the locale', 'high'))]).toEqual(expected[name]),
    );
});
