// A kind file (front matter + template) -> Kind, with every problem named by line. Pure.

import type { Kind, KindQuestion } from '../brief/types.js';
import { FrontMatterError, parseFrontMatter, splitFrontMatter, type Scalar } from './frontmatter.js';
import { kindChunks, slotHeadings } from '../brief/template.js';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_HEADING, matchesSection, normalizeHeading } from '../brief/sections.js';

/**
 * Slots the tool fills itself, not the kind's questions: the files a review covers, and where the origin
 * stood (branch, HEAD and uncommitted work), for kinds that hand a whole line of work on.
 */
export const GENERATED_SLOTS = new Set(['changed_files', 'working_tree', 'origin_branch', 'origin_head']);

export const KIND_NAME = /^[a-z][a-z0-9-]{0,30}$/;

export const TOP_KEYS = ['description', 'questions', 'returns', 'supersede', 'first_step'];
export const QUESTION_KEYS = ['name', 'prompt', 'required', 'hint', 'default', 'choices', 'multiline', 'type', 'draft', 'aliases'];
/** Parts of a session transcript's draft a question can start from: what was done, the last request. */
const DRAFT_PARTS = ['context', 'request'] as const;
const QUESTION_TYPES = ['text', 'commit'] as const;
const SUPERSEDE = ['never', 'same-branch'] as const;

export class KindError extends Error {
  constructor(readonly file: string, readonly line: number, readonly problem: string) {
    super(`${file}:${line}: ${problem}`);
  }
}

/** 1-based file lines of the top-level keys and of each "- " item under `questions:`. */
function frontMatterLines(data: string): { keys: Map<string, number>; items: number[] } {
  const keys = new Map<string, number>();
  const items: number[] = [];
  let inQuestions = false;
  data.split('\n').forEach((raw, i) => {
    const line = i + 2; // the data starts on the file's line 2, after the opening "---"
    const top = /^([A-Za-z_][\w-]*)\s*:/.exec(raw);
    if (top) {
      keys.set(top[1]!, line);
      inQuestions = top[1] === 'questions';
    } else if (inQuestions && /^\s+-(\s|$)/.test(raw)) items.push(line);
  });
  return { keys, items };
}

