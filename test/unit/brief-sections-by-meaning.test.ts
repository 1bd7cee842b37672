// Where a brief's sections go by what their headings mean, as data in prompts/headings.txt (several languages):
// - what is critical as the next session starts ("## 🚨 What is CRITICAL at the start", "## Что критично на старте")
//   is what the work must keep: Constraints; what comes first ("## ▶️ What first, by task", "## Что первым") the
//   next steps, so what to deliver and the first step are not asked for. A bare "critical" ("## Critical bug") is
//   no constraint;
// - work still open ("## Open work" > "### Placeholders to replace", "## Lavori aperti") is what is left: what to deliver;
// - how to work on the project ("## How to work on this project") and a sentence that forbids acting on one's own
//   initiative are rules of the work: Constraints (a machine acting "on its own" is not);
// - how a bug is to be fixed ("## Fix method", "## 수정 방법"), the implementation scope and work to do alongside are
//   what to deliver (a done-work section's "### Fix" stays the Context);
// - pits to steer clear of ("## 需要避的坑") are constraints; pits fallen into ("## 踩过的坑") stay dead ends.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';

let task: Kind;
beforeAll(async () => {
  task = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds.get('task')!;
});
const placed = (r: ReturnType<typeof importBrief>) => JSON.stringify(r.placement);
const constraints = (r: ReturnType<typeof importBrief>) => r.answers.fields.constraints ?? '';

describe('what is critical at the start, and what comes first', () => {
  const md = (critical: string, first: string) =>
    `# Bakery site: session snapshot\n\n## Done just now\n- menu page rebuilt\n- prices moved to prices.json\n\n## ${critical}\n- Hooks load only in a new session: run the self-test before anything else.\n- Write commit messages through a file, never inline.\n\n## ${first}\nPick a track with the owner:\n- **Roll the new menu out** to the two shops\n- or **redo the gallery**\n`;
  it.each([
    ['🚨 What is CRITICAL at the start of a new session', '▶️ What first, by task'],
    ['Wichtig beim Start', 'Was zuerst'],
    ['🚨 Что КРИТИЧНО на старте новой сессии', '▶️ Что первым по задачам'],
    ['Critique au démarrage', 'Que faire en premier'],
  ])('"## %s" is Constraints; "## %s" what to deliver', (critical, first) => {
    const r = importBrief(md(critical, first), task);
    expect(constraints(r), placed(r)).toContain('run the self-test before anything else');
    expect(r.answers.deliver).toContain('Roll the new menu out');
    expect(r.answers.firstStep).not.toBe('');
  });

  it('a bare "critical" heading is no constraint: "## 🚨 Critical bug" stays the Context', () => {
    const r = importBrief('# Bakery site\n\n## Why\nOrders vanish.\n\n## Deliver\nOrders that persist.\n\n## First step\nRead orders.js.\n\n## 🚨 Critical bug\nThe cart empties itself after a reload on Safari.\n', task);
    expect(constraints(r), placed(r)).toBe('');
    expect(r.answers.context).toContain('The cart empties itself');
  });
});

describe('work still open is what to deliver', () => {
  const md = (h: string) => `# Wedding site\n\nA one-page invitation.\n\n## Palette\nTwo golds, never merged.\n\n## ${h}\n\n### Placeholders to replace\n- the bank account number\n- the gift list link\n\n### Layout glitches\n1. The monogram is cropped on mobile.\n`;
  it.each([['Open work'], ['Lavori aperti'], ['Offene Arbeiten'], ['Открытые задачи'], ['未完成的工作']])('"## %s" over its parts: what to deliver', (h) => {
    const r = importBrief(md(h), task);
    expect(r.answers.deliver, placed(r)).toContain('the gift list link');
    expect(r.answers.deliver).toContain('The monogram is cropped');
  });

  it('"## Work done" over the same parts stays the Context: what to deliver is still asked', () => {
    const r = importBrief(md('Work done'), task);
    expect(r.answers.deliver, placed(r)).toBe('');
  });
});

