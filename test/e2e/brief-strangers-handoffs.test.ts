// `new task --body … --no-input --json` on handoffs written by strangers (QA 46 B2, B1, B4), through the built CLI,
// each in generated variants (languages, wording, nesting) rather than on one reported document:
// - a next/previous task linked by its label ("Siguiente: [07. …](07.md)", "Next: [08 …](08.md)") is a Pointer kept
//   with its label, never what to deliver; the task's own steps ("## Pasos en orden") are;
// - a fix already made ("**修复方案**：…" under "## 我们相对官方改了什么", "## What we changed") is never what to deliver:
//   with nothing else stating it, --deliver is asked;
// - a "## Maintenant" / "## Now" / "## Jetzt" list is the plan to deliver, its item 1 the first step.
// Near misses: a next label with words of its own ("Siguiente: migrar la tabla") is still what to deliver.

import { describe, expect, it } from 'vitest';
import { briefImporter, docWorld } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const { newBody, answers, asked } = briefImporter(w);

describe('a next-task link is a pointer with its label; the task\'s own steps are what to deliver', () => {
  const variants: [string, string, string, string, string, string][] = [
    ['es', 'Anterior', 'Siguiente', 'Objetivo', 'Pasos en orden', 'Guardar la solicitud antes de salir.'],
    ['en', 'Previous', 'Next', 'Goal', 'Steps in order', 'Store the request before leaving.'],
    ['fr', 'Précédent', 'Suivant', 'Objectif', "Étapes dans l'ordre", 'Garder la demande avant de sortir.'],
    ['de', 'Vorherige', 'Nächstes', 'Ziel', 'Schritte der Reihe nach', 'Die Anfrage vor dem Verlassen speichern.'],
    ['ru', 'Предыдущая', 'Далее', 'Цель', 'Шаги по порядку', 'Сохранить заявку до выхода.'],
    ['zh', '上一个', '下一个', '目标', '按顺序的步骤', '离开前保存请求。'],
  ];
  for (const [lang, prev, next, goal, steps, why] of variants) {
    it(lang, () => {
      const md = `# 06. Persist V2 requests\n\nState: TODO.\n${prev}: [05. Resolve catalogue](05-engine.md).\n${next}: [07. Build the quote basket](07-basket.md).\n\n## ${goal}\n\n${why}\n\n## ${steps}\n\n1. Extend POST by schemaVersion and persist the V2 snapshot.\n2. Same requestId returns the earlier reference; another payload returns 409.\n`;
      const a = answers(newBody(`next-${lang}.md`, md));
      expect(a.deliver).toContain('Extend POST by schemaVersion');
      expect(a.deliver).toContain('another payload returns 409');
      expect(a.deliver).not.toContain('07-basket.md');
      expect(a.firstStep).toContain('Extend POST by schemaVersion');
      expect(a.pointers).toContain(`${next}: [07. Build the quote basket](07-basket.md).`);
    });
  }
  it('a next label with words of its own is still what to deliver', () => {
    const md = '# 06. Persistir solicitudes\n\nSiguiente: migrar la tabla de solicitudes a V2.\n\n## Por qué\n\nGuardar la solicitud antes de salir.\n\n## Contexto\n\nLa tabla vive en `db/requests.sql`.\n';
    const a = answers(newBody('next-words.md', md, ['--first-step', 'F']));
    expect(a.deliver).toContain('migrar la tabla de solicitudes a V2');
  });
});

