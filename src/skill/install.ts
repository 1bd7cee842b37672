// Installing the skill: which files each agent harness reads, what goes in them, and whether an existing
// file may be replaced. Pure: the command does the reading and writing.
//
// Ownership is proven by a marker comment that carries a hash of the rest of the content, so a file the
// tool wrote and nobody touched is replaced freely, while a file without the marker (someone else's) or
// whose hash no longer matches (edited since) is only replaced with --force.

import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fenceMask } from '../brief/escape.js';

export const TARGETS = ['claude', 'codex', 'agents', 'gemini', 'cursor', 'copilot'] as const;
export type Target = (typeof TARGETS)[number];

export interface Places {
  /** The repo root (or the folder the command runs in, outside a repo). */
  root: string;
  home: string;
  env: NodeJS.ProcessEnv;
  global: boolean;
}

export interface FileSpec {
  path: string;
  /** "file": the tool owns the whole file; "block": only a marked block inside it. */
  kind: 'file' | 'block';
  /** Prompt template under prompts/skill/ that the file is made from. */
  template: string;
  /** "always": loaded into every session (at most 150 words); "on-demand": loaded when used. */
  load: 'always' | 'on-demand';
}

export const codexHome = (env: NodeJS.ProcessEnv, home: string) => env.CODEX_HOME || join(home, '.codex');
export const claudeHome = (env: NodeJS.ProcessEnv, home: string) => env.CLAUDE_CONFIG_DIR || join(home, '.claude');
export const geminiHome = (env: NodeJS.ProcessEnv, home: string) => join(env.GEMINI_CLI_HOME || home, '.gemini');
export const copilotHome = (env: NodeJS.ProcessEnv, home: string) => env.COPILOT_HOME || join(home, '.copilot');

/** Why a target has no --global, or null when it has one. */
export function noGlobal(target: Target): { why: string; hint: string } | null {
  if (target === 'agents') return { why: 'AGENTS.md belongs to a repo, so --install agents has no --global', hint: 'run it inside the repo; for your home folder use --install claude --global or --install codex --global' };
  if (target === 'cursor') return { why: "Cursor keeps user rules in its settings, not in a file, so --install cursor has no --global", hint: 'run it inside the repo (it writes .cursor/rules/handoff.mdc)' };
  return null;
}

/**
 * Where each target's files go, one file per purpose (the sources are cited in prompts/skill/README).
 * Skills (Claude Code, Codex) load their body on demand; the instruction and rule files are always on.
 */
export function targetFiles(target: Target, p: Places): FileSpec[] {
  const skill = (base: string, template: string): FileSpec => ({ path: join(base, 'skills', 'handoff', 'SKILL.md'), kind: 'file', template, load: 'on-demand' });
  const block = (path: string): FileSpec => ({ path, kind: 'block', template: 'block.md', load: 'always' });
  switch (target) {
    case 'claude':
      return [skill(p.global ? claudeHome(p.env, p.home) : join(p.root, '.claude'), 'claude-skill.md')];
    case 'codex':
      return [skill(join(p.global ? p.home : p.root, '.agents'), 'agents-skill.md')];
    case 'agents':
      return [block(join(p.root, 'AGENTS.md'))];
    case 'gemini':
      return [block(p.global ? join(geminiHome(p.env, p.home), 'GEMINI.md') : join(p.root, 'GEMINI.md'))];
    case 'copilot':
      return [block(p.global ? join(copilotHome(p.env, p.home), 'copilot-instructions.md') : join(p.root, '.github', 'copilot-instructions.md'))];
    case 'cursor':
      return [{ path: join(p.root, '.cursor', 'rules', 'handoff.mdc'), kind: 'file', template: 'cursor-rule.mdc', load: 'always' }];
  }
}

/**
 * Files an older handoff wrote for the same target, which the current install replaces: the Claude Code
 * command that the skill of the same name shadows, and the Codex custom prompt (deprecated for skills).
 * They are removed only while they still carry an intact handoff marker.
 */
export function staleFiles(target: Target, p: Places): string[] {
  if (target === 'claude') return [join(p.global ? claudeHome(p.env, p.home) : join(p.root, '.claude'), 'commands', 'handoff.md')];
  // The prompt was per user: only the per-user skill (--global) replaces it for every repo.
  if (target === 'codex' && p.global) return [codexPrompt(p)];
  return [];
}

/** Where an older `--install codex` wrote its custom prompt. */
export const codexPrompt = (p: Places): string => join(codexHome(p.env, p.home), 'prompts', 'handoff.md');

/**
 * Other always-on notes the same harness would also load: Cursor and Copilot read AGENTS.md as well as
 * their own files, so the note installed in both is paid twice per session.
 */
export function overlapping(target: Target, p: Places): { path: string; harness: string }[] {
  if (p.global) return [];
  const agentsMd = join(p.root, 'AGENTS.md');
  const cursor = targetFiles('cursor', p)[0]!.path;
  const copilot = targetFiles('copilot', p)[0]!.path;
  if (target === 'cursor') return [{ path: agentsMd, harness: 'Cursor' }];
  if (target === 'copilot') return [{ path: agentsMd, harness: 'GitHub Copilot' }];
  if (target === 'agents') return [{ path: cursor, harness: 'Cursor' }, { path: copilot, harness: 'GitHub Copilot' }];
  return [];
}

