// Generated findings documents mixing every form people write findings in: bullet and numbered lists
// (with nested bullets and continuation lines), tables (with id, severity and location columns),
// sub-headings (title + body, with "Fix:" lines and code that stay in the finding), group sub-headings
// holding lists, and plain paragraphs. Each document is built with known counts and fields; the reader
// must count them one by one, read each field, and lose no source line's words on the way to the return.

import { describe, expect, it } from 'vitest';
import { parseDoc } from '../../src/brief/document.js';
import { returnFromDoc } from '../../src/brief/read-return.js';
import { findingData } from '../../src/brief/findings.js';
import { renderReturn } from '../../src/brief/render.js';
import type { Anchor } from '../../src/brief/types.js';
import { baseSeed, caseCount, mulberry32 } from '../helpers/gen.js';

const WORDS = ['cache', 'parser', 'locale', 'retry', 'timeout', 'pager', 'index', 'lock', 'token', 'queue', 'worker', 'schema', 'buffer', 'socket', 'router', 'header'];
const SEVERITIES = [
  ['[high]', 'high'],
  ['[low]', 'low'],
  ['(P1)', 'p1'],
  ['**Critical:**', 'critical'],
  ['[minor]', 'minor'],
] as const;
const VERIFICATIONS = [
  ['[verified: unit test]', true],
  ['[unverified]', false],
  ['(confirmed by test)', true],
] as const;

interface Want {
  title?: string;
  severity?: string;
  verified?: boolean;
  location?: string;
}

