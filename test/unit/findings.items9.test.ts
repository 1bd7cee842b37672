// One finding per finding, titled by its claim (items9): a writer's own tag before the title keeps its bracket;
// a subject that several findings share before a colon or a dash is not their title, the whole claim is. Each shape
// beside an innocent document that merely resembles it. Synthetic documents only, read through the return reader.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

const ret = (body: string) => `# Review\n\n## Outcome\n\nanswered — see below\n\n## Findings\n\n${body}`;
const titles = (md: string) => read(md).f.map((f) => f.title);

describe('a tag the writer defines before the title keeps its bracket', () => {
  it('bold-led tagged paragraphs', () => {
    expect(titles(ret('**[magic] Expiry hard-coded to 90 s**\nThe value should come from config. _Fix: read it from settings._\n\n**[hardening] Eviction runs under the read lock**\nTwo readers can evict one key. _Fix: take the write lock._\n'))).toEqual([
      '[magic] Expiry hard-coded to 90 s',
      '[hardening] Eviction runs under the read lock',
    ]);
  });
  it('look-alike: a bracketed level is still a field, not part of the title', () => {
    const f = read(ret('- [High] Token printed in the logs\n- [Low] Typo in the help text\n')).f;
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['Token printed in the logs', 'high'],
      ['Typo in the help text', 'low'],
    ]);
  });
});

describe('a subject two findings share before " : " or " — " is no title: the whole claim is', () => {
  it('French spaced colon under numbered headings', () => {
    expect(titles(ret("### 1. Admin : pas de contrôle d'accès\n\nLa page est ouverte à tous.\n\n### 2. Admin : mot de passe en clair\n\nIl est stocké tel quel.\n\n### 3. Newsletter : pas de validation\n\nL'adresse n'est pas vérifiée.\n"))).toEqual([
      "Admin : pas de contrôle d'accès",
      'Admin : mot de passe en clair',
      'Newsletter : pas de validation',
    ]);
  });
  it('German, a dash in a list', () => {
    expect(titles(ret('- Anmeldung — kein Limit für Fehlversuche, Angreifer können raten.\n- Anmeldung — Passwort landet im Protokoll.\n- Export — Datei wird nie gelöscht.\n'))).toEqual([
      'Anmeldung — kein Limit für Fehlversuche, Angreifer können raten',
      'Anmeldung — Passwort landet im Protokoll',
      'Export — Datei wird nie gelöscht.', // (never cut: a head this short is no title alone)
    ]);
  });
  it('look-alike: heads that all differ and each say something keep their cut titles', () => {
    // (Heads of a word or three, "Race condition: two writers …", are labels: the whole line titles them, titles8.)
    expect(titles(ret('### 1. Race condition: two writers update the counter\n\nNo lock around it.\n\n### 2. Stale cache key: the locale is ignored\n\nUsers see other languages.\n'))).toEqual([
      'Race condition: two writers update the counter',
      'Stale cache key: the locale is ignored',
    ]);
    expect(titles(ret('### 1. Two writers race on the counter: no lock around it\n\nSeen twice.\n\n### 2. The cache key ignores the locale: users see other languages\n\nIn prod.\n'))).toEqual([
      'Two writers race on the counter',
      'The cache key ignores the locale',
    ]);
  });
});

describe('bold-led paragraphs under a heading per file: one finding each, the file their place', () => {
  const fields = (md: string) => read(md).f.map((f) => [f.title, f.location ?? null]);
  it('file headings as the sections, no blank line between the findings', () => {
    expect(fields('# Review\n\nLegend: [magic] a hard-coded value; [hardening] a defence to add.\n\n## src/store/cache.go\n\n**[magic] Expiry hard-coded to 90 s**\nThe value should come from config. _Fix: read it from settings._\n**[hardening] Eviction runs under the read lock**\nTwo readers can evict one key. _Fix: take the write lock._\n\n## src/api/handler.go\n\n**[hardening] No body size limit**\nA large upload fills memory. _Fix: wrap the reader._\n')).toEqual([
      ['[magic] Expiry hard-coded to 90 s', 'src/store/cache.go'],
      ['[hardening] Eviction runs under the read lock', 'src/store/cache.go'],
      ['[hardening] No body size limit', 'src/api/handler.go'],
    ]);
  });
  it('file sub-headings under the findings heading, a blank line between them', () => {
    expect(fields(ret('### lib/Parser.kt\n\n**Nested quotes break the tokenizer**\nA quote inside a quote ends the string early.\n\n**Empty input throws**\nAn empty file raises instead of returning nothing.\n\n### lib/Writer.kt\n\n**Output never flushed on exit**\nThe last lines are lost.\n'))).toEqual([
      ['Nested quotes break the tokenizer', 'lib/Parser.kt'],
      ['Empty input throws', 'lib/Parser.kt'],
      ['Output never flushed on exit', 'lib/Writer.kt'],
    ]);
  });
  it('look-alike: prose first, then a bold part of it, under a file heading, is one finding', () => {
    const f = read(ret('### lib/Parser.kt\n\nNested quotes end the string early.\n\n**Why it matters here**\nEvery config file with a quote is misread.\n\n**Steps to reproduce**\nParse a file with a quote inside a quote.\n')).f;
    expect(f.map((x) => x.location)).toEqual(['lib/Parser.kt']);
  });
});

describe("a numbered finding's sub-bullets are its detail: a path its place, an error seen while running its verification", () => {
  const fields = (md: string) => read(md).f.map((f) => [f.title, f.severity ?? null, f.location ?? null, f.verified ?? null]);
  it('en, under severity headings', () => {
    expect(fields(ret('### High\n\n1. Config files skipped on Windows paths\n   - Backslash paths never matched the glob.\n   - Source: `scanner/paths.py:88`\n2. Crash on an empty manifest\n   - The error occurred while scanning the sample repo.\n   - Examples: loader.py:41, loader.py:42\n'))).toEqual([
      ['Config files skipped on Windows paths', 'high', 'scanner/paths.py:88', null],
      ['Crash on an empty manifest', 'high', 'loader.py:41', true],
    ]);
  });
  it('de, fr, zh: seen while running', () => {
    const v = (t: string) => read(ret(`1. Absturz bei leerem Manifest\n   - ${t}\n2. Zweiter Punkt\n   - Nichts weiter.\n`)).f[0]!.verified ?? null;
    expect([v('Der Fehler ist beim Ausführen aufgetreten.'), v("L'erreur s'est produite pendant l'exécution du scan."), v('扫描时出现该错误。')]).toEqual([true, true, true]);
  });
  it('look-alike: the bug described in the present tense, or denied, is no verification', () => {
    const v = (t: string) => read(ret(`1. Crash on an empty manifest\n   - ${t}\n2. Second point\n   - Nothing more.\n`)).f[0]!.verified ?? null;
    expect([v('It occurs when running on Windows only.'), v('It has not occurred while running here; a user reported it.')]).toEqual([null, false]);
  });
});
