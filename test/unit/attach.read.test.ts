// Reading an --attach file (io/attach.ts trimFile): lines of any length in bounded memory; a line cut while
// read keeps its head and tail, is still redacted, and the brief says how long it was.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimFile } from '../../src/io/attach.js';
import { describeTrim, renderAttachments, type AttachmentInfo } from '../../src/brief/attach.js';

// A fake credential assembled at run time, so this file holds no secret-shaped literal.
const GH = 'ghp_' + 'Z8x2QnL4vR7tK1mW9pB3cD6fH0jS5aY2eU8i';

function file(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-attach-read-'));
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

describe('trimFile', () => {
  it('a 6 MB single line: head and tail kept, its length told, a secret at its end redacted', async () => {
    const long = `start ${'a'.repeat(6_000_000)} token ${GH} end`;
    const t = await trimFile(file('one.log', long + '\n'), '--attach one.log', 80);
    expect(t).toMatchObject({ format: 'log', total: 1, kept: 1, shortened: 1, longest: long.length });
    expect(t.text).toMatch(/^start a+ \.\.\.\[\d+ characters cut\]\.\.\. .*end$/);
    expect(t.text).not.toContain(GH);
    expect(t.text).toContain('[REDACTED:github-token]');
    const info: AttachmentInfo = { path: 'one.log', format: t.format, total: t.total, kept: t.kept, omitted: t.omitted, flagged: t.flagged, flaggedDropped: t.flaggedDropped, redactions: t.redactions };
    const text = renderAttachments([{ info, trimmed: t, tail: 80 }]);
    expect(text).toContain('text log, 1 line, all kept. 1 long line was shortened in the excerpt (the longest had 6,000,017 characters).'.replace('6,000,017', long.length.toLocaleString('en-US')));
  });

  it('lines split across read chunks, CRLF, no final newline and the first 40 lines deciding the format', async () => {
    const entries = Array.from({ length: 50 }, (_, i) => JSON.stringify({ cmd: `step ${i}`, exit: i === 7 ? 2 : 0, out: 'x'.repeat(20_000) }));
    const t = await trimFile(file('run.txt', entries.join('\r\n')), '--attach run.txt', 3);
    expect(t).toMatchObject({ format: 'jsonl', total: 50, kept: 4, flagged: 1 });
    expect(t.text).toContain('"cmd":"step 7"');
    expect(t.text).toContain('"cmd":"step 49"');
  });

  it('counts in words: one line, one entry', () => {
    expect(describeTrim({ format: 'log', total: 1, kept: 1, omitted: 0, flagged: 0, flaggedDropped: 0 }, 80)).toBe('text log, 1 line, all kept');
    expect(describeTrim({ format: 'jsonl', total: 1, kept: 1, omitted: 0, flagged: 0, flaggedDropped: 0 }, 80)).toBe('JSONL command record, 1 entry, all kept');
    expect(describeTrim({ format: 'log', total: 3, kept: 2, omitted: 1, flagged: 0, flaggedDropped: 0 }, 2)).toBe('text log, 3 lines: kept the last 2; 1 line omitted');
  });
});
