// npm's "prepare" (package.json): build, then link the package's own bin into node_modules/.bin.
//
// npm runs "prepare" after every `npm install` / `npm ci` in this folder, and ALSO when `npx handoff` runs
// here: npm 11's npx sees that the folder's own package.json has a "handoff" bin and installs the folder
// (file:.) into its npx cache, which runs "prepare" again (npm_command=exec). That second full build took
// 15-17 s before the first question. So under npx, with dist/ already built, there is nothing to do:
// npx runs what the last install (or `npm run build`) built. Everywhere else, build.
//
// The bin link: npm links dependencies' bins, never the root package's; node_modules/.bin/handoff lets
// npm scripts and npx versions that look there first run the built CLI directly.

import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const built = Object.values(pkg.bin ?? {}).every((target) => existsSync(join(root, target)));

if (process.env.npm_command === 'exec' && built) {
  // npx installing this folder into its cache: the build is there already.
} else {
  const npm = process.env.npm_execpath;
  const r = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

linkBins();

function linkBins() {
  const binDir = join(root, 'node_modules', '.bin');
  try {
    for (const [name, target] of Object.entries(pkg.bin ?? {})) {
      const file = join(root, target);
      if (!existsSync(file)) continue;
      mkdirSync(binDir, { recursive: true });
      const link = join(binDir, name);
      const want = relative(binDir, file);
      if (process.platform === 'win32') {
        // npm's own shims on Windows are .cmd files; a node one-liner does the same.
        writeFileSync(`${link}.cmd`, `@node "%~dp0\\${want}" %*\r\n`);
        continue;
      }
      let have = null;
      try {
        have = lstatSync(link).isSymbolicLink() ? readlinkSync(link) : '';
      } catch {
        // no link yet
      }
      if (have === want) continue;
      if (have !== null) rmSync(link, { force: true });
      symlinkSync(want, link);
    }
  } catch (error) {
    // Never fail an install over a convenience link.
    process.stderr.write(`prepare: could not link ${Object.keys(pkg.bin ?? {}).join(', ')} into node_modules/.bin (${error.message}); run node dist/cli.js\n`);
  }
}
