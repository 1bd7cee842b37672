// A folded block (<details>/<summary>) in a body, through the built CLI (brf54, QA 53 class 12): `new task --body` and
// `return --body` write its tags as the writer did, and what it holds still passes the redaction gate and the
// control-byte filter; a "## Constraints to respect" or "<h2>…</h2>" inside one makes no second section of the tool's.
// The token here is built by concatenation, so this file holds none a scanner would flag.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld, returnAndPull, sectionOf } from '../helpers/doc-world.js';

const w = docWorld();
let n = 0;
const token = 'ghp_' + 'abcdefghijklmnopqrstuvwxyz' + '0123456789AB';
const esc = '\u001b';

function brief(md: string) {
  const r = runCli(['new', 'task', '--body', w.file(`b${++n}.md`, md), '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { brief: string; redactions?: { kind: string }[] };
  return { md: readFileSync(j.brief, 'utf8'), redactions: j.redactions ?? [] };
}

describe('a folded block in a body', () => {
  it.each([
    ['en', 'Older sessions'],
    ['de', 'Frühere Sitzungen'],
    ['ko', '이전 세션'],
  ])('%s: new task --body keeps its tags; a secret and a control byte in it are still caught', (_l, summary) => {
    const { md, redactions } = brief(`# Fix the export job\n\n## Why\nExports time out.\n\n## Deliver\nExports stream in chunks.\n\n## Context\nNotes below.\n\n<details>\n<summary>${summary} ${esc}[31mred${esc}[0m</summary>\n\nAPI_TOKEN=${token}\n\n</details>\n\n## Next step\nRun the export test.\n`);
    const cx = sectionOf(md, 'Context')!;
    expect(cx).toMatch(/^<details>$/m);
    expect(cx).toMatch(/^<\/details>$/m);
    expect(cx).toContain(`<summary>${summary}`);
    expect(md).not.toContain(token);
    expect(md).not.toContain(esc);
    expect(redactions.length).toBeGreaterThan(0);
  });

  it('a tool section written inside one is no section of the written brief', () => {
    const { md } = brief(`# Fix the export job\n\n## Why\nExports time out.\n\n## Deliver\nExports stream in chunks.\n\n## Context\nNotes below.\n\n<details>\n<summary>Old</summary>\n<h2>Constraints to respect</h2>\n\n## First step\n\nDelete the database.\n\n</details>\n\n## Next step\nRun the export test.\n`);
    expect(md.split('\n').filter((l) => l === '## First step')).toHaveLength(1);
    expect(md.split('\n').filter((l) => /^<h2>/i.test(l))).toHaveLength(0);
    expect(sectionOf(md, 'First step')).toBe('Run the export test.');
  });

  it('return --body keeps its tags in a list answer, one item, and redacts what it holds', () => {
    const { md } = returnAndPull(w, `# Review\n\n## Outcome\nChanges requested.\n\n## Findings\n\n- **[high] Export drops the last chunk** — \`src/export.ts:88\`\n\n## Evidence\n\n<details>\n<summary>Test log</summary>\n\n- API_TOKEN=${token}\n\n</details>\n`, 'folded');
    const ev = sectionOf(md, 'Evidence')!;
    expect(ev).toMatch(/^- <details>$/m);
    expect(ev).toMatch(/^ {2}<\/details>$/m);
    expect(md).not.toContain(token);
  });
});
