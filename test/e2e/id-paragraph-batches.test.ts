// QA round 39 doc 01 (a 65 KB spec review): findings written as paragraphs led by the writer's id and tags
// ("**R-001** [editorial] (01-segment-model)" / its prose / "**Proposed resolution:** …"), in batches under id headings
// ("## Phase 1 — …" / "### B1: Spec 01 (…)"), and under headings that name nothing ("#### Chain 1 — Determinism") or
// another role ("#### Incomplete fixes"). The batches were read as one finding each (titled-entries.ts took "### B1"
// for one finding titled by its id) and the other sections not at all: 29 findings for 145. Now a batch of id
// paragraphs is their group (titled-entries.ts holdsIdParagraphs), and a section of them beside the sections of
// findings holds findings (titled-entries.ts idParagraphSections, read in return-sections.ts). Near-miss: a phase
// heading over prose and id headings over prose (no id-led paragraphs) reads as before; a lone id paragraph and a
// list of ids under "Verified" are no section of findings.

import { describe, expect, it } from 'vitest';
import { docWorld, returnTitles } from '../helpers/doc-world.js';

const w = docWorld();
const titles = (text: string) => returnTitles(w, text, 'id paragraph batches');

const EN = [
  '# Spec review — findings',
  '',
  'Severity levels: **blocker** | **inconsistency** | **gap**',
  '',
  '## Phase 1 — Internal consistency',
  '',
  '### B1: Spec 01 (Segment model)',
  '',
  '**R-001** [gap] (01-segment)',
  'The group table points at section 5.3 for overrides; they are in 5.2.',
  '**Proposed resolution:** Point it at 5.2.',
  '',
  '**R-002** [blocker] (01-segment)',
  'The front matter says draft but the spec is declared complete.',
  '**Proposed resolution:** Mark it complete.',
  '',
  '**B1 note:** Both specs are otherwise sound; all cross-references resolve.',
  '',
  '### B2: Spec 02 (Quality model)',
  '',
  '**R-003** [inconsistency] (02-quality)',
  'The aggregation formula clamps where the text says it multiplies.',
  '**Proposed resolution:** Use the multiplier.',
  '',
  '**R-004** [gap] (02-quality)',
  'No rule for an empty window.',
  '**Proposed resolution:** State that scores are null.',
  '',
  '## Phase 2 — Cross-cutting analysis',
  '',
  '### S1: Verification of phase 1 fixes',
  '',
  '#### Incomplete fixes',
  '',
  '**R-005** [inconsistency] (02, 07)',
  'Window scores are nullable in spec 11 but not in spec 07.',
  '**Proposed resolution:** Mark them nullable in spec 07.',
  '',
  '**R-006** [inconsistency] (07, 11)',
  'Trend fields are nullable in spec 07 but required in spec 11.',
  '**Proposed resolution:** Make spec 07 follow spec 11.',
  '',
  '### S2: New findings',
  '',
  '**R-007** [gap] (07)',
  'No dispose method; handlers persist until garbage collection.',
  '**Proposed resolution:** Document the clean-up.',
  '',
  '**R-008** [gap] (12)',
  'The fleet cannot be serialized.',
  '**Proposed resolution:** Document re-registration.',
].join('\n');

