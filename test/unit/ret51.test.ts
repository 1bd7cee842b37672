// QA 51 returns: what a return's body is read for, in any language. Synthetic documents only.
// - a walkthrough table beside the findings ("| Step | Page | Result |" in any language) is a section, not findings;
// - a finding written as labelled fields under an id-only heading is one finding, titled by its finding field;
// - a singular next-step heading over (P0)/(P1) items is the return's plan;
// - a verification result stated in a heading sets the outcome;
// - a leading [WARN] tag is medium, an observation as a severity value is info.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const titles = (md: string) => readReturn(md).f.map((x) => x.title);

describe('a walkthrough table beside the findings is a section, whatever the language of its columns', () => {
  // [language, heading of the findings, the three columns]
  const cases: [string, string, string][] = [
    ['en', 'Findings', 'Step | Page | Result'],
    ['tr', 'Bulgular', 'Adım | Sayfa | Sonuç'],
    ['it', 'Problemi', 'Passo | Pagina | Esito'],
    ['pl', 'Ustalenia', 'Krok | Strona | Wynik'],
    ['vi', 'Phát hiện', 'Bước | Trang | Kết quả'],
    ['nl', 'Bevindingen', 'Stap | Pagina | Resultaat'],
    ['de', 'Befunde', 'Schritt | Seite | Ergebnis'],
    ['fr', 'Constats', 'Étape | Page | Résultat'],
    ['es', 'Hallazgos', 'Paso | Página | Resultado'],
    ['pt', 'Achados', 'Passo | Página | Resultado'],
    ['ru', 'Находки', 'Шаг | Страница | Результат'],
    ['ko', '발견 사항', '단계 | 페이지 | 결과'],
    ['ja', '指摘事項', 'ステップ | ページ | 結果'],
    ['zh', '发现', '步骤 | 页面 | 结果'],
    // (Columns named in words no list holds, sw and fi: the marks in the result column say what it is.)
    ['sw', 'Findings', 'Hatua | Ukurasa | Matokeo'],
    ['fi', 'Findings', 'Vaihe | Sivu | Tulos'],
  ];
  it.each(cases)('%s: "| %s |"-style tables, all passed or one failing, add no findings', (_lang, findings, cols) => {
    const md =
      `# Flow check\n\n## 1. Morning\n\n| ${cols} |\n|---|---|---|\n| Home | \`/home\` | ✅ ok |\n| Orders | \`/orders\` | ✅ 4 rows |\n| Reports | \`/reports\` | ✅ full |\n\n` +
      `## 2. Billing\n\n| ${cols} |\n|---|---|---|\n| Invoices | \`/billing\` | ✅ works |\n| Menu | sidebar | 🔴 **missing** |\n\n` +
      `## ${findings}\n\n### B1 — Billing has no menu entry\n\nThe sidebar drops it.\n\n### B2 — Export does nothing\n\nNo request is sent.\n`;
    expect(titles(md)).toEqual(['B1. Billing has no menu entry', 'B2. Export does nothing']);
  });
});

describe('a finding written as fields under a heading that is its id alone is one finding', () => {
  // [language, findings heading, priority label, finding label, fix label, a long label of the writer's, done box]
  const cases: [string, string, string, string, string, string, string][] = [
    ['en', 'Findings', 'Prio', 'Finding', 'Fix', 'How other apps do it', 'done'],
    ['de', 'Befunde', 'Prio', 'Befund', 'Fix', 'So macht es Windows', 'erledigt'],
    ['fr', 'Constats', 'Priorité', 'Constat', 'Correctif', 'Comment font les autres', 'fait'],
  ];
  it.each(cases)('%s: "#### S1" / fields / a ticked box: one finding, its title the finding field, its severity the priority', (_l, h, prio, finding, fix, other, done) => {
    const md =
      `# Work package 3\n\n## ${h}\n\n#### S1\n\n- **${prio}:** P1 · **Effort:** M\n- **${finding}:** The search box loses focus on each key.\n- **${other}:** Keeps the input mounted.\n- **${fix}:** Keep the input mounted.\n- [x] ${done}\n\n` +
      `#### S2\n\n- **${prio}:** P2 · **Effort:** S\n- **${finding}:** The list renders twice per query.\n- **${fix}:** Memoise the rows.\n- [x] ${done}\n`;
    const { f } = readReturn(md);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['S1. The search box loses focus on each key.', 'p1'],
      ['S2. The list renders twice per query.', 'p2'],
    ]);
  });
  it.each([
    ['Evidence', '[Critical] Modal leaks a key listener', '[Minor] Icon buttons lack labels'],
    ['Beleg', '[Kritisch] Modal verliert einen Listener', '[Gering] Icon-Buttons ohne Label'],
    ['Preuve', '[Critique] La modale perd un écouteur', '[Mineure] Boutons sans libellé'],
  ])('a heading over one "- **%s:** …" bullet is that finding, not one titled by the label', (label, one, two) => {
    const md = `# UI review\n\n## Findings\n\n### 1. ${one}\n\n- **${label}:** \`modal.js:40\`\n\n### 2. ${two}\n\n- **${label}:** \`toolbar.js:12\`\n`;
    const got = titles(md);
    expect(got).toHaveLength(2);
    expect(got.some((t) => t === label)).toBe(false);
    expect(readReturn(md).f[0]?.severity).toBe('critical');
  });
});

