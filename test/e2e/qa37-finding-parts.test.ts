// QA round 37, classes 3, 6 and 7, through the built CLI: the parts of one finding are not findings, findings written
// as a bold paragraph or under a later wave are not dropped, and the passing rows of a table of checks are not findings.
// - Class 3: "### Finding 1: Title" over "- **Location:**" twice / "- **Description:**" … is one finding, titled by its
//   heading (findings.ts placedForm, placesRepeated).
// - Class 6: "## 🔴 CRITICAL — fixed" over a bold-titled paragraph is a group holding that finding (return-sections.ts
//   boldTitledParagraph); "# 🌊 Wave 2 — …" over "## Fixed (…)" is another pass, its items findings (prompts/headings.txt
//   return.morePasses).
// - Class 7: "| … | status | severity |" rows whose status says PASS are checks that held, kept, not findings
//   (findings.ts passedStatusRows).

import { describe, expect, it } from 'vitest';
import { docWorld, returnTitles } from '../helpers/doc-world.js';

const w = docWorld();
const titles = (text: string) => returnTitles(w, text, 'qa37 parts probe');

describe('class 3: one heading that counts a finding is one finding, its labelled bullets its parts', () => {
  it.each([
    ['English, a place named twice and a long label over code', "# Investigation\n\n## Key Findings\n\n### Finding 1: Config tab reads an empty column\n- **Location:** `web/server.go:1334` (handler)\n- **Location:** `storage.go:328`\n- **Description:** The tab reads `agent_type`, which is never written.\n- **Missing fields in the client struct:**\n  ```go\n  type Client struct { name string }\n  ```\n- **Result:** Always shows \"Default\".\n\n### Finding 2: CLI flag never saved\n- **Location:** `cli/root.go:221`\n- **Description:** `--agent` is applied to the TUI only.\n", ['Config tab reads an empty column', 'CLI flag never saved']],
    ['German', "# Untersuchung\n\n## Befunde\n\n### Befund 1: Der Reiter liest eine leere Spalte\n- **Ort:** `web/server.go:1334`\n- **Ort:** `storage.go:328`\n- **Beschreibung:** Der Reiter liest `agent_type`, das nie geschrieben wird.\n- **Ergebnis:** Zeigt immer „Standard“.\n\n### Befund 2: Die Option wird nie gespeichert\n- **Ort:** `cli/root.go:221`\n- **Beschreibung:** `--agent` wirkt nur in der TUI.\n", ['Der Reiter liest eine leere Spalte', 'Die Option wird nie gespeichert']],
    ['English, a heading without a counter', "# Investigation\n\n## Findings\n\n### Config tab reads an empty column\n- **Location:** `web/server.go:1334`\n- **Location:** `storage.go:328`\n- **Description:** The tab reads `agent_type`, which is never written.\n\n### CLI flag never saved\n- **Location:** `cli/root.go:221`\n- **Description:** `--agent` is applied to the TUI only.\n", ['Config tab reads an empty column', 'CLI flag never saved']],
  ])('%s', (_what, text, want) => {
    expect(titles(text)).toEqual(want);
  });
  it('near-miss: a list of bold-titled findings stays one finding per item', () => {
    expect(titles("# Review\n\n## Findings\n\n- **Race in cache** — two timers flush the same entry at once.\n- **Token logged at login** — the session token is written to the log.\n- **Retry never backs off** — the loop spins on a dead socket.\n")).toEqual(['Race in cache', 'Token logged at login', 'Retry never backs off']);
  });
});

