// clean53: the word lists clean52 moved into prompts/ (columns.txt's column and label names, outcomes.txt's words
// around a status word and an item's status words), tested by what a return's reader answers, not by matching each
// pattern against the file it is built from. Every case is a document whose reading depends on the word it names, in
// two languages at least: taken out of its list, the word changes what is read and the case fails (each was tried so).
// The documents are made up for this test.

import { describe, expect, it } from 'vitest';
import { redact } from '../../src/brief/redact.js';
import { readReturn } from '../helpers/read-return.js';

const findings = (body: string) => `# Review\n\n## Findings\n\n${body}\n`;
const table = (header: string, rows: string[]) => {
  const h = header.split('|').map((c) => c.trim());
  return [`| ${h.join(' | ')} |`, `|${h.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r} |`)].join('\n');
};
const titles = (md: string) => readReturn(md).f.map((x) => x.title);
/** The outcome a document states, or null when it states none. */
const stated = (md: string) => {
  const { r } = readReturn(md);
  return r.given.has('outcome') ? r.answers.outcome : null;
};
/** A return whose lead sentence is `s`. */
const lead = (s: string) => `# Review\n\n${s}\n\n## Findings\n\n- the cache key ignores the locale\n`;
/** A return whose closing section opens with `s`. */
const closing = (heading: string, s: string) => `# Review\n\n## Findings\n\n- the cache key ignores the locale\n\n## ${heading}\n\n${s}\n`;

describe('columns.txt: a findings table\'s columns by name', () => {
  // "| # | X | Y |": the column named by the word is a title (short cells, though the other is longer), or a field or a
  // detail (long cells, and the short other column titles each row).
  it.each([
    ['title column: opis', table('# | Opis | Kontekst', ['1 | Klucz bez języka | ten sam klucz dla dwóch języków w ręcznym teście z dwiema przeglądarkami', '2 | Stały poziom logów | poziom zostaje debug w produkcji także po restarcie usługi']), ['Klucz bez języka', 'Stały poziom logów']],
    ['title column: 발견', table('# | 발견 | 맥락', ['1 | 캐시 키에 언어가 빠짐 | 두 브라우저로 수동 테스트했을 때 두 언어에 같은 키가 만들어짐', '2 | 로그 수준 고정 | 서비스를 다시 시작한 뒤에도 운영에서 수준이 debug로 남아 있음']), ['캐시 키에 언어가 빠짐', '로그 수준 고정']],
    ['field column: lokalizacja', table('# | Lokalizacja | Co', ['1 | moduł płatności, funkcja zapisu koszyka w pliku głównym | klucz bez języka', '2 | moduł logów, konfiguracja startowa usługi w kontenerze | stały poziom logów']), ['klucz bez języka', 'stały poziom logów']],
    ['field column: 위치', table('# | 위치 | 내용', ['1 | 결제 모듈의 장바구니 저장 함수와 그 주변의 설정 파일 | 캐시 키에 언어가 빠짐', '2 | 로그 모듈의 서비스 시작 설정과 컨테이너 환경 | 로그 수준 고정']), ['캐시 키에 언어가 빠짐', '로그 수준 고정']],
    ['detail column: dowód', table('# | Co | Dowód', ['1 | klucz bez języka | ten sam klucz dla dwóch języków w ręcznym teście z dwiema przeglądarkami', '2 | stały poziom logów | poziom zostaje debug w produkcji także po restarcie usługi']), ['klucz bez języka', 'stały poziom logów']],
    ['detail column: 증거', table('# | 항목 | 증거', ['1 | 캐시 키에 언어가 빠짐 | 두 브라우저로 수동 테스트했을 때 두 언어에 같은 키가 만들어짐', '2 | 로그 수준 고정 | 서비스를 다시 시작한 뒤에도 운영에서 수준이 debug로 남아 있음']), ['캐시 키에 언어가 빠짐', '로그 수준 고정']],
    // A last row that sums the table up is no finding.
    ['total row: suma', table('# | Znalezisko | Plik', ['1 | Klucz bez języka | `src/cache.ts`', '2 | Stały poziom logów | `src/log.ts`', 'Suma | 2 |']), ['Klucz bez języka', 'Stały poziom logów']],
    ['total row: 합계', table('# | 발견 | 파일', ['1 | 캐시 키에 언어가 빠짐 | `src/cache.ts`', '2 | 로그 수준 고정 | `src/log.ts`', '합계 | 2 |']), ['캐시 키에 언어가 빠짐', '로그 수준 고정']],
    // A column of line numbers places each row: the table lists findings, it does not count things.
    ['position column: zeile', table('Datei | Zeile | Was', ['`src/cache.ts` | 40 | Cache-Schlüssel ohne Sprache', '`src/log.ts` | 12 | Log-Level fest verdrahtet']), ['Cache-Schlüssel ohne Sprache', 'Log-Level fest verdrahtet']],
    ['position column: строка', table('Файл | Строка | Что', ['`src/cache.ts` | 40 | ключ кэша без языка', '`src/log.ts` | 12 | уровень логов задан жёстко']), ['ключ кэша без языка', 'уровень логов задан жёстко']],
    ['position column: 줄', table('파일 | 줄 | 내용', ['`src/cache.ts` | 40 | 캐시 키에 언어가 빠져 있음', '`src/log.ts` | 12 | 로그 수준이 debug로 고정되어 있음']), ['캐시 키에 언어가 빠져 있음', '로그 수준이 debug로 고정되어 있음']],
  ])('%s', (_name, body, expected) => {
    expect(titles(findings(body))).toEqual(expected);
  });
});

