// QA 45 classes R1 and R2 through the built CLI (`return --body … --json`, then `pull --json`):
// - R1: kept decisions, enhancements, a reference table are no findings; each kept or mapped, and stderr says where.
// - R2: an item struck through and RETRACTED, a status "WORKS", a bold "Aucun correctif requis" are no findings; their
//   text is kept in the stored return, and no `~~` is left in a title.

import { describe, expect, it } from 'vitest';
import { docWorld, returnAndPull, sectionOf } from '../helpers/doc-world.js';

const w = docWorld();

describe('QA 45 R1 and R2', () => {
  it('non-finding sections and withdrawn items are kept, not counted', () => {
    const md = '# QA Findings\n\n## Bugs (Must Fix)\n\n### BUG-000: Large files take 1+ minute to open\n- **Severity**: CRITICAL\n- **Status**: ✅ **FIXED**\n\n### BUG-001: .env security warning banner not showing\n- **Severity**: High\n- **Status**: ✅ **WORKS** (test methodology issue)\n\n### BUG-002: .vimrc has no highlighting\n- **Severity**: Low\n\n## Enhancements (Nice to Have)\n\n### ENH-002: Add .npmrc to security warning files\n- **Priority**: Medium\n\n## Audit\n\n### 3.3 — LOW — quest ids used only as literals\n- **Action: FIX.**\n\n### 3.4 — ~~LOW — `BASE_SPEED` re-export with no consumer~~ (RETRACTED — required fixture)\n- **Action: KEEP.** Not a true orphan.\n\n## Decisiones intencionales conservadas\n\n- **Caché de disco:** la ausencia `ENOENT` es normal.\n\n## Guest field reference (verified by disassembly)\n\n| offset | meaning |\n|---|---|\n| `0x133` | controller connected |\n| `0x135` | MOGA available |\n';
    const { j, md: written, pulled } = returnAndPull(w, md, 'qa45-r1r2');
    const titles = j.findings.map((f) => f.title);
    expect(titles).toHaveLength(3);
    expect(titles.join('\n')).toMatch(/Large files/);
    expect(titles.join('\n')).toMatch(/vimrc/);
    expect(titles.join('\n')).toMatch(/quest ids/);
    expect(titles.join('\n')).not.toContain('~~');
    expect(pulled.map((f) => f.title)).toEqual(titles);
    // Nothing dropped: each is kept in the stored return, mapped or under its heading.
    expect(sectionOf(written, 'Recommendations') ?? '').toContain('.npmrc');
    expect(sectionOf(written, 'Evidence') ?? '').toContain('0x133');
    for (const s of ['banner not showing', 'RETRACTED — required fixture', 'Caché de disco', 'test methodology issue']) expect(written).toContain(s);
  });
});
