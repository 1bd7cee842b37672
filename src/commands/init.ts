// handoff init [--move] [--share remote]: keep this repo's handoffs in git's common directory
// (<repo>/.git/handoffs/, 0700), which every linked worktree of the repo shares and git never commits.
// An older <repo>/.handoffs/ is moved in; handoffs of this repo in the temp store are counted, and moved
// with --move; --share names the remote that every new handoff of this repo is shared to.

import { existsSync } from 'node:fs';
import { readdir, realpath } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import { failure, usageError } from '../errors.js';
import { captureWhere } from '../scene/anchor.js';
import { runGit } from '../scene/git.js';
import { SHARE_KEY, shareOf } from '../scene/share-config.js';
import { LEGACY_STORE, REPO_STORE, locateStore, tempStoreDir } from '../store/location.js';
import { Store } from '../store/store.js';
import { removeTree } from '../store/files.js';
import { invocation } from '../io/invocation.js';

export interface InitOptions {
  move?: boolean;
  share?: string;
  json?: boolean;
}

export async function run(ctx: Ctx, opts: InitOptions): Promise<CommandResult> {
  const gitEnv = { env: ctx.env };
  const anchor = await captureWhere(ctx.cwd, gitEnv);
  if (!anchor.repo) throw usageError(`handoff init keeps handoffs in a git repository, and ${anchor.cwd} is not in one (${anchor.note ?? 'no repo'})`, 'run it inside the repo, or set HANDOFF_HOME to keep handoffs in a folder of your choice');
  const repo = anchor.repo;
  if (opts.share !== undefined) await checkRemote(repo, opts.share, ctx.env);

  const common = await gitCommonDir(repo, ctx.env);
  const dir = join(common, REPO_STORE);
  const existed = existsSync(dir);
  const store = (await Store.open({ dir, source: 'repo', why: 'handoff init' }, { create: true }))!; // 0700, or refuses an unsafe one

  // An older repo store in the working tree: moved in, then removed once empty.
  const legacyDir = join(repo, LEGACY_STORE);
  const legacy = { dir: legacyDir, moved: [] as string[], kept: [] as string[] };
  const old = existsSync(legacyDir) ? await Store.open({ dir: legacyDir, source: 'repo', why: 'the older repo store' }, { create: false }) : null;
  if (old) {
    for (const id of await old.ids()) ((await store.adopt(id, join(legacyDir, id))) ? legacy.moved : legacy.kept).push(id);
    // Removed only when all that is left are the store's caches and dot-files (nobody's own files).
    if ((await readdir(legacyDir)).every((n) => n.startsWith('.'))) await removeTree(legacyDir);
  }

  // Handoffs cut in this repo (any of its worktrees) that sit in the temp store.
  const temp = { dir: tempStoreDir(), count: 0, moved: [] as string[], kept: [] as string[] };
  const tempStore = temp.dir !== dir && existsSync(temp.dir) ? await Store.open({ dir: temp.dir, source: 'temp', why: 'the default' }, { create: false }).catch(() => null) : null;
  if (tempStore) {
    const trees = await worktrees(repo, ctx.env);
    const mine = (await tempStore.entries()).entries.filter((e) => e.record.origin.repo !== null && trees.has(e.record.origin.repo));
    temp.count = mine.length;
    if (opts.move) {
      const at = ctx.now().toISOString();
      for (const e of mine) {
        if (!(await store.adopt(e.id, join(temp.dir, e.id)))) {
          temp.kept.push(e.id);
          continue;
        }
        temp.moved.push(e.id);
        // A brief handed out before the move says `handoff return ID`, which outside the repo finds the
        // temp store: a forward left there sends it (and show, pull, close, start, path) here.
        await tempStore.leaveForward(e.id, dir, at);
      }
    }
  }

  if (opts.share !== undefined) {
    const set = await runGit(['config', '--local', SHARE_KEY, opts.share], repo, gitEnv);
    if (set.code !== 0) throw failure(`cannot set ${SHARE_KEY} in this repo's git config: ${set.stderr.trim()}`);
  }
  const share = (await shareOf(repo, gitEnv)) || null;

  const now = locateStore(ctx.env, repo);
  if (!opts.json) {
    const { io } = ctx;
    // init's commands find their store from the repo (or HANDOFF_HOME): they name this installation only.
    const self = invocation(ctx.env);
    io.out(`${dir}\n`);
    io.err(`${existed ? 'Already had' : 'Created'} ${dir} (private to you; inside git's own folder, so every worktree of this repo shares it and git never commits it)\n`);
    if (legacy.moved.length) io.err(`Moved ${plural(legacy.moved.length)} from ${legacyDir}\n`);
    if (legacy.kept.length) io.err(`handoff: warning: left ${plural(legacy.kept.length)} in ${legacyDir}: the new store already has ${legacy.kept.length === 1 ? 'that id' : 'those ids'} (${legacy.kept.join(', ')})\n`);
    if (temp.count && opts.move) {
      io.err(`Moved ${plural(temp.moved.length)} of this repo from the temp store ${temp.dir}${temp.kept.length ? ` (left ${temp.kept.length} whose id is here already)` : ''}\n`);
      if (temp.moved.length) io.err(`Briefs already handed out keep working: their commands, run outside this repo, find the temp store, which forwards ${temp.moved.length === 1 ? 'that id' : 'those ids'} here\n`);
    }
    else if (temp.count) io.err(`The temp store ${temp.dir} holds ${plural(temp.count)} cut in this repo; move ${temp.count === 1 ? 'it' : 'them'} here with: ${self} init --move\n`);
    if (share) io.err(`New handoffs of this repo are shared to the git remote "${share}" (refs/handoffs/*); others fetch them with: ${self} sync ${share}\n`);
    if (now.source === 'HANDOFF_HOME') io.err(`handoff: note: HANDOFF_HOME is set (${now.dir}) and wins over the repo's store until you unset it\n`);
    else io.err(`From now on handoffs cut in this repo, in any of its worktrees, are kept there (see: ${self} path).\n`);
  }
  return {
    json: {
      store: dir,
      created: !existed,
      legacy: { dir: legacyDir, moved: legacy.moved, kept: legacy.kept },
      temp: { dir: temp.dir, count: temp.count, moved: temp.moved, kept: temp.kept },
      share,
      inUse: now.source === 'repo' && now.dir === dir,
      source: now.source,
      why: now.why,
    },
  };
}

