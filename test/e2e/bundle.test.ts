// dist/ is a bundle of tsc's output (.ci/bundle.mjs): check that what ships finds its files and
// loads its lazy chunks. npm test builds first, so this runs against the dist/ of this very tree.

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'dist', 'cli.js');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tmp(prefix: string): string {
  const d = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  dirs.push(d);
  return d;
}

const gitEnv: NodeJS.ProcessEnv = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };

function repo(): string {
  const d = tmp('bundle-repo-');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: d, env: gitEnv, stdio: 'ignore' });
  git('-c', 'init.defaultBranch=main', 'init', '-q');
  writeFileSync(join(d, 'a.ts'), 'export const a = 1;\n');
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '--no-gpg-sign', '-m', 'one');
  writeFileSync(join(d, 'a.ts'), 'export const a = 2;\n');
  return d;
}

function run(args: string[], cwd: string, home: string) {
  return spawnSync(process.execPath, [cli, ...args], { cwd, encoding: 'utf8', env: { ...gitEnv, HANDOFF_HOME: home, NO_COLOR: '1', XDG_CONFIG_HOME: join(home, '..', 'config') } });
}

describe('the bundled CLI (dist/)', () => {
  it('every relative import in dist/ names a file in dist/', () => {
    const files = readdirSync(join(root, 'dist'));
    expect(files).toContain('cli.js');
    expect(JSON.parse(readFileSync(join(root, 'dist', 'package.json'), 'utf8'))).toEqual({ type: 'commonjs' });
    let seen = 0;
    for (const f of files.filter((x) => x.endsWith('.js'))) {
      const text = readFileSync(join(root, 'dist', f), 'utf8');
      for (const m of text.matchAll(/(?:from\s*|import\s*\(\s*|require\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
        expect(existsSync(join(root, 'dist', m[1]!)), `${f} imports ${m[1]}`).toBe(true);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('--version and --help', () => {
    const home = join(tmp('bundle-home-'), 'store');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(run(['--version'], root, home).stdout).toBe(`${pkg.version}\n`);
    const help = run(['--help'], root, home);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: handoff /);
  });

  it('new writes a brief from the shipped templates; kinds lists them', () => {
    const home = join(tmp('bundle-home-'), 'store');
    const r = repo();
    const made = run(['new', 'task', '--title', 'Bundle smoke', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--no-copy', '--json'], r, home);
    expect(made.status, made.stderr).toBe(0);
    const out = JSON.parse(made.stdout) as { id: string; brief: string };
    const brief = readFileSync(out.brief, 'utf8');
    expect(brief).toContain(` return ${out.id} --body FILE`); // prompts/return.md was found
    const kinds = JSON.parse(run(['kinds', '--json'], r, home).stdout) as { kinds: { name: string; file: string }[] };
    expect(kinds.kinds.map((k) => k.name)).toEqual(expect.arrayContaining(['bug', 'prototype', 'review', 'task']));
    for (const k of kinds.kinds) expect(k.file.startsWith(join(root, 'prompts', 'kinds'))).toBe(true);
    expect(run(['path', 'latest'], r, home).stdout.trim()).toBe(join(home, out.id));
  });

  it('loads a lazy chunk: a review brief lists the changed files', () => {
    const home = join(tmp('bundle-home-'), 'store');
    const r = repo();
    const made = run(['new', 'review', '--title', 'Review it', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--field', 'claims=c', '--no-input', '--no-copy', '--json'], r, home);
    expect(made.status, made.stderr).toBe(0);
    expect(readFileSync((JSON.parse(made.stdout) as { brief: string }).brief, 'utf8')).toContain('a.ts');
  });

  it('node:child_process loads only when a command starts a process: lint in a repo its folders name does not, a review brief still runs git', () => {
    const home = join(tmp('bundle-home-'), 'store');
    const r = repo();
    const d = tmp('bundle-loaded-');
    // Which builtins the run loaded, written as it exits (a preload, before dist/cli.js starts).
    const hook = join(d, 'loaded.cjs');
    writeFileSync(hook, `process.on('exit', () => require('fs').writeFileSync(process.env.LOADED_OUT, process.moduleLoadList.join('\\n')));\n`);
    const brief = join(d, 'brief.md');
    writeFileSync(brief, '# Probe\n\n## Why\nw.\n\n## Deliver\nd.\n\n## First step\nRead a.ts.\n');
    const loaded = (args: string[], env: NodeJS.ProcessEnv) => {
      const out = join(d, `loaded-${args[0]}.txt`);
      const p = spawnSync(process.execPath, ['-r', hook, cli, ...args], { cwd: r, encoding: 'utf8', env: { ...env, HANDOFF_HOME: home, NO_COLOR: '1', XDG_CONFIG_HOME: join(home, '..', 'config'), LOADED_OUT: out } });
      return { status: p.status, stderr: p.stderr, modules: readFileSync(out, 'utf8').split('\n') };
    };
    // No GIT_* variable: the repo is known from its folders (src/scene/repo-root.ts), so no git runs.
    const plainEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_')));
    const lint = loaded(['lint', brief], plainEnv);
    expect(lint.status, lint.stderr).toBe(0);
    expect(lint.modules).toContain('NativeModule fs');
    expect(lint.modules).not.toContain('NativeModule child_process');
    const review = loaded(['new', 'review', '--title', 'Review it', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--field', 'claims=c', '--no-input', '--no-copy', '--json'], gitEnv);
    expect(review.status, review.stderr).toBe(0);
    expect(review.modules).toContain('NativeModule child_process');
  });
  it('lint of a brief does not load the return reader; lint of a return, or of a brief whose headings name severities, does (and says the same)', () => {
    const home = join(tmp('bundle-home-'), 'store');
    const r = repo();
    const d = tmp('bundle-reader-');
    // Which of dist/'s files the run loaded, written as it exits (a preload, before dist/cli.js starts).
    const hook = join(d, 'loaded.cjs');
    writeFileSync(hook, `process.on('exit', () => require('fs').writeFileSync(process.env.LOADED_OUT, Object.keys(require.cache).join('\\n')));\n`);
    // The return reader is the chunk that defines returnFromDoc (src/brief/read-return.ts), whatever its name.
    const readerLoaded = (name: string, text: string) => {
      const file = join(d, name);
      writeFileSync(file, text);
      const out = join(d, `${name}.loaded`);
      const p = spawnSync(process.execPath, ['-r', hook, cli, 'lint', file], { cwd: r, encoding: 'utf8', env: { ...gitEnv, HANDOFF_HOME: home, NO_COLOR: '1', XDG_CONFIG_HOME: join(home, '..', 'config'), LOADED_OUT: out } });
      const files = readFileSync(out, 'utf8').split('\n').filter((f) => f.startsWith(join(root, 'dist')) && f.endsWith('.js'));
      expect(files.length).toBeGreaterThan(3);
      return { status: p.status, stderr: p.stderr, reader: files.some((f) => readFileSync(f, 'utf8').includes('function returnFromDoc(')) };
    };
    const brief = readerLoaded('brief.md', '# Probe\n\n## Why\nw.\n\n## Deliver\nd.\n\n## First step\nRead a.ts.\n');
    expect(brief.stderr).toMatch(/brief\.md: brief: /);
    expect(brief.reader).toBe(false);
    const ret = readerLoaded('return.md', '## Outcome\nanswered — found it\n\n## Findings\n- the pager skips a page [verified: unit test]\n');
    expect(ret.stderr).toMatch(/return\.md: return: clean/);
    expect(ret.reader).toBe(true);
    // Headings that name severities: deciding what it is asks the findings reader's severity words.
    const sev = readerLoaded('severity.md', '# Probe\n\n## Why\nw.\n\n## Deliver\nd.\n\n## First step\nRead a.ts.\n\n### Priority: high\n- fix the pager\n\n### Priority: low\n- rename x\n');
    expect(sev.stderr).toMatch(/severity\.md: brief: 0 errors, 1 warning/);
    expect(sev.reader).toBe(true);
  });
});
