// Nothing dropped without a word, as the last check after the readers (unplaced.ts), and the field lists
// that used to slip through them (pseudo-headings.ts fieldList): the shapes of an unseen QA set, written
// anew in other words.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDoc } from '../../src/brief/document.js';
import { UNPLACED_HEADING, unplacedLines } from '../../src/brief/unplaced.js';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { mapStrings } from '../../src/brief/answers.js';
import { corpusDocs } from '../helpers/corpus.js';
import { needs } from '../helpers/prereq.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));

/** Every string the import holds: what the written return is made of. */
function importedText(md: string): string {
  const r = importReturn(md, placeholders);
  const out: string[] = [];
  mapStrings({ answers: r.answers, extra: r.extra, layout: r.layout }, (v) => (out.push(v), v));
  return out.join('\n');
}

describe('unplacedLines: the source lines no placed text holds', () => {
  const doc = parseDoc('# Review\n\n## Findings\n\n- cache key ignores locale\n- retry storms after deploy\n\n## Notes\n\n10. the pager drops the last page\n');
  it('finds the line whose words are in no placed text, and only it', () => {
    const runs = unplacedLines(doc, ['cache key ignores locale', 'the pager drops the last page']);
    expect(runs.map((r) => [r.from, r.text])).toEqual([[5, '- retry storms after deploy']]);
  });
  it('asks no heading line (the tool names its sections itself), nor a list item for its number', () => {
    expect(unplacedLines(doc, ['cache key ignores locale', 'retry storms after deploy', 'the pager drops the last page'])).toEqual([]);
  });
  it('looks for a word of a script without spaces inside the placed text (a reader may cut it elsewhere)', () => {
    const ja = parseDoc('# 点検\n\n- 設定ファイルの読み込みが二回走る\n- **初回起動**の待ち時間が長い\n');
    expect(unplacedLines(ja, ['**設定ファイル**の読み込みが二回走る', '初回起動の待ち時間が長い'])).toEqual([]);
    expect(unplacedLines(ja, ['設定ファイル', '初回起動の待ち時間が長い']).map((r) => r.from)).toEqual([2]);
  });
  it('keeps neighbouring lines as one run', () => {
    const d = parseDoc('# T\n\nalpha one\nbeta two\n\ngamma three\n\n## S\n\nkept words\n');
    expect(unplacedLines(d, ['kept words']).map((r) => [r.from, r.to])).toEqual([[2, 6]]);
  });
});

describe('a findings document whose items carry field lists loses no value', () => {
  const shapes: [string, string][] = [
    ['pl, items with Status / Dowody / Pliki', 'PRZEGLAD MODULU PLATNOSCI\n\n1) Zwroty\n- Status: TAK\n- Dowody: zwrot tworzy korekte faktury.\n- Pliki: app/Billing/RefundService.php, app/Billing/Invoice.php\n\n2) Subskrypcje\n- Status: CZESCIOWO\n- Dowody: brak ponowienia po odrzuceniu karty.\n- Pliki: app/Billing/SubscriptionJob.php\n'],
    ['en, items with Status / Evidence / Files', 'AUDIT OF THE EXPORT PATH\n\n1) CSV export\n- Status: YES\n- Evidence: quoting follows the spec.\n- Files: src/export/csvWriter.ts, src/export/quote.ts\n\n2) PDF export\n- Status: PARTLY\n- Evidence: fonts are not embedded.\n- Files: src/export/pdfLayout.ts\n'],
    ['ja, metadata fields above the sections', '# 確認メモ\n\n- status: draft\n- owner: 未定\n- source: `archive/handover_0412.zip`\n- last_reviewed: 2026-04-12\n- scope: 引き継ぎ用の最小セット\n\n## 分かったこと\n\n設定の正本は `config/base.yaml` にある。\n'],
    ['de, metadata with an identifier key', '# Prüfnotiz\n\n- status: entwurf\n- reviewed_by: niemand\n- quelle: `export/paket_0412.tar`\n\n## Befunde\n\n- Der Import liest die Datei zweimal.\n'],
  ];
  it.each(shapes)('%s: every value reaches the written return', (_name, md) => {
    const text = importedText(md).toLowerCase();
    for (const line of md.split('\n')) {
      if (/^#/.test(line)) continue;
      // (A field's label may be written as the tool's own heading, "Dowody" as Evidence: its value is asked.)
      for (const w of line.replace(/^\s*[-*]\s+[\p{L}_]+:\s*/u, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((x) => x.length > 2)) expect(text, line).toContain(w);
    }
  });
  it('a value no reader placed is kept as written, and placement says which line', () => {
    // (One flat audit topic alone is a shape no reader places today: the flat-audit reader wants two or
    // more topics of the same labelled list. When a reader learns it, the probe needs another such shape.)
    const oneTopic = 'PRZEGLAD MODULU PLATNOSCI\n\n1) Zwroty\n- Status: TAK\n- Dowody: zwrot tworzy korekte faktury.\n- Pliki: app/Billing/RefundService.php, app/Billing/Invoice.php\n';
    const r = importReturn(oneTopic, placeholders);
    const kept = r.extra.find((x) => x.heading === UNPLACED_HEADING);
    expect(kept?.text).toContain('app/Billing/RefundService.php');
    expect(r.placement.some((p) => p.to.includes(UNPLACED_HEADING))).toBe(true);
  });
  it('metadata with an identifier key stays one list, values beside their keys', () => {
    const r = importReturn(shapes[2]![1], placeholders);
    const all = [...r.extra.map((x) => x.text), ...r.answers.findings].join('\n');
    expect(all).toContain('- owner: 未定');
    expect(all).toContain('- last_reviewed: 2026-04-12');
    expect(r.answers.findings.some((f) => f.trim() === 'owner')).toBe(false);
  });
});

const corpus = needs('corpus');
const returns = corpus.ready ? corpusDocs().filter((d) => d.isReturn) : [];
corpus.describe('the last check stays the last: the readers place every line of the corpus themselves', () => {
  it.each(returns.map((d) => [d.name, d.text]))('%s needs no "Kept as written"', (_name, text) => {
    const r = importReturn(text, placeholders);
    expect(r.extra.map((x) => x.heading)).not.toContain(UNPLACED_HEADING);
  });
});
