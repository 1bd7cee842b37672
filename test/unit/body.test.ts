// --body: markdown whose headings fill the brief's sections; flags layered over it; what is still missing.

import { describe, expect, it } from 'vitest';
import { parseDoc } from '../../src/brief/document.js';
import { briefFromDoc } from '../../src/brief/read-brief.js';
import { listItems } from '../../src/brief/items.js';
import { applyFlags, missingRequired, normalizeBrief, parseFields } from '../../src/brief/answers.js';
import { emptyBrief, normalizeHeading } from '../../src/brief/sections.js';
import { builtInKinds } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const kind = (name: string) => kinds.get(name)!;
const body = (md: string, k = 'bug') => briefFromDoc(parseDoc(md), kind(k));

describe('headings name sections, case-insensitively', () => {
  it.each([
    // [heading as written, the answer it fills]
    ['Why this slice exists', 'why'],
    ['WHY THIS SLICE EXISTS', 'why'],
    ['why', 'why'],
    ['Why', 'why'],
    ['Background', 'why'],
    ['1. Why:', 'why'],
    ['**Why**', 'why'],
    ['What to deliver', 'deliver'],
    ['What to deliver (done when)', 'deliver'],
    ['Deliver', 'deliver'],
    ['done when', 'deliver'],
    ['Acceptance Criteria', 'deliver'],
    ['Context', 'context'],
    ['Current state', 'context'],
    ['First step', 'firstStep'],
    ['first-step', 'firstStep'],
    ['FirstStep', 'firstStep'],
    ['Start here', 'firstStep'],
    ['First task', 'firstStep'],
    ["What's been done", 'context'],
    ['Exit criteria', 'deliver'],
  ])('"## %s" fills %s', (heading, key) => {
    const r = body(`## ${heading}\n\nthe text\n`);
    expect((r.answers as unknown as Record<string, unknown>)[key]).toBe('the text');
    expect(r.given.has(key)).toBe(true);
    expect(r.extra).toEqual([]);
  });

  it.each([
    ['Already decided', 'decided'],
    ['decisions', 'decided'],
    ['Dead ends', 'deadEnds'],
    ['What was tried', 'deadEnds'],
    ['deadEnds', 'deadEnds'],
    ['Pointers', 'pointers'],
    ['Key files', 'pointers'],
    ['References', 'pointers'],
    ['Out of scope', 'outOfScope'],
    ['Non-goals', 'outOfScope'],
    ['outOfScope', 'outOfScope'],
    ['Tried so far', 'deadEnds'],
    ['What we tried', 'deadEnds'],
    ['Failed approaches', 'deadEnds'],
    ['Things that failed', 'deadEnds'],
    ['Ruled out', 'deadEnds'],
    ['Bereits versucht', 'deadEnds'],
    ['Что уже пробовали', 'deadEnds'],
    ['試したこと', 'deadEnds'],
    ['Key locations', 'pointers'],
    ['Relevant code', 'pointers'],
    ['Commands', 'pointers'],
    ['Conventions', 'decided'],
  ])('"## %s" fills the list %s', (heading, key) => {
    const r = body(`## ${heading}\n\n- one\n- two\n  continued\n`);
    expect((r.answers as unknown as Record<string, unknown>)[key]).toEqual(['one', 'two\ncontinued']);
  });

  it.each([
    ['Observed', 'observed'],
    ['observed', 'observed'],
    ['How to reproduce', 'reproduce'],
    ['HOW TO REPRODUCE', 'reproduce'],
    ['reproduce', 'reproduce'],
    ['Evidence', 'evidence'],
  ])("bug: \"## %s\" fills the kind's question %s", (heading, name) => {
    const r = body(`## ${heading}\n\nsome text\n`);
    expect(r.answers.fields[name]).toBe('some text');
    expect(r.given.has(`field:${name}`)).toBe(true);
  });

  it.each([
    ['prototype', 'The question', 'question'],
    ['prototype', 'settles', 'settles'],
    ['prototype', 'Evidence that settles it', 'settles'],
    ['review', 'Claims to try to break', 'claims'],
    ['review', 'claims', 'claims'],
    ['review', 'What to review', 'range'],
    ['task', 'Constraints', 'constraints'],
  ])('%s: "## %s" fills %s', (k, heading, name) => {
    expect(body(`## ${heading}\n\nx y\n`, k).answers.fields[name]).toBe('x y');
  });

  it('takes the title from a single "# " heading, and any (one) heading level for sections', () => {
    const r = body('# Flaky login\n\n### Why\n\nbecause\n\n### First step\n\nrun it\n');
    expect(r.answers.title).toBe('Flaky login');
    expect(r.answers.why).toBe('because');
    expect(r.answers.firstStep).toBe('run it');
  });

  it('normalises headings: case, numbering, emphasis, trailing colon and parenthetical', () => {
    expect(normalizeHeading('  2) **Dead Ends** (each with why):  ')).toBe('dead ends');
    expect(normalizeHeading('IV. Context')).toBe('context');
  });

  it('a trailing parenthetical goes whatever it holds; runs of brackets or blanks read as few do', () => {
    expect(normalizeHeading('Dead ends (each ( with why)')).toBe('dead ends');
    expect(normalizeHeading('Dead ends (each (with) why)')).toBe('dead ends each with why');
    expect(normalizeHeading('Notes [draft] （old）')).toBe('notes draft');
    expect(normalizeHeading('Why (see below')).toBe('why see below');
    expect(normalizeHeading(`Notes ${'('.repeat(50000)}x)`)).toBe(normalizeHeading('Notes ((x)'));
    expect(normalizeHeading(`Notes ${' '.repeat(50000)}(x)`)).toBe('notes');
  });

  it('drops invisible format characters (zero-width space and joiners, word joiner, BOM) inside words', () => {
    for (const c of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff']) expect(normalizeHeading(`Out${c}come`), `U+${c.charCodeAt(0).toString(16)}`).toBe('outcome');
    expect(body('## Fir\u200bst step\n\nrun it\n', 'task').answers.firstStep).toBe('run it');
  });
});

describe('what the body does not name', () => {
  it('keeps sections that match nothing, with their text (in the Context under their heading, or under their own name), and leaves subsections inside the section they belong to', () => {
    const r = body('## Why\n\nw\n\n### A detail of why\n\nd\n\n## Glossary\n\nAST: the tree\n\n## Risks\n\n- it may break\n');
    expect(r.answers.why).toBe('w\n\n### A detail of why\n\nd');
    expect(r.answers.context).toBe('**Glossary:**\n\nAST: the tree');
    // (A heading a brief and a return both keep, "Risks", stays a section of its own.)
    expect(r.extra).toEqual([{ heading: 'Risks', text: '- it may break' }]);
  });

  it('a deeper heading is part of the section above it', () => {
    expect(body('## Why\n\nbecause\n\n#### First step\n\nrun it\n').answers.why).toBe('because\n\n#### First step\n\nrun it');
  });

  it('but a Deliver and a First step one level under the why are those answers when nothing else gives them', () => {
    const r = body('## Why\n\nbecause\n\n### Background\n\nsince v2\n\n### Deliver\n\na fix\n\n### First step\n\nrun it\n');
    expect(r.answers).toMatchObject({ why: 'because\n\n### Background\n\nsince v2', deliver: 'a fix', firstStep: 'run it' });
  });

  it('a kind question wins over a shared alias: task "## Constraints" is the constraints, not Already decided', () => {
    const r = body('## Constraints\n\nNode 20 only\n', 'task');
    expect(r.answers.fields.constraints).toBe('Node 20 only');
    expect(r.answers.decided).toEqual([]);
    // Other kinds have no such question, so there it is still read as decisions.
    expect(body('## Constraints\n\n- Node 20 only\n', 'bug').answers.decided).toEqual(['Node 20 only']);
  });

  it('a body with no headings at all is a preamble, and the context', () => {
    const r = body('Just some notes.\n\nTwo paragraphs, no headings.\n');
    expect(r.preamble).toBe('Just some notes.\n\nTwo paragraphs, no headings.');
    expect(r.answers.context).toBe(r.preamble);
    expect([...r.given]).toEqual(['context']);
    expect(r.extra).toEqual([]);
  });

  it('text before the first section is the preamble too', () => {
    expect(body('# T\n\nintro line\n\n## Why\n\nw\n').preamble).toBe('intro line');
  });

  it('headings inside code fences and HTML comments are not sections', () => {
    const r = body('## Why\n\n```md\n## First step\n```\n<!--\n## Deliver\n-->\n');
    expect(r.given.has('firstStep')).toBe(false);
    expect(r.given.has('deliver')).toBe(false);
    expect(r.answers.why).toBe('```md\n## First step\n```\n<!--\n## Deliver\n-->');
  });

  it('an empty section is given, but empty (so it still counts as missing)', () => {
    const r = body('## Why\n\n## Deliver\n\nd\n');
    expect(r.answers.why).toBe('');
    expect(missingRequired(kind('bug'), normalizeBrief(r.answers)).map((m) => m.flag)).toContain('--why');
  });

  it('a section whose answer another one already gave takes the next one it names: "## Problem" then "## Goal"', () => {
    const r = body('# T\n\n## Problem\nNames lose accents.\n\n## Goal\nFix it; done when José is intact.\n\n## Start here\nRun the export.\n', 'task');
    expect(r.answers.why).toBe('Names lose accents.');
    expect(r.answers.deliver).toBe('Fix it; done when José is intact.');
    expect(r.placement.map((p) => p.to)).toEqual(['title', 'Why this slice exists', 'What to deliver', 'First step']);
    // With both filled, it is kept as it is.
    expect(body('## Why\nw\n\n## Deliver\nd\n\n## Goal\ng\n', 'task').extra).toEqual([{ heading: 'Goal', text: 'g' }]);
  });

  it('two sections with the same name side by side are one answer, in order (not a second section under the tool\'s name)', () => {
    const r = body('## Why\n\nfirst\n\n## Why\n\nsecond\n');
    expect(r.answers.why).toBe('first\n\nsecond');
    expect(r.extra).toEqual([]);
  });
});

describe('list sections read the ways people write lists', () => {
  it.each([
    ['dash bullets', '- a\n- b', ['a', 'b']],
    ['star and plus bullets', '* a\n+ b', ['a', 'b']],
    ['numbered', '1. a\n2) b', ['a', 'b']],
    ['paragraphs', 'a\n\nb', ['a', 'b']],
    ['sub-headings and paragraphs, one item each', '### a\n\ndetail\n\n### b', ['a', 'detail', 'b']],
    ['multi-line items', '- a\n  more a\n\n  still a\n- b', ['a\nmore a\n\nstill a', 'b']],
    ['a fenced block inside an item', '- run:\n  ```\n  - not an item\n  ```\n- b', ['run:\n```\n- not an item\n```', 'b']],
  ])('%s', (_name, raw, items) => {
    expect(listItems(raw)).toEqual(items);
  });

  it('table rows are the ones marked finds: random tables and their neighbours (seeded)', async () => {
    const { mulberry32 } = await import('../helpers/gen.js');
    const rand = mulberry32(0x7ab1e5);
    const pieces = ['| a | b |', '|---|---|', '| x | y |', 'a | b', '--- | ---', '|:-:|--|', '| 1 |', '|---|', '', 'text line', '- item', '  | in | item |', '> quote', '| c \\| d | e |'];
    for (let n = 0; n < 500; n++) {
      const lines = Array.from({ length: 2 + Math.floor(rand() * 7) }, () => pieces[Math.floor(rand() * pieces.length)]!);
      const md = `## Key files\n\n${lines.join('\n')}\n`;
      const doc = parseDoc(md);
      const rows = doc.blocks.top.flatMap((b) => (b.token.type === 'table' ? (b.token as { rows: { text: string }[][] }).rows : [])).filter((r) => r.some((c) => c.text.trim()));
      const r = briefFromDoc(doc, kind('task'));
      const want = rows.map((row) => row.map((c) => c.text.trim()).filter(Boolean).join(' — '));
      // Every row marked sees is an item of its own, and a table is said in placement exactly when it has rows.
      for (const w of want) expect(r.answers.pointers, JSON.stringify(md)).toContain(w);
      expect(r.placement.some((p) => p.from.startsWith('(a table')), JSON.stringify(md)).toBe(want.length > 0);
    }
  });

  it('a table in a brief list section: one item per row, cells joined with " — " (escaped pipes kept)', () => {
    const r = body('## Key files\n\n| File | Why |\n|:--|--:|\n| `src/a.ts:40` | retry loop |\n| `b\\|c.ts` | |\n\n- and a list item\n', 'task');
    expect(r.answers.pointers).toEqual(['`src/a.ts:40` — retry loop', '`b|c.ts`', 'and a list item']);
    expect(r.extra).toEqual([{ heading: 'How the tables were read', text: '- Pointers, items 1-2: a table (columns: File, Why), one item per row' }]);
    // A table inside an item, or a pipe line that is no table, stays as written.
    expect(body('## Key files\n\n- a:\n  | x | y |\n  |---|---|\n  | 1 | 2 |\n', 'task').answers.pointers).toEqual(['a:\n| x | y |\n|---|---|\n| 1 | 2 |']);
    expect(body('## Key files\n\n- |…\n  |---|---|\n', 'task').answers.pointers).toEqual(['|…\n|---|---|']);
    // Other readers of lists (a return's recommendations) keep a table as one item.
    expect(listItems('| a | b |\n|---|---|\n| 1 | 2 |')).toEqual(['| a | b |\n|---|---|\n| 1 | 2 |']);
  });
});

describe('flags override the body', () => {
  it('each given flag replaces that answer; the rest of the body stays', () => {
    const parsed = body('# Body title\n\n## Why\n\nbody why\n\n## Deliver\n\nbody deliver\n\n## Pointers\n\n- a.ts\n- b.ts\n\n## Observed\n\nbody observed\n');
    const { fields } = parseFields(['observed=flag observed'], kind('bug'));
    const a = applyFlags(parsed.answers, parsed.given, { title: 'Flag title', why: 'flag why', pointer: ['c.ts'] }, fields);
    expect(a.title).toBe('Flag title');
    expect(a.why).toBe('flag why');
    expect(a.deliver).toBe('body deliver');
    expect(a.pointers).toEqual(['c.ts']);
    expect(a.fields.observed).toBe('flag observed');
    expect(parsed.given.has('title') && parsed.given.has('field:observed')).toBe(true);
  });

  it('an empty list flag does not wipe the body; repeatable flags keep their order', () => {
    const parsed = body('## Dead ends\n\n- x — failed\n');
    expect(applyFlags(parsed.answers, parsed.given, { deadEnd: [] }, {}).deadEnds).toEqual(['x — failed']);
    expect(applyFlags(parsed.answers, parsed.given, { deadEnd: ['b', ' ', 'a'] }, {}).deadEnds).toEqual(['b', 'a']);
  });
});

describe('--field name=value', () => {
  it.each([
    [['observed=it hangs'], { observed: 'it hangs' }],
    [['observed=a=b'], { observed: 'a=b' }],
    [['Observed=x'], { observed: 'x' }],
    [['observed=line one\nline two'], { observed: 'line one\nline two' }],
  ])('%j -> %j', (args, fields) => {
    expect(parseFields(args, kind('bug'))).toEqual({ fields, problems: [] });
  });

  it('dashes in a name are underscores', () => {
    const k = { name: 'x', questions: [{ name: 'due_date', heading: 'Due', prompt: 'Due?', required: false }] };
    expect(parseFields(['due-date=friday'], k).fields).toEqual({ due_date: 'friday' });
  });

  it.each([
    ['observed', 'expected name=value'],
    ['=x', 'expected name=value'],
    ['nope=1', 'the bug kind has no question "nope" (it has: observed, expected, reproduce, evidence)'],
  ])('refuses %j: %s', (arg, problem) => {
    expect(parseFields([arg], kind('bug')).problems).toEqual([{ arg, problem }]);
  });

  it('a question with choices refuses other answers', () => {
    expect(parseFields(['throwaway=maybe'], kind('prototype')).problems).toEqual([{ arg: 'throwaway=maybe', problem: '"throwaway" must be one of: throwaway, keep' }]);
    expect(parseFields(['throwaway=keep'], kind('prototype')).fields).toEqual({ throwaway: 'keep' });
  });
});

describe('missing required answers name the flag that supplies each', () => {
  it.each([
    ['bug', ['--title', '--why', '--deliver', '--first-step', '--field observed=...', '--field expected=...', '--field reproduce=...']],
    ['prototype', ['--title', '--why', '--deliver', '--first-step', '--field question=...', '--field settles=...']],
    ['review', ['--title', '--why', '--deliver', '--first-step', '--field claims=...']],
    ['task', ['--title', '--why', '--deliver', '--first-step']],
  ])('%s with nothing answered', (k, flags) => {
    expect(missingRequired(kind(k), emptyBrief()).map((m) => m.flag)).toEqual(flags);
  });

  it('names them in words too', () => {
    const names = missingRequired(kind('bug'), emptyBrief()).map((m) => m.name);
    expect(names).toEqual(['title', 'why this slice exists', 'what to deliver', 'first step', 'observed (What happens?)', 'expected (What should happen instead?)', 'reproduce (How to reproduce it (commands, inputs, environment)?)']);
  });

  it('whitespace-only answers are missing; a default answers its question', () => {
    const a = { ...emptyBrief(), title: '  ', why: '\n\n', deliver: 'd', firstStep: 'f', fields: { question: 'q', settles: 's' } };
    expect(missingRequired(kind('prototype'), a).map((m) => m.flag)).toEqual(['--title', '--why']);
  });
});

describe('sub-headings inside a section', () => {
  it('a "### " inside a matched section stays a sub-heading (not "\\###") and reads back into the same section', async () => {
    const { renderBrief } = await import('../../src/brief/render.js');
    const b = body('# T\n\n## Why\n\nbecause\n\n### Detail\n\nmore\n\n## Deliver\n\nd\n\n## First step\n\nf\n', 'task');
    expect(b.answers.why).toBe('because\n\n### Detail\n\nmore');
    const anchor = { repo: '/r', branch: 'main', detached: false, head: null, headShort: null, dirty: [], untracked: [], cwd: '/r' };
    const md = renderBrief(kind('task'), b.answers, { id: 'task-t-abcd', created: 'now', origin: anchor, returnTemplate: 'x' }, b.extra);
    expect(md).toContain('\n### Detail\n');
    expect(md).not.toContain('\\###');
    expect(briefFromDoc(parseDoc(md), kind('task')).answers.why).toBe(b.answers.why);
    // A "## " line in an answer would end the section: that one is still escaped.
    const b2 = { ...b.answers, why: 'because\n\n## Not a section' };
    expect(renderBrief(kind('task'), b2, { id: 'task-t-abcd', created: 'now', origin: anchor, returnTemplate: 'x' })).toContain('\\## Not a section');
  });
});

describe('the smaller things real documents did', () => {
  it.each([
    ['Handoff: CSV export truncates names'],
    ['Session Handoff — parser split'],
    ['引き継ぎ：設定の移行'],
    ['Übergabe: Parser aufteilen — zweiter Anlauf'],
    ['Resume notes — Chronicle importer'],
    ['Traspaso — dónde estamos'],
    ['Handoff notes for the parser'],
    ['Fix: the handoff flag'],
  ])('the title "%s" is kept whole: a hand-over label before it is the writer\'s own word, not dropped', (title) => {
    const r = body(`# ${title}\n\n## Why\nw\n`, 'task');
    expect(r.answers.title).toBe(title);
    expect(r.placement[0]!.to).toBe('title');
  });

  it('a label that says what kind of text it is ("Plan:", "Task:") is still no part of the title', () => {
    const r = body('# Plan: CSV export truncates names\n\n## Why\nw\n', 'task');
    expect(r.answers.title).toBe('CSV export truncates names');
    expect(r.placement[0]!.to).toBe('title (without its "Plan" label)');
  });

  it('a first "## Handoff: X" heading with no "# " above is still the title, whole', () => {
    const r = body('## Handoff: Flaky upload test\n\n### Why\nw\n\n### Deliver\nd\n', 'task');
    expect(r.answers.title).toBe('Handoff: Flaky upload test');
  });

  it('two H1s keep the first as the title; a ===== banner is not part of it', () => {
    expect(body('# First\n\n## Why\n\nw\n\n# Second group\n\n## First step\n\nf\n').answers.title).toBe('First');
    expect(body('=====\nBanner title\n=====\n\n## Why\n\nw\n').answers.title).toBe('Banner title');
  });

  it('a --- after the summary is not part of the one-line answer', async () => {
    const { returnFromDoc } = await import('../../src/brief/read-return.js');
    const r = returnFromDoc(parseDoc('# Report\n\nStatus: done — the cache is fixed.\n\n---\n\nMore context here.\n\n## Findings\n\n- a\n'));
    expect(r.answers.answer).toBe('Status: done — the cache is fixed.');
    expect(r.extra.some((x) => x.text.includes('More context here.'))).toBe(true);
  });

  it('lint, new and return read "Constraints" the same way for a task brief', async () => {
    const { briefAssignment } = await import('../../src/brief/brief-assignment.js');
    const doc = parseDoc('## Constraints\n\nNode 20 only\n');
    expect(briefAssignment(doc, kind('task')).chosen.get('field:constraints')?.heading).toBe('Constraints');
    expect(body('## Constraints\n\nNode 20 only\n', 'task').answers.fields.constraints).toBe('Node 20 only');
  });
});
