// QA round 37, English returns counting non-findings (overB18), through the built CLI:
// - a later pass's intro ("# 🌊 Wave 2 — …" / "After Wave 1, three more agents ran …" / "## Fixed" / items) is the
//   pass's note, kept, not a finding (findings.ts sectionFindings, pass-headings.ts namesPass; QA 37 doc 12);
// - "### Symptom vs Root Cause" / "- **Symptom:** …" / "- **Root cause:** …" weighs the parts of findings stated above,
//   kept under its heading (finding-parts.ts joinsParts; QA 37 doc 08);
// - after a group that restates the findings ("### Critical Issues" under "## Risks & Observations"), a sibling that
//   joined it by place alone ("### Dead Paths") is more of that analysis, kept (read-return.ts; QA 37 doc 08);
// - an item led by an id of its own that names other findings ("- [X1] (P1) Retry storm when F-P0-2 and [T1] meet: …")
//   is a finding, not a pointer at them (read-return.ts pointsAt, cited-recaps.ts ownNewId).

import { describe, expect, it } from 'vitest';
import { docWorld, returnTitles } from '../helpers/doc-world.js';

const w = docWorld();
const titles = (text: string) => returnTitles(w, text, 'qa37 non-findings probe');

const wave = (h1: string, intro: string, fixed: string, items: string) =>
  `# Bug hunt\n\n## 🟠 HIGH — fixed\n- **#2 · Pairings map is unbounded**. **Fix ✅** bounded codec.\n\n---\n\n# ${h1}\n\n${intro}\n\n## ${fixed}\n${items}`;

describe("a later wave's intro paragraph is the wave's note, not a finding", () => {
  it.each([
    ['English', wave('🌊 Wave 2 — three more agents (2026-06-28)', 'After Wave 1, three more analysis-only agents ran: a review of the fixes and a perf pass. Headline: side-safety came back clean.', 'Fixed (commits on `aeeca44`)', '- **[MED] Log busy-spin on a persistent disk outage** — no backoff. Fixed with a sleep.\n- **[LOW] Drop-count lost on reopen failure** — cleared before the write.\n'), ['#2 · Pairings map is unbounded', 'Log busy-spin on a persistent disk outage', 'Drop-count lost on reopen failure']],
    ['German', wave('🌊 Welle 2 — drei weitere Agenten', 'Nach Welle 1 liefen drei weitere Agenten: eine Prüfung der Korrekturen und ein Leistungsdurchgang. Ergebnis: die Seitentrennung ist sauber.', 'Behoben (Commits `aeeca44`)', '- **[MED] Log-Schleife dreht bei dauerhaftem Plattenausfall** — kein Backoff. Mit einer Pause behoben.\n- **[LOW] Verlustzähler geht beim Wiederöffnen verloren** — vor dem Schreiben gelöscht.\n'), ['#2 · Pairings map is unbounded', 'Log-Schleife dreht bei dauerhaftem Plattenausfall', 'Verlustzähler geht beim Wiederöffnen verloren']],
  ])('%s', (_what, text, want) => {
    expect(titles(text)).toEqual(want);
  });
  it('near-miss: a bold-led finding between the wave heading and its groups stays a finding', () => {
    expect(titles(wave('🌊 Wave 2', '**[HIGH] Save file truncated on crash** — `Store.java:88` writes in place.', 'Fixed', '- **[LOW] Stale tooltip** — text not refreshed.\n'))).toEqual(['#2 · Pairings map is unbounded', 'Save file truncated on crash', 'Stale tooltip']);
  });
});

const report = (risks: string) =>
  '# Investigation Report: Config Tab Bug\n\n## Key Findings\n\n### Finding 1: Config tab reads an empty column\n- **Location:** `web/server.go:1334`\n- **Description:** The tab reads `agent_type`, which is never written.\n\n### Finding 2: CLI flag never saved\n- **Location:** `cli/root.go:221`\n- **Description:** The `--agent` flag is applied to the TUI only.\n\n### Finding 3: Hello payload misses the agent\n- **Location:** `protocol/hello.go:44`\n- **Description:** `HelloPayload` has no agent field.\n\n' + risks + '\n## Open Questions\n\n1. **Should the agent be persisted at startup?**\n';