describe('a singular next-step heading over priority-tagged items is the plan, not findings', () => {
  it.each([
    ['tr', 'Önerilen Sonraki Adım (Dalga 2)'],
    ['tr (ASCII)', 'Onerilen Sonraki Adim (Dalga 2)'],
    ['de', 'Nächster Schritt'],
    ['it', 'Prossimo passo'],
    ['es', 'Siguiente paso'],
    ['en', 'Suggested next step'],
  ])('%s: "## %s"', (_l, h) => {
    const md =
      `# UI review\n\n## Findings\n\n### 1. [Critical] Modal leaks a key listener\n\n- **Evidence:** \`modal.js:40\`\n- **Impact:** listeners pile up.\n\n` +
      `### 2. [Minor] Icon buttons lack labels\n\n- **Evidence:** \`toolbar.js:12\`\n- **Impact:** readers say nothing.\n\n## ${h}\n\n1. Move the modal to the shared helper (P0)\n2. Add labels to the icon buttons (P1)\n`;
    const { r, f } = readReturn(md);
    expect(f).toHaveLength(2);
    expect(r.answers.recommendations.join('\n')).toContain('Move the modal to the shared helper');
  });
});

describe('a verification result stated in a heading is the outcome', () => {
  // (Beside a checklist's results, the heading a reader takes for the Outcome section and that states none.)
  it.each([
    ['Verification result: PASS', 'Checklist results'],
    ['검증 결과: PASS', '체크리스트 결과'],
    ['Doğrulama sonucu: PASS', 'Kontrol listesi sonuçları'],
    ['Prüfergebnis: PASS', 'Ergebnisse der Checkliste'],
    ['Результат проверки: PASS', 'Результаты чек-листа'],
  ])('"## %s" before "## %s"', (h, list) => {
    const md = `# Review: timer app\n\n## ${h}\n\n## ${list}\n\n- [x] all files present\n- [x] no external CDN\n\n## Issues found\n\n- \`draw()\` calls \`Math.random()\` every frame, so the stars flicker.\n`;
    const { r } = readReturn(md);
    expect([r.given.has('outcome'), r.answers.outcome]).toEqual([true, 'answered']);
  });
  it('a heading that only names the section ("## Verification result") states none', () => {
    const md = `# Review: timer app\n\n## Verification result\n\n## Checklist results\n\n- [x] all files present\n\n## Issues found\n\n- \`draw()\` calls \`Math.random()\` every frame.\n`;
    expect(readReturn(md).r.given.has('outcome')).toBe(false);
  });
});

describe('severity words a finding leads with or states as its level', () => {
  it.each([
    ['nl', 'Bevindingen', 'WARN'],
    ['en', 'Findings', 'WARNING'],
    ['tr', 'Bulgular', 'UYARI'],
  ])('%s: "1. [%s] …" is medium', (_l, h, tag) => {
    const md = `# Audit: quiz\n\n## ${h}\n\n1. [${tag}] The title is missing from ROLES, so the dashboard shows the slug.\n`;
    expect(readReturn(md).f.map((x) => x.severity)).toEqual(['medium']);
  });
  it.each([
    ['tr', 'Bulgular', 'Fatura sayfası menüde yok', 'Dışa aktar düğmesi çalışmıyor'],
    ['de', 'Befunde', 'Rechnungsseite fehlt im Menü', 'Export-Knopf tut nichts'],
    ['en', 'Findings', 'Billing page missing from the menu', 'Export button does nothing'],
  ])('%s: an orange diamond leading a finding beside a red one is medium', (_l, h, one, two) => {
    const md = `# Flow audit\n\n## ${h}\n\n### 🔴 B1 — ${one}\n\nThe sidebar drops it.\n\n### 🔶 B2 — ${two}\n\nNo request is sent.\n`;
    expect(readReturn(md).f.map((x) => x.severity)).toEqual(['critical', 'medium']);
  });
  it.each([
    ['pl', 'Ustalenia', 'Waga', 'ℹ️ OBSERWACJA', 'Wpływ', '🏃 NISKI'],
    ['de', 'Befunde', 'Schweregrad', 'ℹ️ Beobachtung', 'Auswirkung', 'niedrig'],
    ['en', 'Findings', 'Severity', 'ℹ️ Observation', 'Impact', 'low'],
  ])('%s: an observation as the severity is info; the impact beside it lends none', (_l, h, sev, obs, impact, low) => {
    const md = `# Plan review\n\n## ${h}\n\n### F1 — The plan does not guard file paths\n\n- **${sev}**: ${obs}\n- **${impact}**: ${low}\n`;
    expect(readReturn(md).f.map((x) => x.severity)).toEqual(['info']);
  });
});
