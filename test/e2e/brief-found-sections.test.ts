// Brief sections a person finds in a stranger's handoff that the tool used to leave empty, and three known
// defects, through the built CLI: `handoff new task --body … --no-input --json` and the brief it writes
// (which section holds what). Each shape comes in several wordings and languages, beside near-misses the
// rule must not fire on.
//  - A garbled kept section when labelled items are read out of a list (seeded document docMix(1003)).
//  - A task list's first open item taken as the first step over one the document states.
//  - A dev login written as `user`/`pass` left unredacted.
//  - Constraints under unusual headings or inline; traps under their many headings; pointers given inline.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld, sectionOf } from '../helpers/doc-world.js';
import { docMix } from '../helpers/doc-mix.js';

const w = docWorld();

/** `new task --body` on `md`: it exits 0; the answers stored and the brief written. */
function briefFrom(name: string, md: string) {
  const r = runCli(['new', 'task', '--body', w.file(name, md), '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { brief: string; json: string; placement: { line: number; from: string; to: string }[]; redactions?: { kind: string; line: number }[] };
  return { ...r, j, md: readFileSync(j.brief, 'utf8'), answers: (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers };
}

/** A brief with why, deliver and a first step, and `middle` between them. */
const around = (middle: string, firstStep = '## Next step\nRun the export test.') =>
  `# Fix the export job\n\n## Why\nExports time out for big tenants.\n\n## Deliver\nExports stream in chunks.\n\n${middle}\n\n${firstStep}\n`;

describe('labelled items read out of a list leave the rest of the list whole', () => {
  it('the seeded document docMix(1003): its Evidence list keeps its items apart, no stray "-"', () => {
    const r = briefFrom('seed-1003.md', docMix(1003));
    expect(r.answers).toMatchObject({ why: 'w', firstStep: 'f' });
    expect(sectionOf(r.md, 'Evidence')).toBe('- commit abc1234\n\n- Deliver: d');
  });

  const variants: [string, string, string][] = [
    ['the first step label last, a paragraph above it read as what to deliver', '## Notes\n- commit abc1234\n\nDone when: every database has a dump.\n\n- Why: w\n- First step: f\n- Other: x\n', '- commit abc1234\n\n- Other: x'],
    ['every labelled item read', '## Notes\n- commit abc1234\n\n- Why: w\n- Deliver: d\n- First step: f\n', '- commit abc1234'],
    ['numbered items, CRLF', '## Notes\r\n1. commit abc1234\r\n\r\n2. Why: w\r\n3. Deliver: d\r\n4. First step: f\r\n5. Other: x\r\n', '1. commit abc1234\n\n5. Other: x'],
    ['a first step item of two lines, "*" bullets', '## Notes\n* commit abc1234\n* Why: w\n* Deliver: d\n* First step: run the backup\n  by hand once\n* Other: x\n', '* commit abc1234\n* Other: x'],
  ];
  for (const [name, body, kept] of variants) {
    it(`${name}: the section keeps its other items as a list`, () => {
      const r = briefFrom('lifted.md', `# T\n\n${body}`);
      expect(r.answers.firstStep).toMatch(/^(?:f|run the backup\nby hand once)$/);
      expect(sectionOf(r.md, 'Notes')).toBe(kept);
    });
  }

  it('near-miss: a label inside a paragraph takes the paragraph from there on, the sentence before it stays', () => {
    const r = briefFrom('inline.md', '# T\n\n## Why\nw\n\n## Deliver\nd\n\n## Notes\nThe backup ran twice. First step: rerun it. The log is long.\nSecond line stays.\n');
    expect(r.answers.firstStep).toBe('rerun it. The log is long.\nSecond line stays.');
    expect(r.answers.context).toBe('**Notes:**\n\nThe backup ran twice.');
  });
});

describe('a first step the document states wins over the first open item of a task list', () => {
  const plan = '## Progress\n- [x] profiled the export\n- [ ] rewrite the chunker\n- [ ] add the S3 writer\n';
  const stated: [string, string, string][] = [
    ['a label in a later section ("Next action:")', '## Notes\nNext action: re-run the profiler on tenant 42.', 're-run the profiler on tenant 42.'],
    ['a bold label', '## Notes\n**First step:** re-run the profiler on tenant 42.', 're-run the profiler on tenant 42.'],
    ['a labelled item', '## Notes\n- Next step: re-run the profiler on tenant 42.', 're-run the profiler on tenant 42.'],
    ['German', '## Notizen\nNächster Schritt: den Profiler für Mandant 42 erneut laufen lassen.', 'den Profiler für Mandant 42 erneut laufen lassen.'],
    ['German, "Nächste Aktion:"', '## Notizen\nNächste Aktion: den Profiler erneut laufen lassen.', 'den Profiler erneut laufen lassen.'],
    ['French, "Prochaine action :"', '## Notes\nProchaine action : relancer le profileur.', 'relancer le profileur.'],
    ['a plural label over one step ("Next steps:")', '## Notes\nNext steps: re-run the profiler on tenant 42.', 're-run the profiler on tenant 42.'],
    ['a heading', '## Next action\nRe-run the profiler on tenant 42.', 'Re-run the profiler on tenant 42.'],
  ];
  for (const [name, tail, step] of stated) {
    it(`${name}: the stated step`, () => {
      const r = briefFrom('stated.md', `# Ship the exporter\n\n## Why\nExports time out.\n\n## Deliver\nStreaming exports.\n\n${plan}\n${tail}\n`);
      expect(r.answers.firstStep).toBe(step);
      // (The task list stays where it was.)
      expect(r.md).toContain('- [ ] rewrite the chunker');
    });
  }

  it('near-miss: nothing states a first step, so the first open item is where to start', () => {
    const r = briefFrom('open.md', `# Ship the exporter\n\n## Why\nExports time out.\n\n## Deliver\nStreaming exports.\n\n${plan}\n## Notes\nThe profiler output is in /tmp/prof.\n`);
    expect(r.answers.firstStep).toBe('rewrite the chunker');
  });
});

describe('a dev login written as `user`/`pass` is redacted: the password, not the prose around it', () => {
  const logins: [string, string][] = [
    ['log in with `admin`/`admin123` on staging.', 'admin123'],
    ['creds: `demo` / `demo`', '`demo` / `demo`'],
    ['Sign in as `root`/`toor` on the VM.', 'toor'],
    ['Anmelden mit `admin`/`geheim42`.', 'geheim42'],
    ['登录：`admin`/`admin888`', 'admin888'],
  ];
  for (const [line, secret] of logins) {
    it(`"${line}"`, () => {
      const r = briefFrom('login.md', around(`## Context\nThe staging app is up. ${line}`));
      expect(r.md).not.toContain(secret);
      expect(r.md).toContain('[REDACTED:login-pair]');
      expect(r.answers.context).toContain('The staging app is up.');
    });
  }

  const innocent = [
    'Log in and compare `before`/`after` screenshots.',
    'After login, `main`/`develop` branches are protected.',
    'Copy `src`/`dist` to the server.',
    'Log in with `admin`/`<password>` from the vault.',
    '- the refresh token: short-lived after logout',
  ];
  for (const line of innocent) {
    it(`near-miss: "${line}" is kept word for word`, () => {
      const r = briefFrom('innocent.md', around(`## Context\n${line}`));
      expect(r.md).not.toContain('REDACTED');
      expect(r.answers.context).toBe(line);
    });
  }
});

describe('constraints under the headings people write for them', () => {
  const headings: [string, string, string][] = [
    ['Ground rules', "Don't push to main; open a PR.", 'Keep the public API of `BillingService`.'],
    ['Guardrails', 'Never touch the prod DB.', 'MUST keep CSV column order.'],
    ["Don'ts", 'Do not add dependencies.', 'Do not change the CSV header.'],
    ['Hard requirements', 'Node 18 support stays.', 'Memory under 512 MB.'],
    ['Non-negotiables', 'Keep backward compatibility.', 'No new services.'],
    ['Rules of engagement', 'Small commits.', 'No force-push.'],
    ['Important', 'Do not run migrations on staging.', 'Staging is shared with QA.'],
    ['Caveats', 'The S3 mock ignores multipart limits, so test with real S3.', 'Only the EU bucket is writable.'],
    ['Restricciones', 'No cambiar la API pública.', 'No usar librerías nuevas.'],
    ['Regeln', 'Keine neuen Abhängigkeiten.', 'Nicht direkt auf main pushen.'],
    ['制約', '公開APIは変更しない。', 'mainに直接pushしない。'],
    ['Ограничения', 'Не менять публичный API.', 'Не пушить в main.'],
  ];
  for (const [heading, a, b] of headings) {
    it(`"## ${heading}": Constraints to respect`, () => {
      const r = briefFrom('rules.md', around(`## ${heading}\n- ${a}\n- ${b}`));
      expect(r.answers.fields.constraints ?? '', JSON.stringify(r.j)).toContain(a);
      expect(r.answers.fields.constraints).toContain(b);
      expect(r.answers.outOfScope).toEqual([]);
      expect(sectionOf(r.md, 'Constraints to respect')).toContain(b);
    });
  }

  it('near-miss: "## Out of scope" and "## Non-goals" stay out of scope', () => {
    for (const h of ['Out of scope', 'Non-goals']) {
      const r = briefFrom('scope.md', around(`## ${h}\n- PDF export.\n- The admin UI.`));
      expect(r.answers.outOfScope, h).toEqual(['PDF export.', 'The admin UI.']);
      expect(r.answers.fields.constraints ?? '', h).toBe('');
    }
  });
});

describe('constraints stated inline: set apart by capitals, bold or a warning sign, in any section', () => {
  const said: [string, string, string[]][] = [
    ['lines of a Context paragraph', 'The exporter is in the worker.\n**Do not** change the CSV header.\nNEVER push to main.\nYou MUST keep Node 18 support.', ['**Do not** change the CSV header.', 'NEVER push to main.', 'You MUST keep Node 18 support.']],
    ['a list inside the Context', 'The exporter streams nothing today.\n\n- **Do not** change the CSV header.\n- NEVER push to main.\n- MUST keep Node 18 support.', ['**Do not** change the CSV header.', 'NEVER push to main.', 'MUST keep Node 18 support.']],
    ['a call-out with a warning sign', 'The exporter is in the worker.\n\n> ⚠️ Don\'t push to main\n\nMore text.', ["⚠️ Don't push to main"]],
    ['a GitHub alert and a bold warning label', 'The exporter runs nightly.\n\n> [!CAUTION]\n> Do not rotate the S3 keys during the migration.\n\n> **Warning:** never run the backfill on prod.', ['Do not rotate the S3 keys during the migration.', 'never run the backfill on prod.']],
    ['German and French in capitals', 'Der Export läuft nachts.\nNIEMALS direkt auf main pushen.\nNE JAMAIS toucher au schéma de facturation.', ['NIEMALS direkt auf main pushen.', 'NE JAMAIS toucher au schéma de facturation.']],
  ];
  for (const [name, context, rules] of said) {
    it(`${name}: each rule in Constraints, and still in the Context`, () => {
      const r = briefFrom('inline-rules.md', around(`## Context\n${context}`));
      for (const rule of rules) {
        expect(r.answers.fields.constraints ?? '', JSON.stringify(r.j.placement)).toContain(rule);
        expect(r.answers.context).toContain(rule);
      }
    });
  }

  it('near-misses: a plain "never", "must" in prose, someone\'s words quoted, a note in bold are no rules', () => {
    const r = briefFrom('not-rules.md', around('## Context\nNever mind the old dashboards, they are gone.\nWe must ship by Friday.\n**Note** the cache is cold after deploys.\nThe API docs are stale.\n\n> The customer said: do not worry about PDFs.'));
    expect(r.answers.fields.constraints ?? '').toBe('');
    expect(r.answers.context).toContain('do not worry about PDFs');
  });
});

describe('traps and dead ends under their many headings', () => {
  // What the last session tried and saw fail is a dead end (DESIGN: "each with why it failed"). A warning list under
  // a trap heading, nothing of it met ("## Gotchas", "## Pitfalls", "## Fallstricke"), is a rule to respect: the
  // Constraints, as briefs6 decided and an independent held-out count of real handoffs agreed (a "## 2.6 Gotchas"
  // of "Always rebuild", "don't bypass the hooks" is no dead end).
  const attempts: [string, string][] = [
    ['Lessons learned', 'Streaming via pg cursors leaked connections; use COPY.'],
    ["What didn't work", 'Raising the timeout to 120 s: the proxy still cuts at 60 s.'],
    ['Things I tried', 'gzip on the fly — CPU bound, slower overall.'],
    ['Pitfalls we ran into', 'The S3 mock ignores multipart limits, so the test passed and prod failed.'],
  ];
  for (const [heading, trap] of attempts) {
    it(`"## ${heading}": Dead ends`, () => {
      const r = briefFrom('traps.md', around(`## ${heading}\n- ${trap}`));
      expect(r.answers.deadEnds, JSON.stringify(r.j.placement)).toEqual([trap]);
      expect(sectionOf(r.md, 'Dead ends')).toContain(trap);
      expect(r.answers.fields.constraints ?? '').not.toContain(trap);
    });
  }
  const warnings: [string, string][] = [
    ['Gotchas', 'Always rebuild: the service runs dist/, not src/.'],
    ['Pitfalls', 'Never run the migration twice on the same database.'],
    ['Fallstricke', 'Nie direkt auf main pushen.'],
    ['Pièges', 'Ne jamais lancer la migration deux fois.'],
  ];
  for (const [heading, rule] of warnings) {
    it(`"## ${heading}" over warnings nothing met: not Dead ends, and the words stay in the brief`, () => {
      const r = briefFrom('warnings.md', around(`## ${heading}\n- ${rule}`));
      expect(r.answers.deadEnds, JSON.stringify(r.j.placement)).toEqual([]);
      expect(r.md).toContain(rule);
    });
  }

  it('"Tried X — didn\'t work because Y" inside a log: a dead end, the log kept whole', () => {
    const log = "- 10:00 started profiling the export.\n- Tried raising the timeout to 120 s — didn't work because the proxy cuts at 60 s.\n- 11:00 found the N+1 query.";
    const r = briefFrom('log.md', around(`## Log\n${log}`));
    expect(r.answers.deadEnds).toEqual(["Tried raising the timeout to 120 s — didn't work because the proxy cuts at 60 s."]);
    expect(r.answers.context).toContain('11:00 found the N+1 query.');
  });

  it('near-misses: a feature named with a trap word, a table of work under a trap heading', () => {
    const a = briefFrom('trap-door.md', around('## Billing trap door design\nThe trap door is a feature flag that stops billing.'));
    expect(a.answers.deadEnds).toEqual([]);
    const b = briefFrom('landmines.md', around('## Landmines\n| Step | Owner |\n|---|---|\n| move the index | Ana |'));
    expect(b.answers.deadEnds).toEqual([]);
  });
});

describe('pointers given inline reach Pointers, and stay where they were', () => {
  const given: [string, string, string[]][] = [
    ['paths, an ADR and an issue in a Context sentence, a command', 'The parser lives in src/parse/lexer.ts; see also docs/ADR-7.md and #412. Run `npm run bench` to compare.', ['src/parse/lexer.ts', 'docs/ADR-7.md', '#412', '`npm run bench`']],
    ['a merge request, an issue, an absolute log path', 'The fix is half done in src/export/chunk.ts (see PR !42 and issue #77). Logs are in /var/log/export.log.', ['src/export/chunk.ts', 'PR !42', 'issue #77', '/var/log/export.log']],
    ['a "Key files" paragraph in the Context', 'We changed the chunking last week.\n\nKey files: src/export/run.ts, src/export/chunk.ts and https://github.com/acme/exporter/pull/88.', ['src/export/run.ts', 'src/export/chunk.ts', 'https://github.com/acme/exporter/pull/88']],
    ['German, a code span path and a script', 'Der Parser liegt in `src/parse/lexer.ts`; siehe auch acme/exporter#412. Zum Testen `./scripts/bench.sh --quick` laufen lassen.', ['`src/parse/lexer.ts`', 'acme/exporter#412', '`./scripts/bench.sh --quick`']],
    ['the intro before the first heading', '', ['docs/runbook.md']],
  ];
  for (const [name, context, pointers] of given) {
    it(name, () => {
      const md = context ? around(`## Context\n${context}`) : `# Fix the export job\n\nThe runbook is docs/runbook.md, kept current.\n\n## Why\nExports time out.\n\n## Deliver\nStreams.\n\n## Next step\nRun the export test.\n`;
      const r = briefFrom('pointers.md', md);
      const all = r.answers.pointers.join('\n');
      for (const p of pointers) {
        expect(all, JSON.stringify(r.answers.pointers)).toContain(p);
        expect(r.answers.context).toContain(p);
      }
      expect(sectionOf(r.md, 'Pointers')).toContain(pointers[0]!);
    });
  }

  const sections: [string, string, string[]][] = [
    ['Key files', '| File | Why |\n|---|---|\n| src/export/run.ts | entry |\n| src/export/chunk.ts | chunking |', ['src/export/run.ts', 'src/export/chunk.ts']],
    ['References', '- https://example.com/design-doc\n- PR #88', ['https://example.com/design-doc', 'PR #88']],
    ['Relevant code', 'The chunker is `src/export/chunk.ts` and the S3 writer is `src/s3/put.ts`.', ['src/export/chunk.ts', 'src/s3/put.ts']],
    ['Where to look', 'Start from src/export/run.ts, then lib/s3.ts.', ['src/export/run.ts', 'lib/s3.ts']],
  ];
  for (const [heading, body, pointers] of sections) {
    it(`"## ${heading}"`, () => {
      const r = briefFrom('pointer-section.md', around(`## ${heading}\n${body}`));
      for (const p of pointers) expect(r.answers.pointers.join('\n')).toContain(p);
    });
  }

  it('near-miss: a Context with no path, link, issue or command gives no pointer', () => {
    const r = briefFrom('no-pointer.md', around('## Context\nWe changed the chunking last week. Step #1 of the plan is done. Node.js 18 and version 2.3.1 are deployed; the `config` object is frozen and `npm` is slow.'));
    expect(r.answers.pointers).toEqual([]);
  });

  it('near-miss: a path in the first step stays the first step only', () => {
    const r = briefFrom('step-path.md', around('## Context\nThe exporter is slow.', '## Next step\nRead src/export/run.ts first.'));
    expect(r.answers.pointers).toEqual([]);
  });
});

// QA 34: a site handoff's "## Chosen Direction" went to the Context and its "Rejected directions: …" line was no dead
// end; a handoff track titled only by its front matter's `name:` was refused for a title.
describe('a chosen direction is decided, the directions rejected beside it are dead ends', () => {
  it.each([
    ['Chosen Direction', 'Direction: server-side validation first.', 'Rejected directions: fully client-side triage (can be bypassed).', 'fully client-side triage (can be bypassed).'],
    ['Gewählte Richtung', 'Richtung: serverseitige Prüfung zuerst.', 'Verworfene Optionen: Prüfung nur im Client (umgehbar).', 'Prüfung nur im Client (umgehbar).'],
    ['采用方案', '方向：先在服务端校验。', '否决的方案：只在客户端校验（可被绕过）。', '只在客户端校验（可被绕过）。'],
  ])('"## %s"', (heading, chosen, rejected, dead) => {
    const r = briefFrom('direction.md', around(`## ${heading}\n- ${chosen}\n- ${rejected}`));
    expect(r.answers.decided, r.stderr).toContain(chosen);
    expect(r.answers.deadEnds, r.stderr).toEqual([dead]);
    expect(r.stderr).toMatch(new RegExp(`line +\\d+ +${heading} -> Already decided`));
  });

  it("near-miss: a sentence that says nothing was rejected is no dead end, and no decision", () => {
    const r = briefFrom('travel.md', around('## Notes\nThe direction of travel is towards streaming; nothing was rejected yet.\n\n- None of the caches were abandoned.\n- The Redis cache was abandoned: too slow.'));
    expect(r.answers.decided).toEqual([]);
    // (It was a dead end: "was rejected" is a cue of one, whoever the sentence says did it.)
    expect(r.answers.deadEnds).toEqual(['The Redis cache was abandoned: too slow.']);
  });
});

describe("front matter's name is the title where nothing else gives one", () => {
  it('name: over a body with no # title', () => {
    const r = briefFrom('track.md', '---\nname: "Meta Ads MCP article"\ntype: handoff-track\n---\n\n## Why\n\nThe article must cover the 95 tools.\n\n## Deliver\n\nThe article, reviewed.\n\n## Next step first\n\nMerge the screenshots into the article.\n');
    expect(r.md.split('\n')[0]).toBe('# Meta Ads MCP article');
    expect(r.stderr).toMatch(/line +1 +Meta Ads MCP article -> title/);
  });

  it('title: wins over name:, a # title over both', () => {
    const fm = '---\nname: track-7\ntitle: Ship the article\n---\n\n';
    const body = '## Why\n\nw.\n\n## Deliver\n\nd.\n\n## First step\n\nf.\n';
    expect(briefFrom('t1.md', fm + body).md.split('\n')[0]).toBe('# Ship the article');
    expect(briefFrom('t2.md', `${fm}# Own title\n\n${body}`).md.split('\n')[0]).toBe('# Own title');
  });
});
