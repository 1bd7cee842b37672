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

describe('a check or a measurement stated in the finding\'s own prose', () => {
  it('is verification, with how (en, de, fr, es, ru, zh)', () => {
    const f = readReturn(
      ret([
        'Slow report query\nThe index is never used. Timed it on sample data: 9 ms against 400 ms.',
        'Wrong invoice total\nThe sum skips refunds; checked against the source.',
        'Cold start\nThe bundle loads twice. I measured it on the staging box.',
        'Langsamer Export\nDer Index fehlt. Gemessen: 40 ms statt 3 ms.',
        'Export lent\nLe cache est vidé à chaque appel ; mesuré sur la copie de prod.',
        'Exportación lenta\nSe recalcula todo. Medido en staging: 40 ms.',
        'Медленный экспорт\nИндекс не используется. Замерил на копии базы.',
        '导出缓慢\n每次都重新计算。实测 40 ms。',
      ]),
    ).f;
    expect(f.map((x) => x.verified ?? null)).toEqual([true, true, true, true, true, true, true, true]);
    expect(f[0]!.how).toBe('on sample data: 9 ms against 400 ms');
    expect(f[1]!.how).toBe('the source');
  });
  it('a plan, a denial, a wish or someone else\'s measurement is not', () => {
    expect(
      verifiedOf([
        'Wrong invoice total\nThe sum skips refunds. Should be checked against the source.',
        'Lost row\nThe upsert drops a row. I could not reproduce it.',
        'Lost row\nThe upsert drops a row. Needs a repro.',
        'Cold start\nThe bundle loads twice; the platform team measured 40 ms.',
        'Cold start\nThe bundle loads twice. Not checked against the source.',
        'Cold start\nMeasured latency is the wrong metric here: use p99.',
        'Cold start\nThe bundle loads twice. He measured it on the replica.',
        'Cold start\nThe bundle loads twice. Checked against the spec? Not sure.',
      ]),
    ).toEqual([null, false, null, null, null, null, null, null]);
  });
});

describe('a statement that every finding was checked', () => {
  const two = ['Wrong invoice total\nThe sum skips refunds.', 'Slow report query\nThe index is never used.'];
  it('verifies each finding of the return (en, de, zh)', () => {
    expect(verifiedOf(two, 'Every finding below was checked against the source.\n\n')).toEqual([true, true]);
    expect(verifiedOf(two, 'Alle Befunde wurden am Code geprüft.\n\n')).toEqual([true, true]);
    expect(verifiedOf(two, '所有问题均已核对源码。\n\n')).toEqual([true, true]);
  });
  it('a finding that says otherwise keeps its own; a plan to check is no statement', () => {
    expect(verifiedOf([two[0]!, 'Slow report query\nThe index is never used. Not verified.'], 'Every finding below was checked against the source.\n\n')).toEqual([true, false]);
    expect(verifiedOf(two, 'Every finding below still has to be checked against the source.\n\n')).toEqual([null, null]);
  });
});

describe('a reproduction recipe is not a done reproduction', () => {
  it('steps later on the label\'s line, or listed below it (en, de, fr, es, ru, zh)', () => {
    expect(
      verifiedOf([
        'Save conflict\n**Repro:** two tabs, save in both, then reload.',
        'Save conflict\n**Repro:** with two tabs open; save in both.',
        'Save conflict\n**Repro:**\n\n1. two tabs\n2. save in both',
        'Save conflict\nReproduktion: zwei Tabs, dann speichere in beiden.',
        'Save conflict\nReproduction : deux onglets, puis enregistrer dans les deux.',
        'Save conflict\n**Reproducción:** dos pestañas, luego guardar en ambas.',
        'Save conflict\nВоспроизведение: две вкладки, затем сохранить в обеих.',
        'Save conflict\n复现：两个标签页，然后保存。',
      ]),
    ).toEqual([null, null, null, null, null, null, null, null]);
  });
  it('a result under the label is still the proof', () => {
    expect(
      verifiedOf([
        'Save conflict\n**Repro:** fails 3 of 3 runs on main.',
        'Save conflict\n**Repro** — two tabs; the second save wins, the first is lost (seen 3/3).',
        'Save conflict\n**Repro:** 3 of 3 on main, start-up takes 9 s.',
        'Save conflict\n**Evidence:**\n\n1. the log shows two writes',
      ]),
    ).toEqual([true, true, true, true]);
  });
});
