// What QA 52 left (left53): what a return's body is read for, in any language. Synthetic documents only.
// - a line that reports a part passed and closes on a statement of none ("Part B — all 9 checks OK. No findings.") is
//   no finding, nor is a check line with a zero count ("…, 0 discrepancies"); a problem before it keeps it one;
// - an Outcome section of status lines led by marks states the outcome: ✅ beside ❌ partial, ✅ only answered;
// - Turkish names written in capitals ("AÇIKLAMA", "ÖNCELİK") are read as the words written in lower case;
// - a finding title keeps a leading backslash as the writer wrote it.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const titles = (md: string) => readReturn(md).f.map((x) => x.title);

/** A return: a done Outcome, two findings and one closing line under the findings. */
const audit = (w: { title: string; outcome: string; findings: string; a: string; b: string }, closing: string) =>
  `# ${w.title}\n\n## ${w.outcome}\n\nDone.\n\n## ${w.findings}\n\n1. **${w.a}** \`total.ts:40\`.\n2. **${w.b}** \`refund.ts:12\`.\n\n${closing}\n`;

const audits = {
  en: { w: { title: 'Audit of the billing service', outcome: 'Outcome', findings: 'Findings', a: 'Invoice totals round twice.', b: 'Refunds skip the ledger.' }, passed: 'Part B (customer side) — **all 9 checks OK**, each verified with a test in `customer.test.ts`. No findings.', zero: '- Seal re-derived after the edits: every item named, 0 discrepancies.' },
  id: { w: { title: 'Audit layanan tagihan', outcome: 'Ringkasan', findings: 'Temuan', a: 'Total faktur dibulatkan dua kali.', b: 'Refund tidak tercatat di buku besar.' }, passed: 'Bagian B (sisi pelanggan) — **semua 9 item OK**, seluruhnya diverifikasi dengan test di `customer.test.ts`. Tidak ada temuan.', zero: '- Pemeriksaan ulang: semua item OK, 0 kesalahan.' },
  es: { w: { title: 'Auditoría del servicio de facturación', outcome: 'Resultado', findings: 'Hallazgos', a: 'Los totales se redondean dos veces.', b: 'Los reembolsos no pasan por el libro mayor.' }, passed: 'Sección B (lado cliente): **los 9 ítems OK**, todos verificados con una prueba en `customer.test.ts`. Sin hallazgos.', zero: '- Suite de regresión: todos los casos repetidos, 0 errores.' },
  pt: { w: { title: 'Auditoria do serviço de cobrança', outcome: 'Resultado', findings: 'Achados', a: 'Os totais são arredondados duas vezes.', b: 'Os reembolsos não passam pelo razão.' }, passed: 'Parte B (lado do cliente): **todos os 9 itens OK**, cada um verificado com um teste. Sem achados.', zero: '- Selo refeito depois das edições: todo item conferido, 0 discordâncias.' },
};

describe('a line that reports a part passed, closing on a statement of none, is no finding', () => {
  it.each(Object.entries(audits))('%s: the closing line of a findings list', (_l, x) => {
    expect(titles(audit(x.w, x.passed))).toEqual([x.w.a, x.w.b]);
  });

  it.each(Object.entries(audits))('%s: a check line with a zero count ("…, 0 discrepancies") is a passed check', (_l, x) => {
    const md = audit(x.w, '').replace(`2. **${x.w.b}** \`refund.ts:12\`.`, `2. **${x.w.b}** \`refund.ts:12\`.\n\n${x.zero}`);
    expect(titles(md)).toEqual([x.w.a, x.w.b]);
  });

  /** A findings list of one finding and the line under test, as its second item. */
  const two = (w: { title: string; outcome: string; findings: string; a: string }, line: string) => `# ${w.title}\n\n## ${w.outcome}\n\nDone.\n\n## ${w.findings}\n\n- **${w.a}** \`total.ts:40\`.\n- ${line}\n`;

  it('near miss: a count of failures beside the zero one is a failed check, a finding', () => {
    const t = titles(two(audits.en.w, 'Tests: all suites re-run, 3 failures, 0 errors.'));
    expect(t).toHaveLength(2);
    expect(t[1]).toContain('3 failures');
  });

  it('near miss: "no other issues" after a problem keeps the line a finding; so does an exception', () => {
    expect(titles(two(audits.en.w, 'Export: all rows OK on retry, the first run times out. No other issues.'))).toHaveLength(2);
    expect(titles(two(audits.en.w, 'Part C: all checks OK except the export, which times out. No issues.'))).toHaveLength(2);
    expect(titles(two(audits.es.w, 'Sección C: todos los ítems OK salvo la exportación. Sin hallazgos.'))).toHaveLength(2);
  });
});

