// One classifier (src/brief/document-type.ts documentKind) for lint, `new --body` and `return --body`:
// whatever `return --body` records without --force, lint calls a return; whatever `new --body` writes, lint
// calls a brief; a document both refuse gets the same kind from the three, with the same reason. Held on
// generated mixes of the blocks briefs and returns are written with (test/helpers/doc-mix.ts), on the real
// documents of the corpus, and on any folder of documents named in $HANDOFF_EXTRA_DOCS (":"-separated).
//
// Each command is run here as its pure core: the reading (returns.ts parseBody), the decision, the
// reader of its kind, the missing answers it refuses, and the lint of what it would write.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentKind } from '../../src/brief/document-type.js';
import { readBody, importBrief, NotABriefError } from '../../src/brief/body.js';
import { composeReturn, importReturn, missingReturn, normalizeReturn, NotAReturnError, returnPlaceholders } from '../../src/brief/returns.js';
import { applyFlags, missingRequired, normalizeBrief } from '../../src/brief/answers.js';
import { composeBrief } from '../../src/brief/compose.js';
import { lintDoc } from '../../src/brief/lint.js';
import { parseDoc } from '../../src/brief/document.js';
import { loadKinds } from '../../src/kinds/load.js';
import type { Anchor } from '../../src/brief/types.js';
import { docMix } from '../helpers/doc-mix.js';
import { baseSeed, caseCount } from '../helpers/gen.js';
import { needs } from '../helpers/prereq.js';
import { corpusDocs } from '../helpers/corpus.js';

