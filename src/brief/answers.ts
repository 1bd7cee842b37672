// Layering answers from a body, flags and prompts, and checking what is still missing. Pure.

import type { BriefAnswers, Kind } from './types.js';
import { BRIEF_HEAD, BRIEF_TAIL } from './sections.js';
import { normalizeAnswer, oneLine } from './escape.js';

export interface BriefFlags {
  title?: string;
  why?: string;
  deliver?: string;
  context?: string;
  decided?: string[];
  deadEnd?: string[];
  pointer?: string[];
  outOfScope?: string[];
  firstStep?: string;
  field?: string[];
}

export type FieldProblem = { arg: string; problem: string };

/** "--field name=value" -> {name: value}; malformed ones are reported, unknown names too. */
export function parseFields(args: string[] | undefined, kind: Pick<Kind, 'name' | 'questions'>): { fields: Record<string, string>; problems: FieldProblem[] } {
  const fields: Record<string, string> = {};
  const problems: FieldProblem[] = [];
  const names = kind.questions.map((q) => q.name);
  for (const arg of args ?? []) {
    const m = /^([A-Za-z_][\w-]*)=([\s\S]*)$/.exec(arg);
    if (!m) {
      problems.push({ arg, problem: 'expected name=value' });
      continue;
    }
    const name = m[1]!.replace(/-/g, '_').toLowerCase();
    const q = kind.questions.find((x) => x.name === name);
    if (!q) {
      problems.push({ arg, problem: `the ${kind.name} kind has no question "${m[1]}"${names.length ? ` (it has: ${names.join(', ')})` : ' (it has none)'}` });
      continue;
    }
    if (q.choices && !q.choices.includes(m[2]!.trim())) {
      problems.push({ arg, problem: `"${name}" must be one of: ${q.choices.join(', ')}` });
      continue;
    }
    fields[name] = m[2]!;
  }
  return { fields, problems };
}

/** Flags win over a body: each given flag replaces that answer. */
export function applyFlags(base: BriefAnswers, given: Set<string>, flags: BriefFlags, fields: Record<string, string>): BriefAnswers {
  const a: BriefAnswers = { ...base, fields: { ...base.fields } };
  const text = ['title', 'why', 'deliver', 'context', 'firstStep'] as const;
  for (const k of text) {
    if (flags[k] !== undefined) {
      a[k] = flags[k]!;
      given.add(k);
    }
  }
  const lists = [
    ['decided', 'decided'],
    ['deadEnd', 'deadEnds'],
    ['pointer', 'pointers'],
    ['outOfScope', 'outOfScope'],
  ] as const;
  for (const [flag, key] of lists) {
    const v = flags[flag];
    if (v && v.length) {
      a[key] = v.map(normalizeAnswer).filter(Boolean);
      given.add(key);
    }
  }
  for (const [k, v] of Object.entries(fields)) {
    a.fields[k] = v;
    given.add(`field:${k}`);
  }
  return a;
}

export interface Missing {
  name: string;
  flag: string;
  /** Another way to give it, said after it ("nothing found: --finding none"). */
  hint?: string;
}

export function missingRequired(kind: Pick<Kind, 'questions'>, a: BriefAnswers): Missing[] {
  const out: Missing[] = [];
  if (!normalizeAnswer(a.title)) out.push({ name: 'title', flag: '--title' });
  for (const s of [...BRIEF_HEAD, ...BRIEF_TAIL]) {
    if (!s.required) continue;
    const v = a[s.key];
    if (Array.isArray(v) ? !v.length : !normalizeAnswer(v)) out.push({ name: s.heading.toLowerCase(), flag: s.flag });
  }
  for (const q of kind.questions) {
    if (q.required && !normalizeAnswer(a.fields[q.name] ?? q.default ?? '')) out.push({ name: `${q.name} (${q.prompt.replace(/\?.*$/, '?')})`, flag: `--field ${q.name}=...` });
  }
  return out;
}

/** Answers in their canonical form: LF line ends, trimmed, no empty list items. */
export function normalizeBrief(a: BriefAnswers): BriefAnswers {
  const list = (xs: string[]) => xs.map(normalizeAnswer).filter(Boolean);
  return {
    title: oneLine(a.title),
    why: normalizeAnswer(a.why),
    deliver: normalizeAnswer(a.deliver),
    fields: Object.fromEntries(Object.entries(a.fields).map(([k, v]) => [k, normalizeAnswer(v)]).filter(([, v]) => v !== '')),
    context: normalizeAnswer(a.context),
    decided: list(a.decided),
    deadEnds: list(a.deadEnds),
    pointers: list(a.pointers),
    outOfScope: list(a.outOfScope),
    firstStep: normalizeAnswer(a.firstStep),
  };
}

/** Deep-map every string of a JSON-like value (used to redact records). */
export function mapStrings<T>(value: T, fn: (s: string) => string): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)])) as T;
  return value;
}