const plural = (n: number) => `${n} handoff${n === 1 ? '' : 's'}`;

/** Git's common directory, absolute (what locateStore finds without git; asked of git here, once). */
async function gitCommonDir(repo: string, env: NodeJS.ProcessEnv): Promise<string> {
  const r = await runGit(['rev-parse', '--git-common-dir'], repo, { env });
  if (r.code !== 0 || !r.stdout.trim()) throw failure(`cannot find this repo's git directory: ${r.stderr.trim() || `git exited ${r.code}`}`);
  const p = r.stdout.trim();
  return realpath(isAbsolute(p) ? p : resolve(repo, p));
}

/** Every work tree of the repo (the main one and the linked ones), by real path. */
async function worktrees(repo: string, env: NodeJS.ProcessEnv): Promise<Set<string>> {
  const r = await runGit(['worktree', 'list', '--porcelain'], repo, { env });
  const out = new Set<string>([repo]);
  for (const line of r.stdout.split('\n')) if (line.startsWith('worktree ')) out.add(line.slice('worktree '.length));
  return out;
}

async function checkRemote(repo: string, remote: string, env: NodeJS.ProcessEnv): Promise<void> {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(remote)) throw usageError(`--share ${remote}: not a remote name`, 'name a remote of this repo (see: git remote -v)');
  const r = await runGit(['remote', 'get-url', remote], repo, { env });
  if (r.code !== 0) throw usageError(`this repo has no git remote "${remote}"`, 'add it first (git remote add NAME URL), or name one of: git remote');
}