const stated = ['Config tab reads an empty column', 'CLI flag never saved', 'Hello payload misses the agent'];

describe('analysis of the findings after them is kept, not counted', () => {
  it.each([
    ['English', '## Risks & Observations\n\n### Critical Issues\n\n1. **Startup values lost**\n   - `cli/root.go` drops the flag\n2. **Protocol gap**\n   - `HelloPayload` cannot carry the agent\n3. **Config tab always empty**\n   - `web/server.go` reads `agent_type` only\n\n### Dead Paths\n\n- `UpdateSessionConfig` only called by web handlers\n- No code path calls it during session initialization\n\n### Symptom vs Root Cause\n\n- **Symptom:** Config tab shows "Default (no agent)"\n- **Root cause:** Multiple missing links:\n  1. the client lacks agent fields\n  2. nothing persists the agent at startup\n'],
    ['Spanish', '## Riesgos y observaciones\n\n### Síntoma vs. causa raíz\n\n- **Síntoma:** La pestaña muestra «Predeterminado»\n- **Causa raíz:** Faltan varios eslabones:\n  1. al cliente le faltan los campos\n  2. nada guarda el agente al arrancar\n'],
    ['German', '## Risiken & Beobachtungen\n\n### Symptom und Ursache\n\n- **Symptom:** Der Reiter zeigt „Standard“\n- **Ursache:** Mehrere fehlende Glieder:\n  1. dem Client fehlen die Felder\n  2. nichts speichert den Agenten beim Start\n'],
  ])('%s', (_what, risks) => {
    expect(titles(report(risks))).toEqual(stated);
  });
  it('near-miss: a new problem under a heading of its own after the recap is still a finding', () => {
    expect(titles(report('## Risks & Observations\n\n### Critical Issues\n\n1. **Startup values lost**\n   - `cli/root.go` drops the flag\n2. **Protocol gap**\n   - `HelloPayload` cannot carry the agent\n3. **Config tab always empty**\n   - `web/server.go` reads `agent_type` only\n\n### 🟠 High\n\n- **Model flag also dropped** — `--model` is never stored either (high).\n'))).toEqual([...stated, 'Model flag also dropped']);
  });
  it('near-miss: a section of root causes is still findings', () => {
    expect(titles('# Investigation\n\n## Root causes\n\n- **Missing `output_index`** on `response.output_item.added`.\n- **Missing `id`** on streamed `function_call` items.\n')).toEqual(['Missing `output_index`', 'Missing `id`']);
  });
});

describe('an item with its own id that names other findings is a finding', () => {
  const audit = (items: string) => '# Audit\n\n## Findings\n\n### F-P0-2 — Retries have no backoff\nThe client retries at once on every 503.\nSeen in `net/client.ts:40`.\n\n### [T1] Timeouts are not configurable\nThe 30 s timeout is hard-coded in `net/client.ts:12`.\nCallers cannot lower it.\n\n## Cross-cutting\n\n' + items;
  it('English', () => {
    expect(titles(audit('- [X1] (P1) Retry storm when F-P0-2 and [T1] meet: a slow upstream gets hammered by every client.\n- [X2] (P2) Health check ignores F-P0-2 backoff state and [T1] timeouts, so it flaps.\n'))).toHaveLength(4);
  });
  it('German', () => {
    expect(titles(audit('- [X1] (P1) Wiederholungssturm, wenn F-P0-2 und [T1] zusammentreffen: ein langsamer Dienst wird überrannt.\n- [X2] (P2) Der Health-Check übergeht den Zustand von F-P0-2 und die Zeitlimits aus [T1].\n'))).toHaveLength(4);
  });
  it('near-miss: a list that only names the findings again by id is no new finding', () => {
    expect(titles(audit('- F-P0-2 — fix first, 1 h\n- [T1] — make it an option, 30 min\n'))).toHaveLength(2);
  });
});
