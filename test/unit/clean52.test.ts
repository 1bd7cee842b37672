// clean52: word lists that were written into the readers' patterns are data in prompts/ now. Each list is read from
// the file as shipped; every word of it must be matched by the pattern built from it (a word the pattern forgets, or a
// list the code stops reading, fails here), and a word no list holds is refused, so a pattern matching anything fails.
// (columns.txt's column and label names and outcomes.txt's sentence and item status words are tested by what a return
// reads in test/unit/clean53.test.ts.)

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyedWords } from '../../src/brief/keyed-words.js';
import { promptLineError } from '../../src/prompt-grammar.js';
import { readReturn as read } from '../helpers/read-return.js';
import { summaryWords } from '../../src/brief/return-sections.js';
import { ownFindingRef } from '../../src/brief/cited-recaps.js';
import { hasCjk } from '../../src/brief/keyed-words.js';

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
