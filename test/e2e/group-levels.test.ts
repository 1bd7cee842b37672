// A review's groups named by what to do first and by a linter's levels (QA round 35, class 5, doc 13: "## Bugs (fix
// first)" / "## Warnings (likely issues in edge cases)" / "## Suggestions (code quality)" gave none of its 28
// findings a severity): "fix first" is the top of the series (high); beside it, warnings are medium and suggestions
// low, as "Severity: Warning" / "Severity: Suggestion" are (prompts/severities.txt). Alone, "## Warnings" is medium
// too (QA 52 class 11), "## Suggestions" names no severity; a negated level ("Not blockers") names none; a finding's own
// severity wins over its group's.

import { describe, expect, it } from 'vitest';
import { docWorld, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();
let n = 0;

/** Title and severity of each finding, as `return` printed them; `pull` must agree. */
function levels(text: string): [string, string | null][] {
  const { j, pulled } = returnAndPull(w, text, `group levels ${++n}`);
  const rows = (fs: { title: string; severity?: string }[]) => fs.map((f): [string, string | null] => [f.title, f.severity ?? null]);
  expect(rows(pulled)).toEqual(rows(j.findings));
  return rows(j.findings);
}

const series = (fix: string, warn: string, sugg: string, own = '') => `# Code review

> Agent completed full review.

## ${fix}

1. **Deadlock in the build thread** — \`build.rs:257\`
   Reads stdout to completion while stderr is ignored.

2. **Home baked in at compile time** — \`build.rs:80\`${own}

## ${warn}

3. **\`shlibs.rs:186\`** — silent failure on write.

4. **\`template.rs:120\`** — replacement can match substrings of other names.

## ${sugg}

5. **\`ui.rs:181\`** — computed three times per frame.
`;

describe('severity from a review\'s groups: what to fix first, warnings, suggestions', () => {
  it('"## Bugs (fix first)" / "## Warnings (…)" / "## Suggestions (…)": high, medium, low (en)', () => {
    const rows = levels(series('Bugs (fix first)', 'Warnings (likely issues in edge cases)', 'Suggestions (code quality)'));
    expect(rows.map((r) => r[1])).toEqual(['high', 'high', 'medium', 'medium', 'low']);
    expect(rows[0]![0]).toBe('Deadlock in the build thread');
  });

  it('the same in German and Spanish ("Fehler (zuerst beheben)" / "Warnungen" / "Vorschläge"; "Corregir primero" / "Advertencias" / "Sugerencias")', () => {
    const de = levels(series('Fehler (zuerst beheben)', 'Warnungen', 'Vorschläge'));
    expect(de.map((r) => r[1])).toEqual(['high', 'high', 'medium', 'medium', 'low']);
    const es = levels(series('Corregir primero', 'Advertencias', 'Sugerencias'));
    expect(es.map((r) => r[1])).toEqual(['high', 'high', 'medium', 'medium', 'low']);
  });

  it('a finding that states its own severity keeps it over its group\'s', () => {
    const rows = levels(series('Bugs (fix first)', 'Warnings', 'Suggestions', '\n   Severity: low'));
    expect(rows[1]).toEqual(['Home baked in at compile time', 'low']);
    expect(rows[0]![1]).toBe('high');
  });

  // (A group of warnings states medium alone too, QA 52 class 11: "## Critical findings" / "- None" / "## Warnings", or no
  // level group at all; a warning ranks below an error and above a note in every linter. Suggestions alone state none.)
  it('near miss: "## Bugs" / "## Warnings" / "## Suggestions" with no group naming a level: bugs and suggestions none, warnings medium', () => {
    expect(levels(series('Bugs', 'Warnings', 'Suggestions')).map((r) => r[1])).toEqual([null, null, 'medium', 'medium', null]);
  });
});

describe('a negated level in a group\'s heading is no level', () => {
  const doc = (group: string) => `# Review

Status: done

## Findings

### 🔴 Critical

1. **Token logged at debug level** — \`auth.ts:12\`

### ${group}

2. **Should drafts expire?** — \`drafts.ts:40\` keeps them forever.
`;
  it('"Not blockers", "💡 Not blockers (for discussion)", "Keine Blocker", "Не блокеры": none; "Blockers" still blocker', () => {
    for (const g of ['Not blockers', '💡 Not blockers (for discussion)', 'Keine Blocker', 'Не блокеры']) {
      expect(levels(doc(g))[1], g).toEqual(['Should drafts expire?', null]);
    }
    expect(levels(doc('Blockers'))[1]).toEqual(['Should drafts expire?', 'blocker']);
  });
});

describe('a state mark closing a finding\'s title is out of the title, as when the title is bold', () => {
  it('"### Issue #2: Hardcoded z-index ✅ RESOLVED", "### Fehler 3: Z-Index fest kodiert ✅ behoben" -> the title alone, no verification; a title with no mark keeps its words', () => {
    const { j } = returnAndPull(
      w,
      '# Review\n\nStatus: done\n\n## Issues\n\n### Issue #2: Hardcoded z-index ✅ RESOLVED\n- Severity: Low\n\n### Fehler 3: Z-Index fest kodiert ✅ behoben\n- Severity: Low\n\n### Issue #4: Layout is fixed width\n- Severity: Low\n',
      `group levels ${++n}`,
    );
    const rows = j.findings.map((f) => [f.title.replace(/^(?:Issue #\d+|Fehler \d+):\s*/, ''), f.verified ?? null]);
    expect(rows).toEqual([
      ['Hardcoded z-index', null],
      ['Z-Index fest kodiert', null],
      ['Layout is fixed width', null],
    ]);
    expect(j.findings[0]!.text).toContain('✅ RESOLVED');
  });
});
