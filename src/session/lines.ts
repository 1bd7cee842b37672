// Reading a JSONL transcript line by line in bounded memory: the file is streamed in chunks, and a line
// longer than the cap is skipped (and counted) without ever being held whole.

import { createReadStream } from 'node:fs';

/** Lines longer than this are skipped: a transcript line this big is a tool's bulk output, not a step. */
export const MAX_LINE = 8 * 1024 * 1024;

export interface LineStats {
  /** Non-empty lines seen (including the skipped ones). */
  lines: number;
  /** Lines over MAX_LINE, skipped unread. */
  oversized: number;
}

/**
 * Calls `fn` for each non-empty line, in order. `fn` returns false to stop early (the stream is closed).
 * Bytes are decoded as UTF-8 by the stream's decoder, so a character split across chunks stays whole.
 */
export async function forEachLine(file: string, fn: (line: string) => boolean | void, maxLine = MAX_LINE): Promise<LineStats> {
  const stats: LineStats = { lines: 0, oversized: 0 };
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  let parts: string[] = [];
  let size = 0;
  let skipping = false;
  const emit = (line: string): boolean => {
    if (!line.trim()) return true;
    stats.lines++;
    return fn(line) !== false;
  };
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      let start = 0;
      for (;;) {
        const nl = chunk.indexOf('\n', start);
        if (nl === -1) break;
        const piece = chunk.slice(start, nl);
        start = nl + 1;
        if (skipping) {
          skipping = false;
          continue;
        }
        const line = parts.length ? parts.join('') + piece : piece;
        parts = [];
        size = 0;
        if (line.length > maxLine) {
          stats.lines++;
          stats.oversized++;
          continue;
        }
        if (!emit(line)) return stats;
      }
      if (start < chunk.length && !skipping) {
        const rest = chunk.slice(start);
        size += rest.length;
        if (size > maxLine) {
          // Drop what was gathered and ignore the rest of this line.
          parts = [];
          size = 0;
          skipping = true;
          stats.lines++;
          stats.oversized++;
        } else parts.push(rest);
      }
    }
    if (!skipping && parts.length) emit(parts.join('')); // a last line without a newline (maybe truncated)
    return stats;
  } finally {
    stream.destroy();
  }
}
