// Preloaded with `node -r` by the bench: when the process exits, append one line to $BENCH_MAXRSS_FILE:
// its peak resident set size (getrusage(RUSAGE_SELF).ru_maxrss via process.resourceUsage(), KiB) and
// its CPU time (user and system, microseconds). Child processes (git) are not counted: this is the
// handoff process alone.
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
