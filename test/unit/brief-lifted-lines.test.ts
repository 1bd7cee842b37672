// Lines that state a list answer inside another section (QA fresh class FB2): a rule among the next steps,
// a deferral line, a label naming the answer, a document the reader is pointed at. Each is copied into its
// answer (and stays where it stands). Synthetic documents, in several languages and wordings.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';
import { isDocPath, tableRule } from '../../src/brief/lifted-lines.js';

let task: Kind;
beforeAll(async () => {
  task = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds.get('task')!;
});
const read = (md: string) => importBrief(md, task);
const where = (r: ReturnType<typeof read>) => JSON.stringify(r.placement);

describe('a rule among the next steps is a constraint too', () => {
  const cases: [string, string, string, string][] = [
    ['en', 'Next steps', '2. Do not rename the public REST fields; two partners parse them.', 'rename the public REST fields'],
    ['en', 'Next steps', "2. Never push straight to `main`: the deploy hook fires.", 'push straight to'],
    ['es', 'Próximos pasos', '2. No cambiar el formato del fichero de nóminas: contabilidad lo lee.', 'formato del fichero de nóminas'],
    ['de', 'Nächste Schritte', '2. Nicht die alte Tabelle löschen, der Nachtlauf liest sie noch.', 'alte Tabelle löschen'],
    ['ru', 'Следующие шаги', '2. Не трогать старый импорт — его использует бухгалтерия.', 'старый импорт'],
    ['zh', '下一步', '2. 不要修改旧的导出脚本，财务还在用。', '旧的导出脚本'],
  ];
  for (const [lang, h, rule, want] of cases) {
    it(`${lang}: ${rule.slice(3, 30)}`, () => {
      const md = `# Payroll viewer — resume notes\n\nThe payroll pages load but cannot be printed; the office asks daily.\n\n## ${h}\n\n1. Add the print stylesheet.\n${rule}\n3. Test with a 300-row payslip.\n`;
      const r = read(md);
      expect(r.answers.fields.constraints ?? '', where(r)).toContain(want);
      // The step list is unchanged: the rule stays where it stood, and the first step is the first item.
      expect(r.answers.deliver, where(r)).toContain(want);
      expect(r.answers.firstStep, where(r)).toBe('Add the print stylesheet.');
    });
  }

  it('a weak opener ("No …") outside a list of steps is a state, not a rule', () => {
    const md = '# Payroll viewer — resume notes\n\nThe payroll pages load but cannot be printed.\n\n## Current state\n\n- No tests for the print path yet.\n- Stylesheet drafted.\n\n## Next steps\n\n1. Add the print stylesheet.\n2. Test with a 300-row payslip.\n';
    const r = read(md);
    expect(r.answers.fields.constraints ?? '', where(r)).toBe('');
  });
});

describe('a line labelled as a list answer joins it', () => {
  const cases: [string, string, string][] = [
    ['en', 'DEFER: the PDF export (needs a layout decision).', 'the PDF export'],
    ['es', 'APLAZADO: exportar a PDF (falta el diseño).', 'exportar a PDF'],
    ['de', 'Zurückgestellt: PDF-Export, erst nach dem Layout.', 'PDF-Export'],
    ['en', 'Out of scope: the mobile layout.', 'the mobile layout'],
  ];
  for (const [lang, line, want] of cases) {
    it(`${lang}: ${line.slice(0, 24)}`, () => {
      const md = `# Invoice viewer — resume notes\n\nInvoices can be viewed but not exported.\n\n## Next up\n\n1. Wire the export button.\n2. Add a test for long lists.\n\n${line}\n`;
      const r = read(md);
      expect(r.answers.outOfScope.join('\n'), where(r)).toContain(want);
      expect(r.answers.firstStep, where(r)).toBe('Wire the export button.');
    });
  }
});

