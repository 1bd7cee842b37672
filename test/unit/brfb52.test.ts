// What brf52 left of QA 52's briefs, on synthetic briefs in several languages (brfb52): an item that names a group of
// rules holds only the items nested under it, and a sentence closed by its stop names none (a list of what to record at
// hand-back is no list of rules); traditional Chinese decision headings are Already decided; an impersonal negation inside
// a step ("(no se conecta al servidor)") is no rule: it tells a symptom as often; an intro paragraph that only says how to
// use the document is no why.

import { describe, expect, it } from 'vitest';
import { renderedBrief, writtenSection } from '../helpers/written.js';
import { splitSentences } from '../../src/brief/sentences.js';

const written = renderedBrief;
const section = writtenSection;

describe('a list of what to record is no list of rules, though one item ends with the word "rules"', () => {
  it.each([
    ['zh', '交接時記錄:', '一像素誤差吸收的具體規則。', '快取失效時的定義行為。', '新增的測試名稱與位置。'],
    ['en', 'Record when handing back:', 'Rounding rules', 'What an empty port list does.', 'Where the new tests are registered.'],
    ['de', 'Bei der Übergabe festhalten:', 'Rundungsregeln', 'Was eine leere Hafenliste bewirkt.', 'Wo die neuen Tests registriert sind.'],
  ])('%s', (_l, lead, rules, a, b) => {
    const md = `# Tide cache\n\n## Goal\n\nCache the tide tables per port so the planner page loads at once.\n\n## Scope\n\n1. Add a cache keyed by port.\n2. Expire it daily.\n\n## Acceptance\n\n1. The page loads in under a second.\n\n## Handoff requirements\n\n${lead}\n\n- ${rules}\n- ${a}\n- ${b}\n`;
    const { out } = written(md);
    const rulesOut = section(out, 'Constraints to respect');
    expect(rulesOut).not.toContain(a.replace(/[.。]$/u, ''));
    expect(rulesOut).not.toContain(b.replace(/[.。]$/u, ''));
    expect(section(out, 'What to deliver')).toContain(a.replace(/[.。]$/u, ''));
  });

  it.each([
    ['en', '- Repository rules\n  - Run the linter before each commit.\n  - Keep the cache in memory only.\n', 'Keep the cache in memory only'],
    ['ja', '- リポジトリルール\n  - コミット前に lint を実行する。\n  - キャッシュはメモリのみに置く。\n', 'キャッシュはメモリのみに置く'],
    ['es', '- Reglas del repositorio\n  - Ejecutar el linter antes de cada commit.\n  - Mantener la caché solo en memoria.\n', 'Mantener la caché solo en memoria'],
  ])('%s: an item naming the rules still holds the items nested under it', (_l, list, rule) => {
    const { out } = written(`# Tide cache\n\n## Goal\n\nCache the tide tables per port so the planner page loads at once.\n\n## Next steps\n\n1. Add a cache keyed by port.\n\n## Notes\n\n${list}`);
    expect(section(out, 'Constraints to respect')).toContain(rule);
  });
});

describe('traditional Chinese decision headings are Already decided', () => {
  it.each([['## 已確認的產品決策'], ['## 決策'], ['## 已決定']])('%s', (h) => {
    const { out } = written(`# 潮汐快取\n\n## Goal\n\n每個港口快取潮汐表,使規劃頁面立即載入。\n\n${h}\n\n1. 快取以港口為鍵,每日失效。\n2. 快取只放在記憶體。\n\n## Scope\n\n1. 加入以港口為鍵的快取。\n\n## Acceptance\n\n1. 頁面在一秒內載入。\n`);
    expect(section(out, 'Already decided')).toContain('快取以港口為鍵');
    expect(section(out, 'Context')).not.toContain('快取以港口為鍵');
  });

  it('simplified forms stay Already decided', () => {
    const { out } = written(`# 潮汐缓存\n\n## Goal\n\n每个港口缓存潮汐表。\n\n## 已确认的产品决策\n\n1. 缓存以港口为键。\n\n## Scope\n\n1. 加入缓存。\n\n## Acceptance\n\n1. 页面一秒内加载。\n`);
    expect(section(out, 'Already decided')).toContain('缓存以港口为键');
  });
});

describe('an impersonal negation inside a next step tells a symptom as often as a rule: no rule', () => {
  it.each([
    ['es', 'Arreglar el login (no se conecta al servidor de mareas).', 'no se conecta'],
    ['pt', 'Corrigir o login (não se conecta ao servidor de marés).', 'não se conecta'],
    ['fr', 'Réparer la connexion (on ne reçoit plus les marées).', 'on ne reçoit'],
  ])('%s', (_l, step, words) => {
    const { out } = written(`# Tide cache\n\n## Goal\n\nCache the tide tables per port.\n\n## Next steps\n\n1. ${step}\n2. Open the PR.\n`);
    expect(section(out, 'Constraints to respect')).not.toContain(words);
  });
});

