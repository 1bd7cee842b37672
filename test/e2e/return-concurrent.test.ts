// 20 `handoff return` processes to one brief at once: each claims its own number by exclusive create, so
// all 20 survive, complete, with distinct numbers.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, cutBrief, gitRepo, json, world } from '../helpers/return-cli.js';

afterAll(cleanup);

describe('concurrent returns', () => {
  it('20 processes returning to one id give 20 distinct, complete returns', async () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo);
    const N = 20;
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        w.runAsync(['return', id, '--outcome', 'answered', '--answer', `answer from process ${i}`, '--finding', `finding number ${i} from its own process [unverified]`, '--no-input', '--json'], { cwd: repo }),
      ),
    );
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    const ns = results.map((r) => json(r).n as number);
    expect(new Set(ns).size).toBe(N);
    expect([...ns].sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, i) => i + 1));

    const names = readdirSync(path.join(w.home, id));
    expect(names.filter((n) => n.startsWith('.'))).toEqual([]); // no temp files left behind
    expect(names.filter((n) => /^return-\d+\.md$/.test(n))).toHaveLength(N);
    expect(names.filter((n) => /^return-\d+\.json$/.test(n))).toHaveLength(N);

    // Every process's words landed in exactly the return it was told it wrote, whole.
    results.forEach((r, i) => {
      const n = json(r).n;
      const md = readFileSync(path.join(w.home, id, `return-${n}.md`), 'utf8');
      const rec = JSON.parse(readFileSync(path.join(w.home, id, `return-${n}.json`), 'utf8'));
      expect(md).toContain(`finding number ${i} from its own process [unverified]`);
      expect(md).toContain(`<!-- handoff:return id=${id} n=${n} -->`);
      expect(rec).toMatchObject({ id, n, answers: { answer: `answer from process ${i}` } });
    });

    const inbox = json(w.run(['inbox', '--json'], { cwd: repo }));
    expect(inbox.inbox).toEqual([expect.objectContaining({ id, unpulled: N, returns: N })]);
    const pull = json(w.run(['pull', id, '--json'], { cwd: repo }));
    expect(pull.returns).toHaveLength(N);
    expect(pull.pulled).toEqual(Array.from({ length: N }, (_, i) => i + 1));
  });
});
