// Finish reports (QA 56), read in-process: the kind, the outcome of a percentage in any language, the sections of
// work done against the sections left open.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const titles = (md: string) => readReturn(md).r.answers.findings.map((f) => f.split('\n')[0]);


// A percentage below a hundred before a word of completion is partial in every language, whatever mark or ready word
// stands beside it; a hundred, or a percentage of something else, is not.
describe('fin56: outcome of a percentage of completion', () => {
  for (const [line, outcome] of [
    ['**Status:** ✅ 80% Complete - ready for the final wiring', 'partial'],
    ['**Estado:** ✅ 75% Completo - Listo para integraciones finales', 'partial'],
    ['**Estado:** ✅ 75% Completo', 'partial'],
    ['**Status:** 🟡 60% concluído', 'partial'],
    ['**Statut :** 90 % terminée', 'partial'],
    ['**Status:** 85% fertiggestellt', 'partial'],
    ['**Status:** ✅ 100% Complete', 'answered'],
    ['**Status:** ✅ Complete (coverage 85%)', 'answered'],
  ] as const) {
    // (Under "## Pending", what is left undone in a report done in part: its finding too, QA 56 class 1; in a report
    // done, pending work stays the actions it lists.)
    it.each(outcome === 'partial' ? ['Findings', 'Pending'] : ['Findings'])(`${line} -> ${outcome}, one finding under "## %s"`, (heading) => {
      const { r } = readReturn(`# Scanner\n\n${line}\n\n## ${heading}\n- The camera is simulated.\n`);
      expect(r.given.has('outcome')).toBe(true);
      expect(r.answers.outcome).toBe(outcome);
      expect(r.answers.findings.length).toBe(1);
    });
  }
});

describe('fin56: a finish report is read as a return, its done lists never findings', () => {
  it('a PR body (This PR adds … / Key Changes Implemented / Testing & Validation) is a return, its changes no findings', () => {
    const { r } = readReturn(`This PR adds the CSV exporter requested in Issue #3.

## Overview
The exporter writes one row per order.

## Key Changes Implemented
- **Streaming writer**: rows are flushed every 500 records

## Testing & Validation
- Unit tests pass for the writer

## Known limitations
- The currency column is still hard-coded to EUR
`);
    expect(r.reading.type === 'return' || r.reading.lean === 'return').toBe(true);
    expect(r.answers.findings.map((f) => f.split('\n')[0])).toEqual(['The currency column is still hard-coded to EUR']);
  });

  it('a handoff brief titled so, with what was done and next steps, stays a brief', () => {
    const { r } = (() => {
      try {
        return readReturn(`# Handoff: parser split\n\n## Why\nThe parser blocks two changes.\n\n## What was done\n- Split the lexer out.\n\n## Next steps\n1. Split the evaluator.\n`);
      } catch (e) {
        return { r: { reading: { type: 'brief' as const } } };
      }
    })();
    expect(r.reading.type).toBe('brief');
  });
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
