// The reader of a return's markdown that `return` and `lint` share, for a body and for the answer an agent CLI's JSON
// output wraps (json-return.ts): the return template's example text dropped (prompts/return.md), the rest read by
// returns.ts importReturn. They differ only in what they pass: `return` names its handoff (the tool's own return
// for it coming back has its header written anew) and honours --force; lint has no handoff, and reads an answer
// the JSON says is the agent's as a return whatever it looks like (force).

import { importReturn, returnPlaceholders, type ImportedReturn } from '../brief/returns.js';
import { readPrompt } from '../io/data.js';

export const answerReader =
  (how: { forId?: string; force: boolean }) =>
  (text: string): ImportedReturn =>
    importReturn(text, returnPlaceholders(readPrompt('return.md')), how.forId, how.force);
