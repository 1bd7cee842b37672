// QA 41 class 4: a return's outcome or one-line answer taken from the wrong text. A front-matter key that gives the whole
// review's status ("overall_status: fail") is its verdict: answered, the value the answer (side-notes.ts verdictKey,
// prompts/outcomes.txt `verdict key:`). With the outcome given, a side note ("Dead-code note for Dwight (T2): …") or a
// paragraph on the file itself ("This file is a durable index for …") is never the one-line answer (`side note:`,
// `about file:`); a section headed "The one-line version" is the summary, its prose the answer (headings.txt). Near
// misses: a real summary paragraph under the title stays the answer; "status: draft" in front matter states no outcome.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const h0 = oneHandoff(w, 'qa41 answers');
const answerOf = () => {
  const s = runCli(['show', h0.id, '--json'], w.opts());
  expect(s.code, s.stderr).toBe(0);
  return (JSON.parse(s.stdout) as { returns: { answers: { answer?: string } }[] }).returns.at(-1)!.answers.answer ?? '';
};
const record = (text: string, ...flags: string[]) => {
  const r = h0.record(text, ...flags);
  return { ...r, answer: answerOf() };
};
const FINDINGS = '\n## Findings\n\n### 1. Cache drops writes\nThe cache loses the last write on quit.\n\n### 2. Retry loop never ends\nThe client retries forever.\n';
const FIX = '| # | Agent | Finding | Location |\n|---|---|---|---|\n| F1 | code-reviewer | `safeRealpath` swallows non-ENOENT errors | `cli.ts:safeRealpath` |\n';
const TABLE = '| # | Agent | Finding |\n|---|---|---|\n| F1 | code-reviewer | `safeRealpath` swallows errors |\n';

describe('a front-matter key of the whole review\'s status is its verdict', () => {
  it.each([
    ['overall_status', 'fail'],
    ['final-status', 'pass'],
    ['gesamtstatus', 'durchgefallen'],
    ['statut_global', 'échec'],
    ['estado_general', 'fallido'],
  ])('%s: %s → answered, the value the answer', (key, value) => {
    const { j, answer } = record(`---\ntype: review-report\n${key}: ${value}\n---\n# Review Report\n\n## Review Summary\n\n### 🔴 Fix Required (1 total)\n\n${FIX}\n### Per-Agent Pass/Fail\n\n| Agent | Fix Required | Status |\n|---|---|---|\n| code-reviewer | 1 | ❌ Fail |\n\n**Overall: ❌ Fail** (1 agent with Fix Required findings)\n\n## Recommended Fix Order\n\n1. **F1**: re-throw.\n${FINDINGS}`);
    expect(j.outcome).toBe('answered');
    expect(answer).toBe(value);
  });
  it('near miss: "status: draft" states no outcome (still asked)', () => {
    const r = h0.returnBody(`---\nstatus: draft\n---\n# Review\n${FINDINGS}`);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('outcome');
  });
  it('near miss: "current_status: in progress" is no verdict key (a status of the moment)', () => {
    const r = h0.returnBody(`---\ncurrent_status: fail\n---\n# Review\n${FINDINGS}`);
    expect(r.code).toBe(2);
  });
});

describe('a side note is never the one-line answer', () => {
  it.each([
    ['Dead-code note for Dwight: two report paths look redundant, not chased further.'],
    ['Side note: the staging box was down for an hour.'],
    ['Anmerkung für Jana: zwei Pfade wirken redundant, nicht weiter verfolgt.'],
    ['Remarque : deux chemins semblent redondants.'],
    ['备注：两个报告路径看起来冗余，未进一步追查。'],
  ])('intro "%s" → no answer, the note kept', (note) => {
    const { answer, md } = record(`# Bug Review\n\n${note}\n${FINDINGS}`, '--outcome', 'answered');
    expect(answer).toBe('');
    expect(md).toContain(note);
  });
  it('under a Summary table: no answer', () => {
    const note = 'Dead-code note for Dwight (T2): `ReportController` paths look redundant — not chased further here.';
    const { answer, md } = record(`# Bug Review\n\nRead-only review.\n\n## Summary\n\n${TABLE}\n${note}\n${FINDINGS}`, '--outcome', 'answered');
    expect(answer).not.toContain('Dead-code');
    expect(md).toContain(note);
  });
  it('near miss: a sentence that only mentions a note ("Notes are lost on sync: …") stays the answer', () => {
    const { answer } = record(`# Review\n\nThe note store loses edits on sync; two fixes below.\n${FINDINGS}`, '--outcome', 'answered');
    expect(answer).toBe('The note store loses edits on sync; two fixes below.');
  });
});

describe('a paragraph on the file itself is never the one-line answer', () => {
  it.each([
    ['This file is a durable index for Codex investigations. Add new signatures; do not erase old ones.'],
    ['Dieses Dokument ist ein Verzeichnis der Untersuchungen. Neue Signaturen unten anfügen.'],
    ['Ce fichier recense les enquêtes en cours.'],
    ['Este documento es un índice de las investigaciones.'],
    ['このファイルは調査の索引です。'],
  ])('"%s" → no answer', (intro) => {
    const { answer, md } = record(`# Bug-hunt ledger\n\n${intro}\n${FINDINGS}`, '--outcome', 'answered');
    expect(answer).toBe('');
    expect(md).toContain(intro);
  });
  it('near miss: a real one-paragraph summary under the title stays the answer', () => {
    const s = 'The review found two data-loss bugs; both have fixes proposed below.';
    const { answer } = record(`# Review\n\n${s}\n${FINDINGS}`, '--outcome', 'answered');
    expect(answer).toBe(s);
  });
});

describe('"The one-line version" is the summary', () => {
  it.each([
    ['The one-line version', 'The service worker has no timeout and nginx gates its own script.'],
    ['In a nutshell', 'The service worker has no timeout.'],
    ['Kurzversion', 'Der Service Worker hat kein Timeout.'],
  ])('## %s: its prose is the answer, not the intro\'s context', (heading, line) => {
    const { answer } = record(`# The PWA service worker\n\nBacklog 3.10. Ian hit this twice on 2026-08-09.\n\n## ${heading}\n\n${line}\n${FINDINGS}`, '--outcome', 'answered');
    expect(answer).toBe(line);
  });
});
