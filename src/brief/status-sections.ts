// Sections that state where the work stands, not what to do next: "### Phase 6-3: … ❌ 编译必断" under "## 二、文件已拆分
// 但编译未通（当前阻塞）", "### Phase 2 ⚠️", "## Current blocker". Their items report ("新文件已建", "致命问题：…"); a plan of
// what to do next beside them ("## 五、恢复性操作建议（按顺序）", "## Recovery steps") is what to deliver, and they stay the
// Context (QA 45 B2, brf46). Pure but for reading the phrase list once.

import type { ParsedDoc, Section } from './document.js';
import { headingScore, headingTable } from './headings.js';
import { holdsAny } from './lifted-lines.js';
import { nestedIn } from './section-body.js';
import { unbracketed } from './resume-plan.js';

/** A mark of state in a heading: a warning, a cross, a tick, a stop sign. (Not a colour dot, "🔴 Phase 1": a
 *  priority as often as a state.) */
const STATUS_MARK = /[⚠❌✅✔☑🚫⛔]/u;

/** Whether a heading states the state of its work: a mark of state, or a phrase of brief.statusState anywhere in it,
 *  its brackets too ("（当前阻塞）", "(compiles, tests red)"). */
export function headingStatesStatus(heading: string): boolean {
  return STATUS_MARK.test(heading) || holdsAny(unbracketed(heading), headingTable().get('brief.statusState') ?? []) !== null;
}

/** Whether a series of sections (a plan's phases) reports where the work stands rather than plans it: each of them,
 *  or a section holding them all, states its state by its heading. */
export function seriesReportsStatus(doc: ParsedDoc, series: readonly Section[]): boolean {
  if (!series.length) return false;
  if (series.every((x) => headingStatesStatus(x.heading))) return true;
  return doc.sections.some((y) => y.level > 0 && series.every((x) => x !== y && nestedIn(x, y)) && headingStatesStatus(y.heading));
}

/** Whether a heading names what runs in the background, as a whole phrase or its start (brief.statusOnly: "## Background
 *  jobs", "## 后台任务"): a report of what is running, not a task named "background jobs" inside a longer heading
 *  ("## Add retries to the background jobs"). */
export function namesRunningWork(heading: string): boolean {
  return headingScore(heading, 'brief.statusOnly') >= 3;
}
