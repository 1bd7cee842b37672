// dist/cli.js, what `handoff` runs: starts the CLI (dist/main.js) with V8's code cache when the build made
// one for this Node (.ci/code-cache.mjs, run by `npm run build`).
//
// Why: much of a short command's own time is compiling JavaScript. Our chunks, commander and marked are
// parsed and compiled again on every run (~20 ms of `handoff lint`, ~40% of what it adds to a bare Node).
// V8 can save compiled code (the bytecode of every function a run used) and take it back; Node 22 does
// this itself (module.enableCompileCache), Node 20 does not, so this file does it for the CommonJS files
// the build listed: each is compiled through vm.Script with its saved data, as Node's loader would
// compile it (the same wrapper, filename, require and dynamic import).
//
// Safety: saved code is used only for the exact bytes it was made from (the build keeps a copy of each
// source; the two are compared before use) and only on the Node that made it; V8 itself refuses data made
// with other flags. Anything else (no cache, another Node, a file changed since the build, a damaged
// cache) loads the ordinary way. Nothing is written at run time, except by the build's own warm-up runs
// (HANDOFF_CODE_CACHE_WRITE, see .ci/code-cache.mjs).
//
// marked: its package ships one build twice, as ESM (what `require('marked')` resolves to; loading it
// starts Node's ESM loader, ~9 ms) and as UMD. When the cache lists marked, its UMD file is compiled as
// CommonJS in place of the ESM one: the same code, no ESM loader, and cacheable.

import Module = require('node:module');
import fs = require('node:fs');
import path = require('node:path');
import vm = require('node:vm');

interface Entry {
  /** The file Node asked for, relative to dist/. */
  path: string;
  /** The file compiled in its place (marked's UMD build), relative to dist/; else `path`. */
  compile?: string;
  /** Saved code and the copy of the source it was made from, in the cache folder. */
  data: string;
  copy: string;
}

interface Manifest {
  node: string;
  arch: string;
  files: Entry[];
}

type Loader = (module: Module, filename: string) => void;
const extensions = (Module as unknown as { _extensions: Record<string, Loader> })._extensions;

const dist = __dirname;
const cacheDir = path.join(dist, 'code-cache');
const manifestFile = path.join(cacheDir, 'manifest.json');
const writing = process.env.HANDOFF_CODE_CACHE_WRITE === cacheDir;

function readManifest(): Manifest | undefined {
  try {
    const m = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    return m.node === process.version && m.arch === process.arch && Array.isArray(m.files) ? m : undefined;
  } catch {
    return undefined;
  }
}

/** The source to compile for `file`, when the saved code was made from exactly these bytes. */
function verifiedSource(entry: Entry, file: string): { source: string; data: Buffer } | undefined {
  try {
    const bytes = fs.readFileSync(file);
    if (!bytes.equals(fs.readFileSync(path.join(cacheDir, entry.copy)))) return undefined;
    return { source: bytes.toString('utf8'), data: fs.readFileSync(path.join(cacheDir, entry.data)) };
  } catch {
    return undefined;
  }
}

function compile(source: string, filename: string, cachedData?: Buffer): vm.Script {
  // What Node's CommonJS loader does to a source before wrapping it: a BOM and a #! line are not code.
  let text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  if (text.startsWith('#!')) text = `//${text.slice(2)}`;
  return new vm.Script(Module.wrap(text), {
    filename,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
}

function run(script: vm.Script, module: Module, filename: string): void {
  const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => void;
  const req = Module.createRequire(filename);
  wrapper.call(module.exports, module.exports, req, module, filename, path.dirname(filename));
}

/** The build's warm-up: which files a run compiled (to save once it ends). */
const compiled = new Map<string, { entry: Entry; script: vm.Script; source: string }>();

function install(manifest: Manifest | undefined): void {
  const byFile = new Map<string, Entry>();
  for (const e of manifest?.files ?? []) byFile.set(path.resolve(dist, e.path), e);
  const ordinary = extensions['.js']!;
  extensions['.js'] = function load(this: unknown, module: Module, filename: string): void {
    const entry = byFile.get(filename) ?? (writing ? newEntry(filename) : undefined);
    if (entry === undefined) return ordinary.call(this, module, filename);
    const file = path.resolve(dist, entry.compile ?? entry.path);
    const saved = verifiedSource(entry, file);
    const source = saved?.source ?? (writing ? fs.readFileSync(file, 'utf8') : undefined);
    if (source === undefined) return ordinary.call(this, module, filename);
    const script = compile(source, file, saved?.data);
    if (writing) compiled.set(filename, { entry, script, source });
    run(script, module, filename);
  };
}

/** Warm-up only: a file not listed yet, if it is CommonJS (ours or a dependency's) or marked's ESM build. */
function newEntry(filename: string): Entry | undefined {
  const rel = path.relative(dist, filename);
  const id = rel.replace(/[^\w.-]+/g, '_');
  if (/[\\/]marked[\\/]lib[\\/]marked\.esm\.js$/.test(filename)) {
    const umd = filename.replace(/marked\.esm\.js$/, 'marked.umd.js');
    return fs.existsSync(umd) ? { path: rel, compile: path.relative(dist, umd), data: `${id}.bin`, copy: `${id}.src` } : undefined;
  }
  return isCommonJs(filename) ? { path: rel, data: `${id}.bin`, copy: `${id}.src` } : undefined;
}

function isCommonJs(filename: string): boolean {
  for (let dir = path.dirname(filename); ; dir = path.dirname(dir)) {
    try {
      return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { type?: string }).type !== 'module';
    } catch {
      if (path.dirname(dir) === dir) return true;
    }
  }
}

/** Warm-up only: save every file this run compiled (with the functions it ran), keep the others' entries. */
function save(manifest: Manifest | undefined): void {
  const files = new Map<string, Entry>();
  for (const e of manifest?.files ?? []) files.set(e.path, e);
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const { entry, script, source } of compiled.values()) {
    fs.writeFileSync(path.join(cacheDir, entry.data), script.createCachedData());
    fs.writeFileSync(path.join(cacheDir, entry.copy), source);
    files.set(entry.path, entry);
  }
  const next: Manifest = { node: process.version, arch: process.arch, files: [...files.values()] };
  fs.writeFileSync(manifestFile, `${JSON.stringify(next, null, 1)}\n`);
}

const manifest = readManifest();
if (manifest !== undefined || writing) install(manifest);
if (writing) process.on('exit', () => save(manifest));
require('./main.js');
