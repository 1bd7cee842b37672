// QA 54 classes 2, 3, 8 and 9 (qab54), on synthetic documents in several languages: a brief that is one fence is read
// from inside it; a bold lead sentence naming a part leads it; a heading that only shares a word with a part (a word in
// brackets, "### Task Format" under a reference section, a past session's overview) gives way; Polish, Arabic, Persian
// and Czech words as data.

import { describe, expect, it } from 'vitest';
import { importBrief, NotABriefError } from '../../src/brief/body.js';
import { renderedBrief, taskKind, writtenSection } from '../helpers/written.js';
import { readReturn } from '../helpers/read-return.js';

const written = renderedBrief;
const section = writtenSection;

describe('class 3: a brief that is one fence is read from inside it', () => {
  it.each([
    ['en, titled a next-session prompt', '# Next session prompt (Ledger)', '**Updated:** 2026-03-02', 'Ledger — export sync', '## State', '- Exports 1 to 9 are done.', '## Next session', '1. Add the CSV exporter to `src/export/csv.ts` and wire it into the CLI\n2. Check the totals report after the exporter lands', '## Do not repeat', 'Exports 1 to 9.'],
    ['uk, titled a next-session prompt', '# Промпт наступної сесії (Ledger)', '**Оновлено:** 2026-03-02', 'Ledger — синхронізація експорту', '## Стан', '- Експорти 1–9 готові.', '## Наступна сесія', '1. Додати CSV-експортер у `src/export/csv.ts` і підключити його до CLI\n2. Перевірити звіт підсумків після експортера', '## Не повторювати', 'Експорти 1–9.'],
    ['de, any title, only a date outside', '# Ledger', '_2026-03-02_', 'Ledger — Export-Abgleich', '## Stand', '- Exporte 1 bis 9 sind fertig.', '## Nächste Schritte', '1. Den CSV-Exporter in `src/export/csv.ts` anlegen und in die CLI einhängen\n2. Den Summenbericht nach dem Exporter prüfen', '## Nicht wiederholen', 'Exporte 1 bis 9.'],
  ])('%s', (_l, title, dated, lead, state, stateText, next, steps, noRedo, noRedoText) => {
    const md = `${title}\n\n${dated}\n\n---\n\n\`\`\`\n${lead}\n\n${state}\n${stateText}\n\n${next}\n${steps}\n\n${noRedo}\n${noRedoText}\n\`\`\`\n`;
    const { r, out } = written(md);
    const first = steps.split('\n')[0]!.replace(/^1\. /, '');
    expect(r.answers.firstStep).toContain(first.slice(0, 20));
    expect(r.answers.deliver).toContain(steps.split('\n')[1]!.slice(3, 25));
    // Nothing lost: the state and what not to repeat are written, no fence copied verbatim.
    expect(out).toContain(stateText.slice(2));
    expect(out).toContain(noRedoText);
    expect(out).not.toContain('```\n' + lead);
  });

  it('a fence under a title that names no prompt, with prose after it, stays code (en, de, fr)', () => {
    for (const [title, after] of [['# Build notes', 'Run it after every merge and keep the log.'], ['# Bauhinweise', 'Nach jedem Merge ausführen und das Log behalten.'], ['# Notes de build', 'À lancer après chaque fusion, en gardant le journal.']] as const) {
      const md = `${title}\n\n\`\`\`\nmake build && make test and then publish the artifacts to the shared bucket\n## Not a heading\n\`\`\`\n\n${after}\n\n## Why\n\nThe build breaks weekly.\n\n## What to deliver\n\nA green build.\n\n## First step\n\nRun make.\n`;
      const { out } = written(md);
      expect(out).toContain('```');
      expect(out).not.toContain('## Not a heading\n\n');
    }
  });
});

