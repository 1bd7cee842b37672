// Kind files: every malformed case is an error naming the file, the line and the problem; a broken file
// never breaks the other kinds; repo kinds override the user's, which override the built-ins.

import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KindError, parseKind, QUESTION_KEYS, TOP_KEYS } from '../../src/kinds/kind.js';
import { loadKinds, userKindsDir } from '../../src/kinds/load.js';
import { starterKind } from '../../src/kinds/starter.js';
import { promptsDir } from '../../src/paths.js';
import { renderBrief } from '../../src/brief/render.js';
import { briefFromDoc } from '../../src/brief/read-brief.js';
import { parseDoc } from '../../src/brief/document.js';
import { emptyBrief } from '../../src/brief/sections.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tmp = () => {
  const d = realpathSync(mkdtempSync(join(tmpdir(), 'kinds-')));
  dirs.push(d);
  return d;
};

const GOOD = `---
description: A good kind
questions:
  - name: situation
    prompt: What is going on?
    required: true
---
## Situation

{{situation}}
`;

function error(name: string, src: string): KindError {
  try {
    parseKind(name, src, `/k/${name}.md`, 'repo');
  } catch (e) {
    expect(e).toBeInstanceOf(KindError);
    return e as KindError;
  }
  throw new Error(`expected ${name} to be refused`);
}

