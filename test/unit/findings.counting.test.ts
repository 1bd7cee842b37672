// Findings counted and read as a person does, in shapes that generalise across documents: the writer's id
// before a tag, a part of the product named like a folder, the notes of severity groups as the outcome.
// Every document here is synthetic.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { findingsData } from '../../src/brief/findings.js';
import { lintDoc } from '../../src/brief/lint.js';
import { renderReturn } from '../../src/brief/render.js';
import { returnFromDoc } from '../../src/brief/read-return.js';
import { parseDoc } from '../../src/brief/document.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const read = (md: string) => {
  const r = importReturn(md, placeholders);
  return { md, r, f: findingsData(r.answers.findings, r.layout.findingGroups) };
};
/** Read, written as the tool stores it, and read back (what `pull` shows). */
const stored = (md: string) => {
  const { r } = read(md);
  const written = renderReturn(r.answers, { id: 'task-x-abcd', n: 1, briefTitle: 'T', created: '2026-01-01 00:00 UTC', anchor: { repo: '/repo', branch: 'main', detached: false, head: 'a'.repeat(40), headShort: 'aaaaaaa', dirty: [], untracked: [], cwd: '/repo' } }, r.extra, r.layout);
  const back = returnFromDoc(parseDoc(written));
  return findingsData(back.answers.findings, back.layout.findingGroups);
};
const outcomeOf = (md: string) => {
  const { r } = read(md);
  return r.given.has('outcome') ? r.answers.outcome : null;
};

describe('fields read from a finding\'s heading', () => {
  it("an id before a bracketed tag is the id, kept before the title as the document's ids are ('R4-H1 [P2] …', 'SEC-3 [High] …')", () => {
    const de = read('# Prüfung\n\n## Befunde\n\n### R2-K1 [P1] Export hängt ohne Meldung\n\nKein Fortschritt.\n\n### R2-K2 [P3] Knopf zu klein\n\nSchwer zu treffen.\n');
    expect(de.f.map((x) => [x.id, x.title, x.severity])).toEqual([
      ['R2-K1', 'R2-K1. Export hängt ohne Meldung', 'p1'],
      ['R2-K2', 'R2-K2. Knopf zu klein', 'p3'],
    ]);
    const en = read('## Findings\n\n### SEC-3 [High] Session cookie lacks SameSite\nSent cross-site.\n\n### SEC-4 [Low] Verbose stack traces\nShown to users.\n');
    expect(en.f.map((x) => [x.id, x.title, x.severity])).toEqual([
      ['SEC-3', 'SEC-3. Session cookie lacks SameSite', 'high'],
      ['SEC-4', 'SEC-4. Verbose stack traces', 'low'],
    ]);
  });

  it('a group heading named like a folder ("### Billing/Invoices") is a part of the product, no location; a file heading still is one', () => {
    const en = read('## Findings\n\n### Billing/Invoices\n\n- **Totals drift** after refunds (high)\n- **No lock** on concurrent edits (medium)\n\n### `src/billing/tax.ts`\n\n- **Rounding** uses floats (low)\n');
    expect(en.f.map((x) => x.location ?? null)).toEqual([null, null, 'src/billing/tax.ts']);
    const fr = read('## Constats\n\n### Lecteur/Sous-titres\n\n- décalage des sous-titres (moyen)\n- police trop petite (faible)\n\n### player/subs.ts\n\n- fuite mémoire (élevé)\n');
    expect(fr.f.map((x) => x.location ?? null)).toEqual([null, null, 'player/subs.ts']);
  });
});

