// GitHub Copilot CLI's compaction summary (its checkpoint: "<overview>", "<history>", "<work_done>",
// "<technical_details>", "<important_files>", "<next_steps>", then "<checkpoint_title>…</checkpoint_title>", no
// wrapper), whole or exported under a markdown heading, and a Gemini "<state_snapshot>" pasted between a plan's
// markdown sections (QA 57 docs 02 and 04): each part read as the section it names, the checkpoint's title as the
// brief's, nothing lost. Near misses: one "<overview>" in a markdown document, tags inside a fence, a "## Title"
// section that holds a list. Synthetic documents, written for this test.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { asMarkdown } from '../../src/brief/html-document.js';
import { taskKind } from '../helpers/written.js';
import { copilotCheckpoint, exportedCheckpoint } from '../helpers/copilot-checkpoint.js';

const CHECKPOINT = copilotCheckpoint();
const EXPORTED = exportedCheckpoint();

const PLAN_WITH_SNAPSHOT = [
  '# Sprint 11 plan',
  '',
  '## Lessons',
  '',
  '- Always await the cleanup call.',
  '',
  '<state_snapshot>',
  '    <overall_goal>',
  '        Ship the META pipeline so yearly goals reach the summaries.',
  '    </overall_goal>',
  '    <active_constraints>',
  '        - Use the status API, not the lock file.',
  '    </active_constraints>',
  '    <task_state>',
  '        1. [DONE] Tag the inputs.',
  '        2. [TODO] Make the nibbler poll the status API.',
  '        3. [TODO] Classify insight files as META.',
  '    </task_state>',
  '</state_snapshot>',
  '',
  '## Audit',
  '',
  'Two scripts changed and are not committed.',
  '',
].join('\n');

const read = (md: string) => importBrief(md, taskKind);
const words = (s: string) => s.match(/[A-Za-z]{4,}/g) ?? [];

describe("Copilot CLI's checkpoint", () => {
  it('alone: the overview is why, the next steps what to deliver, their first the first step, the files pointers, the checkpoint title the title', () => {
    const r = read(CHECKPOINT);
    expect(r.reading.type).not.toBe('return');
    expect(r.answers.title).toBe('Export drops rows with newlines');
    expect(r.answers.why).toMatch(/^The user wants the nightly export/);
    expect(r.answers.deliver).toMatch(/Quote fields that hold a newline/);
    expect(r.answers.firstStep).toMatch(/^Quote fields that hold a newline/);
    expect(r.answers.pointers.join('\n')).toMatch(/src\/export\/csv\.ts/);
    expect(r.placement.find((p) => p.to.startsWith('title'))).toMatchObject({ line: 29 });
  });

  it('exported under a markdown heading: its parts are sections beside the document’s, not text under that heading', () => {
    const r = read(EXPORTED);
    expect(r.answers.title).toBe('Copilot Session Checkpoint Export');
    expect(r.answers.why).toMatch(/^The user wants the nightly export/);
    expect(r.answers.firstStep).toMatch(/^Quote fields that hold a newline/);
    expect(r.answers.pointers.join('\n')).toMatch(/src\/export\/csv\.ts/);
    // No tag is left as text (it was escaped, "\<overview>", and read as the heading's prose).
    const md = asMarkdown(EXPORTED);
    expect(md).not.toMatch(/<\/?(overview|history|work_done|next_steps)>/);
    expect(md.split('\n')).toHaveLength(EXPORTED.split('\n').length); // line for line
    expect(md).toMatch(/^## overview$/m);
  });

  it('every word of the checkpoint reaches the brief', () => {
    const r = read(CHECKPOINT);
    const all = [r.answers.title, r.answers.why, r.answers.deliver, r.answers.context, r.answers.firstStep, ...r.answers.pointers, ...r.extra.map((x) => `${x.heading}\n${x.text}`)].join('\n');
    for (const w of words(CHECKPOINT.replace(/<[^>]+>/g, ' '))) expect(all, w).toContain(w);
  });
});

describe('a Gemini state snapshot between markdown sections', () => {
  it('its goal, constraints and plan are read; the sections around it keep theirs', () => {
    const r = read(PLAN_WITH_SNAPSHOT);
    expect(r.answers.title).toBe('Sprint 11 plan');
    expect(r.answers.why).toMatch(/^Ship the META pipeline/);
    expect(r.answers.fields['constraints']).toMatch(/Use the status API/);
    expect(r.answers.deliver).toMatch(/Make the nibbler poll the status API/);
    expect(r.answers.firstStep).toMatch(/^\[TODO\] Make the nibbler poll the status API/); // (its mark kept, as in a whole snapshot: brf55)
    expect(r.answers.context).toMatch(/Two scripts changed/);
    const md = asMarkdown(PLAN_WITH_SNAPSHOT);
    expect(md).toMatch(/^## overall goal$/m);
    expect(md).toMatch(/^Ship the META pipeline/m); // dedented: not an indented code block
  });
});

describe('near misses: tags the document owns stay text', () => {
  it('one "<overview>" in a markdown document', () => {
    const md = '# Notes\n\n## Why\nFaster.\n\n<overview>\nA sketch of the flow.\n</overview>\n';
    expect(asMarkdown(md)).toBe(md);
  });
  it('checkpoint tags inside a fence', () => {
    const md = '# How Copilot writes it\n\n```\n<overview>\nx\n</overview>\n<next_steps>\n1. y\n</next_steps>\n<checkpoint_title>T</checkpoint_title>\n```\n';
    expect(asMarkdown(md)).toBe(md);
  });
  it('an unclosed part', () => {
    const md = '# Notes\n\n<overview>\nx\n\n<history>\ny\n</history>\n';
    expect(asMarkdown(md)).toBe(md);
  });
  it('a "## Title" section holding more than one line is no title', () => {
    const r = read('## Title\n- first\n- second\n\n## Why\nIt breaks.\n\n## Deliver\nA fix.\n\n## First step\nRead it.\n');
    expect(r.answers.title).toBe('');
  });
  it('a "## Title" section over one short line titles a document that has none', () => {
    const r = read('## Title\nFix the pager\n\n## Why\nIt breaks.\n\n## Deliver\nA fix.\n\n## First step\nRead it.\n');
    expect(r.answers.title).toBe('Fix the pager');
  });
  it('an H1 title wins over a title section', () => {
    const r = read('# Pager\n\n## Title\nFix the pager\n\n## Why\nIt breaks.\n');
    expect(r.answers.title).toBe('Pager');
  });
});
