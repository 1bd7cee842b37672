// Which sections of a return hold its findings, and where its outcome is stated (QA's holdout classes
// H2-H5, H8, H11, H16-H18): synthetic documents of the shapes seen, each in two wordings or languages.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { findingsData } from '../../src/brief/findings.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const read = (md: string) => {
  const r = importReturn(md, placeholders);
  return { r, f: findingsData(r.answers.findings, r.layout.findingGroups) };
};
const titles = (md: string) => read(md).f.map((x) => x.title.replace(/^\d+(?:\.\d+)*\.?\s+/, ''));
const outcome = (md: string) => {
  const { r } = read(md);
  return r.given.has('outcome') ? r.answers.outcome : null;
};

describe('siblings of one series are the same kind', () => {
  it('numbered sections named by a severity beside one named by a findings word: all hold findings, with their severity', () => {
    const en = read('# Kiln controller review\n\n## 1. 🔴 Critical\n\n### 1.1 Heater stays on after abort\nThe relay is never released.\n\n## 2. High\n\n### 2.1 Setpoint read twice\nTwo parsers.\n\n## 3. Observations\n\n### 3.1 Two log formats\nJSON and text.\n');
    expect(en.f.map((x) => [x.title.replace(/^[\d.]+\s+/, ''), x.severity ?? null])).toEqual([
      ['Heater stays on after abort', 'critical'],
      ['Setpoint read twice', 'high'],
      ['Two log formats', null],
    ]);
    const de = read('# Prüfung der Lagerverwaltung\n\n## 1. Kritisch\n\n### 1.1 Bestand wird doppelt gebucht\nZwei Aufrufe.\n\n## 2. Befunde\n\n### 2.1 Kein Index auf Artikelnummer\nVoller Scan.\n');
    expect(de.f.map((x) => x.severity ?? null)).toEqual(['critical', null]);
  });

  it('a numbered sibling named by another noun, of the same shape, holds findings too (German, English)', () => {
    expect(titles('# Prüfbericht\n\n## 1. Toter Code\n\n### 1.1 Alter Exporter\nWird nirgends importiert.\n\n## 2. Befunde\n\n### 2.1 Zeitzone fehlt\nAlle Zeiten in UTC.\n\n### 2.2 Kein Timeout\nDer Client wartet ewig.\n')).toEqual(['Alter Exporter', 'Zeitzone fehlt', 'Kein Timeout']);
    expect(titles('# Audit\n\n## 1. Findings\n\n### 1.1 Token never expires\nNo expiry claim.\n\n## 2. Oversized modules\n\n### 2.1 The router does everything\n2,000 lines.\n')).toEqual(['Token never expires', 'The router does everything']);
  });

  it('numbering that runs on into "Warnings" and "Suggestions" makes one list of findings (English, Spanish)', () => {
    expect(titles('# Review\n\n## Bugs\n\n1. **Lock never released** — `a.py:3`\n2. **Clock in local time** — `b.py:8`\n\n## Warnings\n\n3. **`c.py:14`** — temp file left behind.\n\n## Suggestions\n\n4. **`d.py`** — two JSON parsers.\n')).toHaveLength(4);
    expect(titles('# Revisión\n\n## Errores\n\n1. **El candado no se libera** — `a.go:3`\n\n## Advertencias\n\n2. **`b.go:9`** — fichero temporal sin borrar.\n\n## Sugerencias\n\n3. **`c.go`** — dos analizadores de JSON.\n')).toHaveLength(3);
    // A "Suggestions" section with a numbering of its own stays Recommendations.
    const { r, f } = read('# Review\n\n## Bugs\n\n1. **Lock never released** — `a.py:3`\n2. **Clock in local time** — `b.py:8`\n\n## Suggestions\n\n1. Use one JSON parser.\n2. Make the timeout a setting.\n');
    expect(f).toHaveLength(2);
    expect(r.answers.recommendations).toHaveLength(2);
  });
});

