// lazyRegExp stands in for a RegExp made on first use: every way the readers use a pattern gives what the
// plain RegExp gives, state (lastIndex) included, and nothing is made until it is used.

import { describe, expect, it } from 'vitest';
import { lazyRegExp, opensWithWord, phraseSubsetRegExp } from '../../src/brief/lazy-regexp.js';

const PATTERNS: [string, string][] = [
  ['[\\p{L}\\p{N}]+', 'gu'],
  ['(?<word>\\p{L}+)\\s*[:：]', 'iu'],
  ['^#{1,6}\\s+(.*)$', 'gm'],
  ['(ab)|(c)', 'gd'],
  ['x', 'y'],
];
const TEXTS = ['Outcome: answered — 2 bugs', '## Findings\n## Outcome：済み\nabc cab', '', 'ab c ab xx Ünïcode 42', 'x\nxy'];

describe('lazyRegExp', () => {
  it('makes nothing until it is used', () => {
    let made = 0;
    const re = lazyRegExp(() => (made++, /a/g));
    expect(made).toBe(0);
    expect(re.test('a')).toBe(true);
    expect(re.test('ab')).toBe(false); // searched from lastIndex 1, as a plain /a/g would
    expect(made).toBe(1);
  });

  it('a text the condition refuses makes nothing, whatever is asked of it', () => {
    let made = 0;
    const re = lazyRegExp(() => (made++, /zz/gy), (t) => t.includes('zz'));
    expect([re.exec('abc'), re.test('abc'), 'abc'.replace(re, 'x'), 'abc'.split(re), 'abc'.match(re), 'abc'.search(re)]).toEqual([null, false, 'abc', ['abc'], null, -1]);
    expect(made).toBe(0);
    expect(re.test('zz')).toBe(true);
    expect(re.lastIndex).toBe(2);
    expect(re.test('abc')).toBe(false); // refused, and lastIndex back to 0 as a failed sticky search sets it
    expect(re.lastIndex).toBe(0);
    expect(made).toBe(1);
  });

  // The readers' chunks make ~130 of these when they load (~270 with the return reader), every one kept for the
  // whole run: each must be a small object, its methods shared, not a set of closures of its own.
  it('holds no properties or functions of its own: every pattern shares one set of methods', () => {
    const patterns = [lazyRegExp(() => /a/g), lazyRegExp(() => /b/iu, (t) => t.includes('b')), lazyRegExp(() => /c/y)];
    for (const re of patterns) expect(Reflect.ownKeys(re)).toEqual([]);
    const [a, b] = patterns as [RegExp, RegExp];
    expect([a.exec, a.test, a[Symbol.replace], a[Symbol.split]]).toEqual([b.exec, b.test, b[Symbol.replace], b[Symbol.split]]);
    expect(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(a), 'lastIndex')?.set).toBeTypeOf('function');
    expect([a.test('a'), b.test('xb'), b.test('xy')]).toEqual([true, true, false]);
  });

  it.each(PATTERNS)('/%s/%s behaves as the RegExp it stands for', (source, flags) => {
    for (const text of TEXTS) {
      const plain = new RegExp(source, flags);
      const lazy = lazyRegExp(() => new RegExp(source, flags));
      expect(lazy instanceof RegExp).toBe(true);
      expect([lazy.source, lazy.flags, lazy.global, lazy.ignoreCase, lazy.multiline, lazy.sticky, lazy.unicode, lazy.hasIndices, lazy.dotAll, String(lazy)]).toEqual([
        plain.source, plain.flags, plain.global, plain.ignoreCase, plain.multiline, plain.sticky, plain.unicode, plain.hasIndices, plain.dotAll, String(plain),
      ]);
      // exec/test loops that move lastIndex, and setting it
      const run = (re: RegExp) => {
        const out: unknown[] = [];
        re.lastIndex = 0;
        for (let i = 0; i < 5; i++) {
          const m = re.exec(text);
          out.push(m && [...m], m?.index, m?.groups, m?.indices && [...m.indices], re.lastIndex, re.test(text), re.lastIndex);
          if (!m) break;
        }
        re.lastIndex = 0;
        return out;
      };
      expect(run(lazy)).toEqual(run(plain));
      expect(text.replace(lazy, '<$&>')).toBe(text.replace(plain, '<$&>'));
      expect(text.replace(lazy, (m: string) => m.toUpperCase())).toBe(text.replace(plain, (m: string) => m.toUpperCase()));
      expect(text.split(lazy)).toEqual(text.split(plain));
      expect(text.match(lazy)).toEqual(text.match(plain));
      expect(text.search(lazy)).toBe(text.search(plain));
      if (plain.global) expect([...text.matchAll(lazy)].map((m) => [...m])).toEqual([...text.matchAll(plain)].map((m) => [...m]));
      else expect(() => text.matchAll(lazy)).toThrow(TypeError);
      expect(new RegExp(lazy).source).toBe(plain.source);
    }
  });
});

