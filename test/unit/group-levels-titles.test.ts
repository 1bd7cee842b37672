// QA 45 R4, R6, R7 in the pure readers. R6: "## 4. 当前安全与可用性漏洞" (findings by its noun 漏洞) says more than the
// name, so it is kept as a group, as "Security vulnerabilities" is. R4: a group heading "### P0：数据正确性…" (a
// full-width colon, no blank after it) states P0; "1.2 — MED — x" states medium by the abbreviation between dashes.
// R7: a title keeps the writer's bracketed note ("（新）…") whole and loses the strike marks a level took half of.
// Near-misses: a findings noun alone says nothing more; "Med: x" and "MEDIA — x" state no level; "(P1) x" still
// loses its level tag and "- (1) x" its counter.

import { describe, expect, it } from 'vitest';
import { headingSaysMore } from '../../src/brief/heading-rest.js';
import { RETURN_SECTIONS } from '../../src/brief/sections.js';
import { findingData, partSeverity, titleOf } from '../../src/brief/findings.js';
import { abbrevLead } from '../../src/brief/abbrev-lead.js';

const findings = RETURN_SECTIONS.find((x) => x.key === 'findings')!;
const abbrev = (w: string) => ({ med: 'medium', crit: 'critical' })[w];

describe('a findings heading in a script without spaces, named by a findings noun (R6)', () => {
  it.each([['4. 当前安全与可用性漏洞'], ['安全漏洞'], ['已知的性能瓶颈']])('"%s" says more than the name', (h) => {
    expect(headingSaysMore(h, findings)).toBe(true);
  });
  it.each([['漏洞'], ['4. 漏洞'], ['主要问题'], ['1. 不足']])('"%s" is the name alone', (h) => {
    expect(headingSaysMore(h, findings)).toBe(false);
  });
});

describe('a level before a full-width colon (R4)', () => {
  it.each([
    ['P0：数据正确性和核心流程', 'p0'],
    ['P2：边界和体验问题', 'p2'],
    ['P1: Data correctness', 'p1'],
  ])('"%s" -> %s', (h, sev) => {
    expect(partSeverity(h)).toBe(sev);
  });
  it('a group "### P0：…" gives its findings P0', () => {
    expect(findingData('BUG-01 JSON 导入可能先清空数据库\n- **位置**：`src/backup.rs:464`', ['3. 当前 Bug 清单', 'P0：数据正确性和核心流程']).severity).toBe('p0');
  });
  it('"1.7 Divers — Info / Faible": a range closing a short numbered title, its first level', () => {
    const d = findingData('1.7 Divers — Info / Faible\n- `_parse_nombre` accepte `nan`/`inf`.');
    expect(d.severity).toBe('info');
    expect(d.title).toBe('Divers');
  });
  it('near-miss: "Cache — Read / Write" states no level', () => {
    expect(findingData('1.7 Cache — Read / Write\n- x').severity).toBeUndefined();
  });
  it('near-miss: a colon inside a title states nothing', () => {
    expect(partSeverity('数据正确性：导入可能清空数据库')).toBeUndefined();
  });
});

describe('a level abbreviation between dashes (R4, R7)', () => {
  it.each([
    ['1.2 — MED — Inconsistent import path', 'medium', 'Inconsistent import path'],
    ['MED — Stale owner', 'medium', 'Stale owner'],
    ['### 3.1 — CRIT: Token leaks', 'critical', 'Token leaks'],
  ])('"%s"', (line, sev, rest) => {
    const m = abbrevLead(line, abbrev);
    expect(m?.severity).toBe(sev);
    expect(line.slice(m!.lead.length)).toBe(rest);
  });
  it.each([['Med: the cache leaks'], ['MEDIA — the cache leaks'], ['1.2 — API — x'], ['MED']])('near-miss "%s": no level', (line) => {
    expect(abbrevLead(line, abbrev)).toBeNull();
  });
  it('a finding headed "1.2 — MED — x" is medium, titled x', () => {
    const d = findingData('1.2 — MED — Inconsistent import path for `isForbiddenKey`\n- `src/utils/translationUtils.ts:1` imports it from the barrel.');
    expect(d.severity).toBe('medium');
    expect(d.title).toBe('Inconsistent import path for `isForbiddenKey`');
  });
});

describe('titles keep the writer\'s brackets and lose strike debris (R7)', () => {
  it.each([
    ['（新）2.5 の Bold の ℊ（U+210A）が 214 units 高い', '（新）2.5 の Bold の ℊ（U+210A）が 214 units 高い'],
    ['(new) the cache leaks on reload', '(new) the cache leaks on reload'],
    ['【新】Bold の ℏ だけ幅が違う', '【新】Bold の ℏ だけ幅が違う'],
    ['3.4 — ~~LOW — `BASE_SPEED` re-export with no `src` consumer~~ (RETRACTED — required fixture)', '`BASE_SPEED` re-export with no `src` consumer (RETRACTED — required fixture)'],
  ])('"%s"', (text, title) => {
    expect(titleOf(text)).toBe(title);
  });
  it.each([
    ['(P1) the cache leaks on reload', 'the cache leaks on reload'],
    ['- (1) the cache leaks on reload', 'the cache leaks on reload'],
  ])('near-miss "%s": a level tag or a counter in brackets still goes', (text, title) => {
    expect(titleOf(text)).toBe(title);
  });
});