describe('how to work on the project, and not on one\'s own initiative', () => {
  it.each([['How to work on this project'], ['Come lavorare su questo progetto'], ['Comment travailler sur ce projet'], ['Как работать над проектом']])('"## %s" is Constraints', (h) => {
    const r = importBrief(`# Wedding site\n\n## Why\nGuests need the venue.\n\n## Deliver\nA map link.\n\n## First step\nRead index.html.\n\n## ${h}\nKeep the code plain: no build step, no framework.\n`, task);
    expect(constraints(r), placed(r)).toContain('Keep the code plain');
  });

  it.each([
    ['Three things were settled after many rounds and must not be "improved" on your own initiative: the two golds, the type sizes.'],
    ['Tre cose sono state decise e non vanno migliorate per iniziativa autonoma: i due ori, i caratteri.'],
    ['Die zwei Goldtöne bitte nicht eigenmächtig zusammenlegen.'],
    ['Два оттенка золота не объединять по собственной инициативе.'],
  ])('a sentence against acting on one\'s own initiative is a rule wherever it stands: %s', (sentence) => {
    const r = importBrief(`# Wedding site\n\n## Why\nGuests need the venue.\n\n## Deliver\nA map link.\n\n## First step\nRead index.html.\n\n## Styles\nThe palette lives in style.css. ${sentence}\n`, task);
    expect(constraints(r), placed(r)).toContain(sentence.slice(0, 30));
  });

  it('a machine that acts on its own is no rule: "The service restarts on its own after a crash."', () => {
    const r = importBrief('# Wedding site\n\n## Why\nGuests need the venue.\n\n## Deliver\nA map link.\n\n## First step\nRead index.html.\n\n## Hosting\nThe service restarts on its own after a crash.\n', task);
    expect(constraints(r), placed(r)).toBe('');
  });
});

describe('how to fix, the implementation scope and work alongside are what to deliver', () => {
  const md = (fix: string, also: string, scope: string) =>
    `# Hand-over: shared stream buffer\n\n## Problem summary\nTwo block kinds share one buffer in stream.ts.\n\n## ${fix}\nDetect the block end, flush the buffer and reset it.\n\n## Related files\n- src/stream.ts\n\n## ${also}: image blocks\nImage blocks pass unmasked today.\n\n### ${scope}\n1. Add an ImageBlock schema.\n2. Mask the alt text.\n\nRemote images cannot be masked: skip them.\n`;
  it.each([
    ['수정 방법', '함께 처리해야 할 작업', '구현 범위'],
    ['修复方法', '需要一并处理', '实现范围'],
    ['Как исправить', 'Также нужно сделать', 'Объём реализации'],
  ])('"## %s", "## %s" and "### %s": what to deliver', (fix, also, scope) => {
    const r = importBrief(md(fix, also, scope), task);
    expect(r.answers.deliver, placed(r)).toContain('flush the buffer and reset it');
    expect(r.answers.deliver).toContain('Mask the alt text');
  });

  it('"## Fix method" alone is what to deliver', () => {
    const r = importBrief('# Hand-over: shared stream buffer\n\n## Problem summary\nTwo block kinds share one buffer in stream.ts.\n\n## Fix method\nDetect the block end, flush the buffer and reset it.\n\n## Related files\n- src/stream.ts\n', task);
    expect(r.answers.deliver, placed(r)).toBe('Detect the block end, flush the buffer and reset it.');
  });

  it('a done-work section\'s "### Fix" stays what was done: the Context', () => {
    const r = importBrief('# Hand-over: stream buffer\n\n## Why\nMasking leaks.\n\n## Deliver\nMask image blocks.\n\n## First step\nRead stream.ts.\n\n## What was done\n\n### Fix\nThe buffer is flushed at each block end now.\n', task);
    expect(r.answers.deliver).toBe('Mask image blocks.');
    expect(r.answers.context, placed(r)).toContain('The buffer is flushed at each block end now.');
  });
});

describe('pits to steer clear of are constraints; pits fallen into stay dead ends', () => {
  const md = (h: string) => `# 散热器增强\n\n## 背景\n温控不稳定。\n\n## 交付\n稳定的温控。\n\n## 第一步\n编译 tempctrl.c。\n\n## ${h}\n1. **前向声明** — reset_state() 定义在后，必须先声明。\n2. **FIFO 权限** — 用 0666 创建。\n`;
  it('"## 五、需要避的坑" is Constraints', () => {
    const r = importBrief(md('五、需要避的坑'), task);
    expect(constraints(r), placed(r)).toContain('必须先声明');
  });
  it('"## 踩过的坑" stays Dead ends', () => {
    const r = importBrief(md('踩过的坑'), task);
    expect(r.answers.deadEnds.join('\n'), placed(r)).toContain('必须先声明');
  });
});

