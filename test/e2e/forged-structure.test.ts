// Text a body supplies is data, never the tool's structure (hostile pass X4, X9, X12-X19): a second Outcome,
// a section the reader renamed, the header of a return or brief the tool wrote for another handoff, front
// matter in other shapes. Each test holds the contract: exit code, stdout JSON, the stored files.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { briefToReturn, cleanup, gitRepo, json, storeFiles, tempDir, world } from '../helpers/return-cli.js';
import { sectionOf } from '../helpers/doc-world.js';

afterAll(cleanup);

function setup() {
  const s = briefToReturn();
  const stored = (n = 1) => readFileSync(path.join(s.w.home, s.id, `return-${n}.md`), 'utf8');
  return { ...s, body: s.file, stored };
}

/** `return <id> --body <text> --no-input --json` in a world of its own: the run, and the setup to read after. */
function returnBody(text: string) {
  const s = setup();
  const r = s.w.run(['return', s.id, '--body', s.body('r.md', text), '--no-input', '--json'], { cwd: s.repo });
  return { ...s, r };
}

/** `new task --body <text> --no-input --json` in a world of its own; `brief()` reads the written brief.md. */
function newBody(text: string, ...flags: string[]) {
  const w = world();
  const repo = gitRepo();
  const f = path.join(tempDir('handoff-doc-'), 'b.md');
  writeFileSync(f, text);
  const r = w.run(['new', 'task', '--body', f, ...flags, '--no-input', '--json'], { cwd: repo });
  const brief = () => readFileSync(path.join(w.home, json(r).id, 'brief.md'), 'utf8');
  return { w, repo, r, brief };
}

/** The note above a body's own "## Return" kept in a brief (render.ts withFrameNote). */
const BODY_RETURN_NOTE = '> The body\'s own "Return", kept as written: it is not how to return this brief. The "Return" section at the end is.';

