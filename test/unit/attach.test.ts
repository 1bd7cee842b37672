// Trimming attached evidence (pure): a text log keeps its last K lines and every error-looking line, a
// JSONL command record its last K entries and every failed one; gaps are counted; kept lines are
// redacted before they are shortened; the excerpt sits in a fence that survives render -> parse.

import { describe, expect, it } from 'vitest';
import {
  Trimmer, detectFormat, fenceFor, inlineCode, isErrorLine, isFailedEntry, renderAttachments, trimText, type AttachmentInfo, type Trimmed,
} from '../../src/brief/attach.js';
import { renderBrief } from '../../src/brief/render.js';
import { briefFromDoc } from '../../src/brief/read-brief.js';
import { parseDoc } from '../../src/brief/document.js';
import { lintDoc, parsePhrases } from '../../src/brief/lint.js';
import { findSecrets } from '../../src/brief/redact.js';
import { emptyBrief } from '../../src/brief/sections.js';
import type { Kind } from '../../src/brief/types.js';

// Fake credentials assembled at run time, so this file holds no secret-shaped literal.
const GH = 'ghp_' + 'Z8x2QnL4vR7tK1mW9pB3cD6fH0jS5aY2eU8i';
const AWS = 'AKIA' + 'Z7QWERTYUIOPASDF';
const ANTHROPIC = 'sk-ant-api03-' + 'Q7'.repeat(45);
const PEM = ['-----BEGIN RSA PRIVATE KEY-----', ...Array.from({ length: 6 }, (_, i) => `MIIEpAIBAAKCAQEA${'x'.repeat(40)}${i}Zq`), '-----END RSA PRIVATE KEY-----'];

describe('which lines count', () => {
  it.each([
    'ERROR: connection refused',
    'npm ERR! code ELIFECYCLE',
    'Traceback (most recent call last):',
    'FAILED tests/test_login.py::test_redirect - assert 302 == 200',
    'panic: runtime error: index out of range',
    'Segmentation fault (core dumped)',
    'make: *** [build] Error 2',
    'Process exited with code 2',
    '  ✗ login redirects to the dashboard',
    'AssertionError: expected 3 to equal 4',
    '    at java.lang.NullPointerException',
    'Tests: 1 failed, 12 passed',
    'fatal: not a git repository',
    'request timed out after 30s',
  ])('error-looking: %s', (line) => expect(isErrorLine(line)).toBe(true));

  it.each([
    'Tests: 0 failed, 12 passed',
    'no errors found',
    'errors: 0, warnings: 2',
    'compiled with 0 errors',
    'stderr is redirected',
    'switching to failover node',
    'registered onerror handler',
    'line 12 ok',
  ])('not an error: %s', (line) => expect(isErrorLine(line)).toBe(false));

  it.each([
    [{ cmd: 'npm test', exit: 1 }, true],
    [{ command: ['make'], exitCode: 2 }, true],
    [{ cmd: 'x', exit_code: '3' }, true],
    [{ argv: ['go', 'test'], status: 'failed' }, true],
    [{ cmd: 'x', status: 1 }, true],
    [{ cmd: 'x', ok: false }, true],
    [{ cmd: 'x', rc: -9 }, true],
    [{ cmd: 'npm test', exit: 0 }, false],
    [{ cmd: 'npm test', status: 0, stdout: 'error: none' }, false],
    [{ path: '/api', status: 200 }, false], // an HTTP log's status is not an exit code
    [{ path: '/api', status: 500 }, false],
    [['not', 'an', 'object'], false],
  ])('failed entry %j -> %s', (entry, failed) => expect(isFailedEntry(entry)).toBe(failed));

  it('detects JSONL by extension or by content', () => {
    expect(detectFormat('run.jsonl', ['not json'])).toBe('jsonl');
    expect(detectFormat('run.NDJSON', [])).toBe('jsonl');
    expect(detectFormat('cmds.txt', ['{"cmd":"a","exit":0}', '', '{"cmd":"b","exit":1}'])).toBe('jsonl');
    expect(detectFormat('build.log', ['{"cmd":"a"}', 'plain text'])).toBe('log');
    expect(detectFormat('data.json', ['[1,2,3]'])).toBe('log');
    expect(detectFormat('empty.log', [])).toBe('log');
  });
});

