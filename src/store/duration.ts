// Ages for `prune --older-than`: "30m", "12h", "14d", "2w". Pure.

const UNIT_MS: Record<string, number> = {
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
};

const UNIT_WORD: Record<string, string> = { m: 'minute', h: 'hour', d: 'day', w: 'week' };

export const DURATION_HINT = 'write a whole number and a unit: 30m (minutes), 12h (hours), 14d (days) or 2w (weeks)';

/**
 * "14d" -> milliseconds, or null when it is not a duration. Only whole numbers and the four lower-case
 * units: a bare number, "1mo" or "6M" (months to most people, minutes to a case-blind reader) is refused
 * rather than guessed at, because a wrong guess deletes handoffs.
 */
export function parseDuration(text: string): number | null {
  const m = /^\s*(\d{1,6})\s*([mhdw])\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * UNIT_MS[m[2]!]!;
}

/** "14d" -> "14 days": for messages. Assumes parseDuration accepted it. */
export function describeDuration(text: string): string {
  const m = /^\s*(\d+)\s*([mhdw])\s*$/.exec(text);
  if (!m) return text;
  const n = Number(m[1]);
  return `${n} ${UNIT_WORD[m[2]!]}${n === 1 ? '' : 's'}`;
}
