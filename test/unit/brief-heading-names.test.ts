// A brief's heading that is just one of its section's own names in prompts/headings.txt ("## 第一步" filling
// First step, "## 背景" filling Why, "## Key files" filling Pointers) says nothing the tool's heading does not:
// no "*From the heading: …*" line is written for it (heading-rest.ts headingIsSectionName). A heading that says
// more than the name (a qualifier, a topic) keeps its line, and so does a name that is also another section's
// ("## Goal" read as what to deliver beside a why: which reading the writer meant is the heading's to say).

import { describe, expect, it } from 'vitest';
import { renderedBrief } from '../helpers/written.js';

const written = renderedBrief;

describe('a heading that is its section\'s own name writes no heading line', () => {
  it.each([
    ['背景', 'Why this slice exists', '潮汐表每天晚一小时。'],
    ['2. 背景', 'Why this slice exists', '潮汐表每天晚一小时。'],
    ['Hintergrund', 'Why this slice exists', 'Die Gezeitentabelle geht eine Stunde nach.'],
    ['Предыстория', 'Why this slice exists', 'Таблица приливов отстаёт на час.'],
  ])('"## %s" fills %s alone', (h, section, text) => {
    const { out } = written(`# 潮汐表\n\n## ${h}\n${text}\n\n## Deliver\nA table in local time.\n\n## First step\nRead tides.py.\n`);
    expect(out).toContain(`## ${section}\n\n${text}\n`);
    expect(out).not.toContain('From the heading');
  });

  it.each([['第一步'], ['Nächste Schritte'], ['Next actions'], ['🎯 Следующие шаги']])('"## %s" fills First step alone', (h) => {
    const { r, out } = written(`# Tide tables\n\n## Why\nTimes are an hour late.\n\n## Deliver\nA table in local time.\n\n## ${h}\n1. Read tides.py.\n2. Fix the offset.\n`);
    expect(r.answers.firstStep).toContain('Read tides.py.');
    expect(out).not.toContain('From the heading');
  });

  it.each([['Key decisions'], ['Entscheidungen'], ['决策']])('"## %s" fills Already decided alone', (h) => {
    const { r, out } = written(`# Tide tables\n\n## Why\nTimes are an hour late.\n\n## Deliver\nA table in local time.\n\n## First step\nRead tides.py.\n\n## ${h}\n- UTC inside, local time only when printed\n`);
    expect(r.answers.decided).toEqual(['UTC inside, local time only when printed']);
    expect(out).not.toContain('From the heading');
  });
});

describe('a heading that says more than the name keeps its line', () => {
  it('"## 背景（潮汐站）" under Why this slice exists', () => {
    const { out } = written('# 潮汐表\n\n## 背景（潮汐站）\n潮汐表每天晚一小时。\n\n## Deliver\nA table in local time.\n\n## First step\nRead tides.py.\n');
    expect(out).toContain('*From the heading: 背景（潮汐站）*');
  });

  it('"## Next steps for the offset fix" under First step', () => {
    const { out } = written('# Tide tables\n\n## Why\nTimes are an hour late.\n\n## Deliver\nA table in local time.\n\n## Next steps for the offset fix\nRun the tide tests.\n');
    expect(out).toContain('*From the heading: Next steps for the offset fix*');
  });

  it('"## Key decisions about time zones" under Already decided', () => {
    const { out } = written('# Tide tables\n\n## Why\nTimes are an hour late.\n\n## Deliver\nA table in local time.\n\n## First step\nRead tides.py.\n\n## Key decisions about time zones\n- UTC inside\n');
    expect(out).toContain('*From the heading: Key decisions about time zones*');
  });

  it('a name of two sections ("## Goal" as what to deliver beside a why) keeps its line', () => {
    const { r, out } = written('# Tide tables\n\n## Why\nTimes are an hour late.\n\n## Goal\nA table in local time.\n\n## First step\nRead tides.py.\n');
    expect(r.answers.deliver).toContain('A table in local time.');
    expect(out).toContain('*From the heading: Goal*');
  });
});