function build(seed: number): { md: string; want: Want[] } {
  const rand = mulberry32(seed);
  const int = (n: number) => Math.floor(rand() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const chance = (p: number) => rand() < p;
  const phrase = (n = 3 + int(4)) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  // Blocks after a sub-heading belong to it (as markdown nests them): headed forms are written last.
  const plainWant: Want[] = [];
  const headedWant: Want[] = [];
  let want = plainWant;
  const plain: string[] = [];
  const headed: string[] = [];
  let out = plain;
  /** A finding line with, sometimes, a severity and a verification tag; records what it carries. */
  const tagged = (text: string, w: Want = {}) => {
    let line = text;
    if (chance(0.5)) {
      const [tag, sev] = pick(SEVERITIES);
      line = `${tag} ${line}`;
      w.severity = sev;
    }
    if (chance(0.5)) {
      const [tag, v] = pick(VERIFICATIONS);
      line = `${line} ${tag}`;
      w.verified = v;
    }
    want.push(w);
    return line;
  };
  const forms = 2 + int(5);
  for (let f = 0; f < forms; f++) {
    const form = int(6);
    const isHeaded = form === 3 || form === 4;
    out = isHeaded ? headed : plain;
    want = isHeaded ? headedWant : plainWant;
    switch (form) {
      case 0: {
        const bullet = pick(['-', '*', '+']);
        for (let i = 0, n = 1 + int(4); i < n; i++) {
          out.push(`${bullet} ${tagged(phrase())}`);
          if (chance(0.3)) out.push(`  ${phrase()} continues here`);
          if (chance(0.3)) out.push(`  ${bullet === '-' ? '*' : '-'} a nested ${phrase(2)} detail`);
        }
        out.push('');
        break;
      }
      case 1: {
        for (let i = 0, n = 1 + int(4); i < n; i++) out.push(`${i + 1}${pick(['.', ')'])} ${tagged(phrase())}`);
        out.push('');
        break;
      }
      case 2: {
        out.push('| # | Finding | Severity | Location |', '|---|---|---|---|');
        for (let i = 0, n = 1 + int(4); i < n; i++) {
          const sev = pick(['high', 'medium', 'low']);
          const loc = `src/${pick(WORDS)}.ts:${1 + int(200)}`;
          const title = phrase();
          out.push(`| ${i + 1} | ${title} | ${sev} | \`${loc}\` |`);
          want.push({ title, severity: sev, location: loc });
        }
        out.push('');
        break;
      }
      case 3: {
        const title = `${pick(['F', 'Issue '])}${1 + int(9)}. ${phrase()}`;
        out.push(`### ${title}`, '', `${phrase(6)}.`, '');
        if (chance(0.6)) out.push(`**Fix:** ${phrase()}.`, '');
        if (chance(0.3)) out.push('```ts', `const ${pick(WORDS)} = 1;`, '```', '');
        if (chance(0.3)) out.push(`Recommendation: ${phrase()}.`, '');
        want.push({ title });
        break;
      }
      case 4: {
        out.push(`### ${phrase(2)} group`, '');
        if (chance(0.5)) out.push(`These ${phrase(2)} came up:`, '');
        for (let i = 0, n = 1 + int(4); i < n; i++) out.push(`- ${tagged(phrase())}`);
        out.push('');
        break;
      }
      default: {
        out.push(`${tagged(phrase(5))}.`, '');
        if (chance(0.5)) out.push(`Fix: ${phrase()}.`, '');
      }
    }
    if (chance(0.2)) out.push('---', '');
  }
  const md = ['# Findings of the sweep', '', '## Outcome', '', 'answered — swept the service', '', '## Findings', '', ...plain, ...headed].join('\n');
  return { md, want: [...plainWant, ...headedWant] };
}

const anchor: Anchor = { repo: '/r', branch: 'main', detached: false, head: null, headShort: null, dirty: [], untracked: [], cwd: '/r' };
const words = (s: string) => s.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

describe('generated findings documents: every form, known counts', () => {
  it('the hand-written forms, one document each', () => {
    const one = (md: string) => returnFromDoc(parseDoc(md)).findingItems.map((f) => findingData(f.text));
    expect(one('## Findings\n\n- a [high]\n- b [verified: ci]\n  - nested stays in b\n')).toHaveLength(2);
    expect(one('## Findings\n\n1. a\n2. b\n3. c\n')).toHaveLength(3);
    const table = one('## Findings\n\n| ID | Issue | Severity | File |\n|---|---|---|---|\n| 1 | leak | P0 | `a.ts:3` |\n| 2 | race | minor | `b.ts` |\n');
    expect(table.map((f) => [f.title, f.severity, f.location])).toEqual([
      ['leak', 'p0', 'a.ts:3'],
      ['race', 'minor', 'b.ts'],
    ]);
    const headed = one('## Findings\n\n### Race in the lock\n\nTwo writers.\n\n**Fix:** take the lock first.\n\n### Leak in the pool\n\nNever freed.\n');
    expect(headed.map((f) => f.title)).toEqual(['Race in the lock', 'Leak in the pool']);
    expect(headed[0]!.text).toContain('**Fix:** take the lock first.');
    const grouped = returnFromDoc(parseDoc('## Findings\n\n### Security\n\n- a\n- b\n\n### Style\n\n- c\n'));
    expect(grouped.findingItems.map((f) => f.group)).toEqual(['Security', 'Security', 'Style']);
    expect(grouped.placement).toEqual(expect.arrayContaining([{ line: 3, from: 'Security', to: 'findings 1-2 (kept as a group of Non-obvious findings)' }]));
    const verified = one('## Findings\n\n- a ✅ verified by the e2e run\n- b (confirmed by test)\n- c unverified\n- d\n');
    expect(verified.map((f) => f.verified)).toEqual([true, true, false, undefined]);
    // Bold labels, as agents usually write fields; tags in other languages; a severity label before the title.
    const bold = one('## Findings\n\n### 1. SQL injection\n\n**Severity:** critical\n**Location:** `src/search.ts:42`\n\nUser input reaches the query.\n');
    expect(bold.map((f) => [f.title, f.severity, f.location])).toEqual([['SQL injection', 'critical', 'src/search.ts:42']]);
    const tags = one('## Findings\n\n- Der Schlüssel ignoriert die Sprache [verifiziert: Test]\n- Severity: low — log typo [unverified]\n');
    expect(tags.map((f) => [f.title, f.severity ?? null, f.verified])).toEqual([
      ['Der Schlüssel ignoriert die Sprache', null, true],
      ['log typo', 'low', false],
    ]);
  });

  it('a status key in front matter is the outcome, and the other keys are kept', () => {
    const r = returnFromDoc(parseDoc('---\nstatus: completed\nticket: ABC-1\n---\n## Findings\n- a [verified: t]\n'));
    expect([r.outcomeFound, r.answers.outcome, r.outcomeFrom?.line]).toEqual([true, 'answered', 2]);
    expect(r.extra.find((x) => x.heading === 'Front matter')?.text).toContain('ABC-1');
    // When another line states the outcome, the status key stays in the table.
    const r2 = returnFromDoc(parseDoc('---\nstatus: in review\n---\n## Outcome\nanswered — yes\n\n## Findings\n- a\n'));
    expect(r2.outcomeFrom?.line).toBe(5);
    expect(r2.extra.find((x) => x.heading === 'Front matter')?.text).toContain('in review');
  });

  it(`${caseCount(200)} seeded documents: counted one by one, fields read, no source line lost`, () => {
    const base = baseSeed(0x66696e64);
    for (let i = 0; i < caseCount(200); i++) {
      const seed = base + i;
      const { md, want } = build(seed);
      const r = returnFromDoc(parseDoc(md));
      const got = r.findingItems.map((f) => findingData(f.text));
      const tag = `HANDOFF_SEED=${seed} HANDOFF_CASES=1\n${md}`;
      expect(got.length, tag).toBe(want.length);
      // Tables and sub-headings were written after lists and paragraphs: compare as multisets of fields.
      const key = (w: Want) => JSON.stringify([w.severity ?? null, w.verified ?? null]);
      expect(got.map((g) => key({ severity: g.severity, verified: g.verified })).sort(), tag).toEqual(want.map(key).sort());
      for (const w of want.filter((x) => x.title)) expect(got.some((g) => g.title === w.title || g.title.endsWith(w.title!)), `${tag}\ntitle ${w.title}`).toBe(true);
      for (const w of want.filter((x) => x.location)) expect(got.some((g) => g.location === w.location), `${tag}\nlocation ${w.location}`).toBe(true);
      // Stored and read back: the same findings; and every source line's words are in the return.
      const stored = renderReturn(r.answers, { id: 'x-abcd', n: 1, briefTitle: 'T', created: 'now', anchor }, r.extra, r.layout);
      expect(returnFromDoc(parseDoc(stored)).answers.findings, tag).toEqual(r.answers.findings);
      const have = new Set(words(stored));
      const placed = new Set(r.placement.filter((p) => !p.to.startsWith('kept')).map((p) => p.line));
      md.split('\n').forEach((l, n) => {
        if (placed.has(n + 1)) return;
        const missing = words(l.replace(/^\s*\d{1,9}[.)](?=\s)/, '')).filter((w) => !have.has(w));
        expect(missing, `${tag}\nline ${n + 1}: ${l}`).toEqual([]);
      });
    }
  });
});

describe('fan-out agreement compares titles and texts', () => {
  it('field lines alone never make two findings agree; the same title and text do', async () => {
    const { similarFindings } = await import('../../src/brief/fanout.js');
    const a = 'Cache key ignores locale\nSeverity: high\nLocation: src/cache/key.ts:12\nStatus: open bug confirmed';
    const b = 'Retry loop never backs off\nSeverity: high\nLocation: src/cache/key.ts:12\nStatus: open bug confirmed';
    expect(similarFindings(a, b)).toBe(false);
    expect(similarFindings(a, 'The cache key ignores the request locale\nSeverity: low')).toBe(true);
  });
});