describe('an intro that reports what this session did is the Context, not the why', () => {
  const md = (intro: string) => `# Next session plan: the three silent sources\n\n${intro}\n\n## 1. Shop A\n**The Issue:** The URL path generated for Shop A is wrong.\n- **Current URL:** \`https://a.example/s/x\`\n- **Next steps:**\n  1. Change the URL in profile.yaml.\n\n## 2. Shop B\n**Issue:** the category filter hides everything.\n\n## Final checklist\n- [ ] Fix the Shop A URL.\n- [ ] Re-run the search.\n`;
  it.each([
    ['In our current session, we successfully resolved the bot block on Shop D by raising the tier. Shop D now yields results.'],
    ['In dieser Sitzung haben wir die Sperre bei Shop D behoben. Shop D liefert jetzt Ergebnisse.'],
    ['В этой сессии мы исправили блокировку у магазина D. Теперь он отдаёт результаты.'],
  ])('%s', (intro) => {
    const r = importBrief(md(intro), task);
    expect(r.answers.why, placed(r)).not.toContain(intro.slice(0, 25));
    expect(r.answers.context).toContain(intro.slice(0, 25));
    // (Nor is the first of its numbered parts the why: it is a part of what is left.)
    expect(r.answers.why).not.toContain("generated for Shop A");
  });

  it('its first numbered part is no why either: "## 1. Shop A" is a part of what is left', () => {
    const md = '# Next Session Plan: Fixing Three Silent Shops\n\nIn our current session, we successfully resolved the bot block on Shop D by raising the tier to 3. Shop D now yields results.\n\nHowever, the other three shops still returned `0` results during the run. Below is what to do about them next session.\n\n---\n\n## 1. Shop A\n**The Issue:** The URL path generated for Shop A is wrong.\n- **Current URL in Profile:** `https://a.example/s/x`\n- **Root Cause:** Shop A searches under `/search?q=`.\n- **Next Steps:**\n  1. Modify `products/x/profile.yaml` to use the right URL.\n\n## 2. Shop B\n**The Issue:** The category filter hides everything.\n\n---\n\n## Final Checklist for Next Session\n- [ ] Fix the Shop A URL.\n- [ ] Re-run the search.\n';
    const r = importBrief(md, task);
    expect(r.answers.why, placed(r)).not.toContain('generated for Shop A');
    expect(r.answers.context).toContain('we successfully resolved the bot block');
  });

  it('an intro that gives a reason stays the why: "… because the scraper returned nothing"', () => {
    const intro = 'In our current session, we resolved the block on Shop D. The other three still matter because the scraper returned nothing for them.';
    const r = importBrief(md(intro).replace('# Next session plan: the three silent sources', '# The three silent sources'), task);
    expect(r.answers.why, placed(r)).toContain('because the scraper returned nothing');
  });

  it('an intro that asks for the work is still the why: "In this session, fix the three sources …"', () => {
    const intro = 'In this session, fix the three sources that return nothing. The weekly report is empty without them, and the team reads it every Monday.';
    const r = importBrief(md(intro).replace('# Next session plan: the three silent sources', '# The three silent sources'), task);
    expect(r.answers.why, placed(r)).toContain('fix the three sources');
  });
});

describe('a section that says its work is done is the Context with its parts', () => {
  const md = (h: string, part: string) => `# Fan cooler: hand-over\n\n## ${h}\n\n### 1.1 Bluetooth fix (released)\n\n| Layer | Problem | Fix |\n|---|---|---|\n| UI | flicker | \`convertFromDevice()\` must not be used: update the fields only |\n\n### 1.2 ${part}\n\nThe folders are split by role now.\n\n## Still to do\n- build on the phone\n- check the FIFO\n`;
  it.each([
    ['Work completed', 'Progress on the layout'],
    ['一、已完成的工作', '项目目录结构重整'],
    ['Что сделано', 'Текущее состояние папок'],
  ])('"## %s" with a part "### 1.2 %s" the matcher reads as the Context: the whole of it is the Context', (h, part) => {
    const r = importBrief(md(h, part), task);
    expect(r.answers.context, placed(r)).toContain('must not be used');
    expect(r.answers.context).toContain('The folders are split by role now.');
    expect(r.answers.deliver).toContain('build on the phone');
  });
});
