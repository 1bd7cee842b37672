// Handoff shapes agents write at a session's end, each tested in generated variants (languages, wording)
// rather than on one reported document:
// - the next session's work as step sub-headings ("## Next session" / "### Step 1: …", "## Nächste Sitzung"
//   / "### Schritt 1", "## 다음 세션" / "### 1단계"): the steps are what to deliver when no section says it,
//   and Step 1 (its title without its number, and its text) the first step;
// - a section on what the document is for ("## Purpose of this document", "## この文書の目的") is the Context,
//   not the why when a why or a goal stands elsewhere; a settled design ("## Final design", "## 定案") is
//   already decided;
// - an approach told as given up (an item, a table row, the items under a label that says so, a sentence
//   "we tried X, it did not succeed") is a dead end wherever it sits, a Context or a Decisions section;
// - a to-do the work emptied ("(empty — all done)", "Keine offenen Punkte.", "全部完成") gives no deliver and no
//   first step (the tool asks for them): it is the state of the work, the Context;
// - "### Deliver" and "### First step" written under "## Why" are those answers when no other section gives
//   them; the why keeps its other sub-sections ("### Background", "#### Hintergrund");
// - Japanese prohibitions ("## 禁止事項", "## やってはいけないこと", items ending "…しないこと") are constraints; a
//   step tagged with its priority ("### P0：計測", "- P0: …") keeps its tag in the first step;
// - a title that only says where to begin ("# READ ME FIRST", "# ここから読む") is no title over a "## " heading
//   that names the work: that heading is the title, the old words text above it (the Context).
// Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds, placedTo } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const task = kinds.get('task')!;
const bug = kinds.get('bug')!;
const read = (md: string) => importBrief(md, task);
const where = placedTo;