describe('a large text log', () => {
  const lines = Array.from({ length: 100_000 }, (_, i) => `2026-11-29T10:00:00Z step ${i + 1} ok`);
  lines[9_999] = 'ERROR: could not connect to db:5432';
  lines[50_000] = 'Traceback (most recent call last):';
  lines[99_990] = 'FAILED test_checkout';
  const log = lines.join('\n') + '\n';

  it('keeps the last K lines and every error line before them, counting what it left out', () => {
    const t = trimText(log, 'build.log', { tail: 80 });
    expect(t).toMatchObject({ format: 'log', total: 100_000, kept: 82, omitted: 99_918, flagged: 2, flaggedDropped: 0 });
    const out = t.text.split('\n');
    expect(out.slice(0, 5)).toEqual([
      '[... 9,999 lines omitted ...]',
      'ERROR: could not connect to db:5432',
      '[... 40,000 lines omitted ...]',
      'Traceback (most recent call last):',
      '[... 49,919 lines omitted ...]',
    ]);
    expect(out.slice(5)).toEqual(lines.slice(-80)); // the error inside the tail is kept once, in place
    expect(out).toHaveLength(85);
  });

  it('streams: pushing line by line gives the same result as trimming the whole text', () => {
    const t = new Trimmer('log', { tail: 80 });
    for (const l of lines) t.push(l);
    expect(t.finish()).toEqual(trimText(log, 'build.log', { tail: 80 }));
  });

  it('caps the error lines kept before the tail and counts the rest', () => {
    const noisy = Array.from({ length: 5_000 }, (_, i) => `error ${i}`).join('\n');
    const t = trimText(noisy, 'noisy.log', { tail: 10 });
    expect(t).toMatchObject({ total: 5_000, kept: 50, flagged: 40, flaggedDropped: 4_950, omitted: 4_950 });
  });

  it('a short log is kept whole; an empty one is empty', () => {
    expect(trimText('a\r\nb\r\nERROR c\r\n', 'x.log', { tail: 80 })).toMatchObject({ total: 3, kept: 3, omitted: 0, text: 'a\nb\nERROR c' });
    expect(trimText('', 'x.log', { tail: 80 })).toMatchObject({ total: 0, kept: 0, text: '' });
  });

  it('a very long line keeps its head and tail', () => {
    const t = trimText(`start ${'x'.repeat(5000)} end`, 'x.log', { tail: 5, maxLineChars: 100 });
    expect(t.text).toMatch(/^start x{44} \.\.\.\[4910 characters cut\]\.\.\. x{46} end$/);
    expect(t.shortened).toBe(1);
  });
});

describe('a JSONL command record', () => {
  const entries = Array.from({ length: 500 }, (_, i) => ({ cmd: `npm test -- shard ${i + 1}`, exit: 0, ms: 1200 }));
  entries[41] = { cmd: 'npm test -- shard 42', exit: 1, ms: 900 };
  entries[299] = { cmd: 'npm run lint', exit: 2, ms: 300 };
  const text = entries.map((e) => JSON.stringify(e)).join('\n\n') + '\n'; // blank lines are not entries

  it('keeps the last K entries and every entry with a non-zero exit', () => {
    const t = trimText(text, 'commands.jsonl', { tail: 3 });
    expect(t).toMatchObject({ format: 'jsonl', total: 500, kept: 5, omitted: 495, flagged: 2 });
    expect(t.text.split('\n')).toEqual([
      '[... 41 entries omitted ...]',
      JSON.stringify(entries[41]),
      '[... 257 entries omitted ...]',
      JSON.stringify(entries[299]),
      '[... 197 entries omitted ...]',
      ...entries.slice(-3).map((e) => JSON.stringify(e)),
    ]);
  });

  it('a long output inside an entry is shortened and the entry stays valid JSON', () => {
    const big = JSON.stringify({ cmd: 'npm test', exit: 1, output: 'y'.repeat(10_000) });
    const t = trimText(big + '\n', 'c.jsonl', { tail: 5, maxLineChars: 200 });
    const back = JSON.parse(t.text);
    expect(back).toMatchObject({ cmd: 'npm test', exit: 1 });
    expect(back.output).toMatch(/^y+ \.\.\.\[\d+ characters cut\]\.\.\. y+$/);
    expect(back.output.length).toBeLessThan(200);
  });
});

