// dist/cli.js, what `handoff` runs: starts the CLI (dist/main.js) with V8's code cache when the build made
// one for this Node (.ci/code-cache.mjs, run by `npm run build`).
//
// Why: much of a short command's own time is compiling JavaScript. Our chunks, commander and marked are
// parsed and compiled again on every run (measured, CPU: `lint` of 100 KiB 138 -> 125 ms with the cache,
// `new --body` 176 -> 155 ms; --version and --help, which load little, the same either way).
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
// The copies and the saved code are one file (code-cache/blob), opened once; each module's two parts are
// read where they lie.
//
// marked: its package ships one build twice, as ESM (what `require('marked')` resolves to; loading it
// starts Node's ESM loader, ~9 ms) and as UMD. When the cache lists marked, its UMD file is compiled as
// CommonJS in place of the ESM one: the same code, no ESM loader, and cacheable. The build keeps a copy
// of the UMD file whose inline rules are made on first use (code-cache/marked-lazy.cjs, made by
// .ci/marked-lazy.mjs, which says why); that copy is compiled where the build made one.

import Module = require('node:module');
import fs = require('node:fs');
import path = require('node:path');
import vm = require('node:vm');

/** [offset, length] in the blob. */
type Span = [number, number];

interface Entry {
  /** The file Node asked for, relative to dist/. */
  path: string;
  /** The file compiled in its place (marked's UMD build), relative to dist/; else `path`. */
  compile?: string;
  /** The source the saved code was made from, and the saved code: made with V8's flags as they are for
   *  commands that read no document (`data`), and as they are for those that do (`documents`, below). */
  copy: Span;
  data?: Span;
  documents?: Span;
  /** Saved code made by `lint` runs alone, under LINT_FLAGS (see CacheState). */
  lint?: Span;
  /** Saved code made by `return` runs alone, under LINT_FLAGS (see CacheState). */
  returns?: Span;
  /** Saved code made by `new` runs without --body alone, under LINT_FLAGS (see CacheState). */
  compose?: Span;
}

interface Manifest {
  node: string;
  arch: string;
  files: Entry[];
}

/**
 * V8's flags for this run. The commands that read a document (lint, new, return, pull)
 * set two, before anything of ours is compiled; the others keep V8's defaults (they run few patterns and
 * little code, and would pay for loading node:v8: ~18 M instructions for `--version`). Neither flag changes
 * what any code does, only when V8 compiles it.
 * - `--no-regexp-tier-up`: V8 first compiles a regular expression to bytecode and interprets it, then, on
 *   its second run, compiles it again to machine code. The readers run hundreds of patterns, many of them
 *   large alternations of words in a dozen languages, nearly all more than once: each was compiled twice.
 *   Off, each is compiled to machine code once, on its first run.
 * - `--interrupt-budget=200000` (V8's default 67584): how much a function must run before V8's optimising
 *   compiler takes it. A command lives a fraction of a second; at the default, dozens of functions that
 *   ran a few hundred times (scoring headings, normalising phrases) were optimised on the second core, and
 *   the 1 MiB brief's loops ~600 M instructions of compiling. About 3x the default still optimises the
 *   long loops of big documents.
 * callgrind, the bench's fixtures (README "Performance", speed4): `lint` of 100 KiB ~990 -> ~962 M, of 1 MiB
 * 2,622 -> 2,237 M, the 12 KiB real-shaped return ~4,230 -> ~3,050 M. V8 refuses saved code made under other
 * flags, so the code cache keeps each file's saved code for each flag state (`data`, `documents`, `lint`: below).
 */
const DOCUMENT_FLAGS = '--no-regexp-tier-up --interrupt-budget=200000';

