// The real corpus (handoff and findings documents from public repositories, read at test time from
// ../shared/corpus/real-handoffs, never copied here): parsing and linting each one, as a brief and as a
// return, never throws and is fast; every `return-` document has its findings recognised, and they survive
// being stored as a return (rendered and parsed back).
//
// `handoff return <id> --body` with each of them, end to end: test/e2e/corpus.return.test.ts.
// test/bench/corpus-report.mjs prints per-rule hit counts.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintDoc, parsePhrases, templatePlaceholders } from '../../src/brief/lint.js';
import { briefFromDoc } from '../../src/brief/read-brief.js';
import { parseDoc } from '../../src/brief/document.js';
import { returnFromDoc } from '../../src/brief/read-return.js';
import { renderReturn } from '../../src/brief/render.js';
import { loadKinds } from '../../src/kinds/load.js';
import type { Anchor } from '../../src/brief/types.js';
import { corpusDocs } from '../helpers/corpus.js';
import { needs } from '../helpers/prereq.js';
import { mulberry32 } from '../helpers/gen.js';
import { scaled } from '../helpers/timing.js';

const prompt = (name: string) => readFileSync(new URL(`../../prompts/${name}`, import.meta.url), 'utf8');
const phrases = parsePhrases(prompt('phrases.txt'));
const placeholders = templatePlaceholders(prompt('return.md'));
const kinds = [...(await loadKinds({ repoRoot: null, env: { HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent' } })).kinds.values()];
const corpus = needs('corpus');
const docs = corpus.ready ? corpusDocs() : [];
const anchor: Anchor = { repo: '/r', branch: 'main', detached: false, head: null, headShort: null, dirty: [], untracked: [], cwd: '/r' };
// Path checks run (every pointed path "exists" with 50 lines) without touching the file system.
const pathInfo = () => ({ exists: true, lines: 50 });

/** Everything the tool does with a document it is handed. Throws if any of it throws. */
function digest(md: string) {
  const doc = parseDoc(md);
  const briefs = kinds.map((k) => briefFromDoc(doc, k));
  const ret = returnFromDoc(doc);
  const asBrief = kinds.map((k) => lintDoc(md, { type: 'brief', kind: k, phrases, pathInfo }));
  const asReturn = lintDoc(md, { type: 'return', phrases, pathInfo, placeholders, brief: md });
  const detected = lintDoc(md, { phrases, pathInfo });
  return { doc, briefs, ret, asBrief, asReturn, detected };
}

corpus.describe('the real corpus', () => {
  it('has briefs and returns to read', () => {
    expect(docs.length).toBeGreaterThanOrEqual(20);
    expect(docs.filter((d) => d.isReturn).length).toBeGreaterThanOrEqual(5);
  });

  for (const d of docs) {
    it(`${d.name}: parses and lints as a brief (every kind) and as a return, fast`, () => {
      digest(d.text); // warm
      const t0 = performance.now();
      const r = digest(d.text);
      const ms = performance.now() - t0;
      // A guard against pathological (super-linear) behaviour only, loose enough for a loaded CI machine;
      // real timings are measured by `npm run bench`, never asserted here.
      expect(ms, `${d.name} took ${ms.toFixed(1)} ms for ${kinds.length + 3} lints and ${kinds.length + 1} parses`).toBeLessThan(scaled(5000));
      for (const l of [...r.asBrief, r.asReturn, r.detected]) {
        for (const f of l.findings) {
          expect(f.line).toBeGreaterThanOrEqual(1);
          expect(f.line).toBeLessThanOrEqual(r.doc.blocks.lines.length);
          expect(f.rule).toMatch(/^[a-z]+(?:-[a-z0-9]+)*$/);
        }
      }
    });
  }

  for (const d of docs.filter((x) => x.isReturn)) {
    it(`${d.name}: its findings are recognised, and survive being stored as a return`, () => {
      const { answers, findingItems } = returnFromDoc(parseDoc(d.text));
      expect(answers.findings.length, 'findings').toBeGreaterThanOrEqual(2);
      const flat = d.text.replace(/\r\n?/g, '\n');
      for (const it of findingItems) {
        // Each finding is text of the document, found at the line it reports.
        const first = it.text.split('\n')[0]!;
        expect(flat.split('\n')[it.line - 1], `line ${it.line}`).toContain(first.slice(0, 20));
      }
      // Imported (as `return --body --outcome answered` would), rendered, parsed back: the same findings.
      const stored = renderReturn({ ...answers, outcome: 'answered' }, { id: 'x-abcd', n: 1, briefTitle: 'T', created: 'now', anchor });
      const back = returnFromDoc(parseDoc(stored));
      expect(back.answers.findings).toEqual(answers.findings);
      expect(back.answers.recommendations).toEqual(answers.recommendations);
      const errors = lintDoc(stored, { phrases, placeholders }).findings.filter((f) => f.severity === 'error').map((f) => f.rule);
      expect(errors).toEqual([]);
    });
  }

  it('CRLF and BOM documents read exactly like their LF form', () => {
    for (const d of docs) {
      const lf = d.text.replace(/\r\n?/g, '\n');
      const a = digest(lf);
      for (const variant of [lf.replace(/\n/g, '\r\n'), '\ufeff' + lf]) {
        const b = digest(variant);
        expect(b.doc.sections.map((s) => [s.heading, s.line]), d.name).toEqual(a.doc.sections.map((s) => [s.heading, s.line]));
        expect(b.ret.answers, d.name).toEqual(a.ret.answers);
        expect(b.asReturn.findings.map((f) => `${f.line} ${f.rule}`), d.name).toEqual(a.asReturn.findings.map((f) => `${f.line} ${f.rule}`));
      }
    }
  });

  // One test per document: each has its own time bound and a failure names the document. The cut points
  // come from one seeded stream in document order, as when this was one test.
  const rand = mulberry32(0xc0a9);
  const cuts = new Map(docs.map((d) => [d.name, Array.from({ length: 12 }, () => Math.floor(rand() * d.text.length))]));
  it.each(docs.map((d) => [d.name, d] as const))('mangled documents (cut anywhere, quoted, lone CRs, fences stripped) never throw: %s', (_name, d) => {
    const variants = [
      d.text.replace(/\r?\n/g, '\r'),
      d.text.split('\n').map((l) => '> ' + l).join('\n'),
      d.text.replace(/^(```|~~~).*$/gm, ''),
      d.text.replace(/^#+ /gm, ''),
      d.text + d.text,
      ...cuts.get(d.name)!.map((at) => d.text.slice(0, at)),
    ];
    for (const v of variants) expect(() => digest(v), d.name).not.toThrow();
  });
});
