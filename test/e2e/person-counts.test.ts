// Three classes a person reads differently from what the tool did, through the built CLI (`return --body … --json`,
// then `pull --json`), each with variants in other wordings and languages and near-misses it must not fire on:
// 1. bold lead lines as findings under level groups ("### Nits" / "**Rename tmp2**" / "Say what it holds.");
// 2. verification as a person reads it: a field's value decides ("Reproduced: no"), a hedge is unverified, and a
//    statement around the findings ("Static reading only", "I reproduced all of them") holds for each;
// 3. an outcome stated but asked for: front matter verdict keys, ratings and scores, modified verdict labels.

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();
let n = 0;

/** `return --body` of `text` to a new brief, then `pull --json`: what each printed (the pull's findings). */
function record(text: string): { code: number; stderr: string; j: ReturnJson; pulled: FindingData[] } {
  const made = runCli(['new', 'task', '-t', `person counts ${++n}`, '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], w.opts());
  expect(made.code, made.stderr).toBe(0);
  const id = (JSON.parse(made.stdout) as { id: string }).id;
  const r = runCli(['return', id, '--body', w.file(`r${n}.md`, text), '--no-input', '--json'], w.opts());
  if (r.code !== 0) return { code: r.code ?? -1, stderr: r.stderr, j: {} as ReturnJson, pulled: [] };
  const p = runCli(['pull', id, '--json'], w.opts());
  expect(p.code, p.stderr).toBe(0);
  const pulled = (JSON.parse(p.stdout) as { returns: { findings: FindingData[] }[] }).returns[0]!.findings;
  return { code: r.code ?? -1, stderr: r.stderr, j: JSON.parse(r.stdout) as ReturnJson, pulled };
}

/** Title, severity and verification of each finding, as `return` printed them; `pull` must agree. */
function counted(text: string): [string, string | null, boolean | null][] {
  const { code, stderr, j, pulled } = record(text);
  expect(code, stderr).toBe(0);
  const rows = (fs: FindingData[]) => fs.map((f): [string, string | null, boolean | null] => [f.title, f.severity ?? null, f.verified ?? null]);
  expect(rows(pulled)).toEqual(rows(j.findings));
  return rows(j.findings);
}

const crlf = (s: string) => s.replace(/\n/g, '\r\n');

describe('1. bold lead lines under level groups are findings, titled by their bold words', () => {
  it('a bold line alone, its text on the next lines, under "### Nits", "### 💡 Suggestions / nits", "### 🟢 Nice to have" (and CRLF)', () => {
    const doc = (group: string) =>
      `# PR review\n\n**Verdict:** request changes\n\n## Issues found\n\n### 🔴 Critical (1)\n\n**Race between flush and close**\n\`close()\` returns before the last flush.\n\n### ${group}\n\n**Rename \`tmp2\`**\nSay what it holds.\n\n**Drop the dead branch**\nIt is never taken.\n`;
    const race: [string, string, null] = ['Race between flush and close', 'critical', null];
    for (const [group, level] of [['Nits', 'nit'], ['💡 Suggestions / nits', 'nit'], ['🟢 Nice to have', 'low'], ['Minor / nits', 'minor']] as const) {
      const want = [race, ['Rename `tmp2`', level, null], ['Drop the dead branch', level, null]];
      expect(counted(doc(group)), group).toEqual(want);
    }
    expect(counted(crlf(doc('Nits')))).toEqual([race, ['Rename `tmp2`', 'nit', null], ['Drop the dead branch', 'nit', null]]);
    // The shapes read so before, beside it: numbered bold leads over paragraphs and code (en), inline (de), alone (fr).
    expect(
      counted('# Security review\n\nOutcome: answered — five issues.\n\n## Findings\n\n### HIGH\n\n**1. Path traversal in upload handler**\n\nThe name is joined without normalising.\n\n```js\nfs.writeFile(path.join(dir, name), data)\n```\n\n**2) Missing size limit**\n\nA 10 GB body is read into memory.\n\n### Low\n\n**3. Tokens logged at debug level**\n\nThe auth header is logged.\n'),
    ).toEqual([
      ['Path traversal in upload handler', 'high', null],
      ['Missing size limit', 'high', null],
      ['Tokens logged at debug level', 'low', null],
    ]);
    expect(counted('# Überprüfung\n\nStatus: erledigt\n\n### Hoch\n\n**1. Endlosschleife bei leerer Eingabe** — der Lexer hängt.\n\n### Niedrig\n\n**2. Tippfehler in der Hilfe** — „Optinen".\n')).toEqual([
      ['Endlosschleife bei leerer Eingabe', 'high', null],
      ['Tippfehler in der Hilfe', 'low', null],
    ]);
    // (A bold line alone over its text, in French, under "### Faible".)
    expect(counted('# Revue\n\nStatut : terminé\n\n### Critique\n\n**Injection CSV**\nLes cellules `=` ne sont pas échappées.\n\n### Faible\n\n**Libellés incohérents**\n« Exporter » et « Export » coexistent.\n\n**BOM manquant**\nExcel affiche mal les accents.\n')).toEqual([
      ['Injection CSV', 'critical', null],
      ['Libellés incohérents', 'low', null],
      ['BOM manquant', 'low', null],
    ]);
    // Near-misses: a part's label under a level group ("**Fix:**") is no finding of its own; bold lines under a section
    // that names no level are that section's prose.
    expect(counted('# Review\n\nOutcome: answered\n\n### Nits\n\n**Rename `tmp2`**\nSay what it holds.\n\n**Fix:**\nname it `pendingRows`.\n').map((f) => f[0])).not.toContain('Fix');
    const r = counted('# Review\n\nOutcome: answered\n\n## Background\n\n**Why this review**\nThe importer changed.\n\n**What was read**\nThe CSV path only.\n\n## Findings\n\n- Leak in pool\n- Slow start\n');
    expect(r.map((f) => f[0])).toEqual(['Leak in pool', 'Slow start']);
  });

  it('a bold title item over a sub-list of its own fields is one finding with those fields (en, de)', () => {
    expect(counted('# Review\n\nOutcome: answered\n\n## Findings\n\n- **Memory leak in pool**\n  - Severity: high\n  - Verified: yes, heap dump\n- **Slow start**\n  - Severity: low\n  - Verified: no\n')).toEqual([
      ['Memory leak in pool', 'high', true],
      ['Slow start', 'low', false],
    ]);
    expect(counted('# Prüfbericht\n\nStatus: erledigt\n\n## Befunde\n\n- **Speicherleck im Pool**\n  - Schwere: hoch\n  - Bestätigt: ja, mit Heap-Dump\n- **Langsamer Start**\n  - Schwere: niedrig\n  - Bestätigt: nein\n')).toEqual([
      ['Speicherleck im Pool', 'high', true],
      ['Langsamer Start', 'low', false],
    ]);
  });
});

describe('2. verification read as a person reads it', () => {
  const doc = (...findings: string[]) => `# Review\n\nOutcome: answered\n\n## Findings\n\n${findings.map((f, i) => `### ${i + 1}. ${f}`).join('\n\n')}\n`;
  it("a field's value decides, whatever its label says in prose: Confirmed, Reproduced, Verified, in four languages", () => {
    expect(
      counted(
        doc(
          'Heap grows\n\nIdle sockets keep buffers.\n\n**Confirmed:** heap snapshot after 1 h shows 400 MB.',
          'Duplicate events\n\nCursor saved early.\n\nReproduced: no',
          'Wrong timeout\n\nThirty seconds.\n\nConfirmed: ✗',
          'Log lines lack tenant\n\nEvery line.\n\n**Verified** — ✔ ran the sync locally',
          'Backoff resets\n\nOn every error.\n\nVerified: no — hypothesis from reading the code.',
        ),
      ).map((f) => f[2]),
    ).toEqual([true, false, false, true, false]);
    expect(counted('# Rapport\n\nStatut : terminé\n\n## Constats\n\n### 1. Fuite mémoire\n\nLe pool ne libère rien.\n\n**Vérifié :** oui, avec un dump.\n\n### 2. Démarrage lent\n\nDix secondes.\n\n**Vérifié :** non\n').map((f) => f[2])).toEqual([true, false]);
    expect(counted('# Отчёт\n\nСтатус: готово\n\n## Находки\n\n### 1. Утечка памяти\n\nПул не освобождает соединения.\n\nПодтверждено: да, дамп кучи.\n\n### 2. Медленный старт\n\nДесять секунд.\n\nПодтверждено: нет\n').map((f) => f[2])).toEqual([true, false]);
  });

  it('table columns Confirmed / Reproduced with ticks, crosses, words and hedges', () => {
    expect(counted('# Findings\n\nResult: answered.\n\n| # | Finding | Severity | Confirmed |\n|---|---|---|---|\n| 1 | CSV header misses currency | high | ✔ |\n| 2 | Rounding differs | medium | No |\n| 3 | Export slow | low | yes (profiled) |\n| 4 | Timezone is UTC | low | hypothesis |\n')).toEqual([
      ['CSV header misses currency', 'high', true],
      ['Rounding differs', 'medium', false],
      ['Export slow', 'low', true],
      ['Timezone is UTC', 'low', false],
    ]);
    expect(counted('# Findings\n\nStatus: done\n\n| Issue | Reproduced |\n|---|---|\n| Leak in pool | ✅ |\n| Slow start | ❌ |\n| Wrong locale | not yet |\n').map((f) => f[2])).toEqual([true, false, false]);
  });

  it('a hedge in prose is unverified; a hedge the same sentence confirms is not; words that only name a check state nothing', () => {
    expect(counted(doc('Pool leak\n\nThis is a hypothesis.', 'Race in flush\n\nSuspected from the code; I could not trigger it.', 'Cache stale\n\nMy hypothesis was confirmed by the heap dump.')).map((f) => f[2])).toEqual([false, false, true]);
    // Near-misses: a title or a description that only names the words states nothing, nor does a plan.
    expect(counted(doc('Confirmed orders are never emailed\n\nThe mailer skips state `confirmed`.', 'Tested flag ignored\n\nThe `tested` flag is not read.', 'Exporter never runs\n\nThe exporter exists and was not run by the cron job.')).map((f) => f[2])).toEqual([null, null, null]);
    const plan = (lead: string) => `# Review\n\nOutcome: answered\n\n${lead}\n\n## Findings\n\n### 1. Jobs lost\n\nIn-flight jobs are dropped.\n\n### 2. Retry storm\n\nAll workers retry.\n`;
    expect(counted(plan('I checked all the call sites of `enqueue`.')).map((f) => f[2])).toEqual([null, null]);
    expect(counted(plan('Each finding needs to be verified before we fix it.')).map((f) => f[2])).toEqual([null, null]);
    expect(counted(plan('The static site generator is out of scope.')).map((f) => f[2])).toEqual([null, null]);
  });

  it('a statement around the findings holds for every finding that says nothing of its own', () => {
    const around = (lead: string) => `# Review of the queue\n\nOutcome: answered\n\n${lead}\n\n## Findings\n\n### 1. Jobs lost on restart\n\nIn-flight jobs are dropped.\n\n### 2. Retry storm\n\nAll workers retry at once.\n\n### 3. Metrics missing\n\nNo queue depth gauge.\n\nVerified: yes, checked the exporter output.\n`;
    const cases: [string, boolean][] = [
      ['All findings below were reproduced against main@abc123.', true],
      ['I reproduced all of them locally with `npm run e2e`.', true],
      ['Verification: each finding has a failing test in `test/queue.spec.ts`.', true],
      ['Tous les problèmes ont été reproduits sur la branche main.', true],
      ['Static reading only — nothing was run.', false],
      ['Method: static review of the code; I did not run anything.', false],
      ['All issues were found by static analysis; none were reproduced.', false],
      ['Not verified: I had no access to the staging environment.', false],
      ['**Verification:** not verified — code reading only.', false],
    ];
    for (const [lead, all] of cases) expect(counted(around(lead)).map((f) => f[2]), lead).toEqual([all, all, true]);
  });
});

describe('3. an outcome stated is never asked for; the line it came from is named', () => {
  const F = '\n## Findings\n\n### 1. Jobs lost on restart\n\nIn-flight jobs are dropped.\n\n### 2. Retry storm\n\nAll workers retry at once.\n';
  const outcomeOf = (text: string) => {
    const r = record(text);
    expect(r.code, r.stderr).toBe(0);
    expect(r.pulled.map((f) => f.title)).toEqual(['Jobs lost on restart', 'Retry storm']);
    return { outcome: r.j.outcome, line: r.j.outcomeFrom?.line, text: r.j.outcomeFrom?.text, stderr: r.stderr };
  };

  it('a front matter verdict, result or score key: answered, partial, blocked as its value says', () => {
    const cases: [string, string, number, string][] = [
      ['---\nverdict: approve\nreviewer: bot\n---\n# Review of the queue\n', 'answered', 2, 'verdict: approve'],
      ['---\ntitle: Queue review\nreview_verdict: changes requested\n---\n# Review\n', 'answered', 3, 'review_verdict: changes requested'],
      ['---\nresult: partial\n---\n# Review of the queue\n', 'partial', 2, 'result: partial'],
      ['---\nscore: 7/10\n---\n# Review\n', 'answered', 2, 'score: 7/10'],
      ['---\nverdict: blocked\nblocked_by: no access to the staging cluster\n---\n# Review\n', 'blocked', 2, 'verdict: blocked'],
    ];
    for (const [head, outcome, line, text] of cases) {
      const o = outcomeOf(head + F);
      expect([o.outcome, o.line, o.text], head).toEqual([outcome, line, text]);
      expect(o.stderr).toContain(`read from line ${line} of --body`);
    }
  });

  it('a verdict heading with a modifier, and a rating or score as the verdict; not a deferred one or one inside a finding', () => {
    const cases: [string, string, number][] = [
      ['# Review of the queue\n\n## Summary verdict: Approve with changes\n\nTwo issues.\n', 'answered', 3],
      ['# Review of the queue\n\n### Rating: ★★★★☆\n', 'answered', 3],
      ['# Review of the queue\n\n## Score\n\n**Score:** 8.5 / 10\n', 'answered', 5],
      ['# Review of the queue\n\n## Final verdict: partial — two of five modules read\n', 'partial', 3],
      ['# Review of the queue\n\n## Summary verdict: BLOCKED — cannot reach staging\n', 'blocked', 3],
    ];
    for (const [head, outcome, line] of cases) {
      const o = outcomeOf(head + F);
      expect([o.outcome, o.line], head).toEqual([outcome, line]);
    }
    // Near-misses: a deferred verdict, a rating inside a finding, a key that is no verdict, a blocked verdict with no
    // reason: exit 2.
    const asked = [
      '---\nverdict: TBD\n---\n# Review\n' + F,
      '---\ntitle: Result of the queue review\n---\n# Review\n' + F,
      '# Review of the queue\n\nA pass.\n\n## Findings\n\n### 1. Jobs lost\n\nRating: ★★☆☆☆ for durability.\n\n### 2. Retry storm\n\nScore: 3/10\n',
      '---\nverdict: blocked\n---\n# Review\n' + F,
      // (QA 34 class 7: a score alone as a header field grades the thing reviewed, no outcome.)
      '# Review of the queue\n\nRating: ★★★★☆\n' + F,
      '# Review of the queue\n\nScore: 7/10\n' + F,
      '# Review of the queue\n\n**Security rating:** B\n' + F,
    ];
    for (const text of asked) {
      const r = record(text);
      expect(r.code, text).toBe(2);
      expect(r.stderr).toMatch(/--outcome|blocked/);
    }
  });
});