/**
 * `lint` adds one more, `--semi-space-growth-factor=1`: V8's young generation (where new objects are made)
 * stays at its first size instead of doubling each time most of it survives a scavenge. A run's time
 * outside the instructions it executes is mostly page faults: every page the heap takes for the first time
 * is a trap into the kernel (~8 us each on the bench's machine, counted as system time, which instruction
 * counts do not see), and a young generation grown to 8 MB a half takes ~4,000 fresh pages over a run that
 * keeps only a few MB. Kept small, it is scavenged more often (lint of 100 KiB: 13 scavenges for 6, each
 * copying less) on the pages it already has. speed5 (README "Performance"): page faults of lint 100 KiB
 * ~6,500 -> ~5,700, of 1 MiB 13,340 -> 10,520, of the 12 KiB real-shaped return 14,860 -> 11,360, for
 * ~+1% instructions. Only lint, return and `new` without --body: each reads one document (lint at most 1 MiB;
 * return one body and its handoff's record; `new` the brief it composed); pull of a 40,000-finding fan-out holds
 * ~300 MB and is left to V8's sizing. (`new` from flags, the bench's repo: page faults ~9,050 -> ~8,740 with git's,
 * instructions the same within callgrind's run-to-run noise, 5 M either way.)
 */
const LINT_FLAGS = `${DOCUMENT_FLAGS} --semi-space-growth-factor=1`;

/**
 * Which saved code a run takes: `data` (V8's default flags), `documents` (DOCUMENT_FLAGS: new --body, pull),
 * `lint` (LINT_FLAGS, and code saved by the build's `lint` runs alone) or `returns` (LINT_FLAGS, and code
 * saved by the build's `return` runs alone: saved code is made under one set of flags, and lint's holds
 * none of return's own chunks).
 *
 * Why `lint` has saved code of its own besides its flags: V8 deserialises every function a file's saved
 * code holds, used or not, and the saved code of a state is the union of what every warm-up run under it
 * compiled. Shared with new --body, return --body and pull, `lint` of a brief took back ~1.5 MB of saved
 * code, ~0.4 MB of it functions lint never runs (most in the return reader's chunk), and deserialising is
 * page faults as much as instructions.
 *
 * `compose` is `new` without --body (the brief composed from flags or questions): LINT_FLAGS, and code saved by
 * those runs alone. Shared with new --body and pull, it took back ~1.2 MB of saved code for the files it loads, ~0.44
 * MB of it functions it never runs (most of them the readers' for a written body: the return reader's ~170 KB, the
 * brief reader's ~40 KB, the light groups' ~70 KB).
 */
type CacheState = 'data' | 'documents' | 'lint' | 'returns' | 'compose';
const CACHE_STATES: readonly CacheState[] = ['data', 'documents', 'lint', 'returns', 'compose'];
const STATE_FLAGS: Record<CacheState, string | undefined> = { data: undefined, documents: DOCUMENT_FLAGS, lint: LINT_FLAGS, returns: LINT_FLAGS, compose: LINT_FLAGS };

/** The state for a command line: whether it names a command that reads markdown with the readers
 *  (src/brief/), and which. Only speed rides on this: a command line it misjudges (an option before the
 *  command's name) runs as well under any state. */
function cacheStateOf(args: readonly string[]): CacheState {
  const name = args[0];
  if (name === 'lint') return 'lint';
  if (name === 'pull') return 'documents';
  // `new` reads a document even without --body: it lints the brief it composes, with the readers' patterns
  // (callgrind, the bench's `new task` with flags in a 200-file repo: ~906 -> ~890 M instructions). With --body
  // it reads the body too, with code of the readers the composed brief never runs.
  if (name === 'new') return args.some((a) => a === '--body' || a.startsWith('--body=')) ? 'documents' : 'compose';
  // `return` reads a document even without --body: it lints the return it composes from the flags, with
  // the return reader's patterns (the bench's `return with flags` ran them under V8's defaults, each
  // pattern compiled twice).
  return name === 'return' ? 'returns' : 'data';
}

