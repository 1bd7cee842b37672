// What is not a finding stays out of the findings (QA extras4: on held-out returns about one extra "finding" for
// every real one): a plan's table, praise, a re-audit's status table, lessons learned, a backlog's or a changelog's
// field-led entries, and one light series read two ways. Each shape beside an innocent document that merely
// resembles it. Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

const titles = (md: string) => read(md).f.map((x) => x.title);
/** Every word of `text` reaches the return written (its answers or the sections kept as written). */
const kept = (md: string, text: string) => expect(JSON.stringify(read(md).r)).toContain(text);

describe('praise beside the findings is kept, no finding', () => {
  it.each([
    ['en', 'What works well'],
    ['es', 'Lo que funciona bien'],
    ['pt', 'O que funciona bem'],
    ['de', 'Was gut funktioniert'],
  ])('%s: a numbered "### 3. <praise>" among numbered findings is kept under its heading', (_n, praise) => {
    const md = `# Review\n\n## Findings\n\n### 1. Upload handler buffers everything (High)\n\nThe handler reads the file into memory.\n\n### 2. Retries never back off (Medium)\n\nA 503 is retried at once.\n\n### 3. ${praise}\n\n- The cache is cleanly separated from the HTTP layer\n- Tests cover every public function\n`;
    expect(titles(md)).toEqual(['Upload handler buffers everything', 'Retries never back off']);
    kept(md, 'Tests cover every public function');
  });
});

describe('field-led entries of a backlog or a changelog are no findings (sibling-series.ts)', () => {
  const findings = `## Findings\n\n### 1. Secrets echoed in logs\n\n- **Severity**: High\n- **Status**: Open\n\nThe deploy script prints the env.\n\n### 2. No rollback step\n\n- **Severity**: Medium\n- **Status**: Open\n\nA failed deploy stays half done.\n\n`;
  it.each([['Backlog'], ['Milestones'], ['Meilensteine'], ['バックログ']])('"## %s" / "### …" / "- **Priority**: High": work planned', (h) => {
    const e = (t: string, p: string) => `### ${t}\n\n- **Priority**: ${p}\n- **Status**: Open\n\n`;
    const md = `# Audit\n\n## Outcome\n\nanswered\n\n${findings}## ${h}\n\n${e('Move deploy to CI', 'High')}${e('Add a staging smoke test', 'Medium')}`;
    expect(titles(md)).toEqual(['Secrets echoed in logs', 'No rollback step']);
    kept(md, 'Add a staging smoke test');
  });

  it.each([['Changelog'], ['Releases']])('"## %s" / "### 1.2.0" / "- **Impact**: High": releases', (h) => {
    const v = (n: string, i: string, t: string) => `### ${n}\n\n- **Impact**: ${i}\n- **Status**: Released\n\n${t}\n\n`;
    const md = `# Review\n\n## Outcome\n\nanswered\n\n## Findings\n\n- The deploy script prints secrets\n- No rollback step\n\n## ${h}\n\n${v('1.2.0', 'High', 'Adds rollback.')}${v('1.1.0', 'Medium', 'Adds staging.')}`;
    expect(titles(md)).toEqual(['The deploy script prints secrets', 'No rollback step']);
    kept(md, 'Adds rollback.');
  });

  it('innocent: a register of field-led findings before a list of minor ones (German) is still read', () => {
    const e = (t: string, p: string) => `## ${t}\n\n- Schweregrad: ${p}\n- Datei: \`src/app.ts\`\n\nDer Fehler tritt bei jedem Start auf.\n\n`;
    expect(titles(`# Prüfbericht\n\n${e('Passwort im Klartext gespeichert', 'hoch')}${e('Keine Zeitüberschreitung beim Abruf', 'mittel')}## Weitere kleinere Befunde\n\n- veraltete Kommentare\n- Standardregeln für den Linter\n`)).toHaveLength(4);
  });
});