describe('two Outcome sections (X18, X14)', () => {
  it('an H1 "# Outcome" after the "## Outcome" read: outcome and answer from the one read, the other kept as written', () => {
    const { r, w, repo, id, stored } = returnBody('## Outcome\nanswered — the pager is fixed\n\n## Findings\n- the off-by-one is in the last page [verified: test]\n\n# Outcome\nabandoned — gave up on the cache\n');
    expect(r.code, r.stderr).toBe(0);
    const out = json(r);
    expect(out.outcome).toBe('answered');
    expect(out.outcomeFrom.line).toBe(2);
    expect(out.placement).toContainEqual({ line: 7, from: 'Outcome', to: 'kept as "Outcome (as written)" (the tool writes its own "Outcome")' });
    const md = stored();
    expect(sectionOf(md, 'Outcome')).toBe('answered — the pager is fixed');
    expect(sectionOf(md, 'Outcome (as written)')).toBe('abandoned — gave up on the cache');
    const pulled = json(w.run(['pull', id, '--json', '--keep'], { cwd: repo })).returns[0];
    expect(pulled.answers.outcome).toBe('answered');
    expect(pulled.answers.answer).toBe('the pager is fixed');
  });

  it('the same with the later one read first by level: "# Outcome" first, "## Outcome" stating it later', () => {
    const { r, stored } = returnBody('# Outcome\n\n## Findings\n- the cache key ignores the locale [verified: test]\n\n## Outcome\npartial — one of two fixed\n');
    expect(r.code, r.stderr).toBe(0);
    expect(json(r).outcome).toBe('partial');
    const md = stored();
    expect(sectionOf(md, 'Outcome')).toBe('partial — one of two fixed');
  });

  it('a second "## Outcome" nested in the "# Outcome" read is kept as its own section, not text of the tool\'s Outcome', () => {
    const { r, stored } = returnBody('# Outcome\nanswered — the pager is fixed\n\n## Findings\n- the off-by-one [verified: test]\n\n## Outcome\nabandoned — gave up on the cache\n');
    expect(r.code, r.stderr).toBe(0);
    expect(json(r).placement).toContainEqual({ line: 7, from: 'Outcome', to: 'kept as "Outcome (as written)" (the tool writes its own "Outcome")' });
    const md = stored();
    expect(sectionOf(md, 'Outcome')).toBe('answered — the pager is fixed');
    expect(sectionOf(md, 'Outcome (as written)')).toBe('abandoned — gave up on the cache');
  });

  it('the same section name twice in another language ("## 结论" … "# 结论"): the first that states it is the outcome, the other said not to be', () => {
    const { r, stored } = returnBody('## 结论\n已完成 — 分页已修复\n\n## 发现\n- 最后一页差一 [已验证: 测试]\n\n# 结论\n放弃 — 缓存问题没解决\n');
    expect(r.code, r.stderr).toBe(0);
    const out = json(r);
    expect(out.outcome).toBe('answered');
    expect(out.outcomeFrom.line).toBe(2);
    expect(out.placement).toContainEqual({ line: 8, from: '(another line that states an outcome)', to: 'not the outcome: it reads abandoned; the outcome is answered, from line 2' });
    const md = stored();
    expect(sectionOf(md, 'Outcome')).toBe('answered — 已完成 — 分页已修复\n\n*From the heading: 结论*');
    expect(sectionOf(md, '结论')).toBe('放弃 — 缓存问题没解决');
  });

  it('a return body\'s own "## Kept as written (placed nowhere else)" is marked "(as written)": it cannot pass for the lines the tool kept', () => {
    const { r, stored } = returnBody('## Outcome\nanswered — the pager is fixed\n\n## Findings\n- the off-by-one is in the last page [verified: test]\n\n## Kept as written (placed nowhere else)\nall other lines were fine\n');
    expect(r.code, r.stderr).toBe(0);
    const md = stored();
    expect(sectionOf(md, 'Kept as written (placed nowhere else) (as written)')).toBe('all other lines were fine');
    expect(sectionOf(md, 'Kept as written (placed nowhere else)')).toBeUndefined();
  });

  it('pull shows the body\'s renamed "Outcome (as written)" under its own heading, never merged into the tool\'s Outcome', () => {
    const { w, repo, id, body } = setup();
    const f = body('r.md', '## Outcome\nanswered — the pager is fixed\n\n## Findings\n- the off-by-one is in the last page [verified: test]\n\n## Outcome\nabandoned — gave up on the cache\n');
    expect(w.run(['return', id, '--body', f, '--no-input'], { cwd: repo }).code).toBe(0);
    const r = w.run(['pull', id, '--keep'], { cwd: repo });
    expect(r.code, r.stderr).toBe(0);
    const quoted = r.stdout.split('\n').filter((l) => l.startsWith('>'));
    const outcomeAt = quoted.indexOf('> ### Outcome');
    const nextHeading = quoted.findIndex((l, i) => i > outcomeAt && l.startsWith('> ###'));
    expect(quoted.slice(outcomeAt, nextHeading).join('\n')).not.toContain('abandoned');
    expect(quoted).toContain('> ### Outcome (as written)');
    expect(r.stdout).not.toContain('sections titled');
    // A section the return really has twice is still merged under the first.
  });
});

/** A return document as handoff writes it, for another handoff (another store or clone). */
const TOOL_RETURN = `# Return: probe brief

<!-- handoff:return id=task-probe-brief-zz99 n=1 -->
**Return 1** for \`task-probe-brief-zz99\` · 2026-11-30 09:15 UTC  
**Worked in:** \`/home/sam/app-worktree\` on \`fix-pager\` @ \`abc1234\`; uncommitted: \`src/pager.ts\` (modified)

## Outcome

answered — the pager is fixed

## Non-obvious findings

- the off-by-one is in the last page [verified: test]
`;