describe('columns.txt: a finding written as labelled fields', () => {
  const form = (rows: [string, string, string][], labels: [string, string, string]) =>
    findings(rows.map((r) => r.map((v, i) => `${i ? '  ' : '- '}**${labels[i]}:** ${v}`).join('\n')).join('\n'));
  const de: [string, string, string][] = [['Cache-Schlüssel ohne Sprache', '`src/cache.ts`', 'derselbe Schlüssel für zwei Sprachen'], ['Log-Level fest verdrahtet', '`src/log.ts`', 'debug bleibt in Produktion']];
  const ru: [string, string, string][] = [['ключ кэша не учитывает язык', '`src/cache.ts`', 'один ключ для двух языков'], ['уровень логов зашит в код', '`src/log.ts`', 'debug остаётся в продакшене']];
  const swap = (rows: [string, string, string][]) => rows.map(([t, f, e]): [string, string, string] => [f, t, e]);
  it.each([
    // The title label first: its value titles the finding.
    ['title label: befund', form(de, ['Befund', 'Datei', 'Nachweis']), de],
    ['title label: проблема', form(ru, ['Проблема', 'Файл', 'Доказательство']), ru],
    // A field first, then a label whose value names the finding.
    ['field label: datei', form(swap(de), ['Datei', 'Beschreibung', 'Nachweis']), de],
    ['title label later: beschreibung', form(swap(de), ['Datei', 'Beschreibung', 'Nachweis']), de],
    ['field label: файл', form(swap(ru), ['Файл', 'Описание', 'Доказательство']), ru],
    ['title label later: описание', form(swap(ru), ['Файл', 'Описание', 'Доказательство']), ru],
  ])('%s', (_name, md, rows) => {
    const f = readReturn(md).f;
    expect(f.map((x) => x.title)).toEqual(rows.map((r) => r[0]));
    expect(f.map((x) => x.location)).toEqual(['src/cache.ts', 'src/log.ts']);
  });

  // Under a heading that is only an id, a list of labels two of which are a finding's parts (the finding and a form
  // label) is one finding, titled by its finding field; a label of four words that is no part does not make it two.
  const idForm = (labels: string[], values: string[][]) =>
    findings(values.map((v, k) => [`#### D${k + 1}`, '', ...labels.map((l, i) => `- **${l}:** ${v[i]}`)].join('\n')).join('\n\n'));
  it.each([
    ['form label: lösung', ['Prio', 'Befund', 'So sieht es aus', 'Lösung'], [['P1 · **Aufwand:** L', 'Der Cache-Schlüssel enthält die Sprache nicht', 'zwei Sprachen, ein Eintrag', 'Sprache in den Schlüssel aufnehmen'], ['P2 · **Aufwand:** S', 'Das Log-Level ist fest auf debug gesetzt', 'debug in Produktion', 'Level aus der Umgebung lesen']]],
    ['form label: solución', ['Prio', 'Hallazgo', 'Lo que se ve allí', 'Solución'], [['P1 · **Esfuerzo:** L', 'La clave de caché ignora el idioma', 'dos idiomas, una entrada', 'añadir el idioma a la clave'], ['P2 · **Esfuerzo:** S', 'El nivel de log está fijo en debug', 'debug en producción', 'leer el nivel del entorno']]],
    ['form label: fix', ['Prio', 'Finding', 'What users see there', 'Fix'], [['P1 · **Effort:** L', 'The cache key ignores the locale', 'two locales, one entry', 'add the locale to the key'], ['P2 · **Effort:** S', 'The log level is fixed at debug', 'debug in production', 'read the level from the environment']]],
  ])('%s', (_name, labels, values) => {
    expect(titles(idForm(labels, values))).toEqual(values.map((v, k) => `D${k + 1}. ${v[1]}`));
  });
});

