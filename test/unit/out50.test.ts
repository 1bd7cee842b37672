// QA 50 classes 2, 9, 10: a return's stated outcome (a status label inside the Outcome section, whatever its value; the
// bracketed "unresolved" note of the last section's heading; the first item of an Outcome section's list as the answer
// when nothing states the outcome), the severity of a group heading ("### 경미"), and the writer's words kept (a findings
// heading the tool's heading does not write, an outcome line's label). Synthetic documents in several languages; near
// misses beside each rule.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { renderReturn } from '../../src/brief/render.js';
import type { Anchor } from '../../src/brief/types.js';

const read = (md: string) => {
  const { r, f } = readReturn(md);
  return { outcome: r.outcomeFrom ? r.answers.outcome : null, line: r.outcomeFrom?.line ?? null, answer: r.answers.answer, f, r };
};

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const anchor = { cwd: '/tmp/x', repo: null } as unknown as Anchor;
/** The return as the tool writes it, and that markdown read back (what `pull` and `lint` see). */
const written = (md: string) => {
  const r = importReturn(md, placeholders);
  const out = renderReturn(r.answers, { id: 'task-x-abcd', n: 1, briefTitle: 'T', created: 'now', anchor }, r.extra, r.layout);
  return { md: out, back: importReturn(out, placeholders) };
};

describe('a status label inside the Outcome section states the outcome, whatever its value (class 2a)', () => {
  const cases: [string, string, string, string][] = [
    ['de', 'Ergebnis', '**Status:** Befunde vorhanden', 'Geprüfte Dateien'],
    ['fr', 'Résultat', '**Statut :** constats relevés', 'Fichiers examinés'],
    ['es', 'Resultado', '**Estado:** hallazgos encontrados', 'Archivos revisados'],
    ['en', 'Result', '**Status:** findings present', 'Files reviewed'],
  ];
  for (const [lang, heading, line, files] of cases) {
    it(`${lang}: "## ${heading}" / "${line}"`, () => {
      const got = read(`# Code review\n\n## ${heading}\n\n${line}\n\n## Findings\n\n- The retry loop never ends when the token expires.\n\n## ${files}\n\n- \`src/retry.ts\`\n`);
      expect(got.outcome).toBe('answered');
      expect(got.line).toBe(5);
      // (The label is kept with its value: the writer's words all reach what is written, class 10.)
      expect(got.answer).toMatch(/^(?:Status|Statut|Estado): /);
      expect(got.r.placement.some((p) => p.line === 5)).toBe(false);
    });
  }

  it('a status that the work has not begun states none there ("**Status:** open"): the tool still asks', () => {
    expect(read(`# Code review\n\n## Ergebnis\n\n**Status:** open\n\n## Befunde\n\n- Der Test prüft dasselbe zweimal.\n`).outcome).toBeNull();
  });

  it("a status label in one of several findings' sections is that finding's, not the return's", () => {
    expect(read(`# Code review\n\n## Findings\n\n### Retry loop\n\n**Status:** reproduced twice\n\nThe loop never ends.\n\n### Token cache\n\n**Status:** seen once\n\nThe cache keeps old tokens.\n`).outcome).toBeNull();
  });
});

describe('the first item of an Outcome list is the one-line answer where nothing states the outcome (class 2b, 2c)', () => {
  const cases: [string, string, string][] = [
    ['en', 'Conclusion', 'The flood came from a wrong config address, not from code.'],
    ['ja', '結論', 'フラッドの主因は設定ファイルのアドレス不一致であった。'],
    ['de', 'Fazit', 'Die Flut kam von einer falschen Adresse in der Konfiguration.'],
  ];
  for (const [lang, heading, first] of cases) {
    it(`${lang}: "## ${heading}" / "- ${first.slice(0, 20)}…"`, () => {
      const got = read(`# Investigation\n\n## ${heading}\n\n- ${first} More detail follows here.\n- A second point.\n\n## Findings\n\n- config address .151 differs from the device's .114\n`);
      // Nothing states the outcome: never guessed, the tool asks for --outcome ...
      expect(got.outcome).toBeNull();
      // ... and the answer a person confirms with it is the list's first sentence, not empty.
      expect(got.answer).toBe(first);
      // The list stays whole in the Outcome section.
      expect(got.r.layout.outcomeText).toContain('A second point.');
    });
  }

  it('a stated outcome keeps its own answer ("Status: done — x" over the list)', () => {
    const got = read(`# Investigation\n\n## Conclusion\n\nStatus: done — the address was wrong.\n\n- The flood came from a wrong address.\n\n## Findings\n\n- the address differs\n`);
    expect(got.outcome).toBe('answered');
    expect(got.answer).not.toContain('flood');
  });

  it('an Outcome section that opens with a table gives no answer', () => {
    expect(read(`# Investigation\n\n## Conclusion\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n## Findings\n\n- the address differs\n`).answer).toBe('');
  });
});

