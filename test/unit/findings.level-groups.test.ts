// A heading that only names a level ("### High (2)", "### Niedrig", "### 우선순위 높음") is a group over the
// paragraphs under it, not a finding titled "Low (1)": each paragraph (or each line, where every line of a
// paragraph opens with a bold title) is a finding of that level. A count in the heading confirms plain paragraphs.
// A bold bracketed tag before a finding ("**[Pass A]** — …") is a field; the words after it title the finding.
// Look-alikes keep today's reading: category groups over lists, a title that opens with "High", prose under a
// level heading that is one finding's text (two paragraphs, no count).

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const read = (lines: string[]) => readReturn(lines.join('\n')).f;
const brief = (f: { title: string; severity?: string }[]) => f.map((x) => [x.title, x.severity]);

describe('a level heading over paragraphs is a group of findings', () => {
  it('bold-tagged lines, no blank lines between them: one finding a line, the level of its group', () => {
    const f = read([
      '## Findings',
      '### High (2)',
      '**[Pass A]** — Export job ignores the retention flag (§4)',
      '**[Pass B]** — Two owners are named for one gate (§7)',
      '### Low (1)',
      '**[Pass A]** — Typo in the gate name',
    ]);
    expect(brief(f)).toEqual([
      ['Export job ignores the retention flag (§4)', 'high'],
      ['Two owners are named for one gate (§7)', 'high'],
      ['Typo in the gate name', 'low'],
    ]);
  });

  it('one bold paragraph under a level heading is a finding titled by its words, not by the level (de)', () => {
    const f = read([
      '## Befunde',
      '',
      '### Hoch',
      '',
      '**[Lauf A]** — Der Export ignoriert das Aufbewahrungsflag',
      '',
      '**[Lauf B]** — Für ein Gate sind zwei Verantwortliche genannt',
      '',
      '### Niedrig',
      '',
      '**[Lauf A]** — Tippfehler im Gate-Namen',
    ]);
    expect(brief(f)).toEqual([
      ['Der Export ignoriert das Aufbewahrungsflag', 'high'],
      ['Für ein Gate sind zwei Verantwortliche genannt', 'high'],
      ['Tippfehler im Gate-Namen', 'low'],
    ]);
  });

  it('plain paragraphs as many as the heading counts: one finding each (ko, ru, zh)', () => {
    const f = read([
      '## 발견 사항',
      '',
      '### 우선순위 높음',
      '',
      '내보내기 작업이 보존 플래그를 무시합니다.',
      '',
      '### Низкий приоритет (2)',
      '',
      'В имени шлюза опечатка.',
      '',
      'Ссылка в инструкции устарела.',
      '',
      '### 高优先级（1）',
      '',
      '**【B】**：网关名称拼写错误',
    ]);
    expect(brief(f)).toEqual([
      ['내보내기 작업이 보존 플래그를 무시합니다.', 'high'],
      ['В имени шлюза опечатка.', 'low'],
      ['Ссылка в инструкции устарела.', 'low'],
      ['网关名称拼写错误', 'high'],
    ]);
  });
});

describe('look-alikes keep their reading', () => {
  it('category groups over lists: the items are the findings', () => {
    const f = read(['## Findings', '', '### Backend', '', '- Slow query in the report endpoint', '- Pool leak on shutdown', '', '### Frontend', '', '- Button label is cut off on small screens']);
    expect(f.map((x) => x.title)).toEqual(['Slow query in the report endpoint', 'Pool leak on shutdown', 'Button label is cut off on small screens']);
  });

  it('a title that opens with "High" is one finding, its paragraphs its text', () => {
    const f = read(['## Findings', '', '### High memory use in worker', '', 'The worker keeps every parsed page in a map.', '', 'It is never cleared between jobs.']);
    expect(f).toHaveLength(1);
    expect(f[0]!.title).toBe('High memory use in worker');
    expect(f[0]!.text).toContain('never cleared');
  });

  it('two plain paragraphs under a level heading that counts three are one finding, as today', () => {
    const f = read(['## Findings', '', '### High (3)', '', 'The export ignores the retention flag.', '', 'It was added in the last release.']);
    expect(f).toHaveLength(1);
    expect(f[0]!.text).toContain('last release');
  });

  it('a bold title with no brackets is the title, as today; a bracketed one is a tag', () => {
    const f = read(['## Findings', '', '- **Cache leak** — the map is never cleared', '- **[Pass B]** — The retry loop never sleeps']);
    expect(f.map((x) => x.title)).toEqual(['Cache leak', 'The retry loop never sleeps']);
  });

  it('a finding\'s bold part labels on lines of their own under a level heading stay one finding', () => {
    const f = read(['## Findings', '', '### High', '', '**Problem:** the export ignores the retention flag', '**Fix:** read the flag before the export starts']);
    expect(f).toHaveLength(1);
    expect(f[0]!.text).toContain('read the flag');
  });
});

describe('a count after a dash, one-word bold leads', () => {
  it('"### 🔴 Critical — 2 issues" over two lines led by one bold word: two critical findings', () => {
    const f = read(['## Findings', '', '### 🔴 Critical — 2 issues', '**Export** — The export job ignores the retention flag.', '**Owners** — Two owners are named for one gate.']);
    expect(brief(f)).toEqual([
      ['Export', 'critical'],
      ['Owners', 'critical'],
    ]);
  });
});
