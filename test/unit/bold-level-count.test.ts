// A bold line that names a level and counts its findings after a colon, "**Major issues: 2**" / "**Minor issues: 1**"
// over lists, is a group of findings with its count, as "**Major issues (2)**" is: each item a finding of that level,
// the label no finding. A bot's count, "**Actionable comments posted: 2**", stays a line of text. Synthetic documents.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const review = (major: string, minor: string) =>
  `# Review\n\n## Outcome\nanswered\n\n## Findings\n\n**${major}: 2**\n\n- The cache key ignores the locale.\n- Retries never back off.\n\n` +
  `**${minor}: 1**\n\n- The log line is noisy.\n`;

describe('a level named in bold with its count after a colon', () => {
  it.each([
    ['Major issues', 'Minor issues', 'major', 'minor'],
    ['Critical', 'Low', 'critical', 'low'],
    ['Kritisch', 'Gering', 'critical', 'low'],
    ['Crítico', 'Menor', 'critical', 'minor'],
  ])('"**%s: 2**" and "**%s: 1**": three findings, each of its group\'s level', (major, minor, a, b) => {
    const { f } = readReturn(review(major, minor));
    expect(f.map((x) => x.title)).toEqual(['The cache key ignores the locale.', 'Retries never back off.', 'The log line is noisy.']);
    expect(f.map((x) => x.severity)).toEqual([a, a, b]);
  });
  it('a count that names no level, "**Actionable comments posted: 2**", is no group: its items stay findings of their own', () => {
    const { f } = readReturn('# Review\n\n## Outcome\nanswered\n\n## Findings\n\n**Actionable comments posted: 2**\n\n- The cache key ignores the locale.\n- Retries never back off.\n');
    expect(f.map((x) => x.title)).toEqual(['The cache key ignores the locale.', 'Retries never back off.']);
  });
});
