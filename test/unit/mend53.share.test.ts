// mend53: the repo's handoff.share is asked one way. cli.ts starts the ask for `new` before its modules load
// (prefetchShare) and gather reads it (configuredShare); scene/git.ts hands the early answer over only to the same git
// command, so the two must ask the same thing, and init sets the key they ask.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { how: 'prefetch' | 'run'; args: readonly string[]; cwd: string; env: unknown }[] = [];
vi.mock('../../src/scene/git.js', async (load) => {
  const real = await load<typeof import('../../src/scene/git.js')>();
  return {
    ...real,
    prefetchGit: (args: readonly string[], cwd: string, opts: { env?: unknown } = {}) => void calls.push({ how: 'prefetch', args, cwd, env: opts.env }),
    runGit: async (args: readonly string[], cwd: string, opts: { env?: unknown } = {}) => {
      calls.push({ how: 'run', args, cwd, env: opts.env });
      return { stdout: 'upstream\n', stderr: '', code: 0 };
    },
  };
});

const { configuredShare, prefetchShare, SHARE_KEY } = await import('../../src/scene/share-config.js');

describe('handoff.share: the early ask and the read are one git command', () => {
  beforeEach(() => void (calls.length = 0));

  it('prefetchShare(ctx) starts exactly what configuredShare(ctx, ctx.cwd) runs, with the same env object', async () => {
    const ctx = { cwd: '/repo/sub', env: { HOME: '/home/x' } };
    prefetchShare(ctx);
    expect(await configuredShare(ctx, ctx.cwd)).toBe('upstream');
    const [early, read] = calls;
    expect(early!.how).toBe('prefetch');
    expect(read!.how).toBe('run');
    expect(read!.args).toEqual(early!.args);
    expect(read!.cwd).toBe(early!.cwd);
    expect(read!.env).toBe(early!.env);
    expect(early!.args).toContain(SHARE_KEY);
  });

  it('the key is the one `init --share` sets', () => {
    expect(SHARE_KEY).toBe('handoff.share');
  });
});
