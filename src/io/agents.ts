// Start lines for the next agent: data in prompts/agents.txt, the brief's path shell-quoted.

import { readPrompt } from './data.js';
import { shellQuote } from '../ui/output.js';

export type AgentMode = 'interactive' | 'print';

export interface Agent {
  name: string;
  mode: AgentMode;
  template: string;
  note: string;
}

/** Printed when no --to is given. */
export const DEFAULT_AGENTS = ['claude', 'codex', 'any'];

/** Parse prompts/agents.txt. Pure; a malformed line is an error naming it (the file ships with the tool). */
export function parseAgents(text: string): Agent[] {
  const out: Agent[] = [];
  text.split('\n').forEach((l, i) => {
    if (!l.trim() || l.trim().startsWith('#')) return;
    const parts = l.split(' | ').map((s) => s.trim());
    const [name, mode, template, note] = parts;
    if (parts.length !== 4 || !name || !template || (mode !== 'interactive' && mode !== 'print') || !template.includes('{{file}}')) {
      throw new Error(`prompts/agents.txt:${i + 1}: expected "name | interactive|print | start line with {{file}} | note"`);
    }
    out.push({ name, mode, template, note: note! });
  });
  return out;
}

let cache: Agent[] | undefined;
export function loadAgents(): Agent[] {
  return (cache ??= parseAgents(readPrompt('agents.txt')));
}

export function startLine(agent: Pick<Agent, 'template'>, file: string): string {
  return agent.template.split('{{file}}').join(shellQuote(file));
}

export interface StartLine {
  name: string;
  mode: AgentMode;
  line: string;
  note: string;
}

/**
 * The start lines to print: the agents asked for, else the default set. Unknown names are refused earlier.
 * With `cwd` (the origin's repo root), an agent session starts there: a new terminal opens in any folder,
 * and an agent works on the files of the folder it starts in. A line that only prints the brief needs no cd.
 */
export function startLines(file: string, to: string[] | undefined, agents: Agent[] = loadAgents(), cwd?: string | null): StartLine[] {
  const wanted = to?.length ? [...new Set(to)] : DEFAULT_AGENTS;
  return wanted.map((name) => {
    const a = agents.find((x) => x.name === name);
    if (!a) return { name, mode: 'print', line: `# unknown agent "${name}"; known: ${agents.map((x) => x.name).join(', ')}`, note: '' };
    const line = startLine(a, file);
    return { name, mode: a.mode, line: cwd && a.mode === 'interactive' ? `cd ${shellQuote(cwd)} && ${line}` : line, note: a.note };
  });
}

/** Names given with --to that are not known agents. */
export function unknownAgents(to: string[] | undefined, agents: Agent[] = loadAgents()): string[] {
  return (to ?? []).filter((t) => !agents.some((a) => a.name === t));
}
