// A Node preload before the CLI (`node -r x`, `--require`, or the same in NODE_OPTIONS, as APM agents, ts-node and
// editors' debug terminals add) must change nothing of what a command does. It crashed every command that reads a
// document (SIGSEGV, exit 139): V8's `--no-regexp-tier-up`, set at run time by src/boot.cts, broke on patterns the
// preload's loader had already tiered up. With a preload the CLI now sets no V8 flag. Through the built CLI: exit,
// stdout and the stored brief the same as without the preload.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { docWorld } from '../helpers/doc-world.js';
import { CLI, runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const BRIEF = '# Speed up the config load\n\nThe loader reads every file twice.\n\n## Done when\n\n- the loader reads each file once\n- a test counts the reads\n';
const RETURN = '# Review\n\n## Outcome\n\nanswered — the pager is fine\n\n## Findings\n\n- The retry loop never backs off.\n';

/** The ways a preload reaches node: on the command line, or through NODE_OPTIONS; named by a relative path, as
 *  people write it (Node resolves it with the patterns that crashed; an absolute path did not). */
function preloads(): { name: string; nodeArgs: string[]; env: NodeJS.ProcessEnv }[] {
  writeFileSync(join(w.repo, 'preload.cjs'), '');
  return [
    { name: '-r', nodeArgs: ['-r', './preload.cjs'], env: w.env },
    { name: '--require=', nodeArgs: ['--require=./preload.cjs'], env: w.env },
    { name: 'NODE_OPTIONS --require', nodeArgs: [], env: { ...w.env, NODE_OPTIONS: '--require ./preload.cjs' } },
  ];
}

describe('a preload before the CLI', () => {
  it('lint of a small brief and of a return: the same exit and stdout, no crash', () => {
    const brief = w.file('small.md', BRIEF);
    const ret = w.file('return.md', RETURN);
    for (const file of [brief, ret]) {
      const plain = runCli(['lint', file, '--json'], w.opts());
      expect(plain.signal).toBeNull();
      for (const p of preloads()) {
        const r = runCli(['lint', file, '--json'], { cwd: w.repo, env: p.env, nodeArgs: p.nodeArgs });
        expect(r.signal, `${p.name}: ${r.stderr}`).toBeNull();
        expect(r.code, `${p.name}: ${r.stderr}`).toBe(plain.code);
        expect(r.stdout, p.name).toBe(plain.stdout);
      }
    }
  });

  it('new task --body: the brief is written as without the preload', () => {
    for (const p of preloads()) {
      const r = runCli(['new', 'task', '--body', w.file('small.md', BRIEF), '--first-step', 'Count the reads.', '--no-input', '--no-copy', '--json'], { cwd: w.repo, env: p.env, nodeArgs: p.nodeArgs });
      expect(r.signal, `${p.name}: ${r.stderr}`).toBeNull();
      expect(r.code, `${p.name}: ${r.stderr}`).toBe(0);
      const stored = readFileSync(JSON.parse(r.stdout).brief as string, 'utf8');
      expect(stored).toContain('The loader reads every file twice.');
      expect(stored).toContain('- the loader reads each file once');
    }
  });
});

describe('before the V8 flags', () => {
  // V8 keeps one compiled pattern per source and flags: a pattern our code runs before `--no-regexp-tier-up` is set is
  // the readers' identical one after it, and that crashed V8 now and then (SIGSEGV in ~1 run of 130; clean-clone CI).
  // A hook that starts the CLI (node hook.cjs dist/cli.js …, no preload) counts the patterns run until the flags are set.
  it('no pattern of ours runs before the flags, for every command that sets them', () => {
    const hook = w.file('count-patterns.cjs', `const v8 = require('node:v8'); const set = v8.setFlagsFromString; let runs = 0, flagged = null;
const exec = RegExp.prototype.exec; RegExp.prototype.exec = function (s) { if (flagged === null) runs++; return exec.call(this, s); };
v8.setFlagsFromString = function (f) { if (flagged === null) flagged = runs; return set.call(this, f); };
process.on('exit', () => process.stderr.write('[patterns ' + JSON.stringify(flagged) + ']'));
process.argv.splice(1, 1); require(process.argv[1]);`);
    const doc = w.file('small.md', BRIEF);
    for (const args of [['lint', doc], ['new', 'task', '--body', doc, '--first-step', 'Count the reads.', '--no-input', '--no-copy', '--json'], ['pull', 'latest', '--json']]) {
      const r = spawnSync(process.execPath, [hook, CLI, ...args], { cwd: w.repo, env: w.env, encoding: 'utf8' });
      const m = /\[patterns (.*)\]$/.exec(r.stderr);
      expect(m, `${args[0]}: ${r.stderr}`).not.toBeNull();
      expect(JSON.parse(m![1]!), `${args[0]}: patterns run before the flags`).toBe(0);
    }
  });
});
