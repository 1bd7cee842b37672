// The options of `handoff new`, as commander hands them to its steps.
import type { BriefFlags } from '../brief/answers.js';

export interface NewOptions extends BriefFlags {
  body?: string;
  from?: string;
  to?: string[];
  supersedes?: string;
  /** The last known good commit, for kinds with a last_good question (session, recovery). */
  lastGood?: string;
  expect?: string;
  attach?: string[];
  tail?: string;
  copy?: boolean;
  print?: boolean;
  exec?: string;
  /** --share [remote]: true for the default remote. */
  share?: string | boolean;
  force?: boolean;
  input?: boolean;
  json?: boolean;
  /** `--session auto|FILE`, or false for --no-session. */
  session?: string | false;
  /** `--resume` (true: this repo's newest draft) or `--resume <draft>`. */
  resume?: string | true;
}
