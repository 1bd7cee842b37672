// A finding led by a bold kind label ("**Fixed bug:** …", "**Data loss —** …", "**Исправлен баг:** …"): the label is
// what a "type" column would hold, so the title is the text after it; a level qualifying it is the severity
// ("**Critical bug:** …" -> critical). A bold sentence ("**Cache key ignores locale.** Details…") stays the title,
// and a list whose siblings are titled by their own labels ("**Route layout:**", "**Dead code:**") keeps "Bug" too.

import { describe, expect, it } from 'vitest';
import { crlf, docWorld, returnAndPull, returnTitles } from '../helpers/doc-world.js';

const w = docWorld();
const doc = (items: string[]) => `# Review\n\n## Findings\n\n${items.join('\n')}\n\n## Outcome\n\nDone.\n`;

describe('a bold kind label before the finding', () => {
  it('the title is what follows a qualified category or a kind of harm, in any language and line end', () => {
    const text = doc([
      '- **Fixed bug:** the parser drops the last line of `src/parse.ts` when the input has no newline.',
      '- **Data Loss:** rows vanish from the export when the batch size exceeds 1000.',
      '1. **Potential bug:** `retry()` never stops after three failures.',
      '- **Исправлен баг:** функция `strip()` теперь заменяет невидимые символы на пробелы.',
      '- **Behobener Fehler —** der Export verliert Zeilen bei mehr als 1000 Einträgen.',
      '- **Cache key ignores locale.** Details: the key in `src/cache.ts` omits the locale.',
    ]);
    const want = [
      'the parser drops the last line of `src/parse.ts` when the input has no newline.',
      'rows vanish from the export when the batch size exceeds 1000.',
      '`retry()` never stops after three failures.',
      'функция `strip()` теперь заменяет невидимые символы на пробелы.',
      'der Export verliert Zeilen bei mehr als 1000 Einträgen.',
      'Cache key ignores locale.',
    ];
    expect(returnTitles(w, text, 'kind labels', ['**Fixed bug:**', '**Data Loss:**'])).toEqual(want);
    expect(returnTitles(w, crlf(text), 'kind labels crlf')).toEqual(want);
  });
  it('a level qualifying the kind is the severity', () => {
    const { j } = returnAndPull(w, doc(['- **Critical bug:** the parser drops the last line of `src/parse.ts`.', '- **Crash:** the app exits on startup when `HOME` is unset.']), 'kind level');
    expect(j.findings.map((f) => [f.title, f.severity])).toEqual([
      ['the parser drops the last line of `src/parse.ts`.', 'critical'],
      ['the app exits on startup when `HOME` is unset.', undefined],
    ]);
  });
  it('near-misses: siblings titled by their labels keep theirs; a bare title label stays', () => {
    const text = doc([
      '- **Route layout:** web.php is one long file of 2000 lines, hard to navigate.',
      '- **Dead code:** three helpers in utils.php are never called anywhere.',
      '- **Bug:** the login form posts twice when Enter is pressed quickly.',
    ]);
    expect(returnTitles(w, text, 'label siblings')).toEqual(['Route layout', 'Dead code', 'Bug']);
    expect(returnTitles(w, doc(['- **Race condition**: two timers flush']), 'race')).toEqual(['Race condition']);
  });
});
