// Proves the tmux harness itself: keystrokes reach a real program in a real terminal, the screen is read,
// exit codes come back, and C-c delivers SIGINT.
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { isKeyName, startTmux, type TmuxSession } from '../helpers/tmux.js';
import { needs } from '../helpers/prereq.js';

const sessions: TmuxSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.kill()));
});

async function start(script: string, env: NodeJS.ProcessEnv = {}, size: { width?: number; height?: number } = {}) {
  const command = `"${process.execPath}" -e '${script.replace(/'/g, `'\\''`)}'`;
  const s = await startTmux(command, { cwd: os.tmpdir(), env: { PATH: process.env.PATH, ...env }, ...size });
  sessions.push(s);
  return s;
}

const READ_LINE = `
  const rl = require("node:readline").createInterface({ input: process.stdin, output: process.stdout });
  rl.question("name? ", (answer) => {
    console.log("hello [" + answer + "] isTTY=" + process.stdin.isTTY + "/" + process.stdout.isTTY);
    console.log("GREETING=" + process.env.GREETING + " TERM=" + process.env.TERM + " SECRET=" + process.env.SECRET_FROM_PARENT);
    console.log("cwd=" + process.cwd() + " size=" + process.stdout.columns + "x" + process.stdout.rows);
    rl.close();
    process.exitCode = 3;
  });
`;

const EXIT_7_ON_SIGINT = `
  process.on("SIGINT", () => { console.log("got SIGINT"); process.exit(7); });
  console.log("waiting for C-c");
  setInterval(() => {}, 1000);
`;

needs('tmux').describe('tmux harness', () => {
  it('types into a real terminal program, reads its screen and its exit code', async () => {
    process.env.SECRET_FROM_PARENT = 'leaked';
    try {
      const t = await start(READ_LINE, { GREETING: 'hi there; $(not run) "q"' });
      await t.waitFor('name? ');
      await t.send(['Ada Lovelace ✓', 'Enter']);
      const screen = await t.waitFor(/size=\d+x\d+/);
      expect(screen).toContain('hello [Ada Lovelace ✓] isTTY=true/true');
      // Exactly the env given: its values verbatim, nothing inherited from the test process.
      expect(screen).toContain('GREETING=hi there; $(not run) "q" TERM=tmux-256color SECRET=undefined');
      expect(screen).toContain(`cwd=${os.tmpdir()} size=120x40`);
      expect(await t.exitCode()).toBe(3);
      expect(t.exited()).toBe(true);
      // The last screen stays readable after the program has ended.
      expect(await t.screen()).toContain('hello [Ada Lovelace ✓]');
    } finally {
      delete process.env.SECRET_FROM_PARENT;
    }
  });

  it('delivers C-c as SIGINT and reports the handler exit code', async () => {
    const t = await start(EXIT_7_ON_SIGINT);
    await t.waitFor('waiting for C-c');
    expect(t.exited()).toBe(false);
    await t.send('C-c');
    await t.waitFor('got SIGINT');
    expect(await t.exitCode()).toBe(7);
  });

  it('reports 130 for a program that C-c kills by default', async () => {
    const t = await start('console.log("sleeping"); setTimeout(() => {}, 60000);');
    await t.waitFor('sleeping');
    await t.press('C-c');
    expect(await t.exitCode()).toBe(130);
  });

  it('sends named keys (arrows, Escape, BSpace) as keys and honours the size', async () => {
    const t = await start(
      `
      process.stdin.setRawMode(true);
      process.stdin.on("data", (b) => {
        const s = b.toString("latin1");
        console.log("key " + [...s].map((c) => c.charCodeAt(0)).join(","));
        if (s.includes("q")) process.exit(0);
      });
      console.log("raw " + process.stdout.columns + "x" + process.stdout.rows);
      `,
      {},
      { width: 80, height: 24 },
    );
    await t.waitFor('raw 80x24');
    await t.send(['Down', 'Escape', 'BSpace', 'Tab', 'Enter', 'x']);
    await t.type('q');
    // How the bytes are split into reads depends on timing: under load x and q arrive in one read ("key
    // 120,113"), so the program ends on a read that holds q, and the wait is for the byte, not a line of its own.
    const screen = await t.waitFor(/^key (?:\d+,)*113$/m);
    // Down = ESC [ B, Escape, BSpace = DEL, Tab, Enter = CR, then the literal x and q: the byte stream.
    const bytes = screen.split('\n').filter((l) => l.startsWith('key ')).map((l) => l.slice(4)).join(',');
    expect(bytes).toBe('27,91,66,27,127,9,13,120,113');
    expect(await t.exitCode()).toBe(0);
  });

  it('types key names literally with type()', async () => {
    const t = await start(READ_LINE);
    await t.waitFor('name? ');
    await t.type('Enter');
    await t.press('Enter');
    await t.waitFor('hello [Enter]');
    expect(isKeyName('Enter')).toBe(true);
    expect(isKeyName('C-c')).toBe(true);
    expect(isKeyName('hello world')).toBe(false);
  });

  it('fails with the last screen when the text never appears', async () => {
    const t = await start('console.log("something else"); setTimeout(() => {}, 60000);');
    await t.waitFor('something else');
    await expect(t.waitFor('never shown', 300)).rejects.toThrow(/waiting for never shown; last screen:\n----\n.*something else/s);
    await expect(t.exitCode(300)).rejects.toThrow(/did not exit within 300 ms/);
  });
});
