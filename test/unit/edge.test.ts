// The output edge (src/ui/edge.ts): one control-byte filter and one redaction gate for what leaves.
import { describe, expect, it } from 'vitest';
import { clip, clipboardText, fileText, humanText, jsonText, oncePerString, paint, promptText, unpainted, visible, wantsColor } from '../../src/ui/edge.js';

const GH = 'ghp_' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';
// Every code point the filter must neutralise: C0 but \t \n, DEL, C1, bidi controls, and the invisible
// zero-width space, word joiner and BOM (text copied from chat windows carries them inside words).
const CONTROLS = [
  ...Array.from({ length: 32 }, (_, i) => i).filter((i) => i !== 9 && i !== 10),
  0x7f,
  ...Array.from({ length: 32 }, (_, i) => 0x80 + i),
  0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
  0x200b, 0x2060, 0xfeff,
].map((c) => String.fromCharCode(c));
const RAW = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;

describe('visible()', () => {
  it('shows every control byte except newline and tab as an escape', () => {
    for (const c of CONTROLS) {
      const out = visible(`a${c}b`);
      expect(out, `U+${c.charCodeAt(0).toString(16)}`).not.toMatch(RAW);
      expect(out).toMatch(/^a\\(x[0-9a-f]{2}|u[0-9a-f]{4})b$/);
    }
    expect(visible('\x1b]0;PWNED\x07\x1b[2J')).toBe('\\x1b]0;PWNED\\x07\\x1b[2J');
  });
  it('keeps newline, tab, CRLF line ends (as \\n) and all printable text', () => {
    expect(visible('a\tb\nc')).toBe('a\tb\nc');
    expect(visible('a\r\nb')).toBe('a\nb');
    expect(visible('a\rb')).toBe('a\\x0db');
    expect(visible('héllo 世界 🚀 — “q”')).toBe('héllo 世界 🚀 — “q”');
    // Zero-width joiners make emoji and scripts (👩‍💻, Persian, Devanagari): not hidden text.
    expect(visible('👩\u200d💻 می\u200cخواهم')).toBe('👩\u200d💻 می\u200cخواهم');
    expect(visible('## Out\u200bcome')).toBe('## Out\\u200bcome');
  });
});