describe("the next session's work as step sub-headings is what to deliver, Step 1 the first step", () => {
  const docs: [string, string, string, string, string][] = [
    ['en', 'Next session', 'Step 1: Add the account loop', 'Step 2: Write the tests', 'Add the account loop'],
    ['ja', '次のセッションでやること', 'ステップ1: アカウントのループ', 'ステップ2: テストを書く', 'アカウントのループ'],
    ['de', 'Nächste Sitzung', 'Schritt 1: Schleife über Konten', 'Schritt 2: Tests schreiben', 'Schleife über Konten'],
    ['fr', 'Prochaine session', 'Étape 1 : boucle sur les comptes', 'Étape 2 : écrire les tests', 'boucle sur les comptes'],
    ['ru', 'Следующая сессия', 'Шаг 1: цикл по аккаунтам', 'Шаг 2: тесты', 'цикл по аккаунтам'],
    ['zh', '下一次会话', '步骤1：多账户循环', '步骤2：编写测试', '多账户循环'],
    ['ko', '다음 세션', '1단계: 계정 반복', '2단계: 테스트 작성', '계정 반복'],
    ['es', 'Próxima sesión', 'Paso 1: recorrer las cuentas', 'Paso 2: escribir las pruebas', 'recorrer las cuentas'],
  ];
  for (const [lang, heading, one, two, title] of docs) {
    it(lang, () => {
      const r = read(`# Export — handoff\n\n## Status\nThe CSV export works for one account.\n\n## ${heading}\n\n### ${one}\nLoop in export.ts.\n\n### ${two}\nCover two accounts.\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.deliver, p).toContain(one);
      expect(r.answers.deliver, p).toContain(two);
      expect(r.answers.firstStep, p).toBe(`${title}\n\nLoop in export.ts.`);
      expect(where(r, heading), p).toMatch(/^What to deliver/);
    });
  }
  it('beside a stated deliver the steps are the plan: Step 1 is still the first step, the deliver stays', () => {
    const r = read('# Export\n\n## Deliver\nExport every account.\n\n## Nächste Sitzung\n\n### Schritt 1: Schleife über Konten\nIn export.ts.\n\n### Schritt 2: Tests schreiben\nZwei Konten.\n');
    expect(r.answers.deliver).toBe('Export every account.');
    expect(r.answers.firstStep).toBe('Schleife über Konten\n\nIn export.ts.');
  });
});

describe('what the document is for is the Context; a settled design is already decided', () => {
  const docs: [string, string, string, string, string][] = [
    ['en', 'Purpose of this document', 'Why', 'Final design', 'Deliver'],
    ['en settled', 'Purpose of this document', 'Background', 'Settled design', 'Deliverables'],
    ['de', 'Zweck dieses Dokuments', 'Warum', 'Endgültiges Design', 'Lieferumfang'],
    ['ja', 'この文書の目的', '背景', '定案', '成果物'],
    ['zh', '本文档的目的', '背景', '最终方案', '交付物'],
    ['es', 'Propósito de este documento', 'Por qué', 'Diseño final', 'Entregables'],
    ['fr', 'Objet de ce document', 'Pourquoi', 'Conception finale', 'Livrables'],
    ['ru', 'Назначение документа', 'Зачем', 'Окончательный дизайн', 'Что сдать'],
  ];
  for (const [lang, purpose, why, design, deliver] of docs) {
    it(lang, () => {
      const r = read(`# Rate limiter\n\n## ${purpose}\nThis note hands the limiter work on.\n\n## ${why}\nBursts take the database down.\n\n## ${design}\n- Token bucket per API key.\n\n## ${deliver}\nA middleware with tests.\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.why, p).toBe('Bursts take the database down.');
      expect(r.answers.context, p).toContain('This note hands the limiter work on.');
      expect(r.answers.decided, p).toEqual(['Token bucket per API key.']);
      expect(r.answers.deliver, p).toBe('A middleware with tests.');
    });
  }
  it.each([
    ['en', 'Purpose of this document', 'Goal'],
    ['de', 'Zweck dieses Dokuments', 'Ziel'],
    ['ja', 'この文書の目的', '目的'],
  ])('%s: beside a goal and a list of next steps, the goal is the why', (_lang, purpose, goal) => {
    const r = read(`# Rate limiter\n\n## ${purpose}\nThis note hands the limiter work on.\n\n## ${goal}\nKeep the database up under bursts.\n\n## Next steps\n1. Write the bucket.\n2. Wire the middleware.\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.why, p).toBe('Keep the database up under bursts.');
    expect(r.answers.context, p).toBe('This note hands the limiter work on.');
    expect(r.answers.firstStep, p).toBe('Write the bucket.');
  });
  it.each([
    ['en', 'Purpose of this document'],
    ['de', 'Zweck dieses Dokuments'],
  ])('%s: with nothing else saying why, what the document is for says it', (_lang, purpose) => {
    const r = read(`# Rate limiter\n\n## ${purpose}\nHands the limiter work on.\n\n## Deliver\nA middleware with tests.\n`);
    expect(r.answers.why).toBe('Hands the limiter work on.');
  });
});

describe('an approach told as given up is a dead end, wherever it sits', () => {
  it.each([
    ['zh item in Decisions', '## 决策\n- 用本地 LRU 缓存。\n- Redis cache，已放棄\n- 内存队列，没成功\n', ['Redis cache，已放棄', '内存队列，没成功']],
    ['de table row in Decisions', '## Entscheidungen\n| Ansatz | Status |\n|---|---|\n| Lokaler LRU-Cache | gewählt |\n| Redis | verworfen |\n', ['Redis — verworfen']],
    ['es item in Context', '## Contexto\nLa API es lenta.\n\n- Usar colas en memoria. Descartada.\n- Usar un LRU local. Elegida.\n', ['Usar colas en memoria. Descartada.']],
    ['es label over a list', '## Contexto\nLa API es lenta.\n\nAlternativas evaluadas y descartadas:\n- Redis compartido\n- Memcached\n\nEl LRU local funciona.\n', ['Redis compartido', 'Memcached']],
    ['en label over a list', '## Context\nThe API is slow.\n\nApproaches considered and rejected:\n- Shared Redis\n  (too slow over the network)\n- Memcached\n\nThe LRU works.\n', ['Shared Redis', 'Memcached']],
    ['de label over a list', '## Stand\nDie API ist langsam.\n\nGeprüft und verworfen:\n1. Redis\n2. Memcached\n', ['Redis', 'Memcached']],
    ['en sentence in Context', '## Context\nThere is no cache today. We tried a Redis cache, it did not succeed: the network hop ate the gain.\n', ['We tried a Redis cache, it did not succeed: the network hop ate the gain.']],
    ['ko item in Context', '## 현재 상태\n- 로컬 LRU 캐시를 쓴다.\n- Redis 캐시를 시도했지만 실패했다.\n', ['Redis 캐시를 시도했지만 실패했다.']],
  ])('%s', (_name, section, dead) => {
    const r = read(`# Cache\n\n## Why\nThe API is slow.\n\n${section}\n## Deliver\nA cache layer with tests.\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.deadEnds, p).toEqual(dead);
    expect(r.answers.deliver, p).toBe('A cache layer with tests.');
  });
  it('what was chosen, a table of a plan, a bug told in the present stay where they are', () => {
    const r = read('# Cache\n\n## Why\nRequests are rejected when the pool is full; the test does not succeed.\n\n## Decisions\n| Approach | Status |\n|---|---|\n| Local LRU | chosen |\n\n## Context\nAccepted formats:\n- CSV\n- JSON\n\n## Deliver\nA cache.\n');
    expect(r.answers.deadEnds).toEqual([]);
    expect(r.answers.decided).toEqual(['Local LRU — chosen']);
  });
});

describe('an emptied to-do gives no work', () => {
  it.each([
    ['en', 'To-do', '(empty — all done)'],
    ['en list', 'Next steps', '- none'],
    ['de', 'Offene Punkte', 'Keine offenen Punkte.'],
    ['fr', 'Prochaines étapes', 'Rien — tout est fait.'],
    ['zh', '待办', '全部完成'],
    ['ja', '残作業', '特になし'],
    ['ru', 'Что осталось', 'Ничего, всё сделано.'],
  ])('%s', (_lang, heading, text) => {
    const r = read(`# Cache handoff\n\n## Why\nThe API is slow.\n\n## Status\nThe cache shipped.\n\n## ${heading}\n${text}\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.deliver, p).toBe('');
    expect(r.answers.firstStep, p).toBe('');
    expect(r.answers.context, p).toContain(text.replace(/^- /, ''));
  });
  it('a to-do that names work, even short, is still the work', () => {
    const r = read('# Cache handoff\n\n## Why\nThe API is slow.\n\n## To-do\n- Done: measure. Left: ship it.\n- Ship the cache\n');
    expect(r.answers.deliver).toContain('Ship the cache');
    const one = read('# Cache handoff\n\n## Why\nThe API is slow.\n\n## Next step\nNothing fancy: ship the cache.\n');
    expect(one.answers.firstStep).toBe('Nothing fancy: ship the cache.');
  });
});

describe('a Deliver and a First step written under the why', () => {
  const docs: [string, string, string, string, string][] = [
    ['en', 'Why', 'Background', 'Deliver', 'First step'],
    ['de', 'Warum', 'Hintergrund', 'Lieferumfang', 'Erster Schritt'],
    ['fr', 'Pourquoi', 'Historique', 'Livrable', 'Première étape'],
    ['ja', 'なぜ', '経緯の詳細', '成果物', '最初のステップ'],
    ['es', 'Por qué', 'Historia', 'Entregable', 'Primer paso'],
  ];
  for (const [lang, why, background, deliver, first] of docs) {
    it(`${lang}: are those answers; the why keeps its background`, () => {
      const r = read(`# Cache\n\n## ${why}\nThe API is slow.\n\n#### ${background}\nSince the ORM upgrade.\n\n### ${deliver}\nA cache layer with tests.\n\n### ${first}\nMeasure the slow endpoints.\n\n## Context\nProd runs Node 20.\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.why, p).toBe(`The API is slow.\n\n#### ${background}\nSince the ORM upgrade.`);
      expect(r.answers.deliver, p).toBe('A cache layer with tests.');
      expect(r.answers.firstStep, p).toBe('Measure the slow endpoints.');
    });
  }
  it('a Deliver section elsewhere wins: the one under the why stays in it', () => {
    const r = read('# Cache\n\n## Why\nThe API is slow.\n\n### Deliver\nA cache layer.\n\n### First step\nMeasure.\n\n## Deliver\nThe real deliverable.\n');
    expect(r.answers).toMatchObject({ why: 'The API is slow.\n\n### Deliver\nA cache layer.', deliver: 'The real deliverable.', firstStep: 'Measure.' });
  });
});

describe('Japanese prohibitions are constraints; a priority tag stays in the first step', () => {
  it.each([['禁止事項'], ['やってはいけないこと'], ['禁止事项'], ['금지 사항']])('"## %s" is Constraints to respect (Already decided for a kind without them)', (heading) => {
    const md = `# キャッシュ引き継ぎ\n\n## 背景\nAPIが遅い。\n\n## ${heading}\n- 本番DBに直接書き込む\n- mainに直接pushする\n\n## 成果物\nキャッシュ層。\n`;
    const r = read(md);
    const p = JSON.stringify(r.placement);
    expect(r.answers.fields.constraints, p).toBe('- 本番DBに直接書き込む\n- mainに直接pushする');
    expect(r.answers.outOfScope, p).toEqual([]);
    expect(importBrief(md, bug).answers.decided).toEqual(['本番DBに直接書き込む', 'mainに直接pushする']);
  });
  it('items ending "…しないこと" under a neutral heading are constraints too (kept there as well)', () => {
    const r = read('# キャッシュ\n\n## 背景\nAPIが遅い。\n\n## メモ\n- 本番DBに直接書き込まないこと\n- ログは docs/ に置く\n\n## 成果物\nキャッシュ層。\n');
    expect(r.answers.fields.constraints).toBe('本番DBに直接書き込まないこと');
  });
  it.each([
    ['ja heading steps', '## 次のステップ\n\n### P0：計測\n遅いエンドポイントを計測する。\n\n### P1：キャッシュ\nキャッシュを入れる。\n', 'P0：計測\n\n遅いエンドポイントを計測する。'],
    ['en heading steps', '## Next steps\n\n### 🔴 P0: Measure\nTime the slow endpoints.\n\n### 🟡 P1: Cache\nAdd it.\n', 'P0: Measure\n\nTime the slow endpoints.'],
    ['ja list', '## 次のステップ\n1. P0：遅いエンドポイントを計測する\n2. P1：キャッシュを入れる\n', 'P0：遅いエンドポイントを計測する'],
    ['en list', '## Next steps\n- P0: measure the slow endpoints\n- P1: add the cache\n', 'P0: measure the slow endpoints'],
  ])('%s', (_name, steps, first) => {
    const r = read(`# Cache\n\n## Why\nThe API is slow.\n\n## Deliver\nA cache layer.\n\n${steps}`);
    expect(r.answers.firstStep, JSON.stringify(r.placement)).toBe(first);
  });
  it('a numbered step keeps its words without its number ("### Step 1: Measure")', () => {
    const r = read('# Cache\n\n## Why\nSlow.\n\n## Deliver\nA cache.\n\n## Next steps\n\n### Step 1: Measure\nTime it.\n\n### Step 2: Cache\nAdd it.\n');
    expect(r.answers.firstStep).toBe('Measure\n\nTime it.');
  });
});

describe('a title that only says "start here" gives way to the heading that names the work', () => {
  it.each([
    ['en', 'READ ME FIRST'],
    ['en start', 'Start here'],
    ['ja', 'ここから読む'],
    ['de', 'Zuerst lesen'],
    ['zh', '先读这个'],
    ['ru', 'Прочитай сначала'],
  ])('%s: "# %s" over "## Rate limiter for the public API"', (_lang, title) => {
    const r = read(`# ${title}\n\n## Rate limiter for the public API\n\n### Why\nBursts take the DB down.\n\n### Deliver\nA middleware.\n\n### First step\nWrite the bucket.\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.title, p).toBe('Rate limiter for the public API');
    expect(r.answers.context, p).toBe(title);
    expect(r.answers.firstStep, p).toBe('Write the bucket.');
  });
  it('beside sibling sections the heading is the title and its text stays where it is', () => {
    const r = read('# READ ME FIRST\n\n## Billing export rewrite\nSome intro.\n\n## Why\nThe export drops rows.\n\n## Deliver\nA fixed export.\n');
    expect(r.answers.title).toBe('Billing export rewrite');
    expect(r.answers.context).toContain('Some intro.');
  });
  it('as a label before the words it is dropped; with no heading naming the work the title stays', () => {
    expect(read('# START HERE — billing export\n\n## Why\nx\n\n## Deliver\ny\n').answers.title).toBe('billing export');
    expect(read('# ここから読む\n\n## 背景\nAPIが遅い。\n\n## 成果物\nキャッシュ層。\n').answers.title).toBe('ここから読む');
    // (A title that names the work is kept over any "## " heading.)
    expect(read('# Rate limiter\n\n## Public API notes\n\n### Why\nx\n').answers.title).toBe('Rate limiter');
  });
});
