// A stated outcome whose value wraps onto the next line of its paragraph inside a bracket is read to the bracket's
// close (QA 53 11: "**Статус:**SECURE (с" / "рекомендациями)" gave the answer "SECURE (с").

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const doc = (status: string, next: string) => `# Audit\n\n${status}\n${next}\n\n## Findings\n\n- The cache key ignores the locale (\`src/a.ts:3\`).\n`;

describe('an outcome value wrapped inside a bracket', () => {
  it('is read to the bracket it left open (en, ru, de)', () => {
    expect(readReturn(doc('**Status:** done (two of the three', 'checks still pending)')).r.answers.answer).toContain('done (two of the three checks still pending)');
    expect(readReturn(doc('**Дата:**2025-11-27**Статус:**SECURE (с', 'рекомендациями)')).r.answers.answer).toBe('SECURE (с рекомендациями)');
    expect(readReturn(doc('**Status:** erledigt (zwei der drei', 'Prüfungen offen). Der Rest folgt.')).r.answers.answer).toContain('erledigt (zwei der drei Prüfungen offen)');
  });
  it('takes only the words up to the close, and nothing from a line that opens a list or another bracket', () => {
    const a = readReturn(doc('**Status:** erledigt (zwei der drei', 'Prüfungen offen). Der Rest folgt.')).r.answers.answer;
    expect(a).not.toContain('Der Rest folgt');
    expect(readReturn(doc('**Status:** done (two of the three', '- checks still pending)')).r.answers.answer).not.toContain('checks still pending');
  });
});
