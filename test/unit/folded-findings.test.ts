// Findings folded into `<details>` under their own headings (folded-findings.ts), and the last check's rule that
// only a section's heading is placed by its name (unplaced.ts): a heading inside `<details>` opens no section, and
// its words used to reach no output at all (QA 48 doc 15: three "### Finding: ADV-…" titles and four scan headings
// lost without a word). Shapes written anew, in several languages.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDoc } from '../../src/brief/document.js';
import { unplacedLines } from '../../src/brief/unplaced.js';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { mapStrings } from '../../src/brief/answers.js';
import { namesOneFinding } from '../../src/brief/folded-findings.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));

function imported(md: string): { findings: string[]; all: string } {
  const r = importReturn(md, placeholders);
  const out: string[] = [];
  mapStrings({ answers: r.answers, extra: r.extra, layout: r.layout }, (v) => (out.push(v), v));
  return { findings: r.answers.findings, all: out.join('\n') };
}

const folded = (summary: string, h: [string, string][], outcome = '## Outcome\n\nanswered — two found\n\n') =>
  `# Review\n\n${outcome}## Findings\n\n<details>\n<summary><strong>${summary}</strong></summary>\n\n${h.map(([t, b]) => `### ${t}\n\n- **Location:** \`${b}\`\n- **Resolution:** added a test for ${b}\n`).join('\n')}\n</details>\n`;

describe('a heading inside <details> is text: the last check asks about its words', () => {
  it('finds a folded heading whose words no placed text holds', () => {
    const doc = parseDoc('# Review\n\n## Notes\n\nopening words\n\n<details>\n<summary>More</summary>\n\n### Pager drops the final page\n\nbody words\n\n</details>\n\n## Next\n\nend words\n');
    const heading = doc.blocks.lines.findIndex((l) => l.startsWith('### Pager'));
    expect(doc.sections.map((s) => s.heading)).not.toContain('Pager drops the final page');
    expect(unplacedLines(doc, ['opening words', 'More', 'body words', 'end words', '<details>', '</details>', '<summary>More</summary>']).map((r) => r.from)).toEqual([heading]);
  });
  it('still places a section heading by its name', () => {
    const doc = parseDoc('# Review\n\n## Notes\n\nopening words\n');
    expect(unplacedLines(doc, ['opening words'])).toEqual([]);
  });
});

describe('findings folded into <details>, one per heading that names a finding', () => {
  const cases: [string, string, [string, string][]][] = [
    ['en, "Finding:" labels', 'High-Severity Findings & Resolutions', [['Finding: ADV-P01 — summary entry point untested', 'tests/summary.rs'], ['Finding: ADV-P04 — warning position unpinned', 'tests/warn.rs']]],
    ['en, "Issue —" and a level tag', 'Details', [['Issue — cache key ignores the locale', 'src/cache.ts'], ['[High] Retry loop never backs off', 'src/retry.ts']]],
    ['de, "Befund:" labels', 'Befunde im Detail', [['Befund: Sitzung läuft nie ab', 'src/session.ts'], ['Befund: Export schneidet Umlaute ab', 'src/export.ts']]],
    ['fr, "Problème :" labels', 'Détails des constats', [['Problème : le cache ignore la langue', 'src/cache.ts'], ['Problème : la pagination perd la dernière page', 'src/pager.ts']]],
    ['zh, "问题：" labels', '问题详情', [['问题：缓存键忽略语言', 'src/cache.ts'], ['问题：分页丢失最后一页', 'src/pager.ts']]],
  ];
  it.each(cases)('%s', (_name, summary, hs) => {
    const { findings, all } = imported(folded(summary, hs));
    expect(findings).toHaveLength(2);
    hs.forEach(([t, loc], k) => {
      expect(findings[k]!.split('\n')[0]).toContain(t.replace(/^.*?(?:[:：]|—|\]) ?/u, '').slice(0, 12));
      expect(findings[k]).toContain(loc);
    });
    expect(all).toContain(summary);
  });
  it('keeps the words of folded headings that name no finding with the text around them', () => {
    const md = '# Review\n\n## Outcome\n\nanswered — one found\n\n## Findings\n\n- Token is logged at debug level [verified: log]\n\n## Security scan\n\nNothing to fix.\n\n<details>\n<summary>Scan details</summary>\n\n### Scope\n\nAll crates.\n\n### Dependency audit\n\nOne advisory, ignored.\n\n</details>\n';
    const { all } = imported(md);
    for (const w of ['Scope', 'Dependency audit', 'All crates.', 'One advisory, ignored.']) expect(all).toContain(w);
  });
  it('reads a heading by its label or level only', () => {
    expect(namesOneFinding('Finding: cache key ignores locale')).toBe(true);
    expect(namesOneFinding('Bug — pager drops a page')).toBe(true);
    expect(namesOneFinding('🔴 Critical: token leak')).toBe(true);
    expect(namesOneFinding('Scope')).toBe(false);
    expect(namesOneFinding('Dependency audit')).toBe(false);
    expect(namesOneFinding('Findings per pass')).toBe(false);
  });
});
