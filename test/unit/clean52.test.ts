// clean52: word lists that were written into the readers' patterns are data in prompts/ now. Each list is read from
// the file as shipped; every word of it must be matched by the pattern built from it (a word the pattern forgets, or a
// list the code stops reading, fails here), and a word no list holds is refused, so a pattern matching anything fails.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyedWords } from '../../src/brief/keyed-words.js';
import { promptLineError } from '../../src/prompt-grammar.js';
import { readReturn as read } from '../helpers/read-return.js';
import { DETAIL_COL, FIELD_COL, FIELD_FIRST, FORM_LABEL, POSITION_HEADER, TITLE_COL, TITLE_FIELD, TITLE_FIELD_FIRST, TOTAL_ROW } from '../../src/brief/field-names.js';
import { summaryWords } from '../../src/brief/return-sections.js';
import { ownFindingRef } from '../../src/brief/cited-recaps.js';
import { hasCjk } from '../../src/brief/keyed-words.js';
import { ABSENT, NOT_DONE, REPAIR_STATE } from '../../src/brief/findings.js';
import { ALL, ALL_BARE, ALL_OF, BE, EXCEPT, PREDICATE, QUALIFIER } from '../../src/brief/outcome.js';

const prompt = (name: string) => readFileSync(new URL(`../../prompts/${name}`, import.meta.url), 'utf8');
const each = (name: string, key: string) => {
  const ws = keyedWords(prompt(name), key);
  it(`${name} ${key}: parses, and holds words`, () => {
    expect(promptLineError(name, prompt(name))).toBeNull();
    expect(ws.length).toBeGreaterThan(3);
  });
  return it.each(ws.map((w) => [w]));
};
// (Upper case where it folds back to the word: a regexp's i flag folds Turkish "I" to "i", never to "ı".)
const upper = (w: string) => (w.toUpperCase().toLowerCase() === w ? w.toUpperCase() : w);

describe('columns.txt: the names of a findings table\'s columns', () => {
  each('columns.txt', 'title column')('title column %s', (w) => {
    expect(TITLE_COL.test(upper(w))).toBe(true);
    expect(TITLE_COL.test(`${w} (short)`)).toBe(true);
  });
  each('columns.txt', 'field column')('field column %s', (w) => expect(FIELD_COL.test(upper(w))).toBe(true));
  each('columns.txt', 'detail column')('detail column %s', (w) => expect(DETAIL_COL.test(upper(w))).toBe(true));
  it('refuses a name no list holds', () => {
    expect(TITLE_COL.test('Banana')).toBe(false);
    expect(TITLE_COL.test('Problems')).toBe(false);
    expect(FIELD_COL.test('Severity note')).toBe(false);
    expect(DETAIL_COL.test('Banana')).toBe(false);
  });
});

describe('columns.txt: the labels of a finding written as a form', () => {
  each('columns.txt', 'form label')('form label %s', (w) => {
    expect(FORM_LABEL.test(upper(w))).toBe(true);
    expect(FORM_LABEL.test(`${w} (more)`)).toBe(true);
  });
  each('columns.txt', 'title label')('title label %s', (w) => {
    expect(TITLE_FIELD_FIRST.exec(`**${w}:** the cache key ignores the locale`)?.[1]).toBe('the cache key ignores the locale');
    expect(TITLE_FIELD.exec(`File: a.ts\n${w}: the cache key`)?.[1]).toBe('the cache key');
  });
  each('columns.txt', 'title label later')('title label later %s', (w) => {
    expect(TITLE_FIELD.exec(`File: a.ts\n- ${w}: the cache key`)?.[1]).toBe('the cache key');
    expect(TITLE_FIELD_FIRST.test(`${w}: the cache key`)).toBe(false);
  });
  each('columns.txt', 'field label')('field label %s', (w) => expect(FIELD_FIRST.test(`**${w}:** a.ts`)).toBe(true));
  it('refuses a label no list holds', () => {
    expect(FORM_LABEL.test('Bananas')).toBe(false);
    expect(FORM_LABEL.test('Filed under')).toBe(false);
    expect(TITLE_FIELD.test('Banana: x')).toBe(false);
    expect(FIELD_FIRST.test('Banana: x')).toBe(false);
  });
});

