// Preloaded into a spawned CLI (`node --import ./fs-faults.mjs dist/cli.js ...`) to make its file system
// misbehave under one folder, for tests that cannot (or should not) build the real condition:
//   HANDOFF_TEST_FAULT=ENOSPC|EROFS   creating files and folders under HANDOFF_TEST_FAULT_UNDER fails so
//   HANDOFF_TEST_FAULT=ENOSPC@<k>     only the k-th of those calls (1-based) fails, every other one works:
//                                     run with k = 1, 2, ... to fail each step of a write in turn
//   HANDOFF_TEST_FAULT=SLOW:<ms>      every create, link and rename under it first waits <ms> (to kill a
//                                     write in the middle)
// It patches node:fs/promises and publishes the patch to ES module imports (syncBuiltinESMExports).

import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve } from 'node:path';

const fault = process.env.HANDOFF_TEST_FAULT;
const under = process.env.HANDOFF_TEST_FAULT_UNDER && resolve(process.env.HANDOFF_TEST_FAULT_UNDER);

if (fault && under) {
  const p = fs.promises;
  const nth = /^(E[A-Z]+)@(\d+)$/.exec(fault);
  const code = nth ? nth[1] : fault;
  let calls = 0;
  const failsNow = () => (nth ? ++calls === Number(nth[2]) : true);
  const inside = (path) => typeof path === 'string' && resolve(path).startsWith(under);
  const fail = (syscall, path) => {
    const e = new Error(`${code}: injected, ${syscall} '${path}'`);
    e.code = code;
    e.syscall = syscall;
    e.path = path;
    return e;
  };
  const slow = fault.startsWith('SLOW:') ? Number(fault.slice(5)) : 0;
  const wrap = (name, creates) => {
    const orig = p[name];
    p[name] = async (...args) => {
      const path = args[0];
      if (inside(path) || (name === 'rename' || name === 'link') && inside(args[1])) {
        if (slow) await new Promise((r) => setTimeout(r, slow));
        else if (creates(args) && failsNow()) throw fail(name, path);
      }
      return orig.apply(p, args);
    };
  };
  const O_CREAT = fs.constants.O_CREAT;
  wrap('open', (args) => typeof args[1] === 'number' ? (args[1] & O_CREAT) !== 0 : /[wa+]/.test(String(args[1] ?? 'r')));
  wrap('mkdir', () => true);
  wrap('writeFile', () => true);
  wrap('rename', () => true);
  wrap('link', () => true);
  syncBuiltinESMExports();
}
