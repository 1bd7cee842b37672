// QA 55's brief classes 6, 7 and 11 (qab55), on synthetic briefs in several languages:
// - a brief's own headings in Danish, Norwegian, Indonesian, Finnish, Romanian, Hungarian, Greek and Hindi name its
//   sections; a part of a section that says its work is done ("Commands already run" > "Build & assignment") is no
//   deliverable; open points listed above the next steps leave the steps what to deliver;
// - a first step that says there is none is no first step (the first item of what to deliver is, else it is asked);
//   done items and groups whose items are all done are skipped when picking the first item of what is left;
// - a heading or label with nothing under it writes no empty section.
import { describe, expect, it } from 'vitest';
import { renderedBrief, storeReturn, writtenSection } from '../helpers/written.js';

const section = writtenSection;

/** A status brief in one language: why, state, decisions, rules, next steps (two), each under its own heading. */
interface Words { why: string; state: string; decided: string; rules: string; next: string; whyText: string; stateText: string; decision: string; rule: string; step1: string; step2: string }
const brief = (w: Words) =>
  `# Cache\n\n## ${w.why}\n\n${w.whyText}\n\n## ${w.state}\n\n${w.stateText}\n\n## ${w.decided}\n\n- ${w.decision}\n\n## ${w.rules}\n\n- ${w.rule}\n\n## ${w.next}\n\n1. ${w.step1}\n2. ${w.step2}\n`;

const languages: Record<string, Words> = {
  da: { why: 'Baggrund', state: 'Hvor vi står', decided: 'Beslutninger truffet', rules: 'Begrænsninger', next: 'Næste skridt', whyText: 'Opslag tager to sekunder uden cache.', stateText: 'Læseren virker; skriveren mangler.', decision: 'Vi bruger Redis.', rule: 'Rør ikke `legacy/`.', step1: 'Byg cachen i `src/cache.ts`.', step2: 'Mål svartiden.' },
  nb: { why: 'Bakgrunn', state: 'Nåværende status', decided: 'Beslutninger tatt', rules: 'Begrensninger', next: 'Neste steg', whyText: 'Oppslag tar to sekunder uten hurtigbuffer.', stateText: 'Leseren fungerer; skriveren mangler.', decision: 'Vi bruker Redis.', rule: 'Ikke rør `legacy/`.', step1: 'Bygg bufferen i `src/cache.ts`.', step2: 'Mål svartiden.' },
  id: { why: 'Latar Belakang', state: 'Ringkasan Status', decided: 'Keputusan', rules: 'Batasan', next: 'Langkah Berikutnya', whyText: 'Pencarian butuh dua detik tanpa cache.', stateText: 'Pembaca sudah jalan; penulis belum.', decision: 'Kita pakai Redis.', rule: 'Jangan ubah `legacy/`.', step1: 'Bangun cache di `src/cache.ts`.', step2: 'Ukur waktu respons.' },
  fi: { why: 'Tausta', state: 'Nykytila', decided: 'Päätökset', rules: 'Rajoitukset', next: 'Seuraavat askeleet', whyText: 'Haku kestää kaksi sekuntia ilman välimuistia.', stateText: 'Lukija toimii; kirjoittaja puuttuu.', decision: 'Käytämme Redisiä.', rule: 'Älä koske hakemistoon `legacy/`.', step1: 'Rakenna välimuisti tiedostoon `src/cache.ts`.', step2: 'Mittaa vasteaika.' },
  ro: { why: 'De ce', state: 'Stadiul actual', decided: 'Decizii luate', rules: 'Constrângeri', next: 'Pașii următori', whyText: 'Căutarea durează două secunde fără cache.', stateText: 'Cititorul merge; scriitorul lipsește.', decision: 'Folosim Redis.', rule: 'Nu atinge `legacy/`.', step1: 'Construiește cache-ul în `src/cache.ts`.', step2: 'Măsoară timpul de răspuns.' },
  hu: { why: 'Háttér', state: 'Jelenlegi állapot', decided: 'Döntések', rules: 'Korlátok', next: 'Következő lépések', whyText: 'A keresés két másodperc gyorsítótár nélkül.', stateText: 'Az olvasó működik; az író hiányzik.', decision: 'Redist használunk.', rule: 'Ne nyúlj a `legacy/` mappához.', step1: 'Építsd meg a gyorsítótárat: `src/cache.ts`.', step2: 'Mérd a válaszidőt.' },
  el: { why: 'Γιατί', state: 'Τρέχουσα κατάσταση', decided: 'Αποφάσεις', rules: 'Περιορισμοί', next: 'Επόμενα βήματα', whyText: 'Η αναζήτηση διαρκεί δύο δευτερόλεπτα χωρίς cache.', stateText: 'Ο αναγνώστης δουλεύει· ο συγγραφέας λείπει.', decision: 'Χρησιμοποιούμε Redis.', rule: 'Μην αγγίζεις το `legacy/`.', step1: 'Φτιάξε την cache στο `src/cache.ts`.', step2: 'Μέτρησε τον χρόνο απόκρισης.' },
  hi: { why: 'पृष्ठभूमि', state: 'वर्तमान स्थिति', decided: 'निर्णय', rules: 'प्रतिबंध', next: 'अगले कदम', whyText: 'कैश के बिना खोज में दो सेकंड लगते हैं।', stateText: 'रीडर काम करता है; राइटर बाकी है।', decision: 'हम Redis इस्तेमाल करेंगे।', rule: '`legacy/` को मत छुओ।', step1: '`src/cache.ts` में कैश बनाओ।', step2: 'रिस्पॉन्स टाइम मापो।' },
};

