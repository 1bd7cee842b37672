// Verification as a writer states it, and what stands beside findings without being one (verify8): code said to be
// untested is the finding's subject, not its verification; a tick among items marked by their level is a point done
// or fine; the caveats of the work beside the findings are no findings. Each shape beside an innocent document that
// merely resembles it. Synthetic documents only, read through the return reader.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

const ret = (body: string) => `# Review\n\n## Outcome\n\nanswered — see below\n\n## Findings\n\n${body}`;
const fields = (md: string) => read(md).f.map((f) => [f.title, f.severity ?? null, f.verified ?? null]);
const kept = (md: string, text: string) => expect(JSON.stringify(read(md).r)).toContain(text);

describe('"not tested" said of the code is the subject of the finding, not its verification', () => {
  it('in its title or its text, verified stays unset', () => {
    expect(fields(ret('### 1. Retry path is not tested\n\nThe retry branch has no coverage at all.\n\n### 2. Cache eviction\n\nNo test covers the eviction of stale keys.\n\n### 3. Migration rollback\n\nRollback is untested and drops the audit table.\n'))).toEqual([
      ['Retry path is not tested', null, null],
      ['Cache eviction', null, null],
      ['Migration rollback', null, null],
    ]);
  });
  it('the writer saying they did not test it, or a tag, still says unverified', () => {
    expect(fields(ret('### 1. Lock held too long\n\nThe lock spans the upload. I have not tested this under load.\n\n### 2. Slow boot\n\nNine seconds to first paint (untested).\n\n### 3. Stale cache\n\nThe key ignores the locale. Not tested.\n')).map((x) => x[2])).toEqual([false, false, false]);
  });
});

describe('a tick among items marked by their level is a point done or fine, kept, no finding (done-ticks.ts)', () => {
  it('in one list led by coloured lights', () => {
    const md = ret('- 🔴 **Token leak**: the logs print the bearer token.\n- 🟡 **Slow boot**: nine seconds to first paint.\n- ✅ **Uploads**: scanned before they are stored.\n- ✅ **Admin pages**: need a second factor.\n');
    expect(fields(md)).toEqual([
      ['Token leak', 'critical', null],
      ['Slow boot', 'medium', null],
    ]);
    kept(md, 'scanned before they are stored');
    kept(md, 'need a second factor');
  });
  it('in one table whose other rows state a level (the tick in the title or in the level column)', () => {
    const md = ret('| # | Finding | Severity |\n|---|---|---|\n| 1 | Token leak in logs | 🔴 High |\n| 2 | Slow boot | 🟡 Medium |\n| 3 | ✅ Uploads are scanned | |\n| 4 | Admin pages need a second factor | ✅ |\n');
    expect(fields(md)).toEqual([
      ['Token leak in logs', 'high', null],
      ['Slow boot', 'medium', null],
    ]);
    kept(md, 'Uploads are scanned');
    kept(md, 'Admin pages need a second factor');
  });
  it('innocent: a ticked list with no lights beside it stays verified findings', () => {
    expect(fields(ret('- ✅ Token leak in logs: verified with a heap dump.\n- ✅ Slow boot: reproduced, 9 s.\n- Retry storm: seen twice in the logs.\n'))).toEqual([
      ['Token leak in logs', null, true],
      ['Slow boot', null, true],
      ['Retry storm', null, null],
    ]);
  });
  it('innocent: a ticked item that states its level, and a tick in a Verified column, stay findings', () => {
    expect(fields(ret('- 🔴 **Token leak**: the logs print the bearer token.\n- ✅ **Slow boot** (medium): nine seconds, reproduced.\n')).map((x) => x[0])).toEqual(['Token leak', 'Slow boot']);
    expect(fields(ret('| # | Finding | Severity | Verified |\n|---|---|---|---|\n| 1 | Token leak in logs | High | ✅ |\n| 2 | Docs typo | | ✅ |\n'))).toEqual([
      ['Token leak in logs', 'high', true],
      ['Docs typo', null, true],
    ]);
  });
});

describe('the caveats of the work beside the findings are no findings (prompts/headings.txt return.asides)', () => {
  it.each([
    ['en', '⚠️ Caveats', ['❌ not tried on Windows', '❌ the ARM build was not run']],
    ['de', 'Vorbehalte', ['❌ nicht unter Windows versucht', '❌ ARM-Build nicht gebaut']],
    ['fr', 'Réserves', ['❌ pas essayé sous Windows', '❌ build ARM non lancé']],
    ['es', 'Salvedades', ['❌ no probado en Windows', '❌ no se compiló para ARM']],
    ['ru', 'Оговорки', ['❌ не проверено на Windows', '❌ сборка ARM не запускалась']],
    ['zh', '保留意见', ['❌ 未在 Windows 上尝试', '❌ 未运行 ARM 构建']],
    ['ja', '但し書き', ['❌ Windows では未確認', '❌ ARM ビルドは未実行']],
  ])('%s: kept under its heading', (_l, heading, items) => {
    const md = `${ret('### 1. Token leak\n\nThe logs print the bearer token. Severity: high.\n\n### 2. Slow boot\n\nNine seconds to first paint.\n')}\n## ${heading}\n\n${items.map((x) => `- ${x}`).join('\n')}\n`;
    expect(read(md).f.map((f) => f.title)).toEqual(['Token leak', 'Slow boot']);
    kept(md, items[0]!.slice(2));
  });
  it('innocent: caveats alone are what the return found', () => {
    const md = `# Review\n\n## Outcome\n\nanswered\n\n## Caveats\n\n- the importer drops rows with a BOM\n- the export ignores the time zone\n`;
    expect(read(md).f.map((f) => f.title)).toEqual(['the importer drops rows with a BOM', 'the export ignores the time zone']);
  });
});

