// A finding's own parts are not findings (its "#### Description" / "#### Suggested fix" sub-headings, its detail
// bullets, the list nested under its title), and findings one level down are (QA, issue 10: "parts").

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

const titles = (md: string) => read(md).f.map((x) => x.title);

/** A commit log as a return: one "## [sha] date — ❌ …" entry per commit, each over counted issues written as
 *  forms ("### Issue 2 — title" / "#### Description" / …). */
function commitLog(entry: string, issues: [string, string][], parts: string[], outcome = 'answered — reviewed the commits'): string {
  const out = ['## Outcome', '', outcome, ''];
  issues.forEach(([head, title], n) => {
    out.push(`## [${(0xabc1234 + n).toString(16)}] 2026-05-0${n + 2} — ❌ ${entry}`, '', `### ${head}${title}`, '');
    for (const p of parts) out.push(`#### ${p}`, '', `What the writer says under ${p} for ${title}.`, '');
  });
  return out.join('\n');
}

describe('a counted issue over sub-headings of its parts is one finding, titled by the issue', () => {
  it('English, parts beyond the old form labels ("Proposed Solution", "Affected Files"): one finding per issue, every entry', () => {
    const md = commitLog('Issue Found', [['Issue 2 — ', 'Login loops on expired session'], ['Issue 3 — ', 'Upload drops files over 10 MB'], ['Issue 4 — ', 'Dark mode resets on reload']], ['Description', 'Steps to Reproduce', 'Proposed Solution', 'Affected Files']);
    const { r, f } = read(md);
    expect(f.map((x) => x.title)).toEqual(['Login loops on expired session', 'Upload drops files over 10 MB', 'Dark mode resets on reload']);
    expect(r.answers.findings[0]).toContain('What the writer says under Proposed Solution for Login loops on expired session.');
  });

  it('Spanish: "#### Causa raíz" under "### Error 1: …" is a part of it, not a section of findings', () => {
    expect(titles(commitLog('Error encontrado', [['Error 1: ', 'El inicio de sesión se repite'], ['Error 2: ', 'La subida pierde archivos']], ['Descripción', 'Pasos para reproducir', 'Causa raíz', 'Solución propuesta']))).toEqual(['El inicio de sesión se repite', 'La subida pierde archivos']);
  });

  it('German, Chinese and Japanese parts', () => {
    expect(titles(commitLog('Problem gefunden', [['Problem 1 — ', 'Anmeldung hängt in einer Schleife'], ['Problem 2 — ', 'Hochladen verliert Dateien']], ['Beschreibung', 'Ursache', 'Lösungsvorschlag']))).toEqual(['Anmeldung hängt in einer Schleife', 'Hochladen verliert Dateien']);
    expect(titles(commitLog('发现问题', [['问题1：', '会话过期后登录循环'], ['问题2：', '上传丢失大文件']], ['描述', '复现步骤', '原因', '修复建议']))).toEqual(['会话过期后登录循环', '上传丢失大文件']);
    expect(titles(commitLog('問題あり', [['問題1：', 'ログインがループする'], ['問題2：', 'アップロードでファイルが消える']], ['説明', '再現手順', '原因', '修正']))).toEqual(['ログインがループする', 'アップロードでファイルが消える']);
  });

  it('a heading titled by its severity over parts ("### 1.5 Setup script — Low" / "#### Description" / "#### Proposed solution")', () => {
    const md = ['## Outcome', '', 'answered — two', '', '## Findings', '', '### 1.5 Setup script — Low', '', '#### Description', '', 'No checksum on the download.', '', '#### Proposed solution', '', 'Pin a checksum.', '', '### 1.6 Config loader — Medium', '', '#### Description', '', 'Ignores XDG_CONFIG_HOME.', '', '#### Affected files', '', '`src/config.ts`', ''].join('\n');
    expect(read(md).f.map((x) => [x.title, x.severity])).toEqual([['Setup script', 'low'], ['Config loader', 'medium']]);
  });

  it('guards: sub-headings that are not parts stay findings; a part with a table is the finding\'s evidence', () => {
    expect(titles(['## Outcome', '', 'answered', '', '## Issue 1: Checkout', '', '### Cart total is wrong with coupons', '', 'Applied twice.', '', '### Description', '', 'Tax missing for EU buyers.', ''].join('\n'))).toEqual(['Cart total is wrong with coupons', 'Description']);
    const { r, f } = read(['## Outcome', '', 'answered', '', '## Findings', '', '### Issue 1 — Slow export', '', '#### Description', '', 'The export takes a minute.', '', '#### Evidence', '', '| run | time |', '|---|---|', '| 1 | 61 s |', '', '### Issue 2 — Wrong totals', '', '#### Description', '', 'Totals ignore refunds.', ''].join('\n'));
    expect(f.map((x) => x.title)).toEqual(['Slow export', 'Wrong totals']);
    expect(r.answers.findings[0]).toContain('61 s');
  });
});

