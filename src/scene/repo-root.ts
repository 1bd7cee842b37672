// The work tree root of a folder, found the way git finds it, without starting git: where `lint`, `list`,
// `inbox`, `path` and the other commands that only need to know which repo they are in would otherwise fork
// a git process (measured: loading child_process and forking take ~3 ms of the CLI's own thread).
//
// Only a certain answer is given. Anything git decides by its configuration or environment is left to git
// (undefined): a variable that moves discovery (GIT_DIR, GIT_WORK_TREE, GIT_CEILING_DIRECTORIES, …, any
// GIT_CONFIG*), a .git this user does not own (safe.directory), a config that names a work tree or a bare
// repo or includes other files, a .git that is neither a valid git directory nor a "gitdir:" file, a folder
// inside a git directory. test/unit/repo-root.test.ts holds the answers to `git rev-parse --show-toplevel`.

import { readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const DISCOVERY_ENV = /^GIT_(?:DIR|WORK_TREE|CEILING_DIRECTORIES|DISCOVERY_ACROSS_FILESYSTEM|COMMON_DIR|CONFIG\w*|NAMESPACE|OBJECT_DIRECTORY|INDEX_FILE)$/;
/** Config that changes where the work tree is, or whether there is one: core.worktree, core.bare true,
 *  an included file (which could say either). Read loosely: a false alarm only asks git. */
const CONFIG_MOVES_TREE = /^\s*(?:worktree\s*=|bare\s*=\s*(?:true|yes|on|1)\b|\[\s*include)/im;

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** A git directory as git accepts one: HEAD, objects/ and refs/ (a linked worktree's keeps the last two in its common dir). */
function isGitDir(dir: string): boolean {
  if (!statOrNull(join(dir, 'HEAD'))?.isFile()) return false;
  const common = readOrNull(join(dir, 'commondir'));
  const base = common === null ? dir : resolve(dir, common.trim());
  return Boolean(statOrNull(join(base, 'objects'))?.isDirectory() && statOrNull(join(base, 'refs'))?.isDirectory());
}

/** The config files git reads for this git directory that could move the work tree. */
function configMovesTree(gitDir: string): boolean {
  const common = readOrNull(join(gitDir, 'commondir'));
  const base = common === null ? gitDir : resolve(gitDir, common.trim());
  for (const f of [join(base, 'config'), join(gitDir, 'config.worktree')]) {
    const text = readOrNull(f);
    if (text !== null && CONFIG_MOVES_TREE.test(text)) return true;
  }
  return false;
}

/**
 * The work tree root holding `dir` (its real path, as git prints it), null when git would say "not a git
 * repository", undefined when only git can say.
 */
export function knownRepoRoot(dir: string, env: NodeJS.ProcessEnv): string | null | undefined {
  if (typeof process.getuid !== 'function') return undefined;
  for (const k of Object.keys(env)) if (DISCOVERY_ENV.test(k)) return undefined;
  const uid = process.getuid();
  let cur: string;
  try {
    cur = realpathSync(resolve(dir));
  } catch {
    return undefined;
  }
  const device = statOrNull(cur)?.dev;
  if (device === undefined) return undefined;
  for (;;) {
    if (/(?:^|[\\/])\.git$/.test(cur)) return undefined; // inside a git directory: git decides
    const dotgit = join(cur, '.git');
    const st = statOrNull(dotgit);
    if (st) {
      let gitDir: string;
      if (st.isDirectory()) gitDir = dotgit;
      else {
        const m = /^gitdir: *(.+?)\s*$/.exec(readOrNull(dotgit)?.split('\n')[0] ?? '');
        if (!m) return undefined;
        gitDir = resolve(cur, m[1]!);
      }
      if (!isGitDir(gitDir) || configMovesTree(gitDir)) return undefined;
      // git refuses a repo another user owns unless safe.directory says otherwise: let it decide.
      if (statOrNull(cur)?.uid !== uid || statOrNull(gitDir)?.uid !== uid || st.uid !== uid) return undefined;
      return cur;
    }
    // A bare repository (or a git directory) without a .git inside: git decides what that means.
    if (statOrNull(join(cur, 'HEAD')) && isGitDir(cur)) return undefined;
    const parent = dirname(cur);
    if (parent === cur) return null;
    // Without GIT_DISCOVERY_ACROSS_FILESYSTEM git stops at a mount point: not a repository.
    const pst = statOrNull(parent);
    if (!pst) return undefined;
    if (pst.dev !== device) return null;
    cur = parent;
  }
}
