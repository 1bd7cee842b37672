// perf56 took Node's path functions out of two hot spots and lowered each line once in the Copilot-mail test. A
// pointed path joined by hand must name the file path.resolve names (and be refused where path.relative leaves
// the root); the Copilot test must still take a mark in any case, on a line of at most 400 characters only.
import { isAbsolute, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainUnder } from '../../src/io/data.js';
import { quotedHunksAsMarkdown } from '../../src/brief/bot-review.js';

describe('plainUnder: a plain relative path joined to a canonical root', () => {
  const roots = ['/', '/repo', '/work/wt/a b', '/tmp/x/.hidden', '/ü/日本'];
  const parts = ['src', 'a.ts', '..foo', '.env', '...', 'x..y', 'ü.md', 'a b', '-', '~'];
  const rels: string[] = ['', '.', '..', './a', 'a/', '/a', 'a//b', 'a/./b', 'a/../b', 'a/..', '../a'];
  for (const a of parts) {
    rels.push(a);
    for (const b of parts) rels.push(`${a}/${b}`, `${a}/${b}/${a}`);
  }

  it('is path.resolve(root, rel), and path.relative(root, it) is rel, wherever it answers', () => {
    let answered = 0;
    for (const root of roots) {
      expect(resolve(root)).toBe(root);
      for (const rel of rels) {
        const p = plainUnder(root, rel);
        if (p === undefined) continue;
        answered++;
        expect(p).toBe(resolve(root, rel));
        expect(relative(root, p)).toBe(rel);
      }
    }
    expect(answered).toBeGreaterThan(400);
  });

  it('leaves every path with an empty, "." or ".." part (or an absolute one) to path.resolve', () => {
    for (const rel of ['', '.', '..', './a', 'a/', '/a', 'a//b', 'a/./b', 'a/../b', 'a/..', '../a']) {
      expect(plainUnder('/repo', rel), rel).toBeUndefined();
    }
    expect(isAbsolute('/a')).toBe(true);
  });
});

describe('quotedHunksAsMarkdown: only a Copilot mail is read as quoted hunks', () => {
  const mail = (mark: string) =>
    [`${mark}`, '', '> - const x = 1;', '> + const x = 2;', '', 'This changes the default without a test.', ''].join('\n');

  it('takes the mark in any case', () => {
    for (const mark of ['Copilot reviewed 2 out of 2 changed files', 'COPILOT COMMENTED ON THIS PULL REQUEST.', 'copilot left review comments']) {
      const md = quotedHunksAsMarkdown(mail(mark));
      expect(md, mark).not.toBeNull();
      expect(md!).toContain('This changes the default without a test.');
    }
  });

  it('refuses a text without a mark, and a mark only on a line over 400 characters', () => {
    expect(quotedHunksAsMarkdown(mail('Reviewed by a person'))).toBeNull();
    expect(quotedHunksAsMarkdown(mail(`Copilot reviewed ${'x'.repeat(400)}`))).toBeNull();
    expect(quotedHunksAsMarkdown(mail(`Copilot reviewed ${'x'.repeat(300)}`))).not.toBeNull();
  });
});
