// A column of changes is named by its before and after words in any script: "Было / Стало", "修改前 / 修改后" name one
// as "Before / After" does (a regexp's \b saw no word edge beside Cyrillic or Han letters, so they never matched).
import { describe, expect, it } from 'vitest';
import { changeColumn } from '../../src/brief/table-shape.js';

describe('a column of changes, by its name', () => {
  it.each(['Before / After', 'Vorher / Nachher', 'Было / Стало', 'До / После', '修改前 / 修改后', '変更前 / 変更後'])('"%s" is one', (h) => {
    expect(changeColumn(h, ['a', 'b'])).toBe(true);
  });
  it.each(['Fromage', 'Dokument / Postfach', 'Автоматизация', 'Oldtimer news'])('"%s" is none: the words stand inside others', (h) => {
    expect(changeColumn(h, ['a', 'b'])).toBe(false);
  });
});
