// What a writer marks as no finding, restates, or lists under a label in an area (QA's holdout classes H4b, H6,
// H7, H10 and the fix sub-heading R10): synthetic documents of those shapes, in other wordings and languages,
// each with the shape it must not swallow. Every document here is synthetic.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { crossReference, findingsData, markedNoFinding } from '../../src/brief/findings.js';
import { renderReturn } from '../../src/brief/render.js';
import { restatesOne, returnFromDoc } from '../../src/brief/read-return.js';
import { parseDoc } from '../../src/brief/document.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const read = (md: string) => {
  const r = importReturn(md, placeholders);
  return { r, f: findingsData(r.answers.findings, r.layout.findingGroups) };
};
const titles = (md: string) => read(md).f.map((x) => x.title.replace(/^\d+(?:\.\d+)*\.?\s+/, ''));
/** The titles `pull` shows: read, written as the tool stores it, and read back. */
const storedTitles = (md: string) => {
  const { r } = read(md);
  const written = renderReturn(r.answers, { id: 'task-x-abcd', n: 1, briefTitle: 'T', created: '2026-01-01 00:00 UTC', anchor: { repo: '/repo', branch: 'main', detached: false, head: 'a'.repeat(40), headShort: 'aaaaaaa', dirty: [], untracked: [], cwd: '/repo' } }, r.extra, r.layout);
  const back = returnFromDoc(parseDoc(written));
  return findingsData(back.answers.findings, back.layout.findingGroups).map((x) => x.title.replace(/^\d+(?:\.\d+)*\.?\s+/, ''));
};
/** Every word of the source is somewhere in what is written (nothing dropped without a word). */
const keeps = (md: string, ...words: string[]) => {
  const { r } = read(md);
  const all = [...r.answers.findings, ...r.extra.map((x) => `${x.heading}\n${x.text}`), r.answers.answer, ...r.answers.recommendations, ...r.answers.deadEnds].join('\n');
  for (const w of words) expect(all).toContain(w);
};

describe('items the writer marks as no finding (H7)', () => {
  it('a tag saying the check passed or the claim is ruled out sets the item aside, kept (English, German, French, Japanese)', () => {
    const en = '# Mailer review\n\n## Findings\n\n### src/mail/send.ts (outbound)\n- [M1] (P1) Bounce handler swallows errors (`:40`).\n- [M2] (no issue — checked) Retries respect the provider limit; compared with its docs.\n- [M3] (OK, confirmed) Templates are escaped.\n- [M4] (P2) Sender address hard-coded (`:12`).\n';
    expect(titles(en)).toEqual(['M1. Bounce handler swallows errors (`:40`).', 'M4. Sender address hard-coded (`:12`).']);
    keeps(en, 'Retries respect the provider limit', 'Templates are escaped');
    expect(titles('# Prüfung\n\n## Befunde\n\n- [K1] (kein Befund, geprüft) Rundung wie vorgegeben.\n- [K2] (P1) Rechnungsnummer wird doppelt vergeben.\n- [K3] (P2) Mahnstufe fehlt im Export.\n')).toHaveLength(2);
    expect(titles('# Revue\n\n## Constats\n\n- (faux positif) Le jeton semble réutilisable, mais il est lié à la session.\n- Le cache ne expire jamais.\n- Les journaux contiennent les adresses.\n')).toEqual(['Le cache ne expire jamais.', 'Les journaux contiennent les adresses.']);
    expect(titles('# レビュー\n\n## 指摘事項\n\n- （問題なし）入力値の検証は実装済み\n- キャッシュの有効期限が固定\n- ログにメールアドレスが出る\n')).toHaveLength(2);
    // The tag may close the item's first line.
    expect(titles('# Review\n\n## Findings\n\n- FIFO order survives restarts (non-finding, verified)\n- Queue depth read without a lock\n- Retry delay hard-coded\n')).toEqual(['Queue depth read without a lock', 'Retry delay hard-coded']);
  });

  it('the same words saying something else leave the item a finding', () => {
    // A note after the words, not a comma or a dash: it says where there is no issue.
    expect(titles('# Review\n\n## Findings\n\n- Login (no issue in staging) fails in production\n- Token never expires\n')).toHaveLength(2);
    // "OK" inside a sentence is a status code, not a tag.
    expect(titles('# Review\n\n## Findings\n\n- Returns 200 (OK) for an expired token\n- The upload has no size limit\n')).toHaveLength(2);
    expect(titles('# Review\n\n## Findings\n\n- (Pass 2) the second parser pass drops comments\n- Imports are resolved twice\n')).toHaveLength(2);
    expect(markedNoFinding('Returns 200 (OK) for an expired token')).toBe(false);
    expect(markedNoFinding('[Q2] (no issue — checked) FIFO order kept')).toBe(true);
  });

  it('a line that only points at a finding listed elsewhere is none (English, German, French, Russian, Chinese)', () => {
    const en = '# Review\n\n## Findings by file\n\n### src/pay/charge.py\n- → covered by F-2.\n- (P1) Amount rounded before tax (`:31`).\n\n### src/pay/refund.py\n- See F-1.\n- (P2) Refund of a refund is accepted (`:12`).\n';
    expect(titles(en)).toEqual(['Amount rounded before tax (`:31`).', 'Refund of a refund is accepted (`:12`).']);
    keeps(en, 'covered by F-2', 'See F-1');
    for (const ref of ['Siehe F-1 und F-3.', 'Voir #4.', 'См. F-2.', '见 F-2。', 'Same as C3', '-> Q1']) expect(crossReference(ref)).toBe(true);
    // A pointer with something of its own to say is a finding.
    expect(crossReference('See F-2 for why the cache leaks under load')).toBe(false);
    expect(titles('# Review\n\n## Findings\n\n- See F-2 for why the cache leaks under load; the leak also hits the export.\n- Token never expires\n')).toHaveLength(2);
    // As a paragraph after a finding, it is that finding's note.
    expect(titles('# Review\n\n## Findings\n\n**Lock never released** — the worker keeps it after a crash.\n\nSee F-4.\n\n**Clock in local time** — reports shift at DST.\n')).toEqual(['Lock never released', 'Clock in local time']);
  });
});

