// Briefs saved from an agent's own compaction or handoff summary (brf55): Claude Code's compaction (plain numbered
// labels, "##" headings, "<analysis>"/"<summary>" tags, the preamble), Gemini CLI's "<state_snapshot>" (bare and
// fenced), Cline's condensed context (in English, German and Chinese), OpenAI Codex's handoff summary. Each read as a
// person picking the work up would: the goal is why, what is pending is what to deliver, the next step the first
// step, the files pointers, the rest context; the agent's scratch reasoning kept, never an answer; nothing forged.
// Synthetic documents in each shape, written for this test.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { taskKind } from '../helpers/written.js';

const DOCS: Record<string, string> = {
  "claude-plain": "This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:\nAnalysis:\nLooking through the conversation chronologically, the user first asked about the export timeout, then we traced it to the batch size. I need to capture the pending pagination work.\n\nSummary:\n1. Primary Request and Intent:\n   The user wants the CSV export of the orders report to stop timing out for accounts with more than 50k orders. They asked to stream rows instead of building the whole file in memory.\n\n2. Key Technical Concepts:\n   - Node streams with backpressure\n   - Cursor-based pagination in Postgres\n\n3. Files and Code Sections:\n   - src/export/orders-csv.ts\n     - Builds the CSV; currently loads every row into an array.\n   - src/db/cursor.ts\n     - New helper that yields rows in pages of 1000.\n\n4. Errors and fixes:\n   - `ERR_STREAM_PREMATURE_CLOSE` when the client aborted: fixed by listening for 'close' on the response.\n\n5. Problem Solving:\n   Confirmed the timeout is the memory spike, not the query: the query takes 2 s, the array build 40 s.\n\n6. All user messages:\n   - \"the export dies at around 50k orders, can you look\"\n   - \"stream it, don't page it in the UI\"\n   - \"keep the column order exactly as it is\"\n\n7. Pending Tasks:\n   - Switch orders-csv.ts to the cursor helper\n   - Add a test with 60k generated orders\n\n8. Current Work:\n   I had just written src/db/cursor.ts and was about to wire it into orders-csv.ts.\n\n9. Optional Next Step:\n   Replace the array build in src/export/orders-csv.ts with a loop over cursor pages, writing each page to the response stream.\n",
  "claude-tags": "This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:\n\n<analysis>\nThe user asked to fix the flaky login test. I looked at the test and the retry logic. The last thing was the clock mock.\n</analysis>\n\n<summary>\n1. Primary Request and Intent:\n   Make test/login.spec.ts pass reliably; it fails about one run in five on CI.\n\n2. Key Technical Concepts:\n   - Fake timers in vitest\n   - Token refresh scheduled with setTimeout\n\n3. Files and Code Sections:\n   - test/login.spec.ts\n     ```ts\n     vi.useFakeTimers();\n     await login(user);\n     vi.advanceTimersByTime(1000);\n     ```\n   - src/auth/refresh.ts: schedules the refresh 900 ms after login.\n\n4. Errors and fixes:\n   - The test advanced 1000 ms before the promise resolved; fixed ordering with `await vi.runAllTimersAsync()`.\n\n5. Problem Solving:\n   The flake is a race between the refresh timer and the login promise.\n\n6. All user messages:\n   - \"login test is flaky again\"\n   - \"don't add retries to the test\"\n\n7. Pending Tasks:\n   - Run the test 200 times in a loop to confirm the fix.\n\n8. Current Work:\n   Changed the test to use runAllTimersAsync; one local run of 50 passed.\n\n9. Optional Next Step:\n   Run `for i in $(seq 200); do npx vitest run test/login.spec.ts || break; done` and report the count.\n</summary>\n",
  "claude-headings": "# Session summary\n\n## 1. Primary Request and Intent\nAdd rate limiting to the public search API so one client cannot exhaust the database pool.\n\n## 2. Key Technical Concepts\n- Token bucket per API key\n- Redis INCR with expiry\n\n## 3. Files and Code Sections\n- `src/api/search.ts` — the handler to wrap\n- `src/middleware/limit.ts` — new middleware, half written\n\n## 4. Errors and fixes\n- Redis connection refused in tests: the test setup now starts redis-memory-server.\n\n## 5. Problem Solving\nChose a fixed window over a sliding one: simpler and good enough for 100 req/min.\n\n## 6. All user messages\n- \"we got hammered by one scraper last night\"\n- \"100 a minute per key is fine\"\n\n## 7. Pending Tasks\n- Finish limit.ts and mount it on /search\n- Return 429 with Retry-After\n\n## 8. Current Work\nWriting the middleware's window logic.\n\n## 9. Optional Next Step\nFinish the INCR/EXPIRE call in `src/middleware/limit.ts` and add a test that sends 101 requests.\n",
  "gemini": "<state_snapshot>\n    <overall_goal>\n        Migrate the settings page from class components to hooks without changing its behaviour.\n    </overall_goal>\n\n    <active_constraints>\n        - Do not touch src/legacy/.\n        - Keep the public props of SettingsPage unchanged.\n    </active_constraints>\n\n    <key_knowledge>\n        - Build: `npm run build`; tests: `npm test -- settings`.\n        - The theme context is read in three places.\n    </key_knowledge>\n\n    <artifact_trail>\n        - `src/settings/SettingsPage.tsx`: converted to a function component.\n        - `src/settings/useSettings.ts`: new hook holding the form state.\n    </artifact_trail>\n\n    <file_system_state>\n        - CWD: `/home/dev/app`\n        - MODIFIED: `src/settings/SettingsPage.tsx`\n        - CREATED: `src/settings/useSettings.ts`\n    </file_system_state>\n\n    <recent_actions>\n        - Ran the settings tests: 14 pass, 2 fail (snapshot differences in the theme toggle).\n    </recent_actions>\n\n    <task_state>\n        1. [DONE] Convert SettingsPage to a function component.\n        2. [IN PROGRESS] Fix the two failing snapshot tests. <-- CURRENT FOCUS\n        3. [TODO] Convert ProfileSection.\n    </task_state>\n</state_snapshot>\n",
  "gemini-old": "```xml\n<state_snapshot>\n    <overall_goal>\n        Add dark mode to the docs site.\n    </overall_goal>\n    <key_knowledge>\n        - The site uses CSS variables in `styles/theme.css`.\n    </key_knowledge>\n    <file_system_state>\n        - MODIFIED: `styles/theme.css`\n        - READ: `docusaurus.config.js`\n    </file_system_state>\n    <recent_actions>\n        - Added the dark palette variables.\n    </recent_actions>\n    <current_plan>\n        1. [DONE] Add the palette.\n        2. [TODO] Add the toggle to the navbar.\n        3. [TODO] Persist the choice in localStorage.\n    </current_plan>\n</state_snapshot>\n```\n",
  "cline": "1. Current Work:\n   Refactoring the payment webhook handler to verify Stripe signatures before parsing the body.\n\n2. Key Technical Concepts:\n   - Stripe signature verification needs the raw body\n   - Express raw body parser per route\n\n3. Relevant Files and Code:\n   - src/webhooks/stripe.ts\n     - Handler; now uses `express.raw()` on this route only.\n   - src/app.ts\n     - Global JSON parser must skip /webhooks/stripe.\n\n4. Problem Solving:\n   The global JSON parser consumed the body before verification; moved the webhook route above it.\n\n5. Pending Tasks and Next Steps:\n   - Add a test with a signed fixture payload.\n   - Next step: generate the fixture with `stripe trigger payment_intent.succeeded` and save it under test/fixtures/.\n",
  "cline-de": "1. Aktuelle Arbeit:\n   Die Suchfunktion der Kundenliste wird auf serverseitige Filterung umgestellt.\n\n2. Wichtige technische Konzepte:\n   - Debounce der Eingabe (300 ms)\n   - Query-Parameter `q` an der API\n\n3. Relevante Dateien und Code:\n   - src/customers/List.vue\n   - src/api/customers.ts\n\n4. Problemlösung:\n   Die clientseitige Filterung lud alle 20 000 Kunden; das war die Ursache der Ladezeit.\n\n5. Ausstehende Aufgaben und nächste Schritte:\n   - Den Parameter `q` in src/api/customers.ts durchreichen.\n   - Nächster Schritt: in List.vue die lokale Filterung entfernen und die API mit `q` aufrufen.\n",
  "cline-zh": "1. 当前工作：\n   把订单列表的分页从前端改为后端分页。\n\n2. 关键技术概念：\n   - 游标分页\n   - React Query 的 keepPreviousData\n\n3. 相关文件和代码：\n   - src/orders/OrderList.tsx\n   - server/routes/orders.ts\n\n4. 问题解决：\n   前端一次加载全部订单导致页面卡顿。\n\n5. 待办任务和下一步：\n   - 在 server/routes/orders.ts 中加入 cursor 参数。\n   - 下一步：修改 OrderList.tsx，使用 useInfiniteQuery 加载下一页。\n",
  "codex": "Current progress and key decisions:\n- Ported the config loader from YAML to TOML; decided to keep reading the old YAML file once and convert it.\n\nImportant context and constraints:\n- Users may have both files; TOML wins.\n- Must run on Windows paths.\n\nWhat remains (next steps):\n1. Write the migration message shown once at start.\n2. Add tests for the both-files case.\n\nReferences:\n- crates/config/src/loader.rs\n- crates/config/tests/migrate.rs\n"
};

