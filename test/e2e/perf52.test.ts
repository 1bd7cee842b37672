// perf52: `new` without --body runs with saved code of its own (src/boot.cts, the `compose` state): every file it
// loads takes its saved code, what it takes is smaller than what new --body and pull share, and a `--body` anywhere
// on the command line still takes the shared state.

import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOfBuild } from '../helpers/readable-copy.js';
import { cliEnv, freshHome, makeRepo } from '../helpers/e2e.js';

type Span = [number, number];
interface Manifest {
  files: { path: string; documents?: Span; compose?: Span }[];
}

// The hook starts the CLI itself (`node hook.cjs dist/cli.js …`): with a preload the CLI sets no V8 flag (boot.cts).
const LAUNCH = 'process.argv.splice(1, 1); require(process.argv[1]);';
/** Counts the files compiled with saved code V8 took, and names those compiled without it or refused. */
const COUNT = `const vm = require('node:vm'); const S = vm.Script; let ok = 0; const refused = [];
vm.Script = class extends S { constructor(src, o) { super(src, o); if (o && o.cachedData && this.cachedDataRejected) refused.push(o.filename); else if (o && o.cachedData) ok++; else refused.push('none: ' + (o && o.filename)); } };
process.on('exit', () => process.stderr.write('[cache ' + ok + ' ' + JSON.stringify(refused) + ']'));
${LAUNCH}`;

const TASK = ['new', 'task', '--title', 'Probe the cache', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--no-copy'];
const BRIEF = '# Probe the cache\n\n## Why\nw\n\n## Deliver\nd\n\n## First step\nf\n';

describe('perf52: `new` without --body takes saved code of its own', () => {
  it('every file it loads is compiled from saved code, with --json and without, and so is new --body', () => {
    const dist = join(copyOfBuild('handoff-p52-'), 'dist');
    const dir = makeRepo();
    const hook = join(dir, 'count.cjs');
    writeFileSync(hook, COUNT);
    const body = join(dir, 'brief.md');
    writeFileSync(body, BRIEF);
    for (const args of [TASK, [...TASK, '--json'], ['new', 'task', '--body', body, '--no-input', '--no-copy', '--print'], ['new', 'task', `--body=${body}`, '--no-input', '--no-copy', '--print']]) {
      const r = spawnSync(process.execPath, [hook, join(dist, 'cli.js'), ...args], { cwd: dir, env: cliEnv(freshHome()), encoding: 'utf8' });
      expect(r.status, `${args.join(' ')}\n${r.stderr}`).toBe(0);
      const m = /\[cache (\d+) (.*)\]$/.exec(r.stderr);
      expect(m, `${args.join(' ')}\n${r.stderr}`).not.toBeNull();
      expect(JSON.parse(m![2]!), args.join(' ')).toEqual([]);
      expect(Number(m![1]), args.join(' ')).toBeGreaterThan(10);
    }
  });

  it('its saved code is smaller than what new --body and pull take for the same files', () => {
    const m = JSON.parse(readFileSync(join(copyOfBuild('handoff-p52-'), 'dist', 'code-cache', 'manifest.json'), 'utf8')) as Manifest;
    const own = m.files.filter((f) => f.compose);
    expect(own.map((f) => f.path)).toContain('main.js');
    const size = (state: 'documents' | 'compose') => own.reduce((n, f) => n + (f[state]?.[1] ?? 0), 0);
    expect(size('compose')).toBeGreaterThan(0);
    expect(size('compose')).toBeLessThan(size('documents'));
  });
});
