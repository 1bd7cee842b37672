// A table that says which test guards each finding against its return (QA 38 class 1d): "## Zabezpieczenia przed
// powrotem błędów" / "| Znalezisko | Test |" / "| Panika statystyk | `trade_stats::tests::…` |" after the findings
// counted every row again as a finding (and its header word once). A person counts the findings where they are
// stated; the table is kept under its heading. Near-miss: a table of findings with a Test column among others, and
// a guard table that is the return's only findings, stay findings.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'guard tables');
const titles = (text: string) => handoff.record(text, '--outcome', 'answered').j.findings.map((f) => f.title);

const PL = '# Raport końcowy audytu\n\n## Co audyt znalazł\n\nNajważniejsze jest to, czego **nie** wykryłyby testy jednostkowe pisane przy okazji\nposzczególnych funkcji.\n\n### Błędy, które widziałby użytkownik\n\n1. **Dashboard wywalał się** na pozycji domkniętej częściowymi zamknięciami.\n2. **Cztery miejsca liczyły pieniądze binarnym `float`** na froncie.\n\n## Zabezpieczenia przed powrotem błędów\n\nKażde znalezisko ma test, który wywali się, jeśli błąd wróci:\n\n| Znalezisko | Test |\n| ---------- | ---- |\n| Panika statystyk | `trade_stats::tests::bez_daty_zamkniecia` |\n| `float` na pieniądzach | `decimal.test.ts` — 300 kwot bez dryfu |\n';
const EN = '# Final audit report\n\n## What the audit found\n\n### Bugs a user would see\n\n1. **Dashboard crashed** on a position closed by partial closes.\n2. **Money summed as float** in four places on the front end.\n\n## Guards against regressions\n\nEvery finding has a test that fails if the bug returns:\n\n| Finding | Test |\n| ------- | ---- |\n| Dashboard crash | `trade_stats::tests::no_panic_without_close_date` |\n| Float money | `decimal.test.ts` — 300 amounts summed without drift |\n';

describe('a table of which test guards each finding adds none', () => {
  it('Polish: "| Znalezisko | Test |" after the bugs', () => {
    const t = titles(PL);
    expect(t).toEqual(expect.arrayContaining(['Dashboard wywalał się', 'Cztery miejsca liczyły pieniądze binarnym `float`']));
    expect(t.filter((x) => /trade_stats|decimal\.test|Znalezisko/.test(x))).toEqual([]);
  });

  it('English: "| Finding | Test |" after the bugs', () => {
    expect(titles(EN)).toEqual(['Dashboard crashed', 'Money summed as float']);
  });

  it('near-miss: a table of findings with a Test column among others stays findings', () => {
    const t = titles(EN.replace('| Finding | Test |\n| ------- | ---- |', '| Finding | Severity | Test |\n| ------- | -------- | ---- |').replace('| Dashboard crash |', '| Dashboard crash | High |').replace('| Float money |', '| Float money | Low |'));
    expect(t).toHaveLength(4);
  });
});
