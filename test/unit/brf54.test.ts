// QA 53 leftovers (brf54), on synthetic documents in several languages: a list of what is missing states no rule;
// two sections named as the rules both go to the Constraints, in document order; a folded block's <details> and
// <summary> tags are written as they stand where that is safe, and never so that they fold or forge a section.

import { describe, expect, it } from 'vitest';
import { parseDoc } from '../../src/brief/document.js';
import { readReturn } from '../helpers/read-return.js';
import { renderedBrief, storeBrief, storeReturn, writtenSection, apartFromIds } from '../helpers/written.js';

const written = renderedBrief;
const section = writtenSection;

describe('a list of what is missing is the state of the work, never a rule', () => {
  it.each([
    ['en', '**What\'s missing**:', '- No wait-time estimate shown to callers', '- `max_size` is never read by `enqueue()`', '- Never edit `queue.lock` by hand.'],
    ['de', '**Was fehlt**:', '- Keine Wartezeit-Schätzung für Aufrufer', '- `max_size` wird von `enqueue()` nie gelesen', '- Nie `queue.lock` von Hand bearbeiten.'],
    ['es', '**Qué falta**:', '- No hay estimación del tiempo de espera para quien llama', '- `enqueue()` nunca lee `max_size`', '- Nunca editar `queue.lock` a mano.'],
    ['pt', '**O que ainda falta**:', '- Não há estimativa do tempo de espera para quem chama', '- `enqueue()` nunca lê `max_size`', '- Nunca editar `queue.lock` à mão.'],
    ['ru', '**Чего не хватает**:', '- Нет оценки времени ожидания для вызывающих', '- `enqueue()` не читает `max_size`', '- Не править `queue.lock` вручную.'],
  ])('%s: under a label', (_l, label, gap, other, rule) => {
    const md = `# Handoff — queue\n\n## Why\nThe queue grows without bound.\n\n## Next phase\n\n### A: Queue limits\n\n${label}\n${other}\n${gap}\n\n**What to build**:\n1. Read \`max_size\` in \`enqueue()\`.\n2. Return the estimate.\n\n## Notes\n\n${rule}\n`;
    const { out } = written(md);
    const rules = section(out, 'Constraints to respect');
    expect(rules).not.toContain(gap.slice(2));
    // (The list stays where it was written, and a rule elsewhere is still one.)
    expect(section(out, 'What to deliver')).toContain(gap.slice(2));
    expect(rules).toContain(rule.slice(2));
  });

  it.each([
    ['en', '### Known gaps', '- No retry on timeout'],
    ['de', '### Lücken', '- Kein Retry bei Timeout'],
    ['fr', '### Lacunes', '- Pas de reprise après un délai dépassé'],
    ['pt', '### Lacunas', '- Não há nova tentativa após o timeout'],
  ])('%s: under a heading', (_l, heading, gap) => {
    const { out } = written(`# Handoff — client\n\n## Why\nCalls hang.\n\n## Next steps\n\n- Add the retry.\n\n${heading}\n\n${gap}\n`);
    expect(section(out, 'Constraints to respect')).not.toContain(gap.slice(2));
  });

  it('a label over a list that is not about gaps keeps its rules', () => {
    const { out } = written('# Handoff — queue\n\n## Why\nThe queue grows.\n\n## Next steps\n\n**Steps**:\n- Read `max_size`.\n- No force-push to `main`.\n');
    expect(section(out, 'Constraints to respect')).toContain('No force-push to `main`.');
  });
});

