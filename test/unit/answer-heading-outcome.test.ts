// QA 45 R3: a section that answers the question ("## Answer", "## Réponse à la question posée", "## Antwort auf die
// Frage", "## Respuesta", "## Ответ", "## 回答") states the outcome answered, its first paragraph the one-line answer
// (not an epigraph quote above it), read from that line; a status label whose value says where the statuses are ("every
// finding below carries a per-finding Status line") states none. Near misses: a "## Question" heading alone, an answer
// inside a finding, a FAQ's answers, an answer heading under another section. Synthetic documents only
// (return-answer.ts answerSection, outcome.ts weighedOutcome, doc-verdict.ts statusPerItem).
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const read = (md: string) => {
  const { r, f } = readReturn(md);
  return { outcome: r.outcomeFrom ? r.answers.outcome : null, line: r.outcomeFrom?.line ?? null, answer: r.answers.answer, f, r };
};

/** A return with an epigraph, a finding and an answer section headed `heading`, its first paragraph `answer`. */
const withAnswer = (heading: string, answer: string, level = '##') =>
  `# Why the worker pool stalls\n\n> "A slow queue is a full queue." — an old saying\n\n## Findings\n\n### F1. Workers share one socket\n\nEach worker takes the same socket from \`pool.ts:40\`.\n\n${level} ${heading}\n\n${answer}\n\nEverything else follows from it.\n`;

describe('an answer heading states the outcome, its first paragraph the answer', () => {
  const cases: [string, string][] = [
    ['Answer', '**The stall comes from the shared socket.**'],
    ['Réponse à la question posée', '**Le blocage vient de la socket partagée. Rien d’autre ne bloque.**'],
    ['Antwort auf die Frage', 'Der Stau kommt von der geteilten Verbindung.'],
    ['Respuesta', 'El bloqueo viene del socket compartido.'],
    ['Ответ', '**Затор возникает из-за общего сокета.**'],
    ['回答', '阻塞来自共享的连接。'],
    ['答え', '詰まりは共有ソケットが原因です。'],
    ['2. Short answer', 'No: the pool cannot be shared as written.'],
  ];
  for (const [heading, answer] of cases) {
    it(`"## ${heading}"`, () => {
      const got = read(withAnswer(heading, answer));
      expect(got.outcome).toBe('answered');
      // Read from the answer's line (13: the title block, the findings, then the heading on line 11).
      expect(got.line).toBe(13);
      expect(got.answer).toBe(answer.replace(/^\*\*(.*)\*\*$/, '$1'));
      expect(got.answer).not.toContain('slow queue');
      expect(got.f.map((x) => x.title)).toEqual(['F1. Workers share one socket']);
    });
  }

  it('the answer heading under the title ("# Title" / "## Answer") as well as at the top level', () => {
    expect(read(withAnswer('Answer', 'Yes, once the socket is per worker.', '#')).outcome).toBe('answered');
  });

  it('a status line stated elsewhere still wins ("**Status:** blocked on the vendor")', () => {
    const got = read(`# Pool stall\n\n**Status:** blocked on the vendor's fix\n\n## Answer\n\nThe stall comes from the shared socket.\n`);
    expect(got.outcome).toBe('blocked');
    expect(got.line).toBe(3);
  });

  it('the paragraph after it stays in the return, none of its words lost', () => {
    const { r } = readReturn(withAnswer('Réponse', 'Le blocage vient de la socket partagée.'));
    expect(JSON.stringify(r)).toContain('Everything else follows from it.');
  });
});

describe('near misses: no answer heading, no outcome from it', () => {
  it('a "## Question" heading alone (en, fr, de)', () => {
    for (const q of ['Question', 'Question posée', 'Frage']) expect(read(`# Pool stall\n\n## ${q}\n\nCan the cache be shared across workers?\n\n## Findings\n\n### F1. Workers share one socket\n\nSee \`pool.ts:40\`.\n`).outcome).toBeNull();
  });

  it('an answer inside a finding: a sub-heading or an "Answer:" label of one finding', () => {
    expect(read(`# Pool stall\n\n## Findings\n\n### F1. Workers share one socket\n\nSee \`pool.ts:40\`.\n\n#### Answer\n\nNot shareable as written.\n\n### F2. Retry never backs off\n\n**Answer:** it retries at once, \`retry.ts:12\`.\n`).outcome).toBeNull();
  });

  it('a FAQ: an answer under each question, or one under a question heading (en, de)', () => {
    expect(read(`# FAQ\n\n## How do I reset the cache?\n\n### Answer\n\nRun \`make reset\`.\n\n## Where are the logs?\n\n### Answer\n\nIn \`/var/log/app\`.\n`).outcome).toBeNull();
    expect(read(`# FAQ\n\n## Q1: Wie setze ich den Cache zurück?\n\n### Antwort\n\nMit \`make reset\`.\n\n## Notizen\n\n- der Cache liegt in Redis\n`).outcome).toBeNull();
  });

  it('headings that only hold the word: "## Questions answered", "## Answer to reviewers" under "## Review"', () => {
    expect(read(`# Pool stall\n\n## Questions answered\n\n- Q8 footer behaviour — answered (findings 1-7).\n\n## Findings\n\n### F1. Workers share one socket\n\nSee \`pool.ts:40\`.\n`).outcome).toBeNull();
  });

  it('an answer heading over a list or a table, not a paragraph: no answer line, no outcome', () => {
    expect(read(`# Pool stall\n\n## Answer\n\n- the socket\n- the retry loop\n`).outcome).toBeNull();
  });

  it('an answer that asks or defers states nothing ("TBD", a question)', () => {
    expect(read(`# Pool stall\n\n## Answer\n\nTBD\n`).outcome).toBeNull();
    expect(read(`# Pool stall\n\n## Réponse\n\nPeut-on partager la socket ?\n`).outcome).toBeNull();
  });
});

describe('a status label that says where the statuses are states no outcome', () => {
  const findings = '\n## 1. Inconsistencies\n\n### 1.1 — HIGH — Divergent magnitude in the daily tick\n- `src/tick.ts:329` applies `+ 4`.\n- **Status:** ⏭️ Deferred.\n';
  for (const [lang, line] of [
    ['en', '**Status:** every finding below carries a per-finding **Status** line.'],
    ['de', '**Status:** steht bei jedem Befund in einer eigenen Zeile.'],
    ['fr', '**Statut :** indiqué pour chaque constat ci-dessous.'],
    ['es', '**Estado:** cada hallazgo lleva su propio estado.'],
    ['ru', '**Статус:** указан у каждого пункта ниже.'],
    ['zh', '**状态：** 每个发现下方单独注明。'],
  ] as const) {
    it(`${lang}: ${line}`, () => {
      expect(read(`# Code-Quality Audit Findings\n\n**Scope:** all of \`src/\`.\n${line}\n${findings}`).outcome).toBeNull();
    });
  }
  it('a status with an outcome word of its own still states it ("every finding fixed in this PR")', () => {
    expect(read(`# Code-Quality Audit Findings\n\n**Scope:** all of \`src/\`.\n**Status:** all fixed in this PR; each finding below keeps its own status line.\n${findings}`).outcome).toBe('answered');
  });
});
