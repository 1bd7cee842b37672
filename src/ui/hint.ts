// The one place an error hint's commands become runnable: "see them with: handoff list" is printed as
// every other command is (io/invocation.ts commandPrefix), naming this installation and the store, so it
// runs as printed from a new terminal, another folder or another TMPDIR. Commands write hints with a bare
// `handoff <command>`; cli.ts passes each hint through here on the error path only (finding the
// installation looks along PATH).

import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { commandPrefix, invocation } from '../io/invocation.js';
import { locateStore } from '../store/location.js';

const COMMANDS = 'new|list|kinds|return|pull|inbox|show|close|start|share|sync|init|path|prune|lint|prompt|skill|help';
/**
 * "handoff <command>" where a hint shows a command (at its start, after a colon, a bracket, a backtick,
 * "run" or "with"), not the word in prose ("handoff did not write it", "sees it in handoff inbox").
 */
const SHOWN = new RegExp(`(^|: |\\(|\`|\\brun |\\bwith )handoff (?=(${COMMANDS})\\b)`, 'gm');
/** Commands that never open the store: naming it in front of them would be noise. */
const STORELESS = new Set(['kinds', 'skill', 'help']);

/** Whether `hint` shows a command to rewrite. */
export const showsCommand = (hint: string): boolean => hint.includes('handoff ') && new RegExp(SHOWN.source, 'm').test(hint);

/**
 * `hint` with each command it shows starting as printed commands do. `storeDir` is the store the error is
 * about when the command knew it (HandoffError.store); otherwise the one a command run here would use.
 */
export function runnableHint(hint: string, env: NodeJS.ProcessEnv, cwd: string, storeDir?: string): string {
  let withStore: string | undefined;
  let bare: string | undefined;
  return hint.replace(SHOWN, (_m, lead: string, command: string) => {
    const prefix = STORELESS.has(command)
      ? (bare ??= invocation(env))
      : (withStore ??= commandPrefix(env, storeDir ?? locateStore(env, repoRootNear(cwd)).dir));
    return `${lead}${prefix} `;
  });
}

/** The repo root above `cwd` as git finds it (the nearest folder with a .git), without running git. */
export function repoRootNear(cwd: string): string | null {
  for (let d = resolve(cwd); ; d = dirname(d)) {
    if (existsSync(join(d, '.git'))) return d;
    if (dirname(d) === d) return null;
  }
}
