// Warnings about a document a command was given (--body, --paste, lint FILE): each is printed on stderr as it
// is found, as ever, and collected for the --json output's `warnings` array, so an agent calling with --json
// sees them without reading stderr. Both go through the output edge (ui/edge.ts): redacted, control bytes
// made visible (stderr) or escaped (JSON), like every other output.

import type { Io } from '../context.js';
import { HandoffError } from '../errors.js';

/**
 * One warning: `code` is stable (README "--json": input-utf16, input-not-utf8, input-nul-removed,
 * return-for-other-handoff, template-text-ignored, read-as-forced); `message` is the line stderr shows, without
 * "handoff: warning: "; `lines` are the document's 1-based lines it is about, when it names some.
 */
export interface Warning {
  code: string;
  message: string;
  lines?: number[];
}

/** A reporter that prints each warning on stderr (`handoff: warning: …`, or `handoff: note: …`) and keeps it in `into`. */
export function warningsFor(io: Pick<Io, 'err'>, into: Warning[]): (w: Warning, level?: 'warning' | 'note') => void {
  return (w, level = 'warning') => {
    into.push(w.lines ? { code: w.code, message: w.message, lines: w.lines } : { code: w.code, message: w.message });
    io.err(`handoff: ${level}: ${w.message}\n`);
  };
}

/** A refusal after the document was read (missing answers, lint errors, a store failure) carries its warnings in --json. */
export function withWarnings(e: unknown, warnings: readonly Warning[]): unknown {
  if (!warnings.length || !(e instanceof HandoffError) || e.detail?.warnings) return e;
  const copy = new HandoffError(e.message, e.exitCode, e.hint, { ...e.detail, warnings: [...warnings] });
  copy.store = e.store;
  copy.stack = e.stack;
  return copy;
}
