// Zero-width characters in headings (QA hostile pass H3): text copied from a chat window carries them
// ("## \u200bN\u200dext steps"). They must change nothing a reader decides: the document's kind, where each
// section goes, the findings, the title. Held on synthetic documents in several shapes, on generated mixes
// of brief and return blocks, and on every document of the corpus.
import { describe, expect, it } from 'vitest';
import { documentKind } from '../../src/brief/document-type.js';
import { readBody, importBrief, NotABriefError } from '../../src/brief/body.js';
import { importReturn, NotAReturnError, returnPlaceholders } from '../../src/brief/returns.js';
import { withoutInvisibles } from '../../src/brief/invisible.js';
import { contentWords } from '../../src/brief/words.js';
import { loadKinds } from '../../src/kinds/load.js';
import { readFileSync } from 'node:fs';
import { docMix } from '../helpers/doc-mix.js';
import { baseSeed, caseCount } from '../helpers/gen.js';
import { needs } from '../helpers/prereq.js';
import { corpusDocs } from '../helpers/corpus.js';

const kinds = await loadKinds({ repoRoot: null, env: { HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent' } });
const task = kinds.kinds.get('task')!;
const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));

/** The QA variant: a zero-width space after "## " and a zero-width joiner after the heading's first character. */
const mangle = (md: string) => md.replace(/^(#{1,6} )(\S)/gm, '$1\u200b$2\u200d');
/** A word joiner and a stray byte-order mark inside the heading's words too. */
const mangleMore = (md: string) => mangle(md).replace(/^(#{1,6} .*?)( )/gm, '$1\u2060 \ufeff');

/** What each reader makes of a document, invisible characters in headings aside. */
function readings(md: string) {
  const kind = documentKind(readBody(md));
  let brief: unknown;
  try {
    const p = importBrief(md, task);
    brief = { answers: p.answers, given: [...p.given].sort(), extra: p.extra.map((x) => x.heading) };
  } catch (e) {
    if (!(e instanceof NotABriefError)) throw e;
    brief = `not a brief: ${e.because}`;
  }
  let ret: unknown;
  try {
    const r = importReturn(md, placeholders);
    ret = { answers: r.answers, given: [...r.given].sort(), extra: r.extra.map((x) => x.heading) };
  } catch (e) {
    if (!(e instanceof NotAReturnError)) throw e;
    ret = `not a return: ${e.because}`;
  }
  return { kind: { type: kind.type, because: kind.because }, brief, ret };
}

describe('invisible characters in headings change no reading', () => {
  const docs = {
    'caps German brief': '# Silberfalke – Naechste Session\n\nZiel: die Konten abgleichen.\n\n## AKTUELLER STAND\n- Import läuft\n\n## NAECHSTE SCHRITTE\n1. Export prüfen\n2. Tests schreiben\n',
    'return with findings sub-headings': '# Review of the pager\n\n## Status\nCompleted\n\n## Findings\n\n### F1. Off-by-one in the pager\nThe last page is skipped.\n\n### F2. Cache leak\nEntries never expire. [unverified]\n\n## Next steps\n- fix F1 first\n',
    'brief in English': '# Split the parser\n\n## Why\nThe file blocks two changes.\n\n## Deliver\nA plan.\n\n## Next actions\n- Run the tests.\n\n## Constraints\n- no new dependencies\n',
    'Japanese brief': '# 通知の遅延\n\n## 背景\n通知が遅れる。\n\n## やること\n原因を特定する。\n\n## 最初の一歩\nログを読む。\n',
  };
  for (const [name, md] of Object.entries(docs)) {
    it(name, () => {
      const clean = readings(md);
      expect(readings(mangle(md))).toEqual(clean);
      expect(readings(mangleMore(md))).toEqual(clean);
    });
  }

  // A mixed document's code fences may hold "# comment" lines, which the mangling reaches too: kept
  // verbatim there, so the readings are compared without the characters themselves.
  const same = (md: string) => JSON.stringify(readings(mangle(md))).replace(/\\u200[bd]|\u200b|\u200d/g, '') === JSON.stringify(readings(md));

  it(`${caseCount(150)} generated mixes of brief and return blocks`, () => {
    const base = baseSeed(20261202);
    const bad: string[] = [];
    for (let i = 0; i < caseCount(150); i++) {
      const md = docMix(base + i);
      if (!same(md)) bad.push(`seed ${base + i}\n${md}`);
    }
    expect(bad.slice(0, 3)).toEqual([]);
  });

  needs('corpus').it('every document of the corpus', () => {
    const bad = corpusDocs().filter((d) => !same(d.text)).map((d) => d.name);
    expect(bad).toEqual([]);
  });

  it('words compared across documents ignore them too; joiners inside emoji and scripts stay', () => {
    expect(contentWords('Out\u200bcome of the re\u2060try')).toEqual(contentWords('Outcome of the retry'));
    expect(withoutInvisibles('\u200bN\u200dext steps 👩\u200d💻 می\u200cخواهم')).toBe('Next steps 👩\u200d💻 می\u200cخواهم');
  });
});
