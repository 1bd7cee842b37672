// How a printed command names this tool, so it runs verbatim from a new terminal in any folder: `handoff`
// when that name on PATH is this installation, else the absolute invocation (node and dist/cli.js, the
// bin file); always prefixed with HANDOFF_HOME=<store>. No store is one a bare command finds from anywhere:
// the repo's is found only inside the repo, and the temp default is under $TMPDIR, which differs for an
// agent sandbox, a CI runner or another login session (and per session on macOS).

import { accessSync, constants, realpathSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { packageRoot } from '../paths.js';
import { shellQuote } from '../ui/output.js';

/** The bin file of this installation (package.json "bin"). */
export const binFile = (): string => join(packageRoot(), 'dist', 'cli.js');

const real = (p: string): string => {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
};

/**
 * The first executable `name` on PATH, skipping the node_modules/.bin folders that npm run and npx put
 * there for one process: a new terminal does not have them.
 */
export function onPath(name: string, env: NodeJS.ProcessEnv): string | null {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir || /[\\/]node_modules[\\/]\.bin[\\/]?$/.test(dir)) continue;
    const p = join(dir, name);
    try {
      accessSync(p, constants.X_OK);
      return p;
    } catch {
      // not here
    }
  }
  return null;
}

/** `handoff`, or `node /abs/dist/cli.js` (node's absolute path too when `node` on PATH is another one). */
export function invocation(env: NodeJS.ProcessEnv, bin: string = binFile()): string {
  const ours = real(bin);
  const h = onPath('handoff', env);
  if (h && real(h) === ours) return 'handoff';
  const node = onPath('node', env);
  const nodeCmd = node && real(node) === real(process.execPath) ? 'node' : shellQuote(process.execPath);
  return `${nodeCmd} ${shellQuote(ours)}`;
}

/** The start of every printed command: the store, then the invocation. */
export function commandPrefix(env: NodeJS.ProcessEnv, storeDir: string, bin?: string): string {
  return `HANDOFF_HOME=${shellQuote(storeDir)} ${invocation(env, bin)}`;
}