describe('status-marked label lines in one paragraph (H10)', () => {
  it('each line is an item; the passed one is kept, the others counted (English, German)', () => {
    const en = '# Docs vs code\n\n## Findings\n\n✅ **Matches:** the CLI help agrees with the parser\n❌ **Fixed:** a dead link to the old wiki\n⚠️ **Missing:** no page on backups\n';
    // (❌ "Fixed:" reports a fix already made, kept like the passed check: QA gate GR4.)
    expect(read(en).f.map((x) => x.text.split('\n')[0])).toEqual(['⚠️ **Missing:** no page on backups']);
    keeps(en, 'the CLI help agrees with the parser', 'a dead link to the old wiki');
    expect(read('# Abgleich\n\n## Befunde\n\n✅ **Stimmt:** Hilfe und Parser passen\n⚠️ **Fehlt:** Kapitel zur Sicherung\n❌ **Falsch:** Port im Beispiel\n').f).toHaveLength(2);
  });

  it('a finding with its fix line under it stays one finding', () => {
    expect(titles('# Review\n\n## Findings\n\n🔴 **Critical:** SQL built from the search box\n🔧 Fix: use bound parameters\n')).toHaveLength(1);
  });
});

describe('a fix given under its own sub-heading after a table of findings (R10)', () => {
  it('is how to fix one of them, kept, not one more finding (Chinese, English)', () => {
    const zh = '# 发布包审查\n\n## 1. 发现的问题\n\n| 级别 | 问题 | 处理 |\n|---|---|---|\n| 高 | 两份配置同名 | 删除旧的一份 |\n| 低 | 说明文档里有错字 | 见下方修正 |\n\n### README 错字修正（一处）\n\n把“安转”改成“安装”。\n';
    expect(titles(zh)).toEqual(['两份配置同名', '说明文档里有错字']);
    keeps(zh, '把“安转”改成“安装”');
    expect(titles('# Release check\n\n## Findings\n\n| Severity | Finding | Action |\n|---|---|---|\n| high | Two config files with one name | drop the old one |\n| low | Typo in the setup guide | see the patch below |\n\n### Suggested patch for docs/setup.md\n\n```diff\n- instal\n+ install\n```\n')).toHaveLength(2);
  });

  it('a sub-heading after the table that states a finding is still one', () => {
    expect(titles('# Release check\n\n## Findings\n\n| Severity | Finding |\n|---|---|\n| high | Two config files with one name |\n\n### Cache never expires\n\nEntries live forever.\n')).toEqual(['Two config files with one name', 'Cache never expires']);
  });
});

