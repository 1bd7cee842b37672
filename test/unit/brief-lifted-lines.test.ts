// Lines that state a list answer inside another section (QA fresh class FB2): a rule among the next steps,
// a deferral line, a label naming the answer, a document the reader is pointed at. Each is copied into its
// answer (and stays where it stands). Synthetic documents, in several languages and wordings.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';
import { isDocPath } from '../../src/brief/lifted-lines.js';

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
