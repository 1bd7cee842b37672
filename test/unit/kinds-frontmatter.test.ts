// Kinds as data: the front matter subset, a kind file's problems named by line, and the four built-ins.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FrontMatterError, parseFrontMatter, splitFrontMatter } from '../../src/kinds/frontmatter.js';
import { KindError, parseKind } from '../../src/kinds/kind.js';
import { loadKinds, userKindsDir } from '../../src/kinds/load.js';
import { promptsDir } from '../../src/paths.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tmp(): string {
  const d = mkdtempSync(join(tmpdir(), 'handoff-kinds-test-'));
  dirs.push(d);
  return d;
}
const NO_USER = { XDG_CONFIG_HOME: '/nonexistent-handoff-test' };

describe('front matter', () => {
  it('splits the data from the body and says where the body starts', () => {
    expect(splitFrontMatter('---\na: 1\nb: 2\n---\n## Body\n')).toEqual({ data: 'a: 1\nb: 2\n', body: '## Body\n', bodyLine: 5 });
    expect(splitFrontMatter('\ufeff---\r\na: 1\r\n---\r\nbody')).toEqual({ data: 'a: 1\n', body: 'body', bodyLine: 4 });
    expect(splitFrontMatter('no front matter')).toBeNull();
    expect(splitFrontMatter('---\nnever closed\n')).toBeNull();
  });

  it('reads scalars: plain, quoted, booleans, numbers, flow lists, trailing comments', () => {
    const fm = parseFrontMatter(
      [
        'plain: some text here',
        'dq: "a \\"quoted\\" value: with colon"',
        "sq: 'it''s'",
        'yes: true',
        'no: false',
        'n: 42',
        'f: -1.5',
        'list: [throwaway, keep, "quoted"]',
        'commented: value # a comment',
        'empty:',
        '# a whole comment line',
        '',
      ].join('\n'),
    );
    expect(fm).toEqual({
      plain: 'some text here',
      dq: 'a "quoted" value: with colon',
      sq: "it's",
      yes: true,
      no: false,
      n: 42,
      f: -1.5,
      list: ['throwaway', 'keep', 'quoted'],
      commented: 'value',
      empty: [],
    });
  });

  it('reads a list of maps', () => {
    const fm = parseFrontMatter('questions:\n  - name: a\n    prompt: A?\n    required: true\n  -\n    name: b\n');
    expect(fm).toEqual({ questions: [{ name: 'a', prompt: 'A?', required: true }, { name: 'b' }] });
  });

  it.each([
    ['\tkey: v', 1, 'tabs are not allowed in front matter; indent with spaces'],
    ['just text', 1, 'expected "key: value", got: just text'],
    ['  - name: x', 1, 'unexpected indented line: - name: x'],
    ['q:\n  name: x', 2, 'expected a list item starting with "- ", got: name: x'],
    ['q:\n  - what', 2, 'expected "- key: value", got: - what'],
    ['q:\n  - name: x\n    oops', 3, 'expected "key: value", got: oops'],
    ['a: "unterminated', 1, 'bad double-quoted string: "unterminated'],
    ["a: 'open", 1, "unterminated single-quoted string: 'open"],
    ['a: [x, y', 1, 'unterminated list: [x, y'],
  ])('%j fails at line %i: %s', (data, line, message) => {
    let err: unknown;
    try {
      parseFrontMatter(data, 1);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(FrontMatterError);
    expect({ line: (err as FrontMatterError).line, message: (err as Error).message }).toEqual({ line, message });
  });
});

const KIND = `---
description: Measure something
questions:
  - name: metric
    prompt: What to measure?
    required: true
    hint: a number with a unit
  - name: budget
    prompt: How long may it take?
    default: one hour
    choices: [one hour, one day]
  - name: notes
    prompt: Notes?
    multiline: true
---
## Metric

{{metric}}

## Budget

Spend at most {{budget}}.

## Notes

{{notes}}
`;

describe('parseKind', () => {
  it('reads the description, the questions (with their section headings) and the template', () => {
    const k = parseKind('measure', KIND, '/k/measure.md', 'repo');
    expect(k.name).toBe('measure');
    expect(k.description).toBe('Measure something');
    expect(k.source).toBe('repo');
    expect(k.questions).toEqual([
      { name: 'metric', heading: 'Metric', prompt: 'What to measure?', required: true, hint: 'a number with a unit', default: undefined, choices: undefined, multiline: false },
      { name: 'budget', heading: 'Budget', prompt: 'How long may it take?', required: false, hint: undefined, default: 'one hour', choices: ['one hour', 'one day'], multiline: false },
      { name: 'notes', heading: 'Notes', prompt: 'Notes?', required: false, hint: undefined, default: undefined, choices: undefined, multiline: true },
    ]);
    expect(k.template.startsWith('## Metric\n')).toBe(true);
  });

  it('a question without a prompt is asked by its heading', () => {
    const k = parseKind('x', '---\ndescription: d\nquestions:\n  - name: a\n---\n## The A\n\n{{a}}\n', 'f', 'user');
    expect(k.questions[0]!.prompt).toBe('The A');
  });

  it('a kind with no questions is fine', () => {
    expect(parseKind('plain', '---\ndescription: d\n---\n## Notes\n\nfree text\n', 'f', 'user').questions).toEqual([]);
  });

  it.each([
    ['Bad_Name', KIND, 1, 'the file name makes the kind\'s name, and "Bad_Name" must be lower case letters, digits and dashes (at most 31)'],
    ['x', '## no front matter', 1, 'missing front matter: the file must start with a "---" line, then "description: ...", then a closing "---" line'],
    ['x', '---\nquestions:\n---\n', 2, 'front matter needs a one-line "description: ..." (shown by handoff kinds)'],
    ['x', '---\ndescription: d\nquestions: nope\n---\n', 3, '"questions" must be a list of items, each starting with "- name: ..." on its own line'],
    ['x', '---\ndescription: d\nquestions:\n  - prompt: p\n---\n', 4, 'question 1 has no "name" (the slot {{name}} it fills and the --field name=... that answers it)'],
    ['x', '---\ndescription: d\nquestions:\n  - name: Bad-Name\n---\n', 4, 'question name "Bad-Name" must be lower case letters, digits and underscores'],
    ['x', '---\ndescription: d\nquestions:\n  - name: a\n---\nno slot here\n', 4, 'question "a" has no {{a}} slot under a "## " heading in the template'],
    ['x', '---\ndescription: d\nquestions:\n  - name: a\n  - name: a\n---\n## A\n\n{{a}}\n', 5, 'two questions are named "a"'],
    // The line of the section holding the stray slot.
    ['x', '---\ndescription: d\n---\n## A\n\n{{nobody}}\n', 6, 'slot {{nobody}} is not filled by any question (questions: none)'],
    ['x', '---\ndescription: d\n\tbad: tab\n---\n', 3, 'tabs are not allowed in front matter; indent with spaces'],
  ])('%s: %j fails at line %i: %s', (name, src, line, problem) => {
    let err: unknown;
    try {
      parseKind(name, src, '/k/x.md', 'user');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(KindError);
    expect({ line: (err as KindError).line, problem: (err as KindError).problem, message: (err as Error).message }).toEqual({ line, problem, message: `/k/x.md:${line}: ${problem}` });
  });

  it('the generated {{changed_files}} slot needs no question', () => {
    expect(() => parseKind('x', '---\ndescription: d\n---\n## Changed\n\n{{changed_files}}\n', 'f', 'user')).not.toThrow();
  });
});

describe('the built-in kinds', () => {
  it('prototype, bug, review, task, session and recovery load from prompts/kinds, each with a one-line description', async () => {
    const set = await loadKinds({ repoRoot: null, env: NO_USER });
    expect(set.errors).toEqual([]);
    expect([...set.kinds.keys()].sort()).toEqual(['bug', 'prototype', 'recovery', 'review', 'session', 'task']);
    for (const k of set.kinds.values()) {
      expect(k.source).toBe('built-in');
      expect(k.file).toBe(join(promptsDir(), 'kinds', `${k.name}.md`));
      expect(k.description).toMatch(/^[^\n]{10,100}$/);
    }
  });

  it.each([
    ['prototype', [['question', true], ['settles', true], ['throwaway', true]]],
    ['bug', [['observed', true], ['expected', true], ['reproduce', true], ['evidence', false]]],
    ['review', [['range', false], ['claims', true], ['focus', false]]],
    ['task', [['constraints', false]]],
  ])('%s asks its own questions', async (name, qs) => {
    const k = (await loadKinds({ repoRoot: null, env: NO_USER })).kinds.get(name)!;
    expect(k.questions.map((q) => [q.name, q.required])).toEqual(qs);
  });

  it('prototype: throwaway or keep, throwaway by default', async () => {
    const k = (await loadKinds({ repoRoot: null, env: NO_USER })).kinds.get('prototype')!;
    expect(k.questions.find((q) => q.name === 'throwaway')).toMatchObject({ choices: ['throwaway', 'keep'], default: 'throwaway' });
  });

  it('review: embeds the changed files, and asks to verify against the code and return findings by severity with locations', async () => {
    const k = (await loadKinds({ repoRoot: null, env: NO_USER })).kinds.get('review')!;
    expect(k.template).toContain('{{changed_files}}');
    expect(k.template).toMatch(/not against this brief/);
    expect(k.template).toMatch(/blocker .*major .*minor.*nit/s);
    expect(k.template).toContain('`path:line`');
  });
});

describe('the user\'s and the repo\'s kinds', () => {
  it('the user\'s folder (XDG_CONFIG_HOME/handoff/kinds) and the repo\'s .handoff/kinds add and override, in that order', async () => {
    const config = tmp();
    const repo = tmp();
    const user = userKindsDir({ XDG_CONFIG_HOME: config });
    expect(user).toBe(join(config, 'handoff', 'kinds'));
    mkdirSync(user, { recursive: true });
    mkdirSync(join(repo, '.handoff', 'kinds'), { recursive: true });
    writeFileSync(join(user, 'measure.md'), KIND);
    writeFileSync(join(user, 'bug.md'), '---\ndescription: The user\'s bug\n---\n## Notes\n\ntext\n');
    writeFileSync(join(repo, '.handoff', 'kinds', 'bug.md'), '---\ndescription: The repo\'s bug\n---\n## Notes\n\ntext\n');
    writeFileSync(join(repo, '.handoff', 'kinds', 'broken.md'), 'no front matter');
    writeFileSync(join(repo, '.handoff', 'kinds', 'README.txt'), 'not a kind');
    const set = await loadKinds({ repoRoot: repo, env: { XDG_CONFIG_HOME: config } });
    expect([...set.kinds.keys()].sort()).toEqual(['bug', 'measure', 'prototype', 'recovery', 'review', 'session', 'task']);
    expect(set.kinds.get('bug')).toMatchObject({ description: "The repo's bug", source: 'repo' });
    expect(set.kinds.get('measure')!.source).toBe('user');
    expect(set.shadowed.get('bug')).toEqual([join(promptsDir(), 'kinds', 'bug.md'), join(user, 'bug.md')]);
    expect(set.errors.map((e) => e.message)).toEqual([`${join(repo, '.handoff', 'kinds', 'broken.md')}:1: missing front matter: the file must start with a "---" line, then "description: ...", then a closing "---" line`]);
  });

  it('without XDG_CONFIG_HOME the user\'s kinds are under HOME/.config', () => {
    expect(userKindsDir({ HOME: '/home/ada' })).toBe('/home/ada/.config/handoff/kinds');
  });
});
