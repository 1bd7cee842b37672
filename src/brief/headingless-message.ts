// A brief written as a message with no heading at all, pasted as it is ("Run /trimtab to find the work, then …
// The critical gap: LLM calls are dry-run only. … Fix these."): after the sentences read by their leads
// (prose-brief.ts), its first sentence that opens with a verb of work (prompts/headings.txt brief.stepVerb, and
// the reading verbs of brief.readStep) is where to start; a paragraph read as the why that closes on such a
// request says, after its first sentence, what to deliver. Nothing else is guessed: a message that reports
// ("I checked the cart and found two bugs.") opens no sentence with such a verb. Pure.

import { headingTable, toPhrase, type Phrase } from './headings.js';
import type { ParsedDoc } from './document.js';
import type { ProsePart } from './prose-brief.js';
import { paragraphText } from './paragraph-place.js';

/** Whether the document is a message without any heading, title or marker: paragraphs (and lists) only. */
export function headingless(doc: ParsedDoc): boolean {
  return !doc.marker && doc.title === null && !doc.sections.some((s) => s.level > 0) && doc.blocks.top.some((b) => b.token.type === 'paragraph');
}

interface Sentence {
  text: string;
  from: { line: number; col: number };
  to: { line: number; col: number };
}

/** The sentences of each top-level paragraph in lines [from, to), by paragraph: ended by ".", "!", "?", ";" (and
 *  their CJK forms) before a blank or the end, never by a line break (a wrapped sentence stays whole). */
function paragraphs(doc: ParsedDoc, from: number, to: number): Sentence[][] {
  const { lines, literal } = doc.blocks;
  const out: Sentence[][] = [];
  for (const b of doc.blocks.top) {
    if (b.token.type !== 'paragraph' || b.line < from || b.end > to || literal[b.line]) continue;
    const { text, where } = paragraphText(lines, b);
    const list: Sentence[] = [];
    let at = 0;
    for (const m of text.matchAll(/[.!?;](?=[ \t\n]|$)|[。！？；]/gu)) {
      const end = m.index + m[0].length;
      push(at, end);
      at = end;
    }
    push(at, text.length);
    function push(a: number, z: number): void {
      while (a < z && /\s/.test(text[a]!)) a++;
      let e = z;
      while (e > a && /\s/.test(text[e - 1]!)) e--;
      if (e > a) list.push({ text: text.slice(a, e), from: where(a), to: where(e) });
    }
    if (list.length) out.push(list);
  }
  return out;
}

/** Whether a sentence opens with a verb of work or of reading ("Run …", "Fix these.", "Behebe …", "修复…"). */
function opensWithVerb(sentence: string, verbs: readonly Phrase[]): boolean {
  const p = toPhrase(sentence.slice(0, 80).replace(/[*_`]/g, ''));
  // (A CJK verb followed by its perfective, "修复了登录问题。", reports what was done: no request.)
  return verbs.some((q) => (q.cjk ? q.flat !== '' && p.flat.startsWith(q.flat) && !/^[了过過完]/u.test(p.flat.slice(q.flat.length)) : q.words.length > 0 && q.words.every((w, i) => p.words[i] === w)));
}

const part = (key: string, s: Sentence[], lead: string): ProsePart => {
  // (Sentences ended by a CJK stop run on without a blank.)
  const text = s.map((x, i) => (i > 0 && !/[。！？；]$/u.test(s[i - 1]!.text) ? ' ' : '') + x.text).join('');
  return { key, text, source: text, lead, from: s[0]!.from, to: s[s.length - 1]!.to };
};

/**
 * In a heading-less message, the answers its verbs give: `firstStep`, its first sentence that opens with a verb of
 * work or reading (not one the parts already read hold); `deliver` and a shorter `why`, when the why read by its
 * lead is a whole paragraph of two or more sentences whose last opens with a verb of work (the request: "Fix
 * these."): the why keeps its first sentence, the rest is what to deliver.
 */
export function verbAnswers(doc: ParsedDoc, taken: readonly ProsePart[], want: { firstStep: boolean; deliver: boolean }, why?: ProsePart): { firstStep?: ProsePart; deliver?: ProsePart; why?: ProsePart } {
  const table = headingTable();
  const work = table.get('brief.stepVerb') ?? [];
  const read = table.get('brief.readStep') ?? [];
  const paras = paragraphs(doc, doc.preambleLines[0], doc.preambleLines[1]);
  const inside = (s: Sentence, p: ProsePart) => (s.from.line > p.from.line || (s.from.line === p.from.line && s.from.col >= p.from.col)) && (s.from.line < p.to.line || (s.from.line === p.to.line && s.from.col < p.to.col));
  const out: { firstStep?: ProsePart; deliver?: ProsePart; why?: ProsePart } = {};
  if (want.deliver && why) {
    const para = paras.find((ss) => inside(ss[0]!, why));
    const all = para && para.every((s) => inside(s, why));
    if (para && all && para.length >= 2 && opensWithVerb(para[para.length - 1]!.text, work)) {
      // (A label the why opened with, "Why: …", stays out of its text, as proseParts left it out.)
      const cut = Math.max(0, why.source.length - why.text.length);
      out.why = { ...part('why', [para[0]!], why.lead), text: para[0]!.text.slice(cut).trim() };
      out.deliver = part('deliver', para.slice(1), para[para.length - 1]!.text.split(/\s+/).slice(0, 2).join(' '));
    }
  }
  if (want.firstStep) {
    const busy = [...taken, ...(out.deliver ? [out.deliver] : [])];
    for (const s of paras.flat()) {
      if (busy.some((p) => inside(s, p))) continue;
      if (!opensWithVerb(s.text, work) && !opensWithVerb(s.text, read)) continue;
      out.firstStep = part('firstStep', [s], s.text.split(/\s+/).slice(0, 2).join(' '));
      break;
    }
  }
  return out;
}
