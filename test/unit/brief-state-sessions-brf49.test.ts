// QA 48 B1, B2/B3, session logs and B7, on synthetic documents in several languages, each with its look-alike:
// done is not to do (a section of statements of state is no deliverable nor first step, whatever its heading);
// history is not the task (a past session's objective is the Context, the next session's section the task);
// a reason is a reason (a section that is mostly a command gives no why); a quoted "must" is no rule.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';
import { onlyStatesDone, statesDone } from '../../src/brief/done-statements.js';
import { onlyACommand, saysWhy } from '../../src/brief/says-why.js';
import { modalRuleIn } from '../../src/brief/prose-rules.js';

const task = (await builtInKinds()).get('task')!;
const read = (md: string) => importBrief(md, task);

describe('a statement of state is no work to do', () => {
  it.each([
    ['en', 'Core UX and OT guardrails are implemented and lint-clean.'],
    ['en', 'Helper text pattern implemented and documented.'],
    ['en', '[x] Parser split'],
    ['de', 'Der Parser ist implementiert, alle Tests grün ✅'],
    ['fr', 'Layout validé ✅'],
    ['fr', 'Export CSV terminé et déployé.'],
    ['es', 'Migración hecha y desplegada.'],
    ['ru', 'Экспорт реализован.'],
    ['zh', '导出功能已完成。'],
    ['ja', 'エクスポートは実装済み。'],
  ])('%s: "%s" states done', (_l, s) => expect(statesDone(s)).toBe(true));
  it.each([
    ['en', 'Verify the deploy works on staging.'],
    ['en', 'Add tests for the fixed endpoint.'],
    ['en', 'The export is not implemented yet.'],
    ['fr', 'Bug du 3 (mirror) non encore validé'],
    ['fr', 'Vérifier que le layout est validé.'],
    ['de', 'Prüfe, ob der Export funktioniert.'],
    ['es', 'Migración: debe estar desplegada antes del viernes.'],
    ['zh', '确认导出已完成。'],
    ['en', 'Re-test key OT scenarios on one date.'],
  ])('%s: "%s" is work or not done', (_l, s) => expect(statesDone(s)).toBe(false));
  it('a section: every sentence must state done', () => {
    expect(onlyStatesDone('- Parser implemented.\n- Docs updated.')).toBe(true);
    expect(onlyStatesDone('- Parser implemented.\n- Port the importer.')).toBe(false);
    expect(onlyStatesDone('')).toBe(false);
  });
});

describe('done is not to do: a "Now" section of done statements is the Context, the next steps the work', () => {
  it.each([
    ['en', 'Next-step checklist', 'Re-test the OT scenarios on 2026-04-01.', 'Validate the helper text on demo hosts.', 'Now vs Later', 'Now', 'Core scheduler UX and guardrails are implemented and lint-clean.', 'Helper text pattern implemented and documented.'],
    ['de', 'Checkliste nächste Schritte', 'OT-Szenarien am 2026-04-01 erneut testen.', 'Hilfetext auf Demo-Hosts prüfen.', 'Jetzt und später', 'Jetzt', 'Scheduler-UX ist implementiert und lint-sauber ✅', 'Hilfetext umgesetzt und dokumentiert.'],
    ['fr', 'Checklist des prochaines étapes', 'Retester les scénarios OT du 2026-04-01.', 'Valider le texte d\'aide sur les hôtes de démo.', 'Maintenant et plus tard', 'Maintenant', 'UX du planning implémentée et validée ✅', 'Texte d\'aide ajouté et documenté.'],
    ['es', 'Lista de próximos pasos', 'Volver a probar los escenarios OT del 2026-04-01.', 'Validar el texto de ayuda en hosts demo.', 'Ahora y después', 'Ahora', 'La UX del planificador está implementada.', 'Texto de ayuda añadido y documentado.'],
    ['zh', '下一步清单', '在 2026-04-01 重新测试 OT 场景。', '在演示主机上验证帮助文本。', '现在与以后', '现在', '调度器 UX 已完成。', '帮助文本已添加。'],
  ])('%s', (_l, nextHead, one, two, groupHead, nowHead, done1, done2) => {
    const md = `# Handoff\n\n## Work completed this session\n\n1. Fixed the merge of saved slots.\n\n## ${nextHead}\n\n1. ${one}\n2. ${two}\n\n## ${groupHead}\n\n### ${nowHead}\n\n- ${done1}\n- ${done2}\n`;
    const r = read(md);
    const deliver = r.answers.deliver ?? '';
    const first = r.answers.firstStep ?? '';
    expect(first, JSON.stringify(r.placement)).toContain(one);
    expect(first).not.toContain(done1);
    expect(deliver).not.toContain(done1);
    // (Nothing lost: the state stays, in the Context.)
    expect(JSON.stringify(r.answers)).toContain(done1);
  });
  it('look-alike: a "Now" section of work to do stays the first step', () => {
    const r = read('# Handoff\n\n## Now\n\n- Port the importer.\n- Add the retry.\n\n## Later\n\n- Tidy the docs.\n');
    expect(r.answers.firstStep ?? '', JSON.stringify(r.placement)).toContain('Port the importer');
  });
});

