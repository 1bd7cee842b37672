// `new task --body … --no-input --json` must ask exactly for what a document lacks (issue 10 items 2–3; brief12).
// (1) The work to come under a heading that says "what comes next" in the document's own words and language ("## 6.
// 지금부터 할 것", "## Yapılacaklar", "## Wiedereinstiegspunkt", a bold "**Next action — …**"): it is what to deliver,
// and its first item the first step; the tool does not ask for them. (2) A section of the work to come that says there
// is none ("Ready for new tasks.", "Kein konkreter nächster Schritt definiert.", "次の指示待ち。"): the tool asks for
// what to deliver rather than filling it from a checklist or a list of ideas (a checklist for the new session is
// still where to start; with nothing else, the first step is asked for too); a label whose
// value is only a path is no why; a list of candidates gives no first step. Near-misses: a return whose "Next steps"
// are recommendations stays a return; a list of work done is not what to deliver; a why section stays the why.

import { describe, expect, it } from 'vitest';
import { briefImporter, crlf, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

const { newBody, answers, asked } = briefImporter(w);

const WHY = '## Why\nImports take an hour because the parser reads the whole file.\n\n';

describe('the work to come under a heading that says "what comes next" is what to deliver, its first item the first step', () => {
  /** [name, document, words the deliver holds, the first step] */
  const variants: [string, string, string[], string][] = [
    ['Turkish "Yapılacaklar" (things to do)', `# Importer handoff\n\n${WHY}## Yapılacaklar\n- ayrıştırıcıyı akışa çevir\n- yazmaları grupla\n`, ['akışa', 'grupla'], 'ayrıştırıcıyı akışa çevir'],
    ['Indonesian numbered "3. Rencana sesi berikutnya" (plan for the next session), numbered steps', `# Importer handoff\n\n${WHY}## 3. Rencana sesi berikutnya\n1. ubah parser menjadi streaming\n2. gabungkan penulisan\n`, ['streaming', 'gabungkan'], 'ubah parser menjadi streaming'],
    ['Korean "6. 지금부터 할 것 (2단계)" (what to do from now)', `# Importer handoff\n\n${WHY}## 6. 지금부터 할 것 (2단계)\n- 파서를 스트리밍으로 바꾼다\n- 쓰기를 묶는다\n`, ['스트리밍', '묶는다'], '파서를 스트리밍으로 바꾼다'],
    ['German bold "Wiedereinstiegspunkt" (resume point), CRLF', crlf('# Importer Übergabe\n\n## Warum\nDer Import dauert eine Stunde.\n\n## **Wiedereinstiegspunkt**\n1. Parser auf Streaming umstellen\n2. Schreibzugriffe bündeln\n'), ['Streaming', 'bündeln'], 'Parser auf Streaming umstellen'],
    ['Italian "Punto di ripresa" (resume point)', `# Importer handoff\n\n${WHY}## Punto di ripresa\n- rendere il parser in streaming\n- raggruppare le scritture\n`, ['streaming', 'scritture'], 'rendere il parser in streaming'],
    ['a bold lead "**Next action — …**" alone in a start-here block', `# Importer handoff\n\n${WHY}## Start here next session\n\n**Next action — make the parser stream rows.** It is the slow part.\n`, ['stream rows'], 'make the parser stream rows. It is the slow part.'],
  ];
  for (const [name, md, words, step] of variants) {
    it(`${name}: new --body asks for nothing and fills deliver and first step`, () => {
      const a = answers(newBody('next.md', md));
      for (const word of words) expect(a.deliver).toContain(word);
      expect(a.firstStep).toBe(step);
    });
  }

  it('a heading that calls its items candidates ("8. 次にやる候補（未実装）"): they are what to deliver, but the first step is asked for', () => {
    const r = newBody('cand.md', '# Importer Übergabe\n\n## Stand\n- Parser aufgeteilt\n\n## 8. 次にやる候補（未実装）\n- ストリーミング\n- 書き込みをまとめる\n\n## Warum\nDer Import dauert eine Stunde.\n');
    expect(asked(r)).toEqual(['--first-step']);
  });
});

describe('a document that says there is no task is asked for it, not filled from an unrelated section', () => {
  /** [name, document, the flags asked for] */
  const variants: [string, string, string[]][] = [
    ['English "Ready for new tasks." under "## Next task", beside a new-session checklist', '# Importer handoff\n\n## Done so far\n- parser split\n\n## Next task\nReady for new tasks. All import issues have been resolved.\n\n## New session checklist\n- [ ] read CLAUDE.md\n- [ ] ask the user what is next\n', ['--why', '--deliver']],
    ['English "Ready for new tasks." under "## Next task", nothing else to start from: the first step is asked for too', '# Importer handoff\n\n## Done so far\n- parser split\n\n## Next task\nReady for new tasks. All import issues have been resolved.\n\n## Branch\n`main`, clean.\n', ['--why', '--deliver', '--first-step']],
    ['German bold "Kein konkreter nächster Schritt …" under "## Offener Auftrag", beside candidates and a checklist', '# Importer Übergabe\n\n## Stand\n- Parser aufgeteilt\n\n## Offener Auftrag\n\n**Kein konkreter nächster Schritt vom Nutzer definiert.** Nutzer fragen, was gewünscht ist.\n\n**Mögliche Kandidaten:**\n1. Streaming testen\n2. Schreiben bündeln\n\n## Checkliste für neue Session\n- [ ] CLAUDE.md lesen\n', ['--why', '--deliver']],
    ['Japanese "次の指示待ち。" (waiting for instructions) under "## 次のステップ", CRLF', crlf('# 引き継ぎ\n\n## 現状\n- パーサ分割済み\n\n## 次のステップ\n次の指示待ち。\n\n## チェックリスト\n- [ ] CLAUDE.md を読む\n'), ['--why', '--deliver']],
    ['Portuguese "Nenhuma tarefa definida …" under "## Próximos passos", beside a list of ideas', '# Importer handoff\n\n## Estado\n- parser dividido\n\n## Próximos passos\nNenhuma tarefa definida pelo usuário.\n\n## Ideias\n- [ ] testar streaming\n', ['--why', '--deliver']],
    ['with a why section and a checklist: only what to deliver is asked for', `# Importer handoff\n\n${WHY}## Next task\nReady for new tasks.\n\n## Checklist\n- [ ] read CLAUDE.md\n`, ['--deliver']],
    ['a label whose value is only a path ("**Ziel:** `…/x.bin`") is no why', '# Importer handoff\n\n## Model download\n\n**Source:** HuggingFace\n**Ziel:** `%APPDATA%/app/models/x.bin`\n**Trigger:** startup\n\n## Next steps\n1. Stream the parser\n', ['--why']],
  ];
  for (const [name, md, flags] of variants) {
    it(`${name}: exit 2 asking for ${flags.join(' ')}`, () => {
      expect(asked(newBody('none.md', md))).toEqual(flags);
    });
  }
});

describe('near-misses: nothing changes', () => {
  it('a return whose "Next steps" and "Yapılacaklar" are recommendations stays a return', () => {
    for (const md of [
      '# İçe aktarıcı\n\n## Bulgular\n\n1. **Yüksek** — `src/parse.ts:40` tüm dosyayı belleğe okuyor.\n2. **Orta** — `src/write.ts:12` her satır için bir sorgu yazıyor.\n\n## Yapılacaklar\n- ayrıştırıcıyı akışa çevir\n- yazmaları grupla\n',
      '# Importer check\n\n## Problems found\n\n1. `src/parse.ts:40` reads the whole file into memory (high).\n2. `src/write.ts:12` writes one row per query (medium).\n\n## Next steps\n- stream the parser\n\n## Resume point\n- batch the writes\n',
    ]) {
      const r = newBody('ret.md', md);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('holds a return, not a brief');
    }
  });

  it('a list of work done ("## Completed", "## Tamamlananlar") is not what to deliver', () => {
    expect(asked(newBody('done.md', `# Importer handoff\n\n${WHY}## Completed\n- parser split\n- tests added\n\n## Tamamlananlar\n- [x] yazmalar gruplandı\n`))).toEqual(['--deliver', '--first-step']);
  });

  it('a why section stays the why beside known issues and a list of what to do', () => {
    const a = answers(newBody('why.md', `# Importer handoff\n\n${WHY}## Known issues\n- the writer is slow\n\n## Yapılacaklar\n- ayrıştırıcıyı akışa çevir\n`));
    expect(a.why).toBe('Imports take an hour because the parser reads the whole file.');
    expect(a.deliver).toContain('akışa');
  });

  it('"No next steps for the parser: …" goes on to name work: it stays what to deliver', () => {
    const a = answers(newBody('notnone.md', `# Importer handoff\n\n${WHY}## Next steps\nNo next steps for the parser: the writer still needs batching. Batch the rows in \`src/write.ts\`.\n`));
    expect(a.deliver).toContain('Batch the rows');
  });
});