/** A return whose Outcome section is status lines led by marks. */
const marked = (w: { title: string; result: string; lines: string[] }, findings = '') => `# ${w.title}\n\n${findings}## ${w.result}\n\n${w.lines.join('  \n')}\n`;
const results = {
  en: { title: 'Changelog: music API spike', result: 'Result', pass: ['✅ The feature works with demo tracks', '✅ Deploy succeeded', '✅ Credits are charged correctly'], fail: '❌ Real generation is not available because of the SDK limit' },
  uk: { title: 'Журнал змін: дослідження API', result: 'Результат роботи', pass: ['✅ Функція працює з демо-треками', '✅ Деплой успішний', '✅ Кредити списуються коректно'], fail: '❌ Реальна генерація недоступна через обмеження SDK' },
  fr: { title: 'Journal : étude de l’API musicale', result: 'Résultat', pass: ['✅ La fonction marche avec les pistes de démo', '✅ Déploiement réussi', '✅ Les crédits sont débités correctement'], fail: '❌ La génération réelle est indisponible à cause du SDK' },
};

describe('an Outcome section of status lines led by marks states the outcome', () => {
  it.each(Object.entries(results))('%s: passes beside a problem: partial, read from the section', (_l, x) => {
    const md = marked({ title: x.title, result: x.result, lines: [...x.pass, '', x.fail] });
    const { r } = readReturn(md);
    expect(r.outcomeFrom?.outcome).toBe('partial');
    expect(r.outcomeFrom?.line).toBe(md.split('\n').indexOf(`${x.pass[0]}  `) + 1);
  });

  it.each(Object.entries(results))('%s: passes only, no findings: answered', (_l, x) => {
    expect(readReturn(marked({ title: x.title, result: x.result, lines: x.pass })).r.outcomeFrom?.outcome).toBe('answered');
  });

  it('near miss: passes only beside a section of findings say nothing of them: asked', () => {
    const md = marked({ title: results.uk.title, result: results.uk.result, lines: results.uk.pass }, '## Знахідки\n\n- **Кеш протікає після перезавантаження.** `cache.ts:12`.\n\n');
    expect(readReturn(md).r.outcomeFrom).toBeNull();
  });

  it('near miss: a marked line beside prose states nothing by its marks: the outcome is the one read without them', () => {
    const lines = ['The spike ran for two days.', ...results.en.pass, '', results.en.fail];
    const outcome = (ls: string[]) => readReturn(marked({ title: results.en.title, result: results.en.result, lines: ls })).r.outcomeFrom?.outcome;
    expect(outcome(lines)).toBe(outcome(lines.map((l) => l.replace(/^[✅❌]\s*/u, ''))));
  });
});

describe('Turkish names in capitals are read as written in lower case', () => {
  const table = (h: [string, string, string, string]) =>
    `# İnceleme raporu\n\n## Sonuç\n\nTamamlandı.\n\n## Bulgular\n\n| # | ${h.join(' | ')} |\n| --- | --- | --- | --- | --- |\n` +
    '| 1 | `auth.ts:40` satırında süre kontrolü yapılmıyor, test yok | Oturum süresi dolmuyor | Yüksek | Süre kontrolü ekle |\n' +
    '| 2 | `log.ts:12` döndürme ayarı hiç tanımlanmamış durumda | Log dosyası büyüyor | Düşük | Günlük döndürme ekle |\n';

  it('a table: KANIT (evidence), AÇIKLAMA (the title), ÖNCELİK (the level), ÖNERİ (the fix) as in lower case', () => {
    const lower = readReturn(table(['Kanıt', 'Açıklama', 'Öncelik', 'Öneri'])).f;
    const upper = readReturn(table(['KANIT', 'AÇIKLAMA', 'ÖNCELİK', 'ÖNERİ'])).f;
    expect(upper.map((x) => [x.title, x.severity])).toEqual([
      ['Oturum süresi dolmuyor', 'high'],
      ['Log dosyası büyüyor', 'low'],
    ]);
    expect(upper.map((x) => [x.title, x.severity])).toEqual(lower.map((x) => [x.title, x.severity]));
  });

  it('a severity label in capitals ("**ÖNCELİK:** Yüksek") gives the level', () => {
    const md = '# İnceleme\n\n## Sonuç\n\nTamamlandı.\n\n## Bulgular\n\n### 1. Oturum süresi dolmuyor\n\n- **ÖNCELİK:** Yüksek\n- **KANIT:** `auth.ts:40`.\n\n### 2. Log dosyası büyüyor\n\n- **ÖNEM:** Düşük\n- **KANIT:** `log.ts:12`.\n';
    expect(readReturn(md).f.map((x) => x.severity)).toEqual(['high', 'low']);
  });

  it('near miss: English names in capitals are read as before ("ISSUE", "PRIORITY")', () => {
    const md = '# Review\n\n## Outcome\n\nDone.\n\n## Findings\n\n| # | ISSUE | PRIORITY |\n| --- | --- | --- |\n| 1 | Session never expires | High |\n| 2 | Log file grows | Low |\n';
    expect(readReturn(md).f.map((x) => [x.title, x.severity])).toEqual([
      ['Session never expires', 'high'],
      ['Log file grows', 'low'],
    ]);
  });
});

