// A paragraph that describes the return itself above its findings ("This file is the production-readiness roadmap for
// …", "Each entry follows: what the risk is, why we're unsure, how to test.", "Ce rapport liste …", "本文件记录 …"): the
// lead of the findings below it, never one of them. Its first sentence opens with a phrase of prompts/headings.txt
// return.aboutDoc. Pure apart from reading prompts/ once.

import { headingTable } from './headings.js';
import { opensWith, sentencesOf } from './says-why.js';

/** Does a paragraph's first sentence say what the document or its entries are ("This file is …", "Each entry …")? */
export function documentLead(text: string): boolean {
  const first = sentencesOf(text.slice(0, 2000))[0];
  return first !== undefined && opensWith(first, headingTable().get('return.aboutDoc') ?? []);
}
