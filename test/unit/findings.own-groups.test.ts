// Groups of findings named in the writer's own words ("## Points to watch", "## 🔵 Kleinkram", "**Unused code**")
// beside groups named by a severity ("## 🔴 Critical"): groups of findings too (issue 10, QA's biggest class of
// lost findings). Synthetic documents of the shapes QA described.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const read = readReturn;
const found = (md: string) => read(md).f.map((x) => [x.title, x.severity ?? null]);

const doc = (title: string, outcome: string, sections: [string, string[]][]) =>
  [`# ${title}`, '', `## ${outcome}`, '', 'Reviewed the payment flow.', '', ...sections.flatMap(([h, body]) => [h, '', ...body, ''])].join('\n');

describe('a caution or small-improvements group after severity groups holds findings', () => {
  it.each([
    ['Points to watch', 'Small improvements (recommended)', 'Next steps', 'Outcome', 'Critical', 'Medium'],
    ['Zu beachten', 'Kleine Verbesserungen', 'Nächste Schritte', 'Ergebnis', 'Kritisch', 'Mittel'],
    ['注意点', '小さな改善（推奨）', '次のステップ', '結果', '重大', '中'],
  ])('"## %s" and "## %s" beside "## 🔴 …" / "## 🟡 …", then "## %s"', (watch, small, next, outcome, critical, medium) => {
    const md = doc('Review', outcome, [
      [`## 🔴 ${critical}`, ['- `src/pay.ts:40` charges twice on retry.']],
      [`## 🟡 ${medium}`, ['- `src/refund.ts:12` rounds before conversion.']],
      [`## ${watch}`, ['- `src/queue.ts:88` the queue has no upper bound.', '- `src/log.ts:5` card numbers are logged.']],
      [`## ${small}`, ['- `src/util.ts:3` duplicates a helper.']],
      [`## ${next}`, ['- Fix the double charge first.']],
    ]);
    expect(found(md)).toEqual([
      ['`src/pay.ts:40` charges twice on retry.', 'critical'],
      ['`src/refund.ts:12` rounds before conversion.', 'medium'],
      ['`src/queue.ts:88` the queue has no upper bound.', 'medium'],
      ['`src/log.ts:5` card numbers are logged.', 'medium'],
      ['`src/util.ts:3` duplicates a helper.', 'low'],
    ]);
  });

  it('"## 🔵 Kleinkram" over a table with a location column: one finding a row', () => {
    const md = doc('Überprüfung', 'Ergebnis', [
      ['## 🔴 Kritisch', ['- `src/pay.ts:40` bucht doppelt.']],
      ['## 🔵 Kleinkram', ['| Datei | Problem |', '|---|---|', '| `src/a.ts:3` | Tippfehler im Kommentar |', '| `src/b.ts:9` | ungenutzter Import |']],
    ]);
    const { f } = read(md);
    expect(f.map((x) => [x.title, x.severity, x.location])).toEqual([
      ['`src/pay.ts:40` bucht doppelt.', 'critical', 'src/pay.ts:40'],
      ['Tippfehler im Kommentar', 'nit', 'src/a.ts:3'],
      ['ungenutzter Import', 'nit', 'src/b.ts:9'],
    ]);
  });
});

describe('"Important" between "Blockers" and "Advice", each over a table: three severity groups', () => {
  // "Советы" is a group word of its own (severities.txt `group minor:`, the blocker/major/minor scheme a Russian
  // review writes); "Advice" names a severity only beside such groups (`beside low:`).
  it.each([
    ['Blockers', 'Important', 'Advice', 'Summary', 'low'],
    ['Блокеры', 'Важно', 'Советы', 'Итог', 'minor'],
  ])('"## %s" / "## %s" / "## %s"', (blockers, important, advice, outcome, adviceSeverity) => {
    const table = (file: string, what: string) => ['| File | Problem |', '|---|---|', `| \`${file}\` | ${what} |`];
    const md = doc('Review', outcome, [
      [`## ${blockers}`, table('src/pay.ts:40', 'double charge on retry')],
      [`## ${important}`, table('src/log.ts:5', 'card numbers in the log')],
      [`## ${advice}`, table('src/util.ts:3', 'duplicated helper')],
    ]);
    expect(found(md)).toEqual([
      ['double charge on retry', 'blocker'],
      ['card numbers in the log', 'major'],
      ['duplicated helper', adviceSeverity],
    ]);
  });
});

describe('bold labels of the writer\'s own beside "**High Severity Findings**"-style labels', () => {
  it('"**Unused code**" and "**Oversized files**" after the severity labels, under a heading that names nothing', () => {
    const md = [
      '# Audit', '', '## Outcome', '', 'Audited the repository.', '', '## Audit details', '',
      '**High Severity Findings**', '', '- `src/pay.ts:40` double charge on retry.', '',
      '**Medium Severity Findings**', '', '- `src/refund.ts:12` refund rounding.', '',
      '**Unused code**', '', '- `src/old.ts` is never imported.', '- `src/legacy/adapter.ts` exports three unused functions.', '',
      '**Oversized files**', '', '- `src/big.ts` has 2,400 lines.', '',
    ].join('\n');
    expect(found(md)).toEqual([
      ['`src/pay.ts:40` double charge on retry.', 'high'],
      ['`src/refund.ts:12` refund rounding.', 'medium'],
      ['`src/old.ts` is never imported.', null],
      ['`src/legacy/adapter.ts` exports three unused functions.', null],
      ['`src/big.ts` has 2,400 lines.', null],
    ]);
  });
});