/**
 * Node's own modules that every command of a flag state loads, loaded before the flags are set.
 *
 * Why: Node compiles its own modules (those not in its startup snapshot) with the code cache built into
 * the node binary, and V8 refuses saved code made under other flags, ours included: set first, the flags
 * made Node parse and compile from source each of its modules loaded after them. `lint` of a brief loaded
 * 18 that way (fs/promises and the 7 it needs, os, Node's package resolution, the socket of a piped
 * stdout), `new --body`, `return --body` and `pull` 17 more for crypto alone. Listed here: those every
 * command of the state loads whatever its input (the kinds' folder and the file read; the store; ids and
 * digests), so loading them first costs nothing a run would not pay, and they take the binary's saved
 * code. Left where they load: Node's package resolution (internals, no name to load them by), the socket
 * (only when stdout is a pipe), child_process for `lint` and the `data` state (few of their runs spawn
 * anything; see lazyBuiltin below). The `documents` state loads child_process first: new, return and pull
 * run git whenever they run in a repo (the anchor, the snapshot, the drift), and child_process with the
 * modules it needs (net, stream, dgram, ...), compiled from source under the flags, cost `new task` in the
 * bench's repo ~20-30 M instructions more than taken from the binary (callgrind, 839-849 -> 820 M). A run
 * outside a repo pays for loading it unused (~10 M instructions).
 */
const NODE_MODULES_BEFORE_FLAGS: Record<CacheState, readonly string[]> = {
  data: [],
  documents: ['node:fs/promises', 'node:os', 'node:crypto', 'node:child_process'],
  lint: ['node:fs/promises', 'node:os'],
  returns: ['node:fs/promises', 'node:os', 'node:crypto', 'node:child_process'],
  compose: ['node:fs/promises', 'node:os', 'node:crypto', 'node:child_process'],
};

/**
 * Did code run before this file? A preload (`node -r x`, `--require`, `--import`, `--loader`, or the same in
 * NODE_OPTIONS, as APM agents, ts-node and editors' debug terminals add) runs Node's loader, and its patterns,
 * under V8's default flags. V8 then crashes (SIGSEGV, exit 139) when such a pattern, tiered up to machine code, runs
 * again after `--no-regexp-tier-up` is set at run time: `node -r empty.cjs dist/cli.js lint` of a 5-line brief did,
 * and so did every QA document (speed12). With a preload no flag is set and the run takes the `data` state's saved
 * code: slower, never a crash.
 */
function preloaded(): boolean {
  // (No regular expression here, nor anywhere before the flags: V8 keeps one compiled pattern per source and flags, so
  // one run before `--no-regexp-tier-up` is the readers' identical pattern after it, and that crashed V8 now and then,
  // SIGSEGV in about 1 run of 130: `/\s+/` and a test of these options did, in clean-clone CI.)
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').replaceAll('\t', ' ').split(' ')];
  return given.some((a) => PRELOAD_OPTIONS.some((o) => a === o || a.startsWith(`${o}=`)));
}
const PRELOAD_OPTIONS = ['-r', '--require', '--import', '--loader', '--experimental-loader'];

const cacheState: CacheState = preloaded() ? 'data' : cacheStateOf(process.argv.slice(2));
const stateFlags = STATE_FLAGS[cacheState];
if (stateFlags !== undefined) {
  for (const name of NODE_MODULES_BEFORE_FLAGS[cacheState]) require(name);
  (require('node:v8') as typeof import('node:v8')).setFlagsFromString(stateFlags);
}

type Loader = (module: Module, filename: string) => void;
const extensions = (Module as unknown as { _extensions: Record<string, Loader> })._extensions;

const dist = __dirname;
const cacheDir = path.join(dist, 'code-cache');
const manifestFile = path.join(cacheDir, 'manifest.json');
const blobFile = path.join(cacheDir, 'blob');
const writing = process.env.HANDOFF_CODE_CACHE_WRITE === cacheDir;

function readManifest(): Manifest | undefined {
  try {
    const m = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    return m.node === process.version && m.arch === process.arch && Array.isArray(m.files) ? m : undefined;
  } catch {
    return undefined;
  }
}

