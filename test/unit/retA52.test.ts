// QA 52 returns (classes 1, 9, 10, 11): what a return's body is read for, in any language. Synthetic documents only.
// - a decision written as task boxes, one option per outcome and exactly one ticked, states the outcome from the
//   ticked option's mark, and its line is named; a log the decision passes has no findings;
// - "no failure of substance" ("Aucun échec de fond", "Ningún fallo de fondo") says nothing was found, as "No real
//   failure." does;
// - a group of findings named "Warnings" in any language is medium, also beside a level group that holds none.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

/** A dated log entry: label lines, a decision among three options (`tick`: which one is ticked), and to-dos after it. */
const log = (w: { title: string; entry: string; operator: string; source: string; decision: string; options: [string, string, string]; after: string; todos: [string, string] }, tick: 0 | 1 | 2, marks: [string, string, string] = ['✅', '⚠️', '❌']) =>
  `# ${w.title}\n\n## ${w.entry}\n\n- **${w.operator}** : Ana\n- **${w.source}** :\n  - \`dumps/schema.sql\` (12 KB)\n\n### ${w.decision}\n\n` +
  w.options.map((o, i) => `- [${i === tick ? 'x' : ' '}] ${marks[i]} ${o}`).join('\n') +
  `\n\n### ${w.after}\n\n- [x] ${w.todos[0]}\n- [ ] ${w.todos[1]}\n`;

const words = {
  en: { title: 'Journal — failover drills', entry: '2027-03-02 — Second drill after the network change', operator: 'Operator', source: 'Snapshot', decision: 'Go-live decision', options: ['Failover works — the standby took over in 40 s.', 'Partial failover — write down what is missing.', 'Failover failed — blocks the go-live.'] as [string, string, string], after: 'Follow-ups', todos: ['Drill recorded', 'Standby VM removed'] as [string, string] },
  fr: { title: 'Journal — exercices de bascule', entry: '2027-03-02 — Deuxième exercice après le changement réseau', operator: 'Opérateur', source: 'Instantané', decision: 'Décision de mise en service', options: ['Bascule réussie — le secours a pris le relais en 40 s.', 'Bascule partielle — noter ce qui manque.', 'Bascule échouée — bloque la mise en service.'] as [string, string, string], after: 'Suites', todos: ['Exercice consigné', 'VM de secours supprimée'] as [string, string] },
  de: { title: 'Protokoll — Umschaltübungen', entry: '2027-03-02 — Zweite Übung nach dem Netzumbau', operator: 'Bediener', source: 'Abbild', decision: 'Entscheidung zur Inbetriebnahme', options: ['Umschaltung gelungen — die Reserve übernahm in 40 s.', 'Teilweise Umschaltung — Lücke beschreiben.', 'Umschaltung gescheitert — blockiert den Start.'] as [string, string, string], after: 'Nacharbeiten', todos: ['Übung protokolliert', 'Reserve-VM gelöscht'] as [string, string] },
  es: { title: 'Registro — simulacros de conmutación', entry: '2027-03-02 — Segundo simulacro tras el cambio de red', operator: 'Operadora', source: 'Instantánea', decision: 'Decisión de puesta en marcha', options: ['Conmutación correcta — el respaldo tomó el control en 40 s.', 'Conmutación parcial — anotar lo que falta.', 'Conmutación fallida — bloquea la puesta en marcha.'] as [string, string, string], after: 'Pendientes posteriores', todos: ['Simulacro registrado', 'VM de respaldo eliminada'] as [string, string] },
};

