// A second, looser reading of a brief's headings, for the sections the matcher (headings.ts) names no part
// of: people write a section's name inside a longer heading ("1. Ziel der App", "Empfohlene nächste
// technische Schritte", "Задача этой сессии: фаза 15", "Почему выбран этот подход", "Checks and rules",
// "Completed in last session"). Each rule reads the heading's structure, never one document's words:
//   - the label before a colon or a dash ("Задача этой сессии: …", "Goal — faster imports"),
//   - each part joined by "and", "&", "/", "·" (or "／", "＆" written full-width; "Проверки и правила", "Status & next steps"; a joining word
//     of the heading's own language: the "I" of "What I changed" is no Polish "i"),
//   - a phrase of two or more words with one word between two of its words ("nächste technische Schritte"),
//   - a question word that opens it, however long ("Why we are moving off cron", "Почему выбран этот подход"),
//   - a one-word phrase that heads a short heading: its first word in a heading of at most four words
//     ("Ziel der App", "Почему выбран этот подход"), or its last in one of at most three ("Session goal"),
//   - a compound word that ends in a word naming the section, the last of a short heading ("Patentgränser":
//     -gränser, limits; the words are data, `<key>Compound` lines of prompts/headings.txt),
//   - a heading that says the work is done ("Completed in last session", "Erledigte Aufgaben", "已完成功能")
//     is the state of the work (Context), whatever else it names ("Tasks done" is no task to deliver).
// Only a section no answer took is read so, and only for an answer nothing fills yet (brief-assignment.ts);
// placement says the heading was read loosely. Pure.

import { headingScore, headingTable, holdsKeyPhrase, toPhrase, type Phrase } from './headings.js';
import { normalizeHeading } from './sections.js';

/** Words that join two parts of a heading, in the languages the table knows (and "&", "/", "·", "+"): each
 *  with the languages it joins in when it is a word of other meaning elsewhere (English "What I changed",
 *  French "Ce qu'il y a à faire", "Travail en cours", Italian "i" the article); null, a joiner anywhere. */
const JOINERS = new Map<string, { in: string[]; not: string[] } | null>([
  ['and', null], ['und', null], ['et', null], ['и', null], ['та', null], ['ve', null], ['och', null], ['oraz', null],
  ['y', { in: ['es'], not: ['fr'] }],
  ['e', { in: ['pt', 'it'], not: [] }],
  ['i', { in: ['pl'], not: ['en', 'it'] }],
  ['en', { in: ['nl'], not: ['fr', 'es', 'en', 'de'] }],
]);
/** Words and letters that show a heading's language, for the joiners above (a short heading shows little:
 *  a joiner of no shown language joins when no language it means something else in is shown, and "en"
 *  only in Dutch). */
const LANGUAGE_WORDS: [string, RegExp][] = [
  ['en', /^(?:the|what|we|to|of|is|was|for|with|this|that|how|our|my|you|your|it|in|on|are|be|has|have|did|do|not|from|by|an|next|done|changed|still|left)$/u],
  ['fr', /^(?:le|la|les|des|du|de|que|qu|ce|pour|avec|est|il|à|au|aux|sur|dans|pas|ne|nous|fait|faire|prochaines|étapes)$/u],
  ['es', /^(?:el|la|los|las|del|de|que|para|por|con|es|lo|un|una|próximos|proximos|pasos|hacer)$/u],
  ['pt', /^(?:o|os|as|do|da|dos|das|de|que|para|por|com|não|nao|em|um|uma|próximos|proximos|passos|fazer|é)$/u],
  ['it', /^(?:il|gli|le|del|della|di|che|per|con|non|è|un|una|prossimi|passi|fare)$/u],
  ['pl', /^(?:do|na|w|z|się|dla|nie|co|jak|jest|cel|kroki|następne|zadania|pliki|kontekst|zakres|ryzyka|problemy|decyzje)$/u],
  ['nl', /^(?:de|het|van|een|voor|met|wat|nog|niet|te|volgende|stappen)$/u],
];
const LANGUAGE_LETTERS: [string, RegExp][] = [
  ['es', /[ñ¿¡]/u],
  ['pt', /[ãõç]/u],
  ['pl', /[ąęłńśźż]/u],
  ['fr', /[êûœç]/u],
  ['de', /[äöüß]/u],
];