describe('later sections that restate the findings (H4b), and the ones that do not', () => {
  it('a title that shares words with a counted one but names its own subject is a finding', () => {
    expect(restatesOne(['missing', 'tests', 'for', 'parser'], [['missing', 'tests', 'for', 'lexer']])).toBe(false);
    expect(titles('# Review\n\n## Findings\n\n### Missing tests for the lexer\nNo unit test covers it.\n\n## Other issues\n\n- Missing tests for the parser\n')).toEqual(['Missing tests for the lexer', 'Missing tests for the parser']);
    // A short counted title inside a longer one ("Missing tests" / "Missing tests for the parser"): new.
    expect(restatesOne(['missing', 'tests', 'for', 'parser'], [['missing', 'tests']])).toBe(false);
  });

  it('the same title again, shortened or with a note, restates it', () => {
    expect(restatesOne(['old', 'pdf', 'library'], [['old', 'pdf', 'library']])).toBe(true);
    expect(restatesOne(['reset', 'link', 'never', 'expire'], [['password', 'reset', 'link', 'never', 'expires']])).toBe(true);
    expect(restatesOne(['old', 'pdf', 'library', 'upgraded'], [['old', 'pdf', 'library']])).toBe(true);
    expect(titles('# Review\n\n## Findings\n\n### 1. Reset link never expires\nOld links work.\n\n### 2. Old chart library\nUpgraded.\n\n## Hardening status\n\n### Done ✅\n- Old chart library\n\n### Still to do 🔴\n- Reset link never expires\n')).toEqual(['Reset link never expires', 'Old chart library']);
  });

  it('a risk register after the findings restates them; before any finding it is counted (English, German)', () => {
    const en = '# Portal review\n\n## Findings\n\n### 1. Reset link never expires\nOld links work.\n\n## Risk register\n\n### High risk\n- **Account takeover:** an old link is enough\n  - **Mitigation:** expire links after an hour\n';
    expect(titles(en)).toEqual(['Reset link never expires']);
    keeps(en, 'Account takeover', 'expire links after an hour');
    expect(titles('# Prüfung\n\n## Befunde\n\n- Token läuft nie ab\n\n## Risikobewertung\n\n- **Kontoübernahme:** ein altes Token genügt\n')).toEqual(['Token läuft nie ab']);
    expect(titles('# Portal review\n\n## Risk register\n\n### High risk\n- Account takeover through an old link\n- Data loss without backups\n')).toHaveLength(2);
  });

  it('a later plan whose every row points at a counted finding by its number or id restates them; one new row makes it count', () => {
    const plan = (rows: string) => `# Player review\n\n## Findings\n\n### 1. Tempo slider lags behind the beat\nRedraws on every tick.\n\n### 2. Waveform cache never shrinks\nGrows per track.\n\n## Issues by priority\n\n| Step | What | Effort |\n|---|---|---|\n${rows}`;
    const md = plan('| P1 | #2: shrink the cache after each track | small |\n| P2 | #1: redraw once per frame | medium |\n');
    expect(titles(md)).toEqual(['Tempo slider lags behind the beat', 'Waveform cache never shrinks']);
    keeps(md, 'shrink the cache after each track', 'redraw once per frame');
    expect(titles(plan('| P1 | #2: shrink the cache after each track | small |\n| P2 | Export drops the last bar | medium |\n'))).toHaveLength(4);
  });
});

describe('problems listed under a label inside an area (H6)', () => {
  it('beside the praise label, the problems lists are findings; the praise stays (English, Spanish)', () => {
    const en = '# Shop review\n\n## Backend\n\n### Payments\n\n**Good:**\n- Idempotency keys on every charge\n\n**Issues:**\n1. **Refunds skip the ledger** [`pay/refund.go:20`](pay/refund.go)\n   - The balance drifts\n2. **Webhook retries unbounded**\n   - A bad endpoint is hammered\n\n## 🔴 Critical issues\n\n### 1. Prices taken from the client\nThe cart trusts the posted price.\n';
    expect(titles(en)).toEqual(['Refunds skip the ledger', 'Webhook retries unbounded', 'Prices taken from the client']);
    keeps(en, 'Idempotency keys on every charge');
    expect(storedTitles(en)).toEqual(titles(en));
    const es = '# Revisión\n\n## 1. Hallazgos\n\n### 1.1 El token no caduca\nNunca expira.\n\n## 2. Calidad\n\n### 2.1 Capas: 7/10\n\n✅ **Puntos fuertes:**\n- Capas claras\n\n⚠️ **A mejorar:**\n- Fechas en hora local\n- Dos clientes HTTP\n';
    expect(titles(es)).toEqual(['El token no caduca', 'Fechas en hora local', 'Dos clientes HTTP']);
    expect(storedTitles(es)).toEqual(titles(es));
  });

  it('a finding\'s own "Problem:" / "Fix:" parts stay one finding; a label that names no problems counts nothing', () => {
    expect(titles('# Review\n\n## Findings\n\n### 1. Cache leak in the session store\n\n**Problem:**\n- entries are never evicted\n- memory grows per login\n\n**Fix:**\n- add a TTL\n')).toEqual(['Cache leak in the session store']);
    expect(titles('# Review\n\n## Findings\n\n- Token never expires\n\n## Deployment\n\n### Containers\n\n**Good:**\n- Health checks everywhere\n\n**Notes:**\n- Images are built nightly\n')).toEqual(['Token never expires']);
  });
});

describe('problem sub-headings of areas, as `pull` reads them back (H5)', () => {
  it('labelled items of two areas\' problem sub-headings stay one finding each after the round trip (Japanese, English)', () => {
    const ja = '# 改修メモ\n\n## ファイルごとの確認\n\n### 1. 取得処理 (`src/fetch.ts`)\n\n#### ✅ 評価できる点\n- **分離**: 取得と保存が別\n\n#### ⚠️ 気になる点\n1. **再試行がない**: 一時障害で止まる\n2. **ログが多すぎる**: ディスクを圧迫\n\n### 2. 保存処理 (`src/save.ts`)\n\n#### ✅ 評価できる点\n- **型**: すべて型付き\n\n#### ⚠️ 気になる点\n1. **トランザクションなし**: 途中で失敗すると不整合\n2. **タイムアウト未設定**: 長時間待つ\n';
    expect(titles(ja)).toHaveLength(4);
    expect(storedTitles(ja)).toEqual(titles(ja));
    const en = '# Review\n\n## Files\n\n### 1. Upload (`up.ts`)\n\n#### ✅ Done right\n- **Streaming**: no buffering\n\n#### ⚠️ Watch out\n1. **No size cap**: any file is accepted\n2. **No virus scan**: files go straight to storage\n';
    expect(storedTitles(en)).toEqual(titles(en));
    expect(titles(en)).toEqual(['No size cap', 'No virus scan']);
  });

  it('severity groups under a heading that only names what to do, before any findings, hold them; after findings they restate them', () => {
    const first = '# Storefront review\n\n## To fix\n\n### 🔴 High priority\n\n#### 1. Orders table locked during export\nThe export holds a lock for minutes.\n\n## Privacy\n\n### ✅ Done right\n1. **Secrets**: server-side.\n\n### ⚠️ Watch out\n1. **Customer e-mails in the debug log**: visible to all.\n';
    expect(read(first).f.map((x) => [x.title.replace(/^\d+\.\s+/, ''), x.severity ?? null])).toEqual([['Orders table locked during export', 'high'], ['Customer e-mails in the debug log', null]]);
    // An exact Recommendations heading over priority groups restates the findings as actions.
    expect(titles('# Review\n\n## Recommendations\n\n### High priority\n\n1. Add token expiry\n\n## Findings\n\n- Token never expires\n')).toEqual(['Token never expires']);
  });
});

