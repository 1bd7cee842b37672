// `lint`, `new` and `return` share one matcher and agree on what a document is and where each part goes
// (issue 10, item 3). The break this answers: a brief with a standing rule inside another section ("Never push
// to main." in the Why, "- Immer die Tests vor dem Push laufen lassen." under a status heading) was filed by
// `new task --body` under Constraints (assignment-state.ts ruleKeyOf: the kind's Constraints) while `lint` of
// the plain file read it without a kind, filed it under Already decided and warned decision-without-why. Now
// lint reads such a file as the kind whose Constraints take the rule (kindOfSections), as it already did for a
// "## Constraints" heading. The contract at the end would have caught it: for every brief of the real corpus
// (../shared/corpus, skipped loudly outside CI when missing) and generated briefs, what lint warns about as an
// Already decided item or a Dead end is what `new task --body` placed there.

import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld } from '../helpers/doc-world.js';
import { corpusDocs } from '../helpers/corpus.js';
import { needs } from '../helpers/prereq.js';

const w = docWorld();

interface Placed {
  line: number;
  from: string;
  to: string;
}
interface LintJson {
  kind: string;
  handoffKind: string | null;
  kindFrom?: string;
  findings: { rule: string; line: number; text: string }[];
}

const doc = (parts: string[]) => parts.join('\n\n') + '\n';

function lintOf(name: string, md: string): LintJson {
  const r = runCli(['lint', w.file(name, md), '--json'], w.opts());
  return JSON.parse(r.stdout) as LintJson;
}

function placementOf(name: string, md: string): Placed[] {
  const r = runCli(['new', 'task', '-t', 'probe', '--body', w.file(name, md), '--no-input', '--no-copy', '--force', '--json'], w.opts());
  const j = JSON.parse(r.stdout) as { placement?: Placed[]; error?: { placement?: Placed[] } };
  return [...(j.placement ?? j.error?.placement ?? [])].sort((a, b) => a.line - b.line);
}

/** Where new placed body line `line`: the entry at it or the last before it (a section runs to the next). */
const placedAt = (p: Placed[], line: number) => p.filter((x) => x.line <= line).pop();

/** The disagreements of lint and new on one brief: a line lint warns about as an item of a shared list that
 *  new did not place in that list. */
function disagreements(name: string, md: string): string[] {
  const lint = lintOf(name, md);
  if (lint.kind !== 'brief') return [];
  const placed = placementOf(name.replace(/\.md$/, '-new.md'), md);
  const out: string[] = [];
  for (const [rule, to] of [['decision-without-why', /^Already decided/], ['dead-end-without-why', /^Dead ends/]] as const) {
    for (const f of lint.findings.filter((x) => x.rule === rule)) {
      const p = placedAt(placed, f.line);
      if (!p || !to.test(p.to)) out.push(`${name}: lint ${rule} at line ${f.line} ("${f.text}"), new placed it: ${p ? p.to : 'nowhere'}`);
    }
  }
  return out;
}

const task = (title: string, why: string, deliver: string, first: string, h: [string, string, string]) => [`# ${title}`, `## ${h[0]}`, why, `## ${h[1]}`, deliver, `## ${h[2]}`, first];