describe('guards: what ends or never starts a series of groups', () => {
  it('"## Next steps", "## Method" and "## Appendix" after a severity group hold no findings', () => {
    const md = doc('Review', 'Outcome', [
      ['## 🔴 Critical', ['- `src/pay.ts:40` charges twice on retry.']],
      ['## Next steps', ['- Fix the double charge first.', '- Add a test for the retry.']],
      ['## Method', ['- Read every file under src/.']],
      ['## Appendix', ['- `src/pay.ts` 400 lines', '- `src/refund.ts` 120 lines']],
    ]);
    expect(found(md)).toEqual([['`src/pay.ts:40` charges twice on retry.', 'critical']]);
  });

  // A sibling whose heading says its items need nothing done is observations judged fine, not findings (QA: a
  // review's "Architecture Notes (No Action Needed)" after its priority groups gave seven extra findings).
  it.each([
    ['Architecture notes (no action needed)'],
    ['Not issues — working as intended'],
    ['Hinweise (kein Handlungsbedarf)'],
    ['Remarques (aucune action requise)'],
    ['Notas de arquitectura (no requiere acción)'],
    ['Об архитектуре (действий не требуется)'],
    ['架构说明（无需处理）'],
    ['設計メモ（対応不要）'],
  ])('"## %s" after severity groups holds no findings; its items are kept', (heading) => {
    const md = doc('Review', 'Outcome', [
      ['## 🔴 Critical', ['- `src/pay.ts:40` charges twice on retry.']],
      ['## 🔵 Lower priority', ['- `src/util.ts:3` duplicates a helper.']],
      [`## ${heading}`, ['- `src/main.ts` requires the main queue — usage is correct', '- `@unchecked Sendable` is reasonable for a CLI']],
    ]);
    const r = read(md);
    expect(r.f.map((x) => x.title)).toEqual(['`src/pay.ts:40` charges twice on retry.', '`src/util.ts:3` duplicates a helper.']);
    expect(r.r.extra.find((x) => x.heading === heading)?.text).toContain('usage is correct');
  });

  it('"## Anhang" ends the series in German; a task list is no group', () => {
    const md = doc('Überprüfung', 'Ergebnis', [
      ['## 🔴 Kritisch', ['- `src/pay.ts:40` bucht doppelt.']],
      ['## Aufgaben', ['- [ ] Retry korrigieren.', '- [ ] Test ergänzen.']],
    ]);
    expect(found(md)).toEqual([['`src/pay.ts:40` bucht doppelt.', 'critical']]);
    const appendix = doc('Überprüfung', 'Ergebnis', [
      ['## 🔴 Kritisch', ['- `src/pay.ts:40` bucht doppelt.']],
      ['## Anhang', ['- `src/pay.ts` 400 Zeilen']],
    ]);
    expect(found(appendix)).toEqual([['`src/pay.ts:40` bucht doppelt.', 'critical']]);
  });

  it('praise between the groups is kept; the caution group after it still holds findings', () => {
    const md = doc('Review', 'Outcome', [
      ['## 🔴 Critical', ['- `src/pay.ts:40` charges twice on retry.']],
      ['## ✅ What went well', ['- Clear module boundaries.']],
      ['## Points to watch', ['- `src/queue.ts:88` unbounded queue.']],
    ]);
    expect(found(md)).toEqual([
      ['`src/pay.ts:40` charges twice on retry.', 'critical'],
      ['`src/queue.ts:88` unbounded queue.', 'medium'],
    ]);
  });

  it('with no severity group, "## Things to watch" and "## Advice" gain no severity from their words', () => {
    const md = doc('Plan review', 'Outcome', [
      ['## Things to watch', ['- The migration may lock the orders table for minutes.']],
      ['## Advice', ['- Run the migration at night.']],
    ]);
    for (const [, sev] of found(md)) expect(sev).toBeNull();
  });

  it('a conclusion after a severity group, prose over bullets ("## Ключевой вывод", "## Conclusion"), holds none', () => {
    for (const [critical, conclusion, prose, bullets] of [
      ['Критично', 'Ключевой вывод', 'Модуль в целом готов.', ['- Главный риск — двойное списание.', '- Остальное косметика.']],
      ['Critical', 'Conclusion', 'The module is ready overall.', ['- The main risk is the double charge.']],
      ['Critical', 'Bottom line', 'Ship it after one fix.', ['- The double charge must go first.']],
    ] as const) {
      const md = doc('Review', 'Outcome', [
        [`## 🔴 ${critical}`, ['- `src/pay.ts:40` charges twice on retry.']],
        [`## ${conclusion}`, [prose, '', ...bullets]],
      ]);
      expect(found(md), conclusion).toEqual([['`src/pay.ts:40` charges twice on retry.', 'critical']]);
    }
  });

  it('a section before the first severity group is not one of them', () => {
    const md = doc('Review', 'Outcome', [
      ['## Files looked at', ['- `src/pay.ts`', '- `src/refund.ts`']],
      ['## Points in scope', ['- retries', '- refunds']],
      ['## 🔴 Critical', ['- `src/pay.ts:40` charges twice on retry.']],
    ]);
    expect(found(md)).toEqual([['`src/pay.ts:40` charges twice on retry.', 'critical']]);
  });
});
