// Documents as strangers' machines write them (QA hostile pass H1, H2): a stray NUL pasted from a terminal,
// a review saved as Windows-1252, a UTF-8 file with one bad byte, UTF-16 from PowerShell 5 with or
// without its byte-order mark. Each is read, nothing silently lost: stderr names what was assumed and
// on which lines. A binary file is still refused, naming why. Synthetic documents only.
import { afterAll, describe, expect, it } from 'vitest';
import { runCliSync } from '../helpers/cli-core.js';
import { briefToReturn, cleanup, json, storeFiles } from '../helpers/return-cli.js';

afterAll(cleanup);

function setup() {
  const s = briefToReturn('handoff-enc-');
  const stored = (n = 1) => json(s.w.run(['show', s.id, '--json'], { cwd: s.repo })).returns[n - 1].answers;
  return { ...s, stored };
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

// Warnings about the input reach an agent calling with --json (README "--json": `warnings`), with the line a
// person's editor shows for every line ending, and pass the output edge like everything else.
describe('--json warnings', () => {
  // Lines: 1 "## Outcome", 2 the answer (a Windows-1252 "é"), 3 blank, 4 "## Findings", 5 a NUL, 6 "ï".
  const RETURN = (end: string) => latin(['## Outcome', 'answered \x97 the caf\xe9 menu', '', '## Findings', '- cache key ignores locale\0 [unverified]', '- na\xefve retry [unverified]', ''].join(end));
  const warningsOf = (what: string) => [
    { code: 'input-not-utf8', message: `${what}: not UTF-8 from line 2: read as Windows-1252 (non-ASCII text on lines 2 and 6)`, lines: [2, 6] },
    { code: 'input-nul-removed', message: `${what}: removed 1 NUL byte (line 5)`, lines: [5] },
  ];

  it('return --body: LF, CRLF, CR-only and mixed line ends give the same lines, on stderr and in --json', () => {
    const { w, id, dir, file, stored } = setup();
    const mixed = latin('## Outcome\r\nanswered \x97 the caf\xe9 menu\r\r\n## Findings\n- cache key ignores locale\0 [unverified]\r- na\xefve retry [unverified]\n');
    const docs = { lf: RETURN('\n'), crlf: RETURN('\r\n'), cr: RETURN('\r'), mixed };
    let n = 0;
    for (const [name, bytes] of Object.entries(docs)) {
      const f = file(`${name}.md`, bytes);
      const r = w.run(['return', id, '--body', f, '--no-input', '--json', '--force'], { cwd: dir });
      expect(r.code, r.stderr).toBe(0);
      const expected = warningsOf(`--body ${f}`);
      expect(json(r).warnings, name).toEqual(expected);
      for (const x of expected) expect(r.stderr).toContain(`handoff: warning: ${x.message}\n`);
      expect(stored(++n)).toMatchObject({ answer: 'the café menu', findings: ['cache key ignores locale [unverified]', 'naïve retry [unverified]'] });
    }
  });

  it('lint FILE, lint - and new --body carry them too; a clean input has an empty list', () => {
    const { w, repo, dir, file } = setup();
    const f = file('r.md', RETURN('\r'));
    let r = w.run(['lint', f, '--json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(json(r).warnings).toEqual(warningsOf(f));
    const stdin = runCliSync(['lint', '-', '--json'], { cwd: repo, env: w.env, input: RETURN('\r\n') });
    expect(JSON.parse(stdin.stdout).warnings).toEqual(warningsOf('standard input'));
    r = w.run(['lint', file('clean.md', Buffer.from('## Outcome\nanswered\n\n## Findings\n- one [unverified]\n')), '--json'], { cwd: dir });
    expect(json(r).warnings).toEqual([]);

    const brief = file('b.md', latin('## Why\rThe caf\xe9 menu is slow\r\r## Deliver\rA fix\0\r\r## First step\rProfile it\r'));
    r = w.run(['new', 'task', '--title', 'Menu', '--body', brief, '--no-input', '--json'], { cwd: repo });
    expect(r.code, r.stderr).toBe(0);
    expect(json(r).warnings).toEqual([
      { code: 'input-not-utf8', message: `--body ${brief}: not UTF-8 from line 2: read as Windows-1252 (non-ASCII text on line 2)`, lines: [2] },
      { code: 'input-nul-removed', message: `--body ${brief}: removed 1 NUL byte (line 5)`, lines: [5] },
    ]);
    r = w.run(['new', 'task', '--title', 'Menu', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], { cwd: repo });
    expect(json(r).warnings).toEqual([]);
  });

  it('return: a document marked for another handoff is said in warnings too (return-for-other-handoff)', () => {
    const { w, id, dir, file } = setup();
    const f = file('other.md', Buffer.from('<!-- handoff:return id=task-other-work-x1y2 n=1 -->\n## Outcome\nanswered — x\n\n## Non-obvious findings\n- one [unverified]\n'));
    const r = w.run(['return', id, '--body', f, '--no-input', '--json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const message = `--body ${f} is a return for task-other-work-x1y2; recording it for ${id}`;
    expect(json(r).warnings).toEqual([{ code: 'return-for-other-handoff', message }]);
    expect(r.stderr).toContain(`handoff: warning: ${message}\n`);
  });

  it('a refused document (exit 2, exit 3) carries its warnings in the --json error; nothing written', () => {
    const { w, repo, id, dir, file } = setup();
    const before = storeFiles(w.home);
    // Blocked, without what blocks it: missing answers (exit 2).
    let r = w.run(['return', id, '--body', file('m.md', latin('## Outcome\rblocked\r\r## Findings\r- caf\xe9 one\0 [unverified]\r')), '--no-input', '--json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(json(r).error.warnings).toEqual([expect.objectContaining({ code: 'input-not-utf8', lines: [5] }), expect.objectContaining({ code: 'input-nul-removed', lines: [5] })]);
    // A template slot left in a brief: a lint error (exit 3).
    r = w.run(['new', 'task', '--title', 'Slot', '--body', file('s.md', latin('## Why\rThe {{reason}} here\0\r\r## Deliver\rA fix\r\r## First step\rProfile it\r')), '--no-input', '--json'], { cwd: repo });
    expect(r.code, r.stderr).toBe(3);
    expect(json(r).error.warnings).toEqual([expect.objectContaining({ code: 'input-nul-removed', lines: [2] })]);
    expect(storeFiles(w.home)).toEqual(before);
  });

  it('a warning quoting its input (the file name) passes the redaction gate and the control-byte filter', () => {
    const { w, dir, file } = setup();
    const token = 'ghp_' + 'Z9y8X7w6'.repeat(5);
    // A file name holding a token, an ESC sequence and a C1 CSI: the warning names the file.
    const f = file(`notes-${token}-\x1b[2J-\u009b31m.md`, RETURN('\n'));
    const r = w.run(['lint', f, '--json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    for (const out of [r.stdout, r.stderr]) {
      expect(out).not.toContain(token);
      expect(out).not.toMatch(/[\x1b\x9b]/);
    }
    const warnings = json(r).warnings as { message: string }[];
    expect(warnings).toHaveLength(2);
    for (const x of warnings) expect(x.message).toContain('[REDACTED:github-token]');
    expect(warnings[0]!.message).toContain('\x1b[2J-\u009b31m.md'); // in JSON, as escapes (\u001b, \u009b), never raw
    expect(r.stderr).toContain('\\x1b[2J-\\x9b31m.md: not UTF-8 from line 2');
  });
});
