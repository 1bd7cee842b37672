// Documents as strangers' machines write them (QA hostile pass H1, H2): a stray NUL pasted from a terminal,
// a review saved as Windows-1252, a UTF-8 file with one bad byte, UTF-16 from PowerShell 5 with or
// without its byte-order mark. Each is read, nothing silently lost: stderr names what was assumed and
// on which lines. A binary file is still refused, naming why. Synthetic documents only.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliSync } from '../helpers/cli-core.js';
import { cleanup, cutBrief, gitRepo, json, storeFiles, tempDir, world } from '../helpers/return-cli.js';

afterAll(cleanup);

function setup() {
  const w = world();
  const repo = gitRepo();
  const id = cutBrief(w, repo);
  const dir = tempDir('handoff-enc-');
  const file = (name: string, bytes: Buffer) => {
    const f = path.join(dir, name);
    writeFileSync(f, bytes);
    return f;
  };
  const stored = (n = 1) => json(w.run(['show', id, '--json'], { cwd: repo })).returns[n - 1].answers;
  return { w, repo, id, dir, file, stored };
}

const latin = (s: string) => Buffer.from(s, 'latin1');

describe('NUL bytes (H1)', () => {
  it('a stray NUL in a return is removed, the return read, stderr naming its line', () => {
    const { w, id, dir, file, stored } = setup();
    const f = file('n.md', Buffer.from('## Outcome\nanswered — x\n\n## Findings\n- cache key ignores locale [unverified]\0\n- retry never backs off\0 [unverified]\n'));
    const r = w.run(['return', id, '--body', f, '--no-input', '--json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(json(r)).toMatchObject({ outcome: 'answered' });
    expect(r.stderr).toContain('handoff: warning: --body ' + f + ': removed 2 NUL bytes (lines 5 and 6)');
    expect(stored().findings).toEqual(['cache key ignores locale [unverified]', 'retry never backs off [unverified]']);
  });

  it('from standard input and in lint too', () => {
    const { w, repo, id, dir } = setup();
    const doc = Buffer.from('## Outcome\nanswered — y\0\n\n## Findings\n- one [unverified]\n');
    const r = runCliSync(['return', id, '--body', '-', '--no-input', '--json'], { cwd: dir, env: w.env, input: doc });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('--body - (standard input): removed 1 NUL byte (line 2)');
    expect(json({ code: 0, stdout: r.stdout, stderr: '' }).outcome).toBe('answered');
    const lint = runCliSync(['lint', '-', '--json'], { cwd: repo, env: w.env, input: doc });
    expect(lint.code, lint.stderr).toBe(0);
    expect(lint.stderr).toContain('standard input: removed 1 NUL byte (line 2)');
  });

  it('a binary file is still refused, naming its format or its share of control bytes; nothing written', () => {
    const { w, w: { home }, id, dir, file } = setup();
    const before = storeFiles(home);
    const zip = file('a.zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('## Outcome\nanswered — x\n')]));
    let r = w.run(['return', id, '--body', zip, '--no-input'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('a.zip looks binary: it starts like a ZIP archive');
    // Bytes as a compressed stream has them: about one in ten a control byte.
    const noise = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 2654435761) >>> 24));
    r = w.run(['return', id, '--body', file('noise.md', noise), '--no-input'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/noise\.md looks binary: \d+ of its 4000 bytes are NUL or control bytes/);
    expect(storeFiles(home)).toEqual(before);
  });
});

describe('encodings (H2)', () => {
  it('Windows-1252 is read as such, stderr saying so and from which line', () => {
    const { w, id, dir, file, stored } = setup();
    const f = file('cp.md', latin('## Outcome\nanswered \x97 the caf\xe9 menu\n\n## Findings\n- na\xefve check of \x93quoted\x94 input [unverified]\n'));
    const r = w.run(['return', id, '--body', f, '--no-input', '--json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(': not UTF-8 from line 2: read as Windows-1252 (non-ASCII text on lines 2 and 5)');
    const a = stored();
    expect(a.answer).toBe('the café menu');
    expect(a.findings).toEqual(['naïve check of “quoted” input [unverified]']);
  });

  it('a UTF-8 document with a stray invalid byte keeps its UTF-8, the stray byte read as Windows-1252', () => {
    const { w, id, dir, file, stored } = setup();
    const f = file('mixed.md', Buffer.concat([Buffer.from('## Outcome\nanswered — über\n\n## Findings\n- a '), Buffer.from([0xff]), Buffer.from(' b [unverified]\n')]));
    const r = w.run(['return', id, '--body', f, '--no-input', '--json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(': not valid UTF-8 from line 5: read the bytes that are not UTF-8 as Windows-1252 (on line 5)');
    expect(stored().answer).toBe('über');
    expect(stored().findings).toEqual(['a ÿ b [unverified]']);
  });

  it('UTF-16LE without a byte-order mark (and with one, as PowerShell 5 writes it) is read', () => {
    const { w, id, dir, file, stored } = setup();
    const text = '## Outcome\r\nanswered — grün\r\n\r\n## Findings\r\n- 缓存键 ignores locale [unverified]\r\n';
    const bare = file('bare16.md', Buffer.from(text, 'utf16le'));
    let r = w.run(['return', id, '--body', bare, '--no-input', '--json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('bare16.md: read as UTF-16LE (no byte-order mark, but every other byte is NUL)');
    expect(stored(1)).toMatchObject({ answer: 'grün', findings: ['缓存键 ignores locale [unverified]'] });
    const be = file('be16.md', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]));
    r = w.run(['return', id, '--body', be, '--no-input', '--json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/warning/);
    expect(stored(2)).toMatchObject({ answer: 'grün' });
  });
});
