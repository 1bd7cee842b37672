// Sections named for another role of a return are no findings (QA 35 class 1), through the built CLI: a heading built
// around a role's noun ("## Corrective acceptance evidence", "## Preuves de l'acceptation corrective", "### 💡
// Preguntas de diseño abiertas"), the writer's summing-up ("## Final Assessment", "## Evaluación final" over
// "**Needs attention**:" bullets) and an investigation's problem statement ("## Problem Statement", "##
// Problemstellung") are kept under their heading; a heading that names findings as well ("## Findings and evidence",
// "## Questions raised by the audit: findings") keeps its findings.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'qa35 role sections');
function run(text: string): { stderr: string; titles: string[] } {
  const r = handoff.returnBody(text, '--force', '--outcome', 'answered');
  expect(r.code, r.stdout + r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as ReturnJson;
  return { stderr: r.stderr, titles: j.findings.map((f) => (f as { title?: string }).title ?? String(f)) };
}

const RISKS_EN = '## Residual risks and unavailable checks\n\n- The cached object on GitHub is still reachable by its hash.\n- Live media playback was not verified.\n';

describe('a section built around a word for evidence is no finding', () => {
  it.each([
    ['English', '# QA Report\n\nProject: Relay\n\n## Corrective acceptance evidence\n\n| Acceptance area | Independent evidence | Result |\n| --- | --- | --- |\n| Regression | `pytest -q`: 118 passed | Pass |\n\n## Browser and visual evidence\n\n- Screenshot of the dashboard at 1280px matches the mock.\n- Keyboard focus order checked on the settings page.\n\n' + RISKS_EN, ['Browser and visual evidence']],
    ['French', "# Rapport de recette\n\n## Preuves de l'acceptation corrective\n\n- `pytest -q` : 118 tests réussis.\n- Analyse de confidentialité : aucun fichier de transcription restant.\n\n## Risques résiduels\n\n- L'objet en cache sur GitHub reste accessible par son hash.\n- La lecture vidéo en direct n'a pas été vérifiée.\n", ["Preuves de l'acceptation corrective"]],
  ])('%s', (_what, text, kept) => {
    const { stderr, titles } = run(text);
    for (const h of kept) expect(stderr).toContain(`${h} -> kept as its own section`);
    expect(titles).toHaveLength(2);
    expect(titles.join('\n')).not.toMatch(/Screenshot|pytest|Keyboard|Analyse/);
  });
});

describe('design questions and a final assessment beside the findings are no findings', () => {
  it.each([
    ['English', '# Code Review\n\n## Issues Found\n\n- **File header mismatch** in README.md: fixed.\n- **Package infrastructure missing**: blocks M1.\n\n## Architectural Observations\n\n### ✅ Strengths\n- Clear scope.\n- Deterministic design.\n\n### 💡 Design Questions (Not blockers, for discussion)\n1. One package or several? (blocker)\n2. Which timeout?\n3. How to count tokens?\n\n## Final Assessment\n\n**Strengths**:\n- 🌟 World-class planning\n\n**Needs Attention**:\n- 🔴 Package infrastructure (blocking M1)\n- 🟢 Everything else is excellent\n'],
    ['Spanish', '# Revisión de código\n\n## Problemas encontrados\n\n- **Cabecera incorrecta** en README.md: corregida.\n- **Falta la infraestructura de paquetes**: bloquea M1.\n\n## Observaciones de arquitectura\n\n### ✅ Fortalezas\n- Alcance claro.\n- Diseño determinista.\n\n### 💡 Preguntas de diseño abiertas\n1. ¿Un solo paquete o varios?\n2. ¿Qué tiempo de espera usar?\n3. ¿Cómo contar los tokens?\n\n## Evaluación final\n\n**Fortalezas**:\n- Buena planificación\n\n**Necesita atención**:\n- 🔴 Infraestructura de paquetes (bloquea M1)\n- 🟢 Todo lo demás está bien\n'],
  ])('%s', (_what, text) => {
    const { titles } = run(text);
    expect(titles).toHaveLength(2);
    expect(titles.join('\n')).not.toMatch(/\?|excellent|está bien|timeout|planning|planificación/i);
  });
});

describe("an investigation's problem statement is no finding", () => {
  it.each([
    ['English', '# Investigation: timezone test failures\n\n## Problem Statement\n\nThree tests fail on CI (UTC), but pass in:\n- Deno (any system timezone)\n- Node.js with a non-UTC timezone\n\n## Key Findings\n\n- `Date#getTimezoneOffset` is read once at start.\n- The DST table is built for the host zone.\n', 'Problem Statement'],
    ['German', '# Untersuchung: Zeitzonen-Tests\n\n## Problemstellung\n\nDrei Tests schlagen in CI (UTC) fehl, laufen aber durch unter:\n- Deno (jede Zeitzone)\n- Node.js mit einer Zeitzone außer UTC\n\n## Befunde\n\n- `getTimezoneOffset` wird nur einmal gelesen.\n- Die Sommerzeit-Tabelle gilt für die Zone des Hosts.\n', 'Problemstellung'],
  ])('%s', (_what, text, heading) => {
    const { stderr, titles } = run(text);
    expect(stderr).toContain(`${heading} -> kept as its own section`);
    expect(titles).toHaveLength(2);
    expect(titles.join('\n')).not.toMatch(/Deno|Node\.js/);
  });
});

describe('near-miss: a heading that names findings and another role keeps its findings', () => {
  it('Findings and evidence; Questions raised by the audit: findings', () => {
    const { titles } = run('# Audit report\n\n## Findings and evidence\n\n- The token is logged in plain text at login.\n- The retry loop never backs off.\n\n## Questions raised by the audit: findings\n\n- The admin page has no CSRF token.\n');
    expect(titles).toHaveLength(3);
  });
  it('a one-word part of a finding ("### Evidence" under "## Bug 2") stays that finding\'s', () => {
    const { titles } = run('# Review\n\n## Findings\n\n### Bug 1: cache never expires\n\nThe TTL is ignored.\n\n### Bug 2: login loops\n\n#### Evidence\n\n- `curl -i /login` answers 302 to itself.\n');
    expect(titles).toHaveLength(2);
  });
});
