// A brief pasted as a message with no heading at all (kind13): its first sentence that opens with a verb of work
// is the first step, a sentence that names the gap or the problem with a colon ("The critical gap: …") is the
// why, and the request closing that paragraph ("Fix these.") is what to deliver. Through `new task --body …
// --no-input --json` (a title given: a message has none, and it is asked). Near-misses keep asking: a return's
// summary in prose, a message that names no gap, a sentence that only opens with the words of one.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { crlf, docWorld, type BriefAnswers } from '../helpers/doc-world.js';

const w = docWorld();

function run(md: string, flags: string[] = ['-t', 'T']) {
  const r = runCli(['new', 'task', '--body', w.file('msg.md', md), '--no-input', '--no-copy', '--json', ...flags], w.opts());
  const asked = [...r.stderr.matchAll(/^ {2}(--[a-z-]+) /gm)].map((m) => m[1]!);
  if (r.code !== 0) return { code: r.code, asked, stderr: r.stderr, answers: null as BriefAnswers | null };
  const j = JSON.parse(r.stdout) as { json: string };
  return { code: r.code, asked, stderr: r.stderr, answers: (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers };
}

const flat = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

const messages: [string, string, RegExp, RegExp, RegExp][] = [
  [
    'English, the step first, the gap and its request after',
    'Feed importer at ~/src/feeds.\n\nRun `make audit` to list the failing feeds, then work through them\none by one. Keep commits small.\n\nThe main gap: two of the four feeds return 0 products since the API change. The price parser also\ndrops the cents. Fix both.\n\nAll 40 tests must stay green.\n',
    /^The main gap: two of the four feeds return 0 products since the API change\.$/,
    /The price parser also drops the cents\. Fix both\.$/,
    /^Run `make audit` to list the failing feeds, then work through them one by one\.$/,
  ],
  [
    'German, "Das Kernproblem ist"',
    'Rechnungsexport unter ~/src/rechnung.\n\nReproduziere zuerst den Fehler mit `npm run export -- --month 3`.\n\nDas Kernproblem ist, dass der Export bei mehr als 500 Zeilen abbricht. Die Summenzeile fehlt dann auch. Behebe beides.\n',
    /^Das Kernproblem ist, dass der Export bei mehr als 500 Zeilen abbricht\.$/,
    /Die Summenzeile fehlt dann auch\. Behebe beides\.$/,
    /^Reproduziere zuerst den Fehler/,
  ],
  [
    'French with CRLF, "Le problème principal :"',
    crlf('Application de réservation, dépôt ~/src/resa.\n\nLance `npm test` pour voir les trois échecs.\n\nLe problème principal : les créneaux du dimanche disparaissent après minuit. Les rappels partent aussi deux fois. Corrige ces deux bugs.\n'),
    /^Le problème principal : les créneaux du dimanche disparaissent après minuit\.$/,
    /Les rappels partent aussi deux fois\. Corrige ces deux bugs\.$/,
    /^Lance `npm test`/,
  ],
  [
    'Spanish, "El objetivo:", the request first and the step last',
    'Proyecto de facturas en ~/src/facturas.\n\nEl objetivo: que el PDF salga con el IVA correcto. Ahora redondea mal los céntimos. Arregla el redondeo.\n\nEjecuta `pytest -q tests/test_iva.py` para ver el fallo.\n',
    /^El objetivo: que el PDF salga con el IVA correcto\.$/,
    /Ahora redondea mal los céntimos\. Arregla el redondeo\.$/,
    /^Ejecuta `pytest -q tests\/test_iva\.py`/,
  ],
  [
    'Chinese, "核心问题：", sentences ended by 。',
    '支付服务在 ~/src/pay。\n\n运行 `make audit` 找出失败的回调，然后逐个处理。\n\n核心问题：回调超时后没有任何日志。重试也会重复扣款。修复这两个问题。\n',
    /^核心问题：回调超时后没有任何日志。$/,
    /重试也会重复扣款。修复这两个问题。$/,
    /^运行 `make audit` 找出失败的回调，然后逐个处理。$/,
  ],
];

describe('a heading-less message: why, deliver and first step read from its sentences', () => {
  for (const [name, md, why, deliver, first] of messages) {
    it(name, () => {
      const r = run(md);
      expect(r.code, r.stderr).toBe(0);
      expect(flat(r.answers!.why)).toMatch(why);
      expect(flat(r.answers!.deliver)).toMatch(deliver);
      expect(flat(r.answers!.firstStep)).toMatch(first);
    });
  }
  it('without a title it is asked for the title only', () => {
    const r = run(messages[0]![1], []);
    expect(r.code).toBe(2);
    expect(r.asked).toEqual(['--title']);
  });
});

describe('near-misses: nothing is guessed', () => {
  it("a return's summary in prose (I checked … and found …) is asked for why, deliver and first step", () => {
    const r = run('I checked the checkout flow and found two bugs. The cart total ignores discounts; the tax call retries forever.\n\nBoth sit in `cart.ts`, and the retries also hit the payment mock. Reproducing them takes a minute each.\n');
    expect(r.code).toBe(2);
    expect(r.asked).toEqual(['--why', '--deliver', '--first-step']);
  });
  it('a message that names no gap keeps asking why, though it says where to start', () => {
    const r = run('Invoice export at ~/src/inv.\n\nRun `npm test` first and read the failures. Then fix them.\n');
    expect(r.code).toBe(2);
    expect(r.asked).toContain('--why');
    expect(r.asked).not.toContain('--first-step');
  });
  it('a sentence that only opens with the words of a gap ("The main problem areas were …") is no why', () => {
    const r = run('The main problem areas were the cart and the tax call. Fix the cart first.\n');
    expect(r.code).toBe(2);
    expect(r.asked).toContain('--why');
  });
});