describe('columns.txt: a row that sums up a table, a column that places its rows', () => {
  each('columns.txt', 'total row')('total row %s', (w) => {
    expect(TOTAL_ROW.test(upper(w))).toBe(true);
    expect(TOTAL_ROW.test(`${w}:`)).toBe(true);
  });
  each('columns.txt', 'position column')('position column %s', (w) => expect(POSITION_HEADER.test(upper(w))).toBe(true));
  it('refuses a cell no list holds', () => {
    expect(TOTAL_ROW.test('Totally')).toBe(false);
    expect(POSITION_HEADER.test('Lines changed')).toBe(false);
  });
});

describe('outcomes.txt summary word: the words that sum up', () => {
  each('outcomes.txt', 'summary word')('summary word %s', (w) => expect((hasCjk(w) ? summaryWords().cjk : summaryWords().spaced).has(w)).toBe(true));
  it('holds no word that also opens a finding', () => {
    for (const w of ['status', 'result', 'answer', '结果', '状态']) expect(summaryWords().spaced.has(w) || summaryWords().cjk.has(w)).toBe(false);
  });
});

describe('severities.txt counter nouns: a finding\'s own counter, as a recap list cites it', () => {
  const keys = ['counter noun', 'numbered counter noun', 'title counter noun', 'numbered title counter noun'];
  it.each(keys.flatMap((k) => keyedWords(prompt('severities.txt'), k).map((w) => [k, w])))('%s %s', (_k, w) => {
    expect(ownFindingRef(`${w} #2: the cache key ignores the locale`)).toBe('#2');
    expect(ownFindingRef(`**${upper(w)} 14** — the cache key`)).toBe('#14');
  });
  it('refuses a word no list holds', () => expect(ownFindingRef('Banana #2: the cache key')).toBe(''));
});

describe('outcomes.txt: the words around a status word in a sentence (outcome.ts)', () => {
  const head = (re: RegExp, s: string) => re.exec(s)?.[0];
  each('outcomes.txt', 'predicate verb')('predicate verb %s', (w) => expect(head(PREDICATE, `The cache ${upper(w)} fixed`)).toBe(`The cache ${upper(w)} `));
  each('outcomes.txt', 'predicate adverb')('predicate adverb %s', (w) => expect(head(PREDICATE, `The cache is ${w} fixed`)).toBe(`The cache is ${w} `));
  each('outcomes.txt', 'predicate and')('predicate and %s', (w) => expect(head(PREDICATE, `The cache is found ${w} fixed`)).toBe(`The cache is found ${w} `));
  each('outcomes.txt', 'be verb')('be verb %s', (w) => expect(head(BE, `${w} fixed`)).toBe(`${w} `));
  each('outcomes.txt', 'be adverb')('be adverb %s', (w) => expect(head(BE, `is ${w} fixed`)).toBe(`is ${w} `));
  each('outcomes.txt', 'all bare subject')('all bare subject %s', (w) => expect(head(ALL_BARE, `${upper(w)} bugs fixed`)).toBe(`${upper(w)} bugs `));
  each('outcomes.txt', 'all of subject')('all of subject %s', (w) => expect(head(ALL_OF, `${w} defects were fixed`)).toBe(`${w} defects were `));
  each('outcomes.txt', 'all of verb')('all of verb %s', (w) => expect(head(ALL_OF, `all defects ${w} fixed`)).toBe(`all defects ${w} `));
  each('outcomes.txt', 'all of adverb')('all of adverb %s', (w) => expect(head(ALL_OF, `all defects were ${w} fixed`)).toBe(`all defects were ${w} `));
  each('outcomes.txt', 'qualifier')('qualifier %s', (w) => expect(QUALIFIER.test(upper(w))).toBe(true));
  each('outcomes.txt', 'except')('except %s', (w) => expect(EXCEPT.test(`All fixed ${w} the export`)).toBe(true));
  each('outcomes.txt', 'everything')('everything %s', (w) => expect(head(ALL, `${upper(w)} fixed`)).toBe(`${upper(w)} `));
  it('refuses words no list holds', () => {
    expect(PREDICATE.test('The cache banana fixed')).toBe(false);
    expect(head(BE, 'banana fixed')).toBe('');
    expect(ALL_BARE.test('Banana bugs fixed')).toBe(false);
    expect(ALL_OF.test('all defects banana fixed')).toBe(false);
    expect(QUALIFIER.test('banana')).toBe(false);
    expect(EXCEPT.test('All fixed, banana the export')).toBe(false);
    expect(ALL.test('Banana fixed')).toBe(false);
  });
});

