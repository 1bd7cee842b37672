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

export const usageError = (message: string, hint?: string, detail?: Record<string, unknown>) =>
  new HandoffError(message, EXIT.usage, hint, detail);

export const failure = (message: string, hint?: string, detail?: Record<string, unknown>) =>
  new HandoffError(message, EXIT.failure, hint, detail);

export const cancelled = () => new HandoffError('cancelled', EXIT.cancelled);

/** The one message for missing answers (`new`, `return`): each answer with its flag, and that nothing was written. */
export function missingAnswers(missing: readonly { name: string; flag: string }[]): HandoffError {
  const width = Math.max(...missing.map((m) => m.flag.length)) + 1;
  return usageError(
    `missing required answers: ${missing.map((m) => m.name).join(', ')}`,
    missing.map((m) => `${m.flag.padEnd(width)} ${m.name}`).join('\n') + '\nnothing was written',
    { missing },
  );
}
