// Every question a person is asked goes through here (all @inquirer/prompts calls live in this file),
// so flows can be driven by scripted answers and the rest of the code never touches a terminal. Every
// text shown in a prompt passes the output edge's promptText() (redacted, control bytes made visible).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BriefAnswers, Kind, KindQuestion } from '../brief/types.js';
import { cancelled, HandoffError } from '../errors.js';
import { humanText, paint, promptText, wantsColor } from './edge.js';
import { mergePointers } from '../brief/pointer-merge.js';

type Prompts = typeof import('@inquirer/prompts');
let prompts: Prompts | undefined;
const load = async (): Promise<Prompts> => (prompts ??= await import('@inquirer/prompts'));
const P = promptText;

/** Ctrl-C and Esc end the whole flow (exit 130); the answers so far are in the draft. */
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
        choices: kinds.map((k) => ({ name: P(k.name), value: k.name, description: P(k.description) })),
      },
      { signal },
    ),
  );
}

export async function askText(message: string, opts: { required?: boolean; default?: string } = {}): Promise<string> {
  // ":e" is how the answers of several lines open the editor; on one line it is a slip, never an answer.
  const validate = (v: string) => (v.trim() === ':e' ? '":e" opens the editor only in answers of several lines; type this one here' : opts.required ? notEmpty(v) : true);
  return guard((p, signal) => p.input({ message: P(message), default: opts.default === undefined ? undefined : P(opts.default), validate }, { signal }));
}

export async function askConfirm(message: string, dflt = false): Promise<boolean> {
  return guard((p, signal) => p.confirm({ message: P(message), default: dflt }, { signal }));
}

export async function askSelect<T extends string>(message: string, choices: { name: string; value: T; description?: string }[]): Promise<T> {
  return guard((p, signal) => p.select({ message: P(message), choices: choices.map((c) => ({ ...c, name: P(c.name), description: c.description === undefined ? undefined : P(c.description) })) }, { signal }));
}

export async function askChecklist<T extends string>(message: string, choices: { name: string; value: T; checked?: boolean }[], pageSize = 12): Promise<T[]> {
  return guard((p, signal) => p.checkbox({ message: P(message), choices: choices.map((c) => ({ ...c, name: P(c.name) })), pageSize }, { signal }));
}

/** Repeats a question until an empty answer; never pads. `settle` folds the list after each answer (pointers merge). */
export async function askList(message: string, existing: string[] = [], settle: (items: string[]) => string[] = (x) => x): Promise<string[]> {
  let items = settle([...existing]);
  for (;;) {
    const v = await askText(`${message}${items.length ? ` (${items.length} so far; empty to finish)` : ' (empty to skip)'}`);
    if (!v.trim()) return items;
    items = settle([...items, v.trim()]);
  }
}

// --- multi-line answers, typed inline -----------------------------------------------------------------

/** Whether $EDITOR failed already in this run: then `:e` says so once more instead of trying again. */
let editorBroken: string | null = null;

export interface MultilineOptions {
  /** The answer so far (or a starting text): Enter on the first line keeps it. */
  current?: string;
  /** Where the starting text came from, said above it ("from the Claude Code session"). */
  currentFrom?: string;
  required?: boolean;
  env: NodeJS.ProcessEnv;
}

/**
 * A multi-line answer typed in place: each Enter adds a line, an empty line ends it; `:e` on a line of its
 * own opens $VISUAL/$EDITOR on what is typed so far. A missing or failing editor is said once and the
 * prompt stays. Ctrl-C and Esc cancel (exit 130). Ctrl-D ends the answer like an empty line.
 */
