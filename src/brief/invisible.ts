// Invisible characters that come in with copied text (a chat window's zero-width spaces, a word joiner,
// a byte-order mark in the middle of a file, a soft hyphen): they change no word a person reads, so no
// heading match, brief/return decision or word comparison may depend on them. Pure.
//
// Headings lose them (a heading is a name the tool matches and writes back under its own), body text keeps
// them (it is kept verbatim). The zero-width joiner and non-joiner stay between two characters of a
// script or symbol set where they carry meaning: an emoji sequence (👩‍💻), Persian and Indic spelling.
// Bidi marks stay: they order right-to-left text on screen. Matching (withoutFormat: normalizeHeading,
// contentWords) drops every format character (Unicode Cf).

import { lazyRegExp } from './lazy-regexp.js';

/** ASCII-only classes on purpose: a \p{…} class costs every command a compile (see lazy-regexp.ts). */
const ANY = /[\u00ad\u180e\u200b-\u200d\u2060-\u2064\ufeff]/;
// Where a joiner means something: Arabic to Myanmar (Persian, Indic, Sinhala, Thai…), emoji (symbols,
// variation selector 16, an astral character: after its low surrogate, before its high one). Between
// anything else it is a stray, inside a surrogate pair too.
const BEFORE = String.raw`[\u0600-\u10ff\u2600-\u27bf\ufe0f\udc00-\udfff]`;
const AFTER = String.raw`[\u0600-\u10ff\u2600-\u27bf\ud800-\udbff]`;
const INVISIBLE = lazyRegExp(() => new RegExp(String.raw`[\u00ad\u180e\u200b\u2060-\u2064\ufeff]|(?<!${BEFORE})[\u200c\u200d]|[\u200c\u200d](?!${AFTER})`, 'g'));

const FORMAT = lazyRegExp(() => /\p{Cf}/gu);

/** For matching only (headings.ts normalizeHeading, words.ts contentWords): every format character gone,
 *  bidi marks and joiners too. */
export const withoutFormat = (s: string): string => (/[^\x00-\x7f]/.test(s) ? s.replace(FORMAT, '') : s); // Cf is never ASCII

/** `s` without the invisible characters above (the same string when it holds none). */
export const withoutInvisibles = (s: string): string => (ANY.test(s) ? s.replace(INVISIBLE, '') : s);
