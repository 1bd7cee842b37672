// QA 53 classes 4, 5, 9 and 10, on synthetic briefs in several languages (brf53): a next step stated in the status
// intro is the first step and what to deliver, a bare "Open" list of limitations is no work, a reason label is the
// why; a phase handoff's next phase holds the work; "Fixed rules" and a heading wrapped onto a second line are rules;
// "the next session must do X to Y" is the why, not a rule.

import { describe, expect, it } from 'vitest';
import { renderedBrief, writtenSection } from '../helpers/written.js';

const written = renderedBrief;
const section = writtenSection;

describe('class 4: a next step stated in the status intro, after a bold sentence, is the first step and the work', () => {
  it.each([
    ['en', 'Status: parser split. Reason: the nightly import must finish before six.', '**Split done (steps 1–4). Step 5 is STILL OPEN.** **Next step: port the CSV reader**, then step 6 (fuzz test).', '## Open', '- **Streaming upload** stays off — deliberately left out, not part of this split.\n- **No retry**: a failed row is dropped. Kept simple on purpose.', 'port the CSV reader', 'Streaming upload'],
    ['de', 'Stand: Parser aufgeteilt. Grund: der nächtliche Import muss vor sechs fertig sein.', '**Aufteilung fertig (Schritte 1–4). Schritt 5 ist NOCH OFFEN.** **Nächster Schritt: den CSV-Leser portieren**, dann Schritt 6 (Fuzz-Test).', '## Offen', '- **Streaming-Upload** bleibt aus — bewusst ausgeklammert.\n- **Kein Retry**: eine fehlerhafte Zeile wird verworfen. Bewusst einfach gehalten.', 'den CSV-Leser portieren', 'Streaming-Upload'],
    ['es', 'Estado: parser dividido. Motivo: la importación nocturna debe terminar antes de las seis.', '**División hecha (pasos 1–4). El paso 5 SIGUE ABIERTO.** **Próximo paso: portar el lector CSV**, luego el paso 6 (prueba fuzz).', '## Abierto', '- **Subida en streaming** sigue apagada — deliberadamente excluido.\n- **Sin reintentos**: una fila fallida se descarta. Intencionalmente simple.', 'portar el lector CSV', 'Subida en streaming'],
  ])('%s', (_l, status, next, open, items, step, limitation) => {
    const { r } = written(`# Handoff — importer\n\n${status}\n\n${next}\n\nBranch \`feature/split\`, working tree clean apart from the old fixtures that were left untouched on purpose.\n\n${open}\n\n${items}\n`);
    expect(r.answers.firstStep).toContain(step);
    expect(r.answers.firstStep).not.toContain('**');
    expect(r.answers.deliver).toContain(step);
    expect(r.answers.deliver).not.toContain(limitation);
    expect(r.answers.firstStep).not.toContain(limitation);
    expect(r.answers.why).toContain(status.split(/: /)[2]!.slice(0, 12));
  });

  it.each([
    ['en', '**Next step after the review: merge the loader**, then tag.', 'after the review', 'merge the loader'],
    ['de', '**Nächster Schritt nach dem Review: den Lader mergen**, dann taggen.', 'nach dem Review', 'den Lader mergen'],
    ['fr', '**Prochaine étape après la revue : fusionner le chargeur**, puis taguer.', 'après la revue', 'fusionner le chargeur'],
  ])('%s: a label that closes on a clause of time still names the step, the clause kept', (_l, line, when, step) => {
    const { r } = written(`# Handoff — loader\n\n**Loader rewritten. Review pending.** ${line}\n\n## Environment\n\n- Node 20\n`);
    expect(r.answers.firstStep).toContain(when);
    expect(r.answers.firstStep).toContain(step);
    expect(r.answers.deliver).toContain(step);
  });

  it('a bold label wrapped before its colon is read across the line break', () => {
    const { r } = written('# Handoff — loader\n\nThe loader is rewritten and the review is pending. **Next step after\nthe review: merge the loader**, then tag.\n\n## Environment\n\n- Node 20\n');
    expect(r.answers.firstStep).toContain('merge the loader');
  });

  it('an "Open" list with work in it stays what to deliver when no next step is stated', () => {
    const { r } = written('# Handoff — loader\n\nThe loader is rewritten.\n\n## Open\n\n- Port the CSV reader.\n- Add the fuzz test.\n');
    expect(r.answers.deliver).toContain('Port the CSV reader.');
  });
});

describe('class 5: a phase handoff — the next phase the header names holds the work', () => {
  it.each([
    ['en', '**Next phase**: 4 — Export', '## Phase 4 — Export', '### Decision rationale', '### 4-A: JSON export', '### 4-B: Auto-prune', '### Implementation order', '### Quality gate — run after every work item'],
    ['de', '**Nächste Phase:** 4 — Export', '## Phase 4 — Export', '### Begründung', '### 4-A: JSON-Export', '### 4-B: Auto-Prune', '### Reihenfolge', '### Qualitätsprüfung — nach jedem Arbeitsschritt'],
    ['es', '**Próxima fase**: 4 — Exportación', '## Fase 4 — Exportación', '### Justificación', '### 4-A: Exportar JSON', '### 4-B: Poda automática', '### Orden de implementación', '### Control de calidad — tras cada tarea'],
  ])('%s', (_l, label, phase, why, a, b, order, gate) => {
    const md = `# Forge — session handoff\n\n**Phase completed**: 3\n${label}\n\n## What was completed this session\n\n- Wrapped the provider loop.\n\n${phase}\n\n${why}\nThe queue cluster blocks production use.\n\n${a}\nAdd exportJson() and its route.\n\n${b}\nCall pruneHistory() on start.\n\n${order}\nStart with 4-A, then 4-B.\n\n${gate}\n\n\`\`\`bash\nnpm run lint\n\`\`\`\n`;
    const { r, out } = written(md);
    expect(r.answers.deliver).toContain('exportJson()');
    expect(r.answers.deliver).toContain('pruneHistory()');
    expect(r.answers.deliver).not.toContain('npm run lint');
    expect(r.answers.firstStep).toContain('Start with 4-A');
    expect(r.answers.why).toContain('The queue cluster blocks production use.');
    expect(section(out, 'Constraints to respect')).toContain('npm run lint');
  });

  it('without the header naming the next phase, the sub-items are not read so', () => {
    const { r } = written('# Forge — session handoff\n\n## Why\nShip it.\n\n## Phase 4 — Export\n\n### 4-A: JSON export\nAdd exportJson().\n\n### 4-B: Auto-prune\nCall pruneHistory().\n\n## First step\nRead the plan.\n');
    expect(r.answers.firstStep).toContain('Read the plan.');
  });
});

