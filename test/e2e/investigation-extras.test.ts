// An investigation's sections that report no problem (QA 34 class 2, doc 17: 90 findings where a person counts ~6):
// how the work was done told in sub-sections ("## 2. 調査方法" / "### 2.1 …", "## 2. Methodik"), a field mapping
// table ("## 3. フィールドマッピング", "## 3. Feldzuordnung": a row per field) and the reference links at the end ("## 4.
// 参考リンク", "## 4. Literaturverweise") are kept under their headings, not findings; the findings are the conclusion's.
// Near-miss: a ❌ item in the method keeps it as findings.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'investigation extras');

const JA = "# ログ基盤 A と B の調査比較結果\n\n## 1. 結論\n\n- B は A の完全な代替にならない: 検出値が B には含まれない。\n- A と B の Id は一致しないため、IncidentId で結合する必要がある。\n\n## 2. 調査方法\n\n### 2.1 A の取得\n\n- API: `GET /v1/events`\n- 取得範囲: 直近7日分\n\n### 2.2 B の取得\n\n- テーブル: `Events`\n- 比較時刻: UTC\n\n## 3. フィールドマッピング\n\n| A | B | 注意点 |\n|---|---|---|\n| `CreationTime` | `Timestamp` | UTC |\n| `UserId` | `AccountId` | 小文字 |\n| `Operation` | `ActionType` | 同じ値 |\n\n## 4. 参考リンク\n\n- [A API reference](https://example.com/a)\n- [B schema](https://example.com/b)\n";
const DE = "# Vergleich der Log-Quellen A und B\n\n## 1. Ergebnisse\n\n- B ersetzt A nicht vollständig: die erkannten Werte fehlen in B.\n- Die Ids von A und B stimmen nicht überein; verknüpft wird über IncidentId.\n\n## 2. Methodik\n\n### 2.1 Abruf von A\n\n- API: `GET /v1/events`\n- Zeitraum: letzte 7 Tage\n\n### 2.2 Abruf von B\n\n- Tabelle: `Events`\n- Vergleichszeit: UTC\n\n## 3. Feldzuordnung\n\n| A | B | Hinweis |\n|---|---|---|\n| `CreationTime` | `Timestamp` | UTC |\n| `UserId` | `AccountId` | Kleinschreibung |\n| `Operation` | `ActionType` | gleiche Werte |\n\n## 4. Literaturverweise\n\n- [A API reference](https://example.com/a)\n- [B schema](https://example.com/b)\n";

describe('an investigation: method, field mapping and references are no findings', () => {
  it.each([
    ['Japanese', JA, ['2. 調査方法 -> kept as its own section', '3. フィールドマッピング -> kept as its own section', '4. 参考リンク -> Evidence']],
    ['German', DE, ['2. Methodik -> kept as its own section', '3. Feldzuordnung -> kept as its own section', '4. Literaturverweise -> Evidence']],
  ])('%s', (_what, text, said) => {
    const r = handoff.returnBody(text, '--force', '--outcome', 'answered');
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as ReturnJson;
    expect(j.findings).toHaveLength(2);
    for (const s of said) expect(r.stderr).toMatch(new RegExp(`line +\\d+ +${s.replace(/[.()]/g, '\\$&')}`));
  });

  it('near-miss: a ❌ item in the method keeps it as findings', () => {
    const text = DE.replace('- Vergleichszeit: UTC', '- ❌ Vergleichszeit: die Zeitzonen von B sind falsch');
    const r = handoff.returnBody(text, '--force', '--outcome', 'answered');
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as ReturnJson).findings).toHaveLength(4);
    expect(r.stderr).toMatch(/2\. Methodik -> findings 3-4/);
  });
});
