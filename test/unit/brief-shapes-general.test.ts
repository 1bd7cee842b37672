// General shapes of a brief, each tested in generated variants (languages, wording, CRLF, one level deeper,
// inside a ```markdown fence) rather than on one reported document: a "what not to do again" label is a
// dead end; a ticket's Summary is the why when nothing else says why; a task list of acceptance criteria is
// no plan (no first step); a two-column table whose first column names the brief's sections fills them;
// headings with extra words ("of the problem", "suggested") still name their section.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';
import { lintDoc } from '../../src/brief/lint.js';
import { readBody } from '../../src/brief/body.js';
import { kindTargets } from '../../src/brief/brief-assignment.js';

let task: Kind;
beforeAll(async () => {
  task = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds.get('task')!;
});

type Dress = (md: string) => string;
/** The same document as agents hand it over: as is, with CRLF line ends, every heading one level deeper,
 *  inside a ```markdown fence with a line of chat above it. */
const DRESSES: [string, Dress][] = [
  ['plain', (md) => md],
  ['crlf', (md) => md.replace(/\n/g, '\r\n')],
  ['deeper', (md) => md.replace(/^(#{1,5}) /gm, '#$1 ')],
  ['fenced', (md) => `Here is the brief:\n\n\`\`\`markdown\n${md}\n\`\`\`\n`],
];

const read = (md: string) => importBrief(md, task);
/** lint's error rules on `md` read as a task brief, as `lint --kind task` reads it (one reading with new). */
const lintErrors = (md: string) => lintDoc(md, { doc: readBody(md, kindTargets(task)), kind: task, type: 'brief', phrases: [] }).findings.filter((f) => f.severity === 'error').map((f) => f.rule);

describe('a label or heading that says what not to do again (avoid, rejected, already tried) is a dead end', () => {
  const names: [string, string][] = [
    ['en', 'Avoid'],
    ['en', 'Things to avoid'],
    ['en', 'Rejected'],
    ['de', 'Vermeiden'],
    ['de', 'Zu vermeiden'],
    ['fr', 'À éviter'],
    ['fr', 'Éviter'],
    ['es', 'Evitar'],
    ['es', 'Qué evitar'],
    ['ru', 'Избегать'],
    ['ru', 'Чего избегать'],
    ['zh', '避免'],
    ['zh', '要避免的'],
    ['ja', '避けること'],
    ['ja', '避けるべきこと'],
  ];
  const MARK = 'the plugin cache rewrite: tried twice, it deadlocks';
  for (const [lang, name] of names) {
    const shapes: [string, string][] = [
      ['bold list', `# Make the importer faster\n\n- **Why:** imports take 9 minutes.\n- **Done when:** under 1 minute.\n- **${name}:** ${MARK}.\n- **First step:** profile the parser.\n`],
      ['bold paragraphs', `**Why:** imports take 9 minutes.\n\n**Done when:** under 1 minute.\n\n**${name} :** ${MARK}.\n\n**First step:** profile the parser.\n`],
      ['heading', `# Make the importer faster\n\n## Why\nimports take 9 minutes.\n\n## Done when\nunder 1 minute.\n\n## ${name}\n- ${MARK}.\n\n## First step\nprofile the parser.\n`],
    ];
    for (const [shape, md] of shapes) {
      for (const [dress, f] of DRESSES) {
        it(`${lang} "${name}" as ${shape}, ${dress}`, () => {
          const r = read(f(md));
          expect(r.answers.deadEnds.join('\n'), JSON.stringify(r.placement)).toContain(MARK);
          expect(r.answers.firstStep).toContain('profile the parser');
        });
      }
    }
  }
});

describe("a ticket's Summary says why when no section does", () => {
  const summaries: [string, string, string, string][] = [
    ['en', 'Summary', 'Acceptance criteria', 'Technical notes'],
    ['en', 'Issue summary', 'Definition of done', 'Implementation notes'],
    ['de', 'Zusammenfassung', 'Akzeptanzkriterien', 'Technische Hinweise'],
    ['fr', 'Résumé', "Critères d'acceptation", 'Notes techniques'],
    ['es', 'Resumen', 'Criterios de aceptación', 'Notas técnicas'],
    ['ru', 'Резюме', 'Критерии приёмки', 'Технические заметки'],
    ['zh', '摘要', '验收标准', '技术说明'],
    ['ja', '概要', '受け入れ基準', '技術メモ'],
  ];
  for (const [lang, summary, criteria, notes] of summaries) {
    const md = `# OPS-71 Exports time out for large tenants\n\n## ${summary}\nTenants over 2 GB never get their export; support hears about it weekly.\n\n## ${criteria}\n- [ ] Exports of 5 GB finish\n- [ ] Progress is shown\n\n## ${notes}\nThe worker holds the whole file in memory.\n`;
    for (const [dress, f] of DRESSES) {
      it(`${lang}: ${summary} -> why, ${criteria} -> deliver (no first step from it), ${notes} -> context (${dress})`, () => {
        const r = read(f(md));
        expect(r.answers.why, JSON.stringify(r.placement)).toContain('Tenants over 2 GB');
        expect(r.answers.deliver).toContain('Exports of 5 GB finish');
        expect(r.answers.context).toContain('holds the whole file');
        // Acceptance criteria nothing ticks are what must hold, not where to start.
        expect(r.answers.firstStep).toBe('');
      });
    }
    it(`${lang}: lint names only the first step missing, as new does`, () => {
      expect(lintErrors(md)).toEqual(['missing-first-step']);
    });
  }
  it('a Summary beside a section that says why stays its own section', () => {
    const r = read('# T\n\n## Summary\nA short summary.\n\n## Why\nThe real reason.\n\n## Deliver\nd\n\n## First step\nf\n');
    expect(r.answers.why).toBe('The real reason.');
    expect(r.extra.map((x) => x.heading)).toContain('Summary');
  });
});

describe('a task list is the plan (its first open item the first step) unless it lists acceptance criteria', () => {
  it('a plan list under its own heading gives the first step', () => {
    const r = read('# T\n\n## Why\nw\n\n## Deliver\nd\n\n## Plan\n- [ ] Switch to the streaming writer\n- [ ] Drop the buffer\n');
    expect(r.answers.firstStep).toContain('Switch to the streaming writer');
  });
  it('a list with a ticked item after a "Done when:" label is progress, so a plan', () => {
    const r = read('# T\n\nWhy: the image is big.\n\nDone when: under 400 MB.\n\n- [x] Measured the layers\n- [ ] Use a multi-stage build\n');
    expect(r.answers.firstStep).toContain('multi-stage build');
  });
  for (const h of ['Acceptance Criteria', 'Definition of Done', 'Akzeptanzkriterien', 'Critères d’acceptation', 'Criterios de aceptación', 'Критерии готовности', '验收标准', '完了条件']) {
    it(`an unticked list under "${h}" is no first step`, () => {
      const r = read(`# T\n\n## Why\nw\n\n## ${h}\n- [ ] All exports finish\n- [ ] Alerts fire\n`);
      expect(r.answers.firstStep).toBe('');
      expect(r.answers.deliver).toContain('All exports finish');
    });
  }
});

describe("a table of the brief's own fields fills them, one row per answer", () => {
  const tables: [string, string[], string[]][] = [
    ['en', ['Field', 'Value'], ['Why', 'Deliver', 'Tried', 'First step']],
    ['en', ['Section', 'Content'], ['Background', 'Done when', 'Dead ends', 'Next step']],
    ['de', ['Feld', 'Wert'], ['Warum', 'Ergebnis', 'Bereits versucht', 'Erster Schritt']],
    ['fr', ['Champ', 'Valeur'], ['Pourquoi', 'Livrable', 'Déjà essayé', 'Première étape']],
    ['es', ['Campo', 'Valor'], ['Por qué', 'Entregable', 'Ya probado', 'Primer paso']],
    ['ru', ['Поле', 'Значение'], ['Зачем', 'Что сделать', 'Уже пробовали', 'Первый шаг']],
    ['zh', ['字段', '内容'], ['背景', '交付物', '已尝试', '第一步']],
    ['ja', ['項目', '内容'], ['背景', '完了条件', '試したこと', '最初の一歩']],
  ];
  const texts = ['Checkout drops carts on retry.', 'Retries keep the cart; a test shows it.', 'Pinning the SDK: no change.', 'Read `cart/retry.ts`.'];
  for (const [lang, header, rows] of tables) {
    const table = [`| ${header.join(' | ')} |`, '|---|---|', ...rows.map((r, i) => `| ${r} | ${texts[i]} |`)].join('\n');
    const shapes: [string, string][] = [
      ['at the top', `# Keep carts on retry\n\n<!-- fill every row -->\n\n${table}\n`],
      ['under a heading that names nothing', `# Keep carts on retry\n\n## Details\n\n${table}\n`],
      ['with a third column', `# Keep carts on retry\n\n${[`| ${header.join(' | ')} | Owner |`, '|---|---|---|', ...rows.map((r, i) => `| ${r} | ${texts[i]} | ana |`)].join('\n')}\n`],
    ];
    for (const [shape, md] of shapes) {
      for (const [dress, f] of DRESSES) {
        it(`${lang} ${shape} (${dress})`, () => {
          const r = read(f(md));
          const a = r.answers;
          expect(a.why, JSON.stringify(r.placement)).toContain(texts[0]);
          expect(a.deliver).toContain(texts[1]);
          expect(a.deadEnds.join('\n')).toContain(texts[2]);
          expect(a.firstStep).toContain(texts[3]);
          // The rows are not also left in the Context or a kept section; the columns are named in a note.
          expect([a.context, ...r.extra.filter((x) => x.heading !== 'How the tables were read').map((x) => x.text)].join('\n')).not.toContain(texts[0]);
          expect(r.extra.find((x) => x.heading === 'How the tables were read')?.text).toContain(header[0]);
        });
      }
    }
    it(`${lang}: lint agrees (no required section missing)`, () => {
      expect(lintErrors(shapes0(table))).toEqual([]);
    });
  }
  it('a table whose first column names no sections stays as it is', () => {
    const r = read('# T\n\n## Why\nw\n\n## Deliver\nd\n\n## First step\nf\n\n## Timings\n\n| Step | Seconds |\n|---|---|\n| parse | 3 |\n| write | 9 |\n');
    expect(r.answers.context).toContain('**Timings:**');
    expect(r.answers.context).toContain('| parse | 3 |');
  });
  it("a table naming only sections a return has too (Status, Next steps) fills nothing", () => {
    const r = read('# T\n\n## Why\nw\n\n## Deliver\nd\n\n## First step\nf\n\n## Board\n\n| Item | Note |\n|---|---|\n| Status | green |\n| Next steps | ship |\n');
    expect(r.answers.context).toContain('| Status | green |');
    expect(r.answers.firstStep).toBe('f');
  });
  it('a row for an answer a heading gives already stays in the table', () => {
    const r = read('# T\n\n| Field | Value |\n|---|---|\n| Why | The row says it too. |\n| Deliver | d |\n| First step | f |\n\n## Why\nThe heading says it.\n');
    expect(r.answers.why).toBe('The heading says it.');
    expect(r.answers.deliver).toBe('d');
    expect(JSON.stringify(r)).toContain('The row says it too.');
  });
});

const shapes0 = (table: string) => `# Keep carts on retry\n\n${table}\n`;

describe('a heading with more words than its phrase still names its section', () => {
  const cases: [string, string, keyof Pick<Kind, never> | 'why' | 'deliver' | 'context' | 'firstStep'][] = [
    ['en', 'Description of the problem', 'why'],
    ['de', 'Beschreibung des Problems', 'why'],
    ['fr', 'Description du problème', 'why'],
    ['es', 'Breve descripción del problema', 'why'],
    ['en', 'Short description of the issue', 'why'],
    ['ru', 'Описание проблемы', 'why'],
    ['zh', '问题描述', 'why'],
    ['ja', '問題の説明', 'why'],
    ['en', 'Suggested first step', 'firstStep'],
    ['de', 'Vorgeschlagener erster Schritt', 'firstStep'],
    ['fr', 'Première étape proposée', 'firstStep'],
    ['es', 'Primer paso recomendado', 'firstStep'],
    ['ru', 'Предлагаемый первый шаг', 'firstStep'],
    ['zh', '建议的第一步', 'firstStep'],
    ['ja', '推奨される最初の作業', 'firstStep'],
    ['en', 'What we already know', 'context'],
    ['de', 'Was wir bereits wissen', 'context'],
    ['fr', 'Ce que l’on sait', 'context'],
    ['es', 'Lo que sabemos', 'context'],
    ['ru', 'Что уже известно', 'context'],
    ['zh', '已知情况', 'context'],
    ['ja', 'わかっていること', 'context'],
    ['es', 'Resultado esperado del cambio', 'deliver'],
    ['en', 'Expected result of the change', 'deliver'],
  ];
  const base: Record<string, [string, string]> = { why: ['Why', 'w'], deliver: ['Deliver', 'd'], firstStep: ['First step', 'f'] };
  for (const [lang, heading, key] of cases) {
    it(`${lang} "${heading}" -> ${key}`, () => {
      const others = Object.entries(base).filter(([k]) => k !== key).map(([, [h, t]]) => `## ${h}\n${t}\n`);
      const r = read(`# T\n\n${others.join('\n')}\n## ${heading}\nMARKED TEXT\n`);
      expect((r.answers as unknown as Record<string, string>)[key], JSON.stringify(r.placement)).toContain('MARKED TEXT');
    });
  }
  it('a title with an article is no section: "Fix the pager" is not the Fix section', () => {
    const r = read('Draft.\n\n# Fix the pager\n\n# Why\nw\n\n# Deliver\nd\n\n# First step\nf\n');
    expect(r.answers.title).toBe('Fix the pager');
  });
  it('a first word stays: "Test suite" is not "la suite" (a first step)', () => {
    const r = read('# T\n\n## Why\nw\n\n## Deliver\nd\n\n## First step\nf\n\n## Test suite\nruns in 4 min\n');
    expect(r.answers.firstStep).toBe('f');
  });
});

describe('a body with no title: the refusal can name the best candidate', () => {
  it("the why's first sentence when short, else what to deliver's", () => {
    expect(read('**Contexte :** les exports de plus de 500 lignes mettent 20 secondes à se générer et le navigateur abandonne.\n\n**Objectif :** exporter en tâche de fond. C’est fini quand 2 000 lignes passent.\n\n**Pour commencer :** mesurer.\n').titleHint).toBe('Exporter en tâche de fond');
    expect(read('Why: exports are slow for big tenants.\n\nDone when: under 1 minute.\n\nFirst step: measure.\n').titleHint).toBe('Exports are slow for big tenants');
    expect(read('# Has a title\n\n## Why\nw\n\n## Deliver\nd\n\n## First step\nf\n').titleHint).toBeUndefined();
  });
});

describe('briefs in languages beyond the seven (it, pt, tr, nl, pl): the required parts by their usual names', () => {
  const rows: [string, string, string, string, string][] = [
    ['it', 'Perché', 'Risultato atteso', 'Già tentato', 'Primo passo'],
    ['pt', 'Por que', 'Resultado esperado', 'Já tentado', 'Primeiro passo'],
    ['tr', 'Neden', 'Teslim edilecek', 'Denenenler', 'İlk adım'],
    ['nl', 'Waarom', 'Op te leveren', 'Al geprobeerd', 'Eerste stap'],
    ['pl', 'Dlaczego', 'Co dostarczyć', 'Już próbowano', 'Pierwszy krok'],
  ];
  for (const [lang, why, deliver, tried, first] of rows) {
    for (const shape of ['heading', 'bold'] as const) {
      it(`${lang} as ${shape}s`, () => {
        const part = (h: string, t: string) => (shape === 'heading' ? `## ${h}\n${t}\n` : `**${h}:** ${t}\n`);
        const r = read(`# Title\n\n${[part(why, 'W-TEXT'), part(deliver, 'D-TEXT'), part(tried, 'T-TEXT'), part(first, 'F-TEXT')].join('\n')}`);
        expect(r.answers, JSON.stringify(r.placement)).toMatchObject({ why: 'W-TEXT', deliver: 'D-TEXT', deadEnds: ['T-TEXT'], firstStep: 'F-TEXT' });
      });
    }
  }
});

describe("an issue's Proposal is what to deliver", () => {
  for (const h of ['Proposal', 'Proposed solution', 'Vorschlag', 'Proposition', 'Propuesta', 'Предложение', '建议方案', '解決案']) {
    it(`"## ${h}" beside a Problem`, () => {
      const r = read(`# T\n\n## Problem\nUploads fail.\n\n## ${h}\nChunked uploads.\n\n## First step\nReproduce.\n`);
      expect(r.answers.deliver, JSON.stringify(r.placement)).toBe('Chunked uploads.');
      expect(r.answers.why).toBe('Uploads fail.');
    });
  }
});

describe('a brief written as YAML keys in a fence that opens the document is read as front matter', () => {
  const fences: [string, string, string][] = [
    ['```yaml', '```', 'en'],
    ['```yml', '```', 'en'],
    ['~~~yaml', '~~~', 'en'],
    ['```', '```', 'en'],
  ];
  const keys: Record<string, string[]> = {
    en: ['why', 'deliver', 'dead_ends', 'first_step'],
    de: ['warum', 'ergebnis', 'bereits_versucht', 'erster_schritt'],
    fr: ['pourquoi', 'livrable', 'déjà_essayé', 'première_étape'],
  };
  for (const [open, close] of fences) {
    for (const [lang, [why, deliver, tried, first]] of Object.entries(keys)) {
      const yaml = [open, 'title: Speed up the nightly load', `${why}: it ends after people start work`, `${deliver}: done before 07:00 for a week`, `${tried}:`, '  - a bigger warehouse: twice the cost', '  - more workers', `${first}: read the query history`, close].join('\n');
      for (const [dress, f] of DRESSES.filter(([d]) => d !== 'fenced')) {
        for (const intro of ['', 'Here is the brief you asked for:\n\n']) {
          it(`${open} ${lang} keys, ${dress}${intro ? ', with a chat line above' : ''}`, () => {
            const r = read(f(`${intro}${yaml}\n`));
            expect(r.answers, JSON.stringify(r.placement)).toMatchObject({ title: 'Speed up the nightly load', why: 'it ends after people start work', deliver: 'done before 07:00 for a week', deadEnds: ['a bigger warehouse: twice the cost', 'more workers'], firstStep: 'read the query history' });
            if (intro) expect(r.answers.context).toContain('Here is the brief you asked for:');
          });
        }
      }
    }
  }
  it('a YAML fence further down, or one naming fewer than two parts, is code', () => {
    expect(read('# T\n\n## Why\nw\n\n## Deliver\nd\n\n## First step\nf\n\n```yaml\nwhy: x\ndeliver: y\n```\n').answers.why).toBe('w');
    expect(read('```yaml\nreplicas: 3\nwhy: scale\n```\n').answers.why).toBe('');
  });
  it('lint agrees: nothing required is missing', () => {
    const md = '```yaml\nwhy: w\ndeliver: d\nfirst_step: f\n```\n';
    expect(lintErrors(md)).toEqual([]);
  });
});

describe('a brief written as a plain message: sentences that open with a section\'s lead are those answers', () => {
  const messages: [string, string[]][] = [
    ['en', ['Hi! Could you take over the flaky upload test?', 'This matters because it fails one run in eight and people merge on red.', "We're done when the test passes 200 times in a row.", "We already tried raising the timeout; no change. I'd start by running it alone with the seed fixed."]],
    ['de', ['Hallo! Kannst du den wackligen Upload-Test übernehmen?', 'Der Grund: er schlägt jeden achten Lauf fehl, und niemand schaut mehr hin.', 'Fertig wenn der Test 200-mal in Folge grün ist.', 'Ich habe schon das Timeout erhöht, ohne Wirkung. Als Erstes würde ich ihn allein mit festem Seed laufen lassen.']],
    ['fr', ['Salut ! Tu peux reprendre le test d’upload instable ?', 'La raison : il échoue une fois sur huit et on fusionne au rouge.', 'C’est fini quand le test passe 200 fois de suite.', 'J’ai déjà essayé d’augmenter le délai, sans effet. Pour commencer, lance-le seul avec la graine fixée.']],
    ['es', ['¡Hola! ¿Puedes encargarte del test de subida inestable?', 'La razón es que falla una de cada ocho veces y se fusiona en rojo.', 'Listo cuando el test pase 200 veces seguidas.', 'Ya probé a subir el timeout, sin cambios. Para empezar, ejecútalo solo con la semilla fija.']],
    ['ru', ['Привет! Возьмёшь нестабильный тест загрузки?', 'Причина в том, что он падает раз в восемь прогонов, и все мёржат на красном.', 'Готово когда тест проходит 200 раз подряд.', 'Я уже пробовал увеличить таймаут, без толку. Для начала запусти его отдельно с фиксированным сидом.']],
    ['zh', ['你好！能接手那个不稳定的上传测试吗？', '原因是它每八次失败一次，大家已经在红灯时合并了。', '完成标准：测试连续通过 200 次。', '我已经试过调大超时，没有变化。首先单独运行它并固定随机种子。']],
    ['ja', ['お疲れさまです。不安定なアップロードのテストをお願いできますか。', '理由は、8回に1回失敗し、赤のままマージされているからです。', '完了条件：テストが200回連続で通ること。', 'すでに試したのはタイムアウトの延長で、効果なし。まずはシードを固定して単独で実行してください。']],
  ];
  for (const [lang, [hello, why, done, rest]] of messages) {
    const md = [hello, why, done, rest].join('\n\n') + '\n';
    // (Not in a ```markdown fence: a fence of prose alone is not unwrapped, returns.ts innerReads.)
    for (const [dress, f] of DRESSES.filter(([d]) => d !== 'fenced')) {
      it(`${lang} (${dress})`, () => {
        const r = read(f(md));
        const a = r.answers;
        expect(a.why, JSON.stringify(r.placement)).toContain(why.slice(0, 12));
        expect(a.deliver).toContain(done.slice(-12, -2));
        expect(a.deadEnds.join(' ')).toContain(rest.split(/[.。]/)[0]!.slice(0, 12));
        expect(a.firstStep).not.toBe('');
        expect(a.firstStep).not.toContain(rest.split(/[.。]/)[0]!.slice(0, 12));
        // The greeting stays in the Context, the sentences read as answers do not.
        expect(a.context).toContain(hello.slice(0, 10));
        expect(a.context).not.toContain(why.slice(0, 12));
        // Placement says each was guessed.
        expect(r.placement.filter((p) => /guessed from the prose/.test(p.to)).length).toBeGreaterThanOrEqual(3);
      });
    }
    it(`${lang}: lint agrees (only the title is missing)`, () => {
      expect(lintErrors(md)).toEqual([]);
    });
  }
  it('a brief whose sections say why, deliver or the first step reads no prose: "First, some context" stays text', () => {
    const r = read('# T\n\nFirst, some context: this started on Monday.\n\n## Why\nw\n\n## Deliver\nd\n');
    expect(r.answers.firstStep).toBe('');
    expect(r.answers.context).toContain('First, some context');
  });
});

describe('labels run together on one line ("Why: … . Deliver: … . First step: …") are each their section', () => {
  const lines: [string, string][] = [
    ['en', 'Why: the export fails twice a week. Deliver: 14 clean nights. First step: read the deadlock graphs.'],
    ['de', 'Warum: der Export scheitert zweimal pro Woche. Ergebnis: 14 saubere Nächte. Erster Schritt: die Deadlock-Graphen lesen.'],
    ['fr', 'Pourquoi : l’export échoue deux fois par semaine. Livrable : 14 nuits propres. Première étape : lire les graphes de verrous.'],
    ['es', 'Por qué: la exportación falla dos veces por semana. Entregable: 14 noches limpias. Primer paso: leer los grafos de bloqueo.'],
    ['ru', 'Зачем: экспорт падает дважды в неделю. Результат: 14 чистых ночей. Первый шаг: прочитать графы блокировок.'],
    ['zh', '背景：导出每周失败两次。交付物：连续 14 晚无重试。第一步：阅读死锁图。'],
    ['ja', '背景：エクスポートが週に2回失敗する。完了条件：14晩連続で成功。最初の一歩：デッドロックのグラフを読む。'],
  ];
  for (const [lang, line] of lines) {
    // (Not one level deeper: a lone "## " heading over prose is no title yet, parseDoc's rule, cls's.)
    for (const [dress, f] of DRESSES.filter(([d]) => d !== 'fenced' && d !== 'deeper')) {
      it(`${lang} (${dress})`, () => {
        const r = read(f(`# Export deadlock\n\n${line}\n`));
        expect(r.answers.why, JSON.stringify(r.placement)).not.toBe('');
        expect(r.answers.deliver).toMatch(/14/);
        expect(r.answers.firstStep).not.toBe('');
        expect(r.answers.why).not.toMatch(/14/);
      });
    }
  }
});

describe("an issue template's hint comments are no part of the answers, and are kept", () => {
  const forms: [string, string][] = [
    ['one line', '<!-- What is broken? Who is affected? -->'],
    ['two lines', '<!--\n  What should happen instead?\n-->'],
    ['de', '<!-- Was ist kaputt? Wer ist betroffen? -->'],
    ['ja', '<!-- 何が壊れていますか？ -->'],
  ];
  for (const [name, hint] of forms) {
    for (const [dress, f] of DRESSES) {
      it(`${name} (${dress})`, () => {
        const r = read(f(`# T\n\n## Problem\n${hint}\nUploads over 100 MB fail.\n\n## Proposal\n${hint}\nChunked uploads.\n\n## First step\n${hint}\nReproduce with curl.\n`));
        expect(r.answers).toMatchObject({ why: 'Uploads over 100 MB fail.', deliver: 'Chunked uploads.', firstStep: 'Reproduce with curl.' });
        const kept = r.extra.find((x) => x.heading === 'Template hints in the body')?.text ?? '';
        expect(kept.split('\n')).toHaveLength(3);
        expect(kept).toContain(hint.replace(/\s*\n\s*/g, ' ').slice(0, 12));
      });
    }
  }
  it('a section holding only its hint is empty (a required answer is then missing: hostile X12), the hint kept', () => {
    const r = read('# T\n\n## Why\nw\n\n## Deliver\nd\n\n## First step\n<!-- Where should the next person start? -->\n');
    expect(r.answers.firstStep).toBe('');
    expect(r.extra.find((x) => x.heading === 'Template hints in the body')?.text).toBe('- First step: <!-- Where should the next person start? -->');
  });
});

describe('a list of what is left ("## Remaining", "## TODO") is what to deliver when no section says it', () => {
  const names = ['Remaining', 'Still to do', 'TODO', 'What remains', 'Pending tasks', 'Noch offen', 'Reste à faire', 'Lo que falta', 'Что осталось', '剩余工作', '残作業'];
  for (const h of names) {
    for (const box of ['- [ ] ', '- '] as const) {
      it(`"${h}" with ${box === '- ' ? 'plain' : 'task'} items, beside a First step and without one`, () => {
        const list = `${box}run the backfill on prod\n${box}drop the old column\n`;
        const withStep = read(`# T\n\n## Why\nw\n\n## ${h}\n${list}\n## First step\nf\n`);
        expect(withStep.answers.deliver, JSON.stringify(withStep.placement)).toContain('run the backfill on prod');
        expect(withStep.answers.firstStep).toBe('f');
        const alone = read(`# T\n\n## Why\nw\n\n## ${h}\n${list}`);
        expect(alone.answers.deliver).toContain('drop the old column');
        expect(alone.answers.firstStep).toBe('run the backfill on prod');
        expect(lintErrors(`# T\n\n## Why\nw\n\n## ${h}\n${list}`)).toEqual([]);
      });
    }
  }
  it('a ticked item is done: the first open one is where to start', () => {
    const r = read('# T\n\n## Why\nw\n\n## Remaining\n- [x] wrote the migration\n- [ ] run it on staging\n');
    expect(r.answers.firstStep).toBe('run it on staging');
  });
});

describe('a missing answer stated by a label inside another section\'s prose ("…ci.yml. First thing to try: …")', () => {
  const cases: [string, string, string][] = [
    ['en', 'Additional context', 'Workflow: `ci.yml`. First thing to try: split the cache step per workspace.'],
    ['de', 'Weitere Hinweise', 'Workflow: `ci.yml`. Erster Schritt: den Cache-Schritt pro Workspace aufteilen.'],
    ['fr', 'Contexte', 'Fichier : `ci.yml`. Première étape : découper l’étape de cache par espace de travail.'],
    ['es', 'Contexto adicional', 'Archivo: `ci.yml`. Primer paso: dividir el paso de caché por workspace.'],
    ['ru', 'Контекст', 'Файл: `ci.yml`. Первый шаг: разделить шаг кэша по воркспейсам.'],
  ];
  for (const [lang, heading, para] of cases) {
    for (const [dress, f] of DRESSES.filter(([d]) => d !== 'fenced')) {
      it(`${lang} under "${heading}" (${dress})`, () => {
        const r = read(f(`# T\n\n### Why\nCI is slow.\n\n### Done when\nOne app's change keeps the other caches.\n\n### ${heading}\n\n${para}\n`));
        const step = para.split(/: /).slice(-1)[0]!;
        expect(r.answers.firstStep, JSON.stringify(r.placement)).toBe(step);
        // The sentence leaves the text it stood in; the rest of that text stays.
        const elsewhere = JSON.stringify({ ...r.answers, firstStep: '', extra: r.extra });
        expect(elsewhere).not.toContain(step.slice(0, 20));
        expect(elsewhere).toContain('ci.yml');
      });
    }
  }
  it('a label a heading already gives is left where it is', () => {
    const r = read('# T\n\n## Why\nw\n\n## Deliver\nd\n\n## Notes\nSee ci.yml. First step: not this one.\n\n## First step\nthe real one\n');
    expect(r.answers.firstStep).toBe('the real one');
    expect(r.answers.context).toContain('First step: not this one.');
  });
});

describe("an outline of the brief's parts (items whose first line is only a part's name) fills them", () => {
  const outlines: [string, string[]][] = [
    ['en', ['Why', 'Deliver', 'Tried already', 'First step']],
    ['de', ['Warum', 'Ergebnis', 'Bereits versucht', 'Erster Schritt']],
    ['fr', ['Pourquoi', 'Livrable', 'Déjà essayé', 'Première étape']],
    ['es', ['Por qué', 'Entregable', 'Ya probado', 'Primer paso']],
    ['ru', ['Зачем', 'Что сделать', 'Уже пробовали', 'Первый шаг']],
    ['zh', ['背景', '交付物', '已尝试', '第一步']],
    ['ja', ['背景', '完了条件', '試したこと', '最初の一歩']],
  ];
  const bullets: [string, (i: number) => string, (n: string) => string][] = [
    ['numbered', (i) => `${i + 1}. `, (n) => n],
    ['bulleted bold', () => '- ', (n) => `**${n}**`],
    ['numbered with colon', (i) => `${i + 1}) `, (n) => `${n}:`],
  ];
  for (const [lang, names] of outlines) {
    for (const [shape, bullet, dress0] of bullets) {
      const pad = (i: number) => ' '.repeat(bullet(i).length);
      const md = `# Cut the image size\n\n${[
        `${bullet(0)}${dress0(names[0]!)}\n${pad(0)}Cold starts take 90 s.`,
        `${bullet(1)}${dress0(names[1]!)}\n${pad(1)}Image under 400 MB.`,
        `${bullet(2)}${dress0(names[2]!)}\n${pad(2)}- alpine: musl breaks numpy.\n${pad(2)}- distroless: no shell for the probe.`,
        `${bullet(3)}${dress0(names[3]!)}\n${pad(3)}Run dive on the image.`,
      ].join('\n')}\n`;
      for (const [dress, f] of DRESSES) {
        it(`${lang} ${shape} (${dress})`, () => {
          const r = read(f(md));
          expect(r.answers, JSON.stringify(r.placement)).toMatchObject({ why: 'Cold starts take 90 s.', deliver: 'Image under 400 MB.', deadEnds: ['alpine: musl breaks numpy.', 'distroless: no shell for the probe.'], firstStep: 'Run dive on the image.' });
          expect(r.answers.context).not.toContain('Cold starts');
        });
      }
    }
  }
  it('a list of plain items (no part names, or one name only) stays a list', () => {
    const r = read('# T\n\n## Why\nw\n\n## Deliver\nd\n\n## First step\nf\n\n## Notes\n1. Why\n   only one named item\n2. Something else\n   text\n');
    expect(r.answers.why).toBe('w');
    expect(r.answers.context).toContain('only one named item');
  });
});

describe('GitHub alert callouts holding the brief\'s parts ("> [!NOTE]" / "> Why: …") are read as its text', () => {
  const sets: [string, string[]][] = [
    ['en', ['Why: two customers failed the audit.', 'Done when axe reports no violations.', 'First step: run axe on /settings.', 'Do not touch the billing tab.']],
    ['de', ['Warum: zwei Kunden sind im Audit durchgefallen.', 'Fertig wenn axe keine Verstöße meldet.', 'Erster Schritt: axe auf /settings laufen lassen.', 'Bitte nicht ändern: den Abrechnungs-Tab.']],
    ['fr', ['Pourquoi : deux clients ont échoué à l’audit.', 'Terminé quand axe ne signale rien.', 'Première étape : lancer axe sur /settings.', 'Ne touchez pas à l’onglet facturation.']],
    ['es', ['Por qué: dos clientes suspendieron la auditoría.', 'Hecho cuando axe no informa infracciones.', 'Primer paso: ejecutar axe en /settings.', 'No toques la pestaña de facturación.']],
    ['ru', ['Зачем: два клиента не прошли аудит.', 'Готово когда axe не находит нарушений.', 'Первый шаг: запустить axe на /settings.', 'Не трогай вкладку оплаты.']],
  ];
  const kinds = ['IMPORTANT', 'NOTE', 'TIP', 'WARNING'];
  for (const [lang, parts] of sets) {
    const md = `# Keyboard access\n\n${parts.map((p, i) => `> [!${kinds[i]}]\n> ${p}`).join('\n\n')}\n`;
    // (Not one level deeper: a lone "## " heading over them is no title yet, parseDoc's rule, cls's.)
    for (const [dress, f] of DRESSES.filter(([d]) => d !== 'fenced' && d !== 'deeper')) {
      it(`${lang} (${dress})`, () => {
        const r = read(f(md));
        expect(r.answers.why, JSON.stringify(r.placement)).not.toBe('');
        expect(r.answers.deliver).toMatch(/axe/);
        expect(r.answers.firstStep).toMatch(/axe/);
        expect(r.answers.outOfScope.join(' ')).not.toBe('');
        expect(r.answers.context).not.toMatch(/\[!(IMPORTANT|NOTE|TIP|WARNING)\]/);
      });
    }
  }
});

describe('labelled items under a heading that names nothing ("## Handoff notes" / "- Why: …") give the answers no heading gives', () => {
  const sets: [string, string, string[]][] = [
    ['en', 'Handoff notes', ['Why: the last page is lost.', '**Deliver:** a fix with a test.', 'First step: read pager.ts.']],
    ['de', 'Notizen', ['Warum: die letzte Seite fehlt.', '**Ergebnis:** ein Fix mit Test.', 'Erster Schritt: pager.ts lesen.']],
    ['ja', 'メモ', ['背景：最後のページが消える。', '**完了条件：** テスト付きの修正。', '最初の一歩：pager.ts を読む。']],
  ];
  for (const [lang, heading, items] of sets) {
    for (const [dress, f] of DRESSES.filter(([d]) => d !== 'fenced')) {
      it(`${lang} (${dress})`, () => {
        const r = read(f(`# Fix the pager\n\n## ${heading}\n\n${items.map((i) => `- ${i}`).join('\n')}\n`));
        expect(r.answers.why, JSON.stringify(r.placement)).not.toBe('');
        expect(r.answers.deliver).not.toBe('');
        expect(r.answers.firstStep).toMatch(/pager\.ts/);
        expect(JSON.stringify(r.extra)).not.toMatch(/pager\.ts/);
      });
    }
  }
});

describe('more names of what to deliver and of what is left', () => {
  for (const h of ['What you need to do', 'Your task', 'Instructions', 'Desired behavior']) {
    it(`"## ${h}" is what to deliver`, () => {
      expect(read(`# T\n\n## Why\nw\n\n## ${h}\nDO IT\n\n## First step\nf\n`).answers.deliver).toBe('DO IT');
    });
  }
  for (const h of ['Scope', 'Backlog', 'In scope']) {
    it(`"## ${h}" over a task list is what to deliver when nothing else says it, its first item the first step`, () => {
      const r = read(`# T\n\n## Why\nw\n\n## ${h}\n- [ ] run the backfill\n- [ ] drop the column\n`);
      expect(r.answers.deliver).toContain('drop the column');
      expect(r.answers.firstStep).toBe('run the backfill');
    });
  }
});