describe('class 9: fixed rules are rules; a heading wrapped onto a second heading line is one heading', () => {
  it.each([
    ['en', '## Fixed rules', '## Fixed rules (excerpt, full text in `spec.md` and\n## the older `spec*.md`)'],
    ['de', '## Feste Regeln', '## Feste Regeln (Auszug, vollständig in `spec.md` und\n## den älteren `spec*.md`)'],
    ['fr', '## Règles', '## Règles (extrait, texte complet dans `spec.md` et\n## les anciens `spec*.md`)'],
  ])('%s', (_l, plain, wrapped) => {
    for (const h of [plain, wrapped]) {
      const { out } = written(`# Handoff — planner\n\n## Why\nCertificates print twice.\n\n## Next steps\n\n- Run task 15.\n\n${h}\n\n- Never edit \`index.html\` by hand — always run \`assemble.py\`.\n`);
      expect(section(out, 'Constraints to respect'), h).toContain('Never edit `index.html` by hand');
      expect(section(out, 'Context'), h).not.toContain('Never edit `index.html` by hand');
    }
  });
});

describe('class 10: "the next session must do X to Y" is the why, not a rule', () => {
  it.each([
    ['pt', '## Próxima sessão — o que fazer', '## Regras invioláveis', '1. Sem mocks.', 'Próxima sessão deve acelerar o frontend `/juridico` para fechar o ciclo de feedback com o cliente.'],
    ['en', '## Next session — what to do', '## Inviolable rules', '1. No mocks.', 'The next session must speed up the `/legal` frontend to close the feedback loop with the client.'],
    ['de', '## Nächste Session — was zu tun ist', '## Unverletzliche Regeln', '1. Keine Mocks.', 'Die nächste Session muss das Frontend `/recht` beschleunigen, damit der Kunde schneller Feedback gibt.'],
  ])('%s', (_l, next, rules, rule, line) => {
    const { r, out } = written(`# Handoff 10\n\n${next}\n\n- **A. Frontend** — backend ready\n- **B. Calculator**\n\n${rules}\n\n${rule}\n\n## Notes\n\n${line}\n`);
    expect(section(out, 'Constraints to respect')).toContain(rule);
    expect(section(out, 'Constraints to respect')).not.toContain(line.slice(0, 20));
    expect(r.answers.why).toContain(line.slice(0, 20));
  });

  it('a rule bound on another subject stays a rule', () => {
    const { out } = written('# Handoff 10\n\n## Why\nShip it.\n\n## Next steps\n\n- Port the reader.\n\n## Notes\n\nEvery migration must run inside a transaction to keep the schema consistent.\n');
    expect(section(out, 'Constraints to respect')).toContain('Every migration must run inside a transaction');
  });
});

describe('class 11: the option marked as the pick is where to start; "completes …" in its heading is no work done', () => {
  it.each([
    ['en', '## Recommended next work', '### Option 1: Stage 2 (visual feedback) — short and light', '### Option 2: Stage 3 (economy) — completes the core loop ⭐', '→ about 4–5 days, **recommended!**', 'Shop screen'],
    ['ko', '## 🎯 권장 다음 작업', '### 옵션 1: 2단계 (시각 피드백) — 짧고 가벼움', '### 옵션 2: 3단계 (경제 시스템) — 핵심 루프 완성', '→ 약 4~5일 작업, **추천!**', '상점 화면'],
    ['de', '## Nächste Aufgaben', '### Option 1: Stufe 2 (Feedback) — kurz', '### Option 2: Stufe 3 (Wirtschaft)', '→ etwa 4–5 Tage, **empfohlen!**', 'Shop-Ansicht'],
  ])('%s', (_l, h, one, two, mark, item) => {
    const { r } = written(`# Handoff guide\n\n## Why\nThe game should reach release.\n\n${h}\n\n${one}\n- Hatch animation\n- Toast notices\n\n${two}\n- ${item}\n- Inventory\n\n${mark}\n`);
    expect(r.answers.firstStep).toContain(item);
    expect(r.answers.firstStep).not.toContain('Hatch animation');
    expect(r.answers.deliver).toContain('Hatch animation');
    expect(r.answers.deliver).toContain(item);
  });

  it('options with no pick, or two, keep the first as where to start', () => {
    const { r } = written('# Handoff guide\n\n## Why\nShip it.\n\n## Next steps\n\n### Option 1: Stage 2\n- Hatch animation\n\n### Option 2: Stage 3 ⭐\n- Shop screen\n\n### Option 3: Stage 4 ⭐\n- Sound\n');
    expect(r.answers.firstStep).toContain('Hatch animation');
  });
});