describe('candidates the writer ruled out (F2)', () => {
  it('a section of refuted or false-positive candidates, and items tagged so, are no findings, kept (English, French, Spanish)', () => {
    const en = '# API review\n\n## Findings\n\n### 1. Token never expires\nNo expiry claim.\n\n### 2. Upload size unlimited\nAny size is read.\n\n## False positives (checked — do not re-flag)\n\n- **Rate limit missing** — handled by the gateway.\n- **SQL injection in search** — parameters are bound.\n';
    expect(titles(en)).toEqual(['Token never expires', 'Upload size unlimited']);
    keeps(en, 'handled by the gateway');
    expect(titles('# Revue\n\n## Constats\n\n- Le jeton n\'expire jamais\n- **Arrondi des remises** — réfuté : le calcul est en centimes.\n- Les journaux contiennent les adresses\n')).toEqual(['Le jeton n\'expire jamais', 'Les journaux contiennent les adresses']);
    expect(titles('# Revisión\n\n## Hallazgos\n\n### 1. El token no caduca\nNunca expira.\n\n### 2. Índice ausente — ❌ falso positivo\nEl índice existe desde la migración 4.\n')).toEqual(['El token no caduca']);
    expect(titles('# Review\n\n## Findings\n\n- Token never expires\n\n## Known limitations (unchanged — by design)\n\n| Limitation | Why |\n|---|---|\n| One region | cost |\n')).toEqual(['Token never expires']);
  });

  it('the same words inside a finding\'s own sentence leave it a finding', () => {
    expect(titles('# Review\n\n## Findings\n\n- Spam filter: false positive rate is 30% on invoices\n- The retry loop is not fixable without a queue\n')).toHaveLength(2);
    expect(titles('# Review\n\n## Issues not fixed yet\n\n- Token never expires\n- Upload size unlimited\n')).toHaveLength(2);
  });
});

describe('a finding\'s sub-heading over a list of its parts, and a sub-heading over findings (F1)', () => {
  const sevOf = (md: string) => read(md).f.map((x) => x.severity ?? '-');
  it('plain sentences, a fix label, one item alone: one finding per sub-heading (English)', () => {
    const md = '# Audit — export service\n\n## Problems found\n\n### R1: Export job retries without a limit (HIGH)\n- the job requeues itself on any error\n- a poisoned file loops for hours\n- **Fix:** cap it at five tries\n\n### R2: Preview images are never purged (MEDIUM)\n- kept per upload id\n- the disk filled twice last month\n\n### R3: Settings page has no focus order (LOW)\n- tab jumps straight to the footer\n';
    expect(titles(md)).toEqual(['R1. Export job retries without a limit', 'R2. Preview images are never purged', 'R3. Settings page has no focus order']);
    expect(sevOf(md)).toEqual(['high', 'medium', 'low']);
    expect(storedTitles(md)).toHaveLength(3);
  });

  it('labelled fields with a severity field, or a label over the places it is in: one finding (German, French)', () => {
    const de = '# Prüfung Zählerdienst\n\n## 1. Schwere Fehler\n\n### 1.1 Der Zähler läuft bei Sommerzeit über\n- **Datei**: `src/zaehler.ts`\n- **Schweregrad**: Hoch\n- **Problem**: die Stunde wird doppelt gezählt.\n- **Lösung**: in UTC rechnen.\n\n### 1.2 Die Sperre wird nie freigegeben\n- **Datei**: `src/sperre.ts`\n- **Schweregrad**: Mittel\n- **Problem**: ein Absturz lässt sie stehen.\n';
    expect(titles(de)).toEqual(['Der Zähler läuft bei Sommerzeit über', 'Die Sperre wird nie freigegeben']);
    expect(read(de).f.map((x) => x.location)).toEqual(['src/zaehler.ts', 'src/sperre.ts']);
    const fr = '# Revue des exports\n\n## Constats\n\n### B-1. Les anciens exports restent sur le disque\n- **Où** :\n  - `export/ancien.py`\n  - `export/copie.py`\n- **Correctif** : les supprimer après un jour\n\n### B-2. Le nom du fichier ignore le fuseau\n- **Correctif** : ajouter le fuseau au nom\n';
    expect(titles(fr)).toHaveLength(2);
  });

  it('an area sub-heading (with an id or a severity tag) over problem bullets stays a group of findings', () => {
    const area = '# Review\n\n## Findings\n\n### S1: Security (HIGH)\n- passwords are hashed with MD5\n- the admin page has no CSRF token\n- session cookies lack the Secure flag\n- uploads are served from the app origin\n\n### S2: Performance (MEDIUM)\n- the dashboard runs one query per widget\n- images are resized on every request\n- **Recommendation:** profile before caching\n';
    const t = titles(area);
    expect(t.slice(0, 4)).toEqual(['passwords are hashed with MD5', 'the admin page has no CSRF token', 'session cookies lack the Secure flag', 'uploads are served from the app origin']);
    expect(t).toContain('the dashboard runs one query per widget');
    // A long area name over more than three problems, and items that carry their own severity, id or bold title.
    expect(titles('# Review\n\n## Findings\n\n### Authentication and session handling (HIGH)\n- reset links never expire\n- tokens are logged\n- no lockout after failed logins\n- remember-me lasts a year\n')).toHaveLength(4);
    expect(titles('# Review\n\n## Findings\n\n### C1: Session handling is weak (CRITICAL)\n- (P1) reset links never expire\n- (P2) tokens are logged at debug level\n')).toHaveLength(2);
    expect(titles('# Review\n\n## Findings\n\n### Q2: Input validation gaps in the API\n- **Search endpoint trusts the page size** — a client can ask for a million rows\n- **Upload accepts any file type** — the check reads the extension only\n')).toHaveLength(2);
    expect(titles('# Review\n\n## Findings\n\n### A1: Sicherheitsprobleme im Login (HOCH)\n- Passwörter als MD5\n- kein CSRF-Token\n')).toHaveLength(2);
  });
});