/** The languages a heading's words and letters show. */
function languagesOf(heading: string, words: string[]): Set<string> {
  const out = new Set<string>();
  for (const [lang, re] of LANGUAGE_LETTERS) if (re.test(heading.toLowerCase())) out.add(lang);
  for (const w of words) for (const [lang, re] of LANGUAGE_WORDS) if (re.test(w)) out.add(lang);
  return out;
}

/** Whether a word joins two parts of this heading, in the heading's language. */
function joins(word: string, langs: Set<string>, original: string): boolean {
  if (!JOINERS.has(word)) return false;
  const j = JOINERS.get(word);
  if (!j) return true;
  if (j.in.some((l) => langs.has(l))) return true;
  if (j.not.some((l) => langs.has(l)) || word === 'en') return false;
  // (Nothing shows the language: an "I" written as the English pronoun is one, mid-heading.)
  return !(word === 'i' && /(?:^|\s)I(?:\s|$)/u.test(original) && original !== original.toUpperCase());
}
const CJK_JOINERS = /[和及与與と・、]/u;

/** The heading's parts a reader would name on their own: the label before a colon or a dash, the parts
 *  between joining words (each at most a few words). Empty when the heading has none. */
export function headingParts(heading: string): string[] {
  let parts = PARTS.get(heading);
  if (!parts) {
    if (PARTS.size > 5000) PARTS.clear();
    PARTS.set(heading, (parts = partsOf(heading)));
  }
  return parts;
}
const PARTS = new Map<string, string[]>();

