// The other forms of a status participle that agrees with its subject: "Auditoría completada" (prompts list
// "completado"), "Auditoria concluída" ("concluído"), "Аудит завершен" ("завершено"), "Correction terminée"
// ("terminé"). A writer puts the word in the gender and number of what finished; the list holds one or two forms.
// Pure: a listed word in, its sibling forms out (never the word itself).
import { lazyRegExp } from './lazy-regexp.js';

/** Spanish/Portuguese past participles (-ado, -ido, -ído, -cho, -to, -so): -o, -a, -os, -as. */
const ROMANCE_O = lazyRegExp(() => /^\p{L}{2,}(?:ad|id|íd|ch|t|s)[oa]s?$/u);
/** French past participles: -é, -ée, -és, -ées. */
const FRENCH_E = lazyRegExp(() => /^\p{L}{3,}é(?:e|s|es)?$/u);
/** Russian short passive participles: -ен/-ён, -ена, -ено, -ены (and -ан, -ана, -ано, -аны: "сделано"). */
const RUSSIAN = lazyRegExp(() => /^(\p{Script=Cyrillic}{3,}?)(?:ен|ён|ена|ено|ены|ан|ана|ано|аны)$/u);

export function inflections(word: string): string[] {
  // Only a single word: "не завершено" or "bloqueado por" keep their own forms in the list.
  if (/\s/.test(word)) return [];
  const w = word.toLowerCase();
  const out = new Set<string>();
  if (ROMANCE_O.test(w)) {
    const stem = w.replace(/[oa]s?$/u, '');
    for (const end of ['o', 'a', 'os', 'as']) out.add(stem + end);
  } else if (FRENCH_E.test(w)) {
    const stem = w.replace(/é(?:e|s|es)?$/u, '');
    for (const end of ['é', 'ée', 'és', 'ées']) out.add(stem + end);
  } else {
    const m = RUSSIAN.exec(w);
    if (m) {
      const vowel = /(?:ан|ана|ано|аны)$/u.test(w) ? 'а' : 'е';
      const ends = vowel === 'а' ? ['ан', 'ана', 'ано', 'аны'] : ['ен', 'ён', 'ена', 'ено', 'ены'];
      for (const end of ends) out.add(m[1] + end);
    }
  }
  out.delete(w);
  return [...out];
}
