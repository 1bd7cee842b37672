// QA 36 classes 1 and 4, through the built CLI: section names, severity words and stated outcomes in languages beyond
// the seven the word lists were first written for (Vietnamese, Indonesian, Czech, Swedish, Dutch, Polish, Italian,
// Portuguese, Turkish, Korean). They are data in prompts/ (headings.txt, severities.txt, outcomes.txt).
// Brief: a why, a first step ("Việc đầu tiên bạn phải làm", "Než se začne": the first thing you must do, before you
// start), what to deliver ("Nên làm tiếp": what to do next), the constraints ("Patentgränser": -gränser, limits, read
// as the last part of a compound word). Return: severity prefixes ("### Hoog – x" as "### High – x": the level in the
// field, the title without it; "### UX – y" keeps no level either way), an outcome stated in prose ("… sẵn sàng sử
// dụng!"). Near-misses: a title that opens with the word in a sentence ("Laag geheugengebruik …", "Sedang memproses
// …") keeps it and states no level; "sẵn sàng sử dụng" inside a finding's text states no outcome; a long heading that
// mentions "patentgränser" is no constraint.

import { describe, expect, it } from 'vitest';
import { briefImporter, docWorld, oneHandoff, outcomeReader } from '../helpers/doc-world.js';

const w = docWorld();
const { newTask } = briefImporter(w, 'lang');
const handoff = oneHandoff(w, 'qa36 more languages');
const { read, asks } = outcomeReader(w, 'qa36 outcomes');

/** Where each heading went, "heading -> section" as new --body --json names it. */
const placed = (p: { from: string; to: string }[]) => p.map((x) => `${x.from} -> ${x.to.replace(/ \(.*$/, '')}`);