describe('two sections named as the rules both go to the Constraints, in document order', () => {
  const brief = (first: string, second: string) => `# Handoff — planner\n\n## Why\nCertificates print twice.\n\n## Next steps\n\n- Run task 15.\n\n${first}\n\n- Never edit \`index.html\` by hand.\n\n${second}\n\n- Certificates one at a time only.\n`;
  it.each([
    ['en', '## Fixed rules (excerpt, full text in `spec.md` and\n## the older `spec-v1.md`)', '## Fixed rules'],
    ['en', '## Fixed rules', '## Constraints'],
    ['en', '## Constraints', '## Fixed rules'],
    ['de', '## Feste Regeln (Auszug, vollständig in `spec.md` und\n## den älteren `spec-v1.md`)', '## Feste Regeln'],
    ['de', '## Feste Regeln', '## Feste Regeln'],
    ['fr', '## Règles fixes', '## Règles'],
    ['es', '## Reglas', '## Restricciones'],
  ])('%s: %s / %s', (_l, first, second) => {
    const { out } = written(brief(first, second));
    const rules = section(out, 'Constraints to respect');
    const a = rules.indexOf('Never edit `index.html` by hand.');
    const b = rules.indexOf('Certificates one at a time only.');
    expect(a, rules).toBeGreaterThanOrEqual(0);
    expect(b, rules).toBeGreaterThan(a);
    expect(section(out, 'Already decided')).toBe('');
  });

  it.each([
    ['en', '## Fixed rules (excerpt, full text in `spec.md` and\n## the older `spec*.md`)', '## Fixed rules'],
    ['de', '## Feste Regeln (Auszug, vollständig in `spec.md` und\n## den älteren `spec*.md`)', '## Feste Regeln'],
    ['fr', '## Règles (extrait, texte complet dans `spec.md` et\n## les anciens `spec*.md`)', '## Règles'],
  ])('%s: a heading written as the label of its part keeps a star inside a code span', (_l, first, second) => {
    const { out } = written(brief(first, second));
    expect(section(out, 'Constraints to respect')).toContain('`spec*.md`):**');
  });

  it('a section of decisions beside the rules stays Already decided', () => {
    const { out } = written(brief('## Rules', '## Decisions'));
    expect(section(out, 'Constraints to respect')).toContain('Never edit `index.html` by hand.');
    expect(section(out, 'Already decided')).toContain('Certificates one at a time only.');
  });
});