function partsOf(heading: string): string[] {
  const out: string[] = [];
  // (Numbering and emoji off first: "2. Status: x" is labelled "Status".)
  const label = /^(.{2,60}?)\s*(?:[:：]|\s[—–-]\s)\s*\S/u.exec(heading.replace(/[*_`]+/g, ''));
  // (Not a colon inside brackets, "Salaire (`llx_salary`, obligatoires: `fk_user`)": the bracket's own, no label of the heading.)
  const open = (t: string) => (t.match(/[(（]/gu)?.length ?? 0) > (t.match(/[)）]/gu)?.length ?? 0);
  const own = label && !open(label[1]!) ? label[1]! : null;
  if (own) out.push(own);
  for (const h of own ? [own, heading] : [heading]) {
    const words = normalizeHeading(h).split(' ');
    const langs = languagesOf(h, words);
    const cut: string[][] = [[]];
    for (const w of words) {
      if (joins(w, langs, h)) cut.push([]);
      else cut[cut.length - 1]!.push(w);
    }
    if (cut.length > 1) for (const part of cut) if (part.length) out.push(part.join(' '));
    // (The full-width forms too, as Japanese and Chinese headings write them: "次回の再開ポイント／残タスク".)
    const flat = h.split(/\s*(?:&|\/|·|\+|／|＆|＋)\s*/u);
    if (flat.length > 1) for (const part of flat) if (part.trim()) out.push(part.trim());
    if (CJK_JOINERS.test(h)) for (const part of h.split(CJK_JOINERS)) if (part.trim()) out.push(part.trim());
  }
  // What a parenthetical says ("Незавершённая чистка (следующие шаги, низкий риск)"): each of its parts.
  // (Not one that only says whom the section is for, "(다음 작업자 참고)", "(for reference)", "(zur Info)": a note to
  // the reader, brief.referenceAside, which names no part of a brief; the rules under it stay what they are.)
  // (Nor one that only weighs or justifies it, "Contrats découverts (IMPORTANT)", "Bewusst NICHT im Plan (mit
  // Begründung)": brief.qualifierAside, the part whole; what the heading's own words name is what it is. Nor a part
  // that gives a value in code, "Employé (`llx_user`, `POST /users`, obligatoire: `login`)": a field of the data it
  // describes, the required one, no rule of the work. QA 56.)
  for (const g of heading.matchAll(/[(（]([^()（）]{2,80})[)）]/gu)) for (const part of g[1]!.split(/[,;，；、]/u)) if (part.trim() && !asideForReader(part) && headingScore(part, 'brief.qualifierAside') < 4 && !part.includes('`')) out.push(part.trim());
  // German written without its umlauts ("NAECHSTE SCHRITTE", "Aenderungen"): the heading with them.
  if (/[aou]e/i.test(heading) && !/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/u.test(heading)) out.push(heading.replace(/([AaOoUu])[eE]/g, (_m, v: string) => ({ a: 'ä', o: 'ö', u: 'ü', A: 'Ä', O: 'Ö', U: 'Ü' } as Record<string, string>)[v]!));
  return [...new Set(out)].filter((p) => normalizeHeading(p) !== normalizeHeading(heading));
}

/** Whether a parenthetical's part says only that it is for the reader's reference (brief.referenceAside, as whole
 *  words; a CJK phrase as characters). */
const asideForReader = (part: string): boolean => holdsKeyPhrase(toPhrase(part), 'brief.referenceAside');

/** A phrase of two or more words whose words stand in the heading in order with at most one other word
 *  between two of them, once ("nächste technische schritte" holds "nächste schritte"). */
function gapped(h: Phrase, p: Phrase): boolean {
  if (p.cjk || h.cjk || p.words.length < 2 || h.words.length <= p.words.length) return false;
  for (let i = 0; i + p.words.length <= h.words.length + 1; i++) {
    if (h.words[i] !== p.words[0]) continue;
    let at = i;
    let gaps = 0;
    let ok = true;
    for (let j = 1; j < p.words.length && ok; j++) {
      if (h.words[at + 1] === p.words[j]) at += 1;
      else if (gaps === 0 && h.words[at + 2] === p.words[j]) (at += 2), gaps++;
      else ok = false;
    }
    if (ok) return true;
  }
  return false;
}

/** A one-word phrase that heads a short heading: the first of at most four words, the last of at most
 *  three (counting the words words.ignore leaves out: "Ziel der App" has three). */
function heads(h: Phrase, p: Phrase): boolean {
  if (p.cjk || h.cjk || p.words.length !== 1) return false;
  const n = h.n ?? h.words.length;
  if (n < 2) return false;
  return (h.words[0] === p.words[0] && n <= 4) || (h.words[h.words.length - 1] === p.words[0] && n <= 3);
}

/** How loosely a heading names the phrases of `key` (0: not at all): 3 a part of it is a phrase, 2 a
 *  phrase with one word inside it, 1 a one-word phrase that heads it. Below every score of the matcher's
 *  own but its lowest (2: contains), so a heading it names stays named by it. */
export function looseScore(heading: string, key: string): number {
  const id = `${key}\u0000${heading}`;
  let n = SCORES.get(id);
  if (n === undefined) {
    if (SCORES.size > 5000) SCORES.clear();
    SCORES.set(id, (n = scoreLoosely(heading, key)));
  }
  return n;
}
const SCORES = new Map<string, number>();

function scoreLoosely(heading: string, key: string): number {
  const t = headingTable();
  // A word that opens a heading of any length and names its section so ("Why we are moving off cron",
  // "Почему выбран этот подход", "なぜこの構成か": brief.whyOpener): 2.
  const h0 = toPhrase(heading);
  for (const p of t.get(`${key}Opener`) ?? []) {
    if (p.cjk || h0.cjk ? p.flat !== '' && h0.flat.startsWith(p.flat) : p.words.length > 0 && p.words.every((w, j) => h0.words[j] === w)) {
      // (Not a question of why something shows as it does, "Pourquoi l'écran affiche « blocked »": an explanation,
      // read loosely as nothing of this key, not even by its opening word.)
      if (asksWhyItShows(h0, t.get(`${key}OpenerNot`) ?? [])) return 0;
      return 2;
    }
  }
  let best = 0;
  // A compound word of Swedish, German or Dutch that ends in a word naming the section, as the last word of a
  // short heading ("Patentgränser", "Sicherheitsregeln": brief.xCompound, field.xCompound in headings.txt): 1.
  if (!h0.cjk && h0.words.length > 0 && (h0.n ?? h0.words.length) <= 3) {
    const last = h0.words[h0.words.length - 1]!;
    for (const p of t.get(`${key}Compound`) ?? []) {
      const tail = p.words.length === 1 ? p.words[0]! : '';
      if (tail.length >= 5 && last.length >= tail.length + 3 && last.endsWith(tail)) best = 1;
    }
  }
  const label = t.get(`${key}Label`) ? `${key}Label` : null;
  for (const [i, text] of [heading, ...headingParts(heading)].entries()) {
    // (A part that is a phrase outright: 3. The heading itself matched nothing, or it would not be here.)
    // (Or, for a key with labels of its own, a part that is one: "## ⚠️ FIRST: unpushed commits".)
    // (Not one word in brackets inside a long heading, "1. THE MOUSE TURN SHAPE — IT IS STAGE 7 (AIM), NOT A BUG":
    // what the heading is about says more than its aside, so it names the part no better than a word heading it
    // does, 1, below a question word opening a heading or a phrase with a word inside it; QA 54 class 2.)
    if (i > 0 && (headingScore(text, key) >= 3 || (label && headingScore(text, label) >= 4))) {
      if (asideWord(heading, text)) best = Math.max(best, 1);
      else return 3;
    }
    const h = toPhrase(text);
    // (Both rules need words, and a phrase's first word among the heading's: looked up by it.)
    if (h.cjk) continue;
    const index = wordIndex(key);
    for (const w of new Set(h.words)) for (const p of index.get(w) ?? []) {
      if (gapped(h, p)) best = Math.max(best, 2);
      else if (best < 1 && heads(h, p)) best = 1;
    }
  }
  return best;
}

/** Whether `part` is one word said only in brackets inside a heading of more than four words outside them. */
function asideWord(heading: string, part: string): boolean {
  const p = toPhrase(part);
  if (p.cjk || p.words.length !== 1) return false;
  const outside = heading.replace(/[(（][^()（）]*[)）]/gu, ' ');
  const words = toPhrase(outside).words;
  return words.length > 4 && !words.includes(p.words[0]!);
}

/** A key's phrases written in words (not CJK), by their first word: built once per key. */
function wordIndex(key: string): Map<string, Phrase[]> {
  let index = INDEXES.get(key);
  if (!index) {
    index = new Map();
    for (const p of headingTable().get(key) ?? []) {
      if (p.cjk || !p.words.length) continue;
      const list = index.get(p.words[0]!);
      if (list) list.push(p);
      else index.set(p.words[0]!, [p]);
    }
    INDEXES.set(key, index);
  }
  return index;
}
const INDEXES = new Map<string, Map<string, Phrase[]>>();

/** Whether a heading says the work under it is done ("Completed in last session", "✅ Done", "Erledigte
 *  Aufgaben", "Что уже сделано", "已完成功能"): brief.doneState in prompts/headings.txt. */
export function saysDone(heading: string): boolean {
  let d = DONE.get(heading);
  if (d === undefined) {
    if (DONE.size > 5000) DONE.clear();
    DONE.set(heading, (d = readsDone(heading)));
  }
  return d;
}
const DONE = new Map<string, boolean>();

/** Whether a heading says the work under it is NOT done ("Noch nicht erledigt", "未完了の作業", "Not done yet"):
 *  a word of brief.doneState under a negation of brief.doneNot. Pending work, not the state. */
export function saysNotDone(heading: string): boolean {
  const h = toPhrase(heading);
  if (!h.words.length && !h.flat) return false;
  const holds = (p: Phrase) => (p.cjk || h.cjk ? p.flat !== '' && h.flat.includes(p.flat) : p.words.length > 0 && h.words.some((_w, i) => p.words.every((x, j) => h.words[i + j] === x)));
  const t = headingTable();
  return (t.get('brief.doneState') ?? []).some(holds) && (t.get('brief.doneNot') ?? []).some(holds);
}

function readsDone(heading: string): boolean {
  const h = toPhrase(heading);
  if (!h.words.length && !h.flat) return false;
  const holds = (p: Phrase) => (p.cjk || h.cjk ? p.flat !== '' && h.flat.includes(p.flat) : p.words.length > 0 && h.words.some((_w, i) => p.words.every((x, j) => h.words[i + j] === x)));
  const t = headingTable();
  // (Or, in Chinese and Japanese, a word of done state closing it, "M3 完成": brief.doneTail.)
  const closes = h.cjk && (t.get('brief.doneTail') ?? []).some((p) => p.flat !== '' && h.flat.endsWith(p.flat));
  // (Not the report handed back when the work is done, "## 完了報告に含めること", "## Completion report": brief.reportContents,
  // what is to be delivered, not work done.)
  // (Nor a done word that is an adjective of what follows it, "## Fixed rules": firm rules, nothing repaired;
  // brief.doneAdjective.)
  // (Nor one said only as a verb of what the work will do, "— completes the core loop": an English verb's present
  // tense (brief.doneVerbNow), its "-s" form written where the done word is not.)
  const raw = heading.toLowerCase().split(/[^\p{L}]+/u);
  const now = new Set((t.get('brief.doneVerbNow') ?? []).flatMap((q) => q.words));
  const said = (t.get('brief.doneState') ?? []).filter(holds);
  const onlyVerbs = !closes && said.length > 0 && said.every((p) => p.words.length === 1 && now.has(p.words[0]!) && raw.includes(`${p.words[0]}s`) && !raw.includes(p.words[0]!));
  return ((said.length > 0 && !onlyVerbs) || closes) && !(t.get('brief.doneNot') ?? []).some(holds) && !(t.get('brief.reportContents') ?? []).some(holds) && !(t.get('brief.doneAdjective') ?? []).some(holds);
}

/** Whether a heading asks why something shows as it does ("Pourquoi l'écran affiche « blocked »", "Why the badge says
 *  failed", "为什么界面显示 blocked": brief.whyOpener, then a word of brief.whyOpenerNot): an explanation of what a
 *  reader sees, never the reason for the work. */
export function explainsWhatShows(heading: string): boolean {
  const t = headingTable();
  const h = toPhrase(heading);
  const opens = (t.get('brief.whyOpener') ?? []).some((p) => (p.cjk || h.cjk ? p.flat !== '' && h.flat.startsWith(p.flat) : p.words.length > 0 && p.words.every((w, j) => h.words[j] === w)));
  return opens && asksWhyItShows(h, t.get('brief.whyOpenerNot') ?? []);
}

/** Whether a heading holds a word of `not` (brief.whyOpenerNot: "shows", "affiche", "显示"), as a word or, in CJK, inside. */
function asksWhyItShows(h: Phrase, not: readonly Phrase[]): boolean {
  return not.some((p) => (p.cjk || h.cjk ? p.flat !== '' && h.flat.includes(p.flat) : p.words.length > 0 && h.words.some((_w, i) => p.words.every((x, j) => h.words[i + j] === x))));
}
