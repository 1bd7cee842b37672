// What `return --body` and `new task --body` store for a document, in-process (the steps the commands take:
// import, the outcome and required answers as flags would give them, compose), and what `pull` reads of a
// stored return. For the properties of test/unit/written-fixpoint.test.ts: what the tool wrote reads back
// the same.

import { readFileSync } from 'node:fs';
import { composeReturn, importReturn, layoutFor, normalizeReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { importBrief } from '../../src/brief/body.js';
import { composeBrief } from '../../src/brief/compose.js';
import { findingsData } from '../../src/brief/findings.js';
import { parseDoc } from '../../src/brief/document.js';
import { returnFromDoc } from '../../src/brief/read-return.js';
import { parsePhrases } from '../../src/brief/lint.js';
import { normalizeBrief } from '../../src/brief/answers.js';
import { mergePointers } from '../../src/brief/pointer-merge.js';
import { renderBrief } from '../../src/brief/render.js';
import { loadKinds } from '../../src/kinds/load.js';
import type { Anchor, Kind } from '../../src/brief/types.js';

const prompt = (n: string) => readFileSync(new URL(`../../prompts/${n}`, import.meta.url), 'utf8');
export const RETURN_TEMPLATE = prompt('return.md');
export const placeholders = returnPlaceholders(RETURN_TEMPLATE);
export const phrases = parsePhrases(prompt('phrases.txt'));
export const kinds = (await loadKinds({ repoRoot: null, env: { HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent' } })).kinds;
export const taskKind = kinds.get('task')!;
const anchor: Anchor = { repo: '/r', branch: 'main', detached: false, head: null, headShort: null, dirty: [], untracked: [], cwd: '/r' };

/** `return <id> --body D` (with --outcome answered when D states none): the import and the stored markdown. */
export function storeReturn(md: string, id: string) {
  const imported = importReturn(md, placeholders, id);
  const answers = normalizeReturn(imported.given.has('outcome') ? imported.answers : { ...imported.answers, outcome: 'answered' });
  const composed = composeReturn(answers, { id, n: 1, briefTitle: 'T', created: 'now', anchor }, { phrases }, imported.extra, layoutFor(answers, imported));
  return { imported, composed, stored: composed.markdown, findings: findingsData(composed.answers.findings, imported.layout.findingGroups) };
}

/** `pull --json`'s findings and answers of a stored return. */
export function pulled(md: string) {
  const r = returnFromDoc(parseDoc(md));
  return { answers: r.answers, extra: r.extra.map((x) => x.heading), findings: findingsData(r.answers.findings, r.layout.findingGroups) };
}

/** `new <kind> --body B` (a title and the required answers by flags when B lacks them): the import and the stored markdown. */
export function storeBrief(md: string, id: string, kind: Kind = taskKind) {
  const imported = importBrief(md, kind);
  imported.answers.pointers = mergePointers(imported.answers.pointers);
  const a = normalizeBrief(imported.answers);
  if (!a.title) a.title = 'T';
  for (const k of ['why', 'deliver', 'firstStep'] as const) if (!a[k].trim()) a[k] = `given by --${k}`;
  for (const q of kind.questions) if (q.required && !a.fields[q.name]?.trim()) a.fields[q.name] = `given by --field ${q.name}`;
  const meta = { id, created: 'now', origin: anchor, returnTemplate: RETURN_TEMPLATE, ...(imported.cutFrom ? { cutFrom: imported.cutFrom } : {}) };
  const composed = composeBrief(kind, a, meta, { phrases }, imported.extra, imported.notes);
  return { imported, composed, stored: composed.markdown };
}

/** A stored document apart from what differs by design between two handoffs: their ids, and a brief's
 *  "Cut from" header line (which names the brief it was cut from). */
export function apartFromIds(md: string): string {
  return md.replace(/\b[a-z]+-[ab]-abcd\b/g, 'ID').replace(/ {2}\n\*\*Cut from:\*\* [^\n]*/, '');
}

/** A brief in a writer's words: a label over a path in the intro, a section of work done with a sub-heading,
 *  the required answers under loose names. */
export const IMPORTER_BRIEF = [
  '# Speed up the importer',
  '',
  'The importer reads the CSV twice. Details: `docs/importer.md`',
  '',
  '## Why',
  '',
  'Nightly imports take 40 minutes.',
  '',
  '## Deliver',
  '',
  'One pass over the file, same rows out.',
  '',
  "## What's done",
  '',
  '### Parser',
  '- the row parser is streaming now',
  '',
  '## First step',
  '',
  'Profile `src/import/read.ts`.',
  '',
  '| Field | Value |',
  '|---|---|',
  '| Owner | data team |',
  '',
].join('\n');

/** `new task --body D` as far as the brief it renders: the import and the written markdown (a fixed origin and id). */
export function renderedBrief(md: string) {
  const r = importBrief(md, taskKind);
  const meta = { id: 'task-tide-tables-abcd', created: '2026-01-02 03:04 UTC', origin: { ...anchor, head: '1234567890abcdef1234567890abcdef12345678', headShort: '1234567' }, returnTemplate: '' };
  return { r, out: renderBrief(taskKind, r.answers, meta, r.extra, r.notes) };
}

/** The text of one section of a written brief, under its "## " heading ('' when it is not written). */
export function writtenSection(out: string, name: string): string {
  const at = out.indexOf(`\n## ${name}\n`);
  if (at < 0) return '';
  const rest = out.slice(at + name.length + 5);
  const end = rest.search(/\n## /);
  return end < 0 ? rest : rest.slice(0, end);
}
