import { describe, expect, it } from 'vitest';
import { rowsNameHeadings } from '../../src/brief/summary-rows.js';

describe('rowsNameHeadings: every row of a table names a different finding headed elsewhere', () => {
  it('by an id both write, by number and a word, by all the words of the title', () => {
    expect(rowsNameHeadings([['GO-2025-4013', 'crypto/x509', 'Medium'], ['GO-2025-4012', 'net/http', 'High']], ['5. GO-2025-4013: DSA certificate panic', '1. GO-2025-4012: Cookie parsing memory exhaustion'])).toBe(true);
    expect(rowsNameHeadings([['**2. Webhook dedupe UPSERT**', '🟡 MEDIUM'], ['**3. Singleton thread safety**', '🟡 MEDIUM']], ['2. ⚠️ Webhook Dedupe - INSERT замість UPSERT', '3. ⚠️ Singleton без Thread Safety'])).toBe(true);
    expect(rowsNameHeadings([['Fehlende Eingabevalidierung', 'Hoch'], ['Zeitstempel Ortszeit', 'Mittel']], ['Zeitstempel werden in Ortszeit gespeichert', 'Fehlende Eingabevalidierung im Upload-Handler'])).toBe(true);
  });

  it('near-misses: a row that names nothing, two rows on one heading, numbers alone', () => {
    expect(rowsNameHeadings([['CVE-2024-3094', 'xz'], ['CVE-2024-45337', 'ssh']], ['1. CVE-2024-3094: backdoored xz', '2. CVE-2023-44487: rapid reset'])).toBe(false);
    expect(rowsNameHeadings([['CVE-2024-3094', 'xz'], ['CVE-2024-3094 again', 'xz']], ['1. CVE-2024-3094: backdoored xz', '2. Other problem here'])).toBe(false);
    // A numbered table of its own findings beside numbered headings on other things: the numbers alone name nothing.
    expect(rowsNameHeadings([['1. Token leak in logs'], ['2. Retry storm on timeout']], ['1. Setup', '2. Method'])).toBe(false);
  });
});
