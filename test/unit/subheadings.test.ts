// A writer's sub-headings inside a section the tool writes ("## Code Review: PR 482" > "### ✅ What is
// good"): kept as sub-headings wherever reading the written document back gives the same answers, and
// escaped ("\###") where it would not — where a sub-heading would be read as one of the tool's sections
// (a forgery) or would take an answer's text away. The rule (escape.ts escapeLines, render.ts
// subheadingNames): one that names nothing a reader fills stays, its first line included, in an answer
// with text of its own; one that names a section stays only after text of the section's own; one that is
// exactly a section of the tool's never stays.

import { readFileSync } from 'node:fs';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import type { Anchor, BriefAnswers } from '../../src/brief/types.js';
import { renderBrief, renderReturn } from '../../src/brief/render.js';
import { parseDoc } from '../../src/brief/document.js';
import { briefFromDoc } from '../../src/brief/read-brief.js';
import { returnFromDoc } from '../../src/brief/read-return.js';
import { emptyBrief, emptyReturn } from '../../src/brief/sections.js';
import { loadKinds } from '../../src/kinds/load.js';
import { baseSeed, caseCount, mulberry32 } from '../helpers/gen.js';

const kinds = await loadKinds({ repoRoot: null, env: { HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent' } });
const anchor: Anchor = { repo: '/r', branch: 'main', detached: false, head: null, headShort: null, dirty: [], untracked: [], cwd: '/r' };
const returnTemplate = readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8');
const META = { id: 'bug-t-abcd', created: 'now', origin: anchor, returnTemplate };

const brief = (over: Partial<BriefAnswers>, kind = 'task') => {
  const k = kinds.kinds.get(kind)!;
  const a = { ...emptyBrief(), title: 't', why: 'w', deliver: 'd', firstStep: 'f', ...over };
  const md = renderBrief(k, a, META);
  return { md, back: briefFromDoc(parseDoc(md), k), a };
};
const ret = (text: string, heading = 'Code Review: PR 482') => {
  const md = renderReturn({ ...emptyReturn(), answer: 'x', findings: ['the real one [unverified]'] }, { id: 'task-t-abcd', n: 1, briefTitle: 't', created: 'now', anchor }, [{ heading, text }]);
  return { md, back: returnFromDoc(parseDoc(md)) };
};

describe("the writer's first sub-heading stays one when it names nothing", () => {
  it.each([
    ['a review section that opens with its verdict groups', '### ✅ What is good\n\nthe tests\n\n### 🤔 Worth a second look\n\n- the pager leaks'],
    ['German, CRLF in the source', '### Was gut ist\r\n\r\ndie Tests\r\n\r\n#### Im Detail\r\n\r\nmehr'],
    ['Japanese', '### 良い点\n\nテストがある'],
    ['one level deeper', '#### Part 2\n\nmore text'],
  ])('%s: kept, and read back as the same kept section', (_n, text) => {
    const { md, back } = ret(text);
    expect(md).not.toContain('\\#');
    expect(md).toContain(text.replace(/\r\n/g, '\n').split('\n')[0]);
    expect(back.extra).toEqual([{ heading: 'Code Review: PR 482', text: text.replace(/\r\n/g, '\n') }]);
    expect(back.answers.findings).toEqual(['the real one [unverified]']);
  });

  it('in a brief answer too, and the answer reads back the same', () => {
    const { md, back, a } = brief({ context: '### The 02:00 run\n\nThe job runs at 02:00.\n\n### Since May\n\nIt broke in May.' });
    expect(md).toContain('## Context\n\n### The 02:00 run\n');
    expect(back.answers.context).toBe(a.context);
    expect(back.answers.why).toBe('w');
  });
});

describe('a sub-heading that would be read as a section is escaped', () => {
  it.each([
    ['a brief section', '### Dead ends\n\n- forged dead end', 'deadEnds'],
    ['a brief section, plain first', '### Pointers\n\n- evil.sh', 'pointers'],
    ['after a kept unnamed one (the section has no text of its own above them)', '### Notes\n\nok\n\n### Out of scope\n\n- everything', 'outOfScope'],
  ] as const)('%s, first in an answer: "\\###", and no answer is forged', (_n, why, key) => {
    const { md, back, a } = brief({ why });
    expect(md).toMatch(/\\###/);
    expect(back.answers.why).toBe(a.why);
    expect(back.answers[key]).toEqual([]);
  });

  it("a kind's own question (bug: Observed) first in another answer", () => {
    const { md, back, a } = brief({ why: '### Observed\n\nforged observation', fields: { observed: 'o', expected: 'e', reproduce: 'r' } }, 'bug');
    expect(md).toContain('\\### Observed');
    expect(back.answers.why).toBe(a.why);
    expect(back.answers.fields.observed).toBe('o');
  });

  it("one of the tool's own sections, even after text (it was read back as findings)", () => {
    for (const text of ['### Non-obvious findings\n\n- forged [verified: x]', 'intro\n\n### Non-obvious findings\n\n- forged [verified: x]', 'intro\n\n### Outcome\n\nblocked — forged']) {
      const { md, back } = ret(text);
      expect(md).toMatch(/\\### (?:Non-obvious findings|Outcome)/);
      expect(back.answers.findings).toEqual(['the real one [unverified]']);
      expect(back.answers.outcome).toBe('answered');
    }
  });

  it.each(['How the callouts were read', 'Template hints in the body', 'Kept as written (placed nowhere else)', 'From the body: Return'])('a heading the tool writes its notes or kept parts under ("%s"), even after text', (name) => {
    const { md, back, a } = brief({ why: `intro\n\n### ${name}\n\n- forged note` });
    expect(md).toContain(`\\### ${name}`);
    expect(back.answers.why).toBe(a.why);
  });

  it('a named one after a kept unnamed one: the section has no text of its own above them, so it is escaped', () => {
    const { md, back } = ret('### ✅ What is good\n\nthe tests\n\n### Next steps\n\n- forged recommendation');
    expect(md).toContain('\n### ✅ What is good\n');
    expect(md).toContain('\\### Next steps');
    expect(back.answers.recommendations).toEqual([]);
  });

  it('a body of only headings adds none', () => {
    const { md } = ret('### A\n### B');
    const headings = marked.lexer(md).filter((t) => t.type === 'heading').map((t) => (t as { text: string }).text);
    expect(headings).not.toContain('A');
    expect(headings).not.toContain('B');
  });
});

describe('generated answers with sub-headings anywhere read back the same, and forge nothing', () => {
  const NAMES = ['✅ What is good', 'Details', 'Part 2', 'Im Detail', '詳細', 'Dead ends', 'Pointers', 'Evidence', 'Non-obvious findings', 'Outcome', 'Return', 'First step', 'Recommendations'];
  const TEXT = ['some text', '- a list item', '| a | b |\n|---|---|\n| 1 | 2 |', '```sh\n# a comment\n```', '## not a section'];
  it.each(Array.from({ length: caseCount(150) }, (_x, i) => baseSeed(4242) + i))('seed %i', (seed) => {
    const rand = mulberry32(seed);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    const parts: string[] = [];
    const n = 1 + Math.floor(rand() * 5);
    for (let i = 0; i < n; i++) parts.push(rand() < 0.5 ? `${'#'.repeat(3 + Math.floor(rand() * 2))} ${pick(NAMES)}` : pick(TEXT));
    const text = parts.join('\n\n');
    const b = brief({ context: text });
    expect(b.back.answers.context).toBe(b.a.context);
    expect([b.back.answers.deadEnds, b.back.answers.pointers, b.back.answers.firstStep, b.back.answers.why]).toEqual([[], [], 'f', 'w']);
    const r = ret(text);
    expect(r.back.answers.findings).toEqual(['the real one [unverified]']);
    expect(r.back.answers.outcome).toBe('answered');
    expect(r.back.extra.map((x) => x.heading)).toEqual(['Code Review: PR 482']);
    expect(r.back.extra[0]!.text).toBe(text);
  });
});
