#!/usr/bin/env node
// Hostile shapes for the readers (perf17): documents whose shape, not size alone, could make a reader superlinear.
// Plain Node, no dependencies. Each shape is made with a count of entries (its natural size) or grown to a byte size.
//
//   node test/bench/hostile.mjs SHAPE [--count N] [--bytes B] > doc.md      one document on stdout
//   node test/bench/hostile.mjs --time [--cli dist/cli.js] [--only SHAPE] [--bytes B]
//                                       lint and return --body of every shape at its natural count (and at B bytes
//                                       when given), in a throwaway git repo with its own HANDOFF_HOME; prints seconds
//
// Shapes (natural counts from the perf17 task):
//   subheads   5,000 `### F-n` entries under one findings heading (a return)
//   table      a findings table of 5,000 rows with id / severity / status columns
//   nested     5,000 list items, each with a nested list
//   sections   2,000 sections, each with a 3-row table
//   pointers   20,000 short paragraphs with "See F-1" pointers
//   oneline    one-line findings (natural size 1 MiB)
//   deep       nested lists 50 deep (repeated)

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const SEV = ['critical', 'high', 'medium', 'low'];
const STATUS = ['open', 'fixed', 'verified', 'wontfix'];
const files = (i) => `src/mod${i % 97}/file${i % 13}.ts:${1 + (i % 400)}`;

/** Each shape: [natural count, head, entry(i), tail]. */
export const SHAPES = {
  subheads: [5000, '# Review of the parser\n\n## Findings\n\n', (i) => `### F-${i + 1} Null check missing in handler ${i}\n\nThe handler at \`${files(i)}\` reads a field that may be absent.\n\n`, '## Verdict\n\nNot ready.\n'],
  table: [5000, '# Review of the parser\n\n## Findings\n\n| ID | Severity | Status | Finding |\n|----|----------|--------|---------|\n', (i) => `| F-${i + 1} | ${SEV[i % 4]} | ${STATUS[i % 4]} | Buffer not flushed in \`${files(i)}\` |\n`, '\n## Verdict\n\nNot ready.\n'],
  nested: [5000, '# Review of the parser\n\n## Findings\n\n', (i) => `- F-${i + 1}: retry loop never backs off (${SEV[i % 4]})\n  - where: \`${files(i)}\`\n  - fix: add a capped backoff\n`, '\n## Verdict\n\nNot ready.\n'],
  sections: [2000, '# Review of the parser\n\n', (i) => `## Area ${i + 1}\n\n| ID | Severity | Status |\n|----|----------|--------|\n| F-${3 * i + 1} | high | open |\n| F-${3 * i + 2} | low | fixed |\n| F-${3 * i + 3} | medium | open |\n\n`, '## Verdict\n\nNot ready.\n'],
  pointers: [20000, '# Review of the parser\n\n## Findings\n\n### F-1 Lock held across await\n\nIn `src/lock.ts:10`.\n\n## Notes\n\n', (i) => `Note ${i + 1}. See F-1.\n\n`, '## Verdict\n\nNot ready.\n'],
  oneline: [0, '# Review of the parser\n\n## Findings\n\n', (i) => `- **F-${i + 1}** [${SEV[i % 4]}] unchecked error from write in \`${files(i)}\`\n`, '\n## Verdict\n\nNot ready.\n'],
  deep: [0, '# Review of the parser\n\n## Findings\n\n', (i) => Array.from({ length: 50 }, (_, d) => `${'  '.repeat(d)}- F-${i * 50 + d + 1} level ${d} in \`${files(d)}\`\n`).join('') + '\n', '## Verdict\n\nNot ready.\n'],
};

/** The document of `shape` with `count` entries, or as many as fit in `bytes` (the 1 MiB body limit minus a margin). */
export function hostile(shape, { count, bytes } = {}) {
  const [natural, head, entry, tail] = SHAPES[shape];
  const limit = bytes ?? (count === undefined && natural === 0 ? 1024 * 1024 - 1024 : Infinity);
  const n = count ?? (bytes !== undefined || natural === 0 ? Infinity : natural);
  const parts = [head];
  let size = Buffer.byteLength(head) + Buffer.byteLength(tail);
  for (let i = 0; i < n; i++) {
    const e = entry(i);
    const b = Buffer.byteLength(e);
    if (size + b > limit) break;
    parts.push(e);
    size += b;
  }
  parts.push(tail);
  return parts.join('');
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const usage = `usage: hostile.mjs SHAPE [--count N] [--bytes B] | --time [--cli FILE] [--only SHAPE] [--bytes B]; shapes: ${Object.keys(SHAPES).join(', ')}\n`;
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { count: { type: 'string' }, bytes: { type: 'string' }, time: { type: 'boolean', default: false }, cli: { type: 'string' }, only: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h', default: false } },
    });
  } catch (e) {
    process.stderr.write(`hostile.mjs: ${e.message.split('.')[0]}\n${usage}`);
    process.exit(2);
  }
  const { values: opt, positionals } = parsed;
  if (opt.help) {
    process.stdout.write(usage);
    process.exit(0);
  }
  const count = opt.count === undefined ? undefined : Number(opt.count);
  const bytes = opt.bytes === undefined ? undefined : Number(opt.bytes);
  if (!opt.time) {
    if (!SHAPES[positionals[0]]) {
      process.stderr.write(usage);
      process.exit(2);
    }
    process.stdout.write(hostile(positionals[0], { count, bytes }));
  } else {
    const cli = resolve(opt.cli ?? join(root, 'dist', 'cli.js'));
    const tmp = mkdtempSync(join(os.tmpdir(), 'handoff-hostile-'));
    const env = { ...process.env, NO_COLOR: '1', HANDOFF_HOME: join(tmp, 'home') };
    delete env.HANDOFF_SESSION;
    const run = (args) => {
      const t = process.hrtime.bigint();
      const r = spawnSync(process.execPath, [cli, ...args], { cwd: tmp, env, encoding: 'utf8', maxBuffer: 1 << 28 });
      return { s: Number(process.hrtime.bigint() - t) / 1e9, r };
    };
    try {
      spawnSync('git', ['init', '-q'], { cwd: tmp });
      const id = JSON.parse(run(['new', 'task', '-t', 'probe', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json']).r.stdout).id;
      const bare = (() => { const t = process.hrtime.bigint(); spawnSync(process.execPath, ['-e', '']); return Number(process.hrtime.bigint() - t) / 1e9; })();
      process.stdout.write(`cli ${cli}; bare node ${bare.toFixed(3)} s\n`);
      for (const shape of Object.keys(SHAPES)) {
        if (opt.only && !opt.only.some((o) => shape.includes(o))) continue;
        for (const b of bytes === undefined ? [undefined] : [undefined, bytes]) {
          const doc = join(tmp, `${shape}.md`);
          const text = hostile(shape, { count, bytes: b });
          writeFileSync(doc, text);
          const lint = run(['lint', '--json', doc]);
          const ret = run(['return', id, '--body', doc, '--no-input', '--json']);
          const kib = (Buffer.byteLength(text) / 1024).toFixed(0);
          process.stdout.write(`${shape.padEnd(9)} ${kib.padStart(5)} KiB  lint ${lint.s.toFixed(2).padStart(6)} s (rc ${lint.r.status})  return --body ${ret.s.toFixed(2).padStart(6)} s (rc ${ret.r.status})\n`);
        }
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
}