/** Whether a file carries a handoff note (a whole file or a block), whoever edited it since. */
export const carriesNote = (text: string): boolean => FILE_MARKER.test(text) || /^<!-- handoff:skill:begin sha=/m.test(text);

export interface Texts {
  /** The on-demand guide (prompts/skill/skill.md). */
  skill: string;
  /** The always-on note (prompts/skill/always.md). */
  always: string;
}

export function fillTemplate(template: string, texts: Texts): string {
  return template.split('{{skill}}').join(texts.skill.trimEnd()).split('{{always}}').join(texts.always.trimEnd());
}

/** Words as `wc -w` counts them: every run of non-space characters. */
export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

export const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 12);

const FILE_MARKER = /^<!-- handoff:skill file sha=([0-9a-f]{12})\b.*-->[ \t]*\r?\n/m;
const BEGIN = /^<!-- handoff:skill:begin sha=([0-9a-f]{12})\b.*-->[ \t]*$/;
const END = /^<!-- handoff:skill:end -->[ \t]*$/;

/** The whole file with its ownership marker, placed right after the front matter (which must stay first). */
export function markFile(content: string, target: Target): string {
  const fm = /^---\n[\s\S]*?\n---\n/.exec(content);
  const head = fm ? fm[0] : '';
  const rest = content.slice(head.length);
  const marker = `<!-- handoff:skill file sha=${hash(head + rest)} (handoff skill --install ${target}; edited copies need --force) -->\n`;
  return head + marker + rest;
}

export type Ownership = 'ours' | 'edited' | 'foreign';

export function ownership(existing: string): Ownership {
  const m = FILE_MARKER.exec(existing);
  if (!m) return 'foreign';
  const rest = existing.slice(0, m.index) + existing.slice(m.index + m[0].length);
  return hash(rest) === m[1] ? 'ours' : 'edited';
}

export type Action = 'create' | 'update' | 'unchanged' | 'append' | 'replace' | 'remove';
export type Refusal = 'foreign' | 'edited' | 'broken-markers';

export interface FilePlan {
  action?: Action;
  refused?: Refusal;
  /** The whole new file content (also for blocks). */
  content?: string;
  /** What the tool writes: the file, or the block. */
  written?: string;
  problem?: string;
}

export function planFile(existing: string | null, desired: string, force: boolean): FilePlan {
  if (existing === null) return { action: 'create', content: desired, written: desired };
  if (existing === desired) return { action: 'unchanged', content: desired, written: desired };
  const own = ownership(existing);
  if (own !== 'ours' && !force) {
    return {
      refused: own,
      problem: own === 'foreign' ? 'it exists and handoff did not write it (no handoff marker)' : 'handoff wrote it, but it has been edited since',
    };
  }
  return { action: 'update', content: desired, written: desired };
}

export function makeBlock(content: string, target: Target): string {
  const body = content.trimEnd();
  return `<!-- handoff:skill:begin sha=${hash(body)} (handoff skill --install ${target}; edited copies need --force) -->\n${body}\n<!-- handoff:skill:end -->`;
}

/** Put the block into its file (AGENTS.md, GEMINI.md, ...): create the file, append the block, or replace only the block. */
export function planBlock(existing: string | null, content: string, force: boolean, target: Target): FilePlan {
  const block = makeBlock(content, target);
  if (existing === null || existing.trim() === '') return { action: 'create', content: block + '\n', written: block };
  const crlf = existing.includes('\r\n');
  const lines = existing.split(/\r?\n/);
  const mask = fenceMask(lines);
  const begins = lines.flatMap((l, i) => (!mask[i] && BEGIN.test(l) ? [i] : []));
  const ends = lines.flatMap((l, i) => (!mask[i] && END.test(l) ? [i] : []));
  const nl = crlf ? '\r\n' : '\n';
  const out = crlf ? block.replace(/\n/g, '\r\n') : block;
  if (!begins.length && !ends.length) {
    // Leave one blank line between the file's last line and the block.
    const sep = /\r?\n\r?\n$/.test(existing) ? '' : existing.endsWith('\n') ? nl : nl + nl;
    return { action: 'append', content: existing + sep + out + nl, written: block };
  }
  if (begins.length !== 1 || ends.length !== 1 || ends[0]! < begins[0]!) {
    return {
      refused: 'broken-markers',
      problem: `it has ${begins.length} begin and ${ends.length} end marker(s) of the handoff block${begins.length === 1 && ends.length === 1 ? ', in the wrong order' : ''}; fix or remove them by hand`,
    };
  }
  const [b, e] = [begins[0]!, ends[0]!];
  const inner = lines.slice(b + 1, e).join('\n');
  const sha = BEGIN.exec(lines[b]!)![1];
  const current = [...lines.slice(b, e + 1)].join('\n');
  if (current === block) return { action: 'unchanged', content: existing, written: block };
  if (hash(inner) !== sha && !force) return { refused: 'edited', problem: 'the handoff block has been edited since handoff wrote it' };
  const next = [...lines.slice(0, b), out, ...lines.slice(e + 1)].join(nl);
  return { action: 'replace', content: next, written: block };
}
