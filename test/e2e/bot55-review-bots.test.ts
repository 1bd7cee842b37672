// bot55, through the built CLI: a review bot's comment pasted as it came is recorded with one finding per comment
// (CodeRabbit's <details> blocks, a dump under banner lines, a Copilot review mail), asks for the outcome it does not
// state, and lint reads each as a return. Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const h = oneHandoff(w, 'review bots');

const coderabbit = `**Actionable comments posted: 0**

<details>
<summary>🧹 Nitpick comments (2)</summary><blockquote>

<details>
<summary>src/cache/store.py (2)</summary><blockquote>

\`10-12\`: **Rename the disk helper.**

Its name hides that it writes to disk.

---

\`40-41\`: **Add a docstring to the loader.**

The loader has none.

</blockquote></details>

</blockquote></details>

<details>
<summary>📜 Review details</summary>

**Configuration used**: defaults

**Plan**: Pro

</details>
`;

const banners = `########## gemini-code-assist[bot] :: src/io/files.py:10 ##########
![medium](https://example.invalid/medium-priority.svg)

Close the handle before the early return.

########## chatgpt-codex-connector[bot] :: src/loop/retry.py:5 ##########
**<sub><sub>![P1 Badge](https://img.shields.io/badge/P1-orange?style=flat)</sub></sub>  Keep the retry budget**

The loop ignores the configured limit.

Useful? React with 👍 / 👎.
`;

const copilot = `## Pull request overview

This PR adds two shell helpers.

**Key Changes:**
- New \`helpers.sh\` with two functions

---

> +fetch_tag() {
> +  curl -s "$1" | grep tag
> +}

The pipeline hides curl failures. Check the exit status first.

> +tidy() {
> +  rm -rf /tmp/x
> +}

[nitpick] \`tidy\` duplicates an existing alias; keep one.
`;

describe('return --body with a review bot\'s comment (bot55)', () => {
  it('CodeRabbit: asks for the outcome it does not state, then records one finding per lead, in its file, low', () => {
    expect(h.returnBody(coderabbit).code).toBe(2);
    const { j, md } = h.record(coderabbit, '--outcome', 'answered');
    expect(j.findings.map((f) => [f.title, f.severity, f.location?.split(':')[0]])).toEqual([
      ['`10-12`: Rename the disk helper.', 'nit', 'src/cache/store.py'],
      ['`40-41`: Add a docstring to the loader.', 'nit', 'src/cache/store.py'],
    ]);
    // Every word reaches the written return, the metadata block's too.
    for (const word of ['Configuration used', 'Plan', 'Pro', 'Its name hides that it writes to disk.']) expect(md).toContain(word);
  });

  it('a banner dump: one finding per banner, its badge the level, the Codex footer no finding', () => {
    const { j, md } = h.record(banners, '--outcome', 'answered');
    expect(j.findings.map((f) => [f.title, f.severity, f.location])).toEqual([
      ['Close the handle before the early return.', 'medium', 'src/io/files.py:10'],
      ['Keep the retry budget', 'p1', 'src/loop/retry.py:5'],
    ]);
    expect(md).toContain('Useful? React with');
    expect(md).toContain('gemini-code-assist[bot]');
  });

  it('a Copilot review mail: the overview is no finding; each hunk and its comment is one', () => {
    const { j, md } = h.record(copilot, '--outcome', 'answered');
    expect(j.findings.map((f) => f.title)).toEqual(['The pipeline hides curl failures.', '`tidy` duplicates an existing alias; keep one.']);
    expect(j.findings[1]!.severity).toBe('nit');
    expect(md).toContain('This PR adds two shell helpers.');
  });

  it.each([
    ['CodeRabbit', coderabbit],
    ['banners', banners],
    ['Copilot', copilot],
  ])('lint reads %s as a return', (_n, text) => {
    const r = runCli(['lint', w.file(`lint-${_n}.md`, text), '--json'], w.opts());
    expect(JSON.parse(r.stdout).kind).toBe('return');
  });
});
