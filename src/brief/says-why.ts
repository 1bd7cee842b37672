// Whether a text a brief's reader would derive an answer from says that answer at all. A derived why (a summary, the
// intro, the first section, an overview's sentence) must give a reason or state what is wrong or wanted; a text that
// says there is nothing ("Aucune tâche en attente. Module complet.") is no answer; a heading of another role
// ("## Blocages/Problemes", "## Deploy (mandatory)") is never the why. Words are data in prompts/headings.txt
// (brief.whyCue, brief.leadWhy, brief.problemCue, brief.failsCue, brief.orientation, brief.written, brief.statusLine,
// brief.announce, brief.otherRole, brief.nothingLeft, brief.nothingDone). Pure.

import { headingScore, headingTable, toPhrase, type Phrase } from './headings.js';
import { headingParts } from './loose-headings.js';
import { holdsAny } from './lifted-lines.js';
import { splitSentences } from './sentences.js';

/** The sentences of a text: a stop before a blank or the end, or a CJK stop, ends one ("src/config", "3.5" none);
 *  so does a line break between list items or paragraphs. Markup of a list item or a quote is no part of it. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n/)) {
    const l = line.replace(/^[ \t>]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?:\[[ xX]\][ \t]+)?/, '').trim();
    if (!l) continue;
    out.push(...splitSentences(l, { semicolon: true, marks: false }));
  }
  return out;
}

const table = (key: string): readonly Phrase[] => headingTable().get(key) ?? [];

/** Whether a sentence opens with one of the phrases (whole words; a CJK phrase: its characters), markup aside. */
export function opensWith(sentence: string, list: readonly Phrase[]): boolean {
  return openingOf(sentence, list) !== null;
}

