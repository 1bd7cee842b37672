// QA 37 class 2: a scope or metadata line ("Scope: documentation-only review of README.md", a bold "**Scope**" over
// the files reviewed, "**Tested by:** 0xClaw" / "**Date:** …" under the status line) is context, never the return's
// one-line answer: the answer is the sentence saying what was found, and the metadata stays where the document has it
// (metadata-lines.ts, prompts/outcomes.txt `answer metadata:`). Near misses: a finding sentence that opens with such a
// word ("Scope creep in the cache layer …"), a label that only starts with one ("Date handling is broken: …").

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const h0 = oneHandoff(w, 'metadata answers');
/** The return recorded, with the one-line answer `show --json` stores for it. */
const h = {
  record(text: string, ...flags: string[]) {
    const r = h0.record(text, ...flags);
    const s = runCli(['show', h0.id, '--json'], w.opts());
    expect(s.code, s.stderr).toBe(0);
    const answer = (JSON.parse(s.stdout) as { returns: { answers: { answer?: string } }[] }).returns.at(-1)!.answers.answer;
    return { ...r, j: { ...r.j, answer } };
  },
};
const PASS = '\n## Pass 1\n\n1. **Key custody conflicts with the threat model.**\n   - Production still allows CI secret stores.\n';

describe('a scope line in the intro is no answer', () => {
  it('"Scope: …" alone: no answer, the line kept under Introduction', () => {
    const { j, md } = h.record(`# Security review\n\nScope: documentation-only review of \`README.md\`.\n${PASS}`, '--outcome', 'partial');
    expect(j.answer ?? '').toBe('');
    expect(md).toContain('Scope: documentation-only review of `README.md`.');
  });
  it.each([
    ['Umfang: nur die Dokumentation (`README.md`).', 'Die Prüfung fand einen Widerspruch im Bedrohungsmodell.'],
    ['Périmètre : la documentation seulement.', "La revue a trouvé une contradiction dans le modèle de menace."],
    ['対象範囲：README.md のみ', 'レビューで脅威モデルとの矛盾が1件見つかった。'],
  ])('%s then a summary sentence: the sentence is the answer', (meta, sentence) => {
    const { j, md } = h.record(`# Review\n\n${meta}\n\n${sentence}\n${PASS}`, '--outcome', 'partial');
    expect(j.answer).toBe(sentence);
    expect(md).toContain(meta);
  });
});

describe('a bold "Scope" paragraph below the summary (no markdown headings)', () => {
  const doc = (summary: string, scope: string, body: string) =>
    `# Codebase Audit\n\n**${summary}**\nThis audit found two data-loss risks in the note store.\n\n**${scope}**\n${body}\n\n**High Severity Findings**\n1. **Pinned note edits are lost on quit.**\nThe store is written only on mouseup.\n\n2. **Note filename collisions can overwrite data.**\nTwo notes in one second share a name.\n`;
  it('English: the summary text is the answer, the scope stays', () => {
    const { j, md } = h.record(doc('Summary', 'Scope', 'Files reviewed include `src/**/*.tsx` and build scripts.'), '--outcome', 'partial');
    expect(j.answer).toBe('This audit found two data-loss risks in the note store.');
    expect(md).toContain('Files reviewed include `src/**/*.tsx` and build scripts.');
  });
});

describe('tester and date lines under the status line', () => {
  it.each([
    ['Summary', 'Status', 'Tested by', 'Date'],
    ['Resumen', 'Estado', 'Probado por', 'Fecha'],
    ['Итог', 'Статус', 'Автор', 'Дата'],
  ])('## %s / **%s:** … / **%s:** … / **%s:** …: the answer stops at the metadata', (head, status, by, date) => {
    const { j, md } = h.record(`# QA Report\n\n## ${head}\n**${status}:** ✅ Ready for launch\n**${by}:** 0xClaw\n**${date}:** 2026-02-03 12:45 PST\n\n## Issues\n\n- The test proposal still exists.\n`, '--outcome', 'partial');
    expect(j.answer).toContain('Ready for launch');
    expect(j.answer).not.toContain('0xClaw');
    expect(j.answer).not.toContain('2026-02-03');
    expect(md).toContain(`**${by}:** 0xClaw`);
    expect(md).toContain(`**${date}:** 2026-02-03 12:45 PST`);
  });
});

describe('near misses keep their answer', () => {
  it('a finding sentence that opens with a metadata word', () => {
    const { j } = h.record(`# Review\n\nScope creep in the cache layer causes stale reads.\n${PASS}`, '--outcome', 'partial');
    expect(j.answer).toBe('Scope creep in the cache layer causes stale reads.');
  });
  it('a label that only starts with one, a summary naming a date', () => {
    const { j } = h.record(`# Review\n\nDate handling is broken: the 2026-02-03 export drops time zones.\n${PASS}`, '--outcome', 'partial');
    expect(j.answer).toBe('Date handling is broken: the 2026-02-03 export drops time zones.');
  });
  it('a status line continued by prose', () => {
    const { j } = h.record(`# Report\n\n## Summary\n**Status:** ✅ Ready for launch\nThe 2026-02-03 build passed every check.\n\n## Issues\n\n- The test proposal still exists.\n`, '--outcome', 'partial');
    expect(j.answer).toContain('The 2026-02-03 build passed every check.');
  });
});
