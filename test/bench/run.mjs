#!/usr/bin/env node
// npm run bench: whole-process timings of the built CLI, each as a ratio to a bare `node -e ""` run
// interleaved with it in the same run (so machine drift cancels), plus peak memory, the scaffolding of a
// minimal brief, and the package's sizes. It reports; it never judges (its exit status does not depend
// on any figure). Plain Node, no dependencies: it runs from a fresh clone after `npm install`.
//
//   node test/bench/run.mjs [--runs 20] [--warmup 3] [--out bench-results.json] [--only TEXT] [--keep]
//                           [--cli PATH]   (default: the package's bin, dist/cli.js: what ships)

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, lstatSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { withoutGit, bigBrief, handWrittenBrief, smallBrief, handWrittenReturn, realShapedReturn, loadReturnRenderer, makeGitRepo, makeTemplate, resetFolder, writeFanout, writeStore } from './fixtures.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const maxrssHook = join(root, 'test', 'bench', 'maxrss.cjs');
/** The store's index file (src/store/index-cache.ts); removed before the "no index" case. */
const INDEX_FILES = /^\.index/;

const { values: opt } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    cli: { type: 'string' },
    out: { type: 'string', default: join(root, 'bench-results.json') },
    only: { type: 'string', multiple: true },
    'mem-runs': { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (opt.help) {
  process.stdout.write('usage: node test/bench/run.mjs [--runs N] [--warmup N] [--mem-runs N] [--out FILE] [--only TEXT]... [--cli PATH] [--keep]\n');
  process.exit(0);
}
const RUNS = Math.max(1, Number(opt.runs));
const WARMUP = Math.max(0, Number(opt.warmup));
const MEM_RUNS = Math.max(1, Number(opt['mem-runs']));
const log = (s) => process.stderr.write(`bench: ${s}\n`);
const cli = resolve(opt.cli ?? join(root, typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.handoff));

if (!existsSync(cli)) {
  process.stderr.write(`bench: ${cli} is missing; run \`npm run build\` first (npm run bench does)\n`);
  process.exit(1);
}

// --- machine ---------------------------------------------------------------------------------------

const cpus = os.cpus();
const machine = {
  cores: cpus.length,
  cpu: cpus[0]?.model?.trim() ?? 'unknown',
  node: process.version,
  os: `${os.platform()} ${os.release()} ${os.arch()}`,
  memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
  loadAverageAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
};

// --- fixtures --------------------------------------------------------------------------------------

const tmp = mkdtempSync(join(os.tmpdir(), 'handoff-bench-'));
const homes = join(tmp, 'homes');
mkdirSync(homes, { mode: 0o700 });
const baseEnv = { ...withoutGit(process.env), NO_COLOR: '1', XDG_CONFIG_HOME: join(tmp, 'config') };
delete baseEnv.HANDOFF_SESSION;
delete baseEnv.HANDOFF_HOME;
const home = (name) => join(homes, name);
const envFor = (h) => ({ ...baseEnv, HANDOFF_HOME: h });

let results;
try {
  results = await main();
} finally {
  if (opt.keep) log(`kept the fixtures in ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}
writeFileSync(opt.out, JSON.stringify(results, null, 2) + '\n');
process.stdout.write(`\nwrote ${opt.out}\n`);

async function main() {
  const t0 = Date.now();
  log(`fixtures in ${tmp}`);
  const repo = makeGitRepo(join(tmp, 'repo'), { files: 200, commits: 50 });
  const template = makeTemplate({ cli, repo: repo.dir, home: home('template'), env: baseEnv, pointers: [`${repo.paths[1]}:12 — where the lexer would start`, 'npm test'] });
  const renderReturn = await loadReturnRenderer(join(root, 'build'), join(root, 'dist'));
  log(`git repo (200 files, 50 commits) and template ${template.id}; returns rendered by ${renderReturn ? "this build's renderReturn" : 'the bench (no renderReturn in build/ or dist/)'}`);

  const stores = {};
  for (const n of [100, 1000, 10000]) {
    const t = Date.now();
    stores[n] = home(`store-${n}`);
    writeStore(stores[n], template, { count: n, returnEvery: 3, returns: 1, renderReturn, seed: n });
    log(`store of ${n.toLocaleString('en-US')} handoffs (a return on every third) in ${Date.now() - t} ms`);
  }
  // A handoff with 10 returns, cut 10 commits ago, so pull has drift to report.
  const old = repo.shas[repo.shas.length - 11];
  const pullOrigin = { ...template.record.origin, head: old, headShort: old.slice(0, 7) };
  const pullHome = home('pull');
  const [pullId] = writeStore(pullHome, { ...template, brief: template.brief.split(template.record.origin.headShort).join(pullOrigin.headShort) }, { count: 1, returnEvery: 1, returns: 10, renderReturn, origin: pullOrigin, seed: 42 });
  const pullDir = join(pullHome, pullId);
  const pullFiles = readdirSync(pullDir);
  // A fan-out handoff with two returns of 40,000 findings each (issue 11: agreement in one pass).
  const fanHome = home('fanout');
  const fanId = writeFanout(fanHome, template, { findings: 40_000, renderReturn });
  const fanDir = join(fanHome, fanId);
  const fanFiles = readdirSync(fanDir);
  const lintDir = join(tmp, 'lint');
  mkdirSync(lintDir);
  const lint100k = join(lintDir, 'brief-100k.md');
  const lint1m = join(lintDir, 'brief-1m.md');
  writeFileSync(lint100k, bigBrief(template, 100 * 1024, repo.paths));
  writeFileSync(lint1m, bigBrief(template, 1024 * 1024, repo.paths));
  // The store the `new` cases write to, emptied before each run (outside the timed part): every run of a `new` case
  // starts from the same store, as a first brief does. Left to grow, each run added a handoff, and the later rounds
  // paid for comparing the title with more and more briefs ("similar title" warnings) than the first ones did.
  const newHome = home('new');
  mkdirSync(newHome, { mode: 0o700 });
  const freshNewStore = () => resetFolder(newHome, []);
  // Hand-written bodies (~6 KiB each, the size agents write): what `new --body` and `return --body` read with marked.
  const bodyDir = join(tmp, 'bodies');
  mkdirSync(bodyDir);
  const briefBody = join(bodyDir, 'brief.md');
  const returnBody = join(bodyDir, 'return.md');
  writeFileSync(briefBody, handWrittenBrief(repo.paths));
  // The briefs agents write most often, a few lines long (speed12): a 5-line brief is a close call between brief and
  // return (one brief heading), which the reading decides with the return reader; 30 lines are decided without it.
  const brief5 = join(bodyDir, 'brief-5-lines.md');
  const brief30 = join(bodyDir, 'brief-30-lines.md');
  writeFileSync(brief5, smallBrief(repo.paths, 5));
  writeFileSync(brief30, smallBrief(repo.paths, 30));
  writeFileSync(returnBody, handWrittenReturn(repo.paths));
  // A ~12 KiB return shaped like real ones (fixtures.mjs realShapedReturn): what reading a real return costs.
  const realReturn = join(bodyDir, 'real-shaped-return.md');
  writeFileSync(realReturn, realShapedReturn(repo.paths));
  const retHome = home('return');
  const [retId] = writeStore(retHome, template, { count: 1, returnEvery: 0, renderReturn, seed: 7 });
  const retDir = join(retHome, retId);
  const retFiles = readdirSync(retDir);
  log(`fixtures ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const dropIndex = (h) => () => {
    for (const n of readdirSync(h)) if (INDEX_FILES.test(n)) rmSync(join(h, n), { force: true });
  };

  /** @type {Case[]} */
  const allCases = [
    { name: '--version', args: ['--version'], target: 1.15 },
    { name: '--help', args: ['--help'], target: 1.4 },
    {
      name: 'new task --no-input --no-copy (git repo: 200 files, 50 commits)',
      args: ['new', 'task', '--title', 'Cache the parsed config', '--why', 'Every command parses the config again.', '--deliver', 'A cache with tests.', '--first-step', 'Time the config load.', '--no-input', '--no-copy'],
      cwd: repo.dir,
      env: envFor(newHome),
      before: freshNewStore,
      target: 2.0,
    },
    {
      name: 'new task --body (6 KiB hand-written brief)',
      args: ['new', 'task', '--body', briefBody, '--no-input', '--no-copy'],
      cwd: repo.dir,
      env: envFor(newHome),
      before: freshNewStore,
      vs: 'new task --no-input --no-copy (git repo: 200 files, 50 commits)',
      markedTarget: 0.25,
    },
    { name: 'new task --body (5-line brief)', args: ['new', 'task', '--body', brief5, '--first-step', 'Time the config load.', '--no-input', '--no-copy', '--force'], cwd: repo.dir, env: envFor(newHome), before: freshNewStore },
    {
      name: 'return with flags (--outcome, --finding)',
      needs: 'return',
      args: ['return', retId, '--outcome', 'answered', '--answer', 'Cached.', '--finding', 'The config is parsed twice [verified: trace]', '--no-input'],
      cwd: repo.dir,
      env: envFor(retHome),
      before: () => resetFolder(retDir, retFiles),
    },
    {
      name: 'return --body (6 KiB hand-written return)',
      needs: 'return',
      args: ['return', retId, '--body', returnBody, '--no-input'],
      cwd: repo.dir,
      env: envFor(retHome),
      before: () => resetFolder(retDir, retFiles),
      vs: 'return with flags (--outcome, --finding)',
      markedTarget: 0.25,
    },
    {
      name: 'return --body (12 KiB real-shaped return)',
      needs: 'return',
      args: ['return', retId, '--body', realReturn, '--outcome', 'answered', '--no-input'],
      cwd: repo.dir,
      env: envFor(retHome),
      before: () => resetFolder(retDir, retFiles),
    },
    { name: 'lint, 12 KiB real-shaped return', needs: 'lint', args: ['lint', realReturn], cwd: repo.dir, env: envFor(stores[100]), ok: [0, 3] },
    { name: 'list, 100 handoffs', needs: 'list', args: ['list'], cwd: repo.dir, env: envFor(stores[100]) },
    { name: 'list, 1,000 handoffs', needs: 'list', args: ['list'], cwd: repo.dir, env: envFor(stores[1000]), target: 2.0 },
    { name: 'list, 10,000 handoffs', needs: 'list', args: ['list'], cwd: repo.dir, env: envFor(stores[10000]), target: 5.0, memTarget: 120 },
    { name: 'list, 10,000 handoffs, index removed first', needs: 'list', args: ['list'], cwd: repo.dir, env: envFor(stores[10000]), before: dropIndex(stores[10000]) },
    { name: 'inbox, 10,000 handoffs', needs: 'inbox', args: ['inbox'], cwd: repo.dir, env: envFor(stores[10000]), target: 5.0 },
    { name: 'path latest, 10,000 handoffs (a full store scan)', needs: 'path', args: ['path', 'latest'], cwd: repo.dir, env: envFor(stores[10000]) },
    { name: 'lint, 5-line brief', needs: 'lint', args: ['lint', brief5], cwd: repo.dir, env: envFor(stores[100]), ok: [0, 3] },
    { name: 'lint, 30-line brief', needs: 'lint', args: ['lint', brief30], cwd: repo.dir, env: envFor(stores[100]), ok: [0, 3] },
    { name: 'lint, 6 KiB hand-written brief', needs: 'lint', args: ['lint', briefBody], cwd: repo.dir, env: envFor(stores[100]), ok: [0, 3] },
    { name: 'lint, 100 KiB brief', needs: 'lint', args: ['lint', lint100k], cwd: repo.dir, env: envFor(stores[100]), ok: [0, 3], target: 2.0 },
    // Real briefs and returns are under 50 KiB; 1 MiB is the stress case (marked's lexer builds every block).
    { name: 'lint, 1 MiB brief', needs: 'lint', args: ['lint', lint1m], cwd: repo.dir, env: envFor(stores[100]), ok: [0, 3], target: 5.0 },
    { name: 'pull, 10 returns', needs: 'pull', args: ['pull', pullId], cwd: repo.dir, env: envFor(pullHome), before: () => resetFolder(pullDir, pullFiles) },
    { name: 'inbox, fan-out of 2 returns x 40,000 findings', needs: 'inbox', args: ['inbox'], cwd: repo.dir, env: envFor(fanHome), targetMs: 2000 },
    { name: 'pull, fan-out of 2 returns x 40,000 findings', needs: 'pull', args: ['pull', fanId], cwd: repo.dir, env: envFor(fanHome), before: () => resetFolder(fanDir, fanFiles), targetMs: 5000 },
  ];
  // A case measured against another (`vs`) brings that one along when selected with --only.
  const picked = opt.only?.length ? allCases.filter((c) => opt.only.some((o) => c.name.includes(o))) : allCases;
  const cases = allCases.filter((c) => picked.includes(c) || picked.some((p) => p.vs === c.name));

  // Which commands this build has: `handoff <cmd> --help` exits 0 and shows that command's usage
  // (for an unknown command, commander shows the program's help, also with exit status 0).
  const have = new Map();
  for (const c of cases) {
    if (!c.needs || have.has(c.needs)) continue;
    const r = spawnSync(process.execPath, [cli, c.needs, '--help'], { env: baseEnv, encoding: 'utf8' });
    have.set(c.needs, r.status === 0 && new RegExp(`^Usage: handoff ${c.needs}\\b`, 'm').test(r.stdout));
  }

  const baseline = { name: 'node -e ""', argv: ['-e', ''], samples: [] };
  for (const c of cases) {
    c.argv = [cli, ...c.args];
    c.samples = [];
    c.pairedBase = [];
    c.ok ??= [0];
    if (c.needs && !have.get(c.needs)) {
      c.status = 'n/a';
      c.note = `n/a (command missing: handoff ${c.needs})`;
      continue;
    }
    // One run with its output captured: a case that fails is reported, not timed.
    c.before?.();
    const r = spawnSync(process.execPath, c.argv, { cwd: c.cwd ?? tmp, env: c.env ?? baseEnv, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (!c.ok.includes(r.status)) {
      c.status = 'failed';
      c.note = `failed: exit ${r.status}: ${(r.stderr || '').trim().split('\n')[0] ?? ''}`;
      continue;
    }
    c.status = 'ok';
    c.exitCode = r.status;
    c.outputBytes = Buffer.byteLength(r.stdout) + Buffer.byteLength(r.stderr);
  }
  const active = cases.filter((c) => c.status === 'ok');

  // --- timing: each case right after a baseline run, the order rotated every round --------------------
  const rounds = WARMUP + RUNS;
  log(`timing ${active.length} case(s): ${WARMUP} warm-up + ${RUNS} measured rounds, each case run right after \`node -e ""\``);
  const tStart = Date.now();
  for (let round = 0; round < rounds; round++) {
    const shift = round % Math.max(active.length, 1);
    const order = [...active.slice(shift), ...active.slice(0, shift)];
    for (const c of order) {
      c.before?.();
      const b = timeRun(baseline.argv, {});
      const t = timeRun(c.argv, c);
      if (!c.ok.includes(t.status)) c.errors = (c.errors ?? 0) + 1;
      if (round >= WARMUP) {
        baseline.samples.push(b.ms);
        c.samples.push(t.ms);
        c.pairedBase.push(b.ms);
      }
    }
    if (round === 0) log(`one round takes ~${((Date.now() - tStart) / 1000).toFixed(1)} s`);
  }
  const base = stats(baseline.samples);
  for (const c of active) {
    c.stats = stats(c.samples);
    c.ratio = c.stats.median / base.median;
    c.pairedRatio = median(c.samples.map((s, i) => s / c.pairedBase[i]));
  }

  // --- peak memory and CPU time -------------------------------------------------------------------
  log(`peak RSS and CPU time: ${MEM_RUNS} run(s) of each case, started by maxrss.cjs`);
  const rssFile = join(tmp, 'maxrss.txt');
  const resources = (argv, c) => {
    const kib = [];
    const cpuMs = [];
    for (let i = 0; i < MEM_RUNS; i++) {
      c.before?.();
      rmSync(rssFile, { force: true });
      // The CLI started by the meter, not preloaded with it (maxrss.cjs says why); `node -e ""` preloaded.
      const metered = argv[0] === '-e' ? ['-r', maxrssHook, ...argv] : [maxrssHook, ...argv];
      spawnSync(process.execPath, metered, { cwd: c.cwd ?? tmp, env: { ...(c.env ?? baseEnv), BENCH_MAXRSS_FILE: rssFile }, stdio: 'ignore' });
      if (!existsSync(rssFile)) continue;
      const [rss, user, system] = readFileSync(rssFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
      kib.push(rss);
      cpuMs.push((user + system) / 1000);
    }
    return { peakMiB: kib.length ? Math.max(...kib) / 1024 : null, cpuMs: cpuMs.length ? median(cpuMs) : null };
  };
  Object.assign(baseline, resources(baseline.argv, {}));
  for (const c of active) Object.assign(c, resources(c.argv, c));

  // --- marked's own time ----------------------------------------------------------------------------
  // What marked adds to a command: the time V8's sampling profiler finds in marked's own functions
  // (its module's evaluation, the lexer, the regular expressions they compile and run), median of runs.
  const profiled = active.filter((c) => c.markedTarget !== undefined || c.name.startsWith('lint'));
  log(`marked's own time: ${MEM_RUNS} profiled run(s) of ${profiled.length} case(s)`);
  for (const c of profiled) c.markedMs = markedTime(c);

  // --- the scaffolding of a minimal brief ---------------------------------------------------------
  log('scaffolding: a brief of each built-in kind with one short line per required answer');
  const scaffolding = measureScaffolding();

  // --- sizes --------------------------------------------------------------------------------------
  log('sizes: npm pack --dry-run, production dependencies');
  const pack = packSize();
  const deps = prodDeps();

  const out = {
    date: new Date().toISOString(),
    machine,
    method: {
      timing: 'wall time of spawnSync(process.execPath, [dist/cli.js, ...args]) with stdio ignored (output to /dev/null); each case is run right after a `node -e ""` run, the order of cases rotated each round',
      runs: RUNS,
      warmup: WARMUP,
      ratio: 'median(case) / median(all node -e "" runs of this bench run); pairedRatio: median over runs of case / the node -e "" run just before it',
      peakRss: `getrusage(RUSAGE_SELF).ru_maxrss of the handoff process (process.resourceUsage().maxRSS at exit, from maxrss.cjs, which starts the CLI), max of ${MEM_RUNS} run(s); child processes such as git are not included`,
      cpu: `user + system CPU time of the handoff process alone (measured the same way), median of ${MEM_RUNS} run(s): less sensitive than wall time to other load on the machine; git's own CPU is not included`,
      marked: 'markedMs: median over runs of the time V8\'s sampling profiler (--cpu-prof, 0.1 ms interval) attributes to functions in marked\'s files (its module evaluation, lexing, and the regular expressions they compile and run; compiling its source is not included); markedRatio: markedMs / the CPU time of node -e "" (on a quiet machine the sampled time is CPU time; like every figure here, only meaningful on a quiet machine)',
      scaffolding: 'estimated tokens = characters / 4 (as src/brief/lint.ts estimates them): ceil((brief characters - the answers\' characters) / 4)',
    },
    cli: cli.startsWith(root) ? cli.slice(root.length + 1) : cli,
    baseline: { name: baseline.name, ...base, peakMiB: round1(baseline.peakMiB), cpuMs: round1(baseline.cpuMs) },
    cases: cases.map((c) => ({
      name: c.name,
      command: `handoff ${c.args.map((a) => (a.startsWith(tmp) ? a.replace(tmp, '$TMP') : a)).join(' ')}`,
      status: c.status,
      note: c.note,
      target: c.target ?? null,
      targetMs: c.targetMs ?? null,
      ratio: c.ratio === undefined ? null : round3(c.ratio),
      // What this case adds over the one it is measured against (the same command without a body to read).
      vs: c.vs ?? null,
      added: c.vs && c.ratio !== undefined && cases.find((x) => x.name === c.vs)?.ratio !== undefined ? round3(c.ratio - cases.find((x) => x.name === c.vs).ratio) : null,
      addedTarget: c.addedTarget ?? null,
      markedMs: round1(c.markedMs),
      markedRatio: c.markedMs === undefined || c.markedMs === null || !baseline.cpuMs ? null : round3(c.markedMs / baseline.cpuMs),
      markedTarget: c.markedTarget ?? null,
      pairedRatio: c.pairedRatio === undefined ? null : round3(c.pairedRatio),
      ...(c.stats ?? {}),
      peakMiB: round1(c.peakMiB),
      memTargetMiB: c.memTarget ?? null,
      cpuMs: round1(c.cpuMs),
      cpuRatio: c.cpuMs && baseline.cpuMs ? round3(c.cpuMs / baseline.cpuMs) : null,
      exitCode: c.exitCode,
      outputBytes: c.outputBytes,
      failedRuns: c.errors ?? 0,
    })),
    scaffolding,
    pack,
    productionDependencies: deps,
  };
  printReport(out);
  return out;
}

// --- helpers ---------------------------------------------------------------------------------------

/** CPU ms sampled in marked's functions, median over MEM_RUNS profiled runs of case c. */
function markedTime(c) {
  const dir = join(tmp, 'profiles');
  const ms = [];
  for (let i = 0; i < MEM_RUNS; i++) {
    rmSync(dir, { recursive: true, force: true });
    c.before?.();
    spawnSync(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-interval', '100', ...c.argv], { cwd: c.cwd ?? tmp, env: c.env ?? baseEnv, stdio: 'ignore' });
    const file = existsSync(dir) ? readdirSync(dir).find((n) => n.endsWith('.cpuprofile')) : undefined;
    if (!file) continue;
    const prof = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    // marked's files, and the copy of its UMD build that dist/cli.js compiles in their place (its inline
    // rules made on first use: .ci/marked-lazy.mjs).
    const inMarked = new Set(prof.nodes.filter((n) => /[\\/]node_modules[\\/]marked[\\/]|[\\/]code-cache[\\/]marked-lazy\.cjs$/.test(n.callFrame.url)).map((n) => n.id));
    let us = 0;
    for (let k = 0; k < prof.samples.length; k++) if (inMarked.has(prof.samples[k])) us += prof.timeDeltas[k] ?? 0;
    ms.push(us / 1000);
  }
  return ms.length ? median(ms) : null;
}

function timeRun(argv, c) {
  const s = process.hrtime.bigint();
  const r = spawnSync(process.execPath, argv, { cwd: c.cwd ?? tmp, env: c.env ?? baseEnv, stdio: 'ignore' });
  return { ms: Number(process.hrtime.bigint() - s) / 1e6, status: r.status };
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function stats(xs) {
  return { medianMs: round1(median(xs)), minMs: round1(Math.min(...xs)), maxMs: round1(Math.max(...xs)), median: median(xs), samplesMs: xs.map(round1) };
}

function round1(x) {
  return x === null || x === undefined ? null : Math.round(x * 10) / 10;
}
function round3(x) {
  return Math.round(x * 1000) / 1000;
}

function measureScaffolding() {
  const repoDir = join(tmp, 'minimal-repo');
  makeGitRepo(repoDir, { files: 1, commits: 1 });
  // The 1-file repo is left dirty by makeGitRepo; commit everything so the header is the minimal one.
  execFileSync('git', ['add', '-A'], { cwd: repoDir });
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', 'commit', '-q', '--no-gpg-sign', '-m', 'clean'], { cwd: repoDir });
  const h = home('scaffolding');
  mkdirSync(h, { mode: 0o700 });
  const kindsOut = spawnSync(process.execPath, [cli, 'kinds', '--json'], { cwd: repoDir, env: envFor(h), encoding: 'utf8' });
  let kinds;
  try {
    kinds = JSON.parse(kindsOut.stdout).kinds.filter((k) => k.source === 'built-in');
  } catch {
    return { error: `handoff kinds --json failed: ${kindsOut.stderr}` };
  }
  const out = [];
  for (const k of kinds) {
    const answers = { title: 'Fix the login test', why: 'It fails on CI.', deliver: 'A passing test.', firstStep: 'Run the login test.' };
    const args = ['new', k.name, '--title', answers.title, '--why', answers.why, '--deliver', answers.deliver, '--first-step', answers.firstStep];
    const fields = {};
    for (const q of k.questions) {
      if (!q.required || q.default) continue;
      fields[q.name] = q.choices?.[0] ?? `The ${q.name.replace(/_/g, ' ')} in one line.`;
      args.push('--field', `${q.name}=${fields[q.name]}`);
    }
    args.push('--no-input', '--no-copy', '--json', '--force');
    const r = spawnSync(process.execPath, [cli, ...args], { cwd: repoDir, env: envFor(h), encoding: 'utf8' });
    if (r.status !== 0) {
      out.push({ kind: k.name, error: `exit ${r.status}: ${r.stderr.trim().split('\n')[0]}` });
      continue;
    }
    const brief = readFileSync(JSON.parse(r.stdout).brief, 'utf8');
    const answerChars = [...Object.values(answers), ...Object.values(fields)].reduce((n, a) => n + a.length, 0);
    out.push({ kind: k.name, briefChars: brief.length, answerChars, tokens: Math.ceil((brief.length - answerChars) / 4), target: k.name === 'task' ? 350 : null });
  }
  return { repoPathChars: repoDir.length, kinds: out };
}

function packSize() {
  const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  try {
    const [p] = JSON.parse(r.stdout);
    return { method: 'npm pack --dry-run --json', packedBytes: p.size, unpackedBytes: p.unpackedSize, files: p.entryCount };
  } catch {
    return { method: 'npm pack --dry-run --json', error: `npm pack failed (exit ${r.status}): ${(r.stderr || '').trim().split('\n').pop()}` };
  }
}

/** Bytes and files under a package folder, not counting its nested node_modules (listed on their own). */
function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  const walk = (d, top) => {
    let names;
    try {
      names = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of names) {
      if (top && e.name === 'node_modules') continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p, false);
      else if (e.isFile()) {
        bytes += lstatSync(p).size;
        files++;
      }
    }
  };
  walk(dir, true);
  return { bytes, files };
}

function prodDeps() {
  // Measured, not estimated: a production-only install (npm ci --omit=dev --ignore-scripts) of this
  // package.json and lock file in a temp folder, from npm's cache when it has everything (as after
  // npm install), then every file under its node_modules. It includes what npm installs beside the
  // dependencies proper, e.g. peer dependencies (@types/node for @inquirer). Falls back to
  // `npm ls --omit=dev --parseable --all` over this checkout's node_modules, then to the lock file.
  const sizeOf = (paths) => {
    let bytes = 0;
    let files = 0;
    for (const p of paths) {
      const s = folderSize(p);
      bytes += s.bytes;
      files += s.files;
    }
    return { packages: paths.length, bytes, files };
  };
  const dir = join(tmp, 'prod-install');
  mkdirSync(dir);
  for (const f of ['package.json', 'package-lock.json']) writeFileSync(join(dir, f), readFileSync(join(root, f)));
  const ci = spawnSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (ci.status === 0) {
    const ls = spawnSync('npm', ['ls', '--omit=dev', '--parseable', '--all'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const packages = ls.status === 0 ? ls.stdout.split('\n').filter(Boolean).length - 1 : null;
    let bytes = 0;
    let files = 0;
    const walk = (d) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const p = join(d, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.isFile() && e.name !== '.package-lock.json') {
          bytes += lstatSync(p).size;
          files++;
        }
      }
    };
    walk(join(dir, 'node_modules'));
    return { method: 'npm ci --omit=dev --ignore-scripts in a temp folder, every file under its node_modules', packages, bytes, files };
  }
  const r = spawnSync('npm', ['ls', '--omit=dev', '--parseable', '--all'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status === 0) return { method: `npm ls --omit=dev --parseable --all (npm ci failed: exit ${ci.status})`, ...sizeOf(r.stdout.split('\n').filter(Boolean).slice(1)) };
  try {
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
    const paths = Object.entries(lock.packages ?? {})
      .filter(([k, v]) => k && !v.dev && !v.devOptional && !v.link)
      .map(([k]) => join(root, k))
      .filter((p) => existsSync(p));
    return { method: 'package-lock.json packages not marked dev (npm ci and npm ls failed here; leaves out peer dependencies npm would install)', ...sizeOf(paths) };
  } catch (e) {
    return { error: `cannot measure the production dependencies: ${e.message}` };
  }
}

// --- report ----------------------------------------------------------------------------------------

function printReport(r) {
  const w = (s, n) => String(s).padEnd(n);
  const num = (x, d = 1) => (x === null || x === undefined ? '' : x.toFixed(d));
  const mb = (b) => `${(b / 1e6).toFixed(2)} MB`;
  const kb = (b) => `${(b / 1e3).toFixed(1)} kB`;
  const lines = [];
  const m = r.machine;
  lines.push(`handoff bench: ${m.cores} cores, ${m.cpu}, ${m.memoryGiB} GiB, Node ${m.node}, ${m.os}; load average at start ${m.loadAverageAtStart.join(' ')}`);
  lines.push(`handoff = node ${r.cli}; ${r.method.runs} measured runs per case after ${r.method.warmup} warm-up round(s), each right after a \`node -e ""\` run`);
  lines.push(`baseline node -e "": median ${num(r.baseline.medianMs)} ms (min ${num(r.baseline.minMs)}, max ${num(r.baseline.maxMs)}), CPU ${num(r.baseline.cpuMs)} ms, peak RSS ${num(r.baseline.peakMiB)} MiB`);
  lines.push('');
  const nameW = Math.max(...r.cases.map((c) => c.name.length), 4) + 2;
  lines.push(`${w('case', nameW)}${w('ratio', 7)}${w('target', 8)}${w('median ms', 11)}${w('min', 8)}${w('max', 8)}${w('CPU ratio', 11)}peak RSS MiB`);
  for (const c of r.cases) {
    if (c.status !== 'ok') {
      lines.push(`${w(c.name, nameW)}${c.note}`);
      continue;
    }
    const target = c.target ? `≤ ${c.target}` : c.targetMs ? `≤ ${c.targetMs / 1000} s` : '';
    const mem = `${num(c.peakMiB)}${c.memTargetMiB ? ` (target ≤ ${c.memTargetMiB})` : ''}`;
    lines.push(`${w(c.name, nameW)}${w(num(c.ratio, 2), 7)}${w(target, 8)}${w(num(c.medianMs), 11)}${w(num(c.minMs), 8)}${w(num(c.maxMs), 8)}${w(num(c.cpuRatio, 2), 11)}${mem}`);
  }
  for (const c of r.cases) if (c.added !== null && c.added !== undefined) lines.push(`${c.name}: adds ${c.added >= 0 ? '+' : ''}${num(c.added, 2)} over "${c.vs}"${c.addedTarget ? ` (target ≤ +${c.addedTarget})` : ''}`);
  for (const c of r.cases) if (c.markedMs !== null && c.markedMs !== undefined) lines.push(`${c.name}: marked's own time ${num(c.markedMs)} ms = ${num(c.markedRatio, 2)}x node -e ""${c.markedTarget ? ` (target ≤ ${c.markedTarget})` : ''}`);
  lines.push('');
  if (r.scaffolding.error) lines.push(`scaffolding: ${r.scaffolding.error}`);
  else {
    for (const k of r.scaffolding.kinds) {
      if (k.error) lines.push(`scaffolding, minimal ${k.kind} brief: ${k.error}`);
      else lines.push(`scaffolding, minimal ${k.kind} brief: ${k.tokens} estimated tokens${k.target ? ` (target ≤ ${k.target})` : ''}  [${k.briefChars} chars, answers ${k.answerChars} chars]`);
    }
  }
  if (r.pack.error) lines.push(`npm pack: ${r.pack.error}`);
  else lines.push(`npm pack: ${kb(r.pack.packedBytes)} packed, ${kb(r.pack.unpackedBytes)} unpacked, ${r.pack.files} files`);
  const d = r.productionDependencies;
  if (d.error) lines.push(`production dependencies: ${d.error}`);
  else lines.push(`production dependencies: ${d.packages ?? '?'} packages, ${mb(d.bytes)} in ${d.files} files (${d.method.split(' in a temp')[0].split(' (')[0]})`);
  process.stdout.write(lines.join('\n') + '\n');
}