describe('sections that restate the findings add none', () => {
  it('recommendations grouped by priority are not severity groups of findings (English, French)', () => {
    expect(titles('# Review\n\n## Issues\n\n- Token never expires (high)\n- Upload size not limited (medium)\n\n## Priority recommendations\n\n### Critical (fix immediately)\n\n1. ✅ **Add token expiry** - limits stolen tokens\n\n### Low priority\n\n2. ✅ **Add request logging**\n')).toEqual(['Token never expires', 'Upload size not limited']);
    expect(titles('# Revue\n\n## Problèmes trouvés\n\n- Le jeton n\'expire jamais\n- Taille des envois illimitée\n\n## Recommandations\n\n### Critique\n\n1. ✅ **Ajouter une expiration**\n\n### Faible\n\n2. ✅ **Journaliser les requêtes**\n')).toEqual(['Le jeton n\'expire jamais', 'Taille des envois illimitée']);
  });

  it('a closing summary of resolved and open items lists titles already counted (English, Portuguese)', () => {
    expect(titles('# Shop review\n\n## Findings\n\n### 1. Webhook accepts any origin\nNo signature check.\n\n### 2. Old image library\nUpgraded.\n\n## Security Summary\n\n### Weaknesses resolved ✅\n- Old image library\n\n### Weaknesses still open 🔴\n- Webhook accepts any origin\n')).toEqual(['Webhook accepts any origin', 'Old image library']);
    expect(titles('# Revisão\n\n## Problemas encontrados\n\n### 1. Webhook aceita qualquer origem\nSem assinatura.\n\n### 2. Cabeçalhos ausentes\nSem CSP.\n\n## Resumo de segurança\n\n### Vulnerabilidades restantes 🔴\n- Webhook sem verificação de assinatura\n- Cabeçalhos ausentes\n')).toEqual(['Webhook aceita qualquer origem', 'Cabeçalhos ausentes']);
  });
});

describe('praise and its partner', () => {
  it('beside a praise sub-heading, its sibling holds the problems, whatever it is called (English, Japanese)', () => {
    expect(titles('# Review\n\n## Security\n\n### ✅ Handled well\n1. **Secrets**: kept server-side.\n\n### ⚠️ Needs attention\n1. **Admin URL printed in the log**: anyone sees it.\n\n## Performance\n\n### Strengths\n- Bundles split.\n\n### Potential slowdowns\n1. **Images loaded eagerly**: use lazy loading.\n')).toEqual(['Admin URL printed in the log', 'Images loaded eagerly']);
    expect(titles('# コードレビュー\n\n## 詳細\n\n### 1. 同期処理 (`src/sync.ts`)\n\n#### ✅ 良い点\n- **分離**: 取得と保存が分かれている\n\n#### ⚠️ 改善したい点\n1. **キャッシュの期限が固定**: 変えられない\n\n### 2. テスト (`src/sync.test.ts`)\n\n#### ✅ 良い点\n- **境界値**: ある\n\n#### ⚠️ 改善したい点\n1. **外部APIに依存**: オフラインで失敗する\n')).toEqual(['キャッシュの期限が固定', '外部APIに依存']);
  });

  it('a praise section in another language holds no findings when no heading names them (Spanish, German, Polish by its marks)', () => {
    expect(titles('# Auditoría\n\n## ✅ 2 Buenas prácticas (a conservar)\n\n### 1. Migraciones versionadas\nCada cambio tiene la suya.\n\n## ❌ 1 Malas prácticas (a corregir)\n\n### 1. Contraseñas en el log\nEl cuerpo entero.\n')).toEqual(['Contraseñas en el log']);
    expect(titles('# Code-Audit\n\n## Gute Praktiken\n\n### 1. Klare Schichten\nGetrennt.\n\n## Schlechte Praktiken\n\n### 1. Kein Timeout\nWartet ewig.\n')).toEqual(['Kein Timeout']);
    // The marks closing the headings: "What is solid ✅" beside "Severe privacy problems 🔴".
    expect(titles('# Doorbell review\n\n## 1. Privacy\n\n### 1.1 What is solid ✅\n\n1. **Local storage encrypted** - good\n\n### 1.2 Severe privacy problems 🔴\n\n1. **Streams sent unencrypted** - anyone listens.\n')).toEqual(['Streams sent unencrypted']);
    expect(titles('# Audyt\n\n## ✅ Co działa\n\n### 1. Migracje\nWersjonowane.\n\n## ❌ Co poprawić\n\n### 1. Hasła w logach\nCałe ciało żądania.\n')).toEqual(['Hasła w logach']);
  });
});

