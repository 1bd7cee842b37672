// What the whole-change review of this session found (mend53). Synthetic documents only.
// - a finding that closes on a statement of none is a finding unless the part before it is a tally of checks;
// - a label whose value goes on past its pass word into a clause is a finding;
// - an exception of several words ("bis auf", "за исключением") keeps a line that closes on none a finding;
// - a code marker ("TODO") is not the Spanish "todo" (every);
// - an area's plain list (pages, commands) is not a list of findings;
// - a yellow or orange mark beside passes is no problem: the tally stays answered.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const titles = (md: string) => readReturn(md).f.map((x) => x.title);
const doc = (w: { outcome: string; status: string; findings: string }, items: string[]) => `## ${w.outcome}\n\n${w.status}\n\n## ${w.findings}\n\n${items.map((i) => `- ${i}`).join('\n')}\n`;
const langs = {
  en: { outcome: 'Outcome', status: 'partial — problems found.', findings: 'Findings' },
  de: { outcome: 'Ergebnis', status: 'teilweise — Probleme gefunden.', findings: 'Befunde' },
  ru: { outcome: 'Итог', status: 'частично — найдены проблемы.', findings: 'Замечания' },
  es: { outcome: 'Resultado', status: 'parcial — hay problemas.', findings: 'Hallazgos' },
};

describe('a finding that closes on a statement of none stays a finding', () => {
  it.each([
    ['en', langs.en, 'Every page load leaks 2 MB in the image cache. No errors in the console.'],
    ['de', langs.de, 'Jeder Seitenaufruf verliert 2 MB im Bild-Cache. Keine Fehler in der Konsole.'],
    ['ru', langs.ru, 'Каждая загрузка страницы теряет 2 МБ в кэше картинок. Ошибок в консоли нет.'],
  ])('%s: "every" and a count, no tally of checks', (_l, w, line) => {
    const t = titles(doc(w, [line, 'The export drops the header row.']));
    expect(t).toHaveLength(2);
  });

  it.each([
    ['en', langs.en, 'Login: OK on Chrome, Safari logs the user out after a reload.'],
    ['de', langs.de, 'Login: OK in Chrome, Safari meldet den Nutzer nach dem Neuladen ab.'],
    ['es', langs.es, 'Inicio de sesión: OK en Chrome, Safari cierra la sesión tras recargar.'],
  ])('%s: a label whose value goes on past its pass word into a clause', (_l, w, line) => {
    expect(titles(doc(w, [line, 'The export drops the header row.']))).toHaveLength(2);
  });

  it.each([
    ['de', langs.de, 'Alle Prüfungen grün bis auf den CSV-Export. Keine Befunde.'],
    ['ru', langs.ru, 'Все проверки пройдены за исключением экспорта. Замечаний нет.'],
  ])('%s: an exception of several words', (_l, w, line) => {
    expect(titles(doc(w, [line, 'Das Log-Level ist fest auf debug gesetzt.']))).toHaveLength(2);
  });

  it.each([
    ['en', langs.en, 'TODO: 3 tests skipped in `pay.test.ts`, so a 503 fails the order. No errors in the build.'],
    ['es', langs.es, 'TODO: 3 pruebas omitidas en `pay.test.ts`, un 503 rompe el pedido. Sin errores en la compilación.'],
  ])('%s: "TODO" is a code marker, not "todo" (every)', (_l, w, line) => {
    expect(titles(doc(w, [line, 'The log level is fixed at debug.']))).toHaveLength(2);
  });

  it.each([
    ['en', langs.en, 'Part B (customer side) — all 9 checks OK, each verified. No findings.', 'Items 1-15 (the others): **OK**, wiring and tests complete (see the agent\'s report per item — in this session\'s history).'],
    ['de', langs.de, 'Teil B (Kundenseite) — alle 9 Prüfungen grün. Keine Befunde.', 'Punkte 1-15 (die übrigen): **OK**, alle Tests grün.'],
    ['ru', langs.ru, 'Часть B — все 9 проверок пройдены. Замечаний нет.', 'Пункты 1-15 (остальные): **OK**, все тесты пройдены.'],
  ])('near miss, %s: a tally of checks closing on none, and a label with its pass word alone, are none', (_l, w, tally, label) => {
    expect(titles(doc(w, ['The export drops the header row.', tally, label]))).toEqual(['The export drops the header row.']);
  });
});