export async function askMultiline(message: string, o: MultilineOptions): Promise<string> {
  // Written like @inquirer writes its prompts (to the terminal itself), through the edge's filter.
  const color = wantsColor(Boolean(process.stdout.isTTY), o.env);
  const out = { write: (t: string) => void process.stdout.write(humanText(t, color)) };
  const current = o.current?.trim() ? o.current.trim() : '';
  out.write(`${paint('?', 'green')} ${paint(P(message), 'bold')}\n`);
  if (current) {
    out.write(`  ${paint(P(o.currentFrom ? `So far (${o.currentFrom}):` : 'So far:'), 'dim')}\n`);
    for (const l of current.split('\n')) out.write(`  ${paint('│', 'dim')} ${P(l)}\n`);
  }
  const editorName = o.env.VISUAL || o.env.EDITOR;
  const how = current ? 'Enter keeps it; type lines to replace it, an empty line ends them' : 'type lines; an empty line ends the answer';
  out.write(`  ${paint(`${how}; :e opens ${editorName ? '$EDITOR' : 'an editor (set $EDITOR)'}`, 'dim')}\n`);
  const lines: string[] = [];
  for (;;) {
    const r = await readLines(lines);
    if (r.kind === 'done') {
      const typed = lines.join('\n').trim();
      if (!typed && current) return current;
      if (!typed && o.required) {
        out.write(`  ${paint('an answer is required', 'yellow')}\n`);
        continue;
      }
      return typed;
    }
    // `:e`: the editor on what is typed so far (or the current answer).
    const start = lines.length ? lines.join('\n') : current;
    if (!editorName || editorBroken) {
      if (!editorName) out.write(`  ${paint('no editor: $VISUAL and $EDITOR are unset; go on typing here', 'yellow')}\n`);
      else out.write(`  ${paint(`the editor failed before (${P(editorBroken!)}); go on typing here`, 'yellow')}\n`);
      continue;
    }
    try {
      const text = editAnswer(message, start, o.env).trim();
      if (!text && o.required) {
        out.write(`  ${paint('the editor gave back nothing; an answer is required', 'yellow')}\n`);
        continue;
      }
      for (const l of text.split('\n')) out.write(`  ${paint('│', 'dim')} ${P(l)}\n`);
      return text;
    } catch (e) {
      if (!(e instanceof HandoffError)) throw e;
      editorBroken = e.message;
      out.write(`  ${paint(`${P(e.message)}; go on typing here`, 'yellow')}\n`);
    }
  }
}

/** Lines into `lines` until an empty line (or Ctrl-D): "done"; or `:e`: "editor". Ctrl-C/Esc reject. */
async function readLines(lines: string[]): Promise<{ kind: 'done' | 'editor' }> {
  const readline = await import('node:readline');
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    const rl = readline.createInterface({ input, output: process.stdout, terminal: Boolean(process.stdout.isTTY), prompt: '› ' });
    let settled = false;
    const finish = (v: { kind: 'done' | 'editor' } | Error) => {
      if (settled) return;
      settled = true;
      input.off('keypress', onKey);
      rl.close();
      if (v instanceof Error) reject(v);
      else resolve(v);
    };
    const onKey = (_s: string, key: { name?: string; ctrl?: boolean } | undefined) => {
      if (key?.name === 'escape') {
        process.stdout.write('\n');
        finish(cancelled());
      }
    };
    input.on('keypress', onKey);
    rl.on('line', (line) => {
      if (line.trim() === ':e') return finish({ kind: 'editor' });
      if (!line.trim()) return finish({ kind: 'done' });
      lines.push(line.replace(/\s+$/, ''));
      rl.prompt();
    });
    rl.on('SIGINT', () => {
      process.stdout.write('\n');
      finish(cancelled());
    });
    rl.on('close', () => finish({ kind: 'done' }));
    rl.prompt();
  });
}

/** One answer in $EDITOR, with a line saying what to write (removed again). Throws HandoffError when it fails. */
function editAnswer(question: string, text: string, env: NodeJS.ProcessEnv): string {
  const note = `<!-- ${question.replace(/-->/g, '')} Write the answer below this line; save and quit to go on. -->`;
  const edited = editInEditor(`${note}\n${text}\n`, env, 'answer.md');
  return edited.split('\n').filter((l) => l !== note).join('\n');
}

