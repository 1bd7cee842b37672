// over19 (QA 39 docs 08, 11): descriptive text beside the findings is kept, never counted.
//  1. A section named for findings only by a study noun ("## 5. .gitignore Analysis", "## Dependency analysis") beside
//     a section that names the problems ("### Issues Found"): descriptive, kept under its heading (examination-headings.ts).
//  2. Inside one finding's section, a praise sub-heading with a praise mark beside a sibling with a problem mark
//     ("#### Positive Aspects ✅" / "#### Concerning Areas ⚠️"): praise, kept (praise-pair.ts).
// Near-misses: a study section alone still holds its findings; "### ✅ Fixed issues" beside "### ⚠️ Open" stays findings.

import { describe, expect, it } from 'vitest';
import { docWorld, returnTitles } from '../helpers/doc-world.js';

const w = docWorld();
const titles = (text: string, kept: string[] = []) => returnTitles(w, text, 'over19 probe', kept);

describe('1. a study section beside the section that names the problems', () => {
  it('en: "## 3. Dependency Analysis" path bullets beside "### Issues Found" / "#### Issue 1: …"', () => {
    const md = ['# Cache review', '', '## 1. Architecture Overview', '- **Location:** `src/cache/index.ts`', '- **Engines:** memory, redis', '', '## 2. Cache Layer Analysis', '', '### Issues Found', '', '#### Issue 1: Entries never expire', '- `src/cache/index.ts:40` sets no TTL', '', '#### Issue 2: Keys ignore the locale', '- the key is built from the path only', '', '## 3. Dependency Analysis', '', 'Current entries:', '- `redis@4` — client', '- `lru-cache@7` — memory store', '', '**Missing entries that should be added:**', '- `ioredis` types', ''].join('\n');
    expect(titles(md, ['`redis@4` — client', 'Missing entries that should be added', 'Dependency Analysis'])).toEqual(['Entries never expire', 'Keys ignore the locale']);
  });

  it('en: "## Analysis Techniques" (a numbered method list) before "## Detailed Findings"', () => {
    const md = ['# Corner-case review', '', '## Scope', '- `utf8.js`', '', '### Analysis Techniques', '1. Manual code inspection of critical paths', '2. Boundary condition analysis for loops', '', '## Detailed Findings', '', '### 1. Off-by-one in `utf16.js`', 'The loop reads one code unit past the end.', '', '### 2. `bigint.js` overflows', 'Shifts by 64 wrap.', ''].join('\n');
    expect(titles(md, ['Manual code inspection of critical paths'])).toEqual(['Off-by-one in `utf16.js`', '`bigint.js` overflows']);
  });

  it('near-miss: a study section alone ("## Security Analysis" over its problems) still holds the findings', () => {
    const md = ['# Review', '', '## Overview', 'Reviewed the login flow.', '', '## Security Analysis', '- The session cookie lacks `Secure`.', '- Passwords are hashed with MD5.', ''].join('\n');
    expect(titles(md)).toHaveLength(2);
  });
});

describe('2. the praise half of a pair of sub-headings inside a finding', () => {
  it('en: "#### Positive Aspects ✅" / "#### Concerning Areas ⚠️" under "### 4. ARCHITECTURE REVIEW"', () => {
    const md = ['# Code Review', '', '## DETAILED FINDINGS', '', '### 1. BUILD ERRORS', 'The build fails on `tsc` with 12 errors.', '', '### 2. ARCHITECTURE REVIEW', '', '#### Positive Aspects ✅', '1. **Sandbox Pattern**: well-designed provider abstraction', '2. **Event Adapter**: clean translation layer', '', '#### Concerning Areas ⚠️', '1. **Incomplete refactoring**:', '   - old imports not updated', ''].join('\n');
    const t = titles(md, ['Sandbox Pattern', 'Event Adapter']);
    expect(t.some((x) => /Sandbox Pattern|Event Adapter/.test(x))).toBe(false);
    expect(t.length).toBeGreaterThanOrEqual(2);
  });

  it('de: "#### Positive Aspekte ✅" / "#### ⚠️ Bedenken"', () => {
    const md = ['# Code-Review', '', '## Befunde', '', '### 1. Build schlägt fehl', '`tsc` meldet 12 Fehler.', '', '### 2. Architektur', '', '#### Positive Aspekte ✅', '- **Sandbox-Muster**: saubere Abstraktion', '- **Adapter**: klare Schicht', '', '#### ⚠️ Bedenken', '- Alte Importe wurden nicht angepasst.', ''].join('\n');
    const t = titles(md, ['Sandbox-Muster', 'klare Schicht']);
    expect(t.some((x) => /Sandbox-Muster|Adapter/.test(x))).toBe(false);
    expect(t.length).toBeGreaterThanOrEqual(2);
  });

  it('near-miss: "#### ✅ Fixed issues" beside "#### ⚠️ Still open" stays findings', () => {
    const md = ['# Re-review', '', '## Findings', '', '### 1. Auth', '', '#### ✅ Fixed issues', '- Token refresh loops forever', '', '#### ⚠️ Still open', '- Logout keeps the cookie', ''].join('\n');
    expect(titles(md)).toHaveLength(2);
  });
});
