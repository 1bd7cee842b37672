// `handoff return <id> --body` on every `return-` document of the real corpus (read at test time from
// ../shared/corpus/real-handoffs; never copied here): each is recorded with its findings recognised, the
// same findings the parser reads from it, and `pull` hands them back. The outcome is what
// test/corpus/<document>.json says the document states: read (and its line named), or exit 2 naming
// --outcome when it states none.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bugArgs, runCli, snapshot } from '../helpers/trust-cli.js';
import { docWorld } from '../helpers/doc-world.js';
import { corpusDocs } from '../helpers/corpus.js';
import { needs } from '../helpers/prereq.js';
import { parseDoc } from '../../src/brief/document.js';
import { returnFromDoc } from '../../src/brief/read-return.js';

const w = docWorld();

const corpus = needs('corpus');
const returns = corpus.ready ? corpusDocs().filter((d) => d.isReturn) : [];

corpus.describe('handoff return --body with the real findings documents', () => {
  it('there are return documents to import', () => {
    expect(returns.length).toBeGreaterThanOrEqual(5);
  });

  for (const d of returns) {
    it(`${d.name}: recorded with its findings`, () => {
      const made = runCli([...bugArgs(`Corpus ${d.name.slice(0, 20)}`), '--json'], w.opts());
      expect(made.code, made.stderr).toBe(0);
      const id = (JSON.parse(made.stdout) as { id: string }).id;
      const body = w.file(d.name, d.text);

      const want = JSON.parse(readFileSync(new URL(`../corpus/${d.name.replace(/\.md$/, '.json')}`, import.meta.url), 'utf8')) as { outcome: string | null; outcomeLine: number | null };
      const before = snapshot(w.home);
      const bare = runCli(['return', id, '--body', body, '--no-input', '--json'], w.opts());
      if (want.outcome === null) {
        // It states no outcome: the import says so and writes nothing.
        expect(bare.code).toBe(2);
        expect(bare.stderr).toContain('--outcome');
        expect(snapshot(w.home)).toEqual(before);
      } else {
        // It states one: read, and the line it came from named (stderr and --json).
        expect(bare.code, bare.stderr).toBe(0);
        const j = JSON.parse(bare.stdout) as { outcome: string; outcomeFrom: { line: number } };
        expect(j.outcome).toBe(want.outcome);
        expect(j.outcomeFrom.line).toBe(want.outcomeLine);
        expect(bare.stderr).toContain(`read from line ${want.outcomeLine} of --body`);
        return;
      }

      const r = runCli(['return', id, '--body', body, '--outcome', 'answered', '--no-input', '--json'], w.opts());
      expect(r.code, r.stderr).toBe(0);
      const j = JSON.parse(r.stdout) as { n: number; json: string; lint: { errors: number; findings: { rule: string }[] }; findings: { title: string; text: string }[]; placement: { line: number; to: string }[] };
      expect(j.lint.errors).toBe(0);
      // Every finding with its title and text; where each source section went.
      expect(j.findings.every((f) => f.title && f.text)).toBe(true);
      expect(j.placement.length).toBeGreaterThan(0);
      expect(r.stderr).toContain(`where --body ${body} went:`);
      const stored = JSON.parse(readFileSync(j.json, 'utf8')) as { answers: { findings: string[] } };
      const expected = returnFromDoc(parseDoc(d.text)).answers.findings;
      expect(expected.length).toBeGreaterThanOrEqual(2);
      expect(stored.answers.findings).toHaveLength(expected.length);
      // Untagged findings are warned about (these documents tag few or none).
      expect(j.lint.findings.map((f) => f.rule)).toContain('untagged-finding');

      const pulled = runCli(['pull', id, '--json'], w.opts());
      expect(pulled.code, pulled.stderr).toBe(0);
      const p = JSON.parse(pulled.stdout) as { returns: { answers: { findings: string[] }; findings: { text: string }[] }[] };
      expect(p.returns[0]!.answers.findings).toEqual(stored.answers.findings);
      expect(p.returns[0]!.findings.map((f) => f.text)).toEqual(stored.answers.findings);
    });
  }
});
