// The bench's meter: when the process exits, append one line to $BENCH_MAXRSS_FILE: its peak resident set
// size (getrusage(RUSAGE_SELF).ru_maxrss via process.resourceUsage(), KiB) and its CPU time (user and
// system, microseconds). Child processes (git) are not counted: this is the handoff process alone.
//
// Two ways in: `node -r maxrss.cjs -e ""` (the baseline), and `node maxrss.cjs dist/cli.js ARGS...`, where it
// starts the CLI itself. Why not a preload for the CLI: dist/cli.js sets no V8 flag after a preload
// (src/boot.cts, preloaded), so a preloaded CLI ran with V8's defaults and another state's saved code, not
// as the timed runs do: `return --body` of the 12 KiB return measured ~1.0 s of CPU that way for ~0.55 s as
// run (regular expressions compiled twice, functions optimised on the other core: more CPU than wall).
'use strict';
const { appendFileSync } = require('node:fs');
const file = process.env.BENCH_MAXRSS_FILE;
if (file) {
  process.on('exit', () => {
    try {
      const r = process.resourceUsage();
      appendFileSync(file, `${r.maxRSS} ${r.userCPUTime} ${r.systemCPUTime}\n`);
    } catch {
      // nothing to report to: the bench shows the figure as missing
    }
  });
}

if (require.main === module) {
  // Started as `node maxrss.cjs CLI ARGS...`: run CLI as if it were the main script.
  process.argv.splice(1, 1);
  require(process.argv[1]);
}
