// `new task --body … --no-input --json`: where to start, in three shapes a person reads at once (QA 34 class 4).
// (1) A section of the next session's work that opens with a line naming one task by its number, over a list of its
// details ("## 次のセッションでやること" / "タスク 1-5: my.cnf 作成（計画: 1h）" / "- `port = 3306`", "## Next session" /
// "Task 1-5: …", "## Nächste Sitzung" / "Aufgabe 2: …"): that task is the first step and the section what to deliver;
// the task's label is no section of what to deliver that leaves the step empty, nor is the task's first detail the
// step, nor is a section of open problems below it ("## 未解決事項", "## Unresolved issues") what to deliver.
// (2) What is left under a heading joined by a full-width slash ("## 次回の再開ポイント／残タスク"), tight or loose: its
// first open item is the first step, as under "## 次回の再開ポイント/残タスク".
// (3) A hard-wrapped first item ("1. **Die drei WIP-Pakete zu Ende bringen.** Jeweils ein neuer Agent mit dem" /
// "   ursprünglichen Auftrag plus …"): the whole item is the first step, not its first source line.
// Near-misses: a nested list stays out of the item; a line above the list that names no task ("Python 3.12: …"), a
// section of open problems alone or above the next steps, and a half-width slash read as before.

import { describe, expect, it } from 'vitest';
import { briefImporter, crlf, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

const { newBody, answers } = briefImporter(w);

const WHY = '## Why\nImports take an hour because the parser reads the whole file.\n\n';

describe('a line that names one task over a list of its details, in a section of the next session: the task is the first step', () => {
  /** [name, document, the first step's opening, words the deliver holds, words it must not hold] */
  const variants: [string, string, string, string[], string[]][] = [
    [
      'Japanese "タスク 1-5: my.cnf 作成" under "## 次のセッションでやること", one detail',
      '# セッションログ #0005\n\n## 目的\n\nInception 課題を進める。\n\n## 次のセッションでやること\n\nタスク 1-5: my.cnf 作成（計画: 1h）\n- `port = 3306`\n',
      'タスク 1-5: my.cnf 作成（計画: 1h）',
      ['my.cnf', 'port = 3306'],
      [],
    ],
    [
      'Japanese, four details, a later "## 未解決事項" (open problems), CRLF',
      crlf('# セッションログ #0005\n\n## 目的\n\nInception 課題を進める。\n\n## 次のセッションでやること\n\nタスク 1-5: my.cnf 作成（計画: 1h）\n- `bind-address = 0.0.0.0`\n- `port = 3306`\n- `skip-networking` を上書き\n\nタスク 1-5 が短時間なら、タスク 1-6 もまとめて実施可\n\n## 未解決事項\n\n- unix_socket でログインできるか\n'),
      'タスク 1-5: my.cnf 作成（計画: 1h）\n- `bind-address = 0.0.0.0`',
      ['my.cnf', 'タスク 1-6'],
      ['unix_socket'],
    ],
    [
      'English "Task 1-5: write the config" under "## Next session", a later "## Unresolved issues"',
      `# Session log 5\n\n${WHY}## Next session\n\nTask 1-5: write the config (plan: 1h)\n- \`bind-address = 0.0.0.0\`\n- \`port = 3306\`\n\nIf it is quick, do task 1-6 too.\n\n## Unresolved issues\n\n- can root log in without a password?\n`,
      'Task 1-5: write the config (plan: 1h)\n- `bind-address = 0.0.0.0`',
      ['write the config', 'task 1-6'],
      ['root log in'],
    ],
    [
      'German "Aufgabe 2: Parser auf Streaming umstellen" under "## Nächste Sitzung", a later "## Offene Probleme"',
      '# Importer Übergabe\n\n## Warum\nDer Import dauert eine Stunde.\n\n## Nächste Sitzung\n\nAufgabe 2: Parser auf Streaming umstellen\n- Zeilen einzeln lesen\n- Puffer 64 KiB\n\n## Offene Probleme\n- Speicher unter Last?\n',
      'Aufgabe 2: Parser auf Streaming umstellen\n- Zeilen einzeln lesen',
      ['Streaming', 'Puffer'],
      ['Speicher unter Last'],
    ],
  ];
  for (const [name, md, step, words, not] of variants) {
    it(`${name}: new --body asks for nothing; the task is the first step`, () => {
      const a = answers(newBody('task.md', md));
      expect(a.firstStep.startsWith(step), a.firstStep).toBe(true);
      for (const word of words) expect(a.deliver).toContain(word);
      for (const word of not) expect(a.deliver).not.toContain(word);
    });
  }
});

describe('what is left under a heading joined by a full-width slash: its first open item is the first step', () => {
  const tight = '# 引き継ぎ：Webhook連携\n\n## 目的\n\nシフト管理AIアプリを Claude API に接続する。\n\n## 次回の再開ポイント／残タスク\n- [ ] アプリのボタン経由でも動くか最終確認\n- [ ] シナリオがActiveのまま維持されているか確認\n';
  const variants: [string, string][] = [
    ['Japanese "## 次回の再開ポイント／残タスク", tight', tight],
    ['the same list loose (a blank line between the items)', tight.replace('最終確認\n- [ ]', '最終確認\n\n- [ ]')],
    ['joined by a full-width "＆"', tight.replace('／', '＆')],
  ];
  for (const [name, md] of variants) {
    it(`${name}: the first open task is the first step, the list what to deliver`, () => {
      const a = answers(newBody('left.md', md));
      expect(a.firstStep).toBe('アプリのボタン経由でも動くか最終確認');
      expect(a.deliver).toContain('シナリオがActive');
    });
  }
});

describe('a hard-wrapped first item is the first step whole', () => {
  const variants: [string, string, string][] = [
    [
      'German "## Was als Erstes zu tun ist", a bold lead then text on two lines',
      '# Übergabe\n\nWir stehen mitten in der Behebung von 39 Befunden.\n\n## Was als Erstes zu tun ist\n\n1. **Die drei WIP-Pakete zu Ende bringen.** Jeweils ein neuer Agent mit dem\n   ursprünglichen Auftrag plus dem Hinweis auf den Zwischenstand.\n2. **Geoportal-Paket abnehmen.**\n',
      '**Die drei WIP-Pakete zu Ende bringen.** Jeweils ein neuer Agent mit dem\nursprünglichen Auftrag plus dem Hinweis auf den Zwischenstand.',
    ],
    [
      'English "## Next steps", three source lines, CRLF',
      crlf(`# Importer handoff\n\n${WHY}## Next steps\n1. **Stream the parser.** Read rows one at a time instead of\n   loading the whole file, and keep the\n   row numbers for the error report.\n2. Batch the writes.\n`),
      '**Stream the parser.** Read rows one at a time instead of\nloading the whole file, and keep the\nrow numbers for the error report.',
    ],
  ];
  for (const [name, md, step] of variants) {
    it(`${name}: the first step is the whole item`, () => {
      expect(answers(newBody('wrapped.md', md)).firstStep).toBe(step);
    });
  }
});

describe('near-misses: the first step as before', () => {
  /** [name, document, the first step, words the deliver holds] */
  const variants: [string, string, string, string[]][] = [
    ['a first item with a nested list: the item\'s own line only', `# Importer handoff\n\n${WHY}## Next steps\n1. Stream the parser\n   - read rows one at a time\n2. Batch the writes.\n`, 'Stream the parser', ['Batch']],
    ['a line above the list that names no task ("Python 3.12: …"): the list\'s first item', `# Importer handoff\n\n${WHY}## Next steps\n\nPython 3.12: the upgrade is needed\n- bump the image\n- rerun the tests\n`, 'bump the image', ['rerun']],
    ['"## Open problems" alone: what to deliver, its first item the first step', `# Importer handoff\n\n${WHY}## Open problems\n- the parser reads the whole file\n- writes are one per row\n`, 'the parser reads the whole file', ['one per row']],
    ['"## 次回の再開ポイント/残タスク" (half-width slash)', '# 引き継ぎ\n\n## 目的\n\nアプリを接続する。\n\n## 次回の再開ポイント/残タスク\n- [ ] ボタン経由で最終確認\n- [ ] シナリオの維持を確認\n', 'ボタン経由で最終確認', ['シナリオ']],
  ];
  for (const [name, md, step, words] of variants) {
    it(`${name}`, () => {
      const a = answers(newBody('near.md', md));
      expect(a.firstStep).toBe(step);
      for (const word of words) expect(a.deliver).toContain(word);
    });
  }

  it('"## Open problems" above "## Next steps": the open problems stay what to deliver', () => {
    const a = answers(newBody('near.md', `# Importer handoff\n\n${WHY}## Open problems\n- the parser reads the whole file\n- writes are one per row\n\n## Next steps\n1. Stream the parser\n2. Batch the writes\n`));
    expect(a.deliver).toContain('one per row');
  });
});
