// Dead ends written as traps (trap-sections.ts, briefs6): a section headed as traps met already, or whose table
// tells each trap as met and answered ("| Symptom | Cause | Fix |", "| Tried | Result |"), is the dead ends, item by
// item or row by row. Look-alikes held: a warning list under "Gotchas" / "Pitfalls to watch out for" stays a
// constraint; a table of the work (Step | Owner) under a trap heading makes nothing a dead end; a symptom table
// in a return is the return's. Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const read = (md: string) => importBrief(md, kinds.get('task')!);
const doc = (heading: string, body: string) => `# Search index\n\n## Why\n\nQueries over 2 s make the dashboard time out.\n\n## ${heading}\n\n${body}\n\n## Next steps\n\n1. Add the GIN index\n2. Re-run the benchmark\n`;

describe('traps told as met already', () => {
  it.each([
    ['en', "Traps already handled (don't touch again)", 'The GIN index needs pg_trgm; it is installed on staging now.'],
    ['en ran into', 'Pitfalls we ran into', 'Rebuilding the index locked the table for ten minutes.'],
    ['de', 'Stolpersteine, die wir schon hatten', 'Der Index sperrt die Tabelle beim Neuaufbau.'],
    ['fr', 'Pièges déjà rencontrés', "La reconstruction de l'index bloque la table."],
    ['es', 'Trampas ya resueltas', 'Reconstruir el índice bloquea la tabla.'],
    ['ru', 'Грабли, на которые уже наступили', 'Перестройка индекса блокирует таблицу.'],
    ['zh', '踩过的坑', '重建索引时会锁表。'],
    ['ja', 'これまでに踏んだ落とし穴', 'インデックス再構築中はテーブルがロックされる。'],
    ['ko', '이미 겪은 함정', '인덱스 재구축 중에는 테이블이 잠긴다.'],
  ])('%s', (_l, heading, item) => {
    const r = read(doc(heading, `- ${item}`));
    const p = JSON.stringify(r.placement);
    expect(r.answers.deadEnds, p).toContain(item);
    expect(r.answers.fields.constraints ?? '', p).not.toContain(item);
  });
});

describe('a table that tells each trap as met and answered', () => {
  it.each([
    ['en Pitfalls', 'Pitfalls', '| Symptom | Cause | Fix |\n|---|---|---|\n| empty results after deploy | stale materialised view | REFRESH before swap |', 'empty results after deploy — stale materialised view — REFRESH before swap'],
    ['en Landmines', 'Landmines', '| Tried | Result |\n|---|---|\n| trigram index on title only | no speedup |', 'trigram index on title only — no speedup'],
    ['en Troubleshooting', 'Troubleshooting', '| Error | Root cause | Workaround |\n|---|---|---|\n| 413 on reindex | body over 1 MB | send in pages |', '413 on reindex — body over 1 MB — send in pages'],
    ['de', 'Stolpersteine', '| Symptom | Ursache | Lösung |\n|---|---|---|\n| leere Treffer | veraltete View | vorher REFRESH |', 'leere Treffer — veraltete View — vorher REFRESH'],
    ['ja', '落とし穴', '| 症状 | 原因 | 対処 |\n|---|---|---|\n| 検索結果が空 | ビューが古い | 先にREFRESH |', '検索結果が空 — ビューが古い — 先にREFRESH'],
    ['sv', 'Fallgropar', '| Symptom | Orsak | Fix |\n|---|---|---|\n| tomma svar | gammal vy | REFRESH först |', 'tomma svar — gammal vy — REFRESH först'],
  ])('%s', (_l, heading, table, row) => {
    const r = read(doc(heading, table));
    const p = JSON.stringify(r.placement);
    expect(r.answers.deadEnds, p).toContain(row);
  });
});

describe('look-alikes', () => {
  it('a warning list under a trap heading with nothing met stays a constraint', () => {
    for (const h of ['Gotchas', 'Pitfalls to watch out for', '注意すべき落とし穴']) {
      const r = read(doc(h, '- The staging DB resets every night.'));
      const p = JSON.stringify(r.placement);
      expect(r.answers.deadEnds, `${h} ${p}`).toEqual([]);
      expect(r.answers.fields.constraints, `${h} ${p}`).toContain('The staging DB resets every night.');
    }
  });
  it('a table of the work under a trap heading, or a findings-like table of what the product does, is no dead end', () => {
    const r = read(doc('Landmines', '| Step | Owner |\n|---|---|\n| move the index | Ana |'));
    expect(r.answers.deadEnds).toEqual([]);
    const s = read(doc('API behaviour', '| Endpoint | Returns |\n|---|---|\n| /search | at most 100 rows |'));
    expect(s.answers.deadEnds).toEqual([]);
  });
});

describe('a session log holding such a table', () => {
  it('stays the log: only a section that is the table, under a heading that names no answer, is the dead ends', () => {
    const r = read(doc('Session 3: cache work', 'We moved the cache and measured it.\n\n- Item one with `src/a.ts`\n- Item two\n\n| Symptom | Cause | Fix |\n|---|---|---|\n| slow | stale view | REFRESH |'));
    const p = JSON.stringify(r.placement);
    expect(r.answers.deadEnds.join('\n'), p).not.toContain('Item two');
    expect(r.answers.context, p).toContain('We moved the cache and measured it.');
  });
});
