// Sub-headings that are parts of one finding (issue 10 item 4): a heading over two or more sub-headings, each a
// part's whole name ("Root Cause", "Evidence", "Fix Required"; "Ursache", "Причина", "Kök neden", "원인"), is one
// finding whatever its title, its parts its text, never findings of their own. Near-misses: findings whose titles
// start with "Fix", and a summary table counting findings by severity. `return --json` and `pull --json`.
// Synthetic documents.

import { describe, expect, it } from 'vitest';
import { crlf, docWorld, returnTitles } from '../helpers/doc-world.js';

const w = docWorld();
const titles = (text: string, kept: string[] = []) => returnTitles(w, text, 'part-headings probe', kept);

describe('a heading over part sub-headings is one finding', () => {
  it('en, top level, emoji titles, a bold severity line: two findings, not five', () => {
    const md = ['# QA report', '', '## 🔴 Real App Bug: checkout total ignores coupons', '', '**Severity**: High', '', '### Root Cause', '`cart/total.ts` applies the coupon after rounding, then discards it.', '', '### Behavior', 'The total shown equals the undiscounted price.', '', '### Evidence', 'Log line `coupon=SAVE10 applied=false`.', '', '### Fix Required', 'Apply the coupon before rounding in `computeTotal`.', '', '## 🟡 Minor: footer link broken', 'The footer "Help" link points to `/help.html`, which is 404.', ''].join('\n');
    const t = titles(md, ['applies the coupon after rounding', 'Apply the coupon before rounding']);
    expect(t).toHaveLength(2);
    expect(t[0]).toContain('Real App Bug: checkout total ignores coupons');
    expect(t.join('\n')).not.toMatch(/Root Cause|Fix Required|\*\*Severity/);
  });

  it('de, numbered titles: "Ursache" / "Auswirkung" / "Lösung" are the first finding\'s text', () => {
    const md = ['# Befunde', '', '## 1. Passwort-Reset-Link läuft nie ab', '', '### Ursache', '`reset.go` setzt kein `expires_at`.', '', '### Auswirkung', 'Ein alter Link erlaubt jederzeit das Zurücksetzen.', '', '### Lösung', '`expires_at` auf 1 Stunde setzen.', '', '## 2. Suche ignoriert Umlaute', '`search.go` normalisiert nicht.', ''].join('\n');
    const t = titles(md, ['setzt kein `expires_at`']);
    expect(t).toHaveLength(2);
    expect(t[0]).toContain('Passwort-Reset-Link läuft nie ab');
  });

  it('ru, CRLF, one level deeper under a findings heading', () => {
    const md = ['# Review', '', '## Найденные проблемы', '', '### Кэш сессий не очищается при выходе', '', '#### Причина', '`session/cache.go` не вызывает `Delete` в `Logout`.', '', '#### Влияние', 'После выхода токен остаётся действительным.', '', '#### Исправление', 'Вызывать `cache.Delete(id)` в `Logout`.', '', '### Логи без ротации', '`logger.go` пишет в один файл без ограничения размера.', ''].join('\n');
    const t = titles(crlf(md), ['не вызывает `Delete`']);
    expect(t).toHaveLength(2);
    expect(t[0]).toContain('Кэш сессий не очищается при выходе');
  });

  it('tr: "Kök neden" / "Beklenen" / "Önerilen düzeltme" under "## 1) …"', () => {
    const md = ['# İnceleme raporu', '', '## 1) Ödeme sayfası kuponu yok sayıyor', '', '### Kök neden', '`cart/total.ts` kuponu yuvarlamadan sonra uyguluyor.', '', '### Beklenen', 'İndirimli toplam gösterilmeli.', '', '### Önerilen düzeltme', 'Kuponu yuvarlamadan önce uygula.', '', '## 2) Alt bilgi bağlantısı kırık', '`/help.html` 404 dönüyor.', ''].join('\n');
    expect(titles(md, ['yuvarlamadan sonra'])).toHaveLength(2);
  });

  it('ko: "원인" / "영향" / "심각도" / "수정" under a "❗" title', () => {
    const md = ['# 리뷰 결과', '', '## ❗ 업로드 크기 제한 없음', '', '### 원인', '`upload.go`가 `MaxBytesReader`를 쓰지 않습니다.', '', '### 영향', '큰 파일로 메모리가 고갈될 수 있습니다.', '', '### 심각도', '높음', '', '### 수정', '`http.MaxBytesReader`로 10MB 제한.', '', '## ❗ 로그에 토큰 노출', '`auth.go`가 토큰을 디버그 로그에 남깁니다.', ''].join('\n');
    const t = titles(md);
    expect(t).toHaveLength(2);
    expect(t[0]).toContain('업로드 크기 제한 없음');
  });
});

describe('in a series of light-led groups', () => {
  it('"## 🔴 Critical App Bug: …" over parts beside "## 🟡 Minor issues" over findings: one finding each, not its parts', () => {
    const md = ['# QA run', '', '## Summary', '', '| Suite | Passed | Failed |', '|---|---|---|', '| auth | 4 | 2 |', '', '## 🔴 Critical App Bug: Socket stays idle after a reload', '', '**Severity**: Critical', '', '### Root Cause', '`socket.connect()` is only called from the login form.', '', '### Evidence', 'Every chat snapshot shows the status `idle`.', '', '### Fix Required', 'Connect from the layout when a session exists.', '', '## 🟡 Minor issues', '', '### Username reused between runs', 'The fixture registers `alice` every time.', '', '### Wrong password in the login test', 'The test types a password shorter than the minimum.', ''].join('\n');
    const t = titles(md, ['is only called from the login form']);
    expect(t.map((x) => x.replace(/^🔴 /u, ''))).toEqual(['Critical App Bug: Socket stays idle after a reload', 'Username reused between runs', 'Wrong password in the login test']);
  });
});

describe('near-misses: findings of their own stay findings', () => {
  it('"### Fix login redirect loop" and "### Fix token refresh race" under an area, and a summary table by severity', () => {
    const md = ['# Review', '', '## Authentication', '', '### Fix login redirect loop', '`auth/redirect.ts` sends `/login` back to itself when the cookie is stale.', '', '### Fix token refresh race', '`auth/refresh.ts` refreshes twice when two tabs wake at once.', '', '## Summary', '', '| Severity | Count |', '|---|---|', '| High | 2 |', '| Low | 0 |', ''].join('\n');
    const t = titles(md);
    expect(t).toHaveLength(2);
    expect(t[0]).toContain('Fix login redirect loop');
  });
});
