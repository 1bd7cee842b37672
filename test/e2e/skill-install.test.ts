// handoff skill --install claude|codex|agents into temp homes and repos: where each file goes, idempotent
// re-installs, ownership markers (someone else's file, or one edited since, is refused unless --force),
// --dry-run writing nothing, and AGENTS.md keeping everything outside its marked block byte for byte.

import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, handoff, repo, requireBuilt, ROOT, sandbox, tmp, type Sandbox } from '../helpers/agents-harness.js';

let sb: Sandbox;
const SKILL = readFileSync(join(ROOT, 'prompts', 'skill', 'skill.md'), 'utf8');

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

describe('handoff skill', () => {
  it('prints the skill text; --json gives it with the targets', () => {
    const { cwd, env } = place();
    const r = handoff(['skill'], { cwd, env });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(SKILL);
    expect(handoff(['skill', '--json'], { cwd, env }).json()).toEqual({ skill: SKILL, targets: ['claude', 'codex', 'agents'] });
  });

  it('usage errors: an unknown target, install-only flags without --install, agents --global', () => {
    const { cwd, env } = place();
    expect(handoff(['skill', '--install', 'cursor'], { cwd, env }).stderr).toContain('unknown --install target "cursor"');
    for (const args of [['skill', '--install', 'cursor'], ['skill', '--force'], ['skill', '--dry-run'], ['skill', '--global'], ['skill', '--install', 'agents', '--global']]) {
      expect(handoff(args, { cwd, env }).code, args.join(' ')).toBe(2);
    }
    expect(existsSync(join(cwd, 'AGENTS.md'))).toBe(false);
  });
});

