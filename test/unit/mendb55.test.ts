// mendb55: the review's findings in brf55's and qab55's brief code (review55-report.md; probes from /tmp/rv55).
import { describe, expect, it } from 'vitest';
import { storeBrief, storeReturn, taskKind } from '../helpers/written.js';
import { importBrief } from '../../src/brief/body.js';

const XML_RETURN = '<summary>\nFixed the login race; one problem remains.\n</summary>\n\n<analysis>\nThe refresh timer fires before the login promise resolves.\n</analysis>\n\n<findings>\n- The refresh timer is never cleared on logout (`src/auth/refresh.ts:31`).\n- Token expiry is compared in local time (`src/auth/token.ts:12`).\n</findings>\n\n<outcome>\npartial\n</outcome>\n';

describe('mendb55', () => {
  it('a return written in XML tags is read as a return, not as a compaction summary', () => {
    const { imported, findings } = storeReturn(XML_RETURN, 'r-a-abcd');
    expect(imported.given.has('outcome')).toBe(true);
    expect(imported.answers.outcome).toBe('partial');
    expect(findings.map((f) => f.title).join('\n')).toMatch(/never cleared on logout[\s\S]*local time/);
  });

  it('a first step that says there is none is kept under a framed heading, one "## First step" in the brief', () => {
    const md = '# Fix the flaky upload test\n\n## Why\n\nThe upload test fails one run in five on CI.\n\n## Deliver\n\n- A test that passes 200 runs in a row.\n- A note on the root cause.\n\n## First step\n\nNo immediate next step - the fix is already clear.\n';
    const { stored } = storeBrief(md, 'task-a-abcd');
    expect(stored.match(/^## First step$/gm)).toHaveLength(1);
    expect(stored).toMatch(/^## From the body: First step\n\nNo immediate next step/m);
  });

  it('"None — … run `npm test …`" is a step, not a none', () => {
    const md = '# Fix the flaky upload test\n\n## Why\n\nThe upload test fails one run in five on CI.\n\n## Deliver\n\n- A test that passes 200 runs in a row.\n\n## First step\n\nNone — the fix is obvious once you run `npm test -- upload --repeat 50` and read the first failure.\n';
    const r = importBrief(md, taskKind);
    expect(r.answers.firstStep).toMatch(/npm test -- upload --repeat 50/);
  });

  it("numbered labels inside a brief's own Context stay its text", () => {
    const md = '# Migrate the config loader\n\n## Why\n\nThe loader reads YAML twice and the second read ignores env overrides.\n\n## Deliver\n\nA single-pass loader with tests.\n\n## Context\n\nThe team board, as of Monday:\n\n1. Current work:\n   the loader rewrite (Ana)\n2. Pending tasks:\n   docs for the new flags (nobody yet)\n\n## First step\n\nRead `src/config/load.ts` and list every call to `readYaml`.\n';
    const r = importBrief(md, taskKind);
    expect(r.answers.deliver).toBe('A single-pass loader with tests.');
    expect(r.answers.context).toMatch(/Current work:[\s\S]*docs for the new flags/);
  });

  it("a snapshot's title keeps the underscores of names in code spans", () => {
    const md = '<state_snapshot>\n    <overall_goal>\n        Fix the `user_id` overflow in `load_users()` for accounts above 2^31.\n    </overall_goal>\n    <key_knowledge>\n        - Tests: `pytest tests/test_users.py`.\n    </key_knowledge>\n    <task_state>\n        1. [DONE] Reproduce with a 2^31 id.\n        2. [TODO] Switch the column to BIGINT.\n    </task_state>\n</state_snapshot>\n';
    expect(importBrief(md, taskKind).answers.title).toBe('Fix the user_id overflow in load_users() for accounts above 2^31');
  });
});
