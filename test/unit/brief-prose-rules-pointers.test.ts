// Constraints a document states as prose under other headings, and lines of prose copied into the Pointers (QA 45 B4,
// B5; QA 44 C3). A rule is lifted whole (with the bold lead of its item, the heading it points back at); a status, a task
// or a paragraph that names a path gives the Pointers its path, the line staying in its section. Synthetic documents, in
// several languages, wordings and nestings, and the negatives: bugs and states told with "must" are no rules.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';

let task: Kind;
beforeAll(async () => {
  task = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds.get('task')!;
});
const read = (md: string) => importBrief(md, task);
const where = (r: ReturnType<typeof read>) => JSON.stringify(r.placement);
const constraints = (r: ReturnType<typeof read>) => r.answers.fields.constraints ?? '';
const HEAD = '# Exporter — pickup notes\n\nThe exporter writes invoices as CSV; accounting wants them as PDF too, because the auditors ask.\n\n';
const STEPS = '## Next steps\n\n1. Add the PDF writer.\n2. Test it with a 300-row invoice.\n\n';

describe('a list its label calls the rules: each item is a constraint', () => {
  const cases: [string, string, string[]][] = [
    ['en item', '- Repository rules\n  - Use `python3.11` explicitly; `python3` may be 3.13.\n  - Re-set the API keys in `.env` after a handover.\n', ['`python3.11` explicitly', 'API keys in `.env`']],
    ['ja item', '- リポジトリルール\n  - Python 3.11 想定。`python3` は 3.13 を指す環境があるため `python3.11` を明示。\n  - `.env` の API キーは引き継ぎ時に再設定必須。\n', ['`python3.11` を明示', '再設定必須']],
    ['de item', '- Repo-Regeln\n  - `python3.11` ausdrücklich aufrufen.\n  - Die Schlüssel in `.env` nach der Übergabe neu setzen.\n', ['`python3.11` ausdrücklich', 'neu setzen']],
    ['en label line', 'House rules:\n\n- Use `python3.11` explicitly.\n- Re-set the API keys in `.env` after a handover.\n', ['`python3.11` explicitly', 'API keys in `.env`']],
    ['zh item', '- 仓库规则\n  - 显式使用 `python3.11`。\n  - 交接后重新设置 `.env` 中的密钥。\n', ['显式使用 `python3.11`', '重新设置']],
  ];
  for (const [name, list, wants] of cases) {
    it(name, () => {
      const r = read(`${HEAD}${STEPS}## Other notes\n\n${list}`);
      for (const w of wants) expect(constraints(r), where(r)).toContain(w);
      // (The items stay where they stood too.)
      expect(r.answers.context, where(r)).toContain(wants[0]!);
    });
  }
  it('a list under another label is no list of rules', () => {
    const r = read(`${HEAD}${STEPS}## Other notes\n\n- Repository layout\n  - The writer lives in one module.\n  - The tests run in CI.\n`);
    expect(constraints(r), where(r)).toBe('');
  });
});

describe('a rule for every step is a constraint, and stays a step', () => {
  const cases: [string, string][] = [
    ['zh', '**每步后跑 `npm run build-and-test`**（超时 60s）'],
    ['en', '**After each step run `npm run build-and-test`** (60 s timeout)'],
    ['de', 'Nach jedem Schritt `npm run build-and-test` laufen lassen.'],
    ['fr', 'Après chaque étape, lancer `npm run build-and-test`.'],
  ];
  for (const [lang, step] of cases) {
    it(lang, () => {
      const r = read(`${HEAD}## Next steps\n\n1. Add the PDF writer.\n2. Test it with a 300-row invoice.\n3. ${step}\n`);
      expect(constraints(r), where(r)).toContain('`npm run build-and-test`');
      expect(r.answers.deliver, where(r)).toContain('`npm run build-and-test`');
    });
  }
});

describe('a subject bound by a word of obligation is a constraint, lifted whole', () => {
  it('en: a rule opening its section that points back takes the heading', () => {
    const r = read(`${HEAD}${STEPS}## Qt 6.4 vs 6.8 Compatibility (READ THIS)\n\nCode must compile on both. Known landmines:\n\n| Issue | Wrong | Right |\n|---|---|---|\n| QML loading | \`loadFromModule\` | \`load\` |\n`);
    expect(constraints(r), where(r)).toContain('Qt 6.4 vs 6.8 Compatibility: Code must compile on both.');
  });
  const cases: [string, string, string][] = [
    ['de', 'Das Werkzeug-Paket hat das Ist-Verhalten festgehalten. Wer den Fehler behebt, muss den Test mitziehen.', 'Wer den Fehler behebt, muss den Test mitziehen.'],
    ['fr', 'Le module a été revu hier. Le code doit compiler avec Qt 6.4 et Qt 6.8.', 'Le code doit compiler avec Qt 6.4 et Qt 6.8.'],
    ['en item', '- **App config:** `~/.config/app.ini` — the SSID must match hostapd exactly', 'the SSID must match hostapd exactly'],
  ];
  for (const [lang, text, want] of cases) {
    it(lang, () => {
      const r = read(`${HEAD}${STEPS}## Background\n\n${text}\n`);
      expect(constraints(r), where(r)).toContain(want);
    });
  }
  const negatives: [string, string][] = [
    ['a bug that must be fixed', '- The login handler must be fixed before the release.'],
    ['a past told with must', 'The build must have failed because the cache was stale.'],
    ['de passive', '**Zwei Tests sind absichtlich rot und müssen umgestellt werden.** Das Paket behebt den Fehler.'],
    ['a must opening a clause', '- **SPS/PPS in the wrong handler** — Must forward the indication data to the decoder.'],
    ['ru passive', 'Два теста должны быть переписаны после слияния.'],
    // (The writer as the subject: a plan or a deadline told in prose, brief-found-sections' near-miss.)
    ['the writer as the subject', 'We must ship by Friday.'],
    ['de writer', 'Wir müssen das bis Freitag ausliefern.'],
    ['ru writer', 'Мы должны выпустить это к пятнице.'],
  ];
  for (const [name, text] of negatives) {
    it(`not: ${name}`, () => {
      const r = read(`${HEAD}${STEPS}## Background\n\n${text}\n`);
      expect(constraints(r), where(r)).toBe('');
    });
  }
});

