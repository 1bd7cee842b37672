// A closing line CI can read: "N passed, N failed" (and ", N skipped" when any), alone on the last line.
// Registered after vitest's default reporter in test/vitest.config.ts, so it prints after the default summary.
// A test that never ran because a hook around it threw counts as failed, not skipped; with CI=true every
// skipped test counts as failed (nothing may skip in CI) and is named above the closing line.
// A test file that fails to load (a syntax error, a throwing beforeAll) counts as one failure of its own
// when none of its tests failed, and so does each unhandled error: a red run never ends "N passed, 0 failed".
//
// Above that line: one line per missing prerequisite that made tests skip (test/helpers/prereq.ts puts it in
// the skipped test's meta), with the command that installs it, so a skip is never silent.

import type { Reporter, TestCase, TestModule } from 'vitest/node';

export function closingLine(counts: { passed: number; failed: number; skipped: number }): string {
  return `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`;
}

/** The block listing missing prerequisites: `lines` maps each prerequisite's line to how many tests it skipped. */
export function missingBlock(lines: ReadonlyMap<string, number>): string {
  if (lines.size === 0) return '';
  const rows = [...lines].map(([line, n]) => `  ${line}  [${n} test${n === 1 ? '' : 's'} skipped]`);
  return `Skipped for missing prerequisites (with CI=true these tests fail instead):\n${rows.join('\n')}\n`;
}

/** CI=true (as in test/helpers/prereq.ts, which this file must not import: it loads vitest's runner). */
const CI = ((v) => v !== '' && v !== '0' && v.toLowerCase() !== 'false')(process.env.CI ?? '');

/** The tests that skipped although CI=true, counted as failures. */
export function ciSkipBlock(names: readonly string[]): string {
  if (names.length === 0) return '';
  const shown = names.slice(0, 20).map((n) => `  ${n}`);
  if (names.length > 20) shown.push(`  ... and ${names.length - 20} more`);
  return `Skipped although CI=true (nothing may skip in CI; counted as failed):\n${shown.join('\n')}\n`;
}

/**
 * Whether a test did not run because a hook of an enclosing suite or of its file threw (vitest marks such
 * tests skipped): that is a failure, not a skip (in CI, needs() fails a suite this way).
 */
function setupFailed(t: TestCase): boolean {
  for (let p: TestCase['parent'] = t.parent; ; p = p.parent) {
    if (p.errors().length > 0) return true;
    if (p.type === 'module') return false;
  }
}

export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const missing = new Map<string, number>();
    const skippedInCI: string[] = [];
    for (const m of modules) {
      let failedHere = 0;
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') failedHere++;
        else if (state === 'skipped' && setupFailed(t)) failedHere++;
        else if (state === 'skipped' && CI) {
          // CI runs everything: a skip there (it.skip, skipIf, todo, a filter) is a failure.
          failedHere++;
          skippedInCI.push(t.fullName);
        } else if (state === 'skipped') {
          counts.skipped++;
          const lines = (t.meta() as { prereq?: unknown }).prereq;
          if (Array.isArray(lines)) for (const l of lines) missing.set(String(l), (missing.get(String(l)) ?? 0) + 1);
        }
      }
      if (failedHere === 0 && (m.errors().length > 0 || m.state() === 'failed')) failedHere = 1;
      counts.failed += failedHere;
    }
    counts.failed += unhandledErrors.length;
    const block = missingBlock(missing) + ciSkipBlock(skippedInCI);
    if (skippedInCI.length) process.exitCode = 1;
    process.stdout.write(`\n${block}${block ? '\n' : ''}${closingLine(counts)}\n`);
  }
}
