// A finding keeps its number, its severity and its title as written, through the built CLI (QA 46 R9, R4, R7):
// - numbered items keep their numbers when the findings list mixes groups (a numbered status group beside a bulleted
//   one), so "see finding 2" still points at its item; numbered runs with bullets between them are written with the
//   bullets nested under their number (an Evidence section of numbered test runs);
// - the severity stated by a verdict clause ("réel — **bloquant**"), a level-and-problem label opening the finding
//   ("**PROBLEMA CRITICO:** x", the rest the title) or a light in a table's id cell ("| 98 🔴 |"), a word winning;
// - a title keeps what a code span holds ("`oauth2:[^@\s]+@`" is no footnote mark) and a dunder name.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff, type ReturnJson } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const handoff = oneHandoff(w, 'finding fields');

function record(text: string): { j: ReturnJson; md: string } {
  const { j, md } = handoff.record(text, '--outcome', 'partial', '--force');
  // pull reads the written return back: the same titles and severities.
  const p = runCli(['pull', handoff.id, '--json'], w.opts());
  expect(p.code, p.stderr).toBe(0);
  const pulled = (JSON.parse(p.stdout) as { returns: { findings: { title: string; severity?: string }[] }[] }).returns.at(-1)!.findings;
  expect(pulled.map((f) => [f.title, f.severity])).toEqual(j.findings.map((f) => [f.title, f.severity]));
  return { j, md };
}
const levels = (j: ReturnJson) => j.findings.map((f) => [f.title, f.severity ?? null]);

describe('numbers kept (R9)', () => {
  it.each([
    ['Kritisch', 'Geringfügig', 'Der Cache läuft über', 'Der Schlüssel ignoriert die Sprache', 'Befund'],
    ['Critical', 'Minor', 'The cache leaks', 'The key ignores the locale', 'finding'],
    ['Критические', 'Низкий приоритет', 'Кэш переполняется', 'Ключ не учитывает язык', 'замечание'],
    ['Críticos', 'Menores', 'La caché se desborda', 'La clave ignora el idioma', 'hallazgo'],
  ])('a numbered group "%s" beside a bulleted group "%s" keeps its numbers', (first, second, a, b, noun) => {
    const { j, md } = record(['## Outcome', '', 'answered — three', '', `## ${first}`, '', `1. **${a}** — seen in the logs.`, `2. **${b}** — seen in a test.`, '', `## ${second}`, '', `- **${b}, again** — brought back by the fix of ${noun} 2.`, ''].join('\n'));
    expect(j.findings.map((f) => f.title)).toEqual([a, b, `${b}, again`]);
    expect(md).toContain(`1. **${a}** — seen in the logs.\n2. **${b}** — seen in a test.`);
    expect(md).toContain(`- **${b}, again**`);
  });

  it.each([
    ['## Verification', 'Result'],
    ['## Evidence', 'Результат'],
    ['## Vérification', 'Résultat'],
  ])('numbered runs with bullets between them under "%s": numbers kept, bullets nested under their run', (heading, result) => {
    const { md } = record(['## Outcome', '', 'answered — one finding', '', '## Findings', '', '- **The sweep skips the GUI tests** — no display.', '', heading, '1. Client sweep:', '- `pytest -q tests/a.py`', `- ${result}: \`35 passed\``, '', '2. Server sweep:', '- `pytest -q tests/b.py`', `- ${result}: \`19 passed\``, ''].join('\n'));
    expect(md).toContain(['1. Client sweep:', '   - `pytest -q tests/a.py`', `   - ${result}: \`35 passed\``, '2. Server sweep:', '   - `pytest -q tests/b.py`', `   - ${result}: \`19 passed\``].join('\n'));
  });
});

describe('severity read (R4)', () => {
  it('a light in the id cell, a word in the verdict cell winning over it, a level-and-problem label', () => {
    const { j } = record(
      [
        '## Outcome',
        '',
        'partial — checked, nothing fixed',
        '',
        '## Constats',
        '| # | Constat | Verdict |',
        '|---|---|---|',
        '| 98 🔴 | un palier tapé ne note pas le moteur | réel — **bloquant** |',
        '| 97 🟡 | la carte reste figée | réel |',
        '| 96 | `onSource` n\'est pas relayé | réel — non bloquant |',
        '',
        '## Problema identificado',
        '**PROBLEMA CRITICO:** `registrar_evento()` NO está conectado al `replay_buffer`',
        '',
      ].join('\n'),
    );
    expect(levels(j)).toEqual([
      ['un palier tapé ne note pas le moteur', 'blocker'],
      ['la carte reste figée', 'medium'],
      ["`onSource` n'est pas relayé", 'minor'],
      ['`registrar_evento()` NO está conectado al `replay_buffer`', 'critical'],
    ]);
  });

  it.each([
    ['**CRITICAL ISSUE:** `flush()` is never called', '`flush()` is never called', 'critical'],
    ['**KRITISCHES PROBLEM:** `flush()` wird nie aufgerufen', '`flush()` wird nie aufgerufen', 'critical'],
    ['**КРИТИЧЕСКАЯ ПРОБЛЕМА:** `flush()` не вызывается', '`flush()` не вызывается', 'critical'],
    ['**PROBLÈME MAJEUR :** `flush()` n\'est jamais appelé', '`flush()` n\'est jamais appelé', 'major'],
    ['**严重问题：** `flush()` 从未被调用', '`flush()` 从未被调用', 'critical'],
  ])('a label "%s" opening the finding: its level, the rest the title', (line, title, level) => {
    const { j } = record(['## Outcome', '', 'partial — one problem', '', '## Findings', '', line, ''].join('\n'));
    expect(levels(j)).toEqual([[title, level]]);
  });
});

describe('titles verbatim (R7)', () => {
  it.each([
    ['Duplicated `oauth2:[^@\\s]+@` pattern in `SanitizeSensitiveOutput()`'],
    ['Doppelter Code — `[^a-z]` und `[^:label]` dupliziert'],
    ['`AlmacenMejorado.__init__()` ignora el búfer'],
  ])('title "%s" kept whole', (title) => {
    const { j } = record(['## Outcome', '', 'answered — one finding', '', '## Findings', '', `1. **${title}** — the text goes on.`, '2. **Second finding** — more.', ''].join('\n'));
    expect(j.findings.map((f) => f.title)).toEqual([title, 'Second finding']);
  });

  it('a dunder name outside code keeps its underscores', () => {
    const { j } = record(['## Outcome', '', 'answered — one finding', '', '## Findings', '', '### 7.2 AlmacenMejorado.__init__() (src/warehouse.py:81)', 'The constructor never connects the buffer.', ''].join('\n'));
    expect(j.findings[0]!.title).toContain('AlmacenMejorado.__init__()');
  });
});
