// A GitHub Copilot CLI checkpoint (its compaction summary), synthetic, for the snap57 tests: its parts, each tag alone
// on its lines and no wrapper, then its one-line title; and the same parts exported under a markdown heading.

const partLines = (workDone: string[]): string[] => [
  '<overview>',
  'The user wants the nightly export to stop dropping rows whose note holds a newline. Diagnose first, then fix.',
  '</overview>',
  '',
  '<history>',
  '1. The user reported 12 rows missing from the export.',
  '   - Counted the rows in the database and in the file.',
  '</history>',
  '',
  '<work_done>',
  '- [x] Reproduced with a two-row fixture',
  ...workDone,
  '- [ ] Root-cause the split',
  '</work_done>',
  '',
  '<technical_details>',
  '- The writer quotes commas but not newlines.',
  '</technical_details>',
  '',
  '<important_files>',
  '- `src/export/csv.ts`',
  '  - Why: writes each row.',
  '</important_files>',
  '',
  '<next_steps>',
  '1. Quote fields that hold a newline in `src/export/csv.ts`.',
  '2. Add the two-row fixture as a test.',
  '</next_steps>',
];

/** The checkpoint as Copilot CLI writes it (`workDone`: more lines for its "<work_done>"). */
export const copilotCheckpoint = (workDone: string[] = []): string => [...partLines(workDone), '', '<checkpoint_title>Export drops rows with newlines</checkpoint_title>', ''].join('\n');

/** Its parts exported under "## Durable Session Summary" of a titled markdown document, as session curators save it. */
export const exportedCheckpoint = (workDone: string[] = []): string => ['# Copilot Session Checkpoint Export', '', '**Session ID:** `abc`', '', '## Durable Session Summary', '', ...partLines(workDone), ''].join('\n');
