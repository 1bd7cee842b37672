// Briefs from an agent's own session summary, through the built CLI (brf55): `new task --body FILE` with no flags exits 0
// for each shape that states why, what to deliver and the first step (Claude Code's compaction with plain, bold and
// tagged labels; Gemini CLI's state snapshot, bare and fenced), writes each part where a person would look for it,
// and `lint` of the same file says brief. Cline's and Codex's summaries state no why: the refusal names only what is
// missing. A secret and a control byte inside a tagged block still meet the redaction gate and the filter.
// The token here is built by concatenation, so this file holds none a scanner would flag.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld, sectionOf } from '../helpers/doc-world.js';

const w = docWorld();
const DOCS: Record<string, string> = {
  "claude-plain": "This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:\nAnalysis:\nLooking through the conversation chronologically, the user first asked about the export timeout, then we traced it to the batch size. I need to capture the pending pagination work.\n\nSummary:\n1. Primary Request and Intent:\n   The user wants the CSV export of the orders report to stop timing out for accounts with more than 50k orders. They asked to stream rows instead of building the whole file in memory.\n\n2. Key Technical Concepts:\n   - Node streams with backpressure\n   - Cursor-based pagination in Postgres\n\n3. Files and Code Sections:\n   - src/export/orders-csv.ts\n     - Builds the CSV; currently loads every row into an array.\n   - src/db/cursor.ts\n     - New helper that yields rows in pages of 1000.\n\n4. Errors and fixes:\n   - `ERR_STREAM_PREMATURE_CLOSE` when the client aborted: fixed by listening for 'close' on the response.\n\n5. Problem Solving:\n   Confirmed the timeout is the memory spike, not the query: the query takes 2 s, the array build 40 s.\n\n6. All user messages:\n   - \"the export dies at around 50k orders, can you look\"\n   - \"stream it, don't page it in the UI\"\n   - \"keep the column order exactly as it is\"\n\n7. Pending Tasks:\n   - Switch orders-csv.ts to the cursor helper\n   - Add a test with 60k generated orders\n\n8. Current Work:\n   I had just written src/db/cursor.ts and was about to wire it into orders-csv.ts.\n\n9. Optional Next Step:\n   Replace the array build in src/export/orders-csv.ts with a loop over cursor pages, writing each page to the response stream.\n",
  "claude-tags": "This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:\n\n<analysis>\nThe user asked to fix the flaky login test. I looked at the test and the retry logic. The last thing was the clock mock.\n</analysis>\n\n<summary>\n1. Primary Request and Intent:\n   Make test/login.spec.ts pass reliably; it fails about one run in five on CI.\n\n2. Key Technical Concepts:\n   - Fake timers in vitest\n   - Token refresh scheduled with setTimeout\n\n3. Files and Code Sections:\n   - test/login.spec.ts\n     ```ts\n     vi.useFakeTimers();\n     await login(user);\n     vi.advanceTimersByTime(1000);\n     ```\n   - src/auth/refresh.ts: schedules the refresh 900 ms after login.\n\n4. Errors and fixes:\n   - The test advanced 1000 ms before the promise resolved; fixed ordering with `await vi.runAllTimersAsync()`.\n\n5. Problem Solving:\n   The flake is a race between the refresh timer and the login promise.\n\n6. All user messages:\n   - \"login test is flaky again\"\n   - \"don't add retries to the test\"\n\n7. Pending Tasks:\n   - Run the test 200 times in a loop to confirm the fix.\n\n8. Current Work:\n   Changed the test to use runAllTimersAsync; one local run of 50 passed.\n\n9. Optional Next Step:\n   Run `for i in $(seq 200); do npx vitest run test/login.spec.ts || break; done` and report the count.\n</summary>\n",
  "claude-bold": "**1. Primary Request and Intent:**\nThe user wants the image thumbnails generated in a worker thread so the upload request returns immediately.\n\n**2. Key Technical Concepts:**\n- worker_threads, sharp\n\n**3. Files and Code Sections:**\n- `src/upload/handler.ts`: calls `makeThumb` inline today\n- `src/workers/thumb.ts`: new worker entry\n\n**4. Errors and fixes:**\nNone so far.\n\n**5. Problem Solving:**\nsharp is not safe to share across threads, so each worker loads its own instance.\n\n**6. All user messages:**\n- \"uploads take 3 seconds, it's the thumbnails\"\n\n**7. Pending Tasks:**\n- Move makeThumb into the worker\n- Keep the thumbnail sizes unchanged\n\n**8. Current Work:**\nCreated src/workers/thumb.ts with the message handler.\n\n**9. Optional Next Step:**\nPost the upload path to the worker from `src/upload/handler.ts` and return 202.\n",
  "gemini": "<state_snapshot>\n    <overall_goal>\n        Migrate the settings page from class components to hooks without changing its behaviour.\n    </overall_goal>\n\n    <active_constraints>\n        - Do not touch src/legacy/.\n        - Keep the public props of SettingsPage unchanged.\n    </active_constraints>\n\n    <key_knowledge>\n        - Build: `npm run build`; tests: `npm test -- settings`.\n        - The theme context is read in three places.\n    </key_knowledge>\n\n    <artifact_trail>\n        - `src/settings/SettingsPage.tsx`: converted to a function component.\n        - `src/settings/useSettings.ts`: new hook holding the form state.\n    </artifact_trail>\n\n    <file_system_state>\n        - CWD: `/home/dev/app`\n        - MODIFIED: `src/settings/SettingsPage.tsx`\n        - CREATED: `src/settings/useSettings.ts`\n    </file_system_state>\n\n    <recent_actions>\n        - Ran the settings tests: 14 pass, 2 fail (snapshot differences in the theme toggle).\n    </recent_actions>\n\n    <task_state>\n        1. [DONE] Convert SettingsPage to a function component.\n        2. [IN PROGRESS] Fix the two failing snapshot tests. <-- CURRENT FOCUS\n        3. [TODO] Convert ProfileSection.\n    </task_state>\n</state_snapshot>\n",
  "gemini-old": "```xml\n<state_snapshot>\n    <overall_goal>\n        Add dark mode to the docs site.\n    </overall_goal>\n    <key_knowledge>\n        - The site uses CSS variables in `styles/theme.css`.\n    </key_knowledge>\n    <file_system_state>\n        - MODIFIED: `styles/theme.css`\n        - READ: `docusaurus.config.js`\n    </file_system_state>\n    <recent_actions>\n        - Added the dark palette variables.\n    </recent_actions>\n    <current_plan>\n        1. [DONE] Add the palette.\n        2. [TODO] Add the toggle to the navbar.\n        3. [TODO] Persist the choice in localStorage.\n    </current_plan>\n</state_snapshot>\n```\n",
  "cline-de": "1. Aktuelle Arbeit:\n   Die Suchfunktion der Kundenliste wird auf serverseitige Filterung umgestellt.\n\n2. Wichtige technische Konzepte:\n   - Debounce der Eingabe (300 ms)\n   - Query-Parameter `q` an der API\n\n3. Relevante Dateien und Code:\n   - src/customers/List.vue\n   - src/api/customers.ts\n\n4. Problemlösung:\n   Die clientseitige Filterung lud alle 20 000 Kunden; das war die Ursache der Ladezeit.\n\n5. Ausstehende Aufgaben und nächste Schritte:\n   - Den Parameter `q` in src/api/customers.ts durchreichen.\n   - Nächster Schritt: in List.vue die lokale Filterung entfernen und die API mit `q` aufrufen.\n",
  "codex": "Current progress and key decisions:\n- Ported the config loader from YAML to TOML; decided to keep reading the old YAML file once and convert it.\n\nImportant context and constraints:\n- Users may have both files; TOML wins.\n- Must run on Windows paths.\n\nWhat remains (next steps):\n1. Write the migration message shown once at start.\n2. Add tests for the both-files case.\n\nReferences:\n- crates/config/src/loader.rs\n- crates/config/tests/migrate.rs\n"
};
let n = 0;

