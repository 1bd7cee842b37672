// Front matter that opens with YAML comment lines ("---" / "# METADATA" / "Status: COMPLETE" / "---", the metadata
// block a Copilot agent writes above its review, QA 47 R13) is front matter, each key its own entry; a rule over a
// markdown heading and prose is still a rule and a heading.

import { describe, expect, it } from 'vitest';
import { scanBlocks } from '../../src/brief/blocks.js';
import { parseDoc } from '../../src/brief/document.js';

const block = (...inner: string[]) => ['---', ...inner, '---', '', '# Review', '', '## Findings', '', '- x', ''].join('\n');

describe('front matter whose first lines are YAML comments', () => {
  it.each([
    ['one comment', ['# METADATA', 'Document Title: Codebase Review', 'Status: COMPLETE'], 5],
    ['two comments and a bare "#"', ['# METADATA', '#', 'Reviewer: GitHub Copilot', 'Status: COMPLETE'], 6],
    ['a comment between entries and a nested list', ['# Metadaten', 'Prüfer: Copilot', '# Umfang', 'Dateien:', '  - src/a.ts', 'Status: erledigt'], 8],
    ['keys in another script', ['# メタデータ', 'レビュー担当: Copilot', 'ステータス: 完了'], 5],
  ])('%s: the block is front matter, every key read', (_name, inner, end) => {
    const md = block(...inner);
    expect(scanBlocks(md).frontMatter).toEqual([0, end]);
    const keys = parseDoc(md).frontMatter.map((e) => e.key).filter(Boolean);
    expect(keys).toEqual(inner.filter((l) => /^[^#\s][^:]*:/.test(l)).map((l) => l.slice(0, l.indexOf(':'))));
  });

  it.each([
    ['a heading then prose', ['# Title', '', 'Some words.']],
    ['a heading then a list', ['# Title', '- item: one']],
    ['only comments', ['# One', '# Two']],
    ['a heading, an entry, then prose', ['# Notes', 'Status: done', 'and then we shipped it.']],
  ])('%s between two rules: no front matter', (_name, inner) => {
    expect(scanBlocks(block(...inner)).frontMatter).toBeUndefined();
  });
});
