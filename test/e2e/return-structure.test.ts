// Returns whose structure says what a person reads, whatever their words: a heading over severity groups
// with a lead that states the outcome, two stated outcomes, fix reports, problem/cause/fix blocks. Each
// rule is tested on documents written here in several shapes (languages, CRLF, nesting), through the
// built CLI.

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { crlf, docWorld, oneHandoff, type ReturnJson, sectionOf } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'return structure');
const run = (text: string, ...flags: string[]) => handoff.returnBody(text, '--force', ...flags);
const record = (text: string, ...flags: string[]) => handoff.record(text, '--force', ...flags);
const ts = (fs: FindingData[]) => fs.map((f) => [f.title, f.severity ?? null]);

describe('a heading over severity groups, its lead stating the outcome (D33)', () => {
  const groups = (h: string, lead: string, g1: string, g2: string, hashes = '##') =>
    `# Review\n\n${hashes} ${h}\n\n${lead}\n\n${hashes}# ${g1}\n\n- cache key ignores locale\n- retry never backs off\n\n${hashes}# ${g2}\n\n- log too loud\n`;
  it('under a heading that names the outcome ("Results", "结果", "Summary"): every group is findings, the lead the outcome', () => {
    for (const h of ['Results', '结果', 'Summary', 'Résultats']) {
      const { j, md } = record(groups(h, 'Done — three bugs.', 'Critical', 'Medium'));
      expect(j.outcome, h).toBe('answered');
      expect(j.outcomeFrom?.line, h).toBe(5);
      expect(ts(j.findings), h).toEqual([
        ['cache key ignores locale', 'critical'],
        ['retry never backs off', 'critical'],
        ['log too loud', 'medium'],
      ]);
      expect(sectionOf(md, 'Outcome'), h).not.toContain('cache key');
    }
  });

  it('under a heading that names nothing ("Ergebnisse", "Результаты"): the lead states the outcome, not a finding', () => {
    for (const h of ['Ergebnisse', 'Результаты']) {
      const { j } = record(groups(h, 'Erledigt — drei Fehler.', 'Kritisch', 'Niedrig'));
      expect(j.outcome, h).toBe('answered');
      expect(j.outcomeFrom?.text, h).toBe('Erledigt — drei Fehler.');
      expect(ts(j.findings), h).toEqual([
        ['cache key ignores locale', 'critical'],
        ['retry never backs off', 'critical'],
        ['log too loud', 'low'],
      ]);
    }
  });

  it('one level up (H1 over H2 groups), with CRLF, in Chinese; groups named by a plural ("Blockers", "Nits")', () => {
    const zh = record(crlf('# 结果\n\n已完成，发现三个问题。\n\n## 严重\n\n- 缓存键忽略语言\n- 重试没有退避\n\n## 低\n\n- 日志太多\n'));
    expect(zh.j.outcome).toBe('answered');
    expect(ts(zh.j.findings)).toEqual([
      ['缓存键忽略语言', 'critical'],
      ['重试没有退避', 'critical'],
      ['日志太多', 'low'],
    ]);
    const en = record(groups('Summary', 'Done — three bugs.', 'Blockers', 'Nits'));
    expect(ts(en.j.findings)).toEqual([
      ['cache key ignores locale', 'blocker'],
      ['retry never backs off', 'blocker'],
      ['log too loud', 'nit'],
    ]);
  });

  it('not under a heading that names another section: "## Recommendations" / "### High priority" stays recommendations', () => {
    const { j, md } = record('## Outcome\n\nanswered — two bugs\n\n## Findings\n\n- a bug [verified: test]\n- b bug [unverified]\n\n## Recommendations\n\nDo these.\n\n### High priority\n\n- rotate the key\n\n### Low priority\n\n- rename the flag\n');
    expect(j.findings.map((f) => f.title)).toEqual(['a bug', 'b bug']);
    expect(sectionOf(md, 'Recommendations')).toContain('rotate the key');
  });
});

describe('two lines that state different outcomes: the explicit one is read, the other named (D7)', () => {
  const other = (j: ReturnJson, line: number) => j.placement.find((p) => p.line === line && p.from === '(another line that states an outcome)')?.to;
  it('the Outcome section\'s outcome word beats a sentence above the first heading, and that line is named', () => {
    const { j } = record('# Fix report\n\nDone — the pager is fixed.\n\n## Findings\n\n- a bug [verified: test]\n\n## Outcome\n\npartial — one left\n');
    expect([j.outcome, j.outcomeFrom?.line]).toEqual(['partial', 11]);
    expect(other(j, 3)).toBe('not the outcome: it reads answered; the outcome is partial, from line 11');
  });

  it('a status label below the findings beats an unlabelled summary line (English, German with CRLF)', () => {
    const en = record('## Summary\n\nAll fixed on the branch.\n\n## Findings\n\n- cache key ignores locale [verified: test]\n\n**Status:** WIP — one test still red\n');
    expect([en.j.outcome, en.j.outcomeFrom?.line]).toEqual(['partial', 9]);
    expect(other(en.j, 3)).toContain('it reads answered');
    const de = record(crlf('## Zusammenfassung\n\nAlles erledigt.\n\n## Befunde\n\n- Cache-Schlüssel ignoriert die Sprache [verifiziert: Test]\n\nStatus: teilweise\n'));
    expect([de.j.outcome, de.j.outcomeFrom?.line]).toEqual(['partial', 9]);
    expect(other(de.j, 3)).toContain('it reads answered');
  });

  it('a "## Status" section is as explicit as a "Status:" line, and a status inside one finding is weighed last', () => {
    const st = record('## Status\n\nBlocked by the CI runner.\n\n## Findings\n\n- a bug [verified: test]\n\nStatus: done\n');
    expect([st.j.outcome, st.j.outcomeFrom?.line]).toEqual(['blocked', 3]);
    expect(other(st.j, 9)).toContain('it reads answered');
    const inner = record('## Outcome\n\nFixed.\n\n## Findings\n\n### Cache leak\n\nThe map grows.\n\n**Status:** in progress\n\n### Retry\n\nNo backoff.\n');
    expect([inner.j.outcome, inner.j.outcomeFrom?.line]).toEqual(['answered', 3]);
    expect(inner.j.findings.map((f) => f.title)).toEqual(['Cache leak', 'Retry']);
    expect(other(inner.j, 11)).toContain('it reads partial');
  });

  it('lines that agree are not named', () => {
    const { j } = record('Done — fixed both.\n\n## Findings\n\n- a [verified: test]\n- b [verified: test]\n\nStatus: done\n');
    expect(j.outcome).toBe('answered');
    expect(j.placement.filter((p) => p.from === '(another line that states an outcome)')).toEqual([]);
  });
});
