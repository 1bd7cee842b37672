// QA 44 classes 5 and 12, through the built CLI (`return --body`, `pull --json`):
// - Evidence markers a research agent puts on each claim ("[SOURCE: lib/a.ts:4-9]", "[INFERENCE: from finding 1]",
//   "Verified observation: …", "Hypothesis: …", "Belegt:", "推测：") are the finding's verification, and no word of its
//   title. Near misses: "(source code)" and a finding with no marker state nothing.
// - "## Steps taken" / "## Durchgeführte Schritte" are what was done (Evidence), never Recommendations; "## Questions
//   Answered" is no open question.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'markers sections');

/** Each finding's title up to its first stop (how far the title runs is another class's), verified and how. */
const verif = (text: string) => returnAndPull(w, text, 'markers').pulled.map((f) => [/^[^.。]*[.。]?/u.exec(f.title)![0], f.verified ?? null, f.how ?? null]);

describe('evidence markers are the verification', () => {
  it.each([
    ['en brackets', '## Findings\n\n1. **[P1] Cache keys ignore the locale.** The key is built from the path only. [SOURCE: lib/cache.ts:40-44]\n2. **[P2] Switch to a composite key.** It keeps hits per locale. [INFERENCE: drawn from finding 1]\n', [['Cache keys ignore the locale.', true, 'lib/cache.ts:40-44'], ['Switch to a composite key.', false, null]]],
    ['de brackets', '## Befunde\n\n1. **Der Zähler läuft über.** Er ist ein int16. [Quelle: src/zaehler.c:12]\n2. **Der Import ist langsam.** Vermutlich wegen der Sperre. [Vermutung]\n', [['Der Zähler läuft über.', true, 'src/zaehler.c:12'], ['Der Import ist langsam.', false, null]]],
    ['fr / es tested and assumption', '## Constats\n\n- **Le cache expire trop tôt.** [TESTÉ : test_cache_ttl échoue]\n- **El índice falta.** [SUPOSICIÓN]\n', [['Le cache expire trop tôt.', true, 'test_cache_ttl échoue'], ['El índice falta.', false, null]]],
  ])('%s', (_n, body, want) => {
    expect(verif(`# Iteration 3\n\n${body}`)).toEqual(want);
  });

  it('a label opening a table cell: "Verified observation:" / "Hypothesis:" leave the title', () => {
    const got = verif('# Review\n\n## Findings\n\n| # | Severity | File | Finding |\n|---|---|---|---|\n| 1 | HIGH | `a.go:3` | Verified observation: the token is logged in clear. |\n| 2 | LOW | `b.go:9` | Hypothesis: the retry loop may spin under load. |\n');
    expect(got.map((g) => g[1])).toEqual([true, false]);
    for (const [title] of got) expect(String(title)).not.toMatch(/verified observation|hypothesis/i);
  });

  it.each([
    ['ru', '- Проверено: таймаут равен 5 с.\n- Предположение: пул соединений течёт.\n'],
    ['zh', '- 已验证：超时为 5 秒。\n- 推测：连接池泄漏。\n'],
    ['ja', '- 確認済み：タイムアウトは 5 秒。\n- 推測：接続プールがリークしている。\n'],
  ])('%s leads', (_n, items) => {
    const got = verif(`# Report\n\n## Findings\n\n${items}`);
    expect(got.map((g) => g[1])).toEqual([true, false]);
    expect(String(got[0]![0])).not.toMatch(/Проверено|已验证|確認済み/);
  });

  it('near misses: "(source code)" and an unmarked finding state nothing', () => {
    expect(verif('# R\n\n## Findings\n\n1. **The parser drops tabs.** Seen in the (source code) of the lexer.\n2. **The cache is cold.** It misses every time.\n').map((g) => g[1])).toEqual([null, null]);
  });
});

describe('what was done and what was answered are no recommendations or open questions', () => {
  it.each([
    ['Steps taken', 'Questions Answered', 'Questions Remaining'],
    ['Durchgeführte Schritte', 'Beantwortete Fragen', 'Offene Fragen'],
    ['Acciones realizadas', 'Preguntas respondidas', 'Preguntas abiertas'],
    ['Выполненные действия', 'Отвеченные вопросы', 'Открытые вопросы'],
  ])('"## %s" is Evidence, "## %s" not an open question, "## %s" is', (done, answered, open) => {
    const { j, md } = handoff.record(`# Iteration\n\n## Outcome\n\nanswered — done\n\n## ${done}\n\n1. Read lib/ui.ts end to end.\n\n## Findings\n\n1. **Footer is exclusive.** [SOURCE: lib/ui.ts:69]\n\n## ${answered}\n\n- Q8 footer UX — answered (finding 1).\n\n## ${open}\n\n- Q9 edge cases\n`);
    const to = (h: string) => j.placement.find((p) => p.from === h)?.to;
    expect(to(done)).toBe('Evidence');
    expect(to(answered)).not.toBe('Open questions');
    expect(to(open)).toBe('Open questions');
    expect(md).toContain('Read lib/ui.ts end to end.');
    expect(md).toContain('Q8 footer UX');
  });
  it('near miss: "## Actions" alone stays Recommendations', () => {
    const { j } = handoff.record('# Iteration\n\n## Outcome\n\nanswered — done\n\n## Findings\n\n1. **Footer is exclusive.**\n\n## Actions\n\n- Switch to setStatus.\n');
    expect(j.placement.find((p) => p.from === 'Actions')?.to).toBe('Recommendations');
  });
});
