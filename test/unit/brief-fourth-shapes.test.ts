// Brief shapes of the QA fourth set's classes (B4-*), as synthetic documents in several languages: a section
// that names no answer is the Context under its heading; an attempt told as failed is a dead end; the one
// next step a brief names is what to deliver too; a heading of open problems is work left, not a why; rule,
// must-not-touch and lessons headings. Each case fails without its rule.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';

let task: Kind;
beforeAll(async () => {
  task = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds.get('task')!;
});
const read = (md: string) => importBrief(md, task);
const where = (r: ReturnType<typeof read>) => JSON.stringify(r.placement);

describe('a section that names no answer is the Context, under its own heading (B4-4)', () => {
  const cases: [string, string, string][] = [
    ['en', 'What Parcelia is', 'A rule engine for parcel quotes.'],
    ['fr', '3. Déploiement', 'Le déploiement est bloqué jusqu’au 1er avril.'],
    ['de', '2. Betriebsarten', 'Ein abgebrochener Lauf wird verworfen.'],
    ['ko', '1. 현재 모델 사양', '재고가 안전재고의 두 배 미만이면 발주한다.'],
    ['ja', '動作環境', '夜間バッチは毎日二時に走る。'],
  ];
  for (const [lang, h, text] of cases) {
    it(`${lang}: "${h}"`, () => {
      const r = read(`# Handover — stock tool\n\n## Why\nThe counts drift.\n\n## ${h}\n\n${text}\n\n## Next steps\n\n1. Re-run the import.\n2. Check the totals.\n`);
      expect(r.answers.context, where(r)).toContain(`**${h}:**`);
      expect(r.answers.context).toContain(text);
      expect(r.extra.map((x) => x.heading)).not.toContain(h);
      expect(r.placement.find((p) => p.from === h)?.to).toBe('Context (no answer names its heading: under that heading there)');
      expect(r.answers.firstStep).toBe('Re-run the import.');
    });
  }
  it('its sub-sections come with it, their headings kept', () => {
    const r = read('# Handover\n\n## Why\nw\n\n## Modes\n\n### Single scan\n\n- One press, one scan.\n\n### Batch scan\n\n- Scans until pressed again.\n\n## Next steps\n\n1. a\n2. b\n');
    expect(r.answers.context).toContain('**Modes:**');
    expect(r.answers.context).toContain('### Single scan');
    expect(r.answers.context).toContain('Scans until pressed again.');
  });
  it('not a heading both documents keep ("Known issues", "注意"), nor work said not done, nor one naming a taken answer', () => {
    for (const h of ['Known issues', '注意', 'Noch nicht erledigt']) {
      const r = read(`# T\n\n## Why\nw\n\n## Deliver\nd\n\n## ${h}\n- the export times out\n\n## First step\nf\n`);
      expect(r.answers.context, h).not.toContain('the export times out');
      expect(JSON.stringify(r), h).toContain('the export times out');
    }
    const r = read('# T\n\n## Why\nw\n\n## Deliver\nA limiter.\n\n## Next steps\n1. a\n2. b\n');
    expect(r.answers.context).not.toContain('2. b');
    expect(r.extra.find((x) => x.heading === 'Next steps')?.text).toContain('2. b');
  });
});

describe('an attempt told as failed is copied into Dead ends (B4-7)', () => {
  const cases: [string, string, string][] = [
    ['en', 'Tried a bigger buffer → did NOT fix it, same crash.', 'did NOT fix it'],
    ['fr', 'Trois options étudiées, toutes écartées : diviser par trois, ou ne plus écrire la série.', 'toutes écartées'],
    ['ko', '- 이동평균 모델은 검증 실패로 폐기', '검증 실패로 폐기'],
    ['de', 'Den Cache zu vergrößern hat nicht geholfen; der Fehler bleibt.', 'hat nicht geholfen'],
    ['es', '- Subir el timeout no funcionó: el import sigue cortándose.', 'no funcionó'],
    ['ru', 'Перезапуск воркера не помог — ошибка та же. Увеличение пула не помогло.', 'не помогло'],
  ];
  for (const [lang, line, want] of cases) {
    it(`${lang}: ${want}`, () => {
      const r = read(`# Handover — importer\n\n## Why\nThe importer crashes on big files.\n\n## History\n\n${line}\n\n## Next steps\n\n1. Read the probe log.\n2. Fix the mapper.\n`);
      expect(r.answers.deadEnds.join('\n'), where(r)).toContain(want);
      // The line stays where it stood too.
      expect(r.answers.context).toContain(want);
    });
  }
  it('a present "does not work" states the bug, not a dead end', () => {
    const r = read('# T\n\n## Why\nThe export does not work on Safari.\n\n## Deliver\nd\n\n## First step\nf\n');
    expect(r.answers.deadEnds).toEqual([]);
  });
});