describe('fields forged from quoted or denied words (hostile X1, X2, X11)', () => {
  it('a "Verified: yes" inside quotation marks is quoted text: not verified, the title keeps it (X1)', () => {
    const f = read('## Outcome\nanswered — one finding\n\n## Findings\n- second: the customer wrote "Verified: yes" on the form\n').f;
    expect(f).toHaveLength(1);
    expect(f[0]!.verified).toBeUndefined();
    expect(f[0]!.title).toContain('"Verified: yes" on the form');
    // A tag of the writer's own still counts, quotes in its value too.
    expect(read('## Findings\n- the pager skips a page [verified: ran "npm test"]\n').f[0]).toMatchObject({ verified: true, how: 'ran "npm test"' });
  });

  it('a verification the sentence denies, or a question answered no, is no verification (X11)', () => {
    const f = read('## Outcome\nanswered — two\n\n## Findings\n- no one has (confirmed by test) that the backoff works\n- the footer link is broken ✅ verified? no\n').f;
    expect(f.map((x) => x.verified ?? false)).toEqual([false, false]);
    expect(f[0]!.title).toContain('(confirmed by test)');
    // About the thing, not who checked it: still verified.
    expect(read('## Findings\n- the cache never expires (confirmed by test)\n').f[0]!.verified).toBe(true);
  });

  it('"> Severity:" / "> Location:" lines of a quote inside an item are the quote\'s, not the finding\'s fields (X2)', () => {
    const f = read('## Outcome\nanswered — one\n\n## Findings\n- the crash report says\n  > Severity: critical\n  > Location: src/other.ts:9\n  which is only what the reporter typed [unverified]\n').f;
    expect(f).toHaveLength(1);
    expect(f[0]!.severity).toBeUndefined();
    expect(f[0]!.location).toBeUndefined();
    expect(f[0]!.text).toContain('> Severity: critical');
  });
});

describe('what stands after the findings list (hostile X7, X10)', () => {
  it('an HTML block at the top level after the list is not the last finding\'s text; it is kept (X7)', () => {
    for (const html of ['<pre>\n## Outcome\nabandoned — quoted\n</pre>', '<!-- handoff:return id=task-x-abcd n=9 -->']) {
      const { r, f } = read(`## Outcome\nanswered — one\n\n## Findings\n- the real finding [unverified]\n\n${html}\n`);
      expect(f.map((x) => x.text)).toEqual(['the real finding [unverified]']);
      expect(r.extra.map((x) => x.text).join('\n')).toContain(html.split('\n')[0]!);
    }
    // HTML indented into the item stays its own.
    expect(read('## Findings\n- the real finding [unverified]\n\n  <pre>trace</pre>\n').f[0]!.text).toContain('<pre>trace</pre>');
  });

  it('link definitions under the findings are kept under a heading of their own, with the line they came from (X10)', () => {
    const { r, f } = read('## Outcome\nanswered — see [the PR][pr]\n\n## Findings\n- the pager breaks, see [issue 12][i12] [verified: test]\n\n[pr]: https://example.com/pull/99\n[i12]: https://example.com/issues/12\n\n## Evidence\n- branch x\n');
    expect(f).toHaveLength(1);
    const defs = r.extra.find((x) => x.text.includes('[i12]: https://example.com/issues/12'));
    expect(defs?.heading).toBe('Link definitions');
    expect(r.placement.some((p) => p.line === 7 && /kept/.test(p.to))).toBe(true);
  });
});

