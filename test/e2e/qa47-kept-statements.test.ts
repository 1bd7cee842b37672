// What a Copilot review says besides its findings reaches the written return, through the built CLI (QA 47):
// a group's "No critical findings." beside a group that holds a finding is set aside under its heading and stderr says
// so (R12: its words were all elsewhere, so it was dropped without a word); a metadata block of YAML comments and
// keys above the review is front matter, its status the outcome (R13); a user's quoted complaint after the word
// "password" is not redacted and lint passes it (R5); a Korean QA report's "발견 결함" (defects found) is its findings
// section, so its lists of test cases are not findings (R1, doc 11: 38 false findings).

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

describe('a Korean QA report', () => {
  it('"발견 결함" (defects found) holds the findings; the test-case list and the "결함 아님" (not defects) notes are kept as sections', () => {
    const text = ['# 검증 리포트', '', '## 1. 작성한 테스트 파일', '', '- A. 부분 UPDATE 계약 — 5건', '- B. 승격 파리티 — 8건', '- C. PTZ 소스 우선순위 — 7건', '', '## 2. 발견 결함', '',
      '1. **저장값은 화면으로 검증되지 않는다.** `web/app.js:613` 이 매번 재계산한다 [verified: 코드 읽음]', '2. **`updated` 는 실제 변경 행수이다.** 합계가 전체 슬롯보다 작을 수 있다 [unverified]', '',
      '## 3. 지적 사항(결함 아님)', '', '- 슬라이더 범위가 스키마와 정확히 일치한다.', '- `fovBaseV` 는 응답에 없지만 무해하다.', ''].join('\n');
    const { j, md, stderr } = handoff.record(text, '--outcome', 'answered');
    expect(j.findings).toHaveLength(2);
    expect(stderr).toContain('2. 발견 결함 -> findings 1-2');
    for (const kept of ['B. 승격 파리티 — 8건', '슬라이더 범위가 스키마와 정확히 일치한다.']) expect(md).toContain(kept);
  });
});
