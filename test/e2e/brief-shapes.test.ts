// Brief bodies in shapes agents write without "## " headings, through the built CLI: bold labels that open
// a paragraph ("**Why:** …"), labelled lists ("- Deliver: …"), Claude Code's compaction summary
// ("1. Primary Request and Intent:" … "7. Optional Next Step:"); `new --body` and `lint` read them alike.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld, type BriefAnswers } from '../helpers/doc-world.js';

const w = docWorld();

interface Placed {
  line: number;
  from: string;
  to: string;
}

function newBrief(args: string[], input?: string) {
  const r = runCli(['new', ...args, '--no-input', '--json'], input === undefined ? w.opts() : { ...w.opts(), input });
  const j = r.code === 0 ? (JSON.parse(r.stdout) as { id: string; brief: string; json: string; placement: Placed[] }) : null;
  return { ...r, j, md: j ? readFileSync(j.brief, 'utf8') : '', answers: j ? (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers : null };
}

/** `new task --body` on `md`: it exits 0. */
function briefFrom(name: string, md: string, extra: string[] = []) {
  const r = newBrief(['task', '--body', w.file(name, md), ...extra]);
  expect(r.code, r.stderr).toBe(0);
  return r;
}

function lint(name: string, md: string) {
  const r = runCli(['lint', w.file(name, md), '--json'], w.opts());
  return { code: r.code, errors: (JSON.parse(r.stdout) as { findings: { rule: string; severity: string }[] }).findings.filter((f) => f.severity === 'error').map((f) => f.rule) };
}

const placed = (p: Placed[]) => p.map((x) => `${x.line} ${x.from} -> ${x.to}`);

describe('bold labels that open a paragraph are the sections of a brief written without headings', () => {
  const body = [
    '# Warm the search cache at deploy',
    '',
    '**Problem:** the first search after a deploy takes 9 s because the cache is cold.',
    '',
    '**Deliverable**: a warmup step in `deploy.sh` that runs the 50 most common queries',
    'before traffic is switched over.',
    '',
    '**Next steps:** read `deploy.sh` and find where the health check passes.',
    '',
  ].join('\n');

  it('new --body fills why, deliver and first step from them, without the labels, and says where each went', () => {
    const r = briefFrom('bold.md', body);
    expect(r.answers).toMatchObject({
      title: 'Warm the search cache at deploy',
      why: 'the first search after a deploy takes 9 s because the cache is cold.',
      deliver: 'a warmup step in `deploy.sh` that runs the 50 most common queries\nbefore traffic is switched over.',
      firstStep: 'read `deploy.sh` and find where the health check passes.',
    });
    expect(placed(r.j!.placement)).toEqual(expect.arrayContaining(['3 Problem -> Why this slice exists', '5 Deliverable -> What to deliver', '8 Next steps -> First step']));
    expect(r.md).not.toContain('**Problem:**');
  });

  it('lint of the same file finds no missing section (it read it as new does)', () => {
    expect(lint('bold-lint.md', body)).toEqual({ code: 0, errors: [] });
  });

  it('a label inside a section a real heading fills stays that section\'s text', () => {
    const r = briefFrom('inner.md', '# T\n\n## Why\nw\n\n## Deliver\nd\n\n## Context\n**Next step:** this is a note of the context\n\n## First step\nf\n');
    expect(r.answers!.firstStep).toBe('f');
    expect(r.answers!.context).toContain('this is a note of the context');
  });
});

describe('labelled lists', () => {
  it('"- Why: …", "- **Deliver:** …", "- Ruled out: …", "- First step: …" fill their sections', () => {
    const r = briefFrom('list.md', [
      '# Nightly export job skips Sundays',
      '',
      '- Why: finance reconciles every Monday and the Sunday rows are missing.',
      '- **Deliver:** the cron fixed and one backfilled Sunday, checked against the ledger.',
      '- Ruled out: the timezone of the runner (it is UTC everywhere).',
      '- First step: compare `crontab -l` on prod with `ops/cron/export`.',
      '',
    ].join('\n'));
    expect(r.answers).toMatchObject({
      why: 'finance reconciles every Monday and the Sunday rows are missing.',
      deliver: 'the cron fixed and one backfilled Sunday, checked against the ledger.',
      deadEnds: ['the timezone of the runner (it is UTC everywhere).'],
      firstStep: 'compare `crontab -l` on prod with `ops/cron/export`.',
    });
  });

  it('a list with one label is a list: a note "- Status: …" among findings-like items does not cut it', () => {
    const r = newBrief(['task', '--body', w.file('one.md', '# T\n\n- Status: half done\n- the parser is slow\n- the cache is cold\n')]);
    expect(r.code).toBe(2); // why, deliver, first step are not there: nothing was made up
  });
});

describe("Claude Code's compaction summary", () => {
  const summary = [
    'This session is being continued from a previous conversation. Summary:',
    '1. Primary Request and Intent:',
    '   The user wants the CSV importer to accept semicolon-separated files from the German bank exports.',
    '',
    '2. Key Technical Concepts:',
    '   - papaparse delimiter detection',
    '   - BOM handling',
    '',
    '3. Files and Code Sections:',
    '   - src/import/csv.ts: the parser setup',
    '   - test/import/csv.test.ts: fixtures',
    '',
    '4. Pending Tasks:',
    '   - Detect ";" as a delimiter when the header has no ","',
    '   - Add a fixture from a real export',
    '',
    '5. Current Work:',
    '   Was writing the delimiter sniffing in csv.ts; the first test passes.',
    '',
    '6. Optional Next Step:',
    '   Run `npm test -- csv` and add the fixture for the failing case.',
    '',
  ].join('\n');

  it('fills why (the request), deliver (pending tasks), context, pointers and first step; nothing is lost', () => {
    const r = briefFrom('compact.md', summary, ['-t', 'CSV importer: semicolons']);
    expect(r.answers!.why).toBe('The user wants the CSV importer to accept semicolon-separated files from the German bank exports.');
    expect(r.answers!.deliver).toBe('- Detect ";" as a delimiter when the header has no ","\n- Add a fixture from a real export');
    expect(r.answers!.firstStep).toBe('Run `npm test -- csv` and add the fixture for the failing case.');
    expect(r.answers!.pointers).toEqual(['src/import/csv.ts: the parser setup', 'test/import/csv.test.ts: fixtures']);
    expect(r.answers!.context).toContain('Was writing the delimiter sniffing in csv.ts');
    expect(r.answers!.context).toContain('papaparse delimiter detection');
    expect(r.answers!.context).toContain('This session is being continued');
    expect(placed(r.j!.placement)).toEqual(expect.arrayContaining(['2 Primary Request and Intent -> Why this slice exists', '13 Pending Tasks -> What to deliver', '20 Optional Next Step -> First step']));
  });

  it('lint reads it as new does (no required section missing but the title, which -t gave new)', () => {
    expect(lint('compact-lint.md', summary).errors.filter((e) => /^missing-(why|deliver|first-step)$/.test(e))).toEqual([]);
  });
});

describe('headings in other languages', () => {
  const step = (h: string) => `# T\n\n## Why\nw\n\n## Deliver\nd\n\n## ${h}\nrun the script\n`;
  for (const h of ['やること', '最初の一歩', '次のステップ', 'Дальнейшие шаги', 'Следующий шаг', 'Nächste Schritte', 'Prochaines étapes', 'Próximos pasos', '下一步']) {
    it(`"## ${h}" is the First step`, () => {
      const r = briefFrom(`step-${h}.md`, step(h));
      expect(r.answers!.firstStep).toBe('run the script');
    });
  }

  for (const h of ['Ce qui a été essayé', 'Pistes abandonnées', 'Ya probado']) {
    it(`"## ${h}" is Dead ends`, () => {
      const r = briefFrom(`dead-${h}.md`, `${step('First step')}\n## ${h}\n- a lock around the writer\n`);
      expect(r.answers!.deadEnds).toEqual(['a lock around the writer']);
    });
  }
});

describe('a goal that says when it is done gives what to deliver, when no section does', () => {
  it('"## Objectif" with "; terminé quand …": why before it, deliver from it, placement says so; lint agrees', () => {
    const body = "# Export idempotent\n\n## Objectif\nRendre l'export idempotent ; terminé quand deux exécutions donnent le même fichier.\n\n## Prochaines étapes\nLire `export.ts`.\n";
    const r = briefFrom('objectif.md', body);
    expect(r.answers).toMatchObject({ why: "Rendre l'export idempotent", deliver: 'terminé quand deux exécutions donnent le même fichier.' });
    expect(r.j!.placement.filter((p) => p.line === 3).map((p) => p.to)).toEqual(['Why this slice exists', expect.stringMatching(/^What to deliver \(its sentence "terminé quand .*no section says what to deliver\)$/)]);
    expect(lint('objectif-lint.md', body)).toEqual({ code: 0, errors: [] });
  });

  it('"## Goal" with a "Done when …" paragraph likewise; without one, the one next step is what to deliver, and placement says so', () => {
    const r = briefFrom('goal.md', '# Cache\n\n## Goal\nMake search fast after deploys.\n\nDone when the first query takes under 1 s.\n\n## Next steps\nRead deploy.sh.\n');
    expect(r.answers).toMatchObject({ why: 'Make search fast after deploys.', deliver: 'Done when the first query takes under 1 s.' });
    const lone = briefFrom('goal2.md', '# Cache\n\n## Goal\nMake search fast after deploys.\n\n## Next steps\nWarm the search index in deploy.sh.\n');
    expect(lone.answers).toMatchObject({ why: 'Make search fast after deploys.', deliver: 'Warm the search index in deploy.sh.', firstStep: 'Warm the search index in deploy.sh.' });
    expect(lone.j!.placement.filter((p) => p.line === 6).map((p) => p.to)).toContain('What to deliver (the one next step it names: no section says what to deliver)');
    // (Not a step that only reads: how to begin, not what to finish; --deliver is asked for.)
    expect(newBrief(['task', '--body', w.file('goal2r.md', '# Cache\n\n## Goal\nMake search fast after deploys.\n\n## Next steps\nRead deploy.sh.\n')]).code).toBe(2);
    // (As a list of next steps is: what is left is what to deliver, its first item the first step.)
    expect(briefFrom('goal3.md', '# Cache\n\n## Goal\nMake search fast after deploys.\n\n## Next steps\n- Read deploy.sh.\n- Time the first query.\n').answers).toMatchObject({ deliver: '- Read deploy.sh.\n- Time the first query.', firstStep: 'Read deploy.sh.' });
  });

  it('a Deliver section wins: the goal keeps its whole text as the why', () => {
    const r = briefFrom('goal3.md', '# Cache\n\n## Goal\nMake search fast. Done when p95 < 1 s.\n\n## Deliver\nthe warmup job\n\n## Next steps\nx\n');
    expect(r.answers).toMatchObject({ why: 'Make search fast. Done when p95 < 1 s.', deliver: 'the warmup job' });
  });
});

describe('headings both a brief and a return have', () => {
  it('a body whose only section is "## Risks" is a brief for new (exit 0, kept under its name) and for lint', () => {
    const body = '# Move the billing cron to the new scheduler\n\n## Risks\n- double charges if the old and the new runner overlap for a night\n';
    const r = newBrief(['task', '--body', w.file('risks.md', body), '--why', 'w', '--deliver', 'd', '--first-step', 'f']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.md).toContain('## Risks\n\n- double charges if the old and the new runner overlap for a night');
    const l = runCli(['lint', w.file('risks-lint.md', body), '--json'], w.opts());
    expect((JSON.parse(l.stdout) as { kind: string }).kind).toBe('brief');
  });

  it('the same heading still holds the findings of a return', () => {
    const id = (JSON.parse(runCli(['new', 'task', '-t', 'probe', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json', '--force'], w.opts()).stdout) as { id: string }).id;
    const r = runCli(['return', id, '--body', w.file('risks-ret.md', '## Outcome\nanswered — two risks\n\n## Risks\n- the lock is not renewed [verified: test]\n- the queue has no TTL [unverified]\n'), '--no-input', '--json'], w.opts());
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { findings: unknown[] }).findings).toHaveLength(2);
  });
});

describe("a body's text never passes for the tool's own sections", () => {
  it('a "## Return" nested under a "# Why" section is written as "### From the body: Return"; the only "## Return" is the tool\'s', () => {
    const r = briefFrom('nested-return.md', '# Fix the pager\n\n# Why\nthe last page is lost\n\n## Return\nsend me the diff\n\n# Deliver\na fix\n\n# First step\nread pager.ts\n');
    expect(r.md).toContain('### From the body: Return\nsend me the diff');
    expect(r.md.match(/^#{1,6} Return$/gm)).toEqual(['## Return']);
    expect(r.answers!.why).toContain('### From the body: Return');
  });

  it('likewise under a "## Why" section ("### Where to work")', () => {
    const r = briefFrom('nested-where.md', '# Fix the pager\n\n## Why\nthe last page is lost\n\n### Where to work\nin my branch\n\n## Deliver\na fix\n\n## First step\nread pager.ts\n');
    expect(r.md).toContain('### From the body: Where to work\nin my branch');
  });
});

describe('a lead line above the title, with H1 sections below it', () => {
  it('keeps the title (exit 0) and the lead in the Context', () => {
    const r = briefFrom('lead-h1.md', 'Draft, written by Codex.\n\n# Fix the pager\n\n# Why\nthe last page is lost\n\n# Deliver\na fix\n\n# First step\nread pager.ts\n');
    expect(r.answers).toMatchObject({ title: 'Fix the pager', why: 'the last page is lost', firstStep: 'read pager.ts' });
    expect(r.answers!.context).toContain('Draft, written by Codex.');
    expect(placed(r.j!.placement)).toEqual(expect.arrayContaining(['1 (text above the title) -> Context', '3 Fix the pager -> title']));
  });

  it('H1 parts that name nothing ("# Part 1", "# Part 2") under a lead give no title, as before', () => {
    const r = newBrief(['task', '--body', w.file('parts.md', 'Notes.\n\n# Part 1\nx\n\n# Part 2\ny\n'), '--why', 'w', '--deliver', 'd', '--first-step', 'f']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('title');
  });
});

describe("new --body names the body's lines, not only brief.md's", () => {
  it('a lint refusal (exit 3): each finding has bodyLine, stderr shows it beside the brief.md line', () => {
    const body = '# Fix the welcome mail\n\n## Why\nusers see raw templates\n\n## Deliver\nthe mail without {{deliver}} in it\n\n## First step\nread mail.ts\n';
    const r = runCli(['new', 'task', '--body', w.file('slot.md', body), '--no-input', '--json'], w.opts());
    expect(r.code).toBe(3);
    const findings = (JSON.parse(r.stdout) as { error: { lint: { findings: { rule: string; line: number; bodyLine?: number }[] } } }).error.lint.findings;
    const slot = findings.find((f) => f.rule === 'unfilled-slot')!;
    expect(slot.bodyLine).toBe(7);
    expect(slot.line).not.toBe(7); // brief.md's own line, kept
    expect(findings.find((f) => f.rule === 'no-pointers')?.bodyLine).toBeUndefined();
    expect(r.stderr).toMatch(new RegExp(`brief\\.md:${slot.line}:\\d+ \\(from --body \\S*slot\\.md line 7\\) error unfilled-slot`));
  });

  it('the redaction line names the body line of the secret too (and --json has bodyRedactions)', () => {
    const token = ['ghp', 'abcdefghijklmnopqrstuvwxyz0123456789AB'].join('_');
    const r = briefFrom('token.md', `# Rotate the deploy token\n\n## Why\nit leaked\n\n## Deliver\nrotate it\n\nold: ${token}\n\n## First step\nopen the settings\n`);
    const j = JSON.parse(r.stdout) as { redactions: { kind: string; line: number }[]; bodyRedactions: { kind: string; line: number }[] };
    expect(j.bodyRedactions).toEqual([{ kind: 'github-token', line: 9 }]);
    expect(r.stderr).toMatch(new RegExp(`redacted 1 github-token \\(line ${j.redactions[0]!.line}\\) of \\S+brief\\.md; in --body \\S*token\\.md: 1 github-token \\(line 9\\)`));
    expect(r.stderr).not.toContain(token);
  });
});

describe('lint and new agree on a kind\'s own headings', () => {
  const body = '# Speed up CI\n\n## Why\nCI takes 40 min\n\n## Deliver\nunder 15 min\n\n## Constraints\n- Node 20 only\n- no new paid runners\n\n## First step\nprofile the slowest job\n';
  const rules = (stdout: string, at: (j: never) => { rule: string }[]) => at(JSON.parse(stdout) as never).map((f) => f.rule).sort();

  it('a plain file\'s "## Constraints" is read as the task kind\'s (no decision-without-why), as new task --body reads it', () => {
    const l = runCli(['lint', w.file('constraints.md', body), '--json'], w.opts());
    expect(l.code).toBe(0);
    const j = JSON.parse(l.stdout) as { handoffKind: string; kindFrom?: string };
    expect(j).toMatchObject({ handoffKind: 'task', kindFrom: 'headings' });
    const n = runCli(['new', 'task', '--body', w.file('constraints-new.md', body), '--no-input', '--json'], w.opts());
    expect(n.code, n.stderr).toBe(0);
    expect(rules(l.stdout, (x: { findings: { rule: string }[] }) => x.findings)).toEqual(rules(n.stdout, (x: { lint: { findings: { rule: string }[] } }) => x.lint.findings));
  });

  it('--kind reads it as that kind (bug: its required questions are missing, exit 3); an unknown kind is exit 2', () => {
    const l = runCli(['lint', w.file('constraints-bug.md', body), '--kind', 'bug', '--json'], w.opts());
    expect(l.code).toBe(3);
    const j = JSON.parse(l.stdout) as { handoffKind: string; findings: { rule: string }[] };
    expect(j.handoffKind).toBe('bug');
    expect(j.findings.map((f) => f.rule)).toEqual(expect.arrayContaining(['missing-observed', 'decision-without-why']));
    expect(runCli(['lint', w.file('constraints-x.md', body), '--kind', 'nosuchkind'], w.opts()).code).toBe(2);
  });

  it('"## Already decided" items without a why still warn (no kind takes that heading)', () => {
    const l = runCli(['lint', w.file('decided.md', body.replace('## Constraints', '## Already decided')), '--json'], w.opts());
    const j = JSON.parse(l.stdout) as { handoffKind: string | null; kindFrom?: string; findings: { rule: string }[] };
    expect(j.handoffKind).toBeNull();
    expect(j.kindFrom).toBeUndefined();
    expect(j.findings.filter((f) => f.rule === 'decision-without-why')).toHaveLength(2);
  });
});

describe("labels a return has too are a brief's only beside a brief's own", () => {
  const ret = (name: string, md: string) => {
    const id = (JSON.parse(runCli(['new', 'task', '-t', 'probe', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json', '--force'], w.opts()).stdout) as { id: string }).id;
    const r = runCli(['return', id, '--body', w.file(name, md), '--no-input', '--json'], w.opts());
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as { outcome: string; findings: { title: string }[]; recommendations?: string[] };
  };

  it('a return opening with "- Status: done / - Branch: … / - Next steps: …": no label opens a section, the findings after it stay findings', () => {
    const j = ret('status-list.md', '- Status: done\n- Branch: fix/pager\n- Next steps: deploy it on Monday\n\nFindings:\n- the pager drops the last page [verified: test]\n- the cache never expires [unverified]\n');
    expect(j.findings.map((f) => f.title)).toEqual(expect.arrayContaining(['the pager drops the last page', 'the cache never expires']));
    expect((j as unknown as { placement: Placed[] }).placement.map((p) => p.from)).not.toContain('Next steps');
  });

  it('"**Next steps:** …" before a return\'s findings does not swallow them', () => {
    const j = ret('next-lead.md', '**Status:** done — fixed\n\n**Next steps:** deploy on Monday.\n\n- the pager drops the last page [verified: test]\n- the cache never expires [unverified]\n');
    expect(j.findings.map((f) => f.title)).toEqual(expect.arrayContaining(['the pager drops the last page', 'the cache never expires']));
  });

  it('in a brief with real "## Why"/"## Deliver" headings, a closing "**Next step:** …" is the First step', () => {
    const r = briefFrom('closing-next.md', '# T\n\n## Why\nw\n\n## Deliver\nd\n\n**Next step:** run the failing test alone\n');
    expect(r.answers!.firstStep).toBe('run the failing test alone');
  });
});

describe('a brief titled by a "## Handoff: …" heading, with bold labels below it', () => {
  it('the "## " heading that says what the document is becomes the title, and the labels below it are read', () => {
    const r = briefFrom('h2-title.md', [
      '## Handoff: Flaky upload test',
      '',
      '**Status:** in progress — the retry is in, the test still flakes 1 in 20.',
      '',
      '**Why this matters:** uploads over 100 MB fail for EU customers.',
      '',
      '**Goal:** the upload e2e passes 100 runs in a row.',
      '',
      '**What I tried:**',
      '- raising the S3 client timeout (no change)',
      '',
      '**Start with:** a HAR of a failing run.',
      '',
    ].join('\n'));
    expect(r.answers).toMatchObject({
      title: 'Handoff: Flaky upload test',
      why: 'uploads over 100 MB fail for EU customers.',
      deliver: 'the upload e2e passes 100 runs in a row.',
      deadEnds: ['raising the S3 client timeout (no change)'],
      firstStep: 'a HAR of a failing run.',
    });
    expect(r.answers!.context).toContain('in progress — the retry is in');
  });

  it('a first "## " heading that is no such label ("## Background") is no title', () => {
    const r = newBrief(['task', '--body', w.file('h2-none.md', '## Background\nw\n\n## Deliver\nd\n\n## First step\nf\n')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/missing required answers: title/);
  });
});

describe('more shapes of briefs written without the tool', () => {
  it('plain "Why: …" / "Deliver: …" / "Next step: …" lines of one paragraph fill their sections', () => {
    const r = briefFrom('plain-lines.md', '# Retry storm in the notifier\n\nWhy: a retry storm took the notifier down on Friday.\nDeliver: exponential backoff with jitter, capped at 5 minutes.\nNext step: read `notifier/retry.go`.\n');
    expect(r.answers).toMatchObject({ why: 'a retry storm took the notifier down on Friday.', deliver: 'exponential backoff with jitter, capped at 5 minutes.', firstStep: 'read `notifier/retry.go`.' });
  });

  it('an issue-tracker body: **Description** / **Acceptance Criteria** / an "Approach" section', () => {
    const r = briefFrom('tracker.md', '# Export times out\n\n**Description**\n\nBig accounts time out because the CSV is built in memory.\n\n**Acceptance Criteria**\n\n- [ ] 100k rows export\n\n## Approach\nStream rows with a cursor.\n');
    expect(r.answers).toMatchObject({ why: 'Big accounts time out because the CSV is built in memory.', deliver: '- [ ] 100k rows export', firstStep: 'Stream rows with a cursor.' });
  });

  it('"## What needs to happen" and "## What\'s left" are what to deliver', () => {
    for (const h of ['What needs to happen', "What's left"]) {
      const r = briefFrom(`deliver-${h.length}.md`, `# T\n\n## Background\nw\n\n## ${h}\nthe flag on for 10%\n\n## Next steps\nf\n`);
      expect(r.answers!.deliver).toBe('the flag on for 10%');
    }
  });

  it('a prose paragraph with one "Note: …" line is a paragraph', () => {
    const r = briefFrom('note.md', '# T\n\n## Why\nw\n\n## Deliver\nd\n\n## Context\nNote: the cache is cold after deploys.\nIt warms in ten minutes.\n\n## First step\nf\n');
    expect(r.answers!.context).toBe('Note: the cache is cold after deploys.\nIt warms in ten minutes.');
  });
});

describe('labels in other languages', () => {
  it('a Japanese list with full-width colons ("- 目的：…") and French lines ("Pourquoi : …") fill their sections', () => {
    const ja = briefFrom('ja-labels.md', '# 検索の高速化\n\n- 目的：デプロイ直後の検索が遅い。\n- 完了条件：最初の検索が1秒未満。\n- 次のステップ：deploy.sh を読む。\n');
    expect(ja.answers).toMatchObject({ why: 'デプロイ直後の検索が遅い。', deliver: '最初の検索が1秒未満。', firstStep: 'deploy.sh を読む。' });
    const fr = briefFrom('fr-labels.md', '# Recherche\n\nPourquoi : la première recherche prend 9 s.\nLivrable : une étape de préchauffage.\nProchaine étape : lire deploy.sh.\n');
    expect(fr.answers).toMatchObject({ why: 'la première recherche prend 9 s.', deliver: 'une étape de préchauffage.', firstStep: 'lire deploy.sh.' });
  });
});

describe('review fixes (20:30-20:47)', () => {
  it("lint infers a kind only from the section the rule fired on, and never ends with more errors than without one", () => {
    const l = runCli(['lint', w.file('infer-3.md', '# T\n\n## Why\nw\n\n## Deliver\nd\n\n## Next steps\n1. f\n\n## Decisions\n- use Map\n'), '--json'], w.opts());
    const j = JSON.parse(l.stdout) as { handoffKind: string | null; kindFrom?: string; counts: { errors: number } };
    expect(l.code).toBe(0);
    expect(j).toMatchObject({ handoffKind: null, counts: { errors: 0 } });
    expect(j.kindFrom).toBeUndefined();
  });

  it('plain labels each in a paragraph of its own ("Why: …" blank "Deliver: …" blank "Next step: …")', () => {
    const r = briefFrom('plain-paras.md', 'Why: the backup skips dashed names.\n\nDeliver: every database has a dump.\n\nNext step: read nightly.sh.\n', ['-t', 'Backups']);
    expect(r.answers).toMatchObject({ why: 'the backup skips dashed names.', deliver: 'every database has a dump.', firstStep: 'read nightly.sh.' });
  });

  it('"## Background and motivation" is Why and "## Acceptance" what to deliver', () => {
    const r = briefFrom('bm.md', '# T\n\n## Background and motivation\nw.\n\n## Acceptance\nd.\n\n## First step\nf.\n');
    expect(r.answers).toMatchObject({ why: 'w.', deliver: 'd.' });
  });
});

describe("a label's scope is its list item", () => {
  it('text after a labelled list at the top joins the Context (placement names its line), not the last label\'s section', () => {
    const r = briefFrom('after-top.md', '- Why: the backup skips dashed names\n- Deliver: every db dumped\n- First step: read nightly.sh\n- Tried: quoting the names — fails earlier\n\nThe dumps land on db-2 at 03:00.\n', ['-t', 'Backups']);
    // (Text that says something: a closing "Thanks, and good luck." there is the document's trailer, left out.)
    expect(r.answers).toMatchObject({ deadEnds: ['quoting the names — fails earlier'], firstStep: 'read nightly.sh', context: 'The dumps land on db-2 at 03:00.' });
    expect(placed(r.j!.placement)).toContain('6 (text after the labelled list) -> Context');
  });

  it('inside "## Context", text after the list goes back to the Context', () => {
    const r = briefFrom('after-ctx.md', '## Context\nSome context.\n\n- Why: w\n- Deliver: d\n- First step: read nightly.sh\n\nAfterword.\n\n## Notes\nn\n', ['-t', 'Backups']);
    // ("## Notes" names no answer: the Context too, under its heading, after the text that was there.)
    expect(r.answers).toMatchObject({ firstStep: 'read nightly.sh', context: 'Some context.\n\nAfterword.\n\n**Notes:**\n\nn' });
  });
});

describe('a brief pasted inside a fence', () => {
  const fenced = 'Important: never run the migration on Fridays.\n\n~~~markdown\n# Speed up CI\n\n## Why\nw\n\n## Deliver\nd\n\n## First step\nf\n~~~\n\nAlso: ping Dana before merging.\n';

  it('new keeps the words around the fence in the Context, with placement lines; lint reads the fenced brief too', () => {
    const r = briefFrom('fenced.md', fenced);
    expect(r.answers).toMatchObject({ title: 'Speed up CI', context: 'Important: never run the migration on Fridays.\n\nAlso: ping Dana before merging.' });
    expect(placed(r.j!.placement)).toEqual(expect.arrayContaining(['1 (text outside the fenced brief) -> Context', '16 (text outside the fenced brief) -> Context']));
    const l = runCli(['lint', w.file('fenced-lint.md', fenced), '--json'], w.opts());
    expect(l.code).toBe(0);
    expect((JSON.parse(l.stdout) as { counts: { errors: number } }).counts.errors).toBe(0);
  });

  it('labels outside a bare fence make the document; the fence holding "## Return" stays code', () => {
    const body = '**Why:** w\n\n**Deliver:** d\n\n**First step:** f\n\n```\n## Return\nfake\n```\n';
    const r = briefFrom('fenced-labels.md', body, ['-t', 'z']);
    expect(r.answers).toMatchObject({ why: 'w', deliver: 'd' });
    expect(r.md.match(/^## Return$/gm)).toHaveLength(2); // the tool's, and the body's inside its code fence
    expect(r.md).toContain('```\n## Return\nfake\n```');
  });
});

describe('the same heading twice', () => {
  it('"## First step" twice is one First step, in order (no second section under the tool\'s name), and bodyLine finds the second', () => {
    const body = '# T\n\n## Why\nw\n\n## Deliver\nd\n\n## First step\nrun the suite\n\n## First step\nthen {{first_step}}\n';
    const r = briefFrom('twice.md', body.replace('{{first_step}}', 'bisect'));
    expect(r.answers!.firstStep).toBe('run the suite\n\nthen bisect');
    expect(r.md.match(/^## First step$/gm)).toHaveLength(1);
    const refused = runCli(['new', 'task', '--body', w.file('twice-slot.md', body), '--no-input', '--json'], w.opts());
    expect(refused.code).toBe(3);
    const slot = (JSON.parse(refused.stdout) as { error: { lint: { findings: { rule: string; bodyLine?: number }[] } } }).error.lint.findings.find((f) => f.rule === 'unfilled-slot');
    expect(slot?.bodyLine).toBe(13);
  });
});

describe('front matter keys that name a section', () => {
  it('why: / deliver: / first_step: fill their answers when no section does; the other keys stay in the table; lint agrees', () => {
    const body = '---\ntitle: Speed up CI\nwhy: every PR waits 25 minutes\ndeliver: CI under 10 minutes on a warm cache\nfirst_step: profile the test job\nowner: dana\n---\n\nNotes: the cache key is wrong.\n';
    const r = briefFrom('fm-keys.md', body);
    expect(r.answers).toMatchObject({ title: 'Speed up CI', why: 'every PR waits 25 minutes', deliver: 'CI under 10 minutes on a warm cache', firstStep: 'profile the test job' });
    expect(placed(r.j!.placement)).toEqual(expect.arrayContaining(['3 why -> Why this slice exists', '5 first_step -> First step']));
    expect(r.md).toContain('| owner | dana |');
    expect(r.md).not.toContain('| why |');
    expect(lint('fm-keys-lint.md', body).errors).toEqual([]);
  });
});

describe("Claude Code's plan-mode output", () => {
  it('"## Plan: X" is titled X; Approach is the First step, Files to modify the Pointers, a Verification section that opens "Done when" what to deliver', () => {
    const body = '## Plan: add rate limiting to the public API\n\n### Context\nOne customer sent 40k req/min.\n\n### Approach\n1. Add express-rate-limit.\n2. Return 429.\n\n### Files to modify\n- `src/app.ts`\n\n### Verification\nDone when k6 shows 429s after 100 requests.\n';
    const r = briefFrom('plan-mode.md', body, ['--why', 'one customer slowed everyone']);
    expect(r.answers).toMatchObject({ title: 'add rate limiting to the public API', deliver: 'Done when k6 shows 429s after 100 requests.', firstStep: '1. Add express-rate-limit.\n2. Return 429.', pointers: ['`src/app.ts`'] });
    expect(r.answers!.context).toContain('One customer sent 40k req/min.');
  });
});

describe('braces in prose are words unless they are a template slot', () => {
  it("a brief naming a placeholder (the mail's {{name}}) or holding Helm and Actions expressions is written; a skeleton slot left in is refused", () => {
    const body = "# Fix the chart tag\r\n\r\n## Why\r\nPods pull `:latest` because {{ .Values.image.tag }} is empty.\r\n\r\n## Deliver\r\nA pinned tag; the welcome mail's {{name}} placeholder bug is a separate ticket.\r\n\r\n## First step\r\nRun helm template; CI passes ${{ secrets.TOKEN }}.\r\n";
    const r = briefFrom('helm.md', body);
    expect(r.md).toContain("the welcome mail's {{name}} placeholder");
    expect(lint('helm-lint.md', body).errors).toEqual([]);
    const left = runCli(['new', 'task', '--body', w.file('skeleton.md', body.replace('Run helm template', '{{first_step}}')), '--no-input', '--json'], w.opts());
    expect(left.code).toBe(3);
    const bug = runCli(['new', 'bug', '--body', w.file('bug-slot.md', '# T\n\n## Why\nw\n\n## Deliver\nd\n\n## Observed\nit shows {{observed}}\n\n## Expected\ne\n\n## How to reproduce\nr\n\n## First step\nf\n'), '--no-input', '--json'], w.opts());
    expect(bug.code).toBe(3);
  });
});

describe('front matter values of several lines, and keys in any script', () => {
  it('a `why: |` block keeps its lines, a YAML list under deliver: becomes a markdown list; other lists stay under Front matter with their lines', () => {
    const body = '---\ntitle: Speed up CI\nwhy: |\n  every PR waits 25 minutes\n  and people rebase twice\ndeliver:\n  - CI under 10 minutes\n  - "a cache per workspace"\nlabels:\n  - ci\n  - perf\nowner: dana\nfirst_step: profile the test job\n---\n\nNotes: the cache key is wrong.\n';
    const r = briefFrom('fm-block.md', body);
    expect(r.answers).toMatchObject({ why: 'every PR waits 25 minutes\nand people rebase twice', deliver: '- CI under 10 minutes\n- a cache per workspace', firstStep: 'profile the test job' });
    expect(r.md).toContain('| owner | dana |');
    expect(r.md).toContain('`labels`:\n\n- ci\n- perf');
    expect(r.md).not.toMatch(/\| ?[|>] /);
    expect(lint('fm-block-lint.md', body).errors).toEqual([]);
  });

  it('keys in Chinese or Cyrillic are front matter (CRLF too): the H1 below stays the title, the keys go to the table', () => {
    const zh = briefFrom('fm-zh.md', '---\n优先级: 高\n负责人: 小王\n---\n\n# 修复订单导出的乱码\n\n## 任务背景\nw\n\n## 验收标准\nd\n\n## 下一步\nf\n');
    expect(zh.answers).toMatchObject({ title: '修复订单导出的乱码', why: 'w', deliver: 'd', firstStep: 'f' });
    expect(zh.md).toContain('| 优先级 | 高 |');
    const ru = briefFrom('fm-ru.md', '---\r\nприоритет: высокий\r\nwhy: >\r\n  строка один\r\n  строка два\r\n---\r\n# Очереди\r\n\r\n## Что сделать\r\nd\r\n\r\n## С чего начать\r\nf\r\n');
    expect(ru.answers).toMatchObject({ title: 'Очереди', why: 'строка один строка два', deliver: 'd' });
    expect(ru.md).toContain('| приоритет | высокий |');
  });
});

describe('an H1 that is a section name is that section, not the title', () => {
  it('"# Objective" over one short line: the line is the title (placement says so), the section the Why; lint agrees', () => {
    const body = '# Objective\n\nMake the search box usable with a screen reader.\n\n## Background\nThe combobox announces nothing.\n\n## Acceptance Criteria\n* axe reports no violations.\n\n## Known Pitfalls\n* Downshift already manages it (tried in #2210, reverted).\n\n## Suggested First Step\nRun axe.\n';
    const r = briefFrom('objective.md', body);
    expect(r.answers).toMatchObject({ title: 'Make the search box usable with a screen reader', deliver: '* axe reports no violations.', deadEnds: ['Downshift already manages it (tried in #2210, reverted).'], firstStep: 'Run axe.' });
    expect(r.answers!.why).toContain('The combobox announces nothing.');
    expect(placed(r.j!.placement)).toEqual(expect.arrayContaining(['1 Objective -> Why this slice exists', '3 Make the search box usable with a screen reader -> title (the opening line of "Objective": the document has no title)']));
    expect(lint('objective-lint.md', body).errors).toEqual([]);
  });

  it('the same in German ("# Ziel"), and "# Why" (no goal line to take) is the Why with the title from -t', () => {
    const de = briefFrom('ziel.md', '# Ziel\r\n\r\nDie Suche mit Screenreadern bedienbar machen.\r\n\r\n## Hintergrund\r\nDie Combobox sagt nichts an.\r\n\r\n## Ergebnis\r\naxe meldet nichts.\r\n\r\n## Erster Schritt\r\naxe laufen lassen.\r\n');
    expect(de.answers).toMatchObject({ title: 'Die Suche mit Screenreadern bedienbar machen', deliver: 'axe meldet nichts.', firstStep: 'axe laufen lassen.' });
    const body = '# Why\n\nUploads time out at 30 s.\n\n## Deliver\nUploads of 1 GiB finish.\n\n## First step\nRead upload.ts.\n';
    expect(newBrief(['task', '--body', w.file('why-h1.md', body)]).code).toBe(2);
    expect(briefFrom('why-h1-t.md', body, ['-t', 'Big uploads']).answers).toMatchObject({ title: 'Big uploads', why: 'Uploads time out at 30 s.' });
  });
});

describe('a Context that says why, and a goal beside it', () => {
  it('no section says why: a "## Context" (a plan\'s) is the Why, and a Goal beside it what to deliver; placement says why', () => {
    const r = briefFrom('ctx-why.md', '# Task: dry-run for deploy\n\n## Context\nTwice last month a typo in the region wiped a staging stack.\n\n## Goal\nAdd `--dry-run`. Done when it prints the plan and exits 0.\n\n## Steps\n1. Read deploy.ts.\n');
    expect(r.answers).toMatchObject({ why: 'Twice last month a typo in the region wiped a staging stack.', deliver: 'Add `--dry-run`. Done when it prints the plan and exits 0.', context: '' });
    expect(placed(r.j!.placement)).toEqual(expect.arrayContaining(['3 Context -> Why this slice exists (no section says why)', '6 Goal -> What to deliver (a goal, beside a Context that says why)']));
    const ru = briefFrom('ctx-why-ru.md', '# Очереди на SQS\r\n\r\n## Контекст\r\nRabbitMQ падает раз в неделю.\r\n\r\n## Цель\r\nВсе продюсеры на SQS. Критерии готовности: нагрузочный тест проходит.\r\n\r\n## Следующий шаг\r\nСписок очередей.\r\n');
    expect(ru.answers).toMatchObject({ why: 'RabbitMQ падает раз в неделю.', deliver: 'Все продюсеры на SQS. Критерии готовности: нагрузочный тест проходит.' });
  });

  it('a flag that gives the answer stops the guess: --why keeps the Context the Context, --deliver keeps a Goal\'s "Done when" in the Why', () => {
    const withWhy = briefFrom('ctx-flag.md', '# T\n\n## Context\nOne customer sent 40k req/min.\n\n## First step\nRead app.ts.\n', ['--why', 'w', '--deliver', 'd']);
    expect(withWhy.answers).toMatchObject({ why: 'w', context: 'One customer sent 40k req/min.' });
    const withDeliver = briefFrom('goal-flag.md', '# T\n\n## Goal\nAdd X. Done when Y passes.\n\n## First step\nf\n', ['--deliver', 'd']);
    expect(withDeliver.answers).toMatchObject({ why: 'Add X. Done when Y passes.', deliver: 'd' });
  });

  it('no H1, one "## " heading over "### " sections: that heading is the title, its own line the text under it, the sections read as sections', () => {
    const r = briefFrom('h2-title.md', '## Handover for the next agent: billing export\n\nWritten after the second sprint.\n\n### 1) Why\nFinance closes the month by hand.\n\n### 2) Deliver\nA CSV export per month.\n\n### 3) Next step\n- read export.ts\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers).toMatchObject({ title: 'Handover for the next agent: billing export', why: 'Finance closes the month by hand.', deliver: 'A CSV export per month.', firstStep: '- read export.ts' });
    expect(r.answers!.context).toContain('Written after the second sprint.');
    expect(placed(r.j!.placement)).toContain('1 Handover for the next agent: billing export -> title');
    // (A first heading that names a section stays that section.)
    const named = briefFrom('h2-named.md', '## Why\n\nFinance closes the month by hand.\n\n### Notes\nA CSV export.\n', ['--title', 't', '--deliver', 'd', '--first-step', 'f']);
    expect(named.answers!.title).toBe('t');
    expect(named.answers!.why).toMatch(/^Finance closes the month by hand\.\n\n### Notes\n/);
  });

  it('a lone "## Context" is the Context (nothing else of a brief to read it beside)', () => {
    const r = briefFrom('ctx-alone.md', '# T\n\n## Context\nc\n', ['--why', 'w', '--deliver', 'd', '--first-step', 'f']);
    expect(r.answers).toMatchObject({ context: 'c', why: 'w' });
  });
});

describe('a lone goal that states its target', () => {
  it('"## Goal": the sentence that says what it must do is what to deliver, the rest the why (also ru, zh); a "## Why" is not split so', () => {
    const r = briefFrom('goal-must.md', '# Speed up the stock report\n\n## Goal\nThe stock report takes 40 seconds to open and clerks close the tab. It must open in under 3 seconds on production data.\n\n## Start here\nRun EXPLAIN ANALYZE.\n');
    expect(r.answers).toMatchObject({ why: 'The stock report takes 40 seconds to open and clerks close the tab.', deliver: 'It must open in under 3 seconds on production data.' });
    expect(briefFrom('goal-ru.md', '# Отчёт\n\n## Цель\nОтчёт открывается 40 секунд. Он должен открываться быстрее 3 секунд.\n\n## С чего начать\nEXPLAIN.\n').answers!.deliver).toBe('Он должен открываться быстрее 3 секунд.');
    expect(briefFrom('goal-zh.md', '# 报表\n\n## 目标\n报表打开需要 40 秒。必须在 3 秒内打开。\n\n## 下一步\nEXPLAIN。\n').answers!.deliver).toBe('必须在 3 秒内打开。');
    expect(newBrief(['task', '--body', w.file('why-must.md', '# T\n\n## Why\nIt is slow. It must be fast.\n\n## First step\nf\n')]).code).toBe(2);
  });
});

describe('a brief that plans as a task list', () => {
  it('with no first-step section, the first open item is the First step (its list stays where it was); lint agrees', () => {
    const body = '# Shrink the Docker image\n\nWhy: the image is 2.3 GB; cold starts take 40 s.\n\nDone when: under 400 MB and starts in under 5 s.\n\n- [x] Measured: node_modules is 1.6 GB\n- [ ] Switch to a multi-stage build with npm ci --omit=dev\n- [ ] Try node:20-slim\n';
    const r = briefFrom('tasklist.md', body);
    expect(r.answers!.firstStep).toBe('Switch to a multi-stage build with npm ci --omit=dev');
    expect(r.answers!.deliver).toContain('- [ ] Try node:20-slim');
    expect(placed(r.j!.placement)).toContain('8 (the first open item of a task list) -> First step');
    expect(lint('tasklist-lint.md', body).errors).toEqual([]);
    const de = '# Image verkleinern\r\n\r\n## Warum\r\nKaltstart 40 s.\r\n\r\n## Ergebnis\r\nUnter 400 MB.\r\n\r\n1. [x] gemessen\r\n2. [ ] Multi-Stage-Build einführen\r\n';
    expect(briefFrom('tasklist-de.md', de).answers!.firstStep).toBe('Multi-Stage-Build einführen');
    expect(briefFrom('tasklist-flag.md', de, ['--first-step', 'f']).answers!.firstStep).toBe('f'); // a flag gives it: no guess
  });
});

describe("a kind's own sections written as labels or bold lines", () => {
  it('new bug --body reads "**Observed:**" / "Expected:" labels and GitHub\'s classic bold-line template; lint --kind bug agrees', () => {
    const labels = '# Login fails\n\n**Why:** customers cannot sign in.\n\n**Deliver:** login works again.\n\n**Observed:** 500 on POST /login.\n\n**Expected:** a 302 to /home.\n\n**How to reproduce:** curl -X POST /login\n\n**First step:** read the logs.\n';
    const r = newBrief(['bug', '--body', w.file('bug-labels.md', labels)]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.fields).toMatchObject({ observed: '500 on POST /login.', expected: 'a 302 to /home.', reproduce: 'curl -X POST /login' });
    expect(runCli(['lint', w.file('bug-labels-lint.md', labels), '--kind', 'bug', '--json'], w.opts()).code).toBe(0);
    const classic = '**Describe the bug**\nSaving a draft with an emoji title returns 500.\n\n**To Reproduce**\n1. Go to /drafts/new\n2. Type "Launch 🚀"\n3. Click Save\n\n**Expected behavior**\nThe draft is saved.\n\n**Additional context**\nMySQL utf8, not utf8mb4.\n';
    const c = newBrief(['bug', '-t', 't', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--body', w.file('bug-classic.md', classic)]);
    expect(c.code, c.stderr).toBe(0);
    expect(c.answers!.fields).toMatchObject({ observed: 'Saving a draft with an emoji title returns 500.', expected: 'The draft is saved.' });
    expect(c.answers!.fields.reproduce).toContain('3. Click Save');
    expect(c.answers!.context).toBe('MySQL utf8, not utf8mb4.');
    // The same in German, plain labels, CRLF.
    const de = newBrief(['bug', '--body', w.file('bug-de.md', '# Login kaputt\r\n\r\nWarum: niemand kommt rein.\r\n\r\nErgebnis: Login geht.\r\n\r\nBeobachtet: 500 beim POST.\r\n\r\nErwartet: 302.\r\n\r\nReproduzieren: curl -X POST /login\r\n\r\nErster Schritt: Logs lesen.\r\n')]);
    expect(de.code, de.stderr).toBe(0);
    expect(de.answers!.fields).toMatchObject({ observed: '500 beim POST.', expected: '302.' });
  });
});

describe('a "## " title over labelled sections', () => {
  it('"## Shrink the Docker image" over Why:/Done when:/First step: is the title and the labels its sections (also "### " below it, and in French)', () => {
    const r = briefFrom('h2-title.md', '## Shrink the Docker image\n\nWhy: the image is 2.3 GB; cold starts take 40 s.\n\nDone when: under 400 MB and starts in under 5 s.\n\nFirst step: switch to a multi-stage build.\n');
    expect(r.answers).toMatchObject({ title: 'Shrink the Docker image', why: 'the image is 2.3 GB; cold starts take 40 s.', deliver: 'under 400 MB and starts in under 5 s.', firstStep: 'switch to a multi-stage build.' });
    const fr = briefFrom('h2-fr.md', '## Réduire l\'image Docker\n\n**Pourquoi :** 2,3 Go.\n\n**Livrable :** moins de 400 Mo.\n\n**Première étape :** build multi-étapes.\n');
    expect(fr.answers).toMatchObject({ title: 'Réduire l\'image Docker', deliver: 'moins de 400 Mo.' });
    // A lone "## " that holds prose, no labels: not the title; it names no answer, so it is the Context under its heading.
    const plain = newBrief(['task', '--body', w.file('h2-notes.md', '## Notes on the cache\n\nThe key ignores the locale.\n'), '-t', 't', '--why', 'w', '--deliver', 'd', '--first-step', 'f']);
    expect(plain.md).toContain('# t\n');
    expect(plain.md).toContain('## Context\n\n**Notes on the cache:**\n\nThe key ignores the locale.');
  });
});

describe('several sources in one answer keep their names', () => {
  it("Claude Code's compaction summary: Errors and fixes / Current Work stay told apart in the Context; Problem Solving is Already decided", () => {
    const body = 'Summary:\n1. Primary Request and Intent:\n   Uploads must return at once.\n\n4. Errors and fixes:\n   - Concurrency 10 exhausted memory. Reverted.\n\n5. Problem Solving:\n   Decided not to use a separate service: no new deployments.\n\n7. Pending Tasks:\n   - Queue the thumbnails; done when upload < 1 s.\n\n8. Current Work:\n   Halfway through queue.ts.\n\n9. Optional Next Step:\n   Add a thumbnails queue.\n';
    const r = briefFrom('compaction-labels.md', body, ['-t', 't']);
    // (Its "Summary:" line labels the parts below it: a heading with nothing of its own, not written, and no lone
    // "Summary:" at the Context's top either; the map says so.)
    expect(r.stderr).toMatch(/Summary -> not written: nothing under it/);
    expect(r.answers!.context).toBe('**Errors and fixes:**\n\n- Concurrency 10 exhausted memory. Reverted.\n\n**Current Work:**\n\nHalfway through queue.ts.');
    expect(r.answers!.decided).toEqual(['Decided not to use a separate service: no new deployments.']);
    expect(runCli(['lint', r.j!.brief, '--json'], w.opts()).code).toBe(0); // the labels stay the Context's text when read back
  });

  it('the same with headings in German; one source alone, or named like the answer, gets no label; zh 注意 (a caution) is kept under its name, not Already decided', () => {
    const de = briefFrom('ctx-de.md', '# T\n\n## Warum\nw\n\n## Kontext\nAlt.\n\n## Aktueller Stand\nHalb fertig.\n\n## Ergebnis\nd\n\n## Erster Schritt\nf\n');
    expect(de.answers!.context).toBe('Alt.\n\n**Aktueller Stand:**\n\nHalb fertig.');
    expect(briefFrom('ctx-one.md', '# T\n\n## Why\nw\n\n## Current state\nHalf done.\n\n## Deliver\nd\n\n## First step\nf\n').answers!.context).toBe('Half done.');
    const zh = briefFrom('zh-note.md', '# 升级\n\n## 原因\nw\n\n## 目标\nd\n\n## 注意\n- 不要升级方言配置，报表依赖旧行为。\n\n## 下一步\nf\n');
    expect(zh.answers!.decided).toEqual([]);
    expect(zh.md).toMatch(/## 注意\n+- 不要升级方言配置，报表依赖旧行为。/);
  });
});

describe('small things of titles and short CJK headings', () => {
  it('a title that is only a date once its label is gone keeps the label, a hand-over label stays, a "Plan:" label goes; "交付" and "期待する成果" are what to deliver', () => {
    expect(briefFrom('date-title.md', '# Session Handoff: 2026-11-30\n\n## Why\nw\n\n## Deliver\nd\n\n## First step\nf\n').answers!.title).toBe('Session Handoff: 2026-11-30');
    // (A hand-over label stays in the title; a label of the kind of text, "Plan:", goes.)
    expect(briefFrom('label-title.md', '# Handoff: Split the parser\n\n## Why\nw\n\n## Deliver\nd\n\n## First step\nf\n').answers!.title).toBe('Handoff: Split the parser');
    expect(briefFrom('plan-title.md', '# Plan: Split the parser\n\n## Why\nw\n\n## Deliver\nd\n\n## First step\nf\n').answers!.title).toBe('Split the parser');
    for (const h of ['交付', '产出', '期待する成果']) expect(briefFrom(`cjk-${h}.md`, `# T\n\n## Why\nw\n\n## ${h}\nd\n\n## First step\nf\n`).answers!.deliver, h).toBe('d');
  });
});

describe('a labelled brief pasted inside a markdown fence', () => {
  it("the compaction summary's numbered labels inside ```markdown are read (also \"1) Why:\" items in ~~~md, CRLF)", () => {
    const r = briefFrom('fenced-compaction.md', '```markdown\n1. Primary Request and Intent:\n   Uploads must return at once.\n\n7. Pending Tasks:\n   - Queue the thumbnails\n\n9. Optional Next Step:\n   Add a thumbnails queue.\n```\n', ['-t', 't']);
    expect(r.answers).toMatchObject({ why: 'Uploads must return at once.', deliver: '- Queue the thumbnails', firstStep: 'Add a thumbnails queue.' });
    const v = briefFrom('fenced-numbered.md', '~~~md\r\n1) Why: uploads time out.\r\n2) Deliver: 1 GiB finishes.\r\n3) First step: read upload.ts.\r\n~~~\r\n', ['-t', 't']);
    expect(v.answers).toMatchObject({ why: 'uploads time out.', deliver: '1 GiB finishes.', firstStep: 'read upload.ts.' });
  });
});

describe('briefs shaped as tickets and forms (general shapes, through the built CLI)', () => {
  const missingFlags = (stdout: string) => (JSON.parse(stdout) as { error: { missing: { flag: string }[] } }).error.missing.map((m) => m.flag);

  it("a ticket: Summary is the why, its acceptance-criteria task list no first step: exit 2 naming only --first-step; lint agrees", () => {
    const md = '# OPS-71 Exports time out for big tenants\r\n\r\n## Resumen\r\nLas exportaciones de más de 2 GB no llegan nunca.\r\n\r\n## Criterios de aceptación\r\n- [ ] Una exportación de 5 GB termina\r\n- [ ] Se muestra el progreso\r\n\r\n## Notas técnicas\r\nEl worker guarda todo el archivo en memoria.\r\n';
    const r = newBrief(['task', '--body', w.file('ticket.md', md)]);
    expect(r.code, r.stderr).toBe(2);
    expect(missingFlags(r.stdout)).toEqual(['--first-step']);
    expect(lint('ticket-lint.md', md).errors).toEqual(['missing-first-step']);
    const ok = newBrief(['task', '--body', w.file('ticket2.md', md), '--first-step', 'profile the worker']);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.answers).toMatchObject({ why: 'Las exportaciones de más de 2 GB no llegan nunca.', firstStep: 'profile the worker' });
    expect(ok.answers!.deliver).toContain('Una exportación de 5 GB termina');
    expect(ok.answers!.context).toContain('guarda todo el archivo');
  });

  it('a "| Section | Content |" table naming the brief\'s parts fills them, one row each; lint agrees', () => {
    const md = '# Stabilise the upload test\n\n### Brief\n\n| Abschnitt | Inhalt |\n|---|---|\n| Warum | Der Test schlägt jeden fünften Lauf fehl. |\n| Ergebnis | 50 Läufe in Folge grün. |\n| Bereits versucht | Timeout auf 30 s: keine Änderung. |\n| Erster Schritt | `--repeat-each 20` laufen lassen. |\n';
    const r = briefFrom('table.md', md);
    expect(r.answers).toMatchObject({ why: 'Der Test schlägt jeden fünften Lauf fehl.', deliver: '50 Läufe in Folge grün.', deadEnds: ['Timeout auf 30 s: keine Änderung.'], firstStep: '`--repeat-each 20` laufen lassen.' });
    expect(r.md).toContain('rows of a table (columns: Abschnitt, Inhalt)');
    expect(lint('table-lint.md', md)).toEqual({ code: 0, errors: [] });
  });

  it('"- **Avoid:** … (tried)" and "**Vermeiden:**" are dead ends', () => {
    const r = briefFrom('avoid.md', '# Cut cold start\n\n- **Why:** start takes 1.4 s.\n- **Done when:** under 150 ms.\n- **Avoid:** lazy-loading the config: tried, breaks plugins.\n- **Start with:** a CPU profile.\n');
    expect(r.answers!.deadEnds).toEqual(['lazy-loading the config: tried, breaks plugins.']);
    const de = briefFrom('vermeiden.md', '**Warum:** der Start dauert 1,4 s.\n\n**Fertig wenn:** unter 150 ms.\n\n**Vermeiden:** Bundling mit esbuild, schon probiert.\n\n**Erster Schritt:** ein CPU-Profil.\n', ['-t', 'Kaltstart']);
    expect(de.answers!.deadEnds).toEqual(['Bundling mit esbuild, schon probiert.']);
  });

  it('a body with no title: the refusal names --title and the best candidate from the body', () => {
    const r = newBrief(['task', '--body', w.file('untitled.md', '**Pourquoi :** les rapports PDF mettent 20 secondes quand le client a plus de 500 lignes et le navigateur abandonne.\n\n**Objectif :** générer les rapports en tâche de fond. C’est fini quand 2 000 lignes arrivent en 2 minutes.\n\n**Pour commencer :** mesurer `render.py`.\n')]);
    expect(r.code).toBe(2);
    expect(missingFlags(r.stdout)).toEqual(['--title']);
    expect(r.stderr).toContain('"Générer les rapports en tâche de fond"');
  });
});

describe('an emptied to-do gives no work (B8-5)', () => {
  it.each([
    ['en', '## To-do\n(empty — all done)\n'],
    ['de', '## Offene Punkte\nKeine offenen Punkte.\n'],
    ['zh', '## 待办\n全部完成\n'],
  ])('%s: new asks for --deliver and --first-step (exit 2), it makes no deliverable of it', (lang, section) => {
    const r = newBrief(['task', '--body', w.file(`emptied-${lang}.md`, `# Cache handoff\n\n## Why\nThe API is slow.\n\n## Status\nThe cache shipped.\n\n${section}`)]);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toContain('--deliver');
    expect(r.stderr).toContain('--first-step');
  });
});

describe('a goal label under a start-here heading (`new --no-input` never asks for --first-step there)', () => {
  it('the goal is the why, the first numbered step the first step', () => {
    const md = '# Dashboard hotfix\n\n## Next session: start here\n\n**Goal:** ship the hotfix to staging and confirm the dashboard loads.\n\n1. Look up the last deploy id.\n2. Roll the hotfix branch onto staging.\n';
    const r = briefFrom('start-here-goal.md', md);
    expect(r.answers!.why).toBe('ship the hotfix to staging and confirm the dashboard loads.');
    expect(r.answers!.firstStep).toBe('Look up the last deploy id.');
  });
});