describe('an intro paragraph that only says how to use the document is no why', () => {
  it.each([
    ['ja', '以下を goal コマンドの入力として使う。', '港ごとの潮汐表のキャッシュの未解決事項 2 件を解消せよ。'],
    ['en', 'Use the text below as the input of the goal command.', 'Settle the two loose ends of the tide cache, one commit each.'],
    ['fr', 'Utilisez le texte ci-dessous comme prompt de la commande goal.', 'Réglez les deux points ouverts du cache des marées, un commit chacun.'],
    ['de', 'Verwende den folgenden Text als Eingabe für den goal-Befehl.', 'Schließe die zwei offenen Punkte des Gezeiten-Caches ab, je ein Commit.'],
  ])('%s', (_l, note, goal) => {
    const { r } = written(`# Tide cache start prompt\n\n${note}\n\n---\n\n${goal}\n\n## How to proceed\n\n1. Run the suite once for a baseline\n2. Fix both loose ends\n`);
    expect(r.answers.why).not.toContain(note.slice(0, 12));
    expect(r.answers.why).toContain(goal.slice(0, 12));
  });

  it('a sentence that gives a reason is still the why, though it names the text below', () => {
    const { r } = written(`# Tide cache start prompt\n\nThe planner page times out because the tide tables load per request; use the steps below as the input.\n\n## How to proceed\n\n1. Run the suite once for a baseline\n2. Fix both loose ends\n`);
    expect(r.answers.why).toContain('times out');
  });
});

describe('the shared splitter ends a sentence at a full-width full stop', () => {
  it.each([
    ['ja', '次のセッションが最初に読むメモ．続いて潮汐表を確認する．', ['次のセッションが最初に読むメモ．', '続いて潮汐表を確認する．']],
    ['zh', '缓存按港口存放．下一步测量冷启动．', ['缓存按港口存放．', '下一步测量冷启动．']],
    ['mixed', 'Cache per port．Then measure one cold load.', ['Cache per port．', 'Then measure one cold load.']],
  ])('%s', (_l, text, want) => {
    expect(splitSentences(text)).toEqual(want);
  });

  it('not after a digit: a numbering or a number', () => {
    expect(splitSentences('１．概要を読む。3．5 秒で読み込む。')).toEqual(['１．概要を読む。', '3．5 秒で読み込む。']);
  });
});

describe('a tick after a full-width stop opens the next sentence when the sentence before holds its spans closed', () => {
  it.each([
    ['ja', '`tide/` は `main` の worktree．`.gitignore` で除外．', ['`tide/` は `main` の worktree．', '`.gitignore` で除外．']],
    ['zh', '`tide/` 是 `main` 的 worktree。`.gitignore` 已排除。', ['`tide/` 是 `main` 的 worktree。', '`.gitignore` 已排除。']],
    ['en', '**Never `pkill -f`.** Use the pid.', ['**Never `pkill -f`.**', 'Use the pid.']],
  ])('%s', (_l, text, want) => {
    expect(splitSentences(text, { marks: true })).toEqual(want);
  });
});

describe('a place said not to exist is no pointer', () => {
  const doc = (goal: string, state: string, line: string, step: string) => `# Tide cache\n\n## ${goal}\n\nCache the tide tables per port so the planner page loads at once.\n\n## ${state}\n\nNothing started yet. ${line}\n\n## Next steps\n\n1. ${step}\n`;
  it.each([
    ['en', 'Goal', 'State', '`tide/Cargo.toml` does not exist either.', 'Add a cache keyed by port.'],
    ['ja', 'Goal', '実装の状態', '`tide/Cargo.toml` も存在しない．', '港ごとのキャッシュを追加する。'],
    ['de', 'Ziel', 'Stand', '`tide/Cargo.toml` existiert noch nicht.', 'Einen Cache pro Hafen anlegen.'],
  ])('%s', (_l, goal, state, line, step) => {
    const { out } = written(doc(goal, state, line, step));
    expect(section(out, 'Pointers')).not.toContain('tide/Cargo.toml');
  });

  it('a sentence that sends the reader to the place is still a pointer', () => {
    const { out } = written(doc('Goal', 'State', 'See `tide/PLAN.md` for the order of the work.', 'Add a cache keyed by port.'));
    expect(section(out, 'Pointers')).toContain('tide/PLAN.md');
  });
});