describe('a rule closing a list item is lifted with the item\'s bold lead', () => {
  const cases: [string, string, string][] = [
    ['en', '- **AnnexB start codes already present** — the decoder gets H.264 data WITH start codes. Do NOT prepend additional ones.', 'AnnexB start codes already present — Do NOT prepend additional ones.'],
    ['de', '- **Zeitzonen schon normalisiert** — der Import liefert UTC. Nicht erneut umrechnen.', 'Zeitzonen schon normalisiert — Nicht erneut umrechnen.'],
    ['es', '- **Las fechas ya vienen en UTC**: el importador las convierte. Nunca las conviertas otra vez.', 'Las fechas ya vienen en UTC — Nunca las conviertas otra vez.'],
  ];
  for (const [lang, item, want] of cases) {
    it(lang, () => {
      const r = read(`${HEAD}${STEPS}## Where things stand\n\n${item}\n- **Second note** — the writer is slow on big files.\n`);
      expect(constraints(r), where(r)).toContain(want);
    });
  }
});

describe('a line of prose naming a path gives the Pointers its path, the line staying in its section', () => {
  const cases: [string, string, string][] = [
    ['ja status', '- `scripts/srt_merge.py` は複数行 SRT を1行ずつ展開してマッチングするよう改修済み。', '`scripts/srt_merge.py`'],
    ['zh status', '- `Mux/SlashCommands.fs` 仍未改引 Clock', '`Mux/SlashCommands.fs`'],
    ['en status', '- `src/parser.ts` was rewritten to stream its input; the old buffer code is gone.', '`src/parser.ts`'],
    ['zh file:line', '- `Shell/ReviewRuntime.fs:78` 调用 `getTimestampMs()` 但未 `open Wanxiangshu.Shell.Clock`', '`Shell/ReviewRuntime.fs:78`'],
  ];
  for (const [name, line, want] of cases) {
    it(name, () => {
      const r = read(`${HEAD}${STEPS}## Where things stand\n\n${line}\n- The PDF layout is not decided yet.\n`);
      expect(r.answers.pointers, where(r)).toEqual([want]);
      expect(r.answers.context, where(r)).toContain(line.slice(2));
    });
  }
  it('a labelled paragraph item: its label and its places', () => {
    const r = read(`${HEAD}${STEPS}## Where things stand\n\n- **Phase 1a (current):** \`run_corridor.py\` is a pure-stdlib sweep over the corridor for a 1 km iron body, cell by cell. Each cell is classified impact, capture or skip. Check \`state/corridor.json\` for the current map.\n- The PDF layout is not decided yet.\n`);
    expect(r.answers.pointers, where(r)).toEqual(['Phase 1a (current): `run_corridor.py`, `state/corridor.json`']);
  });
  it('a place with a short gloss stays as written', () => {
    const r = read(`${HEAD}${STEPS}## Where things stand\n\n- \`src/scan.ts:12\` — the scanner loop\n- See \`docs/matrix.md\` for the format matrix.\n`);
    expect(r.answers.pointers, where(r)).toEqual(['`src/scan.ts:12` — the scanner loop', 'See `docs/matrix.md` for the format matrix.']);
  });
  it('a task names its file in the Pointers, the task only in What to deliver; no place twice', () => {
    const r = read(`${HEAD}## Tasks\n\n- [ ] \`controlled_vocab.yaml\` を基に実運用タグセットを決定。\n- [ ] Resolve スクリプト雛形を追加。\n\n## Files\n\n- 統制語彙: \`projects/common/data/controlled_vocab.yaml\`\n- 依存: \`scripts/run.py\`\n\n## Notes\n\n- \`scripts/run.py\` は \`--skip-xml\` 等のフラグを持つが、将来的にはサブコマンド分割を検討。\n`);
    const ptr = r.answers.pointers.join('\n');
    expect(ptr, where(r)).not.toContain('実運用タグセット');
    expect(ptr.split('controlled_vocab.yaml').length - 1, where(r)).toBe(1);
    expect(ptr.split('scripts/run.py').length - 1, where(r)).toBe(1);
  });
  it('a rule naming a command gives no pointer of it', () => {
    const r = read(`${HEAD}${STEPS}## Where things stand\n\n- \`flake.nix\` — \`nix develop\` is your shell. Commit per criterion. Do NOT \`git push\` — Travis pushes.\n`);
    expect(r.answers.pointers.join('\n'), where(r)).not.toContain('git push');
    expect(r.answers.pointers.join('\n'), where(r)).toContain('`flake.nix`');
  });
});
