// A thematic break between a document's parts ("---" after the intro, "***" between sections) is a
// separator, no part's text (document.ts withoutTrailingRules): written into a section it read "\---".
// A rule inside a part's text, or in code, stays.

import { describe, expect, it } from 'vitest';
import { parseDoc, sectionText } from '../../src/brief/document.js';
import { renderReturn } from '../../src/brief/render.js';
import { returnFromDoc } from '../../src/brief/read-return.js';
import type { Anchor } from '../../src/brief/types.js';

const anchor: Anchor = { repo: '/repo', branch: 'main', detached: false, head: 'a'.repeat(40), headShort: 'aaaaaaa', dirty: [], untracked: [], cwd: '/repo' };

describe('rules between parts belong to no part', () => {
  it.each([
    ['---, LF', '---', '\n'],
    ['***, CRLF', '***', '\r\n'],
    ['___ with blanks after', '___', '\n'],
    ['- - -', '- - -', '\n'],
  ])('%s', (_name, rule, eol) => {
    const md = [`# Fix the pager`, '', 'Intro line.', '', rule, '', '## Why', 'Users lose rows.', '', rule, '', '## Warum', 'Die Zeilen fehlen.', '', rule, '', ''].join(eol);
    const d = parseDoc(md);
    expect(d.preamble.trim()).toBe('Intro line.');
    expect(d.sections.map((s) => sectionText(s.raw))).toEqual(['Users lose rows.', 'Die Zeilen fehlen.']);
  });

  it('a rule inside a part, or in its code, stays', () => {
    const md = '## Findings\n\n- a\n\n---\n\n- b\n\n## Evidence\n\n```\nlog\n---\n```\n';
    const d = parseDoc(md);
    expect(d.sections.map((s) => sectionText(s.raw))).toEqual(['- a\n\n---\n\n- b', '```\nlog\n---\n```']);
  });

  it('a return: the rule after the outcome is not in its answer', () => {
    const d = parseDoc('## Outcome\nanswered — the cache key ignores the locale\n\n---\n\n## Findings\n- the key [verified: test]\n');
    expect(sectionText(d.sections[0]!.raw)).toBe('answered — the cache key ignores the locale');
  });
});

describe('a rule the tool writes at the end of an answer is text, not a separator', () => {
  // The renderer escapes it ("\\***"), so the reader's separator rule cannot eat what was typed (CI seed 779747351).
  it.each(['***', '___', '---', '- - -', '* * *', '_ _ _'])('an answer ending with %s reads back whole', (rule) => {
    const answers = { outcome: 'answered' as const, answer: 'the key', findings: [`the key ignores the locale\n${rule}`], recommendations: [`add the locale\n\n${rule}`], deadEnds: [], evidence: [`log\n${rule}`], questions: [] };
    const md = renderReturn(answers, { id: 'bug-x-abcd', n: 1, briefTitle: 'Title', created: '2026-01-01 00:00 UTC', anchor });
    const got = returnFromDoc(parseDoc(md)).answers;
    expect(got.findings).toEqual(answers.findings);
    expect(got.recommendations).toEqual(answers.recommendations);
    expect(got.evidence).toEqual(answers.evidence);
  });
});
