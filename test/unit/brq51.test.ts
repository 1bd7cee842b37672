// QA 51 classes 2, 6 and 8, on synthetic briefs in several languages (brq51): a checked fact in a brief's notes does
// not make it a return; a brief's sections named in Turkish, Vietnamese, Italian, Korean, Polish and Dutch are read
// (the next work, the next session's steps, traps and things not to redo, the reason of the next work); a "(for
// reference)" aside does not make a list of rules Pointers; a limit the heading says is fixed is no constraint; an
// item of what is left that says it is out of scope is never the first step.

import { describe, expect, it } from 'vitest';
import { documentKind } from '../../src/brief/document-type.js';
import { parseDoc } from '../../src/brief/document.js';
import { renderedBrief, writtenSection } from '../helpers/written.js';

const written = renderedBrief;
const section = writtenSection;
const kindOf = (md: string) => documentKind(parseDoc(md)).type;

describe('class 6: a verification word on a fact in a brief\'s notes is a checked fact, not a return', () => {
  it.each([
    ['en', '# Parser status\n\n## Up next\n\nWire the tokenizer into `src/parse.ts`.\n\n## Notes\n\n- the lexer handles empty input (verified)\n'],
    ['tr', '# Ayrıştırıcı durumu\n\n## SIRADAKİ İŞ\n\nBelirteçleyiciyi `src/parse.ts` içine bağla.\n\n## Notlar\n\n- sözcük çözümleyici boş girdiyi işliyor (doğrulandı)\n'],
    ['ru', '# Состояние парсера\n\n## Следующие задачи\n\nПодключить токенизатор в `src/parse.ts`.\n\n## Заметки\n\n- лексер обрабатывает пустой ввод (проверено)\n'],
  ])('%s: not a return, and `new` reads it', (_l, md) => {
    expect(kindOf(md)).not.toBe('return');
    const { out } = written(md);
    expect(section(out, 'What to deliver')).toContain('src/parse.ts');
  });

  it.each([
    ['en', '# Parser review\n\n## Findings\n\n- the lexer drops a trailing newline (verified)\n- the cache is never cleared (verified)\n\n## Up next\n\nFix both.\n'],
    ['tr', '# Ayrıştırıcı incelemesi\n\n## Bulgular\n\n- sözcük çözümleyici son satırı düşürüyor (doğrulandı)\n- önbellek hiç temizlenmiyor (doğrulandı)\n\n## Sıradaki iş\n\nİkisini düzelt.\n'],
    ['nl', '# Parser review\n\n## Bevindingen\n\n- de lexer laat de laatste regel vallen [geverifieerd: test]\n\n## Volgende taken\n\n- oplossen\n'],
  ])('%s: tagged items under a findings heading still make a return', (_l, md) => {
    expect(kindOf(md)).toBe('return');
  });
});

describe('class 8: an item of what is left that says it is out of scope is never the first step', () => {
  it.each([
    ['en', '## Current task', '## Remaining', 'the lint job still expects the old banner; this is out of scope of the current task.', 'Rebuild after installing `libfoo-dev`.'],
    ['ru', '## Текущая задача', '## Что осталось', 'линтер ждёт старый баннер; это вне scope текущей задачи.', 'Пересобрать после установки `libfoo-dev`.'],
    ['fr', '## Tâche en cours', '## Reste à faire', 'le lint attend encore l\'ancienne bannière, hors périmètre de cette tâche.', 'Recompiler après avoir installé `libfoo-dev`.'],
    ['es', '## Tarea actual', '## Pendientes', 'el lint espera el banner viejo; queda fuera de alcance de esta tarea.', 'Recompilar tras instalar `libfoo-dev`.'],
  ])('%s', (_l, task, left, outside, inside) => {
    const { out } = written(`# Banner handoff\n\n${task}\n\n- Unify the banner renderer.\n\n${left}\n\n- ${outside}\n- ${inside}\n`);
    expect(section(out, 'First step')).toContain(inside);
    expect(section(out, 'First step')).not.toContain(outside);
    // (Kept on record, where it stood.)
    expect(out).toContain(outside);
  });
});

describe('class 8: where what is left is what to deliver, its out-of-scope items are not', () => {
  it.each([
    ['en', '## Remaining', 'the lint job expects the old banner; this is out of scope of the current task.', 'Rebuild after installing `libfoo-dev`.'],
    ['ru', '## Что осталось', 'линтер ждёт старый баннер; это вне scope текущей задачи.', 'Пересобрать после установки `libfoo-dev`.'],
    ['de', '## Offene Punkte', 'der Lint-Job erwartet das alte Banner; das liegt außerhalb des Scopes dieser Aufgabe.', 'Nach Installation von `libfoo-dev` neu bauen.'],
  ])('%s', (_l, left, outside, inside) => {
    const { out } = written(`# Banner handoff\n\n## Why\nThe banner renders twice.\n\n${left}\n\n- ${outside}\n- ${inside}\n- Run the session test.\n`);
    expect(section(out, 'What to deliver')).toContain(inside);
    expect(section(out, 'What to deliver')).toContain('Run the session test.');
    expect(section(out, 'What to deliver')).not.toContain(outside);
    expect(section(out, 'First step')).toContain(inside);
    expect(out).toContain(outside);
  });
});

