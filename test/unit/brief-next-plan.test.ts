// What to deliver comes from the plan of what to do next, and the first step is a whole instruction (QA 45 B2, B3;
// QA 44 doc 02), each tested in generated variants (languages, wording, nesting) rather than on one reported document:
// - a recovery plan ("## 五、恢复性操作建议（按顺序）", "## Recovery steps", "## Pistes de reprise") beside phases headed by
//   their state ("### Phase 6-3 … ❌" under "## …（当前阻塞）") is what to deliver, its step 1 with its commands the first
//   step; the phases stay the Context;
// - the items of a RESUME / IN FLIGHT banner quoted at the top are what to deliver, its bracket that says what to do
//   first the first step; a bold label that names the next steps in a part, over a list, joins what to deliver;
// - a plan that leaves the choice to the user ("## Resume paths (user decision)") is what to deliver, no path of it
//   the first step;
// - a sentence that says "first" across a line break is the first step whole, never its tail;
// - a label over a numbered plan in what to deliver is no first step with the whole plan copied: step 1 is;
// - a closing sentence that says what to check first wins over a task list's first item (not a maxim).
// Synthetic documents only.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';

let task: Kind;
beforeAll(async () => {
  const kinds = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds;
  task = kinds.get('task')!;
});
const read = (md: string) => importBrief(md, task);

describe('a recovery plan is what to deliver, not phases headed by their state', () => {
  const docs: [string, string, string][] = [
    ['zh', '二、文件已拆分但编译未通（当前阻塞）', '五、恢复性操作建议（按顺序）'],
    ['en', '2. Split but does not compile (current blocker)', '5. Recovery steps (in order)'],
    ['de', '2. Aufgeteilt, kompiliert nicht', '5. Schritte zur Wiederaufnahme'],
    ['fr', '2. Découpé mais bloqué', '5. Pistes de reprise'],
    ['es', '2. Dividido pero no compila', '5. Pasos de recuperación'],
  ];
  for (const [lang, blocked, plan] of docs) {
    it(lang, () => {
      const md = `# Refactor handoff\n\n## State\n\nThe six-phase migration is partly done and does not build.\n\n## ${blocked}\n\n### Phase 6-1: PtyTools → PtySpawn ⚠️\n- new files created, content complete\n\n### Phase 6-3: Subagent → SubagentSpawn ❌\n- **Fatal**: \`SubagentSpawn.fs:10\` names a ghost namespace\n\n## ${plan}\n\n1. **Roll back the subagent split**\n   \`\`\`\n   rm src/SubagentSpawn.fs src/SubagentIo.fs\n   \`\`\`\n2. **Delete the old PtyTools shell**: \`rm src/PtyTools.fs\`\n3. **Run the build after each step**\n`;
      const r = read(md);
      const p = JSON.stringify(r.placement);
      expect(r.answers.deliver, p).toContain('Roll back the subagent split');
      expect(r.answers.deliver, p).toContain('Delete the old PtyTools shell');
      expect(r.answers.deliver, p).not.toContain('new files created');
      expect(r.answers.firstStep, p).toContain('Roll back the subagent split');
      expect(r.answers.firstStep, p).toContain('rm src/SubagentSpawn.fs src/SubagentIo.fs');
      expect(r.answers.firstStep, p).not.toContain('Delete the old PtyTools shell');
      expect(r.answers.context, p).toContain('new files created, content complete');
    });
  }
  it('phases with no plan of next steps beside them are still what to deliver (the plan in phases)', () => {
    const r = read('# Refactor\n\n## Phase 1: Split the parser ⚠️\n- split the lexer\n\n## Phase 2: Stream the output ❌\n- stream rows\n');
    expect(r.answers.deliver).toContain('split the lexer');
  });
});

describe('a RESUME / IN FLIGHT banner at the top gives what to deliver and where to start', () => {
  const docs: [string, string, string, string][] = [
    ['en', '> ## RESUME HERE (2026-07-03 evening)\n> **IN FLIGHT (verify with `ps aux | grep run_mc` FIRST):**', 'verify with `ps aux | grep run_mc` FIRST', '**Where things stand / next steps:**'],
    ['de', '> ## HIER WEITERMACHEN\n> **LÄUFT GERADE (zuerst mit `ps aux | grep run_mc` prüfen):**', 'zuerst mit `ps aux | grep run_mc` prüfen', '## Stand / nächste Schritte'],
    ['zh', '> ## 从这里继续\n> **进行中（先用 `ps aux | grep run_mc` 确认）：**', '先用 `ps aux | grep run_mc` 确认', '## 现状 / 下一步'],
    ['en, no heading in the quote', '> **IN FLIGHT (check `ps aux | grep run_mc` first):**', 'check `ps aux | grep run_mc` first', '### Where we are / next steps'],
  ];
  for (const [lang, banner, first, label] of docs) {
    it(lang, () => {
      const md = `# Pickup prompt — deorbit\n\nPaste the block below into a fresh session.\n\n${banner}\n> 1. **Site MC**: when done run \`python3 analyze.py\`, then commit.\n> 2. **Euler sweep**: harvest per \`PICKUP-phase3.md\`.\n\n---\n\nContinue the investigation in this directory.\n\n${label}\n\n- **Phase 1a (current):** sweep the capture corridor.\n- **Phase 1b (next):** iterate the passage map in 3D.\n\nConventions: the daemon stays pure stdlib.\n`;
      const r = read(md);
      const p = JSON.stringify(r.placement);
      expect(r.answers.deliver, p).toContain('**Site MC**: when done run `python3 analyze.py`, then commit.');
      expect(r.answers.deliver, p).toContain('**Euler sweep**');
      expect(r.answers.deliver, p).toContain('iterate the passage map in 3D');
      expect(r.answers.firstStep, p).toBe(first);
      // (The banner stays whole where it stood.)
      expect(r.answers.context, p).toContain('> 2. **Euler sweep**: harvest per `PICKUP-phase3.md`.');
    });
  }
  it('a quote that names no banner gives nothing', () => {
    const r = read('# Notes\n\n> **Reminder:**\n> 1. water the plants\n> 2. feed the cat\n\n## Why\nThe house needs care.\n');
    expect(r.answers.deliver).toBe('');
  });
});

