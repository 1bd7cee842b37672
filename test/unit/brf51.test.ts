// What QA 50 left on the brief side (brf51), on synthetic briefs in several languages: a goal label every entry of a
// log states is read from the newest entry as the why; a heading that names a repository's layout keeps its words
// above the Pointers it fills.

import { describe, expect, it } from 'vitest';
import { renderedBrief, writtenSection } from '../helpers/written.js';

const written = renderedBrief;
const section = writtenSection;

/** A log of two entries, each with its goal label, an older open item and a newer one. */
const log = (entry: string, label: string, older: string, newer: string, topic = '') =>
  `# Handoff\n\n## ${entry}\n- ${label} ${older}\n- Pending:\n  - [ ] run the old check\n\n## ${entry}${topic}\n- ${label} ${newer}\n- Pending:\n  - [ ] run the new check\n`;

describe('a goal label each entry of a log states: the newest entry\'s is the why', () => {
  it.each([
    ['en', 'CHECKPOINT', 'Goal:', 'Stop the upload folder from moving between builds.', 'Make the release repeatable so nobody ships by hand.'],
    ['es', 'CHECKPOINT', 'Objetivo:', 'Que las imágenes no cambien de carpeta en cada build.', 'Que la publicación sea repetible y nadie publique a mano.'],
    ['de', 'Eintrag', 'Ziel:', 'Die Upload-Ordner sollen zwischen Builds gleich bleiben.', 'Die Veröffentlichung soll wiederholbar sein, ohne Handarbeit.'],
    ['ru', 'CHECKPOINT', 'Цель:', 'Чтобы папка загрузок не менялась между сборками.', 'Чтобы выпуск был повторяемым и без ручных шагов.'],
    ['zh', 'CHECKPOINT', '目标：', '让上传目录在每次构建之间保持不变。', '让发布可重复，不再手工操作。'],
    ['ja', 'CHECKPOINT', '目的：', 'アップロード先をビルドごとに変えないため。', 'リリースを手作業なしで再現できるようにするため。'],
  ])('%s: %s / %s', (_l, entry, label, older, newer) => {
    const { r, out } = written(log(entry, label, older, newer, ' (RELEASE)'));
    const why = section(out, 'Why this slice exists');
    expect(why).toContain(newer);
    expect(why).not.toContain(older);
    expect(r.answers.why).toContain(newer);
    // (The newest entry's open item is still where to start.)
    expect(section(out, 'First step')).toContain('run the new check');
  });

  it('by the dates the entries carry, the newest first in the file', () => {
    const md = `# Handoff\n\n## Update 2026-03-09\n- Goal: Make the release repeatable so nobody ships by hand.\n- [ ] run the new check\n\n## Update 2026-03-02\n- Goal: Stop the upload folder from moving between builds.\n- [ ] run the old check\n`;
    const { out } = written(md);
    expect(section(out, 'Why this slice exists')).toContain('Make the release repeatable');
  });

  it('a label each item of a list of items repeats, outside a log, says no why (near miss)', () => {
    const md = `# Sensors\n\n## 1. Sensor B\n- Goal: read the humidity every minute.\n\n## 2. Sensor D\n- Goal: read the pressure every hour.\n\n## Next steps\n1. Wire sensor B.\n2. Wire sensor D.\n`;
    const { r } = written(md);
    expect(r.answers.why).toBe('');
  });

  it('a log of sessions stays history: its goals are no why (the session-log rule, pastSessions; near miss)', () => {
    const { r } = written(log('Sitzung 1', 'Ziel:', 'Die Upload-Ordner sollen gleich bleiben.', 'Die Veröffentlichung soll wiederholbar sein.').replace('## Sitzung 1\n- Ziel: Die V', '## Sitzung 2\n- Ziel: Die V'));
    expect(r.answers.why).toBe('');
  });

  it('one goal label in a section of another name is the why, as before', () => {
    const { r } = written(`# Handoff\n\n## Checkpoint\n- Objectif : rendre la publication reproductible.\n\n## Reste à faire\n- [ ] lancer la publication\n`);
    expect(r.answers.why).toContain('rendre la publication reproductible');
  });
});

describe('a heading that names a repository\'s layout keeps its words above the Pointers', () => {
  const doc = (h: string) => `# Handoff\n\n## Why\nThe import parses every file twice.\n\n## ${h}\n\n- \`app/parser.ts\` the parser\n- \`app/import.ts\` the import\n\n## Next steps\n1. Cache the parse.\n2. Measure again.\n`;
  it.each([
    ['ja', '3. ファイル構成'],
    ['de', 'Dateistruktur'],
    ['en', 'File layout'],
    ['ru', 'Структура файлов'],
    ['es', 'Estructura de archivos'],
  ])('%s: "%s"', (_l, h) => {
    const pointers = section(written(doc(h)).out, 'Pointers');
    expect(pointers).toContain(`*From the heading: ${h}*`);
    expect(pointers).toContain('app/parser.ts');
  });

  it.each([['en', 'Key files'], ['en', 'Relevant files'], ['de', 'Dateien']])('%s: "%s" only names the Pointers: no note (near miss)', (_l, h) => {
    const pointers = section(written(doc(h)).out, 'Pointers');
    expect(pointers).toContain('app/parser.ts');
    expect(pointers).not.toContain('From the heading');
  });
});
