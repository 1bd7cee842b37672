// Start lines for the next agent: data in prompts/agents.txt, the brief's path shell-quoted.

import { readPrompt } from './data.js';
import { shellQuote } from '../ui/output.js';

export interface Agent {
  name: string;
  template: string;
  note: string;
}

export function parseAgents(text: string): Agent[] {
  return text
    .split('\n')
    .filter((l) => l.trim() && !l.trim().startsWith('#'))
    .map((l) => {
      const [name, template, note] = l.split(' | ').map((s) => s.trim());
      return { name: name!, template: template!, note: note ?? '' };
    });
}

export function loadAgents(): Agent[] {
  return parseAgents(readPrompt('agents.txt'));
}

export function startLine(agent: Agent, file: string): string {
  return agent.template.split('{{file}}').join(shellQuote(file));
}

/** The start lines to print: the agents asked for, else the default set. */
export function startLines(file: string, to: string[] | undefined): { name: string; line: string }[] {
  const agents = loadAgents();
  const wanted = to?.length ? to : ['claude', 'codex', 'any'];
  return wanted.map((name) => {
    const a = agents.find((x) => x.name === name);
    return a ? { name, line: startLine(a, file) } : { name, line: `# unknown agent "${name}"; known: ${agents.map((x) => x.name).join(', ')}` };
  });
}
