// How long tests wait, scaled to the machine. Every timeout and polling window in the e2e and interactive
// helpers is a bound for a hang, never a speed assertion, and is multiplied by TIME_SCALE:
//   HANDOFF_TEST_TIME_SCALE=<n>  when set (CI or a person on a slow machine), exactly that;
//   otherwise the scale test/vitest.config.ts measured once at the start of the run (measureTimeScale) and
//   handed to every worker in that same variable; a file run outside that config measures for itself.
// Performance is measured by `npm run bench`, not here.

import { spawnSync } from 'node:child_process';

/** Median wall time of a bare `node -e 0` on a quiet developer machine (ms): the unit of "slow". */
export const QUIET_NODE_START_MS = 45;

/** The scale for this machine now: median of five bare node starts against QUIET_NODE_START_MS, 1..10. */
export function measureTimeScale(): number {
  const ms: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    spawnSync(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return scaleFor(ms[2]!);
}

/** The scale for a measured node start of `ms`: never below 1, at most 10, one decimal. */
export function scaleFor(ms: number): number {
  return Math.min(10, Math.max(1, Math.round((ms / QUIET_NODE_START_MS) * 10) / 10));
}

/** A positive number from HANDOFF_TEST_TIME_SCALE, or undefined. */
export function envTimeScale(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const n = Number(env.HANDOFF_TEST_TIME_SCALE);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export const TIME_SCALE: number = envTimeScale() ?? measureTimeScale();

/** `ms` on this machine: the bound a quiet machine needs, times TIME_SCALE. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}
