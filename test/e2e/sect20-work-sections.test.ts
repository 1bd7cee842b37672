// sect20 (QA 40, class 2): a brief's section that states the why, the deliverable or the next work by another name.
// "## The defect" is the why and "## What to build" what to deliver (doc 05); a section of the next work or of the
// problems to solve ("## Проблемы для решения", "## Zu lösende Probleme", doc 03) is what is left: what to deliver,
// its first item the first step, and its items never decided ("решения" also means decisions). Through `new task --body`.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();
let n = 0;
function newBody(md: string, ...flags: string[]) {
  return runCli(['new', 'task', '--body', w.file(`sect20-${n++}.md`, md), '--no-input', '--json', ...flags], w.opts());
}
function answers(r: ReturnType<typeof runCli>): BriefAnswers {
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(readFileSync((JSON.parse(r.stdout) as { json: string }).json, 'utf8')) as { answers: BriefAnswers }).answers;
}

describe('"The defect" is the why, "What to build" what to deliver', () => {
  it('English', () => {
    const a = answers(newBody('# Group total\n\n## The defect\n\n`LogStream.group` adds a pending member as zero.\n\n## What to build\n\nRoute the figure through `Accumulator`.\n\n## First step\n\nWrite the failing test.\n'));
    expect(a.why).toBe('`LogStream.group` adds a pending member as zero.');
    expect(a.deliver).toBe('Route the figure through `Accumulator`.');
  });
  it('German and Spanish', () => {
    const a = answers(newBody('# Summe\n\n## Der Defekt\n\nDie Gruppe zählt ein offenes Mitglied als null.\n\n## Was zu bauen ist\n\nDie Summe über `Accumulator` führen.\n\n## Erster Schritt\n\nDen Test schreiben.\n'));
    expect(a.why).toMatch(/^Die Gruppe zählt/);
    expect(a.deliver).toMatch(/^Die Summe über/);
    const b = answers(newBody('# Total\n\n## El defecto\n\nEl grupo suma un miembro pendiente como cero.\n\n## Qué construir\n\nPasar la cifra por `Accumulator`.\n\n## Primer paso\n\nEscribir la prueba.\n'));
    expect(b.why).toMatch(/^El grupo suma/);
    expect(b.deliver).toMatch(/^Pasar la cifra/);
  });
});

describe('the problems to solve are what is left: what to deliver, item 1 the first step, never decided', () => {
  it('Russian, "## Проблемы для решения"', () => {
    const a = answers(newBody('# PPScan\n\n## Проблемы для решения\n1. **payerBik** - пусто, нужен паттерн\n2. **paymentPurpose** - пусто\n', '--why', 'W'));
    expect(a.deliver).toMatch(/^1\. \*\*payerBik\*\*/);
    expect(a.firstStep).toBe('**payerBik** - пусто, нужен паттерн');
    expect(a.decided).toEqual([]);
  });
  it('German, "## Zu lösende Probleme", and French, "## Prochaines tâches"', () => {
    const a = answers(newBody('# PPScan\n\n## Zu lösende Probleme\n1. payerBik ist leer\n2. paymentPurpose ist leer\n', '--why', 'W'));
    expect(a.firstStep).toBe('payerBik ist leer');
    const b = answers(newBody('# PPScan\n\n## Prochaines tâches\n1. Corriger payerBik\n2. Corriger paymentPurpose\n', '--why', 'W'));
    expect(b.deliver).toMatch(/^1\. Corriger payerBik/);
    expect(b.firstStep).toBe('Corriger payerBik');
  });
  it('near-miss: "## Known problems (not for this task)" is not what to deliver', () => {
    const r = newBody('# PPScan\n\n## Why\nThe export fails.\n\n## Known problems (not for this task)\n1. The cache is slow\n\n## First step\nRead the log.\n');
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toMatch(/--deliver/);
  });
});

describe('a next-work section in prose is what to deliver, its first sentence the first step', () => {
  it('Thai, "## งานถัดไป" (its first clause)', () => {
    const a = answers(newBody('# STeP handoff\n\n## เป้าหมาย\n- ออกแบบ Skills ให้ตรงกับงานจริง เพราะพนักงานต้องเสนอปรับปรุงได้\n\n## งานถัดไป\nอ่านรายงานและชุดเดิม สรุปสิ่งที่ยืนยันแล้ว แล้วเสนอขอบเขต Pilot\n'));
    expect(a.deliver).toBe('อ่านรายงานและชุดเดิม สรุปสิ่งที่ยืนยันแล้ว แล้วเสนอขอบเขต Pilot');
    expect(a.firstStep).toBe('อ่านรายงานและชุดเดิม');
  });
  it('English, "## Next work"', () => {
    const a = answers(newBody('# Export\n\n## Why\nThe export fails.\n\n## Next work\nRead the report. Then propose the pilot scope.\n'));
    expect(a.deliver).toBe('Read the report. Then propose the pilot scope.');
    expect(a.firstStep).toBe('Read the report.');
  });
  it('near-miss: beside a stated deliverable, the next work in prose keeps the stated one', () => {
    const a = answers(newBody('# Export\n\n## Why\nThe export fails.\n\n## What to deliver\nA streaming export.\n\n## First step\nProfile it.\n\n## Next work\nRead the report.\n'));
    expect(a.deliver).toBe('A streaming export.');
    expect(a.firstStep).toBe('Profile it.');
  });
});

describe('near-miss: a return\'s "## Problems found" stays its findings', () => {
  it('English', () => {
    const { pulled } = returnAndPull(w, '# Review\n\n## Problems found\n\n### Cache never flushed\nThe cache at `src/cache.ts:12` is never flushed.\n\n### Export drops rows\nRows past 10k are dropped.\n', 'sect20-return');
    expect(pulled.map((f) => f.title)).toEqual(['Cache never flushed', 'Export drops rows']);
  });
});
