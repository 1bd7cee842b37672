// The README's first command, `npm install && npx handoff new`, runs the CLI that install built, without a
// second build. npm 11's npx installs a folder whose package.json has the asked-for bin into its npx cache
// (file:.), which runs "prepare" again; .ci/prepare.mjs sees npm_command=exec with dist/ built and skips
// the build (and links the bin into node_modules/.bin). Here on a copy of the build WITHOUT the sources, so
// a build, had one started, would fail the run; with an npm cache of its own, so nothing is cached. The time
// it takes is measured by hand on a fresh clone (README, Development).

import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTemps, tempDir } from '../helpers/cli-core.js';
import { copyOfBuild } from '../helpers/readable-copy.js';
import { scaled } from '../helpers/timing.js';

afterAll(cleanupTemps);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string; bin: Record<string, string>; scripts: Record<string, string> };

/** A copy of the build (dist/, prompts/, package.json, runtime node_modules) with .ci/prepare.mjs and no sources. */
function builtCopy(): string {
  const dir = copyOfBuild('handoff-quickstart-');
  mkdirSync(join(dir, '.ci'));
  copyFileSync(join(ROOT, '.ci', 'prepare.mjs'), join(dir, '.ci', 'prepare.mjs'));
  return dir;
}

function npmEnv(): NodeJS.ProcessEnv {
  return { ...process.env, npm_config_cache: tempDir('handoff-npm-cache-'), npm_config_update_notifier: 'false', npm_config_audit: 'false', npm_config_fund: 'false' };
}

describe('npx handoff after npm install', () => {
  it('"prepare" is .ci/prepare.mjs; the bin is dist/cli.js', () => {
    expect(pkg.bin).toEqual({ handoff: 'dist/cli.js' });
    expect(pkg.scripts.prepare).toBe('node .ci/prepare.mjs');
  });

  it('npx handoff --version runs the built CLI: no build, dist/ untouched, the bin linked', () => {
    const dir = builtCopy();
    const cli = join(dir, 'dist', 'cli.js');
    const before = statSync(cli).mtimeMs;
    const r = spawnSync('npx', ['handoff', '--version'], { cwd: dir, env: npmEnv(), encoding: 'utf8', timeout: scaled(60_000) });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(r.stdout).toBe(`${pkg.version}\n`);
    expect(r.stderr).not.toMatch(/build|tsc/);
    expect(statSync(cli).mtimeMs).toBe(before);
    expect(readlinkSync(join(dir, 'node_modules', '.bin', 'handoff'))).toBe('../../dist/cli.js');
  });

  it('outside npx, prepare builds (here it must fail: the copy has no sources) and says so', () => {
    const dir = builtCopy();
    const env = { ...npmEnv(), npm_command: 'install' };
    const r = spawnSync(process.execPath, [join(dir, '.ci', 'prepare.mjs')], { cwd: dir, env, encoding: 'utf8', timeout: scaled(60_000) });
    expect(r.status).not.toBe(0);
    expect(`${r.stdout}${r.stderr}`).toMatch(/> slice-handoff@[\d.]+ build/);
  });
});
