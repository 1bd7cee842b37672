// The file a finding's code block names in its opening comment (QA eighteenth set, R9): a report that quotes
// the code it is about often heads the quote with where it comes from (`// Repository.kt line 32`,
// `# db.py:13`, `-- schema.sql:4`). When the finding names no place anywhere else, that comment is its
// location. Only a comment that states a place and nothing else, on the first line of the block, counts:
// `# see utils.py for the helper` or a comment further down is code commentary, not a heading.

const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;
const COMMENT = /^[ \t]*(?:\/\/+|#+|--|;+|\/\*+|<!--)[ \t]*(.*?)[ \t]*(?:\*\/|-->)?[ \t]*$/;

/** The place the first line of each fenced block's comment states, through `locationLine`, the first found. */
export function codeCommentLocation(text: string, locationLine: (line: string) => string | undefined): string | undefined {
  if (!text.includes('```') && !text.includes('~~~')) return undefined;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const first = lines[i + 1];
    const m = first === undefined || first.length > 300 ? null : COMMENT.exec(first);
    const at = m && m[1] ? locationLine(m[1]) : undefined;
    if (at) return at;
    // Skip to the fence's close.
    for (i++; i < lines.length && !lines[i]!.trimStart().startsWith(open[1]!); i++);
  }
  return undefined;
}
