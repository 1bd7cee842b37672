// A closing line CI can read: "N passed, N failed" (and ", N skipped" when any), alone on the last line.
// Registered after vitest's default reporter in test/vitest.config.ts, so it prints after the default summary.
// A test file that fails to load (a syntax error, a throwing beforeAll) counts as one failure of its own
// when none of its tests failed, and so does each unhandled error: a red run never ends "N passed, 0 failed".

import type { Reporter, TestModule } from 'vitest/node';

export function closingLine(counts: { passed: number; failed: number; skipped: number }): string {
  return `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`;
}

export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const m of modules) {
      let failedHere = 0;
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') failedHere++;
        else if (state === 'skipped') counts.skipped++;
      }
      if (failedHere === 0 && (m.errors().length > 0 || m.state() === 'failed')) failedHere = 1;
      counts.failed += failedHere;
    }
    counts.failed += unhandledErrors.length;
    process.stdout.write(`\n${closingLine(counts)}\n`);
  }
}
