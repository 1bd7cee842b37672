// The content words of a sentence: what lint's restatement check and fan-out's agreement check compare.
// Pure.

import { withoutFormat } from './invisible.js';

const STOP = new Set('the a an and or of to in on for with is are was were be been it this that these those at by from as not no but if then so we you i our your its their can could should would will just also into than more most very there here what when which who how all any some only other'.split(' '));

/** Lower-case words of three or more letters or digits, stop words dropped, in order (repeats kept). */
export const contentWords = (s: string): string[] => {
  const t = withoutFormat(s).toLowerCase();
  // (Text all ASCII, as most is, through the ASCII letters and digits: the same words at half the cost of the u flag;
  // fan-out agreement reads 80,000 findings' words three times.)
  const words = /[^\x00-\x7f]/.test(t) ? t.match(/[\p{L}\p{N}_]{3,}/gu) : t.match(/[a-z0-9_]{3,}/g);
  return (words ?? []).filter((w) => !STOP.has(w));
};

/** A finding without its `[verified: how]` / `[unverified]` tag, which says how it was checked, not what. */
export const withoutTags = (s: string): string => s.replace(/\[(?:verified|unverified)[^\]]{0,1000}\]/gi, '');
