// A section of findings, beside others, that tabulates failures and then states one cause for all of them in its
// own text:
//
//   ## 🔧 Test Infrastructure Issues
//   | Test File | Error Type | Root Cause |              (a row per failing file)
//   **Root Cause:** pytest-asyncio plugin is installed but not properly configured. Need to either: 1. … 2. …
//   **Passing Tests (5/10):** - test_a.py ✅ …
//
// A person counts one problem there (the misconfigured plugin), not a finding per row, per fix option and per
// passing test: the rows are that problem's symptoms, the rest its detail. A cause label written as a paragraph of
// the section itself ("**Root Cause:**", "**Ursache:**", "**Cause racine :**", "**根本原因：**", return.cause in
// prompts/headings.txt), after the table, says so. Not inside a row or a list item (each row's own cause), and
// not a section with sub-sections (those are its findings). Pure.

import type { Tokens } from 'marked';
import type { FindingSection } from './findings.js';
import { headingScore } from './headings.js';

/** The label a paragraph opens with, in bold ("**Root Cause:** …", "**Ursache**: …"). */
const LABEL = /^\s*(?:\*\*|__)([^*_\n]{1,40}?)\s*[:：]?\s*(?:\*\*|__)\s*[:：]?/u;

/** Does the paragraph open with a label that names a cause? */
export function causeLabelled(text: string): boolean {
  const m = LABEL.exec(text);
  if (!m) return false;
  const label = m[1]!.replace(/[:：]\s*$/u, '').trim();
  return label !== '' && headingScore(label, 'return.cause') >= 3;
}

/** Is this section (its own blocks, no sub-sections) a table of failures under one stated cause? */
export function oneCauseOver(s: FindingSection): boolean {
  if (s.children.length) return false;
  const table = s.blocks.find((b) => b.token.type === 'table');
  if (!table || (table.token as Tokens.Table).rows.length < 2) return false;
  return s.blocks.some((b) => b.line > table.line && b.token.type === 'paragraph' && causeLabelled((b.token as Tokens.Paragraph).text));
}