async function askQuestion(q: KindQuestion, current: string | undefined, env: NodeJS.ProcessEnv): Promise<string> {
  const message = q.hint ? `${q.prompt} (${q.hint})` : q.prompt;
  if (q.choices?.length) {
    const dflt = current || q.default;
    const ordered = dflt && q.choices.includes(dflt) ? [dflt, ...q.choices.filter((c) => c !== dflt)] : q.choices;
    return askSelect(message, ordered.map((c) => ({ name: c, value: c })));
  }
  if (q.multiline) return askMultiline(message, { current, required: q.required, env });
  return askText(message, { required: q.required, default: current || q.default });
}

// --- the brief's questions --------------------------------------------------------------------------

export interface BriefFlow {
  env: NodeJS.ProcessEnv;
  /** Answer keys already settled (given by flags or a body, answered before a resume): not asked. */
  asked: Set<string>;
  /** The starting text of Why and Deliver (the last request of the agent session), and where it is from. */
  request?: string | null;
  requestFrom?: string;
  /** Called after each answer, so a draft can be saved. */
  onAnswer: (a: BriefAnswers, asked: Set<string>) => Promise<void>;
}

/** The kind's questions asked in the first round: required and without a default answer. */
export function firstRound(kind: Kind): KindQuestion[] {
  return kind.questions.filter((q) => q.required && !q.default);
}

/**
 * The required answers, in order: title, why, deliver, the kind's required questions, first step. The rest
 * (context, decided, dead ends, pointers, out of scope, the kind's optional or defaulted questions) is one
 * checklist away, at the preview ("Add more").
 */
export async function askBrief(kind: Kind, a: BriefAnswers, f: BriefFlow): Promise<BriefAnswers> {
  const out: BriefAnswers = { ...a, fields: { ...a.fields } };
  const step = async (key: string, ask: () => Promise<void>) => {
    if (f.asked.has(key)) return;
    await ask();
    f.asked.add(key);
    await f.onAnswer(out, f.asked);
  };
  await step('title', async () => void (out.title = await askText('Title (a few words):', { required: true, default: a.title || undefined })));
  await step('why', async () => void (out.why = await askMultiline('Why is this slice being carved off?', { current: out.why || f.request || '', currentFrom: out.why ? undefined : f.requestFrom, required: true, env: f.env })));
  await step('deliver', async () => void (out.deliver = await askMultiline('What must the receiving agent deliver, and when is it done?', { current: out.deliver || f.request || '', currentFrom: out.deliver ? undefined : f.requestFrom, required: true, env: f.env })));
  for (const q of firstRound(kind)) {
    await step(`field:${q.name}`, async () => void (out.fields[q.name] = await askQuestion(q, out.fields[q.name], f.env)));
  }
  await step('firstStep', async () => void (out.firstStep = await askText('The first concrete step:', { required: true, default: out.firstStep || undefined })));
  return out;
}

export interface MoreOptions {
  env: NodeJS.ProcessEnv;
  /** Files offered as pointers (changed in the working tree, the review's range, recent commits), for the answers so far. */
  files: (a: BriefAnswers) => Promise<{ path: string; why: string }[]>;
  /** Dead ends drafted from the session: offered to keep or drop. */
  deadEndCandidates: string[];
  onAnswer: (a: BriefAnswers) => Promise<void>;
}

type More = 'context' | 'decided' | 'deadEnds' | 'pointers' | 'outOfScope' | `field:${string}`;

const count = (n: number, what: string) => (n ? ` (${n} ${what})` : '');

