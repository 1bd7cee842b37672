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
