import { lazyRegExp } from './lazy-regexp.js';
// An executive summary's list that names, in other words, findings stated in detail under their own headings (QA 38
// class 1b): "### Principais Descobertas" / "⚠️ **Problemas Críticos Encontrados:**" / "1. **Múltiplas conexões
// WebSocket potenciais** (Alto risco)" above "### 1. Múltiplas Conexões WebSocket Duplicadas" and its detail. A person
// counts each finding once, where it is stated; the list sums them up and is kept under its heading. Its items carry
// no id (cited-recaps.ts) and are no copies of the titles (recaps.ts): they share the title's main words. Pure.

/** A label line over the items ("⚠️ **Problemas Críticos Encontrados:**", "**Key issues:**"): nothing after the colon. */
const LABEL = lazyRegExp(() => /^[^\p{L}\p{N}]{0,6}[*_]{0,3}[^\n:：]{2,60}[:：][*_]{0,3}[ \t]*$/u);

/** An item led by its title in bold, after a mark or a number ("⚠️ **…**", "1. **…**"). */
const BOLD_LEAD = lazyRegExp(() => /^[^\p{L}\p{N}*_]{0,6}(?:\d{1,3}[.)][ \t]+)?(?:\*\*|__)\S/u);

/** Does an item (its title's words, stemmed) name the stated title? Two words of four letters or more shared, and
 *  half the title's words at least: "useEffect com dependências que causam loops" names "Dependências de useEffect
 *  Incompletas"; "Missing tests for the lexer" does not name "Missing validation in the parser". */
function names(item: ReadonlySet<string>, title: ReadonlySet<string>): boolean {
  const shared = [...title].filter((w) => item.has(w));
  return shared.filter((w) => w.length >= 4).length >= 2 && shared.length * 2 >= title.size;
}

/**
 * Are `items` (a section's findings as read: whole texts) a summary of findings stated elsewhere (`stated`: the title
 * words of findings with detail, in other sections)? Every item is one line, a label line or one naming a different
 * stated finding, and two at least name one. `wordsOf` gives a text's title words (stemmed as the caller compares).
 */
export function namesStatedInWords(items: readonly string[], stated: readonly (readonly string[])[], wordsOf: (text: string) => string[]): boolean {
  if (items.length < 2 || stated.length < 2) return false;
  const titles = stated.map((t) => new Set(t));
  const used = new Set<number>();
  let named = 0;
  for (const t of items) {
    const text = t.trim();
    if (text.includes('\n')) return false;
    if (LABEL.test(text)) continue;
    // (A summary's item is a title, in bold: "1. **Token no localStorage** (Alto risco)". A plain item that shares
    // words with a finding, "- Sin índices compuestos en `Calculo` …", is a finding of its own.)
    if (!BOLD_LEAD.test(text)) return false;
    const mine = new Set(wordsOf(text));
    const j = titles.findIndex((title, j) => !used.has(j) && names(mine, title));
    if (j < 0) return false;
    used.add(j);
    named++;
  }
  return named >= 2;
}
