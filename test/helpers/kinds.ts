// The built-in task kinds, read as a user with no config of their own has them, and where a brief import put a
// source section: the set-up the brief-shape tests share.

import { loadKinds } from '../../src/kinds/load.js';
import type { Kind } from '../../src/brief/types.js';

export async function builtInKinds(): Promise<Map<string, Kind>> {
  return (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds;
}

/** Where the import put the section headed `from` ('' when it names none). */
export const placedTo = (r: { placement: { from: string; to: string }[] }, from: string): string => r.placement.find((p) => p.from === from)?.to ?? '';
