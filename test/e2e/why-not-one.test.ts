// A brief's why, what to deliver and first step are never filled with text that is not one (why8; README "A brief
// that states no why"), through the built CLI: `new task --body … --no-input --json` exits 2 naming the flag, says
// on stderr where each section went (stdout is the JSON alone), and with the flag given keeps the section's text.
// Classes seen in real handoffs, each in several shapes and languages, and near-misses that keep their derived why:
// 1. the first section, a summary or an overview taken as the why whatever it says (a deploy command, "Blockers:
//    none", a session summary of what works, what the project is);
// 2. an intro that addresses the reader or describes the repository;
// 3. "nothing left" taken as what to deliver or the first step.

import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { briefImporter, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

const { newTask } = briefImporter(w, 'b');
let n = 0;

function lintErrors(md: string): string[] {
  const r = runCli(['lint', w.file(`l${++n}.md`, md), '--json'], w.opts());
  return (JSON.parse(r.stdout) as { findings: { rule: string; severity: string }[] }).findings.filter((f) => f.severity === 'error').map((f) => f.rule);
}

const crlf = (s: string) => s.replace(/\n/g, '\r\n');

/** `md` is asked for `flags` (exit 2, nothing written), `heading` placed elsewhere than those answers, on stderr
 *  too; given the flags, it is written, and `kept` (the section's text) stays in the brief. */
function asks(md: string, flags: string[], heading: string, kept: string) {
  const r = newTask(md);
  expect(r.code, r.stderr).toBe(2);
  expect(r.missing).toEqual(flags);
  const to = r.placement.filter((p) => p.from === heading).map((p) => p.to);
  expect(to.length, JSON.stringify(r.placement)).toBeGreaterThan(0);
  for (const t of to) expect(t).not.toMatch(/^(Why this slice exists|What to deliver|First step)/);
  // (Where each section went is said on stderr; stdout is the JSON alone.)
  expect(r.stderr).toContain('where the body went');
  expect(r.stderr).toContain(heading);
  for (const f of flags) expect(r.stderr).toContain(f);
  expect(r.stdout.trimStart().startsWith('{')).toBe(true);
  const given = { '--why': 'given why', '--deliver': 'given deliver', '--first-step': 'given first step' } as Record<string, string>;
  const ok = newTask(md, flags.flatMap((f) => [f, given[f]!]));
  expect(ok.code, ok.stderr).toBe(0);
  if (flags.includes('--why')) expect(ok.answers!.why).toBe('given why');
  if (flags.includes('--deliver')) expect(ok.answers!.deliver).toBe('given deliver');
  if (flags.includes('--first-step')) expect(ok.answers!.firstStep).toBe('given first step');
  expect(ok.md).toContain(kept);
  return r;
}

describe('1. a first section, a summary or an overview that says no why is never the why', () => {
  it.each([
    ['a mandatory deploy command (en)', '# Ship the export fix\n\n## Deploy (mandatory)\n\nAlways deploy with this command, never by hand:\n\n```sh\n./scripts/deploy.sh --env prod --verify\n```\n\n## Next steps\n\n1. Fix the CSV export encoding in `src/export.ts`.\n2. Add a test for accented names.\n', 'Deploy (mandatory)', './scripts/deploy.sh --env prod --verify'],
    ['commands (de, CRLF)', crlf('# Export reparieren\n\n## Befehle (Pflicht)\n\nImmer so deployen:\n\n```sh\nmake deploy ENV=prod\n```\n\n## Nächste Schritte\n\n1. Die CSV-Kodierung reparieren.\n2. Einen Test ergänzen.\n'), 'Befehle (Pflicht)', 'make deploy ENV=prod'],
    ['setup (fr)', "# Export des factures\n\n## Installation\n\nInstaller Python 3.12 puis lancer `pip install -e .` avant toute chose.\n\n## Prochaines étapes\n\n1. Corriger l'encodage CSV.\n2. Ajouter un test.\n", 'Installation', 'pip install -e .'],
    ['blockers / problems: none (fr)', "# Module de facturation\n\n## Blocages/Problemes\n\nAucun blocage technique rencontré.\n\n## Prochaines étapes\n\n1. Ajouter l'export PDF des factures.\n2. Écrire les tests du calcul de TVA.\n", 'Blocages/Problemes', 'Aucun blocage technique rencontré.'],
    ['blockers / problems: none (en)', '# Billing module\n\n## Blockers / Problems\n\nNone encountered.\n\n## Next steps\n\n- Add the PDF export.\n- Test the VAT maths.\n', 'Blockers / Problems', 'None encountered.'],
    ['blockers (ru)', '# Модуль оплаты\n\n## Блокеры\n\nТехнических блокеров не обнаружено.\n\n## Следующие шаги\n\n1. Добавить экспорт PDF.\n2. Написать тесты НДС.\n', 'Блокеры', 'Технических блокеров не обнаружено.'],
    ['a session summary of what works and what is missing (es)', '# Sesión de trabajo: app de reservas\n\n## 🎉 RESUMEN:\n\nFunciona el login, el calendario y las notificaciones por correo. Falta el pago con tarjeta y los recordatorios por SMS.\n\n## Próximos pasos\n\n1. Integrar la pasarela de pago en `src/pay.ts`.\n2. Añadir los recordatorios por SMS.\n', '🎉 RESUMEN:', 'Funciona el login'],
    ['a session summary (en)', '# Booking app session\n\n## Session summary\n\nLogin, calendar and e-mail notifications work. Card payment and SMS reminders are missing.\n\n## Next steps\n\n1. Wire the payment gateway in `src/pay.ts`.\n2. Add SMS reminders.\n', 'Session summary', 'Card payment and SMS reminders are missing.'],
    ['a summary of what runs (de, CRLF)', crlf('# Buchungs-App\n\n## ✅ Zusammenfassung:\n\nLogin und Kalender laufen, die E-Mail-Benachrichtigungen auch.\n\n## Nächste Schritte\n\n1. Zahlung einbauen.\n2. SMS-Erinnerungen.\n'), '✅ Zusammenfassung:', 'Login und Kalender laufen'],
    ['a project overview that says what the project is (zh)', '# 直播切片工具\n\n## 项目概述\n\nClipCaster — a live-stream auto-clipping tool with a tkinter GUI.\n\n## 下一步\n\n1. 修复 `src/record.py` 中的录制中断问题。\n2. 添加导出到 MP4 的选项。\n', '项目概述', 'ClipCaster — a live-stream auto-clipping tool with a tkinter GUI.'],
    ['a project overview that says what the project is (ja)', '# 切り抜きツール\n\n## プロジェクト概要\n\nClipCaster は tkinter GUI を持つライブ配信の自動切り抜きツールです。\n\n## 次のステップ\n\n1. `src/record.py` の録画中断を直す。\n2. MP4 出力を追加する。\n', 'プロジェクト概要', 'ClipCaster は tkinter GUI を持つ'],
    ['a first section that says what the app is (en)', '# Receipts\n\n## Snap and sum\n\nA receipt scanner that reads the totals off a photo.\n\n## Current state\n\nThe camera works.\n\n## Next steps\n\n1. parse the totals\n2. export CSV\n', 'Snap and sum', 'A receipt scanner that reads the totals off a photo.'],
  ])('%s: exit 2 naming --why; the section kept, not the why', (_name, md, heading, kept) => {
    asks(md, ['--why'], heading, kept);
    expect(lintErrors(md)).toContain('missing-why');
  });
});

describe('2. an intro that addresses the reader or describes the repository is no why', () => {
  it.each([
    ['en, the reader', '# Parser split, day 3\n\nYou are waking mid-process, not starting fresh.\n\n## Next steps\n\n1. Run `npm test` and read the two failures in `lexer.test.ts`.\n2. Move the table rules into `src/table.ts`.\n', 'You are waking mid-process, not starting fresh.'],
    ['en, the repository', '# Film production notes\n\nThis repo carries the working context for the Harbour Lights production.\n\n## Next steps\n\n1. Update the shot list in `shots.md` for day 4.\n2. Send the call sheet to the crew.\n', 'This repo carries the working context'],
    ['de, the reader', '# Parser-Umbau, Tag 3\n\nDu bist mitten in der Arbeit, nicht am Anfang.\n\n## Nächste Schritte\n\n1. `npm test` laufen lassen.\n2. Die Tabellenregeln verschieben.\n', 'Du bist mitten in der Arbeit'],
    ['fr, the repository', '# Notes de tournage\n\nCe dépôt contient le contexte de travail de la production Harbour Lights.\n\n## Prochaines étapes\n\n1. Mettre à jour la liste des plans.\n2. Envoyer la feuille de service.\n', 'Ce dépôt contient'],
    ['zh, the reader', '# 解析器拆分\n\n你正在接手一项进行中的工作，不是从头开始。\n\n## 下一步\n\n1. 运行 `npm test`。\n2. 把表格规则移到 `src/table.ts`。\n', '你正在接手一项进行中的工作'],
    ['es, the repository, CRLF', crlf('# Notas de producción\n\nEste repositorio guarda el contexto de trabajo de la producción Harbour Lights.\n\n## Próximos pasos\n\n1. Actualizar la lista de planos.\n2. Enviar la hoja de rodaje.\n'), 'Este repositorio guarda'],
  ])('%s: exit 2 naming --why; the intro stays the Context', (_name, md, kept) => {
    const r = asks(md, ['--why'], '(text before the first heading)', kept);
    expect(r.placement.map((p) => p.to)).not.toContain('Why this slice exists (the intro: no section says why)');
    expect(lintErrors(md)).toContain('missing-why');
  });
});

describe('3. "nothing left" is neither what to deliver nor the first step (nor the why)', () => {
  it.each([
    ['fr', "# Module d'authentification\n\n## Pourquoi\n\nLes utilisateurs perdent leur session après 5 minutes parce que le jeton n'est pas renouvelé.\n\n## Prochaines étapes\n\nAucune tâche en attente. Module complet.\n", 'Prochaines étapes', 'Aucune tâche en attente. Module complet.'],
    ['en', '# Auth module\n\n## Why\n\nSessions expire after 5 minutes because the token is never refreshed.\n\n## Next steps\n\nNothing left to do.\n', 'Next steps', 'Nothing left to do.'],
    ['de, a list item, CRLF', crlf('# Auth-Modul\n\n## Warum\n\nSitzungen laufen nach 5 Minuten ab, weil das Token nie erneuert wird.\n\n## Nächste Schritte\n\n- Keine offenen Aufgaben\n'), 'Nächste Schritte', 'Keine offenen Aufgaben'],
    ['zh', '# 认证模块\n\n## 背景\n\n会话五分钟后过期，因为令牌从不刷新。\n\n## 下一步\n\n无\n', '下一步', '无'],
    // (Beyond the exact phrases an emptied to-do is read by, brief.emptyList: a phrase that opens the sentence, and a
    // second sentence that says the work is done.)
    ['en, more words', '# Auth module\n\n## Why\n\nSessions expire because the token is never refreshed.\n\n## Next steps\n\nNo open tasks remain. Module complete.\n', 'Next steps', 'No open tasks remain. Module complete.'],
    ['de, more words', '# Auth-Modul\n\n## Warum\n\nSitzungen laufen ab, weil das Token nie erneuert wird.\n\n## Nächste Schritte\n\nKeine offenen Aufgaben mehr. Modul fertig.\n', 'Nächste Schritte', 'Keine offenen Aufgaben mehr. Modul fertig.'],
    ['zh, more words', '# 认证模块\n\n## 背景\n\n会话过期，因为令牌从不刷新。\n\n## 下一步\n\n暂无待办事项。模块已完成。\n', '下一步', '暂无待办事项。模块已完成。'],
    ['es, more words, CRLF', crlf('# Módulo de auth\n\n## Por qué\n\nLas sesiones caducan porque el token nunca se renueva.\n\n## Próximos pasos\n\nNinguna tarea pendiente por ahora. Módulo completo.\n'), 'Próximos pasos', 'Ninguna tarea pendiente por ahora. Módulo completo.'],
  ])('%s: exit 2 naming --deliver and --first-step; the section kept', (_name, md, heading, kept) => {
    asks(md, ['--deliver', '--first-step'], heading, kept);
    expect(lintErrors(md)).toEqual(expect.arrayContaining(['missing-deliver', 'missing-first-step']));
  });
  it('es: a deliverable of "Ninguno." is asked for, the stated first step stays', () => {
    const md = crlf('# Módulo de auth\n\n## Por qué\n\nLas sesiones caducan a los 5 minutos porque el token nunca se renueva.\n\n## Entregable\n\nNinguno.\n\n## Próximo paso\n\nRevisar `auth.ts` y añadir la renovación.\n');
    asks(md, ['--deliver'], 'Entregable', 'Ninguno.');
    const ok = newTask(md, ['--deliver', 'd']);
    expect(ok.answers!.firstStep).toBe('Revisar `auth.ts` y añadir la renovación.');
  });
});

describe('near-misses keep their answers', () => {
  it.each([
    ['an intro that states a problem and its cost', '# Shop feeds\n\nTwo of the four shop feeds still return 0 products since the migration; the shop loses orders.\n\n## Next steps\n\n1. Compare the feed mapping in `feeds/a.json` with `feeds/b.json`.\n2. Fix the mapping of the two broken feeds.\n', 'Two of the four shop feeds still return 0 products since the migration; the shop loses orders.'],
    ['an intro that addresses the reader and says why', '# Parser split\n\nYou are picking this up because the lexer still drops table rows.\n\n## Next steps\n\n1. Run the tests.\n2. Fix the rows.\n', 'You are picking this up because the lexer still drops table rows.'],
    ['## Problem', '# Auth\n\n## Problem\n\nSessions expire after 5 minutes.\n\n## Next steps\n\n1. Refresh the token.\n2. Test it.\n', 'Sessions expire after 5 minutes.'],
    ['## Background (de)', '# Auth\n\n## Hintergrund\n\nDas Team will die Sitzungen länger halten.\n\n## Nächste Schritte\n\n1. Token erneuern.\n2. Testen.\n', 'Das Team will die Sitzungen länger halten.'],
    ['## Motivation', '# Auth\n\n## Motivation\n\nSupport answers ten login tickets a day.\n\n## Next steps\n\n1. Refresh the token.\n2. Test it.\n', 'Support answers ten login tickets a day.'],
    ['## Goal', '# Auth\n\n## Goal\n\nKeep users logged in for a whole working day.\n\n## Next steps\n\n1. Refresh the token.\n2. Test it.\n', 'Keep users logged in for a whole working day.'],
    ['a first section that says why', '# Receipts\n\n## Snap and sum\n\nTyping receipts in by hand costs the team two hours a month, so the app reads totals off a photo.\n\n## Next steps\n\n1. parse the totals\n2. export CSV\n', 'Typing receipts in by hand costs the team two hours a month, so the app reads totals off a photo.'],
    ["a ticket's summary that states the problem", '# OPS-71 Exports\n\n## Summary\n\nTenants over 2 GB never get their export; support hears about it weekly.\n\n## Next steps\n\n1. Stream the file.\n2. Show progress.\n', 'Tenants over 2 GB never get their export; support hears about it weekly.'],
    ['an overview with a sentence that says why (zh)', '# 切片工具\n\n## 项目概述\n\nClipCaster 是一个直播自动切片工具。录制经常中断，因为 ffmpeg 进程被杀。\n\n## 下一步\n\n1. 修复录制。\n2. 添加 MP4。\n', '录制经常中断，因为 ffmpeg 进程被杀。'],
  ])('%s: exit 0, the why kept', (_name, md, why) => {
    const r = newTask(md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.why).toBe(why);
  });
  it.each([
    ['a step that opens with a negation', '# Parser\n\n## Why\n\nThe parser is fragile.\n\n## Next steps\n\nNo tests exist yet for the parser; write them first.\n', 'No tests exist yet for the parser; write them first.'],
    ['"None of …" says of what', '# Exports\n\n## Why\n\nw.\n\n## Next steps\n\nNone of the exports finish: profile the worker.\n', 'None of the exports finish: profile the worker.'],
    ['"Nothing fancy: …"', '# Cache\n\n## Why\n\nThe API is slow.\n\n## Next step\n\nNothing fancy: ship the cache.\n', 'Nothing fancy: ship the cache.'],
  ])('%s: the first step kept', (_name, md, step) => {
    const r = newTask(md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.firstStep).toBe(step);
  });
});
