import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // This file lives in test/; paths below are relative to the repo root.
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/bench/**', '**/node_modules/**', 'dist/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    teardownTimeout: 10_000,
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
