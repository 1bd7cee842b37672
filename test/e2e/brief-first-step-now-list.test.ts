// `new task --body … --no-input --json`: the first step of a section that says what to do now or names the work
// itself (QA 41 classes 5 and 6, first41). (1) A section of decisions still to take ("## Pendientes que requieren
// decisión", "## Open decisions", "## Offene Entscheidungen") is never the first step, though a word of it names what
// is left: the first item of "## Qué hacer ahora" / "## What to do now" is. (2) A lane briefing's "## The work" list is
// what to deliver and its item 1 the first step. Near-misses: a real "## First step" wins; a "## Next steps" list
// reads as before.

import { describe, expect, it } from 'vitest';
import { briefImporter, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
const { newBody, answers } = briefImporter(w);

describe('decisions still to take are no first step: the first item of what to do now is', () => {
  const variants: [string, string, string, string][] = [
    [
      'Spanish "## Qué hacer ahora" then "## Pendientes que requieren decisión"',
      '# Estado y qué hacer en la otra computadora\n\n## Por qué\nNadie recibe avisos todavía.\n\n## Qué hacer ahora\n1. `git fetch` y `git checkout combinado`.\n2. Compilar el APK con `gradlew assembleDebug`.\n\n## Pendientes que requieren decisión\n- **Programación diaria de los avisos:** no hay tarea programada; hay que crearla.\n- Cuatro pruebas fallan sin la base local.\n',
      '`git fetch` y `git checkout combinado`.',
      'Programación diaria',
    ],
    [
      'German "## Was jetzt zu tun ist" then "## Offene Entscheidungen"',
      '# Stand und nächste Arbeit\n\n## Warum\nNiemand bekommt bisher Hinweise.\n\n## Was jetzt zu tun ist\n1. Den Zweig `kombiniert` auschecken.\n2. Die APK mit `gradlew assembleDebug` bauen.\n\n## Offene Entscheidungen\n- **Täglicher Versand:** es gibt keinen Zeitplan; einer muss angelegt werden.\n',
      'Den Zweig `kombiniert` auschecken.',
      'Täglicher Versand',
    ],
  ];
  for (const [name, md, step, not] of variants) {
    it(`${name}: step 1 is the first step, the decisions are not`, () => {
      const a = answers(newBody('now.md', md));
      expect(a.firstStep).toBe(step);
      expect(a.firstStep).not.toContain(not);
      expect(a.deliver).toContain(step);
    });
  }
});

describe('a lane briefing: "## The work" is what to deliver, its item 1 the first step', () => {
  const variants: [string, string, string][] = [
    [
      'English "## The work"',
      '# Lane briefing — switch archive search to Postgres\n\nYou are the archive lane.\n\n## Why\nThis finishes a half-done migration.\n\n## The work\n1. **Schema** — add `discovery.content_item` in PG.\n2. **Migrate** the real rows.\n\n## Report back\n`DONE · FILES · BLOCKED`.\n',
      '**Schema** — add `discovery.content_item` in PG.',
    ],
    [
      'Spanish "## El trabajo"',
      '# Carril: búsqueda del archivo en Postgres\n\n## Por qué\nTermina una migración a medias.\n\n## El trabajo\n1. **Esquema** — crear `discovery.content_item` en PG.\n2. **Migrar** las filas reales.\n',
      '**Esquema** — crear `discovery.content_item` en PG.',
    ],
  ];
  for (const [name, md, step] of variants) {
    it(`${name}: nothing but the why asked when it is given`, () => {
      const a = answers(newBody('lane.md', md));
      expect(a.firstStep).toBe(step);
      expect(a.deliver).toContain(step);
    });
  }
});

describe('near-misses: a stated first step wins', () => {
  it('a real "## First step" beside "## What to do now" stays the first step', () => {
    const md = '# Notice app handoff\n\n## Why\nNobody gets notices yet.\n\n## What to do now\n1. Fetch the branch.\n2. Build the APK.\n\n## First step\nAsk the owner for the signing key.\n';
    const a = answers(newBody('near.md', md));
    expect(a.firstStep).toBe('Ask the owner for the signing key.');
  });
});