function brief(md: string) {
  const r = runCli(['new', 'task', '--body', w.file(`b${++n}.md`, md), '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { brief: string; title?: string; redactions?: { kind: string }[] };
  return { md: readFileSync(j.brief, 'utf8'), stderr: r.stderr, redactions: j.redactions ?? [] };
}

const EXPECT: Record<string, { why: RegExp; deliver: RegExp; first: RegExp; pointer: RegExp; title: RegExp }> = {
  'claude-plain': { why: /^The user wants the CSV export/, deliver: /Switch orders-csv\.ts to the cursor helper/, first: /^Replace the array build/, pointer: /src\/db\/cursor\.ts/, title: /^# The user wants the CSV export of the orders report/m },
  'claude-tags': { why: /^Make test\/login\.spec\.ts pass reliably/, deliver: /Run the test 200 times/, first: /^Run `for i in/, pointer: /src\/auth\/refresh\.ts/, title: /^# Make test\/login\.spec\.ts pass reliably$/m },
  'claude-bold': { why: /^The user wants the image thumbnails/, deliver: /Move makeThumb into the worker/, first: /^Post the upload path to the worker/, pointer: /src\/workers\/thumb\.ts/, title: /^# The user wants the image thumbnails/m },
  gemini: { why: /^Migrate the settings page/, deliver: /\[TODO\] Convert ProfileSection/, first: /^\[IN PROGRESS\] Fix the two failing snapshot tests/, pointer: /src\/settings\/useSettings\.ts/, title: /^# Migrate the settings page from class components to hooks .*…$/m },
  'gemini-old': { why: /^Add dark mode to the docs site\.$/, deliver: /Persist the choice in localStorage/, first: /^\[TODO\] Add the toggle to the navbar/, pointer: /styles\/theme\.css/, title: /^# Add dark mode to the docs site$/m },
};

describe("an agent's session summary through new task --body", () => {
  it.each(Object.keys(EXPECT))('%s: exit 0 with no flags, each part where a person looks for it', (name) => {
    const e = EXPECT[name]!;
    const { md } = brief(DOCS[name]!);
    expect(md).toMatch(e.title);
    expect(sectionOf(md, 'Why this slice exists')).toMatch(e.why);
    expect(sectionOf(md, 'What to deliver')).toMatch(e.deliver);
    expect(sectionOf(md, 'First step')).toMatch(e.first);
    expect(sectionOf(md, 'Pointers')).toMatch(e.pointer);
    // No wrapper tag of the summary survives as text; the parts are the brief's sections.
    expect(md).not.toMatch(/<\/?(?:state_snapshot|overall_goal|task_state|analysis|summary)>/);
  });

  it.each(Object.keys(EXPECT))('%s: lint says brief, as new does', (name) => {
    const r = runCli(['lint', w.file(`l${++n}.md`, DOCS[name]!), '--json'], w.opts());
    expect((JSON.parse(r.stdout) as { kind: string }).kind).toBe('brief');
  });

  it("Claude's <analysis> is kept in the Context as the agent's working notes", () => {
    const { md } = brief(DOCS['claude-tags']!);
    const cx = sectionOf(md, 'Context')!;
    expect(cx).toContain("agent's working notes");
    expect(cx).toContain('The user asked to fix the flaky login test.');
    expect(sectionOf(md, 'Why this slice exists')).not.toContain('I looked at the test');
  });

  it('a secret and a control byte inside a snapshot tag are still caught', () => {
    const token = 'ghp_' + 'abcdefghijklmnopqrstuvwxyz' + '0123456789AB';
    const esc = '\u001b';
    const doc = DOCS['gemini']!.replace('The theme context is read in three places.', `API_TOKEN=${token} and ${esc}[31mred${esc}[0m`);
    const { md, redactions } = brief(doc);
    expect(md).not.toContain(token);
    expect(md).not.toContain(esc);
    expect(redactions.length).toBeGreaterThan(0);
  });

  it.each([
    ['cline-de', ['--why']],
    ['codex', ['--why', '--deliver', '--first-step']],
  ])('%s states no why: exit 2 names what is missing, and only that', (name, flags) => {
    const r = runCli(['new', 'task', '--body', w.file(`c${++n}.md`, DOCS[name]!), '--no-input', '--json'], w.opts());
    expect(r.code).toBe(2);
    for (const f of flags) expect(r.stderr).toContain(f);
    if (name === 'cline-de') expect(r.stderr).not.toContain('--first-step');
  });
});