describe('secrets inside attachments', () => {
  it('kept lines are redacted; a shortened line never loses a secret prefix to the cut', () => {
    const lines = Array.from({ length: 1000 }, (_, i) => `line ${i}`);
    lines[100] = `ERROR auth failed for token=${GH}`;
    lines[995] = `using ${AWS} for upload`;
    lines[996] = `${'z'.repeat(3000)} ${ANTHROPIC}`;
    const t = trimText(lines.join('\n'), 'build.log', { tail: 10, maxLineChars: 400 });
    expect(findSecrets(t.text)).toEqual([]);
    expect(t.text).not.toContain(GH.slice(4, 20));
    expect(t.text).not.toContain(AWS);
    expect(t.text).not.toContain(ANTHROPIC.slice(20, 60));
    expect(t.text).toContain('token=[REDACTED:github-token]');
    expect(t.redactions.map((r) => r.kind).sort()).toEqual(['anthropic-key', 'aws-access-key', 'github-token']);
    expect(t.redactions.find((r) => r.kind === 'github-token')!.line).toBe(101);
  });

  it('JSONL: secrets are redacted in the decoded strings, so one right after an escaped newline is found too', () => {
    const entry = { cmd: 'deploy', exit: 1, output: `uploading\n${GH}\nand ${'w'.repeat(2000)} ${ANTHROPIC}` };
    expect(JSON.stringify(entry)).toContain(`\\n${GH}`); // glued to the "n" of the escape in the raw line
    const t = trimText(JSON.stringify(entry) + '\n', 'deploy.jsonl', { tail: 5, maxLineChars: 300 });
    const back = JSON.parse(t.text);
    expect(back.output).toMatch(/^uploading\n\[REDACTED:github-token\]\nand w+ \.\.\.\[\d+ characters cut\]\.\.\. w+ \[REDACTED:anthropic-key\]$/);
    expect(t.redactions.map((r) => r.kind)).toEqual(['github-token', 'anthropic-key']);
  });

  it('a private key block cut by the trim is still dropped line by line', () => {
    const lines = [...Array.from({ length: 50 }, (_, i) => `setup ${i}`), ...PEM, 'after the key', 'done'];
    // The tail starts inside the key: its BEGIN line is not kept.
    const t = trimText(lines.join('\n'), 'deploy.log', { tail: 6 });
    expect(t.text.split('\n')).toEqual(['[... 54 lines omitted ...]', '[REDACTED:private-key]', '[REDACTED:private-key]', '[REDACTED:private-key]', '[REDACTED:private-key]', 'after the key', 'done']);
    expect(t.redactions.every((r) => r.kind === 'private-key')).toBe(true);
  });

  it('a BEGIN header mentioned in prose does not swallow the lines after it', () => {
    const t = trimText('mentions -----BEGIN OPENSSH PRIVATE KEY----- in a doc\nthe next line is prose, kept\n', 'x.log', { tail: 5 });
    expect(t.text.split('\n')[1]).toBe('the next line is prose, kept');
  });
});

describe('rendering inside a brief', () => {
  const kind: Kind = { name: 'task', description: 'd', questions: [], template: '', source: 'built-in', file: 'task.md' };
  const anchor = { repo: '/r', branch: 'main', detached: false, head: 'a'.repeat(40), headShort: 'aaaaaaa', dirty: [], untracked: [], cwd: '/r' };

  function info(t: Trimmed, path: string): AttachmentInfo {
    return { path, format: t.format, total: t.total, kept: t.kept, omitted: t.omitted, flagged: t.flagged, flaggedDropped: t.flaggedDropped, redactions: t.redactions };
  }

  it('the fence is longer than any backtick run in the excerpt, and paths with backticks stay inline code', () => {
    expect(fenceFor('plain')).toBe('```');
    expect(fenceFor('```js\ncode\n```')).toBe('````');
    expect(fenceFor('a ````` b')).toBe('``````');
    expect(inlineCode('logs/a.log')).toBe('`logs/a.log`');
    expect(inlineCode('odd`name.log')).toBe('`` odd`name.log ``');
  });

  it('round-trips: the section parses back to the same text, and nothing inside the fence is linted', () => {
    const log = [
      '## Not a heading of the brief',
      '```',
      'a fence opened inside the log',
      'as discussed, {{not_a_slot}} see above',
      'ERROR: the same error again',
      '~~~',
    ].join('\n');
    const t = trimText(log, 'weird.log', { tail: 80 });
    const jsonl = trimText('{"cmd":"make","exit":2}\n', 'cmds.jsonl', { tail: 80 });
    const section = { heading: 'Attached evidence', text: renderAttachments([{ info: info(t, 'weird.log'), trimmed: t, tail: 80 }, { info: info(jsonl, 'cmds.jsonl'), trimmed: jsonl, tail: 80 }]) };
    const answers = { ...emptyBrief(), title: 'T', why: 'w', deliver: 'd', firstStep: 'f' };
    const md = renderBrief(kind, answers, { id: 'task-t-abcd', created: 'now', origin: anchor, returnTemplate: 'return {{id}}' }, [section]);
    expect(md).toContain('````text\n## Not a heading of the brief\n```\n');
    const back = briefFromDoc(parseDoc(md), kind);
    expect(back.extra).toEqual([section]);
    expect(back.answers.firstStep).toBe('f');
    const lint = lintDoc(md, { type: 'brief', kind, phrases: parsePhrases('as discussed | x\nthe same error | x\nsee above | x') });
    expect(lint.findings.filter((f) => f.rule !== 'no-pointers')).toEqual([]);
  });
});