// A standing rule said inside another section, each with the line it stands on.
const RULES: [string, string, number][] = [
  ['en: a rule at the end of the Why', doc(task('Add retry to the fetch client', 'The nightly import fails on transient 503s from the upstream API. Never push to main.', 'A retry wrapper in src/net/fetch.ts with exponential backoff.', 'Read src/net/fetch.ts and list the call sites.', ['Why', 'What to deliver', 'First step'])), 5],
  ['de: "Niemals …" in the Why', doc(task('Wiederholung im Fetch-Client', 'Der nächtliche Import scheitert an kurzen 503-Fehlern der Upstream-API. Niemals direkt auf main pushen.', 'Ein Retry-Wrapper in src/net/fetch.ts mit exponentiellem Backoff.', 'src/net/fetch.ts lesen und die Aufrufer auflisten.', ['Warum', 'Was zu liefern ist', 'Erster Schritt'])), 5],
  ['fr: "Ne jamais …" in the Why', doc(task('Réessayer dans le client fetch', "L'import nocturne échoue sur des 503 passagers de l'API amont. Ne jamais pousser sur main.", 'Un wrapper de retry dans src/net/fetch.ts avec backoff exponentiel.', 'Lire src/net/fetch.ts et lister les appels.', ['Pourquoi', 'À livrer', 'Première étape'])), 5],
  ['es: "Nunca …" in the Why', doc(task('Reintentos en el cliente fetch', 'La importación nocturna falla con 503 pasajeros de la API. Nunca hagas push a main.', 'Un envoltorio de reintentos en src/net/fetch.ts con backoff exponencial.', 'Leer src/net/fetch.ts y listar las llamadas.', ['Por qué', 'Qué entregar', 'Primer paso'])), 5],
  ['ru: "Никогда не …" in the Why', doc(task('Повторы в клиенте fetch', 'Ночной импорт падает на временных 503 от API. Никогда не пушить в main.', 'Обёртка с повторами в src/net/fetch.ts с экспоненциальной задержкой.', 'Прочитать src/net/fetch.ts и перечислить вызовы.', ['Зачем', 'Что сдать', 'Первый шаг'])), 5],
  ['de: "- Immer …" among the facts of a status section', doc(['# Wiederholung im Fetch-Client', '## Warum', 'Der nächtliche Import scheitert an kurzen 503-Fehlern der Upstream-API.', '## Was zu liefern ist', 'Ein Retry-Wrapper in src/net/fetch.ts mit exponentiellem Backoff.', '## Stand', '- Der Client liegt in src/net/fetch.ts.\n- Immer die Tests vor dem Push laufen lassen.', '## Erster Schritt', 'src/net/fetch.ts lesen und die Aufrufer auflisten.']), 14],
  ['ja: "- 必ず…" among the facts of a status section', doc(['# fetch クライアントに再試行を追加', '## 背景', '夜間インポートが上流 API の一時的な 503 で失敗する。', '## 成果物', 'src/net/fetch.ts に指数バックオフ付きの再試行ラッパー。', '## 現状', '- クライアントは src/net/fetch.ts にある。\n- 必ずテストを通してからプッシュすること。', '## 最初のステップ', 'src/net/fetch.ts を読み、呼び出し箇所を列挙する。']), 14],
  ['zh: "- 始终…" among the facts of a status section', doc(['# 为 fetch 客户端添加重试', '## 背景', '夜间导入因上游 API 的临时 503 而失败。', '## 交付内容', '在 src/net/fetch.ts 中实现带指数退避的重试封装。', '## 现状', '- 客户端位于 src/net/fetch.ts。\n- 始终先运行测试再推送。', '## 第一步', '阅读 src/net/fetch.ts 并列出调用点。']), 14],
  // (rules19: a sentence mid-paragraph that opens with a word of obligation, brief.ruleLeadLoud, is a rule too.)
  ['en: "Always …" mid-paragraph in the Why', doc(task('Add retry to the fetch client', 'The nightly import fails on transient 503s from the upstream API. Always run the tests before the commit.', 'A retry wrapper in src/net/fetch.ts with exponential backoff.', 'Read src/net/fetch.ts and list the call sites.', ['Why', 'What to deliver', 'First step'])), 5],
  ['de: "Immer …" mid-paragraph in the Why', doc(task('Wiederholung im Fetch-Client', 'Der nächtliche Import scheitert an kurzen 503-Fehlern der API. Immer die Tests vor dem Commit laufen lassen.', 'Ein Retry-Wrapper in src/net/fetch.ts mit exponentiellem Backoff.', 'src/net/fetch.ts lesen und die Aufrufer auflisten.', ['Warum', 'Was zu liefern ist', 'Erster Schritt'])), 5],
  ['ja: "必ず…" mid-paragraph in the Why', doc(task('fetch クライアントに再試行を追加', '夜間インポートが上流 API の一時的な 503 で失敗するのです。必ずテストを実行すること。', 'src/net/fetch.ts に指数バックオフ付きの再試行ラッパー。', 'src/net/fetch.ts を読み、呼び出し箇所を列挙する。', ['背景', '成果物', '最初のステップ'])), 5],
  ['zh: "务必…" mid-paragraph in the Why', doc(task('为 fetch 客户端添加重试', '夜间导入因上游 API 的临时 503 而失败。务必先运行测试。', '在 src/net/fetch.ts 中实现带指数退避的重试封装。', '阅读 src/net/fetch.ts 并列出调用点。', ['背景', '交付内容', '第一步'])), 5],
];

// Near-miss (rules19): a sentence that only mentions "always" / "immer" in a description is no rule.
const MENTIONS: [string, string][] = [
  ['en', doc(task('Add retry to the fetch client', 'The nightly import fails on transient 503s. The cache is always warm by then.', 'A retry wrapper in src/net/fetch.ts with exponential backoff.', 'Read src/net/fetch.ts and list the call sites.', ['Why', 'What to deliver', 'First step']))],
  ['de', doc(task('Wiederholung im Fetch-Client', 'Der nächtliche Import scheitert an kurzen 503-Fehlern. Der Cache ist dann immer warm.', 'Ein Retry-Wrapper in src/net/fetch.ts mit exponentiellem Backoff.', 'src/net/fetch.ts lesen und die Aufrufer auflisten.', ['Warum', 'Was zu liefern ist', 'Erster Schritt']))],
];

