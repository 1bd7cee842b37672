// QA 53 classes 1-3 (retA53), each from a synthetic document: a return in Hebrew or Thai, whose sections, table
// columns and severity words the tool did not know; a plain-text finding line whose body is indented under it; what a
// review verified, written inside its findings section, and "None - <why>".

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const titles = (md: string) => readReturn(md).f.map((x) => x.title);

describe('class 1: a return in Hebrew or Thai reads its sections, columns, severities and status line', () => {
  const he = [
    '# דוח בדיקה של מודול התשלום',
    '',
    '**סטטוס מסכם:** **FAIL**',
    '',
    '## תקציר',
    '',
    '- דף התשלום נטען.',
    '- הקבלה נשלחת.',
    '',
    '## ממצאים',
    '',
    '| # | חומרה | ממצא | מיקום |',
    '|---|---|---|---|',
    '| P-1 | גבוהה | הסכום מעוגל פעמיים | `pay/total.ts` |',
    '| P-2 | נמוכה | הודעת השגיאה חסרה תרגום | `pay/errors.ts` |',
    '',
    '## סיכונים שנותרו',
    '',
    '- לא נבדק מול ספק אמיתי.',
    '',
    '## המלצות',
    '',
    '- להוסיף בדיקת עיגול.',
    '',
  ].join('\n');
  it('he: the findings table gives two findings with their severities; summary, residual risks and recommendations none', () => {
    const { r, f } = readReturn(he);
    expect(f.map((x) => [x.severity, x.title])).toEqual([
      ['high', 'P-1. הסכום מעוגל פעמיים'],
      ['low', 'P-2. הודעת השגיאה חסרה תרגום'],
    ]);
    expect(r.answers.outcome).toBe('answered');
  });
  const th = [
    '# รายงานการตรวจ โมดูลแคช',
    '',
    '## ขอบเขต',
    '',
    'อ่านโค้ดและเทสต์ ไม่ได้ deploy',
    '',
    '## ข้อค้นพบหลัก',
    '',
    '1. แคชไม่หมดอายุเมื่อข้อมูลเปลี่ยน',
    '2. คีย์แคชชนกันระหว่างผู้ใช้',
    '',
    '## ความเสี่ยงที่เหลือ',
    '',
    '- ยังไม่ได้วัดผลภายใต้โหลดจริง',
    '',
    '## ข้อเสนอแนะ',
    '',
    '- เพิ่มเทสต์การหมดอายุ',
    '',
  ].join('\n');
  it('th: the numbered list under the findings heading is the findings; scope, residual risks and suggestions are none', () => {
    expect(titles(th)).toEqual(['แคชไม่หมดอายุเมื่อข้อมูลเปลี่ยน', 'คีย์แคชชนกันระหว่างผู้ใช้']);
  });
  it('th: a severity column in Thai gives the level', () => {
    const md = ['# รายงานการตรวจ', '', '## ข้อค้นพบ', '', '| # | ความรุนแรง | ปัญหา |', '|---|---|---|', '| 1 | สูง | แคชไม่หมดอายุ |', '| 2 | ต่ำ | ข้อความผิด |', ''].join('\n');
    expect(readReturn(md).f.map((x) => x.severity)).toEqual(['high', 'low']);
  });
});

describe('class 2: a plain-text finding line holds the lines indented under it, and its level word is its severity', () => {
  const report = (h: string, a: string, b: string, body: string[]) =>
    [`${h}`, '='.repeat(h.length), '', 'FINDINGS', '--------', '', a, ...body.map((l) => (l ? `  ${l}` : '')), '', b, '  One line of body.', ''].join('\n');
  it.each([
    ['en', 'CACHE — AUDIT', '[CA-1] 🔴 CRITICAL: Entries never expire', '[CA-2] 🟡 MEDIUM: Keys collide across users', ['The cache keeps every entry.', '', 'Two places read it:', '- the loader', '- the exporter', '', 'Restarting is the only cure.'], ['critical', 'medium']],
    ['de', 'CACHE — PRÜFUNG', '[CA-1] 🔴 KRITISCH: Einträge laufen nie ab', '[CA-2] 🟠 HOCH: Schlüssel kollidieren', ['Der Cache behält jeden Eintrag.', '', '- der Lader', '- der Export'], ['critical', 'high']],
    ['ru', 'КЭШ — АУДИТ', '[CA-1] 🔴 КРИТИЧЕСКИЙ: Записи не истекают', '[CA-2] 🟢 НИЗКИЙ: Ключи пересекаются', ['Кэш хранит каждую запись.', '', 'Перезапуск — единственное средство.'], ['critical', 'low']],
  ])('%s: two findings, each with its body and level', (_l, h, a, b, body, levels) => {
    const { f } = readReturn(report(h, a, b, body));
    expect(f).toHaveLength(2);
    expect(f.map((x) => x.severity)).toEqual(levels);
    expect(f[0]!.text).toContain(body[0]!);
    expect(f[0]!.text).toContain(body[body.length - 1]!);
  });
  it('a finding line without a body stays one finding; its level is read', () => {
    const { f } = readReturn(['# Audit', '', '## Findings', '', '[CA-1] HIGH: Entries never expire', '', '[CA-2] LOW: Keys collide', ''].join('\n'));
    expect(f.map((x) => x.severity)).toEqual(['high', 'low']);
  });
});

