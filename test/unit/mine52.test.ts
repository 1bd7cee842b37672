// A remark that closes a list of findings and reports the review's own test run in prose ("Overall … ; tests
// pass (42 of 42).") is no finding; a tag ("[verified: …]") still keeps a paragraph after the list a finding.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const review = (closing: string, label = '## Findings') =>
  `${label}\n\n- [P1] Cookie is set without the Secure flag — src/auth/session.ts:42\n  The helper drops its options.\n- [P2] Refresh races with logout — src/auth/refresh.ts:88\n  A late refresh writes the token back.\n\n${closing}\n`;

describe('a closing remark that states a test run', () => {
  it.each([
    ['Overall the patch is correct apart from these; tests pass (42 of 42).'],
    ['No other issues found; tests pass (42 of 42).'],
    ['Otherwise the change is sound, and the suite passes: 120 tests green.'],
    ['Sonst keine weiteren Probleme; alle Tests laufen durch (42/42).'],
    ['Sinon, rien à signaler ; les tests passent (42 sur 42).'],
    ['В остальном замечаний нет; тесты проходят (42 из 42).'],
  ])('%s', (closing) => {
    const { f } = readReturn(review(closing));
    expect(f.map((x) => x.title)).toEqual(['Cookie is set without the Secure flag', 'Refresh races with logout']);
  });

  it('closes a list under a plain "Findings:" label too (Codex review shape)', () => {
    const { f } = readReturn(`Review of the auth refactor.\n\n${review('Overall the patch is correct apart from these; tests pass (42 of 42).', 'Findings:')}`);
    expect(f).toHaveLength(2);
    expect(f[0]!.location).toBe('src/auth/session.ts:42');
  });

  it('keeps a tagged paragraph after the list a finding', () => {
    const { f } = readReturn(review('All routes lack auth checks [verified: curl].'));
    expect(f.map((x) => x.title)).toContain('All routes lack auth checks.');
    expect(f).toHaveLength(3);
  });

  it('keeps a paragraph of its own after the list a finding', () => {
    const { f } = readReturn(review('The cache also leaks on reload; confirmed with a heap snapshot.'));
    expect(f).toHaveLength(3);
  });
});
