// Status is derived from which event files a handoff folder holds: a table of folders and what they mean.
import { describe, expect, it } from 'vitest';
import { deriveStatus, eventsFromNames, unpulled } from '../../src/store/status.js';

const BASE = ['handoff.json', 'brief.md'];

describe('deriveStatus', () => {
  const table: [string, string[], string][] = [
    ['a new brief', [], 'open'],
    ['a return written', ['return-1.json', 'return-1.md'], 'returned'],
    ['a return still being written (JSON only)', ['return-1.json'], 'open'],
    ['a return markdown without its JSON', ['return-1.md'], 'open'],
    ['a return pulled with --keep', ['return-1.json', 'return-1.md', 'pulled-1.json'], 'open'],
    ['one of two returns pulled', ['return-1.json', 'return-1.md', 'return-2.json', 'return-2.md', 'pulled-1.json'], 'returned'],
    ['pulled and closed', ['return-1.json', 'return-1.md', 'pulled-1.json', 'closed.json'], 'closed'],
    ['closed by hand, nothing returned', ['closed.json'], 'closed'],
    ['closed by hand with a return never pulled', ['return-1.json', 'return-1.md', 'closed.json'], 'closed'],
    ['superseded', ['superseded.json'], 'superseded'],
    ['superseded wins over closed', ['closed.json', 'superseded.json'], 'superseded'],
    ['superseded with an unpulled return', ['return-1.json', 'return-1.md', 'superseded.json'], 'superseded'],
    ['a forced late return to a closed handoff', ['return-1.json', 'return-1.md', 'pulled-1.json', 'closed.json', 'return-2.json', 'return-2.md'], 'closed'],
    ['temp files of an atomic write are ignored', ['.tmp-return-1.json-123-abcd'], 'open'],
  ];
  it.each(table)('%s -> %s', (_name, names, status) => {
    expect(deriveStatus(eventsFromNames([...BASE, ...names]))).toBe(status);
  });
});

describe('eventsFromNames', () => {
  it('sorts returns numerically and separates incomplete and orphaned ones', () => {
    const ev = eventsFromNames([...BASE, 'return-10.json', 'return-10.md', 'return-2.json', 'return-2.md', 'return-3.json', 'return-4.md', 'pulled-2.json']);
    expect(ev.returns).toEqual([2, 10]);
    expect(ev.incomplete).toEqual([3]);
    expect(ev.orphans).toEqual([4]);
    expect(ev.pulled).toEqual([2]);
    expect(unpulled(ev)).toEqual([10]);
    expect(ev.hasRecord && ev.hasBrief).toBe(true);
  });

  it('notices a folder without its record', () => {
    expect(eventsFromNames(['brief.md']).hasRecord).toBe(false);
  });
});
