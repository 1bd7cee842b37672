// What every command gets from the shell: where it runs, its environment, and its streams.

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  stdin: NodeJS.ReadableStream;
  stdinIsTTY: boolean;
  stdoutIsTTY: boolean;
}

export interface Ctx {
  cwd: string;
  env: NodeJS.ProcessEnv;
  io: Io;
  now: () => Date;
}

export interface CommandResult {
  /** The --json document. */
  json: unknown;
  /** Defaults to 0. */
  exitCode?: number;
}

export interface GlobalOptions {
  json?: boolean;
}
