// Issue 10 item 5: an outcome stated in prose, a heading, a closing line, a decision field or an overall score is read
// where a person looks for it, through the built CLI (prose-outcome.ts, doc-verdict.ts, prompts/outcomes.txt), and the
// output names the line. A completion word inside a finding, a date-only field, a per-file score table or a plan item
// states nothing: exit 2, naming --outcome.

import { describe, expect, it } from 'vitest';
import { crlf, docWorld, outcomeReader } from '../helpers/doc-world.js';

const w = docWorld();
const { read, asks } = outcomeReader(w, 'prose outcomes');
const FINDINGS = '\n## Findings\n\n### Cache key ignores locale\n\nThe key omits the locale.\n\n### Retry loop spins\n\nIt never backs off.\n';


describe('a completion or readiness statement where the writer sums up', () => {
  it.each([
    ['## ✅ Projekt erfolgreich abgeschlossen!'],
    ['## 🎉 Проект завершён успешно'],
    ['## ✅ 审计已完成'],
    ['## Review completed — two findings below'],
  ])('the first heading %s: answered, from line 3', (h) => {
    expect(read(`# Report\n\n${h}\n\nA pass over the checkout module.\n${FINDINGS}`)).toMatchObject({ outcome: 'answered', line: 3 });
  });
  it.each([
    ['Todas las pruebas de integración pasan. El sistema está listo para la demo.'],
    ['Le service est prêt pour la mise en production.'],
    ['Nichts blockiert das Release, aber der Cache-Schlüssel sollte vor 2.0 korrigiert werden.'],
    ['Aplikasi siap untuk production setelah dua perbaikan kecil ini.'],
    ['**Not ready for release until the retry loop backs off.**'],
    ['모든 테스트 통과. 배포 가능합니다.'],
  ])('the last paragraph %s: answered, from that line', (p) => {
    expect(read(`# Review of PR 12\n${FINDINGS}\n${p}\n`)).toMatchObject({ outcome: 'answered', line: 13 });
  });
  it('a quote under the title, with CRLF: answered', () => {
    expect(read(crlf(`# Audit\n\n> Tüm testler geçti; inceleme tamamlandı.\n${FINDINGS}`))).toMatchObject({ outcome: 'answered', line: 3 });
  });
  it('a statement that it is only part done: partial', () => {
    expect(read(`# Port to v2\n\nThe port is about 60% complete; the UI is left.\n${FINDINGS}`)).toMatchObject({ outcome: 'partial', line: 3 });
  });
});

describe('a decision field or an overall score', () => {
  it.each([['**Karar:** YAYIN İÇİN HAZIR DEĞİL'], ['**Keputusan:** belum siap rilis'], ['**결정:** 수정 후 병합'], ['**最終判断:** リリース不可']])('%s in the title block: answered', (line) => {
    expect(read(`# Review\n\n${line}\n${FINDINGS}`)).toMatchObject({ outcome: 'answered', line: 3 });
  });
  it.each([['**综合评分**: **7.6 / 10** (上次: 7.2 / 10)'], ['**总体评分：** 8/10'], ['**종합평가:** 4 / 5']])('%s below a table of parts: answered', (line) => {
    expect(read(`# 审查\n\n## 一、总体评分\n\n| 维度 | 分 |\n|---|---|\n| 安全 | 7 |\n\n${line}\n${FINDINGS}`)).toMatchObject({ outcome: 'answered', line: 9 });
  });
});

describe('near-misses still ask', () => {
  it('a completion word inside a finding', () => {
    asks(`# Review\n\n## Findings\n\n- The migration is completed but leaves orphan rows in \`users\` (\`mig.sql:4\`).\n- The cache key misses the tenant (\`cache.ts:9\`).\n`);
  });
  it('a date-only field', () => {
    asks(`# Code Review\n\n**Stand:** 2026-07-19\n**Scope:** a.js, b.js\n${FINDINGS}`);
  });
  it('a plan item', () => {
    asks(`# Review\n${FINDINGS}\n## Next steps\n\n- Deploy when ready for production\n- Fix the retry loop\n`);
  });
  it('a duty or a wish in the intro ("The service must be ready for production by Friday.", "… el sistema debe estar listo para la demo.")', () => {
    asks(`# Review\n\nThe service must be ready for production by Friday.\n${FINDINGS}`);
    asks(`# Revisión\n\nTodas las pruebas deben pasar antes del release; el sistema debe estar listo para la demo.\n${FINDINGS}`);
  });
  it('a quote of the task under the title, opened by its own label ("> Goal: the service ready for production")', () => {
    asks(`# Spike\n\n> Goal: make the service ready for production by Friday.\n${FINDINGS}`);
  });
  it('the work said done with work still owed in the same sentence ("… is done - we still need to finish the tests")', () => {
    asks(`# Handoff\n${FINDINGS}\n**Almost there.** The hard part of the work is done - we still need to finish the tests.\n`);
  });
  it('a per-file score table', () => {
    asks(`# Review\n\n| File | Score |\n|---|---|\n| auth.ts | 7 / 10 |\n| db.ts | 6 / 10 |\n${FINDINGS}`);
  });
});
