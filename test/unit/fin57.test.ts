// Finish reports (QA 56 class 1), read in-process: a report's sections of work done are no findings, what it leaves
// open is, without reversing a review's verdict or a work-done report's pending configuration (fin57).
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const titles = (md: string) => readReturn(md).r.answers.findings.map((f) => f.split('\n')[0]);

describe('fin57: a percentage below a hundred beside a section left open', () => {
  for (const [line, outcome] of [
    ['**Status:** ✅ 80% Complete - ready for the final wiring', 'partial'],
    ['**Estado:** ✅ 75% Completo - Listo para integraciones finales', 'partial'],
  ] as const) {
    it(`${line} -> ${outcome}`, () => {
      const { r } = readReturn(`# Scanner\n\n${line}\n\n## Pending\n- The camera is simulated.\n`);
      expect(r.given.has('outcome')).toBe(true);
      expect(r.answers.outcome).toBe(outcome);
      expect(r.answers.findings.length).toBe(1);
    });
  }
});

describe('fin57: a finish report with no findings section', () => {
  it('Remaining work in a report of work done is its findings, not the next steps of a brief', () => {
    const t = titles(`# Spike\n\n## Goal\nTry v2.\n\n## What was done\n- Swapped the client.\n\n## Remaining work\n1. Upgrade the schema library.\n\n## Recommendation\nStay on v1.\n`);
    expect(t).toEqual(['Upgrade the schema library.']);
  });
});

describe('fin57: a postmortem\'s lessons are no findings beside its root cause', () => {
  it('"## Root Cause" is the finding, "## Lessons Learned" kept beside it', () => {
    const md = '# Postmortem: date bug\n\n## Summary\nAll predictions were wrong for six months.\n\n## Root Cause\nThe aggregator files sleep under the wake date while the extractors search by the start date.\n\n## Lessons Learned\n1. **Tests need realistic data** - most sleep crosses midnight\n2. **Defaults are dangerous** - better to fail than fake\n\n## Conclusion\nFixed in v0.5.4.\n';
    expect(titles(md)).toEqual(['The aggregator files sleep under the wake date while the extractors search by the start date.']);
  });

  it('near-miss: lessons learned alone are the findings, as before', () => {
    expect(titles('# Research\n\n## Lessons Learned\n- The cache key ignores the locale.\n')).toEqual(['The cache key ignores the locale.']);
  });
});
