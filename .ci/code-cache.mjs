// npm run build, last step: make dist/code-cache/, V8's compiled code for the files a command loads, read
// back by dist/cli.js (src/boot.cts says why and how it stays safe).
//
// The built CLI is run through the everyday commands in a throwaway git repo and store, one after another,
// with HANDOFF_CODE_CACHE_WRITE naming the cache folder: each run starts from what the runs before it saved
// and saves again at its end, so the cache holds every function these runs used. It takes ~2 s. A command
// that fails here fails nothing: the cache is only a speed-up, and a file it lacks loads the ordinary way.
// The cache is left out of the npm package (package.json "files"): it is valid only for the Node that made
// it, so a machine makes its own when it builds.

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { makeLazyMarked } from './marked-lazy.mjs';

export function makeCodeCache(dist) {
  const cacheDir = join(dist, 'code-cache');
  rmSync(cacheDir, { recursive: true, force: true });
  // marked's UMD build with its inline rules made on first use (.ci/marked-lazy.mjs), compiled in place of
  // marked's ESM build by dist/cli.js; without it, the plain UMD build is.
  mkdirSync(cacheDir, { recursive: true });
  const umd = join(dirname(createRequire(join(dist, 'cli.js')).resolve('marked')), 'marked.umd.js');
  const lazy = makeLazyMarked(umd);
  if (lazy.code) writeFileSync(join(cacheDir, 'marked-lazy.cjs'), lazy.code);
  else process.stderr.write(`build: marked's inline rules stay eager (${lazy.reason})\n`);
  const tmp = mkdtempSync(join(os.tmpdir(), 'handoff-code-cache-'));
  try {
    const repo = join(tmp, 'repo');
    // Nothing of the caller's git reaches the warm-up: a build run from a git hook (npm test in a
    // pre-commit) has GIT_DIR, GIT_WORK_TREE and GIT_INDEX_FILE set for the caller's repo, and the git
    // commands here and the CLI's own would work on that repo. No user or system config either (hooks,
    // signing, templates).
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_') && !k.startsWith('HANDOFF_')));
    Object.assign(env, {
      HANDOFF_HOME: join(tmp, 'store'),
      HANDOFF_CODE_CACHE_WRITE: cacheDir,
      XDG_CONFIG_HOME: join(tmp, 'config'),
      NO_COLOR: '1',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: os.devNull,
      GIT_AUTHOR_NAME: 'warm-up',
      GIT_AUTHOR_EMAIL: 'warm-up@example.invalid',
      GIT_COMMITTER_NAME: 'warm-up',
      GIT_COMMITTER_EMAIL: 'warm-up@example.invalid',
    });
    delete env.NODE_OPTIONS;
    mkdirSync(join(repo, 'src'), { recursive: true });
    const git = (...args) => spawnSync('git', args, { cwd: repo, env, stdio: 'ignore' });
    git('init', '-q', '-b', 'main');
    writeFileSync(join(repo, 'src', 'config.ts'), 'export const load = () => ({});\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'start');
    writeFileSync(join(repo, 'src', 'config.ts'), 'export const load = () => ({ cached: true });\n');
    writeFileSync(join(tmp, 'brief.md'), BRIEF);
    writeFileSync(join(tmp, 'return.md'), RETURN);

    const cli = join(dist, 'cli.js');
    const handoff = (...args) => spawnSync(process.execPath, [cli, ...args], { cwd: repo, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const made = (r) => {
      try {
        return JSON.parse(r.stdout);
      } catch {
        return {};
      }
    };
    handoff('--help');
    handoff('--version');
    // `new` without --body keeps saved code of its own (src/boot.cts, CacheState `compose`): once with --json, once
    // with the text a person reads.
    const first = made(handoff('new', 'task', '--title', 'Cache the parsed config', '--why', 'Every command parses it again.', '--deliver', 'A cache with tests.', '--first-step', 'Time `load()` in src/config.ts.', '--no-input', '--no-copy', '--json'));
    handoff('new', 'task', '--title', 'Time the lint of a brief', '--why', 'Lint runs on every brief.', '--deliver', 'Timings.', '--first-step', 'Run the bench.', '--no-input', '--no-copy');
    const second = made(handoff('new', 'task', '--body', join(tmp, 'brief.md'), '--no-input', '--no-copy', '--json', '--force'));
    const [a, b] = [first.id, second.id];
    // lint keeps saved code of its own (src/boot.cts, CacheState): it lints what agents lint, a brief
    // written by hand, the briefs the tool wrote (as the agent they are handed to gets them) and a return.
    handoff('lint', join(tmp, 'brief.md'));
    for (const brief of [first.brief, second.brief]) if (typeof brief === 'string') handoff('lint', brief);
    handoff('lint', join(tmp, 'return.md'));
    handoff('list');
    if (a) {
      handoff('show', a);
      handoff('return', a, '--outcome', 'answered', '--answer', 'Cached.', '--finding', 'The config is parsed twice [verified: trace]', '--no-input');
    }
    if (b) handoff('return', b, '--body', join(tmp, 'return.md'), '--no-input', '--json');
    handoff('inbox');
    if (a) handoff('pull', a);
    if (b) handoff('pull', b, '--json');
    handoff('list', '--all');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const BRIEF = `---
branch: main
tracker: https://example.invalid/issues/12
---
# Cache the parsed config

Written after the profile of the CLI: the config is read and parsed by every command.

## Why
Every command parses \`config.toml\` again, ~30 ms each.

## Deliver
- A cache keyed by the file's mtime.
- Tests for a changed and a deleted file.

## Current state
| file | state |
|---|---|
| src/config.ts | parses on each call |

## Already decided
- No new dependency: the cache is a Map.

## Dead ends
1. Watching the file: too slow to start.

## Next actions
Run \`npm test\` and time \`load()\`.

\`\`\`sh
npm test
\`\`\`
`;

const RETURN = `# Cache the parsed config

Status: done. Tests: 12 of 12 pass.

## Findings

### F1. Cache key ignores the locale
\`src/config.ts:10\` — the key uses the path only. [verified: unit test]

**Fix:** add the locale.

- **High**: retry never backs off [unverified]
- the parser is called twice per command (confirmed by test)

| # | Finding | Severity |
|---|---|---|
| 1 | off-by-one in the pager | minor |

## Recommendations
- Keep the cache per process.
`;
