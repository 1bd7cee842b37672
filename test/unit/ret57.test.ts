// ret57: returns' leftovers from QA 55 and QA 56, each a class of document: a bot review's count line or mail salutation
// is no one-line answer, and the comments CodeRabbit repeats as "Duplicate comments" saying they were addressed are
// settled. Synthetic documents in each shape, in our own words.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';
import { parseBody } from '../../src/brief/body-doc.js';
import { documentKind } from '../../src/brief/document-type.js';
import { NITPICKS } from '../helpers/coderabbit.js';

const rabbit = (count: string, dupGroup: string, settled: string, still: string) => `**${count}**

> [!CAUTION]
> Some comments are outside the diff and can’t be posted inline due to platform limitations.
>
> <details>
> <summary>⚠️ Outside diff range comments (1)</summary><blockquote>
>
> <details>
> <summary>src/store/open.py (1)</summary><blockquote>
>
> \`3-4\`: **Check the mode before opening.**
>
> The mode is read after the file is opened.
>
> </blockquote></details>
>
> </blockquote></details>

<details>
<summary>♻️ ${dupGroup} (2)</summary><blockquote>

<details>
<summary>src/store/cache.py (2)</summary><blockquote>

\`20-21\`: **${settled}**

The cache key now holds the locale, as asked in the earlier round.

---

\`48-48\`: **${still}**

The handle is still opened twice on the retry path.

</blockquote></details>

</blockquote></details>

${NITPICKS}`;

describe('a review bot: its count of posted comments is no one-line answer', () => {
  it.each([
    ['count 0', 'Actionable comments posted: 0'],
    ['count 3', 'Actionable comments posted: 3'],
  ])('%s', (_n, count) => {
    const { r, f } = readReturn(rabbit(count, 'Duplicate comments', 'Previous review concern addressed.', 'Close the file handle on retry.'));
    expect(r.answers.answer).not.toMatch(/actionable comments/i);
    expect(r.answers.answer).not.toMatch(/outside the diff/i);
    expect(f.length).toBe(4);
  });
});

describe("CodeRabbit's repeated comments: one that says it was addressed is settled, not a new open finding", () => {
  it.each([
    ['addressed', 'Previous review concern addressed.'],
    ['resolved', 'Earlier comment resolved.'],
  ])('%s', (_n, settled) => {
    const { f } = readReturn(rabbit('Actionable comments posted: 0', 'Duplicate comments', settled, 'Close the file handle on retry.'));
    const s = f.find((x) => x.title.includes(settled.replace(/\.$/, '')));
    expect(s?.state).toBe('fixed');
    // The one repeated because it still applies stays open (no state), as does the nitpick.
    expect(f.find((x) => /file handle/.test(x.title))?.state).toBeUndefined();
    expect(f.find((x) => /disk helper/.test(x.title))?.state).toBeUndefined();
  });
  it('a title that says addressed outside a repeated block keeps its reading', () => {
    const { f } = readReturn(rabbit('Actionable comments posted: 0', 'Outside diff range comments', 'Previous review concern addressed.', 'Close the file handle on retry.'));
    expect(f.find((x) => /concern addressed/.test(x.title))?.state).toBeUndefined();
  });
});

const copilotMail = (who: string, said: string) => `From: ${who} <notifications@github.com>
Subject: Re: [acme/tools] Move the helpers to zsh (PR #7)

${said}

## Pull request overview

This PR moves the package helpers from bash to zsh and adds checks for missing tools.

### Reviewed changes

Copilot reviewed 2 out of 2 changed files in this pull request and generated 1 comment.

> +  if [[ -z "$@" ]]; then
+    return 1

The test \`[[ -z "$@" ]]\` does not tell whether arguments were given. Use \`$#\` instead.
`;

describe("a review mail's salutation is no one-line answer", () => {
  it.each([
    ['copilot', 'Copilot', '@Copilot commented on this pull request.'],
    ['reviewer', 'Copilot', 'copilot-pull-request-reviewer[bot] reviewed this pull request.'],
  ])('%s', (_n, who, said) => {
    const { r, f } = readReturn(copilotMail(who, said));
    expect(r.answers.answer).not.toMatch(/this pull request/i);
    expect(f.length).toBe(1);
  });
});

