// The world of the e2e tests that hand documents to the built CLI: a store (HANDOFF_HOME), a repo on main
// with one commit, the environment every run gets, and file() to write a document to a temp folder.
// Call docWorld() at the top of a test file: it registers its own beforeAll/afterAll.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import type { Placement } from '../../src/brief/document.js';
import { baseEnv, cleanup, makeRepo, tempDir } from './trust-cli.js';

/** What `handoff return --json` prints, as the findings tests read it. */
export interface ReturnJson {
  file: string;
  answer?: string;
  findings: FindingData[];
  placement: Placement[];
  outcome: string;
  outcomeFrom?: { line: number; text: string };
}

/** The answers `handoff new --json` stores beside a brief (its `json` file's `answers`), as the brief tests read them. */
export interface BriefAnswers {
  title: string;
  why: string;
  deliver: string;
  context: string;
  firstStep: string;
  deadEnds: string[];
  pointers: string[];
  decided: string[];
  outOfScope: string[];
  fields: Record<string, string>;
}

export interface DocWorld {
  /** The store folder (HANDOFF_HOME); set once the file's tests start. */
  readonly home: string;
  readonly repo: string;
  readonly env: NodeJS.ProcessEnv;
  /** What runCli takes to run in the repo with the world's environment. */
  opts(): { cwd: string; env: NodeJS.ProcessEnv };
  /** Writes `text` to a new temp folder as `name`; returns its path. */
  file(name: string, text: string): string;
}

export function docWorld(): DocWorld {
  let home = '';
  let repo = '';
  let env: NodeJS.ProcessEnv = {};
  beforeAll(() => {
    home = join(tempDir(), 'store');
    env = baseEnv({ HANDOFF_HOME: home });
    repo = makeRepo(env);
  });
  afterAll(cleanup);
  return {
    get home() {
      return home;
    },
    get repo() {
      return repo;
    },
    get env() {
      return env;
    },
    opts: () => ({ cwd: repo, env }),
    file: (name, text) => {
      const p = join(tempDir(), name);
      writeFileSync(p, text);
      return p;
    },
  };
}
