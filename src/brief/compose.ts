// Render, redact and lint in one step: what `new` previews and saves. Pure (lookups are passed in).

import type { BriefAnswers, Kind, Redaction } from './types.js';
import { renderBrief, type ExtraSection, type HeadingNotes } from './render.js';
import type { ListNumbers } from './list-numbers.js';
import { redact } from './redact.js';
import { lintDoc, type LintOptions, type LintResult } from './lint.js';
import { parseDoc } from './document.js';
import { scanRendered } from './blocks.js';
import { mapStrings } from './answers.js';
import type { ChangedFile } from '../scene/parse.js';

export interface Composed {
  markdown: string;
  answers: BriefAnswers;
  redactions: Redaction[];
  lint: LintResult;
}

export function composeBrief(
  kind: Kind,
  answers: BriefAnswers,
  meta: Parameters<typeof renderBrief>[2],
  lintOpts: Omit<LintOptions, 'type' | 'kind'>,
  extra: ExtraSection[] = [],
  notes: HeadingNotes = {},
  numbers: ListNumbers = {},
): Composed {
  const raw = renderBrief(kind, answers, meta, extra, notes, numbers);
  const { text, redactions } = redact(raw);
  // The brief as rendered is read without marked where its shape allows (blocks.ts scanRendered).
  const known = scanRendered(text);
  const lint = lintDoc(text, { ...lintOpts, type: 'brief', kind, doc: known ? parseDoc(text, known) : undefined });
  return { markdown: text, answers: mapStrings(answers, (s) => redact(s).text), redactions, lint };
}

/** Re-lint a brief the person edited by hand: redact it again, keep its text. */
export function recomposeEdited(kind: Kind, markdown: string, lintOpts: Omit<LintOptions, 'type' | 'kind'>): Omit<Composed, 'answers'> {
  const { text, redactions } = redact(markdown);
  return { markdown: text, redactions, lint: lintDoc(text, { ...lintOpts, type: 'brief', kind }) };
}

const MAX_FILES = 60;

export function renderChangedFiles(files: ChangedFile[], range: string): string {
  if (!files.length) return `No changed files found (${range}).`;
  const rows = files.slice(0, MAX_FILES).map((f) => {
    const counts = f.binary ? 'binary' : `+${f.added} −${f.deleted}`;
    const what = f.status && f.status !== 'modified' ? `, ${f.status}${f.from ? ` from \`${f.from}\`` : ''}` : '';
    return `- \`${f.path}\` (${counts}${what})`;
  });
  const more = files.length > MAX_FILES ? [`- and ${files.length - MAX_FILES} more files`] : [];
  const total = files.reduce((n, f) => n + f.added + f.deleted, 0);
  return [`${files.length} file${files.length === 1 ? '' : 's'}, ${total} line${total === 1 ? '' : 's'} changed:`, '', ...rows, ...more].join('\n');
}

