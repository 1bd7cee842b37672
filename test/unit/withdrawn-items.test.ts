// QA 45 R1 and R2 in-process: sections that hold no problem (kept decisions, a corrections table, a reference table,
// enhancements, what was checked) and items the writer took back or found need nothing (struck through and RETRACTED,
// a status "WORKS" or "Non-finding", a bold "Aucun correctif requis") are no findings. Near misses stay findings.
// Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';
import { notFindingValue, saysNoFixNeeded, statusSaysNoFinding, withdrawnTitle } from '../../src/brief/withdrawn-items.js';

const titles = (md: string) => readReturn(md).f.map((f) => f.title);

describe('withdrawn-items.ts, the pure readers', () => {
  it('a title struck through or tagged as taken back', () => {
    expect(withdrawnTitle('### 3.4 — ~~LOW — `BASE_SPEED` re-export with no consumer~~ (RETRACTED — required fixture)')).toBe(true);
    expect(withdrawnTitle('### F7 Cache race [Withdrawn]')).toBe(true);
    expect(withdrawnTitle('### 2.1 Export verliert Zeilen (zurückgezogen)')).toBe(true);
    expect(withdrawnTitle('### ~~Rundung im Export~~')).toBe(true);
    // (A struck word inside a title that goes on, and a bracket that says something else, are no such tag.)
    expect(withdrawnTitle('### The ~~old~~ cache never expires')).toBe(false);
    expect(withdrawnTitle('### Retry loop never backs off (high)')).toBe(false);
    expect(withdrawnTitle('### Withdrawn funds are not refunded')).toBe(false);
  });

  it('a status that says the item is no finding; a status that goes on says more', () => {
    expect(notFindingValue('✅ **WORKS** (test methodology issue)')).toBe(true);
    expect(notFindingValue('⏭️ *Kein Eingriff (Non-finding)* — bewusst belassen')).toBe(true);
    expect(notFindingValue('Works on Chrome, fails on Safari')).toBe(false);
    expect(notFindingValue('⏭️ *Zurückgestellt (Deferred)* — ist bereits typsicher (kein Fehler)')).toBe(false);
    expect(notFindingValue('✅ **FIXED**')).toBe(false);
    expect(statusSaysNoFinding(['- **Severity**: High', '- **Status**: ✅ **WORKS** (test methodology issue)'])).toBe(true);
    // (Not the severity nor the finding label: "Finding: works only with the cache cold" states a problem.)
    expect(statusSaysNoFinding(['- **Finding**: works', '- **Severity**: High'])).toBe(false);
  });

  it('a bold verdict that no fix is needed, the phrase alone in the bold', () => {
    expect(saysNoFixNeeded('`_slug` ne laisse passer ni `/`. **Aucun correctif requis** ; conserver.')).toBe(true);
    expect(saysNoFixNeeded('Input is escaped. **No fix required.**')).toBe(true);
    expect(saysNoFixNeeded('**No fix required yet, but the token leaks** into the log.')).toBe(false);
    expect(saysNoFixNeeded('No fix required for the parser; the cache still leaks.')).toBe(false);
  });
});