// An implementation summary (QA 56 14): the work done, the project's layout and docs, optional next steps, then what
// was delivered and a status heading. The delivery summary is the work reported done: a return, not a brief.
const summary = (t: { title: string; done: string; tree: string; next: string; docs: string; delivered: string; status: string }) => `# ${t.title}

## ✅ ${t.done}

- \`UserModel\` - users
- \`EventModel\` - events

## 📊 ${t.tree}

\`\`\`
lib/
  models/
\`\`\`

## 📝 ${t.next}

- Cloud Functions
- Offline support

## 📚 ${t.docs}

- README.md

## 🎯 ${t.delivered}

✅ **Source code** - organised
✅ **Permissions** - three kinds of user

## 🚀 ${t.status}

The app is complete.
`;

describe('an implementation summary with a delivery summary and a status heading is a return, not a brief', () => {
  it.each([
    ['pt', { title: 'Semana de Eventos - Resumo de Implementação', done: 'O que foi Implementado', tree: 'Estrutura de Pastas', next: 'Próximas Etapas (Opcional)', docs: 'Documentação', delivered: 'Resumo de Entrega', status: 'Status: PRONTO PARA PRODUÇÃO' }],
    ['es', { title: 'Semana de Eventos - Resumen de Implementación', done: 'Lo que se implementó', tree: 'Estructura de Carpetas', next: 'Próximos Pasos (Opcional)', docs: 'Documentación', delivered: 'Resumen de Entrega', status: 'Estado: LISTO PARA PRODUCCIÓN' }],
    ['en', { title: 'Events Week - Implementation Summary', done: 'What was Implemented', tree: 'Folder Structure', next: 'Next Steps (Optional)', docs: 'Documentation', delivered: 'Delivery Summary', status: 'Status: READY FOR PRODUCTION' }],
  ])('%s', (_l, t) => {
    expect(documentKind(parseBody(summary(t))).type).toBe('return');
  });
});

// A ticket file (QA 56 15): front matter, the template's sections of "label: value" fields, then the implementer's
// report. A field of the ticket ("PRD feature/order: 01 (P0)", "Risk level: LOW") is its metadata, never a finding.
const ticket = (trace: string, order: string, link: string, risk: string, level: string) => `---
id: 17
title: "Cover the loader"
---

# Ticket: Cover the loader

## Context

- Task: Cover the loader with tests

## ${trace}

- ${order}: 02 (P0)
- ${link}: Feature list

## ${risk}

- ${level}: LOW
- Triggers (if HIGH): N/A

## Implementation Notes

- Added a test for the loader's empty file.

## Tests Run

- \`make ci\` (PASS)

## Report (Final)

- What changed: added the loader's tests.
- Results: PASS
`;

describe("a ticket's template fields are its metadata, not findings", () => {
  it.each([
    ['en', 'PRD Traceability', 'PRD feature/order', 'Link to PRD section', 'Risk Classification', 'Risk level'],
    ['de', 'PRD-Rückverfolgbarkeit', 'PRD-Feature/Reihenfolge', 'Link zum PRD-Abschnitt', 'Risikoeinstufung', 'Risikostufe'],
    ['es', 'Trazabilidad del PRD', 'Función/orden del PRD', 'Enlace a la sección del PRD', 'Clasificación de riesgo', 'Nivel de riesgo'],
  ])('%s', (_l, trace, order, link, risk, level) => {
    const { f } = readReturn(ticket(trace, order, link, risk, level));
    expect(f.map((x) => x.title)).toEqual([]);
  });
  it('a list of findings, each an area and a short problem with its level, stays findings', () => {
    const { f } = readReturn(`## Outcome\n\nanswered — two problems.\n\n## Review\n\n- Login form: injectable (critical)\n- Session token: kept in local storage (high)\n`);
    expect(f.map((x) => x.severity)).toEqual(['critical', 'high']);
  });
});