describe('history is not the task: past sessions of a log are the Context, the next session the work', () => {
  it.each([
    ['fr', 'SESSION — Chantier layout', 'Objectif', 'Rendre le plateau visible en 100vh.', 'SESSION — Bilan PM', 'Faire le point sur l\'état du projet.', 'PROCHAINE SESSION — Bloc 1', 'Objectif : refacto `cardRules.ts` + valider le comportement du 3'],
    ['en', 'Session 1 — Board layout', 'Goal', 'Make the board fit in 100vh.', 'Session 2 — PM review', 'Take stock of the project.', 'Next session — Block 1', 'Goal: refactor `cardRules.ts` and settle the rule of 3'],
    ['de', 'Sitzung 1 — Layout', 'Ziel', 'Das Spielfeld in 100vh zeigen.', 'Sitzung 2 — PM-Rückblick', 'Den Stand des Projekts prüfen.', 'Nächste Sitzung — Block 1', 'Ziel: `cardRules.ts` umbauen und die Regel der 3 klären'],
    ['es', 'Sesión 1 — Maquetación', 'Objetivo', 'Hacer visible el tablero en 100vh.', 'Sesión 2 — Revisión PM', 'Hacer balance del proyecto.', 'Próxima sesión — Bloque 1', 'Objetivo: refactorizar `cardRules.ts` y validar la regla del 3'],
    ['zh', '会话 1 — 布局', '目标', '让棋盘在 100vh 内完整显示。', '会话 2 — 项目回顾', '梳理项目现状。', '下次会话 — 模块 1', '目标：重构 `cardRules.ts` 并确认 3 的规则'],
  ])('%s', (_l, s1, goal, g1, s2, g2, next, task) => {
    const md = `# Project log\n\n## ${s1}\n\n### ${goal}\n\n${g1}\n\n### Changes\n\n- Board uses flex column.\n\n## ${s2}\n\n### ${goal}\n\n${g2}\n\n---\n\n## ${next}\n\n${task}\n`;
    const r = read(md);
    const all = JSON.stringify({ why: r.answers.why ?? '', deliver: r.answers.deliver ?? '', first: r.answers.firstStep ?? '' });
    expect(all, JSON.stringify(r.placement)).not.toContain(g1);
    expect(all).not.toContain(g2);
    expect(`${r.answers.deliver ?? ''}${r.answers.firstStep ?? ''}`).toContain('cardRules.ts');
    // (The goal of the next session is the work, no reason: why is asked.)
    expect(r.answers.why ?? '').toBe('');
    expect(JSON.stringify(r.answers)).toContain(g1);
  });
  it('look-alike: one "## Goal" in a brief without a log of sessions stays the why', () => {
    const r = read('# Export\n\n## Goal\n\nFinance needs the monthly export because the close fails without it.\n\n## Next steps\n\n1. Port the exporter.\n2. Add the retry.\n');
    expect(r.answers.why ?? '', JSON.stringify(r.placement)).toContain('Finance needs');
  });
});

describe('a reason is a reason: a section that is mostly a command gives no why', () => {
  it.each([
    ['ja', '必須デプロイコマンド', 'ユーザーのPCで下記を実行すること。**変更を反映するには必ずこの手順が必要。**', 'cd C:\\app && node deploy-all.js'],
    ['en', 'Required deploy step', 'Run this on the user\'s PC. **It is needed for any change to take effect.**', 'cd ~/app && node deploy-all.js'],
    ['de', 'Pflicht-Deploy', 'Auf dem Rechner des Nutzers ausführen. **Nötig, damit Änderungen wirken.**', 'cd ~/app && node deploy-all.js'],
    ['fr', 'Commande obligatoire', 'Lancer ceci sur le poste de l\'utilisateur. **Nécessaire pour appliquer les changements.**', 'cd ~/app && node deploy-all.js'],
  ])('%s', (_l, head, prose, cmd) => {
    const text = `${prose}\n\n\`\`\`\n${cmd}\n\`\`\``;
    expect(onlyACommand(text)).toBe(true);
    expect(saysWhy(text)).toBe(false);
    const r = read(`# Handoff\n\n## ${head}\n\n${text}\n\n## Open tasks\n\n1. **The 2/23 cell stays yellow**\n   - Check the date background.\n2. Port the importer.\n`);
    expect(r.answers.why ?? '', JSON.stringify(r.placement)).not.toContain(cmd);
  });
  it('look-alike: a failure told over its error output still says why', () => {
    const text = 'The export fails on every large account:\n\n```\nError 413 Payload Too Large\n```';
    expect(onlyACommand(text)).toBe(false);
    expect(saysWhy(text)).toBe(true);
  });
});

