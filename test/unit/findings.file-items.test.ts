// Lists whose items are labelled by file names under group headings (QA fourteenth, a fixed-items list under
// severity or kind sub-headings), and the done mark under a heading that says the items were fixed. Synthetic
// documents of those shapes, in English and German.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const fields = (md: string) => readReturn(md).f.map((x) => ({ title: x.title, severity: x.severity, verified: x.verified, location: x.location }));

const fixedDe = `# Prüfbericht

## 2. Behobene Fehler

### Kritisch
- ✅ **Palette.tsx**: \`run\` wartet jetzt auf asynchrone Rückrufe
- ✅ **Sheet.tsx**: Non-null-Zusicherung entfernt, Prüfungen ergänzt
- ✅ **toast.ts**: ID-Kollision durch Zeitstempel behoben

### Ablauf
- ✅ **Boundary.tsx**: harte Umleitung durch Zurücksetzen ersetzt
- ✅ **App.tsx**: Neuaufbau der Route durch key entfernt
`;

describe('a list of file-labelled items under a group heading is one finding per item', () => {
  it('de: "### Kritisch" / "- ✅ **Palette.tsx**: …": five findings, each located in its file, the severity from the group', () => {
    const f = fields(fixedDe);
    expect(f.map((x) => x.location)).toEqual(['Palette.tsx', 'Sheet.tsx', 'toast.ts', 'Boundary.tsx', 'App.tsx']);
    expect(f[0]!.title).toContain('wartet jetzt');
    expect(f.slice(0, 3).map((x) => x.severity)).toEqual(['critical', 'critical', 'critical']);
  });

  it('the ✅ under a heading that says its items were fixed is their status, not a verification', () => {
    expect(fields(fixedDe).map((x) => x.verified)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('en: problems labelled by file under "### High" / "### Medium", no marks', () => {
    const md = `# Review

## Findings

### High
- **src/pay.ts**: the total ignores the fee
- **src/stock.ts**: low stock is never reported

### Medium
- **src/client.ts**: any text is stored as an email
`;
    expect(fields(md).map((x) => [x.location, x.severity])).toEqual([['src/pay.ts', 'high'], ['src/stock.ts', 'high'], ['src/client.ts', 'medium']]);
  });

  it('guard: under a heading that titles one finding, the files are its places (one finding)', () => {
    const md = `# Review

## Findings

### Race between the two flush timers
- **flush.ts**: the first timer writes the buffer
- **timer.ts**: the second timer clears it
`;
    expect(fields(md).map((x) => x.title)).toEqual(['Race between the two flush timers']);
  });

  it("guard: a finding's form under a kind heading ('**Description**: …', '**Fix**: …') stays one finding", () => {
    const md = `# Review

## Findings

### Security
- **Description**: the token is written to the log
- **Fix**: mask it before writing
`;
    expect(fields(md)).toHaveLength(1);
  });

  it('guard: a review whose only content is problems with ✅ marks keeps them verified', () => {
    const md = `# Review

## Findings

- ✅ The index on orders is missing
- ✅ The export writes local time
`;
    expect(fields(md).map((x) => x.verified)).toEqual([true, true]);
  });
});