/** "Add more": one checklist of the optional parts, then a question for each part picked. */
export async function askMore(kind: Kind, a: BriefAnswers, o: MoreOptions): Promise<BriefAnswers> {
  const out: BriefAnswers = { ...a, fields: { ...a.fields } };
  const later = kind.questions.filter((q) => !firstRound(kind).includes(q));
  let offered = await o.files(out);
  const picked = await askChecklist<More>('Add more (space to pick, enter to go on):', [
    { name: `context${out.context ? ' (has text)' : ''}`, value: 'context' },
    { name: `already decided${count(out.decided.length, 'so far')}`, value: 'decided' },
    { name: `dead ends${count(out.deadEnds.length, 'so far')}`, value: 'deadEnds' },
    { name: `pointers${count(out.pointers.length, 'so far')}${offered.length ? `; ${offered.length} ${offered.length === 1 ? 'file' : 'files'} to pick from` : ''}`, value: 'pointers' },
    { name: `out of scope${count(out.outOfScope.length, 'so far')}`, value: 'outOfScope' },
    ...later.map((q) => ({ name: `${q.prompt.replace(/\?.*$/, '')}${out.fields[q.name] || q.default ? ` (now: ${out.fields[q.name] || q.default})` : ''}`, value: `field:${q.name}` as More })),
  ]);
  // The kind's own answers first: a review's range decides which files are offered as pointers.
  const ordered = [...picked.filter((m) => m.startsWith('field:')), ...picked.filter((m) => !m.startsWith('field:'))];
  for (const m of ordered) {
    if (m === 'context') out.context = await askMultiline('Context for the reader (the current state):', { current: out.context, env: o.env });
    else if (m === 'decided') out.decided = await askList('Already decided ("decision — because")', out.decided);
    else if (m === 'deadEnds') out.deadEnds = await askDeadEnds(out.deadEnds, o.deadEndCandidates);
    else if (m === 'pointers') {
      if (picked.some((x) => x.startsWith('field:'))) offered = await o.files(out);
      out.pointers = await askPointers(offered, out.pointers);
    }
    else if (m === 'outOfScope') out.outOfScope = await askList('Out of scope', out.outOfScope);
    else {
      const q = kind.questions.find((x) => `field:${x.name}` === m)!;
      out.fields[q.name] = await askQuestion(q, out.fields[q.name], o.env);
    }
    await o.onAnswer(out);
  }
  return out;
}

/** The dead ends so far (the session's failed commands among them) to keep or drop, then new ones typed. */
async function askDeadEnds(current: string[], candidates: string[]): Promise<string[]> {
  const all = [...current, ...candidates.filter((c) => !current.includes(c))];
  const first = (t: string) => t.split('\n')[0]!;
  const kept = all.length ? await askChecklist('Dead ends: keep the ones worth knowing (space toggles, enter to go on)', all.map((d, i) => ({ name: first(d), value: String(i), checked: current.includes(d) }))) : [];
  return askList('Dead end ("tried X — failed because Y")', kept.map((i) => all[Number(i)]!));
}

/** Files to pick as pointers (the ones already in the brief ticked), then pointers typed; each path once. */
export async function askPointers(files: { path: string; why: string }[], existing: string[]): Promise<string[]> {
  const merged = mergePointers(existing);
  const offered = files.filter((f) => !merged.some((p) => p === f.path || p.startsWith(`${f.path}:`) || p.startsWith(`${f.path} `)));
  let picked: string[] = merged;
  if (merged.length || offered.length) {
    const choices = [
      ...merged.map((p) => ({ name: p, value: p, checked: true })),
      ...offered.slice(0, 200).map((f) => ({ name: `${f.path}  ${paint(f.why, 'dim')}`, value: f.path, checked: false })),
    ];
    picked = await askChecklist('Pointers: pick files (space toggles, enter to go on)', choices);
  }
  return askList('Pointer (path[:line] — note, a command or a URL)', picked, mergePointers);
}

export type PreviewChoice = 'save' | 'more' | 'edit' | 'cancel';

