// QA 44 C1, C2, C8 through the built CLI (`handoff new task --body … --no-input --json`): a why stated by a bold label
// inside another section ("## Quick Context" > "**Why it exists:**" over a list); a first step named by its heading
// ("## Next single action", "## Pickup procedure (in order)") or by a sentence that marks itself first ("… first.",
// "Zuerst …", "Сначала …"), and never the whole of what to deliver again; a heading of results achieved is no
// deliverable, and a list of open work ("## What's Next", "## Offen") is. Synthetic documents, several languages.

import { describe, expect, it } from 'vitest';
import { briefImporter, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
const imp = briefImporter(w, 'wfd');

describe('C1: a why stated by a label inside another section', () => {
  const cases: [string, string, string][] = [
    ['English, over a list', '# Session notes - Ledger\n\n## Quick Context\n\n**Why it exists:**\n- the nightly export loses rows without a trace\n\n## What\'s Next\n\n1. Count rows before and after the export\n2. Alert on a mismatch\n', 'the nightly export loses rows without a trace'],
    ['English, a sentence', '# Session notes - Ledger\n\n## Overview of the project\n\nA ledger service for two shops.\n\n**Motivation:** the nightly export loses rows without a trace.\n\n## Next steps\n\n1. Count rows before and after the export\n2. Alert on a mismatch\n', 'the nightly export loses rows without a trace'],
    ['German', '# Sitzungsnotizen - Kasse\n\n## Kurzüberblick\n\n**Warum es das gibt:**\n- der nächtliche Export verliert Zeilen ohne Spur\n\n## Nächste Schritte\n\n1. Zeilen vor und nach dem Export zählen\n2. Bei Abweichung warnen\n', 'der nächtliche Export verliert Zeilen ohne Spur'],
    ['French', '# Notes de session - Caisse\n\n## Contexte rapide\n\n**Pourquoi :** l\'export nocturne perd des lignes sans trace.\n\n## Prochaines étapes\n\n1. Compter les lignes avant et après l\'export\n2. Alerter en cas d\'écart\n', "l'export nocturne perd des lignes sans trace"],
    ['Russian', '# Заметки сессии - Касса\n\n## Кратко\n\n**Зачем:** ночной экспорт теряет строки без следа.\n\n## Следующие шаги\n\n1. Считать строки до и после экспорта\n2. Предупреждать при расхождении\n', 'ночной экспорт теряет строки без следа'],
  ];
  for (const [name, md, why] of cases) {
    it(name, () => {
      const t = imp.newTask(md);
      expect(t.code, t.stderr).toBe(0);
      expect(t.answers!.why).toContain(why);
    });
  }

  it('the mapping says the why was a label inside another section', () => {
    const t = imp.newTask(cases[0]![1]);
    expect(t.code, t.stderr).toBe(0);
    expect(t.placement.find((p) => p.to.startsWith('Why this slice exists'))?.to).toBe('Why this slice exists (a label inside "Quick Context")');
  });

  it('negative: a document that states no reason still exits 2 naming --why (English, German)', () => {
    for (const md of [
      '# Session notes - Ledger\n\n## Quick Context\n\nA ledger service for two shops. Runs on one host.\n\n## What\'s Next\n\n1. Count rows before and after the export\n2. Alert on a mismatch\n',
      '# Projektstatus\n\n## Stand\n\nPlanung freigegeben.\n\n## Offen\n\n- Implementierungsplan schreiben\n\n## Nächster Schritt\n\nDie Rollendatei lesen.\n',
    ]) {
      const t = imp.newTask(md);
      expect(t.code, t.stderr).toBe(2);
      expect(t.missing).toContain('--why');
    }
  });
});

describe('C2: the first step a heading or a sentence names', () => {
  it('English: a sentence of the next action that marks itself first', () => {
    const t = imp.newTask('# Handoff\n\n## Why this slice exists\n\nThe schema files must stay stable.\n\n## Next single action\n\nMove the loader to the new schema and add a fixture. Sketch the migration in a short note first.\n');
    expect(t.code, t.stderr).toBe(0);
    expect(t.answers!.firstStep).toBe('Sketch the migration in a short note first.');
    expect(t.answers!.deliver).toContain('Move the loader to the new schema');
  });

  for (const [name, md, step] of [
    ['German', '# Übergabe\n\n## Warum\n\nDie Schemadateien müssen stabil bleiben.\n\n## Nächster Schritt\n\nDen Lader auf das neue Schema umstellen und eine Fixture ergänzen. Zuerst die Migration kurz skizzieren.\n', 'Zuerst die Migration kurz skizzieren.'],
    ['Russian', '# Передача\n\n## Зачем\n\nФайлы схемы должны оставаться стабильными.\n\n## Следующий шаг\n\nПеревести загрузчик на новую схему и добавить фикстуру. Сначала коротко описать миграцию.\n', 'Сначала коротко описать миграцию.'],
    ['French', '# Passation\n\n## Pourquoi\n\nLes fichiers de schéma doivent rester stables.\n\n## Prochaine étape\n\nPasser le chargeur au nouveau schéma et ajouter une fixture. D\'abord, esquisser la migration dans une note.\n', "D'abord, esquisser la migration dans une note."],
  ] as const) {
    it(`${name}: "first" opens the sentence`, () => {
      const t = imp.newTask(md);
      expect(t.code, t.stderr).toBe(0);
      expect(t.answers!.firstStep).toBe(step);
    });
  }

  it('a "Pickup procedure (in order)" section is the first step, not the first open item', () => {
    const t = imp.newTask('# Pickup\n\n## Why this slice exists\n\nThe batch never ran on the cluster.\n\n## What is not finished\n\n1. Dry run — not on disk.\n2. Full batch — not on disk.\n\n## Pickup procedure (in order)\n\n```bash\ngit pull\npgrep -af run_batch\n```\n');
    expect(t.code, t.stderr).toBe(0);
    expect(t.answers!.firstStep).toContain('pgrep -af run_batch');
    expect(t.answers!.deliver).toContain('Dry run');
  });

  it('negative: a task section of several paragraphs is not its own first step: exits 2 naming --first-step', () => {
    const t = imp.newTask('# Handoff\n\n## Why this slice exists\n\nThe cache layer is tangled.\n\n## THE NEXT TASK — untangle the cache\n\nThe replay harness is the acceptance test and stays green today. An earlier review named the five eviction paths as the cleanest first cut.\n\nA second benchmark is worth doing after that.\n');
    expect(t.code, t.stderr).toBe(2);
    expect(t.missing).toEqual(['--first-step']);
    expect(t.placement.some((p) => p.to.startsWith('not the First step'))).toBe(true);
  });

  it('near miss: "first" inside a sentence marks nothing; a one-sentence step stays its own first step', () => {
    const t = imp.newTask('# Handoff\n\n## Why this slice exists\n\nThe cache layer is tangled.\n\n## Next step\n\nUntangle the cache with the first cut at eviction. Then rerun the replay harness.\n');
    expect(t.code, t.stderr).toBe(0);
    expect(t.answers!.firstStep).toBe('Untangle the cache with the first cut at eviction.');
    const one = imp.newTask('# Handoff\n\n## Why this slice exists\n\nThe cache layer is tangled.\n\n## Next step\n\nSplit the eviction code out of the cache module.\n');
    expect(one.code, one.stderr).toBe(0);
    expect(one.answers!.firstStep).toBe('Split the eviction code out of the cache module.');
  });
});

describe('C8: results achieved are no deliverable; an open-work list is', () => {
  it('English: "What\'s Next" over "Success Metrics Achieved"', () => {
    const t = imp.newTask('# Session Handoff\n\n## Why this slice exists\n\nShip more apps on the lean generator.\n\n## What\'s Next\n\n1. Add storage\n2. Add monitoring\n\n## Success Metrics Achieved\n\n| Metric | Target | Actual |\n|---|---|---|\n| Time to ship | 4 h | 50 min |\n');
    expect(t.code, t.stderr).toBe(0);
    expect(t.answers!.deliver).toBe('1. Add storage\n2. Add monitoring');
    expect(t.answers!.deliver).not.toContain('Metric');
    expect(t.placement.find((p) => p.from === 'Success Metrics Achieved')?.to).toMatch(/^Context/);
  });

  it('German: "## Offen" is what to deliver, "## Nächster Schritt" the first step', () => {
    const t = imp.newTask('# Projektstatus\n\n## Warum\n\nDie Planung ist freigegeben; der Umsetzungsplan fehlt noch.\n\n## Offen\n\n- Umsetzungsplan schreiben\n\n## Nächster Schritt\n\nDie Rollenbeschreibung lesen.\n');
    expect(t.code, t.stderr).toBe(0);
    expect(t.answers!.deliver).toBe('- Umsetzungsplan schreiben');
    expect(t.answers!.firstStep).toBe('Die Rollenbeschreibung lesen.');
  });

  it('Spanish: "## Objetivos alcanzados" is the state of the work', () => {
    const t = imp.newTask('# Traspaso\n\n## Por qué\n\nEl informe tarda demasiado.\n\n## Próximos pasos\n\n1. Cachear la consulta\n2. Medir otra vez\n\n## Objetivos alcanzados\n\n- Informe en 3 s\n');
    expect(t.code, t.stderr).toBe(0);
    expect(t.answers!.deliver).toContain('Cachear la consulta');
    expect(t.answers!.deliver).not.toContain('Informe en 3 s');
  });

  it('negative: "## Open questions" is no list of work to deliver', () => {
    const t = imp.newTask('# Handoff\n\n## Why this slice exists\n\nThe report is slow.\n\n## Open questions\n\n- Is the cache shared?\n- Who owns the job?\n\n## Deliver\n\nA report under 3 s.\n\n## First step\n\nProfile the query.\n');
    expect(t.code, t.stderr).toBe(0);
    expect(t.answers!.deliver).toBe('A report under 3 s.');
    expect(t.answers!.deliver).not.toContain('cache shared');
  });
});
