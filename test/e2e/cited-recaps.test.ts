// A list that names findings stated elsewhere by their id or counter, one line each, is no list of findings (QA 35
// class 1): "## Quick wins" / "1. **Issue #2** - z-index ⚡ 10 min (Low)" above "### Issue #2: Hardcoded z-index" /
// its detail counted the finding twice. A person counts it once, where it is stated; the list is kept under its
// heading. Near-misses: a list naming an id no finding carries, an item with detail of its own, two passes that
// each state their "Issue #1" with detail.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'cited recaps');
const titles = (text: string) => handoff.record(text).j.findings.map((f) => f.title);

const EN = '# Review\n\nStatus: done\n\n## Quick wins\n1. **Issue #2** - z-index ⚡ 10 min (Low)\n\n## Issues\n### Issue #2: Hardcoded z-index\n- Severity: Low\n- The modal sits under the header.\n\n### Issue #3: Slow list query\n- Severity: High\n- 4 s on 10k rows.\n';
const ES = '# Revisión\n\nEstado: terminado\n\n## Victorias rápidas\n1. **Hallazgo #2** - z-index ⚡ 10 min (Baja)\n\n## Hallazgos\n### Hallazgo #2: z-index fijo en el código\n- Severidad: Baja\n- El modal queda bajo la cabecera.\n\n### Hallazgo #3: Consulta lenta\n- Severidad: Alta\n- 4 s con 10k filas.\n';

describe('a list that re-cites findings stated elsewhere adds none', () => {
  it('a quick-wins list above the issues it names (English)', () => {
    expect(titles(EN)).toEqual(['Hardcoded z-index', 'Slow list query']);
  });

  it('a quick-wins list before the findings (Spanish, "Hallazgo #N")', () => {
    expect(titles(ES)).toEqual(['z-index fijo en el código', 'Consulta lenta']);
  });

  it('near-miss: an item naming an id no finding carries stays a finding', () => {
    const t = titles(EN.replace('1. **Issue #2** - z-index ⚡ 10 min (Low)', '1. **Issue #2** - z-index ⚡ 10 min (Low)\n2. **Issue #9** - the footer overlaps on mobile'));
    expect(t).toHaveLength(4);
  });

  it('near-miss: two passes that each state their own "Issue #1" with detail keep both', () => {
    const t = titles('# Review\n\nStatus: done\n\n## Round 1\n### Issue #1: Cache never expires\n- Severity: High\n- Seen in the heap dump.\n\n## Round 2\n### Issue #1: Retry never backs off\n- Severity: Low\n- Seen in the logs.\n');
    expect(t).toEqual(['Cache never expires', 'Retry never backs off']);
  });
});
