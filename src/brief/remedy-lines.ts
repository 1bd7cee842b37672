// A line of a finding that says what to do about it, under its label ("- Recomendación: eliminar el envío de `apiKey`.
// Asegurar `server/.env` en `.gitignore` (verificado).", "**Fix:** add a guard (verified)", "建议：……（已验证）"): a
// verification word there is said of the remedy or of a detail of it, not of the finding (QA 34 class 8). Pure but
// for the word list, prompts/verification.txt `remedy:`.

import { readPrompt } from '../paths.js';
import { keyedWords } from './keyed-words.js';
import { labelOf } from './label.js';

let words: Set<string> | undefined;
const remedyWords = () => (words ??= new Set(keyedWords(readPrompt('verification.txt'), 'remedy').map(key)));
const key = (s: string) => s.replace(/[*_`]+/g, '').replace(/[ \t]*[(（][^)）]{0,40}[)）]$/u, '').trim().toLowerCase().replace(/\s+/g, ' ');

/** Whether a line opens with a remedy's label ("Recomendación", "Suggested fix", "Empfehlung", "建议"). */
export function remedyLabel(line: string): boolean {
  const l = labelOf(line);
  return l !== null && remedyWords().has(key(l.label));
}

/** `text` with the lines its remedy labels open blanked (spaces, so positions in it are positions in `text`), with the
 *  lines that wrap them (indented, no item of their own); its first line, the finding's title, is kept. */
export function withoutRemedyLines(text: string): string {
  if (!/[:：]/.test(text)) return text;
  const lines = text.split('\n');
  let changed = false;
  let inRemedy = false;
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i]!;
    // (A label alone over its steps, "**Mitigation**:" / "- ✅ check the session", stays: the finding's reading knows
    // such a remedy's ticks from a proof's, status-fields.test.ts.)
    if (remedyLabel(l)) inRemedy = !/[:：][*_ \t]*$/.test(l);
    else if (!(inRemedy && /^[ \t]+\S/.test(l) && !/^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]/.test(l))) inRemedy = false;
    if (inRemedy) {
      lines[i] = ' '.repeat(l.length);
      changed = true;
    }
  }
  return changed ? lines.join('\n') : text;
}