describe('class 3: what a review verified, inside its findings section, is no finding; "None - <why>" is none', () => {
  const verified = (heading: string, row: string, said: string, items: string[]) =>
    [`# Review`, '', `## ${heading}`, '', '| # | Finding | Severity |', '| --- | --- | --- |', row, '', said, '', ...items.map((x) => `- ${x}`), ''].join('\n');
  it.each([
    ['en', 'Findings', '| F1 | The token is logged in clear. | High |', 'No violations of the other rules were found. Verified clean:', ['**Storage**: two keys only.', '**Network**: GET requests only.']],
    ['de', 'Befunde', '| F1 | Das Token wird im Klartext geloggt. | High |', 'Keine weiteren Verstöße wurden gefunden. Geprüft und sauber:', ['**Speicher**: nur zwei Schlüssel.', '**Netzwerk**: nur GET-Anfragen.']],
    ['fr', 'Constats', '| F1 | Le jeton est journalisé en clair. | High |', 'Aucune autre anomalie trouvée. Vérifié sain :', ['**Stockage** : deux clés seulement.', '**Réseau** : requêtes GET seulement.']],
  ])('%s: the table row is the one finding; the paragraph and its list are kept', (_l, heading, row, said, items) => {
    const { r, f } = readReturn(verified(heading, row, said, items));
    expect(f).toHaveLength(1);
    expect(r.answers.evidence.join('\n')).toContain(items[0]!.slice(2, 8));
  });
  it('a list under such a paragraph whose items carry levels is still findings', () => {
    const { f } = readReturn(verified('Findings', '| F1 | The token is logged in clear. | High |', 'No violations of the other rules were found. Also noted:', ['[low] The log rotates daily only.']));
    expect(f.length).toBeGreaterThan(1);
  });
  it.each([
    ['en', 'Suggestions', 'None - the implementation is clean and well-structured.'],
    ['de', 'Hinweise', 'Keine – die Umsetzung ist sauber.'],
    ['fr', 'Suggestions', 'Aucune — le code est propre.'],
  ])('%s: "### %s" / "%s" is no finding', (_l, sub, none) => {
    const md = ['# Review', '', '## Findings', '', '### Blockers', '', '**B1: Snapshot token missing**', '- **Issue:** three tests fail.', '', `### ${sub}`, '', none, ''].join('\n');
    expect(titles(md)).toEqual(['Snapshot token missing']);
  });
  it('"None — but the cache leaks on reload." says more: a finding', () => {
    const md = ['# Review', '', '## Findings', '', '### Blockers', '', '**B1: Snapshot token missing**', '- **Issue:** three tests fail.', '', '### Suggestions', '', 'None — but the cache leaks on reload.', ''].join('\n');
    expect(titles(md)).toHaveLength(2);
  });
  it.each([
    ['de', '- **Verifiziert korrekt:** der Fix passt zum Docstring.'],
    ['en', '- **Verified correct:** the fix matches the docstring.'],
    ['de', '- **Explizit nichts gefunden:** keine zirkulären Tests.'],
  ])('%s: an item led by a label of what held is no finding ("%s")', (_l, item) => {
    const md = ['# Review', '', '## Findings', '', '- **[medium] `a.py:12`** — the fallback ignores the timeout.', '- **[low] `b.py:40`** — the retry counts no attempt.', item, ''].join('\n');
    expect(readReturn(md).f).toHaveLength(2);
  });
});

describe('class 1 (general): in a return no heading of which names a role, the sections whose items carry ids or severities give the findings', () => {
  const doc = (h: string[]) =>
    [
      `# ${h[0]}`,
      '',
      `## ${h[1]}`,
      '',
      '- The page loads.',
      '- The menu shows.',
      '',
      `## ${h[2]}`,
      '',
      '| ID | Probe | Result |',
      '|----|----|----|',
      '| T1 | Menu active | ☑ |',
      '| T2 | Form renders | ✗ |',
      '',
      `## ${h[3]}`,
      '',
      '| # | What | Repro |',
      '|---|---|---|',
      '| BUG-1 | The form is not rendered | `curl /contact/` |',
      '| BUG-2 | The home page is stale | `curl /` |',
      '',
      `## ${h[4]}`,
      '',
      '- Moved the tick back to the interrupt.',
      '',
    ].join('\n');
  it.each([
    ['ka (a script the tables do not know)', ['ანგარიში', 'შეჯამება', 'შემოწმებები', 'ხარვეზები', 'გასწორებები']],
    ['hy', ['Զեկույց', 'Ամփոփում', 'Ստուգումներ', 'Թերություններ', 'Ուղղումներ']],
    ['invented words', ['Vorlak tessa', 'Sembi', 'Oltra', 'Naxodi', 'Fiksi']],
  ])('%s: the id table is the findings; summary, checks and fixes are kept', (_l, h) => {
    expect(titles(doc(h))).toEqual(['BUG-1. The form is not rendered', 'BUG-2. The home page is stale']);
  });
  it('no section carries such marks: every section is read as before (nothing tells them apart)', () => {
    const md = doc(['Vorlak tessa', 'Sembi', 'Oltra', 'Naxodi', 'Fiksi']).replace('| BUG-1 |', '| 1 |').replace('| BUG-2 |', '| 2 |');
    expect(titles(md).length).toBeGreaterThan(2);
  });
});
