// Severity, location and outcome where the writer states them (QA eighteenth set, R7, R9, R10): a colour mark
// inside a heading's level tag, a level over a group of observations, the location field over paths in the
// body, a file named only in the finding's code comment, a verdict that answers. Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

const sev = (md: string) => read(md).f.map((x) => [x.title, x.severity]);

describe('a level tag with a colour mark leading a heading is the severity', () => {
  it('"### [🟠 Major] x", "### [🔴 Critical] y", "### [Minor] z": severity read, the tag cut from the title', () => {
    expect(sev('# Review\n\n## Findings\n\n### [🟠 Major] Rotation restore is undefined\n\nThe old key is left behind.\n\n### [🔴 Critical] Secrets are logged on failure\n\nThe error path prints the config.\n\n### [Minor] Typo in the diagram\n\nThe arrow points the wrong way.\n')).toEqual([
      ['Rotation restore is undefined', 'major'],
      ['Secrets are logged on failure', 'critical'],
      ['Typo in the diagram', 'minor'],
    ]);
  });

  it('German and Japanese words: "### [🟡 Mittel] x", "### [🔴 重大] y"', () => {
    expect(sev('# Prüfung\n\n## Befunde\n\n### [🟡 Mittel] Der Cache läuft nie ab\n\nKein TTL gesetzt.\n\n### [🔴 重大] 認証が抜けている\n\n管理画面に認証がない。\n').map((x) => x[1])).toEqual(['medium', 'critical']);
  });

  it('look-alike: a bracketed emoji with a word that is no level ("### [🎉 Done] x") states no severity', () => {
    expect(sev('# Review\n\n## Findings\n\n### [🎉 Done] Export runs twice\n\nThe job is queued on every save.\n\n### [📌 Pinned] Import drops the header\n\nThe first row is lost.\n').map((x) => x[1])).toEqual([undefined, undefined]);
  });
});

describe('a level over a group of observations names its items\' severity', () => {
  const audit = (last: string) => `# Audit\n\n## Critical Issues\n\n- The vault token never expires.\n\n## High Priority\n\n- Retries have no backoff.\n\n## Medium Priority\n\n- The log level is hard-coded.\n\n${last}\n\n- The README mentions an old flag.\n- A test name has a typo.\n`;
  it('"## Low Observations" after Critical/High/Medium groups: its bullets are low', () => {
    expect(sev(audit('## Low Observations')).map((x) => x[1])).toEqual(['critical', 'high', 'medium', 'low', 'low']);
  });
  it('"## Minor notes" too', () => {
    expect(sev(audit('## Minor notes')).slice(3).map((x) => x[1])).toEqual(['minor', 'minor']);
  });
  it('look-alike: "## High-level observations" states no level', () => {
    expect(sev(audit('## High-level observations')).slice(3).map((x) => x[1])).toEqual([undefined, undefined]);
  });
});