describe('a findings heading named by its noun', () => {
  it('three words or more with the noun last, or first (English, Spanish, Russian)', () => {
    expect(titles('# Review\n\n## 1. Security Assessment\n\n### 1.1 Strong Points ✅\n\n1. **TLS everywhere** - good\n\n### 1.2 Critical Security Issues 🔴\n\n1. **Broker accepts anonymous clients** - any client.\n\n## 2. Code Quality\n\n### 2.1 Issues\n\n- Retry logic copied\n')).toEqual(['Broker accepts anonymous clients', 'Retry logic copied']);
    expect(titles('# Revisión\n\n## 1. Seguridad\n\n### 1.1 Puntos fuertes\n\n- Argon2\n\n### 1.2 Problemas graves de seguridad\n\n1. **El token no caduca** - sin expiración.\n\n## 2. Calidad\n\n### 2.1 Hallazgos\n\n- Funciones duplicadas\n')).toEqual(['El token no caduca', 'Funciones duplicadas']);
    expect(titles('# Проверка\n\n## Логические ошибки\n\n### Письмо уходит дважды\nПри таймауте.\n\n## Замечания\n\n### Медленный поиск\nЧитает всё.\n')).toEqual(['Письмо уходит дважды', 'Медленный поиск']);
  });
});

describe('the outcome where a writer sums up, and not from a line about something else', () => {
  it('a quote that opens the return states it in a later sentence (English, French)', () => {
    expect(outcome('# Pager review\n> From the session of 2026-02-11. Agent completed the full review.\n\n## Bugs\n\n1. **Cache key ignores the locale**\n2. **Retry never backs off**\n')).toBe('answered');
    expect(outcome('# Revue du pager\n> Séance du 11 février. Revue terminée.\n\n## Bogues\n\n1. **La clé de cache ignore la langue**\n')).toBe('answered');
    expect(outcome('# Pager\n> Round 3, 2026-02-11. The reviewer read every module.\n> All defects below were addressed two days later.\n\n## Defects\n\n1. **Cache key ignores the locale**\n')).toBe('answered');
  });

  it('a closing conclusion states it (English, Russian)', () => {
    expect(outcome('# Check report\n\n## Problems found\n\n### 1. Handlers registered twice\nTwo per event.\n\n## Conclusion\n\nFull check carried out; both problems fixed and verified.\n')).toBe('answered');
    expect(outcome('# Отчёт о проверке\n\n## Найденные проблемы\n\n### 1. Дубликаты обработчиков\nДва на событие.\n\n## Заключение\n\nПроведена полная проверка:\n- Удалены дубликаты\n')).toBe('answered');
    expect(outcome('# Prüfbericht\n\n## Gefundene Probleme\n\n### 1. Datum vertauscht\nMonat und Tag.\n\n## Fazit\n\nDie Prüfung ist vollständig durchgeführt:\n- Datum korrigiert\n')).toBe('answered');
    expect(outcome('# Raport\n\n## Znalezione problemy\n\n### 1. Zły format daty\nZamienione.\n\n## Podsumowanie\n\nPrzegląd zakończony:\n- format poprawiony\n')).toBe('answered');
  });

  it('a command\'s "Result:" below its code block is not the outcome (English, German)', () => {
    expect(outcome('# Downloader audit\n\nVerified during this audit:\n\n```sh\nmake build\n```\n\nResult: passed, 0 warnings.\n\n## Findings\n\n### P1: Installer not signed\nSmartScreen warns.\n')).toBeNull();
    expect(outcome('# Audit des Downloaders\n\nGeprüft:\n\n```sh\nmake test\n```\n\nErgebnis: bestanden.\n\n## Befunde\n\n### Installer nicht signiert\nWarnung beim Start.\n')).toBeNull();
  });

  it('one finding\'s own "Status:" line is that finding\'s, not the return\'s (English, Spanish)', () => {
    expect(outcome('# Shop review\n\n## Findings\n\n### 1. Webhook accepts any origin\nNo signature.\n\n### 2. Old image library\n**Status:** ✅ FIXED — upgraded.\n')).toBeNull();
    expect(outcome('# Revisión\n\n## Hallazgos\n\n### 1. El webhook acepta cualquier origen\nSin firma.\n\n### 2. Biblioteca antigua\n**Estado:** ✅ Corregido.\n')).toBeNull();
  });
});
