// `handoff return <id> --body` on every `return-` document of the real corpus (read at test time from
// ../shared/corpus/real-handoffs; never copied here): each is recorded with its findings recognised, the
// same findings the parser reads from it, and `pull` hands them back.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseEnv, bugArgs, cleanup, makeRepo, runCli, snapshot, tempDir } from '../helpers/trust-cli.js';
import { corpusDocs } from '../helpers/corpus.js';
import { needs } from '../helpers/prereq.js';
import { parseDoc, returnFromDoc } from '../../src/brief/parse.js';

let home: string;
let repo: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  home = join(tempDir(), 'store');
  env = baseEnv({ HANDOFF_HOME: home });
  repo = makeRepo(env);
});
afterAll(cleanup);

const corpus = needs('corpus');
const returns = corpus.ready ? corpusDocs().filter((d) => d.isReturn) : [];

corpus.describe('handoff return --body with the real findings documents', () => {
  it('there are return documents to import', () => {
    expect(returns.length).toBeGreaterThanOrEqual(5);
  });

  for (const d of returns) {
    it(`${d.name}: recorded with its findings`, () => {
      const made = runCli([...bugArgs(`Corpus ${d.name.slice(0, 20)}`), '--json'], { cwd: repo, env });
      expect(made.code, made.stderr).toBe(0);
      const id = (JSON.parse(made.stdout) as { id: string }).id;
      const body = join(tempDir(), d.name);
      writeFileSync(body, d.text);

      // These documents state no outcome word: the import says so and writes nothing.
      const before = snapshot(home);
      const bare = runCli(['return', id, '--body', body, '--no-input'], { cwd: repo, env });
      expect(bare.code).toBe(2);
      expect(bare.stderr).toContain('--outcome');
      expect(snapshot(home)).toEqual(before);

      const r = runCli(['return', id, '--body', body, '--outcome', 'answered', '--no-input', '--json'], { cwd: repo, env });
      expect(r.code, r.stderr).toBe(0);
      const j = JSON.parse(r.stdout) as { n: number; json: string; lint: { errors: number; findings: { rule: string }[] } };
      expect(j.lint.errors).toBe(0);
      const stored = JSON.parse(readFileSync(j.json, 'utf8')) as { answers: { findings: string[] } };
      const expected = returnFromDoc(parseDoc(d.text)).answers.findings;
      expect(expected.length).toBeGreaterThanOrEqual(2);
      expect(stored.answers.findings).toHaveLength(expected.length);
      // Untagged: every finding gets the warning, and only that.
      expect(new Set(j.lint.findings.map((f) => f.rule))).toEqual(new Set(['untagged-finding']));

      const pulled = runCli(['pull', id, '--json'], { cwd: repo, env });
      expect(pulled.code, pulled.stderr).toBe(0);
      const p = JSON.parse(pulled.stdout) as { returns: { answers: { findings: string[] } }[] };
      expect(p.returns[0]!.answers.findings).toEqual(stored.answers.findings);
    });
  }
});