describe('class 6: findings under a level heading as a bold paragraph, and under a later wave, are kept', () => {
  it.each([
    ['English', "# Bug hunt\n\n## 🔴 CRITICAL — fixed\n**#1 · Unguarded calls on the world tick can crash the server** · `Breeder.java:49`\nOne bad pasture propagates out of the tick callback.\n**Fix ✅** Wrapped the loop body in try/catch.\n\n## 🟠 HIGH — fixed\n- **#2 · Pairings map is unbounded** · `SavePairingsPayload.java:27`. **Fix ✅** size-bounded codec.\n", ['#1 · Unguarded calls on the world tick can crash the server', '#2 · Pairings map is unbounded']],
    ['German', "# Fehlersuche\n\n## 🔴 KRITISCH — behoben\n**#1 · Ungeschützte Aufrufe im Welt-Tick können den Server abstürzen lassen** · `Breeder.java:49`\nEine fehlerhafte Weide bricht den Tick ab.\n**Fix ✅** Die Schleife fängt Ausnahmen ab.\n\n## 🟠 HOCH — behoben\n- **#2 · Die Paarungstabelle ist unbegrenzt** · `SavePairingsPayload.java:27`. **Fix ✅** begrenzter Codec.\n", ['#1 · Ungeschützte Aufrufe im Welt-Tick können den Server abstürzen lassen', '#2 · Die Paarungstabelle ist unbegrenzt']],
    ['English wave', "# Bug hunt\n\n## 🟠 HIGH — fixed\n- **#2 · Pairings map is unbounded**. **Fix ✅** bounded codec.\n\n# 🌊 Wave 2 — three more agents\n\n## Fixed (commits on `aeeca44` → `78175f0`)\n- **[MED] Log busy-spin on a persistent disk outage** — no backoff. Fixed with a sleep.\n- **[HIGH H1] Pasture break loses items** — added a break handler.\n", ['#2 · Pairings map is unbounded', 'Log busy-spin on a persistent disk outage', 'Pasture break loses items']],
    ['German wave', "# Fehlersuche\n\n## 🟠 HOCH — behoben\n- **#2 · Die Paarungstabelle ist unbegrenzt**. **Fix ✅** begrenzter Codec.\n\n# 🌊 Welle 2 — drei weitere Agenten\n\n## Behoben (Commits `aeeca44` → `78175f0`)\n- **[MED] Log-Schleife dreht bei dauerhaftem Plattenausfall** — kein Backoff. Mit einer Pause behoben.\n- **[HIGH H1] Beim Abbau gehen Gegenstände verloren** — ein Abbau-Handler kam dazu.\n", ['#2 · Die Paarungstabelle ist unbegrenzt', 'Log-Schleife dreht bei dauerhaftem Plattenausfall', 'Beim Abbau gehen Gegenstände verloren']],
  ])('%s', (_what, text, want) => {
    expect(titles(text)).toEqual(want);
  });
});

describe('class 7: a PASS row of a table of checks with a severity column is no finding', () => {
  it.each([
    ['English', "# Verification findings\n\n## Findings\n\n| id | claim | evidence | status | severity |\n|---|---|---|---|---|\n| F-1 | build is clean | exit 0 | PASS | critical |\n| F-2 | `make ci` is green | coverage gate fails | FAIL | high |\n| F-3 | coverage floor met | 82% < 85% | FAIL | medium |\n| F-4 | docs build | exit 0 | PASS | low |\n", ['F-2. `make ci` is green', 'F-3. coverage floor met']],
    ['German', "# Prüfbericht\n\n## Befunde\n\n| ID | Aussage | Beleg | Status | Schweregrad |\n|---|---|---|---|---|\n| F-1 | Build ist sauber | Exit 0 | bestanden | kritisch |\n| F-2 | `make ci` ist grün | Abdeckung verfehlt | fehlgeschlagen | hoch |\n| F-3 | Abdeckung erreicht | 82 % < 85 % | fehlgeschlagen | mittel |\n", ['F-2. `make ci` ist grün', 'F-3. Abdeckung erreicht']],
  ])('%s', (_what, text, want) => {
    expect(titles(text)).toEqual(want);
  });
  it('near-miss: a status that says fixed or open keeps every row', () => {
    expect(titles("# Review\n\n## Findings\n\n| id | finding | status | severity |\n|---|---|---|---|\n| 1 | token logged at login | fixed | high |\n| 2 | retry never backs off | open | medium |\n| 3 | cache race | open | low |\n")).toEqual(['token logged at login', 'retry never backs off', 'cache race']);
  });
});
