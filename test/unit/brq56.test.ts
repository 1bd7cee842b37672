// QA 56 classes 5, 6 and 7 (brq56): a to-do section written as numbered sub-headings gives its first one as the
// first step (in any language); a bracketed qualifier after a heading's own words ("(mit Begründung)",
// "(IMPORTANT)") does not by itself give the heading a role. Synthetic documents in the shapes of QA 56's 03 and 05.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { taskKind } from '../helpers/written.js';

const read = (md: string) => importBrief(md, taskKind);
const constraints = (r: ReturnType<typeof read>) => r.answers.fields['constraints'] ?? '';

describe('class 5: a to-do section over numbered sub-headings', () => {
  const CASES: [string, string, RegExp][] = [
    ['en', '# Cleanup handoff\n\n## Why\nThe agent already runs the commands, so re-parsing its answer is redundant.\n\n## What Needs to Be Done\n\n### 1. Delete these files\n- `src/parser.ts`\n- `tests/parser.test.ts`\n\n### 2. Simplify the agent\nPost the agent\'s answer as the comment.\n\n## Important Context\n- Don\'t add command filtering.\n', /^Delete these files\n\n- `src\/parser\.ts`/],
    ['de', '# Aufräumen\n\n## Warum\nDer Agent führt die Befehle schon aus; das erneute Parsen ist überflüssig.\n\n## Was zu tun ist\n\n### 1. Diese Dateien löschen\n- `src/parser.ts`\n\n### 2. Den Agenten vereinfachen\nDie Antwort des Agenten als Kommentar posten.\n', /^Diese Dateien löschen/],
  ];
  it.each(CASES)('%s: the first numbered sub-heading (its title and text) is the first step, the section what to deliver', (_l, md, first) => {
    const r = read(md);
    expect(r.answers.firstStep).toMatch(first);
    expect(r.answers.deliver).toMatch(/Simplify the agent|Den Agenten vereinfachen/);
  });
  it('sub-headings that are not numbered steps give none', () => {
    const r = read('# Cleanup\n\n## Why\nIt is slow.\n\n## What Needs to Be Done\n\n### Parser\nDelete it.\n\n### Agent\nSimplify it.\n');
    expect(r.answers.firstStep).toBe('');
  });
});

describe('classes 6 and 7: a qualifier in brackets after a heading\'s own words', () => {
  it('de: "(mit Begründung)" does not make the excluded-work list the why; the intro\'s mid-sentence "Ziel:" is', () => {
    const r = read('# Umsetzungsplan: Liste verbessern\n\nBasierend auf der Kritik-Runde (2026-07-20). Ziel: Die Liste soll auch mit vielen Einträgen benutzbar bleiben.\n\n## Stufe 1: Filter\n**Schritte:**\n1. Filterleiste in `app/list/page.tsx` einbauen.\n\n## Stufe 2: Sortierung\n**Schritte:**\n1. Sortier-Auswahl ergänzen.\n\n## Bewusst NICHT im Plan (mit Begründung)\n- **Kanban-Board**: erst nach Stufe 1 neu bewerten.\n');
    expect(r.answers.why).not.toContain('Kanban-Board');
    // (The intro's "Ziel:" after a sentence end is then the why, read by the label in prose.)
    expect(r.answers.why).toBe('Die Liste soll auch mit vielen Einträgen benutzbar bleiben.');
    expect(r.placement.some((p) => /mit Begründung/.test(p.from) && /Why/.test(p.to))).toBe(false);
  });
  it('fr: "(IMPORTANT)" does not make a data table a constraint; the pitfalls section still is one', () => {
    const r = read('# Reprise\n\n## Pourquoi\nLe client veut des salaires payés par lot.\n\n## Prochaine étape\nAjouter la page de paiement par lot.\n\n## 5. Contrats découverts (IMPORTANT)\n| CSV | Champ |\n|---|---|\n| nom | lastname |\n\n### Salaire (`llx_salary`, obligatoires: `fk_user`, `amount`)\n| CSV | Champ |\n|---|---|\n| ref | fk_user |\n\n## 8. Pièges & conventions\n- Ne pas committer sans demande explicite.\n');
    expect(constraints(r)).not.toContain('lastname');
    expect(constraints(r)).not.toContain('fk_user');
    expect(constraints(r)).toContain('Ne pas committer');
  });
  it('en: "(with rationale)" and "(important)" likewise; a qualifier that carries the role still does', () => {
    const r = read('# Plan\n\n## Why\nThe list is slow.\n\n## Deliver\nA faster list.\n\n## First step\nProfile it.\n\n## Out of the plan (with rationale)\n- Kanban: later.\n\n## Data contracts found (important)\n| a | b |\n|---|---|\n| x | y |\n\n## Erledigt (nicht wiederholen)\n- Parser split.\n');
    expect(r.answers.why).toBe('The list is slow.');
    expect(constraints(r)).not.toContain('| x');
    expect(r.answers.decided.join('\n')).toContain('Parser split');
  });
});
