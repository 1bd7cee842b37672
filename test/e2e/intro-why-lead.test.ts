// The brief's why from its intro (QA 36 classes 2 and 7), through the built CLI: `new task --body … --no-input --json`.
// 2. An intro's sentence that gives no reason for the work, only what the document is for or when it was written
//    ("Tento soubor slouží k navázání v novém chatu.", "Skriven 2026-09-29 för att fortsätta arbetet …"), a bare
//    status ("Pipeline đã chạy xong toàn bộ.", "All tests pass.") or an announcement ("But there is a finding you must
//    read first.") is no why: a later sentence that gives a reason is, else the brief asks (exit 2 naming --why).
// 7. A bold line alone right under the title that names no section ("**Sistem Akuntansi Gereja**") is the title's
//    subtitle, no heading: the intro under it is the intro. A bold line that names a section stays one.

import { describe, expect, it } from 'vitest';
import { briefImporter, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
const { newTask } = briefImporter(w, 'iw');
const crlf = (s: string) => s.replace(/\n/g, '\r\n');

const steps = (h: string, a: string, b: string) => `## ${h}\n\n1. ${a}\n2. ${b}\n`;

describe('2. an intro whose sentences give no reason is no why: the brief asks', () => {
  it.each([
    ['en, a status and an announcement', `# Handover — exam pipeline\n\nPipeline finished completely. But there is a finding you must read first.\n\n${steps('Next steps', 'Confirm the exam format.', 'Run the four papers.')}`],
    ['en, all tests pass', `# Handover — parser split\n\nAll tests pass. Build artefacts are in \`dist/\`.\n\n${steps('Next steps', 'Move the table rules.', 'Add the CSV export.')}`],
    ['en, written on a day to continue', `# Parser split\n\nWritten on day 5 to continue the parser work in a new session.\n\n${steps('Next steps', 'Move the table rules.', 'Add the CSV export.')}`],
    ['en, what the document summarises', `# Sale handover\n\nThis document summarises what the buyer receives and how to take over ownership.\n\n${steps('Next steps', 'Transfer the repo.', 'Rotate the keys.')}`],
    ['vi, a status and an announcement', `# BÀN GIAO — pipeline\n\nPipeline đã chạy xong toàn bộ. Nhưng **có một phát hiện bạn phải đọc trước**.\n\n${steps('Next steps', 'Chốt định dạng đề.', 'Chạy thử 4 đề.')}`],
    ['sv, a date and what it is written for', `# Överlämning – så långt har vi kommit\n\nSkriven 2026-09-29 för att fortsätta arbetet i Claude CLI. Läs även \`VAGNVAG.md\` och \`docs/kom-igang.md\`.\n\n${steps('Nästa steg', 'Kompilera och flasha hörnet.', 'Kalibrera vågen.')}`],
    ['cs, what the file is for (CRLF)', crlf(`# Předání práce — maketa webu\n\nTento soubor slouží k navázání v novém chatu. Popisuje, kde práce stojí.\n\n${steps('Next steps', 'Porovnat stranu 4.', 'Přeměřit okraje.')}`)],
    ['id, what the document summarises', `# Serah-Terima — Finance\n\nDokumen ini merangkum apa yang diterima pembeli.\n\n${steps('Next steps', 'Transfer repo GitHub.', 'Ganti kunci.')}`],
    ['de, a status line', `# Übergabe — Parser-Umbau\n\nAlle Tests bestanden. Bitte zuerst lesen, was unten steht.\n\n${steps('Nächste Schritte', 'Tabellenregeln verschieben.', 'CSV-Export ergänzen.')}`],
    ['fr, written on a date', `# Passation du parseur\n\nRédigé le 3 mars pour reprendre le travail dans une nouvelle session.\n\n${steps('Prochaines étapes', 'Déplacer les règles.', 'Ajouter l’export CSV.')}`],
    ['ru, a status and an announcement', `# Передача — конвейер\n\nКонвейер отработал. Но сначала прочитай находку ниже.\n\n${steps('Следующие шаги', 'Утвердить формат.', 'Прогнать четыре варианта.')}`],
    ['zh, a status line', `# 交接 — 流水线\n\n流水线已跑完。请先阅读下面的发现。\n\n${steps('下一步', '确认考试格式。', '运行四套题。')}`],
    ['ja, written on a date', `# 引き継ぎ — パイプライン\n\n作成日 2026-09-29、次のセッションで作業を続けるため。\n\n${steps('次のステップ', '試験形式を確認する。', '四つの問題を実行する。')}`],
    // QA 45: a paste instruction, a stamp of when the state was taken, what the document holds for the reader.
    ['en, a paste instruction', `# Pickup prompt — deorbit\n\nPaste the block below into a fresh Claude Code session in this directory to resume.\n\n${steps('Next steps', 'Run the corridor sweep.', 'Map the periapsis passage.')}`],
    ['en, a state stamp', `# Nemotron — parked\n\nState as of 2026-08-20 ~06:30 CDT.\n\n${steps('Next steps', 'Check the node queue.', 'Resume the campaign.')}`],
    ['en, everything you need', `# OpenAuto — project state\n\nEverything you need to pick this project back up.\n\n${steps('What\'s next', 'Calibrate touch.', 'Wire the audio pipeline.')}`],
    ['de, a state stamp', `# Übergabe\n\nStand vom 20.08.2026, 06:30.\n\n${steps('Nächste Schritte', 'Warteschlange prüfen.', 'Lauf fortsetzen.')}`],
    ['ru, a paste instruction', `# Подхват\n\nВставьте блок ниже в новую сессию, чтобы продолжить.\n\n${steps('Следующие шаги', 'Проверить очередь.', 'Продолжить прогон.')}`],
  ])('%s: exit 2 naming --why; the intro is not the why', (_name, md) => {
    const r = newTask(md);
    expect(r.code, r.stderr).toBe(2);
    expect(r.missing).toEqual(['--why']);
    expect(r.placement.map((p) => p.to)).not.toContain('Why this slice exists (the intro: no section says why)');
  });
});

describe('2. after sentences that give no reason, the one that gives it is the why', () => {
  it.each([
    ['en', `# Exam pipeline\n\nPipeline finished completely. The course we bought does not match the four papers, so half the points are not covered.\n\n${steps('Next steps', 'Confirm the exam format.', 'Run the four papers.')}`, 'The course we bought does not match the four papers, so half the points are not covered.'],
    ['de', `# Parser-Umbau\n\nGeschrieben an Tag 5, um die Arbeit fortzusetzen. Der Export bricht ab, weil der Puffer zu klein ist.\n\n${steps('Nächste Schritte', 'Puffer vergrößern.', 'Test ergänzen.')}`, 'Der Export bricht ab, weil der Puffer zu klein ist.'],
    ['cs', `# Předání práce\n\nTento soubor slouží k navázání v novém chatu. Export padá, protože chybí kódování — the export fails on accents.\n\n${steps('Next steps', 'Opravit kódování.', 'Přidat test.')}`, 'Export padá, protože chybí kódování — the export fails on accents.'],
    ['en, a paste instruction, then the goal (QA 45 05)', `# Pickup prompt — deorbit\n\nPaste the block below into a fresh Claude Code session in this directory to resume.\n\nContinue the **deorbit** investigation here. Goal: simulate the de-orbit of a km-scale iron asteroid.\n\n${steps('Next steps', 'Run the corridor sweep.', 'Map the periapsis passage.')}`, 'simulate the de-orbit of a km-scale iron asteroid.'],
  ])('%s: exit 0, the why is the sentence that gives a reason', (_name, md, why) => {
    const r = newTask(md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.why).toBe(why);
  });
  it.each([
    ['a plain first sentence before a status', `# Billing export\n\nThe billing export moves to the new queue. Phase 1 is done.\n\n${steps('Next steps', 'Move the worker.', 'Drop the cron.')}`, 'The billing export moves to the new queue.'],
    ['a status line that says what is wrong', `# Exports\n\nThe export finished but still drops rows.\n\n${steps('Next steps', 'Find the rows.', 'Fix them.')}`, 'The export finished but still drops rows.'],
    ['a one-sentence intro that says what the work is about (fr)', `# Réservations\n\nUne plateforme de réservation pour les salles de sport du quartier.\n\n${steps('Prochaines étapes', 'Ajouter le paiement.', 'Ajouter les rappels.')}`, 'Une plateforme de réservation pour les salles de sport du quartier.'],
  ])('near-miss, %s: the intro stays the why', (_name, md, why) => {
    const r = newTask(md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.why).toBe(why);
  });
});

describe('7. a bold subtitle under the title is no heading: the intro under it is the intro', () => {
  it.each([
    ['en', `# Sale handover — church finance\n**Church Accounting System**\n\nThe treasurer still reconciles every account by hand, so the buyer needs the import working.\n\n## 1. Package\n\n- \`website/\` Next.js\n\n${steps('Next steps', 'Transfer the repo.', 'Rotate the keys.')}`, 'The treasurer still reconciles every account by hand, so the buyer needs the import working.'],
    ['id (CRLF)', crlf(`# Dokumen Serah-Terima — ESC Finance\n**Sistem Akuntansi Gereja**\n\nBendahara masih mencocokkan semua akun secara manual, karena impor belum berjalan.\n\n## 1. Isi paket\n\n- \`website/\` Next.js\n\n${steps('Next steps', 'Transfer repo GitHub.', 'Ganti kunci.')}`), 'Bendahara masih mencocokkan semua akun secara manual, karena impor belum berjalan.'],
    ['de, blank line under the title', `# Übergabe — Kirchenfinanzen\n\n**Buchhaltung der Gemeinde**\n\nDer Kassenwart gleicht jedes Konto von Hand ab, weil der Import fehlt.\n\n${steps('Nächste Schritte', 'Repo übertragen.', 'Schlüssel tauschen.')}`, 'Der Kassenwart gleicht jedes Konto von Hand ab, weil der Import fehlt.'],
  ])('%s: the intro under the subtitle is the why; no section is named by the subtitle', (_name, md, why) => {
    const r = newTask(md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.why).toBe(why);
    expect(r.placement.map((p) => p.from)).not.toContain(/\*\*(.*)\*\*/m.exec(md)![1]);
  });
  it('id, the QA shape: the subtitle is no section, the intro ("Dokumen ini merangkum …") is read as the intro', () => {
    const md = '# Dokumen Serah-Terima — ESC Finance\n**Sistem Akuntansi Gereja**\n\nDokumen ini merangkum apa yang diterima pembeli dan cara mengambil alih kepemilikan.\n\n## 1. Isi paket\n- `website/` Next.js\n';
    const r = newTask(md);
    expect(r.code, r.stderr).toBe(2);
    expect(r.placement.map((p) => p.from)).not.toContain('Sistem Akuntansi Gereja');
  });
  it.each([
    ['en, **Next steps**', `# Export handoff\n**Next steps**\n\n1. Transfer the repo.\n2. Rotate the keys.\n\n## Background\n\nThe treasurer still reconciles every account by hand, so the buyer needs the import working.\n`, 'Next steps'],
    ['de, **Nächste Schritte**', `# Export-Übergabe\n**Nächste Schritte**\n\n1. Repo übertragen.\n2. Schlüssel tauschen.\n\n## Hintergrund\n\nDer Kassenwart gleicht jedes Konto von Hand ab, weil der Import fehlt.\n`, 'Nächste Schritte'],
  ])('near-miss, a bold line that names a section under the title (%s) stays that section', (_name, md, heading) => {
    const r = newTask(md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.placement.filter((p) => p.from === heading).map((p) => p.to).join(' ')).toMatch(/What to deliver/);
  });
  it('near-miss, bold titles in a row under the title stay headings, the first one too', () => {
    const md = '# Cleanup notes\n**Jobs run twice at DST**\n\nThe cron fires twice.\n\n**Cache keeps every entry**\n\nThe LRU never evicts.\n\n## Why\n\nThe night batch still doubles invoices.\n\n## Next steps\n\n1. Fix both.\n2. Add tests.\n';
    const r = newTask(md);
    expect(r.code, r.stderr).toBe(0);
    const from = r.placement.map((p) => p.from);
    expect(from).toContain('Jobs run twice at DST');
    expect(from).toContain('Cache keeps every entry');
  });
});

describe('6. a list of alternatives under a line that asks to choose: the first step is to choose', () => {
  it.each([
    ['en', '# Handoff — next session\n\n## Why\n\nThe client still has no track picked, so nothing ships.\n\n## ▶️ What first\nPick a track with the client in TODO.md:\n- **Roll out the kit** to Nokki.\n- OR **a theme for functional_v2**.\n', 'Pick a track with the client in TODO.md'],
    ['ru', '# Передача — следующая сессия\n\n## Зачем\n\nКлиент всё ещё не выбрал трек, поэтому ничего не выходит.\n\n## ▶️ Что первым по задачам\nПо `TODO.md` выбрать с Заказчиком трек:\n- **Раскатка обновлённого кита** на Nokki.\n- ИЛИ **тема для functional_v2**.\n', 'По `TODO.md` выбрать с Заказчиком трек'],
  ])('%s: the choosing line is the first step', (_name, md, step) => {
    const r = newTask(md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.firstStep).toBe(step);
  });
  it('near-miss, a list of steps under a lead with a colon: its first item stays the first step', () => {
    const md = '# Handoff — next session\n\n## Why\n\nThe client still has no track picked, so nothing ships.\n\n## Next steps\nDo these in order:\n- **Roll out the kit** to Nokki.\n- **Write the theme** for functional_v2.\n';
    const r = newTask(md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.firstStep).toBe('**Roll out the kit** to Nokki.');
  });
});
