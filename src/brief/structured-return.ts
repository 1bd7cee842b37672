// A return read from a structured report (a JSON body, a SARIF report): the same record whichever reader filled it,
// with its "no finding" line both where the written return lays it out and where the reader of the return looks. Pure.

import type { JsonReturn } from './json-return.js';
import type { NoFindings } from './render.js';

/** What a structured reader found; `none`: the line that says there is no finding, when there is none. */
export type StructuredParts = Pick<JsonReturn, 'answers' | 'given' | 'extra' | 'placement' | 'outcomeFrom' | 'findingCount'> & { none: NoFindings | undefined; because: string };

/** The return a structured reader's parts make (no template text: a report has none). */
export function structuredReturn({ answers, given, extra, placement, outcomeFrom, none, because, findingCount }: StructuredParts): JsonReturn {
  return {
    answers,
    given,
    extra,
    placeholders: [],
    placement,
    outcomeFrom,
    layout: none ? { noFindings: none } : {},
    ...(none ? { noFindings: none } : {}),
    reading: { type: 'return', because },
    findingCount,
  };
}