describe('parseKind: each malformed case names the file, the line and the problem', () => {
  const cases: [title: string, name: string, src: string, line: number, problem: RegExp][] = [
    ['a file name that cannot be a kind name', 'Bad_Kind', GOOD, 1, /"Bad_Kind" must be lower case letters, digits and dashes/],
    ['no front matter at all', 'k', '## Situation\n\n{{situation}}\n', 1, /missing front matter/],
    ['front matter never closed', 'k', '---\ndescription: x\nquestions:\n', 1, /never closed/],
    ['a line that is not "key: value"', 'k', '---\ndescription: x\nthis is not yaml\n---\n## A\n\ntext\n', 3, /expected "key: value", got: this is not yaml/],
    ['a tab in the front matter', 'k', '---\ndescription: x\nquestions:\n\t- name: a\n---\n', 4, /tabs are not allowed/],
    ['an unterminated quoted string', 'k', '---\ndescription: "never ends\n---\n', 2, /bad double-quoted string/],
    ['no description', 'k', '---\nquestions:\n  - name: situation\n---\n## S\n\n{{situation}}\n', 2, /needs a one-line "description/],
    ['an unknown top-level key', 'k', '---\ndescription: x\ndescripton: y\n---\n', 3, /unknown front matter key "descripton"/],
    ['questions that are not a list', 'k', '---\ndescription: x\nquestions: situation\n---\n', 3, /"questions" must be a list/],
    ['a question without a name', 'k', '---\ndescription: x\nquestions:\n  - name: a\n  - prompt: What?\n---\n## A\n\n{{a}}\n', 5, /question 2 has no "name"/],
    ['a question name with capitals', 'k', '---\ndescription: x\nquestions:\n  - name: Situation\n---\n## S\n\n{{Situation}}\n', 4, /question name "Situation" must be lower case/],
    ['a question whose slot is not in the template', 'k', '---\ndescription: x\nquestions:\n  - name: a\n  - name: b\n---\n## A\n\n{{a}}\n', 5, /question "b" has no \{\{b\}\} slot/],
    ['a slot no question fills', 'k', '---\ndescription: x\nquestions:\n  - name: a\n---\n## A\n\n{{a}}\n\n## B\n\nsee {{b}}\n', 12, /slot \{\{b\}\} is not filled by any question \(questions: a\)/],
    ['two questions with the same name', 'k', '---\ndescription: x\nquestions:\n  - name: a\n  - name: a\n---\n## A\n\n{{a}}\n', 5, /two questions are named "a"/],
    ['required that is not true or false', 'k', '---\ndescription: x\nquestions:\n  - name: a\n    required: yes\n---\n## A\n\n{{a}}\n', 4, /"required" must be true or false, not "yes"/],
    ['a misspelled question key', 'k', '---\ndescription: x\nquestions:\n  - name: a\n    requried: true\n---\n## A\n\n{{a}}\n', 4, /unknown key "requried"/],
    ['a default that is not one of the choices', 'k', '---\ndescription: x\nquestions:\n  - name: a\n    choices: [x, y]\n    default: z\n---\n## A\n\n{{a}}\n', 4, /the default "z" is not one of its choices \(x, y\)/],
    ['a reserved question name', 'k', '---\ndescription: x\nquestions:\n  - name: changed_files\n---\n## A\n\n{{changed_files}}\n', 4, /reserved/],
    ["a heading the brief already has (Context)", 'k', '---\ndescription: x\nquestions:\n  - name: a\n---\n## Context\n\n{{a}}\n', 6, /"Context" would be read as the brief's own "Context" section/],
    ['the Return heading', 'k', '---\ndescription: x\n---\n## Return\n\ntext\n', 4, /"Return" section/],
    ['the same heading twice', 'k', '---\ndescription: x\nquestions:\n  - name: a\n  - name: b\n---\n## Notes\n\n{{a}}\n\n## Notes\n\n{{b}}\n', 11, /"Notes" is used twice \(first on line 7\)/],
  ];
  for (const [title, name, src, line, problem] of cases) {
    it(title, () => {
      const e = error(name, src);
      expect(e.file).toBe(`/k/${name}.md`);
      expect(e.line).toBe(line);
      expect(e.problem).toMatch(problem);
      expect(e.message).toBe(`/k/${name}.md:${line}: ${e.problem}`);
    });
  }

  it('CRLF files give the same lines', () => {
    const e = error('k', '---\r\ndescription: x\r\nquestions:\r\n  - name: a\r\n  - name: a\r\n---\r\n## A\r\n\r\n{{a}}\r\n');
    expect(e.line).toBe(5);
  });
});

describe('valid kinds', () => {
  it('every built-in kind parses', async () => {
    const set = await loadKinds({ repoRoot: null, env: { HOME: tmp() } });
    expect(set.errors).toEqual([]);
    expect([...set.kinds.keys()].sort()).toEqual(['bug', 'prototype', 'recovery', 'review', 'session', 'task']);
  });

  it('the starter written by kinds --new parses, with its two questions', () => {
    const k = parseKind('incident', starterKind('incident'), '/k/incident.md', 'repo');
    expect(k.questions.map((q) => [q.name, q.required, q.choices ?? null, q.default ?? null])).toEqual([
      ['situation', true, null, null],
      ['urgency', false, ['low', 'normal', 'high'], 'normal'],
    ]);
  });

  it('the starter names every key a kind file may use (its comment is where a newcomer looks)', () => {
    const comment = starterKind('incident').split('\n').filter((l) => l.startsWith('#')).join('\n');
    for (const key of [...TOP_KEYS, ...QUESTION_KEYS]) expect(comment, key).toMatch(new RegExp(`\\b${key}\\b`));
  });

  it("a task brief with constraints and decisions reads back into the right sections (the kind's heading does not collide)", () => {
    const set = readFileSync(join(promptsDir(), 'kinds', 'task.md'), 'utf8');
    const task = parseKind('task', set, 'task.md', 'built-in');
    const answers = { ...emptyBrief(), title: 'T', why: 'w', deliver: 'd', firstStep: 'f', fields: { constraints: 'keep the API' }, decided: ['use X — because Y'] };
    const md = renderBrief(task, answers, { id: 'task-t-abcd', created: 'now', origin: { repo: null, branch: null, detached: false, head: null, headShort: null, dirty: [], untracked: [], cwd: '/' }, returnTemplate: 'return' });
    const back = briefFromDoc(parseDoc(md), task);
    expect(back.answers.fields).toEqual({ constraints: 'keep the API' });
    expect(back.answers.decided).toEqual(['use X — because Y']);
    expect(back.extra).toEqual([]);
  });
});

describe('loadKinds: precedence and isolation', () => {
  function kindFile(dir: string, name: string, description: string, src?: string) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}.md`), src ?? GOOD.replace('A good kind', description));
  }

  it('repo over user over built-in, each override naming what it shadows', async () => {
    const config = tmp();
    const repo = tmp();
    const env = { XDG_CONFIG_HOME: config, HOME: tmp() };
    const userDir = userKindsDir(env);
    expect(userDir).toBe(join(config, 'handoff', 'kinds'));
    kindFile(userDir, 'task', 'user task');
    kindFile(userDir, 'incident', 'user incident');
    kindFile(join(repo, '.handoff', 'kinds'), 'task', 'repo task');
    kindFile(join(repo, '.handoff', 'kinds'), 'bug', 'repo bug');
    const set = await loadKinds({ repoRoot: repo, env });
    expect(set.errors).toEqual([]);
    expect(set.kinds.get('task')).toMatchObject({ source: 'repo', description: 'repo task' });
    expect(set.kinds.get('bug')).toMatchObject({ source: 'repo', description: 'repo bug' });
    expect(set.kinds.get('incident')).toMatchObject({ source: 'user', description: 'user incident' });
    expect(set.kinds.get('review')).toMatchObject({ source: 'built-in' });
    expect(set.shadowed.get('task')).toEqual([join(promptsDir(), 'kinds', 'task.md'), join(userDir, 'task.md')]);
    expect(set.shadowed.get('bug')).toEqual([join(promptsDir(), 'kinds', 'bug.md')]);
    // Outside the repo, the repo's kinds are not seen.
    const outside = await loadKinds({ repoRoot: null, env });
    expect(outside.kinds.get('task')).toMatchObject({ source: 'user' });
    expect(outside.kinds.get('bug')).toMatchObject({ source: 'built-in' });
  });

  it('without XDG_CONFIG_HOME the user folder is ~/.config/handoff/kinds', () => {
    expect(userKindsDir({ HOME: '/home/ada' })).toBe('/home/ada/.config/handoff/kinds');
  });

  it('a broken file is reported with its line and skipped; every other kind still loads, a broken override leaves the built-in', async () => {
    const repo = tmp();
    const dir = join(repo, '.handoff', 'kinds');
    kindFile(dir, 'good', 'fine');
    kindFile(dir, 'bug', '', '---\ndescription: broken bug\nquestions:\n  - name: a\n---\n## A\n\n{{b}}\n');
    kindFile(dir, 'worse', '', 'no front matter');
    writeFileSync(join(dir, 'notes.txt'), 'not a kind file: ignored');
    const set = await loadKinds({ repoRoot: repo, env: { HOME: tmp() } });
    expect(set.kinds.get('good')).toMatchObject({ source: 'repo' });
    expect(set.kinds.get('bug')).toMatchObject({ source: 'built-in' });
    expect(set.errors.map((e) => [e.file, e.line])).toEqual([
      [join(dir, 'bug.md'), 4],
      [join(dir, 'worse.md'), 1],
    ]);
    expect(set.errors[0]!.problem).toMatch(/question "a" has no \{\{a\}\} slot/);
  });

  it('an unreadable kinds folder is reported, not fatal', async () => {
    const repo = tmp();
    writeFileSync(join(repo, '.handoff'), 'a file where the folder should be');
    const set = await loadKinds({ repoRoot: repo, env: { HOME: tmp() } });
    expect(set.kinds.size).toBe(6);
    expect(set.errors).toHaveLength(1);
    expect(set.errors[0]!.problem).toMatch(/cannot read this kinds folder \(ENOTDIR\)/);
  });
});
