// npm run build, second step: bundle tsc's output (build/) into dist/, what `handoff` runs and ships.
//
// Why: Node's ESM loader pays per module (resolve, read, compile, link), and `handoff new` loads ~30 of
// our modules. Bundled, a command loads cli.js plus a few chunks: measured ~12 ms less CPU per `new`
// (about 0.2x of a bare `node -e ""`), see README "Performance". Dynamic imports stay dynamic (one chunk
// per command, prompts and clipboard only when used); dependencies and node: builtins are not bundled.
// All files land in dist/ itself, so code that finds files from its own location (paths.ts, cli.ts's
// ../package.json) sees the same layout as tsc's output. Uses vite (already a devDependency: vitest's).

import { builtinModules } from 'node:module';
import { chmodSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

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
      output: { format: 'es', entryFileNames: 'cli.js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
chmodSync(join(root, 'dist', 'cli.js'), 0o755);