describe('a fix already made is never what to deliver', () => {
  const variants: [string, string, string, string, string][] = [
    ['zh', '我们相对官方改了什么', '修复 2：Playground 崩溃', '**问题现象**：粘贴终端日志后页面崩溃。', '**修复方案**：在两处 Markdown 解析入口包 try/catch。'],
    ['en', 'What we changed', 'Fix 2: Playground crash', '**Symptom:** pasting a terminal log crashes the page.', '**Fix approach:** wrap both Markdown parse entries in try/catch.'],
    ['de', 'Was wir geändert haben', 'Fix 2: Playground-Absturz', '**Symptom:** Terminal-Log einfügen lässt die Seite abstürzen.', '**Lösungsweg:** beide Markdown-Einstiege in try/catch packen.'],
    ['fr', 'Ce que nous avons changé', 'Correctif 2 : plantage du Playground', '**Symptôme :** coller un journal plante la page.', '**Méthode de correction :** entourer les deux entrées Markdown de try/catch.'],
  ];
  for (const [lang, changed, fix, symptom, how] of variants) {
    it(`${lang}: --deliver is asked`, () => {
      const md = `# New API fork\n\n## ${changed}\n\n### ${fix}\n\n- ${symptom}\n- ${how}\n\n## Notes\n\nThe fork runs on port 3000.\n`;
      expect(asked(newBody(`fix-${lang}.md`, md, ['--why', 'W', '--first-step', 'F']))).toEqual(['--deliver']);
    });
  }
});

describe('a list headed "now" is the plan to deliver, its item 1 the first step', () => {
  const variants: [string, string][] = [
    ['fr', 'Maintenant'],
    ['es', 'Ahora'],
    ['de', 'Jetzt'],
    ['ru', 'Сейчас'],
    ['zh', '现在'],
    ['ja', '今やること'],
    ['en', 'Now'],
  ];
  for (const [lang, now] of variants) {
    it(lang, () => {
      const md = `# G1 — short status\n\n## State\n\n13 of 31 tickets are GREEN.\n\n## ${now}\n\n1. Index and push the sanitised PROV-03 proof.\n2. Run the single architecture rerun.\n3. Continue the G1 tickets in dependency order.\n`;
      const a = answers(newBody(`now-${lang}.md`, md, ['--why', 'W']));
      expect(a.deliver).toContain('Run the single architecture rerun.');
      expect(a.firstStep).toBe('Index and push the sanitised PROV-03 proof.');
    });
  }
});

describe('a why-question about what something shows is an explanation, not the why; its sources are pointers', () => {
  const variants: [string, string, string][] = [
    ['fr', "Pourquoi l'écran affiche « blocked »", 'Sources de vérité actuelles:'],
    ['en', 'Why the dashboard shows “blocked”', 'Current sources of truth:'],
    ['de', 'Warum die Seite „blocked“ anzeigt', 'Quellen der Wahrheit:'],
    ['es', 'Por qué la pantalla muestra «blocked»', 'Fuentes de verdad:'],
    ['zh', '为什么界面显示 blocked', '事实来源：'],
  ];
  for (const [lang, heading, sources] of variants) {
    it(lang, () => {
      const md = `# G1 — short status\n\n## ${heading}\n\nThe badge comes from an old goal in the API; it is not the repo's source of truth.\n\n${sources}\n\n1. \`.planning/evidence/ticket-evidence.json\`\n2. \`.planning/STATE.md\`\n\n## Next steps\n\n1. Index and push the PROV-03 proof.\n2. Run the architecture rerun.\n`;
      const r = newBody(`shows-${lang}.md`, md);
      expect(asked(r)).toEqual(['--why']);
      const a = answers(newBody(`shows-${lang}-w.md`, md, ['--why', 'W']));
      expect(a.context).toContain('The badge comes from an old goal');
      expect(a.pointers.join('\n')).toContain('.planning/evidence/ticket-evidence.json');
      expect(a.pointers.join('\n')).toContain('.planning/STATE.md');
    });
  }
  it('a why heading that gives the reason stays the why', () => {
    const md = '# Move off cron\n\n## Why we are moving off the cron box\n\nThe box is retired in June, so the jobs stop.\n\n## Next steps\n\n1. Port the jobs.\n2. Switch DNS.\n';
    expect(answers(newBody('why-reason.md', md)).why).toContain('The box is retired in June');
  });
});

