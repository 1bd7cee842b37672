// Lines of a brief copied into a list answer they do not belong to (QA 40 docs 05 and 06, place21), through the built
// CLI: `handoff new task --body … --no-input --json`. A section named dead ends only by an aside saying its work is
// not to be redone ("## Sibling inventory - I ran this, do not repeat it") over a table of sibling work is Context,
// not one dead end per row; a clause cut off a sentence at a semicolon ("…; and anything you found and did not fix.")
// is no dead end; a line leading into a table is no pointer; an item whose label is given a bold value ("- Official
// product: **Stage A** until … `stage_b_map.json`") states a fact, no pointer. Near misses keep their answers: a real
// "## Dead ends" list, "## Dead ends (do not repeat)", a "do not repeat X: it failed because Y" line, a list of
// files, a labelled path.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

function briefOf(name: string, md: string): { answers: BriefAnswers; text: string } {
  const r = runCli(['new', 'task', '--body', w.file(name, md), '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { json: string };
  const answers = (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers;
  return { answers, text: JSON.stringify(answers) };
}

const brief = (why: string, deliver: string, first: string, middle: string, tail = '') =>
  `# Fix the group total\n\n## ${why}\nThe group total sums a pending member as zero.\n\n## ${deliver}\nRoute the figure through the accumulator.\n\n## ${first}\nWrite the failing test.\n\n${middle}\n${tail}`;

describe('a sibling table under a "do not repeat" aside is Context, not dead ends', () => {
  const cases: [string, string, string][] = [
    [
      'English',
      brief('Why', 'Deliver', 'First step', '## Sibling inventory - I ran this, do not repeat it\n\nEvery `Decimal.zero` accumulation in `ios/Sources/Core` and `ios/App/Sources`:\n\n| Site | Verdict |\n|---|---|\n| `LogStream.swift:369` | **This row.** Sums a pending amount as zero |\n| `Monthly.swift:178` | Same shape - deferred by the product owner. Do not touch it |\n'),
      'LogStream.swift:369',
    ],
    [
      'German',
      brief('Why', 'Deliver', 'First step', '## Bestandsaufnahme – schon gelaufen, nicht wiederholen\n\nJede Summe mit `Decimal.zero` in `ios/Sources/Core` und `ios/App/Sources`:\n\n| Stelle | Urteil |\n|---|---|\n| `LogStream.swift:369` | **Diese Zeile.** Summiert einen offenen Betrag als null |\n| `Monthly.swift:178` | Gleiche Form, vom Product Owner zurückgestellt |\n'),
      'LogStream.swift:369',
    ],
  ];
  for (const [name, md, row] of cases) {
    it(name, () => {
      const { answers } = briefOf('sibling.md', md);
      expect(answers.deadEnds, JSON.stringify(answers.deadEnds)).toEqual([]);
      expect(JSON.stringify(answers.pointers)).not.toContain('Decimal.zero');
      // (The table is kept whole, in the Context.)
      expect(answers.context).toContain(row);
    });
  }
});

describe('a clause cut at a semicolon is no dead end', () => {
  const cases: [string, string][] = [
    ['English', brief('Why', 'Deliver', 'First step', '## Report back\n\nEvery check with its exit code; your verdict on `Import.swift:483`; whether you disagree with a verdict above; and anything you found and did not fix.\n')],
    ['French', brief('Why', 'Deliver', 'First step', '## Compte rendu\n\nChaque contrôle avec son code de sortie ; ton avis sur `Import.swift:483` ; et tout ce que tu as trouvé et qui n\'a pas fonctionné.\n')],
  ];
  for (const [name, md] of cases) {
    it(name, () => {
      const { answers, text } = briefOf('report.md', md);
      expect(answers.deadEnds, JSON.stringify(answers.deadEnds)).toEqual([]);
      expect(text).toContain('Import.swift:483');
    });
  }
});

describe('a label given a bold value states a fact, no pointer', () => {
  const cases: [string, string][] = [
    ['English', '- Official product: **Stage A** until the residual campaign + optional `stage_b_map.json`'],
    ['German', '- Offizielles Produkt: **Stufe A** bis zur Restkampagne + optional `stage_b_map.json`'],
    ['Spanish', '- Producto oficial: **Etapa A** hasta la campaña residual + opcional `stage_b_map.json`'],
  ];
  for (const [name, item] of cases) {
    it(name, () => {
      const { answers, text } = briefOf('status.md', brief('Why', 'Deliver', 'First step', `## Status after this file\n\n- Host: CPU only.\n${item}\n`));
      expect(JSON.stringify(answers.pointers), JSON.stringify(answers.pointers)).not.toContain('stage_b_map.json');
      expect(text).toContain('stage_b_map.json');
    });
  }
});

describe('near misses keep their answers', () => {
  it('a "## Dead ends" list keeps its items', () => {
    const { answers } = briefOf('dead.md', brief('Why', 'Deliver', 'First step', '## Dead ends\n\n- Mocking the clock: did not help.\n- Caching the rate table: same bug.\n'));
    expect(answers.deadEnds.length, JSON.stringify(answers.deadEnds)).toBe(2);
  });
  it('"## Dead ends (do not repeat)" keeps its items', () => {
    const { answers } = briefOf('dead2.md', brief('Why', 'Deliver', 'First step', '## Dead ends (do not repeat)\n\n- Approach A, too slow.\n- Approach B, wrong totals.\n'));
    expect(answers.deadEnds.length, JSON.stringify(answers.deadEnds)).toBe(2);
  });
  it('a "do not repeat" heading over failed attempts stays dead ends', () => {
    const { answers } = briefOf('dead3.md', brief('Why', 'Deliver', 'First step', '## Tried already - do not repeat\n\n- Mocking the clock: did not help.\n- Pinning the rate: did not work.\n'));
    expect(answers.deadEnds.length, JSON.stringify(answers.deadEnds)).toBe(2);
  });
  it('a "do not repeat X: it failed because Y" line stays a dead end', () => {
    const { answers } = briefOf('dead4.md', brief('Why', 'Deliver', 'First step', '## Notes\n\nDo not repeat the cache flush: it did not help, the totals stayed wrong.\n'));
    expect(JSON.stringify(answers.deadEnds)).toContain('cache flush');
  });
  it('a "## Pointers" list of files keeps every item, a labelled path stays a pointer', () => {
    const { answers } = briefOf('ptr.md', brief('Why', 'Deliver', 'First step', '## Pointers\n\n- `docs/SCHEMA.md` - money rules\n- `docs/ERRORS.md` - partial figures\n\n## Env\n\n- Venv: `/arc/home/me/venv` (3.12, CPU).\n'));
    expect(answers.pointers.length, JSON.stringify(answers.pointers)).toBe(3);
  });
});
