// bot55: review bots' comments pasted as they came (QA 55 classes 1, 3, 4, 10): CodeRabbit's and Qodo's <details>
// blocks, a dump of comments under banner lines (Gemini Code Assist, the Codex connector), a Copilot review mail of
// quoted hunks, and lint's kind of each. Synthetic reviews in each bot's shape, in our own words.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';
import { parseBody } from '../../src/brief/body-doc.js';
import { documentKind } from '../../src/brief/document-type.js';
import { botReviewAsMarkdown } from '../../src/brief/bot-review.js';
import { storeReturn } from '../helpers/written.js';

const coderabbit = (nit: string, file: string, a: string, b: string, details: string) => `**Actionable comments posted: 0**

<details>
<summary>🧹 ${nit} (2)</summary><blockquote>

<details>
<summary>${file} (2)</summary><blockquote>

\`10-12\`: **${a}**

${a} — more words on it.

---

\`40-41\`: **${b}**

${b} — more words on it.

</blockquote></details>

</blockquote></details>

<details>
<summary>📜 ${details}</summary>

**Configuration used**: defaults

<details>
<summary>🔇 Additional comments (1)</summary><blockquote>

\`5-5\`: **LGTM: tidy import order.**

</blockquote></details>

</details>
`;

describe("CodeRabbit's <details> blocks: one finding per `N-M`: **Title** lead, placed in its file", () => {
  it.each([
    ['en', 'Nitpick comments', 'src/cache/store.py', 'Rename the disk helper.', 'Add a docstring to the loader.', 'Review details'],
    ['de', 'Nitpick-Kommentare', 'src/lager/speicher.py', 'Benenne die Hilfsfunktion um.', 'Ergänze einen Docstring im Lader.', 'Prüfungsdetails'],
    ['ja', '細かい指摘', 'src/kura/hozon.py', 'ヘルパー関数の名前を変更してください。', 'ローダーにドキュメント文字列を追加してください。', 'レビューの詳細'],
  ])('%s', (_l, nit, file, a, b, details) => {
    const { f } = readReturn(coderabbit(nit, file, a, b, details));
    expect(f.map((x) => x.title)).toEqual([`\`10-12\`: ${a}`, `\`40-41\`: ${b}`]);
    expect(f.every((x) => x.location?.startsWith(file))).toBe(true);
    // The metadata block's praise ("LGTM") is no finding.
    expect(f.some((x) => /LGTM/.test(x.title))).toBe(false);
  });

  it('a nitpick group gives its findings the lowest level', () => {
    const { f } = readReturn(coderabbit('Nitpick comments', 'src/a.py', 'Rename it.', 'Document it.', 'Review details'));
    expect(f.map((x) => x.severity)).toEqual(['nit', 'nit']);
  });

  it('outside-diff comments inside a "> [!CAUTION]" quote are findings too', () => {
    const md = `**Actionable comments posted: 1**\n\n> [!CAUTION]\n> Some comments are outside the diff.\n>\n> <details>\n> <summary>⚠️ Outside diff range comments (1)</summary><blockquote>\n>\n> <details>\n> <summary>src/io/read.py (1)</summary><blockquote>\n>\n> \`74-82\`: **Return the model instead of a tuple.**\n>\n> The wrapper unpacks the model.\n>\n> </blockquote></details>\n>\n> </blockquote></details>\n\n<details>\n<summary>🧹 Nitpick comments (1)</summary><blockquote>\n\n<details>\n<summary>src/io/write.py (1)</summary><blockquote>\n\n\`3-4\`: **Sort the imports.**\n\nThey are unsorted.\n\n</blockquote></details>\n\n</blockquote></details>\n`;
    const { f } = readReturn(md);
    expect(f.map((x) => x.title)).toEqual(['`74-82`: Return the model instead of a tuple.', '`3-4`: Sort the imports.']);
    expect(f[0]!.location).toMatch(/^src\/io\/read\.py/);
  });

  it('near miss: a <details> block with a plain summary in a return is read as it was written', () => {
    const md = `## Outcome\n\nanswered\n\n## Findings\n\n- The cache never expires.\n- The retry loop spins.\n\n<details>\n<summary>Raw log</summary>\n\nline one\n\n</details>\n`;
    expect(botReviewAsMarkdown(md)).toBe(md);
  });
});