describe('the outcome stated by the notes of the severity groups', () => {
  const de = '# Code-Review — Stand der Abarbeitung\n\n## 🔴 Kritisch — alle behoben\n\n| # | Befund | Status |\n|---|---|---|\n| 1 | Token läuft nie ab | ✅ |\n| 2 | SQL von Hand gebaut | ✅ |\n\n## 🟠 Hoch — alle behoben (außer #4)\n\n| # | Befund | Status |\n|---|---|---|\n| 3 | Kein Rate-Limit | ✅ |\n| 4 | Logs mit Kundendaten | offen |\n';
  it('"all fixed (except #4)" in one group: partial, from that heading; lint agrees', () => {
    const { r } = read(de);
    expect([r.answers.outcome, r.outcomeFrom?.line]).toEqual(['partial', 10]);
    expect(lintDoc(de, { type: 'return', phrases: [] }).findings.some((x) => x.rule === 'missing-outcome')).toBe(false);
    const zh = '# 审查\n\n## 发现的问题\n\n### 🔴 高优先级问题（已修复）\n\n- 未登录可访问首页\n- 密码明文存储\n\n### 🟡 中优先级问题（部分修复）\n\n- 缺少输入校验\n';
    expect(outcomeOf(zh)).toBe('partial');
  });

  it('every group done: answered; a group that says nothing leaves the outcome unstated', () => {
    expect(outcomeOf('# Review\n\n## 🔴 Critical — all fixed\n\n- token never expires\n- SQL built by hand\n\n## 🟡 Medium — all fixed\n\n- retry storm\n')).toBe('answered');
    expect(outcomeOf('# Revue\n\n## Critique — tout corrigé\n\n- jeton sans expiration\n\n## Modéré — tous corrigés\n\n- tempête de relances\n')).toBe('answered');
    expect(outcomeOf('# Review\n\n## 🔴 Critical — all fixed\n\n- token never expires\n\n## 🟡 Medium\n\n- retry storm\n')).toBe(null);
  });
});

describe('a sub-heading\'s list of its parts is its detail; a titled item\'s sub-bullets are its detail', () => {
  it('"- **File:** …", a plain line, "- **Suggestion:** …" under a sub-heading: one finding, not three (en, pt with a bracketed note in the label)', () => {
    const en = read('# Review\n\n## 1. Storage\n\n### 1.1 Cache grows without bound\n- **File:** `store/cache.go` (line 9)\n- Entries are never evicted.\n- **Suggestion:** Add an LRU cap.\n\n### 1.2 Writes are not fsynced\n- **File:** `store/wal.go`\n- A crash loses the tail.\n- **Suggestion:** Sync on commit.\n');
    expect(en.f.map((x) => [x.title, x.location ?? null])).toEqual([
      ['Cache grows without bound', 'store/cache.go:9'],
      ['Writes are not fsynced', 'store/wal.go'],
    ]);
    const pt = read('# Revisão\n\n## Problemas encontrados\n\n### 1. Fila sem limite\n* **Evidência (`fila/worker.py`):** o laço nunca para.\n* **Análise (impacto):** a memória acaba.\n\n### 2. Senha no log\n* **Evidência (`auth/log.py`):** o corpo é gravado.\n* **Análise (impacto):** vazamento.\n');
    expect(pt.f.map((x) => [x.title, x.location ?? null])).toEqual([
      ['Fila sem limite', 'fila/worker.py'],
      ['Senha no log', 'auth/log.py'],
    ]);
  });

  it('"1. **Logging:**" over sub-bullets is a titled item, not a field of one finding (en, de)', () => {
    const en = read('# Review\n\n## Frontend\n\n### ⚠️ Issues\n\n#### 1. **Cache never evicted**\nThe map grows.\n\n## Code Quality\n\n### Good Practices\n\n1. ✅ Consistent naming\n\n### Issues\n\n1. **Logging:**\n   - levels used inconsistently\n2. **Comments:**\n   - missing in the upload module\n3. **Type safety:**\n   - `any` in API replies\n');
    expect(en.f.map((x) => x.title)).toEqual(['Cache never evicted', 'Logging', 'Comments', 'Type safety']);
    expect(stored(en.md).map((x) => x.title)).toEqual(['Cache never evicted', 'Logging', 'Comments', 'Type safety']);
    const de = read('# Prüfung\n\n## Oberfläche\n\n### Befunde\n\n#### 1. **Knopf zu klein**\nSchwer zu treffen.\n\n## Betrieb\n\n### Stärken\n\n- Backups täglich\n\n### Befunde\n\n1. **Konfiguration:**\n   - Geheimnisse unverschlüsselt\n2. **Überwachung:**\n   - keine Alarme\n');
    expect(de.f.map((x) => x.title)).toEqual(['Knopf zu klein', 'Konfiguration', 'Überwachung']);
    expect(stored(de.md).map((x) => x.title)).toEqual(['Knopf zu klein', 'Konfiguration', 'Überwachung']);
  });
});

