// 50 `handoff new` processes at once into one store (which none of them has created yet): 50 distinct,
// complete handoffs, every process exits 0, and nothing else is left in the store.

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baseEnv, bugArgs, cleanup, makeRepo, spawnCli, tempDir } from '../helpers/trust-cli.js';
import { Store } from '../../src/store/store.js';
import { parseDoc } from '../../src/brief/document.js';
import { isStoreCache } from '../helpers/store-cache.js';
import { scaled } from '../helpers/timing.js';

afterAll(cleanup);

const N = 50;

describe('concurrency', () => {
  it(`${N} concurrent handoff new into one fresh store give ${N} distinct, complete handoffs`, async () => {
    const home = join(tempDir(), 'store');
    const env = baseEnv({ HANDOFF_HOME: home });
    const repo = makeRepo(env);
    // Same title for all: the ids differ only in their random part.
    const runs = await Promise.all(Array.from({ length: N }, (_, i) => spawnCli([...bugArgs('Same title for all'), '--context', `run ${i}`, '--json'], { cwd: repo, env, timeout: scaled(110_000) })));
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    const ids = runs.map((r) => (JSON.parse(r.stdout) as { id: string }).id);
    expect(new Set(ids).size).toBe(N);
    for (const id of ids) expect(id).toMatch(/^bug-same-title-for-all-[a-z2-9]{4}$/);

    const store = (await Store.open({ dir: home, source: 'HANDOFF_HOME', why: '' }, { create: false }))!;
    const { entries, damaged } = await store.entries();
    expect(damaged).toEqual([]);
    expect(entries.map((e) => e.id).sort()).toEqual([...ids].sort());
    const contexts = new Set<string>();
    for (const e of entries) {
      expect(e.status).toBe('open');
      const md = readFileSync(join(home, e.id, 'brief.md'), 'utf8');
      expect(parseDoc(md).marker?.id).toBe(e.id);
      contexts.add((await store.readRecord(e.id)).answers.context); // entries() gives summaries: the whole record
    }
    // Each process wrote its own answers into its own folder.
    expect(contexts.size).toBe(N);
    // No staging folders or temp files left behind (the store's index, a cache entries() may write, aside).
    expect(readdirSync(home).filter((n) => n.startsWith('.') && !isStoreCache(n))).toEqual([]);
  }, scaled(120_000));
});