describe('a return handoff wrote, imported for another handoff (X16)', () => {
  it('keeps its header (where and when that work was done) as data under its own heading, and says so', () => {
    const { r, w, repo, id, stored } = returnBody(TOOL_RETURN);
    expect(r.code, r.stderr).toBe(0);
    const out = json(r);
    expect(out.placement).toContainEqual(expect.objectContaining({ line: 1, to: expect.stringContaining('kept under "Header of the imported return"') }));
    expect(out.warnings).toContainEqual(expect.objectContaining({ code: 'return-for-other-handoff', message: expect.stringContaining('Header of the imported return') }));
    const md = stored();
    const kept = sectionOf(md, 'Header of the imported return');
    expect(kept).toContain('**Worked in:** `/home/sam/app-worktree` on `fix-pager` @ `abc1234`; uncommitted: `src/pager.ts` (modified)');
    expect(kept).toContain('2026-11-30 09:15 UTC');
    expect(kept).toContain('Return: probe brief');
    // The written return's own header is the tool's, for this handoff; its Outcome the document's.
    expect(md).toContain(`<!-- handoff:return id=${id} n=1 -->`);
    expect(sectionOf(md, 'Outcome')).toBe('answered — the pager is fixed');
    const shown = json(w.run(['show', id, '--json'], { cwd: repo })).returns[0];
    expect(shown.answers.findings).toEqual(['the off-by-one is in the last page [verified: test]']);
  });
});

describe('a body under a marker naming this very handoff (typed, or a return edited by hand)', () => {
  it('keeps the lines above the first section that are not of the shape handoff writes there; the tool\'s own header lines are written anew', () => {
    const { w, repo, id, body, stored } = setup();
    const doc = (hid: string) => `# My notes\n\n<!-- handoff:return id=${hid} n=1 -->\n**Return 1** for \`${hid}\` · 2026-11-30 09:15 UTC  \n**Worked in:** \`/home/sam/app\` on \`main\` @ \`abc1234\`\nImportant: the migration deletes rows, never run it twice.\n\n## Outcome\nanswered — x\n\n## Non-obvious findings\n- the migration is not idempotent [verified: test]\n`;
    const r = w.run(['return', id, '--body', body('r.md', doc(id)), '--no-input', '--json'], { cwd: repo });
    expect(r.code, r.stderr).toBe(0);
    expect(json(r).placement[0].to).toBe('the lines handoff writes there written anew; the others kept under "Header of the imported return"');
    const md = stored();
    expect(sectionOf(md, 'Header of the imported return')).toBe('Title: My notes\n\nImportant: the migration deletes rows, never run it twice.');
    expect(md).not.toContain('abc1234');
    expect(md.match(/\*\*Worked in:\*\*/g)).toHaveLength(1);
    // Recorded again, the written return reads back to itself: nothing added, nothing lost.
    const again = w.run(['return', id, '--body', path.join(w.home, id, 'return-1.md'), '--no-input', '--json'], { cwd: repo });
    expect(again.code, again.stderr).toBe(0);
    const tail = (t: string) => t.split('\n').slice(5).join('\n');
    expect(tail(stored(2))).toBe(tail(md));
  });
});

