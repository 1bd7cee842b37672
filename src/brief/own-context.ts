import { headingScore } from './headings.js';

/**
 * A heading that names the session's own context rather than what the work found: the writer's own mistakes in the
 * session ("My mistakes this session", "Erros meus nesta sessão", "Meine Fehler"), or the earlier finding a follow-up
 * quotes before tracing it ("1.1 Original finding", "1.1 原始发现"). Named so when the heading is or opens with such a
 * phrase (prompts/headings.txt return.ownMistakes, return.quotedFinding); "Fixes for the original finding" is not.
 */
export function ownContext(heading: string): boolean {
  return headingScore(heading, 'return.ownMistakes') >= 3 || headingScore(heading, 'return.quotedFinding') >= 3;
}
