// `return --paste` reads the clipboard's bytes the way `--body FILE` reads a file's (src/io/input.ts): a text an
// old Windows program put there (Windows-1252, CR line ends) is read with a warning naming its lines, on stderr
// and in --json's `warnings`; binary and oversized clipboards are refused (exit 2) with nothing written.
// A real clipboard: Xvfb and xsel, skipped loudly without them (test/helpers/prereq.ts), failing in CI.
// (xsel's own copy stops at a NUL byte, so UTF-16 and NULs cannot make the round trip: the unit tests of
// readClipboardBytes and readDocBytes hold those, in test/unit/clipboard.test.ts and input-decode.test.ts.)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copiedBy, startXvfb, type Xvfb } from '../helpers/xvfb.js';
import { scaled } from '../helpers/timing.js';
import { briefToReturn, cleanup, json, storeFiles, tempDir } from '../helpers/return-cli.js';
import { needs } from '../helpers/prereq.js';

afterAll(cleanup);

const setup = () => briefToReturn('handoff-paste-');

needs('Xvfb', 'xsel').describe('--paste decodes the clipboard as --body decodes a file', () => {
  let x: Xvfb;
  beforeAll(async () => {
    x = await startXvfb();
  });
  afterAll(async () => {
    await x?.stop();
  });

  /** Copies bytes with xsel, as another program's copy would (waited for: see copiedBy). */
  async function copy(bytes: Buffer): Promise<void> {
    const r = await copiedBy(x.display, () => spawnSync('xsel', ['-i', '-b'], { input: bytes, env: { PATH: process.env.PATH, HOME: tempDir('handoff-xsel-'), DISPLAY: x.display }, timeout: scaled(20_000) }));
    expect(r.status, String(r.stderr)).toBe(0);
  }

  it('Windows-1252 text with CR line ends: read as such, the lines named on stderr and in --json', async () => {
    const { w, repo, id, dir } = setup();
    await copy(Buffer.from('## Outcome\ranswered \x97 the caf\xe9 menu\r\r## Findings\r- na\xefve check of \x93quoted\x94 input [unverified]\r', 'latin1'));
    const r = w.run(['return', id, '--paste', '--no-input', '--json'], { cwd: dir, env: { DISPLAY: x.display } });
    expect(r.code, r.stderr).toBe(0);
    const message = 'the clipboard: not UTF-8 from line 2: read as Windows-1252 (non-ASCII text on lines 2 and 5)';
    expect(r.stderr).toContain(`handoff: warning: ${message}`);
    expect(json(r).warnings).toEqual([{ code: 'input-not-utf8', message, lines: [2, 5] }]);
    const stored = json(w.run(['show', id, '--json'], { cwd: repo })).returns[0].answers;
    // Before: every byte above 0x7f was U+FFFD ("the caf\ufffd menu") and nothing said so.
    expect(stored.answer).toBe('the café menu');
    expect(stored.findings).toEqual(['naïve check of “quoted” input [unverified]']);
    expect(readFileSync(path.join(w.home, id, 'return-1.md'), 'utf8')).not.toContain('\ufffd');
  });

  it('a clipboard holding an image is refused (exit 2) and nothing is written', async () => {
    const { w, id, dir } = setup();
    const before = storeFiles(w.home);
    await copy(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR')]));
    const r = w.run(['return', id, '--paste', '--no-input', '--json'], { cwd: dir, env: { DISPLAY: x.display } });
    expect(r.code).toBe(2);
    expect(json(r).error.message).toBe('the clipboard looks binary: it starts like a PNG image');
    expect(storeFiles(w.home)).toEqual(before);
  });

  it('a clipboard of 20 MiB is refused, never read into the store or memory; nothing written', async () => {
    const { w, id, dir } = setup();
    const before = storeFiles(w.home);
    await copy(Buffer.from(`## Outcome\nanswered\n\n## Findings\n${'- a finding of a very long paste [unverified]\n'.repeat(460_000)}`));
    const r = w.run(['return', id, '--paste', '--no-input', '--json'], { cwd: dir, env: { DISPLAY: x.display } });
    // xsel hands the selection over only once it holds all of it: when that is within the clipboard's
    // deadline, the first 1 MiB + 1 byte are read and the rest refused (exit 2); on a slower machine the
    // deadline passes first (exit 1), and the message says why. Either way: refused, nothing written.
    const error = json(r).error;
    if (r.code === 2) expect(error.message).toBe('the clipboard is larger than the 1 MiB limit');
    else {
      expect(r.code, r.stderr).toBe(1);
      expect(error.message).toBe('cannot read the clipboard (xsel: timed out after 2000 ms; a clipboard of several MiB is slow to hand over, and more than 1 MiB is refused anyway)');
    }
    expect(storeFiles(w.home)).toEqual(before);
  });
});
