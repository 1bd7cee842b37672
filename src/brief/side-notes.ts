// What is no one-line answer of a return though it is prose where the answer is read (QA 41 class 4): a side note
// ("Dead-code note for Dwight (T2): … not chased further.", "Anmerkung: …", "备注：…") and a paragraph that describes
// the file itself ("This file is a durable index for Codex investigations.", "Dieses Dokument sammelt …"). And a
// front-matter key that gives the whole review's status ("overall_status: fail"). Word lists: prompts/outcomes.txt
// (`side note:`, `about file:`, `verdict key:`). Pure apart from reading that file once.

import { readPrompt } from '../paths.js';
import { keyedLists, phraseAlternation } from './keyed-words.js';
import { labelOf } from './label.js';
import { lazyRegExp } from './lazy-regexp.js';

type Lists = Record<'side note' | 'about file' | 'verdict key', string[]>;
let lists: Lists | undefined;
const words = () => (lists ??= keyedLists(readPrompt('outcomes.txt'), ['side note', 'about file', 'verdict key']));

const NOTE = lazyRegExp(() => new RegExp(`^(?:[\\p{L}\\p{N}'’-]+[ \\t]+){0,2}(?:${phraseAlternation(words()['side note'])})(?![\\p{L}\\p{N}])|^[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]{0,4}(?:${phraseAlternation(words()['side note'])})`, 'iu'));
const ABOUT = lazyRegExp(() => new RegExp(`^(?:${phraseAlternation(words()['about file'])})(?![\\p{L}\\p{N}])|^(?:本文档|本文件|该文档|此文件|このファイル|この文書|このドキュメント)`, 'iu'));

/** A paragraph opened by a label that names a note aside ("Dead-code note for Dwight (T2): …", "**Side note:** …",
 *  "Anmerkung: …"): the note word among the label's first three words. */
export function sideNote(text: string): boolean {
  const s = text.replace(/^[ \t>]*(?:[-*+][ \t]+)?/, '').slice(0, 300);
  const l = labelOf(s);
  if (!l || l.bullet) return false;
  const label = l.label.replace(/[*_`]+/g, '').replace(/[(（][^()（）]*[)）]/gu, '').trim();
  return label.length > 0 && label.length <= 60 && NOTE.test(label);
}

/** A paragraph that opens by naming the document itself ("This file is …", "Ce document …", "このファイルは…"). */
export function aboutFile(text: string): boolean {
  return ABOUT.test(text.replace(/^[ \t>*_]+/, '').slice(0, 80));
}

/** A front-matter key that gives the whole review's status ("overall_status", "final-status", "Gesamtstatus"). */
export function verdictKey(key: string): boolean {
  const k = key.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return k.length <= 40 && words()['verdict key'].some((w) => w.toLowerCase() === k);
}