describe('a finding\'s own "Problems:" / "Suggested fix:" lists outside the findings sections (QA gate GR3)', () => {
  it('stay that finding\'s parts, not findings of their own', () => {
    const md = '# Code review — mailer\n\n## Strengths\n\n- small modules\n\n## What to improve\n\n### 🔴 High priority\n\n#### 1. Bounces are swallowed\n\n**Problems:**\n- `bounce.ts` line 12 catches and drops the error\n- the queue marks the mail as sent\n\n**Suggested fix:**\n- rethrow after logging\n\n#### 2. Templates are read on every send\n\n**Suggested fix:**\n- cache them at start\n';
    expect(titles(md)).toEqual(['Bounces are swallowed', 'Templates are read on every send']);
  });
  // By structure, not by the labels' words: the sub-headings sit in sections already read as groups of
  // findings ("### 🔴 …" under an area that names nothing), so the labelled lists inside them are those
  // findings' detail, whatever the labels say and in whatever language.
  const review = (h: [string, string, string], problems: string, fix: string) =>
    `# ${h[0]}\n\n## ${h[1]}\n\n- small modules\n\n## ${h[2]}\n\n### 🔴 P1\n\n#### 1. Bounce handler drops errors\n\n**${problems}**\n- \`bounce.ts\` line 12 catches and drops the error\n- the queue marks the mail as sent\n\n**${fix}**\n- rethrow after logging\n\n#### 2. Templates reread on every send\n\n**${problems}**\n- \`tpl.ts\` opens the file per mail\n\n**${fix}**\n- cache them at start\n\n### 🟡 P2\n\n#### 3. Retry delay is fixed\n\n**${problems}**\n- \`retry.ts\` waits 5 s each time\n- no jitter\n\n**${fix}**\n- back off exponentially\n`;
  it.each([
    ['English', review(['Code review — mailer', 'Strengths', 'What to improve'], 'Issues found:', 'Recommendation:')],
    ['German', review(['Code-Review — Mailer', 'Stärken', 'Verbesserungsbedarf'], 'Befunde:', 'Empfehlung:')],
    ['Spanish', review(['Revisión — mailer', 'Fortalezas', 'A mejorar'], 'Hallazgos:', 'Recomendación:')],
    ['Chinese', review(['代码审查 — 邮件', '优点', '改进点'], '发现的问题：', '建议：')],
    ['Russian', review(['Ревью — почта', 'Сильные стороны', 'Что улучшить'], 'Найденные проблемы:', 'Рекомендации:')],
  ])('inside sub-headings already counted as findings, labelled lists add none (%s)', (_lang, md) => {
    expect(titles(md)).toEqual(['Bounce handler drops errors', 'Templates reread on every send', 'Retry delay is fixed']);
    expect(storedTitles(md)).toHaveLength(3);
    keeps(md, 'catches and drops the error', 'back off exponentially');
  });
});

describe('a sub-heading whose title holds a severity word, written in the form of its siblings (QA gate GR1)', () => {
  // "### 1. Critical injection risk" reads like a severity group ("Critical Security Issues"), but its body is
  // the same labelled parts as its siblings' ("**Evidence:**" over code, "**Assessment:**"): one finding among
  // them. The form repeats, whatever the labels' language.
  const audit = (t: [string, string, string, string], first: string, labels: [string, string]) =>
    `# ${t[0]}\n\n${t[1]}\n\n## ✅ ${t[2]}\n\n### 1. Clean layers\n* **${labels[0]} (\`app.py\`):**\n    \`\`\`python\n    from core import charge\n    \`\`\`\n* **${labels[1]}:** the handlers only call the core.\n\n## ❌ ${t[3]}\n\n### 1. ${first}\n* **${labels[0]} (\`db.py\`):**\n    \`\`\`python\n    cur.execute("SELECT * FROM t WHERE id=" + i)\n    \`\`\`\n* **${labels[1]}:** any caller injects SQL through the id.\n\n### 2. Swallowed exception in retry\n* **${labels[0]} (\`retry.py\`):**\n    \`\`\`python\n    except Exception:\n        pass\n    \`\`\`\n* **${labels[1]}:** failures vanish.\n\n### 3. Naive time zone in due dates\n* **${labels[0]} (\`dates.py\`):**\n    \`\`\`python\n    due = datetime.now()\n    \`\`\`\n* **${labels[1]}:** server time leaks into invoices.\n`;
  it.each([
    ['English', audit(['Billing audit', 'Scope: the billing API.', 'What to keep', 'Risks to address'], 'Critical injection risk (SQL built by concatenation)', ['Evidence', 'Assessment'])],
    ['Spanish', audit(['Auditoría de facturación', 'Alcance: la API.', 'Qué mantener', 'Riesgos a tratar'], 'Problema crítico de inyección', ['Evidencia', 'Valoración'])],
    ['Russian', audit(['Аудит биллинга', 'Объём: API.', 'Что оставить', 'Риски'], 'Проблема критическая', ['Доказательство', 'Оценка'])],
    ['Chinese', audit(['计费审计', '范围：计费接口。', '保留', '待处理的风险'], '高风险问题', ['证据', '评估'])],
  ])('is one finding like its siblings; its labelled bullets are its parts (%s)', (_lang, md) => {
    const got = titles(md);
    expect(got).toHaveLength(3);
    expect(got.join('\n')).not.toMatch(/^(?:Evidence|Evidencia|Доказательство|证据)/m);
    expect(storedTitles(md)).toHaveLength(3);
    expect(read(md).f[0]!.severity).toBe(_lang === 'Chinese' ? 'high' : 'critical');
  });
  it('severity groups over findings stay groups', () => {
    const md = '# Review\n\n## Results\n\n### 1. Critical issues\n- SQL built by concatenation in `db.py`\n- token committed in `config.py`\n\n### 2. Minor issues\n- variable `x` unnamed in `a.py`\n- README lacks a setup section\n';
    expect(titles(md)).toHaveLength(4);
  });
});

