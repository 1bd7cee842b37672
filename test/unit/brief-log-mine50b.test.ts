// A brief kept as a log of entries ("## CHECKPOINT" … "## CHECKPOINT (DEPLOY)", "## Session 2026-11-02"): its open items,
// when nothing says what to deliver, start with the newest entry's; the first of them is the first step. A plan of
// phases is no log: its first open item stays first. Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { renderedBrief, writtenSection } from '../helpers/written.js';

const section = (out: string, name: string) => writtenSection(out, name).trim();
const deliverAndFirst = (md: string) => {
  const { out } = renderedBrief(md);
  return [section(out, 'What to deliver'), section(out, 'First step')];
};

describe('a log of entries: the newest entry is where the work got to', () => {
  it.each([
    ['CHECKPOINT', 'CHECKPOINT (DEPLOY)', 'Goal', 'Pending'],
    ['Checkpoint 1', 'Checkpoint 2', 'Goal', 'Open'],
    ['检查点 1', '检查点 2', '目标', '待办'],
    ['Sitzung 1', 'Sitzung 2', 'Ziel', 'Offen'],
  ])('"## %s" then "## %s": the second one\'s open item first', (a, b, goal, pending) => {
    const md = `# Handoff\n\n## ${a}\n- ${goal}: fix the upload paths.\n- ${pending}:\n  - [x] Rewrite the paths.\n  - [ ] Check the endpoints in a browser.\n\n## ${b}\n- ${goal}: make the deploy reproducible.\n- ${pending}:\n  - [ ] Run \`npm run deploy:pages\`.\n  - [ ] Check production.\n`;
    const [deliver, first] = deliverAndFirst(md);
    expect(deliver.split('\n')).toEqual(['- Run `npm run deploy:pages`.', '- Check production.', '- Check the endpoints in a browser.']);
    expect(first).toBe('Run `npm run deploy:pages`.');
  });
  it('dated entries written newest first: the newest by its date', () => {
    const md = '# Handoff\n\n## Session 2026-11-05\n- [x] Merged the lexer.\n- [ ] Port the reader.\n\n## Session 2026-11-02\n- [x] Split the parser.\n- [ ] Benchmark the lexer.\n';
    expect(deliverAndFirst(md)[1]).toBe('Port the reader.');
  });
  it('a plan of phases is no log: its first open item stays the first step', () => {
    const md = '# Plan\n\n## Phase 1\n- [x] Split the parser.\n- [ ] Benchmark the lexer.\n\n## Phase 2\n- [ ] Port the reader.\n';
    expect(deliverAndFirst(md)[1]).toBe('Benchmark the lexer.');
  });
});