describe('a decision written as task boxes, exactly one ticked, states the outcome', () => {
  it.each(Object.entries(words))('%s: the ✅ option ticked: answered, read from its line, its words the answer; the log has no findings', (_l, w) => {
    const md = log(w, 0);
    const { r, f } = readReturn(md);
    expect(r.answers.outcome).toBe('answered');
    const at = md.split('\n').findIndex((l) => l.startsWith('- [x] ✅')) + 1;
    expect(r.outcomeFrom?.line).toBe(at);
    expect(r.answers.answer).toBe(w.options[0]);
    // (Neither the label lines, nor the options not taken, nor the to-dos after the decision are findings.)
    expect(f).toEqual([]);
    expect(r.noFindings?.line).toBe(at);
  });

  it.each(Object.entries(words))('%s: the ⚠️ option ticked is partial, the ❌ one blocked', (_l, w) => {
    expect(readReturn(log(w, 1)).r.outcomeFrom?.outcome).toBe('partial');
    expect(readReturn(log(w, 2)).r.outcomeFrom?.outcome).toBe('blocked');
  });

  it('other marks of the same meaning: ✔ / 🟡 / 🔴', () => {
    expect(readReturn(log(words.en, 2, ['✔', '🟡', '🔴'])).r.outcomeFrom?.outcome).toBe('blocked');
    expect(readReturn(log(words.en, 0, ['✔', '🟡', '🔴'])).r.outcomeFrom?.outcome).toBe('answered');
  });

  it('near miss: a to-do list with one box ticked, no outcome marks, states no outcome', () => {
    const md = `# Journal\n\n## 2027-03-02 — Drill\n\n- [x] Drill recorded\n- [ ] Standby VM removed\n- [ ] Report sent\n`;
    expect(readReturn(md).r.outcomeFrom).toBeNull();
  });

  it('near miss: options that all carry the same mark, or two ticked, or none ticked, state no outcome', () => {
    const same = log(words.en, 0, ['✅', '✅', '✅']);
    expect(readReturn(same).r.outcomeFrom).toBeNull();
    const two = log(words.en, 0).replace('- [ ] ⚠️', '- [x] ⚠️');
    expect(readReturn(two).r.outcomeFrom).toBeNull();
    const none = log(words.en, 0).replace('- [x] ✅', '- [ ] ✅');
    expect(readReturn(none).r.outcomeFrom).toBeNull();
  });

  it('near miss: two decisions (two runs logged, each with its own) state no outcome: which one is the work\'s is not said', () => {
    const md = log(words.en, 0) + '\n' + log(words.en, 2).replace(/^# .*\n/, '').replace('2027-03-02', '2027-03-09');
    expect(readReturn(md).r.outcomeFrom).toBeNull();
  });

  it('a line that states the outcome outright still wins over the decision', () => {
    const md = log(words.en, 0).replace('## 2027', 'Status: blocked — the standby has no disk.\n\n## 2027');
    expect(readReturn(md).r.outcomeFrom?.outcome).toBe('blocked');
  });

  it('in a passed log a failure word in the notes tells how the run went, a ❌ outside the options is still a problem', () => {
    const notes = (line: string) => log(words.en, 0).replace('### Go-live decision', `### Notes\n\nNo real failure. Frictions along the way:\n- ${line}\n\n### Go-live decision`);
    expect(readReturn(notes('Retries after a failure needed a manual cleanup.')).f).toEqual([]);
    expect(readReturn(notes('❌ The standby never got the last WAL segment.')).f.length).toBeGreaterThan(0);
  });
});

describe('"no failure of substance" says nothing was found, in French, Spanish and Portuguese as in English', () => {
  const doc = (none: string) => `# Drill log\n\nStatus: done\n\n## Findings\n\n${none}\n`;
  it.each([
    ['en', 'No real failure.'],
    ['fr', 'Aucun échec de fond.'],
    ['es', 'Ningún fallo de fondo.'],
    ['pt', 'Nenhuma falha de fundo.'],
  ])('%s: "%s"', (_l, none) => {
    const { r, f } = readReturn(doc(none));
    expect(f).toEqual([]);
    expect(r.noFindings?.text).toBe(none);
  });
});

describe('a group of findings named for warnings is medium, alone or beside a level group that holds none', () => {
  const cases: [string, string, string, string, string][] = [
    ['en', 'Result', 'Approved', 'Critical findings', 'Warnings'],
    ['es', 'Resultado', 'Aprobado', 'Hallazgos críticos', 'Advertencias'],
    ['de', 'Ergebnis', 'Freigegeben', 'Kritische Befunde', 'Warnungen'],
    ['ru', 'Результат', 'Одобрено', 'Критические находки', 'Предупреждения'],
  ];
  it.each(cases)('%s: the Outcome "## %s" / "- **%s**", a level group "## %s" holding none, then "## %s": its items medium', (_l, result, ok, critical, warnings) => {
    const md = `# Check #4\n\n## ${result}\n\n- **${ok}**\n\n## ${critical}\n\n- —\n\n## ${warnings}\n\n- The export skips archived rows.\n- The nightly job logs the full payload.\n`;
    expect(readReturn(md).f.map((x) => x.severity)).toEqual(['medium', 'medium']);
  });

  it('alone under the findings: "### Warnings" items medium; a finding\'s own level wins', () => {
    const md = `# Review\n\nStatus: done\n\n## Findings\n\n### Warnings\n\n- The export skips archived rows.\n- Severity: low. The nightly job logs the full payload.\n`;
    expect(readReturn(md).f.map((x) => x.severity)).toEqual(['medium', 'low']);
  });

  it('near miss: a group of suggestions alone states no level', () => {
    const md = `# Review\n\nStatus: done\n\n## Findings\n\n### Bugs\n\n- The export skips archived rows.\n\n### Suggestions\n\n- The nightly job could log less.\n`;
    expect(readReturn(md).f.map((x) => [x.title, x.severity ?? null])).toEqual([['The export skips archived rows.', null]]);
  });
});

describe('a bold "❌ Problem: <claim>" over bullets is one finding, its bullets its detail', () => {
  // [language, section, praise label, problem label, its claim, three bullets]
  const cases: [string, string, string, string, string, [string, string, string]][] = [
    ['en', 'What was done', '✅ The endpoint is public', 'Problem', 'streaming works only through the Go client', ['Go client: ✅ works', 'Rust client: ❌ no support', 'Plain HTTP/2: ❌ rejected']],
    ['uk', 'Що зроблено', '✅ Ендпоінт публічний', 'Проблема', 'стрімінг працює лише через клієнт Go', ['Клієнт Go: ✅ працює', 'Клієнт Rust: ❌ немає підтримки', 'Чистий HTTP/2: ❌ відхилено']],
    ['de', 'Was getan wurde', '✅ Der Endpunkt ist öffentlich', 'Problem', 'Streaming geht nur über den Go-Client', ['Go-Client: ✅ geht', 'Rust-Client: ❌ keine Unterstützung', 'Reines HTTP/2: ❌ abgelehnt']],
    ['fr', 'Ce qui a été fait', '✅ Le point d\'accès est public', 'Problème', 'le streaming ne marche que via le client Go', ['Client Go : ✅ marche', 'Client Rust : ❌ pas de support', 'HTTP/2 nu : ❌ refusé']],
  ];
  it.each(cases)('%s', (_l, section, praise, label, claim, bullets) => {
    const md = `# Spike: streaming API\n\n## ${section}\n\n**${praise}**\n- The model is a preview\n\n**❌ ${label}: ${claim}**\n${bullets.map((b) => `- ${b}`).join('\n')}\n`;
    const { f } = readReturn(md);
    expect(f.map((x) => x.title)).toEqual([claim]);
    for (const b of bullets) expect(f[0]!.text).toContain(b);
  });

  it('near miss: a label that names an area ("**❌ Problems: UI**") stays a group of its bullets', () => {
    const md = `# Spike\n\n## What was done\n\n**✅ Good: backend**\n- Fast enough\n\n**❌ Problems: UI**\n- The menu hides the export button\n- The dialog never closes on Escape\n`;
    expect(readReturn(md).f.map((x) => x.title)).toEqual(['The menu hides the export button', 'The dialog never closes on Escape']);
  });
});

describe('a pass-marked result line right above a problem-marked one is partial', () => {
  it.each([
    ['en', 'Result', '✅ The feature works with the demo tracks', '❌ Real generation is not available because of the SDK limit'],
    ['de', 'Ergebnis', '✅ Die Funktion läuft mit den Demo-Spuren', '❌ Echte Erzeugung geht wegen des SDK nicht'],
    ['es', 'Resultado', '✅ La función va con las pistas de demo', '❌ La generación real no está disponible por el SDK'],
  ])('%s', (_l, heading, ok, bad) => {
    const md = `# Spike\n\n## ${heading}\n\n${ok}\n${bad}\n`;
    // (Read in the language's own Outcome heading where a line of it states one; under "## Result" always.)
    const { r } = readReturn(md);
    if (r.outcomeFrom) expect(r.outcomeFrom.outcome).toBe('partial');
    const en = readReturn(`# Spike\n\n## Result\n\n${ok}\n${bad}\n`);
    expect(en.r.outcomeFrom?.outcome).toBe('partial');
    expect(en.r.outcomeFrom?.line).toBe(5);
  });

  it('near miss: the pass line alone, or the problem in a later paragraph, stays as read', () => {
    expect(readReturn('# Spike\n\n## Result\n\n✅ The feature works with the demo tracks\n').r.outcomeFrom?.outcome).toBe('answered');
    expect(readReturn('# Spike\n\n## Result\n\n✅ The feature works with the demo tracks\n\n## Notes\n\n❌ The old player was removed.\n').r.outcomeFrom?.outcome).toBe('answered');
  });
});

describe('in a log that records a decision, its fields and boxes are the record, no findings', () => {
  it.each(Object.entries(words))('%s: the ❌ option ticked: blocked; no field, option or to-do is a finding', (_l, w) => {
    const { r, f } = readReturn(log(w, 2));
    expect(r.outcomeFrom?.outcome).toBe('blocked');
    expect(f).toEqual([]);
  });

  it('a note of the failed run that marks a problem stays a finding', () => {
    const md = log(words.en, 2).replace('### Go-live decision', '### Notes\n\n- ❌ The standby never got the last WAL segment.\n\n### Go-live decision');
    expect(readReturn(md).f.map((x) => x.title)).toEqual(['The standby never got the last WAL segment.']);
  });

  it('near miss: with no decision in the document, a bold-labelled item is a finding as before', () => {
    const md = `# Audit\n\n## Accounts\n\n- **Auth**: the token is logged at debug level\n- **Reset**: the link never expires\n`;
    expect(readReturn(md).f.length).toBeGreaterThan(0);
    expect(readReturn(md).f.map((x) => x.text).join('\n')).toContain('the link never expires');
  });
});

describe('a review mail with no headings: each comment titled by its words, not by the diff it quotes', () => {
  // [language of the comments, overview sentence, changes label (the bot's own, in English), two changes, first comment,
  // second comment]
  const cases: [string, string, string, [string, string], string, string][] = [
    ['en', 'This PR adds retry to the uploader.', 'Key Changes:', ['Retry with backoff on 503', 'A cap of five tries'], 'The delay is never reset after a success, so later uploads wait too long.', 'The loop does not check that client is set before it is used.'],
    ['de', 'Dieser PR fügt dem Uploader Wiederholungen hinzu.', 'Key Changes:', ['Wiederholung mit Backoff bei 503', 'Höchstens fünf Versuche'], 'Die Wartezeit wird nach einem Erfolg nie zurückgesetzt, spätere Uploads warten zu lange.', 'Die Schleife prüft nicht, ob client gesetzt ist, bevor er benutzt wird.'],
    ['ja', 'この PR はアップローダーに再試行を追加します。', 'Key Changes:', ['503 でバックオフ付き再試行', '試行は最大 5 回'], '成功後に待ち時間がリセットされず、後のアップロードが長く待ちます。', 'ループは client が設定済みかを確認せずに使っています。'],
  ];
  it.each(cases)('%s', (_l, overview, label, changes, c1, c2) => {
    const md =
      `@Bot commented on this pull request.\n\n${overview}\n\n${label}\n\n    ${changes[0]}\n    ${changes[1]}\n\n` +
      `In src/upload.ts:\n\n> +            setTimeout(() => {\n+                retry(job);\n+            }, delay);\n\n[nitpick] ${c1}\n\n` +
      `In src/upload.ts:\n\n>              } catch (e) {\n                 log(e);\n             }\n\n${c2}\n`;
    const { f } = readReturn(md);
    expect(f.map((x) => [x.title, x.severity ?? null])).toEqual([[c1, 'nit'], [c2, null]]);
  });

  it('near miss: a quoted sentence ("> The cache …") is no code: it stays the title', () => {
    const md = `Review notes.\n\nIn src/cache.ts:\n\n> The cache never expires.\n\nAgreed, it should.\n`;
    expect(readReturn(md).f.map((x) => x.title)[0]).toBe('The cache never expires.');
  });
});
