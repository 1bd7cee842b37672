// QA 43, classes 4 and 10 (sect43): a brief's Constraints and Already decided named by their own headings, and a
// rule that mentions a rejection, through the built CLI (`handoff new task --body … --no-input --json`). A heading
// that says what must not be expanded or changed, or what must be kept ("## Scope you must not expand", "## 1. 꼭
// 지킬 것", "## Nicht ändern") is constraints; one that says what is fixed ("### 단계별로 정해진 것", "### Settled
// per step") is Already decided, and the section around it stays the Context. A rule asking which attempt was rejected
// ("- Name which profile was rejected.") is no dead end. Near-misses: "## Scope" listing what is in scope stays
// where it went; "## Dead ends" / "- Tried X, rejected because Y" stays a dead end, and so does a line telling an
// attempt as rejected ("- The Redis cache was rejected: too slow.").

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

function briefFrom(name: string, md: string) {
  const r = runCli(['new', 'task', '--body', w.file(name, md), '--title', 't', '--why', 'w', '--first-step', 'f', '--deliver', 'd', '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { json: string };
  return { ...r, answers: (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers };
}

describe('a heading saying what must not be expanded, changed or what to keep is constraints', () => {
  const cases: [string, string][] = [
    ['en', '## Scope you must not expand'],
    ['ko', '## 1. 꼭 지킬 것'],
    ['de', '## Nicht ändern'],
    ['fr', '## À respecter'],
    ['ja', '## 必ず守ること'],
  ];
  for (const [name, heading] of cases) {
    it(`${name}: "${heading}"`, () => {
      const r = briefFrom(`keep-${name}.md`, `# Take over the tool\n\n${heading}\n\nNo vector DBs, no SaaS.\n\n## Read in this order\n\n1. \`AGENTS.md\`\n`);
      expect(r.answers.fields.constraints ?? '', r.stderr).toContain('No vector DBs, no SaaS.');
      expect(r.answers.context, r.stderr).not.toContain('No vector DBs');
    });
  }
  it('near-miss: "## Scope" listing what is in scope is no constraint', () => {
    const r = briefFrom('scope-en.md', '# Take over the tool\n\n## Scope\n\nThe parser and the CLI flags.\n');
    expect(r.answers.fields.constraints ?? '', r.stderr).not.toContain('The parser and the CLI flags.');
  });
});

describe('a heading saying what is fixed is Already decided; the section around it stays the Context', () => {
  const cases: [string, string, string][] = [
    ['ko', '## 3. 14단계', '### 단계별로 정해진 것 (바꾸려면 사용자에게 먼저)'],
    ['en', '## 3. The screens', '### Settled per step (ask the user before changing)'],
    ['de', '## 3. Die Schritte', '### Was festgelegt ist'],
  ];
  for (const [name, parent, heading] of cases) {
    it(`${name}: "${heading}"`, () => {
      const r = briefFrom(`fixed-${name}.md`, `# Handover\n\n${parent}\n\nThe table of steps lives in \`make.html\`.\n\n${heading}\n- **Step 4 scale**: six circles, none in the middle.\n`);
      expect(r.answers.decided.join('\n'), r.stderr).toContain('six circles');
      expect(r.answers.context, r.stderr).toContain('The table of steps lives in');
      expect(r.answers.context, r.stderr).not.toContain('six circles');
    });
  }
});

describe('a rule asking which attempt was rejected is no dead end', () => {
  const cases: [string, string][] = [
    ['en', '- Explain which Public Seam changed, which profile was rejected, and the cost.'],
    ['de', '- Erkläre, welche Variante verworfen wurde.'],
    ['es', '- Explica qué enfoque fue descartado.'],
  ];
  for (const [name, line] of cases) {
    it(`${name}: "${line}"`, () => {
      const r = briefFrom(`asked-${name}.md`, `# Prompt for the handoff\n\nInspect the workspace.\n\nRules:\n\n- Do not include transcripts.\n${line}\n`);
      expect(r.answers.deadEnds.join('\n'), r.stderr).toBe('');
    });
  }
  it('near-miss: "## Dead ends" with "Tried X, rejected because Y" stays a dead end', () => {
    const r = briefFrom('dead-en.md', '# Next\n\n## Dead ends\n\n- Tried a Redis cache, rejected because it was too slow.\n');
    expect(r.answers.deadEnds.join('\n'), r.stderr).toContain('Tried a Redis cache, rejected because it was too slow.');
  });
  it('near-miss: a line telling an attempt as rejected stays a dead end', () => {
    const r = briefFrom('told-en.md', '# Next\n\n## Notes\n\nThe Redis cache was rejected, it was too slow. Use the file cache.\n');
    expect(r.answers.deadEnds.join('\n'), r.stderr).toContain('The Redis cache was rejected');
  });
});
