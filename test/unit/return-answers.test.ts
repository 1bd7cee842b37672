// The pure core of `handoff return`: importing a hand-written document, layering flags, what is missing,
// and render + redact + lint.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  applyReturnFlags,
  composeReturn,
  importReturn,
  missingReturn,
  normalizeReturn,
  NotAReturnError,
  parseOutcomeFlag,
  returnPlaceholders,
  unwrapFenced,
} from '../../src/brief/returns.js';
import { emptyReturn } from '../../src/brief/sections.js';
import { parseDoc } from '../../src/brief/document.js';
import { returnFromDoc } from '../../src/brief/read-return.js';
import { parsePhrases } from '../../src/brief/lint.js';
import type { Anchor } from '../../src/brief/types.js';

const TEMPLATE = readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8');
const PLACEHOLDERS = returnPlaceholders(TEMPLATE);
const PHRASES = parsePhrases(readFileSync(new URL('../../prompts/phrases.txt', import.meta.url), 'utf8'));
const ANCHOR: Anchor = { repo: '/r', branch: 'main', detached: false, head: 'a'.repeat(40), headShort: 'aaaaaaa', dirty: [], untracked: [], cwd: '/r' };

/** The shape prompts/return.md shows, filled in the way an agent without the tool would. */
const HAND_WRITTEN = `## Outcome
partial — the cache key ignores the locale; the fix is half done
## Non-obvious findings
- cache.ts:42 keys entries by path only [verified: added a failing test]
- the CDN also caches by path [unverified]
## Recommendations
- key by path and locale
## Dead ends
- clearing the cache on deploy — entries come back within a minute
## Evidence
- branch fix-cache-key, commit 1a2b3c4
## Open questions
- does the CDN honour Vary?
`;

describe('returnPlaceholders', () => {
  it('reads the example text out of prompts/return.md', () => {
    expect(PLACEHOLDERS.outcome).toMatch(/^answered \| partial \| blocked \| abandoned/);
    expect([...PLACEHOLDERS.items]).toContain('branch, commits, files, commands');
    expect([...PLACEHOLDERS.items].some((i) => i.startsWith('what the brief did not say'))).toBe(true);
  });
});

describe('importReturn', () => {
  it('imports the documented shape filled in by hand', () => {
    const r = importReturn(HAND_WRITTEN, PLACEHOLDERS);
    expect(r.answers.outcome).toBe('partial');
    expect(r.answers.answer).toBe('the cache key ignores the locale; the fix is half done');
    expect(r.answers.findings).toHaveLength(2);
    expect(r.answers.recommendations).toEqual(['key by path and locale']);
    expect(r.answers.deadEnds).toHaveLength(1);
    expect(r.answers.evidence).toEqual(['branch fix-cache-key, commit 1a2b3c4']);
    expect(r.answers.questions).toEqual(['does the CDN honour Vary?']);
    expect(r.given.has('outcome')).toBe(true);
    expect(r.placeholders).toEqual([]);
  });

  it('imports it when the agent kept the fence around it', () => {
    const r = importReturn('Here is my return:\n\n~~~markdown\n' + HAND_WRITTEN + '~~~\n', PLACEHOLDERS);
    expect(r.answers.outcome).toBe('partial');
    expect(r.answers.findings).toHaveLength(2);
  });

  it('drops the example text when the template was copied unfilled', () => {
    const copied = TEMPLATE.slice(TEMPLATE.indexOf('~~~markdown'));
    const r = importReturn(copied, PLACEHOLDERS);
    expect(r.given.has('outcome')).toBe(false);
    expect(r.answers.findings).toEqual([]);
    expect(r.answers.evidence).toEqual([]);
    expect(r.placeholders).toEqual(expect.arrayContaining(['outcome', 'findings', 'evidence']));
    expect(missingReturn(r.answers, r.given).map((m) => m.flag)).toEqual([expect.stringContaining('--outcome'), '--finding']);
  });

  it('refuses a brief, with its marker or by its sections', () => {
    expect(() => importReturn('# T\n\n<!-- handoff:brief id=task-x-abcd kind=task -->\n\n## Why this slice exists\n\nw\n', PLACEHOLDERS)).toThrow(NotAReturnError);
    expect(() => importReturn('## Why\n\nbecause\n\n## First step\n\nread it\n\n## Dead ends\n\n- x — failed\n', PLACEHOLDERS)).toThrow(NotAReturnError);
  });

  it('reads the id of a saved return document', () => {
    const r = importReturn('# Return: x\n\n<!-- handoff:return id=task-x-abcd n=1 -->\n\n## Outcome\n\nanswered — yes\n\n## Non-obvious findings\n\n- f [unverified]\n', PLACEHOLDERS);
    expect(r.markerId).toBe('task-x-abcd');
  });

  it('takes an outcome from a document with no Outcome heading', () => {
    const r = importReturn('Blocked: the staging database is down.\n\n## Findings\n\n- the migration needs staging [unverified]\n', PLACEHOLDERS);
    expect(r.answers.outcome).toBe('blocked');
    expect(r.answers.answer).toBe('the staging database is down.');
  });
});