describe('--install claude', () => {
  it('writes the skill (front matter name + description saying when) and the slash command into the repo', () => {
    const { cwd, env } = place();
    const r = handoff(['skill', '--install', 'claude', '--json'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    const skill = join(cwd, '.claude', 'skills', 'handoff', 'SKILL.md');
    const command = join(cwd, '.claude', 'commands', 'handoff.md');
    expect(r.json().files.map((f: any) => [f.path, f.action])).toEqual([[skill, 'create'], [command, 'create']]);
    const s = read(skill);
    expect(s).toMatch(/^---\nname: handoff\ndescription: Hand a slice of work off to a fresh agent session .*\. Use when [^\n]*\n---\n<!-- handoff:skill file sha=[0-9a-f]{12} /);
    expect(s).toContain(SKILL.trimEnd());
    const c = read(command);
    expect(c).toMatch(/^---\ndescription: [^\n]+\nargument-hint: [^\n]+\n---\n<!-- handoff:skill file sha=/);
    expect(c.trimEnd().endsWith('## This request\n\n$ARGUMENTS')).toBe(true);
    expect(statSync(skill).mode & 0o777).toBe(0o644 & ~process.umask());
  });

  it('re-installing is idempotent: nothing is rewritten', () => {
    const { cwd, env } = place();
    handoff(['skill', '--install', 'claude'], { cwd, env });
    const skill = join(cwd, '.claude', 'skills', 'handoff', 'SKILL.md');
    const before = { text: read(skill), mtime: statSync(skill).mtimeMs };
    const r = handoff(['skill', '--install', 'claude', '--json'], { cwd, env });
    expect(r.code).toBe(0);
    expect(r.json().files.map((f: any) => f.action)).toEqual(['unchanged', 'unchanged']);
    expect(read(skill)).toBe(before.text);
    expect(statSync(skill).mtimeMs).toBe(before.mtime);
  });

  it("someone else's file is refused, and then nothing at all is written; --force replaces it", () => {
    const { cwd, env } = place();
    const command = join(cwd, '.claude', 'commands', 'handoff.md');
    mkdirSync(join(cwd, '.claude', 'commands'), { recursive: true });
    writeFileSync(command, 'my own /handoff command\n');
    const r = handoff(['skill', '--install', 'claude'], { cwd, env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${command}: it exists and handoff did not write it`);
    expect(r.stderr).toContain('--force');
    expect(read(command)).toBe('my own /handoff command\n');
    expect(existsSync(join(cwd, '.claude', 'skills'))).toBe(false); // all or nothing
    const j = handoff(['skill', '--install', 'claude', '--json'], { cwd, env });
    expect(j.code).toBe(1);
    expect(j.json().error.files.find((f: any) => f.path === command)).toMatchObject({ action: 'refused', refused: 'foreign' });
    const f = handoff(['skill', '--install', 'claude', '--force'], { cwd, env });
    expect(f.code).toBe(0);
    expect(read(command)).toContain('<!-- handoff:skill file sha=');
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
    expect(r.stdout).toContain(`--- ${join(cwd, '.claude', 'commands', 'handoff.md')} (create) ---\n`);
    expect(r.stderr).toContain('dry run: nothing was written');
    expect(existsSync(join(cwd, '.claude'))).toBe(false);
    handoff(['skill', '--install', 'claude'], { cwd, env });
    expect(handoff(['skill', '--install', 'claude', '--dry-run'], { cwd, env }).stdout).toContain('(unchanged) ---\n(already up to date)\n');
  });

  it('--global goes to ~/.claude, or $CLAUDE_CONFIG_DIR when set; the repo is untouched', () => {
    const { cwd, env, home } = place();
    expect(handoff(['skill', '--install', 'claude', '--global'], { cwd, env }).code).toBe(0);
    expect(existsSync(join(home, '.claude', 'skills', 'handoff', 'SKILL.md'))).toBe(true);
    expect(existsSync(join(home, '.claude', 'commands', 'handoff.md'))).toBe(true);
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
  it('writes $CODEX_HOME/prompts/handoff.md (Codex reads custom prompts only there), idempotently', () => {
    const { cwd, env } = place();
    const codexHome = join(tmp(), 'codex');
    const e = { ...env, CODEX_HOME: codexHome };
    const r = handoff(['skill', '--install', 'codex', '--json'], { cwd, env: e });
    expect(r.code, r.stderr).toBe(0);
    const file = join(codexHome, 'prompts', 'handoff.md');
    expect(r.json().files).toMatchObject([{ path: file, action: 'create' }]);
    const text = read(file);
    expect(text).toMatch(/^---\ndescription: [^\n"]+\nargument-hint: [^\n"]+\n---\n<!-- handoff:skill file sha=/);
    expect(text).toContain(SKILL.trimEnd());
    expect(text).toContain('$ARGUMENTS');
    expect(existsSync(join(cwd, '.codex'))).toBe(false);
    expect(handoff(['skill', '--install', 'codex', '--json'], { cwd, env: e }).json().files[0].action).toBe('unchanged');
  });

  it('defaults to ~/.codex/prompts without CODEX_HOME, with or without --global', () => {
    const { cwd, env, home } = place();
    expect(handoff(['skill', '--install', 'codex'], { cwd, env }).code).toBe(0);
    expect(existsSync(join(home, '.codex', 'prompts', 'handoff.md'))).toBe(true);
    expect(handoff(['skill', '--install', 'codex', '--global', '--json'], { cwd, env }).json().files[0].action).toBe('unchanged');
  });

  it("refuses a prompt of the same name that is someone else's", () => {
    const { cwd, env, home } = place();
    mkdirSync(join(home, '.codex', 'prompts'), { recursive: true });
    writeFileSync(join(home, '.codex', 'prompts', 'handoff.md'), 'mine');
    expect(handoff(['skill', '--install', 'codex'], { cwd, env }).code).toBe(1);
    expect(read(join(home, '.codex', 'prompts', 'handoff.md'))).toBe('mine');
  });
});

describe('--install agents', () => {
  const BLOCK = /<!-- handoff:skill:begin sha=[0-9a-f]{12} [^\n]*-->\n[\s\S]*?\n<!-- handoff:skill:end -->/;

  it('creates AGENTS.md with the block when it is missing; the skill sits one heading level down', () => {
    const { cwd, env } = place();
    const r = handoff(['skill', '--install', 'agents', '--json'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    const text = read(join(cwd, 'AGENTS.md'));
    expect(text).toMatch(new RegExp(`^${BLOCK.source}\\n$`));
    expect(text).toContain('\n## Handing work off with `handoff`\n');
    expect(text).toContain('\n### When to hand off\n');
    // Headings inside code (the example brief) are left alone.
    expect(text).toContain("<<'HANDOFF'\n# Make the config loader accept YAML anchors\n\n## Why this slice exists\n");
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
    const edited = read(file).replace('### When to hand off', '### When to hand off (our rules)');
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
