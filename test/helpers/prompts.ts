// Answering @inquirer prompts in a tmux session (helpers/tmux.ts): the keystrokes the interactive tests share.

import type { TmuxSession } from './tmux.js';

/** Wait for a prompt, then type the answer (if any) and press Enter. */
export async function answer(t: TmuxSession, prompt: string, text = ''): Promise<void> {
  await t.waitFor(prompt);
  await t.type(text);
  await t.press('Enter');
}

const literally = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Move a select's or checklist's cursor (❯) down to the choice that contains `label`; Space ticks it when asked. */
export async function moveTo(t: TmuxSession, label: string, tick = false): Promise<void> {
  const at = (screen: string) => screen.split('\n').some((l) => l.includes('❯') && l.includes(label));
  for (let i = 0; i < 20 && !at(await t.screen()); i++) {
    const before = await t.screen();
    await t.press('Down');
    for (let j = 0; j < 40 && (await t.screen()) === before; j++) await new Promise((r) => setTimeout(r, 25));
  }
  await t.waitFor(new RegExp(`❯.*${literally(label)}`));
  if (tick) {
    await t.press('Space');
    await t.waitFor(new RegExp(`❯◉.*${literally(label)}`));
  }
}