/** With lint errors, editing comes first and saving says it overrides them (like --force). */
export async function askPreview(errors = 0, drafted = false): Promise<PreviewChoice> {
  const save = { name: errors ? `Save anyway, with ${errors} lint error${errors === 1 ? '' : 's'}` : 'Save', value: 'save' as const };
  const more = { name: 'Add more: context, decided, dead ends, pointers, out of scope', value: 'more' as const };
  const edit = { name: 'Edit in $EDITOR, then check again', value: 'edit' as const };
  return askSelect<PreviewChoice>(errors ? 'The brief has lint errors. Edit it?' : 'Save this brief?', [
    ...(errors ? [edit, more, save] : [save, more, edit]),
    { name: drafted ? 'Cancel (your answers stay in a draft)' : 'Cancel (nothing is written)', value: 'cancel' },
  ]);
}

/** Open text in $VISUAL/$EDITOR (which may carry arguments, e.g. "code -w"); the edited text or an error. */
export function editInEditor(text: string, env: NodeJS.ProcessEnv, name = 'brief.md'): string {
  const editor = env.VISUAL || env.EDITOR;
  // No guess at vi: a person who set no editor gets the same plain answer as the inline prompts give.
  if (!editor) throw new HandoffError('no editor: $VISUAL and $EDITOR are unset', undefined, 'set $EDITOR (for example: export EDITOR=nano) and choose Edit again');
  const dir = mkdtempSync(join(tmpdir(), 'handoff-edit-'));
  const file = join(dir, name);
  try {
    writeFileSync(file, text, { mode: 0o600 });
    const r = spawnSync('/bin/sh', ['-c', `${editor} "$1"`, 'sh', file], { stdio: 'inherit', env });
    if (r.error) throw new HandoffError(`could not start the editor "${editor}": ${r.error.message}`);
    if (r.status === 127) throw new HandoffError(`the editor "${editor}" was not found`, undefined, 'set $EDITOR to an editor that is installed');
    if (r.status === 126) throw new HandoffError(`the editor "${editor}" cannot be run (not executable)`, undefined, 'set $EDITOR to an editor that is installed');
    if (r.status !== 0) throw new HandoffError(`the editor "${editor}" exited with status ${r.status ?? r.signal}; the ${name === 'brief.md' ? 'brief' : 'answer'} is unchanged`);
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
export async function askReturn(a: ReturnAnswers, given: Set<string>, opts: { onlyRequired: boolean; onAnswer?: (soFar: ReturnAnswers) => void }): Promise<ReturnAnswers> {
  const out: ReturnAnswers = { ...a };
  // Every answer is handed out as it is given, so a cancel can keep what was typed (commands/return.ts).
  const set = <K extends keyof ReturnAnswers>(key: K, value: ReturnAnswers[K]) => {
    out[key] = value;
    opts.onAnswer?.({ ...out });
  };
  if (!given.has('outcome')) set('outcome', await askSelect('Outcome:', OUTCOME_CHOICES));
  const blocked = out.outcome === 'blocked';
  if (!given.has('answer') && (!opts.onlyRequired || (blocked && !out.answer.trim()))) {
    set('answer', await askText(blocked ? 'What blocks it (one line)?' : 'The answer in one line:', { required: blocked, default: out.answer || undefined }));
  }
  const needFinding = out.outcome !== 'abandoned';
  if (!given.has('findings') || (needFinding && !out.findings.length)) {
    set('findings', await askList('Non-obvious finding, tagged [verified: how] or [unverified]', out.findings));
    // A finding is owed, or a statement that nothing was found (no-findings.ts reads "none" as that).
    while (needFinding && !out.findings.length) {
      const first = (await askText('At least one finding is needed unless abandoned; if nothing was found, type none. Finding:')).trim();
      if (first) set('findings', await askList('Non-obvious finding', [first]));
    }
  }
  if (opts.onlyRequired) return out;
  if (!given.has('recommendations')) set('recommendations', await askList('Recommendation', out.recommendations));
  if (!given.has('deadEnds')) set('deadEnds', await askList('Dead end ("tried X — failed because Y")', out.deadEnds));
  if (!given.has('evidence')) set('evidence', await askList('Evidence (branch, commit, file, command)', out.evidence));
  if (!given.has('questions')) set('questions', await askList('Open question', out.questions));
  return out;
}