describe('a document the reader is pointed at, inside another section, is a pointer', () => {
  const cases: [string, string, string][] = [
    ['en', 'Use `docs/lanes.md` as the queue: take the next open lane from there.', 'docs/lanes.md'],
    ['es', 'Usar `docs/carriles.md` como cola de trabajo.', 'docs/carriles.md'],
    ['fr', 'Le socle tient ; un écran existe. Détail : `notes/2026-05-02_ecrans.md`.', 'notes/2026-05-02_ecrans.md'],
    ['de', 'Die ganze Liste mit Fundstellen: [befunde.md](docs/befunde.md)', 'docs/befunde.md'],
    ['en', 'The full list of findings with their locations:\n<https://example.org/review/list-7>', 'https://example.org/review/list-7'],
  ];
  for (const [lang, line, want] of cases) {
    it(`${lang}: ${line.slice(0, 30)}`, () => {
      const md = `# Recipe search — resume notes\n\nThe search should feel like the sister apps.\n\n## Next steps\n\n1. Rebuild the filter bar.\n2. Add sorting by date.\n\n${line}\n`;
      const r = read(md);
      expect(r.answers.pointers.join('\n'), where(r)).toContain(want);
      expect(r.answers.firstStep, where(r)).toBe('Rebuild the filter bar.');
    });
  }

  it('a sub-item naming shared material in a chapter list (Japanese)', () => {
    const md = '# 引き継ぎメモ\n\n作業の流れは二つあります。\n\n1. 自動タグ付け\n   - 場所: `tools/tagger/`\n   - 共通資料は `shared/common/` を最初に確認\n2. 書き出し\n   - 場所: `tools/export/`\n\n## 次のステップ\n\n1. バッチ CLI を用意する\n2. 辞書を整理する\n';
    const r = read(md);
    expect(r.answers.pointers.join('\n'), where(r)).toContain('shared/common/');
    // The intro keeps its lines too.
    expect(r.answers.why + r.answers.context, where(r)).toContain('shared/common/');
  });

  it('an endpoint in a step is no pointer; a step naming a file stays a step', () => {
    const md = '# Export — resume notes\n\nExports are missing.\n\n## Next steps\n\n1. Wire the button to `/api/export`.\n2. Update `src/export.ts` to stream.\n';
    const r = read(md);
    expect(r.answers.pointers, where(r)).toEqual([]);
  });

  it('paths as documents, not endpoints or commands', () => {
    expect(isDocPath('docs/lanes.md')).toBe(true);
    expect(isDocPath('shared/common/')).toBe(true);
    expect(isDocPath('README.md')).toBe(true);
    expect(isDocPath('https://example.org/x')).toBe(true);
    expect(isDocPath('/api/export')).toBe(false);
    expect(isDocPath('npm run build')).toBe(false);
    expect(isDocPath('v1.2.3')).toBe(false);
    expect(isDocPath('main')).toBe(false);
  });
});

describe('what a list answer already holds is not copied again', () => {
  it('a rule inside the Constraints section is said once', () => {
    const md = '# Payroll viewer\n\n## Why\nPrinting is missing.\n\n## Deliver\nA print view.\n\n## Constraints\n- Do not touch the legacy writer.\n\n## First step\nAdd the stylesheet.\n';
    const r = read(md);
    expect((r.answers.fields.constraints ?? '').match(/legacy writer/g)?.length, where(r)).toBe(1);
  });
});

