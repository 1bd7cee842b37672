// The one error type commands throw. cli.ts is the only place that turns it into an exit status.

export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  lint: 3,
  cancelled: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class HandoffError extends Error {
  /**
   * The store the hint's commands run against, when the command knew it (inStore); otherwise the error edge
   * finds it as every command does (ui/hint.ts).
   */
  store?: string;
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.failure,
    /** Extra lines shown under the message: how to fix it. */
    readonly hint?: string,
    /** Machine-readable detail for --json output. */
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HandoffError';
  }
}

/** `store`: the store the hint's commands run against (see HandoffError.store). */
export const usageError = (message: string, hint?: string, detail?: Record<string, unknown>, store?: string) =>
  inStore(new HandoffError(message, EXIT.usage, hint, detail), store);

export const failure = (message: string, hint?: string, detail?: Record<string, unknown>, store?: string) =>
  inStore(new HandoffError(message, EXIT.failure, hint, detail), store);

/** `e` with the store its hint's commands are about (a HandoffError not yet tied to one); other errors as they are. */
export function inStore<E>(e: E, storeDir: string | undefined): E {
  if (storeDir !== undefined && e instanceof HandoffError && e.store === undefined) e.store = storeDir;
  return e;
}

/**
 * A refusal of a document given with --body/--paste (missing answers, exit 2; lint errors, exit 3), its
 * --json error carrying `placement`: where each section of the document went, so its writer can fix it.
 */
export function withPlacement<P>(e: unknown, placement: P[] | undefined): unknown {
  if (!placement || !(e instanceof HandoffError) || (e.exitCode !== EXIT.usage && e.exitCode !== EXIT.lint) || e.detail?.placement) return e;
  return inStore(new HandoffError(e.message, e.exitCode, e.hint, { ...e.detail, placement }), e.store);
}

export const cancelled = () => new HandoffError('cancelled', EXIT.cancelled);

/**
 * The one message for missing answers (`new`, `return`): each answer with its flag, and that nothing was
 * written. `undecided`: a body that says neither brief nor return (document-type.ts), and why; new, return
 * and lint say the same of it.
 */
export function missingAnswers(missing: readonly { name: string; flag: string; hint?: string }[], undecided?: { because: string; readAs: 'brief' | 'return' }): HandoffError {
  const width = Math.max(...missing.map((m) => m.flag.length)) + 1;
  const neither = undecided ? `the document says neither brief nor return (${undecided.because}); read as a ${undecided.readAs}, as this command takes it\n` : '';
  return usageError(
    `missing required answers: ${missing.map((m) => m.name).join(', ')}`,
    missing.map((m) => `${m.flag.padEnd(width)} ${m.name}${m.hint ? `; ${m.hint}` : ''}`).join('\n') + `\n${neither}nothing was written`,
    undecided ? { missing, document: { type: null, because: undecided.because } } : { missing },
  );
}
