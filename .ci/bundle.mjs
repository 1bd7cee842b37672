// npm run build, second step: bundle tsc's output (build/) into dist/, what `handoff` runs and ships.
//
// Why: Node's ESM loader pays per module (resolve, read, compile, link), and `handoff new` loads ~30 of
// our modules; it also costs ~5 ms to start at all. So dist/ is one CommonJS entry plus a few CommonJS
// chunks (dist/package.json says "type": "commonjs"): a command loads cli.js and its chunks through
// require, and the ESM loader starts only for the ESM-only dependencies (prompts, clipboard), when used.
// Measured per process, CPU time, medians, see README "Performance": new 131.7 -> 117.8 ms (bundle) ->
// ~9 ms less again (CommonJS); --help ~7 ms and --version ~6 ms less (CommonJS).
// Dynamic imports stay lazy (one chunk per command); dependencies and node: builtins are not bundled.
// All files land in dist/ itself, so code that finds files from its own location (paths.ts, cli.ts's
// ../package.json) sees the same layout as tsc's output. Uses vite (already a devDependency: vitest's).

import { builtinModules } from 'node:module';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { asciiChunks } from './ascii-chunks.mjs';
import { makeCodeCache } from './code-cache.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const deps = Object.keys(pkg.dependencies ?? {});

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  build: {
    ssr: join(root, 'build', 'cli.js'),
    outDir: join(root, 'dist'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    rollupOptions: {
      // A dependency and its subpaths (e.g. @inquirer/prompts/...) stay imports.
      external: (id) => id.startsWith('node:') || builtinModules.includes(id) || deps.some((d) => id === d || id.startsWith(`${d}/`)),
      // No comments in dist/: the source's comments (src/ keeps them) were ~18% of the bytes every run reads,
      // compares with the code cache's copy and decodes, and the non-ASCII ones (quoted headings in seven
      // languages) made whole chunks two bytes a character. lint 100 KiB: 1,193 -> 962 KB of chunks on disk
      // (all of dist/), minor faults 7,038 -> 6,930.
      // charset: non-ASCII characters escaped (see asciiChunks below).
      output: { format: 'cjs', entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js', comments: false, charset: 'ascii' },
    },
  },
});
writeFileSync(join(root, 'dist', 'package.json'), '{ "type": "commonjs" }\n');
// Every chunk in ASCII (V8 then holds each source one byte a character): the bundler escapes strings, patterns
// and names (charset above), .ci/ascii-chunks.mjs the String.raw templates it leaves.
const wide = asciiChunks(join(root, 'dist'));
if (wide.length) process.stderr.write(`build: not ASCII, so held two bytes a character: ${wide.join(', ')}\n`);
// dist/cli.js, the bin, is src/boot.cts as tsc wrote it (CommonJS): it loads main.js, with the code cache.
writeFileSync(join(root, 'dist', 'cli.js'), `#!/usr/bin/env node\n${readFileSync(join(root, 'build', 'boot.cjs'), 'utf8')}`);
chmodSync(join(root, 'dist', 'cli.js'), 0o755);
// The heading table (prompts/headings.txt) normalised once here rather than in every command that reads
// headings, with a copy of that text; src/brief/headings.ts uses it only while prompts/headings.txt is that copy.
const headings = await import(pathToFileURL(join(root, 'build', 'brief', 'headings.js')).href);
const headingsText = readFileSync(join(root, 'prompts', 'headings.txt'));
writeFileSync(join(root, 'dist', headings.HEADING_TABLE_FILE), headings.headingTableFile(headingsText.toString('utf8')));
writeFileSync(join(root, 'dist', headings.HEADING_SOURCE_FILE), headingsText);
makeCodeCache(join(root, 'dist'));
