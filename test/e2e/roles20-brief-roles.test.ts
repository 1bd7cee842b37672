// roles20 (QA 40 class 3): brief sections in the wrong role, through `new task --body`. Done work the heading says not
// to redo ("## What is finished (do not redo)", "## Erledigt (nicht wiederholen)") is already decided, not the
// Context; a prohibition ("## Forbidden (unchanged)", "## Verboten", "## Запрещено") is the Constraints; a named
// must-do step whose heading's aside says "do not" ("## The mutation you must run - I am naming it, do not choose your
// own") is a rule of the work, not out of scope. Near misses: a real "## Out of scope" keeps its items; a "## Done so
// far" without "do not redo" stays the Context.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
let n = 0;
function newBody(md: string, ...flags: string[]) {
  return runCli(['new', 'task', '--body', w.file(`roles20-${n++}.md`, md), '--no-input', '--json', ...flags], w.opts());
}
function answers(r: ReturnType<typeof runCli>): BriefAnswers {
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(readFileSync((JSON.parse(r.stdout) as { json: string }).json, 'utf8')) as { answers: BriefAnswers }).answers;
}
const constraints = (a: BriefAnswers) => String((a.fields as Record<string, unknown>)['constraints'] ?? '');
const decided = (a: BriefAnswers) => ((a as unknown as { decided?: string[] }).decided ?? []).join('\n');
const outOfScope = (a: BriefAnswers) => ((a as unknown as { outOfScope?: string[] }).outOfScope ?? []).join('\n');

describe('done work not to be redone is already decided; a prohibition is the Constraints', () => {
  it.each([
    ['English', '# Pickup: residual campaign\n\n## Why\nThe gate closed with no lambda, so the residual campaign must run.\n\n## What is finished (do not redo)\n- Stage A MAP is the official product.\n- Gate 4 is closed; its unit test must stay.\n\n## What is not finished\n1. Residual smoke run.\n\n## Forbidden (unchanged)\nNUTS, dynesty, GPU, new `DEC-*` ids.\n', /Stage A MAP/, /NUTS, dynesty/],
    ['German', '# Übergabe: Restkampagne\n\n## Warum\nDas Gate ist ohne Lambda geschlossen, deshalb muss die Restkampagne laufen.\n\n## Erledigt (nicht wiederholen)\n- Stufe A ist das offizielle Produkt.\n- Gate 4 ist geschlossen.\n\n## Was noch offen ist\n1. Rauchtest der Restkampagne.\n\n## Verboten\nNUTS, dynesty, GPU, neue `DEC-*` IDs.\n', /Stufe A ist/, /NUTS, dynesty/],
    ['Russian', '# Передача: остаточная кампания\n\n## Зачем\nГейт закрыт без лямбды, поэтому нужна остаточная кампания.\n\n## Сделано (не переделывать)\n- Этап A — официальный продукт.\n- Гейт 4 закрыт.\n\n## Следующие шаги\n1. Пробный прогон остаточной кампании.\n\n## Запрещено\nNUTS, dynesty, GPU, новые идентификаторы `DEC-*`.\n', /Этап A/, /NUTS, dynesty/],
  ])('%s', (_what, md, done, forbidden) => {
    const r = newBody(md, '--first-step', 'F', '--deliver', 'D');
    const a = answers(r);
    expect(decided(a)).toMatch(done);
    expect(constraints(a)).toMatch(forbidden);
    expect(r.stderr).not.toMatch(/\(do not redo\) -> Context|nicht wiederholen\) -> Context|не переделывать\) -> Context/);
  });
});