describe('unwrapFenced', () => {
  it('leaves a document with headings alone', () => {
    expect(unwrapFenced(HAND_WRITTEN)).toBe(HAND_WRITTEN);
  });
  it('leaves a fence without headings inside alone', () => {
    const t = 'text\n\n```\ncode\n```\n';
    expect(unwrapFenced(t)).toBe(t);
  });
  it('unwraps an unclosed fence too', () => {
    expect(unwrapFenced('```md\n## Outcome\nanswered — yes\n')).toBe('\n## Outcome\nanswered — yes\n');
  });
  it('keeps every line at its number in the file (the fence line becomes blank)', () => {
    const r = importReturn('~~~markdown\n## Outcome\nanswered — fenced\n\n## Findings\n- a fenced finding [unverified]\n~~~\n', PLACEHOLDERS);
    expect(r.placement.map((p) => p.line)).toEqual([2, 5]);
    expect(r.outcomeFrom?.line).toBe(3);
  });
  it('keeps every line where it was: the fence lines become blank, so line numbers are the file\'s', () => {
    expect(unwrapFenced('~~~markdown\n## Outcome\nanswered — fenced\n~~~\n')).toBe('\n## Outcome\nanswered — fenced\n\n');
  });
});

describe('flags over a document', () => {
  it('each given flag replaces its section; the rest of the document stays', () => {
    const r = importReturn(HAND_WRITTEN, PLACEHOLDERS);
    const a = applyReturnFlags(r.answers, r.given, { outcome: 'Answered', evidence: ['commit 9f9f9f9'] });
    expect(a.outcome).toBe('answered');
    expect(a.evidence).toEqual(['commit 9f9f9f9']);
    expect(a.findings).toHaveLength(2);
  });

  it('parses the outcome flag strictly', () => {
    expect(parseOutcomeFlag(' BLOCKED ')).toBe('blocked');
    expect(parseOutcomeFlag('done')).toBeNull();
    expect(parseOutcomeFlag('partially')).toBeNull();
  });
});

describe('missingReturn', () => {
  const given = (...k: string[]) => new Set(k);
  const a = (over: Partial<ReturnType<typeof emptyReturn>>) => ({ ...emptyReturn(), ...over });
  it.each([
    ['nothing at all', a({}), given(), ['outcome', 'findings']],
    ['answered with a finding', a({ outcome: 'answered', findings: ['f'] }), given('outcome'), []],
    ['answered without findings', a({ outcome: 'answered' }), given('outcome'), ['findings']],
    ['abandoned without findings', a({ outcome: 'abandoned' }), given('outcome'), []],
    ['blocked without a reason', a({ outcome: 'blocked', findings: ['f'] }), given('outcome'), ['answer']],
    ['blocked with a reason', a({ outcome: 'blocked', answer: 'no access', findings: ['f'] }), given('outcome'), []],
  ] as const)('%s', (_n, answers, g, want) => {
    expect(missingReturn(answers, g as Set<string>).map((m) => m.name.split(' ')[0])).toEqual(want);
  });
});

describe('composeReturn', () => {
  const meta = { id: 'task-x-abcd', n: 2, briefTitle: 'Split the parser', created: '2026-11-29 11:20 UTC', anchor: ANCHOR };

  it('renders a document that parses back to the same answers', () => {
    const answers = normalizeReturn(importReturn(HAND_WRITTEN, PLACEHOLDERS).answers);
    const c = composeReturn(answers, meta, { phrases: PHRASES });
    expect(c.markdown).toContain('<!-- handoff:return id=task-x-abcd n=2 -->');
    expect(returnFromDoc(parseDoc(c.markdown)).answers).toEqual(answers);
    expect(c.lint.counts).toEqual({ errors: 0, warnings: 0 });
  });

  it('redacts secrets from the markdown and the answers, and says where', () => {
    const token = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
    const answers = { ...emptyReturn(), outcome: 'answered' as const, answer: 'done', findings: [`the CI token ${token} is in the log [verified: grep]`] };
    const c = composeReturn(answers, meta, { phrases: PHRASES });
    expect(c.markdown).not.toContain(token);
    expect(JSON.stringify(c.answers)).not.toContain(token);
    expect(c.redactions.map((r) => r.kind)).toEqual(['github-token']);
  });

  it('warns about untagged findings and findings that restate the brief', () => {
    const brief = '# B\n\n## Why this slice exists\n\nThe parser module is three thousand lines long and blocks the lexer work.\n';
    const answers = { ...emptyReturn(), outcome: 'answered' as const, findings: ['the parser module is three thousand lines long', 'the lexer shares MACROS [verified: grep]'] };
    const c = composeReturn(answers, meta, { phrases: PHRASES, brief });
    expect(c.lint.findings.map((f) => f.rule).sort()).toEqual(['finding-restates-brief', 'untagged-finding']);
    expect(c.lint.counts.errors).toBe(0);
  });
});