// The verification reader's patterns (prompts/verification.txt) are compiled only for a text where one of
// their phrases' first words stands where a line, sentence or bracket opens. On every text the result must
// be the plain pattern's.
describe('lazyRegExp with opensWithWord: the verification patterns', async () => {
  const { readFileSync } = await import('node:fs');
  const { parseVerificationWords } = await import('../../src/brief/findings.js');
  const text = readFileSync(new URL('../../prompts/verification.txt', import.meta.url), 'utf8');
  const phrases = [...text.matchAll(/^(?:evidence|unverified|verified last|verified|status verified)\s*:\s*(.*)$/gm)].flatMap((m) => m[1]!.split(',').map((p) => p.trim()));
  const upper = (s: string) => s.toUpperCase();
  const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const shapes = [
    (p: string) => `The cache leaks. ${p}.`,
    (p: string) => `The cache leaks (${p}: heap dump)`,
    (p: string) => `- **${p}:** heap dump`,
    (p: string) => `Leak [ ${p} ] here`,
    (p: string) => `Leak 【${p}】`,
    (p: string) => `first line\n> -   __${p}__ : shown`,
    (p: string) => `Leak;\t${p.replace(/ /g, ' \t ')} again`,
    (p: string) => `Leak ${p} in the middle of a sentence`,
    // A participle that closes a short sentence ("Auf Beispieldaten gemessen: 9 ms."), or a clause after a comma.
    (p: string) => `Leak. Auf der Replik ${p}: 9 ms.`,
    (p: string) => `The cache leaks, ${p} on the replica.`,
    (p: string) => `${p}`,
    // A facet's words on a line of their own over its text ("### Proof" kept in a finding's text, findings.ts facet).
    (p: string) => `Leak.\n${p}\n\nRan it twice.`,
    // An evidence label alone over a fenced block of output (the fenced pattern, verif18).
    (p: string) => `### ${p}\n\n\`\`\`\nExpected: disabled\nReceived: enabled\n\`\`\``,
    (p: string) => `- **${p}:**\n~~~text\n12 passed\n~~~`,
    // The status pattern: a status label whose value is the phrase.
    (p: string) => `- **Status:** ${p}`,
    (p: string) => `Leak.\nStatut :   — ${p}ée`,
    (p: string) => `Stan: ✅  ${p.replace(/ /g, '\t')}\n\n**Статус**：${p}!`,
  ];
  const texts = ['', 'The pager drops the last page.', 'x (y) [z] 【w】', 'no. non. не.', 'ſ'.repeat(3)];
  for (const p of phrases) for (const shape of shapes) for (const c of [(s: string) => s, upper, title]) texts.push(shape(c(p)));
  texts.push('Leak. unverifiſd.', 'Leak (ſin verificar)', 'Leak. NOT VERIFIED.', 'Status: İ verified', 'İ\nStatus: unverified', 'State: verifiedx\nStatus: confirmed');
  const { status, strip, ...regexes } = parseVerificationWords(text);

  it('the tags cut from titles (folded, folded-regexp.ts) give the one i+u expression\'s result on every text', () => {
    const plain = new RegExp(strip.pattern.source, strip.pattern.flags);
    expect(strip.folds).toBe(true);
    let cut = 0;
    for (const t of [...texts, ...texts.map((t) => `${t} [NICHT GEPRÜFT] x (Geprüft: ß) y [ıverified] z`)]) {
      plain.lastIndex = 0;
      const want = t.replace(plain, '');
      expect(strip.strip(t), t).toBe(want);
      plain.lastIndex = 0;
      const m = plain.exec(t);
      const a = strip.exec(t);
      expect(a && [...a], t).toEqual(m && [...m]);
      if (want !== t) cut++;
    }
    expect(cut).toBeGreaterThan(500);
  });

  it('the status label and its value, matched in two steps, give the one expression\'s result on every text', () => {
    let matched = 0;
    for (const t of texts) {
      const a = status.exec(t);
      status.pattern.lastIndex = 0;
      const b = status.pattern.exec(t);
      expect(a && [...a], t).toEqual(b && [...b]);
      expect(a?.index, t).toBe(b?.index);
      if (b) matched++;
    }
    expect(matched).toBeGreaterThan(500);
  });

  it('gives the plain pattern\'s result on every text', () => {
    expect(phrases.length).toBeGreaterThan(100);
    expect(texts.length).toBeGreaterThan(2000);
    for (const [name, lazy] of Object.entries(regexes)) {
      const plain = new RegExp(lazy.source, lazy.flags);
      let matched = 0;
      for (const t of texts) {
        lazy.lastIndex = plain.lastIndex = 0;
        const a = lazy.exec(t);
        const b = plain.exec(t);
        expect(a && [...a], `${name}: ${t}`).toEqual(b && [...b]);
        if (b) matched++;
        expect(t.replace(lazy, '<>'), `${name}: ${t}`).toBe(t.replace(plain, '<>'));
        expect(lazy.test(t), `${name}: ${t}`).toBe(plain.test(t));
        expect(lazy.lastIndex).toBe(plain.lastIndex);
      }
      expect(matched, name).toBeGreaterThan(50);
    }
  });
});

