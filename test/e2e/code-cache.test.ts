// dist/cli.js (src/boot.cts) compiles the CLI's files with the V8 code cache the build made, and the
// heading matcher reads the heading table the build normalised (dist/headings.table). Both are only
// speed-ups: these tests hold that they never change what runs. A copy of the build is edited and
// damaged the ways a machine can (a file changed after the build with the same length, which V8's own check
// lets through; cache files overwritten; an install folder nobody may write to), and the CLI must run the
// code as it is on disk, and write nothing into its installation.

import { spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOfBuild } from '../helpers/readable-copy.js';
import { cliEnv, freshHome, makeRepo } from '../helpers/e2e.js';

interface Manifest {
  node: string;
  files: { path: string; compile?: string; data?: [number, number]; documents?: [number, number]; lint?: [number, number]; copy: [number, number] }[];
}

const manifestOf = (dist: string) => JSON.parse(readFileSync(join(dist, 'code-cache', 'manifest.json'), 'utf8')) as Manifest;

function run(dist: string, args: string[], env: NodeJS.ProcessEnv = cliEnv(freshHome())) {
  const r = spawnSync(process.execPath, [join(dist, 'cli.js'), ...args], { cwd: makeRepo(), env, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

// The observing hooks start the CLI themselves (\`node hook.cjs dist/cli.js …\`), so it runs as it does for a person:
// with a preload (\`node -r hook.cjs\`) the CLI sets no V8 flag (src/boot.cts, preloaded), the states these tests look at.
const LAUNCH = 'process.argv.splice(1, 1); require(process.argv[1]);';

const BRIEF = '# Cache the config\n\n## Why\nEvery command parses it.\n\nTitle\n===\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n> quoted\n\n## Deliver\nA cache.\n\n## First step\nTime it.\n';

describe('the code cache (dist/code-cache) never changes what runs', () => {
  it('the build made one for this Node: our files, commander, and marked (from its UMD build, inline rules made on first use)', () => {
    const dist = join(copyOfBuild('handoff-cc-'), 'dist');
    const m = manifestOf(dist);
    expect(m.node).toBe(process.version);
    expect(m.files.map((f) => f.path)).toContain('main.js');
    expect(m.files.some((f) => f.path.includes('commander'))).toBe(true);
    expect(m.files.find((f) => f.path.endsWith('marked.esm.js'))?.compile).toBe('code-cache/marked-lazy.cjs');
  });

  it('every file a command loads is compiled from saved code, whichever V8 flags the command runs with', () => {
    // Commands that read documents set V8 flags first (src/boot.cts; lint its own), and V8 refuses code
    // saved under other flags: the cache keeps each file's code for each state. A hook that starts the CLI counts what V8 took.
    const dir = makeRepo();
    const hook = join(dir, 'count.cjs');
    writeFileSync(
      hook,
      `const vm = require('node:vm'); const S = vm.Script; let ok = 0; const refused = [];
vm.Script = class extends S { constructor(src, o) { super(src, o); if (o && o.cachedData && this.cachedDataRejected) refused.push(o.filename); else if (o && o.cachedData) ok++; else refused.push('none: ' + (o && o.filename)); } };
process.on('exit', () => process.stderr.write('[cache ' + ok + ' ' + JSON.stringify(refused) + ']'));
${LAUNCH}`,
    );
    const doc = join(dir, 'brief.md');
    writeFileSync(doc, BRIEF);
    const env = cliEnv(freshHome());
    const dist = join(copyOfBuild('handoff-cc-'), 'dist');
    for (const args of [['--version'], ['--help'], ['list'], ['lint', doc], ['new', 'task', '--body', doc, '--no-input', '--no-copy', '--print']]) {
      const r = spawnSync(process.execPath, [hook, join(dist, 'cli.js'), ...args], { cwd: dir, env, encoding: 'utf8' });
      const m = /\[cache (\d+) (.*)\]$/.exec(r.stderr);
      expect(m, `${args.join(' ')}\n${r.stderr}`).not.toBeNull();
      expect(JSON.parse(m![2]!), args.join(' ')).toEqual([]);
      expect(Number(m![1]), args.join(' ')).toBeGreaterThan(2);
    }
  });

  it("Node's own modules a document command always loads are loaded before its V8 flags are set (so they take the node binary's saved code)", () => {
    // V8 refuses the binary's saved code for Node's modules under any flags but its own (src/boot.cts,
    // NODE_MODULES_BEFORE_FLAGS): loaded after the flags, each was parsed and compiled from source.
    const dir = makeRepo();
    const hook = join(dir, 'order.cjs');
    writeFileSync(
      hook,
      `const v8 = require('node:v8'); const set = v8.setFlagsFromString; let before = null;
v8.setFlagsFromString = function (s) { before = process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice(13)); return set.call(this, s); };
process.on('exit', () => { const all = process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice(13)); process.stderr.write('[order ' + JSON.stringify({ before, all }) + ']'); });
${LAUNCH}`,
    );
    const doc = join(dir, 'brief.md');
    writeFileSync(doc, BRIEF);
    const env = cliEnv(freshHome());
    const dist = join(copyOfBuild('handoff-cc-'), 'dist');
    const cases: [string[], string[]][] = [
      [['lint', doc], ['fs/promises', 'os']],
      [['new', 'task', '--body', doc, '--no-input', '--no-copy', '--print'], ['fs/promises', 'os', 'crypto']],
    ];
    for (const [args, modules] of cases) {
      const r = spawnSync(process.execPath, [hook, join(dist, 'cli.js'), ...args], { cwd: dir, env, encoding: 'utf8' });
      const m = /\[order (.*)\]$/.exec(r.stderr);
      expect(m, `${args.join(' ')}\n${r.stderr}`).not.toBeNull();
      const { before, all } = JSON.parse(m![1]!) as { before: string[] | null; all: string[] };
      expect(before, args.join(' ')).not.toBeNull();
      for (const name of modules) {
        expect(all, `${args.join(' ')} loads ${name}`).toContain(name);
        expect(before, `${args.join(' ')}: ${name} before the flags`).toContain(name);
      }
    }
    // A command that sets no flags loads none of them first.
    const v = spawnSync(process.execPath, [hook, join(dist, 'cli.js'), '--version'], { cwd: dir, env, encoding: 'utf8' });
    expect(JSON.parse(/\[order (.*)\]$/.exec(v.stderr)![1]!).all).not.toContain('crypto');
  });

  it('dependencies take their saved code through a linked node_modules too (pnpm, npm link, a copy of dist/ beside a link)', () => {
    // Node names a module by its real path, the manifest by the path from dist/ (src/boot.cts, linkedName): a copy
    // of the build whose node_modules is a link, or whose packages are links, to the real folders.
    const real = copyOfBuild('handoff-cc-');
    const linkedRoot = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-cc-linked-')));
    process.once('exit', () => rmSync(linkedRoot, { recursive: true, force: true }));
    const whole = join(linkedRoot, 'whole');
    const each = join(linkedRoot, 'each');
    for (const root of [whole, each]) for (const rel of ['dist', 'prompts', 'package.json']) cpSync(join(real, rel), join(root, rel), { recursive: true });
    symlinkSync(join(real, 'node_modules'), join(whole, 'node_modules'), 'dir');
    mkdirSync(join(each, 'node_modules'));
    for (const name of readdirSync(join(real, 'node_modules'))) symlinkSync(join(real, 'node_modules', name), join(each, 'node_modules', name), 'dir');
    const dir = makeRepo();
    const hook = join(dir, 'taken.cjs');
    writeFileSync(
      hook,
      `const vm = require('node:vm'); const S = vm.Script; const taken = [];
vm.Script = class extends S { constructor(src, o) { super(src, o); if (o && o.cachedData && !this.cachedDataRejected) taken.push(o.filename); } };
process.on('exit', () => process.stderr.write('[taken ' + JSON.stringify(taken) + ']'));
${LAUNCH}`,
    );
    const doc = join(dir, 'brief.md');
    writeFileSync(doc, BRIEF);
    const env = cliEnv(freshHome());
    for (const root of [real, whole, each]) {
      const r = spawnSync(process.execPath, [hook, join(root, 'dist', 'cli.js'), 'lint', doc, '--json'], { cwd: dir, env, encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      const taken = JSON.parse(/\[taken (.*)\]$/.exec(r.stderr)![1]!) as string[];
      expect(taken.some((f) => f.includes(`${sep}commander${sep}`)), `${root}: ${taken.join(', ')}`).toBe(true);
      expect(taken.some((f) => f.endsWith('marked-lazy.cjs')), `${root}: ${taken.join(', ')}`).toBe(true);
    }
  });

  it('lint takes saved code of its own, made by lint runs alone: smaller than what the other document commands take', () => {
    // V8 deserialises all of a file's saved code, used or not (src/boot.cts, CacheState).
    const m = manifestOf(join(copyOfBuild('handoff-cc-'), 'dist'));
    const total = (state: 'lint' | 'documents') => m.files.reduce((n, f) => n + (f[state]?.[1] ?? 0), 0);
    expect(m.files.filter((f) => f.lint).map((f) => f.path)).toContain('main.js');
    expect(total('lint')).toBeGreaterThan(0);
    expect(total('lint')).toBeLessThan(total('documents'));
  });

  it('every chunk is ASCII (V8 holds a source with any other character two bytes a character)', () => {
    const dist = join(copyOfBuild('handoff-cc-'), 'dist');
    const wide = readdirSync(dist).filter((n) => n.endsWith('.js') && /[^\x00-\x7f]/.test(readFileSync(join(dist, n), 'utf8')));
    expect(wide).toEqual([]);
  });

  it('a file changed after the build (same length) runs as it is now, not as the cache remembers it', () => {
    const dist = join(copyOfBuild('handoff-cc-'), 'dist');
    const main = join(dist, 'main.js');
    const before = readFileSync(main, 'utf8');
    expect(before).toContain('Carve a focused slice');
    writeFileSync(main, before.replace('Carve a focused slice', 'CARVE A FOCUSED SLICE'));
    const r = run(dist, ['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('CARVE A FOCUSED SLICE');
  });

  it('damaged cache files: every command still gives what an uncached build gives', () => {
    const clean = join(copyOfBuild('handoff-cc-'), 'dist');
    const damaged = join(copyOfBuild('handoff-cc-'), 'dist');
    // The copies stay intact (so the saved code is taken) and the saved code itself is noise.
    const blobFile = join(damaged, 'code-cache', 'blob');
    const blob = readFileSync(blobFile);
    for (const f of manifestOf(damaged).files) for (const span of [f.data, f.documents, f.lint]) if (span) blob.fill(0x5a, span[0], span[0] + span[1]);
    writeFileSync(blobFile, blob);
    const doc = join(makeRepo(), 'brief.md');
    writeFileSync(doc, BRIEF);
    // Each copy names its own folder in what it prints; the rest must be the same.
    const seen = (dist: string, args: string[]) => {
      const r = run(dist, args);
      const root = join(dist, '..');
      return { ...r, stdout: r.stdout.replaceAll(root, '<root>'), stderr: r.stderr.replaceAll(root, '<root>') };
    };
    for (const args of [['--version'], ['lint', doc, '--json'], ['lint', doc], ['kinds', '--json']]) {
      const a = seen(clean, args);
      const b = seen(damaged, args);
      expect(b, args.join(' ')).toEqual(a);
      expect(a.code, `${args.join(' ')}\n${a.stderr}`).toBe(0);
    }
  });

  it('loads each file once: a chunk many chunks require runs its code once, and exits cleanly', () => {
    const dist = join(copyOfBuild('handoff-cc-'), 'dist');
    // The chunk the most others import (the heading matcher's, or whichever the bundler made shared).
    const chunks = readdirSync(dist).filter((n) => n.endsWith('.js') && n !== 'cli.js' && n !== 'main.js');
    const importers = (name: string) => chunks.filter((c) => readFileSync(join(dist, c), 'utf8').includes(`require("./${name}")`)).length;
    const shared = chunks.reduce((a, b) => (importers(b) > importers(a) ? b : a));
    expect(importers(shared)).toBeGreaterThan(2);
    appendFileSync(join(dist, shared), `\nprocess.stderr.write("[loaded ${shared}]\\n");\n`);
    const doc = join(makeRepo(), 'brief.md');
    writeFileSync(doc, BRIEF);
    const r = run(dist, ['lint', doc, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr.split(`[loaded ${shared}]`).length - 1).toBe(1);
  });

  it('writes nothing into its installation, whatever the environment says', () => {
    const dist = join(copyOfBuild('handoff-cc-'), 'dist');
    const dir = join(dist, 'code-cache');
    const listing = () => readdirSync(dir).map((n) => `${n} ${statSync(join(dir, n)).mtimeMs}`).sort();
    const before = listing();
    const doc = join(makeRepo(), 'brief.md');
    writeFileSync(doc, BRIEF);
    // Only the build's warm-up names the cache folder itself; anything else is ignored.
    expect(run(dist, ['lint', doc], cliEnv(freshHome(), { HANDOFF_CODE_CACHE_WRITE: '1' })).code).toBe(0);
    expect(listing()).toEqual(before);
  });

  it('an installation nobody may write to runs with its cache', () => {
    const dist = join(copyOfBuild('handoff-cc-'), 'dist');
    chmodSync(join(dist, 'code-cache'), 0o555);
    const doc = join(makeRepo(), 'brief.md');
    writeFileSync(doc, BRIEF);
    const r = run(dist, ['lint', doc, '--json']);
    chmodSync(join(dist, 'code-cache'), 0o755);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).counts.errors).toBe(0);
  });
});

/** A table file the build wrote (headings.ts headingTableFile: a line of JSON, then each key's string) with
 *  `extra` added to the end of one key's string. */
function withPhrase(file: Buffer, key: string, extra: string): string {
  const nl = file.indexOf(0x0a);
  const head = JSON.parse(file.toString('utf8', 0, nl)) as { keys: Record<string, [number, number]> };
  const keys: Record<string, [number, number]> = {};
  let body = '';
  for (const [k, [start, end]] of Object.entries(head.keys)) {
    const s = file.toString('utf8', nl + 1 + start, nl + 1 + end) + (k === key ? extra : '');
    keys[k] = [Buffer.byteLength(body), Buffer.byteLength(body) + Buffer.byteLength(s)];
    body += s;
  }
  return `${JSON.stringify({ ...head, keys })}\n${body}`;
}

describe('the heading table the build normalised (dist/headings.table)', () => {
  it('is used only for the text it was made from: a phrase added to prompts/headings.txt after the build counts', () => {
    const root = copyOfBuild('handoff-cc-');
    const dist = join(root, 'dist');
    const body = join(makeRepo(), 'body.md');
    writeFileSync(body, '# Launch the probe\n\n## Why\nNobody has measured it.\n\n## Deliver\nA number.\n\n## Zzyzx launch sequence\nRun the probe.\n');
    const args = ['new', 'task', '--body', body, '--no-input', '--no-copy', '--json'];
    // The shipped phrases do not know this heading: no first step.
    expect(run(dist, args).code).toBe(2);
    // The built CLI reads the build's table (not dead weight): a phrase put only there counts.
    const file = join(dist, 'headings.table');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, withPhrase(readFileSync(file), 'brief.firstStep', ',zzyzx launch sequence'));
    expect(run(dist, args).code).toBe(0);
    // One byte of the text changed, its length kept (a comment's letter): the table is not used, so the
    // phrase put only in it no longer counts.
    const headingsFile = join(root, 'prompts', 'headings.txt');
    const shipped = readFileSync(headingsFile);
    const edited = Buffer.from(shipped);
    edited[2] = edited[2]! ^ 0x20;
    writeFileSync(headingsFile, edited);
    expect(run(dist, args).code).toBe(2);
    writeFileSync(headingsFile, shipped);
    writeFileSync(file, original);
    // Made from other text, it is not used: the text is normalised here, and the added phrase counts.
    appendFileSync(join(root, 'prompts', 'headings.txt'), '\nbrief.firstStep: zzyzx launch sequence\n');
    const r = run(dist, args);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(JSON.parse(r.stdout).brief, 'utf8')).toMatch(/Run the probe\./);
  });
});
