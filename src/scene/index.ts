// src/scene: everything that asks git (anchor, changed files, drift) and the pure parsing around it.

export { captureAnchor, captureScene, captureWhere, anchorFrom, emptyAnchor, NOTE_NO_GIT, NOTE_NOT_REPO, NOTE_NO_COMMITS, NOTE_DUBIOUS } from './anchor.js';
export type { Scene, Where } from './anchor.js';
export { changedFiles, classifyRange, emptyTree } from './changes.js';
export type { ChangedFiles } from './changes.js';
export { drift, buildDrift, formatDrift, diffFromStatus, COMMIT_LIST_MAX } from './drift.js';
export type { Drift, DriftBlocker, DriftFile, DriftFacts, DriftRef, PointedDrift } from './drift.js';
export { runGit, GitError, GitMissingError, BadRevisionError } from './git.js';
export type { GitOptions, GitResult } from './git.js';
export * from './parse.js';
