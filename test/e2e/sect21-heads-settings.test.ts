// sect21 (QA 40 doc 02, QA 39 doc 12): a Thai heading that starts with a known heading word names its section
// ("## เป้าหมายและขอบเขตที่ผู้ใช้ยืนยัน", goal and scope the user confirmed, is the why), as Thai writes no blank
// between words; the sub-headings of a settings section ("## Recommended Settings for Different Use Cases" >
// "### Locked down — pure human-only" over a ```json block) name variants of the settings, so their config blocks
// are never decided nor the deliverable; and a numbered list under the English "## Problem to solve" (the why,
// GitLab's issue template) is what to deliver too when no other section says so. Through `new task --body`.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
let n = 0;
function newBody(md: string, ...flags: string[]) {
  return runCli(['new', 'task', '--body', w.file(`sect21-${n++}.md`, md), '--no-input', '--json', ...flags], w.opts());
}
function answers(r: ReturnType<typeof runCli>): BriefAnswers {
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(readFileSync((JSON.parse(r.stdout) as { json: string }).json, 'utf8')) as { answers: BriefAnswers }).answers;
}

describe('a Thai heading that starts with a known word names its section', () => {
  it('"## เป้าหมายและขอบเขตที่ผู้ใช้ยืนยัน" is the why, "## งานถัดไปของทีม" (a list) what to deliver', () => {
    const a = answers(newBody('# Skills handoff\n\n## เป้าหมายและขอบเขตที่ผู้ใช้ยืนยัน\n- ออกแบบ Skills ให้ตรงกับงานจริง\n\n## งานถัดไปของทีม\n1. อ่านรายงานและชุดเดิม\n2. เสนอขอบเขต Pilot\n'));
    expect(a.why).toBe('- ออกแบบ Skills ให้ตรงกับงานจริง');
    expect(a.deliver).toBe('1. อ่านรายงานและชุดเดิม\n2. เสนอขอบเขต Pilot');
    expect(a.firstStep).toBe('อ่านรายงานและชุดเดิม');
  });
  it('a blank after the head word: "## เป้าหมาย และขอบเขต ที่ยืนยัน"', () => {
    const a = answers(newBody('# Skills handoff\n\n## เป้าหมาย และขอบเขต ที่ยืนยัน\nพนักงานต้องเสนอปรับปรุงได้\n\n## งานถัดไป\nอ่านรายงาน\n'));
    expect(a.why).toBe('พนักงานต้องเสนอปรับปรุงได้');
  });
  it('near-miss: the known word only in the middle ("## ทบทวนเป้าหมาย", review the goal) names nothing', () => {
    const r = newBody('# Skills handoff\n\n## ทบทวนเป้าหมาย\nพนักงานต้องเสนอปรับปรุงได้\n\n## งานถัดไป\nอ่านรายงาน\n');
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toMatch(/--why/);
  });
  it('near-miss: Chinese and Japanese keep their reading ("背景与目标" why, "背景效果与主题" not)', () => {
    expect(answers(newBody('# 导出功能\n\n## 背景与目标\n用户需要导出。\n\n## 交付内容\n导出按钮。\n\n## 第一步\n写测试。\n')).why).toBe('用户需要导出。');
    expect(answers(newBody('# 出力機能\n\n## 背景と目的\n利用者は出力が必要。\n\n## 成果物\n出力ボタン。\n\n## 最初の一歩\nテストを書く。\n')).why).toBe('利用者は出力が必要。');
    const r = newBody('# 导出功能\n\n## 背景效果与主题\n深色主题。\n\n## 交付内容\n导出按钮。\n\n## 第一步\n写测试。\n');
    expect(r.stdout + r.stderr).toMatch(/--why/);
  });
});

const json = (v: boolean) => `\`\`\`json\n{ "backtask": { "tool": ${v} } }\n\`\`\`\n`;
const head = '# Backtask\n\n## Why\nReviewers need one policy.\n\n## First step\nRead the log.\n\n';

describe('config blocks under a settings heading are context, not decided nor the deliverable', () => {
  it('English, "## Recommended Settings for Different Use Cases"', () => {
    const r = newBody(`${head}## Recommended Settings for Different Use Cases\n\n### Locked down — pure human-only\n\n${json(false)}\n### With pi-tasks — allow task-driven agent execution\n\n${json(true)}`);
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toMatch(/--deliver/);
    const a = answers(newBody(`${head}## Recommended Settings for Different Use Cases\n\n### Locked down — pure human-only\n\n${json(false)}\n### With pi-tasks — allow task-driven agent execution\n\n${json(true)}`, '--deliver', 'D'));
    expect(a.decided).toEqual([]);
    expect(a.deliver).toBe('D');
  });
  it('German and Spanish', () => {
    const de = newBody(`${head}## Empfohlene Einstellungen\n\n### Gesperrt — nur Menschen\n\n${json(false)}\n### Mit Aufgaben — Agenten erlauben\n\n${json(true)}`);
    expect(de.stdout + de.stderr).toMatch(/--deliver/);
    const es = newBody(`${head}## Configuración recomendada\n\n### Bloqueado — solo humanos\n\n${json(false)}\n### Con tareas — trabajo a entregar por agentes\n\n${json(true)}`);
    expect(es.stdout + es.stderr).toMatch(/--deliver/);
  });
  it('near-miss: a JSON block under "## Deliver", or under a settings part named "### Deliverable", stays the deliverable', () => {
    expect(answers(newBody(`${head}## Deliver\n\n${json(true)}`)).deliver).toBe(json(true).trim());
    expect(answers(newBody(`${head}## Settings\n\n### Deliverable\n\n${json(true)}`)).deliver).toBe(json(true).trim());
  });
});

describe('"## Problem to solve" stays the why; its numbered problems are what to deliver when nothing else is', () => {
  it('English, a numbered list: what to deliver, item 1 the first step', () => {
    const a = answers(newBody('# Fix the importer\n\n## Problem to solve\n1. The importer drops rows that start with a BOM.\n2. Dates are parsed in local time.\n'));
    expect(a.why).toMatch(/^1\. The importer drops rows/);
    expect(a.deliver).toMatch(/^1\. The importer drops rows/);
    expect(a.firstStep).toBe('The importer drops rows that start with a BOM.');
  });
  it('near-miss: in prose it is only the why; with a deliver section that one is what to deliver', () => {
    const r = newBody('# Fix the importer\n\n## Problem to solve\nThe importer drops rows that start with a BOM, so totals are short.\n');
    expect(r.stdout + r.stderr).toMatch(/--deliver/);
    const a = answers(newBody('# Fix the importer\n\n## Problem to solve\n1. Rows with a BOM are dropped.\n2. Dates are local.\n\n## Deliverable\nA fixed reader.\n\n## First step\nRead the log.\n'));
    expect(a.deliver).toBe('A fixed reader.');
    expect(a.firstStep).toBe('Read the log.');
  });
});