describe('figures about the findings, fixes already made, and a to-do recap (QA gate GR5, GR4, GR2)', () => {
  const audit = (t: [string, string, string, string, string], counts: string[], findings: string[]) =>
    `# ${t[0]}\n\n## ${t[1]}\n\n${t[2]}\n\n**${t[3]}:**\n${counts.map((c) => `- ${c}`).join('\n')}\n\n---\n\n## ${t[4]}\n\n${findings.map((f, i) => `### ${i + 1}. ${f}\n\`src/m${i}.rs:${10 + i}\` shows it.\n`).join('\n')}`;
  it.each([
    ['English', audit(['Audit — sync daemon', 'Overview', 'The review found **3 issues**.', 'Issue statistics', 'Findings'], ['Critical issues: 1 (fixed)', 'Medium issues: 1 (fixed)', 'Minor issues: 1 (skipped)'], ['Lock file never released', 'Retry loop without a cap', 'Journal table lacks an index'])],
    ['German', audit(['Prüfung — Sync-Dienst', 'Überblick', 'Die Prüfung fand **3 Probleme**.', 'Gefundene Probleme', 'Befunde'], ['Kritische Probleme: 1 (behoben)', 'Mittlere Probleme: 1 (behoben)', 'Geringe Probleme: 1 (offen)'], ['Sperrdatei wird nie gelöscht', 'Wiederholung ohne Obergrenze', 'Journal-Tabelle ohne Index'])],
    ['Spanish', audit(['Auditoría — demonio de sincronización', 'Visión general', 'La revisión encontró **3 problemas**.', 'Problemas encontrados', 'Hallazgos'], ['Problemas críticos: 1 (corregido)', 'Problemas medios: 1 (corregido)', 'Problemas menores: 1 (pendiente)'], ['El archivo de bloqueo nunca se borra', 'Reintentos sin límite', 'La tabla del diario no tiene índice'])],
  ])('count lines under a label naming the issues are statistics, kept, not findings (%s)', (_lang, md) => {
    expect(titles(md)).toHaveLength(3);
    expect(storedTitles(md)).toHaveLength(3);
    keeps(md, md.includes('Critical') ? 'Critical issues: 1' : md.includes('Kritische') ? 'Kritische Probleme: 1' : 'Problemas críticos: 1');
  });
  it('a list of findings that each carry a number is still findings', () => {
    const md = '# Review\n\n## Findings\n\n- Retries: 3 attempts with no delay in `net.rs`\n- Timeouts: 30 s per call is too long for the health check\n';
    expect(titles(md)).toHaveLength(2);
  });

  const marks = (t: [string, string, string], lines: [string, string, string]) => `# ${t[0]}\n\n## ${t[1]}\n\nCompared the service with its docs.\n\n### 1.1 ${t[2]}\n\n✅ **${lines[0]}\n❌ **${lines[1]}\n⚠️ **${lines[2]}\n`;
  it.each([
    ['English', marks(['Docs vs code', 'Summary', 'Findings'], ['Consistent:** the routes match the reference', 'Fixed:** dropped a duplicated `requests` pin', 'Missing:** no page for the admin CLI'])],
    ['German', marks(['Doku gegen Code', 'Zusammenfassung', 'Befunde'], ['Stimmt:** die Routen passen zur Referenz', 'Behoben:** doppelte `requests`-Angabe entfernt', 'Fehlt:** keine Seite für die Admin-CLI'])],
    ['Chinese', marks(['文档与代码对照', '总结', '发现'], ['一致：** 路由与参考一致', '已修复：** 删除了重复的 `requests` 版本', '缺失：** 管理命令行没有文档'])],
  ])('a status-marked line saying a fix was already made is no finding, kept (%s)', (_lang, md) => {
    expect(titles(md)).toHaveLength(1);
    keeps(md, 'requests');
  });
  it('a marked line that names what was corrected is still a finding (H10)', () => {
    const md = '# Manual vs code\n\n## 1. Manual\n\n### 1.1 Findings\n\n✅ **In line:** the reference agrees\n❌ **Corrected:** removed a stale lock file\n⚠️ **Absent:** operator guide is absent\n';
    expect(titles(md)).toHaveLength(2);
  });

  const recap = (t: [string, string, string, string, string, string], prio: [string, string]) =>
    `# ${t[0]}\n\n## ${t[1]}\n\n### 1. Indexer (\`src/indexer.ts\`)\n\n#### 👍 ${t[2]}\n- **Batching**: writes grouped per shard\n\n#### ⚠️ ${t[3]}\n1. **Cache invalidation**: term cache never cleared after a re-index\n2. **Retry storm**: failed shards retried at once\n\n### 2. Tests\n\n#### 👍 ${t[2]}\n- **Coverage**: happy path covered\n\n#### ⚠️ ${t[3]}\n1. **Logging noise**: every test prints the dump\n2. **Shared fixture**: tests mutate one global fixture\n\n## 🔄 ${t[4]}\n\n### ${prio[0]}\n1. **Clear caches**: drop cached terms on rebuild\n2. **Back off**: add a delay between retries\n\n### ${prio[1]}\n1. **Quieter tests**: print dumps only on failure\n\n## ${t[5]}\n\nApprove once the first items are done.\n`;
  it.each([
    ['English', recap(['Review: indexing PR', 'Detailed review', 'Good', 'Needs improvement', 'To fix', 'Summary'], ['High priority', 'Medium priority'])],
    ['German', recap(['Review: Indexierung', 'Detailprüfung', 'Gut', 'Verbesserungsbedarf', 'Zu beheben', 'Fazit'], ['Hohe Priorität', 'Mittlere Priorität'])],
  ])('a to-do section of priority groups after the findings restates them (%s)', (_lang, md) => {
    expect(titles(md)).toEqual(['Cache invalidation', 'Retry storm', 'Logging noise', 'Shared fixture'].map((x) => expect.stringContaining(x)));
    keeps(md, 'drop cached terms on rebuild', 'print dumps only on failure');
  });
});

