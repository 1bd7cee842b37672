// handoff prompt [kind]: what an origin agent reads before composing a brief, ending with the exact
// `handoff new` command (a body skeleton whose {{slots}} it replaces; a slot left in is a lint error).

import type { Ctx, CommandResult } from '../context.js';
import type { Kind } from '../brief/types.js';
import { usageError } from '../errors.js';
import { captureWhere } from '../scene/anchor.js';
import { loadKinds } from '../kinds/load.js';
import { readPrompt } from '../io/data.js';
import { BRIEF_HEAD, BRIEF_TAIL } from '../brief/sections.js';
import { GENERATED_SLOTS } from '../kinds/kind.js';
import { kindChunks } from '../brief/template.js';
import { SKELETON, SKELETON_TITLE } from '../brief/slot-names.js';
import { commandPrefix } from '../io/invocation.js';
import { locateStore } from '../store/location.js';
import { namedCommands } from '../ui/output.js';

export const HEREDOC = 'HANDOFF';

export interface SectionGuide {
  heading: string;
  /** "why", "deliver", ... for the brief's own sections; the question name for the kind's. */
  name: string;
  required: boolean;
  list: boolean;
  /** The flag that answers it instead of the body. */
  flag: string;
  prompt?: string;
  hint?: string;
  choices?: string[];
  default?: string;
}

/** The sections of a brief of this kind, in the order the brief has them. Pure. */
export function sectionGuide(kind: Pick<Kind, 'questions' | 'template'>): SectionGuide[] {
  const own = (s: (typeof BRIEF_HEAD)[number] | (typeof BRIEF_TAIL)[number]): SectionGuide => ({ heading: s.heading, name: s.key, required: s.required, list: s.list, flag: s.flag });
  const kindOwn: SectionGuide[] = [];
  for (const chunk of kindChunks(kind.template)) {
    for (const slot of chunk.slots) {
      if (GENERATED_SLOTS.has(slot)) continue;
      const q = kind.questions.find((x) => x.name === slot);
      if (!q || kindOwn.some((g) => g.name === q.name)) continue;
      kindOwn.push({ heading: q.heading, name: q.name, required: q.required, list: false, flag: `--field ${q.name}=...`, prompt: q.prompt, hint: q.hint, choices: q.choices, default: q.default });
    }
  }
  return [...BRIEF_HEAD.map(own), ...kindOwn, ...BRIEF_TAIL.map(own)];
}

/** The body an agent fills in: a title and every section, each holding {{slots}}. Pure. */
export function bodySkeleton(kind: Pick<Kind, 'questions' | 'template'>): string {
  const parts = [SKELETON_TITLE];
  for (const g of sectionGuide(kind)) parts.push(`## ${g.heading}\n\n${SKELETON[g.name] ?? `{{${g.name}}}`}`);
  return parts.join('\n\n') + '\n';
}

/** The `handoff new` command of a kind, its body on stdin; `command` is how it starts (commandPrefix). */
export function newCommand(kindName: string, body: string, command = 'handoff'): string {
  return `${command} new ${kindName} --no-input --json --body - <<'${HEREDOC}'\n${body}${HEREDOC}`;
}

/** The guide for a kind; every command in it starts with `command` (commandPrefix), the last one too. */
export function composeGuide(kind: Kind, guidance: string, command = 'handoff'): string {
  const guide = sectionGuide(kind);
  const optional = guide.filter((g) => !g.required).map((g) => g.heading);
  const lines: string[] = [guidance.trimEnd(), '', `## The ${kind.name} kind`, '', kind.description + '.', ''];
  const own = guide.filter((g) => g.prompt !== undefined);
  if (own.length) {
    lines.push(`Its own sections (a "## Heading" in the body, or the flag):`, '');
    for (const g of own) {
      const extra = [g.required ? 'required' : 'optional', g.choices ? `one of: ${g.choices.join(', ')}` : '', g.default ? `default: ${g.default}` : '', g.hint ?? ''].filter(Boolean);
      lines.push(`- "${g.heading}": ${g.prompt} (${extra.join('; ')}; ${g.flag})`);
    }
  } else {
    lines.push('It has no sections of its own beyond the brief\'s.');
  }
  const moves = howItMovesOn(kind);
  if (moves.length) lines.push('', ...moves);
  lines.push(
    '',
    '## The command',
    '',
    'Replace every {{slot}} with your answer, add list items as needed, and delete the optional sections you',
    `have nothing for (${optional.join(', ')}); never pad them. A {{slot}} left in is a lint error, so`,
    'nothing half-filled is written. Then run it exactly like this:',
    '',
    '\0',
    '',
    'It prints one JSON document: `id`, `brief` (the file to hand over) and `lint` findings. Exit 3 means',
    'lint errors (fix them and run it again); exit 2 names each missing answer. Then start a fresh agent',
    ...(kind.returns === false
      ? ['on it with `handoff start ID --to claude` (or codex, copilot, gemini, opencode, amp). Nothing comes', 'back: the new session closes it with `handoff close ID` once it has picked up.']
      : ['on it with `handoff start ID --to claude` (or codex, copilot, gemini, opencode, amp), and later', 'collect the findings with `handoff inbox` and `handoff pull ID`.']),
  );
  // The skeleton is the kind's text: only the guide around it has its commands named.
  return namedCommands(lines.join('\n') + '\n', command).replace('\0', newCommand(kind.name, bodySkeleton(kind), command));
}

