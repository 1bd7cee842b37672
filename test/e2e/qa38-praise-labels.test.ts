// A praise list beside what an area finds is no finding (QA 38 doc 06, class 1a), through the built CLI: under a
// finding's group ("#### **[recommend] Entity design quality**"), "**Good points:**" / "**良い点:**" over a list of
// strengths and a problems label standing alone ("**Issues:**", "**課題:**") over the bold-titled findings below
// are kept under the area's heading; only the titled finding counts. Near-miss: with no praise label, an area's
// own list is read as before (its items findings), and a problems list beside praise stays the findings.

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { docWorld, oneHandoff, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'qa38 praise labels');
const titles = (j: ReturnJson) => j.findings.map((f) => (f as { title?: string }).title ?? '');
function run(text: string): { stderr: string; j: ReturnJson; md: string } {
  const r = handoff.returnBody(text, '--force', '--outcome', 'answered');
  expect(r.code, r.stdout + r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as ReturnJson & { file: string };
  return { stderr: r.stderr, j, md: readFileSync(j.file, 'utf8') };
}
const doc = (good: string, g1: string, g2: string, issues: string, title: string, body: string) =>
  `# Review\n\n## 2.1 Entities\n\n#### **[recommend] Entity design**\n\n**${good}:**\n- ${g1}\n- ${g2}\n\n**${issues}:**\n\n**[must] ${title}**\n\n${body}\n`;

describe('a praise list and a lone problems label beside a finding are kept, no findings', () => {
  it.each([
    ['English', doc('Good points', 'Entities are cleanly separated', 'Enums give type safety', 'Issues', 'Pokemon.cs - missing foreign key', '`PokemonSpeciesId` is missing, so EF Core cannot map the relation.')],
    ['Japanese', doc('良い点', '基本エンティティが適切に分離されている', 'Enumによる型安全性の確保', '課題', 'Pokemon.cs - 関連エンティティの未設定', 'DBとのマッピング用に`PokemonSpeciesId`が必要だが存在しない。')],
    ['Spanish', doc('Puntos fuertes', 'Las entidades están bien separadas', 'Los enums dan seguridad de tipos', 'Puntos débiles', 'Pokemon.cs - falta la clave foránea', 'Falta `PokemonSpeciesId`, EF Core no puede mapear la relación.')],
    ['German', doc('Stärken', 'Entitäten sauber getrennt', 'Enums geben Typsicherheit', 'Probleme', 'Pokemon.cs - Fremdschlüssel fehlt', '`PokemonSpeciesId` fehlt, EF Core kann die Beziehung nicht abbilden.')],
  ])('%s', (_lang, text) => {
    const { j, md } = run(text);
    expect(titles(j)).toHaveLength(1);
    // (The level tag "[must]" is the finding's severity, not its title; the file before the dash is its location.)
    expect(titles(j)[0]).not.toContain('[must]');
    expect((j.findings[0] as { location?: string }).location).toBe('Pokemon.cs');
    // Nothing dropped: the praise and the label are in the written return.
    for (const line of text.split('\n').filter((l) => l.startsWith('- '))) expect(md).toContain(line.slice(2));
  });

  it('near-miss: an area list with no praise label stays findings', () => {
    const text = '# Review\n\n## 2.1 Entities\n\n#### **[recommend] Entity design**\n\n**Notes:**\n- `PokemonId` is not camelCase\n- EF Core foreign key unclear\n\n**[must] Pokemon.cs - missing foreign key**\n\n`PokemonSpeciesId` is missing.\n';
    const { j } = run(text);
    expect(titles(j).join('\n')).toContain('EF Core foreign key unclear');
  });

  it('near-miss: a problems list beside praise stays the findings', () => {
    const text = '# Review\n\n## Accounts\n\n**Good points:**\n- salted hashes\n\n**Problems:**\n1. reset link reusable\n2. no rate limit on login\n';
    const { j } = run(text);
    expect(titles(j)).toEqual(expect.arrayContaining(['reset link reusable', 'no rate limit on login']));
    expect(titles(j).join('\n')).not.toContain('salted hashes');
  });
});