describe('outcomes.txt: an item\'s status words (findings.ts)', () => {
  each('outcomes.txt', 'item not done')('item not done %s', (w) => {
    expect(NOT_DONE.test(upper(w))).toBe(true);
    expect(NOT_DONE.test(w.replace(/ /g, '  '))).toBe(true);
  });
  each('outcomes.txt', 'item absent')('item absent %s', (w) => expect(ABSENT.test(`**${upper(w)}**: retry on 503`)).toBe(true));
  each('outcomes.txt', 'row repaired')('row repaired %s', (w) => expect(REPAIR_STATE.test(`Title\nStatus: ✅ ${upper(w)}`)).toBe(true));
  it('refuses words no list holds', () => {
    expect(NOT_DONE.test('not bananas')).toBe(false);
    expect(ABSENT.test('Missingno')).toBe(false);
    expect(REPAIR_STATE.test('Status: fixedness')).toBe(false);
  });
});

// Part 2: a findings table's columns named in Italian, Dutch or Turkish. Before, none of the names was known: the
// row's title was its longest cell (the evidence or the fix), and the finding, the file and the severity were fields
// named after the header as written. Each table is made up for this test.
describe('a findings table named in Italian, Dutch or Turkish: the finding column titles each row', () => {
  const table = (h: string[], rows: string[][]) => [`| ${h.join(' | ')} |`, `|${h.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
  const rows = (finding: [string, string], evidence: [string, string], fix: [string, string]) => [
    ['1', 'Alta', '`src/cache.ts`', finding[0], evidence[0], fix[0]],
    ['2', 'Bassa', '`src/log.ts`', finding[1], evidence[1], fix[1]],
  ];
  it.each([
    ['it', ['#', 'Gravità', 'Posizione', 'Rilievo', 'Evidenza', 'Raccomandazione'], ['Chiave della cache senza lingua', 'Livello di log fisso'], ['la stessa chiave per due lingue diverse nella prova manuale con due browser aperti', 'il livello resta debug anche in produzione dopo il riavvio del servizio'], ['aggiungere la lingua alla chiave e svuotare la cache esistente al rilascio', 'leggere il livello da una variabile di ambiente con un valore predefinito']],
    ['nl', ['#', 'Ernst', 'Bestand', 'Bevinding', 'Bewijs', 'Oplossing'], ['Cachesleutel zonder taal', 'Vast logniveau'], ['dezelfde sleutel voor twee talen bij een handmatige test met twee open browsers', 'het niveau blijft debug in productie, ook na een herstart van de dienst'], ['de taal aan de sleutel toevoegen en de bestaande cache bij de uitrol legen', 'het niveau uit een omgevingsvariabele lezen met een standaardwaarde erbij']],
    ['tr', ['#', 'Önem', 'Dosya', 'Bulgu', 'Kanıt', 'Öneri'], ['Önbellek anahtarında dil yok', 'Sabit günlük düzeyi'], ['iki açık tarayıcıyla elle yapılan denemede iki dil için aynı anahtar üretiliyor', 'hizmet yeniden başlatıldıktan sonra da üretimde düzey debug olarak kalıyor'], ['anahtara dili ekleyip sürümde mevcut önbelleği boşaltmak gerekiyor', 'düzeyi varsayılan değeri olan bir ortam değişkeninden okumak gerekiyor']],
  ] as const)('%s', (_lang, header, finding, evidence, fix) => {
    const { f } = read(`# Review\n\n## Findings\n\n${table([...header], rows([...finding] as [string, string], [...evidence] as [string, string], [...fix] as [string, string]))}\n`);
    expect(f.map((x) => x.title)).toEqual([...finding]);
    // The evidence and the fix are the finding's details, the file and the severity its fields, not its title.
    expect(f[0]!.text).toContain(evidence[0]);
    expect(f[0]!.text).toContain(fix[0]);
  });
});
