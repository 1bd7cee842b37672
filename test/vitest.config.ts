import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { scaled, TIME_SCALE } from './helpers/timing.js';

// The tests make their own repos: nothing of a caller's git may reach them. Run from a git hook (npm test in
// a pre-commit), GIT_DIR, GIT_WORK_TREE and GIT_INDEX_FILE name the caller's repo, and the tests' git
// commands (and the CLI's) would commit to it. Removed here, before the workers are forked.
for (const k of Object.keys(process.env)) if (k.startsWith('GIT_')) delete process.env[k];

// Measured once, here in the main process; helpers imported here again (the reporter's) read it back.
process.env.HANDOFF_TEST_TIME_SCALE = String(TIME_SCALE);

export default defineConfig({
  // This file lives in test/; paths below are relative to the repo root.
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/bench/**', '**/node_modules/**', 'dist/**'],
    environment: 'node',
    // The return reader, loaded as the commands load it before they read a return (see the file).
    setupFiles: ['./test/setup-return-reader.ts'],
    // Bounds for hangs, scaled to the machine (test/helpers/timing.ts): measured once here, or taken from
    // HANDOFF_TEST_TIME_SCALE; every worker gets the same scale through that variable.
    testTimeout: scaled(60_000),
    hookTimeout: scaled(60_000),
    teardownTimeout: scaled(10_000),
    env: { HANDOFF_TEST_TIME_SCALE: String(TIME_SCALE) },
    // 2 cores: child processes (forks) rather than threads, so process.env, cwd, signals and spawned
    // servers (tmux, Xvfb) stay per file; two workers, one per core, since e2e and interactive tests
    // spend their time in child processes of their own.
    pool: 'forks',
    maxWorkers: 2,
    // CI=true: never watch, and fail rather than write snapshots.
    watch: false,
    // The default reporter, then a plain closing line ("N passed, N failed") as the very last line.
    reporters: ['default', './test/reporter.ts'],
  },
});
