// A finding written as a heading over code and a labelled list (QA round 38 class 4: "#### **[must] 重大な実装不足**" /
// a code fence / "**問題点:**" / "1. …" / "2. …") is ONE finding titled by its heading; the code and the list are its
// text. It used to be read as a findings section through the word "不足": the fence ("`csharp"), the label ("問題点")
// and each list item became findings, and the heading's words were written nowhere (a heading in a script without
// spaces was never said to say more than "findings": heading-rest.ts spacelessSaysMore). Near-misses: a heading that
// is just a findings name keeps its items as findings; prose (not code) above the labelled list changes nothing.

import { describe, expect, it } from 'vitest';
import { docWorld, returnAndPull } from '../helpers/doc-world.js';
import { headingSaysMore } from '../../src/brief/heading-rest.js';
import { RETURN_SECTIONS } from '../../src/brief/sections.js';

const w = docWorld();
const doc = (heading: string, label: string, items: string[]) =>
  ['# Review', '', '## Outcome', 'answered — done', '', heading, '', '```csharp', 'var ok = await repo.TryLockAsync(id);', '```', '', label, ...items.map((t, i) => `${i + 1}. ${t}`), ''].join('\n');

describe('a heading over code and a labelled list: one finding, titled by the heading', () => {
  it.each([
    ['Japanese, named findings by 不足', '#### **[must] 重大な実装不足**', '**問題点:**', ['`Battle`クラスのインスタンス化が見えない', '`finally`ブロックでの`UnlockAsync()`呼び出しが無い'], '重大な実装不足'],
    ['Chinese, named findings by 不足', '#### **[必须] 并发控制严重不足**', '**问题：**', ['没有释放锁', '没有重试'], '并发控制严重不足'],
    ['English, named findings by "weaknesses"', '### Weaknesses of the battle service locking', '**Problems:**', ['`Battle` is never instantiated', 'No unlock in `finally`'], 'Weaknesses of the battle service locking'],
    ['German, named findings by "Schwächen"', '### Schwächen der Sperre im BattleService', '**Probleme:**', ['`Battle` wird nie erzeugt', 'Kein Entsperren im `finally`'], 'Schwächen der Sperre im BattleService'],
  ])('%s', (_what, heading, label, items, title) => {
    const { j, md, pulled } = returnAndPull(w, doc(heading, label, items), 'heading finding');
    expect(j.findings.map((f) => f.title)).toEqual([title]);
    expect(pulled.map((f) => f.title)).toEqual([title]);
    for (const t of [title, ...items]) expect(md).toContain(t);
    expect(md).toContain('var ok = await repo.TryLockAsync(id);');
  });

  it('near-miss: prose, not code, above the labelled list: the list items stay findings', () => {
    const text = ['# Review', '', '## Outcome', 'answered — done', '', '### Weaknesses of the battle service locking', '', 'We read the service twice.', '', '**Problems:**', '1. `Battle` is never instantiated', '2. No unlock in `finally`', ''].join('\n');
    const { j } = returnAndPull(w, text, 'heading finding near-miss');
    expect(j.findings.length).toBeGreaterThanOrEqual(2);
  });
});

describe('headingSaysMore in a script written without spaces', () => {
  const findings = RETURN_SECTIONS.find((x) => x.key === 'findings')!;
  it.each([['[must] 重大な実装不足'], ['并发控制严重不足'], ['重大な問題点の不足について']])('"%s" holds a findings name among other words: says more', (h) => {
    expect(headingSaysMore(h, findings)).toBe(true);
  });
  it.each([['主要问题'], ['1. 不足'], ['発見された問題'], ['不足（任意）']])('"%s" is a findings name alone: says nothing more', (h) => {
    expect(headingSaysMore(h, findings)).toBe(false);
  });
});
