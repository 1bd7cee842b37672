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
import { docWorld } from '../helpers/doc-world.js';
import { docMix } from '../helpers/doc-mix.js';

const w = docWorld();

interface Answers {
  title: string;
  why: string;
  deliver: string;
  context: string;
  firstStep: string;
  deadEnds: string[];
  pointers: string[];
  decided: string[];
  outOfScope: string[];
  fields: Record<string, string>;
}

/** `new task --body` on `md`: it exits 0; the answers stored and the brief written. */
function briefFrom(name: string, md: string) {
  const r = runCli(['new', 'task', '--body', w.file(name, md), '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { brief: string; json: string; redactions?: { kind: string; line: number }[] };
  return { ...r, j, md: readFileSync(j.brief, 'utf8'), answers: (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: Answers }).answers };
}

/** The text under a `## ` heading of the written brief, to the next one. */
function sectionOf(md: string, heading: string): string | null {
  const lines = md.split('\n');
  const at = lines.indexOf(`## ${heading}`);
  if (at < 0) return null;
  const end = lines.findIndex((l, i) => i > at && l.startsWith('## '));
  return lines.slice(at + 1, end < 0 ? undefined : end).join('\n').trim();
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
