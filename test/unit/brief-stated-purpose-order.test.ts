// Answers a brief states in shapes the reader did not read, so `new --body --no-input` asked for them:
// - the purpose in an opening blockquote ("> Goal: …", "> Ziel: …", "> Deliverable: …", above or right under the
//   title): the why, or what to deliver, by its label (opening-quote.ts);
// - a suggested order of the work after the hand-over ("## Suggested order after this hand-over", "## Empfohlene
//   Reihenfolge", "## 建议顺序"): its item 1 the first step, the list what is left (prompts/headings.txt);
// - a priority list ("## Priorities" / "1. … 2. …") with no other section of next steps: its item 1 the first step
//   (priority-list.ts); beside "## Next steps", those say where to start.
// Look-alikes held: a "> Note:" quote, a "> Goal:" quote further down, "## Build order", a priority list beside
// next steps. Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { missingRequired } from '../../src/brief/answers.js';
import { builtInKinds } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const task = kinds.get('task')!;
const read = (md: string) => importBrief(md, task);
const asked = (r: ReturnType<typeof read>) => missingRequired(task, r.answers).map((m) => m.flag);
const placed = (r: ReturnType<typeof read>) => JSON.stringify(r.placement);

const STEPS = '\n## Next steps\n\n1. Move `macros.ts` into its own module.\n2. Run the bench.\n';

describe('the purpose in an opening blockquote', () => {
  it.each([
    ['above the title (en)', '> Goal: finish the parser split so the macro table loads in one pass.\n\n# Parser split, part 2\n\n## Where we are\n\nThe lexer is split.\n', 'Goal: finish the parser split so the macro table loads in one pass.'],
    ['right under the title (en)', '# Parser split, part 2\n\n> Goal: finish the parser split so the macro table loads in one pass.\n\n## Where we are\n\nThe lexer is split.\n', 'Goal: finish the parser split so the macro table loads in one pass.'],
    ['in bold, over two lines (de)', '# Parser aufteilen\n\n> **Ziel:** die Aufteilung abschließen,\n> damit die Makrotabelle in einem Durchlauf lädt.\n\n## Stand\n\nDer Lexer ist getrennt.\n', '**Ziel:** die Aufteilung abschließen,\ndamit die Makrotabelle in einem Durchlauf lädt.'],
  ])('%s: is the why, its label kept, and leaves the Context', (_name, md, why) => {
    const r = read(md + STEPS);
    expect(r.answers.why, placed(r)).toBe(why);
    expect(asked(r), placed(r)).toEqual([]);
    expect(r.answers.context).not.toContain('Goal');
    expect(r.answers.context).not.toContain('Ziel');
    expect(r.placement.some((p) => p.to.includes('the opening quote'))).toBe(true);
  });
  it('"> Deliverable:" beside a stated why is what to deliver', () => {
    const r = read('# Parser split\n\n> Deliverable: a parser whose macro table loads in one pass.\n\n## Why\n\nStartup is slow.\n' + STEPS);
    expect(r.answers.why).toBe('Startup is slow.');
    expect(r.answers.deliver, placed(r)).toBe('Deliverable: a parser whose macro table loads in one pass.');
    expect(r.answers.firstStep).toBe('Move `macros.ts` into its own module.');
  });
  it('a "> Note:" quote, or a "> Goal:" quote further down, is no answer', () => {
    const note = read('> Note: this file is generated from the template.\n\n# Parser split\n\n## Where we are\n\nThe lexer is split.\n' + STEPS);
    expect(asked(note)).toContain('--why');
    expect(note.answers.context).toContain('Note: this file is generated');
    const later = read('# Parser split\n\nThe lexer is split.\n\n## Where we are\n\n> Goal: 3 goals in the last match, says the fixture.\n' + STEPS);
    expect(later.answers.why).not.toContain('3 goals');
  });
});

describe('a suggested order of the work after the hand-over', () => {
  const md = (h: string) => `# Parser split, part 2\n\n## Why\n\nStartup is slow because the macro table loads twice.\n\n## Done\n\n- lexer split\n\n## ${h}\n\n1. Move \`macros.ts\` into its own module.\n2. Run the bench.\n3. Update the docs.\n`;
  it.each([['Suggested order after this hand-over'], ['Empfohlene Reihenfolge'], ['建议顺序'], ['Ordre conseillé'], ['Рекомендуемый порядок']])('"## %s": item 1 is the first step, the list what is left', (h) => {
    const r = read(md(h));
    expect(asked(r), placed(r)).toEqual([]);
    expect(r.answers.firstStep).toBe('Move `macros.ts` into its own module.');
    expect(r.answers.deliver).toContain('3. Update the docs.');
  });
  it('"## Build order" of a system is no order of the work', () => {
    const r = read(md('Build order').replace('## Done', '## Deliver\n\nOne pass.\n\n## Done'));
    expect(r.answers.firstStep).toBe('');
    expect(r.answers.context).toContain('Update the docs');
  });
});

describe('a priority list', () => {
  const md = (h: string, more = '') => `# Parser split\n\n## Why\n\nStartup is slow because the macro table loads twice.\n\n## Context\n\nThe lexer is split.\n\n## ${h}\n\n1. Move \`macros.ts\` into its own module.\n2. Run the bench.\n${more}`;
  it.each([['Priorities'], ['Prioritäten'], ['Приоритеты'], ['优先级'], ['Prioridades']])('"## %s" with no section of next steps: item 1 is the first step', (h) => {
    const r = read(md(h));
    expect(asked(r), placed(r)).toEqual([]);
    expect(r.answers.firstStep).toBe('Move `macros.ts` into its own module.');
  });
  it.each([['Priorities'], ['Prioritäten'], ['优先级']])('"## %s" beside "## Next steps": the next steps say where to start; the priorities stay the Context', (h) => {
    const r = read(md(h, '\n## Next steps\n\n1. Profile the loader.\n2. Fix it.\n').replace('1. Move `macros.ts` into its own module.\n2. Run the bench.', '1. Correctness over speed.\n2. Keep the public API.'));
    expect(r.answers.firstStep, placed(r)).toBe('Profile the loader.');
    expect(r.answers.context).toContain('Correctness over speed.');
  });
  it('a heading that names what comes first still wins over a TODO list further down', () => {
    const r = read('# App\n\n## Context\nLive since Monday.\n\n## Top priority — user tests\n1. Invite the tester\n2. Collect reports\n\n## TODO later\n- [ ] Rotate the FTP password\n');
    expect(r.answers.firstStep, placed(r)).toBe('Invite the tester');
  });
});
