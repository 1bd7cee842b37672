// A finding's words that say it was re-tested or reproduced, in several languages (verification-said.ts,
// prompts/verification.txt `retested:`), a reproduction given under a dash label, and the Russian "подтверждено"
// read only with what confirmed it. Synthetic documents only; read through the return reader.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const verifiedOf = (items: string[]) =>
  readReturn(`## Outcome\nanswered — see below\n\n## Findings\n\n${items.map((x, i) => `### ${i + 1}. ${x}\n`).join('\n')}`).f.map((f) => f.verified ?? null);

describe('re-tested and reproduced, in the finding\'s own words', () => {
  it('says verified (en, de, fr, es, ru, zh)', () => {
    expect(
      verifiedOf([
        'Pager skips the last page\nThe loop stops one short. Fixed and re-tested on staging.',
        'Cache ignores the locale\nDer Schlüssel ohne Sprache; nach der Korrektur nachgetestet.',
        'Levier non plafonné\nLe plafond ne vaut que dans un chemin ; reproduit sur 900 jours de cours.',
        'Orden perdida\nLa orden se pierde en silencio; reproducido con el escenario de prueba.',
        'Двойной счёт\nСумма удваивается при повторе; перепроверено после правки.',
        '重复扣款\n重试时金额翻倍，已复现。',
      ]),
    ).toEqual([true, true, true, true, true, true]);
  });
  it('a denial, a plan step or "to verify" is not verified', () => {
    expect(
      verifiedOf([
        'Pager skips the last page\nThe loop stops one short. Fixed, not yet re-tested.',
        'Cache ignores the locale\nDer Schlüssel ohne Sprache; nicht reproduziert.',
        'Retry loop spins\nIt never backs off. Plan: re-test after the fix.',
        'Slow boot\nNine seconds to first paint. To verify: profile the bundle.',
      ]),
    ).toEqual([false, false, null, null]);
  });
  it('a reproduction given under a dash label is the proof', () => {
    expect(verifiedOf(['Martingale on losing positions\nThe idle cash tops up losers.\n\nReproduction — one CALL, the underlying loses 47 %, 900 days: NAV −56 %.'])).toEqual([true]);
  });
});

describe('Russian "подтверждено" mid-sentence', () => {
  it('with what confirmed it is verified; said of something else, or a noun of its stem, is not', () => {
    expect(
      verifiedOf([
        'Двойной счёт\nСумма удваивается, подтверждено тестом на стенде.',
        'Право на фото гостей\nАвторские права у заказчика есть, это подтверждено. Но согласие гостей нужно отдельно.',
        'Нет canonical, нет подтверждения прав в Вебмастере\nSeverity: high',
      ]),
    ).toEqual([true, null, null]);
  });
});

describe('a statement above the findings that each of them was reproduced', () => {
  const groups = `## Findings\n\n### Bugs\n\n#### B1 — Pager skips the last page\nThe loop stops one short.\n\n#### B2 — Retry loop spins\nNo backoff.\n\n### Speed\n\n#### V1 — Candidates computed twice\nTwice a day.\n`;
  const read = (md: string) => readReturn(md).f.map((f) => f.verified ?? null);
  it('gives it to the findings under the group its noun names (en, fr), or to all when no group is named', () => {
    expect(read(`# Audit\n\nA full audit of the engine.\n\n**Scope checked**: 277 tests, profiling, and a numeric reproduction of every bug listed below.\n\n${groups}`)).toEqual([true, true, null]);
    expect(read(`# Audit\n\nAudit complet du moteur.\n\n**Périmètre vérifié** : 277 tests et reproduction chiffrée de chaque bug listé ci-dessous.\n\n${groups}`)).toEqual([true, true, null]);
    expect(read(`# Audit\n\nA full audit, with a reproduction of each finding below.\n\n## Findings\n\n### 1. Pager skips the last page\nThe loop stops one short.\n\n### 2. Retry loop spins\nNo backoff.\n`)).toEqual([true, true]);
  });
  it('a plan to verify each step, or a reproduction still to do, says nothing of them', () => {
    expect(read(`# Audit\n\nA full audit of the engine.\n\n**Method**: verification of each step against the spec.\n\n${groups}`)).toEqual([null, null, null]);
  });
});
