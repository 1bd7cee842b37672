// ret56: QA 55's return leftovers. Qodo / PR-Agent's "PR Code Suggestions" table (Category | Suggestion | Impact):
// each suggestion of its cells is one finding, titled by its summary, its Impact cell its level. Synthetic reviews
// in Qodo's shape, in our own words.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const suggestions = (intro: string) => `## PR Code Suggestions ✨

<!-- 0a1b2c3 -->

${intro}

<table><thead><tr><td><strong>Category</strong></td><td align=left><strong>Suggestion&nbsp; &nbsp; </strong></td><td align=center><strong>Impact</strong></td></tr><tbody><tr><td rowspan=2>Possible issue</td>
<td>

<details><summary>Guard the empty <code>rows</code> list</summary>

___

**Check that <code>rows</code> holds a row before reading <code>rows[0]</code>, <br>or the parser throws on an empty sheet.**

[src/parse.ts [10-14]](https://example.invalid/pr/1/files#diff-aR10-R14)

\`\`\`diff
-const h = rows[0].header
+const h = rows.length ? rows[0].header : null
\`\`\`

- [ ] **Apply / Chat** <!-- /improve --apply_suggestion=0 -->

<details><summary>Suggestion importance[1-10]: 8</summary>

__

Why: An empty sheet is a normal input.

</details></details></td><td align=center>High

</td></tr><tr><td>

<details><summary>Clear the polling timer</summary>

___

**Clear the interval when the view unmounts.**

### Examples:

\`\`\`ts
setInterval(tick, 1000)
\`\`\`

<details><summary>Suggestion importance[1-10]: 5</summary>

__

Why: The timer keeps running after the view is gone.

</details></details></td><td align=center>Low

</td></tr>
<tr><td align="center" colspan="2">

- [ ] More <!-- /improve_multi --more_suggestions=true -->

</td><td></td></tr></tbody></table>
`;

describe('ret56: Qodo code suggestions table', () => {
  it.each(['Explore these optional code suggestions:', 'Some suggestions for this change:'])('reads each suggestion as one finding, its Impact its level (%s)', (intro) => {
    const { f } = readReturn(suggestions(intro));
    expect(f.map((x) => x.title)).toEqual(['Guard the empty `rows` list', 'Clear the polling timer']);
    expect(f.map((x) => x.severity)).toEqual(['high', 'low']);
    expect(f[0]!.location).toMatch(/^src\/parse\.ts/);
  });

  it('keeps the suggestion\'s own words: its diff, its importance and why, its category', () => {
    const { f } = readReturn(suggestions('Explore these optional code suggestions:'));
    expect(f[0]!.text).toContain('rows.length ? rows[0].header : null');
    expect(f[0]!.text).toContain('Suggestion importance[1-10]: 8');
    expect(f[0]!.text).toContain('Category: Possible issue');
    expect(f[1]!.text).toContain('Why: The timer keeps running');
    expect(f[1]!.text).toContain('Category: Possible issue');
  });

  it('reads the guide beside it as before: its focus areas are findings too', () => {
    const guide = `## PR Reviewer Guide 🔍\n\n<table>\n<tr><td>⚡&nbsp;<strong>Recommended focus areas for review</strong><br><br>\n\n<details><summary><a href='https://example.invalid/a'><strong>Null header</strong></a>\n\nThe parser reads the header before checking it.\n</summary>\n\n\`\`\`ts\nconst h = rows[0].header\n\`\`\`\n\n</details>\n\n</td></tr>\n</table>\n\n`;
    const { f } = readReturn(guide + suggestions('Explore these optional code suggestions:'));
    expect(f.map((x) => x.title)).toEqual(['Null header', 'Guard the empty `rows` list', 'Clear the polling timer']);
  });
});

describe('ret56: Qodo reviewer guide', () => {
  const guide = (effort: string) => `## PR Reviewer Guide 🔍

Here are some key observations to aid the review process:

<table>
<tr><td>⏱️&nbsp;<strong>Estimated effort to review</strong>: ${effort}</td></tr>
<tr><td>🧪&nbsp;<strong>PR contains tests</strong></td></tr>
<tr><td>🔒&nbsp;<strong>No security concerns identified</strong></td></tr>
<tr><td>⚡&nbsp;<strong>Recommended focus areas for review</strong><br><br>

<details><summary><a href='https://example.invalid/a'><strong>Unbounded retry</strong></a>

The client retries forever when the server answers 503.
</summary>

\`\`\`ts
while (true) await send()
\`\`\`

</details>

<details><summary><a href='https://example.invalid/b'><strong>Stale cache key</strong></a>

The cache key leaves out the locale.
</summary>

\`\`\`ts
const key = user.id
\`\`\`

</details>

</td></tr>
</table>
`;
  it.each(['2 🔵🔵⚪⚪⚪', '4 🔵🔵🔵🔵⚪'])('reads the focus areas alone as findings, its lead and rows kept (%s)', (effort) => {
    const { r, f } = readReturn(guide(effort));
    expect(f.map((x) => x.title)).toEqual(['Unbounded retry', 'Stale cache key']);
    const kept = JSON.stringify(r);
    expect(kept).toContain('Here are some key observations');
    expect(kept).toContain(`Estimated effort to review**: ${effort}`);
  });
});

describe('ret56: Greek outcome words', () => {
  const stated = (line: string) => {
    const { r } = readReturn(`${line}\n\n## Findings\n\n- Η συνάρτηση δεν ελέγχει το κενό αρχείο.\n`);
    return r.outcomeFrom ? r.answers.outcome : null;
  };
  it.each([
    ['Αποτέλεσμα: ολοκληρώθηκε', 'answered'],
    ['**Κατάσταση:** Ολοκληρώθηκε', 'answered'],
    ['ΚΑΤΑΣΤΑΣΗ: ΟΛΟΚΛΗΡΩΘΗΚΕ', 'answered'],
    ['Κατάσταση: μπλοκαρισμένο', 'blocked'],
    ['Κατασταση: ΜΠΛΟΚΑΡΙΣΜΕΝΟ', 'blocked'],
    ['Κατάσταση: μερικώς ολοκληρωμένο', 'partial'],
    ['Κατάσταση: σε εξέλιξη', 'partial'],
    ['Αποτέλεσμα: ακυρώθηκε', 'abandoned'],
  ])('%s → %s', (line, outcome) => {
    expect(stated(line)).toBe(outcome);
  });
});

describe('ret56: a framing heading over a findings sub-section', () => {
  const framed = (frame: string, sub: string) => `## ${frame}

The export job writes partial files when the disk fills up. Users then import truncated data without noticing.

We looked at the writer and the import path to see where the check belongs.

| File | Role |
|---|---|
| src/export/writer.ts | writes the export |
| src/import/read.ts | reads it back |

### ${sub}

- The writer ignores the error from \`fs.write\` and renames the temp file anyway.
- The reader accepts a file without its closing marker.
`;
  it.each([
    ['Problem statement', 'Findings'],
    ['Context', 'Findings'],
    ['Problem statement', 'Comments'],
  ])('## %s / ### %s: the sub-section\'s items are the findings, the frame\'s prose and table kept', (frame, sub) => {
    const { r, f } = readReturn(framed(frame, sub));
    expect(f.map((x) => x.title)).toEqual(['The writer ignores the error from `fs.write` and renames the temp file anyway.', 'The reader accepts a file without its closing marker.']);
    const kept = JSON.stringify(r);
    expect(kept).toContain('Users then import truncated data');
    expect(kept).toContain('src/import/read.ts | reads it back');
  });
});
