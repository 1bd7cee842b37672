// The starter kind file written by `handoff kinds --new NAME`. Pure; it must parse cleanly (tested).

export function starterKind(name: string): string {
  return `---
# The "${name}" kind of brief: handoff new ${name}
# Front matter: a one-line description (shown by \`handoff kinds\`) and the kind's own questions.
# Each question fills the {{slot}} of the same name in the template below the closing "---", is asked
# at a terminal, and is answered with --field NAME=... (or a "## Heading" section in --body).
# Question keys: name, prompt, required (true/false), hint, default, choices ([a, b]), multiline (true/false),
# type (commit: checked by git), draft (context or request: starts from the agent session), aliases ([...]:
# other headings that fill it from --body). Kind keys besides description: returns (false: no return is
# expected), supersede (same-branch), first_step ("..."). README "Custom kinds" says what each does.
# A section whose slots all stay empty is left out of the brief. Don't reuse the brief's own headings
# (Why this slice exists, What to deliver, Context, Already decided, Dead ends, Pointers, Out of scope,
# First step, Return). Check this file with: handoff kinds
description: Replace this with one line saying when to use this kind of brief
questions:
  - name: situation
    prompt: What does the receiving agent walk into?
    required: true
    multiline: true
  - name: urgency
    prompt: How urgent is it?
    required: false
    choices: [low, normal, high]
    default: normal
---
## Situation

{{situation}}

## Urgency

{{urgency}}
`;
}
