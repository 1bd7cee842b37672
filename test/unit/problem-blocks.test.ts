// Does one item state a problem, pass a check, or neither (src/brief/problem-blocks.ts itemSays)? The closed classes
// of prompts/yes-no.txt (problem, pass, failed) and the marks, in several languages.

import { describe, expect, it } from 'vitest';
import { itemSays } from '../../src/brief/problem-blocks.js';

describe('what one item says', () => {
  it.each([
    '✅ PASS: Database',
    '1. LOCATION ✅ VERIFIED',
    '- **Status:** IMPLEMENTED',
    '`.env` not in git history | ✅ PASS | No `.env` files ever committed',
    '- ✅ Skipped correctly (not extracted)',
    'Datenbank ✅ BESTANDEN',
    'Estado: VERIFICADO',
    '結果：合格',
    '- [x] schema checked',
    'SEMUA TEST LULUS',
  ])('a check that passed: %s', (t) => expect(itemSays(t)).toBe('pass'));
  it.each([
    '- ❌ CSRF token',
    '- [ ] rate limit on /login',
    'Tests: 3 failed, 40 passed',
    '- ✅ The token leaks into the logs',
    '- Missing validation of the upload size',
    '⚠️ NEEDS UPDATE',
    '| CSRF | FAIL |',
    'Ergebnis: fehlgeschlagen',
    'テスト 失敗',
    '### [MEDIUM 2] Fallback de Brzycki no implementado en frontend',
    'Status: not implemented',
    'Status: nicht umgesetzt',
  ])('a problem: %s', (t) => expect(itemSays(t)).toBe('problem'));
  it.each(['Key uses the path only; two locales share an entry.', 'Points and badges per task', '12 ms', 'The mailer skips state `confirmed`.'])('neither: %s', (t) => expect(itemSays(t)).toBe('neutral'));
});
