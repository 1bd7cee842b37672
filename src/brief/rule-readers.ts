// The constraints and prohibitions: sections of rules, of traps, and a failure that blocks the work. Pure.

import { namesBlocker, toldFailure } from './blocked-by.js';
import { headingParts } from './loose-headings.js';
import { nestedIn } from './section-body.js';
import { headingScore } from './headings.js';
import { sectionText } from './document.js';
import { addressesNextAgent, markedRequired, saysMustDo } from './heading-marks.js';
import { allRules, ruleListReading } from './lifted-lines.js';
import { namesTraps, trapTable, trapsMet } from './trap-sections.js';
import { allTaken, type Assignment, overlaps, ruleKeyOf } from './assignment-state.js';
import { namesConstraints } from './first-list-item.js';

/** A section under a heading that holds rules or given-up approaches as often as other text ("## Protocol",
 *  "## Anti-patterns — DO NOT", "## Notes", "## 备注": brief.ruleHeading) is what its items say
 *  (ruleListReading): a list of rules the kind's Constraints (else Already decided), a list of failed
 *  attempts Dead ends. Only a section no answer took, or one its heading's "DO NOT" made out of scope;
 *  a wire protocol's messages or notes of facts stay the Context (restIsContext). Before liftedListLines,
 *  so its rules are not copied a second time. */
export function ruleSections(st: Assignment): void {
  const { doc, a, more, targets, skip, flagged } = st;
  if (doc.marker) return;
  const ruleKey = ruleKeyOf(targets);
  const taken = allTaken(st);
  for (const x of doc.sections) {
    // (Or one its heading marks as required in capitals, "## Pflege (PFLICHT)": its rules whatever they are
    // written as, a paragraph too; heading-marks.ts.)
    // (Or one read as out of scope by an aside of its heading that names a step to be done, "## The mutation you
    // must run - I am naming it, do not choose your own": a must-do step is part of the work, a rule of it; QA 40 doc 05.)
    // (Or one read as out of scope only by a negation after a dash, "## Constraints — quoted, do not go looking for them":
    // the heading's head names the rules, the clause after the dash says how they are given.)
    const marked = x.level > 0 && !skip(x) && (markedRequired(x.heading) || (a.best.get(x) === 'outOfScope' && (saysMustDo(x.heading) || headNamesRules(x.heading))));
    // (Or notes for whoever takes the work over, every item a rule, "## Übergabehinweise" / "- Die Beschränkung auf eine
    // HTML-Datei ist verbindlich.": the constraints whole. With a fact among them, the rules are copied, liftedListLines.)
    const handover = x.level > 0 && !skip(x) && addressesNextAgent(x.heading) && allRules(sectionText(x.raw));
    if (x.level === 0 || skip(x) || !(marked || handover || namesRules(x.heading))) continue;
    const best = a.best.get(x);
    if ((taken.has(x) || best !== undefined) && best !== 'outOfScope') continue;
    if ([...taken].some((c) => c !== x && c.level > 0 && (nestedIn(x, c) || nestedIn(c, x)))) continue;
    const reading = marked || handover ? 'rules' : ruleListReading(sectionText(x.raw));
    const key = reading === 'rules' ? ruleKey : reading;
    if (!key || flagged.has(key)) continue;
    if (best !== undefined) {
      if (a.chosen.get(best) === x) a.chosen.delete(best);
      more.set(best, (more.get(best) ?? []).filter((c) => c !== x));
    }
    a.best.set(x, key);
    if (!a.chosen.has(key)) a.chosen.set(key, x);
    else more.set(key, [...(more.get(key) ?? []), x]);
  }
}

/** Whether a heading's head, before a spaced dash, names the rules ("Constraints — …", "Binding constraints — …") and
 *  says nothing of scope itself. */
function headNamesRules(heading: string): boolean {
  const head = /^(.{2,60}?)[ \t]+[—–-][ \t]+\S/u.exec(heading.replace(/[*_`]+/g, ''))?.[1];
  return head !== undefined && (namesConstraints(head) || headingScore(head, 'brief.decided') >= 4) && headingScore(head, 'brief.outOfScope') < 2;
}

/** Dead ends written as traps (trap-sections.ts): a section headed as traps met already ("## Traps already
 *  handled", "## これまでに踏んだ落とし穴"), or one headed as traps, or headed by no answer's name, whose table tells
 *  each trap as met and answered ("| Symptom | Cause | Fix |", "| Tried | Result |"): the dead ends, moved from the
 *  answer a word of its heading gave it (a trap is a constraint by its name alone). Not a section inside another
 *  an answer took, nor one a flag answers. */
export function trapSections(st: Assignment): void {
  const { doc, a, more, skip, flagged } = st;
  if (doc.marker || flagged.has('deadEnds')) return;
  const taken = allTaken(st);
  const { lines, literal } = doc.blocks;
  for (const x of doc.sections) {
    if (x.level === 0 || skip(x)) continue;
    const best = a.best.get(x);
    if (best === 'deadEnds') continue;
    const trap = namesTraps(x.heading);
    if (!trap && (best !== undefined || taken.has(x))) continue;
    if (!(trap && trapsMet(x.heading)) && !trapTable(lines, literal, x.start, x.end, !trap)) continue;
    if ([...taken].some((c) => c !== x && c.level > 0 && (nestedIn(x, c) || nestedIn(c, x)))) continue;
    if (best !== undefined) {
      // (The answer it leaves keeps its other sections: the next of them is its chosen one.)
      const rest = (more.get(best) ?? []).filter((c) => c !== x);
      if (a.chosen.get(best) === x) {
        a.chosen.delete(best);
        if (rest.length) a.chosen.set(best, rest.shift()!);
      }
      more.set(best, rest);
    }
    a.best.set(x, 'deadEnds');
    if (!a.chosen.has('deadEnds')) a.chosen.set('deadEnds', x);
    else more.set('deadEnds', [...(more.get('deadEnds') ?? []), x]);
  }
}

/** A section that names what stands in the work's way and tells a failure there ("## What's in our way" / "The
 *  reindex call fails with a 413"; blocked-by.ts): a dead end, not the Context. Only a section no answer took. */
export function blockedByFailure(st: Assignment): void {
  const { doc, a, more, skip, flagged } = st;
  if (doc.marker || flagged.has('deadEnds')) return;
  const taken = allTaken(st);
  for (const x of doc.sections) {
    if (x.level === 0 || skip(x) || taken.has(x) || a.best.has(x) || overlaps(x, taken) || !namesBlocker(x.heading) || !toldFailure(sectionText(x.raw))) continue;
    a.best.set(x, 'deadEnds');
    if (!a.chosen.has('deadEnds')) a.chosen.set('deadEnds', x);
    else more.set('deadEnds', [...(more.get('deadEnds') ?? []), x]);
  }
}

/** Whether a heading, or a part of it a reader names on its own ("Антипаттерны — НЕ ДЕЛАТЬ"), is one of
 *  brief.ruleHeading. */
const namesRules = (h: string) => headingScore(h, 'brief.ruleHeading') >= 3 || headingParts(h).some((p) => headingScore(p, 'brief.ruleHeading') >= 4);
