// What `handoff pull` prints for a fan-out brief (new --expect N): the returns side by side, section by
// section, each item under the return that made it, with the findings more than one return made marked
// as agreed. Pure; the frame, the question and the drift are the single-return report's own.

import { describeAnchor, renderList, renderText } from '../brief/render.js';
import { oneLine } from '../brief/escape.js';
import { agreedTag, type SideBySide } from '../brief/fanout.js';
import { returnedLabel } from '../store/status.js';
import { reportHead, reportTail, type PullReport, type PulledReturn } from './report.js';
import { shortTime } from './output.js';
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

export function returnLabel(r: { n: number; from?: string }): string {
  return `Return ${r.n}${r.from ? ` (${oneLine(r.from)})` : ''}`;
}

function quote(text: string): string {
  return `"${clip(oneLine(text), MAX_QUOTE)}"`; // redacted, then cut
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
      'Each section shows what each return said in it. A finding marked `[agreed: returns …]` was made, in similar words, by more than one return: ' +
      'independent sessions converging is evidence, not proof. Read both wordings.',
    '',
  );

  out.push('### Outcome', '');
  for (const x of r.returns) {
    const head = [`**${returnLabel(x)}**`, x.outcome ?? 'no outcome', shortTime(x.created)].join(' · ');
    out.push(`- ${head}${x.answer ? ` — ${oneLine(x.answer)}` : ''}${x.fresh ? '' : ' (pulled before)'}`);
    if (x.anchor) out.push(`  Worked in: ${describeAnchor(x.anchor)}`);
  }
  out.push('');

  for (const sec of r.side.sections) {
    out.push(`### ${sec.heading}`, '');
    for (const ret of sec.returns) {
      out.push(`#### ${name(ret.n)}`, '');
      out.push(ret.items.length ? renderList(ret.items.map((i) => (i.agreed.length ? `${agreedTag(i.agreed)} ${i.text}` : i.text))) : '(nothing in this section)', '');
    }
  }
  for (const x of r.side.extra) {
    out.push(`### ${oneLine(x.heading)}`, '');
    for (const ret of x.returns) out.push(`#### ${name(ret.n)}`, '', ret.text ? renderText(ret.text) : '(empty)', '');
  }

  out.push('### Agreement', '');
  if (r.returns.length < 2) out.push('Only one return so far: agreement is checked once another is in.', '');
  else if (!r.side.agreements.length) out.push('No finding was made by more than one return.', '');
  else {
    const n = r.side.agreements.length;
    out.push(`${n} finding${n === 1 ? ' was' : 's were'} made by more than one return:`, '');
    for (const a of r.side.agreements) {
      out.push(`- returns ${a.returns.join(', ')}: ${a.findings.map((f) => `${quote(f.text)} (${f.n})`).join(' ~ ')}`);
    }
    out.push('');
  }
  out.push(...reportTail(r));
  return out.join('\n') + '\n';
}