describe('rules folded inside <details> are still rules; a rule keeps its label as its subject', () => {
  const variants: [string, string, string][] = [
    ['zh', '部署到本机生产的注意事项（重要！）', '点击展开'],
    ['en', 'Deployment rules (important!)', 'Click to expand'],
    ['de', 'Deployment-Regeln (wichtig!)', 'Aufklappen'],
    ['ru', 'Правила деплоя (важно!)', 'Развернуть'],
  ];
  for (const [lang, heading, summary] of variants) {
    it(lang, () => {
      const md = `# Fork handover\n\n## Why\nKeep the patched fork in sync with upstream.\n\n## What to deliver\nSync upstream main and re-apply the patch commit.\n\n## Handover\n\n<details>\n<summary>${summary}</summary>\n\n### ${heading}\n\n1. Never kill processes by a name wildcard (\`taskkill /IM new-api*\`).\n2. Test a new exe on its own port and SQLite, never the production database.\n\n</details>\n`;
      const a = answers(newBody(`details-${lang}.md`, md, ['--first-step', 'F']));
      expect(a.fields.constraints).toContain('Never kill processes by a name wildcard');
      expect(a.fields.constraints).toContain('never the production database');
    });
  }
  const labels: [string, string][] = [
    ['fr', '- Import entre comptes: toujours désactivé jusqu\'au lifecycle complet BND-02A.'],
    ['en', '- Cross-account import: always off until the full BND-02A lifecycle.'],
    ['de', '- Kontoübergreifender Import: immer deaktiviert bis zum vollständigen BND-02A-Lifecycle.'],
    ['es', '- Importación entre cuentas: siempre desactivada hasta el ciclo completo BND-02A.'],
  ];
  for (const [lang, item] of labels) {
    it(`${lang}: the label stays with its rule`, () => {
      const md = `# Ledger\n\n## Why\nG1 is not finished.\n\n## What to deliver\nFinish the G1 tickets.\n\n## First step\nIndex the proof.\n\n## Notes\n\n- PROV02-A: typed LPP envelope.\n${item}\n`;
      const a = answers(newBody(`label-${lang}.md`, md));
      expect(a.fields.constraints).toContain(item.slice(2));
    });
  }
});

describe('a document titled a handoff whose body is a table of checked findings with verdicts is a return', () => {
  const rows = (f: string, c: string, v: string, r: string) => `| # | ${f} | ${c} | ${v} |\n|---|---|---|---|\n| 98 | The tapped level notifies the host but does not grade | host relays \`onQualitySelected\` bare | ${r} |\n| 96 | \`onSource\` is relayed neither by the wiring nor the slot | \`grep onSource\` ⇒ 0 | ${r} |\n| 95 | \`qualityPreviewLabelFor\` does not get the card | signature on host | ${r} |\n`;
  const variants: [string, string, string][] = [
    ['fr', 'Handoff v3.53.0 — un palier tapé note enfin le moteur', rows('Constat de l\'hôte', 'Vérification', 'Verdict', 'réel')],
    ['en', 'Handoff v3.53.0 — a tapped level finally grades the engine', rows('Finding', 'Check', 'Verdict', 'real')],
    ['es', 'Traspaso v3.53.0 — el nivel pulsado por fin califica', rows('Hallazgo', 'Verificación', 'Veredicto', 'real')],
    ['de', 'Übergabe v3.53.0 — die getippte Stufe bewertet endlich', rows('Befund', 'Prüfung', 'Urteil', 'echt')],
  ];
  for (const [lang, title, table] of variants) {
    it(lang, () => {
      const md = `# ${title}\n\nFour requests from a host app, all measured, one blocking.\n\n## Checked on disk before any work\n\n${table}`;
      const lint = runCli(['lint', w.file(`l1-${lang}.md`, md), '--json'], w.opts());
      expect((JSON.parse(lint.stdout) as { kind: string }).kind, lint.stdout).toBe('return');
    });
  }
  it('a handoff with a task of its own stays a brief, a verdict table beside it', () => {
    const md = `# Handoff v3.53.0 — grading\n\n## Why\nThe engine is not graded.\n\n## What to deliver\nGrade on tap.\n\n## First step\nRead the host.\n\n## Checked\n\n${rows('Finding', 'Check', 'Verdict', 'real')}`;
    const lint = runCli(['lint', w.file('l1-brief.md', md), '--json'], w.opts());
    expect((JSON.parse(lint.stdout) as { kind: string }).kind).toBe('brief');
  });
});