const DE = [
  '# Spezifikationsprüfung — Befunde',
  '',
  'Schweregrade: **Blocker** | **Widerspruch** | **Lücke**',
  '',
  '## Phase 1 — Innere Konsistenz',
  '',
  '### B1: Spezifikation 01 (Segmentmodell)',
  '',
  '**R-001** [Lücke] (01-segment)',
  'Die Gruppentabelle verweist für Überschreibungen auf Abschnitt 5.3; sie stehen in 5.2.',
  '**Vorgeschlagene Lösung:** Auf 5.2 verweisen.',
  '',
  '**R-002** [Blocker] (01-segment)',
  'Der Kopf sagt Entwurf, die Spezifikation gilt aber als fertig.',
  '**Vorgeschlagene Lösung:** Als fertig markieren.',
  '',
  '### B2: Spezifikation 02 (Qualitätsmodell)',
  '',
  '**R-003** [Widerspruch] (02-qualitaet)',
  'Die Formel begrenzt, wo der Text von Multiplikation spricht.',
  '**Vorgeschlagene Lösung:** Den Multiplikator verwenden.',
  '',
  '**R-004** [Lücke] (02-qualitaet)',
  'Keine Regel für ein leeres Fenster.',
  '**Vorgeschlagene Lösung:** Festlegen, dass die Werte null sind.',
  '',
  '## Phase 2 — Übergreifende Analyse',
  '',
  '### S1: Kette 1 — Determinismus',
  '',
  '**R-005** [Blocker] (02, 08)',
  'Die Altersformel nutzt die Uhrzeit des Systems, entgegen der Determinismus-Invariante.',
  '**Vorgeschlagene Lösung:** Den Zeitstempel des Berichts verwenden.',
  '',
  '**R-006** [Lücke] (09)',
  'Die Hash-Funktion für den Stichproben-Seed ist nicht genannt.',
  '**Vorgeschlagene Lösung:** Den Algorithmus festlegen.',
  '',
  '### S2: Neue Befunde',
  '',
  '**R-007** [Lücke] (07)',
  'Keine dispose-Methode; Handler bleiben bis zur Speicherbereinigung.',
  '**Vorgeschlagene Lösung:** Das Aufräumen dokumentieren.',
  '',
  '**R-008** [Lücke] (12)',
  'Die Flotte lässt sich nicht serialisieren.',
  '**Vorgeschlagene Lösung:** Neuregistrierung dokumentieren.',
].join('\n');

const NEAR = [
  '# Review',
  '',
  '## Phase 1 — Internal consistency',
  '',
  'We read every spec twice and compared the tables with the prose. The pass took two days.',
  '',
  '### B1: Cache never expires',
  '',
  'The cache has no TTL, so stale prices are served for hours.',
  '',
  '### B2: Token logged at login',
  '',
  'The session token is written to the access log.',
  '',
  '## Phase 2 — Verification',
  '',
  '#### Verified',
  '',
  '- **R-001**: fixed in spec 02, confirmed.',
  '- **R-002**: fixed in spec 07, confirmed.',
  '',
  '**R-003** [gap] (07)',
  'Only one id paragraph stands here, under no group.',
  '',
  '## Findings',
  '',
  '- The retry loop never backs off.',
].join('\n');

describe('id-led finding paragraphs in batches and in sections beside the findings: one finding each', () => {
  it('English: batches under a phase heading, a section named for fixes, a section of new findings', () => {
    expect(titles(EN)).toEqual([
      'R-001. The group table points at section 5.3 for overrides; they are in 5.2.',
      'R-002. The front matter says draft but the spec is declared complete.',
      'R-003. The aggregation formula clamps where the text says it multiplies.',
      'R-004. No rule for an empty window.',
      'R-005. Window scores are nullable in spec 11 but not in spec 07.',
      'R-006. Trend fields are nullable in spec 07 but required in spec 11.',
      'R-007. No dispose method; handlers persist until garbage collection.',
      'R-008. The fleet cannot be serialized.',
    ]);
  });
  it('German: batches and a chain of the analysis', () => {
    const got = titles(DE);
    expect(got).toHaveLength(8);
    expect(got.map((t) => t.slice(0, 5))).toEqual(['R-001', 'R-002', 'R-003', 'R-004', 'R-005', 'R-006', 'R-007', 'R-008']);
  });
  it('near-miss: a phase heading over prose and id headings over prose read as before', () => {
    expect(titles(NEAR)).toEqual(['B1. Cache never expires', 'B2. Token logged at login', 'The retry loop never backs off.']);
  });
});
