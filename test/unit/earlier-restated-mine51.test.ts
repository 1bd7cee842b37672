// A re-review's follow-up list of the findings it reported before: each item states how it stands now, and an item
// still open points to where it is reported again ("→ Not fixed, see the finding below"). Counted there, not twice;
// and a count inside the list's heading ("Status of the previous 3 findings") does not hide what it names.
// Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';
import { headingScore } from '../../src/brief/headings.js';

const review = (earlier: string, fixed: string, open: string, findings: string) =>
  `# Re-review\n\n## ${earlier}\n\n1. **Cache key ignores the locale** → **${fixed}**\n2. **Retry loop never backs off** → **${fixed}**\n` +
  `3. **Pager drops the last row** → **${open}**\n\n## ${findings}\n\n### Pager drops the last row\n\nStill off by one in \`src/pager.ts:42\`.\n\n` +
  '### Timeout is read in seconds\n\nThe config gives milliseconds.\n';

describe('a follow-up list whose open items are restated below', () => {
  it.each([
    ['Status der vorherigen 3 Befunde', 'Behoben.', 'Nicht behoben.** Siehe Befund unten.', 'Befunde'],
    ['Status of the previous 3 findings', 'Fixed.', 'Not fixed.** See the finding below.', 'Findings'],
    ['Estado de los 3 hallazgos anteriores', 'Corregido.', 'No corregido.** Ver abajo.', 'Hallazgos'],
    ['Статус ранее найденных 3 замечаний', 'Исправлено.', 'Не исправлено.** См. ниже.', 'Замечания'],
  ])('"## %s": the two findings below, the list kept as written', (earlier, fixed, open, findings) => {
    const { r, f } = readReturn(review(earlier, fixed, open.replace(/\*\*(.*)$/, '$1'), findings));
    expect(f.map((x) => x.title)).toEqual(['Pager drops the last row', 'Timeout is read in seconds']);
    expect(r.extra.some((x) => x.text.includes('Cache key ignores the locale'))).toBe(true);
  });
  it('an open item that points nowhere stays a finding: it may be the only place it is reported', () => {
    const { f } = readReturn(review('Previous findings', 'Fixed.', 'Not fixed.', 'Findings'));
    expect(f).toHaveLength(3);
    expect(f.map((x) => x.title)).not.toContain('Cache key ignores the locale');
  });
});

describe('a follow-up heading with a count between its words', () => {
  it.each(['Status of the previous 6 findings', 'Status der vorherigen 6 Befunde', 'Estado de los 6 hallazgos anteriores', 'Статус ранее найденных 6 замечаний'])(
    '"%s" names findings reported before',
    (heading) => expect(headingScore(heading, 'return.earlier')).toBeGreaterThanOrEqual(2),
  );
});
