// Pointers read from lines of other sections (lifted-lines.ts), through the built CLI: `handoff new task --body …
// --no-input --json`. A list item hard-wrapped over two source lines is one item: one pointer, whole, or none (never
// two half sentences, QA37 class 1 / QA38 class 5). A line that names a path but says where things stand ("Swift
// builds: ✅ (`swift build` clean)") or what to do to it ("Create `src/x.rs` …", "**Error Handling:** Use
// `try...catch` …") is no pointer. Near misses stay pointers: "- `src/cache.ts` — the cache key", "See
// `docs/adr/0007.md` for the rationale.", "Run `npm run bench` to compare."

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

function pointersOf(name: string, md: string): string[] {
  const r = runCli(['new', 'task', '--body', w.file(name, md), '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { json: string };
  return (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers.pointers;
}

const around = (heading: string, middle: string) =>
  `# Fix the export job\n\n## Why\nExports time out for big tenants.\n\n## Deliver\nExports stream in chunks.\n\n## ${heading}\n\n${middle}\n\n## Next step\nRun the export test.\n`;

describe('a hard-wrapped list item is one pointer, whole', () => {
  // A status told over the wrapped lines is read whole too, and gives its label and its places (pointer-form.ts): the
  // place on the third line is in the one pointer, never a half sentence of its own.
  it('English, indented, a status with its places: one pointer, the label and both places', () => {
    const item = '- **Stop hook fixed** (`~/bin/hook-stop.sh`) — `extract_section`\n  now falls back across schemas so the note is fed. Backup at\n  `~/bin/hook-stop.sh.bak`. Local script, not committed.';
    const ps = pointersOf('wrapped.md', around('Current Progress', item));
    expect(ps, JSON.stringify(ps)).toEqual(['Stop hook fixed: `~/bin/hook-stop.sh`, `~/bin/hook-stop.sh.bak`']);
  });
  const cases: [string, string, string, string][] = [
    ['Spanish, indented', 'Estado actual', '- **Listados**: `Etsy_Listing.md`, `packs/Listing_Rock.md`,\n  `marketing/Bundle_Listing.md`, según `seo/Keywords_Tags.md`.', '`seo/Keywords_Tags.md`'],
    ['German, not indented (lazy continuation)', 'Stand', '- Der Exporter liegt in `src/export/run.ts` und schreibt\nseine Protokolle nach `logs/export.log`.', '`logs/export.log`'],
  ];
  for (const [name, heading, item, tail] of cases) {
    it(name, () => {
      const ps = pointersOf('wrapped.md', around(heading, item));
      const whole = item.split('\n').map((l) => l.replace(/^- /, '').trim()).join(' ');
      expect(ps, JSON.stringify(ps)).toEqual([whole]);
      expect(ps[0]).toContain(tail);
    });
  }
});

describe('status lines and instructions naming a path are not pointers', () => {
  const cases: [string, string][] = [
    ['a status with a check mark', '- Swift builds: ✅ (`swift build` clean)'],
    ['a status sentence', '`just diagnose` clean. `just test`: **24/24 PASS**.'],
    ['an instruction (English)', '1. Create `crates/lx/src/stdlib/mymod.rs` with a `build()` function returning the module'],
    ['a practice under a bold label, code that is no file', '- **Error Handling:** Use `try...catch` blocks extensively around API calls and I/O.'],
    ['an instruction under a bold label (English)', '- **Debugging:** Utilize Pino logging at `trace` level, directing operational data to `wa-logs.txt`.'],
    ['an instruction (French)', '- Ajoute le module dans `src/stdlib/mod.rs` et son test dans `tests/mymod.lx`.'],
    ['an instruction (Spanish, wrapped)', '- **Pinterest**: subir los 18 pines (`marketing/pins/`) y enlazarlos a los\n  listings, según `marketing/Pinterest_Calendario.md`.'],
  ];
  for (const [name, text] of cases) {
    it(name, () => {
      const ps = pointersOf('not-pointer.md', around('Context', text));
      expect(ps, JSON.stringify(ps)).toEqual([]);
    });
  }

  const near: [string, string, string][] = [
    ['a file and what it is', '- `src/cache.ts` — the cache key', '`src/cache.ts` — the cache key'],
    ['a "see" sentence', 'See `docs/adr/0007.md` for the rationale.', 'See `docs/adr/0007.md` for the rationale.'],
    ['a command to run', 'The numbers drift. Run `npm run bench` to compare.', 'Run `npm run bench` to compare.'],
    ['a file to read (German)', '- Lies zuerst `docs/PLAN.md`, dort steht der ganze Plan für den Export.', 'Lies zuerst `docs/PLAN.md`, dort steht der ganze Plan für den Export.'],
    ['a relative path up a folder', '- The old exporter is in `../legacy/export.py`, kept for reference.', 'The old exporter is in `../legacy/export.py`, kept for reference.'],
  ];
  for (const [name, text, pointer] of near) {
    it(`near miss stays a pointer: ${name}`, () => {
      const ps = pointersOf('near.md', around('Context', text));
      expect(ps, JSON.stringify(ps)).toContain(pointer);
    });
  }
});

describe('a reference inside an item of the next steps is the step\'s own, not a pointer', () => {
  const steps: [string, string][] = [
    ['English, wrapped', '## Next steps\n1. Build the India page.\n2. **Resolve d3-vs-Plotly per component** (see `docs/CLAUDE.md` "Active Task"): prefer Plotly\n   where an equivalent exists; NO pydeck.\n'],
    ['German', '## Nächste Schritte\n1. Die Indien-Seite bauen.\n2. **Diagramme vereinheitlichen** (siehe `docs/PLAN.md`): Plotly bevorzugen.\n'],
  ];
  for (const [name, list] of steps) {
    it(name, () => {
      const ps = pointersOf('steps.md', `# Dashboard\n\n## Why\nThe dashboard lacks a region view.\n\n${list}`);
      expect(ps, JSON.stringify(ps)).toEqual([]);
    });
  }
  it('near miss: the same "see" item in the Context stays a pointer', () => {
    const ps = pointersOf('see-context.md', around('Context', '- The chart rules are settled (see `docs/PLAN.md` for the list).'));
    expect(ps, JSON.stringify(ps)).toContain('The chart rules are settled (see `docs/PLAN.md` for the list).');
  });
});