describe('items titled by a long bold label are findings, and stay so when the stored return is read back', () => {
  it.each([
    ['en', 'Privacy', 'Done right', 'Watch out', '**Customer e-mails in the debug log**: anyone with log access sees them.', '**Session cookie lacks SameSite**: cross-site requests carry it.', ['Customer e-mails in the debug log', 'Session cookie lacks SameSite']],
    ['de', 'Datenschutz', 'Gut gelöst', 'Achtung', '**Kundenadressen stehen im Debug-Log**: jeder mit Log-Zugriff sieht sie.', '**Sitzungscookie ohne SameSite-Attribut gesetzt**: fremde Seiten senden es mit.', ['Kundenadressen stehen im Debug-Log', 'Sitzungscookie ohne SameSite-Attribut gesetzt']],
  ])('%s', (_lang, area, good, bad, one, two, titles) => {
    const md = `# Review\n\n## Findings\n\n### Speed\n\n- Report query has no index [unverified]\n\n## ${area}\n\n### ✅ ${good}\n1. **Secrets**: kept server-side.\n\n### ⚠️ ${bad}\n1. ${one}\n2. ${two}\n`;
    const got = read(md).f.map((x) => x.title);
    for (const t of titles) expect(got).toContain(t);
    const back = stored(md).map((x) => x.title);
    expect(back).toEqual(got);
  });
});

describe('severity groups named in more ways', () => {
  it('a word for the severity wins over the traffic light; numbered group headings; localized "priority"/"problems" (ko, pl, ru)', () => {
    const ko = read('# 리뷰\n\n## 개선 필요 사항\n\n### 🔴 높은 우선순위\n\n#### 1. 세션 만료 없음\n만료되지 않음\n\n### 🟢 낮은 우선순위\n\n#### 2. 주석 부족\n설명이 없음\n');
    expect(ko.f.map((x) => x.severity)).toEqual(['high', 'low']);
    const pl = read('# Przegląd\n\n## Ustalenia\n\n### 🔴 Wysoki priorytet\n\n#### 1. Token nie rotuje\nTen sam token.\n\n### Średni priorytet\n\n#### 2. Ślad stosu w odpowiedzi\nOdpowiedzi 500.\n');
    expect(pl.f.map((x) => x.severity)).toEqual(['high', 'medium']);
    const ru = read('# Проверка\n\n## 1. Критические проблемы\n\n### 1.1 Дата счёта в UTC\nСчёт получает завтрашнюю дату.\n\n## 2. Замечания\n\n### 2.1 Медленный поиск\nЧитает все файлы.\n');
    expect(ru.f.map((x) => [x.title, x.severity ?? null])).toEqual([['Дата счёта в UTC', 'critical'], ['Медленный поиск', null]]);
  });

  it('"## 1. 🔴 Critical" and "### 1.2 Critical Security Issues 🔴" hold findings; "Problemas graves de seguridad" too', () => {
    const en = read('# Firmware review\n\n## 1. 🔴 Critical\n\n### 1.1. Pump timer drifts\nUncalibrated oscillator.\n\n## 2. 🟠 High\n\n### 2.1. Config read twice\nTwo parsers.\n\n## 3. Observations\n\n### 3.1. Two config formats\nYAML and INI.\n');
    expect(en.f.map((x) => [x.title, x.severity ?? null])).toEqual([['Pump timer drifts', 'critical'], ['Config read twice', 'high'], ['Two config formats', null]]);
    const en2 = read('# Sensor review\n\n## 1. Security Assessment\n\n### 1.2 Critical Security Issues 🔴\n\n1. **Broker accepts anonymous clients** - any client connects.\n2. **Images are unsigned** - any image is taken.\n');
    expect(en2.f.map((x) => [x.title, x.severity ?? null])).toEqual([['Broker accepts anonymous clients', 'critical'], ['Images are unsigned', 'critical']]);
    const es = read('# Revisión\n\n## 1. Seguridad\n\n### 1.2 Problemas graves de seguridad\n\n1. **El token no caduca** - sin expiración.\n2. **Subidas sin límite** - cualquier tamaño.\n');
    expect(es.f.map((x) => x.title)).toEqual(['El token no caduca', 'Subidas sin límite']);
  });
});