describe('a brief\'s own headings in Danish, Norwegian, Indonesian, Finnish, Romanian, Hungarian, Greek and Hindi', () => {
  it.each(Object.entries(languages))('%s: why, state, decisions, constraints and next steps land in their sections', (_l, w) => {
    const { r, out } = renderedBrief(brief(w));
    expect(r.answers.why).toContain(w.whyText);
    expect(r.answers.context).toContain(w.stateText);
    expect(section(out, 'Already decided')).toContain(w.decision);
    expect(section(out, 'Constraints to respect')).toContain(w.rule);
    // (No section says what to deliver: the list of next steps is, its first item the first step.)
    expect(r.answers.deliver).toContain(w.step2);
    expect(r.answers.firstStep).toContain(w.step1);
    expect(r.answers.firstStep).not.toContain(w.step2);
  });
});

describe('a part of a section that says its work is done names no deliverable', () => {
  it.each([
    ['en', 'Work done', 'Build & assignment', 'Next steps'],
    ['id', 'Command yang Sudah Terbukti Jalan', 'Build & assignment', 'Langkah Berikutnya'],
    ['da', 'Kommandoer der er udført', 'Build & opgave', 'Næste skridt'],
  ])('%s: "%s" > "%s" stays the record of the work', (_l, done, part, next) => {
    const md = `# Export\n\n## Why\n\nThe export drops rows.\n\n## ${done}\n\n### ${part}\n\n- \`python build.py\`\n- \`python assign.py\`\n\n## ${next}\n\n1. Fix the row filter in \`export.py\`.\n2. Re-run the export.\n`;
    const { r } = renderedBrief(md);
    expect(r.answers.deliver).not.toContain('build.py');
    expect(r.answers.deliver).toContain('Re-run the export');
    expect(r.answers.firstStep).toContain('Fix the row filter');
  });

  it('near miss: the same part under a heading that says nothing is done is still read loosely', () => {
    const md = '# Export\n\n## Why\n\nThe export drops rows.\n\n## Work\n\n### Build & assignment\n\n- Build the row filter in `export.py`.\n- Assign the rows to the new writer.\n';
    expect(renderedBrief(md).r.answers.deliver).toContain('Build the row filter');
  });
});

// (qab55 first made the steps what to deliver here; that broke "a step that says it comes first inside the open problems"
// (brief-handoff-shapes.test) and was reverted: the open points are what to deliver, the steps kept under their heading,
// the first step their first item, as on main.)
describe('open points listed above the next steps: the points what to deliver, the first step the steps\' first item', () => {
  it.each([
    ['en', 'Open problems', 'Next steps'],
    ['de', 'Offene Probleme', 'Nächste Schritte'],
    ['da', 'Åbne punkter', 'Næste skridt'],
  ])('%s: "%s" then "%s"', (_l, open, next) => {
    const md = `# Parser\n\n## Why\n\nDates export wrong.\n\n## ${open}\n\n1. The export writes month and day swapped.\n2. The totals column rounds twice.\n\n## ${next}\n\n1. Fix the date format in \`src/date.py\`.\n2. Run the tests.\n`;
    const { r } = renderedBrief(md);
    expect(r.answers.deliver).toContain('month and day swapped');
    expect(r.answers.firstStep).toContain('Fix the date format');
  });
});

describe('a first step that says there is none is no first step', () => {
  it.each([
    ['en', 'Pending Tasks', 'Optional Next Step', 'No immediate next step - the session is complete.'],
    ['de', 'Offene Aufgaben', 'Nächster Schritt', 'Keine.'],
    ['ja', '残タスク', '次のステップ', 'なし'],
    ['da', 'Resterende arbejde', 'Næste skridt', 'Ingen.'],
    ['id', 'Tugas yang tersisa', 'Langkah berikutnya', 'Tidak ada.'],
  ])('%s: the first item of what to deliver is the first step; the section is kept as written', (_l, pending, step, none) => {
    const md = `# Loader\n\n## Why\n\nThe config loader is hard to test.\n\n## ${pending}\n\n- Write the loader tests in \`test/loader.test.ts\`.\n- Split \`load()\` in two.\n\n## ${step}\n\n${none}\n`;
    const { r, out } = renderedBrief(md);
    expect(r.answers.firstStep).toBe('Write the loader tests in `test/loader.test.ts`.');
    expect(section(out, 'First step')).not.toContain(none);
    // (Nothing lost: the writer's line stays, and the map says where it went.)
    expect(out).toContain(none);
    expect(r.placement.some((p) => p.from === step && !/^First step$/.test(p.to))).toBe(true);
  });

  it.each([
    ['en', 'Next step', 'N/A'],
    ['fr', 'Prochaine étape', 'Aucune prochaine étape.'],
    ['es', 'Próximo paso', 'Nada que hacer.'],
  ])('%s: with no list of what to deliver, the first step is asked for', (_l, step, none) => {
    const md = `# Loader\n\n## Why\n\nThe config loader is hard to test.\n\n## Goal\n\nA loader with tests.\n\n## ${step}\n\n${none}\n`;
    expect(renderedBrief(md).r.answers.firstStep).toBe('');
  });

  it('near miss: a step that opens by stating a problem is a step', () => {
    const md = '# Pager\n\n## Why\n\nThe pager breaks on page 2.\n\n## Next step\n\nNo tests cover the pager; add one in `pager.test.ts`.\n';
    expect(renderedBrief(md).r.answers.firstStep).toContain('add one in `pager.test.ts`');
  });
});