describe("Qodo's focus areas: a summary opening with a <strong> run is one finding", () => {
  it('two focus areas, titled by their strong run', () => {
    const md = `## PR Reviewer Guide 🔍\n\n<table>\n<tr><td>⚡&nbsp;<strong>Recommended focus areas for review</strong><br><br>\n\n<details><summary><a href='https://example.invalid/f#R1'><strong>Null header</strong></a>\n\nThe parser reads the header before checking it.\n</summary>\n\n\`\`\`ts\nconst h = rows[0].header\n\`\`\`\n\n</details>\n\n<details><summary><a href='https://example.invalid/f#R9'><strong>Interval leak</strong></a>\n\nThe interval is never cleared.\n</summary>\n\n</details>\n\n</td></tr>\n</table>\n`;
    const titles = readReturn(md).f.map((x) => x.title);
    expect(titles).toContain('Null header');
    expect(titles).toContain('Interval leak');
    expect(titles.some((t) => /table>|<td/.test(t))).toBe(false);
  });
});

describe('a dump of comments under banner lines: one finding per banner, its badge the level', () => {
  const dump = `########## gemini-code-assist[bot] :: src/io/files.py:10 ##########
![high](https://example.invalid/high-priority.svg)

Close the handle before the early return. Otherwise it leaks.

\`\`\`python
with open(p) as fh:
    return fh.read()
\`\`\`

########## chatgpt-codex-connector[bot] :: src/loop/retry.py:5 ##########
**<sub><sub>![P1 Badge](https://img.shields.io/badge/P1-orange?style=flat)</sub></sub>  Keep the retry budget**

The loop ignores the configured limit and spins.

Useful? React with 👍 / 👎.
`;
  it('two findings: titles from the comment, places from the banner, levels from the badges', () => {
    const { f } = readReturn(dump);
    expect(f.map((x) => x.title)).toEqual(['Close the handle before the early return. Otherwise it leaks.', 'Keep the retry budget']);
    expect(f.map((x) => x.location)).toEqual(['src/io/files.py:10', 'src/loop/retry.py:5']);
    expect(f.map((x) => x.severity)).toEqual(['high', 'p1']);
    // The Codex footer stays in its comment's text, never a finding of its own.
    expect(f[1]!.text).toContain('Useful? React');
  });

  it('near miss: a line of six "#" is a heading, not a banner', () => {
    const md = `## Findings\n\n###### src/a.py:1 ######\n\nThe cache never expires.\n`;
    expect(botReviewAsMarkdown(md)).toBe(md);
  });
});

describe("a Copilot review mail: each quoted hunk followed by prose is one finding, the header is summary", () => {
  const mail = `@Copilot commented on this pull request.

## Pull request overview

This PR adds two shell helpers.

**Key Changes:**
- New \`helpers.sh\` with two functions
- Wired into the loader

### Reviewed changes

Copilot reviewed 1 out of 1 changed files in this pull request and generated 2 comments.

> +fetch_tag() {
+  curl -s "$1" | grep tag
+}

The pipeline hides curl failures. Check the exit status before parsing.

> +tidy() {
> +  rm -rf /tmp/x
> +}

[nitpick] \`tidy\` duplicates an existing alias; keep one.
`;
  it('two findings, titled by their first sentence; [nitpick] is the lowest level', () => {
    const { f } = readReturn(mail);
    expect(f.map((x) => x.title)).toEqual(['The pipeline hides curl failures.', '[nitpick] `tidy` duplicates an existing alias; keep one.'.replace('[nitpick] ', '')]);
    expect(f[1]!.severity).toBe('nit');
    // The hunk belongs to its finding.
    expect(f[0]!.text).toContain('curl -s');
  });

  it("near miss: an ordinary return quoting old and new lines over its prose keeps its findings (no Copilot mail)", () => {
    const md = `# Timeout change review\n\nOutcome: answered — two concerns.\n\n## Findings\n\n> - const timeout = 30;\n> + const timeout = 300;\n\nThis raises the timeout tenfold without a config flag. Clients will hang for five minutes.\n\n> - retries: 3\n> + retries: 0\n\nRetries are now disabled, so one dropped packet fails the upload.\n\n## Recommendations\n\n- Put both behind flags.\n`;
    expect(botReviewAsMarkdown(md)).toBe(md);
    expect(readReturn(md).f).toHaveLength(2);
  });

  it("a comment under a heading of the reviewer's own is nested under it, not set beside it", () => {
    const out = botReviewAsMarkdown(mail.replace('> +fetch_tag', '## Findings\n\n> +fetch_tag')).split('\n');
    expect(out).toContain('### The pipeline hides curl failures.');
    expect(readReturn(mail.replace('> +fetch_tag', '## Findings\n\n> +fetch_tag')).f).toHaveLength(2);
  });

  it('near miss: a quoted sentence is no hunk', () => {
    const md = `## Findings\n\n> The cache is fine.\n\nThe retry loop spins forever.\n`;
    expect(botReviewAsMarkdown(md)).toBe(md);
  });
});