describe('what sits under a finding\'s heading is its own', () => {
  it('a sentence or a label line ending in ":" over a list is the finding\'s text, not a caption of a group (de, en)', () => {
    const de = read('# Bericht\n\n## Befunde\n\n### 1. Sperre zu lange gehalten\n**Ort**: `jobs/export.py` Zeile 88\n**Beschreibung**: Freigabe erst nach dem Upload. Abhilfen wären:\n- früher freigeben\n- Warteschlange\n\n### 2. Zeitzonen gemischt\nDie Berichte mischen UTC und Ortszeit. Betroffen sind:\n- die Übersicht\n- der Mahnlauf\n');
    expect(de.f.map((x) => [x.title, x.location ?? null])).toEqual([['Sperre zu lange gehalten', 'jobs/export.py:88'], ['Zeitzonen gemischt', null]]);
    const en = read('## Findings\n\n### Queue never drains\nWorkers stop after an error. Options:\n- restart them\n- dead-letter the job\n\n### Logs rotate too late\nThe file reaches 2 GB. Seen on:\n- staging\n- prod\n');
    expect(en.f.map((x) => x.title)).toEqual(['Queue never drains', 'Logs rotate too late']);
    // A caption still heads a group: "Found three problems:".
    expect(read('## Findings\n\n### Auth\nFound two problems:\n- token never expires\n- reset link reusable\n').f.map((x) => x.title)).toEqual(['token never expires', 'reset link reusable']);
  });

  it('a bold location and its explanation right under a heading belong to that heading, not the next (en, fr)', () => {
    const en = read('## CRITICAL (2 issues)\n\n### 1. Prune removes the newest archive\n**`src/backup/prune.rs:20`** — the sort is ascending.\n\n### 2. Restore follows symlinks\n**`src/backup/restore.rs:88`** — links are followed.\n');
    expect(en.f.map((x) => [x.title, x.location ?? null])).toEqual([['Prune removes the newest archive', 'src/backup/prune.rs:20'], ['Restore follows symlinks', 'src/backup/restore.rs:88']]);
    const fr = read('## ÉLEVÉ (2 problèmes)\n\n### 1. Le cache n\'expire jamais\n**`app/cache.py:14`** — aucune durée de vie.\n\n### 2. Mots de passe journalisés\n**`app/log.py:40`** — le corps est journalisé.\n');
    expect(fr.f.map((x) => x.location ?? null)).toEqual(['app/cache.py:14', 'app/log.py:40']);
  });

  it('a file heading with a note in brackets locates its findings; "[C1]" is the id, before the title, not the title\'s "C1]" (en, de)', () => {
    const en = read('## Per-file findings\n\n### src/conf/loader.py  (140, config loading)\n- [C1] (P2) Defaults read twice.\n- [C2] (P1) Unknown keys ignored.\n\n### src/net/conn.py  (88, connections)\n- [N1] (P1) Socket left open.\n');
    expect(en.f.map((x) => [x.id ?? null, x.title, x.location ?? null])).toEqual([
      ['C1', 'C1. Defaults read twice.', 'src/conf/loader.py'],
      ['C2', 'C2. Unknown keys ignored.', 'src/conf/loader.py'],
      ['N1', 'N1. Socket left open.', 'src/net/conn.py'],
    ]);
    const de = read('## Befunde pro Datei\n\n### src/billing/store.py  (120, Speicherung)\n- [A1] (P1) Zeitstempel ohne Zeitzone.\n- [A3] (P2) Rundung doppelt.\n');
    expect(de.f.map((x) => [x.id ?? null, x.location ?? null])).toEqual([['A1', 'src/billing/store.py'], ['A3', 'src/billing/store.py']]);
  });
});