describe('class 2: a brief\'s sections named in tr, vi, it, ko, pl, nl', () => {
  it.each([
    ['tr', '## SIRADAKİ İŞ', '1. Göç betiğini yaz.\n2. Testleri çalıştır.', 'Göç betiğini yaz.'],
    ['vi', '## Đề nghị cho phiên tiếp theo', '1. Viết script di chuyển.\n2. Chạy kiểm thử.', 'Viết script di chuyển.'],
    ['nl', '## Voor de volgende sessie', '1. Schrijf het migratiescript.\n2. Draai de tests.', 'Schrijf het migratiescript.'],
    ['pl', '## W następnej sesji', '1. Napisz skrypt migracji.\n2. Uruchom testy.', 'Napisz skrypt migracji.'],
  ])('%s: "%s" is what to deliver, its first item the first step', (_l, h, list, first) => {
    const { out } = written(`# Migration\n\n## Why\nThe schema drifted.\n\n${h}\n\n${list}\n`);
    expect(section(out, 'What to deliver')).toContain(first);
    expect(section(out, 'First step')).toContain(first);
  });

  it.each([
    ['tr', '### 2. Kayıtlar diske yazılmıyor ← sıradaki işin sebebi', '- Kayıtlar yalnız bellekte tutuluyor.'],
    ['en', '### 2. Logs never reach the disk ← reason for the next work', '- Logs are only kept in memory.'],
  ])('%s: a heading marked as the reason of the next work says why', (_l, h, body) => {
    const { out } = written(`# Log handoff\n\n## Next work\n\n- Persist the logs.\n\n## Findings so far\n\n### 1. The writer is fine\n- it flushes.\n\n${h}\n${body}\n`);
    expect(section(out, 'Why this slice exists')).toContain(body.slice(2));
  });

  it.each([
    ['it', '## Cose da NON rifare / trappole note', '- Non trattare le ferie come vincolo rigido.'],
    ['tr', '## Kritik notlar — tekrar tuzağa düşme', '- `legacy/` klasörüne dokunma.'],
    ['nl', '## Bekende valkuilen', '- Draai de migratie niet twee keer.'],
    ['pl', '## Znane pułapki', '- Nie uruchamiaj migracji dwa razy.'],
  ])('%s: traps and things not to redo are Constraints or Dead ends, not Context', (_l, h, item) => {
    const { out } = written(`# Planner\n\n## Why\nThe planner is slow.\n\n## Next steps\n\n- Profile the solver.\n\n${h}\n\n${item}\n`);
    expect(section(out, 'Constraints to respect') + section(out, 'Dead ends')).toContain(item.slice(2));
    expect(section(out, 'Context')).not.toContain(item.slice(2));
  });

  it.each([
    ['ko', '## 5. 지금까지 받은 피드백 요약 (다음 작업자 참고)', '- 모바일에서는 고정 헤더를 쓰지 않는다.'],
    ['en', '## 5. Feedback so far (for reference)', '- Do not pin the header on mobile.'],
    ['de', '## 5. Regeln der Nutzerin (zur Info)', '- Den Header auf dem Handy nicht fixieren.'],
  ])('%s: a "(for reference)" aside does not make a list of rules Pointers', (_l, h, rule) => {
    const { out } = written(`# Map page\n\n## Why\nThe page ships Friday.\n\n## Next steps\n\n- Rename the file.\n\n${h}\n\n${rule}\n`);
    expect(section(out, 'Pointers')).not.toContain(rule.slice(2));
    expect(out).toContain(rule.slice(2));
  });

  it.each([
    ['vi', '## 2. Một giới hạn kiến trúc của CI, đã sửa', '- CI chỉ chạy một job mỗi lần; nay chạy song song.'],
    ['en', '## 2. A CI limitation, fixed', '- CI ran one job at a time; it now runs them in parallel.'],
    ['tr', '## 2. CI kısıtlaması, düzeltildi', '- CI bir seferde tek iş çalıştırıyordu; artık paralel.'],
  ])('%s: a limit the heading says is fixed is history, not a constraint', (_l, h, item) => {
    const { out } = written(`# Stage G\n\n## Why\nThe framework must pay off.\n\n## Next steps\n\n1. Read the checklist.\n2. Write the spec.\n\n${h}\n\n${item}\n`);
    expect(section(out, 'Constraints to respect')).not.toContain(item.slice(2));
    expect(out).toContain(item.slice(2));
  });
});
