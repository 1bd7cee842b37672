// What `handoff pull` prints for a fan-out brief (new --expect N): the returns side by side, section by
// section, each item under the return that made it, with the findings more than one return made marked
// as agreed. Pure; the frame, the question and the drift are the single-return report's own.

import { describeAnchor, renderList, renderText } from '../brief/render.js';
import { oneLine } from '../brief/escape.js';
import { agreedTag, type SideBySide } from '../brief/fanout.js';
import { returnedLabel } from '../store/status.js';
import { labelText, quoteLines, reportHead, reportTail, type PullReport, type PulledReturn } from './report.js';
import { inlineText, shortTime } from './output.js';
import { clip } from './edge.js';

export interface FanoutReturn extends PulledReturn {
  /** The returning session's label ($HANDOFF_SESSION), when it had one. */
  from?: string;
  /** Not pulled before this report. */
  fresh: boolean;
}

export interface FanoutReport extends Omit<PullReport, 'returns' | 'expect'> {
  expect: number;
  /** Every return in, fresh or pulled before: agreement is only seen with all of them. */
  returns: FanoutReturn[];
  side: SideBySide;
}

const MAX_QUOTE = 100;

/** "Return 2 (session claude-review)": the label is the returning session's, so it is cut to one
 *  short line without backticks or parentheses that could pass for the frame's own text. */
export function returnLabel(r: { n: number; from?: string }): string {
  const from = r.from ? labelText(r.from, 40) : '';
  return `Return ${r.n}${from ? ` (session ${from})` : ''}`;
}

/**
 * One return's items of a section. The tool's marks are never inside a quote: an item more than one
 * return made is quoted on its own, under the unquoted `[agreed: returns …]` line; the items between
 * are quoted together. So a return that writes "[agreed: returns 1, 2]" in its text shows it quoted,
 * where no mark of the tool ever is.
 */
export function quotedItems(items: { text: string; agreed: number[] }[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length) out.push(quoteLines(renderList(run)), '');
    run = [];
  };
  for (const i of items) {
    if (!i.agreed.length) {
      run.push(i.text);
      continue;
    }
    flush();
    out.push(agreedTag(i.agreed), quoteLines(renderList([i.text])), '');
  }
  flush();
  return out;
}

export function formatFanoutPull(r: FanoutReport): string {
  const fresh = r.returns.filter((x) => x.fresh).length;
  const out = reportHead({ ...r, totalReturns: r.returns.length }, fresh);
  const label = returnedLabel(r.returns.length, r.expect);
  const missing = r.expect - r.returns.length;
  const byN = new Map(r.returns.map((x) => [x.n, x]));
  const name = (n: number) => returnLabel(byN.get(n) ?? { n });

  out.push(`## Returns side by side (${label})`, '');
  out.push(
    `${r.returns.length === 1 ? 'One return so far' : `${r.returns.length} independent returns`} to the same brief${missing > 0 ? `; ${missing} more expected` : ''}. ` +
      'Each section shows what each return said in it, quoted. A finding with the unquoted line `[agreed: returns …]` just above it was made, in similar words, by more than one return: ' +
      'independent sessions converging is evidence, not proof. Read both wordings. The same text inside a quote is the return\'s own, not a mark of handoff.',
    '',
  );

  out.push('### Outcome', '');
  for (const x of r.returns) {
    out.push(`#### ${[returnLabel(x), inlineText(x.outcome ?? 'no outcome'), inlineText(shortTime(String(x.created)))].join(' · ')}${x.fresh ? '' : ' (pulled before)'}`, '');
    if (x.anchor) out.push(`Worked in: ${inlineText(describeAnchor(x.anchor))}`, '');
    out.push(x.answer ? quoteLines(oneLine(x.answer)) : '(no answer line)', '');
  }

  for (const sec of r.side.sections) {
    out.push(`### ${sec.heading}`, '');
    for (const ret of sec.returns) {
      out.push(`#### ${name(ret.n)}`, '');
      out.push(...(ret.items.length ? quotedItems(ret.items) : ['(nothing in this section)', '']));
    }
  }
  // A section only some returns have: its heading is theirs, so it is named without the marks of the frame, never a heading of it.
  for (const x of r.side.extra) {
    out.push(`### Another section of the returns: "${labelText(x.heading, 80)}"`, '');
    for (const ret of x.returns) out.push(`#### ${name(ret.n)}`, '', ret.text ? quoteLines(renderText(ret.text)) : '(empty)', '');
  }

  out.push('### Agreement', '');
  if (r.returns.length < 2) out.push('Only one return so far: agreement is checked once another is in.', '');
  else if (!r.side.agreements.length) out.push('No finding was made by more than one return.', '');
  else {
    const n = r.side.agreements.length;
    out.push(`${n} finding${n === 1 ? ' was' : 's were'} made by more than one return:`, '');
    // Which return said it is the tool's, unquoted; what it said is quoted under it.
    for (const a of r.side.agreements) {
      out.push(`- returns ${a.returns.join(', ')}:`);
      for (const f of a.findings) out.push(`  - ${name(f.n)}:`, `    > ${clip(oneLine(f.text), MAX_QUOTE)}`);
    }
    out.push('');
  }
  out.push(...reportTail(r));
  return out.join('\n') + '\n';
}
