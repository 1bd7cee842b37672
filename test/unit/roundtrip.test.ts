// Round trips as properties: for random answers over the markdown-hostile alphabet (test/helpers/gen.ts),
// parsing a rendered brief (every built-in kind) or return back by heading gives the same answers.
// A failure names its seed: rerun with HANDOFF_SEED=<seed> HANDOFF_CASES=1.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadKinds } from '../../src/kinds/load.js';
import type { Anchor, BriefAnswers, Kind, ReturnAnswers } from '../../src/brief/types.js';
import { renderBrief, renderReturn } from '../../src/brief/render.js';
import { briefFromDoc } from '../../src/brief/read-brief.js';
import { parseDoc } from '../../src/brief/document.js';
import { returnFromDoc } from '../../src/brief/read-return.js';
import { normalizeBrief } from '../../src/brief/answers.js';
import { normalizeAnswer, oneLine } from '../../src/brief/escape.js';
import { statesNothingFound } from '../../src/brief/no-findings.js';
import { baseSeed, caseCount, gen, randomBrief, randomReturn } from '../helpers/gen.js';

const RETURN_TEMPLATE = readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8');
const kinds = [...(await loadKinds({ repoRoot: null, env: { HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent' } })).kinds.values()].filter((k) => k.source === 'built-in');

const anchor: Anchor = { repo: '/repo', branch: 'main', detached: false, head: 'a'.repeat(40), headShort: 'aaaaaaa', dirty: ['src/a.ts'], untracked: [], cwd: '/repo' };

function normalizeReturn(a: ReturnAnswers): ReturnAnswers {
  const list = (xs: string[]) => xs.map(normalizeAnswer).filter(Boolean);
  return { outcome: a.outcome, answer: oneLine(a.answer), findings: list(a.findings), recommendations: list(a.recommendations), deadEnds: list(a.deadEnds), evidence: list(a.evidence), questions: list(a.questions) };
}

/** The first answer that differs, as "key: expected ... got ...", or null. */
function firstDiff(want: object, got: object): string | null {
  const w = want as Record<string, unknown>;
  const g = got as Record<string, unknown>;
  for (const k of new Set([...Object.keys(w), ...Object.keys(g)])) {
    const a = JSON.stringify(w[k]);
    const b = JSON.stringify(g[k]);
    if (a !== b) return `${k}:\n  want ${a}\n  got  ${b}`;
  }
  return null;
}

describe('round trip: brief answers -> markdown -> answers', () => {
  it('the built-in kinds are all here', () => {
    expect(kinds.map((k) => k.name).sort()).toEqual(['bug', 'prototype', 'recovery', 'review', 'session', 'task']);
  });
  for (const kind of kinds) {
    it(`kind ${kind.name}: ${caseCount(300)} seeded random briefs parse back to their answers`, () => {
      const base = baseSeed(0x0b41ef00 + kind.name.length * 7919);
      for (let i = 0; i < caseCount(300); i++) {
        const seed = base + i;
        const answers = normalizeBrief(randomBrief(gen(seed), kind));
        const md = renderBrief(kind, answers, { id: `${kind.name}-x-abcd`, created: '2026-01-01 00:00 UTC', origin: anchor, returnTemplate: RETURN_TEMPLATE, generated: { changed_files: '- `src/a.ts` (+1 −0)' } });
        const parsed = briefFromDoc(parseDoc(md), kind);
        const got = normalizeBrief(parsed.answers);
        if (kind.name === 'review' && !answers.fields.range) delete got.fields.range;
        const diff = firstDiff(answers, got);
        if (diff) expect.fail(`HANDOFF_SEED=${seed} HANDOFF_CASES=1 (kind ${kind.name}) ${diff}`);
        expect(parsed.extra, `HANDOFF_SEED=${seed}: no section may appear from answer text`).toEqual([]);
        expect(got).toEqual(answers);
      }
    });
  }
});

describe('round trip: return answers -> markdown -> answers', () => {
  it(`${caseCount(500)} seeded random returns parse back to their answers`, () => {
    const base = baseSeed(0x2e7a0000);
    for (let i = 0; i < caseCount(500); i++) {
      const seed = base + i;
      // A finding that only states nothing was found ("—", "None") is no finding (no-findings.ts): `return` drops it
      // from what it is given, so the answers it writes never hold one.
      const given = normalizeReturn(randomReturn(gen(seed)));
      const answers = { ...given, findings: given.findings.filter((f) => !statesNothingFound(f)) };
      const md = renderReturn(answers, { id: 'bug-x-abcd', n: 1, briefTitle: 'Title', created: '2026-01-01 00:00 UTC', anchor });
      const parsed = returnFromDoc(parseDoc(md));
      expect(parsed.outcomeFound, `HANDOFF_SEED=${seed}`).toBe(true);
      const diff = firstDiff(answers, normalizeReturn(parsed.answers));
      if (diff) expect.fail(`HANDOFF_SEED=${seed} HANDOFF_CASES=1 ${diff}`);
      expect(parsed.extra, `HANDOFF_SEED=${seed}`).toEqual([]);
    }
  });
});