const read = (name: string) => importBrief(DOCS[name]!, taskKind);
const constraints = (r: ReturnType<typeof read>) => r.answers.fields['constraints'] ?? '';
const allText = (r: ReturnType<typeof read>) =>
  [...r.placement.map((p) => p.from), r.answers.title, r.answers.why, r.answers.deliver, r.answers.context, r.answers.firstStep, constraints(r), ...r.answers.decided, ...r.answers.pointers, ...r.extra.map((x) => `${x.heading}\n${x.text}`)].join('\n');

describe("Claude Code's compaction summary", () => {
  it.each(['claude-plain', 'claude-tags'])('%s: the request is why, pending tasks what to deliver, the next step the first step, a title from the request', (name) => {
    const r = read(name);
    expect(r.reading.type).not.toBe('return');
    expect(r.answers.why).toMatch(/^(The user wants the CSV export|Make test\/login\.spec\.ts pass reliably)/);
    expect(r.answers.title).toMatch(/^(The user wants the CSV export|Make test\/login\.spec\.ts pass reliably)/);
    expect(r.answers.deliver).toMatch(/Switch orders-csv\.ts to the cursor helper|Run the test 200 times/);
    expect(r.answers.firstStep).toMatch(/^(Replace the array build|Run `for i in)/);
    expect(r.answers.pointers.join('\n')).toMatch(/src\/(export\/orders-csv|auth\/refresh)\.ts/);
    // The user's own words and the errors are kept as context.
    expect(r.answers.context).toMatch(/All user messages/);
    expect(r.answers.context).toMatch(/Errors and fixes/);
  });

  it("its <analysis> block is the agent's working notes: kept in the context, no answer, and the document no return", () => {
    const r = read('claude-tags');
    expect(r.answers.context).toContain('The user asked to fix the flaky login test.');
    expect(r.answers.why).not.toContain('flaky login test. I looked');
    expect(r.answers.firstStep).not.toContain('clock mock');
    expect(r.placement.some((p) => /working notes/.test(p.from) && /Context/.test(p.to))).toBe(true);
  });

  it('<analysis> then <summary> over "##" parts: the tag line does not swallow the first part (marked reads them as one HTML block)', () => {
    const r = importBrief("<analysis>\nI reviewed the chat. The key point is the rate limiter.\n</analysis>\n\n<summary>\n## 1. Primary Request and Intent\nAdd rate limiting to the public search API so one client cannot exhaust the database pool.\n\n## 2. Key Technical Concepts\n- Token bucket per API key\n- Redis INCR with expiry\n\n## 3. Files and Code Sections\n- `src/api/search.ts` — the handler to wrap\n- `src/middleware/limit.ts` — new middleware, half written\n\n## 4. Errors and fixes\n- Redis connection refused in tests: the test setup now starts redis-memory-server.\n\n## 5. Problem Solving\nChose a fixed window over a sliding one: simpler and good enough for 100 req/min.\n\n## 6. All user messages\n- \"we got hammered by one scraper last night\"\n- \"100 a minute per key is fine\"\n\n## 7. Pending Tasks\n- Finish limit.ts and mount it on /search\n- Return 429 with Retry-After\n\n## 8. Current Work\nWriting the middleware's window logic.\n\n## 9. Optional Next Step\nFinish the INCR/EXPIRE call in `src/middleware/limit.ts` and add a test that sends 101 requests.\n</summary>\n", taskKind);
    expect(r.answers.why).toMatch(/^Add rate limiting to the public search API/);
    expect(r.answers.title).toMatch(/^Add rate limiting to the public search API/);
    expect(r.answers.context).toContain('I reviewed the chat.');
    expect(r.answers.firstStep).toMatch(/^Finish the INCR\/EXPIRE call/);
  });

  it('with the parts as "##" headings, its own title stays', () => {
    const r = read('claude-headings');
    expect(r.answers.title).toBe('Session summary');
    expect(r.answers.firstStep).toMatch(/^Finish the INCR\/EXPIRE call/);
  });

  it('a <summary> alone (no scratch block beside it) is no compaction wrapper: HTML stays as it was read', () => {
    const md = '# Fix the export\n\n## Why\nExports time out.\n\n## Deliver\nStream them.\n\n## Context\n<details>\n<summary>\nOld notes\n</summary>\n\nkept\n</details>\n\n## First step\nRun it.\n';
    const r = importBrief(md, taskKind);
    expect(r.answers.context).toContain('<summary>');
    expect(r.answers.context).toContain('</details>');
  });
});

describe("Gemini CLI's state snapshot", () => {
  it.each(['gemini', 'gemini-old'])('%s: goal is why, plan what to deliver, its first open item the first step, files pointers', (name) => {
    const r = read(name);
    expect(r.answers.why).toMatch(/^(Migrate the settings page|Add dark mode to the docs site)/);
    expect(r.answers.title).toMatch(/^(Migrate the settings page|Add dark mode to the docs site)/);
    expect(r.answers.deliver).toMatch(/\[DONE\]/);
    // Not the item marked done: the first one still open.
    expect(r.answers.firstStep).toMatch(/^\[(IN PROGRESS|TODO)\] (Fix the two failing snapshot tests|Add the toggle to the navbar)/);
    expect(r.answers.pointers.join('\n')).toMatch(/styles\/theme\.css|src\/settings\/useSettings\.ts/);
    // Indented text is text, not code.
    expect(r.answers.why).not.toMatch(/^\s/);
    expect(allText(r)).not.toMatch(/<\/?(state_snapshot|overall_goal|task_state|current_plan)>/);
  });

  it('its constraints are constraints, what it knows and did is context', () => {
    const r = read('gemini');
    expect(constraints(r)).toContain('Do not touch src/legacy/.');
    expect(r.answers.context).toContain('Build: `npm run build`');
    expect(r.answers.context).toContain('14 pass, 2 fail');
  });

  it('a long goal makes a title cut at a word, marked so; the goal itself is whole', () => {
    const r = read('gemini');
    expect(r.answers.title.endsWith('…')).toBe(true);
    expect([...r.answers.title].length).toBeLessThanOrEqual(81);
    expect(r.answers.why).toContain('without changing its behaviour.');
  });
});

describe("Cline's condensed context", () => {
  it.each(['cline', 'cline-de', 'cline-zh'])('%s: files are pointers, the pending tasks what to deliver, the current work context; no why is invented', (name) => {
    const r = read(name);
    expect(r.answers.pointers.join('\n')).toMatch(/src\/(webhooks\/stripe|api\/customers)\.ts|server\/routes\/orders\.ts/);
    expect(r.answers.deliver).toMatch(/signed fixture|Parameter `q`|cursor 参数/);
    expect(r.answers.context).toMatch(/Refactoring the payment webhook|serverseitige Filterung|后端分页/);
    expect(r.answers.why).toBe('');
    expect(r.answers.title).toBe('');
  });
  it("Cline's new_task tool call saved whole (<new_task><context>…) reads as the context it carries, its Next step the first step", () => {
    const r = importBrief(`<new_task>\n<context>\n${DOCS['cline']}</context>\n</new_task>\n`, taskKind);
    expect(r.answers.firstStep).toMatch(/generate the fixture with `stripe trigger/);
    expect(r.answers.pointers.join('\n')).toContain('src/webhooks/stripe.ts');
    expect(r.answers.context).toContain('Refactoring the payment webhook handler');
    expect(r.answers.context).not.toMatch(/<\/?(new_task|context)>/);
  });
});

describe("OpenAI Codex's handoff summary", () => {
  it('its context and constraints are constraints to respect; decisions already decided', () => {
    const r = read('codex');
    expect(constraints(r)).toContain('Must run on Windows paths.');
    expect(r.answers.decided.join('\n')).toContain('Ported the config loader');
  });
});

describe('nothing lost, nothing forged', () => {
  it.each(Object.keys(DOCS))('%s: every line of words reaches what is read', (name) => {
    const r = read(name);
    const out = allText(r).replace(/[*_`]/g, '');
    for (const line of DOCS[name]!.split('\n')) {
      const words = line.replace(/<\/?[a-z_]+>|^\s*(?:[-*+]|\d+\.|#+)\s+|[*_`]|^`{3}\w*$/g, '').trim().replace(/[:：]$/, '');
      if (words.length < 8) continue;
      expect(out, `${name}: ${words}`).toContain(words.replace(/:$/, '').slice(0, 30));
    }
  });

});
