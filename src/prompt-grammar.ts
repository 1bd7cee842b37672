// The line grammar of the data files in prompts/, checked when a file is first read (paths.ts readPrompt) and by
// test/unit/prompts-grammar.test.ts over every file. The readers skip a line that is not theirs without a word, so
// a merge's conflict markers left in prompts/outcomes.txt ("<<<<<<< HEAD" … "=======" … ">>>>>>> branch") built and
// ran, both sides' lines counting. Now such a line is an error naming file:line. Pure; one pass over the lines.
//
//   *.txt (word lists)        `key: words` (a key without "#" or ":", words after it), `#` comments, blank lines
//   phrases.txt, harnesses.txt  `a | b [| c]` (their parsers read the fields; harnesses.txt's parser also throws)
//   anything else (*.md …)    free text, but never a merge's conflict marker line

const MARKER = /^(?:<{7}|>{7}|\|{7})(?:[ \t]|$)|^={7}[ \t]*$/;
const KEYED = /^[ \t]*[^:#\s][^:#]*:[ \t]*\S/;
const PIPED = /^[^|]*\S[^|]*\|[ \t]*\S/;

/** The grammar of a prompts/ file, by its name (a path under prompts/, "/"-separated). */
export const promptGrammar = (name: string): 'keyed' | 'piped' | 'text' =>
  /(?:^|\/)(?:phrases|harnesses)\.txt$/.test(name) ? 'piped' : /\.txt$/.test(name) ? 'keyed' : 'text';

/** The first line of `text` (prompts/`name`) that its grammar does not allow, as "prompts/name:N: why", or null. */
export function promptLineError(name: string, text: string): string | null {
  const g = promptGrammar(name);
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!.replace(/\r$/, '');
    if (MARKER.test(l)) return `prompts/${name}:${i + 1}: a merge-conflict marker line: ${l}`;
    if (g === 'text') continue;
    const t = l.trim();
    if (!t || t.startsWith('#')) continue;
    if (g === 'keyed' ? !KEYED.test(l) : !PIPED.test(l)) return `prompts/${name}:${i + 1}: not ${g === 'keyed' ? '"key: words"' : '"phrase | hint"'}: ${l}`;
  }
  return null;
}

/** The keys of a keyed word list (prompts/`name`) that `known` does not hold, each as "prompts/name:N: unknown key
 *  "k"": a misspelled key ("answred: …") parses, and its words silently count for nothing (rules19). Pure. */
export function promptKeyErrors(name: string, text: string, known: (key: string) => boolean): string[] {
  if (promptGrammar(name) !== 'keyed') return [];
  const out: string[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^[ \t]*([^:#\s][^:#]*?)[ \t]*:/.exec(lines[i]!);
    if (m && !known(m[1]!)) out.push(`prompts/${name}:${i + 1}: unknown key "${m[1]}"`);
  }
  return out;
}
