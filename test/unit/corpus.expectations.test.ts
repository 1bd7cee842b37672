// The real corpus (../shared/corpus/real-handoffs, read at test time, never copied here) against what a
// person reading each document expects: test/corpus/<document>.json, written by reading it (numbers and
// our own words only). Per document: brief or return, the stated outcome and the line it is on, the line
// each finding starts on, the sections that must fill. Across the corpus: at least 95% of the findings
// recognised one by one; for every document, every non-blank source line's words reach what is written;
// nothing is redacted.

import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { briefFromDoc } from '../../src/brief/read-brief.js';
import { documentType } from '../../src/brief/document-type.js';
import { parseDoc } from '../../src/brief/document.js';
import { returnFromDoc } from '../../src/brief/read-return.js';
import { renderBrief, renderReturn } from '../../src/brief/render.js';
import { redact } from '../../src/brief/redact.js';
import { loadKinds } from '../../src/kinds/load.js';
import type { Anchor } from '../../src/brief/types.js';
import { corpusDocs } from '../helpers/corpus.js';
import { needs } from '../helpers/prereq.js';
import { lostLines } from '../helpers/words.js';

interface Expectation {
  document: string;
  type: 'brief' | 'return';
  /** The outcome the document states, or null when it states none (then --outcome is needed). */
  outcome?: string | null;
  outcomeLine?: number | null;
  /** 1-based line each finding starts on. */
  findings?: number[];
  /** Answer keys that must not be empty. */
  fill: string[];
  frontMatter?: boolean;
  note: string;
}

const dir = new URL('../corpus/', import.meta.url);
const expectations = new Map<string, Expectation>(
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const e = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Expectation;
      return [e.document, e];
    }),
);
// A missing corpus skips loudly outside CI and fails in CI (test/helpers/prereq.ts).
const corpus = needs('corpus');
const docs = corpus.ready ? corpusDocs() : [];
const kinds = await loadKinds({ repoRoot: null, env: { HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent' } });
const task = kinds.kinds.get('task')!;
const anchor: Anchor = { repo: '/r', branch: 'main', detached: false, head: null, headShort: null, dirty: [], untracked: [], cwd: '/r' };
const RETURN_TEMPLATE = readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8');

/**
 * What the tool writes for a document handed to it (the brief `new --body` writes, or the return), and the
 * source lines that need not reappear: the headings of sections that went into one of the tool's own
 * sections (its heading replaces theirs; stderr and --json name each one's place).
 */
function written(text: string, type: 'brief' | 'return'): { out: string; placedHeadings: Set<number> } {
  const doc = parseDoc(text);
  const r = type === 'brief' ? briefFromDoc(doc, task) : returnFromDoc(doc);
  const out =
    type === 'brief'
      ? renderBrief(task, r.answers as ReturnType<typeof briefFromDoc>['answers'], { id: 'task-x-abcd', created: 'now', origin: anchor, returnTemplate: RETURN_TEMPLATE }, r.extra)
      : renderReturn(r.answers as ReturnType<typeof returnFromDoc>['answers'], { id: 'task-x-abcd', n: 1, briefTitle: 'T', created: 'now', anchor }, r.extra, (r as ReturnType<typeof returnFromDoc>).layout);
  const placedHeadings = new Set<number>();
  for (const p of r.placement) {
    if (p.to.startsWith('kept')) continue;
    const h = doc.blocks.headings.find((x) => x.line + 1 === p.line);
    if (h) for (let i = h.line; i < h.next; i++) placedHeadings.add(i + 1);
    // A line read as a heading without "#" (a plain "Goals" line, "**Findings:**") that holds nothing else.
    const s = doc.sections.find((x) => x.line === p.line);
    const cut = doc.cuts.get(p.line - 1);
    if (!h && s && (s.start >= p.line || cut === doc.blocks.lines[p.line - 1]!.length)) placedHeadings.add(p.line);
  }
  return { out, placedHeadings };
}

corpus.describe('the real corpus, held to what a person reading it expects', () => {
  it('every document has an expectations file, and every expectations file a document', () => {
    expect([...expectations.keys()].sort()).toEqual(docs.map((d) => d.name).sort());
  });

  let expected = 0;
  let recognised = 0;
  for (const d of docs) {
    const e = expectations.get(d.name);
    if (!e) continue;
    it(`${d.name}: a ${e.type}${e.type === 'return' ? `, outcome ${e.outcome ?? 'not stated'}, ${e.findings?.length ?? 0} findings` : ''}; ${e.fill.join(', ')} filled`, () => {
      const doc = parseDoc(d.text);
      expect(documentType(doc), 'brief or return').toBe(e.type);
      if (e.type === 'return') {
        const r = returnFromDoc(doc);
        expect(r.outcomeFound ? r.answers.outcome : null, 'outcome').toBe(e.outcome ?? null);
        if (e.outcomeLine) expect(r.outcomeFrom?.line, 'outcome line').toBe(e.outcomeLine);
        const got = new Set(r.findingItems.map((f) => f.line));
        const missed = (e.findings ?? []).filter((l) => !got.has(l));
        expected += e.findings?.length ?? 0;
        recognised += (e.findings?.length ?? 0) - missed.length;
        // Per document, most findings must come through one by one; the corpus as a whole must reach 95%.
        expect(missed.length, `findings not recognised at lines ${missed.join(', ')}`).toBeLessThanOrEqual(Math.floor((e.findings?.length ?? 0) * 0.2));
        for (const k of e.fill) expect((r.answers as unknown as Record<string, unknown[]>)[k]?.length, `${k} filled`).toBeGreaterThan(0);
      } else {
        const b = briefFromDoc(doc, task);
        for (const k of e.fill) {
          const v = (b.answers as unknown as Record<string, string | string[]>)[k];
          expect(v?.length, `${k} filled`).toBeGreaterThan(0);
        }
        if (e.frontMatter) expect(b.extra.some((x) => x.heading === 'Front matter')).toBe(true);
      }
      const { out, placedHeadings } = written(d.text, e.type);
      expect(lostLines(d.text, out, placedHeadings), 'source lines whose words did not reach the output').toEqual([]);
      expect(redact(out).redactions, 'nothing in a real document is a secret').toEqual([]);
    });
  }

  it('at least 95% of the corpus findings are recognised one by one', () => {
    expect(expected).toBeGreaterThan(50);
    expect(recognised / expected).toBeGreaterThanOrEqual(0.95);
  });
});