describe('an entry\'s own head above its sub-sections of findings is about the entry, no finding', () => {
  it('"**Commit:** abc1234" / "**Author:** …" lines over "### Issue 2 — …": kept under the entry\'s heading', () => {
    const entry = (sha: string, n: number, title: string, head: string) => [`## [${sha}] 2026-05-0${n} — ❌ Issue Found`, '', head, '', `### Issue ${n} — ${title}`, '', '#### Description', '', `${title}, as seen in the log.`, '', '#### Suggested fix', '', 'Change the check.', ''];
    const md = ['## Outcome', '', 'answered — reviewed three commits', '', ...entry('abc1234', 2, 'Login loops on expired session', '**Commit:** abc1234\n**Author:** dev'), ...entry('def5678', 3, 'Upload drops big files', '**Commit:** def5678'), ...entry('0a1b2c3', 4, 'Dark mode resets', '**Commit:** 0a1b2c3')].join('\n');
    const { r, f } = read(md);
    expect(f.map((x) => x.title)).toEqual(['Login loops on expired session', 'Upload drops big files', 'Dark mode resets']);
    expect(r.extra.map((e) => e.text).join('\n')).toContain('**Commit:** def5678');
  });

  it('a caption over the sub-sections ("I found and fixed these errors:", "Encontré y corregí estos errores:")', () => {
    const errs = (lead: string, e: string) => ['## Outcome', '', 'answered — two fixed', '', `## 🔍 ${e}`, '', lead, '', '### Error 1: Import path wrong in the CLI', '', 'The CLI imported `./util`; fixed the path.', '', '### Error 2: Off-by-one in the pager', '', 'The last page was skipped; changed the bound.', ''].join('\n');
    expect(titles(errs('I found and fixed these errors:', 'ERRORS FOUND AND FIXED'))).toEqual(['Import path wrong in the CLI', 'Off-by-one in the pager']);
    expect(titles(errs('Encontré y corregí estos errores:', 'ERRORES ENCONTRADOS Y CORREGIDOS'))).toEqual(['Import path wrong in the CLI', 'Off-by-one in the pager']);
  });

  it('guard: a sentence above the sub-sections is still read as the writer wrote it (a finding of its own)', () => {
    expect(titles(['## Outcome', '', 'answered', '', '## Findings', '', 'The cache leaks memory under load. Seen twice.', '', '### Issue 1: Pager skips the last page', '', 'Off by one.', ''].join('\n'))).toContain('Pager skips the last page');
  });
});

describe('an item of a numbered section, closed by its severity, over bullets about it is one finding', () => {
  it('"### 1.5 Setup script — Low" over three detail bullets (two say "acceptable"): one finding with its severity', () => {
    const { r, f } = read('## Outcome\n\nanswered — reviewed the setup\n\n## Findings\n\n### 1.4 Config loader — Medium\n\n- The loader ignores `XDG_CONFIG_HOME`.\n- It falls back silently.\n\n### 1.5 Setup script — Low\n\n- The script uses `set -e` without `pipefail`; acceptable for now.\n- The download has no checksum; acceptable en l\'état.\n- There is no `--help` output.\n');
    expect(f.map((x) => [x.title, x.severity])).toEqual([['Config loader', 'medium'], ['Setup script', 'low']]);
    expect(r.answers.findings[1]).toContain('There is no `--help` output.');
  });

  it('in French', () => {
    expect(read('## Résultat\n\nanswered — revue faite\n\n## Constats\n\n### 1.1 Chargeur de configuration — Moyenne\n\n- Le chargeur ignore `XDG_CONFIG_HOME`.\n- Il se replie sans rien dire.\n\n### 1.2 Script d\'installation — Basse\n\n- Le script utilise `set -e` sans `pipefail` ; acceptable en l\'état.\n- Le téléchargement n\'a pas de somme de contrôle.\n').f.map((x) => [x.title, x.severity])).toEqual([['Chargeur de configuration', 'medium'], ["Script d'installation", 'low']]);
  });
});

describe('findings one level down, under a plain numbered heading', () => {
  const security = '## 1. Security\n\n### 1.1 Formula injection in CSV export — Medium\n\nCells starting with `=` are written as is. A spreadsheet runs them.\n\n### 1.2 Old TLS settings — Low\n\n- TLS 1.0 is still enabled\n- weak ciphers are listed\n\n';
  it('prose-bodied and list-bodied sub-headings with their severity are each a finding, in every numbered section; an appendix of the series is none', () => {
    const md = `# Review\n\n## Summary\n\nFour findings.\n\n${security}## 2. Data quality\n\n### M1 — Duplicate names accepted (Major)\n\nTwo customers may share a name; the export merges them.\n\n### M2 — Dates in local time (Minor)\n\nThe export writes local time without an offset.\n\n## 3. Appendix\n\n### 3.1 Requirements\n\nNode 20 and npm.\n`;
    const { r, f } = read(md);
    expect(f.map((x) => [x.title, x.severity])).toEqual([['Formula injection in CSV export', 'medium'], ['Old TLS settings', 'low'], ['M1. Duplicate names accepted', 'major'], ['M2. Dates in local time', 'minor']]);
    expect(r.extra.map((e) => e.heading)).toContain('3. Appendix');
  });

  it('in French ("## 1. Sécurité" / "### 1.1 … — Moyenne")', () => {
    const md = '# Revue\n\n## Résumé\n\nTrois constats.\n\n## 1. Sécurité\n\n### 1.1 Injection de formules dans l\'export CSV — Moyenne\n\nLes cellules qui commencent par `=` sont écrites telles quelles.\n\n### 1.2 Réglages TLS anciens — Basse\n\n- TLS 1.0 encore actif\n- chiffrements faibles\n\n## 2. Annexe\n\n### 2.1 Prérequis\n\nNode 20.\n';
    expect(read(md).f.map((x) => [x.title, x.severity])).toEqual([["Injection de formules dans l'export CSV", 'medium'], ['Réglages TLS anciens', 'low']]);
  });
});

