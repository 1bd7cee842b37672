// A kind file (front matter + template) -> Kind, with every problem named by line. Pure.

import type { Kind, KindQuestion } from '../brief/types.js';
import { FrontMatterError, parseFrontMatter, splitFrontMatter, type Scalar } from './frontmatter.js';
import { kindChunks, slotHeadings } from '../brief/template.js';

/** Slots the tool fills itself, not the kind's questions. */
export const GENERATED_SLOTS = new Set(['changed_files']);

export const KIND_NAME = /^[a-z][a-z0-9-]{0,30}$/;

export class KindError extends Error {
  constructor(readonly file: string, readonly line: number, readonly problem: string) {
    super(`${file}:${line}: ${problem}`);
  }
}

export function parseKind(name: string, src: string, file: string, source: Kind['source']): Kind {
  if (!KIND_NAME.test(name)) throw new KindError(file, 1, `kind name "${name}" must be lower case letters, digits and dashes`);
  const split = splitFrontMatter(src);
  if (!split) throw new KindError(file, 1, 'missing front matter: the file must start with a "---" line and close it with another');
  let fm;
  try {
    fm = parseFrontMatter(split.data, 2);
  } catch (e) {
    if (e instanceof FrontMatterError) throw new KindError(file, e.line, e.message);
    throw e;
  }
  const description = fm.description;
  if (typeof description !== 'string' || !description.trim()) throw new KindError(file, 2, 'front matter needs a one-line "description"');
  const rawQs = fm.questions ?? [];
  if (!Array.isArray(rawQs) || rawQs.some((q) => typeof q !== 'object')) throw new KindError(file, 2, '"questions" must be a list of "- name: ..." items');
  const qLine = (idx: number) => {
    // Best effort: the line of the idx-th "- " under questions.
    const lines = split.data.split('\n');
    let seen = -1;
    for (let i = 0; i < lines.length; i++) if (/^\s+-\s/.test(lines[i]!) && ++seen === idx) return i + 2;
    return 2;
  };
  const headings = slotHeadings(split.body);
  const questions: KindQuestion[] = (rawQs as Record<string, Scalar>[]).map((q, i) => {
    const str = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : q[k] === undefined ? undefined : String(q[k]));
    const qname = str('name');
    if (!qname) throw new KindError(file, qLine(i), `question ${i + 1} has no "name"`);
    if (!/^[a-z][a-z0-9_]*$/.test(qname)) throw new KindError(file, qLine(i), `question name "${qname}" must be lower case letters, digits and underscores`);
    const heading = headings.get(qname);
    if (!heading) throw new KindError(file, qLine(i), `question "${qname}" has no {{${qname}}} slot under a "## " heading in the template`);
    const choices = q.choices === undefined ? undefined : Array.isArray(q.choices) ? q.choices : [String(q.choices)];
    return {
      name: qname,
      heading,
      prompt: str('prompt') ?? heading,
      required: q.required === true,
      hint: str('hint'),
      default: str('default'),
      choices,
      multiline: q.multiline === true,
    };
  });
  const names = new Set(questions.map((q) => q.name));
  if (names.size !== questions.length) throw new KindError(file, 2, 'two questions have the same name');
  for (const chunk of kindChunks(split.body)) {
    for (const slot of chunk.slots) {
      if (!names.has(slot) && !GENERATED_SLOTS.has(slot)) {
        throw new KindError(file, split.bodyLine + chunk.line - 1, `slot {{${slot}}} is not filled by any question (questions: ${[...names].join(', ') || 'none'})`);
      }
    }
  }
  return { name, description: description.trim(), questions, template: split.body, source, file };
}
