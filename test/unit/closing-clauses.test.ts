// A return's outcome stated by the first sentence of a closing section, clause by clause (closing-clauses.ts):
// a status that ends a clause after a long subject ("… from the first round are fixed"), a clause saying nothing
// is left open ("nothing severe is open", "重大な未解決の問題はない"), in the languages of prompts/. Look-alikes held:
// a conclusion that states nothing, one that says something is still open, a negated status, a status word
// followed by more ("open to the internet"). The outcome is named by its line. Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';
import { documentKind } from '../../src/brief/document-type.js';
import { parseDoc } from '../../src/brief/document.js';

const FINDINGS = '\n## Findings\n\n### 1. Refund total ignores the shipping fee (Medium)\n`refund.ts` subtracts only the item prices.\n\n### 2. Retry loop never backs off\nIt spins.\n';
// A scope that states nothing, then the findings: lines 1-14; the closing heading on 15, its sentence on 17.
const HEAD = `# Second review of the payment flow\n\n## Scope\n\nThe checkout and refund paths after round one.\n${FINDINGS}`;
const outcomeOf = (heading: string, sentence: string) => {
  const { r } = readReturn(`${HEAD}\n## ${heading}\n\n${sentence}\n`);
  return [r.outcomeFrom ? r.answers.outcome : null, r.outcomeFrom?.line ?? null];
};

describe('a closing section whose first sentence states the result clause by clause', () => {
  it.each([
    ['Conclusion', 'The two blocking problems from the first round are fixed and nothing severe is open.', 'answered'],
    ['Conclusion', 'The one high issue was fixed and no critical or high issue remains.', 'answered'],
    ['Conclusion', 'Nothing severe is open.', 'answered'],
    ['Fazit', 'Die beiden blockierenden Probleme aus der ersten Runde sind behoben, nichts Schweres ist mehr offen.', 'answered'],
    ['結論', '前回の重大な問題は修正済みで、重大な未解決の問題はない。', 'answered'],
    ['Вывод', 'Обе блокирующие проблемы исправлены, серьёзных открытых проблем нет.', 'answered'],
    ['Conclusión', 'Los dos problemas graves están corregidos y no queda nada grave abierto.', 'answered'],
    ['Conclusion', 'The release of the payment flow to the second region is blocked by the missing staging credentials.', 'blocked'],
  ])('"## %s" / "%s" is %s, read from that line', (heading, sentence, outcome) => {
    expect(outcomeOf(heading, sentence)).toEqual([outcome, 17]);
  });
  it('the output names the line it was read from', () => {
    const { r } = readReturn(`${HEAD}\n## Conclusion\n\nThe two blocking problems from the first round are fixed and nothing severe is open.\n`);
    expect(r.outcomeFrom).toMatchObject({ line: 17, text: 'The two blocking problems from the first round are fixed and nothing severe is open.' });
  });
});

describe('a conclusion that states no result is still asked about', () => {
  it.each([
    'We looked at the upload path and the thumbnail worker during two days.',
    'Nothing in the upload path is open to the internet.',
    'The two blocking problems from the first round are fixed, but two issues remain open.',
    'The two blocking problems from the first round are not fixed.',
    'The fixes from the first round are partially done by the other team.',
    'Die beiden Probleme aus der ersten Runde sind noch nicht behoben.',
    'No tests remain flaky after the change to the runner.',
  ])('"%s"', (sentence) => {
    expect(outcomeOf('Conclusion', sentence)[0]).not.toBe('answered');
  });
  it('a sentence like it in a section that closes nothing (a finding\'s body) states nothing', () => {
    const { r } = readReturn(`${HEAD}\n## Notes\n\nThe two blocking problems from the first round are fixed and nothing severe is open.\n\n### 3. Cache\nIt leaks.\n`);
    expect(r.outcomeFrom?.line ?? null).not.toBe(17);
  });
});

describe("lint's brief-or-return decision reads the closing section as `return` does", () => {
  const doc = (closing: string) => `# Payment flow, round two\n\n## Context\n\nThe checkout and refund paths after round one.\n\n## Next steps\n\n- Ship the refund change.\n\n${closing}\n`;
  it.each([
    ['a first sentence that states the result', '## Conclusion\n\nThe two blocking problems from the first round are fixed and nothing severe is open.', 13],
    ['a heading that carries a verdict', '## Fazit: alles behoben\n\nDie Details stehen oben.', 11],
  ])('%s: a return, because of that line', (_what, closing, line) => {
    const k = documentKind(parseDoc(doc(closing)));
    expect(k.type).toBe('return');
    expect(k.because).toContain(`line ${line} states an outcome`);
  });
  it('a conclusion that states nothing decides nothing by itself', () => {
    const k = documentKind(parseDoc(doc('## Conclusion\n\nWe looked at both paths for two days.')));
    expect(k.because).not.toContain('states an outcome');
  });
});
