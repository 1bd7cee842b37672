// ret55: what QA 54 left in returns, each rule on synthetic documents in three languages at least: a remark about the
// findings as a whole is commentary; a level the body states is the finding's when its title states none; a stated
// answer loses the marks of a wholly emphasised value; a follow-up or a suggestion under a tally of passes is no failure.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

describe('a remark about the findings as a whole, after their table, is commentary, not a finding', () => {
  // [language, findings heading, table header, two rows, the remark, a paragraph that names a file of its own]
  it.each([
    ['en', 'Defects', '| ID | Severity | Symptom | Status |', ['| D-1 | HIGH | Queue drops the last message | FIXED |', '| D-2 | LOW | Timer drifts by a second | FIXED |'], 'Both issues were reproduced before the change and rechecked after it. Regression run: 51 pass, 0 fail.', 'Every fix also misses the guard in `src/queue/drain.ts:77`.'],
    ['de', 'Mängel', '| ID | Schweregrad | Symptom | Status |', ['| D-1 | HOCH | Die Warteschlange verliert die letzte Nachricht | BEHOBEN |', '| D-2 | NIEDRIG | Der Timer geht eine Sekunde nach | BEHOBEN |'], 'Alle Fehler wurden vor der Änderung nachgestellt und danach erneut geprüft. Regressionslauf: 51 bestanden, 0 fehlgeschlagen.', 'Alle Fehler übersehen zudem den Guard in `src/queue/drain.ts:77`.'],
    ['it', 'Difetti', '| ID | Severità | Sintomo | Stato |', ['| D-1 | ALTA | La coda perde l\'ultimo messaggio | RISOLTO |', '| D-2 | BASSA | Il timer ritarda di un secondo | RISOLTO |'], 'Entrambi i bug sono stati riprodotti prima della modifica e ricontrollati dopo. Regressione: 51 pass, 0 fail.', 'Tutti i fix mancano però il controllo in `src/queue/drain.ts:77`.'],
    ['ru', 'Дефекты', '| ID | Серьёзность | Симптом | Статус |', ['| D-1 | ВЫСОКАЯ | Очередь теряет последнее сообщение | ИСПРАВЛЕНО |', '| D-2 | НИЗКАЯ | Таймер отстаёт на секунду | ИСПРАВЛЕНО |'], 'Все проблемы воспроизведены до изменения и перепроверены после него. Регрессия: 51 pass, 0 fail.', 'Все исправления пропускают проверку в `src/queue/drain.ts:77`.'],
  ])('%s', (_l, heading, header, rows, remark, placed) => {
    const md = (after: string) => `# Queue hardening\n\n## Findings: ${heading}\n\n${header}\n|---|---|---|---|\n${rows.join('\n')}\n\n${after}\n`;
    const { f } = readReturn(md(remark));
    expect(f.map((x) => x.title)).toHaveLength(2);
    expect(f.some((x) => x.text.includes(remark.slice(0, 20)))).toBe(false);
    // (A paragraph that names a file of its own is a finding still, whatever quantifier opens it.)
    expect(readReturn(md(placed)).f).toHaveLength(3);
  });
});

