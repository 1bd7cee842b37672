// The world of the e2e tests that hand documents to the built CLI: a store (HANDOFF_HOME), a repo on main
// with one commit, the environment every run gets, and file() to write a document to a temp folder.
// Call docWorld() at the top of a test file: it registers its own beforeAll/afterAll.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import type { Placement } from '../../src/brief/document.js';
import { baseEnv, cleanup, makeRepo, runCli, tempDir, type Run } from './trust-cli.js';

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

/** The same document with CRLF line ends. */
export const crlf = (s: string): string => s.replace(/\n/g, '\r\n');

/** `text` returned to a new handoff through the built CLI (`return --body … --outcome answered --no-input --json`),
 *  then pulled (`pull --json`): what `return` printed, the written return, and the findings `pull` read back. */
export function returnAndPull(w: DocWorld, text: string, probe: string): { j: ReturnJson; md: string; pulled: FindingData[] } {
  const n = runCli(['new', 'task', '-t', probe, '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], w.opts());
  expect(n.code, n.stderr).toBe(0);
  const id = (JSON.parse(n.stdout) as { id: string }).id;
  const r = runCli(['return', id, '--body', w.file('return.md', text), '--outcome', 'answered', '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as ReturnJson;
  const p = runCli(['pull', id, '--json'], w.opts());
  expect(p.code, p.stderr).toBe(0);
  const pulled = (JSON.parse(p.stdout) as { returns: { findings: FindingData[] }[] }).returns.at(-1)!.findings;
  return { j, md: readFileSync(j.file, 'utf8'), pulled };
}

/** The text of a written document's `## heading` section, up to the next `## ` line; undefined when it has none. */
export function sectionOf(md: string, heading: string): string | undefined {
  const lines = md.split('\n');
  const at = lines.indexOf(`## ${heading}`);
  if (at < 0) return undefined;
  const end = lines.findIndex((l, i) => i > at && l.startsWith('## '));
  return lines.slice(at + 1, end < 0 ? undefined : end).join('\n').trim();
}

/** One task handoff for a file's tests, and its returns. */
export interface OneHandoff {
  /** Its id; set once the file's tests start. */
  readonly id: string;
  /** `return <id> --body <text, written to a new file> --no-input --json …flags`. */
  returnBody(text: string, ...flags: string[]): Run;
  /** The same, which must exit 0: what it printed, the written return and stderr. */
  record(text: string, ...flags: string[]): { j: ReturnJson; md: string; stderr: string };
}

/** Makes one task handoff titled `title` before the file's tests (call after docWorld()), for their returns. */
export function oneHandoff(w: DocWorld, title: string): OneHandoff {
  let id = '';
  let files = 0;
  beforeAll(() => {
    const r = runCli(['new', 'task', '-t', title, '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], w.opts());
    expect(r.code, r.stderr).toBe(0);
    id = (JSON.parse(r.stdout) as { id: string }).id;
  });
  const returnBody = (text: string, ...flags: string[]) => runCli(['return', id, '--body', w.file(`r${++files}.md`, text), '--no-input', '--json', ...flags], w.opts());
  return {
    get id() {
      return id;
    },
    returnBody,
    record(text, ...flags) {
      const r = returnBody(text, ...flags);
      expect(r.code, r.stderr).toBe(0);
      const j = JSON.parse(r.stdout) as ReturnJson;
      return { j, md: readFileSync(j.file, 'utf8'), stderr: r.stderr };
    },
  };
}

/** The titles of `text` returned to a new handoff, after checking that `pull` reads the same ones and that every
 *  `kept` text is in the written return. */
export function returnTitles(w: DocWorld, text: string, probe: string, kept: readonly string[] = []): string[] {
  const { j, md, pulled } = returnAndPull(w, text, probe);
  expect(pulled.map((f) => f.title)).toEqual(j.findings.map((f) => f.title));
  for (const k of kept) expect(md).toContain(k);
  return j.findings.map((f) => f.title);
}

/** A brief given whole to `new task --body … --no-input --no-copy --json` (which must accept it), and `lint --json` of
 *  the same file: what the two printed (stdout and stderr), the brief as stored, and the secrets lint read. For the
 *  redaction tests, which look at all three. */
export function briefSecrets(w: DocWorld, text: string): { printed: string; stored: string; secrets: { rule: string; text: string }[] } {
  const file = w.file('brief.md', text);
  const r = runCli(['new', 'task', '--body', file, '--no-input', '--no-copy', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const stored = readFileSync(JSON.parse(r.stdout).brief as string, 'utf8');
  const lint = runCli(['lint', file, '--json'], w.opts());
  const secrets = (JSON.parse(lint.stdout).findings as { rule: string; text: string }[]).filter((f) => f.rule === 'secret');
  return { printed: r.stdout + r.stderr + lint.stdout + lint.stderr, stored, secrets };
}

/** The outcome tests' two questions of a return given whole to one handoff (`return --body … --force`): `read` wants it
 *  accepted and names the outcome and the line stderr says it was read from; `asks` wants exit 2 naming --outcome. */
export function outcomeReader(w: DocWorld, title: string): { read(text: string): { outcome: string; line: number; text: string }; asks(text: string): void } {
  const handoff = oneHandoff(w, title);
  const run = (text: string) => handoff.returnBody(text, '--force');
  return {
    read(text) {
      const r = run(text);
      expect(r.code, r.stderr).toBe(0);
      const j = JSON.parse(r.stdout) as { outcome: string; outcomeFrom: { line: number; text: string } };
      expect(r.stderr).toContain(`read from line ${j.outcomeFrom.line} of --body`);
      return { outcome: j.outcome, line: j.outcomeFrom.line, text: j.outcomeFrom.text };
    },
    asks(text) {
      const r = run(text);
      expect(r.code, r.stdout).toBe(2);
      expect(r.stderr).toContain('--outcome');
    },
  };
}

/** Where a line of a body went, as `new --body --json` says. */
export interface Placed {
  line: number;
  from: string;
  to: string;
}

/** `new task --body` of documents in a world: `newBody` runs one; `answers` gives what a run that must succeed stored,
 *  `asked` the flags a run that must ask names; `newTask` gives it all at once (answers or null, the brief written, the
 *  flags asked, where each line went). */
export function briefImporter(w: DocWorld, prefix = 'b') {
  let n = 0;
  const newBody = (name: string, md: string, extra: string[] = []) => runCli(['new', 'task', '--body', w.file(name, md), '--no-input', '--json', ...extra], w.opts());
  return {
    newBody,
    answers(r: Run): BriefAnswers {
      expect(r.code, r.stderr).toBe(0);
      const j = JSON.parse(r.stdout) as { json: string };
      return (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers;
    },
    asked(r: Run): string[] {
      expect(r.code, r.stderr).toBe(2);
      return (JSON.parse(r.stdout) as { error: { missing: { flag: string }[] } }).error.missing.map((m) => m.flag);
    },
    newTask(md: string, extra: string[] = []) {
      const r = newBody(`${prefix}${++n}.md`, md, extra);
      const out = JSON.parse(r.stdout) as { id?: string; brief?: string; json?: string; placement?: Placed[]; error?: { missing: { flag: string }[]; placement: Placed[] } };
      const answers = out.json ? (JSON.parse(readFileSync(out.json, 'utf8')) as { answers: BriefAnswers }).answers : null;
      return { ...r, out, answers, md: out.brief ? readFileSync(out.brief, 'utf8') : '', missing: out.error?.missing.map((m) => m.flag) ?? [], placement: out.error?.placement ?? out.placement ?? [] };
    },
  };
}

/** A return's JSON with the statement that nothing was found. */
export type NoneJson = ReturnJson & { noFindings?: { line: number; text: string } };

/** `return --body` of `text` to `handoff`: accepted, answered, zero findings, and line `line` (`said`) the statement
 *  that nothing was found. */
export function returnsNone(handoff: OneHandoff, text: string, line: number, said: string): { r: Run; j: NoneJson } {
  const r = handoff.returnBody(text, '--force');
  expect(r.code, r.stdout + r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as NoneJson;
  expect(j.outcome).toBe('answered');
  expect(j.findings).toEqual([]);
  expect(j.noFindings).toEqual({ line, text: said });
  return { r, j };
}
