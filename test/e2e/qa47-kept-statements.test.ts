// What a Copilot review says besides its findings reaches the written return, through the built CLI (QA 47):
// a group's "No critical findings." beside a group that holds a finding is set aside under its heading and stderr says
// so (R12: its words were all elsewhere, so it was dropped without a word); a metadata block of YAML comments and
// keys above the review is front matter, its status the outcome (R13); a user's quoted complaint after the word
// "password" is not redacted and lint passes it (R5).

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff, sectionOf } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const handoff = oneHandoff(w, 'copilot review');

const review = (none: string, heading: string) =>
  ['# Review Lite Report', '', '## Severity Summary', '', `- ${heading}: 0`, '- Warning: 1', '', `## ${heading}`, '', none, '', '## Warning', '', '### W1: CHANGELOG was not updated', '- File: CHANGELOG.md:6', '', '## Suggestion', '', 'No suggestion findings.', ''].join('\n');

describe('a statement that nothing was found, beside a group that holds a finding', () => {
  it.each([
    ['No critical findings.', 'Critical'],
    ['Keine kritischen Befunde.', 'Kritisch'],
    ['Aucun problème critique.', 'Critique'],
    ['Критических замечаний нет.', 'Критично'],
    ['重大な指摘はありません。', '重大'],
  ])('"%s" under "%s" is set aside under its heading, not a finding, and stderr says where', (none, heading) => {
    const { j, md, stderr } = handoff.record(review(none, heading), '--outcome', 'partial', '--force');
    expect(j.findings.map((f) => f.title)).toEqual([expect.stringContaining('CHANGELOG was not updated')]);
    expect(sectionOf(md, `Set aside from "${heading}"`)?.trim()).toBe(none);
    expect(stderr).toContain(`line 10  (a statement that nothing was found) -> set aside, not a finding: kept under 'Set aside from "${heading}"', after the findings`);
  });

  it('two statements of none in one list and no finding: the first states zero findings, the second is set aside', () => {
    // (Its words are all in the first one: the check by words alone took it as placed and it was lost.)
    const { j, md, stderr } = handoff.record(['## Outcome', 'answered — clean', '', '## Findings', '', '- No critical issues found.', '- No issues found.', ''].join('\n'));
    expect(j.findings).toEqual([]);
    expect(stderr).toContain('findings: none, stated at line 6');
    expect(sectionOf(md, 'Set aside from "Findings"')?.trim()).toBe('No issues found.');
  });
});

describe('a metadata block of YAML comments and keys above the review', () => {
  const doc = (status: string) =>
    ['---', '# METADATA', 'Document Title: Codebase Review (Revised)', 'Commit Reviewed: 79a9247a38713dd210eacbe62110db4b4a3d4e5f', 'Reviewer: GitHub Copilot Advanced Agent', `Status: ${status}`, '---', '', '# Codebase Review (Revised)', '', '## Critical & High Priority Issues (1 findings)', '', '### 1. Out-of-bounds array write', '**File:** `OTGW-Core.ino:1657`', ''].join('\n');
  it.each([['COMPLETE'], ['erledigt'], ['完了']])('Status: %s is the outcome, read from its line; each key kept on its own row', (status) => {
    const { j, md, stderr } = handoff.record(doc(status));
    expect(j.outcome).toBe('answered');
    expect(stderr).toContain(`read from line 6 of --body`);
    expect(j.findings.map((f) => f.title)).toEqual([expect.stringContaining('Out-of-bounds array write')]);
    const table = sectionOf(md, 'Front matter') ?? '';
    for (const row of ['| Document Title | Codebase Review (Revised) |', '| Reviewer | GitHub Copilot Advanced Agent |', '# METADATA']) expect(table).toContain(row);
    expect(md).toContain('79a9247a38713dd210eacbe62110db4b4a3d4e5f');
  });
});

describe('a quoted complaint after the word password', () => {
  it('is kept word for word, no redaction, and lint exits 0', () => {
    const text = ['## Outcome', 'answered — one bug', '', '## Findings', '- Admin password not persisted: users report password "not working" after restart [verified: read settingStuff.ino:237]', ''].join('\n');
    const { j, md } = handoff.record(text);
    expect((j as unknown as { redactions: unknown[] }).redactions).toEqual([]);
    expect(md).toContain('users report password "not working" after restart');
    const lint = runCli(['lint', w.file('complaint.md', text)], w.opts());
    expect(lint.code, lint.stdout + lint.stderr).toBe(0);
  });
});
