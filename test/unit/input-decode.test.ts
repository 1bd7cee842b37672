// decodeBytes (src/io/input.ts): which encoding a document's bytes are read in, and that no byte is lost.
import { describe, expect, it } from 'vitest';
import { decodeBytes, linesWith, MAX_DOC_BYTES, readDocBytes, type InputWarning } from '../../src/io/input.js';

const messages = (buf: Buffer) => decodeBytes(buf, 'x').notes.map((n) => n.message);

describe('decodeBytes', () => {
  it('reads every byte 0x80-0xff that is not UTF-8 as Windows-1252, one character each (none dropped)', () => {
    // Node's own TextDecoder('windows-1252') reads 0x80-0x9f as Latin-1 controls: a table of our own.
    const cp = (b: number) => decodeBytes(Buffer.from([0x61, 0x0a, 0x62, b, 0x63, 0x0a]), 'x');
    for (let b = 0x80; b <= 0xff; b++) {
      const { text, notes } = cp(b);
      expect([...text].length, b.toString(16)).toBe(6);
      if (b >= 0xa0) expect(text[3]).toBe(String.fromCharCode(b));
      expect(notes).toEqual([{ code: 'input-not-utf8', message: 'not UTF-8 from line 2: read as Windows-1252 (non-ASCII text on line 2)', lines: [2] }]);
    }
    const at = (b: number) => cp(b).text[3];
    expect([0x80, 0x85, 0x8a, 0x8d, 0x91, 0x93, 0x96, 0x97, 0x99, 0x9d, 0x9f].map(at).join('')).toBe('€…Š\u008d‘“–—™\u009dŸ');
  });

  it('keeps valid UTF-8 around a stray byte, and says from which line it broke', () => {
    const buf = Buffer.concat([Buffer.from('é — 日本\n𝄞\n'), Buffer.from([0xc3]), Buffer.from('\nok ü\n')]);
    const { text, notes } = decodeBytes(buf, 'x');
    expect(text).toBe('é — 日本\n𝄞\nÃ\nok ü\n');
    expect(notes).toEqual([{ code: 'input-not-utf8', message: 'not valid UTF-8 from line 3: read the bytes that are not UTF-8 as Windows-1252 (on line 3)', lines: [3] }]);
  });

  it('takes overlong forms and encoded surrogates for what they are: not UTF-8', () => {
    // C0 AF is an overlong "/", ED A0 80 a surrogate: three or two Windows-1252 characters, not one.
    expect(decodeBytes(Buffer.from([0x61, 0xc0, 0xaf, 0x0a]), 'x').text).toBe('aÀ¯\n');
    expect(decodeBytes(Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x0a]), 'x').text).toBe('aí\u00a0€\n');
  });

  it('removes NUL characters, naming their lines, and leaves plain UTF-8 without a note', () => {
    expect(decodeBytes(Buffer.from('a line of text\n\0b is the next\nc\0 and c\0\n'), 'x')).toEqual({ text: 'a line of text\nb is the next\nc and c\n', notes: [{ code: 'input-nul-removed', message: 'removed 3 NUL bytes (lines 2 and 3)', lines: [2, 3] }] });
    expect(decodeBytes(Buffer.from('plain — text\n'), 'x')).toEqual({ text: 'plain — text\n', notes: [] });
  });

  it('refuses binary input: a known signature, or control bytes beyond what text holds', () => {
    expect(() => decodeBytes(Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x61]), 'x.gz')).toThrow('x.gz looks binary: it starts like a gzip archive');
    expect(() => decodeBytes(Buffer.concat([Buffer.from('#'.repeat(500)), Buffer.alloc(11)]), 'y')).toThrow('y looks binary: 11 of its 511 bytes are NUL or control bytes');
    // Ten stray NULs in 1,000 bytes of text are 1%: text.
    const text = Buffer.from(Array.from({ length: 10 }, () => 'x'.repeat(99) + '\0').join(''));
    expect(messages(text)).toEqual(['removed 10 NUL bytes (line 1)']);
    // ANSI colours and backspaces are terminal text, not binary.
    expect(decodeBytes(Buffer.from('\x1b[31mred\x1b[0m b\bb '.repeat(50)), 't').notes).toEqual([]);
  });
});

