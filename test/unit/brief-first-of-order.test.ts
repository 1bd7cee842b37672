// The first step is the first of a stated order (first-of-order.ts, briefs6): a section read both as what to deliver
// and as the first step gives the first step its first labelled step ("Step 1: …", "手順1：…") or its first sentence;
// what to deliver keeps the whole text. Look-alikes held: a first step of one sentence stays whole; a first-step
// section beside a stated deliver keeps all its text. Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const read = (md: string) => importBrief(md, kinds.get('task')!);
const why = '## Why\n\nFinance needs every account in one CSV.\n\n';

describe('the first of the order a section states', () => {
  it.each([
    ['en recommendation', 'Recommendation for the next session', 'Profile the export on the big tenant first. Then stream the rows instead of buffering them.', 'Profile the export on the big tenant first.'],
    ['en steps', 'Next steps', 'Step 1: profile the big tenant.\nStep 2: stream the rows.', 'Step 1: profile the big tenant.'],
    ['de', 'Nächste Schritte', 'Schritt 1: den großen Mandanten profilieren.\nSchritt 2: Zeilen streamen.', 'Schritt 1: den großen Mandanten profilieren.'],
    ['fr', 'Prochaines étapes', 'Profiler le gros client. Ensuite, écrire les lignes en flux.', 'Profiler le gros client.'],
    ['ja', '手順', '手順1: 大口テナントでエクスポートをプロファイルする。\n手順2: 行をストリームで書き出す。', '手順1: 大口テナントでエクスポートをプロファイルする。'],
    ['ko', '다음 단계', '1단계: 큰 테넌트를 프로파일링한다.\n2단계: 행을 스트리밍한다.', '1단계: 큰 테넌트를 프로파일링한다.'],
  ])('%s', (_l, heading, text, first) => {
    const r = read(`# Billing export\n\n${why}## ${heading}\n\n${text}\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.firstStep, p).toBe(first);
    expect(r.answers.deliver.replace(/\s+/g, ' '), p).toContain(text.replace(/\s+/g, ' '));
  });
});

describe('look-alikes', () => {
  it('one sentence stays whole', () => {
    const r = read(`# Billing export\n\n${why}## Next step\n\nRead the plan first, then run the benchmark.\n`);
    expect(r.answers.firstStep).toBe('Read the plan first, then run the benchmark.');
  });
  it('a first-step section beside a stated deliver keeps all its text', () => {
    const r = read(`# Billing export\n\n${why}## Deliver\n\nOne CSV with every account.\n\n## First step\n\nProfile the big tenant. Then stream the rows.\n`);
    expect(r.answers.firstStep).toBe('Profile the big tenant. Then stream the rows.');
  });
});

// A word of order inside a sentence's first clause (first-clause.ts): in a prompt to paste, that sentence alone is the
// first step. Look-alikes held: "the first version", "first-time setup" say no order.
describe('a word of order inside the first clause of a prompt sentence', () => {
  const prompt = (sentence: string) => `# Billing export\n\n${why}## Kickoff prompt\n\n\`\`\`\nYou are taking over the billing export. ${sentence}\nKeep the CSV dialect as it is.\n\`\`\`\n`;
  it.each([
    ['en', 'Read the plan first (docs/plan.md), then profile the big tenant.'],
    ['en then', 'Run the benchmark first and then compare with Monday.'],
    ['de', 'Lies zuerst den Plan in docs/plan.md.'],
    ['fr', "Lis d'abord le plan dans docs/plan.md."],
    ['es', 'Lee primero el plan en docs/plan.md.'],
    ['ru', 'Прочитай сначала план в docs/plan.md.'],
    ['sv', 'Läs först planen i docs/plan.md.'],
  ])('%s', (_l, sentence) => {
    const r = read(prompt(sentence));
    const p = JSON.stringify(r.placement);
    expect(r.answers.firstStep, p).toBe(sentence);
  });
  it('"the first version", "first-time setup" say no order', () => {
    for (const s of ['The first version shipped in March.', 'First-time setup takes twenty minutes.', 'We built the first, slow exporter in May.']) {
      const r = read(prompt(s));
      expect(r.answers.firstStep, s).toBe('');
    }
  });
});
