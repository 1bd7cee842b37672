// Verified means checked, nothing else: a state of repair with a check mark ("✅ Fixed", "✅ **Status**: DONE",
// "✅ 已修复") is not a verification (repair-marks.ts); a check or a measurement the writer states in the finding's
// own prose is (prompts/verification.txt `verified:`); a statement that every finding was checked verifies each
// (findings.ts documentVerification). Synthetic documents only; read through the return reader.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const ret = (items: string[], pre = '') => `${pre}## Outcome\nanswered — see below\n\n## Findings\n\n${items.map((x, i) => `### ${i + 1}. ${x}\n`).join('\n')}`;
const verifiedOf = (items: string[], pre = '') => readReturn(ret(items, pre)).f.map((f) => f.verified ?? null);

describe('a check mark on a state of repair', () => {
  it('is not verification (en, de, fr, es, ru, zh; a status label between)', () => {
    expect(
      verifiedOf([
        'Cache key misses the tenant\n✅ **Status**: FIXED\n**Priority**: HIGH',
        'Pager skips the last page\n- ✅ Fixed in the pager commit',
        'Login redirect loops\n✅ Resolved\n\nThe callback sent users back to the login form.',
        'Locale ignored\n✅ Behoben\n\nDer Schlüssel hatte keine Sprache.',
        'Arrondi faux\n✅ Corrigé\n\nLe total arrondit deux fois.',
        'Orden perdida\n✅ Resuelto\n\nLa orden se pierde.',
        'Двойной счёт\n✅ Исправлено\n\nСумма удваивается.',
        '重复扣款\n✅ 已修复\n\n重试时金额翻倍。',
        'Retry spins\n✅ Done: the loop now backs off',
      ]),
    ).toEqual([null, null, null, null, null, null, null, null, null]);
  });
  it('keeps a check the same words state, and a tick of a check', () => {
    expect(
      verifiedOf([
        'Cache key misses the tenant\n✅ Fixed, verified in staging.',
        'Pager skips the last page\n✅ Fixed and re-tested.',
        'Login redirect loops\n✅ Verified on the staging login.',
        'Retry spins\n✅ Reproduced with the flaky mock.',
        'Locale ignored\n✅ Checked in staging.',
      ]),
    ).toEqual([true, true, true, true, true]);
  });
  it('keeps a ✅ in a Verified column', () => {
    const f = readReturn('## Outcome\nanswered\n\n## Findings\n\n| # | Finding | Verified |\n|---|---|---|\n| 1 | Cache key lacks the tenant | ✅ |\n| 2 | Retry spins | ❌ |\n').f;
    expect(f.map((x) => x.verified ?? null)).toEqual([true, false]);
  });
});
