// A return's frame: what it was asked and where it ran ("## Context", "## Environment", "## Task"), told before what
// it found. Never a finding, also in a return whose findings sit under headings that name nothing (a review per
// file). Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const perFile = (frame: string) =>
  `# Review of the cache layer\n\n## ${frame}\nI looked at the cache layer in \`src/cache.ts\` and its callers, on commit abc1234.\n\n` +
  '## cache.ts\nThe key ignores the locale.\n\n## fetcher.ts\nRetries never back off.\n\n## Verdict\nTwo fixes needed.\n';

describe("a return's frame is no finding", () => {
  it.each(['Context', 'Background', 'Task', 'What I was asked', 'Environment', 'Setup', 'Kontext', 'Contexte', 'Contexto', 'Контекст', '背景', 'コンテキスト', '배경'])(
    '"## %s" before sections named by file: two findings, the frame kept under its heading',
    (frame) => {
      const { r, f } = readReturn(perFile(frame));
      expect(f).toHaveLength(2);
      expect(f[0]!.text).toContain('The key ignores the locale.');
      expect(f[1]!.text).toContain('Retries never back off.');
      expect(r.extra.some((x) => x.heading === frame && x.text.includes('I looked at the cache layer'))).toBe(true);
    },
  );
  it('a section that only starts with the word, "## Context leak in the worker pool", is still a finding', () => {
    const { f } = readReturn(perFile('Context leak in the worker pool'));
    expect(f).toHaveLength(3);
  });
});