// opensWithWord groups its phrases by first word and those by the word's first two letters: a one-letter first
// word, a first word that begins another, many seconds after one first word, and a place at the text's end must
// all answer as trying each phrase in turn does (the reference below).
describe('opensWithWord: phrases grouped by their first word', () => {
  const phrases = ['i have not', 'i never', 'is', 'it was not run', 'not verified', 'not yet verified', 'not reproduced', 'nothing', 'we have not', 'we never', 'x', 'σ test', '未验证', 'ab cd', 'abc'];
  const opens = (text: string): boolean => {
    const lower = text.toLowerCase().replace(/ſ/g, 's').replace(/ς/g, 'σ');
    const at = [0, ...[...lower.matchAll(/[\n\r\u2028\u2029.!;。[(（【［〔]/g)].map((m) => m.index + 1)];
    return at.some((i) => {
      const j = i + /^[ \t>\-*+_]*/.exec(lower.slice(i))![0].length;
      return phrases.some((p) => {
        const [first, second] = p.split(' ');
        if (!lower.startsWith(first!, j)) return false;
        if (second === undefined) return true;
        const gap = /^[ \t]+/.exec(lower.slice(j + first!.length));
        return gap !== null && lower.startsWith(second, j + first!.length + gap[0].length);
      });
    });
  };
  const texts = ['', 'x', 'X marks it', 'I', 'I have', 'I have not run it', 'I\tnever did', 'Is it?', 'It was not', 'Done. It WAS not', 'Done. It was', 'Not', 'not yet', 'Not yet VERIFIED', 'not reproduced here', 'Nothing.', 'noth', 'We  have not', 'we', 'ΣΣ TEST', 'ς test', 'Leak. 未验证', 'Leak (未验', 'ab', 'ab  cd', 'Abc', 'abd', 'a. b. ab cd', 'ends with a stop.', 'ends with a bracket (', 'ſ', 'Leak; - **Not reproduced**', 'the x', 'a. x', 'mid not verified'];
  it.each(texts)('%j', (text) => {
    expect(opensWithWord(phrases)(text)).toBe(opens(text));
  });
});

// phraseSubsetRegExp makes a pattern of just the phrases whose words a text holds: on every text it must give what
// the alternation of all the phrases gives (the same match at the same place), for the prose outcome lists it serves.
describe('phraseSubsetRegExp: the prose outcome lists', async () => {
  const { readFileSync } = await import('node:fs');
  const { parseProseWords, phrasePattern } = await import('../../src/brief/prose-outcome.js');
  const lists = parseProseWords(readFileSync(new URL('../../prompts/outcomes.txt', import.meta.url), 'utf8'));
  const all = Object.values(lists).flat();
  // A phrase as a writer puts it: its gaps filled, its blanks widened, its case changed, beside other phrases.
  const filled = (p: string) => p.replace(/[ \t]*…[ \t]*/g, ' 12 of the ');
  const shapes = [
    (p: string) => filled(p),
    (p: string) => `The work: ${filled(p).toUpperCase()}!`,
    (p: string) => `So ${filled(p).replace(/ /g, ' \t')}, at last.`,
    (p: string) => `${filled(p).charAt(0).toUpperCase()}${filled(p).slice(1)} — and ${filled(all[(p.length * 7) % all.length]!)}`,
    (p: string) => `75 ${filled(p)}x`, // a letter run on: no phrase there, in either
    (p: string) => `${p.split(/[ \t]+/)[0]} and nothing else`, // a phrase's first word alone
    (p: string) => `not ${filled(p).replace(/s/g, 'ſ')}`, // long s, which the u and i flags read as s
  ];
  const texts = ['', 'Nothing here.', 'ΣΊΓΜΑ ς', 'İ is not i'];
  for (const p of all) for (const shape of shapes) texts.push(shape(p));

  it.each(Object.keys(lists) as (keyof typeof lists)[])('%s: the same match as the whole list, on every text', (key) => {
    const whole = new RegExp(lists[key].map(phrasePattern).join('|'), 'iu');
    const subset = phraseSubsetRegExp(lists[key], phrasePattern, 'iu');
    let matched = 0;
    for (const t of texts) {
      const want = whole.exec(t);
      const got = subset.exec(t);
      expect(got && [got.index, ...got], t).toEqual(want && [want.index, ...want]);
      expect(subset.test(t), t).toBe(want !== null);
      if (want) matched++;
    }
    expect(lists[key].length, key).toBeGreaterThan(5);
    expect(matched, key).toBeGreaterThan(lists[key].length);
  });
});
