// title21: a heading of two short halves apart by a dash is titled whole (QA 40 doc 12: "containerd 1.x support
// removed — nodes need containerd 2.x" kept only its first half), while an id before the dash or a long text after
// it is still cut; and a level tag with more than a level in it ("[HIGH H1]", "[MED · design]", QA 37 doc 12) states
// that level, as "[MED]" alone does (findings.ts wholeDashHeading, id-tags.ts spacedTag).

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { docWorld, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();
const read = (text: string): [string, string | null][] => {
  const { j } = returnAndPull(w, text, 'title21 probe');
  return j.findings.map((f: FindingData) => [f.title, f.severity ?? null]);
};

describe('a heading of two short halves apart by a dash', () => {
  it.each([
    ['English', '# Upgrade assessment\n\n## Findings (2)\n\n### 🟠 containerd 1.x support removed — nodes need containerd 2.x\n\n`high` · `kep-impact`\n\nNodes on containerd 1.x must be upgraded.\n\n### 🟡 k8s.gcr.io frozen — images must come from registry.k8s.io\n\n`medium` · `breaking-change`\n\nThe old registry no longer receives images.\n',
      [['containerd 1.x support removed — nodes need containerd 2.x', 'high'], ['k8s.gcr.io frozen — images must come from registry.k8s.io', 'medium']]],
    ['German', '# Upgrade-Bewertung\n\n## Befunde (2)\n\n### 🟠 Unterstützung für containerd 1.x entfernt — Knoten brauchen containerd 2.x\n\n`hoch` · `kep-impact`\n\nKnoten mit containerd 1.x müssen aktualisiert werden.\n\n### 🟡 k8s.gcr.io eingefroren — Images müssen von registry.k8s.io kommen\n\n`mittel` · `breaking-change`\n\nDie alte Registry erhält keine Images mehr.\n',
      [['Unterstützung für containerd 1.x entfernt — Knoten brauchen containerd 2.x', 'high'], ['k8s.gcr.io eingefroren — Images müssen von registry.k8s.io kommen', 'medium']]],
  ])('%s: the whole heading is the title', (_what, text, want) => {
    expect(read(text)).toEqual(want);
  });
  it('near-miss: an id before the dash, a long text after it, a level after it and a dash in code still cut or stay', () => {
    const text = '# Review\n\n## Findings\n\n### F3 — Missing auth check\n\n`api.ts:10` lets anyone in.\n\n### F4 — Retry loop never stops — we saw it spin for an hour in production last week and on staging\n\n`net.ts:88` never backs off.\n\n### F5 — High availability — failover never tested\n\n`ha.ts:3` has no test.\n\n### F6 — Flag `a — b` is parsed as one\n\n`cli.ts:7` splits on blanks.\n';
    const got = read(text);
    expect(got.map((x) => x[0])).toEqual(['F3. Missing auth check', 'F4. Retry loop never stops', 'F5. High availability — failover never tested', 'F6. Flag `a — b` is parsed as one']);
    expect(got.map((x) => x[1])).toEqual([null, null, null, null]);
  });
});

describe('a level tag with an id or a note beside the level', () => {
  it.each([
    ['English', ['- **[HIGH H1] Pasture break = item loss** — breaking a pasture destroyed its upgrades.', '- **[MED · design] Enrichment dead stat** — wired the augment into the valuation.', '- **[LOW I1] `Analytics.init` idempotent** — a double-init raced two writers.', '- **[MED] Stale owner** — the operator is now cleared.'], ['high', 'medium', 'low', 'medium']],
    ['German', ['- **[HOCH H1] Weide-Abbau = Gegenstandsverlust** — Abbauen zerstörte die Upgrades.', '- **[MITTEL · entwurf] Bereicherung wirkungslos** — in die Bewertung eingebunden.', '- **[NIEDRIG I1] `Analytics.init` idempotent** — doppeltes Init lief in zwei Threads.', '- **[MED] Veralteter Besitzer** — der Betreiber wird jetzt gelöscht.'], ['high', 'medium', 'low', 'medium']],
  ])('%s', (_what, items, want) => {
    const got = read(`# Bug hunt — wave 2\n\n## Fixed\n\n${items.join('\n')}\n`);
    expect(got.map((x) => x[1])).toEqual(want);
    expect(got.some((x) => x[0].includes('['))).toBe(false);
  });
  it('near-miss: "[PERF N2]", "[N1 decision]" and "(H2 heading)" state no severity', () => {
    const got = read('# Bug hunt — wave 2\n\n## Fixed\n\n- **[PERF N2] `refreshHasEgg`** — replaced a stream with a loop.\n- **[N1 decision] Pasture loot-sweep cut** — the collector is deleted.\n- **Docs (H2 heading) skip a level** — the guide jumps from H1 to H3.\n');
    expect(got.map((x) => x[1])).toEqual([null, null, null]);
  });
});
