// Fields inherited down the heading tree. A finding that states no severity, verification or location of its own
// takes it from the nearest heading above it (a group's heading or bold label, at any depth) that states one:
// "## Possible findings, pending confirmation" > "1. **Model X:** needs checking" is not verified, "## Confirmed
// findings" > its table's rows are. Only words the document states: a heading that states nothing passes nothing,
// and the finding's own words always win (findings.ts findingData). Pure; the words are data in
// prompts/verification.txt ("group unverified", "group hedge", "group verified").

import { readPrompt } from '../paths.js';
import { headingTable, holdsPhrase, toPhrase, type Phrase } from './headings.js';
import { phraseWithQualifier } from './heading-rest.js';
import { lazyRegExp } from './lazy-regexp.js';

/** The value the nearest of `groups` (outermost first) states by `read`, or undefined when none states one. */
export function fromNearest<T>(groups: readonly string[], read: (heading: string) => T | undefined): T | undefined {
  for (let i = groups.length - 1; i >= 0; i--) {
    const v = read(groups[i]!);
    if (v !== undefined) return v;
  }
  return undefined;
}

interface GroupWords {
  unverified: Phrase[];
  hedge: Phrase[];
  verified: Phrase[];
  nouns: Set<string>;
}
let words: GroupWords | undefined;

/** prompts/verification.txt's group kinds, and the one-word nouns for findings of prompts/headings.txt. */
export function parseGroupWords(text: string): Omit<GroupWords, 'nouns'> {
  const out: Record<string, Phrase[]> = { 'group unverified': [], 'group hedge': [], 'group verified': [] };
  for (const raw of text.split('\n')) {
    const m = /^\s*(group unverified|group hedge|group verified)\s*:\s*(.*)$/.exec(raw);
    if (m) out[m[1]!]!.push(...m[2]!.split(',').map((w) => w.trim()).filter(Boolean).map(toPhrase));
  }
  return { unverified: out['group unverified']!, hedge: out['group hedge']!, verified: out['group verified']! };
}

function groupWords(): GroupWords {
  if (words) return words;
  const t = headingTable();
  const nouns = new Set([...(t.get('return.findingNouns') ?? []), ...(t.get('return.findings') ?? [])].filter((p) => !p.cjk && p.words.length === 1).map((p) => p.words[0]!));
  return (words = { ...parseGroupWords(readPrompt('verification.txt')), nouns });
}

/** A hedge word beside a noun for findings ("Possible issues", "Hallazgos posibles", "疑似问题"). */
function hedged(h: Phrase, w: GroupWords): boolean {
  return w.hedge.some((p) => {
    if (p.cjk || h.cjk) return p.flat !== '' && h.flat.includes(p.flat);
    if (p.words.length !== 1) return false;
    return h.words.some((x, i) => x === p.words[0] && (w.nouns.has(h.words[i + 1] ?? '') || w.nouns.has(h.words[i - 1] ?? '')));
  });
}

/** The verification a group's heading states for every finding under it: false for "pending confirmation",
 *  "flagged for review", "possible issues"; true for "confirmed findings"; undefined when it states none. */
export function groupVerification(heading: string): boolean | undefined {
  if (heading.length > 200) return undefined;
  // (Every finding of a group asks of the same headings: read each once.)
  if (said.has(heading)) return said.get(heading) ?? undefined;
  if (said.size > 2000) said.clear();
  const v = readVerification(heading);
  said.set(heading, v ?? null);
  return v;
}
const said = new Map<string, boolean | null>();
/** A heading closed by a bracketed qualifier ("… (all reproduced)", "…（已复现）"), and one whose qualifier holds a figure. */
const QUALIFIER = lazyRegExp(() => /[(（[][^()（）[\]\n]{1,80}[)）\]][^\p{L}\p{N}]*$/u);
const COUNTING_QUALIFIER = lazyRegExp(() => /[(（[][^()（）[\]\n]{0,80}\d[^()（）[\]\n]{0,80}[)）\]][^\p{L}\p{N}]*$/u);

function readVerification(heading: string): boolean | undefined {
  const w = groupWords();
  // A closing bracket states what became of the whole group as well as its words do ("## 2. Bugs (all reproduced)",
  // "## Findings (pending confirmation)"): toPhrase drops it from a heading's name, so it is read with it here.
  // Not one that counts ("## Bugs (3 of 5 reproduced)", "(2 confirmed, 1 not)"): a tally states it of some only.
  const h = QUALIFIER.test(heading) && !COUNTING_QUALIFIER.test(heading) ? phraseWithQualifier(heading) : toPhrase(heading);
  if (w.unverified.some((p) => holdsPhrase(h, p)) || hedged(h, w)) return false;
  if (w.verified.some((p) => holdsPhrase(h, p))) return true;
  return undefined;
}