describe('line numbers in the notes: every line ending counts, as an editor and the markdown reader count them', () => {
  // The same six lines with a NUL on line 4 and a Windows-1252 byte (0xe9) on lines 2 and 6.
  const lines = ['## Outcome', 'answered caf\xe9', '', '## Findings', '- a bug\0 in x', '- na\xefve check'];
  const doc = (ends: string[]) => Buffer.from(lines.map((l, i) => l + ends[i % ends.length]).join(''), 'latin1');
  const expected = ['not UTF-8 from line 2: read as Windows-1252 (non-ASCII text on lines 2 and 6)', 'removed 1 NUL byte (line 5)'];

  it('LF, CRLF and CR-only (old Mac) documents name the same lines', () => {
    for (const end of ['\n', '\r\n', '\r']) expect(messages(doc([end])), JSON.stringify(end)).toEqual(expected);
  });

  it('mixed line endings: each CRLF is one line end, each lone CR and lone LF one too', () => {
    expect(messages(doc(['\n', '\r\n', '\r']))).toEqual(expected);
    expect(messages(doc(['\r', '\n', '\r\n', '\n\r']))).toEqual(['not UTF-8 from line 2: read as Windows-1252 (non-ASCII text on lines 2 and 7)', 'removed 1 NUL byte (line 6)']);
  });

  it('linesWith counts CRLF, CR and LF', () => {
    expect(linesWith('a\r\nb\0\rc\nd\0', '\0')).toEqual([2, 4]);
    expect(linesWith('\0\r\r\0', '\0')).toEqual([1, 3]);
    expect(linesWith('none', '\0')).toEqual([]);
  });

  it('the warning carries the lines it names (the first 100 of them)', () => {
    const many = Buffer.from(Array.from({ length: 150 }, (_, i) => `line ${i + 1} caf\xe9`).join('\r'), 'latin1');
    const [note] = decodeBytes(many, 'x').notes;
    expect(note!.message).toBe('not UTF-8 from line 1: read as Windows-1252 (non-ASCII text on lines 1, 2, 3, 4, 5, … (150 lines))');
    expect(note!.lines).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });
});

describe('readDocBytes: bytes that came another way (the clipboard) are decoded as a file is', () => {
  const read = (buf: Buffer) => {
    const got: InputWarning[] = [];
    const text = readDocBytes(buf, 'the clipboard', (w) => got.push(w));
    return { text, warnings: got };
  };

  it('UTF-16 with and without its byte-order mark, invalid UTF-8 as Windows-1252, NULs removed, each said', () => {
    const doc = '## Outcome\nanswered — grün\n';
    expect(read(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(doc, 'utf16le')]))).toEqual({ text: doc, warnings: [] });
    expect(read(Buffer.from(doc, 'utf16le'))).toEqual({ text: doc, warnings: [{ code: 'input-utf16', message: 'the clipboard: read as UTF-16LE (no byte-order mark, but every other byte is NUL)' }] });
    expect(read(Buffer.from('## Outcome\ranswered caf\xe9\r', 'latin1'))).toEqual({
      text: '## Outcome\ranswered café\r',
      warnings: [{ code: 'input-not-utf8', message: 'the clipboard: not UTF-8 from line 2: read as Windows-1252 (non-ASCII text on line 2)', lines: [2] }],
    });
    expect(read(Buffer.from('## Outcome\nanswered\0\n'))).toEqual({ text: '## Outcome\nanswered\n', warnings: [{ code: 'input-nul-removed', message: 'the clipboard: removed 1 NUL byte (line 2)', lines: [2] }] });
  });

  it('refuses binary, empty and oversized input (exit 2), as for a file', () => {
    const refusal = (buf: Buffer) => {
      try {
        read(buf);
      } catch (e) {
        return { message: (e as Error).message, exitCode: (e as { exitCode?: number }).exitCode };
      }
      return null;
    };
    expect(refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x41]))).toEqual({ message: 'the clipboard looks binary: it starts like a PNG image', exitCode: 2 });
    expect(refusal(Buffer.alloc(0))).toEqual({ message: 'the clipboard is empty', exitCode: 2 });
    expect(refusal(Buffer.alloc(MAX_DOC_BYTES + 1, 0x61))).toEqual({ message: 'the clipboard is larger than the 1 MiB limit', exitCode: 2 });
    expect(refusal(Buffer.alloc(MAX_DOC_BYTES, 0x61))).toBeNull();
  });
});
