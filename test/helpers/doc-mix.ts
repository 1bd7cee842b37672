// Seeded documents that mix the blocks briefs and returns are written with, in several languages and
// dresses: section headings, bold and plain labels, labelled lists, status lines, findings lists and
// tables, review sub-headings, code fences, front matter, titles, neutral notes. A mix may be a clean
// brief, a clean return, or anything in between: what the classifier must decide the same way for lint,
// `new --body` and `return --body`. Same seed, same document.
//
//   const md = docMix(seed);

import { mulberry32 } from './gen.js';

/** Blocks a brief is written with (a section each, as heading, label or list). */
const BRIEF = [
  '## Why\nThe nightly backup skips databases with a dash in the name.',
  '## Warum\nDie nächtliche Sicherung überspringt Datenbanken.',
  '## Зачем\nСборка занимает 14 минут.',
  '## What to deliver\nEvery database dumped each night.',
  '## Done when\nA dump per database, dated today.',
  '## Critères d\'acceptation\nChaque base est sauvegardée.',
  '## First step\nRead ops/backup/nightly.sh lines 20-45.',
  '## Erster Schritt\nnightly.sh lesen.',
  '## 最初の一歩\nスクリプトを読む。',
  '## Context\nThe job runs at 02:00 on the db host.',
  '## Dead ends\n- quoting the name — the skip happens earlier',
  '## Pointers\n- `ops/backup/nightly.sh:20`',
  '## Out of scope\n- the weekly job',
  '**Why:** the backup skips dashed names.',
  '**Deliver:** a dump per database.',
  '🎯 **Goal:** every database dumped.',
  '**Next step:** read the script.',
  'Why: the backup skips dashed names.',
  'Done when: every database has a dump.',
  'Start by: reading nightly.sh.',
  '- Why: w\n- Deliver: d\n- First step: f',
];

/** Blocks a return is written with (a stated outcome, findings, the other return sections). */
const RETURN = [
  '## Outcome\nanswered — the skip is a regex bug',
  'Status: done',
  '**Status:** done',
  '**Status**: fixed',
  'Outcome: partial — 2 of 3',
  'Estado: completado',
  'Статус: частично',
  '状态：已完成',
  '✅ Done.',
  '## Findings\n- the regex drops dashed names [verified: test]\n- the log hides it [unverified]',
  'Findings:\n- a leak [unverified]\n- b leak [verified: heap snapshot]',
  '## Hallazgos\n\n| Severidad | Descripción |\n|---|---|\n| Alta | el IVA se redondea por línea |',
  '## Befunde\n- Schriften fehlen [verifiziert: Build]',
  '### Bug: cookie outlives the session\n\nmaxAge is 30 days.',
  '| Severity | Finding |\n|---|---|\n| High | the pager drops a page |',
  '- the pager drops the last page [verified: test]\n- the cache leaks [unverified]',
  '## Recommendations\n- pin the regex',
  '## Evidence\n- commit abc1234',
  '## Open questions\n- does the weekly job skip too?',
];

/** Blocks either may hold, or neither: notes, prose, code, quotes, a next-steps list. */
const NEUTRAL = [
  '## Notes\nA note.',
  '## Next steps\n- rerun the job',
  '## Nächste Schritte\n- den Job neu starten',
  '## Risks\n- the host is shared',
  'Closing remark.',
  'I looked at the job for an hour.',
  '```\n# comment\nnpm ci\n```',
  '```sh\nnpm test\n```',
  '> quoted from the log: skip db-1',
  '---',
];

const TITLES = ['# Nightly backup', '# Handoff: nightly backup skips', '# Review of the backup job', '# Notes on the importer', '# Findings: backup', '# Backup'];

/**
 * A document of 2-7 blocks drawn from all three lists (weighted so that clean briefs, clean returns and
 * mixes all come up), perhaps a title, front matter, every "## " one level deeper under a grouping
 * heading, or CRLF line ends.
 */
export function docMix(seed: number): string {
  const rand = mulberry32(seed);
  const int = (n: number) => Math.floor(rand() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const lean = rand(); // < 0.3 mostly brief, > 0.7 mostly return, else a mix
  const blocks: string[] = [];
  const n = 2 + int(6);
  for (let i = 0; i < n; i++) {
    const r = rand();
    const from = r < 0.2 ? NEUTRAL : lean < 0.3 ? (r < 0.85 ? BRIEF : RETURN) : lean > 0.7 ? (r < 0.85 ? RETURN : BRIEF) : r < 0.6 ? BRIEF : RETURN;
    blocks.push(pick(from));
  }
  let md = blocks.join('\n\n');
  if (rand() < 0.25) md = md.replace(/^## /gm, '### ').replace(/^/, '## Part one\n\n');
  if (rand() < 0.4) md = `${pick(TITLES)}\n\n${md}`;
  if (rand() < 0.15) md = `---\nbranch: fix/backup\n---\n${md}`;
  md += '\n';
  if (rand() < 0.2) md = md.replace(/\n/g, '\r\n');
  return md;
}