const verifiedOf = (texts: string[]) => read(ret(texts.map((t, i) => `### ${i + 1}. Finding ${i + 1}\n\n${t}\n`).join('\n'))).f.map((f) => f.verified ?? null);

describe('a check or a measurement stated in prose, in the finding\'s own text', () => {
  it('after a comma or a dash, or with more verbs (en)', () => {
    expect(
      verifiedOf([
        'The export walks every row twice — timed it on sample data: 9 ms per row.',
        'The parser accepts empty keys, confirmed with a failing test.',
        'The sum ignores refunds, and I checked this against the source.',
        'The export is slow. Ran it against a copy of prod: 40 s.',
        'The lock is held too long. Tested locally with two workers.',
        'The export is slow. We measured this on sample data: 9 ms per row.',
      ]),
    ).toEqual([true, true, true, true, true, true]);
  });
  it('with the verb last or inside the clause (de, zh, ja), and in fr es ru', () => {
    expect(
      verifiedOf([
        'Der Export liest jede Zeile zweimal. Auf Beispieldaten gemessen: 9 ms.',
        'Die Summe ignoriert Erstattungen. Gegen die Quelle geprüft.',
        '每行读取两次。在样本数据上实测：9 毫秒。',
        '各行を二回読む。サンプルデータで計測済み：9 ms。',
        'La somme ignore les remboursements ; vérifié dans le code source.',
        'La migración pierde el índice, reproducido en una base de staging.',
        'Парсер принимает пустые ключи. Подтверждено падающим тестом.',
      ]),
    ).toEqual([true, true, true, true, true, true, true]);
  });
  it('innocent: a plan, someone else, a possibility or a check still ahead stays unverified', () => {
    expect(
      verifiedOf([
        'The lock is held too long; we should test this.',
        'The lock is held too long; QA will reproduce it.',
        'The lock is held too long; he measured 9 ms.',
        'The lock is held too long. Can be reproduced on a staging database.',
        'Der Export ist langsam. Muss noch gemessen werden.',
        'Der Export ist langsam. Noch nicht gemessen.',
        'Der Export ist langsam. Das Plattformteam hat es gemessen.',
        '导出很慢，需要实测。',
      ]),
    ).toEqual([null, null, null, null, null, null, null, false]);
  });
});

describe('a reproduction recipe with its verbs last is no proof (repro-steps.ts, verification.txt step last:)', () => {
  it('German infinitives and Japanese steps after 、 leave verified unset; a result under the label still verifies', () => {
    expect(
      verifiedOf([
        'Tabs lose edits.\n\n**Reproduktion:** zwei Tabs öffnen, in beiden speichern und neu laden.',
        'Tabs lose edits.\n\n**再現:** 二つのタブを開き、両方で保存し、再読み込みする。',
        'Tabs lose edits.\n\n**再現:** ステージングで実行し、失敗を確認した。',
        'Tabs lose edits.\n\n**Reproduktion:** auf Staging 3 von 3 Läufen fehlgeschlagen.',
      ]),
    ).toEqual([null, null, true, true]);
  });
});

describe('a sentence above the findings that every one was checked (all-findings.ts, words in prompts/verification.txt)', () => {
  const doc = (lead: string) => `# Audit\n\n${lead}\n\n## Findings\n\n### 1. Pager skips the last page\n\nThe loop stops one short.\n\n### 2. Retry loop spins\n\nNo backoff.\n`;
  const v = (lead: string) => read(doc(lead)).f.map((f) => f.verified ?? null);
  it.each([
    ['en', 'Every finding below was checked against the source.', true],
    ['de', 'Alle Befunde wurden am Code geprüft.', true],
    ['pt', 'Todos os achados foram verificados no código.', true],
    ['it', 'Tutti i problemi sono stati verificati sul codice.', true],
    ['ru', 'Все находки проверены на стенде.', true],
    ['zh', '所有问题均已复现。', true],
    ['ja', 'すべての指摘は検証済み。', true],
    ['en, none', 'None of these were verified.', false],
  ])('%s', (_l, lead, want) => {
    expect(v(lead)).toEqual([want, want]);
  });
  it('innocent: a check still ahead or denied between says nothing', () => {
    expect(v('Each issue needs to be verified by QA.')).toEqual([null, null]);
    expect(v('All findings listed by the verified scanner are below.')).toEqual([null, null]);
  });
});
