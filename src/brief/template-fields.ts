// A template's fields under a heading of its own ("## PRD Traceability" / "- PRD feature/order: 01 (P0)" / "- Link to
// PRD section: Prioritized Feature List"; "## Risk Classification" / "- Risk level: LOW"): a ticket's or a form's
// metadata, each a label, a colon and a short value on one line. A level among them is the ticket's ("Risk level: LOW")
// or a reference's ("01 (P0)", the order of the feature it traces to), never a finding's: the section is kept as
// written, not read as findings for the levels it holds (read-return.ts). Pure.

import { hasSeverity, levelLabels } from './findings.js';

/** A field's line: a bullet, a label of words (a slash, a dash or a bracket inside), a colon, its value. */
const FIELD = /^(?:[-*+][ \t]+)?[*_]{0,2}([\p{L}][^:：\n`]{0,59}?)[*_]{0,2}[ \t]*[:：][*_]{0,2}[ \t]+(\S.*)$/u;

/** The words of a value or label, lower case, marks and brackets gone. */
const wordsOf = (s: string): string[] => s.toLowerCase().replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ').trim().split(' ').filter(Boolean);

/** Does a label name a level ("Risk level", "Priority", "Nivel de riesgo", "Risikostufe")? A word of it, or its end
 *  (a compound), is a severity or level label of prompts/severities.txt. */
function namesLevel(label: string): boolean {
  const lower = label.toLowerCase().trim();
  const labels = levelLabels();
  if (labels.has(lower)) return true;
  return wordsOf(label).some((w) => labels.has(w) || [...labels].some((l) => l.length >= 4 && !l.includes(' ') && w.endsWith(l)));
}

/** Is an item's text one field of a template: one line, a label of a few words, a value of a few words that is no
 *  sentence; and a level in the value, if any, is the field's own (its label names a level) or stands beside
 *  an id or a number ("01 (P0)"), not beside words that say what is wrong ("Login form: injectable (critical)")? */
export function templateField(text: string): boolean {
  const line = text.trim();
  if (!line || line.includes('\n') || line.length > 120) return false;
  // (A label may hold a slash or a bracket, "PRD feature/order", "Triggers (if HIGH)", which labelOf's labels do not.)
  const m = FIELD.exec(line);
  if (!m || wordsOf(m[1]!).length > 6) return false;
  const l = { label: m[1]!.trim() };
  const value = m[2]!.replace(/[*_`]+/g, '').trim();
  const words = wordsOf(value);
  // (A value is a term, not a sentence: "**The field does not exist**: the model has none." is a finding.)
  if (!words.length || words.length > 6 || /[.!?。！？](?:[ \t]+\S|[ \t]*$)/u.test(value)) return false;
  if (!hasSeverity(value) || namesLevel(l.label)) return true;
  const tokens = value.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);
  return tokens.some((w) => !/\p{L}/u.test(w)) && tokens.every((w) => !/\p{L}/u.test(w) || hasSeverity(w));
}

/** Are the items (one or more), every one of them, a template's fields, and does one of them give a level (the
 *  ticket's "Risk level: LOW", a reference's "01 (P0)"), which the findings reader would take for a finding's? */
export const templateFieldsOnly = (texts: readonly string[]): boolean => texts.length >= 1 && texts.every(templateField) && texts.some((t) => hasSeverity(t));