describe('a named must-do step is part of the work, not out of scope', () => {
  it.each([
    ['English', '# Fix the group total\n\n## Why\nThe group total sums a pending member as zero.\n\n## Deliverable\nRoute the figure through the accumulator.\n\n## Explicitly out of scope\n- The monthly-summary push (deferred).\n\n## The mutation you must run - I am naming it, do not choose your own\nRestore `?? Decimal.zero` in the accumulation; the pending test must go red. Then restore and re-run.\n\n## First step\nWrite the failing test.\n', /monthly-summary push/, /Decimal\.zero/],
    ['German', '# Gruppensumme reparieren\n\n## Warum\nDie Gruppensumme zählt ein offenes Mitglied als null.\n\n## Ergebnis\nDie Summe über den Akkumulator führen.\n\n## Nicht im Umfang\n- Der Monatsbericht (verschoben).\n\n## Pflichtschritt - selbst benannt, do not choose your own\nSetze `?? Decimal.zero` zurück; der Test muss rot werden. Dann wiederherstellen.\n\n## Erster Schritt\nDen fehlschlagenden Test schreiben.\n', /Monatsbericht/, /Decimal\.zero/],
  ])('%s', (_what, md, kept, step) => {
    const a = answers(newBody(md, '--deliver', 'D', '--why', 'W', '--first-step', 'F'));
    expect(outOfScope(a)).toMatch(kept);
    expect(outOfScope(a)).not.toMatch(step);
    expect(constraints(a)).toMatch(step);
  });
});

describe('near misses keep their roles', () => {
  it('"## Done so far" (state, no "do not redo") stays the Context; "## Out of scope" keeps its items', () => {
    const md = '# Parser split\n\n## Why\nThe parser is too slow on big files.\n\n## Done so far\n- Tokenizer moved to its own module.\n\n## Next steps\n1. Split the AST builder.\n\n## Out of scope\n- Do not touch the CLI flags.\n';
    const r = newBody(md);
    const a = answers(r);
    expect(decided(a)).not.toMatch(/Tokenizer/);
    expect(r.stderr).toMatch(/Done so far -> Context/);
    expect(outOfScope(a)).toMatch(/CLI flags/);
  });
});

describe('a maxim that ranks two ways of working is no first step', () => {
  it.each([
    ['English', '# Fix the group total\n\nYou are working in `/repo`. Write code first, explore second. Do not commit.\n\n## Why\nThe group total sums a pending member as zero.\n\n## Deliverable\nRoute the figure through the accumulator.\n'],
    ['English, "later"', '# Fix the group total\n\nTests first, refactor later.\n\n## Why\nThe group total sums a pending member as zero.\n\n## Deliverable\nRoute the figure through the accumulator.\n'],
  ])('%s', (_what, md) => {
    const r = newBody(md);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stdout + r.stderr).toMatch(/--first-step/);
  });
  it('near miss: "Read the plan first, then profile the tenant." is the first step', () => {
    const a = answers(newBody('# Profile the tenant\n\nRead the plan first, then profile the big tenant.\n\n## Why\nThe big tenant times out.\n\n## Deliverable\nA profile of the big tenant.\n'));
    expect(a.firstStep).toMatch(/Read the plan first/);
  });
});

describe('a line that says when or for what the brief was prepared is no why', () => {
  it.each([
    ['Thai', '# STeP handoff\n\nจัดทำ 14 กันยายน 2569 จากบทสนทนากับผู้ใช้ สำหรับวางแผนต่อใน Codex Desktop\n\n## งานถัดไป\n1. อ่านรายงาน\n'],
    ['Russian', '# Передача STeP\n\nПодготовлено 14 сентября для продолжения планирования в Codex Desktop.\n\n## Следующие шаги\n1. Прочитать отчёт.\n'],
    ['English', '# STeP handoff\n\nPrepared on 14 September for planning in Codex Desktop.\n\n## Next steps\n1. Read the report.\n'],
  ])('%s', (_what, md) => {
    const r = newBody(md, '--deliver', 'D', '--first-step', 'F');
    expect(r.code, r.stderr).toBe(2);
    expect(r.stdout + r.stderr).toMatch(/--why/);
  });
});