describe('class 8: a bold lead sentence that names a brief part leads it, in any case', () => {
  it.each([
    ['en caps', '# NEXT SESSION PROMPT — STAGE 5', '**WHY THIS AND NOT MORE PROFILING.** The parser has not been split, and stage 5 makes it cheap.', '**THE TASK IS STAGE 5 — THE LOADER SPLIT — AND NOTHING ELSE.** Reader and writer become two modules with one queue.', '**THE CONSTRAINTS THAT DECIDE THE SHAPE:** one queue, no new dependency, the old API kept.', 'Start by reading `docs/STATE.md` and `docs/loader.md`.', 'parser has not been split', 'Reader and writer become two modules', 'no new dependency', 'reading `docs/STATE.md`'],
    ['en sentence case', '# Next session — loader', '**Why this comes first.** The parser has not been split, and the split makes stage 6 cheap.', '**The task is the loader split, and nothing else.** Reader and writer become two modules with one queue.', '**The constraints that hold:** one queue, no new dependency, the old API kept.', 'Start by reading `docs/STATE.md` and `docs/loader.md`.', 'parser has not been split', 'Reader and writer become two modules', 'no new dependency', 'reading `docs/STATE.md`'],
    ['de', '# Nächste Sitzung — Lader', '**Warum das zuerst kommt.** Der Parser ist noch nicht geteilt, und die Teilung macht Stufe 6 billig.', '**Die Aufgabe ist die Teilung des Laders, sonst nichts.** Leser und Schreiber werden zwei Module mit einer Queue.', '**Die Randbedingungen, die gelten:** eine Queue, keine neue Abhängigkeit, die alte API bleibt.', 'Beginne mit dem Lesen von `docs/STATE.md` und `docs/loader.md`.', 'Parser ist noch nicht geteilt', 'Leser und Schreiber werden zwei Module', 'keine neue Abhängigkeit', '`docs/STATE.md`'],
  ])('%s', (_l, title, why, task, limits, start, whyText, taskText, limitText, startText) => {
    const md = `${title}\n\n${why}\n\n${task}\n\n${limits}\n\n${start}\n\n## Parked items\n\n### 1. The scroll jitter — it is stage 7 (aim), not a bug\nScrolling jitters on long lists; the probe exists but never ran.\n`;
    const { r, out } = written(md);
    expect(r.answers.why).toContain(whyText);
    expect(r.answers.deliver).toContain(taskText);
    expect(section(out, 'Constraints to respect')).toContain(limitText);
    expect(r.answers.firstStep).toContain(startText);
    // The parked item is no why, though a word in its brackets names one.
    expect(r.answers.why).not.toContain('jitters');
    // The writer's sentences are kept whole, bold and all.
    expect(out).toContain(why.slice(0, 30));
  });

  it('a bold sentence that names no part stays the text it is in (en, fr, es)', () => {
    for (const bold of ['**This is urgent, please read it twice.**', '**Ceci est urgent, merci de relire.**', '**Esto es urgente, léelo dos veces.**']) {
      const md = `# Handoff\n\n${bold} The cache is cold after deploys.\n\n## Why\n\nDeploys are slow.\n\n## What to deliver\n\nA warm cache.\n\n## First step\n\nProfile the deploy.\n`;
      const { r, out } = written(md);
      expect(r.answers.why).toBe('Deploys are slow.');
      expect(out).toContain(bold);
    }
  });
});

