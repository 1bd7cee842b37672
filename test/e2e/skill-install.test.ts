// handoff skill --install TARGET into temp homes and repos: where each harness's file goes, idempotent
// re-installs, ownership markers (someone else's file, or one edited since, is refused unless --force),
// --dry-run writing nothing, instruction files keeping everything outside the marked block byte for
// byte, older installs cleaned up, and the word budget of every installed file.

import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, realpathSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, cleanup, handoff, repo, requireBuilt, ROOT, sandbox, tmp, type Sandbox } from '../helpers/agents-harness.js';
import { namedCommands } from '../../src/ui/output.js';

let sb: Sandbox;
const SKILL = readFileSync(join(ROOT, 'prompts', 'skill', 'skill.md'), 'utf8');
const ALWAYS = readFileSync(join(ROOT, 'prompts', 'skill', 'always.md'), 'utf8');
const TARGETS = ['claude', 'codex', 'agents', 'gemini', 'cursor', 'copilot'];

beforeAll(() => {
  requireBuilt();
  sb = sandbox();
});
afterAll(cleanup);

/** A fresh repo and a fresh home for each test. */
function place(): { cwd: string; env: NodeJS.ProcessEnv; home: string } {
  const home = tmp('handoff-home-');
  const env = { ...sb.env, HOME: home };
  return { cwd: repo(env), env, home };
}

const read = (p: string) => readFileSync(p, 'utf8');

/** The node that `node` on PATH runs (the printed command says plain `node` when it is this one). */
const realNode = () => realpathSync(execFileSync('sh', ['-c', 'command -v node'], { encoding: 'utf8' }).trim());

/** A folder whose `handoff` is this installation's bin file itself (a link, as npm install -g makes). */
function handoffBin(): string {
  const dir = tmp('handoff-bin-');
  symlinkSync(CLI, join(dir, 'handoff'));
  return dir;
}

