// A thematic break between a document's parts ("---" after the intro, "***" between sections) is a
// separator, no part's text (document.ts withoutTrailingRules): written into a section it read "\---".
// A rule inside a part's text, or in code, stays.

import { describe, expect, it } from 'vitest';
import { parseDoc, sectionText } from '../../src/brief/document.js';

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