describe('a level the body states is the finding\'s severity when its title states none', () => {
  // [language, a title, a body stating a level, the level, a body naming two levels, a body negating one]
  it.each([
    ['en', 'Stale cache after deploy', 'The warm-up job skips the new keys. This is a P1 issue for the release.', 'p1', 'Unlike the P1 above, this one is only a minor issue.', 'The warm-up job skips the new keys. It is not a P1 issue.'],
    ['en', 'Label says Copilot', 'The prompt label names the wrong product. Low severity, cosmetic.', 'low', 'Scale used: P0 blocker, P1 high, P2 medium.', 'The prompt label names the wrong product, not a high issue.'],
    ['de', 'Veralteter Cache nach dem Deploy', 'Der Warm-up-Job überspringt die neuen Schlüssel (hoch).', 'high', 'Anders als das kritische Problem oben ist dieses ein Problem niedriger Priorität.', 'Der Warm-up-Job überspringt die neuen Schlüssel, aber kein kritisches Problem.'],
    ['es', 'Caché obsoleta tras el despliegue', 'El trabajo de precarga omite las claves nuevas. Severidad: alta.', 'high', 'A diferencia del problema crítico anterior, este es un problema bajo.', 'El trabajo de precarga omite las claves nuevas; no es un problema crítico.'],
    ['fr', 'Cache périmé après le déploiement', 'La tâche de préchauffage ignore les nouvelles clés. C\'est un problème critique.', 'critical', 'Contrairement au problème critique ci-dessus, celui-ci est un problème faible.', 'La tâche de préchauffage ignore les nouvelles clés, pas un problème critique.'],
  ])('%s: %s', (_l, title, stated, level, two, negated) => {
    const md = (body: string) => `# Cache review\n\n## Findings\n\n### 1. ${title}\n\n${body}\n\n### 2. Retry loop has no backoff\n\nIt retries at once, forever.\n`;
    expect(readReturn(md(stated)).f[0]!.severity).toBe(level);
    expect(readReturn(md(two)).f[0]!.severity).toBeUndefined();
    expect(readReturn(md(negated)).f[0]!.severity).toBeUndefined();
    // (A level in code states nothing: "`P1`" names a constant.)
    expect(readReturn(md(`The queue is set to \`${level.toUpperCase()} issue\` by default.`)).f[0]!.severity).toBeUndefined();
  });
});

describe('a stated answer emphasised as a whole is said without its marks', () => {
  // [language, verdict heading, the verdict line, said, a line whose bold lead is followed by more words]
  it.each([
    ['en', 'Final Verdict', '**Approved for implementation.**', 'Approved for implementation.', '**Approved**, once the two renames land.'],
    ['de', 'Abschließendes Urteil', '__Zur Umsetzung freigegeben.__', 'Zur Umsetzung freigegeben.', '**Freigegeben**, sobald die Umbenennungen da sind.'],
    ['es', 'Veredicto final', '*Aprobado para implementación.*', 'Aprobado para implementación.', '**Aprobado**, cuando lleguen los dos cambios de nombre.'],
  ])('%s', (_l, heading, line, said, led) => {
    const md = (l: string) => `# Plan review\n\n## Strengths\n\nThe staging is sound.\n\n## ${heading}\n\n${l}\n`;
    const r = readReturn(md(line)).r;
    expect(r.answers.answer).toBe(said);
    // (Only a value emphasised whole: a bold lead before more words keeps its marks.)
    expect(readReturn(md(led)).r.answers.answer).toBe(led);
  });
});

describe('a follow-up or a suggestion under a tally of passes is no failure of the work', () => {
  // [language, heading, a pass, a labelled follow-up over a problem word, a caution line that states a problem]
  it.each([
    ['en', 'Result', '✅ Export runs end to end', '🟡 Follow-up: fix the retry on slow disks', '🟡 The retry should back off but never does'],
    ['en', 'Result', '✅ Export runs end to end', '🟡 **Suggestion:** the flag name should say what it gates', '🟡 The flag name is wrong and breaks the docs'],
    ['de', 'Ergebnis', '✅ Der Export läuft durchgehend', '🟡 Vorschlag: der Retry sollte bei langsamen Platten warten', '🟡 Der Retry wartet nie und fehlt bei Timeouts'],
    ['fr', 'Résultat', '✅ L\'export fonctionne de bout en bout', '🟡 Suivi : le nom du drapeau devrait dire ce qu\'il bloque', '🟡 Le nom du drapeau est faux et manque dans la doc'],
    ['es', 'Resultado', '✅ La exportación funciona de punta a punta', '🟡 Opcional: el reintento debería esperar en discos lentos', '🟡 El reintento falla sin esperar nunca'],
  ])('%s: %s', (_l, heading, ok, aside, problem) => {
    const md = (next: string) => `# Spike\n\n## ${heading}\n\n${ok}\n${next}\n`;
    expect(readReturn(md(aside)).r.outcomeFrom?.outcome).toBe('answered');
    expect(readReturn(md(problem)).r.outcomeFrom?.outcome).toBe('partial');
  });
});
