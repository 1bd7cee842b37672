// Where a brief's sections go by what their headings mean, as data in prompts/headings.txt:
// - a section of the rules of the work ("## Main rule of work", "## Главное правило работы") is what the work
//   must keep: the task kind's Constraints, not Already decided (a decision is a choice made; a rule is kept
//   while working). A kind with no constraints question still reads rules as decided.
// - a section that says its work is NOT done ("## What is NOT finished", "## Что НЕ доделано") is what is left:
//   what to deliver when nothing else says it, its first item the first step; a section that says its work
//   was done ("## Was wurde implementiert?") is the state, the Context, and its stages no plan.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds, placedTo } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const task = kinds.get('task')!;
const session = kinds.get('session')!;
const placed = (r: ReturnType<typeof importBrief>) => JSON.stringify(r.placement);

describe('the rules of the work are constraints', () => {
  const md = (h: string) => `# Karaoke desktop app\n\n## Why\nSingers lose sync on long songs.\n\n## Deliver\nA duet mode that stays in sync.\n\n## ${h}\nRun the self-test after every change, before any commit.\n\n## First step\nRead sync-renderer.js.\n`;
  it.each([
    ['Main rule of work'],
    ['Working rules'],
    ['Ground rules'],
    ['Arbeitsregeln'],
    ['Wichtigste Regel'],
    ['Règle principale'],
    ['Reglas de trabajo'],
    ['Главное правило работы'],
    ['Правила работы'],
    ['工作规则'],
    ['作業ルール'],
    ['작업 규칙'],
    // (QA 34: a German game's rules, what must not break, the hard rules of a Taiwanese handoff.)
    ['Spielregeln'],
    ['Must not break'],
    ['硬性規範'],
  ])('"## %s": Constraints, not Already decided', (h) => {
    const r = importBrief(md(h), task);
    expect(r.answers.fields.constraints, placed(r)).toContain('Run the self-test after every change');
    expect(r.answers.decided).toEqual([]);
  });

  it('"## Key decisions" beside them stays Already decided', () => {
    const r = importBrief(md('Main rule of work').replace('## First step', '## Key decisions\n- SQLite, not Postgres: it runs offline\n\n## First step'), task);
    expect(r.answers.decided).toEqual(['SQLite, not Postgres: it runs offline']);
    expect(r.answers.fields.constraints).toContain('Run the self-test');
  });

  it.each([['What we agreed'], ['Agreed']])('"## %s" beside them is Already decided', (h) => {
    const r = importBrief(md('Ground rules').replace('## First step', `## ${h}\n- SQLite, not Postgres: it runs offline\n\n## First step`), task);
    expect(r.answers.decided, placed(r)).toEqual(['SQLite, not Postgres: it runs offline']);
  });

  it('a kind with no constraints question reads the rules as already decided', () => {
    const r = importBrief(md('Working rules'), session);
    expect(r.answers.decided.join('\n'), placed(r)).toContain('Run the self-test after every change');
  });
});

describe('a section that says its work is not done is what is left', () => {
  const md = (done: string, open: string) => `# Karaoke desktop app\n\nNotes for the next chat.\n\n## ${done}\n- duets render in two colours\n- the key change follows the song\n\n## ${open}\n1. No live test with singing yet.\n2. The skip-intro button is untested on Windows.\n`;
  it.each([
    ['What was done', 'What is NOT finished'],
    ['Что сделано', 'Что НЕ доделано'],
    ['Was erledigt ist', 'Noch nicht umgesetzt'],
    ['Ce qui a été fait', "Ce qui n'est pas terminé"],
    ['Lo que se hizo', 'Lo que NO está terminado'],
  ])('"## %s" is the Context; "## %s" what to deliver, its first item the first step', (done, open) => {
    const r = importBrief(md(done, open), task);
    expect(r.answers.deliver, placed(r)).toContain('No live test with singing yet.');
    expect(r.answers.deliver).toContain('skip-intro button');
    expect(r.answers.firstStep).toContain('No live test with singing yet.');
    expect(r.answers.context).toContain('duets render in two colours');
  });

  it('a section that says its work is done is not what is left: what to deliver is still asked for', () => {
    const r = importBrief(md('What was done', 'Что сделано за этот чат'), task);
    expect(r.answers.deliver, placed(r)).toBe('');
  });
});

describe('a section that says its work was done holds no plan', () => {
  const md = (h: string) => `# Cold outreach pipeline\n\nHand-over of the outreach system.\n\n## ${h}\n\n### Stage 1: Crawler\nFinds companies by region.\n\n### Stage 2: Analysis\nScores each company.\n\n## Known issues & TODOs\n- No quality gate before the mail is sent.\n- The crawler retries forever on a 429.\n`;
  it.each([['Was wurde implementiert?'], ['What was implemented'], ['Что реализовано']])('"## %s" over stages: the Context; the TODOs are what to deliver', (h) => {
    const r = importBrief(md(h), task);
    expect(r.answers.context, placed(r)).toContain('Finds companies by region.');
    expect(r.answers.deliver).not.toContain('Finds companies by region.');
    expect(r.answers.deliver).toContain('No quality gate before the mail is sent.');
  });
});

describe('a sentence that asks for the person\'s consent first is a constraint, wherever it stands', () => {
  const md = (prompt: string) => `# Split the parser\n\n## Why\nThe parser is slow.\n\n## Deliver\nA streaming parser.\n\n## First step\nRun the bench.\n\n## Resume prompt\n\nPaste this into the next session:\n\n${prompt}\n`;
  it.each([
    ['1. Say what state the work is in.\n2. Show me the next step and ask me to confirm before proceeding.', 'Show me the next step and ask me to confirm before proceeding.'],
    ['- Commit and push only when the user asks.', 'Commit and push only when the user asks.'],
    ['Lies zuerst die Notizen. Lösche nichts ohne Rückfrage.', 'Lösche nichts ohne Rückfrage.'],
    ['Lis les notes. Ne pousse rien sans mon accord.', 'Ne pousse rien sans mon accord.'],
    ['Lee las notas. No borres nada sin consultarme.', 'No borres nada sin consultarme.'],
    ['Прочитай заметки. Перед пушем спроси меня.', 'Перед пушем спроси меня.'],
    ['- 推送之前先问我。', '推送之前先问我。'],
    ['- デプロイは私に確認してから行うこと。', 'デプロイは私に確認してから行うこと。'],
    ['- 커밋은 사용자가 요청할 때만 한다.', '커밋은 사용자가 요청할 때만 한다.'],
  ])('%j: copied into Constraints, kept where it stands too', (prompt, rule) => {
    const r = importBrief(md(prompt), task);
    expect(r.answers.fields.constraints, placed(r)).toContain(rule);
    expect(r.answers.context).toContain(rule);
  });

  it('a rule a pasted prompt\'s sentences already gave is copied once', () => {
    const r = importBrief(md('```\nYou continue the parser work. Never push to main directly. Always ask me before deleting a data file.\n```'), task);
    expect(r.answers.fields.constraints!.split('Always ask me before deleting a data file.').length, placed(r)).toBe(2);
  });

  it.each([
    ['The installer verifies the checksum before proceeding.'],
    ['The dialog asks the user to confirm before deleting a file.'],
    ['The CLI overwrites the cache without asking.'],
    ['Run the tests before you commit.'],
  ])('a sentence about what software does, or a step, is no such rule: %j', (text) => {
    const r = importBrief(md(text), task);
    expect(r.answers.fields.constraints ?? '', placed(r)).toBe('');
  });
});