describe('outcomes.txt: the words around a status word in a sentence', () => {
  it.each([
    ['predicate verb: sont', lead('Les deux bogues sont maintenant corrigés.')],
    ['predicate verb: был', lead('Этот баг был полностью исправлен.')],
    ['predicate verb: ist', lead('Die Sicherheitslücke ist jetzt behoben.')],
    ['predicate adverb: maintenant', lead('Les deux bogues sont maintenant corrigés.')],
    ['predicate adverb: полностью', lead('Этот баг был полностью исправлен.')],
    ['predicate adverb: jetzt', lead('Die Sicherheitslücke ist jetzt behoben.')],
    ['predicate and: und', lead('Die Ursache ist gefunden und behoben.')],
    ['predicate and: и', lead('Причина была найдена и исправлена.')],
    ['predicate and: et', lead('La cause est trouvée et corrigée.')],
    // After a subject of twelve words (the longest a closing sentence's clause is read with), the verb of being.
    ['be verb: sind', closing('Fazit', 'Die beiden Fehler aus der ersten Runde der Prüfung im alten Modul sind behoben.')],
    ['be verb: были', closing('Итог', 'Обе ошибки из первого раунда проверки старого модуля на стенде у команды были исправлены.')],
    ['be adverb: jetzt', closing('Fazit', 'Die beiden Fehler aus der ersten Runde der Prüfung im alten Modul jetzt behoben.')],
    ['be adverb: maintenant', closing('Conclusion', 'Les deux bogues de la première passe de la revue du module maintenant corrigés.')],
    ['all bare subject: alle', lead('Alle Fehler behoben.')],
    ['all bare subject: wszystkie', lead('Wszystkie błędy poprawione.')],
    // "All of it were" takes a status word whatever follows it.
    ['all of subject: alle', lead('Alle gemeldeten Punkte wurden behoben noch vor dem Release.')],
    ['all of subject: wszystkie', lead('Wszystkie zgłoszone błędy zostały poprawione jeszcze przed wydaniem.')],
    ['all of verb: wurden', lead('Alle gemeldeten Punkte wurden behoben noch vor dem Release.')],
    ['all of verb: zostały', lead('Wszystkie zgłoszone błędy zostały poprawione jeszcze przed wydaniem.')],
    ['all of adverb: jetzt', lead('Alle gemeldeten Punkte wurden jetzt behoben noch vor dem Release.')],
    ['all of adverb: już', lead('Wszystkie zgłoszone błędy zostały już poprawione jeszcze przed wydaniem.')],
  ])('%s: the work is stated done', (_name, md) => {
    expect(stated(md)).toBe('answered');
  });
  it.each([
    // All of a part and most of another: partial.
    ['all of subject: alle (most of)', lead('Alle Blocker und die meisten wichtigen Punkte wurden behoben.')],
    // Everything done but a part: partial.
    ['except: кроме', lead('Всё исправлено, кроме экспорта.')],
    ['except: sauf', lead("Tout est terminé, sauf l'export.")],
    ['except: außer', lead('Alles erledigt, außer dem Export.')],
    ['except: excepto', lead('Todo terminado, excepto la exportación.')],
    ['everything: всё', lead('Всё исправлено, кроме экспорта.')],
    ['everything: tout est', lead("Tout est terminé, sauf l'export.")],
    ['everything: alles', lead('Alles erledigt, außer dem Export.')],
    ['everything: todo', lead('Todo terminado, excepto la exportación.')],
  ])('%s: the work is stated partly done', (_name, md) => {
    expect(stated(md)).toBe('partial');
  });
  it.each([
    ['qualifier: teilweise', 'Teilweise abgeschlossen.', 'Abgeschlossen.'],
    ['qualifier: почти', 'Миграция почти завершена.', 'Миграция завершена.'],
    ['qualifier: presque', 'Migration presque terminée.', 'Migration terminée.'],
  ])('%s: a qualified status word does not state the work done', (_name, qualified, plain) => {
    expect(stated(lead(qualified))).toBeNull();
    expect(stated(lead(plain))).toBe('answered');
  });
});