describe('handoff skill', () => {
  it('prints the skill text, its commands naming this installation and the store; --json gives it with the targets', () => {
    const { cwd, env } = place();
    const r = handoff(['skill'], { cwd, env });
    expect(r.code).toBe(0);
    // handoff is not on PATH here and HANDOFF_HOME is set: both are named, in every command and only there.
    const prefix = /^(.*) prompt task$/m.exec(r.stdout)![1]!;
    expect(prefix).toBe(`HANDOFF_HOME=${env.HANDOFF_HOME} ${realpathSync(process.execPath) === realNode() ? 'node' : process.execPath} ${CLI}`);
    expect(r.stdout).toBe(namedCommands(SKILL, prefix));
    expect(r.stdout).not.toMatch(/`handoff [a-z]|^handoff /m);
    expect(handoff(['skill', '--json'], { cwd, env }).json()).toEqual({ skill: namedCommands(SKILL, prefix), always: namedCommands(ALWAYS, prefix), targets: TARGETS });
    // With this installation on PATH and the default store, the commands are `handoff` and still name the
    // store: the temp default is under $TMPDIR, which another sandbox or session does not share.
    const plain: NodeJS.ProcessEnv = { ...env, PATH: `${handoffBin()}:${env.PATH}` };
    delete plain.HANDOFF_HOME;
    const temp = join(plain.TMPDIR ?? tmpdir(), `handoff-${process.getuid!()}`);
    expect(handoff(['skill'], { cwd, env: plain }).stdout).toBe(namedCommands(SKILL, `HANDOFF_HOME=${temp} handoff`));
  });

  it('usage errors: an unknown target, install-only flags without --install, --global where it has no meaning', () => {
    const { cwd, env } = place();
    expect(handoff(['skill', '--install', 'windsurf'], { cwd, env }).stderr).toContain('unknown --install target "windsurf"');
    for (const args of [['skill', '--install', 'windsurf'], ['skill', '--force'], ['skill', '--dry-run'], ['skill', '--global'], ['skill', '--install', 'agents', '--global'], ['skill', '--install', 'cursor', '--global']]) {
      expect(handoff(args, { cwd, env }).code, args.join(' ')).toBe(2);
    }
    expect(existsSync(join(cwd, 'AGENTS.md'))).toBe(false);
    expect(existsSync(join(cwd, '.cursor'))).toBe(false);
  });
});

describe('installed files say `handoff`', () => {
  it('never this machine\'s paths or store (they are often committed); a note says when `handoff` on PATH is not this installation', () => {
    const { cwd, env } = place();
    const r = handoff(['skill', '--install', 'agents'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    const text = read(join(cwd, 'AGENTS.md'));
    expect(text).toContain('`handoff prompt KIND`');
    expect(text).not.toContain(env.HANDOFF_HOME!);
    expect(text).not.toContain(CLI);
    expect(r.stderr).toContain('handoff: note: the installed files run `handoff`, which is not this installation on PATH here');
    // How to put this installation on PATH: npm link in its own folder (the package is not on a registry).
    expect(r.stderr).toMatch(/so the agent can run them: cd \S+ && npm link\n/);
    expect(r.stderr).not.toContain('npm install -g');
    const onPath = { ...env, PATH: `${handoffBin()}:${env.PATH}` };
    expect(handoff(['skill', '--install', 'agents'], { cwd, env: onPath }).stderr).not.toContain('not this installation');
  });
});

describe('--install claude', () => {
  it('writes one skill that loads on its description and answers /handoff with $ARGUMENTS; no command file', () => {
    const { cwd, env } = place();
    const r = handoff(['skill', '--install', 'claude', '--json'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    const skill = join(cwd, '.claude', 'skills', 'handoff', 'SKILL.md');
    expect(r.json().files.map((f: any) => [f.path, f.action, f.load])).toEqual([[skill, 'create', 'on-demand']]);
    const s = read(skill);
    expect(s).toMatch(/^---\nname: handoff\ndescription: Hand a slice of work to a fresh agent session .*\. Use for [^\n]*\nargument-hint: [^\n]+\n---\n<!-- handoff:skill file sha=[0-9a-f]{12} /);
    expect(s).toContain(SKILL.trimEnd());
    expect(s.trimEnd().endsWith('$ARGUMENTS')).toBe(true);
    expect(existsSync(join(cwd, '.claude', 'commands'))).toBe(false);
    expect(statSync(skill).mode & 0o777).toBe(0o644 & ~process.umask());
  });

  it("removes the slash command an older install wrote (the skill shadows it), but keeps an edited or foreign one", () => {
    const { cwd, env } = place();
    const command = join(cwd, '.claude', 'commands', 'handoff.md');
    mkdirSync(join(cwd, '.claude', 'commands'), { recursive: true });
    const body = '---\ndescription: old\n---\nthe old command\n';
    const marked = (sha: string) => body.replace('---\nthe old', `---\n<!-- handoff:skill file sha=${sha} (written by \`handoff skill --install claude\`) -->\nthe old`);
    writeFileSync(command, marked(createHash('sha256').update(body).digest('hex').slice(0, 12)));
    const dry = handoff(['skill', '--install', 'claude', '--dry-run'], { cwd, env });
    expect(dry.stdout).toContain(`--- ${command} (remove) ---`);
    expect(existsSync(command)).toBe(true);
    const r = handoff(['skill', '--install', 'claude', '--json'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.json().files.find((f: any) => f.path === command)).toMatchObject({ action: 'remove', load: 'stale' });
    expect(existsSync(command)).toBe(false);
    // Edited since: left alone, and named.
    writeFileSync(command, marked('000000000000'));
    const k = handoff(['skill', '--install', 'claude'], { cwd, env });
    expect(k.code).toBe(0);
    expect(k.stderr).toContain(`left ${command} alone`);
    expect(read(command)).toBe(marked('000000000000'));
  });

  it('re-installing is idempotent: nothing is rewritten', () => {
    const { cwd, env } = place();
    handoff(['skill', '--install', 'claude'], { cwd, env });
    const skill = join(cwd, '.claude', 'skills', 'handoff', 'SKILL.md');
    const before = { text: read(skill), mtime: statSync(skill).mtimeMs };
    const r = handoff(['skill', '--install', 'claude', '--json'], { cwd, env });
    expect(r.code).toBe(0);
    expect(r.json().files.map((f: any) => f.action)).toEqual(['unchanged']);
    expect(read(skill)).toBe(before.text);
    expect(statSync(skill).mtimeMs).toBe(before.mtime);
  });

  it("someone else's skill of the same name is refused, and nothing is written; --force replaces it", () => {
    const { cwd, env } = place();
    const skill = join(cwd, '.claude', 'skills', 'handoff', 'SKILL.md');
    mkdirSync(join(cwd, '.claude', 'skills', 'handoff'), { recursive: true });
    writeFileSync(skill, 'my own handoff skill\n');
    const r = handoff(['skill', '--install', 'claude'], { cwd, env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${skill}: it exists and handoff did not write it`);
    expect(r.stderr).toContain('--force');
    expect(read(skill)).toBe('my own handoff skill\n');
    const j = handoff(['skill', '--install', 'claude', '--json'], { cwd, env });
    expect(j.code).toBe(1);
    expect(j.json().error.files.find((f: any) => f.path === skill)).toMatchObject({ action: 'refused', refused: 'foreign' });
    const f = handoff(['skill', '--install', 'claude', '--force'], { cwd, env });
    expect(f.code).toBe(0);
    expect(read(skill)).toContain('<!-- handoff:skill file sha=');
  });

  it('a file handoff wrote but someone edited is refused too (the marker hash no longer matches)', () => {
    const { cwd, env } = place();
    handoff(['skill', '--install', 'claude'], { cwd, env });
    const skill = join(cwd, '.claude', 'skills', 'handoff', 'SKILL.md');
    writeFileSync(skill, read(skill) + '\nMy extra rule.\n');
    const r = handoff(['skill', '--install', 'claude'], { cwd, env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('handoff wrote it, but it has been edited since');
    expect(read(skill)).toContain('My extra rule.');
    expect(handoff(['skill', '--install', 'claude', '--force'], { cwd, env }).code).toBe(0);
    expect(read(skill)).not.toContain('My extra rule.');
  });

  it('an older copy handoff wrote (marker intact) is updated without --force', () => {
    const { cwd, env } = place();
    const skill = join(cwd, '.claude', 'skills', 'handoff', 'SKILL.md');
    handoff(['skill', '--install', 'claude'], { cwd, env });
    // Simulate the file an older version wrote: different text, with a matching marker.
    const old = read(skill).replace(/<!-- handoff:skill file sha=[0-9a-f]{12} /, '<!-- handoff:skill file sha=SHA ').replace('## When to hand off', '## When (old)');
    const sha = createHash('sha256').update(old.replace(/^<!-- handoff:skill file sha=SHA .*-->\n/m, '')).digest('hex').slice(0, 12);
    writeFileSync(skill, old.replace('sha=SHA', `sha=${sha}`));
    const r = handoff(['skill', '--install', 'claude', '--json'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.json().files[0].action).toBe('update');
    expect(read(skill)).toContain('## When to hand off');
  });

  it('--dry-run shows what would be written and writes nothing', () => {
    const { cwd, env } = place();
    const r = handoff(['skill', '--install', 'claude', '--dry-run'], { cwd, env });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`--- ${join(cwd, '.claude', 'skills', 'handoff', 'SKILL.md')} (create) ---\n---\nname: handoff\n`);
    expect(r.stderr).toContain('dry run: nothing was written');
    expect(existsSync(join(cwd, '.claude'))).toBe(false);
    handoff(['skill', '--install', 'claude'], { cwd, env });
    expect(handoff(['skill', '--install', 'claude', '--dry-run'], { cwd, env }).stdout).toContain('(unchanged) ---\n(already up to date)\n');
  });

  it('--global goes to ~/.claude, or $CLAUDE_CONFIG_DIR when set; the repo is untouched', () => {
    const { cwd, env, home } = place();
    expect(handoff(['skill', '--install', 'claude', '--global'], { cwd, env }).code).toBe(0);
    expect(existsSync(join(home, '.claude', 'skills', 'handoff', 'SKILL.md'))).toBe(true);
    expect(existsSync(join(cwd, '.claude'))).toBe(false);
    const config = join(tmp(), 'claude-config');
    expect(handoff(['skill', '--install', 'claude', '--global'], { cwd, env: { ...env, CLAUDE_CONFIG_DIR: config } }).code).toBe(0);
    expect(existsSync(join(config, 'skills', 'handoff', 'SKILL.md'))).toBe(true);
  });

  it('a file where a folder should be is a usage error, and nothing is written', () => {
    const { cwd, env } = place();
    writeFileSync(join(cwd, '.claude'), 'not a folder');
    const r = handoff(['skill', '--install', 'claude'], { cwd, env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('a file stands where one of its folders should be');
    expect(read(join(cwd, '.claude'))).toBe('not a folder');
  });

  it('outside a git repository it installs into the current folder and says so', () => {
    const { env } = place();
    const cwd = tmp('handoff-norepo-');
    const r = handoff(['skill', '--install', 'claude', '--json'], { cwd, env });
    expect(r.code).toBe(0);
    expect(r.json().where).toBe(`${cwd} (not a git repository)`);
    expect(existsSync(join(cwd, '.claude', 'skills', 'handoff', 'SKILL.md'))).toBe(true);
  });
});

describe('--install codex', () => {
  it('writes the skill to .agents/skills/handoff/SKILL.md in the repo (Codex reads skills there), idempotently', () => {
    const { cwd, env } = place();
    const r = handoff(['skill', '--install', 'codex', '--json'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    const file = join(cwd, '.agents', 'skills', 'handoff', 'SKILL.md');
    expect(r.json().files).toMatchObject([{ path: file, action: 'create', load: 'on-demand' }]);
    const text = read(file);
    expect(text).toMatch(/^---\nname: handoff\ndescription: [^\n]+\n---\n<!-- handoff:skill file sha=/);
    expect(text).toContain(SKILL.trimEnd());
    expect(text).not.toContain('$ARGUMENTS');
    expect(handoff(['skill', '--install', 'codex', '--json'], { cwd, env }).json().files[0].action).toBe('unchanged');
  });

  it('--global writes ~/.agents/skills; the repo is untouched', () => {
    const { cwd, env, home } = place();
    expect(handoff(['skill', '--install', 'codex', '--global'], { cwd, env }).code).toBe(0);
    expect(existsSync(join(home, '.agents', 'skills', 'handoff', 'SKILL.md'))).toBe(true);
    expect(existsSync(join(cwd, '.agents'))).toBe(false);
  });

  it('--global removes the custom prompt an older install wrote to $CODEX_HOME/prompts (deprecated for skills); a repo install keeps it for the other repos', () => {
    const { cwd, env } = place();
    const codexHome = join(tmp(), 'codex');
    const e = { ...env, CODEX_HOME: codexHome };
    const prompt = join(codexHome, 'prompts', 'handoff.md');
    mkdirSync(join(codexHome, 'prompts'), { recursive: true });
    const body = '---\ndescription: old\n---\nold prompt $ARGUMENTS\n';
    const sha = createHash('sha256').update(body).digest('hex').slice(0, 12);
    const old = body.replace('---\nold', `---\n<!-- handoff:skill file sha=${sha} (written by \`handoff skill --install codex\`) -->\nold`);
    writeFileSync(prompt, old);
    const repoOnly = handoff(['skill', '--install', 'codex'], { cwd, env: e });
    expect(repoOnly.code, repoOnly.stderr).toBe(0);
    expect(read(prompt)).toBe(old);
    expect(repoOnly.stderr).toContain(`${prompt} (an older per-user install`);
    const r = handoff(['skill', '--install', 'codex', '--global', '--json'], { cwd, env: e });
    expect(r.code, r.stderr).toBe(0);
    expect(r.json().files.map((f: any) => [f.path, f.action])).toContainEqual([prompt, 'remove']);
    expect(existsSync(prompt)).toBe(false);
    // Someone's own prompt of that name stays.
    writeFileSync(prompt, 'mine');
    const k = handoff(['skill', '--install', 'codex', '--global'], { cwd, env: e });
    expect(k.code).toBe(0);
    expect(k.stderr).toContain(`left ${prompt} alone`);
    expect(read(prompt)).toBe('mine');
  });
});

describe('--install agents', () => {
  const BLOCK = /<!-- handoff:skill:begin sha=[0-9a-f]{12} [^\n]*-->\n[\s\S]*?\n<!-- handoff:skill:end -->/;

  it('creates AGENTS.md with the short always-on note when it is missing, not the whole guide', () => {
    const { cwd, env } = place();
    const r = handoff(['skill', '--install', 'agents', '--json'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.json().files).toMatchObject([{ load: 'always', action: 'create' }]);
    const text = read(join(cwd, 'AGENTS.md'));
    expect(text).toMatch(new RegExp(`^${BLOCK.source}\\n$`));
    expect(text).toContain(ALWAYS.trimEnd());
    expect(text).toContain('Run `handoff skill` for the full guide.');
    expect(text).not.toContain('## When to hand off');
    expect(text).not.toMatch(/--exec/);
  });

  it('appends to an existing AGENTS.md and, re-installed, replaces only the block', () => {
    const { cwd, env } = place();
    const file = join(cwd, 'AGENTS.md');
    const head = '# Agent notes\n\nUse pnpm, not npm.';
    writeFileSync(file, head); // no trailing newline
    expect(handoff(['skill', '--install', 'agents'], { cwd, env }).code).toBe(0);
    const once = read(file);
    expect(once.startsWith(head + '\n\n<!-- handoff:skill:begin')).toBe(true);
    // The person adds text after the block; an update must keep it.
    writeFileSync(file, once + '\n## Later notes\n\nKeep me.\n');
    const withTail = read(file);
    expect(handoff(['skill', '--install', 'agents', '--json'], { cwd, env }).json().files[0].action).toBe('unchanged');
    expect(read(file)).toBe(withTail);
    // An older block (marker intact) is replaced; the text around it stays byte for byte.
    const old = withTail.replace(BLOCK, (b) => {
      const inner = 'an older skill text';
      return b.replace(/sha=[0-9a-f]{12}/, `sha=${createHash('sha256').update(inner).digest('hex').slice(0, 12)}`).replace(/-->\n[\s\S]*\n<!-- handoff:skill:end/, `-->\n${inner}\n<!-- handoff:skill:end`);
    });
    writeFileSync(file, old);
    const r = handoff(['skill', '--install', 'agents', '--json'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.json().files[0].action).toBe('replace');
    expect(read(file)).toBe(withTail);
  });

  it('an edited block is refused unless --force; broken markers are refused even with --force', () => {
    const { cwd, env } = place();
    const file = join(cwd, 'AGENTS.md');
    handoff(['skill', '--install', 'agents'], { cwd, env });
    const edited = read(file).replace('## Handing work off with `handoff`', '## Handing work off with `handoff` (our rules)');
    writeFileSync(file, edited);
    const r = handoff(['skill', '--install', 'agents'], { cwd, env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('the handoff block has been edited since handoff wrote it');
    expect(read(file)).toBe(edited);
    expect(handoff(['skill', '--install', 'agents', '--force'], { cwd, env }).code).toBe(0);
    expect(read(file)).not.toContain('(our rules)');
    const broken = read(file).replace('<!-- handoff:skill:end -->', '');
    writeFileSync(file, broken);
    const b = handoff(['skill', '--install', 'agents', '--force'], { cwd, env });
    expect(b.code).toBe(2);
    expect(b.stderr).toContain('1 begin and 0 end marker(s)');
    expect(read(file)).toBe(broken);
  });

  it('keeps CRLF line endings, and writes through a symlinked AGENTS.md', () => {
    const { cwd, env } = place();
    writeFileSync(join(cwd, 'CLAUDE.md'), '# Rules\r\n\r\nBe brief.\r\n');
    symlinkSync('CLAUDE.md', join(cwd, 'AGENTS.md'));
    expect(handoff(['skill', '--install', 'agents'], { cwd, env }).code).toBe(0);
    expect(lstatSync(join(cwd, 'AGENTS.md')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(cwd, 'AGENTS.md'))).toBe('CLAUDE.md');
    const text = read(join(cwd, 'CLAUDE.md'));
    expect(text.startsWith('# Rules\r\n\r\nBe brief.\r\n\r\n<!-- handoff:skill:begin')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(handoff(['skill', '--install', 'agents', '--json'], { cwd, env }).json().files[0].action).toBe('unchanged');
  });

  it('--dry-run shows the block and writes nothing', () => {
    const { cwd, env } = place();
    writeFileSync(join(cwd, 'AGENTS.md'), '# Notes\n');
    const r = handoff(['skill', '--install', 'agents', '--dry-run'], { cwd, env });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^--- ${join(cwd, 'AGENTS.md')} \\(append the handoff block\\) ---\\n<!-- handoff:skill:begin`));
    expect(read(join(cwd, 'AGENTS.md'))).toBe('# Notes\n');
  });
});

describe('--install gemini, cursor, copilot', () => {
  const BLOCK = /<!-- handoff:skill:begin sha=[0-9a-f]{12} [^\n]*-->\n[\s\S]*?\n<!-- handoff:skill:end -->/;

  it('gemini: a marked block in the repo GEMINI.md; --global: ~/.gemini/GEMINI.md, or under $GEMINI_CLI_HOME', () => {
    const { cwd, env, home } = place();
    writeFileSync(join(cwd, 'GEMINI.md'), '# Project rules\n\nUse pnpm.\n');
    const r = handoff(['skill', '--install', 'gemini', '--json'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.json().files).toMatchObject([{ path: join(cwd, 'GEMINI.md'), kind: 'block', load: 'always', action: 'append' }]);
    const text = read(join(cwd, 'GEMINI.md'));
    expect(text.startsWith('# Project rules\n\nUse pnpm.\n\n<!-- handoff:skill:begin')).toBe(true);
    expect(text).toMatch(BLOCK);
    expect(text).toContain(ALWAYS.trimEnd());
    expect(handoff(['skill', '--install', 'gemini', '--global'], { cwd, env }).code).toBe(0);
    expect(read(join(home, '.gemini', 'GEMINI.md'))).toContain(ALWAYS.trimEnd());
    const gh = tmp('handoff-gemini-home-');
    expect(handoff(['skill', '--install', 'gemini', '--global'], { cwd, env: { ...env, GEMINI_CLI_HOME: gh } }).code).toBe(0);
    expect(existsSync(join(gh, '.gemini', 'GEMINI.md'))).toBe(true);
  });

  it('cursor: .cursor/rules/handoff.mdc, front matter first (alwaysApply: true), then the marker and the note', () => {
    const { cwd, env } = place();
    const r = handoff(['skill', '--install', 'cursor', '--json'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    const file = join(cwd, '.cursor', 'rules', 'handoff.mdc');
    expect(r.json().files).toMatchObject([{ path: file, kind: 'file', load: 'always', action: 'create' }]);
    const text = read(file);
    expect(text).toMatch(/^---\ndescription: [^\n]+\nalwaysApply: true\n---\n<!-- handoff:skill file sha=[0-9a-f]{12} /);
    expect(text.trimEnd().endsWith(ALWAYS.trimEnd())).toBe(true);
    expect(handoff(['skill', '--install', 'cursor', '--json'], { cwd, env }).json().files[0].action).toBe('unchanged');
  });

  it('copilot: a marked block in .github/copilot-instructions.md, keeping what is there; --global: $COPILOT_HOME', () => {
    const { cwd, env, home } = place();
    mkdirSync(join(cwd, '.github'));
    const file = join(cwd, '.github', 'copilot-instructions.md');
    writeFileSync(file, '# Conventions\n\nTabs.\n');
    expect(handoff(['skill', '--install', 'copilot'], { cwd, env }).code).toBe(0);
    const text = read(file);
    expect(text.startsWith('# Conventions\n\nTabs.\n\n<!-- handoff:skill:begin')).toBe(true);
    expect(text).toContain(ALWAYS.trimEnd());
    expect(handoff(['skill', '--install', 'copilot', '--global'], { cwd, env }).code).toBe(0);
    expect(existsSync(join(home, '.copilot', 'copilot-instructions.md'))).toBe(true);
    const ch = tmp('handoff-copilot-home-');
    expect(handoff(['skill', '--install', 'copilot', '--global'], { cwd, env: { ...env, COPILOT_HOME: ch } }).code).toBe(0);
    expect(existsSync(join(ch, 'copilot-instructions.md'))).toBe(true);
  });
});

describe('the same note twice', () => {
  it('installing cursor or copilot where AGENTS.md has the note (both read it) says one is enough, and the reverse', () => {
    const { cwd, env } = place();
    expect(handoff(['skill', '--install', 'agents'], { cwd, env }).code).toBe(0);
    const r = handoff(['skill', '--install', 'cursor'], { cwd, env });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`${join(cwd, 'AGENTS.md')} carries the handoff note too, and Cursor reads both`);
    const a = handoff(['skill', '--install', 'agents', '--json'], { cwd, env });
    expect(a.json().twice).toEqual([{ path: join(cwd, '.cursor', 'rules', 'handoff.mdc'), harness: 'Cursor' }]);
    const { cwd: other, env: e2 } = place();
    expect(handoff(['skill', '--install', 'copilot'], { cwd: other, env: e2 }).stderr).not.toContain('carries the handoff note too');
  });
});

describe('the word budget of every installed file', () => {
  // Words as `wc -w` counts them. Always-on text is paid in every session: the whole file (or block,
  // markers and front matter included) is at most 150 words. A skill's body is loaded only when used
  // (at most 500 words), but its description is listed in every session, so it stays short too.
  const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
  const frontMatter = (s: string) => /^---\n([\s\S]*?)\n---\n/.exec(s);

  for (const target of TARGETS) {
    for (const global of [false, true]) {
      if (global && (target === 'agents' || target === 'cursor')) continue;
      it(`${target}${global ? ' --global' : ''}`, () => {
        const { cwd, env } = place();
        const r = handoff(['skill', '--install', target, '--json', ...(global ? ['--global'] : [])], { cwd, env });
        expect(r.code, r.stderr).toBe(0);
        const files = r.json().files;
        expect(files.length).toBeGreaterThan(0);
        for (const f of files) {
          expect(existsSync(f.path), f.path).toBe(true);
          const installed = f.kind === 'block' ? BLOCK_OF(read(f.path)) : read(f.path);
          if (f.load === 'always') {
            expect(words(installed), f.path).toBeLessThanOrEqual(150);
          } else {
            const fm = frontMatter(installed);
            expect(fm, f.path).not.toBeNull();
            const description = /^description: (.*)$/m.exec(fm![1]!)![1]!;
            expect(words(description), `${f.path} description`).toBeLessThanOrEqual(50);
            const body = installed.slice(fm![0].length).replace(/^<!-- handoff:skill file [^\n]*-->\n/, '');
            expect(words(body), `${f.path} body`).toBeLessThanOrEqual(500);
          }
        }
      });
    }
  }

  it("the README's table of harnesses states these counts", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    for (const target of TARGETS) {
      const row = new RegExp(`^\\| \`${target}\` \\|.*\\| (always|on demand) \\| ([^|]+) \\|$`, 'm').exec(readme);
      expect(row, `README row for ${target}`).not.toBeNull();
      const { cwd, env } = place();
      const f = handoff(['skill', '--install', target, '--json'], { cwd, env }).json().files[0];
      const installed = f.kind === 'block' ? BLOCK_OF(read(f.path)) : read(f.path);
      if (f.load === 'always') {
        expect(row![1], target).toBe('always');
        expect(row![2]!.trim(), target).toBe(String(words(installed)));
      } else {
        expect(row![1], target).toBe('on demand');
        const fm = frontMatter(installed)!;
        const description = /^description: (.*)$/m.exec(fm[1]!)![1]!;
        const body = installed.slice(fm[0].length).replace(/^<!-- handoff:skill file [^\n]*-->\n/, '');
        expect(row![2]!.trim(), target).toBe(`${words(description)} (description) + ${words(body)}`);
      }
    }
  });

  function BLOCK_OF(text: string): string {
    const m = /<!-- handoff:skill:begin [\s\S]*?<!-- handoff:skill:end -->/.exec(text);
    expect(m).not.toBeNull();
    return m![0];
  }
});
