import { describe, expect, it } from 'vitest';
import { marksItselfFirst } from '../../src/brief/first-mark.js';
import { firstOfOrder } from '../../src/brief/first-of-order.js';

describe('marksItselfFirst', () => {
  it('a sentence that opens or closes with a first mark', () => {
    for (const s of ['Write a short design note first.', 'Write a short design note first, as for the last level.', 'First, pull main.', 'Before anything else, pull main.', 'Zuerst die Datei lesen.', "D'abord, lire le fichier.", 'Сначала прочитать файл.', '首先阅读文件。', 'まずファイルを読む。', 'Primero, leer el archivo.']) expect(marksItselfFirst(s), s).toBe(true);
  });
  it('not "first" inside a sentence, nor a sentence of that word alone', () => {
    for (const s of ['Take the cleanest first cut at the aggregator.', 'The first release shipped.', 'First.', 'Firstly we tried caching and it failed', '']) expect(marksItselfFirst(s), s).toBe(false);
  });
});

describe('firstOfOrder with a sentence marked first', () => {
  it('takes the marked sentence wherever it stands', () => {
    expect(firstOfOrder('Port the parser and add a fixture. Write a short design note first.')).toBe('Write a short design note first.');
    expect(firstOfOrder('Den Lader umstellen. Zuerst die Migration skizzieren.')).toBe('Zuerst die Migration skizzieren.');
  });
  it('else the first sentence, as before', () => {
    expect(firstOfOrder('Profile the big tenant. Then stream the rows.')).toBe('Profile the big tenant.');
  });
});
