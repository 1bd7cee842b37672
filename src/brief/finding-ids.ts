// A writer's id for a finding written in lower case. findings.ts's FINDING_ID takes capitals only ("M1",
// "SEC-3"), so "- **m3** — coupling between the parser and the store …" (a review's minor 3) was titled "m3".

/** An id of a severity's initial in lower case and a number: "m3", "n2", "b1", "c-4" (minor/major, nit,
 *  blocker, critical). Only those letters: "**v2** — streaming added" is a version, "**h1** — …" an HTML
 *  heading, "**p1**" a priority. */
const LOWER_ID = /^[bcmn]-?\d{1,3}[.:)]?$/;

export const lowerCaseId = (w: string): boolean => LOWER_ID.test(w);