describe('a list under an item, indented too little to nest, is that item\'s detail', () => {
  it('"3. **Lint issues** ✅ FIXED" over "  - …" lines: one finding, the sub-items its text', () => {
    const { r, f } = read('## Outcome\n\nanswered — fixed what I found\n\n## Findings\n\n1. **Type errors** ✅ FIXED\n  - added the missing return type in `src/a.ts`\n  - narrowed the union\n2. **Flaky test** ⚠️ NOT FIXED\n  - depends on wall-clock time\n3. **Lint issues** ✅ FIXED\n  - removed unused imports in `src/d.ts`\n  - renamed `foo_bar` to `fooBar`\n  - sorted imports in `src/e.ts`\n  - removed a stray `console.log`\n');
    expect(f.map((x) => x.title)).toEqual(['Type errors', 'Flaky test', 'Lint issues']);
    expect(r.answers.findings[2]).toContain('removed a stray `console.log`');
  });

  it('in German, and with no headings at all', () => {
    expect(titles('## Ergebnis\n\nanswered — behoben\n\n## Befunde\n\n1. **Typfehler** ✅ BEHOBEN\n  - fehlenden Rückgabetyp ergänzt\n  - Union eingeengt\n2. **Lint-Fehler** ✅ BEHOBEN\n  - ungenutzte Importe entfernt\n')).toEqual(['Typfehler', 'Lint-Fehler']);
    expect(titles('Fixed what I found.\n\n1. **Type errors** ✅ FIXED\n  - added the missing return type\n  - narrowed the union\n2. **Lint issues** ✅ FIXED\n  - removed unused imports\n')).toEqual(['Type errors', 'Lint issues']);
  });

  it('guard: a list at the margin, after a blank line, is findings of its own', () => {
    expect(titles('## Findings\n\n1. **Type errors** ✅ FIXED\n   - added the missing return type\n2. **Flaky test**\n\n- a separate finding at the margin\n')).toEqual(['Type errors', 'Flaky test', 'a separate finding at the margin']);
  });
});

describe('a sub-heading numbered as a finding and marked fixed is a finding, beside one still open', () => {
  const report = (h: string, a: string, b: string, c: string) => `# 🛠️ DEBUG REPORT\n\n## 📋 SUMMARY\n\nFixed two errors, one left.\n\n## 🔍 ${h}\n\n### ✅ ${a}\n\nThe CLI imported \`./util\` instead of \`./utils\`; fixed the path.\n\n### ✅ ${b}\n\nThe last page was skipped; changed the bound.\n\n### ⚠️ ${c}\n\nNot fixed yet: the timer test depends on the clock.\n`;
  it('"### ✅ Error 1: …" / "### ✅ Error 2: …" / "### ⚠️ Error 3: …": three findings, the fixed ones not set aside as passed checks', () => {
    expect(titles(report('ERRORS FOUND AND FIXED', 'Error 1: Import path wrong in the CLI', 'Error 2: Off-by-one in the pager', 'Error 3: Flaky timer test'))).toEqual(['Import path wrong in the CLI', 'Off-by-one in the pager', 'Flaky timer test']);
  });

  it('in Spanish', () => {
    expect(titles(report('ERRORES ENCONTRADOS Y CORREGIDOS', 'Error 1: Ruta de importación incorrecta', 'Error 2: El paginador salta la última página', 'Error 3: Prueba inestable del temporizador'))).toEqual(['Ruta de importación incorrecta', 'El paginador salta la última página', 'Prueba inestable del temporizador']);
  });

  it('guard: a CI triage\'s passed checks ("### ✅ `lint`" beside "### ❌ `test (node 20)`") are still set aside', () => {
    const { r, f } = read('## Run 12 analysis\n\n**Status:** done — one failure.\n\n### ❌ `e2e (windows-latest)`\n\n**Root cause:** a flaky wait.\n\n### ✅ `lint`\n\nPassed.\n\n### ✅ `build`\n\nPassed.\n');
    expect(f).toHaveLength(1);
    expect(r.extra.map((e) => e.text).join('\n')).toContain('`lint`');
  });
});
