// The store's caches (src/store/index-cache.ts, file-memo.ts): reads rebuild them whenever they could be
// stale, so whether one exists after a command depends on timing, not on what the command wrote. Tests
// that prove "nothing was written" or count a store's files leave them out.

import { readdirSync } from 'node:fs';
import { INDEX_FILE } from '../../src/store/index-cache.js';

export const isStoreCache = (name: string): boolean => name === INDEX_FILE || /^\.memo-[a-z0-9-]+\.json$/.test(name);

/** The handoff folders (and any other non-dot names) in a store. */
export const storeEntries = (home: string): string[] => readdirSync(home).filter((n) => !n.startsWith('.'));
