#!/usr/bin/env node
// Lint every markdown document of a folder and print per-rule hit counts (not part of npm test).
//
//   npm run build && node test/bench/corpus-report.mjs ../shared/corpus/real-handoffs [--as brief|return|detect] [--files]
//
// Each document is linted as what it looks like (--as detect, the default), or forced to a brief or a
// return. Paths are not checked (the documents' repos are not here). With --files, each document's own
// counts are printed too. Returns also report how many findings `handoff return --body` would import.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// tsc's output (npm run build writes it before bundling dist/): its modules can be imported one by one.
const dist = new URL('../../build/', import.meta.url);
const { lintDoc, parsePhrases, templatePlaceholders, RULES, detectType } = await import(new URL('brief/lint.js', dist).href);
const { parseDoc } = await import(new URL('brief/document.js', dist).href);
const { returnFromDoc } = await import(new URL('brief/read-return.js', dist).href);

const args = process.argv.slice(2);
const folder = args.find((a) => !a.startsWith('--'));
const as = args.includes('--as') ? args[args.indexOf('--as') + 1] : 'detect';
if (!folder || !['brief', 'return', 'detect'].includes(as)) {
  process.stderr.write('usage: node test/bench/corpus-report.mjs <folder> [--as brief|return|detect] [--files]\n');
  process.exit(2);
}
const prompts = fileURLToPath(new URL('../../prompts/', import.meta.url));
const phrases = parsePhrases(readFileSync(join(prompts, 'phrases.txt'), 'utf8'));
const placeholders = templatePlaceholders(readFileSync(join(prompts, 'return.md'), 'utf8'));

const files = readdirSync(folder).filter((f) => /\.(md|markdown|txt)$/i.test(f) && statSync(join(folder, f)).isFile()).sort();
const hits = new Map(); // rule -> { hits, files: Set }
const rows = [];
let totalMs = 0;
let bytes = 0;
for (const f of files) {
  const md = readFileSync(join(folder, f), 'utf8');
  bytes += Buffer.byteLength(md);
  const t0 = performance.now();
  const doc = parseDoc(md);
  const type = as === 'detect' ? detectType(doc) : as;
  const result = lintDoc(md, { type, phrases, placeholders });
  const findings = type === 'return' ? returnFromDoc(doc).answers.findings.length : null;
  const ms = performance.now() - t0;
  totalMs += ms;
  for (const x of result.findings) {
    const h = hits.get(x.rule) ?? { hits: 0, files: new Set(), severity: x.severity };
    h.hits++;
    h.files.add(f);
    hits.set(x.rule, h);
  }
  rows.push({ f, type, ...result.counts, findings, ms });
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
if (args.includes('--files')) {
  process.stdout.write(`${pad('document', 56)} ${pad('as', 7)} ${lpad('err', 4)} ${lpad('warn', 5)} ${lpad('findings', 8)} ${lpad('ms', 6)}\n`);
  for (const r of rows) process.stdout.write(`${pad(r.f.slice(0, 56), 56)} ${pad(r.type, 7)} ${lpad(r.errors, 4)} ${lpad(r.warnings, 5)} ${lpad(r.findings ?? '-', 8)} ${lpad(r.ms.toFixed(1), 6)}\n`);
  process.stdout.write('\n');
}
process.stdout.write(`${pad('rule', 26)} ${pad('severity', 8)} ${lpad('hits', 5)} ${lpad('files', 6)}\n`);
const known = RULES.map((r) => r.id);
const ids = [...new Set([...hits.keys(), ...known.filter((k) => !k.includes('<'))])].sort((a, b) => (hits.get(b)?.hits ?? 0) - (hits.get(a)?.hits ?? 0) || a.localeCompare(b));
for (const id of ids) {
  const h = hits.get(id);
  const sev = h?.severity ?? RULES.find((r) => r.id === id)?.severity ?? '';
  process.stdout.write(`${pad(id, 26)} ${pad(sev, 8)} ${lpad(h?.hits ?? 0, 5)} ${lpad(h?.files.size ?? 0, 6)}\n`);
}
const types = rows.reduce((m, r) => ((m[r.type] = (m[r.type] ?? 0) + 1), m), {});
process.stdout.write(`\n${files.length} documents (${Object.entries(types).map(([k, v]) => `${v} ${k}`).join(', ')}), ${(bytes / 1024).toFixed(0)} KiB, ${totalMs.toFixed(0)} ms (parse + lint)\n`);