// QA fresh class FB5: a handover whose lists mark items open (task boxes under headingless chapters, ⏳
// beside ✅ in a list of features) and no section saying what to deliver.
describe('the items its lists mark open are what to deliver when nothing says so', () => {
  it('ja: task boxes under chapters written as numbered items', () => {
    const md = '# 引き継ぎメモ（家計簿アプリ）\n\n作業の流れは二つあります。各章に関連ファイルと未完了タスクをまとめました。\n\n1. レシート読み取り\n   - 場所: `tools/ocr/`\n   - 残タスク:\n     - [ ] 読み取り結果の一括確認画面を作る\n     - [ ] 店名辞書の整理\n2. 月次レポート\n   - 場所: `tools/report/`\n   - 残タスク:\n     - [ ] 出力形式を決める\n';
    const r = read(md);
    expect(r.answers.deliver, where(r)).toContain('一括確認画面');
    expect(r.answers.deliver, where(r)).toContain('出力形式を決める');
    expect(r.answers.firstStep, where(r)).toBe('読み取り結果の一括確認画面を作る');
  });

  it('zh: pending marks beside done ones in a list of features', () => {
    const md = '# 停车系统 部署交接文档\n\n## 一、服务器信息\n\n- 系统: Debian 12\n\n## 二、项目架构\n\n浏览器 → Caddy → Go 服务 → PostgreSQL\n\n## 三、当前完成功能\n\n- ✅ 车牌识别\n- ✅ 月卡登记\n- ⏳ 对账报表（待开发）\n- ⏳ 短信提醒（待开发）\n';
    const r = read(md);
    expect(r.answers.deliver, where(r)).toContain('对账报表');
    expect(r.answers.deliver, where(r)).not.toContain('车牌识别');
    // The list of features keeps its pending items too.
    expect(r.extra.map((x) => x.text).join('\n') + r.answers.context, where(r)).toContain('短信提醒');
  });

  it('en: pending boxes beside ticked ones, deliver stated: the stated one stays', () => {
    const md = '# Parking app — handover\n\n## Deliver\nThe monthly reconciliation report.\n\n## Status\n\n- ✅ plate reader\n- 🔲 SMS reminders\n\n## First step\nWrite the report query.\n';
    const r = read(md);
    expect(r.answers.deliver, where(r)).toBe('The monthly reconciliation report.');
  });

  it('en: a pending mark alone, with nothing marked done, says nothing', () => {
    const md = '# Parking app — handover\n\nThe reconciliation is done by hand each month and takes a day.\n\n## Notes\n\n- 🚧 the staging box is being rebuilt by ops\n';
    const r = read(md);
    expect(r.answers.deliver, where(r)).toBe('');
  });
});

// QA fresh class FB4: a hand-off log of dated entries, the newest one holding the state and what comes next.
describe('a log of dated entries: the newest entry is the brief', () => {
  const entries = (newestFirst: boolean, label: string, lang: 'en' | 'de') => {
    const e = lang === 'en'
      ? [
          `## 2026-06-12 — billing moved\n\nThe billing tables are migrated and live on staging. ${label}: rewrite the invoice exporter for the new tables, then drop the old views.\n`,
          '## 2026-06-10 — review\n\nReview comments addressed.\n',
          '## 2026-06-07 — kickoff\n\nScope agreed with finance.\n',
        ]
      : [
          `## 12.06.2026 — Abrechnung umgezogen\n\nDie Abrechnungstabellen sind migriert und laufen auf Staging. ${label}: den Rechnungsexport auf die neuen Tabellen umschreiben, danach die alten Views löschen.\n`,
          '## 10.06.2026 — Review\n\nReview-Anmerkungen eingearbeitet.\n',
          '## 07.06.2026 — Auftakt\n\nUmfang mit der Buchhaltung abgestimmt.\n',
        ];
    return (newestFirst ? e : [...e].reverse()).join('\n');
  };
  const cases: [string, 'en' | 'de', string, boolean, string, string][] = [
    ['en newest first', 'en', 'Next move', true, 'rewrite the invoice exporter', 'tables are migrated'],
    ['en oldest first', 'en', 'Marching order', false, 'rewrite the invoice exporter', 'tables are migrated'],
    ['de newest first', 'de', '**Marschrichtung**', true, 'Rechnungsexport auf die neuen Tabellen', 'sind migriert'],
  ];
  for (const [name, lang, label, first, deliver, state] of cases) {
    it(name, () => {
      const md = `# Billing handover log\n\n> A running log.\n\n${entries(first, label, lang)}`;
      const r = read(md);
      expect(r.answers.deliver, where(r)).toContain(deliver);
      expect(r.answers.firstStep, where(r)).toContain(deliver);
      expect(r.answers.context, where(r)).toContain(state);
      // The older entries are context too, and the sentence read as the deliver leaves the entry's text.
      expect(r.answers.context, where(r)).toContain(lang === 'en' ? 'Scope agreed' : 'Umfang mit der Buchhaltung');
      expect(r.answers.context, where(r)).not.toContain(deliver);
    });
  }

  it('two dated sections are no log', () => {
    const md = '# Billing notes\n\n## 2026-06-12 — billing moved\n\nThe tables are migrated. Next move: rewrite the exporter.\n\n## 2026-06-10 — review\n\nComments addressed with the team.\n';
    const r = read(md);
    expect(r.placement.some((p) => p.to.includes('newest entry')), where(r)).toBe(false);
  });
});