describe('a plan that leaves the choice to the user is what to deliver, and none of its paths the first step', () => {
  const docs: [string, string][] = [
    ['en', 'Resume paths (user decision)'],
    ['en call', "Recovery plan (user's call)"],
    ['de', 'Wege zur Wiederaufnahme (Entscheidung des Nutzers)'],
    ['fr', 'Pistes de reprise (au choix)'],
  ];
  for (const [lang, heading] of docs) {
    it(lang, () => {
      const r = read(`# PICKUP — campaign\n\n## Why\nThe campaign is parked on a node blocker.\n\n## ${heading}\n\n### A. Run on HEAD\nConfirm HEAD is free, then serve.\n\n### B. Fix node3\nRoll back the driver and reboot.\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.deliver, p).toContain('Run on HEAD');
      expect(r.answers.deliver, p).toContain('Roll back the driver and reboot.');
      expect(r.answers.firstStep, p).toBe('');
      expect(p).toContain('a choice the document leaves to the user');
    });
  }
  it('a plan with no choice keeps its first step', () => {
    const r = read('# PICKUP\n\n## Why\nParked.\n\n## Resume paths\n\n### A. Run on HEAD\nConfirm HEAD is free, then serve.\n\n### B. Fix node3\nRoll back the driver.\n');
    expect(r.answers.firstStep).toContain('Run on HEAD');
  });
});

describe('a sentence that says "first" across a line break is the first step whole', () => {
  const docs: [string, string, string][] = [
    ['en', 'Continue the investigation in this directory (read `CLAUDE.md` and\n`README.md` first).', 'Goal: simulate the de-orbit of an iron asteroid.'],
    ['en, no bracket', 'Continue the investigation here and read `CLAUDE.md` and\n`README.md` first.', 'Goal: simulate the de-orbit of an iron asteroid.'],
    ['de', 'Setze die Untersuchung hier fort (lies `CLAUDE.md` und\n`README.md` zuerst).', 'Ziel: den Wiedereintritt eines Eisenasteroiden simulieren.'],
  ];
  for (const [lang, sentence, goal] of docs) {
    it(lang, () => {
      const r = read(`# Pickup prompt — deorbit\n\n${sentence} ${goal}\n\n## Deliver\nThe corridor map.\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.firstStep, p).toBe(sentence);
      expect(r.answers.context ?? '', p).not.toMatch(/\(read `CLAUDE\.md` and$|\(lies `CLAUDE\.md` und$/m);
    });
  }
});

describe('a label over a numbered plan in what to deliver: step 1 is the first step, not the plan again', () => {
  const docs: [string, string, string][] = [
    ['ru', 'Следующий шаг — ждёт «да» Игоря', 'Предложено Игорю 10-09, ждёт «да»:'],
    ['en', 'Next step — waiting for a yes', 'Proposed on 10-09, awaiting a yes:'],
  ];
  for (const [lang, heading, label] of docs) {
    it(lang, () => {
      const r = read(`# Drop actions\n\n## Why\nUsers should not be asked about borderline jobs.\n\n## ${heading}\n\n**${label}**\n1. **Mode card** — only when the user asks; backend only.\n2. **Remove the clarifier code** (#426): \`modules/fit_clarify.py\`.\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.deliver, p).toContain('Remove the clarifier code');
      expect(r.answers.firstStep, p).toContain('Mode card');
      expect(r.answers.firstStep, p).not.toContain('Remove the clarifier code');
    });
  }
});

describe('a closing sentence that says what to check first wins over a task list\'s first item', () => {
  const docs: [string, string][] = [
    ['ja', '不明点は `docs/common/` 以下の共通資料を最初に確認してください。'],
    ['en', 'Read `docs/common/` first, then ask in #orion.'],
    ['de', 'Bei Unklarheiten lies zuerst `docs/common/`.'],
  ];
  for (const [lang, closing] of docs) {
    it(lang, () => {
      const r = read(`# Memo (Orion)\n\n## Why\nThe tools are half automated.\n\n## 1. Premiere auto-cut\n\n- [x] merge SRT lines\n- [ ] turn \`nle_autoedit\` into a CLI\n\n## 2. Resolve tags\n\n- [ ] settle the tag set\n\n${closing}\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.firstStep, p).toBe(closing);
    });
  }
  it('not a maxim that ranks two things', () => {
    const r = read('# Memo\n\n## Why\nThe tools are half automated.\n\n## 1. Premiere auto-cut\n\n- [x] merge SRT lines\n- [ ] turn `nle_autoedit` into a CLI\n\n**Eat first. Ship second.**\n');
    expect(r.answers.firstStep).toContain('nle_autoedit');
  });
});
