// The Context's prose gives the Pointers only the sentences that send the reader to a place (lifted-lines.ts
// sendsTheReader), through the built CLI: `handoff new task --body … --no-input --json`. Before, every sentence of the
// Context that named a path, a link, an issue or a command was copied whole into the Pointers: on strangers' handoffs
// (a 230-line RL session's root causes, "Resolved in `raiden_unscan.py` by compiling …", "Previously, `metadata_dict()`
// in … advertised …") the Pointers doubled the brief and hid its few real places. Kept: a see-phrase ("(see `x.md`)",
// "siehe", "参见", "を参照"), a statement of where a thing is ("lives in", "liegt in", "位于", "にある"), a label whose value
// is the place, a place with few words beside it, an item that opens with its place. History stays in the Context only.

import { describe, expect, it } from 'vitest';
import { briefImporter, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
const imp = briefImporter(w, 'send');

/** The Pointers and Context `new task` stored for a document (it must succeed). */
function read(md: string): { pointers: string[]; context: string } {
  const t = imp.newTask(md);
  expect(t.code, t.stderr).toBe(0);
  return { pointers: t.answers!.pointers.map(String), context: t.answers!.context };
}

const has = (pointers: string[], s: string) => pointers.some((p) => p.includes(s));

const tail = (why: string, task: string, first: string) => `\n## Why\n${why}\n\n## Task\n1. ${task}\n\n## First step\n${first}\n`;

/** [language, document, places that must be pointers, places that must not (kept in the Context)] */
const cases: [string, string, string[], string[]][] = [
  [
    'English',
    '# Handoff: migrate the billing worker to the queue\n\n## Context\nWe moved the email worker last week (see `docs/queue-migration.md`). The billing worker still polls Postgres.\nThe bug was fixed in `src/billing/retry.ts` by clamping the delay, which also made `npm test` faster.\nThe config lives in `config/worker.yaml`.\n' +
      tail('Polling costs 30% of DB CPU.', 'Replace the poll loop in `src/billing/worker.ts` with a queue consumer.', 'Read the consumer.') +
      '\n## Relevant files\n- `src/billing/worker.ts` — poll loop\n- `src/email/consumer.ts` — the pattern to copy\n',
    ['docs/queue-migration.md', 'config/worker.yaml', 'src/email/consumer.ts'],
    ['src/billing/retry.ts'],
  ],
  [
    'German',
    '# Übergabe: Abrechnungs-Worker auf die Queue umstellen\n\n## Kontext\nDen Mail-Worker haben wir letzte Woche umgestellt (siehe `docs/queue.md`). Der Fehler wurde in `src/retry.ts` behoben, indem die Verzögerung begrenzt wurde, was auch die Tests beschleunigt hat.\nDie Konfiguration liegt in `config/worker.yaml`.\n' +
      '\n## Warum\nDas Pollen kostet 30 % der Datenbank-CPU.\n\n## Aufgabe\n1. Die Poll-Schleife in `src/worker.ts` durch einen Queue-Consumer ersetzen.\n\n## Erster Schritt\nDen Consumer lesen.\n',
    ['docs/queue.md', 'config/worker.yaml'],
    ['src/retry.ts'],
  ],
  [
    'French',
    '# Passation : migrer le worker de facturation\n\n## Contexte\nLa migration du worker de mails est décrite dans `docs/migration.md`. Le bug a été corrigé dans `src/retry.ts` en bornant le délai, ce qui a aussi accéléré les tests.\nLa configuration se trouve dans `config/worker.yaml`.\n' +
      '\n## Pourquoi\nLe polling coûte 30 % du CPU de la base.\n\n## Tâche\n1. Remplacer la boucle de polling dans `src/worker.ts` par un consommateur.\n\n## Première étape\nLire le consommateur.\n',
    ['docs/migration.md', 'config/worker.yaml'],
    ['src/retry.ts'],
  ],
  [
    'Spanish',
    '# Traspaso: migrar el worker de facturación\n\n## Contexto\nPara el diseño, ver `docs/cola.md`. El error se corrigió en `src/retry.ts` limitando el retraso y eso también aceleró las pruebas.\nLa configuración está en `config/worker.yaml`.\n' +
      '\n## Por qué\nEl sondeo cuesta el 30 % de la CPU de la base.\n\n## Tarea\n1. Reemplazar el bucle de sondeo en `src/worker.ts` por un consumidor.\n\n## Primer paso\nLeer el consumidor.\n',
    ['docs/cola.md', 'config/worker.yaml'],
    ['src/retry.ts'],
  ],
  [
    'Russian',
    '# Передача: перевести воркер биллинга на очередь\n\n## Контекст\nПодробнее в `docs/queue.md`. Раньше `src/retry.ts` не ограничивал задержку, и из-за этого возникал шторм повторов при каждом сбое.\nКонфиг лежит в `config/worker.yaml`.\n' +
      '\n## Зачем\nОпрос базы съедает 30 % CPU.\n\n## Задача\n1. Заменить цикл опроса в `src/worker.ts` на потребителя очереди.\n\n## Первый шаг\nПрочитать потребителя.\n',
    ['docs/queue.md', 'config/worker.yaml'],
    ['src/retry.ts'],
  ],
  [
    'Chinese',
    '# 交接：把计费 worker 迁移到队列\n\n## 现状\n上周我们迁移了邮件 worker（参见 `docs/queue.md`）。之前 `src/retry.ts` 中的延迟没有上限，导致每次故障都会出现重试风暴，后来通过限制延迟修复了这个问题。\n配置位于 `config/worker.yaml`。\n' +
      '\n## 为什么\n轮询占用了数据库 30% 的 CPU。\n\n## 任务\n1. 把 `src/worker.ts` 中的轮询循环换成队列消费者。\n\n## 第一步\n阅读消费者的代码。\n',
    ['docs/queue.md', 'config/worker.yaml'],
    ['src/retry.ts'],
  ],
  [
    'Japanese',
    '# 引き継ぎ：課金ワーカーをキューへ移行\n\n## コンテキスト\n移行の経緯は `docs/queue.md` を参照。以前は `src/retry.ts` の遅延に上限がなく、障害のたびにリトライが集中していたため、上限を設けて修正した。\n設定は `config/worker.yaml` にある。\n' +
      '\n## なぜ\nポーリングが DB の CPU を 30% 使っている。\n\n## タスク\n1. `src/worker.ts` のポーリングループをキューのコンシューマに置き換える。\n\n## 最初の一歩\nコンシューマを読む。\n',
    ['docs/queue.md', 'config/worker.yaml'],
    ['src/retry.ts'],
  ],
];

describe('a sentence of the Context is a pointer only when it sends the reader to its place', () => {
  for (const [name, md, want, not] of cases) {
    it(name, () => {
      const { pointers, context } = read(md);
      for (const p of want) expect(has(pointers, p), `${p} in ${JSON.stringify(pointers)}`).toBe(true);
      for (const p of not) {
        expect(has(pointers, p), `${p} in ${JSON.stringify(pointers)}`).toBe(false);
        // (Never lost: the history sentence stays where it was written.)
        expect(context).toContain(p);
      }
    });
  }
});

describe('labels, short places, items that open with their place', () => {
  it('a paragraph of labels, "Code: `src/`; tests: `test/`; docs: `docs/`", is pointers', () => {
    const { pointers } = read('# Handoff: the exporter\n\n## Context\nCode: `src/`; tests: `test/`; docs: `docs/`.\n' + tail('Exports time out on big tenants.', 'Stream the CSV in `src/export.ts`.', 'Run the slow test.'));
    expect(has(pointers, 'src/'), JSON.stringify(pointers)).toBe(true);
    expect(has(pointers, 'docs/'), JSON.stringify(pointers)).toBe(true);
  });

  it('"**Branch:** `feat/x`" and "The entry point is `src/main.ts`." are pointers; "Fixed in `src/a.ts`." is not', () => {
    const { pointers } = read('# Handoff: the exporter\n\n## Context\n**Branch:** `feat/stream-export`\n\nThe entry point is `src/main.ts`. Fixed in `src/csv-escape.ts` last sprint, when the quoting broke on commas.\n' + tail('Exports time out on big tenants.', 'Stream the CSV in `src/export.ts`.', 'Run the slow test.'));
    expect(has(pointers, 'feat/stream-export'), JSON.stringify(pointers)).toBe(true);
    expect(has(pointers, 'src/main.ts'), JSON.stringify(pointers)).toBe(true);
    expect(has(pointers, 'src/csv-escape.ts'), JSON.stringify(pointers)).toBe(false);
  });

  it('a PR named as what to read is a pointer; a changelog sentence naming one is not', () => {
    const { pointers, context } = read('# Handoff: the exporter\n\n## Context\nSee #412 for the discussion of the streaming design. The first attempt landed in #398 and was reverted two days later because it doubled memory on small tenants.\n' + tail('Exports time out on big tenants.', 'Stream the CSV in `src/export.ts`.', 'Run the slow test.'));
    expect(has(pointers, '#412'), JSON.stringify(pointers)).toBe(true);
    expect(has(pointers, '#398'), JSON.stringify(pointers)).toBe(false);
    expect(context).toContain('#398');
  });

  it('an item of the Context that opens with its place is a pointer; one that tells work done on it is not', () => {
    const { pointers } = read('# Handoff: the scanner\n\n## Context\nWhere things are:\n\n- `src/scan.ts:12` — the scanner loop\n- Rewrote the tokenizer in `src/token.ts` to drop the regex backtracking that timed out on long lines.\n' + tail('Scans of big repos time out.', 'Make the scanner loop incremental in `src/scan.ts`.', 'Time a scan of the big fixture.'));
    expect(has(pointers, 'src/scan.ts:12'), JSON.stringify(pointers)).toBe(true);
    expect(has(pointers, 'src/token.ts'), JSON.stringify(pointers)).toBe(false);
  });

  it('a place a files section lists already is not lifted again from a Context sentence', () => {
    const { pointers } = read('# Handoff: the billing worker\n\n## Context\nThe poll loop lives in `src/billing/worker.ts`.\n' + tail('Polling costs 30% of DB CPU.', 'Replace the poll loop with a queue consumer.', 'Read the loop.') + '\n## Relevant files\n- `src/billing/worker.ts` — poll loop\n');
    expect(pointers.filter((p) => p.includes('src/billing/worker.ts')), JSON.stringify(pointers)).toHaveLength(1);
  });
});

describe("a long session handoff's shape (root causes, repositories, quick reference commands)", () => {
  const md = [
    '# Handoff & Session State: distributed RL on the TPU cluster',
    '',
    'This document captures the background, the verified milestones, the root causes of resolved issues and the exact commands to resume.',
    '',
    '## 1. Verified milestones',
    '- All three repositories (`trainer`, `rollout`, `sync`) were rebased cleanly onto the latest `origin/main`.',
    '- Abstract array support in `unscan.py` for schedule dry-runs and tracing.',
    '- Image: `registry.example.com/rl/trainer:v17`.',
    '',
    '## 2. Root cause analysis',
    '### 1. Shards pointed at one port',
    '- Previously, `metadata()` in `worker_sync.py` advertised one endpoint for every shard, pointing all of them at port 20001.',
    '- Resolved by using `get_local_endpoints()` to give each shard its own port.',
    '### 2. Missing stubs in clean clones',
    '- Fresh clones did not contain the compiled stubs (`discovery_pb2.py`).',
    '- Resolved by compiling and checking in `discovery_pb2.py` and `discovery_pb2_grpc.py` and baking them into image `v14`.',
    '',
    '## 3. Repositories',
    'All repositories are on branch `me/rl-run`:',
    '',
    '```text',
    'e610a647 (HEAD) build: add .dockerignore',
    '```',
    '',
    '## 4. Quick reference commands',
    '### Stream trainer logs',
    '```bash',
    './launch.sh logs trainer -f',
    '```',
    '',
    '## Why',
    'The trainer must scale to the big model without staging weights on the host.',
    '',
    '## Next steps',
    '1. Start a fresh run with two rollout workers.',
    '',
  ].join('\n');

  it('keeps the branch, the image and the commands; leaves the root causes and milestones in the Context', () => {
    const { pointers, context } = read(md);
    expect(has(pointers, 'me/rl-run'), JSON.stringify(pointers)).toBe(true);
    expect(has(pointers, 'registry.example.com/rl/trainer:v17'), JSON.stringify(pointers)).toBe(true);
    expect(has(pointers, './launch.sh logs trainer'), JSON.stringify(pointers)).toBe(true);
    for (const p of ['worker_sync.py', 'discovery_pb2_grpc.py', 'unscan.py', 'origin/main']) {
      expect(has(pointers, p), `${p} in ${JSON.stringify(pointers)}`).toBe(false);
      expect(context).toContain(p);
    }
  });
});
