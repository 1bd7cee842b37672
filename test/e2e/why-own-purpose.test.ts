// A brief's why is the document's own purpose, never a purpose label of a record inside it, and what to deliver is
// never a copy of how to pick the work up again (QA 34 classes 1 and 6), through the built CLI: `new task --body …
// --no-input --json`. Each shape in several languages, beside a near-miss that keeps what it gave before:
// 1. "**目的:** …" under "## PoC記録" / "### PoC: …", "Goal: …" inside a dated session entry: asked, not the why;
// 2. two intro paragraphs, the first a sentence with a colon ("Continues the Goal-2 thread: get …"): the first is
//    the why;
// 3. "## プロジェクト概要" / "- 目的：…" (as "## Overview" / "- Goal: …"): the labelled line is the why;
// 4. "## Identifizierte Bugs" over the bugs, beside a plan: the why of a bug-fix handoff;
// 5. "## How to pick up on another machine" alone: what to deliver is asked for, not copied from it.

import { describe, expect, it } from 'vitest';
import { briefImporter, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

const { newTask } = briefImporter(w, 'p');

/** The why `md` gives (exit 0), or fails. */
function whyOf(md: string): string {
  const r = newTask(md);
  expect(r.code, r.stderr).toBe(0);
  return r.answers!.why;
}

/** `md` is asked for exactly `flags` (exit 2), and `not` went to no answer. */
function asked(md: string, flags: string[], not: string) {
  const r = newTask(md);
  expect(r.code, r.stderr).toBe(2);
  expect(r.missing).toEqual(flags);
  expect(r.stderr).not.toMatch(new RegExp(`${not}.*-> (Why this slice exists|What to deliver)`));
  return r;
}

describe('a purpose label inside a record of its own is not the why', () => {
  it('ja: "**目的:**" under "## PoC記録" / "### PoC: …" is asked for', () => {
    asked('# セッションログ #7\n\n## PoC記録\n\n### PoC: キャッシュ検証\n\n**目的:** キャッシュが正しく効くか検証する\n\n## 次のセッションでやること\n\n- キャッシュ層を実装する\n', ['--why'], '目的');
  });
  it('en: "**Goal:**" under "## Spike: volume mounts" is asked for', () => {
    asked('# Session log 7\n\n## Spike: volume mounts\n\n**Goal:** prove that a volume hides the image files\n\n## Next steps\n\n1. Move the chown into entrypoint.sh\n', ['--why'], 'Goal');
  });
  it('en: "Goal:" inside a dated session entry ("**2026-06-02 session — …**") is asked for', () => {
    asked('# Picker: next work\n\n## History\n\n**2026-06-02 session — three gate changes shipped.** The operator wanted more picks. Goal: *more good options for the picker.*\n\n## Next steps\n\n1. Build the entry-window features\n', ['--why'], 'Goal');
  });
  it('de: beside such a record, the intro that says why is the why', () => {
    expect(whyOf('# Übergabe: Export\n\nDie Exporte großer Mandanten brechen ab, weil der Job nach 30 s endet.\n\n## Experimente\n\n### Versuch: Chunking\n\n**Ziel:** prüfen, ob 10k-Zeilen-Blöcke reichen\n\n## Nächste Schritte\n\n1. Den Chunker schreiben\n')).toBe(
      'Die Exporte großer Mandanten brechen ab, weil der Job nach 30 s endet.',
    );
  });
  it('near-miss: the same labels in a plain section are still the why (en, ja)', () => {
    expect(whyOf('# Picker: next work\n\n## Notes\n\nThe pickers are thin. Goal: more good options for the picker.\n\n## Next steps\n\n1. Build the entry-window features\n')).toBe('more good options for the picker.');
    expect(whyOf('# セッションログ #7\n\n## メモ\n\n**目的:** キャッシュ層でAPI呼び出しを減らす\n\n## 次のセッションでやること\n\n- キャッシュ層を実装する\n')).toBe('キャッシュ層でAPI呼び出しを減らす');
  });
});

describe('with two intro paragraphs the first, the goal, is the why', () => {
  it('en: "Continues the Goal-2 thread: get …" over "This session closed …"', () => {
    const r = asked('# Handoff — explicit curve for B_f\n\nContinues the Goal-2 thread: get an explicit genus-2 curve for B_f.\n\nThis session closed the tooling gap and computed the period matrix.\n\n## How to pick up on another machine\n\ngit fetch origin && git checkout es-highprec\n', ['--deliver'], 'How to pick up');
    expect(r.placement.find((p) => p.to.startsWith('Why this slice exists'))?.line).toBe(3);
  });
  it('de: "Setzt den Export-Strang fort: …" over "Diese Sitzung hat …"', () => {
    expect(whyOf('# Übergabe — Export\n\nSetzt den Export-Strang fort: die Exporte großer Mandanten sollen in Teilen laufen.\n\nDiese Sitzung hat den Parser umgebaut und die Tests ergänzt.\n\n## Nächster Schritt\n\nDen Chunker in `src/chunk.ts` schreiben.\n')).toBe(
      'Setzt den Export-Strang fort: die Exporte großer Mandanten sollen in Teilen laufen.',
    );
  });
  it('near-miss: a short label line first ("Status: in progress") stays the Context; the paragraph after it is the why', () => {
    expect(whyOf('# Handoff — export\n\nStatus: in progress\n\nBig tenants never get their export because the job times out.\n\n## Next step\n\nWrite the chunker in `src/chunk.ts`.\n')).toBe('Big tenants never get their export because the job times out.');
  });
});

describe("an overview's labelled purpose line is the why", () => {
  const tasks = '## Remaining tasks\n\n- [ ] Confirm the button works\n- [ ] Confirm the scenario stays active\n';
  it('ja: "## プロジェクト概要" / "- 目的：…"', () => {
    const r = newTask('# 引き継ぎ：Webhook連携\n\n## プロジェクト概要\n\n- 目的：シフト管理AIアプリを、Make経由でClaude APIに接続する\n\n' + tasks);
    expect(r.stderr).toMatch(/\(a sentence: "目的…"\) -> Why this slice exists/);
    expect(r.missing).not.toContain('--why');
  });
  it('en and de: "- Goal: …" under "## Project overview", "- Ziel: …" under "## Projektübersicht"', () => {
    expect(whyOf('# Handoff: webhook\n\n## Project overview\n\n- Goal: connect the shift app to the Claude API via Make\n- Hosted at: https://example.org/app\n\n' + tasks)).toBe('connect the shift app to the Claude API via Make');
    expect(whyOf('# Übergabe: Webhook\n\n## Projektübersicht\n\n- Ziel: die Schicht-App über Make an die Claude API anbinden\n\n' + tasks)).toBe('die Schicht-App über Make an die Claude API anbinden');
  });
  it('near-miss: an overview of facts only (a URL, the stack) gives no why: asked', () => {
    asked('# Handoff: webhook\n\n## Project overview\n\n- Hosted at: https://example.org/app\n- Stack: GitHub Pages, Make, Claude API\n\n' + tasks, ['--why'], 'Project overview');
  });
});

describe('the bugs a bug-fix handoff identified are its why', () => {
  it('de: "## Identifizierte Bugs" beside "## Debugging-Plan"', () => {
    expect(whyOf('# Übergabe-Dokument: Bug-Fixes\n\n## Identifizierte Bugs\n\n### Bug 1: Tasten bleiben grün\n\n**Symptom:** Die Tasten zeigen dauerhaft grünes Feedback.\n\n## Debugging-Plan\n\n### Schritt 1: Key Feedback Fix\n\n1. `onComplete` Callback zu `keySuccess()` hinzufügen\n')).toContain(
      'Die Tasten zeigen dauerhaft grünes Feedback.',
    );
  });
  it('en and fr: "## Identified bugs", "## Bugs identifiés"', () => {
    expect(whyOf('# Handoff: bug fixes\n\n## Identified bugs\n\n### Bug 1: keys stay green\n\nThe keys show green feedback forever.\n\n## Debugging plan\n\n1. Add the onComplete callback to keySuccess()\n2. Reset the styles after the animation\n')).toContain('The keys show green feedback forever.');
    expect(whyOf('# Passation : corrections de bugs\n\n## Bugs identifiés\n\n1. Les touches restent vertes.\n2. Le soulignement manque.\n\n## Prochaines étapes\n\n1. Ajouter le callback onComplete à keySuccess()\n2. Réinitialiser les styles\n')).toContain('Les touches restent vertes.');
  });
  it('near-miss: bugs already fixed, or known and left as they are, give no why: asked', () => {
    const steps = '## Next steps\n\n1. Add the onComplete callback to keyError()\n2. Reset the styles after the animation\n';
    asked('# Handoff: bug fixes\n\n## Fixed bugs\n\n### Bug 1: keys stay green\n\nThe keys showed green feedback forever.\n\n' + steps, ['--why'], 'Fixed bugs');
    asked('# Handoff: bug fixes\n\n## Known bugs\n\n- The keys stay green on slow devices.\n\n' + steps, ['--why'], 'Known bugs');
  });
});

describe('what to deliver is never a copy of how to pick the work up again', () => {
  it('en: "## How to pick up on another machine" alone: --deliver is asked for', () => {
    asked('# Handoff — curve for B_f\n\n## Why\n\nWe need an explicit genus-2 curve for B_f.\n\n## How to pick up on another machine\n\ngit fetch origin && git checkout es-highprec\n', ['--deliver'], 'How to pick up');
  });
  it('es: "## Para retomar" alone: --deliver is asked for', () => {
    asked('# Traspaso — curva para B_f\n\n## Por qué\n\nNecesitamos una curva explícita de género 2.\n\n## Para retomar\n\nHaz git fetch origin y git checkout es-highprec.\n', ['--deliver'], 'Para retomar');
  });
  it('near-miss: "## Next step" over one step is still what to deliver too', () => {
    const r = newTask('# Handoff — curve for B_f\n\n## Why\n\nWe need an explicit genus-2 curve for B_f.\n\n## Next step\n\nRaise the precision until tau is stable to 40 digits.\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.deliver).toBe('Raise the precision until tau is stable to 40 digits.');
  });
});