describe('outcomes.txt: an item\'s status words', () => {
  it.each([
    // A status that only says "not done" is no part of the item's title.
    ['item not done: offen', '- ❌ OFFEN — Kopfzeile im CSV-Export fehlt\n- ✅ ERLEDIGT — Große Exporte werden gestreamt', 'Kopfzeile im CSV-Export fehlt'],
    ['item not done: pendiente', '- ❌ PENDIENTE — La cabecera del CSV no se escribe\n- ✅ HECHO — Las exportaciones grandes se transmiten', 'La cabecera del CSV no se escribe'],
    ['item not done: не сделано', '- ❌ НЕ СДЕЛАНО — заголовок CSV не пишется\n- ✅ ГОТОВО — большие выгрузки идут потоком', 'заголовок CSV не пишется'],
    // One that says what is wrong stays in it.
    ['item absent: fehlt', '- ⚠️ Fehlt: Kopfzeile im CSV-Export\n- ✅ Erledigt: Große Exporte werden gestreamt', 'Fehlt: Kopfzeile im CSV-Export'],
    ['item absent: falta', '- ⚠️ Falta: cabecera del CSV\n- ✅ Hecho: exportaciones grandes en flujo', 'Falta: cabecera del CSV'],
    ['item absent: 缺失', '- ⚠️ 缺失：CSV 表头\n- ✅ 已完成：大导出流式写入', '缺失：CSV 表头'],
  ])('%s', (_name, body, first) => {
    expect(titles(findings(body))[0]).toBe(first);
  });
  it.each([
    ['row repaired: behoben', table('Titel | Status', ['Kopfzeile im CSV-Export fehlt | ✅ Behoben', 'Große Exporte laufen in den Speicher | ❌ Offen', 'Datumsformat falsch | ❌ Offen'])],
    ['row repaired: 修正済み', table('タイトル | 状態', ['CSV のヘッダーがない | ✅ 修正済み', '大きなエクスポートがメモリに載る | ❌ 未対応', '日付の形式が違う | ❌ 未対応'])],
    ['row repaired: corrigé', table('Titre | Statut', ["L'en-tête CSV manque | ✅ Corrigé", 'Les gros exports passent en mémoire | ❌ Ouvert', 'Format de date faux | ❌ Ouvert'])],
  ])('%s: a row repaired is a finding fixed, not a row set aside as done', (_name, body) => {
    const f = readReturn(findings(body)).f;
    expect(f).toHaveLength(3);
    expect(f[0]!.state).toBe('fixed');
  });
});

describe('secret-labels.txt: the labels of a secret in other languages (the redaction gate)', () => {
  // Values made up here, split so that no scanner of this repository takes them for secrets.
  const PW = 'Zielony_Most_' + '2031!';
  const KEY = 'aZ3kP9qLm2Xv' + '7RtB8wQe';
  const hidden = (text: string, secret: string) => {
    const out = redact(text).text;
    expect(out).toContain('[REDACTED');
    expect(out).not.toContain(secret);
  };
  it.each([
    ['password word: passwort', `Passwort: ${PW}`],
    ['password word: пароль', `пароль: ${PW}`],
    ['password word: パスワード', `パスワード：${PW}`],
    ['key word: clé', `clé : ${KEY}`],
    ['key word: klucz', `klucz: ${KEY}`],
    ['secret word: geheimnis', `Geheimnis: ${KEY}`],
    ['secret word: токен', `токен: ${KEY}`],
    ['secret word: トークン', `トークン：${KEY}`],
    // A few words say which password it is, then "is" and the value in backticks.
    ['copula: ist', `Das Passwort für den alten Server ist \`${PW}\``],
    ['copula: est', `Le mot de passe du serveur de test est \`${PW}\``],
  ])('%s', (_name, text) => hidden(text, text.includes(PW) ? PW : KEY));
});

describe('no-findings.txt notes label: a label of the writer\'s notes closes the findings', () => {
  it.each([
    ['notes label: anmerkungen', '**Anmerkungen:**', 'die Suite lief zweimal'],
    ['notes label: примечания', '**Примечания:**', 'тесты прогнаны дважды'],
    ['notes label: 补充说明', '**补充说明：**', '测试套件运行了两次'],
  ])('%s', (_name, label, note) => {
    const md = findings(`- the cache key ignores the locale\n- the log level is fixed at debug\n\n${label}\n\n- ${note}`);
    expect(titles(md)).toEqual(['the cache key ignores the locale', 'the log level is fixed at debug']);
  });
});

describe('columns.txt fix heading: a sub-section over only a fix, beside the listed findings, is no finding', () => {
  it.each([
    ['fix heading: lösung', 'Lösung', 'Die Sprache in den Schlüssel aufnehmen.'],
    ['fix heading: исправление', 'Исправление', 'Добавить язык в ключ кэша.'],
    ['fix heading: 修复', '修复', '把语言加入缓存键。'],
  ])('%s', (_name, heading, fix) => {
    const md = findings(`- the cache key ignores the locale\n- the log level is fixed at debug\n\n### ${heading}\n\n${fix}`);
    expect(titles(md)).toEqual(['the cache key ignores the locale', 'the log level is fixed at debug']);
  });
});
