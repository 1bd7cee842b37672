// mark-recaps.ts: a later list that names the findings' code, paths and identifiers one to one restates them.
import { describe, expect, it } from 'vitest';
import { marksOf, restatesByMarks } from '../../src/brief/mark-recaps.js';

const FOUND = [
  '`LOCAL_TZ` is hard-coded to `Europe/Bucharest`; it should come from config.',
  '`parse_status_log` reads the whole log and iterates twice.',
  'Every API call rewrites `active_sessions.json`/`session_history.json` without a lock.',
  'Errors fall back to `print`; use `logging`.',
];

describe('marksOf', () => {
  it('in another script every Latin token; in a Latin-script sentence only code', () => {
    expect([...marksOf('- Обработка ошибок сводится к print; стоит перейти на logging.')]).toEqual(['print', 'logging']);
    expect([...marksOf('- Make `MAX_RETRIES` configurable through config.yaml, please.')].sort()).toEqual(['config.yaml', 'max_retries']);
  });
});

describe('restatesByMarks', () => {
  it('ru items naming the findings one to one, one naming nothing', () => {
    const items = ['- Таймзона зашита в код.', '- parse_status_log читает файл дважды.', '- active_sessions.json и session_history.json пишутся без блокировки.', '- Ошибки уходят в print, нужен logging.'];
    expect(restatesByMarks(items, FOUND)).toBe(true);
  });

  it('two items leaning on one finding only count once', () => {
    const items = ['- print в парсере.', '- print в маршрутах.', '- print в логгере.', '- parse_status_log дважды.'];
    expect(restatesByMarks(items, FOUND)).toBe(false);
  });

  it('items that add code of their own beside a finding\'s are new findings', () => {
    const items = ['- `parse_status_log` ignores `ctx.Done()`.', '- `print` leaks `SECRET_KEY`.', '- `LOCAL_TZ` breaks `cron.yaml`.'];
    expect(restatesByMarks(items, FOUND)).toBe(false);
  });

  it('fewer than three items, or fewer than three findings: no recap', () => {
    expect(restatesByMarks(['- parse_status_log', '- print'], FOUND)).toBe(false);
    expect(restatesByMarks(['- parse_status_log', '- print', '- LOCAL_TZ'], FOUND.slice(0, 2))).toBe(false);
  });
});