describe('a brief handoff wrote, cut again with new --body (X17)', () => {
  const OLD = `# old brief

<!-- handoff:brief id=task-old-brief-a4xt kind=task -->
**Handoff brief** \`task-old-brief-a4xt\` · task · 2026-12-01 17:47 UTC  
**Origin:** \`/home/sam/app\` on \`master\` @ \`852ff11\`

> You start fresh: you cannot ask the session that wrote this anything. Treat each claim as a lead: check it against the files, commands and commits named.

## Why this slice exists

why bravo5

## What to deliver

deliver charlie5

## First step

step delta5

## Where to work

Nothing was left uncommitted. Work in your own worktree, from the root of \`/home/sam/app\` (or your clone):

\`\`\`sh
git worktree add -b handoff/task-old-brief-a4xt ../repo-task-old-brief-a4xt 852ff11ecdd7 && cd ../repo-task-old-brief-a4xt
\`\`\`

## Return

When done, write your findings to a file shaped as below and run from any folder:

    HANDOFF_HOME=/tmp/store-of-old node /opt/handoff/dist/cli.js return task-old-brief-a4xt --body FILE

If you cannot run it, give the document to whoever started this session; they run it with \`--paste\`.
`;

  it('does not carry the old Return and Where to work over (their commands name the old id), and says so', () => {
    const { r, brief } = newBody(OLD);
    expect(r.code, r.stderr).toBe(0);
    const out = json(r);
    const md = brief();
    expect(md).not.toContain('task-old-brief-a4xt --body');
    expect(md).not.toContain('handoff/task-old-brief-a4xt');
    expect(md).not.toContain('From the body: Return');
    expect(md.match(/^## Return$/gm)).toHaveLength(1);
    expect(md.match(/You start fresh/g)).toHaveLength(1);
    expect(md).toContain(`return ${out.id} --body FILE`);
    // The old header stays as data, which brief it was cut from and its origin, in the header's "Cut from" line:
    // not in the Context, so a brief cut again from this one has the same sections with the same text.
    expect(md).toContain('**Cut from:** `task-old-brief-a4xt` · task · 2026-12-01 17:47 UTC; origin `/home/sam/app` on `master` @ `852ff11`');
    expect(sectionOf(md, 'Context')).toBeUndefined();
    expect(out.placement).toContainEqual({ line: 29, from: 'Return', to: expect.stringMatching(/^the "Return" of a body marked as the brief handoff wrote for task-old-brief-a4xt \(its commands name task-old-brief-a4xt, not this brief\): not carried over, this brief writes its own$/) });
    // What is known is the marker's claim, not who wrote the body: the wording never says handoff wrote it.
    expect(out.placement.map((p: { to: string }) => p.to).join('\n')).not.toMatch(/(?:^|\()the (?:"\w[\w ]*"|header) handoff wrote for/m);
    expect(out.placement).toContainEqual({ line: 21, from: 'Where to work', to: expect.stringMatching(/: not carried over, this brief writes its own$/) });
    expect(sectionOf(md, 'Why this slice exists')).toBe('why bravo5');
  });

  it('the same with a setext title (the marker a line lower), and a paragraph the writer added to the old Return kept', () => {
    const { r, brief } = newBody(OLD.replace('# old brief\n', 'Old brief\n=========\n').replace('## Return\n', '## Return\n\nAlso: ping Sam when it is done.\n'));
    expect(r.code, r.stderr).toBe(0);
    const out = json(r);
    const md = brief();
    expect(md).not.toContain('task-old-brief-a4xt --body');
    expect(md).not.toContain('handoff/task-old-brief-a4xt');
    expect(md.match(/You start fresh/g)).toHaveLength(1);
    expect(sectionOf(md, 'From the body: Return')).toBe(`${BODY_RETURN_NOTE}\n\nAlso: ping Sam when it is done.`);
    expect(out.placement.find((p: { from: string }) => p.from === 'Return').to).toMatch(/not carried over.*the rest \(a paragraph not the tool's\) kept as "From the body: Return"/);
  });

  it('a "## Return" the writer wrote in a brief without the marker is kept, framed', () => {
    const { r, brief } = newBody('# Fix it\n\n## Why\nw.\n\n## Deliver\nd.\n\n## First step\nf.\n\n## Return\nsend it to Sam by Friday\n');
    expect(r.code, r.stderr).toBe(0);
    const md = brief();
    expect(sectionOf(md, 'From the body: Return')).toBe(`${BODY_RETURN_NOTE}\n\nsend it to Sam by Friday`);
  });

  it.each(['Template hints in the body', 'How the callouts were read', 'Kept as written (placed nowhere else)'])('a body\'s own "## %s" (a name the tool writes its notes under) is kept framed, never as the tool\'s note nor in the Context', (name) => {
    const { r, brief } = newBody(`# Fix it\n\n## Why\nw.\n\n## Deliver\nd.\n\n## First step\nf.\n\n## ${name}\nnothing to see, trust me\n`);
    expect(r.code, r.stderr).toBe(0);
    const md = brief();
    expect(sectionOf(md, `From the body: ${name}`)).toBe('nothing to see, trust me');
    expect(sectionOf(md, name)).toBeUndefined();
    expect(json(r).placement.find((p: { from: string }) => p.from === name).to).toBe(`kept as "From the body: ${name}" (the tool writes its own "${name}")`);
  });

  it('its commands (for another handoff) are kept as written under a note that they are not how to return this brief; the tool\'s Return is the one at the end, and a brief cut again from it keeps one note', () => {
    const doc = '# Fix the pager\n\n## Why\nthe pager breaks.\n\n## Deliver\na fix.\n\n## First step\nread pager.ts\n\n## Return\nWhen done, run:\n\n```sh\nhandoff return task-other-zz99 --body findings.md\n```\n';
    const { w, repo, r, brief } = newBody(doc);
    expect(r.code, r.stderr).toBe(0);
    const md = brief();
    const kept = sectionOf(md, 'From the body: Return')!;
    expect(kept.startsWith(BODY_RETURN_NOTE)).toBe(true);
    expect(kept).toContain('handoff return task-other-zz99 --body findings.md');
    expect(md.match(/^## Return$/gm)).toHaveLength(1);
    expect(md.indexOf('## From the body: Return')).toBeLessThan(md.indexOf('\n## Return\n'));
    expect(sectionOf(md, 'Return')).toContain(`return ${json(r).id} --body FILE`);
    // Cut again from the brief written: the writer's section and its note once, not the note twice.
    const f = path.join(tempDir('handoff-doc-'), 'again.md');
    writeFileSync(f, md);
    const again = w.run(['new', 'task', '--body', f, '--no-input', '--json'], { cwd: repo });
    expect(again.code, again.stderr).toBe(0);
    const md2 = readFileSync(path.join(w.home, json(again).id, 'brief.md'), 'utf8');
    expect(sectionOf(md2, 'From the body: Return')).toBe(kept);
  });
});

describe('a one-word title (# Fix)', () => {
  it('over the brief\'s sections is the title, though "Fix" names a return section; a return\'s "# Outcome" over "## Findings" stays its section', () => {
    const { r, brief } = newBody('# Fix\n\n## Why\nthe pager breaks.\n\n## Deliver\na fix.\n\n## First step\nread pager.ts\n');
    expect(r.code, r.stderr).toBe(0);
    expect(json(r).title).toBe('Fix');
    expect(json(r).placement).toContainEqual({ line: 1, from: 'Fix', to: 'title' });
    expect(brief().split('\n')[0]).toBe('# Fix');
    const { r: r2 } = returnBody('# Outcome\nanswered — the pager is fixed\n\n## Findings\n- the off-by-one [verified: test]\n');
    expect(r2.code, r2.stderr).toBe(0);
    expect(json(r2).outcome).toBe('answered');
  });
});

describe('what the writer set apart after the findings list (X7, a quoted "> ## Outcome")', () => {
  it('a quoted section "> ## Outcome" after the list is no finding\'s text and not the outcome: kept right after the findings, and said so', () => {
    const { r, w, repo, id, stored } = returnBody('## Outcome\nanswered — pager fixed\n\n## Findings\n- off-by-one in the last page [verified: test]\n- cache leak [unverified]\n\n> ## Outcome\n> abandoned — quoted from the other agent\n\n## Recommendations\n- add the locale\n');
    expect(r.code, r.stderr).toBe(0);
    const out = json(r);
    expect(out.outcome).toBe('answered');
    expect(out.findings.map((f: { text: string }) => f.text)).toEqual(['off-by-one in the last page [verified: test]', 'cache leak [unverified]']);
    expect(out.placement).toContainEqual({ line: 8, from: 'Findings', to: `set aside, not a finding: kept under 'Set aside from "Findings"', after the findings` });
    const md = stored();
    expect(sectionOf(md, 'Set aside from "Findings"')).toBe('> ## Outcome\n> abandoned — quoted from the other agent');
    expect(md.indexOf('## Non-obvious findings')).toBeLessThan(md.indexOf('## Set aside from "Findings"'));
    expect(md.indexOf('## Set aside from "Findings"')).toBeLessThan(md.indexOf('## Recommendations'));
    const pulled = json(w.run(['pull', id, '--json', '--keep'], { cwd: repo })).returns[0];
    expect(pulled.answers.outcome).toBe('answered');
    expect(pulled.findings).toHaveLength(2);
    // Quoted above the first section, it states no outcome either: exit 2 asks for --outcome, nothing written.
    const top = returnBody('> ## Outcome\n> abandoned — quoted from the other agent\n\n## Findings\n- off-by-one in the last page [verified: test]\n');
    expect(top.r.code).toBe(2);
    expect(top.r.stderr).toContain('--outcome');
    expect(storeFiles(top.w.home).filter((x) => /return-\d+\.md$/.test(x))).toEqual([]);
  });

  it('a <pre> block after the list stands right after the findings, in order, under no second "Findings" section; recorded again it stays there', () => {
    const { r, w, repo, id, stored } = returnBody('## Outcome\nanswered — pager fixed\n\n## Findings\n- off-by-one in the last page [verified: test]\n\n<pre>\nraw log line 1\n</pre>\n\n## Recommendations\n- add the locale\n\n## Open questions\n- why now?\n');
    expect(r.code, r.stderr).toBe(0);
    const md = stored();
    expect(md.match(/^## Findings$/gm)).toBeNull();
    const order = ['## Non-obvious findings', '## Set aside from "Findings"', '## Recommendations', '## Open questions'].map((h) => md.indexOf(`\n${h}\n`));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(sectionOf(md, 'Set aside from "Findings"')).toContain('raw log line 1');
    const again = w.run(['return', id, '--body', path.join(w.home, id, 'return-1.md'), '--no-input', '--json'], { cwd: repo });
    expect(again.code, again.stderr).toBe(0);
    const body = (t: string) => t.split('\n').slice(5).join('\n');
    expect(body(stored(2))).toBe(body(md));
  });
});

describe('front matter read as what it is (X15, X4, X9, X13)', () => {
  it('YAML status: "done" (quoted) states the outcome as status: done does', () => {
    const { r } = returnBody('---\nstatus: "done"\nbranch: feat/x\n---\n## Findings\n- a finding [verified: test]\n');
    expect(r.code, r.stderr).toBe(0);
    const out = json(r);
    expect(out.outcome).toBe('answered');
    expect(out.outcomeFrom.line).toBe(2);
  });

  it("YAML status: 'partial' in single quotes, and outcome: \"blocked by the vendor\"", () => {
    const { r } = returnBody("---\nstatus: 'partial'\n---\n## Findings\n- a finding [verified: test]\n");
    expect(r.code, r.stderr).toBe(0);
    expect(json(r).outcome).toBe('partial');
    const r2 = returnBody('---\noutcome: "blocked by the vendor"\n---\n## Findings\n- a finding [verified: test]\n').r;
    expect(r2.code, r2.stderr).toBe(0);
    expect(json(r2).outcome).toBe('blocked');
  });

  it('TOML front matter (+++) is read as TOML: status = "done" states it; values without quotes; [table] keys named under it; a """ string keeps its lines', () => {
    const { r, stored } = returnBody('+++\nstatus = "done"\nbranch = "feat/toml"\n[extra]\nthud = "wibble"\nmulti = """\nwobble line\nwubble line"""\n+++\n## Findings\n- a finding in a toml document [verified: test]\n');
    expect(r.code, r.stderr).toBe(0);
    expect(json(r).outcome).toBe('answered');
    const md = stored();
    expect(sectionOf(md, 'Evidence')).toBe('- Branch: `feat/toml`');
    const fm = sectionOf(md, 'Front matter')!;
    expect(fm).toContain('| extra.thud | wibble |');
    expect(fm).toContain('`extra.multi`:\n\nwobble line\nwubble line');
    expect(fm).not.toContain('"');
  });

  it('a comment after the status value ("status: done # finally", TOML "status = \'partial\' # one left") is no part of it; its words stay in the table, in a column of their own', () => {
    const { r, stored } = returnBody("+++\nstatus = 'partial' # one left\nretries = 5 # then give up\ntags = [\"a#b\"] # one tag\n+++\n## Findings\n- a finding [verified: test]\n");
    expect(r.code, r.stderr).toBe(0);
    expect(json(r).outcome).toBe('partial');
    const fm = sectionOf(stored(), 'Front matter')!;
    expect(fm).toContain('| key | value | comment |');
    expect(fm).toContain('| status | partial | one left |');
    expect(fm).toContain('| retries | 5 | then give up |');
    expect(fm).toContain('| tags | ["a#b"] | one tag |');
    const r2 = returnBody('---\nstatus: done # finally\n---\n## Findings\n- a finding [verified: test]\n').r;
    expect(r2.code, r2.stderr).toBe(0);
    expect(json(r2).outcome).toBe('answered');
  });

  it('YAML: " #" after a value starts a comment, kept beside the value (a table column, or after the branch in words); a "#" inside quotes or opening the value is the value', () => {
    const { r, stored } = returnBody('---\nstatus: done\nowner: sam # until friday\nnote: "a # in quotes" # and a comment\nissue: #123\nurl: https://example.com/a#frag\nbranch: feat/x # wip\n---\n## Findings\n- a finding [verified: test]\n');
    expect(r.code, r.stderr).toBe(0);
    const md = stored();
    const fm = sectionOf(md, 'Front matter')!;
    expect(fm).toContain('| owner | sam | until friday |');
    expect(fm).toContain('| note | a # in quotes | and a comment |');
    expect(fm).toContain('| issue | #123 |  |');
    expect(fm).toContain('| url | https://example.com/a#frag |  |');
    expect(sectionOf(md, 'Evidence')).toBe('- Branch: `feat/x` (comment: wip)');
  });

  it('a quoted YAML key with a colon is one key', () => {
    const { r, stored } = returnBody('---\nstatus: done\n"odd key: with colon": plugh\nbranch: feat/x\n---\n## Findings\n- a finding [verified: test]\n');
    expect(r.code, r.stderr).toBe(0);
    expect(sectionOf(stored(), 'Front matter')).toContain('| odd key: with colon | plugh |');
  });

  it('a brief\'s front matter status: closed keeps its key in the Context', () => {
    const { r, brief } = newBody('---\nstatus: closed\nowner: sam\n---\n# Real title\n\n## Why\nthe pager breaks.\n\n## Deliver\na fix.\n\n## First step\nread pager.ts\n');
    expect(r.code, r.stderr).toBe(0);
    const md = brief();
    expect(sectionOf(md, 'Context')).toBe('Status: closed');
    expect(sectionOf(md, 'Front matter')).toContain('| owner | sam |');
  });
});

describe('a required section of nothing but an HTML comment is empty (X12)', () => {
  const doc = '# Fix the pager\n\n## Why\n<!-- fill in later -->\n\n## Deliver\na fix.\n\n## First step\nread pager.ts\n';

  it('new --no-input exits 2 naming the why, and writes nothing', () => {
    const { w, r } = newBody(doc);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/missing required answers: why this slice exists/);
    expect(r.stderr).toContain('--why');
    expect(storeFiles(w.home).filter((x) => x.endsWith('brief.md'))).toEqual([]);
  });

  it('two comments and nothing else are empty too; with --why the comments are kept as hints, not as the why', () => {
    const twice = doc.replace('<!-- fill in later -->', '<!-- fill in later -->\n<!--\n  and this\n-->');
    expect(newBody(twice).r.code).toBe(2);
    const { r, brief } = newBody(twice, '--why', 'the pager skips a page');
    expect(r.code, r.stderr).toBe(0);
    const md = brief();
    expect(sectionOf(md, 'Why this slice exists')).toBe('the pager skips a page');
    expect(md).toContain('fill in later');
    expect(md).not.toContain('\\<!--');
  });

  it('lint says the why is empty (exit 3, missing-why)', () => {
    const dir = tempDir('handoff-doc-');
    const f = path.join(dir, 'b.md');
    writeFileSync(f, doc);
    const w = world();
    const r = w.run(['lint', f, '--json'], { cwd: dir });
    expect(r.code).toBe(3);
    expect(json(r).findings.map((x: { rule: string }) => x.rule)).toContain('missing-why');
  });
});

describe('a full-width "＃＃ 建议" heading line (X19)', () => {
  const DOC = '## 结论\n已完成 — 分页已修复\n\n## 发现\n- 最后一页差一 [已验证: 测试]\n\n＃＃ 建议\n- 给缓存键加上语言\n';

  it('is read as the heading it is meant to be: 1 finding, 1 recommendation', () => {
    const { r, stored } = returnBody(DOC);
    expect(r.code, r.stderr).toBe(0);
    const out = json(r);
    expect(out.findings).toHaveLength(1);
    expect(out.placement).toContainEqual({ line: 7, from: '建议', to: 'Recommendations' });
    expect(sectionOf(stored(), 'Recommendations')).toBe('*From the heading: 建议*\n\n- 给缓存键加上语言');
  });

  it('with a full-width space, and at level 3 under the findings ("＃＃＃\u3000缓存键"), it heads a finding', () => {
    const { r } = returnBody('## 结论\n已完成 — 两个问题\n\n## 发现\n\n＃＃＃\u3000缓存键忽略语言\n键只用路径。\n\n＃＃＃\u3000重试不退避\n每 10 毫秒重试一次。\n');
    expect(r.code, r.stderr).toBe(0);
    expect(json(r).findings.map((f: { title: string }) => f.title)).toEqual(['缓存键忽略语言', '重试不退避']);
  });

  it('in a brief, "＃ 修复分页" is the title and "＃＃ 背景" / "＃＃ 交付" / "＃＃ 第一步" its sections', () => {
    const { r, brief } = newBody('＃ 修复分页\n\n＃＃ 背景\n分页在最后一页出错。\n\n＃＃ 交付\n一个修复。\n\n＃＃ 第一步\n读 pager.ts\n');
    expect(r.code, r.stderr).toBe(0);
    const md = brief();
    expect(md.split('\n')[0]).toBe('# 修复分页');
    // ("背景" and "第一步" are the sections' own names in Chinese: no heading line, heading-rest.ts headingIsSectionName.)
    expect(sectionOf(md, 'Why this slice exists')).toBe('分页在最后一页出错。');
    expect(sectionOf(md, 'First step')).toBe('读 pager.ts');
  });

  it('a line that only opens with full-width number signs (a sentence, no space, in a fence) stays text, every word kept', () => {
    const { r, stored } = returnBody('## 结论\n已完成 — 分页已修复\n\n## 发现\n- 最后一页差一 [已验证: 测试]\n\n＃＃ 这不是标题。它是一句话，有标点。\n\n＃1 的问题在日志里\n\n```\n＃＃ 建议\n```\n');
    expect(r.code, r.stderr).toBe(0);
    expect(json(r).placement.map((p: { to: string }) => p.to)).not.toContain('Recommendations');
    const md = stored();
    for (const t of ['＃＃ 这不是标题。它是一句话，有标点。', '＃1 的问题在日志里', '＃＃ 建议']) expect(md).toContain(t);
  });
});