/** A return whose Outcome section is status lines led by marks, then a section of findings that states none. */
const tally = (w: { outcome: string; findings: string; none: string }, lines: string[]) => `## ${w.outcome}\n\n${lines.join('\n\n')}\n\n## ${w.findings}\n\n${w.none}\n`;
describe('a yellow or orange mark beside passes is a follow-up, not a problem', () => {
  it.each([
    ['en', { outcome: 'Outcome', findings: 'Findings', none: 'None.' }, ['✅ Done — all 12 endpoints migrated and tested.', '🟡 Follow-up: rename the old table next sprint.']],
    ['de', { outcome: 'Ergebnis', findings: 'Befunde', none: 'Keine.' }, ['✅ Erledigt — alle 12 Endpunkte migriert und getestet.', '🟠 Nacharbeit: die alte Tabelle im nächsten Sprint umbenennen.']],
    ['ko', { outcome: '결과', findings: '발견 사항', none: '없음.' }, ['✅ 완료 — 엔드포인트 12개 모두 이전하고 테스트함.', '🟡 후속 작업: 다음 스프린트에 기존 테이블 이름 변경.']],
  ])('%s: passes and a follow-up: answered', (_l, w, lines) => {
    expect(readReturn(tally(w, lines)).r.outcomeFrom?.outcome).toBe('answered');
  });

  it('near miss: a red light beside the pass is partial', () => {
    const md = tally({ outcome: 'Outcome', findings: 'Findings', none: 'None.' }, ['✅ Done — all 12 endpoints migrated and tested.', '🔴 The old table still takes writes.']);
    expect(readReturn(md).r.outcomeFrom?.outcome).toBe('partial');
  });
});

/** An audit by two areas, each with its findings and a list of what the area holds. */
const byArea = (w: { title: string; status: string; area1: string; area2: string; findings: string; f1: string; f2: string; holds1: string; holds2: string }, list1: string[], list2: string[]) =>
  `# ${w.title}\n\n**Status:** ${w.status}\n\n## 1. ${w.area1}\n\n### ${w.findings}\n\n- **F1** — ${w.f1}\n\n### ${w.holds1}\n\n${list1.map((x) => `- ${x}`).join('\n')}\n\n` +
  `## 2. ${w.area2}\n\n### ${w.findings}\n\n- **F2** — ${w.f2}\n\n### ${w.holds2}\n\n${list2.map((x) => `- ${x}`).join('\n')}\n`;
const shops = {
  en: { title: 'Audit of the shop', status: 'partial — two areas reviewed, one finding each.', area1: 'Web admin panel', area2: 'Telegram bot', findings: 'Findings', f1: 'The login form has no rate limit.', f2: 'The bot ignores /stop.', holds1: 'Pages in this area', holds2: 'Commands in this area' },
  de: { title: 'Audit des Shops', status: 'teilweise — zwei Bereiche geprüft, je ein Befund.', area1: 'Web-Admin', area2: 'Telegram-Bot', findings: 'Befunde', f1: 'Das Login-Formular hat kein Rate-Limit.', f2: 'Der Bot ignoriert /stop.', holds1: 'Seiten in diesem Bereich', holds2: 'Befehle in diesem Bereich' },
};
describe('an area\'s plain list is what the area holds, not its findings', () => {
  it.each(Object.entries(shops))('%s: pages and commands are no findings', (_l, w) => {
    expect(readReturn(byArea(w, ['Dashboard', 'Users', 'Settings'], ['/start', '/stop'])).f).toHaveLength(2);
  });

  it('near miss: a list of items that look like findings (a place, a problem word) is the area\'s findings', () => {
    const w = shops.en;
    expect(readReturn(byArea(w, ['The dashboard never refreshes its totals.', 'Users page: `users.tsx:40` sorts by id.'], ['/start', '/stop'])).f).toHaveLength(4);
  });
});
