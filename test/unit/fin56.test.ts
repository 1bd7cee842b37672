// Finish reports (QA 56), read in-process: the kind, the outcome of a percentage in any language, the sections of
// work done against the sections left open.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';


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
    it(`${line} -> ${outcome}`, () => {
      const { r } = readReturn(`# Scanner\n\n${line}\n\n## Findings\n- The camera is simulated.\n`);
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