export function parseKind(name: string, src: string, file: string, source: Kind['source']): Kind {
  if (!KIND_NAME.test(name)) throw new KindError(file, 1, `the file name makes the kind's name, and "${name}" must be lower case letters, digits and dashes (at most 31)`);
  const split = splitFrontMatter(src);
  if (!split) {
    if (/^\uFEFF?---\r?\n/.test(src)) throw new KindError(file, 1, 'the front matter opened here is never closed: end it with a line of "---" before the template');
    throw new KindError(file, 1, 'missing front matter: the file must start with a "---" line, then "description: ...", then a closing "---" line');
  }
  let fm;
  try {
    fm = parseFrontMatter(split.data, 2);
  } catch (e) {
    if (e instanceof FrontMatterError) throw new KindError(file, e.line, e.message);
    throw e;
  }
  const at = frontMatterLines(split.data);
  const keyLine = (k: string) => at.keys.get(k) ?? 2;
  for (const k of Object.keys(fm)) {
    if (!TOP_KEYS.includes(k)) throw new KindError(file, keyLine(k), `unknown front matter key "${k}" (a kind has: ${TOP_KEYS.join(', ')})`);
  }
  const description = fm.description;
  if (typeof description !== 'string' || !description.trim()) {
    throw new KindError(file, keyLine('description'), 'front matter needs a one-line "description: ..." (shown by handoff kinds)');
  }
  const rawQs = fm.questions ?? [];
  if (!Array.isArray(rawQs) || rawQs.some((q) => typeof q !== 'object')) {
    throw new KindError(file, keyLine('questions'), '"questions" must be a list of items, each starting with "- name: ..." on its own line');
  }
  const qLine = (idx: number) => at.items[idx] ?? keyLine('questions');
  const headings = slotHeadings(split.body);
  const questions: KindQuestion[] = (rawQs as Record<string, Scalar>[]).map((q, i) => {
    const line = qLine(i);
    const str = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : q[k] === undefined ? undefined : String(q[k]));
    const bool = (k: string) => {
      if (q[k] === undefined) return false;
      if (typeof q[k] !== 'boolean') throw new KindError(file, line, `question ${i + 1}: "${k}" must be true or false, not ${JSON.stringify(q[k])}`);
      return q[k] as boolean;
    };
    const unknown = Object.keys(q).find((k) => !QUESTION_KEYS.includes(k));
    if (unknown) throw new KindError(file, line, `question ${i + 1} has an unknown key "${unknown}" (a question has: ${QUESTION_KEYS.join(', ')})`);
    const qname = str('name');
    if (!qname) throw new KindError(file, line, `question ${i + 1} has no "name" (the slot {{name}} it fills and the --field name=... that answers it)`);
    if (!/^[a-z][a-z0-9_]*$/.test(qname)) throw new KindError(file, line, `question name "${qname}" must be lower case letters, digits and underscores`);
    if (GENERATED_SLOTS.has(qname)) throw new KindError(file, line, `question name "${qname}" is reserved: handoff fills {{${qname}}} itself`);
    const heading = headings.get(qname);
    if (!heading) throw new KindError(file, line, `question "${qname}" has no {{${qname}}} slot under a "## " heading in the template`);
    const choices = q.choices === undefined ? undefined : Array.isArray(q.choices) ? q.choices : [String(q.choices)];
    if (choices && !choices.length) throw new KindError(file, line, `question "${qname}": "choices" is empty`);
    const dflt = str('default');
    if (choices && dflt !== undefined && !choices.includes(dflt)) throw new KindError(file, line, `question "${qname}": the default "${dflt}" is not one of its choices (${choices.join(', ')})`);
    const type = str('type') ?? 'text';
    if (!(QUESTION_TYPES as readonly string[]).includes(type)) throw new KindError(file, line, `question "${qname}": "type" must be one of: ${QUESTION_TYPES.join(', ')} (not "${type}")`);
    if (type === 'commit' && choices) throw new KindError(file, line, `question "${qname}": a commit question cannot have "choices"`);
    const aliases = q.aliases === undefined ? undefined : Array.isArray(q.aliases) ? q.aliases : [String(q.aliases)];
    if (aliases && !aliases.length) throw new KindError(file, line, `question "${qname}": "aliases" is empty (a list of other headings, e.g. [next steps, todo])`);
    const draft = str('draft');
    if (draft !== undefined && !(DRAFT_PARTS as readonly string[]).includes(draft)) throw new KindError(file, line, `question "${qname}": "draft" must be one of: ${DRAFT_PARTS.join(', ')} (the part of a session transcript's draft that starts the answer)`);
    return {
      name: qname,
      heading,
      prompt: str('prompt') ?? heading,
      required: bool('required'),
      hint: str('hint'),
      default: dflt,
      choices,
      multiline: bool('multiline'),
      ...(type === 'commit' ? { type: 'commit' as const } : {}),
      ...(draft ? { draft: draft as (typeof DRAFT_PARTS)[number] } : {}),
      ...(aliases ? { aliases } : {}),
    };
  });
  const seen = new Set<string>();
  questions.forEach((q, i) => {
    if (seen.has(q.name)) throw new KindError(file, qLine(i), `two questions are named "${q.name}"`);
    seen.add(q.name);
  });
  const own = [...BRIEF_HEAD, ...BRIEF_TAIL];
  const chunkHeadings = new Map<string, number>();
  for (const chunk of kindChunks(split.body)) {
    const line = split.bodyLine + chunk.line - 1;
    if (chunk.heading) {
      // A kind section named like one of the brief's own would be read back as that section.
      // (Its own heading only: other phrases a section is known by lose to a kind's own heading.)
      const clash = own.find((spec) => normalizeHeading(chunk.heading) === normalizeHeading(spec.heading));
      if (clash || matchesSection(chunk.heading, { heading: RETURN_HEADING, aliases: [], key: 'return' })) {
        throw new KindError(file, line, `the heading "${chunk.heading}" would be read as the brief's own "${clash?.heading ?? RETURN_HEADING}" section; name it differently`);
      }
      const key = chunk.heading.toLowerCase();
      if (chunkHeadings.has(key)) throw new KindError(file, line, `the heading "${chunk.heading}" is used twice (first on line ${chunkHeadings.get(key)})`);
      chunkHeadings.set(key, line);
    }
  }
  split.body.split('\n').forEach((text, i) => {
    for (const m of text.matchAll(/\{\{\s*([\w-]+)\s*\}\}/g)) {
      const slot = m[1]!;
      if (!seen.has(slot) && !GENERATED_SLOTS.has(slot)) {
        throw new KindError(file, split.bodyLine + i, `slot {{${slot}}} is not filled by any question (questions: ${[...seen].join(', ') || 'none'})`);
      }
    }
  });
  const flow = lineFlags(fm, file, keyLine, seen);
  return { name, description: description.trim(), questions, template: split.body, source, file, ...flow };
}

/** The front matter keys that change how a handoff of this kind moves on: returns, supersede, first_step. */
function lineFlags(fm: ReturnType<typeof parseFrontMatter>, file: string, keyLine: (k: string) => number, questions: Set<string>): Pick<Kind, 'returns' | 'supersede' | 'firstStep'> {
  const out: Pick<Kind, 'returns' | 'supersede' | 'firstStep'> = {};
  if (fm.returns !== undefined) {
    if (typeof fm.returns !== 'boolean') throw new KindError(file, keyLine('returns'), '"returns" must be true or false (false: no return is expected; the brief says to close it once picked up)');
    if (!fm.returns) out.returns = false;
  }
  if (fm.supersede !== undefined) {
    if (typeof fm.supersede !== 'string' || !(SUPERSEDE as readonly string[]).includes(fm.supersede)) {
      throw new KindError(file, keyLine('supersede'), `"supersede" must be one of: ${SUPERSEDE.join(', ')} (same-branch: a new one supersedes the open one of this kind on the same repo and branch)`);
    }
    if (fm.supersede === 'same-branch') out.supersede = 'same-branch';
  }
  if (fm.first_step !== undefined) {
    if (typeof fm.first_step !== 'string' || !fm.first_step.trim()) throw new KindError(file, keyLine('first_step'), '"first_step" must be one line of text (what the First step section opens with)');
    for (const m of fm.first_step.matchAll(/\{\{\s*([\w-]+)\s*\}\}/g)) {
      if (!questions.has(m[1]!) && !GENERATED_SLOTS.has(m[1]!)) {
        throw new KindError(file, keyLine('first_step'), `"first_step" uses {{${m[1]}}}, which no question fills (questions: ${[...questions].join(', ') || 'none'}; or: ${[...GENERATED_SLOTS].join(', ')})`);
      }
    }
    out.firstStep = fm.first_step.trim();
  }
  return out;
}
