// One reader of "Label: text" lines (src/brief/label.ts), and the three readers that take their words from
// it agreeing on the same line: a label that opens a section (pseudo-headings.ts), a label inside a
// finding (findings.ts), a status label (outcome.ts).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { labelOf, labelValue } from '../../src/brief/label.js';
import { withoutDocLabel } from '../../src/brief/document.js';
import { leadLabel } from '../../src/brief/pseudo-headings.js';
import { ATTACHED_LABEL } from '../../src/brief/findings.js';
import { labelledAnswer, outcomeOfLine } from '../../src/brief/outcome.js';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';

describe('labelOf reads a label however it is dressed', () => {
  it.each([
    ['Status: done', 'Status', 'done'],
    ['**Status**: done', 'Status', 'done'],
    ['**Status:** done', 'Status', 'done'],
    ['__Fix__: add the locale', 'Fix', 'add the locale'],
    ['*Note:* flaky on CI', 'Note', 'flaky on CI'],
    ['- **Fix:** add the locale', 'Fix', 'add the locale'],
    ['1. Primary Request and Intent:', 'Primary Request and Intent', ''],
    ['  * [x] Why: w', 'Why', 'w'],
    ['> **Status:** done', 'Status', 'done'],
    ['状态：已完成', '状态', '已完成'],
    ['**状態**：完了', '状態', '完了'],
    ['Статус: частично', 'Статус', 'частично'],
    ['Status :   done', 'Status', 'done'],
    ['**Status :** done', 'Status', 'done'],
    ['Status:   ', 'Status', ''],
    ['✅ **Status:** done', 'Status', 'done'],
    ['⚠️ Severity: high', 'Severity', 'high'],
    ['- 🔴 Fix: pin it', 'Fix', 'pin it'],
    ['Status:done', 'Status', 'done'],
    ['Fix (suggested): pin it', 'Fix (suggested)', 'pin it'],
    ['Status: done\r', 'Status', 'done\r'],
    ['Status:2 of 3 merged', 'Status', '2 of 3 merged'],
    ['Fix:`cfg.load()` first', 'Fix', '`cfg.load()` first'],
  ])('%j -> %j', (line, label, value) => {
    const l = labelOf(line);
    expect(l?.label).toBe(label);
    expect(line.slice(l!.at)).toBe(value);
  });

  it.each(['plain prose line', 'http://example.com: x', 'Meeting at 10:30 today', 'src/pager.ts: off by one', '`cfg.load()`: throws', 'C:\\temp: full', '| a | b |', '- the refresh token is short-lived', 'std::vector is fine'])('%j has none', (line) => {
    expect(labelOf(line)).toBeNull();
  });

  it('says where the label and a list item content start', () => {
    expect(labelOf('  - **Why:** w')).toMatchObject({ label: 'Why', bullet: true, bold: true, indent: 4, from: 4, at: 13 });
    expect(labelOf('✅ Status: done')).toMatchObject({ bullet: false, bold: false, indent: 0, from: 2 });
  });

  it.each([
    ['**Next session: start with cache.ts.**', 'Next session', 'start with cache.ts.'],
    ['__Next session: start with cache.ts.__', 'Next session', 'start with cache.ts.'],
    ['*Next session: start with cache.ts.*', 'Next session', 'start with cache.ts.'],
    ['**Next: start** with cache.ts', 'Next', 'start with cache.ts'],
    ['- **Why: the cache misses.** More below.', 'Why', 'the cache misses. More below.'],
    ['_Note: fix cache_key first._', 'Note', 'fix cache_key first.'],
    ['*Next: run **this** now.*', 'Next', 'run **this** now.'],
    ['**Next:** start with cache.ts', 'Next', 'start with cache.ts'],
    ['**Next**: start with **cache.ts**', 'Next', 'start with **cache.ts**'],
    ['**Next: start with cache.ts', 'Next', 'start with cache.ts'],
  ])('%j: the value without the emphasis that opened before the label (labelValue)', (line, label, value) => {
    const l = labelOf(line)!;
    expect(l.label).toBe(label);
    expect(labelValue(line, l)).toBe(value);
  });

  it('looks only near the start of a long line', () => {
    expect(labelOf(`${'x'.repeat(200)}: y`)).toBeNull();
    expect(labelOf(`Why: ${'x'.repeat(100_000)}`)?.label).toBe('Why');
  });
});

// The dresses a label comes in, by writers and agents alike: every reader takes every one of them.
const DRESSES: [string, (l: string, v: string) => string][] = [
  ['plain', (l, v) => `${l}: ${v}`],
  ['bold outside the colon', (l, v) => `**${l}**: ${v}`],
  ['bold inside the colon', (l, v) => `**${l}:** ${v}`],
  ['underscores', (l, v) => `__${l}__: ${v}`],
  ['italic', (l, v) => `*${l}:* ${v}`],
  ['full-width colon', (l, v) => `${l}：${v}`],
  ['bold, full-width colon', (l, v) => `**${l}**：${v}`],
  ['blanks around the colon', (l, v) => `${l} :   ${v}`],
  ['blank inside the bold', (l, v) => `**${l} :** ${v}`],
  ['trailing blanks', (l, v) => `${l}: ${v}   `],
  ['CRLF', (l, v) => `${l}: ${v}\r`],
  ['emoji first', (l, v) => `✅ ${l}: ${v}`],
  ['emoji before bold', (l, v) => `🔧 **${l}:** ${v}`],
  ['emoji with a variation selector', (l, v) => `⚠️ **${l}**: ${v}`],
];

