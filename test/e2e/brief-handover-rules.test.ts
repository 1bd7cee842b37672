// Handover rules and decisions in other words (QA 44 classes C4 and C6, con44), through the built CLI: `handoff new
// task --body … --no-input --json`. Notes a writer leaves for the next agent state their rules as statements ("… is
// binding", "… darf nicht …"): those are the Constraints, the facts beside them stay the Context. A check reported done
// ("Not applicable states justified") and a status value ("`Nicht begonnen`") open with a negation and are no rule.
// A decisions heading in other words ("Wichtige Entscheidungen oder Planänderungen", "Важные решения") is Already
// decided; decisions still to take ("Open decisions", "Entscheidungen offen") are not. A Russian sentence that forbids
// by "не" before an infinitive ("Не предлагать заново.") is a rule wherever it stands.

import { describe, expect, it } from 'vitest';
import { briefImporter, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
const imp = briefImporter(w, 'handover');

/** A brief with a why, what to deliver and a first step, and one section more. */
const doc = (heading: string, body: string) => `# Exporter\n\n## Why\n\nThe nightly export takes four hours.\n\n## What to deliver\n\nAn export that finishes in one hour.\n\n## ${heading}\n\n${body}\n\n## First step\n\nProfile the exporter.\n`;
const items = (...xs: string[]) => xs.map((x) => `- ${x}`).join('\n');
const constraintsOf = (md: string) => {
  const t = imp.newTask(md);
  expect(t.code, t.stderr).toBe(0);
  return { t, constraints: t.answers!.fields.constraints ?? '' };
};

describe('notes for the next agent: their rules told as statements are the Constraints, their facts stay the Context', () => {
  const cases: [string, string, string, string[]][] = [
    ['English', 'Notes for the next agent', 'The export format came from the March ticket.', ['The single CSV file per night is binding.', 'Night mode is optional; the core export must not depend on it.']],
    ['German', 'Übergabehinweise', 'Das Exportformat stammt aus dem Märzticket.', ['Die Beschränkung auf eine CSV-Datei pro Nacht ist verbindlich.', 'Der Kernexport darf nicht vom Nachtlauf abhängen.']],
    ['French', 'Notes pour le prochain agent', "Le format d'export vient du ticket de mars.", ['Un seul fichier CSV par nuit est obligatoire.']],
    ['Spanish', 'Notas para el siguiente agente', 'El formato de exportación vino del ticket de marzo.', ['Un solo archivo CSV por noche es obligatorio.']],
    ['Russian', 'Указания следующему агенту', 'Формат экспорта пришёл из мартовской задачи.', ['Один CSV-файл за ночь — это обязательно.']],
    ['Chinese', '给下一个代理的说明', '导出格式来自三月的工单。', ['每晚必须只生成一个 CSV 文件。']],
    ['Japanese', '次のエージェントへの注意', 'エクスポート形式は三月のチケットから来た。', ['CSV ファイルは必ず一晩に一つにすること。']],
  ];
  for (const [name, heading, fact, rules] of cases) {
    it(name, () => {
      const { t, constraints } = constraintsOf(doc(heading, items(fact, ...rules)));
      for (const r of rules) expect(constraints, constraints).toContain(r);
      expect(constraints).not.toContain(fact);
      expect(t.answers!.context).toContain(fact);
    });
  }
  it('a list of rules only is the Constraints whole, under its heading', () => {
    const { t, constraints } = constraintsOf(doc('Handover notes', items('The export must stay single-threaded.', 'Never write to the live bucket.')));
    expect(constraints).toContain('The export must stay single-threaded.');
    expect(constraints).toContain('Never write to the live bucket.');
    expect(t.md).toContain('*From the heading: Handover notes*');
  });
});

describe('near misses: no rule', () => {
  it('a check reported done opens with a negation (English, German)', () => {
    for (const [heading, line] of [
      ['Checks performed', 'Not applicable offline states explicitly justified'],
      ['Durchgeführte Prüfungen', 'Nicht anwendbare Offline-Zustände ausdrücklich begründet'],
    ]) {
      const { t, constraints } = constraintsOf(doc(heading!, items(line!, 'Exporter output compared with yesterday')));
      expect(constraints, heading).toBe('');
      expect(t.answers!.context).toContain(line);
    }
  });
  it('a status value in a code span, under allowed status values or alone', () => {
    for (const [heading, body] of [
      ['Zulässige Statuswerte', items('`Nicht begonnen`', '`In Bearbeitung`')],
      ['Allowed status values', items('`Not started`', '`In progress`')],
      ['Stand', items('`Nicht begonnen`')],
    ]) {
      const { t, constraints } = constraintsOf(doc(heading!, body!));
      expect(constraints, heading).toBe('');
      expect(t.md).toContain(body!.split('\n')[0]!.slice(2));
    }
  });
  it('notes of facts only, and a next session\'s work, give no constraint', () => {
    expect(constraintsOf(doc('Notes for the next agent', items('The export format came from the March ticket.', 'The bucket is in eu-west-1.'))).constraints).toBe('');
    expect(constraintsOf(doc('Next session', items('Run the exporter benchmark', 'Compare with last week'))).constraints).toBe('');
  });
});

describe('Russian: "не" before an infinitive forbids, in any section', () => {
  it('a sentence and a clause of the work to deliver', () => {
    const md = '# Экспорт\n\n## Зачем\n\nНочной экспорт идёт четыре часа.\n\n## Следующий шаг\n\nШаги 2 и 3 **сняты**. Не предлагать заново.\n\nСайт уже читает новый формат (web #325), его не трогать.\n\n## Первый шаг\n\nПрофилировать экспорт.\n';
    const { constraints } = constraintsOf(md);
    expect(constraints).toContain('Не предлагать заново.');
    expect(constraints).toContain('его не трогать');
  });
  it('near miss: "не" before a verb told in the present, or after a modal', () => {
    const md = '# Экспорт\n\n## Зачем\n\nНочной экспорт идёт четыре часа.\n\n## Что сделать\n\nЭкспорт за один час. В аккаунте пока ничего не меняется, и сервер может не быть доступен ночью.\n\n## Первый шаг\n\nПрофилировать экспорт.\n';
    expect(constraintsOf(md).constraints).toBe('');
  });
});

describe('a decisions heading in other words is Already decided', () => {
  const cases: [string, string][] = [
    ['German, two names joined by "oder"', 'Wichtige Entscheidungen oder Planänderungen'],
    ['English, the decided name second', 'Scope cuts or key decisions'],
    ['English', 'Important decisions'],
    ['French', 'Décisions importantes'],
    ['Spanish', 'Decisiones tomadas'],
    ['Russian', 'Важные решения'],
    ['Chinese', '已决定事项'],
    ['Japanese', '重要な決定'],
  ];
  for (const [name, heading] of cases) {
    it(name, () => {
      const t = imp.newTask(doc(heading, items('One CSV file per night', 'Postgres stays the source')));
      expect(t.code, t.stderr).toBe(0);
      expect(t.answers!.decided.join('\n')).toContain('One CSV file per night');
    });
  }
  it('near misses: decisions still to take are not', () => {
    for (const heading of ['Decisions needed', 'Open decisions', 'Entscheidungen offen', 'Нужно решить', 'Décisions ouvertes']) {
      const t = imp.newTask(doc(heading, items('One CSV file per night?', 'Postgres or SQLite?')));
      expect(t.code, t.stderr).toBe(0);
      expect(t.answers!.decided.join('\n'), heading).not.toContain('One CSV file per night');
    }
  });
});
