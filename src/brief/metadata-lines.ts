// Lines that say where, when, by whom or on what the work was done ("Scope: documentation-only review of README.md",
// "**Tested by:** 0xClaw", "**Date:** 2026-02-03 12:45 PST", a bold "**Scope**" line over its text): context of a
// return, never its one-line answer, which is the sentence saying what was found (QA 37 class 2). Such lines stay where
// the document has them. The labels are data: prompts/outcomes.txt `answer metadata:`. Pure apart from reading prompts/ once.

import { readPrompt } from '../paths.js';
import { keyedWords } from './keyed-words.js';
import { labelOf } from './label.js';
import { lazyRegExp } from './lazy-regexp.js';

let words: Set<string> | undefined;
const metadataWords = (): Set<string> => (words ??= new Set(keyedWords(readPrompt('outcomes.txt'), 'answer metadata')));

/** The label's words compared whole, any case, without emphasis, brackets or a closing mark. */
const isMetadataLabel = (label: string): boolean => {
  const w = label.replace(/[*_`]+/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return w !== '' && w.length <= 40 && metadataWords().has(w);
};

/** A bold line that is only a label, with no colon ("**Scope**", "__Environment__"). */
const BOLD_ALONE = /^[ \t]*(\*\*|__)([^*_\n]{1,40})\1[ \t]*:?[ \t]*$/;

/** Does `line` open with a metadata label ("Scope: …", "**Tested by:** …", "- **Date:** …", a bold "**Scope**" alone)? */
export function metadataLine(line: string): boolean {
  const l = line.includes(':') || line.includes('：') ? labelOf(line) : null;
  if (l) return isMetadataLabel(l.label);
  const m = BOLD_ALONE.exec(line);
  return m !== null && isMetadataLabel(m[2]!);
}

/** A paragraph (its lines) of metadata: its first line opens with a metadata label, and no later line opens with
 *  another label (a hard-wrapped value, or more metadata lines, follow). */
export function metadataParagraph(lines: readonly string[]): boolean {
  if (!lines.length || !metadataLine(lines[0]!)) return false;
  for (let i = 1; i < lines.length; i++) if (labelOf(lines[i]!) && !metadataLine(lines[i]!)) return false;
  return true;
}

/** A bold label alone, its colon inside or after the bold ("**Session 2 Pattern File Fixes:**", "__Änderungen__:",
 *  "**修正内容：**"): it names what follows (a list, a table), it says nothing itself: never the one-line answer. A
 *  bold sentence ("**All 17 fixes applied.**") is not one. */
const LABEL_ALONE = /^[ \t]*(\*\*|__)[^*_\n]{1,80}?[:：][ \t]*\1[ \t]*$|^[ \t]*(\*\*|__)[^*_\n]{1,80}?\2[ \t]*[:：][ \t]*$/u;
export function labelAlone(lines: readonly string[]): boolean {
  return lines.length === 1 && LABEL_ALONE.test(lines[0]!);
}

let legendWords: Set<string> | undefined;
/** A legend's label ("Severity levels", "Legend", "Schweregrade", "Niveaux de gravité", "Уровни серьёзности", "严重程度"):
 *  prompts/outcomes.txt `answer legend:`, compared as metadata labels are. */
const isLegendLabel = (label: string): boolean => {
  const w = label.replace(/[*_`]+/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return w !== '' && w.length <= 40 && (legendWords ??= new Set(keyedWords(readPrompt('outcomes.txt'), 'answer legend'))).has(w);
};

/** A term a legend explains: emphasis, code, a box or a mark opens it ("**blocker** (broken)", "`P0`", "🔴 critical"). */
const TERM = lazyRegExp(() => /^[ \t]*(?:\*\*|__|`|\[|[^\p{L}\p{N}\s|·•,;，、])/u);

/**
 * A legend of the terms, levels or marks the document uses ("Severity levels: **blocker** (contradictory) | **gap** |
 * **editorial**", "Legend: ✅ fixed · 🚧 open · ❌ won't fix", "Schweregrade: **hoch**, **mittel**, **niedrig**"): a
 * label, then its terms. It explains the words below, it says nothing found: never the one-line answer (QA 39 class 6).
 * By its label (`answer legend:`), or by its value: three terms or more, each opened by emphasis, code or a mark, set
 * apart by "|", "·" or "•". One line (a paragraph of one line). Pure apart from reading prompts/ once.
 */
export function legendParagraph(lines: readonly string[]): boolean {
  if (lines.length !== 1) return false;
  const line = lines[0]!.replace(/^[ \t>]*(?:[-*+][ \t]+)?/, '');
  if (line.length > 400 || !(line.includes(':') || line.includes('：'))) return false;
  const l = labelOf(line);
  if (!l || l.bullet) return false;
  if (isLegendLabel(l.label)) return true;
  const items = line.slice(l.at).split(/[ \t]+[|·•][ \t]+/u);
  return items.length >= 3 && items.every((i) => TERM.test(i));
}
