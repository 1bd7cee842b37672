// A return's outcome stated as a verdict where the writer closes (closing-verdict.ts, outcome.ts, return-answer.ts
// outcomePlaces): a closing section's heading that carries it, a closing section's first sentence, a bold verdict
// line in the summary or at the end. Look-alikes held: a conclusion whose prose says "closed" of a socket or a
// ticket field, a verdict inside one finding's body, a verdict on a dependency in a table, a heading that asks
// what was fixed. Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const outcomeOf = (md: string) => {
  const { r } = readReturn(md);
  return [r.outcomeFrom ? r.answers.outcome : null, r.outcomeFrom?.line ?? null];
};
const FINDINGS = '\n## Findings\n\n### 1. Cache key ignores locale\nThe key omits the locale.\n\n### 2. Retry loop never backs off\nIt spins.\n';
// A summary that states nothing, then the findings: lines 1-14.
const HEAD = `# Block D review\n\n## Summary\n\nA pass over block D of the importer, against the seven issues of the brief.\n${FINDINGS}`;

describe('a closing section whose heading carries the outcome', () => {
  it.each([
    ['Conclusion — Block D closed', 'answered'],
    ['Fazit: alles behoben', 'answered'],
    ['Résultat : partiellement corrigé', 'partial'],
    ['结论：已完成', 'answered'],
    ['Conclusión: todo corregido', 'answered'],
    ['Итог — всё исправлено', 'answered'],
    ['Verdict: release approved', 'answered'],
  ])('"## %s" is %s, read from that heading', (heading, outcome) => {
    const { r } = readReturn(`${HEAD}\n## ${heading}\n\nNext is block E; see the plan.\n`);
    expect([r.outcomeFrom ? r.answers.outcome : null, r.outcomeFrom?.line]).toEqual([outcome, 15]);
    expect(r.outcomeFrom!.text).toBe(`## ${heading}`);
  });
  it('a heading that asks what was fixed, or says nothing was, states nothing', () => {
    expect(outcomeOf(`${HEAD}\n## Conclusion — what was fixed\n\nThe cache key.\n`)[0]).toBeNull();
    expect(outcomeOf(`${HEAD}\n## Conclusion — nothing fixed\n\nSee the plan.\n`)[0]).toBeNull();
    expect(outcomeOf(`${HEAD}\n## Conclusion — the socket closed early\n\nSee the plan.\n`)[0]).toBeNull();
  });
});

describe("a closing section's first sentence", () => {
  it('states the outcome though a Summary above states none, and a section follows it (en, de, ru)', () => {
    expect(outcomeOf(`${HEAD}\n## Conclusion\n\nAll 7 issues are fixed. The branch is ready.\n\n## Next steps\n\n1. Block E.\n`)).toEqual(['answered', 17]);
    expect(outcomeOf(`${HEAD}\n## Fazit\n\nAlle sieben Punkte sind teilweise behoben.\n\n## Nächste Schritte\n\n1. Block E.\n`)).toEqual(['partial', 17]);
    expect(outcomeOf(`${HEAD}\n## Итог\n\nВсе ошибки исправлены.\n\n## Дальше\n\n1. Блок E.\n`)).toEqual(['answered', 17]);
  });
  it('prose that says "closed" of a socket or a ticket field states nothing', () => {
    expect(outcomeOf(`${HEAD}\n## Conclusion\n\nThe socket is closed by the server before the handler returns, which is why the retry fails.\n`)[0]).toBeNull();
    expect(outcomeOf(`${HEAD}\n## Conclusion\n\nThe ticket's Resolution field is closed by the bot, not by people.\n`)[0]).toBeNull();
  });
});

describe('a bold verdict line', () => {
  it('in the summary, at the top, or at the end states the outcome (en, de, zh)', () => {
    expect(outcomeOf(`# Release review\n\n**Verdict: release approved.**\n\nA review of the 2.4 release.\n${FINDINGS}`)).toEqual(['answered', 3]);
    expect(outcomeOf(`# Release review\n\n## Summary\n\nA review of the 2.4 release.\n\n**Verdict: release approved.**\n${FINDINGS}`)).toEqual(['answered', 7]);
    expect(outcomeOf(`${HEAD}\n**Verdict: release approved.**\n`)).toEqual(['answered', 15]);
    expect(outcomeOf(`# Prüfung\n\nEine Prüfung.\n${FINDINGS}\n## Fazit\n\n**Ergebnis:** teilweise\n`)).toEqual(['partial', 15]);
    expect(outcomeOf(`# 审查\n\n## 概要\n\n审查了 D 块。\n\n**结论：** 阻塞于 CI 机器\n${FINDINGS}`)).toEqual(['blocked', 7]);
  });
  it('the output names the line it was read from', () => {
    const { r } = readReturn(`# Release review\n\n## Summary\n\nA review of the 2.4 release.\n\n**Verdict: release approved.**\n${FINDINGS}`);
    expect(r.outcomeFrom).toMatchObject({ line: 7, text: '**Verdict: release approved.**' });
  });
  it('one inside one finding\'s body, and a verdict on a dependency in a table or a list, state nothing', () => {
    expect(outcomeOf('# Review\n\n## Summary\n\nA review.\n\n## Findings\n\n### 1. Cache key\nThe upstream review said:\n\n**Verdict:** approved\n\nbut the key omits the locale.\n\n### 2. Retry loop\nIt spins.\n')[0]).toBeNull();
    expect(outcomeOf(`# Review\n\n## Summary\n\nA review.\n\n## Dependencies\n\n| library | verdict |\n|---|---|\n| libfoo | approved |\n| libbar | rejected |\n${FINDINGS}`)[0]).toBeNull();
    expect(outcomeOf(`# Review\n\n## Summary\n\nA review.\n\n## Dependencies\n\n| library X | approved |\n|---|---|\n| libbar | rejected |\n${FINDINGS}`)[0]).toBeNull();
    expect(outcomeOf(`# Review\n\n## Summary\n\nA review.\n\n## Dependencies\n\n- **libfoo: approved**\n- libbar: rejected\n${FINDINGS}`)[0]).toBeNull();
  });
});