/** The words of a sentence after the longest phrase it opens with (null: it opens with none). */
function openingOf(sentence: string, list: readonly Phrase[]): string[] | null {
  const p = toPhrase(sentence.replace(/[*_`]/g, ''));
  let rest: string[] | null = null;
  for (const q of list) {
    if (q.cjk || p.cjk) {
      if (q.flat !== '' && p.flat.startsWith(q.flat)) return [];
    } else if (q.words.length > 0 && q.words.every((w, i) => p.words[i] === w) && (!rest || p.words.length - q.words.length < rest.length)) rest = p.words.slice(q.words.length);
  }
  return rest;
}

/** Whether a text gives a reason or a purpose ("because", "so that", "the problem is": brief.whyCue, brief.leadWhy) or
 *  states what is wrong or wanted ("never get their export", "Finance needs …", "fails with a 413": brief.problemCue,
 *  brief.failsCue). A text that only says what the project is ("A CLI that exports billing data to CSV.") does not,
 *  nor one that is mostly a command to run (onlyACommand). */
export function saysWhy(text: string): boolean {
  const t = text.slice(0, 4000);
  // (A command to run is no reason, whatever need its line states: onlyACommand.)
  if (onlyACommand(t)) return false;
  return ['brief.whyCue', 'brief.leadWhy', 'brief.problemCue', 'brief.failsCue'].some((k) => holdsAny(t, table(k)) !== null);
}

/** Whether a text is a command to run more than a reason: it holds a code block (a fence), its lines of code are as
 *  many as its lines of prose at least, and that prose gives no reason nor tells a failure (brief.whyCue,
 *  brief.leadWhy, brief.failsCue: "ユーザーのPCで下記を実行すること。変更を反映するには必ずこの手順が必要。" over
 *  `node deploy-all.js`, "Run this before anything else:" over `make setup`). A need to run it (brief.problemCue:
 *  "必要", "needed") or a purpose (brief.purposeCue: "damit", "so that") is the command's, not the work's. "The export
 *  fails:" over its error still tells a failure. */
export function onlyACommand(text: string): boolean {
  const lines = text.replace(/\r/g, '').split('\n');
  let fence: string | null = null;
  let code = 0;
  const prose: string[] = [];
  for (const l of lines) {
    const m = /^[ \t]*(`{3,}|~{3,})/.exec(l);
    if (m && (fence === null || m[1]!.startsWith(fence))) {
      fence = fence === null ? m[1]! : null;
      code++;
      continue;
    }
    if (fence !== null) code++;
    else if (l.trim()) prose.push(l);
  }
  if (code === 0 || code < prose.length) return false;
  const t = noFalseCue(prose.join('\n'));
  // (A purpose there is the command's, "damit Änderungen wirken", "so that the change takes effect": brief.purposeCue.)
  const purpose = new Set(table('brief.purposeCue').map((q) => q.flat));
  const reason = [table('brief.whyCue').filter((q) => !purpose.has(q.flat)), table('brief.leadWhy'), table('brief.failsCue')];
  return reason.every((list) => holdsAny(t, list) === null);
}

/** Whether a text addresses the reader or describes the repository or the document ("You are waking mid-process, not
 *  starting fresh.", "This document is everything you need to build the frontend": its first sentence opens with a
 *  phrase of brief.orientation) and no sentence of it gives a reason or tells a failure (brief.whyCue, brief.leadWhy, brief.failsCue: "You are picking
 *  this up because …", "… so deploys fail late"). An orientation, never the why; "everything you need" states no need of the work. */
export function orientsReader(text: string): boolean {
  const all = sentencesOf(text.slice(0, 4000));
  const first = all[0];
  if (first === undefined || !opensWith(first, table('brief.orientation'))) return false;
  // (The first sentence's purpose is the document's, "This file is for handing to the next session", "このファイルは
  // 次のセッションに渡すためのものです", "이 문서는 … 전달하기 위해 …": a purpose word there (brief.purposeCue) gives no
  // reason for the work; a reason word does, "This handoff exists because the export times out".)
  const purpose = new Set(table('brief.purposeCue').map((q) => q.flat));
  const cues = ['brief.whyCue', 'brief.leadWhy', 'brief.failsCue'].map((k) => table(k));
  const ownCues = cues.map((list) => list.filter((q) => !purpose.has(q.flat)));
  return ownCues.every((list) => holdsAny(noFalseCue(first), list) === null) && all.slice(1).every((x) => cues.every((list) => holdsAny(noFalseCue(x), list) === null));
}

/** Whether a sentence of an intro gives no reason for the work, only what the document is, is for or when it was
 *  written ("Tento soubor slouží k navázání v novém chatu.", "Skriven 2026-09-29 för att fortsätta arbetet …",
 *  "Written on day 5 to continue …": it opens with a phrase of brief.orientation or brief.written), a bare status
 *  ("All tests pass.", "Pipeline đã chạy xong toàn bộ.": six words at most holding a phrase of brief.statusLine,
 *  nothing wrong or wanted in them), or an announcement of something to read ("But there is a finding you must read
 *  first.": brief.announce). Not one that gives a reason itself (brief.whyCue but a purpose word, brief.leadWhy,
 *  brief.failsCue: "This handoff exists because the export times out"). */
export function givesNoReason(sentence: string): boolean {
  const t = noFalseCue(sentence);
  const purpose = new Set(table('brief.purposeCue').map((q) => q.flat));
  const reason = [table('brief.whyCue').filter((q) => !purpose.has(q.flat)), table('brief.leadWhy'), table('brief.failsCue')];
  if (reason.some((list) => holdsAny(t, list) !== null)) return false;
  if (opensWith(sentence, table('brief.orientation')) || opensWith(sentence, table('brief.written'))) return true;
  if (holdsAny(t, table('brief.announce')) !== null) return true;
  const words = sentence.replace(/[*_`]/g, '').trim().split(/\s+/).length;
  // (A short sentence that opens with a hand-over's name, "Übergabe an die nächste Session.", "Handoff for the next
  // session", "Passation à la prochaine session", "交接给下一个会话": a label of the document, as its title would be
  // (title.brief), no reason for the work.)
  if (words <= 8 && opensWith(sentence, handOverNames()) && holdsAny(t, table('brief.problemCue')) === null) return true;
  return words <= 6 && holdsAny(t, table('brief.statusLine')) !== null && holdsAny(t, table('brief.problemCue')) === null;
}

/** Whether every sentence of a text says how to use the document itself ("Use the text below as the goal command's
 *  input.", "以下を goal コマンドの入力として使う。", "Utilisez le texte ci-dessous comme prompt."): it holds what the text
 *  serves as (brief.usageNote) and names the text (brief.usageSubject), and gives no reason (brief.whyCue but a purpose
 *  word, brief.leadWhy, brief.failsCue). Such a note is no why, though it stands first in the intro. */
export function notesUsage(text: string): boolean {
  const all = sentencesOf(text.slice(0, 2000));
  if (!all.length || all.length > 3) return false;
  const purpose = new Set(table('brief.purposeCue').map((q) => q.flat));
  const reason = [table('brief.whyCue').filter((q) => !purpose.has(q.flat)), table('brief.leadWhy'), table('brief.failsCue')];
  return all.every((x) => holdsAny(x, table('brief.usageNote')) !== null && holdsAny(x, table('brief.usageSubject')) !== null && reason.every((list) => holdsAny(noFalseCue(x), list) === null));
}

/** The names of a hand-over (title.brief) but the word "brief" itself, which opens plain sentences too ("Brief
 *  outages hit the export nightly"). */
function handOverNames(): readonly Phrase[] {
  return table('title.brief').filter((q) => q.flat !== 'brief');
}

/** A sentence without the words that hold a cue's characters and say none (brief.whyCueNot: "ものです" holds "ので"
 *  and gives no reason). */
function noFalseCue(sentence: string): string {
  let t = sentence;
  for (const q of table('brief.whyCueNot')) if (q.flat) t = t.split(q.flat).join(' ');
  return t;
}

/** Whether a heading, or a part of it a reader names on its own ("Blocages" of "Blocages/Problemes"), names another
 *  role than why the work exists (blockers, commands, deploy, setup, environment, the session's summary or status:
 *  brief.otherRole). A heading that is a why's name whole ("## Problem", "## Background") names none. */
export function namesOtherRole(heading: string): boolean {
  if (headingScore(heading, 'brief.why') >= 4) return false;
  return headingScore(heading, 'brief.otherRole') >= 3 || headingParts(heading).some((p) => headingScore(p, 'brief.otherRole') >= 4) || statesRule(heading);
}

/** Whether a heading states a rule: a clause of it (between colons, commas, dashes) opens with a word of
 *  prohibition (brief.ruleLead: "Your immediate mode: DISCUSS, don't code", "Nie direkt pushen", "Ne jamais
 *  toucher la prod", "Никогда не трогать прод", "不要直接提交"). A Constraint's heading, whatever its section says
 *  of what someone wants. */
function statesRule(heading: string): boolean {
  const lead = table('brief.ruleLead');
  return heading.split(/[:：,，;；、]|\s[—–-]\s/u).some((c) => c.trim() !== '' && opensWith(c.trim(), lead));
}

/** Whether a text says there is nothing: its first sentence opens with a phrase of brief.nothingLeft ("Nothing left to
 *  do.", "Aucune tâche en attente.", "Keine offenen Aufgaben", "无"), and every other sentence does too or says it is
 *  done ("Module complet.": brief.nothingDone, in a sentence of at most four words); a first sentence of six words
 *  at most, four beyond its phrase, that does not go on to say of what ("None of the exports finish.") nor after
 *  a colon ("Nothing fancy: ship the cache."). */
export function statesNothing(text: string): boolean {
  const s = sentencesOf(text);
  if (!s.length || s.length > 4 || text.split(/\s+/).length > 40) return false;
  const none = table('brief.nothingLeft');
  const done = table('brief.nothingDone');
  // (A long first sentence says something; so does one that says of what: "None of the exports finish.", "Aucune des
  // exportations ne termine.", "Ничего из этого не работает.")
  const rest = openingOf(s[0]!, none);
  // (Raw words: the matcher drops "of", "des", "der" after a first word.)
  const raw = s[0]!.replace(/[*_`]/g, '').trim().split(/\s+/);
  const partitive = raw[1] !== undefined && table('brief.partitive').some((q) => q.words[0] === toPhrase(raw[1]!).words[0]);
  // (Nor one that goes on after a colon or a dash, "Nothing fancy: ship the cache.", or says more than four words
  // beyond its phrase.)
  if (!rest || rest.length > 4 || raw.length > 6 || partitive || /[:：]|\s[—–-]\s/.test(s[0]!)) return false;
  return s.slice(1).every((x) => opensWith(x, none) || (x.split(/\s+/).length <= 4 && holdsAny(x, done) !== null));
}

/** Whether a text says there is no task to take up: its first paragraph opens with a sentence of brief.noTask ("Ready
 *  for new tasks.", "Kein konkreter nächster Schritt definiert.", "次の指示待ち。"), four words at most beyond its phrase
 *  and not going on after a colon ("No task defined: ask first" still says nothing; "Waiting for instructions: the
 *  export." names one). The paragraphs after it (candidates the user might pick, a list of ideas) assign nothing. */
export function saysNoTask(text: string): boolean {
  const para = text.replace(/\r/g, '').trim().split(/\n[ \t]*\n/)[0] ?? '';
  if (para.split(/\s+/).length > 40) return false;
  // (Emphasis aside: a bold sentence, "**Kein konkreter nächster Schritt definiert.** Nutzer fragen …", ends at its stop.)
  const first = sentencesOf(para.replace(/\*\*|__/g, ''))[0];
  if (first === undefined || /[:：]\s*\S/.test(first)) return false;
  const rest = openingOf(first, table('brief.noTask'));
  return rest !== null && rest.length <= 4;
}
