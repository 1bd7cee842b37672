// A tick among findings marked by their level (verify8, QA seventeenth R5/R3): in one list whose other items are led
// by coloured lights ("- 🔴 **Token leak** — …", "- 🟡 **Slow boot** — …", "- ✅ **Uploads** — scanned before they
// are stored"), or one table whose other rows state a level ("| 3 | ✅ Uploads are scanned | |", "| 3 | Uploads are
// scanned | ✅ |" under "Severity"), the tick stands where a level would: it marks a point done or fine, not a finding
// verified. Such an item states no level of its own; it is kept as written, no finding. A list of ticked items
// with no lights beside them ("- ✅ Token leak: verified with a heap dump") is read as before (the tick says
// verified), and so is a ticked item that states a level ("- ✅ 🔴 Token leak") or a tick in a column of its own
// ("| Verified |": the verification). Pure.

/** A coloured light leading an item, after emphasis marks or a number at most ("🔴 **Token leak**", "2. 🟡 …"). */
const LIGHT = /^[ \t>*_]*(?:\d{1,3}[.)][ \t]+)?[*_]*(?:🔴|🟠|🟡|🟢|🔵|⚪)/u;
/** A tick leading an item ("✅ **Uploads**", "✔️ Uploads"). */
const TICK = /^[ \t>*_]*(?:\d{1,3}[.)][ \t]+)?[*_]*(?:✅|✔|☑)/u;
/** A field line whose value is a tick alone ("Severity: ✅", "Priority: ✔️"): group 1 is its name. */
const TICK_FIELD = /^[ \t*_-]{0,4}([^\n:：]{1,30}?)[*_]{0,2}[ \t]*[:：][ \t*_]*(?:✅|✔|☑)\uFE0F?[ \t*_.]*$/gmu;

/** Which items of one list are ticks among lights: some other item is led by a light and no tick, this one is led by
 *  a tick and `level` finds no level in it. */
export function ticksAmongLights(items: readonly string[], level: (text: string) => boolean): boolean[] {
  const lit = items.some((t) => LIGHT.test(t) && !TICK.test(t));
  return items.map((t) => lit && TICK.test(t) && !LIGHT.test(t.replace(TICK, '')) && !level(t));
}

/** Which rows of one table (each read as a finding's text: its title, then "Name: value" lines) are ticks among
 *  levels: some other row states a level, this one none, and its title opens with a tick or a level field
 *  (`levelName`: "Severity", "Priority") holds a tick alone. */
export function tickRows(rows: readonly string[], level: (text: string) => boolean, levelName: (name: string) => boolean): boolean[] {
  const levels = rows.map(level);
  if (!levels.some(Boolean)) return rows.map(() => false);
  return rows.map((t, r) => {
    if (levels[r] || !/[✅✔☑]/u.test(t)) return false;
    if (TICK.test(t)) return true;
    for (const m of t.matchAll(TICK_FIELD)) if (levelName(m[1]!.replace(/[*_`]+/g, '').trim().toLowerCase())) return true;
    return false;
  });
}