describe("lint's kind: a review bot's own line says return", () => {
  it.each([
    ['CodeRabbit', '**Actionable comments posted: 2**\n\nSome text about the change.\n'],
    ['Codex', 'Keep the retry budget.\n\nUseful? React with 👍 / 👎.\n'],
    ['Qodo', '## PR Reviewer Guide 🔍\n\nHere are some observations.\n'],
  ])('%s', (_b, md) => {
    expect(documentKind(parseBody(md)).type).toBe('return');
  });

  it("CodeRabbit's \"**Plan**: Pro\" line is no brief heading", () => {
    expect(documentKind(parseBody(coderabbit('Nitpick comments', 'src/a.py', 'Rename it.', 'Document it.', 'Review details').replace('**Configuration used**: defaults', '**Configuration used**: defaults\n\n**Plan**: Pro'))).type).toBe('return');
  });

  it('near miss: a brief quoting a bot review is still a brief', () => {
    const md = `## Why\n\nThe review asked for fixes.\n\n## What to deliver\n\nThe fixes.\n\n## First step\n\nRead the review: "Actionable comments posted: 2".\n`;
    expect(documentKind(parseBody(md)).type).toBe('brief');
  });
});

describe("a bot's links and images reach the written return as words, nothing a renderer runs", () => {
  const cr = (href: string) => `**Actionable comments posted: 1**

<details>
<summary>🧹 Nitpick comments (1)</summary><blockquote>

<details>
<summary>src/auth/token.ts (1)</summary><blockquote>

\`10-12\`: **Token <img src=x onerror=alert(1)> never expires. <a href="${href}">see</a>**

The refresh token has no TTL.

</blockquote></details>

<details>
<summary><b>Click <a href='${href}'>here</a></b> <img src="https://evil/x.png" alt="a badge" onload="alert(2)"></summary>

The second comment.

</details>

</blockquote></details>
`;
  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd', ' JavaScript:alert(1)'])('%s: text only', (href) => {
    const { stored, imported } = storeReturn(cr(href), 'T-1');
    const { f } = readReturn(cr(href));
    expect(f.map((x) => x.title)).toEqual(['`10-12`: Token never expires. see', 'Click here']);
    expect(stored).toContain('a badge');
    expect(stored).not.toMatch(/javascript:|vbscript:|data:text|file:\/\/|onerror|onload|<img|<a\b|<script/i);
    expect(imported.given.has('findings')).toBe(true);
  });

  it('an http(s) link stays a link', () => {
    expect(storeReturn(cr('https://example.com/pr/1'), 'T-1').stored).toContain('[here](https://example.com/pr/1)');
  });
});

describe("a heading inside a finding's block is that finding's text, not a section of the return", () => {
  const md = `**Actionable comments posted: 1**

<details>
<summary>🧹 Nitpick comments (1)</summary><blockquote>

<details>
<summary><b>Pin the parser's version.</b></summary>

## Recommendations

Pin it to 4.2 in the lock file.

</details>

</blockquote></details>
`;
  it('its words stay in the finding, and no Recommendations section is made of them', () => {
    const { r, f } = readReturn(md);
    expect(f.map((x) => x.title)).toEqual(["Pin the parser's version."]);
    expect(f[0]!.text).toContain('Pin it to 4.2');
    expect(f[0]!.text).toContain('Recommendations');
    expect(storeReturn(md, 'T-1').stored).not.toMatch(/^#+ Recommendations/m);
  });
});