describe('finding sub-headings written as one form: bold-period paragraphs or #### parts (QA R4-1, F6)', () => {
  // What repeats across the sibling sub-headings is the form ("**Current shape.**", "**Проблема.**", "####
  // Descrição"): each sub-heading is one finding, its labelled paragraphs and parts its detail, in any language.
  const themes = (t: [string, string, string], labels: [string, string, string], names: [string, string, string]) =>
    `# ${t[0]}\n\n## ${t[1]}\n\n${t[2]}\n\n${names.map((n, i) => `### ${n}\n\n**${labels[0]}.** \`mod${i}.py\` mixes parsing and timing.\n\n**${labels[1]}.** Every change lands in one file.\n\n${i === 1 ? '' : `**${labels[2]}.**\n- split in three at once\n- keep it as is\n\n`}`).join('---\n\n')}`;
  it.each([
    ['English', themes(['Billing review', '2. Themes', 'Each theme carries impact and effort.'], ['Current shape', 'Why it hurts', 'Considered and rejected'], ['Theme A: Split the scheduler', 'Theme B: One source for defaults', 'Theme C: Split the fixtures'])],
    ['Russian', themes(['Аудит заказов', 'КРИТИЧЕСКИЕ', 'Ниже — находки.'], ['Проблема', 'Причина', 'Отклонённые варианты'], ['1. Очередь пишется, но не читается', '2. Поиск без индекса', '3. Повторы без паузы'])],
    ['German', themes(['Prüfung Abrechnung', '2. Themen', 'Jedes Thema mit Aufwand.'], ['Ist-Zustand', 'Warum es schadet', 'Verworfen'], ['Thema A: Planer aufteilen', 'Thema B: Eine Quelle für Vorgaben', 'Thema C: Fixtures aufteilen'])],
  ])('each sub-heading is one finding; its labelled paragraphs are its parts (%s)', (_lang, md) => {
    expect(titles(md)).toHaveLength(3);
    expect(storedTitles(md)).toHaveLength(3);
    keeps(md, 'mixes parsing and timing', 'split in three at once');
  });
  it('#### parts under "### Achado N: …" (Portuguese): one finding each, titled after the counter', () => {
    const md = '# Revisão\n\n## Achados e recomendações\n\n### Achado 1: Duas filas de e-mail\n\n**Prioridade:** ALTA\n\n#### Descrição\n\nDois envios paralelos.\n\n#### Recomendação\n\nManter só `api.ts`.\n\n### Achado 2: Testes de integração ausentes\n\n**Prioridade:** BAIXA\n\n#### Descrição\n\nNada cobre o envio.\n\n#### Recomendação\n\nSubir um SMTP falso no CI.\n';
    expect(storedTitles(md)).toEqual(['Duas filas de e-mail', 'Testes de integração ausentes']);
  });
  it('findings written as bold-titled paragraphs, each its own title, stay one finding each', () => {
    const md = '# Review\n\n## Findings\n\n### Backend\n\n**F1 — the refusal was lost.** Fixed in the handler.\n\n**F2 — retries never stop.** Seen in the log.\n\n### Frontend\n\n**F3 — the form resets.** On every error.\n\n**F4 — no loading state.** Buttons stay live.\n';
    expect(titles(md)).toHaveLength(4);
  });
});
