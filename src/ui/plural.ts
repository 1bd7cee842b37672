// Counts in messages: "1 return", "2 returns", never "1 return(s)". Pure.

/** "1 return" / "3 returns"; `many` for irregular plurals ("1 entry", "2 entries"). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The verb that agrees with a count: "1 return was", "2 returns were". */
export function agree(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}