// QA fresh class FB3a: a goal label beside a why section and a checklist of success criteria.
describe('a goal beside a why and a checklist of criteria is what to deliver, with the criteria', () => {
  const cases: [string, string, string, string, string][] = [
    ['en', '**Goal:** rebuild the tariff tables so they match the new pricing model.', 'Why this matters', 'Success criteria', 'rebuild the tariff tables'],
    ['fr', '**Objectif :** reconstruire les tables de tarifs pour le nouveau modèle.', 'Pourquoi', 'Critères de succès', 'reconstruire les tables'],
    ['es', '**Objetivo:** reconstruir las tablas de tarifas para el nuevo modelo.', 'Por qué', 'Criterios de aceptación', 'reconstruir las tablas'],
  ];
  for (const [lang, goal, why, criteria, want] of cases) {
    it(lang, () => {
      const md = `# NEXT_SESSION.md — tariffs\n\n**Status:** the pricing changes are merged.\n\n${goal}\n\n## ${why}\n\nInvoices drift from quotes after a price change.\n\n## Step-by-step plan\n\n### Step 1: export the current tariffs\n\nRun the export.\n\n### Step 2: rebuild\n\nRun the build.\n\n## ${criteria}\n\n- [ ] Tables rebuilt\n- [ ] Quote test passes\n`;
      const r = read(md);
      expect(r.answers.deliver, where(r)).toContain(want);
      expect(r.answers.deliver, where(r)).toContain('Quote test passes');
      expect(r.answers.why, where(r)).toContain('Invoices drift');
    });
  }
});

describe('a table row told as given up, beside a line of many blanks (the row rule read in one pass)', () => {
  it('the row is a dead end, and the line after it, a long run of blanks, is no table rule', () => {
    // (Blanks then text, and a rule's cell then blanks then text: the shapes a rule test with two blank runs
    // side by side would try every split of.)
    const blanks = ' '.repeat(60_000);
    for (const next of [`${blanks}x`, `|---${blanks}x|`]) {
      const r = read(`# Cache\n\n## Why\nThe API is slow.\n\n## Decisions\n| Approach | Status |\n|---|---|\n| Redis | verworfen |\n${next}\n\n## Deliver\nA cache layer with tests.\n`);
      expect(r.answers.deadEnds).toEqual(['Redis — verworfen']);
      expect(r.answers.deliver).toBe('A cache layer with tests.');
    }
  });

  it('a rule line is known as before: with or without outer pipes, aligned cells, blanks around', () => {
    for (const l of ['|---|---|', '---|---', '| :--- | ---: |', '  |---|  ', ':---:', '|---', '| --- |\t']) expect(tableRule(l), l).toBe(true);
    for (const l of ['| a | b |', '|--|--|', '| --- x |', '', '   ', '|', '- item', undefined]) expect(tableRule(l), String(l)).toBe(false);
  });
});
