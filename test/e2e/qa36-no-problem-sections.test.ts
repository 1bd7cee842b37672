// Sections that state no problem are no findings (QA 36 class 3), and no source heading vanishes from the written
// return (class 8), through the built CLI:
// - a scope section told in prose ("## Scope" / "Review of the mapping flow. 190 tests passed, 14 skipped.") is kept,
//   as one told in a list was;
// - checks that passed told in words with no ✅ ("is implemented consistently", "sudah dioptimalkan") under an audit's
//   "Security" / "Performance" headings, beside remaining tasks ("Tugas Tersisa (Roadmap to Launch)"), under a
//   conclusion that says the system stands ready: zero findings; one item that states a problem keeps them findings;
// - a summary item the writer marks as normal or expected ("(bình thường)", "(expected)") is no finding; a warning
//   section beside praise over file sub-headings is the finding, the praise no review comments;
// - a group of findings kept under its heading that gives none, its parts set aside as passed checks, is kept whole
//   under its heading (it was written nowhere: the child heading stood alone at its place).

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { docWorld, oneHandoff, returnsNone, type NoneJson, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'qa36 no-problem sections');
const titles = (j: ReturnJson) => j.findings.map((f) => (f as { title?: string }).title ?? '');
function run(text: string): { stderr: string; j: NoneJson; md: string } {
  const r = handoff.returnBody(text, '--force', '--outcome', 'partial');
  expect(r.code, r.stdout + r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as NoneJson & { file: string };
  return { stderr: r.stderr, j, md: readFileSync(j.file, 'utf8') };
}

describe('a scope section told in prose is kept, no finding', () => {
  it.each([
    ['English', '## Scope\nReview of the mapping flow. 190 tests passed, 14 skipped.', 'Scope'],
    ['German', '## Prüfumfang\nGeprüft wurde der Mapping-Ablauf. 190 Tests bestanden, 14 übersprungen.', 'Prüfumfang'],
  ])('%s', (_what, scope, heading) => {
    const text = `# Code review v3.6.2\n\n${scope}\n\n## Bevindingen en uitgevoerde wijzigingen\n\n### Hoog – opslaan was niet atomair\nLosse databasebewerkingen. **Aangepast:** één transactie.\n\n### Middel – voorstellen bleven staan\nOude suggesties bleven. **Aangepast:** verwijderd.\n\n## Resultaat\nDe review heeft de grenzen strenger gemaakt.\n`;
    const { stderr, j } = run(text);
    expect(stderr).toContain(`${heading} -> kept as its own section`);
    expect(titles(j)).toHaveLength(2);
    expect(titles(j).join('\n')).not.toContain(heading);
  });

  it('near-miss: a scope section that marks a problem stays a finding', () => {
    const text = '# Code review\n\n## Scope\nReview of the mapping flow. ❌ 3 tests failed on an empty mapping.\n\n## Setup\nThe mapping flow crashes on an empty mapping.\n';
    const { j } = run(text);
    expect(titles(j)).toContain('Scope');
  });
});

const ID = `# Laporan Audit

## 2. Hasil Audit Teknis
### Keamanan (Security Audit)
- **RBAC**: helper \`requireAdmin\` telah diimplementasikan secara konsisten.
- **Audit Trace**: modul \`auditlog\` sudah terintegrasi di \`players\`.
### Performa
- **Database Indexing**: Index sudah dioptimalkan.

## 3. Tugas Tersisa (Roadmap to Launch)
1. **Validasi Produksi**: build produksi tanpa error.
2. **Setup Domain & SMTP**: persiapan deployment.

---
**Kesimpulan Audit:** Sistem dalam kondisi stabil, aman, dan siap untuk UAT.
`;
const EN = `# Audit report

## 2. Technical audit results
### Security
- **RBAC**: the \`requireAdmin\` helper is implemented consistently.
- **Audit trace**: the \`auditlog\` module is integrated in \`players\`.
### Performance
- **Database indexing**: indexes already optimised.

## 3. Remaining tasks (roadmap to launch)
1. **Production build**: run it once without lint errors.
2. **Domain & SMTP**: prepare the deployment.

---
**Audit conclusion:** The system is stable, secure and ready for UAT.
`;

describe('checks that passed, told in words, under a conclusion that says the system stands ready: zero findings', () => {
  it.each([
    ['Indonesian', ID, 15, '**Kesimpulan Audit:** Sistem dalam kondisi stabil, aman, dan siap untuk UAT.', ['2. Hasil Audit Teknis', '3. Tugas Tersisa (Roadmap to Launch)']],
    ['English', EN, 15, '**Audit conclusion:** The system is stable, secure and ready for UAT.', ['2. Technical audit results', '3. Remaining tasks (roadmap to launch)']],
  ])('%s', (_what, text, line, said, kept) => {
    const { r } = returnsNone(handoff, text, line, said);
    for (const h of kept) expect(r.stderr).toContain(`${h} -> kept as its own section`);
  });

  it.each([
    ['Indonesian', ID.replace('### Performa', '- **Rate limiting**: missing on `/login`, brute force is possible.\n### Performa')],
    ['English', EN.replace('### Performance', '- **Rate limiting**: missing on `/login`, brute force is possible.\n### Performance')],
  ])('near-miss (%s): one item that states a problem in words keeps the findings', (_what, text) => {
    const { j } = run(text);
    expect(j.noFindings).toBeUndefined();
    expect(j.findings.map((f) => f.text).join('\n')).toContain('Rate limiting');
  });

  it('near-miss: a conclusion that says not ready is no such verdict', () => {
    const { j } = run(EN.replace('is stable, secure and ready for UAT', 'is not yet ready for UAT'));
    expect(j.noFindings).toBeUndefined();
  });
});

const VI = `# Báo Cáo Kiểm Tra

## ⚠️ Các File Chưa Commit
- \`package.json\` (đã sửa)

## ✅ Kiểm Tra Publish Script

### \`publish-release.bat\`:
- ✅ Kiểm tra git và npm
- ✅ Đọc version từ package.json

**Kết luận**: Script hoạt động đúng.

## 📊 Tổng Kết

### ⚠️ Cần lưu ý:
1. Có file chưa commit (nên commit để lưu trữ)
2. File exe có thể đã được xóa sau khi publish (bình thường)

## Kết luận
Done.
`;
const EN_NOTE = `# Check report

## ⚠️ Files not yet in git
- \`package.json\` (modified)

## ✅ Publish script check

### \`publish-release.sh\`:
- ✅ Checks git and npm
- ✅ Reads the version from package.json

## 📊 Tally

### ⚠️ Watch out:
1. Some files are not committed (commit them)
2. The exe may be deleted after publishing (expected)

## Conclusion
Done.
`;

describe('a summary item marked as normal is no finding; a warning beside praise over file sub-headings is', () => {
  it.each([
    ['Vietnamese', VI, '⚠️ Các File Chưa Commit', '✅ Kiểm Tra Publish Script', 'File exe', 'Có file chưa commit'],
    ['English', EN_NOTE, '⚠️ Files not yet in git', '✅ Publish script check', 'The exe may be deleted', 'Some files are not committed'],
  ])('%s', (_what, text, warning, praise, normal, open) => {
    const { stderr, j, md } = run(text);
    expect(stderr).toMatch(new RegExp(`${warning} -> finding`));
    expect(stderr).toContain(`${praise} -> kept as its own section`);
    const all = j.findings.map((f) => f.text).join('\n');
    expect(all).toContain(open);
    expect(all).not.toContain(normal);
    expect(all).not.toContain('✅');
    // Every heading of the source is written.
    for (const h of [warning, praise]) expect(md).toContain(h);
  });

  it('near-miss: a note in brackets that names a problem keeps the item a finding', () => {
    const { j } = run(EN_NOTE.replace('(expected)', '(a bug: the updater then fails)'));
    expect(j.findings.map((f) => f.text).join('\n')).toContain('The exe may be deleted');
  });
});

describe('a group kept under its heading whose parts all passed is kept whole under it', () => {
  const doc = (group: string, pass: string, items: string, other: string) => `# Review\n\n## ${group}\n\n### ${pass}\n${items}\n\n## ${other}\n\n### Cache key ignores locale\nTwo locales share one entry.\n\n## Conclusion\nDone.\n`;
  it.each([
    ['English', 'Findings (round 2, after the cache fix)', '✅ PASS: `publish.sh`', '- ✅ checks git and npm\n- ✅ reads the version from package.json', 'Findings (round 1)'],
    ['German', 'Befunde (Runde 2, nach dem Cache-Fix)', '✅ BESTANDEN: `publish.sh`', '- ✅ prüft git und npm\n- ✅ liest die Version aus package.json', 'Befunde (Runde 1)'],
  ])('%s', (_what, group, pass, items, other) => {
    const { stderr, j, md } = run(doc(group, pass, items, other));
    expect(stderr).toContain(`${group} -> kept as its own section`);
    expect(titles(j)).toEqual(['Cache key ignores locale']);
    // The group's heading over its part, as written; never the part alone at the group's place.
    expect(md).toContain(`## ${group}\n\n### ${pass}\n`);
  });

  it('near-miss: a part that holds a finding keeps the group a group of findings', () => {
    const { stderr, j } = run(doc('Findings (round 2, after the cache fix)', '`publish.sh`', '- the script never checks the npm token', 'Findings (round 1)'));
    expect(stderr).toMatch(/Findings \(round 2, after the cache fix\) -> finding/);
    expect(titles(j)).toHaveLength(2);
  });
});
