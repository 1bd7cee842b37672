// A label line that belongs to the finding before it ("Fix:", "Root cause analysis:"). Apart from findings.ts,
// which reads it, because pseudo-headings.ts asks it too, and a brief's reading (`lint`, `new --body`) runs
// that without loading the findings reader. Pure.

import { labelOf } from './label.js';
import { lazyRegExp } from './lazy-regexp.js';

/** The words of a label that belongs to the finding before it ("Fix:", "Root cause analysis:"). */
const ATTACHED_WORDS = lazyRegExp(() => /^(?:(?:fix|fixes|fixed in|suggested fix|proposed fix|recommendation|recommended|suggestion|mitigation|workaround|impact|evidence|repro|reproduction|root cause|cause|note|notes|severity|priority|status|verified|verification|location|file|files|details|why|expected|actual|result|test|tests|see also|empfehlung|lösung|korrektur|recommandation|correctif|solution|recomendación|solución|corrección|рекомендация|исправление|решение)(?![\p{L}]).{0,20}|(?:建议|修复|修复建议|解决方案|推荐|原因|影响|推奨|対策|修正案|原因|影響)[^\n]{0,10})$/iu);

/** A label line that belongs to the finding before it: "Fix:", "**Fix**:", "🔧 Fix:", "Severity：" (label.ts
 *  reads the label, as every other reader of labels does). `test`, so it reads like the pattern it was. */
export const ATTACHED_LABEL = {
  test(text: string): boolean {
    const l = labelOf(text);
    return l !== null && ATTACHED_WORDS.test(l.label);
  },
};