describe('"unresolved" is partial as the return\'s status, not as one group\'s heading (class 2d)', () => {
  const cases: [string, string][] = [
    ['es', '## PASO 4 — HIPÓTESIS (SIN RESOLVER)'],
    ['en', '## Step 4 — Hypotheses (unresolved)'],
    ['ja', '## 4. 仮説（未解決）'],
    ['de', '## Schritt 4 — Hypothesen (ungelöst)'],
  ];
  for (const [lang, heading] of cases) {
    it(`${lang}: the last section "${heading}"`, () => {
      const got = read(`# Audit of the missing article\n\n## Findings\n\n- The article is not in the data file.\n\n${heading}\n\n1) The editor saved it to another branch.\n2) The cache serves an old copy.\n`);
      expect(got.outcome).toBe('partial');
      expect(got.line).toBe(7);
    });
  }

  it('a status label says it anywhere ("Estado: sin resolver", "状態：未解決", "Status: unresolved")', () => {
    for (const line of ['Estado: sin resolver', '状態：未解決', 'Status: unresolved', 'Statut : non résolu']) {
      expect(read(`# Audit\n\n${line}\n\n## Findings\n\n- The article is not in the data file.\n`).outcome).toBe('partial');
    }
  });

  it('not a section in the middle ("## Hypotheses (unresolved)" then "## Next steps")', () => {
    expect(read(`# Audit\n\n## Findings\n\n- The article is not in the data file.\n\n## Hypotheses (unresolved)\n\n1) Another branch.\n\n## Next steps\n\n- Check the branch.\n`).outcome).toBeNull();
  });

  it('not a heading over open items without a status note ("## Unresolved questions")', () => {
    expect(read(`# Audit\n\n## Findings\n\n- The article is not in the data file.\n\n## Unresolved questions\n\n- Which branch does the editor write to?\n`).outcome).toBeNull();
  });

  it('not a "(done)" note of the last section: only partial is read there', () => {
    expect(read(`# Audit\n\n## Findings\n\n- The article is not in the data file.\n\n## Step 4 — Cleanup (done)\n\n- Removed the temp files.\n`).outcome).toBeNull();
  });

  it('a stated status elsewhere wins over the note', () => {
    expect(read(`# Audit\n\n**Status:** done\n\n## Findings\n\n- The article is not in the data file.\n\n## Hypotheses (unresolved)\n\n1) Another branch.\n`).outcome).toBe('answered');
  });
});

describe('a severity group heading sets the severity of its findings that state none (class 9)', () => {
  const cases: [string, string, string, string, string][] = [
    ['ko', '발견 사항', '### 심각', '### 경미 (개선 권장)', 'low'],
    ['fr', 'Constats', '### Critique', '### Mineur', 'minor'],
    ['de', 'Befunde', '### Kritisch', '### Geringfügig', 'minor'],
    ['en', 'Findings', '### Critical', '### Minor', 'minor'],
  ];
  for (const [lang, findings, high, low, lowName] of cases) {
    it(`${lang}: "${high}" / "${low}"`, () => {
      const got = read(`# Review\n\n## Outcome\n\nanswered — reviewed.\n\n## ${findings}\n\n${high}\n\n1. **Jobs run twice** — when the clock moves back.\n\n${low}\n\n1. **Unused variable** — \`tmp\` is never read.\n`);
      expect(got.f.map((x) => x.severity)).toEqual(['critical', lowName]);
    });
  }

  it('a finding that states its own severity keeps it under a group of another', () => {
    const got = read(`# 리뷰\n\n## 결과\n\n리뷰 완료.\n\n## 발견 사항\n\n### 경미\n\n1. **SQL 인젝션 위험** (high severity) — 이름이 그대로 들어감.\n`);
    expect(got.f[0]!.severity).toBe('high');
  });
});

describe("the source's words are kept where the tool's heading replaces them (class 10)", () => {
  const cases: [string, string][] = [
    ['es', 'Hallazgos'],
    ['ja', '発見事項'],
    ['fr', 'Constats'],
  ];
  for (const [lang, heading] of cases) {
    it(`${lang}: "## ${heading}" is written as a note above the first finding and read back as none`, () => {
      const src = `# Review\n\n## Outcome\n\nanswered — two problems.\n\n## ${heading}\n\n- The JSON file is not copied to \`dist/\`.\n- The \`Cache-Control\` header is missing on \`/api\`.\n`;
      const { md, back } = written(src);
      expect(md).toContain(`*From the heading: ${heading}*`);
      expect(back.answers.findings).toHaveLength(2);
      expect(back.answers.findings.join('\n')).not.toContain('From the heading');
    });
  }

  it('a findings heading the tool writes already ("## Findings") gets no note', () => {
    expect(written(`# Review\n\n## Outcome\n\nanswered — one.\n\n## Findings\n\n- The JSON file is not copied.\n`).md).not.toContain('From the heading');
  });

  it('over severity groups too ("## 발견 사항" / "### 경미"), read back with the same findings', () => {
    const { md, back } = written(`# 리뷰\n\n## 결과\n\n리뷰 완료.\n\n## 발견 사항\n\n### 경미\n\n1. **중복 코드** — 두 함수가 같은 블록을 가짐.\n`);
    expect(md).toContain('*From the heading: 발견 사항*');
    expect(back.answers.findings).toHaveLength(1);
  });

  it('an outcome line keeps its label ("- 전체 평가: **PASS**" -> "전체 평가: PASS"), but not the Outcome\'s own', () => {
    expect(read(`# 리뷰\n\n## 리뷰 요약\n\n- 전체 평가: **PASS**\n\n## 발견 사항\n\n- 중복 코드.\n`).answer).toBe('전체 평가: PASS');
    expect(read(`# Review\n\n## Summary\n\nOutcome: answered — the cache is fine.\n\n## Findings\n\n- x\n`).answer).toBe('the cache is fine.');
  });
});