describe('the three readers of labels agree on every dress of a label (label.ts is the one reader)', () => {
  it.each(DRESSES)('%s: a section label, a finding label, a status label, an answer label', (_name, dress) => {
    expect(leadLabel(dress('Why', 'the backup skips dashed names'))).toBe('Why');
    expect(leadLabel(dress('Nächster Schritt', 'das Skript lesen'))).toBe('Nächster Schritt');
    expect(ATTACHED_LABEL.test(dress('Fix', 'add the locale'))).toBe(true);
    expect(ATTACHED_LABEL.test(dress('Root cause', 'the key'))).toBe(true);
    expect(outcomeOfLine(dress('Status', 'done'), true)?.outcome).toBe('answered');
    expect(outcomeOfLine(dress('Estado', 'completado'), true)?.outcome).toBe('answered');
    expect(labelledAnswer(dress('Answer', 'no, the cache cannot be shared'))).toBe('no, the cache cannot be shared');
  });

  it.each(DRESSES)('%s, in CJK: 状态 / 下一步', (_name, dress) => {
    expect(outcomeOfLine(dress('状态', '已完成'), true)?.outcome).toBe('answered');
    expect(leadLabel(dress('下一步', '读脚本'))).toBe('下一步');
  });

  it('a list item opens no section label of a paragraph, and a status item still states the status', () => {
    expect(leadLabel('- **Why:** w')).toBeNull();
    expect(outcomeOfLine('- **Status:** done', true)?.outcome).toBe('answered');
  });

  it('text that only looks like a label is none of them', () => {
    for (const t of ['Fixing the pager took: two days', 'See http://x.test: down', 'src/fix.ts: off by one']) {
      expect(ATTACHED_LABEL.test(t)).toBe(false);
    }
    expect(outcomeOfLine('Statusbar: done', true)).toBeNull();
    expect(outcomeOfLine('Meeting at 10:30: done', true)).toBeNull();
  });
});

describe('documents whose labels wear an emoji or bold around the colon read the same as plain ones', () => {
  const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
  it('a "🔧 **Fix:**" paragraph belongs to the finding above it (was a finding of its own)', () => {
    for (const fix of ['Fix: add the locale.', '🔧 **Fix:** add the locale.', '**Fix**：add the locale.']) {
      const r = importReturn(`## Outcome\nanswered — two bugs\n\n## Findings\n\nCache key ignores the locale.\n\n${fix}\n\nRetry never backs off.\n`, placeholders);
      expect(r.answers.findings).toHaveLength(2);
      expect(r.answers.findings[0]).toContain('add the locale');
    }
  });

  it('a brief written with emoji-led bold labels fills its sections (was: missing what to deliver, first step)', async () => {
    const kinds = await loadKinds({ repoRoot: null, env: { HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent' } });
    const task = kinds.kinds.get('task')!;
    for (const doc of ['**Why:** backups skip dashed names.\n\n🎯 **Deliver:** a dump per database.\n\n👉 **First step:** read nightly.sh.\n', '**Warum:** Backups fehlen.\r\n\r\n🎯 **Fertig wenn**: ein Dump pro Datenbank.\r\n\r\n👉 **Erster Schritt**：nightly.sh lesen.\r\n']) {
      const b = importBrief(doc, task);
      expect(b.answers.why).not.toBe('');
      expect(b.answers.deliver).toMatch(/Dump|dump/);
      expect(b.answers.firstStep).toMatch(/nightly\.sh/);
    }
  });
});

describe("a document's own label before its title is read by labelOf too (document.ts withoutDocLabel)", () => {
  it.each([
    ['Handoff: Split the parser', 'Split the parser'],
    ['**Handoff:** Split the parser', 'Split the parser'],
    ['**Handoff**: Split the parser', 'Split the parser'],
    ['Handoff :  Split the parser', 'Split the parser'],
    ['Session handoff — Split the parser', 'Split the parser'],
    ['交接：拆分解析器', '拆分解析器'],
    ['Übergabe: Parser aufteilen', 'Parser aufteilen'],
  ])('%j -> %j', (title, bare) => {
    expect(withoutDocLabel(title).title).toBe(bare);
  });
  it.each(['Fix: the parser', 'Handoff: ', '`Handoff`: x', 'See http://x: y'])('%j keeps its title', (title) => {
    expect(withoutDocLabel(title).title).toBe(title);
  });
  // (What is left names nothing: the words stay whole, or the brief would be titled "starter prompt".)
  it.each(['Next session — starter prompt', 'Handoff: notes', 'Session handoff — Plan', 'Übergabe: Notizen', '交接：文档'])('%j keeps its title: what is left names nothing', (title) => {
    expect(withoutDocLabel(title)).toEqual({ title, label: null });
  });
});
