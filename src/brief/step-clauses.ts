// A rule told in a clause of a next step, after the work it names: "2. Read `PLAN.md` first, then start M4; do not rerun
// M2.", "1. Fix the offset (script only, do not touch `feed/`).", "2. 先读 `PLAN.md`，然后开始 M4；不要重跑 M2。". A person
// reads the clause as a rule of the slice, as the same words opening an item are (lifted-lines.ts); the step stays a step.
// A clause is the text between a semicolon, a comma or a bracket (full-width ones too), outside code spans; it is a rule
// when it opens with a negation of brief.ruleLead ("do not", "never", "nicht", "不要", "禁止"). The first clause is the
// item's opening, read by the caller. After a comma outside brackets a bare "never" or "nicht" (brief.ruleLeadAdverb)
// opens a description as often as a rule ("…, never cached by the CDN, …"): there only a negation that asks, "do not",
// "不要", counts. Pure: the words come from the caller, the adverbs from prompts/headings.txt.

import { headingTable, toPhrase, type Phrase } from './headings.js';

type Opens = (p: Phrase, list: readonly Phrase[]) => string | null;

/** Where a clause ends: a semicolon or a comma before a blank, a full-width one, a bracket opening or closing. */
const CUT = /[;,][ \t]|[；，（）()]/gu;

/** The clauses of an item after its first that open with a negation (`strong`): each trimmed of its closing stop,
 *  with the negation it opens with. */
export function stepClauseRules(body: string, opens: Opens, strong: readonly Phrase[]): { text: string; lead: string }[] {
  if (body.length > 600 || !strong.length) return [];
  // (A code span is no place to cut: "`a, b`" is one value. Blanked to its length, so offsets stay the body's.)
  const masked = body.replace(/`[^`\n]*`/g, (m) => '`'.padEnd(m.length, 'x'));
  const out: { text: string; lead: string }[] = [];
  let start = 0;
  const cuts = [...masked.matchAll(CUT)].map((m) => ({ at: m.index!, len: m[0].length }));
  cuts.push({ at: body.length, len: 0 });
  // (Inside brackets the rule is about what stands before them, "**功效分析**（纯 harness，不要 GPU）": that, when short, leads it.)
  let opened = -1;
  let after = '';
  let asking: readonly Phrase[] | undefined;
  for (const [k, c] of cuts.entries()) {
    const clause = body.slice(start, c.at).trim().replace(/[.。!！]+$/u, '').trim();
    const about = opened >= 0 ? body.slice(0, opened).replace(/[*_]/g, '').trim() : '';
    const byComma = opened < 0 && (after === ',' || after === '，');
    start = c.at + c.len;
    const mark = body[c.at];
    after = mark ?? '';
    if (mark === '(' || mark === '（') opened = c.at;
    else if (mark === ')' || mark === '）') opened = -1;
    if (k === 0 || !clause) continue;
    const p = toPhrase(clause.replace(/[*_`]/g, ''));
    if (!p.cjk && p.words.length < 3) continue;
    const lead = opens(p, strong);
    if (lead && byComma && !opens(p, (asking ??= askingOf(strong)))) continue;
    if (lead) out.push({ text: about && about.length <= 40 ? `${about} — ${clause}` : clause, lead });
  }
  return out;
}

/** The negations of `strong` that ask, not describe: all but brief.ruleLeadAdverb's ("never", "nicht"), so "do not",
 *  "nicht ändern", "不要". */
function askingOf(strong: readonly Phrase[]): readonly Phrase[] {
  const adverbs = new Set((headingTable().get('brief.ruleLeadAdverb') ?? []).map((p) => p.flat));
  return strong.filter((p) => !adverbs.has(p.flat));
}