describe('a finding title keeps a leading backslash as written', () => {
  const doc = (outcome: string, findings: string, items: string[]) => `# Backup\n\n## ${outcome}\n\nDone.\n\n## ${findings}\n\n${items.map((i) => `- ${i}`).join('\n')}\n`;
  it.each([
    ['en', doc('Outcome', 'Findings', ['\\\\nas01\\share times out after 30 s when the job copies the archive.', 'The rotation never runs on `C:\\logs`.'])],
    ['de', doc('Ergebnis', 'Befunde', ['\\\\nas01\\share läuft nach 30 s in eine Zeitüberschreitung.', 'Die Rotation läuft nie auf `C:\\logs`.'])],
    ['fr', doc('Résultat', 'Constats', ['\\\\nas01\\share expire après 30 s pendant la copie.', 'La rotation ne tourne jamais sur `C:\\logs`.'])],
  ])('%s: "\\\\nas01\\share …" keeps its backslashes in the title as in the text', (_l, md) => {
    const f = readReturn(md).f;
    expect(f[0]!.title.startsWith('\\\\nas01\\share')).toBe(true);
    expect(f[0]!.text.startsWith('\\\\nas01\\share')).toBe(true);
  });
});

/** An audit by area: each area's sub-sections of findings, and beside them one that names nothing over a list. */
const areas = (w: { title: string; summary: string; area1: string; broken: string; f1: string; area2: string; systemic: string; noUi: string; i16: string; i22: string; others: string; area3: string; notes: string; note: string }) =>
  `# ${w.title}\n\n## ${w.summary}\n\nDone.\n\n## 1. ${w.area1} — 12\n\n10/12 OK.\n\n### ${w.broken}\n\n1. **${w.f1}** \`checkout.ts:9\`.\n\n` +
  `## 2. ${w.area2} — 20\n\n\`server.ts\` wires 53 routes.\n\n### ${w.systemic}\n\n\`/api/settings/*\`, \`/api/users/*\`.\n\n### ${w.noUi}\n\n- **${w.i16}** — \`routes/api/catalog.ts:364\`.\n- **${w.i22}** — \`OrdersPage.tsx\`.\n\n${w.others}\n\n` +
  `## 3. ${w.area3} — 5\n\n### ${w.notes}\n\n- ${w.note}\n`;
const byArea = {
  en: { title: 'Audit of features.md', summary: 'Summary', area1: 'Bot (`apps/bot`)', broken: 'BROKEN findings', f1: 'Item 1.2 — the manual fallback is retired.', area2: 'Web admin (`apps/admin`)', systemic: 'Systemic finding #1: live `/api/*` mutations untested', noUi: 'Backend-complete features without a UI button', i16: 'Item 16 (bulk pricing)', i22: 'Item 22 (CSV export)', others: 'Items 1-15, 17-21 (the others): **OK**, wiring and tests complete.', area3: 'Storefront', notes: 'Notes', note: 'The description of item 4 could be longer.' },
  id: { title: 'Audit fitur.md', summary: 'Ringkasan', area1: 'Bot (`apps/bot`)', broken: 'Temuan BROKEN', f1: 'Item 1.2 — fallback manual sudah dipensiunkan.', area2: 'Panel Admin Web (`apps/admin`)', systemic: 'Temuan sistemik #1: endpoint `/api/*` tidak bertes', noUi: 'Fitur backend-lengkap tapi tidak ada tombol UI', i16: 'Item 16 (harga grosir)', i22: 'Item 22 (ekspor CSV)', others: 'Item 1-15, 17-21 lainnya: **OK**, wiring dan test lengkap.', area3: 'Toko Web', notes: 'Catatan', note: 'Deskripsi item 4 bisa lebih lengkap.' },
  es: { title: 'Auditoría de funciones.md', summary: 'Resumen', area1: 'Bot (`apps/bot`)', broken: 'Hallazgos BROKEN', f1: 'Ítem 1.2 — el respaldo manual está retirado.', area2: 'Panel de administración (`apps/admin`)', systemic: 'Hallazgo sistémico #1: mutaciones `/api/*` sin pruebas', noUi: 'Funciones completas en backend sin botón en la UI', i16: 'Ítem 16 (precios por volumen)', i22: 'Ítem 22 (exportar CSV)', others: 'Ítems 1-15, 17-21 (los demás): **OK**, cableado y pruebas completos.', area3: 'Tienda', notes: 'Notas', note: 'La descripción del ítem 4 podría ser más larga.' },
};

describe('an audit by area: an area that holds findings holds its lists of findings too', () => {
  it.each(Object.entries(byArea))('%s: the list beside the area\'s findings, one per item; the OK line and another area\'s notes are none', (_l, w) => {
    const t = titles(areas(w));
    expect(t).toHaveLength(4);
    expect(t[2]).toContain(w.i16);
    expect(t[3]).toContain(w.i22);
    expect(t.join(' ')).not.toContain(w.note);
  });

  it('near miss: with no area that holds findings, the list names nothing', () => {
    const w = byArea.en;
    const md = areas(w).replace(`### ${w.broken}\n\n1. **${w.f1}** \`checkout.ts:9\`.\n\n`, '').replace(`### ${w.systemic}\n\n\`/api/settings/*\`, \`/api/users/*\`.\n\n`, '');
    expect(titles(md).join(' ')).not.toContain(w.i16);
  });
});
