// handoff show <id>: one handoff's status, anchor, brief and every return, read back from the markdown.

import { join } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import { failure } from '../errors.js';
import { parseDoc, docSections } from '../brief/document.js';
import { returnFromDoc } from '../brief/read-return.js';
import { briefFromDoc } from '../brief/read-brief.js';
import { describeAnchor } from '../brief/render.js';
import { findingsData } from '../brief/findings.js';
import { redact } from '../brief/redact.js';
import { mapStrings } from '../brief/answers.js';
import { unpulled } from '../store/status.js';
import { damageProblem, type Store } from '../store/store.js';
import { age, formatRedactions, inlineText, shortTime } from '../ui/output.js';
import { QUOTE_RULE, findingLines, quotedDocument } from '../ui/report.js';
import { locateId } from './lookup.js';

export async function run(ctx: Ctx, opts: { json?: boolean; kind?: string }, idArg?: string): Promise<CommandResult> {
  const { store, id } = await locateId(ctx, idArg, { kind: opts.kind });
  const entry = await store.entry(id);
  const { record, events, status } = entry;
  const dir = join(store.dir, id);
  const problems: string[] = [];

  const briefMd = await store.readText(id, 'brief.md').catch((e: unknown) => {
    problems.push(damageProblem(e));
    return null;
  });
  const [closed, superseded, returns] = await Promise.all([
    events.closed ? store.readEvent(id, 'closed.json') : null,
    events.superseded ? store.readEvent(id, 'superseded.json') : null,
    readAll(store, id, events.returns, problems),
  ]);
  for (const n of events.orphans) problems.push(`return-${n}.md has no return-${n}.json`);
  for (const n of events.incomplete) problems.push(`return-${n}.json has no return-${n}.md (being written, or an interrupted write)`);
  const waiting = new Set(unpulled(events));

  if (!opts.json) {
    const out: string[] = [];
    // Everything from the records stays on its line: a record synced from another clone (or edited) is data.
    const one = (v: unknown) => inlineText(String(v));
    out.push(`${id} · ${one(record.kind)} · ${status}${status === 'closed' && closed?.reason ? ` (${inlineText(String(closed.reason))})` : ''}`);
    out.push(`Created: ${one(shortTime(String(record.created)))} (${age(record.created, ctx.now())} ago)${record.from ? ` by session ${inlineText(record.from)}` : ''}`);
    out.push(`Origin: ${one(describeAnchor(record.origin))}`);
    if (record.supersedes) out.push(`Supersedes: ${one(record.supersedes)}`);
    if (superseded?.by) out.push(`Superseded by: ${one(superseded.by)}`);
    const expect = record.expect && record.expect > 1 ? ` of ${record.expect} expected` : '';
    out.push(`Returns: ${events.returns.length}${expect}${waiting.size ? ` (${waiting.size} not pulled)` : ''}`);
    out.push(`Folder: ${dir}`);
    out.push(QUOTE_RULE, '');
    // The frame (like pull's): each document quoted under a heading of its own, its headings below ours.
    out.push('## Brief (brief.md)', '');
    out.push(...(briefMd === null ? [`(${problems[0]})`, ''] : quotedDocument('The brief', briefMd, { dropTitle: false })));
    for (const r of returns) {
      const parsed = returnFromDoc(parseDoc(r.markdown));
      const outcome = parsed.outcomeFound ? parsed.answers.outcome : r.record.answers?.outcome ?? 'no outcome';
      const when = typeof r.record.created === 'string' ? shortTime(r.record.created) : 'time unknown';
      out.push(`## Return ${r.n} (return-${r.n}.md) · ${one(outcome)} · ${one(when)} · ${waiting.has(r.n) ? 'not pulled' : 'pulled'}`, '');
      out.push(...findingLines(findingsData(parsed.answers.findings, parsed.layout.findingGroups)));
      out.push(...quotedDocument(`Return ${r.n}`, r.markdown));
    }
    out.push('## End of the handoff');
    const { text, redactions } = redact(out.join('\n') + '\n');
    ctx.io.out(text);
    if (redactions.length) ctx.io.err(`handoff: redacted from the output: ${formatRedactions(redactions)}\n`);
  }
  if (problems.length) {
    throw failure(`handoff ${id} is damaged: ${problems.join('; ')}`, `inspect ${dir}`, { id, problem: problems.join('; '), problems });
  }

  const brief = briefMd === null ? null : briefFromDoc(parseDoc(briefMd), { questions: [], template: '' });
  const json = mapStrings(
    {
      id,
      status,
      dir,
      record,
      events: { returns: events.returns, pulled: events.pulled, closed: closed ?? null, superseded: superseded ?? null },
      brief: briefMd === null ? null : { file: join(dir, 'brief.md'), markdown: briefMd, title: parseDoc(briefMd).title, sections: docSections(briefMd), answers: brief!.answers },
      returns: returns.map((r) => {
        const parsed = returnFromDoc(parseDoc(r.markdown));
        const answers = parsed.answers;
        // Typed findings, as return --json and pull --json give them, read from the markdown as it is now.
        return { n: r.n, file: join(dir, `return-${r.n}.md`), pulled: !waiting.has(r.n), record: r.record, markdown: r.markdown, sections: docSections(r.markdown), answers, findings: findingsData(answers.findings, parsed.layout.findingGroups), ...(parsed.layout.headingNotes ? { headingNotes: parsed.layout.headingNotes } : {}) };
      }),
    },
    (s) => redact(s).text,
  );
  return { json };
}

async function readAll(store: Store, id: string, numbers: number[], problems: string[]) {
  const all = await Promise.all(
    numbers.map((n) =>
      store.readReturn(id, n).then(
        (r) => ({ n, ...r }),
        (e: unknown) => {
          problems.push(damageProblem(e));
          return null;
        },
      ),
    ),
  );
  return all.filter((r): r is NonNullable<typeof r> => r !== null);
}
