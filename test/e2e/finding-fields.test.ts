// A finding's fields read whole (fields8): its location as `path:line` however the writer says where it is, and the
// severity a group heading states in its prose. Each document goes through `handoff return --body … --outcome
// answered --no-input --json` and `pull --json`; every shape has variants (other wording, language, nesting, CRLF)
// and near-misses the rules must leave alone. Synthetic documents only.

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { crlf, docWorld, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();
let files = 0;

/** The findings `return` prints for `text`, checked against what `pull` prints for the same return. */
function findings(text: string): FindingData[] {
  const { j, pulled } = returnAndPull(w, text, `fields ${++files}`);
  expect(pulled.map((f) => [f.title, f.severity ?? null, f.location ?? null])).toEqual(j.findings.map((f) => [f.title, f.severity ?? null, f.location ?? null]));
  return j.findings;
}
const places = (text: string) => findings(text).map((f) => f.location ?? null);

describe('a location is `path:line`, however the writer says where', () => {
  it('ranges listed after a comma and a space: the first is the location, the others stay in the text; one token stays whole', () => {
    const f = findings('# Review\n\n## Findings\n\n### 4. Command Injection in Remote Session Launch\n**`src/remote/session.rs:29-31, 56-67`** — `claude_args` are joined into a tmux command unescaped.\n\n### 7. Path Traversal in Snapshot Save\n**src/worktree/snapshot.rs:10-12,56** — the name is joined unchecked.\n\n### 8. Dates\n\nSee `lib/dates.ts:4, 9-11` for both reads.\n');
    expect(f.map((x) => x.location)).toEqual(['src/remote/session.rs:29-31', 'src/worktree/snapshot.rs:10-12,56', 'lib/dates.ts:4']);
    expect(f[0]!.text).toContain('29-31, 56-67');
    // Near-miss: a line and its column is one place, kept whole.
    expect(places('## Findings\n\n- `pkg/db/conn.go:120:5` — the pool is never closed.\n')).toEqual(['pkg/db/conn.go:120:5']);
  });

  it('"file line N" in any language is file:N (en, de, fr, es, ru, zh, ja; CRLF)', () => {
    const doc = '# Überprüfung\n\n## Befunde\n\n### 1. Cache ignoriert die Sprache\n\n- **Wo:** `src/cache.ts`, Zeile 12\n- Schwere: hoch\n\n### 2. Retry ohne Backoff\n\n**Où :** retry.py ligne 40 dans la boucle\n\n### 3. Timeout\n\n- **Dónde:** `api/client.go` línea 88-90\n\n### 4. 超时\n\n- **位置:** main.py 第12行\n\n### 5. 画面\n\n- **場所:** app/view.swift 30行目\n\n### 6. Ошибка\n\nПадает в `bot.py`, строка 77, при старте.\n\n### 7. Crash\n\nCrashes in teacher.py line 328 when the API is down.\n';
    const want = ['src/cache.ts:12', 'retry.py:40', 'api/client.go:88-90', 'main.py:12', 'app/view.swift:30', 'bot.py:77', 'teacher.py:328'];
    expect(places(doc)).toEqual(want);
    expect(places(crlf(doc))).toEqual(want);
  });

  it('a Russian "Где:" label is a location field: its file at the line it says, even where the title names the file', () => {
    const f = findings('# Bugs\n\n## Critical\n\n#### 1. **API Connection Failures in teacher.py**\n- **Ошибка:** `All connection attempts failed`\n- **Где:** teacher.py line 328, async function teach_lesson()\n- **Причина:** URL обрезан\n\n#### 2. **Groq AI Response Issues**\n- **Где:** ai_dialogue.py\n- **Проблема:** нет fallback\n\n#### 3. **Incomplete Handler Implementations**\n- **Где:** Множество функций в bot.py имеют пустые обработчики\n- **Решение:** проверить все обработчики\n');
    expect(f.map((x) => [x.title, x.location ?? null])).toEqual([
      ['API Connection Failures in teacher.py', 'teacher.py:328'],
      ['Groq AI Response Issues', 'ai_dialogue.py'],
      // A label whose value is prose naming one file: that file (the prose stays the finding's text).
      ['Incomplete Handler Implementations', 'bot.py'],
    ]);
    expect(f[2]!.text).toContain('Множество функций в bot.py');
    // The same in English: the file the value names, not the sentence.
    expect(places('## Findings\n\n### 1. Handlers incomplete\n\n- **Where:** Many functions in bot.py have empty handlers\n- **Fix:** check them\n')).toEqual(['bot.py']);
    // Near-miss: a location label naming no file keeps its words; a dotted name or a version is no file.
    expect(places('## Findings\n\n### 1. Login page\n\n- **Where:** the login page, after submit\n- **Fix:** x\n\n### 2. Upgrade\n\nNode.js line 18 is end of life; v2.0 line 5 of the plan says so.\n')).toEqual(['the login page, after submit', null]);
  });

  it('a bold location leading the line under the title beats a file the title or the text names in passing', () => {
    const f = findings('# Review\n\n## MEDIUM\n\n### 24. Corrupted state.json Locks Out TUI\n**`src/state/store.rs:57-58`** — No recovery path if `state.json` is corrupted.\n\n### 25. Config\n**src/config/load.ts:12** — reads `settings.json` twice.\n');
    expect(f.map((x) => x.location)).toEqual(['src/state/store.rs:57-58', 'src/config/load.ts:12']);
    // Near-miss: a heading naming its file, over a plan naming other files, is still located by its own file; a
    // bold label that is no place under the title changes nothing.
    expect(places('## Findings\n\n### 4.1. Checkout.tsx (1487 lines)\n\n**Plan:** move the table into `CheckoutTable.tsx` and the sums into `CheckoutSummary.tsx`.\n\n### 4.2. Orders\n\n**Impact:** high. The list in `orders/list.ts` reloads twice.\n')).toEqual(['Checkout.tsx', 'orders/list.ts']);
  });
});

describe('a group heading that states its level in its prose gives it to the findings under it', () => {
  const levels = (text: string) => findings(text).map((f) => [f.title, f.severity ?? null]);

  it('a note in brackets among other words (en, fr, de, zh with full-width brackets; CRLF)', () => {
    const doc = '# Findings\n\n## 3. Residual items (low severity, deliberately not auto-fixed)\n\n### R1 — Nine stale file-column declarations\n\nText.\n\n### R2 — regress-all is serial and slow\n\nText.\n\n## 7. Points restants (priorité basse, à traiter plus tard)\n\n- Le cache ignore la langue\n- Le formulaire perd la saisie\n\n## 5. Offene Punkte (später; Schweregrad: mittel)\n\n- Zeitzonen werden gemischt\n- Export hält die Sperre zu lange\n\n## 6. 遗留问题（影响登录，严重度：高）\n\n- 签名校验用了旧密钥\n- 重试没有退避\n';
    const want = [
      ['R1. Nine stale file-column declarations', 'low'],
      ['R2. regress-all is serial and slow', 'low'],
      ['Le cache ignore la langue', 'low'],
      ['Le formulaire perd la saisie', 'low'],
      ['Zeitzonen werden gemischt', 'medium'],
      ['Export hält die Sperre zu lange', 'medium'],
      ['签名校验用了旧密钥', 'high'],
      ['重试没有退避', 'high'],
    ];
    expect(levels(doc)).toEqual(want);
    expect(levels(crlf(doc))).toEqual(want);
  });

  it('the words after a dash; a level the finding states itself still wins', () => {
    expect(levels('# Review\n\n## Findings\n\n### Follow-ups — high priority, after the release\n\n- Logs rotate too late\n- Config reload is racy (low)\n')).toEqual([
      ['Logs rotate too late', 'high'],
      ['Config reload is racy', 'low'],
    ]);
    // Near-misses: a level word in passing names no level ("Why low test coverage hurts", "low risk of
    // regressions", "high level overview").
    expect(levels('# Review\n\n## Findings\n\n### Why low test coverage hurts\n\n- The pager has no tests\n- The cache has no tests\n\n### Refactors (low risk of regressions, see below)\n\n- Split the parser\n- Rename the store\n\n### Plan — high level overview, then details\n\n- Cache the session\n- Drop the retry\n')).toEqual([
      ['The pager has no tests', null],
      ['The cache has no tests', null],
      ['Split the parser', null],
      ['Rename the store', null],
      ['Cache the session', null],
      ['Drop the retry', null],
    ]);
  });
});
