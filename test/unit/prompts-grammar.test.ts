// The word lists in prompts/ are read line by line, and the readers skip a line that is not theirs without a word: a
// merge's conflict markers left in a file ("<<<<<<< HEAD" … "=======" … ">>>>>>> branch") built and ran, and both
// sides' lines then counted (or half of a list went missing). Found in a merge of two branches that each added lines
// to prompts/outcomes.txt. Every line of every file under prompts/ (the kinds' and the skill's too) is parsed with the
// loader's own grammar (src/prompt-grammar.ts, which readPrompt applies on a file's first read), failing on file:line.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { promptGrammar, promptKeyErrors, promptLineError } from '../../src/prompt-grammar.js';

const root = fileURLToPath(new URL('../../prompts', import.meta.url));
const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));

describe('every line of prompts/ parses with the loader grammar', () => {
  const all = files(root);
  it('finds the prompt files', () => {
    expect(all.length).toBeGreaterThan(10);
  });
  it.each(all.map((f) => [relative(root, f).split(sep).join('/'), f]))('%s', (name, f) => {
    expect(promptLineError(name, readFileSync(f, 'utf8'))).toBeNull();
  });
});

describe('the grammar itself', () => {
  const ok = '# a comment\n\nanswered: done, fixed\n  partial: partly\n';
  it('names file:line of a merge-conflict marker, in any file', () => {
    expect(promptLineError('outcomes.txt', `${ok}<<<<<<< HEAD\nanswered: x\n`)).toMatch(/^prompts\/outcomes\.txt:5: a merge-conflict marker/);
    expect(promptLineError('outcomes.txt', `${ok}=======\n`)).toMatch(/^prompts\/outcomes\.txt:5:/);
    expect(promptLineError('kinds/task.md', '# Task\n\n>>>>>>> tally17\n')).toMatch(/^prompts\/kinds\/task\.md:3:/);
    expect(promptLineError('return.md', '# Return\n\n======== a setext line is longer\nfree text: or not\n')).toBeNull();
  });
  it('a word list line that is no `key: words` is an error; comments and blank lines are not', () => {
    expect(promptLineError('yes-no.txt', ok)).toBeNull();
    expect(promptLineError('yes-no.txt', `${ok}done, fixed\n`)).toMatch(/^prompts\/yes-no\.txt:5: not "key: words": done, fixed$/);
    expect(promptLineError('yes-no.txt', `${ok}answered:\n`)).toMatch(/:5: not "key: words"/);
  });
  it('phrases.txt and harnesses.txt are `a | b` lines', () => {
    expect(promptGrammar('phrases.txt')).toBe('piped');
    expect(promptLineError('phrases.txt', '# c\nas discussed | say what\n')).toBeNull();
    expect(promptLineError('phrases.txt', '# c\nas discussed\n')).toMatch(/^prompts\/phrases\.txt:2: not "phrase \| hint"/);
  });
  it('readPrompt checks the file it reads (and reads the shipped ones)', async () => {
    const { readPrompt } = await import('../../src/paths.js');
    expect(readPrompt('outcomes.txt')).toContain('answered:');
    expect(() => readPrompt('no-such-file.txt')).toThrow();
  });
});

// A misspelled key ("answred: …") parses and its words count for nothing (rules19). The word lists whose keys are a
// closed set the code names are checked against the quoted names in src/, each miss as file:line.
describe('the keys of the closed word lists are keys the code reads', () => {
  const srcRoot = fileURLToPath(new URL('../../src', import.meta.url));
  const src = files(srcRoot).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(f, 'utf8')).join('\n');
  const known = (k: string) => src.includes(`'${k}'`) || src.includes(`"${k}"`) || src.includes(`\`${k}\``);
  it.each(['outcomes.txt', 'yes-no.txt', 'no-findings.txt', 'columns.txt'])('%s', (name) => {
    expect(promptKeyErrors(name, readFileSync(join(root, name), 'utf8'), known)).toEqual([]);
  });
  it('names file:line of a misspelled key', () => {
    expect(promptKeyErrors('outcomes.txt', '# c\nanswered: done\nanswred: fixed\n', (k) => k === 'answered')).toEqual(['prompts/outcomes.txt:3: unknown key "answred"']);
    expect(promptKeyErrors('phrases.txt', 'as discussed | say what\n', () => false)).toEqual([]);
  });
});