describe('a finding written as short fields under a heading named for the findings stays a finding', () => {
  it('en', () => {
    const { f } = readReturn(`## Outcome\n\nanswered — one problem.\n\n## Findings\n\n- Severity: High\n- File: src/auth.ts\n`);
    expect(f.length).toBeGreaterThan(0);
  });
});

// A section's lead line under an HTML comment ("<!-- generated by … -->" / "A second pass found these:" / the list): the
// comment is nothing a reader sees, so the line is still the list's lead, kept under the heading, never a finding.
describe('a lead line after an HTML comment is the lead, not a finding', () => {
  it.each([
    ['en', 'Findings', 'A second pass found these as well:', 'The cache key ignores the locale (high)', 'The TTL is zero (low)'],
    ['de', 'Befunde', 'Ein zweiter Durchgang fand außerdem:', 'Der Cache-Schlüssel ignoriert die Sprache (hoch)', 'Die TTL ist null (niedrig)'],
    ['ja', '発見事項', '二回目の確認で次の問題も見つかりました：', 'キャッシュキーがロケールを無視する (high)', 'TTL がゼロになっている (low)'],
  ])('%s', (_l, heading, lead, a, b) => {
    for (const gap of ['\n', '']) {
      const { f } = readReturn(`## Outcome\n\nanswered\n\n## ${heading}\n\n<!-- generated by review-tool 1.2 -->\n${gap}${lead}\n\n- ${a}\n- ${b}\n`);
      expect(f.map((x) => x.title)).toEqual([a.replace(/ \((?:high|low|hoch|niedrig)\)$/, ''), b.replace(/ \((?:high|low|hoch|niedrig)\)$/, '')]);
    }
  });
});

// Qodo's buttons under each suggestion ("- [ ] **Apply / Chat** <!-- /improve --apply_suggestion=0 -->", "- [ ] Update
// <!-- /improve_multi … -->"): a task box whose action is a slash command in a comment is the bot's widget, never the
// text of the finding above it; its words are kept beside the findings.
describe("a bot's command buttons are no finding's text", () => {
  it.each([
    ['en', 'PR Code Suggestions ✨', 'Apply / Chat', 'Update'],
    ['de', 'Befunde', 'Anwenden / Chat', 'Aktualisieren'],
  ])('%s', (_l, heading, apply, update) => {
    const md = `## Outcome\n\nanswered\n\n## ${heading}\n\n### Make the dashboard data-driven\n\nRender the cards from a list.\n\n- [ ] **${apply}** <!-- /improve --apply_suggestion=0 -->\n\n### Avoid casting to any\n\nType the tenant instead.\n\n- [ ] **${apply}** <!-- /improve --apply_suggestion=1 -->\n\n- [ ] ${update} <!-- /improve_multi --more_suggestions=true -->\n`;
    const { r, f } = readReturn(md);
    expect(f.map((x) => x.title)).toEqual(['Make the dashboard data-driven', 'Avoid casting to any']);
    for (const x of f) expect(x.text).not.toContain(apply);
    expect(f[1]!.text).not.toContain(update);
    // Kept, not lost: their words are in the return beside the findings.
    const kept = r.extra.map((e) => e.text).join('\n');
    expect(kept).toContain(apply);
    expect(kept).toContain(update);
  });
});

// A ticket with no findings section: its "Out of scope: Unrelated feature work" names what is out of scope, not "n/a".
describe('a label "Out of scope:" over its value states no absence of findings', () => {
  it('en', () => {
    const { r } = readReturn(`# Ticket: Cover the loader\n\n## Scope\n\n- In scope: the loader's tests\n- Out of scope: Unrelated feature work\n\n## Report (Final)\n\n- Results: PASS\n`);
    expect(r.placement.some((p) => /nothing was found/.test(p.from) && /Unrelated/.test(JSON.stringify(p)))).toBe(false);
    expect(r.placement.some((p) => p.line === 6 && /findings: none/.test(p.to))).toBe(false);
  });
});
