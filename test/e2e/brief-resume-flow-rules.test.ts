// QA 35, classes 2 and 6. A resume flow ("## Best Resume Flow", "## Procédure de reprise", "## 再開フロー") is the list
// of next steps: what to deliver, its item 1 the first step. A label over a list ("**Next: choose from Someday.**
// Highest-impact candidates:" / "1. …") comes with its list. A rule the Context states in passing ("Keep the repo
// content-neutral: do not commit private playlists.", "- **User preference**: … Do not modify files without explicit
// human approval.", a setting whose comment says "# MANDATORY") is a constraint of the task too; a past-tense report
// ("Never reproduced on CI.") is not. Through `new task --body … --no-input --json`.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
let n = 0;
function newBody(md: string) {
  return runCli(['new', 'task', '--body', w.file(`resume-${n++}.md`, md), '--no-input', '--json'], w.opts());
}
function answers(r: ReturnType<typeof runCli>): BriefAnswers {
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(readFileSync((JSON.parse(r.stdout) as { json: string }).json, 'utf8')) as { answers: BriefAnswers }).answers;
}
const head = '# Viewer handoff\n\n## Why\nThe library slice is implemented but not pushed.\n\n';

describe('a resume flow is what to deliver, its item 1 the first step', () => {
  const variants: [string, string][] = [
    ['English, "Best Resume Flow"', '## Best Resume Flow\n\n1. Run `git status` and confirm the branch.\n2. Push the branch and open a PR.\n'],
    ['French, "Procédure de reprise"', '## Procédure de reprise\n\n1. Run `git status` and confirm the branch.\n2. Push the branch and open a PR.\n'],
    ['Japanese, "再開フロー"', '## 再開フロー\n\n1. Run `git status` and confirm the branch.\n2. Push the branch and open a PR.\n'],
    ['Spanish, "Flujo de reanudación"', '## Flujo de reanudación\n\n1. Run `git status` and confirm the branch.\n2. Push the branch and open a PR.\n'],
  ];
  for (const [name, section] of variants) {
    it(name, () => {
      const a = answers(newBody(head + section));
      expect(a.firstStep).toBe('Run `git status` and confirm the branch.');
      expect(a.deliver).toMatch(/Push the branch and open a PR/);
    });
  }
  it('near-miss: a section on resuming playback (no flow, no steps to pick up) stays in the Context', () => {
    const r = newBody(head + '## Resume playback\n\nVOD resume stores the last position per stream.\n');
    expect(r.code).toBe(2);
  });
});

describe('a label over a list comes with its list', () => {
  it('"**Next: choose from Someday.** Highest-impact candidates:" over a numbered list', () => {
    const md = '# Session Handoff\n\n## Why\nTrips must plan faster.\n\n## Status\n\nMain is at `8e321ea`.\n\n**Next: choose from Someday.** Highest-impact candidates:\n1. Optimize stop order toggle\n2. Map polygon rendering\n\n## Next step\nRead the Someday list.\n';
    const a = answers(newBody(md));
    expect(a.deliver).toMatch(/^choose from Someday\. Highest-impact candidates:\n1\. Optimize stop order toggle\n2\. Map polygon rendering$/);
  });
  it('near-miss: a label line with its text whole, no colon at its end, stays one line', () => {
    const md = '# Session Handoff\n\n## Why\nTrips must plan faster.\n\n## Status\n\n**Next: choose from Someday.**\n\n1. Session 24 shipped PR #35.\n\n## Next step\nRead the Someday list.\n';
    expect(answers(newBody(md)).deliver).toBe('choose from Someday.');
  });
});

describe('a rule the Context states in passing is a constraint of the task', () => {
  const brief = (context: string) => `# Bridge handoff\n\n## Goal\nAdd Hermes support.\n\n## Next steps\n1. Investigate the Hermes CLI.\n2. Revise the spec.\n\n## Quick Context\n\n${context}\n`;
  const constraints = (md: string) => answers(newBody(md)).fields['constraints'] ?? '';
  it('English, a labelled item: "**User preference**: … Do not modify files without explicit human approval."', () => {
    const c = constraints(brief('- **Server**: runs on port 3100.\n- **User preference**: Always audit plans before changing files. Do not modify files without explicit human approval.'));
    expect(c).toMatch(/Do not modify files without explicit human approval\./);
    expect(c).toMatch(/Always audit plans before changing files\./);
    expect(c).not.toMatch(/port 3100/);
  });
  it('English, a clause after a colon in prose: "Keep the repository content-neutral: do not commit private playlists."', () => {
    expect(constraints(brief('The app imports playlists. Keep the repository content-neutral: do not commit private playlists or credentials.'))).toBe('Keep the repository content-neutral: do not commit private playlists or credentials.');
  });
  it('German and Russian prose: "Niemals …", "Никогда не …"', () => {
    expect(constraints(brief('Der Server läuft lokal. Niemals direkt auf main pushen.'))).toMatch(/Niemals direkt auf main pushen\./);
    expect(constraints(brief('Сервер работает локально. Никогда не пушить прямо в main.'))).toMatch(/Никогда не пушить прямо в main\./);
  });
  it('a setting marked MANDATORY (or PFLICHT) in a code comment of the Context', () => {
    const c = constraints(brief('```\nexport WORKERS=1   # MANDATORY (shared connectors)\nexport DEBUG=0   # optional\n```'));
    expect(c).toMatch(/`export WORKERS=1` — MANDATORY \(shared connectors\)/);
    expect(c).not.toMatch(/DEBUG/);
    expect(constraints(brief('```\nexport WORKERS=1   # PFLICHT\n```'))).toMatch(/WORKERS=1` — PFLICHT/);
  });
  it('near-misses: a past-tense report, a finding, a word of obligation not in capitals', () => {
    const r = newBody(brief('We did not change the adapter. Never reproduced on CI. The parser does not handle tabs.\n\n```\nexport WORKERS=1   # mandatory in prod? unclear\n```'));
    expect(answers(r).fields['constraints'] ?? '').toBe('');
  });
});