describe('done items and groups of done items are not where to start', () => {
  it.each([
    ['en', 'Next steps', 'Today', 'This week', '✅ Read the plan', '[x] Agree the approach', 'Build the cache layer in `src/cache.ts`'],
    ['de', 'Nächste Schritte', 'Heute', 'Diese Woche', '~~Plan lesen~~', 'Ansatz abstimmen (erledigt)', 'Die Cache-Schicht in `src/cache.ts` bauen'],
    ['ja', '次のステップ', '今日', '今週', '✅ 計画を読む', '☑ 方針を合意する', '`src/cache.ts` にキャッシュ層を作る'],
  ])('%s: a group whose items are all done is skipped; the next group\'s first item is the first step', (_l, next, g1, g2, d1, d2, open) => {
    const md = `# Cache\n\n## Why\n\nReads are slow.\n\n## ${next}\n\n### ${g1}\n\n1. ${d1}\n2. ${d2}\n\n### ${g2}\n\n1. ${open}\n2. Test it.\n`;
    const { r } = renderedBrief(md);
    expect(r.answers.firstStep).toBe(open);
  });

  it.each([
    ['en', 'Remaining', '- Write the parser (done)', '- Wire the parser into `cli.ts`'],
    ['de', 'Offene Aufgaben', '- Parser schreiben (erledigt)', '- Parser in `cli.ts` einbinden'],
    ['id', 'Tugas yang tersisa', '- Tulis parser (selesai)', '- Pasang parser di `cli.ts`'],
  ])('%s: an item closing with a done note is skipped', (_l, head, done, open) => {
    const md = `# Parser\n\n## Why\n\nInput is read by hand.\n\n## ${head}\n\n${done}\n${open}\n`;
    expect(renderedBrief(md).r.answers.firstStep).toBe(open.slice(2));
  });

  it('near miss: a note that says the item is not done keeps it where to start', () => {
    const md = '# Parser\n\n## Why\n\nInput is read by hand.\n\n## Remaining\n\n- Write the parser (not done)\n- Wire the parser into `cli.ts`\n';
    expect(renderedBrief(md).r.answers.firstStep).toBe('Write the parser (not done)');
  });
});

describe('a heading or label with nothing under it writes no empty section', () => {
  it.each([
    ['en', 'Summary:', 'Primary Request and Intent:', 'Pending Tasks:'],
    ['de', 'Zusammenfassung:', 'Ziel:', 'Offene Aufgaben:'],
    ['es', 'Resumen:', 'Objetivo:', 'Tareas pendientes:'],
  ])('%s: "%s" over numbered labels', (_l, label, why, pending) => {
    const md = `# Export\n\n${label}\n1. ${why}\n   - Add a JSON export next to the CSV one\n2. ${pending}\n   - Add the JSON writer and its tests\n`;
    const { r, out } = renderedBrief(md);
    const name = label.replace(/:$/, '');
    expect(out).not.toMatch(new RegExp(`## ${name}\\n+## `));
    expect(out).not.toContain(`## ${name}\n`);
    expect(r.placement.find((p) => p.from === name)?.to).toBe('not written: nothing under it');
    expect(r.answers.deliver).toContain('Add the JSON writer');
  });

  it.each([
    ['en', 'Review', 'Findings', 'Notes', 'Recheck date: 2026-03-01 (by hand)'],
    ['de', 'Prüfung', 'Befunde', 'Notizen', 'Nachprüfung: 2026-03-01 (von Hand)'],
    ['ko', '리뷰', '발견 사항', '메모', '재검사일: 2026-03-01 (직접 확인)'],
  ])('%s: in a return too; near miss: a heading that states a value after its name is written', (_l, title, findings, bare, valued) => {
    const md = `# ${title}\n\n## Outcome\n\nanswered\n\n## ${findings}\n\n- **Totals round twice** \`total.ts:40\`\n\n## ${bare}\n\n## ${valued}\n`;
    const { stored } = storeReturn(md, 'task-a-abcd');
    expect(stored).not.toContain(`## ${bare}\n`);
    expect(stored).toContain(`## ${valued}`);
  });
});