let blobFd: number | null | undefined;
/** `span` of the blob, read where it lies (a command reads the few modules it loads, not the whole file). */
function readSpan([offset, length]: Span): Buffer | undefined {
  if (blobFd === undefined) {
    try {
      blobFd = fs.openSync(blobFile, 'r');
    } catch {
      blobFd = null;
    }
  }
  if (blobFd === null || !Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset < 0 || length < 0) return undefined;
  const b = Buffer.allocUnsafe(length);
  try {
    return fs.readSync(blobFd, b, 0, length, offset) === length ? b : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Node's CommonJS wrapper around a module's code. The source compiled is HEAD + code + TAIL, as
 * `Module.wrap` makes it, but decoded in one piece from one buffer (below).
 */
const [HEAD, TAIL] = (() => {
  const mark = '\u0000handoff-code\u0000';
  const w = Module.wrap(mark);
  const at = w.indexOf(mark);
  return [Buffer.from(w.slice(0, at)), Buffer.from(w.slice(at + mark.length))];
})();

/**
 * `file`'s bytes, read into the middle of a buffer with the wrapper on either side, so that one decode
 * makes the whole wrapped source as one flat string. `Module.wrap(text)` makes a rope of three strings,
 * which V8 copies into one before it compiles or looks up the script: a second copy of every chunk's text,
 * two bytes a character for a chunk with any non-ASCII character (read-return's 380 KB became 760 KB
 * twice), ~350 of `lint`'s page faults. Undefined when the file cannot be read in one go.
 */
function readWrapped(file: string): { wrapped: Buffer; bytes: Buffer } | undefined {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const size = fs.fstatSync(fd).size;
    const wrapped = Buffer.allocUnsafe(HEAD.length + size + TAIL.length + 1);
    HEAD.copy(wrapped, 0);
    let n = 0;
    // One byte more than the file's size is asked for, so a file that grew since fstat is seen.
    for (let r: number; n <= size && (r = fs.readSync(fd, wrapped, HEAD.length + n, size + 1 - n, null)) > 0; ) n += r;
    if (n !== size) return undefined;
    TAIL.copy(wrapped, HEAD.length + size);
    return { wrapped: wrapped.subarray(0, HEAD.length + size + TAIL.length), bytes: wrapped.subarray(HEAD.length, HEAD.length + size) };
  } catch {
    return undefined;
  } finally {
    fs.closeSync(fd);
  }
}

/** One buffer for comparing files with their copies, a window at a time (a copy read whole was ~1 MB of
 *  fresh memory for `lint`, touched once). */
const compareWindow = Buffer.allocUnsafe(64 * 1024);

/** Whether the blob's copy at `span` holds exactly `bytes`. */
function sameAsCopy([offset, length]: Span, bytes: Buffer): boolean {
  if (length !== bytes.length) return false; // a file that changed size differs: its copy is not read
  if (readSpan([offset, 0]) === undefined) return false; // opens the blob; checks the span's numbers
  for (let at = 0; at < length; ) {
    const n = Math.min(compareWindow.length, length - at);
    let got: number;
    try {
      got = fs.readSync(blobFd!, compareWindow, 0, n, offset + at);
    } catch {
      return false;
    }
    if (got !== n || !compareWindow.subarray(0, n).equals(bytes.subarray(at, at + n))) return false;
    at += n;
  }
  return true;
}

/** The wrapped source to compile for `file`, and its saved code when that was made from exactly these bytes. */
function readSource(entry: Entry | undefined, file: string): { bytes: Buffer; source: string; data?: Buffer } | undefined {
  const read = readWrapped(file);
  // A BOM or a #! line is changed before wrapping (unwrappedSource): such a file is read the plain way.
  if (read === undefined || read.bytes[0] === 0xef || read.bytes[0] === 0x23 /* # */) return readWholeSource(entry, file);
  const saved = entry?.[cacheState];
  const same = saved !== undefined && sameAsCopy(entry!.copy, read.bytes);
  return { bytes: read.bytes, source: read.wrapped.toString('utf8'), data: same ? readSpan(saved) : undefined };
}

/** readSource for a file that opens with a BOM or a #! line, or changed while it was read. */
function readWholeSource(entry: Entry | undefined, file: string): { bytes: Buffer; source: string; data?: Buffer } | undefined {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    return undefined;
  }
  const saved = entry?.[cacheState];
  const same = saved !== undefined && sameAsCopy(entry!.copy, bytes);
  return { bytes, source: unwrappedSource(bytes.toString('utf8')), data: same ? readSpan(saved) : undefined };
}

