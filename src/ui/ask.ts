// Every question a person is asked goes through here (all @inquirer/prompts calls live in this file),
// so flows can be driven by scripted answers and the rest of the code never touches a terminal.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BriefAnswers, Kind, KindQuestion } from '../brief/types.js';
import { cancelled, HandoffError } from '../errors.js';

type Prompts = typeof import('@inquirer/prompts');
let prompts: Prompts | undefined;
const load = async (): Promise<Prompts> => (prompts ??= await import('@inquirer/prompts'));

/** Ctrl-C and Esc end the whole flow: nothing has been written yet, so exit 130. */
async function guard<T>(fn: (p: Prompts, signal: AbortSignal) => Promise<T>): Promise<T> {
  const p = await load();
  const ac = new AbortController();
  const onKey = (data: Buffer) => {
    // A lone ESC byte (not the start of an arrow-key sequence) cancels.
    if (data.length === 1 && data[0] === 0x1b) ac.abort();
  };
  process.stdin.on('data', onKey);
  try {
    return await fn(p, ac.signal);
  } catch (e) {
    const name = (e as Error)?.name;
    if (name === 'ExitPromptError' || name === 'AbortPromptError' || name === 'CancelPromptError') throw cancelled();
    throw e;
  } finally {
    process.stdin.off('data', onKey);
  }
}

const notEmpty = (v: string) => (v.trim() ? true : 'an answer is required');

export async function askKind(kinds: Kind[]): Promise<string> {
  return guard((p, signal) =>
    p.select(
      {
        message: 'What kind of slice?',
        choices: kinds.map((k) => ({ name: k.name, value: k.name, description: k.description })),
      },
      { signal },
    ),
  );
}

export async function askText(message: string, opts: { required?: boolean; default?: string } = {}): Promise<string> {
  return guard((p, signal) => p.input({ message, default: opts.default, validate: opts.required ? notEmpty : undefined }, { signal }));
}

export async function askConfirm(message: string, dflt = false): Promise<boolean> {
  return guard((p, signal) => p.confirm({ message, default: dflt }, { signal }));
}

export async function askSelect<T extends string>(message: string, choices: { name: string; value: T; description?: string }[]): Promise<T> {
  return guard((p, signal) => p.select({ message, choices }, { signal }));
}

/** Repeats a question until an empty answer; never pads. */
export async function askList(message: string, existing: string[] = []): Promise<string[]> {
  const items = [...existing];
  for (;;) {
    const v = await askText(`${message}${items.length ? ` (${items.length} so far; empty to finish)` : ' (empty to skip)'}`);
    if (!v.trim()) return items;
    items.push(v.trim());
  }
}

export async function askEditor(message: string, dflt = '', required = false): Promise<string> {
  return guard((p, signal) => p.editor({ message, default: dflt, postfix: '.md', waitForUserInput: true, validate: required ? notEmpty : undefined }, { signal }));
}

async function askQuestion(q: KindQuestion, current: string | undefined): Promise<string> {
  const message = q.hint ? `${q.prompt} (${q.hint})` : q.prompt;
  if (q.choices?.length) {
    return askSelect(message, q.choices.map((c) => ({ name: c, value: c })));
  }
  if (q.multiline) {
    if (!q.required && !(await askConfirm(`${message} Write it in your editor?`, false))) return current ?? '';
    // A required answer saved empty says so and waits, rather than silently reopening the editor.
    return askEditor(message, current ?? '', q.required);
  }
  return askText(message, { required: q.required, default: current ?? q.default });
}

export interface BriefSuggestions {
  /** Changed and untracked files of the repo, offered as pointers. */
  files: string[];
}

/** Ask for everything the flags and body did not answer. */
export async function askBrief(kind: Kind, a: BriefAnswers, given: Set<string>, s: BriefSuggestions): Promise<BriefAnswers> {
  const out: BriefAnswers = { ...a, fields: { ...a.fields } };
  if (!given.has('title')) out.title = await askText('Title (a few words):', { required: true, default: a.title || undefined });
  if (!given.has('why')) out.why = await askText('Why is this slice being carved off?', { required: true });
  if (!given.has('deliver')) out.deliver = await askText('What must the receiving agent deliver, and when is it done?', { required: true });
  for (const q of kind.questions) {
    if (!given.has(`field:${q.name}`)) out.fields[q.name] = await askQuestion(q, out.fields[q.name]);
  }
  if (!given.has('context') && (await askConfirm('Add context (the current state) in your editor?', false))) {
    out.context = await askEditor('Context for the reader', out.context);
  }
  if (!given.has('decided')) out.decided = await askList('Already decided ("decision — because")', out.decided);
  if (!given.has('deadEnds')) out.deadEnds = await askList('Dead end ("tried X — failed because Y")', out.deadEnds);
  if (!given.has('pointers')) out.pointers = await askPointers(s.files, out.pointers);
  if (!given.has('outOfScope')) out.outOfScope = await askList('Out of scope', out.outOfScope);
  if (!given.has('firstStep')) out.firstStep = await askText('The first concrete step:', { required: true });
  return out;
}

