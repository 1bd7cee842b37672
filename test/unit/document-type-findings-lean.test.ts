// A document whose headings tie, one a brief's and one a findings heading, and that states no outcome (QA
// eighteenth set, R11: a Japanese second-opinion review, "## 背景" beside "## 指摘事項"): when `return` reads
// findings under that findings heading, lint lints it as a return, as `return` records it. Synthetic documents.

import { describe, expect, it } from 'vitest';
import { documentKind } from '../../src/brief/document-type.js';
import { parseDoc } from '../../src/brief/document.js';

const kindOf = (md: string) => {
  const k = documentKind(parseDoc(md));
  return k.type ?? k.lean ?? null;
};

describe('a findings heading over findings breaks a tie for a return', () => {
  it('ja: "## 背景" beside "## 指摘事項" with two numbered findings, an action plan and an adoption table', () => {
    expect(kindOf('# セカンドオピニオン: 決済リトライ設計\n\n## 背景\nリトライ方針を見直したいとの依頼。\n\n## 指摘事項\n\n### 1. 冪等キーがない\n二重課金の恐れ。\n\n### 2. バックオフが固定\n負荷が集中する。\n\n## アクションプラン\n1. 冪等キーを追加する\n2. 指数バックオフにする\n\n## 採用判断\n| 指摘 | 採用 |\n|---|---|\n| 1 | 採用 |\n| 2 | 検討 |\n')).toBe('return');
  });
  it('de: "## Hintergrund" beside "## Befunde" with two findings', () => {
    expect(kindOf('# Zweitmeinung zum Entwurf\n\n## Hintergrund\nDer Entwurf soll geprüft werden.\n\n## Befunde\n\n- Der Cache läuft nie ab.\n- Die Wiederholungen haben keine Wartezeit.\n')).toBe('return');
  });
  it('look-alike: a brief with its required sections that lists earlier findings stays a brief', () => {
    expect(kindOf('# Fix the retry design\n\n## Why\nThe review found two problems.\n\n## Findings\n\n- No idempotency key.\n- Fixed backoff.\n\n## What to deliver\nA patch for both.\n\n## First step\nRead src/retry.ts.\n')).toBe('brief');
  });
});
