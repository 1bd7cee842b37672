// Two documents refused as the other kind (QA twelfth set, part 3): what each is by its title and its groups.
// - A brief titled by the work to do next ("# NEXT STEPS - …", "# Nächste Schritte") is a brief: its title says
//   so (headings.txt title.plan), though a closing summary and a "Result:" label read as a return's outcome.
// - A code review report whose findings stand under priority groups written in Korean ("### 🔴 높은 우선순위")
//   has those groups counted as a return's, as in the other languages: its "**프로젝트**: …" header labels no
//   longer outweigh them, and `return` reads it (asking for the outcome it does not state).

import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';
import { parseDoc } from '../../src/brief/document.js';
import { documentKind } from '../../src/brief/document-type.js';
import { readReturn } from '../helpers/read-return.js';

let task: Kind;
beforeAll(async () => {
  task = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds.get('task')!;
});

describe('a brief titled by the next steps is a brief', () => {
  const plan = (title: string) => `# 🎯 ${title}\n\n## ✅ Đã xong\n- cart totals\n\n## 🟢 Việc 7: địa chỉ giao hàng\n\n### Bước 1: chạy trigger SQL\nChạy file trigger.sql trong Supabase.\n\n## 🟢 Tóm tắt\n\n**Kết quả:**\n- phí ship được tính ✅\n\n## 🔗 Useful Links\n- https://example.org/dashboard\n`;
  it.each([['NEXT STEPS - CÁC BƯỚC TỚI'], ['Nächste Schritte'], ['Next steps for the shipping work']])('"# %s": read as a brief, not refused as a return', (title) => {
    expect(documentKind(parseDoc(plan(title))).type).not.toBe('return');
    expect(() => importBrief(plan(title), task)).not.toThrow();
  });

  it('a review report with next steps in its title is still a return by its findings', () => {
    const md = '# Code review: findings and next steps\n\n## Findings\n- the cache key ignores the locale [verified: test]\n- retries never back off [unverified]\n\n## Outcome\nanswered — two bugs.\n';
    expect(documentKind(parseDoc(md)).type).toBe('return');
  });
});

describe('Korean priority groups count as a return\'s', () => {
  const report = `# 코드 리뷰 보고서\n\n**리뷰 일시**: 2025-12-11\n**프로젝트**: 대시보드\n**리뷰 범위**: 전체 코드베이스\n\n## ✅ 잘 구현된 부분\n\n### 1. 프로젝트 구조\n폴더가 잘 나뉘어 있다.\n\n## ⚠️ 개선이 필요한 부분\n\n### 🔴 높은 우선순위\n\n#### 1. 타입 안정성 문제\nany 타입이 남아 있다.\n\n### 🟡 중간 우선순위\n\n#### 2. 중복 코드 제거\n같은 함수가 두 번 있다.\n\n### 🟢 낮은 우선순위\n\n#### 3. 테스트 코드 부재\n테스트가 없다.\n\n## 📚 참고 자료\n- https://example.org/docs\n`;
  it('the report is not called a brief: return reads its three findings', () => {
    expect(documentKind(parseDoc(report)).type).not.toBe('brief');
    const { r } = readReturn(report);
    expect(r.answers.findings.length).toBe(3);
  });

  it('a brief with one Korean priority heading is still a brief', () => {
    const md = '# 캐시 작업\n\n## 목적\n캐시가 느리다.\n\n## 할 일\n캐시 키를 고친다.\n\n## 🔴 높은 우선순위\n- 로케일 키\n\n## 첫 단계\n테스트를 돌린다.\n';
    expect(documentKind(parseDoc(md)).type).toBe('brief');
  });
});
