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

// Which coding-agent harness runs this command: data in prompts/harnesses.txt, each entry citing the
// harness's own documentation or source.

export type Condition = { var: string; value?: string } | { notty: true };

export interface HarnessRule {
  name: string;
  when: Condition[];
  /** The variable holding the harness's session id in its shell; undefined when it exposes none. */
  session?: string;
}

/** Parse prompts/harnesses.txt. Pure; a malformed line is an error naming it (the file ships with the tool). */
export function parseHarnesses(text: string): HarnessRule[] {
  const out: HarnessRule[] = [];
  text.split('\n').forEach((l, i) => {
    if (!l.trim() || l.trim().startsWith('#')) return;
    const parts = l.split(' | ').map((s) => s.trim());
    const [name, conds, session] = parts;
    const when = (conds ?? '').split(/\s+/).filter(Boolean).map((c): Condition | null => {
      if (c === 'notty') return { notty: true };
      const m = /^([A-Z_][A-Z0-9_]*)(?:=(.+))?$/.exec(c);
      return m ? { var: m[1]!, ...(m[2] !== undefined ? { value: m[2] } : {}) } : null;
    });
    if (parts.length !== 3 || !name || !when.length || when.includes(null) || !session || !/^(-|[A-Z_][A-Z0-9_]*)$/.test(session)) {
      throw new Error(`prompts/harnesses.txt:${i + 1}: expected "name | VAR[=VALUE] ... [notty] | SESSION_VAR or -"`);
    }
    out.push({ name, when: when as Condition[], ...(session !== '-' ? { session } : {}) });
  });
  return out;
}

let harnessCache: HarnessRule[] | undefined;
export function loadHarnesses(): HarnessRule[] {
  return (harnessCache ??= parseHarnesses(readPrompt('harnesses.txt')));
}

export interface Shell {
  env: NodeJS.ProcessEnv;
  /** Whether stdin is a terminal; unknown counts as a terminal (the weak signals then do not fire). */
  stdinIsTTY?: boolean;
}

const holds = (c: Condition, s: Shell): boolean =>
  'notty' in c ? s.stdinIsTTY === false : c.value !== undefined ? s.env[c.var] === c.value : Boolean(s.env[c.var]);

/** The harnesses whose documented variables are all present, in the file's order, each named once. Pure. */
export function detectHarnesses(shell: Shell, rules: HarnessRule[] = loadHarnesses()): HarnessRule[] {
  const found: HarnessRule[] = [];
  for (const r of rules) if (!found.some((f) => f.name === r.name) && r.when.every((c) => holds(c, shell))) found.push(r);
  return found;
}

/** How a person knows each detected harness. */
export const HARNESS_TITLES: Record<string, string> = {
  claude: 'Claude Code',
  codex: 'Codex',
  copilot: 'GitHub Copilot CLI',
  gemini: 'Gemini CLI',
  opencode: 'OpenCode',
  cursor: "Cursor's agent",
};

export interface OriginSession {
  /** The harness, named as in prompts/agents.txt (claude, codex, copilot, ...). */
  agent: string;
  /** Its session id, exactly as the harness exposes it (for finding the transcript). */
  id: string;
  /** What `new` records as the origin session: "agent:id". */
  label: string;
}

/**
 * The session of the coding agent running this command, when exactly one harness is detected and it
 * exposes its session id in its shell; undefined otherwise (none, nested harnesses, or no id). Pure.
 */
/** What a harness session id looks like (UUIDs, ULIDs, slugs): short, no spaces, no control bytes. */
const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function originSession(env: NodeJS.ProcessEnv, rules: HarnessRule[] = loadHarnesses()): OriginSession | undefined {
  // Only the strong signals: a weak one (notty) also fires in an IDE terminal that merely inherits a
  // harness's marker, and would make a real nested harness look ambiguous.
  const strong = rules.filter((r) => r.when.every((c) => !('notty' in c)));
  const found = detectHarnesses({ env }, strong);
  if (found.length !== 1) return undefined;
  const id = found[0]!.session ? env[found[0]!.session]?.trim() : undefined;
  // Harnesses set ids such as UUIDs; anything else in that variable is not one, and must not reach a brief.
  if (!id || !SESSION_ID.test(id)) return undefined;
  return { agent: found[0]!.name, id, label: `${found[0]!.name}:${id}` };
}