describe('class 1: a brief in Vietnamese, Czech, Swedish, Indonesian, Dutch, Polish, Italian, Portuguese, Turkish, Korean', () => {
  it('Vietnamese (QA 36 repro A): "Bối cảnh" is why, "Việc đầu tiên bạn phải làm" the first step, "Nên làm tiếp" what to deliver', () => {
    const r = newTask('# BÀN GIAO — pipeline\n\n## 1. Bối cảnh\nKhoá học không khớp với đề thi.\n\n### Việc đầu tiên bạn phải làm\nXác minh định dạng kỳ thi.\n\n## 6. Nên làm tiếp\n1. Chốt định dạng đề.\n2. Hỏi giảng viên.\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers).toMatchObject({ why: 'Khoá học không khớp với đề thi.', firstStep: 'Xác minh định dạng kỳ thi.' });
    expect(r.answers!.deliver).toContain('Chốt định dạng đề.');
  });

  /** [language, document, why, first step, constraints, words of what to deliver] */
  const variants: [string, string, string, string, string, string][] = [
    ['Czech "Cíl" / "Pravidla" / "Než se začne" / "Co zbývá"', '# Předání práce — import\n\n## Cíl\nImport trvá hodinu.\n\n## Pravidla\nNikdy neupravovat vygenerované HTML.\n\n## Než se začne\nNahraj oba soubory do nového chatu.\n\n## Co zbývá\n- parser na streaming\n', 'Import trvá hodinu.', 'Nahraj oba soubory do nového chatu.', 'Nikdy neupravovat vygenerované HTML.', 'streaming'],
    ['Swedish "Bakgrund" / "Patentgränser (viktigast)" / "Innan du börjar" / "Kvar att göra"', '# Överlämning – importen\n\n## Bakgrund\nImporten tar en timme.\n\n## Patentgränser (viktigast)\nAnvänd aldrig radar i produkten.\n\n## Innan du börjar\nLäs VAGNVAG.md.\n\n## Kvar att göra\n- gör parsern strömmande\n', 'Importen tar en timme.', 'Läs VAGNVAG.md.', 'Använd aldrig radar i produkten.', 'strömmande'],
    ['Indonesian "Latar belakang" / "Batasan" / "Langkah pertama"', '# Serah terima — impor\n\n## Latar belakang\nImpor memakan waktu satu jam.\n\n## Batasan\nJangan ubah skema basis data.\n\n## Langkah pertama\nJalankan tes integrasi.\n\n## Yang harus dilakukan\n- ubah parser menjadi streaming\n', 'Impor memakan waktu satu jam.', 'Jalankan tes integrasi.', 'Jangan ubah skema basis data.', 'streaming'],
    ['Dutch "Achtergrond" / "Beperkingen" / "Voordat je begint" / "Nog te doen"', '# Overdracht — import\n\n## Achtergrond\nDe import duurt een uur.\n\n## Beperkingen\nVerander het databaseschema niet.\n\n## Voordat je begint\nDraai de integratietests.\n\n## Nog te doen\n- parser streaming maken\n', 'De import duurt een uur.', 'Draai de integratietests.', 'Verander het databaseschema niet.', 'streaming'],
    ['Polish "Zanim zaczniesz" / "Reguły"', '# Przekazanie — import\n\n## Cel\nImport trwa godzinę.\n\n## Reguły\nNie zmieniaj schematu bazy.\n\n## Zanim zaczniesz\nUruchom testy integracyjne.\n\n## Do zrobienia\n- parser strumieniowy\n', 'Import trwa godzinę.', 'Uruchom testy integracyjne.', 'Nie zmieniaj schematu bazy.', 'strumieniowy'],
    ['Italian "Vincoli" / "Prima di iniziare"', '# Passaggio di consegne — import\n\n## Obiettivo\nL\'import dura un\'ora.\n\n## Vincoli\nNon modificare lo schema del database.\n\n## Prima di iniziare\nEsegui i test di integrazione.\n\n## Cose da fare\n- parser in streaming\n', "L'import dura un'ora.", 'Esegui i test di integrazione.', 'Non modificare lo schema del database.', 'streaming'],
    ['Portuguese "Proibições" / "Antes de começar"', '# Passagem de bastão — import\n\n## Motivação\nO import leva uma hora.\n\n## Proibições\nNão altere o esquema do banco.\n\n## Antes de começar\nRode os testes de integração.\n\n## A fazer\n- parser em streaming\n', 'O import leva uma hora.', 'Rode os testes de integração.', 'Não altere o esquema do banco.', 'streaming'],
    ['Turkish "Kısıtlar" / "Başlamadan önce"', '# Devir — içe aktarma\n\n## Amaç\nİçe aktarma bir saat sürüyor.\n\n## Kısıtlar\nVeritabanı şemasını değiştirme.\n\n## Başlamadan önce\nEntegrasyon testlerini çalıştır.\n\n## Yapılacaklar\n- ayrıştırıcıyı akışa çevir\n', 'İçe aktarma bir saat sürüyor.', 'Entegrasyon testlerini çalıştır.', 'Veritabanı şemasını değiştirme.', 'akışa'],
    ['Korean "시작하기 전에" (before you start)', '# 인수인계 — 가져오기\n\n## 배경\n가져오기에 한 시간이 걸린다.\n\n## 제약 사항\n데이터베이스 스키마를 바꾸지 말 것.\n\n## 시작하기 전에\n통합 테스트를 실행한다.\n\n## 남은 작업\n- 파서를 스트리밍으로 바꾼다\n', '가져오기에 한 시간이 걸린다.', '통합 테스트를 실행한다.', '데이터베이스 스키마를 바꾸지 말 것.', '스트리밍'],
  ];
  for (const [name, md, why, step, rule, deliver] of variants) {
    it(`${name}: why, first step, constraints and what to deliver, nothing asked`, () => {
      const r = newTask(md);
      expect(r.code, r.stderr).toBe(0);
      expect(r.answers).toMatchObject({ why, firstStep: step });
      expect(r.answers!.fields.constraints).toBe(rule);
      expect(r.answers!.deliver).toContain(deliver);
    });
  }

  it('near-miss: a long Swedish heading that mentions "patentgränser" is no constraint; a short one ending in it is', () => {
    const doc = (h: string) => `# Överlämning – importen\n\n## Bakgrund\nImporten tar en timme.\n\n## ${h}\nVi pratade länge med juristen.\n\n## Första steget\nLäs VAGNVAG.md.\n\n## Kvar att göra\n- gör parsern strömmande\n`;
    expect(placed(newTask(doc('Vad juristen sa om våra patentgränser')).placement)).toContain('Vad juristen sa om våra patentgränser -> Context');
    expect(placed(newTask(doc('Våra patentgränser')).placement)).toContain('Våra patentgränser -> Constraints to respect');
  });
});

describe('class 4: severity words in Dutch, Swedish, Indonesian and Vietnamese, read as English "High – x" is', () => {
  const findings = (text: string) => handoff.record(text, '--force').j.findings.map((f) => [f.title, f.severity ?? null]);

  it('Dutch "Hoog –" / "Middel –" / "Laag:": the level in the field and off the title, like "UX –"; English alike', () => {
    expect(findings('# Code review v3.6.2\n\n## Bevindingen\n\n### Hoog – opslaan was niet atomair\nLosse bewerkingen.\n\n### UX – de studio was te lang\nTe veel stappen.\n\n### Middel – voorstellen bleven staan\nOude suggesties.\n\n### Laag: foutmeldingen verschillen\nAndere vormen.\n\n## Resultaat\nKlaar voor productie.\n')).toEqual([
      ['opslaan was niet atomair', 'high'],
      ['de studio was te lang', null],
      ['voorstellen bleven staan', 'medium'],
      ['foutmeldingen verschillen', 'low'],
    ]);
    expect(findings('# Code review v3.6.2\n\n## Findings\n\n### High – saving was not atomic\nLoose writes.\n\n### UX – the studio was too long\nToo many steps.\n\n## Result\nReady for production.\n')).toEqual([
      ['saving was not atomic', 'high'],
      ['the studio was too long', null],
    ]);
  });

  it.each([
    ['Swedish "Hög –" / "Låg –"', '# Granskning\n\n## Fynd\n\n### Hög – sparandet var inte atomärt\nLösa skrivningar.\n\n### Låg – felmeddelanden är olika\nOlika format.\n\n## Slutsats\nRedo för produktion.\n', [['sparandet var inte atomärt', 'high'], ['felmeddelanden är olika', 'low']]],
    ['Indonesian "Tinggi:" / "Rendah –"', '# Laporan review\n\n## Temuan\n\n### Tinggi: token tercatat di log\nToken ditulis sebagai teks biasa.\n\n### Rendah – pesan galat tidak konsisten\nFormatnya berbeda.\n\n## Kesimpulan\nSistem siap untuk UAT.\n', [['token tercatat di log', 'high'], ['pesan galat tidak konsisten', 'low']]],
    // (A level of two words, "Trung bình", "Nghiêm trọng", is read after a label, not as a title's prefix: as English "Very low –".)
    ['Vietnamese "Cao –" / "Mức độ: Trung bình" / "Mức độ: Nghiêm trọng"', '# Báo cáo kiểm tra\n\n## Phát hiện\n\n### Cao – token bị ghi vào log\nToken được ghi dạng văn bản thường.\n\n### Thông báo lỗi không nhất quán\n**Mức độ:** Trung bình\n\nĐịnh dạng khác nhau.\n\n### Khoá API lộ trong repo\nMức độ: Nghiêm trọng\n\n## Kết luận chung\nHệ thống sẵn sàng sử dụng.\n', [['token bị ghi vào log', 'high'], ['Thông báo lỗi không nhất quán', 'medium'], ['Khoá API lộ trong repo', 'critical']]],
  ])('%s', (_name, md, want) => {
    expect(findings(md)).toEqual(want);
  });

  it('near-miss: a title that opens with the word in a sentence keeps it and states no level ("Laag geheugengebruik …", "Sedang memproses …")', () => {
    expect(findings('# Code review\n\n## Bevindingen\n\n### Hoog – opslaan was niet atomair\nLosse bewerkingen.\n\n### Laag geheugengebruik bij grote imports\nHet geheugen loopt op.\n\n### Sedang memproses antrean terlalu lambat\nAntrean menumpuk.\n\n## Resultaat\nKlaar voor productie.\n')).toEqual([
      ['opslaan was niet atomair', 'high'],
      ['Laag geheugengebruik bij grote imports', null],
      ['Sedang memproses antrean terlalu lambat', null],
    ]);
  });
});

describe('class 1: an outcome stated in prose, in more languages', () => {
  it.each([
    ['Vietnamese (QA 36 doc 13): "… sẵn sàng sử dụng!" under "### 🎯 Kết luận chung:"', '# Báo Cáo Kiểm Tra\n\n## Phát hiện\n\n### Có file chưa commit\n`electron/main.ts` đã sửa.\n\n## 📊 Tổng Kết\n\n### 🎯 Kết luận chung:\n\n**Hệ thống đã được cấu hình đúng và sẵn sàng sử dụng!**\n', 12],
    ['Dutch "Klaar voor productie." under "## Resultaat"', '# Code review\n\n## Bevindingen\n\n### Opslaan was niet atomair\nLosse bewerkingen.\n\n## Resultaat\nDe code is klaar voor productie.\n', 9],
    ['Polish "Gotowe do wdrożenia." under "## Podsumowanie"', '# Przegląd kodu\n\n## Ustalenia\n\n### Zapis nie był atomowy\nLuźne zapisy.\n\n## Podsumowanie\nZmiany są gotowe do wdrożenia.\n', 9],
    ['Czech "Připraveno k nasazení." under "## Závěr"', '# Revize kódu\n\n## Zjištění\n\n### Ukládání nebylo atomické\nVolné zápisy.\n\n## Závěr\nVše je připraveno k nasazení.\n', 9],
  ])('%s: answered', (_name, md, line) => {
    expect(read(md)).toMatchObject({ outcome: 'answered', line });
  });

  it('near-miss: "sẵn sàng sử dụng" inside a finding\'s text (not its last paragraph) states no outcome: asks', () => {
    asks('# Báo cáo kiểm tra\n\n## Phát hiện\n\n### Token bị ghi vào log\nToken được ghi dạng văn bản thường. Bản vá đã sẵn sàng sử dụng nhưng chưa được áp dụng.\n\n### Thông báo lỗi không nhất quán\nĐịnh dạng khác nhau giữa các mô-đun.\n');
  });
});