describe('class 2: a heading that shares only a word with a part gives way', () => {
  it.each([
    ['en', '# Ledger handoff log', '## Session: March 1 - Exports', '### Feature Overview', 'Exports for the ledger sidebar.', '## Next Session Prompt', '## Suggested Next Steps', '1. **Test the exporter** - export two months, compare totals\n2. **Test the importer** - import all three formats', '## Quick Reference', '### Task Format', 'Test the exporter'],
    ['en, two past sessions', '# Ledger log', '## Session 4 - Importer', '### Feature Overview', 'An importer for bank files.', '## Next session', '## Suggested next steps', '1. **Wire the importer** into the CLI\n2. **Document** the formats', '## Quick reference', '### Task syntax', 'Wire the importer'],
    ['de', '# Ledger Übergabe-Log', '## Sitzung: 1. März - Exporte', '### Feature Overview', 'Exporte für die Seitenleiste.', '## Prompt für die nächste Sitzung', '## Nächste Schritte', '1. **Exporter testen** - zwei Monate exportieren, Summen vergleichen\n2. **Importer testen** - alle drei Formate importieren', '## Quick Reference', '### Task Format', 'Exporter testen'],
  ])('%s', (_l, title, past, overview, overviewText, nextHead, stepsHead, steps, refHead, formatHead, firstText) => {
    const md = `${title}\n\n${past}\n\n${overview}\n\n${overviewText}\n\n## Session 2 - Setup\n\nSet up the repo.\n\n${nextHead}\n\n${stepsHead}\n\n${steps}\n\n${refHead}\n\n${formatHead}\n\n\`\`\`markdown\n- [ ] Timed task 2026-01-15 14:00\n\`\`\`\n`;
    const r = importBrief(md, taskKind, new Set(['why']));
    expect(r.answers.deliver).toContain(firstText);
    expect(r.answers.deliver).not.toContain('Timed task');
    expect(r.answers.firstStep).toContain(firstText);
    expect(r.answers.why ?? '').not.toContain(overviewText);
  });
});

describe('class 9: words as data', () => {
  it('Polish: the package goal and its acceptance criteria are what to deliver, tasks in order their steps', () => {
    const md = `# PROMPT NA NASTĘPNĄ SESJĘ — PKG-7\n\n## CEL SESJI\n\nDokończ eksport raportów, bo księgowość czeka na dane miesięczne.\n\n## CEL PAKIETU\n\nEksport CSV dla raportów miesięcznych, z sumami zgodnymi z bazą.\n\n## ZADANIA — WYKONUJ PO KOLEI, BEZ POMIJANIA\n\n### 1. Baseline\n\nUruchom \`make verify\` i porównaj z CURRENT_STATE.md.\n\n### 2. Eksporter\n\nDodaj moduł eksportu.\n\n## KRYTERIA AKCEPTACJI\n\nPakiet jest gotowy, gdy sumy się zgadzają i testy przechodzą.\n`;
    const { r } = written(md);
    expect(r.answers.deliver).toContain('Eksport CSV dla raportów miesięcznych');
    expect(r.answers.deliver).toContain('sumy się zgadzają');
    expect(r.answers.firstStep).toContain('Baseline');
  });

  it.each([
    ['ar', '# تقرير التدقيق — الدفع', '## النتائج', '### 1. كلمة مرور ثابتة في الإعدادات', '**الخطورة:** عالية', '### 2. سجل بلا تدوير', '**الخطورة:** متوسطة', 'high', 'medium'],
    ['fa', '# ممیزی کیف پول', '## یافته‌ها', '### 🔴 F-1 — رمز ثابت در تنظیمات', '* **شدت:** متوسط — گزارش مالی ناسازگار می‌شود.', '### F-2 — لاگ بدون چرخش', '* **شدت:** پایین', 'medium', 'low'],
    ['cs', '# Review: export plateb', '## Nálezy', '### 1. Heslo natvrdo v konfiguraci (blokující)', 'Soubor `config.php`.', '### 2. Log se neotáčí', '**Závažnost:** nízká', 'blocker', 'low'],
  ])('%s: a return, its findings and their severities', (_l, title, findings, f1, s1, f2, s2, sev1, sev2) => {
    const md = `${title}\n\n${findings}\n\n${f1}\n\n${s1}\n\n${f2}\n\n${s2}\n`;
    // `new` refuses it as a return, as lint and return read it.
    expect(() => importBrief(md, taskKind)).toThrow(NotABriefError);
    const { f } = readReturn(md);
    expect(f.length).toBe(2);
    expect(f[0]!.severity).toBe(sev1);
    expect(f[1]!.severity).toBe(sev2);
  });
});