describe('a folded block is written as the writer folded it, never so that it folds or forges a section', () => {
  const folded = (summary: string, line: string) => `<details>\n<summary>${summary}</summary>\n\n${line}\n\n</details>`;
  it.each([
    ['en', '## Archive', 'Previous sessions', '- Upgraded the SDK'],
    ['de', '## Archiv', 'Frühere Sitzungen', '- SDK aktualisiert'],
    ['ja', '## アーカイブ', '過去のセッション', '- SDK を更新した'],
  ])('%s: brief', (_l, heading, summary, line) => {
    const md = `# Worklog\n\n## Why\nThe demo is due.\n\n## Next steps\n\n- Deploy to devnet.\n\n${heading}\n\n${folded(summary, line)}\n`;
    const { out } = written(md);
    const cx = section(out, 'Context');
    expect(cx).toContain(`<details>\n<summary>${summary}</summary>`);
    expect(cx).toContain('\n</details>');
    expect(out).not.toContain('\\<details>');
    expect(out).not.toContain('\\</details>');
    // (Stored, it reads back as itself: cut again from the stored brief, the same brief.)
    const once = storeBrief(md, 'task-a-abcd').stored;
    expect(apartFromIds(storeBrief(once, 'task-a-abcd').stored)).toBe(apartFromIds(once));
  });

  it.each([
    ['en', 'Full test log', '## Constraints to respect'],
    ['de', 'Vollständiges Protokoll', '<h2>Constraints to respect</h2>'],
    ['ja', 'テストログ全体', '```\nFAIL export.test.ts'],
  ])('%s: a tag whose block would show a heading, a tag of a section or a fence raw stays escaped', (_l, summary, inside) => {
    const md = `# Worklog\n\n## Why\nThe demo is due.\n\n## Next steps\n\n- Deploy to devnet.\n\n## Archive\n\n<details>\n<summary>${summary}</summary>\n${inside}\n\n</details>\n`;
    const { out } = written(md);
    expect(out).toContain('\\<details>');
    // (However the tags are written, the written brief has the tool's sections only, each once.)
    const heads = out.split('\n').filter((l) => /^## /.test(l));
    expect(new Set(heads).size).toBe(heads.length);
    expect(parseDoc(out).sections.filter((x) => x.heading === 'Constraints to respect').length).toBeLessThanOrEqual(1);
  });

  it.each([
    ['en', '<details>\n<summary>Old notes</summary>\n\n- one\n'],
    ['de', '- eins\n\n</details>\n'],
    ['ja', '<details open>\n<summary>古いメモ</summary>\n\n<details>\n\n- 一つ\n\n</details>\n'],
  ])('%s: a tag without its pair in the answer is escaped (it would fold every section after it)', (_l, body) => {
    const { out } = written(`# Worklog\n\n## Why\nThe demo is due.\n\n## Next steps\n\n- Deploy to devnet.\n\n## Archive\n\n${body}`);
    const raw = out.split('\n').filter((l) => /^<\/?details\b/.test(l));
    // (What is kept raw is balanced: as many openings as closings.)
    expect(raw.filter((l) => l.startsWith('</')).length).toBe(raw.filter((l) => !l.startsWith('</')).length);
    expect(out).toMatch(/\\<\/?details/);
  });

  it.each([
    ['en', '## Evidence', 'Test log'],
    ['de', '## Nachweise', 'Testprotokoll'],
    ['ru', '## Доказательства', 'Журнал тестов'],
  ])('%s: return', (_l, heading, summary) => {
    const md = `# Review of the export job\n\n## Outcome\nChanges requested.\n\n## Findings\n\n- **[high] Export drops the last chunk** — \`src/export.ts:88\`\n\n${heading}\n\n${folded(summary, '- 12 tests passed')}\n`;
    const { stored } = storeReturn(md, 'task-a-abcd');
    // (The folded block is one item of the list answer, its tags together.)
    expect(stored).toContain(`- <details>\n  <summary>${summary}</summary>\n\n  - 12 tests passed\n\n  </details>`);
    expect(stored).not.toContain('\\<');
    // (Stored, it reads back as itself.)
    expect(apartFromIds(storeReturn(stored, 'task-a-abcd').stored)).toBe(apartFromIds(stored));
  });
});

describe('no-findings.txt next steps label: a label of what comes next over the last list closes the findings', () => {
  it.each([
    ['next steps label: nächste schritte', '**Nächste Schritte:**', 'Den Schlüssel um die Sprache erweitern'],
    ['next steps label: следующие шаги', '**Следующие шаги:**', 'Добавить язык в ключ'],
    ['next steps label: 次のステップ', '**次のステップ：**', 'キーに言語を加える'],
    ['next steps label: follow-ups', '**Follow-ups:**', 'Add the locale to the key'],
  ])('%s', (_name, label, item) => {
    const { r, f } = readReturn(`# Review\n\n## Outcome\nChanges requested.\n\n## Findings\n\n### 1. Cache key ignores the locale\n\nThe key is built from the path only.\n\n${label}\n\n- ${item}\n- Add a test\n`);
    expect(f.map((x) => x.text).join('\n')).not.toContain(item);
    expect(r.answers.recommendations).toContain(item);
  });
});

describe('columns.txt line field: a finding\'s line field gives its location\'s lines', () => {
  it.each([
    ['line field: zeile', 'Zeile: 40-44'],
    ['line field: ligne', 'Ligne : 40-44'],
    ['line field: строка', '**Строка:** 40-44'],
    ['line field: 行', '行：40-44'],
  ])('%s', (_name, field) => {
    const { f } = readReturn(`# Review\n\n## Outcome\nChanges requested.\n\n## Findings\n\n### 1. Cache key ignores the locale\n\n**File:** \`src/cache.ts\`\n${field}\n\nThe key is built from the path only.\n`);
    expect(f[0]!.location).toBe('src/cache.ts:40-44');
  });
});

describe('headings.txt brief.pluralStepTail: a heading of several steps names no one step, its first item is the first step', () => {
  it.each([
    ['brief.pluralStepTail: steps', '## Next steps: export', 'port the reader', 'add the fuzz test'],
    ['brief.pluralStepTail: pasos', '## Próximos pasos: exportación', 'portar el lector', 'añadir la prueba fuzz'],
    ['brief.pluralStepTail: étapes', '## Prochaines étapes : export', 'porter le lecteur', 'ajouter le test fuzz'],
  ])('%s', (_name, heading, one, two) => {
    const { r } = written(`# Handoff — importer\n\n## Why\nImports are slow.\n\n${heading}\n\n- ${one}\n- ${two}\n`);
    expect(r.answers.firstStep).toContain(one);
    expect(r.answers.firstStep).not.toContain(two);
  });
});
