// Text a body supplies is data, never the tool's structure (hostile pass X4, X9, X12-X19): a second Outcome,
// a section the reader renamed, the header of a return or brief the tool wrote for another handoff, front
// matter in other shapes. Each test holds the contract: exit code, stdout JSON, the stored files.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, cutBrief, gitRepo, json, storeFiles, tempDir, world } from '../helpers/return-cli.js';

afterAll(cleanup);

function setup() {
  const w = world();
  const repo = gitRepo();
  const id = cutBrief(w, repo);
  const dir = tempDir('handoff-doc-');
  const body = (name: string, text: string) => {
    const f = path.join(dir, name);
    writeFileSync(f, text);
    return f;
  };
  const stored = (n = 1) => readFileSync(path.join(w.home, id, `return-${n}.md`), 'utf8');
  return { w, repo, id, body, stored };
}

/** The text of a `## heading` section of a written document, up to the next `## `. */
function sectionOf(md: string, heading: string): string | undefined {
  const lines = md.split('\n');
  const at = lines.findIndex((l) => l === `## ${heading}`);
  if (at < 0) return undefined;
  const end = lines.findIndex((l, i) => i > at && l.startsWith('## '));
  return lines.slice(at + 1, end < 0 ? undefined : end).join('\n').trim();
}

describe('two Outcome sections (X18, X14)', () => {
  it('an H1 "# Outcome" after the "## Outcome" read: outcome and answer from the one read, the other kept as written', () => {
    const { w, repo, id, body, stored } = setup();
    const f = body('r.md', '## Outcome\nanswered — the pager is fixed\n\n## Findings\n- the off-by-one is in the last page [verified: test]\n\n# Outcome\nabandoned — gave up on the cache\n');
    const r = w.run(['return', id, '--body', f, '--no-input', '--json'], { cwd: repo });
    expect(r.code, r.stderr).toBe(0);
    const out = json(r);
    expect(out.outcome).toBe('answered');
    expect(out.outcomeFrom.line).toBe(2);
    expect(out.placement).toContainEqual({ line: 7, from: 'Outcome', to: 'kept as "Outcome (as written)" (the tool writes its own "Outcome")' });
    const md = stored();
    expect(sectionOf(md, 'Outcome')).toBe('answered — the pager is fixed');
    expect(sectionOf(md, 'Outcome (as written)')).toBe('abandoned — gave up on the cache');
    const pulled = json(w.run(['pull', id, '--json', '--keep'], { cwd: repo })).returns[0];
    expect(pulled.answers.outcome).toBe('answered');
    expect(pulled.answers.answer).toBe('the pager is fixed');
  });

  it('the same with the later one read first by level: "# Outcome" first, "## Outcome" stating it later', () => {
    const { w, repo, id, body, stored } = setup();
    const f = body('r.md', '# Outcome\n\n## Findings\n- the cache key ignores the locale [verified: test]\n\n## Outcome\npartial — one of two fixed\n');
    const r = w.run(['return', id, '--body', f, '--no-input', '--json'], { cwd: repo });
    expect(r.code, r.stderr).toBe(0);
    expect(json(r).outcome).toBe('partial');
    const md = stored();
    expect(sectionOf(md, 'Outcome')).toBe('partial — one of two fixed');
  });

  it('pull shows the body\'s renamed "Outcome (as written)" under its own heading, never merged into the tool\'s Outcome', () => {
    const { w, repo, id, body } = setup();
    const f = body('r.md', '## Outcome\nanswered — the pager is fixed\n\n## Findings\n- the off-by-one is in the last page [verified: test]\n\n## Outcome\nabandoned — gave up on the cache\n');
    expect(w.run(['return', id, '--body', f, '--no-input'], { cwd: repo }).code).toBe(0);
    const r = w.run(['pull', id, '--keep'], { cwd: repo });
    expect(r.code, r.stderr).toBe(0);
    const quoted = r.stdout.split('\n').filter((l) => l.startsWith('>'));
    const outcomeAt = quoted.indexOf('> ### Outcome');
    const nextHeading = quoted.findIndex((l, i) => i > outcomeAt && l.startsWith('> ###'));
    expect(quoted.slice(outcomeAt, nextHeading).join('\n')).not.toContain('abandoned');
    expect(quoted).toContain('> ### Outcome (as written)');
    expect(r.stdout).not.toContain('sections titled');
    // A section the return really has twice is still merged under the first.
  });
});