describe('R2: items taken back or passed, inside a findings group', () => {
  it('RETRACTED, WORKS and a status "Non-finding" are no findings; their neighbours stay', () => {
    const md = '# QA Findings\n\n## Bugs (Must Fix)\n\n### BUG-000: Large files take 1+ minute to open\n- **Severity**: CRITICAL\n- **Status**: ✅ **FIXED**\n\n### BUG-001: .env security warning banner not showing\n- **Severity**: High\n- **Status**: ✅ **WORKS** (test methodology issue)\n\n### BUG-002: .vimrc has no highlighting\n- **Severity**: Low\n- **Status**: ⏸️ deferred\n\n## Audit\n\n### 3.3 — LOW — quest ids used only as literals\n- **Action: FIX.**\n\n### 3.4 — ~~LOW — `BASE_SPEED` re-export with no consumer~~ (RETRACTED — required fixture)\n- **Action: KEEP.** Not a true orphan.\n\n## Missing integration\n\n- **LOW** — `applyUnlockHQ` falls through to the default case.\n  - **Status:** ✅ Bearbeitet — case ergänzt.\n- **LOW** — `logger.ts` writes `localStorage` directly.\n  - **Status:** ⏭️ *Kein Eingriff (Non-finding)* — bewusst belassen.\n';
    const t = titles(md);
    expect(t.some((x) => /\.env security warning/.test(x))).toBe(false);
    expect(t.some((x) => /BASE_SPEED|~~/.test(x))).toBe(false);
    expect(t.some((x) => /logger/.test(x))).toBe(false);
    expect(t.some((x) => /Large files/.test(x))).toBe(true);
    expect(t.some((x) => /vimrc/.test(x))).toBe(true);
    expect(t.some((x) => /quest ids/.test(x))).toBe(true);
    expect(t.some((x) => /applyUnlockHQ/.test(x))).toBe(true);
    expect(t).toHaveLength(4);
  });

  it('a sub-heading with a severity whose text says "Aucun correctif requis" is a passed check', () => {
    const md = "# Rapport d'audit\n\n## 1. Sécurité\n\n### 1.1 Injection de formule Excel — Moyen (réel)\n\nUn locataire nommé `=HYPERLINK(...)` produit une formule active. **Correctif** : forcer le type chaîne.\n\n### 1.3 Traversée de chemin — Faible (théorique)\n\n`_slug` ne laisse passer ni `/` ni `..`. **Aucun correctif requis** ; conserver cette normalisation.\n\n### 1.5 `build.bat` — Faible\n\n- **Dépendances non figées** : chaîne d'approvisionnement non épinglée.\n";
    expect(titles(md)).toEqual(['Injection de formule Excel', '`build.bat`']);
  });

  it('near miss: a deferred status with "(kein Fehler)" in its note, and "Works on Chrome" stay findings', () => {
    const md = '# Audit\n\n## Findings\n\n### 1.6 — LOW — Type mismatch threaded through kabelsalat\n- `faultReason` initialised as `\'\'`. **Action: FIX**.\n  - **Status:** ⏭️ *Zurückgestellt (Deferred)* — bereits typsicher (kein Fehler).\n\n### 1.7 — HIGH — Upload breaks on Safari\n- **Status**: Works on Chrome, fails on Safari\n';
    expect(titles(md)).toHaveLength(2);
  });
});

describe('R1: sections that hold no problem', () => {
  it('kept decisions (es), enhancements, a corrections table, a reference table, what was checked (ja)', () => {
    expect(titles('# Auditoría\n\n## Hallazgos altos\n\n### A-01 — Errores internos no quedaban registrados\n\n**Corrección aplicada:** se añadió `actionFailure`.\n\n## Decisiones intencionales conservadas\n\n- **Caché de disco:** la ausencia `ENOENT` es normal.\n- **Storage:** borrar una publicación no falla por su foto.\n')).toEqual(['Errores internos no quedaban registrados']);
    expect(titles('# QA\n\n## Bugs (Must Fix)\n\n### BUG-000: Large files take 1+ minute to open\n- **Severity**: CRITICAL\n\n### BUG-002: .vimrc has no highlighting\n- **Severity**: Low\n\n## Enhancements (Nice to Have)\n\n### ENH-002: Add .npmrc to security warning files\n- **Priority**: Medium\n')).toHaveLength(2);
    expect(titles("## Constats\n\n### C1. La directive n'a ni lieu, ni forme\n\nChaque tâche produit quatre suites.\n\n## Réponse à la question posée\n\n**Le dépôt sait dire ce qui bloque.**\n\n### Quatre corrections\n\n| Réf | Correction | Nature |\n|---|---|---|\n| **S1** | Une décision `suspendue` devient un item | Code |\n| **S2** | Ce qui débloque passe devant | Code |\n| **S3** | `clia focus --humain` filtre | Code |\n")).toHaveLength(1);
    expect(titles('# Second opinion\n\n## The finding that matters\n\n**`car_select_new` has no `mogaHighlightButton`**, so Continue is not reachable.\n\n## Guest field reference (verified by disassembly)\n\n| offset | meaning |\n|---|---|\n| `0x133` | controller connected |\n| `0x135` | MOGA available |\n')).toHaveLength(1);
    expect(titles('# レビュー\n\n## 指摘事項\n\n| # | 問題 | 対応 |\n|---|---|---|\n| 1 | フォントが読み込まれない | 修正 |\n| 2 | 余白が崩れる | 修正 |\n\n## 確かめたこと・まだ確かめていないこと\n\n- ビルドが通ることは確認した\n- Safari での表示はまだ確かめていない\n')).toHaveLength(2);
  });

  it('near miss: a findings section that names decisions or enhancements in a title stays one', () => {
    // ("### Intentional decisions are undocumented" is one finding's title under the findings, not the kept section.)
    expect(titles('# Review\n\n## Findings\n\n### Intentional decisions are undocumented\n\nNobody knows why the cache is off.\n\n### Enhancement flags leak into prod\n\nThe flag is on for everyone.\n')).toHaveLength(2);
  });
});
