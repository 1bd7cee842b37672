// decodeBytes (src/io/input.ts): which encoding a document's bytes are read in, and that no byte is lost.
import { describe, expect, it } from 'vitest';
import { decodeBytes } from '../../src/io/input.js';

describe('decodeBytes', () => {
  it('reads every byte 0x80-0xff that is not UTF-8 as Windows-1252, one character each (none dropped)', () => {
    // Node's own TextDecoder('windows-1252') reads 0x80-0x9f as Latin-1 controls: a table of our own.
    const cp = (b: number) => decodeBytes(Buffer.from([0x61, 0x0a, 0x62, b, 0x63, 0x0a]), 'x');
    for (let b = 0x80; b <= 0xff; b++) {
      const { text, notes } = cp(b);
      expect([...text].length, b.toString(16)).toBe(6);
      if (b >= 0xa0) expect(text[3]).toBe(String.fromCharCode(b));
      expect(notes).toEqual(['not UTF-8 from line 2: read as Windows-1252 (non-ASCII text on line 2)']);
    }
    const at = (b: number) => cp(b).text[3];
    expect([0x80, 0x85, 0x8a, 0x8d, 0x91, 0x93, 0x96, 0x97, 0x99, 0x9d, 0x9f].map(at).join('')).toBe('€…Š\u008d‘“–—™\u009dŸ');
  });

  it('keeps valid UTF-8 around a stray byte, and says from which line it broke', () => {
    const buf = Buffer.concat([Buffer.from('é — 日本\n𝄞\n'), Buffer.from([0xc3]), Buffer.from('\nok ü\n')]);
    const { text, notes } = decodeBytes(buf, 'x');
    expect(text).toBe('é — 日本\n𝄞\nÃ\nok ü\n');
    expect(notes).toEqual(['not valid UTF-8 from line 3: read the bytes that are not UTF-8 as Windows-1252 (on line 3)']);
  });

  it('takes overlong forms and encoded surrogates for what they are: not UTF-8', () => {
    // C0 AF is an overlong "/", ED A0 80 a surrogate: three or two Windows-1252 characters, not one.
    expect(decodeBytes(Buffer.from([0x61, 0xc0, 0xaf, 0x0a]), 'x').text).toBe('aÀ¯\n');
    expect(decodeBytes(Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x0a]), 'x').text).toBe('aí\u00a0€\n');
  });

  it('removes NUL characters, naming their lines, and leaves plain UTF-8 without a note', () => {
    expect(decodeBytes(Buffer.from('a line of text\n\0b is the next\nc\0 and c\0\n'), 'x')).toEqual({ text: 'a line of text\nb is the next\nc and c\n', notes: ['removed 3 NUL bytes (lines 2 and 3)'] });
    expect(decodeBytes(Buffer.from('plain — text\n'), 'x')).toEqual({ text: 'plain — text\n', notes: [] });
  });

  it('refuses binary input: a known signature, or control bytes beyond what text holds', () => {
    expect(() => decodeBytes(Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x61]), 'x.gz')).toThrow('x.gz looks binary: it starts like a gzip archive');
    expect(() => decodeBytes(Buffer.concat([Buffer.from('#'.repeat(500)), Buffer.alloc(11)]), 'y')).toThrow('y looks binary: 11 of its 511 bytes are NUL or control bytes');
    // Ten stray NULs in 1,000 bytes of text are 1%: text.
    const text = Buffer.from(Array.from({ length: 10 }, () => 'x'.repeat(99) + '\0').join(''));
    expect(decodeBytes(text, 'z').notes).toEqual(['removed 10 NUL bytes (line 1)']);
    // ANSI colours and backspaces are terminal text, not binary.
    expect(decodeBytes(Buffer.from('\x1b[31mred\x1b[0m b\bb '.repeat(50)), 't').notes).toEqual([]);
  });
});