/** What Node's CommonJS loader does to a source before wrapping it: a BOM and a #! line are not code. */
function unwrappedSource(source: string): string {
  let text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  if (text.startsWith('#!')) text = `//${text.slice(2)}`;
  return Module.wrap(text);
}

function compile(wrapped: string, filename: string, cachedData?: Buffer): vm.Script {
  return new vm.Script(wrapped, {
    filename,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
}

function run(script: vm.Script, module: Module, filename: string): void {
  const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, requireFor(module, filename), module, filename, path.dirname(filename));
}

type Cached = Module & { loaded: boolean; load(filename: string): void };
const moduleCache = (Module as unknown as { _cache: Record<string, Cached | undefined> })._cache;

/**
 * `require` for a listed file. A "./x.js" naming another listed file (our chunks, a dependency's own files)
 * is loaded here as Node's loader loads it (one Module per file, in require.cache, its parent set, loaded
 * once): a relative path with its extension names exactly one file, so there is nothing to resolve. Node
 * would still walk the folders above for a package.json (its "self" lookup) and stat the file on every
 * call: ~7 M instructions (~1%) of `lint`, which loads ~20 chunks. Anything else (builtins, packages, a
 * file not listed) goes to Node's own require.
 */
function requireFor(parent: Module, filename: string): NodeJS.Require {
  const dir = path.dirname(filename);
  let ordinary: NodeJS.Require | undefined;
  const nodeRequire = () => (ordinary ??= Module.createRequire(filename));
  const req = function require(request: string): unknown {
    if (request.startsWith('./') && request.endsWith('.js')) {
      const file = inDir(dir, request.slice(2));
      if (listed.has(file)) {
        const known = moduleCache[file];
        if (known) return known.exports;
        const m = new Module(file, parent) as Cached;
        moduleCache[file] = m;
        let ok = false;
        try {
          m.load(file);
          ok = true;
        } finally {
          if (!ok) delete moduleCache[file];
        }
        return m.exports;
      }
    }
    if (request === 'node:child_process' || request === 'child_process') return lazyBuiltin(request);
    return nodeRequire()(request);
  } as NodeJS.Require;
  Object.defineProperties(req, {
    resolve: { get: () => nodeRequire().resolve },
    cache: { get: () => nodeRequire().cache },
    main: { get: () => nodeRequire().main },
    extensions: { get: () => nodeRequire().extensions },
  });
  return req;
}

const lazyBuiltins = new Map<string, object>();
/**
 * A builtin module that loads when first used. node:child_process loads net, stream, dgram and more
 * (~10 M instructions, ~180 page faults), and it is required when they load by commander (for executable
 * subcommands, which this CLI has none of) and by our chunks that can run git or a program, while most
 * runs spawn nothing (`lint`, `list`, ... find the repo from its folders). Every use reads a property
 * (`childProcess.spawn`, `(0, node_child_process.spawn)(...)`), which loads the real module; each trap
 * forwards to it, so the object behaves as the module.
 */
function lazyBuiltin(name: string): object {
  let proxy = lazyBuiltins.get(name);
  if (proxy === undefined) {
    let real: object | undefined;
    const load = (): object => (real ??= require(name) as object);
    proxy = new Proxy(
      {},
      {
        get: (_, key) => Reflect.get(load(), key),
        has: (_, key) => Reflect.has(load(), key),
        ownKeys: () => Reflect.ownKeys(load()),
        // Reported configurable: the proxy's own target has none of these keys (a proxy invariant).
        getOwnPropertyDescriptor: (_, key) => {
          const d = Reflect.getOwnPropertyDescriptor(load(), key);
          return d && { ...d, configurable: true };
        },
        set: (_, key, value) => Reflect.set(load(), key, value),
        defineProperty: (_, key, d) => Reflect.defineProperty(load(), key, d),
        deleteProperty: (_, key) => Reflect.deleteProperty(load(), key),
        getPrototypeOf: () => Reflect.getPrototypeOf(load()),
      },
    );
    lazyBuiltins.set(name, proxy);
  }
  return proxy;
}

/** The build's warm-up: what each file compiled this run is (to save once the run ends). */
const compiled = new Map<string, { path: string; compile?: string; script: vm.Script; bytes: Buffer }>();

/** The files the cache lists, by absolute path. */
const listed = new Map<string, Entry>();

/**
 * `name` in the folder `dir` (absolute), as path.resolve(dir, name) says. A plain file name (most of what the loader
 * names: the manifest's chunks, a chunk's "./x.js") is joined by hand. Why: Node's path functions run interpreted
 * this early, a character at a time, and the loader named ~300 paths for `lint` of a brief (the manifest's ~60
 * files, each chunk's requires): ~5 M instructions, half a percent of the run (callgrind).
 */
function inDir(dir: string, name: string): string {
  if (name === '' || name === '.' || name === '..' || name.includes('/') || name.includes(path.sep)) return path.resolve(dir, name);
  return dir.endsWith(path.sep) ? dir + name : dir + path.sep + name;
}

/**
 * Node's Module.load asks Module._nodeModulePaths for the folders above each module it loads (path.resolve and a
 * split of the path); every chunk here is in the one folder dist/, so the answer for an absolute folder is kept
 * (each caller still gets an array of its own, as before).
 */
function keepNodeModulePaths(): void {
  const M = Module as unknown as { _nodeModulePaths: (from: string) => string[] };
  const ask = M._nodeModulePaths;
  const known = new Map<string, string[]>();
  M._nodeModulePaths = function nodeModulePaths(this: unknown, from: string): string[] {
    if (typeof from !== 'string' || !path.isAbsolute(from)) return ask.call(this, from);
    let paths = known.get(from);
    if (paths === undefined) known.set(from, (paths = ask.call(this, from)));
    return paths.slice();
  };
}

function install(manifest: Manifest | undefined): void {
  keepNodeModulePaths();
  const realRoots = new Map<string, string | undefined>();
  for (const e of manifest?.files ?? []) {
    const file = inDir(dist, e.path);
    listed.set(file, e);
    // A dependency's file also under the name Node gives it (linkedName says why).
    const linked = e.path.startsWith('..') ? linkedName(file, realRoots) : undefined;
    if (linked !== undefined) listed.set(linked, e);
  }
  const ordinary = extensions['.js']!;
  extensions['.js'] = function load(this: unknown, module: Module, filename: string): void {
    const entry = listed.get(filename);
    const target = entry ?? (writing ? newTarget(filename) : undefined);
    if (target === undefined) return ordinary.call(this, module, filename);
    const file = inDir(dist, target.compile ?? target.path);
    const read = readSource(entry, file);
    if (read === undefined) return ordinary.call(this, module, filename);
    const script = compile(read.source, file, read.data);
    if (writing) compiled.set(filename, { path: target.path, compile: target.compile, script, bytes: read.bytes });
    run(script, module, filename);
  };
}

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

/** The folder of the package `file` is in (.../node_modules/name or .../node_modules/@scope/name), if any. */
function packageRoot(file: string): string | undefined {
  const at = file.lastIndexOf(NODE_MODULES);
  if (at < 0) return undefined;
  const parts = file.slice(at + NODE_MODULES.length).split(path.sep);
  const n = parts[0]!.startsWith('@') ? 2 : 1;
  return parts.length > n ? file.slice(0, at + NODE_MODULES.length) + parts.slice(0, n).join(path.sep) : undefined;
}

/**
 * The real path of a dependency's `file`, when it differs from the path the manifest names (dist/../node_modules/...);
 * `realRoots` keeps each package folder's, resolved once.
 *
 * Why: Node names a module by its real path (links resolved), the manifest by the path from dist/. They differ
 * when node_modules or a package in it is a link (pnpm's layout, npm link, a copy of dist/ beside a linked
 * node_modules, as the QA and comparison copies are): commander and marked then missed their saved code and were
 * compiled from source, marked through Node's ESM loader (~105 M instructions of `lint`, ~10%). One realpath per
 * package folder (commander, marked), not per file. The saved code is still used only for the bytes it was made
 * from (readSource compares them), so a link that points elsewhere costs speed, never behaviour.
 */
function linkedName(file: string, realRoots: Map<string, string | undefined>): string | undefined {
  const root = packageRoot(file);
  if (root === undefined) return undefined;
  if (!realRoots.has(root)) {
    let real: string | undefined;
    try {
      real = fs.realpathSync.native(root);
    } catch {
      real = undefined;
    }
    realRoots.set(root, real);
  }
  const real = realRoots.get(root);
  return real !== undefined && real !== root ? real + file.slice(root.length) : undefined;
}

/**
 * Warm-up only: `filename` (a real path) as the manifest names it, from dist/. A dependency's file is named
 * through dist/../node_modules when that reaches the same file, whatever links lie between (so a copy of dist/
 * beside another node_modules finds it; see linkedName).
 */
function fromDist(filename: string): string {
  const at = filename.lastIndexOf(NODE_MODULES);
  if (at >= 0) {
    const near = path.join(dist, '..', 'node_modules', filename.slice(at + NODE_MODULES.length));
    try {
      if (fs.realpathSync.native(near) === filename) return path.relative(dist, near);
    } catch {
      // not reachable that way: named by its real path
    }
  }
  return path.relative(dist, filename);
}

/** Warm-up only: a file not listed yet, if it is CommonJS (ours or a dependency's) or marked's ESM build. */
function newTarget(filename: string): { path: string; compile?: string } | undefined {
  const rel = fromDist(filename);
  if (/[\\/]marked[\\/]lib[\\/]marked\.esm\.js$/.test(filename)) {
    const lazy = path.join(cacheDir, 'marked-lazy.cjs');
    if (fs.existsSync(lazy)) return { path: rel, compile: path.relative(dist, lazy) };
    const umd = filename.replace(/marked\.esm\.js$/, 'marked.umd.js');
    return fs.existsSync(umd) ? { path: rel, compile: fromDist(umd) } : undefined;
  }
  return isCommonJs(filename) ? { path: rel } : undefined;
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

/** Warm-up only: save every file this run compiled (with the functions it ran), keep the others. */
function save(manifest: Manifest | undefined): void {
  const parts: Buffer[] = [];
  let size = 0;
  const put = (b: Buffer): Span => {
    parts.push(b);
    size += b.length;
    return [size - b.length, b.length];
  };
  const files = new Map<string, Entry>();
  const fresh = new Map([...compiled.values()].map((c) => [c.path, c]));
  // A file compiled this run gets new saved code for this run's state and keeps what it had for the
  // others, if its source is the same; a file not compiled keeps all it had.
  const others = CACHE_STATES.filter((state) => state !== cacheState);
  for (const e of manifest?.files ?? []) {
    const c = fresh.get(e.path);
    const copy = readSpan(e.copy);
    if (copy === undefined || (c !== undefined && !copy.equals(c.bytes))) continue;
    const entry: Entry = { path: e.path, compile: e.compile, copy: put(copy) };
    for (const state of c === undefined ? CACHE_STATES : others) {
      const data = e[state] && readSpan(e[state]);
      if (data) entry[state] = put(data);
    }
    if (CACHE_STATES.some((state) => entry[state])) files.set(e.path, entry);
  }
  for (const c of compiled.values()) {
    const known = files.get(c.path);
    const entry: Entry = known ?? { path: c.path, compile: c.compile, copy: put(c.bytes) };
    entry[cacheState] = put(c.script.createCachedData());
    files.set(c.path, entry);
  }
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(blobFile, Buffer.concat(parts, size));
  const next: Manifest = { node: process.version, arch: process.arch, files: [...files.values()] };
  fs.writeFileSync(manifestFile, `${JSON.stringify(next)}\n`);
}

const manifest = readManifest();
if (manifest !== undefined || writing) install(manifest);
if (writing) process.on('exit', () => save(manifest));
require('./main.js');