describe('a quoted "must" is someone\'s words, no rule', () => {
  it.each([
    ['fr', 'Effets des cartes explicités dans le log (ex : "X joue J → Y doit jouer double")'],
    ['en', 'Card effects shown in the log (e.g. “X plays J → Y must play twice”)'],
    ['de', 'Karteneffekte im Log erklären (z. B. „X spielt J → Y muss doppelt spielen“)'],
    ['es', 'Efectos de cartas en el log (ej.: «X juega J → Y debe jugar doble»)'],
  ])('%s', (_l, s) => expect(modalRuleIn(s)).toBeNull());
  it('look-alike: an unquoted binding sentence stays a rule', () => {
    expect(modalRuleIn('Code must compile on both.')).toBe('must');
    expect(modalRuleIn('Le code doit compiler sur les deux.')).toBe('doit');
  });
});

describe('rules where they stand: a stop condition or a later prohibition inside a step is a Constraint, kept in the step', () => {
  it.each([
    ['es', 'Refactor de `prompts.ts` a 4 submódulos. El snapshot test es la red de seguridad — si rompe, parar y diagnosticar.', 'parar y diagnosticar'],
    ['en', 'Refactor `prompts.ts` into 4 modules. The snapshot test is the safety net — if it breaks, stop and diagnose.', 'stop and diagnose'],
    ['de', '`prompts.ts` in 4 Module aufteilen. Der Snapshot-Test ist das Netz — wenn er bricht, anhalten und analysieren.', 'anhalten und analysieren'],
    ['fr', 'Découper `prompts.ts` en 4 modules. Le test snapshot est le filet — s\'il casse, arrêter et diagnostiquer.', 'arrêter et diagnostiquer'],
    ['ru', 'Разбить `prompts.ts` на 4 модуля. Снапшот-тест — страховка: если сломается, остановиться и разобраться.', 'остановиться'],
    ['zh', '把 `prompts.ts` 拆成 4 个模块。快照测试是安全网——如果失败，停下来排查。', '停下来排查'],
    ['en', 'Port the importer. Never push to main directly.', 'Never push to main'],
    ['de', 'Importer portieren. Niemals direkt auf main pushen.', 'Niemals direkt'],
  ])('%s', (_l, step, rule) => {
    const r = read(`# Refactor\n\n## Why\n\nThe prompts file is too large to review because every change touches all of it.\n\n## Next steps\n\n1. Verify the repo and the worktree.\n2. ${step}\n3. Open the PR.\n`);
    const constraints = r.answers.fields['constraints'] ?? JSON.stringify(r.answers.fields);
    expect(constraints, JSON.stringify(r.placement)).toContain(rule);
    // (Kept where it stood too: nothing lost from the step.)
    expect(r.answers.deliver ?? '').toContain(rule);
  });
  it('look-alike: a stop told as a fact, with no condition, is no rule', () => {
    const r = read('# Worker\n\n## Why\n\nJobs pile up because the worker is slow.\n\n## Next steps\n\n1. Profile the worker. The worker stops at midnight.\n2. Add the retry.\n');
    expect(JSON.stringify(r.answers.fields['constraints'] ?? ''), JSON.stringify(r.placement)).not.toContain('midnight');
  });
});

describe('a stop label over a command is no stop condition', () => {
  it('zh: "**停止**：`tmux kill-session -t <name>`" holds no condition', async () => {
    const { stopRule } = await import('../../src/brief/prose-rules.js');
    const { toPhrase } = await import('../../src/brief/headings.js');
    const opens = (p: ReturnType<typeof toPhrase>, list: readonly ReturnType<typeof toPhrase>[]) => (list.find((q) => (q.cjk || p.cjk ? q.flat !== '' && p.flat.startsWith(q.flat) : q.words.length > 0 && q.words.every((w, i) => p.words[i] === w)))?.flat ?? null);
    expect(stopRule('**停止**：`tmux kill-session -t <name>`（清理全部：`tmux kill-server`）。', opens)).toBeNull();
    expect(stopRule('如果失败，停下来排查。', opens)).not.toBeNull();
  });
});

describe('the next session named anywhere in its heading is no past session', () => {
  it('"## Start here next session" beside "### Session 24" history keeps its start', () => {
    const r = read('# Session Handoff\n\n## Start here next session\n\nPort the importer first, then add the retry.\n\n## Historical log\n\n### Session 24\n\n- Shipped PR #35.\n\n### Session 23\n\n- Shipped PR #34.\n');
    expect(JSON.stringify(r.placement)).toContain('"from":"Start here next session","to":"First step');
  });
});