describe('the one next step a brief names is what to deliver too (B4-1)', () => {
  const cases: [string, string, string][] = [
    ['fr section', '## 4. Prochaine étape\n\nL’export PDF échoue en production ; c’est à reprendre en premier.\n', 'export PDF échoue'],
    ['ko one item', '## 2. 다음 할 일\n\n1. **야간 수집 재가동** — 매일 실행\n', '야간 수집 재가동'],
    ['de quote field', '', 'restliche Dauerlauf-Matrix'],
  ];
  for (const [name, part, want] of cases) {
    it(name, () => {
      const md = name.startsWith('de')
        ? `# Übergabe – Scanner\n\n> **Stand:** 3. März\n> **Nächster Schritt:** restliche Dauerlauf-Matrix abarbeiten\n\n## 1. Ziel und Stand\n\nDie App liest Barcodes.\n`
        : `# Handover — exports\n\n## Why\nThe exports break.\n\n${part}`;
      const r = read(md);
      expect(r.answers.firstStep, where(r)).toContain(want);
      expect(r.answers.deliver, where(r)).toContain(want);
      // ("다음 할 일", the things to do next, names what is left since sect20: the same answers, told as that list's.)
      expect(r.placement.find((p) => p.to.startsWith('What to deliver'))?.to).toMatch(name.startsWith('ko') ? /what is left/ : /the one next step it names/);
    });
  }
  it('not a section named the first step itself', () => {
    const r = read('# T\n\n## Why\nw\n\n## First step\nOpen the log.\n');
    expect(r.answers.deliver).toBe('');
  });
});

describe('a heading of open problems is work left, not a why (B4-1c)', () => {
  for (const [lang, h] of [['fr', 'Problèmes ouverts (par ordre d’importance)'], ['de', 'Offene Probleme'], ['es', 'Problemas abiertos']] as const) {
    it(lang, () => {
      const r = read(`# Reprise — Tarifa\n\nSituation au 2 mars.\n\n## 1. Lancer en local\n\nnpm run dev\n\n## 2. ${h}\n\n### 2.1 Import nightly broken\n\nThe most important point.\n\n### 2.2 Rates answer 429\n\nNot blocking.\n`);
      expect(r.answers.why, where(r)).not.toContain('Import nightly broken');
      expect(r.answers.deliver, where(r)).toContain('Import nightly broken');
      expect(r.answers.firstStep).toContain('Import nightly broken');
    });
  }
});

describe('rule, must-not-touch and lessons headings (B4-5, B4-6)', () => {
  it('ja: pitfalls to watch are constraints', () => {
    const r = read('# 申し送り\n\n## 背景\n在庫がずれる。\n\n## 次にやること\n\n1. 棚卸し画面を作る。\n2. 集計を直す。\n\n## 注意すべき落とし穴\n\n- pushだけではワーカーは更新されない。\n');
    expect(r.answers.fields.constraints ?? '', where(r)).toContain('pushだけではワーカーは更新されない');
  });
  it('en: discipline rules that must hold are constraints, not decisions', () => {
    const r = read('# Next session\n\n## Why\nw\n\n## Next steps\n\n1. a\n2. b\n\n## Discipline rules (must hold for every commit)\n\n1. Both builds succeed\n2. No feature additions — parity first\n');
    expect(r.answers.fields.constraints ?? '', where(r)).toContain('parity first');
    expect(r.answers.decided.join('\n')).not.toContain('parity first');
  });
  it('zh: what must never be touched is out of scope; lessons learned are dead ends', () => {
    const r = read('# 交接\n\n## 背景\n报价服务上线。\n\n## 下一步\n\n1. 确认报价页\n2. 动工\n\n## 绝对不能动\n\n- 禁止 make reset-db\n\n## 经验教训\n\n- 以为网关无责，漏了另一个开关。\n');
    expect(r.answers.outOfScope.join('\n'), where(r)).toContain('make reset-db');
    expect(r.answers.deadEnds.join('\n'), where(r)).toContain('以为网关无责');
  });
});

describe('a file a sentence sends the reader to is a pointer; commits made are done work; a planned next feature is the next work (B4-9, B4-3, B4-1a)', () => {
  for (const [lang, para, want] of [
    ['fr', 'Il échoue sur quatre jeux sur cinq. C’est de la limitation, pas une panne — voir le\ncommentaire détaillé dans `lib/taux/source.ts`.', 'lib/taux/source.ts'],
    ['de', 'Der Dienst antwortet mit 429; siehe die Notiz in `docs/limits.md` für die Zahlen.', 'docs/limits.md'],
    ['en', 'It fails four times in five. See the long comment in `src/rates/client.ts` before changing it.', 'src/rates/client.ts'],
  ] as const) {
    it(`${lang}: a "see" sentence over a path`, () => {
      const r = read(`# Handover — rates\n\n## Why\nRates are stale.\n\n## Open problems\n\n### Rates answer 429\n\n${para}\n\n## Next steps\n\n1. a\n2. b\n`);
      expect(r.answers.pointers.join('\n'), where(r)).toContain(want);
    });
  }
  it('ko: a recent-commits section is never what to deliver', () => {
    const r = read('# 재고예측 인수인계\n\n## 0. 한 줄 요약\n\n재고 예측 프로젝트.\n\n## 2. 다음 할 일 (우선순위)\n\n1. **야간 수집 재가동** — 매일 실행\n2. **일일 검증** — 마감 후\n\n## 4. 최근 커밋 (이번 세션 결과물)\n\n```\na1b2c3d 모델 추가\n```\n');
    expect(r.answers.deliver, where(r)).toContain('야간 수집 재가동');
    expect(r.answers.deliver).not.toContain('a1b2c3d');
  });
  it('ja: the screen planned next is what to deliver, its first item the first step', () => {
    const r = read('# 申し送り.md\n\n新しい開発環境へ移るための申し送り。\n\n## 現在の状態\n\n- 在庫数を表示できる。\n\n## 次に作る予定の画面\n\n棚卸し画面。\n\n- 一覧と入力欄を上下に分ける。\n- 下に実数入力フォーム。\n');
    expect(r.answers.deliver, where(r)).toContain('棚卸し画面');
    expect(r.answers.firstStep).toContain('一覧と入力欄を上下に分ける');
  });
});