// A real "## Already decided" beside a rule copied out of the Why (rules19): new files the rule under the task
// kind's Constraints; lint reads the file as that kind too, not as a decision of the real section.
const BESIDE = doc(['# Add retry to the fetch client', '## Why', 'The nightly import fails on transient 503s from the upstream API. Never push to main.', '## What to deliver', 'A retry wrapper in src/net/fetch.ts with exponential backoff.', '## Already decided', '- Use the built-in fetch, not axios, because it keeps the bundle small.', '## First step', 'Read src/net/fetch.ts and list the call sites.']);

// Two Already decided sections (rules19): lint checks both, as new places both.
const TWO = doc(['# Add retry to the fetch client', '## Why', 'The nightly import fails on transient 503s from the upstream API.', '## What to deliver', 'A retry wrapper in src/net/fetch.ts with exponential backoff.', '## Decisions', '- Use the built-in fetch, not axios.', '## First step', 'Read src/net/fetch.ts and list the call sites.', '## Already decided (phase 2)', '- Backoff starts at 200 ms.']);

// Near-miss: a real "## Already decided" item without a why still warns, and the file names no kind.
const NEAR = doc(['# Add retry to the fetch client', '## Why', 'The nightly import fails on transient 503s from the upstream API.', '## What to deliver', 'A retry wrapper in src/net/fetch.ts with exponential backoff.', '## Already decided', '- Use the built-in fetch, not axios.', '## First step', 'Read src/net/fetch.ts and list the call sites.']);

describe('a standing rule inside another section is a Constraint to lint as to new task --body', () => {
  it.each(RULES)('%s', (name, md, line) => {
    const placed = placementOf(`rule-${name.slice(0, 2)}.md`, md);
    expect(placedAt(placed, line)?.to).toMatch(/^Constraints to respect/);
    const lint = lintOf(`rule-${name.slice(0, 2)}-lint.md`, md);
    expect(lint).toMatchObject({ kind: 'brief', handoffKind: 'task', kindFrom: 'headings' });
    expect(lint.findings.filter((f) => f.rule === 'decision-without-why')).toEqual([]);
  });

  it('near-miss: an "## Already decided" item without its why still warns, and no kind is inferred', () => {
    const lint = lintOf('near.md', NEAR);
    expect(lint.handoffKind).toBeNull();
    expect(lint.kindFrom).toBeUndefined();
    expect(lint.findings.filter((f) => f.rule === 'decision-without-why').map((f) => f.line)).toEqual([13]);
    expect(placedAt(placementOf('near-new.md', NEAR), 13)?.to).toMatch(/^Already decided/);
  });
});

describe('rules19: a rule mid-paragraph, a rule beside a real Already decided, and a second Already decided', () => {
  it.each(MENTIONS)('near-miss %s: a sentence that mentions "always" is no rule', (lang, md) => {
    expect(placedAt(placementOf(`mention-${lang}.md`, md), 5)?.to).toBe('Why this slice exists');
    expect(lintOf(`mention-${lang}-lint.md`, md).handoffKind).toBeNull();
  });

  it('a rule copied out of the Why beside a real Already decided: lint reads the task kind, as new files it under Constraints', () => {
    expect(placedAt(placementOf('beside-new.md', BESIDE), 5)?.to).toMatch(/^Constraints to respect/);
    const lint = lintOf('beside.md', BESIDE);
    expect(lint).toMatchObject({ kind: 'brief', handoffKind: 'task', kindFrom: 'headings' });
    expect(lint.findings.filter((f) => f.rule === 'decision-without-why')).toEqual([]);
    expect(disagreements('beside-c.md', BESIDE)).toEqual([]);
  });

  it('every Already decided section is checked, the second one too', () => {
    expect(lintOf('two.md', TWO).findings.filter((f) => f.rule === 'decision-without-why').map((f) => f.line)).toEqual([13, 21]);
    const placed = placementOf('two-new.md', TWO);
    expect(placedAt(placed, 13)?.to).toMatch(/^Already decided/);
    expect(placedAt(placed, 21)?.to).toMatch(/^Already decided/);
    expect(disagreements('two-c.md', TWO)).toEqual([]);
  });
});

describe('contract: what lint warns about as an Already decided item or a Dead end is what new task --body placed there', () => {
  it('generated briefs', () => {
    const dead = doc(['# Speed up CI', '## Why', 'CI takes 40 min.', '## Deliver', 'Under 15 min.', '## Dead ends', '- caching node_modules', '## First step', 'Profile the slowest job.']);
    const all = [...RULES.map(([n, md]) => [n, md] as const), ['near', NEAR] as const, ['dead', dead] as const, ['beside', BESIDE] as const, ['two', TWO] as const].flatMap(([n, md], i) => disagreements(`gen-${i}.md`, md).map((d) => `${n}: ${d}`));
    expect(all).toEqual([]);
  });

  needs('corpus').it('every brief of the real-handoffs corpus', () => {
    const briefs = corpusDocs().filter((d) => !d.isReturn);
    const all = briefs.flatMap((d) => disagreements(d.name, d.text));
    expect(all).toEqual([]);
  }, 300_000);
});
