// Preloaded with `node -r` by the bench: when the process exits, append its own peak resident set size
// (getrusage(RUSAGE_SELF).ru_maxrss, via process.resourceUsage(), in KiB) to $BENCH_MAXRSS_FILE.
// Child processes (git) are not counted: this is the handoff process alone.
'use strict';
const { appendFileSync } = require('node:fs');
const file = process.env.BENCH_MAXRSS_FILE;
if (file) {
  process.on('exit', () => {
    try {
      appendFileSync(file, `${process.resourceUsage().maxRSS}\n`);
    } catch {
      // nothing to report to: the bench shows the figure as missing
    }
  });
}
