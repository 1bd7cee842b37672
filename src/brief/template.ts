// A kind's template body split into its sections, and the slots each one holds. Pure.

export interface KindChunk {
  /** The section heading ("" for text before the first heading). */
  heading: string;
  /** 1-based line of the heading inside the template body. */
  line: number;
  body: string;
  slots: string[];
}

const SLOT = /\{\{\s*([\w-]+)\s*\}\}/g;

export function slotsIn(text: string): string[] {
  return [...text.matchAll(SLOT)].map((m) => m[1]!);
}

export function kindChunks(template: string): KindChunk[] {
  const chunks: KindChunk[] = [];
  let cur: KindChunk = { heading: '', line: 0, body: '', slots: [] };
  const lines = template.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((line, i) => {
    const h = /^##[ \t]+(.+?)[ \t]*$/.exec(line);
    if (h) {
      if (cur.heading || cur.body.trim()) chunks.push(cur);
      cur = { heading: h[1]!, line: i + 1, body: '', slots: [] };
    } else {
      cur.body += line + '\n';
    }
  });
  if (cur.heading || cur.body.trim()) chunks.push(cur);
  for (const c of chunks) c.slots = slotsIn(c.body);
  return chunks;
}

/** Which section heading each slot is rendered under. */
export function slotHeadings(template: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const c of kindChunks(template)) for (const s of c.slots) if (c.heading && !map.has(s)) map.set(s, c.heading);
  return map;
}

/** What a template puts around a slot, so parsing can take it off again. */
export function slotFrame(template: string, slot: string): { prefix: string; suffix: string } | null {
  for (const c of kindChunks(template)) {
    if (c.slots.length !== 1 || c.slots[0] !== slot) continue;
    const body = c.body.trim();
    const at = body.search(SLOT);
    const m = /\{\{\s*[\w-]+\s*\}\}/.exec(body.slice(at))!;
    return { prefix: body.slice(0, at).trim(), suffix: body.slice(at + m[0].length).trim() };
  }
  return null;
}
