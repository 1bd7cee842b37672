/** A label's text that is nothing but a link to another document ("Siguiente: [07. Crear bolsa](07-carrito.md).",
 *  "Next: <https://…/08-search.md>"): it points the reader elsewhere, to the next task's own brief, and names
 *  no work of this one. Read as a pointer with its label, never as what to deliver (QA 46 B2). */
export function onlyLinksAway(text: string): boolean {
  const t = text.trim().replace(/^(?:\*\*|__)|(?:\*\*|__)$/g, '').trim().replace(/[.;,。．]$/u, '').trim();
  return /^\[[^\]\n]+\]\([^)\s]+(?:[ \t]+"[^"\n]*")?\)$/.test(t) || /^<[a-z][\w+.-]*:[^>\s]+>$/i.test(t) || /^https?:\/\/\S+$/i.test(t);
}