describe('humanText(): redact, then filter, then the tool\'s styling', () => {
  it('redacts and filters together', () => {
    expect(humanText(`token ${GH}\x1b[2J`)).toBe('token [REDACTED:github-token]\\x1b[2J');
  });
  it('expands paint() on a colour stream only, and never lets text forge it', () => {
    const s = `x ${paint('warn', 'yellow', 'bold')} y`;
    expect(humanText(s, true)).toBe('x \x1b[33m\x1b[1mwarn\x1b[0m\x1b[33m\x1b[0m y');
    expect(humanText(s, false)).toBe('x warn y');
    // A marker-lookalike typed by someone (no nonce) stays text; an ESC inside painted text is escaped.
    const fake = '\ue000abc0\ue001hi';
    expect(humanText(fake, true)).toBe(fake);
    expect(humanText(paint('\x1b[31mred', 'bold'), true)).toBe('\x1b[1m\\x1b[31mred\x1b[0m');
  });
  it('nested paints re-apply the outer style after the inner one ends', () => {
    expect(humanText(paint(`a ${paint('b', 'red')} c`, 'bold'), true)).toBe('\x1b[1ma \x1b[31mb\x1b[0m\x1b[1m c\x1b[0m');
  });
  it('finds a secret across a style change and keeps every style balanced', () => {
    const split = paint(GH.slice(0, 10), 'red') + GH.slice(10);
    expect(humanText(split, false)).toBe('[REDACTED:github-token]');
    const out = humanText(split, true);
    expect(out).not.toContain(GH.slice(4, 12));
    expect(out).toContain('[REDACTED:github-token]');
    expect(out.match(/\x1b\[0m/g)?.length).toBe(1);
  });
  it('colour: terminal, NO_COLOR, TERM=dumb, FORCE_COLOR', () => {
    expect(wantsColor(true, {})).toBe(true);
    expect(wantsColor(false, {})).toBe(false);
    expect(wantsColor(true, { NO_COLOR: '1' })).toBe(false);
    expect(wantsColor(true, { TERM: 'dumb' })).toBe(false);
    expect(wantsColor(false, { FORCE_COLOR: '1' })).toBe(true);
    expect(wantsColor(true, { FORCE_COLOR: '0' })).toBe(false);
  });
});

describe('jsonText()', () => {
  it('escapes DEL, C1 and bidi controls, redacts strings, stays parseable and round-trips the rest', () => {
    const v = { title: CONTROLS.join(''), n: 3, list: [`pw ${GH}`, null, true], painted: paint('p', 'red') };
    const s = jsonText(v);
    expect(s).not.toMatch(RAW);
    const back = JSON.parse(s) as typeof v;
    expect(back.title).toBe(CONTROLS.join(''));
    expect(back.list).toEqual(['pw [REDACTED:github-token]', null, true]);
    expect(back.painted).toBe('p');
    expect(back.n).toBe(3);
  });
});

describe('clip(): redact before cut', () => {
  it('never shows the head of a token it cuts', () => {
    const answer = `the key is ${GH} and more`;
    for (let max = 5; max < answer.length + 5; max++) {
      const c = clip(answer, max);
      expect(c.length).toBeLessThanOrEqual(max);
      expect(c).not.toContain('ghp_A1');
    }
    expect(clip('short', 10)).toBe('short');
    expect(clip('abcdefghij', 5)).toBe('abcd…');
  });
});

describe('promptText(), clipboardText(), fileText()', () => {
  it('prompt messages and clipboard text are redacted and filtered', () => {
    expect(promptText(`Title (${GH})\x1b[2J`)).toBe('Title ([REDACTED:github-token])\\x1b[2J');
    expect(clipboardText(`a\x1b[201~b ${GH}`)).toBe('a\\x1b[201~b [REDACTED:github-token]');
  });
  it('files: markdown redacted; JSON redacted string by string, untouched when clean', () => {
    expect(fileText('brief.md', `x ${GH}\n`)).toBe('x [REDACTED:github-token]\n');
    // `cat brief.md` (the "any" start line) must not replay an escape sequence; tabs and line ends stay.
    expect(fileText('brief.md', '# evil \x1b]0;PWNED\x07\x1b[2J\n\tok\r\n')).toBe('# evil \\x1b]0;PWNED\\x07\\x1b[2J\n\tok\n');
    expect(fileText('handoff.json', JSON.stringify({ title: 'a\x1bb' }))).toBe(JSON.stringify({ title: 'a\x1bb' }));
    const clean = JSON.stringify({ a: 'b' }, null, 2) + '\n';
    expect(fileText('closed.json', clean)).toBe(clean);
    // A value that, redacted as raw JSON text, would swallow an escaped quote.
    const tricky = JSON.stringify({ reason: `password=abc123\\"x ${GH}` }, null, 2) + '\n';
    const out = JSON.parse(fileText('closed.json', tricky)) as { reason: string };
    expect(out.reason).not.toContain(GH);
    expect(out.reason).toContain('[REDACTED:');
  });
  it('unpainted() drops markers only', () => {
    expect(unpainted(`a${paint('b', 'red')}c`)).toBe('abc');
  });
});

describe('oncePerString()', () => {
  it('calls the function once per distinct string and gives each string its own result', () => {
    const seen: string[] = [];
    const f = oncePerString((s) => (seen.push(s), `<${s}>`));
    expect(['a', 'b', 'a', 'a', 'b', ''].map(f)).toEqual(['<a>', '<b>', '<a>', '<a>', '<b>', '<>']);
    expect(seen).toEqual(['a', 'b', '']);
  });

  it('jsonText redacts a string repeated across the document the same way each time', () => {
    const doc = { a: `token ${GH}`, list: [`token ${GH}`, 'plain', `token ${GH}`], nested: { b: `token ${GH}` } };
    const out = JSON.parse(jsonText(doc));
    for (const s of [out.a, out.list[0], out.list[2], out.nested.b]) expect(s).toBe('token [REDACTED:github-token]');
    expect(out.list[1]).toBe('plain');
  });
});