/** What the kind's front matter changes about the brief's way on (returns, supersede, first_step, commits). Pure. */
export function howItMovesOn(kind: Pick<Kind, 'name' | 'returns' | 'supersede' | 'firstStep' | 'questions'>): string[] {
  const out: string[] = [];
  if (kind.firstStep) out.push(`- Its First step opens with this, filled in by handoff; your first step follows it: "${kind.firstStep}"`);
  for (const q of kind.questions.filter((x) => x.type === 'commit')) {
    const flag = q.name === 'last_good' ? '--last-good REV or ' : '';
    out.push(`- "${q.heading}" names a commit (${flag}--field ${q.name}=REV): handoff resolves it with git, refuses one git does not know (exit 2), and writes its sha, subject and distance from HEAD.`);
  }
  if (kind.supersede === 'same-branch') out.push(`- A new ${kind.name} handoff supersedes the open one of the same repo and branch (kept, marked superseded, linked): \`handoff show latest --kind ${kind.name}\` is the current one.`);
  if (kind.returns === false) out.push(`- It expects no return: the brief ends with the \`handoff close ID\` line the new session runs once it has picked up, and \`handoff inbox\` never waits for it.`);
  return out.length ? ['How it moves on:', '', ...out] : [];
}

export async function run(ctx: Ctx, opts: { json?: boolean }, kindArg?: string): Promise<CommandResult> {
  const anchor = await captureWhere(ctx.cwd, { env: ctx.env });
  const set = await loadKinds({ repoRoot: anchor.repo, env: ctx.env });
  for (const e of set.errors) ctx.io.err(`handoff: warning: skipped a broken kind file: ${e.message}\n`);
  const kinds = [...set.kinds.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)); // not localeCompare: ICU costs ~6 ms
  // Printed commands run as written from a new terminal: this installation, and the store.
  const command = commandPrefix(ctx.env, locateStore(ctx.env, anchor.repo).dir);
  const guidance = readPrompt('compose.md');

  if (kindArg === undefined) {
    const text = [
      guidance.trimEnd(),
      '',
      '## Pick a kind',
      '',
      ...kinds.map((k) => `- ${k.name}: ${k.description}${k.source === 'built-in' ? '' : ` (${k.source}: ${k.file})`}`),
      '',
      'Then run `handoff prompt KIND` for its questions and the exact command to run.',
    ].join('\n');
    if (!opts.json) ctx.io.out(namedCommands(text, command) + '\n');
    return { json: { guidance: namedCommands(guidance, command), kinds: kinds.map((k) => ({ name: k.name, description: k.description, source: k.source, file: k.file, returns: k.returns !== false })) } };
  }

  const kind = set.kinds.get(kindArg);
  if (!kind) throw usageError(`unknown kind "${kindArg}"`, `known kinds: ${kinds.map((k) => k.name).join(', ')} (see: handoff kinds)`);
  const body = bodySkeleton(kind);
  if (!opts.json) ctx.io.out(composeGuide(kind, guidance, command));
  return {
    json: {
      kind: kind.name,
      description: kind.description,
      source: kind.source,
      file: kind.file,
      returns: kind.returns !== false,
      supersede: kind.supersede ?? 'never',
      firstStep: kind.firstStep ?? null,
      guidance: namedCommands(guidance, command),
      questions: kind.questions.map((q) => ({ ...q, flag: `--field ${q.name}=...` })),
      sections: sectionGuide(kind),
      body,
      command: newCommand(kind.name, body, command),
    },
  };
}
