// Groups of findings nested the way reviews nest them (brief s4/nest): groups under headings the reader has no
// word for beside its severity groups, and what an enclosing heading states for the findings under it.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { findingsData } from '../../src/brief/findings.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const read = (md: string) => {
  const r = importReturn(md, placeholders);
  return { r, f: findingsData(r.answers.findings, r.layout.findingGroups) };
};

describe('proposals and room for improvement after the findings are recommendations, as "## Suggestions" is', () => {
  it.each([
    ['🎯 Specific proposals', 'Harden error handling'],
    ['⚪ Improvement potential', 'Harden error handling'],
    ['💡 Verbesserungspotenzial', 'Harden error handling'],
    ['🎯 Propositions concrètes', 'Harden error handling'],
    ['Potencial de mejora', 'Harden error handling'],
    ['🎯 Конкретные предложения', 'Harden error handling'],
    ['💡 改善の余地', 'Harden error handling'],
  ])('%s', (heading, item) => {
    const md = `# Review\n\n## 🔴 Critical\n\n- **pay.ts:** the retry loop never ends\n\n## ${heading}\n\n### 1. ${item}\n\nWrap the gateway calls in a timeout.\n\n### 2. Validate input\n\nThe amount field accepts negative numbers.\n`;
    const { r, f } = read(md);
    expect(f.map((x) => x.title)).toEqual(['the retry loop never ends']);
    expect(r.answers.recommendations.join('\n')).toContain(item);
  });
});