const kinds = await loadKinds({ repoRoot: null, env: { HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent' } });
const task = kinds.kinds.get('task')!;
const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const anchor: Anchor = { repo: null, cwd: '/w', branch: null, detached: false, head: null, headShort: null, dirty: [], untracked: [] };
const returnTemplate = readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8');

type Kind = 'brief' | 'return' | 'neither';
interface Verdict {
  /** It writes / records the document (no flag but a title for new). */
  ok: boolean;
  /** The kind it took the document for, and why (document-type.ts's words). */
  kind: Kind;
  because: string;
  /** Refused only for a missing answer it would ask for (new: "--why"), not for what the document is. */
  asks?: boolean;
}

/** `lint FILE`: the kind it lints the file as (null reading: linted as the side a close call leans to, else
 *  as a brief, and says neither). */
function lint(text: string): Verdict & { type: 'brief' | 'return' } {
  const r = documentKind(readBody(text));
  return { ok: true, type: r.type ?? r.lean ?? 'brief', kind: r.type ?? 'neither', because: r.because };
}

/** `new task -t probe --body FILE --no-input`. */
function newBody(text: string): Verdict {
  try {
    const p = importBrief(text, task);
    const kind: Kind = p.reading.type ?? 'neither';
    const answers = normalizeBrief(applyFlags(p.answers, new Set(p.given), { title: 'probe' }, {}));
    // (Refused only for an answer it asks for, "--why": its reading knows the kind's own heading words, so its
    // reason may name other headings than lint's; the kind must still agree.)
    if (missingRequired(task, answers).length) return { ok: false, kind, because: p.reading.because, asks: true };
    const composed = composeBrief(task, answers, { id: 'task-probe-abcd', created: '2026-12-01 00:00', origin: anchor, returnTemplate }, { phrases: [] }, p.extra);
    return { ok: composed.lint.counts.errors === 0, kind, because: p.reading.because };
  } catch (e) {
    if (e instanceof NotABriefError) return { ok: false, kind: 'return', because: e.because };
    throw e;
  }
}

/** `return ID --body FILE --no-input`. */
function returnBody(text: string): Verdict {
  try {
    const r = importReturn(text, placeholders);
    const kind: Kind = r.reading.type ?? 'neither';
    const answers = normalizeReturn(r.answers);
    if (missingReturn(answers, r.given).length) return { ok: false, kind, because: r.reading.because };
    const composed = composeReturn(answers, { id: 'task-probe-abcd', n: 1, briefTitle: 'probe', created: '2026-12-01 00:00', anchor }, { phrases: [] }, r.extra, r.layout);
    return { ok: composed.lint.counts.errors === 0, kind, because: r.reading.because };
  } catch (e) {
    if (e instanceof NotAReturnError) return { ok: false, kind: 'brief', because: e.because };
    throw e;
  }
}

/** What breaks the contract for one document, in words (empty: nothing). */
function disagreement(text: string): string[] {
  const l = lint(text);
  const n = newBody(text);
  const r = returnBody(text);
  const out: string[] = [];
  if (r.ok && l.type !== 'return') out.push(`return records it, lint calls it a ${l.type}`);
  if (n.ok && l.type !== 'brief') out.push(`new writes it, lint calls it a ${l.type}`);
  if (!n.ok && !r.ok) {
    if (n.kind !== r.kind || r.kind !== l.kind) out.push(`both refuse it: new takes it for ${n.kind}, return for ${r.kind}, lint for ${l.kind}`);
    else if ((!n.asks && n.because !== r.because) || r.because !== l.because) out.push(`both refuse it as ${l.kind}, for different reasons: ${JSON.stringify([n.because, r.because, l.because])}`);
  }
  // A return lint calls a return is linted as one: its rules, not a brief's missing sections.
  if (r.ok && lintDoc(text, { doc: readBody(text), type: l.type, phrases: [] }).findings.some((f) => /^missing-(?:why|deliver|first-step)$/.test(f.rule))) out.push('linted with a brief\'s rules');
  return out;
}

describe('one classifier: lint, new --body and return --body agree on what a document is', () => {
  const base = baseSeed(20261201);
  const n = caseCount(400);
  it(`${n} generated mixes of brief and return blocks (base seed ${base}; HANDOFF_SEED/HANDOFF_CASES to vary)`, () => {
    const bad: string[] = [];
    const seen = { return: 0, brief: 0, neither: 0 };
    for (let i = 0; i < n; i++) {
      const md = docMix(base + i);
      const d = disagreement(md);
      seen[lint(md).kind]++;
      if (d.length) bad.push(`seed ${base + i}: ${d.join('; ')}\n${md}`);
    }
    expect(bad.slice(0, 5)).toEqual([]);
    // The mixes cover all three outcomes, so the property is not held vacuously.
    expect(Math.min(seen.return, seen.brief, seen.neither)).toBeGreaterThan(n / 50);
  });

  needs('corpus').it('every document of the real-handoffs corpus', () => {
    const bad = corpusDocs().flatMap((d) => disagreement(d.text).map((x) => `${d.name}: ${x}`));
    expect(bad).toEqual([]);
  });

  const extra = (process.env.HANDOFF_EXTRA_DOCS ?? '').split(':').filter((d) => d && existsSync(d) && statSync(d).isDirectory());
  // Only when named: more documents nobody tuned for (not a prerequisite, so nothing is skipped without it).
  if (extra.length) it('every document of $HANDOFF_EXTRA_DOCS', () => {
    const bad = extra.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.md')).flatMap((f) => disagreement(readFileSync(join(dir, f), 'utf8')).map((x) => `${f}: ${x}`)));
    expect(bad).toEqual([]);
  });
});

describe('what decides it, in the shapes agents write', () => {
  const kindOf = (md: string) => documentKind(readBody(md));
  it.each([
    ['a headingless list under a status line', 'Status: done\n\n- the pager drops a page\n- the cache leaks\n'],
    ['a translated status in front matter', '---\nstatus: teilweise erledigt\n---\n\n### 1. Schriften fehlen\n\nKein fontconfig.\n'],
    ['a Spanish status over findings and next steps', 'Estado: completado\n\n## Hallazgos\n\n- el IVA se redondea por línea\n\n## Próximos pasos\n\n- escribir los tests\n'],
    ['plain-line section names', 'Summary\nI traced the 502s.\n\nFindings\n- keepalive mismatch\n\nStatus: fixed.\n'],
    ['review sub-headings and an outcome line at the end', 'Bugbot found 2 issues.\n\n### Bug: Cookie outlives session\n\nmaxAge 30 days.\n\nOutcome: answered — two defects.\n'],
    ['an Outcome heading beside a Context and next steps', '## Outcome\nanswered — fixed\n\n## Context\nSome context.\n\n## Next steps\n- rerun isort\n'],
    ['the same in CRLF, nested under a grouping heading', '## Part one\r\n\r\n### Outcome\r\nanswered — fixed\r\n\r\n### Context\r\nSome context.\r\n\r\n### Next steps\r\n- rerun isort\r\n'],
    ['a Russian checklist under a status', 'Статус: частично\n\n- [x] Обновил зависимости\n- [ ] Миграция на Node 20 ломается\n'],
    ['a Chinese status with a full-width colon', '状态：已完成\n\n- 缓存泄漏\n'],
  ])('%s is a return, because it states an outcome', (_name, md) => {
    const k = kindOf(md);
    expect(k.type).toBe('return');
    expect(k.because).toMatch(/states an outcome|names? a return/);
  });

  it.each([
    ['a brief whose context mentions a status', '# Split the parser\n\n## Why\nThe parser is 3,000 lines.\n\n## Context\nStatus: blocked by the lexer branch.\n\n## What to deliver\nTwo modules.\n\n## First step\nRead parse.ts.\n'],
    ['a labelled brief', 'Why: the nightly backup skips dashed names.\n\nDone when: every database has a dump.\n\nStart by: reading nightly.sh.\n'],
    ['a German brief with a status line', '## Warum\nDie Sicherung fehlt.\n\n## Erster Schritt\nSkript lesen.\n\nStatus: offen\n'],
    // QA 45 04: a discoveries heading (a return's name) beside "What's Next", under a title naming the project's state.
    ['a project-state document with discoveries and what is next', '# OpenAuto Prodigy — Complete Project State\n\nEverything you need to pick this project back up.\n\n### Key Discoveries (from first hardware test)\n\n- **SPS/PPS delivery:** sent as `AV_MEDIA_INDICATION`.\n- **AnnexB start codes:** already delivered.\n\n## What\'s Next\n\n1. **Touch calibration** — test with the overlay\n2. **Audio pipeline** — 3 channels\n'],
  ])('%s is a brief', (_name, md) => {
    expect(kindOf(md).type).toBe('brief');
  });

  it.each([
    // A follow-up brief quoting the last return: its Outcome and findings are the quote's, not the document's.
    ['a brief quoting a return under a section of its own', '# Finish the lock work\n\n## Why\nThe last try came back partial.\n\n## What to deliver\nA lock shared across workers.\n\n## Last return\n\n### Outcome\npartial — one worker only\n\n### Findings\n- the lock file is per process [verified: test]\n\n## First step\nRead lock.ts.\n'],
    // A review kind's brief: "review" in its title, known issues tagged with how they were seen.
    ['a review brief with tagged known issues', '# Search review\n\n## Why\nThe ranking was rewritten.\n\n## What to deliver\nA review.\n\n## Known issues\n- ties sort at random [verified: test]\n\n## First step\nRead rank.ts.\n'],
  ])('%s is a brief: a heading for each required answer', (_name, md) => {
    expect(kindOf(md).type).toBe('brief');
  });

  it('a title word inside a longer word is not that word ("reporting" is no "report")', () => {
    const k = kindOf('# Crash reporting cleanup\n\n## Why\nThe logs repeat every crash.\n');
    expect(k.because).not.toMatch(/title/);
    expect(kindOf('# Crash report\n\n## Why\nThe logs repeat every crash.\n').because).toMatch(/title says return/);
  });

  it('a close call that `return` would record (its outcome read where return reads one) is a return', () => {
    // One brief-named heading, a last line "✅ Done." that return reads as the outcome.
    expect(kindOf('**Next step:** read the script.\n\n| Severity | Finding |\n|---|---|\n| High | the pager drops a page |\n\n✅ Done.\n').type).toBe('return');
    expect(kindOf('**Next step:** read the script.\n\n| Severity | Finding |\n|---|---|\n| High | the pager drops a page |\n').type).toBe(null);
  });

  it('a document that states nothing says neither, and why', () => {
    const k = kindOf('# Notes\n\n## Things I looked at\n\n- the BOM\n- empty lines\n');
    expect(k).toEqual({ type: null, because: expect.stringMatching(/no heading, label, title or status line/) });
  });

  it('the tool\'s own documents: the marker decides', () => {
    expect(documentKind(parseDoc('<!-- handoff:return id=x n=1 -->\n## Why\nw\n')).type).toBe('return');
  });
});

describe('verification tags decide a close call for a return, in languages the tables do not know', () => {
  it.each([
    ['it', '# Esito: completato\n\n## Problemi trovati\n\n- il job legge la config prima del mount [verificato: log]\n\n## Prossimi passi\n\nSpostare la lettura.\n'],
    ['nl', '## Bevindingen\n\n- cache lekt [geverifieerd: log]\n- pool race [niet geverifieerd]\n\n## Volgende stappen\n\n- lock toevoegen\n'],
    ['ru tag in parentheses', '## Дальнейшие шаги\n\n- миграция блокирует таблицу (проверено)\n'],
    ['zh tag in lenticular brackets, CRLF', '## 下一步\r\n\r\n- 签名校验用了旧密钥【已验证】\r\n'],
  ])('%s: a return', (_name, md) => {
    expect(documentKind(parseDoc(md)).type).toBe('return');
  });

  it.each([
    ['a brief with a next-steps list', '# Ricerca lenta\n\n## Prossimi passi\n\n- profilare la query\n- aggiungere un indice\n'],
    ['a brief with a bracketed note', '# Slow search\n\n## Why\n\nUsers wait.\n\n## Deliver\n\n- a faster query [WIP]\n'],
    // (Who tested an open task is no finding's tag: the box says the work is still to do.)
    ['nl, an open task box naming who tested it', '# Overdracht planning\n\nDe planner draait weer.\n\n## Lopend werk\n\n- [ ] Import faalt op gedeelde mappen (getest door Anouk)\n- [ ] Feestdagen 2027 toevoegen\n'],
    ['en, an open task box tagged verified', '# Pager notes\n\n## Open items\n\n1. [ ] pager drops the last page (verified)\n'],
  ])('%s: not a return', (_name, md) => {
    expect(documentKind(parseDoc(md)).type).not.toBe('return');
  });
});

describe('headings weigh what they say: a part of a section, an item, a summary, a repeated heading', () => {
  const kindOf = (md: string) => documentKind(readBody(md)).type;

  it.each([
    // A project status page: one brief heading by its whole name, return-ish words only inside others.
    ['en', '# T\n\n## Project Overview\nA todo app.\n\n## Testing Strategy\nVitest.\n\n### Component Testing\nRTL.\n\n## Common Issues\n- Port busy\n\n## Future Enhancements\n1. Implement edit task\n'],
    ['de, CRLF', '# T\r\n\r\n## Projektüberblick\r\nEine Aufgaben-App.\r\n\r\n## Warum\r\nDie Nutzer warten.\r\n\r\n## Teststrategie\r\nVitest.\r\n\r\n### Komponententests\r\nRTL.\r\n\r\n## Bekannte Probleme\r\n- Port belegt\r\n'],
    // "TL;DR" and "Summary" open briefs and returns alike: they decide nothing.
    ['a TL;DR over next priorities', '# T\n\n## TL;DR\n**What was built**: frontier filtering.\n\n## Next Session Priorities\n1. Try a real learning session\n'],
    ['a Zusammenfassung over next steps', '# T\n\n## Zusammenfassung\nDer Export ist halb fertig.\n\n## Nächste Schritte\n1. CSV-Export testen\n'],
  ])('%s: not a return', (_name, md) => {
    expect(kindOf(md)).not.toBe('return');
  });

  it.each([
    // Items under severity or priority groups are findings, whatever words their titles share with a brief's sections.
    ['ja priority groups', '# フィードバック\n\n## 📊 対応状況サマリー\n| 優先度 | 件数 |\n|---|---|\n| 高 | 2 |\n\n## 🔴 高優先度\n\n#### 1. ログインが遅い\n原因はN+1。\n\n#### 2. 検索が壊れる\n空文字で500。\n\n## 🟢 低優先度\n\n#### 3. メンテ提案の整理\nREADMEを更新。\n\n## 🎯 次に着手すべき項目\n- 1番から\n'],
    ['en severity groups, a plan item among them', '# Feedback\n\n## Summary\nSeven items.\n\n## High\n\n### 1. Deliver the invoices twice\nThe worker retries without a key.\n\n### 2. First step of the wizard loses state\nReload clears it.\n\n## Low\n\n### 3. Typos in the README\nTwo of them.\n'],
    ['zh priority labels, CRLF', '# 反馈\r\n\r\n## 优先级：高\r\n\r\n### 1. 登录慢\r\nN+1 查询。\r\n\r\n## 优先级：低\r\n\r\n### 2. 文档错字\r\n两处。\r\n'],
    // A document titled by its only top heading, its entries below it.
    ['a findings page titled by its only H2', '## ARM64 JIT Findings\n\nMeasured on the M2 box.\n\n### Baseline\n- 120 ms per call\n\n### Iteration: inline caches\n- 95 ms per call\n'],
    // Titles that say what the document is, in the languages of an unseen QA set (one heading of a brief's
    // words, "Périmètre vérifié", "Empfohlene nächste Schritte", and no outcome line, left them briefs).
    ['an audit report titled in French (an elided article: "d\'audit")', "# Rapport d'audit — service d'export\n\nRevue du module, faite sur la branche principale.\n\n## Périmètre vérifié\n\n- lecture du code\n\n## A1 — La date est lue en heure locale\n\nLe fichier `export/dates.py` ignore le fuseau.\n\n## A2 — Le CSV perd les accents\n\nL'encodage est fixé à latin-1.\n"],
    ['an error analysis titled in German, ending with recommended next steps', '# Fehleranalyse & Korrekturen — lager_dienst\n\n## Zusammenfassung\n\nStatische Prüfung aller Module.\n\n## Noch zu prüfende Fehler\n\n### A. Undefinierter Name `bestand_alt` in `lager/zaehlen.py:40`\n\nNur im Fehlerzweig erreichbar.\n\n## Empfohlene nächste Schritte\n\n1. Fehler A beheben.\n'],
    ['a code review titled in Korean, numbered sections naming no part', '# 일정 앱 · 코드리뷰\n\n## 1. 이번 작업 요약\n\n알림 기능을 추가했다.\n\n## 2. 요청 흐름\n\n클라이언트에서 서버로 간다.\n\n## 3. 남은 개선점\n\n- 재시도가 없다\n'],
    ['a review titled in Japanese, its per-file "suggestions" repeated', '# コードレビュー: 検索の改善\n\n## 1. api.ts\n\n#### ⚠️ 改善提案\n- タイムアウトがない\n\n## 2. db.ts\n\n#### ⚠️ 改善提案\n- インデックスがない\n\n## 3. ui.ts\n\n#### ⚠️ 改善提案\n- 文言が古い\n'],
    // Groups led by coloured lights, whatever their words (light-groups.ts): `return` reads their items as findings.
    ['groups led by lights, in words no table knows', '# Notes app, before sharing\n\n## Overall\n\nSound base, two things to fix.\n\n## 🔴 Drop everything\n\n### Raw HTML from notes\n`records.py:68` renders it.\n\n## 🟠 Before the demo\n\n### Prompt injection\n`chat.py:10` pastes user text.\n\n## 🔵 References\n\n### Anon key in the client\nExpected.\n'],
  ])('%s: a return', (_name, md) => {
    expect(kindOf(md)).toBe('return');
  });

  it.each([
    ['numbered brief sections are sections, not items', '# T\n\n## 1. Why\nUsers wait.\n\n## 2. What to deliver\nA faster query.\n\n## 3. First step\nProfile it.\n'],
    ['a brief with a priorities backlog keeps its own sections', '# T\n\n## Why\nUsers wait.\n\n## What to deliver\nA faster search.\n\n## First step\nProfile the query.\n\n## Backlog\n\n### High priority\n- index the table\n\n### Low priority\n- rename the view\n'],
    ['a brief whose work is grouped by lights keeps its own sections', '# T\n\n## Why\nUsers wait.\n\n## What to deliver\nA faster search.\n\n## First step\nProfile the query.\n\n## 🔴 Must do\n- index the table\n\n## 🟡 If time allows\n- rename the view\n'],
    ['a plan whose headings wear lights out of order stays a brief', '# Next steps\n\n## 🔴 Current problems\n- the trigger is missing\n\n## 🟢 Task 7: shipping address\n\n### Step 1: run the SQL trigger\nIn the console.\n\n## 🟠 Reference: files to know\n- `order.ts`\n\n## 🟢 Full setup\n- install\n'],
    ['a handover titled a report stays a brief', '# 交接报告\n\n## 背景\n导出太慢。\n\n## 下一步\n1. 先跑基准\n'],
  ])('%s: a brief', (_name, md) => {
    expect(kindOf(md)).toBe('brief');
  });
});

describe('the reason names each heading once', () => {
  it('a light-led heading whose words also name a return section is quoted once', () => {
    const md = '# Review\n\n## 🔴 Fix now\n\n- The cache key ignores the locale\n\n## 🟡 Later\n\n- Log levels differ\n';
    const r = documentKind(parseDoc(md));
    expect(r.type).toBe('return');
    expect(r.because.split('"🔴 Fix now"').length - 1).toBe(1);
  });
});