async function askPointers(files: string[], existing: string[]): Promise<string[]> {
  let picked: string[] = [];
  if (files.length) {
    picked = await guard((p, signal) =>
      p.checkbox(
        { message: 'Pointers: pick changed or new files (space to pick, enter to go on)', choices: files.slice(0, 200).map((f) => ({ name: f, value: f })), pageSize: 12 },
        { signal },
      ),
    );
  }
  return askList('Pointer (path[:line] — note, a command or a URL)', [...existing, ...picked]);
}

export type PreviewChoice = 'save' | 'edit' | 'cancel';

/** With lint errors, editing comes first and saving says it overrides them (like --force). */
export async function askPreview(errors = 0): Promise<PreviewChoice> {
  const save = { name: errors ? `Save anyway, with ${errors} lint error${errors === 1 ? '' : 's'}` : 'Save', value: 'save' as const };
  const edit = { name: 'Edit in $EDITOR, then check again', value: 'edit' as const };
  return askSelect<PreviewChoice>(errors ? 'The brief has lint errors. Edit it?' : 'Save this brief?', [
    ...(errors ? [edit, save] : [save, edit]),
    { name: 'Cancel (nothing is written)', value: 'cancel' },
  ]);
}

/** Open text in $VISUAL/$EDITOR (which may carry arguments, e.g. "code -w"); the edited text or an error. */
export function editInEditor(text: string, env: NodeJS.ProcessEnv): string {
  const editor = env.VISUAL || env.EDITOR || 'vi';
  const dir = mkdtempSync(join(tmpdir(), 'handoff-edit-'));
  const file = join(dir, 'brief.md');
  try {
    writeFileSync(file, text, { mode: 0o600 });
    const r = spawnSync('/bin/sh', ['-c', `${editor} "$1"`, 'sh', file], { stdio: 'inherit', env });
    if (r.error) throw new HandoffError(`could not start the editor "${editor}": ${r.error.message}`);
    if (r.status === 127) throw new HandoffError(`the editor "${editor}" was not found`, undefined, 'set $EDITOR to an editor that is installed');
    if (r.status !== 0) throw new HandoffError(`the editor "${editor}" exited with status ${r.status ?? r.signal}; the brief is unchanged`);
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// --- the return leg -------------------------------------------------------------------------------------

// A type-only import written inline, so this block stays self-contained at the end of the file.
type ReturnAnswers = import('../brief/types.js').ReturnAnswers;

const OUTCOME_CHOICES: { name: string; value: ReturnAnswers['outcome']; description: string }[] = [
  { name: 'answered', value: 'answered', description: 'the brief is answered: its deliverable is done' },
  { name: 'partial', value: 'partial', description: 'part of it is answered; say what is left' },
  { name: 'blocked', value: 'blocked', description: 'something stops the work; say what would unblock it' },
  { name: 'abandoned', value: 'abandoned', description: 'stopped on purpose; findings are optional' },
];

/**
 * Ask for what a return still lacks. With `onlyRequired` (a document was given) only the outcome, a reason
 * for blocked and at least one finding are asked; otherwise every section the flags did not fill.
 */
export async function askReturn(a: ReturnAnswers, given: Set<string>, opts: { onlyRequired: boolean }): Promise<ReturnAnswers> {
  const out: ReturnAnswers = { ...a };
  if (!given.has('outcome')) out.outcome = await askSelect('Outcome:', OUTCOME_CHOICES);
  const blocked = out.outcome === 'blocked';
  if (!given.has('answer') && (!opts.onlyRequired || (blocked && !out.answer.trim()))) {
    out.answer = await askText(blocked ? 'What blocks it (one line)?' : 'The answer in one line:', { required: blocked, default: out.answer || undefined });
  }
  const needFinding = out.outcome !== 'abandoned';
  if (!given.has('findings') || (needFinding && !out.findings.length)) {
    out.findings = await askList('Non-obvious finding, tagged [verified: how] or [unverified]', out.findings);
    while (needFinding && !out.findings.length) {
      out.findings = await askList('At least one finding is needed unless abandoned. Finding', out.findings);
    }
  }
  if (opts.onlyRequired) return out;
  if (!given.has('recommendations')) out.recommendations = await askList('Recommendation', out.recommendations);
  if (!given.has('deadEnds')) out.deadEnds = await askList('Dead end ("tried X — failed because Y")', out.deadEnds);
  if (!given.has('evidence')) out.evidence = await askList('Evidence (branch, commit, file, command)', out.evidence);
  if (!given.has('questions')) out.questions = await askList('Open question', out.questions);
  return out;
}
