// Copilot CLI's checkpoint through the built CLI (snap57, QA 57 class 3): `new task --body` with no flags exits 0 for the
// checkpoint alone (its "<checkpoint_title>" the title) and for an export of it under a markdown heading, placement
// says where each part went, `lint` of the same file says brief, and a secret inside a part still meets the redaction
// gate. The token is built by concatenation, so this file holds none a scanner would flag.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld, sectionOf } from '../helpers/doc-world.js';
import { copilotCheckpoint, exportedCheckpoint } from '../helpers/copilot-checkpoint.js';

const w = docWorld();
const TOKEN = 'ghp_' + 'Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2';
const SECRET_LINE = `- [x] Read the deploy log (it printed GITHUB_TOKEN=${TOKEN})`;
const CHECKPOINT = copilotCheckpoint([SECRET_LINE]);
const EXPORT = exportedCheckpoint([SECRET_LINE]);
let n = 0;

function brief(md: string) {
  const file = w.file(`c${++n}.md`, md);
  const r = runCli(['new', 'task', '--body', file, '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { brief: string };
  return { md: readFileSync(j.brief, 'utf8'), stderr: r.stderr, file };
}

describe("Copilot CLI's checkpoint through new task --body", () => {
  it.each([
    ['alone', CHECKPOINT, /^# Export drops rows with newlines$/m],
    ['exported under a heading', EXPORT, /^# Copilot Session Checkpoint Export$/m],
  ])('%s: made with no flags, each part where a person looks for it', (_name, md, title) => {
    const b = brief(md);
    expect(b.md).toMatch(title);
    expect(sectionOf(b.md, 'Why this slice exists')).toMatch(/^The user wants the nightly export/);
    expect(sectionOf(b.md, 'First step')).toMatch(/^Quote fields that hold a newline/);
    expect(sectionOf(b.md, 'Pointers')).toMatch(/src\/export\/csv\.ts/);
    expect(b.stderr).toMatch(/overview -> Why this slice exists/);
    expect(b.stderr).toMatch(/next steps -> What to deliver/);
    expect(b.md).not.toContain(TOKEN);
    expect(b.md).not.toMatch(/<\/?(overview|work_done|next_steps|checkpoint_title)>/);
    const lint = runCli(['lint', b.file], w.opts());
    expect(lint.stdout + lint.stderr).toMatch(/: brief:/);
  });
});

// QA 57 class 8: an investigation written up is a return by its title; "Investigation" alone may title a bug brief.
describe('the kind of an investigation write-up', () => {
  it.each([
    ['return', '# Investigation Notes\n\n## Tested Reductions\n\n| Change | Result |\n| --- | --- |\n| No router | Still freezes |\n\n## Interpretation\n\nThe freeze needs the row model read during a suspending render.\n'],
    ['return', '# Root cause analysis: login outage\n\nThe session store filled up.\n\n- The TTL was never set.\n'],
    ['return', '# 調査ログ\n\nキャッシュの鍵にロケールが入っていない。\n'],
    ['brief', '# Investigation: why the pager hangs\n\n## Why\nUsers wait.\n\n## Deliver\nThe cause.\n\n## First step\nRead the log.\n'],
  ])("%#: lint says %s", (kind, md) => {
    const r = runCli(['lint', w.file(`k${++n}.md`, md), '--json'], w.opts());
    expect((JSON.parse(r.stdout) as { kind: string }).kind, r.stderr).toBe(kind);
  });
});
