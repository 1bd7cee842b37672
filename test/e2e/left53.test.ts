// What QA 52 left (left53), through the built CLI: where the document's statement of none is a ticked passing option,
// stderr and --json quote the document's own line, not "No findings."; a part that passed is no finding; a tally of
// ✅ and ❌ status lines is partial. Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'left53');
type Json = ReturnJson & { noFindings?: { line: number; text: string }; outcome: string };

function record(text: string): { j: Json; stderr: string } {
  const r = handoff.returnBody(text, '--force');
  expect(r.code, r.stderr).toBe(0);
  return { j: JSON.parse(r.stdout) as Json, stderr: r.stderr };
}

/** A drill log whose decision is a ticked passing option, the others open. */
const drill = (title: string, decision: string, options: [string, string, string]) =>
  `# ${title}\n\n## 2027-03-02 — ${title}\n\n### ${decision}\n\n- [x] ✅ ${options[0]}\n- [ ] ⚠️ ${options[1]}\n- [ ] ❌ ${options[2]}\n`;

describe('a ticked passing option is quoted as the document wrote it', () => {
  it.each([
    ['en', drill('Failover drill', 'Go-live decision', ['Failover works — the standby took over in 40 s.', 'Partial failover.', 'Failover failed.'])],
    ['fr', drill('Exercice de bascule', 'Décision de mise en service', ['Bascule réussie — le secours a pris le relais.', 'Bascule partielle.', 'Bascule échouée.'])],
    ['de', drill('Umschaltübung', 'Entscheidung zur Inbetriebnahme', ['Umschaltung gelungen — die Reserve übernahm.', 'Teilweise Umschaltung.', 'Umschaltung gescheitert.'])],
  ])('%s: stderr and --json name the ticked line in its own words', (_l, md) => {
    const { j, stderr } = record(md);
    const at = md.split('\n').findIndex((l) => l.startsWith('- [x] ✅')) + 1;
    const line = md.split('\n')[at - 1]!;
    expect(j.findings).toEqual([]);
    expect(stderr).toContain(`findings: none, stated at line ${at} of --body`);
    expect(stderr).not.toContain('"No findings."');
    expect(stderr).toContain(line.slice(0, 40));
    expect(j.noFindings).toEqual({ line: at, text: line });
  });
});

describe('a part that passed is no finding; a tally of marks states the outcome', () => {
  it.each([
    ['en', '# Audit\n\n## Outcome\n\nDone.\n\n## Findings\n\n1. **Invoice totals round twice.** `total.ts:40`.\n\nPart B — **all 9 checks OK**, each with a test. No findings.\n'],
    ['id', '# Audit\n\n## Ringkasan\n\nSelesai.\n\n## Temuan\n\n1. **Total faktur dibulatkan dua kali.** `total.ts:40`.\n\nBagian B — **semua 9 item OK**, seluruhnya punya test. Tidak ada temuan.\n'],
    ['es', '# Auditoría\n\n## Resultado\n\nHecho.\n\n## Hallazgos\n\n- **Los totales se redondean dos veces.** `total.ts:40`.\n- Suite de regresión: todos los casos repetidos, 0 errores.\n'],
  ])('%s: one finding', (_l, md) => {
    expect(record(md).j.findings).toHaveLength(1);
  });

  it.each([
    ['uk', '# Журнал\n\n## Знахідки\n\n- **JS SDK не підтримує realtime.** `sdk.ts:3`.\n\n## Результат роботи\n\n✅ Функція працює з демо-треками  \n✅ Деплой успішний\n\n❌ Реальна генерація недоступна через обмеження SDK\n'],
    ['en', '# Changelog\n\n## Findings\n\n- **The JS SDK does not support realtime.** `sdk.ts:3`.\n\n## Result\n\n✅ The feature works with demo tracks  \n✅ Deploy succeeded\n\n❌ Real generation is not available because of the SDK limit\n'],
    ['fr', '# Journal\n\n## Constats\n\n- **Le SDK JS ne gère pas le temps réel.** `sdk.ts:3`.\n\n## Résultat\n\n✅ La fonction marche avec les pistes de démo  \n✅ Déploiement réussi\n\n❌ La génération réelle est indisponible à cause du SDK\n'],
  ])('%s: ✅ beside ❌ in the result: partial', (_l, md) => {
    expect(record(md).j.outcome).toBe('partial');
  });
});
