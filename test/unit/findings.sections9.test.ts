// Which parts of a return hold findings (QA eighteenth, R3 and R5): a group of findings the writer chose not to fix
// (now) beside the severity groups is findings, unlike a refuted group; tests still to write beside the findings are
// kept as their own section, no findings. Each beside an innocent look-alike. Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

const found = (md: string) => read(md).f.map((x) => [x.title, x.severity ?? null]);
const kept = (md: string, text: string) => expect(JSON.stringify(read(md).r)).toContain(text);

describe('a won\'t-fix group beside severity groups under the findings lists findings deferred (declined-groups.ts)', () => {
  const doc = (findings: string, minor: string, items: string[], group: string, deferred: string[]) =>
    `# Review\n\n## ${findings}\n\n### ${minor}\n\n${items.map((x, i) => `${i + 1}. **${x}** — see the handler.`).join('\n')}\n\n### ${group}\n\n${deferred.map((x) => `- ${x}`).join('\n')}\n`;
  it.each([
    ['en', 'Issues Found', 'Minor', ['Button label typo', 'Timer never cleared'], "Won't fix for this release", ['Offline mode (blocked - needs a sync server)', 'Dark theme (low priority)']],
    ['de', 'Befunde', 'Niedrig', ['Tippfehler im Knopf', 'Timer wird nie gelöscht'], 'Vorerst nicht beheben', ['Offline-Modus (blockiert - braucht einen Sync-Server)', 'Dunkles Design (niedrige Priorität)']],
    ['fr', 'Constats', 'Mineur', ['Faute dans le bouton', 'Minuteur jamais arrêté'], 'Ne pas corriger pour cette version', ['Mode hors ligne (bloqué - il faut un serveur)', 'Thème sombre (priorité basse)']],
    ['zh', '发现的问题', '低', ['按钮文字拼写错误', '定时器从不清除'], '暂不修复', ['离线模式 (需要同步服务器)', '深色主题 (低优先级)']],
  ])('%s: the deferred items are findings after the minor ones', (_n, fh, minor, items, group, deferred) => {
    const f = found(doc(fh, minor, items, group, deferred));
    expect(f).toHaveLength(4);
    expect(f[3]![0]).toContain(deferred[1]!.split(' (')[0]!);
  });

  it('a "(low priority)" note gives a deferred finding its severity', () => {
    const f = found(doc('Issues Found', 'Minor', ['Button label typo'], "Won't Fix for MVP", ['Offline mode (blocked - needs a sync server)', 'Dark theme (low priority)']));
    expect(f).toContainEqual(['Dark theme', 'low']);
  });

  it('innocent: a refuted group beside them stays out, even when it says won\'t fix', () => {
    for (const g of ['False positives', "Not a bug — won't fix", "By design (won't fix)"]) {
      const md = doc('Issues Found', 'Minor', ['Button label typo', 'Timer never cleared'], g, ['The unused import is used by the test build']);
      expect(found(md)).toHaveLength(2);
      kept(md, 'The unused import is used by the test build');
    }
  });

  it('a won\'t-fix group with no severity group beside it lists findings too (state19: a person counts them, state wontfix)', () => {
    const md = `# Review\n\n## Findings\n\n### Parser\n\n- Empty input crashes the parser.\n\n### Won't fix\n\n- The legacy flag is kept on purpose.\n`;
    expect(found(md).map((x) => x[0])).toEqual(['Empty input crashes the parser.', 'The legacy flag is kept on purpose.']);
  });
});

describe('tests still to write beside the findings are kept, no findings (beside-findings.ts coverageNamed)', () => {
  const doc = (fh: string, items: string[], gh: string, gaps: string[]) =>
    `# Audit\n\n## ${fh}\n\n${items.map((x) => `- ${x}`).join('\n')}\n\n## ${gh}\n\n${gaps.map((x) => `- ${x}`).join('\n')}\n`;
  it.each([
    ['en', 'Findings', ['Reentrancy in withdraw (high)', 'Fee change emits no event (medium)'], 'Testing & Coverage Gaps', ['No test for a withdraw while paused', 'No fuzz test of share rounding']],
    ['en, missing tests', 'Issues', ['Reentrancy in withdraw (high)', 'Fee change emits no event (medium)'], 'Missing tests', ['withdraw while paused', 'share rounding']],
    ['de', 'Befunde', ['Reentrancy beim Abheben (hoch)', 'Gebührenänderung ohne Event (mittel)'], 'Testlücken', ['Kein Test für Abheben im Pausenzustand', 'Kein Fuzz-Test der Rundung']],
    ['fr', 'Constats', ['Réentrance au retrait (haute)', 'Pas d\'événement au changement de frais (moyenne)'], 'Tests manquants', ['retrait en pause', 'arrondi des parts']],
  ])('%s: the findings only, the gaps kept as written', (_n, fh, items, gh, gaps) => {
    const md = doc(fh, items, gh, gaps);
    expect(found(md)).toHaveLength(2);
    kept(md, gaps[1]!);
  });

  it('innocent: a return whose only section is its test gaps lists them as its findings', () => {
    const md = `# Review\n\n## Outcome\n\nanswered\n\n## Testing & Coverage Gaps\n\n- no test covers the retry path\n- the upload handler has no test for files over 1 GiB\n`;
    expect(found(md)).toHaveLength(2);
  });

  it('innocent: a finding about tests under the findings heading is a finding', () => {
    const md = `# Review\n\n## Findings\n\n- The retry path has no test and fails on 503 (high)\n- Uploads buffer the whole file (medium)\n\n## Notes\n\nNothing else.\n`;
    expect(found(md)).toHaveLength(2);
  });
});
