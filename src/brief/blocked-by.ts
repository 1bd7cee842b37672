// A section that says what stands in the work's way ("## What's in our way", "## Blocked by", "## Was uns blockiert",
// "## Что мешает") and tells a failure there ("The reindex call fails with a 413 …"): that failure is a dead end of the
// brief, a thing tried that did not work, not Context (QA seventeenth set, B4). A section so named that tells no
// failure (a list of open blockers) stays where it was read. The heading's words are data (prompts/headings.txt
// brief.blockedBy), and so are the words that tell a failure (brief.failsCue, whole words; Chinese and Japanese as
// written). Pure.

import { headingScore, headingTable, toPhrase } from './headings.js';

/** Whether a heading names what stands in the work's way. */
export const namesBlocker = (heading: string): boolean => headingScore(heading, 'brief.blockedBy') >= 3;

/** Whether a section's text tells a failure ("fails with a 413", "schlägt fehl", "падает", "失败"). */
export function toldFailure(text: string): boolean {
  const cues = headingTable().get('brief.failsCue') ?? [];
  const p = toPhrase(text.slice(0, 4000).replace(/[*_`]/g, ' '));
  const joined = ` ${p.words.join(' ')} `;
  return cues.some((q) => (q.cjk ? q.flat !== '' && text.includes(q.flat) : q.words.length > 0 && joined.includes(` ${q.words.join(' ')} `)));
}
