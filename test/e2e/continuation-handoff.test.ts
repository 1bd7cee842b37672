// A continuation handoff, written after some work, is a brief (kind13): its title names a hand-over and a heading
// of its own says what to do next, so what it reports done ("All 3 bugs are fixed", "Changes made", "Current issue",
// "Potential fixes") is the work so far, not a return. `new task --body` writes it and `lint --json` calls it a brief.
// Near-misses stay returns for both: a report ending with "## Next steps" / "## Recommendations", a QA report with
// "Remaining issues", a handoff-titled document that also calls itself a report.

import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { crlf, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

/** What `lint --json` lints the document as, and why. */
function lintKind(md: string): { type: string; because: string } {
  const r = runCli(['lint', w.file('doc.md', md), '--json'], w.opts());
  const j = JSON.parse(r.stdout) as { kind: string; document: { because: string } };
  return { type: j.kind, because: j.document.because };
}

function newTask(md: string, flags: string[] = []) {
  const r = runCli(['new', 'task', '--body', w.file('doc.md', md), '--no-input', '--no-copy', '--json', ...flags], w.opts());
  return { code: r.code, stdout: r.stdout, stderr: r.stderr };
}

const handoffs: [string, string][] = [
  [
    'English, "Continuation notes:" title, work done, current issue, potential fixes, next steps',
    '# Continuation notes: cache rewrite\n\n## Context\n\nThe price cache returns stale entries after a deploy.\n\n## Changes made\n\n### 1. Keyed by locale (COMPLETED ✅)\n\n`cache/key.ts:12` now adds the locale.\n\n### 2. Shorter TTL (COMPLETED ✅)\n\nTTL down from 1 h to 5 min.\n\n## Current issue ❌\n\n- entries written during the deploy window survive the flush\n- the warmup job refills them from the old replica\n\n## Potential fixes\n\n1. Flush after the warmup instead of before\n2. Tag entries with the build id\n\n## Summary of fixes\n\nAll 2 critical bugs have been resolved.\n\n## Next steps\n\n1. Reproduce with `npm run deploy:local`\n2. Try flushing after the warmup\n',
  ],
  [
    'German, "Übergabe:" title, "Gefundene Probleme" / "Lösungsvorschläge" / "Nächste Schritte", a stated status',
    '# Übergabe: Parser-Umbau\n\n## Erledigte Änderungen\n\n- Lexer auf marked umgestellt\n- Zeilennummern aus `raw` gelesen\n\n## Ergebnis\n\nStatus: erledigt für den Lexer.\n\n## Gefundene Probleme\n\n- Tabellen verlieren die letzte Zeile\n\n## Lösungsvorschläge\n\n- `tables.ts` die Endzeile prüfen lassen\n\n## Nächste Schritte\n\n1. Test für die Tabellenzeile schreiben\n2. Dann `tables.ts` korrigieren\n',
  ],
  [
    'French with CRLF, "Passation —" title',
    crlf('# Passation — export PDF\n\n## Modifications effectuées\n\n- police intégrée au PDF\n- marges corrigées\n\n## Problèmes trouvés\n\n- les tableaux longs sont coupés\n\n## Recommandations\n\n- découper les tableaux par page\n\n## Prochaines étapes\n\n1. Écrire un test avec un tableau de 80 lignes\n2. Découper dans `pdf/table.ts`\n\nStatut : terminé pour les polices.\n'),
  ],
  [
    'Chinese, "交接文档" title',
    '# 交接文档：支付模块\n\n## 修改内容\n\n- 重试逻辑已改为指数退避\n\n## 发现的问题\n\n- 回调超时仍然没有日志\n\n## 修复建议\n\n- 在 `pay/callback.ts` 加日志\n\n## 下一步\n\n1. 先复现回调超时\n2. 再补日志\n\n所有测试已通过。\n',
  ],
  [
    'Russian, "Передача:" title, no Context',
    '# Передача: поиск по каталогу\n\n## Что сделано\n\n- индекс перестроен\n\n## Найденные проблемы\n\n- поиск по артикулу медленный\n\n## Рекомендации\n\n- добавить индекс по артикулу\n\n## Следующие шаги\n\n1. Замерить запрос по артикулу\n2. Добавить индекс\n\nСтатус: готово для индекса.\n',
  ],
];

describe('a continuation handoff is a brief for lint and new', () => {
  for (const [name, md] of handoffs) {
    it(name, () => {
      const l = lintKind(md);
      expect(l.type, l.because).toBe('brief');
      expect(l.because).toMatch(/title/);
      const r = newTask(md, ['--why', 'w', '--deliver', 'd']);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).not.toContain('not a brief');
    });
  }
});

const returns: [string, string][] = [
  [
    'a review ending with "## Next steps"',
    '# Checkout review\n\n## Outcome\n\nanswered — two bugs found\n\n## Findings\n\n- the cart total ignores discounts\n- the tax call retries forever\n\n## Next steps\n\n1. Fix the discount sum\n2. Cap the retries\n',
  ],
  [
    'an audit ending with "## Recommendations", stated status',
    '# Security audit: upload service\n\nStatus: done\n\n## Issues found\n\n- file names are not sanitised\n- no size limit on uploads\n\n## Recommendations\n\n- sanitise names in `upload.ts`\n- limit uploads to 10 MB\n',
  ],
  [
    'a QA report with "Remaining issues", CRLF',
    crlf('# QA report: mobile build\n\nResult: 41 of 43 checks pass.\n\n## Tested\n\n- login, logout, checkout\n\n## Remaining issues\n\n- the camera permission dialog loops on Android 14\n- dark mode loses the logo\n\n## Next steps\n\n- retest after the next build\n'),
  ],
  [
    'a handoff-titled document that calls itself a report',
    '# Session handoff report: search\n\n## Outcome\n\nanswered — the index is stale\n\n## Findings\n\n- the nightly job skips deleted items\n- the cache never expires\n\n## Next steps\n\n- rebuild the index nightly\n',
  ],
];

describe('near-misses stay returns: lint says return, new refuses naming --force', () => {
  for (const [name, md] of returns) {
    it(name, () => {
      const l = lintKind(md);
      expect(l.type, l.because).toBe('return');
      const r = newTask(md, ['--why', 'w', '--deliver', 'd', '--first-step', 'f']);
      expect(r.code).toBe(2);
      const e = JSON.parse(r.stdout).error as { message: string; hint: string };
      expect(e.message).toContain('not a brief');
      expect(e.hint).toContain('--force');
    });
  }
});
