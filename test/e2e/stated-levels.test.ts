// sev20: a finding's stated severity in a short form (QA 40 docs 11, 12, 13): a one-letter level in brackets after
// its id or closing its title ("## F1 (H) — …" under a legend "**H** = … **M** = … **L** = …"; S1–S4), a tag line of
// code spans under its heading ("`low` · `breaking-change`" under "### 🔵 …", where only the colours 🔴🟠🟡🟢 were
// read), and a bold lead opening with a severity word and a comma ("**Critical, and my mistake — …**")
// (stated-levels.ts, prompts/severities.txt `letter`).

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { docWorld, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();
const read = (text: string): [string, string | null][] => {
  const { j } = returnAndPull(w, text, 'sev20 probe');
  return j.findings.map((f: FindingData) => [f.title, f.severity ?? null]);
};

describe('a letter level in brackets after the id', () => {
  it.each([
    ['English, with a legend', '# Bug hunt — renderer\n\nSeverity: **H** = wrong results on reachable inputs;\n**M** = weakens the verification net; **L** = latent or cosmetic.\n\n---\n\n## F1 (H) — Dispatch exceeds device limits\n\n`pipeline.rs:150` dispatches more groups than the spec allows.\n\n## F2 (M) — CI runs without the validation layer\n\n`ci.yml:12` never sets the variable.\n\n## F3 (L, docs) — Stale doc comment on `rg_upload`\n\n`blur.rs:122` describes a layout the code does not have.\n'],
    ['German, no legend', '# Fehlersuche — Renderer\n\n## F1 (H) — Dispatch überschreitet Gerätegrenzen\n\n`pipeline.rs:150` startet zu viele Gruppen.\n\n## F2 (M) — CI läuft ohne Validierungsschicht\n\n`ci.yml:12` setzt die Variable nie.\n\n## F3 (L, Doku) — Veralteter Kommentar an `rg_upload`\n\n`blur.rs:122` beschreibt ein anderes Layout.\n'],
  ])('%s', (_what, text) => {
    expect(read(text).map((x) => x[1])).toEqual(['high', 'medium', 'low']);
  });
  it('S1–S4 after the id or closing the title', () => {
    const text = '# Review\n\n## 1. (S1) — Token leaks into the log\n\n`auth.ts:40` logs the bearer token.\n\n## 2. Retry loops forever (S3)\n\n`net.ts:88` never backs off.\n';
    expect(read(text).map((x) => x[1])).toEqual(['critical', 'medium']);
  });
  it('near-miss: "(H2 heading)", "(M.2)" and "low latency" in a title state no severity; the legend is no finding', () => {
    const text = '# Docs review\n\nSeverity: **H** = breaks the build; **M** = misleads; **L** = cosmetic.\n\n## F1 (H2 heading) — Heading levels skip\n\n`guide.md:10` jumps from H1 to H3.\n\n## F2 (M.2) — Section numbering restarts\n\n`guide.md:40` numbers 3 after 1.\n\n## F3 — Low latency path stalls\n\n`net.ts:5` blocks on a lock.\n';
    const got = read(text);
    expect(got.map((x) => x[1])).toEqual([null, null, null]);
    expect(got.some((x) => /H\*\* = |breaks the build/.test(x[0]))).toBe(false);
  });
});

describe('a tag line of code spans under the heading', () => {
  it.each([
    ['English', 'Findings (3)', ['### 🟠 containerd 1.x support removed', '`high` · `kep-impact` · origin: `deterministic` · effective in **1.36**', 'Nodes on containerd 1.x must be upgraded.'], ['### 🟡 k8s.gcr.io frozen', '`medium` · `breaking-change`', 'Images must come from registry.k8s.io.'], ['### 🔵 Service .spec.externalIPs deprecated', '`low` · `breaking-change` · origin: `deterministic`', 'The apiserver warns on its use.']],
    ['Spanish', 'Hallazgos (3)', ['### 🟠 Se elimina el soporte de containerd 1.x', '`alta` · `impacto-kep`', 'Los nodos con containerd 1.x deben actualizarse.'], ['### 🟡 k8s.gcr.io congelado', '`media` · `cambio-incompatible`', 'Las imágenes deben venir de registry.k8s.io.'], ['### 🔵 Service .spec.externalIPs obsoleto', '`baja` · `cambio-incompatible`', 'El apiserver avisa de su uso.']],
  ])('%s', (_what, group, ...items) => {
    const text = `# Upgrade assessment\n\n**Verdict: NOT READY**\n\n## ${group}\n\n${items.map((i) => i.join('\n\n')).join('\n\n')}\n`;
    expect(read(text).map((x) => x[1])).toEqual(['high', 'medium', 'low']);
  });
  it('near-miss: a tag line with no severity word gives none; a 🔵 heading alone gives none', () => {
    const text = '# Upgrade assessment\n\n## Findings (2)\n\n### 🔵 Service .spec.externalIPs deprecated\n\n`breaking-change` · origin: `deterministic`\n\nThe apiserver warns on its use.\n\n### 🔵 8 CRD versions served while deprecated\n\nClients will break when the operator drops the version.\n';
    expect(read(text).map((x) => x[1])).toEqual([null, null]);
  });
});

describe('a bold lead opening with a severity word and a comma', () => {
  it.each([
    ['English', '**Critical, and my mistake rather than WP-C\'s — the rate-limit key trusts a spoofable value.**', '**Minor — `q` allows LIKE wildcards.**', ['critical', 'minor']],
    ['German', '**Kritisch, und mein Fehler — der Rate-Limit-Schlüssel vertraut einem fälschbaren Wert.**', '**Niedrig — `q` erlaubt LIKE-Platzhalter.**', ['critical', 'low']],
  ])('%s', (_what, a, b, want) => {
    const text = `# Review findings\n\n## PR #3 — API — Fix-first\n\n${a} \`rate_limit_key\` returns the first entry of \`X-Forwarded-For\`, which the client controls.\n\n${b} A search for \`%\` matches every row; parameterised, not an injection.\n`;
    expect(read(text).filter((x) => x[1] !== null).map((x) => x[1])).toEqual(want);
  });
  it('near-miss: "**High, wide and handsome**"-like leads that are no severity word stay without one', () => {
    const text = '# Review findings\n\n## PR #3 — API — Fix-first\n\n**Rate limits, as written, trust the client.** `rate_limit_key` returns the first entry of `X-Forwarded-For`.\n\n**Search — `q` allows LIKE wildcards.** A search for `%` matches every row.\n';
    expect(read(text).map((x) => x[1]).every((s) => s === null)).toBe(true);
  });
});
