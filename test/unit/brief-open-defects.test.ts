// Four general shapes of a brief that were misread, each tested in generated variants (languages, wording,
// CRLF, bullets) rather than on one reported document:
// - an outline of the brief's parts whose item names only start with a part's name ("3. Things tried so
//   far today") is read by the one outline reader (pseudo-headings.ts), for new and lint alike;
// - a ```markdown fence holding only prose (a plain message) is the document when it is the bulk of the body;
// - a lone "## X" over the text is the title;
// - an XML snippet pasted unfenced into a brief (a pom, a config) is text, not sections.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief, readBody } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';
import { lintDoc } from '../../src/brief/lint.js';
import { kindTargets } from '../../src/brief/brief-assignment.js';
import { markdownOfTags } from '../../src/brief/html-document.js';

let task: Kind;
beforeAll(async () => {
  task = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds.get('task')!;
});
const read = (md: string) => importBrief(md, task);
const lintErrors = (md: string) => lintDoc(md, { doc: readBody(md, kindTargets(task)), kind: task, type: 'brief', phrases: [] }).findings.filter((f) => f.severity === 'error').map((f) => f.rule);
const crlf = (md: string) => md.replace(/\n/g, '\r\n');

describe('an outline whose item names start with a part\'s name is read by the one outline reader', () => {
  const outlines: [string, string[]][] = [
    ['en', ['Why it matters', 'What to deliver now', 'Things tried so far today', 'First step for you']],
    ['en exact', ['Why', 'Deliver', 'Things tried so far today', 'First step']],
    ['de', ['Warum das wichtig ist', 'Ergebnis', 'Bereits versucht', 'Erster Schritt']],
    ['fr', ['Pourquoi', 'Livrable attendu', 'Déjà essayé', 'Première étape']],
  ];
  const bullets: [string, (i: number) => string][] = [
    ['numbered', (i) => `${i + 1}. `],
    ['dashes', () => '- '],
    ['parens', (i) => `${i + 1}) `],
  ];
  for (const [lang, names] of outlines) {
    for (const [shape, bullet] of bullets) {
      const pad = (i: number) => ' '.repeat(bullet(i).length);
      const md = `# Cut the image size\n\n${[
        `${bullet(0)}${names[0]}\n${pad(0)}Cold starts take 90 s.`,
        `${bullet(1)}${names[1]}\n${pad(1)}Image under 400 MB.`,
        `${bullet(2)}${names[2]}\n${pad(2)}- alpine: musl breaks numpy.`,
        `${bullet(3)}${names[3]}\n${pad(3)}Run dive on the image.`,
      ].join('\n')}\n`;
      for (const [dress, doc] of [['lf', md], ['crlf', crlf(md)]] as const) {
        it(`${lang} ${shape} ${dress}`, () => {
          const r = read(doc);
          expect(r.answers, JSON.stringify(r.placement)).toMatchObject({ why: 'Cold starts take 90 s.', deliver: 'Image under 400 MB.', deadEnds: ['alpine: musl breaks numpy.'], firstStep: 'Run dive on the image.' });
          expect(r.answers.context).toBe('');
          expect(lintErrors(doc)).toEqual([]);
        });
      }
    }
  }
  it('a list of sentences that merely start like a part stays a list', () => {
    const r = read('# T\n\n## Why\nw\n\n## Deliver\nd\n\n## First step\nf\n\n## Notes\n1. Why it broke\n   the cache was cold\n2. Something else\n   text\n');
    expect(r.answers.why).toBe('w');
    // (A section that names no answer is the Context, under its heading.)
    expect(r.answers.context).toContain('**Notes:**');
    expect(r.answers.context).toContain('the cache was cold');
  });
});

describe('a ```markdown fence holding only prose is the document when it is the bulk of the body', () => {
  const messages: [string, string, string, string][] = [
    ['en', 'The reason this matters: the pager skips the last row.', 'It is done when a regression test passes.', 'I would start by running npm test -- pager.'],
    ['de', 'Das Problem ist, dass der Pager die letzte Zeile überspringt.', 'Ein Regressionstest soll das festhalten.', 'Ich würde mit npm test -- pager anfangen.'],
    ['es', 'El problema es que el paginador omite la última fila.', 'Hecho cuando una prueba de regresión pasa.', 'Empezaría por ejecutar npm test -- pager.'],
  ];
  for (const [lang, why, done, first] of messages) {
    for (const info of ['markdown', 'md']) {
      for (const around of ['', 'Here is the brief:\n\n']) {
        const md = `${around}\`\`\`${info}\n${why}\n${done}\n${first}\n\`\`\`\n`;
        for (const [dress, doc] of [['lf', md], ['crlf', crlf(md)]] as const) {
          it(`${lang} \`\`\`${info}${around ? ' with a chat line' : ''} ${dress}`, () => {
            const r = read(doc);
            expect(r.answers.why, JSON.stringify(r.placement)).toContain(why.replace(/^[^,:]*?(?:: |, dass |que )/, '').slice(0, 20));
            expect(r.answers.firstStep).toContain('npm test -- pager');
            if (around) expect(r.answers.context).toContain('Here is the brief:');
          });
        }
      }
    }
  }
  it('a short snippet in a message that is itself the brief stays its text', () => {
    const md = 'The reason this matters: the README intro is wrong and users install the wrong package.\nIt is done when the intro says to install slice-handoff.\nI would start by replacing the intro with this:\n\n```markdown\nInstall slice-handoff.\n```\n';
    const r = read(md);
    expect(r.answers.why).toContain('README intro is wrong');
    expect(r.answers.firstStep).toContain('replacing the intro');
    expect(JSON.stringify(r.answers)).toContain('Install slice-handoff.');
  });
  it('a code fence (```python) is never a document', () => {
    const r = read('# T\n\n```python\nThe reason this matters: x\n```\n');
    expect(r.answers.why).toBe('');
  });
});

describe('a lone "## X" at the top over the text is the title', () => {
  const docs: [string, string, string][] = [
    ['en prose', 'Shrink the Docker image', 'The reason this matters: cold starts take 90 s.\nIt is done when the image is under 400 MB.\nI would start by running dive on the image.\n'],
    ['de prose', 'Docker-Image verkleinern', 'Das Problem ist, dass Kaltstarts 90 s dauern.\nFertig, wenn das Image unter 400 MB liegt.\nIch würde mit dive anfangen.\n'],
    ['en labels', 'Shrink the Docker image', 'Why: cold starts take 90 s.\nDeliver: an image under 400 MB.\nFirst step: run dive on the image.\n'],
  ];
  for (const [name, title, text] of docs) {
    for (const level of ['##', '###']) {
      for (const [dress, f] of [['lf', (s: string) => s], ['crlf', crlf]] as const) {
        it(`${name} ${level} ${dress}`, () => {
          const md = f(`${level} ${title}\n\n${text}`);
          const r = read(md);
          expect(r.answers.title, JSON.stringify(r.placement)).toBe(title);
          expect(r.answers.why).toContain('90 s');
          expect(r.answers.firstStep).toContain('dive');
          expect(r.extra.map((x) => x.heading)).not.toContain(title);
          expect(lintErrors(md)).toEqual([]);
        });
      }
    }
  }
  it('not a heading that names a section, nor one among others, nor one below text', () => {
    expect(read('## Why\n\nCold starts take 90 s.\n').answers.title).toBe('');
    expect(read('## Notes\n\nx\n\n## More notes\n\ny\n').answers.title).toBe('');
    expect(read('A note first.\n\n## Notes\n\nx\n').answers.title).toBe('');
  });
  it('with --title given it is a section of the body, kept under its name (in the Context: it names no answer)', () => {
    const r = importBrief('## Notes on the cache\n\nThe key ignores the locale.\n', task, new Set(['title', 'why', 'deliver', 'firstStep']));
    expect(r.answers.title).toBe('');
    expect(r.answers.context).toBe('**Notes on the cache:**\n\nThe key ignores the locale.');
  });
});

describe('an XML snippet pasted unfenced into a brief is text, not sections', () => {
  const snippets: [string, string][] = [
    ['a config with a <context> element inside', '<config>\n  <timeout>30</timeout>\n  <context>\n    prod\n  </context>\n</config>'],
    ['a pom', '<build>\n  <plugins>\n    <plugin>\n      <artifactId>maven-compiler-plugin</artifactId>\n    </plugin>\n  </plugins>\n</build>'],
    ['attributes', '<project xmlns="http://maven.apache.org/POM/4.0.0">\n<context>\nprod\n</context>\n</project>'],
    ['an empty element', '<settings>\n<offline/>\n<task>\nx\n</task>\n</settings>'],
    ['a declaration', '<?xml version="1.0"?>\n<why>\nnot a section\n</why>'],
  ];
  for (const [name, xml] of snippets) {
    for (const [dress, f] of [['lf', (s: string) => s], ['crlf', crlf]] as const) {
      it(`${name} (${dress})`, () => {
        const md = f(`Fix the config loader\n\nWhy: The loader drops the timeout.\nDeliver: A fix with a test.\nFirst step: Read config.xml:\n\n${xml}\n`);
        const r = read(md);
        expect(r.answers.title, JSON.stringify(r.placement)).toBe('Fix the config loader');
        expect(r.answers.why).toBe('The loader drops the timeout.');
        expect(r.extra).toEqual([]);
        expect(r.answers.firstStep).toContain('Read config.xml');
        for (const w of xml.match(/[A-Za-z0-9]+/g)!) expect(JSON.stringify(r.answers)).toContain(w);
      });
    }
  }
  it('a brief written in section tags keeps its sections, a snippet inside one stays that section\'s text', () => {
    const md = '<context>\nThe build fails on JDK 21.\n</context>\n\n<task>\nAdd the compiler plugin:\n<build>\n<plugins>\n<plugin>\n<artifactId>maven-compiler-plugin</artifactId>\n</plugin>\n</plugins>\n</build>\n</task>\n\n<first_step>\nRun mvn -v.\n</first_step>\n';
    const out = markdownOfTags(md)!;
    expect(out.split('\n').filter((l) => l.startsWith('#'))).toEqual(['## context', '## task', '## first step']);
    expect(out).toContain('<artifactId>maven-compiler-plugin</artifactId>');
  });
});

// Status documents (what was done, where things stand, what is next) as a person reads them as a brief.
describe('a list of next steps, with nothing else saying what to deliver, is what to deliver and its first item the first step', () => {
  const names: [string, string][] = [
    ['en', 'Next steps'],
    ['en', 'Next session priorities'],
    ['de', 'Nächste Schritte'],
    ['ru', 'Следующие шаги'],
    ['zh', '下一步'],
    ['ko', '다음 단계'],
    ['sv', 'Nästa steg'],
    ['pt', 'Próximos passos'],
    ['pt without accents', 'Proximas tarefas'],
  ];
  for (const [lang, h] of names) {
    for (const bullet of ['1. ', '- ']) {
      it(`${lang} "${h}" (${bullet.trim()})`, () => {
        const md = `# Rate limiter\n\n## Why\nThe API falls over under bursts.\n\n## ${h}\n${bullet}add a token bucket per key\n${bullet}load-test it with k6\n`;
        for (const doc of [md, crlf(md)]) {
          const r = read(doc);
          expect(r.answers.deliver, JSON.stringify(r.placement)).toContain('add a token bucket per key');
          expect(r.answers.deliver).toContain('load-test it with k6');
          expect(r.answers.firstStep).toContain('add a token bucket per key');
          expect(lintErrors(doc)).toEqual([]);
        }
      });
    }
  }
  it('a numbered list broken by code blocks is one list', () => {
    const r = read('# T\n\n## Why\nw\n\n## Next steps\n1. Start the preview:\n\n```bash\nnpm run dev\n```\n\n2. Check the mobile layout.\n');
    expect(r.answers.firstStep).toContain('Start the preview:');
    expect(r.answers.deliver).toContain('Check the mobile layout.');
  });
  it('not a section named the first step itself (its list is how to take it), nor one beside a stated deliver', () => {
    for (const h of ['First step', 'Erster Schritt', 'Première étape']) {
      const r = read(`# T\n\n## Why\nw\n\n## ${h}\n1. open the log\n2. grep for 429\n`);
      expect(r.answers.deliver, h).toBe('');
      expect(r.answers.firstStep).toContain('grep for 429');
    }
    // Beside a stated deliver the list is kept under its own heading, and its first item is the first step.
    const r = read('# T\n\n## Why\nw\n\n## Deliver\nA limiter.\n\n## Next steps\n1. a\n2. b\n');
    expect(r.answers.deliver).toBe('A limiter.');
    expect(r.answers.firstStep).toBe('a');
    expect(r.extra.find((x) => x.heading === 'Next steps')?.text).toContain('2. b');
  });
  it('one item is a first step, and what to deliver only as the one next step it names (placement says so)', () => {
    const r = read('# T\n\n## Why\nw\n\n## Next steps\n1. only this\n');
    expect(r.answers.firstStep).toContain('only this');
    expect(r.answers.deliver).toContain('only this');
    expect(r.placement.find((p) => p.to.startsWith('What to deliver'))?.to).toMatch(/the one next step it names: no section says what to deliver/);
  });
});

// (A first section that only says what the project is, "A receipt scanner that reads the totals off a photo.", is
// no longer the why: README "A brief that states no why"; below, such sections give none.)
describe('with nothing saying why, the first section, when it opens with prose, names no part and says why, is the why', () => {
  const firsts: [string, string][] = [
    ['Receipts in one tap', 'Eine App, die Belege fotografiert, weil das Abtippen jeden Monat zwei Stunden kostet.'],
    ['Kvittoläsaren', 'Vi bygger en app som läser kvitton eftersom ekonomin lägger timmar på att skriva av dem för hand, because it is slow.'],
    ['영수증 스캐너', '영수증을 손으로 옮겨 적는 데 시간이 너무 걸리기 때문에 금액을 읽어 주는 앱이 필요합니다.'],
    ['Snap and sum', 'Typing receipts in by hand costs the team two hours a month, so the app reads the totals off a photo.'],
  ];
  for (const [h, text] of firsts) {
    it(`"${h}"`, () => {
      const md = `# Receipts\n\n## ${h}\n${text}\n\n## Current state\nThe camera works.\n\n## Next steps\n1. parse the totals\n2. export CSV\n`;
      const r = read(md);
      expect(r.answers.why, JSON.stringify(r.placement)).toBe(text);
      expect(r.placement.find((p) => p.from === h)?.to).toContain('the first section: no section says why');
      expect(r.answers.context).toContain('The camera works.');
    });
  }
  it.each([
    ['Receipts in one tap', 'Eine App, die Belege fotografiert und Beträge ausliest.'],
    ['영수증 스캐너', '영수증을 찍으면 금액을 읽어 주는 앱입니다.'],
    ['Snap and sum', 'A receipt scanner that reads the totals off a photo.'],
    ['Deploy (mandatory)', 'Always deploy with this command, never by hand:\n\n```sh\n./deploy.sh --prod\n```'],
    ['Blockers', 'Nothing blocks the work at the moment, all checks pass.'],
  ])('not a first section that only says what the project is, nor one of another role: "%s"', (h, text) => {
    const r = read(`# Receipts\n\n## ${h}\n${text}\n\n## Current state\nThe camera works.\n\n## Next steps\n1. parse the totals\n2. export CSV\n`);
    expect(r.answers.why, JSON.stringify(r.placement)).toBe('');
    // (Kept: in the Context, a section of its own, or, a must-do such as "Deploy (mandatory)", the Constraints.)
    expect(r.answers.context + r.extra.map((x) => x.text).join('\n') + Object.values(r.answers.fields ?? {}).join('\n')).toContain(text.split('\n')[0]!);
  });
  it('not a first section that is a list, nor one that names a part, nor in a brief that says nothing of what to do', () => {
    expect(read('# R\n\n## Stuff\n- a\n- b\n\n## Next steps\n1. x\n2. y\n').answers.why).toBe('');
    expect(read('# R\n\n## Current state\nThe camera works well.\n\n## Next steps\n1. x\n2. y\n').answers.why).toBe('');
    expect(read('# R\n\n## Snap and sum\nA receipt scanner that reads totals.\n\n## Notes\nx\n').answers.why).toBe('');
    // (The first of a series is one part of a plan: "## Session A — …", "## Session B — …".)
    expect(read('# R\n\n## Session A — verify the cutover\nRun the live check first.\n\n## Session B — move the docs\nThen the handbook.\n\n## Next steps\n1. x\n2. y\n').answers.why).toBe('');
  });
});

describe('a heading kept under its own name (known problems, risks) is no answer because one word names one', () => {
  for (const h of ['Problemas conhecidos', 'Problemas conocidos', 'Bekannte Probleme', 'Known problems', '알려진 문제', 'Kända problem']) {
    it(h, () => {
      const r = read(`# T\n\n## Deliver\nd\n\n## First step\nf\n\n## ${h}\n- login needs a reload\n`);
      expect(r.answers.why, JSON.stringify(r.placement)).toBe('');
      expect(r.extra.find((x) => x.heading === h)?.text).toContain('login needs a reload');
    });
  }
});

describe('Korean and Swedish briefs', () => {
  const docs: [string, string[]][] = [
    ['ko', ['목적', '완료 조건', '이미 시도한 것', '핵심 결정 사항', '참고 파일', '첫 단계']],
    ['sv', ['Bakgrund', 'Leverans', 'Redan provat', 'Beslut', 'Nyckelfiler', 'Första steget']],
  ];
  for (const [lang, [why, deliver, tried, decided, files, first]] of docs) {
    it(lang, () => {
      const md = `# T\n\n## ${why}\nw1\n\n## ${deliver}\nd1\n\n## ${tried}\n- t1 — failed\n\n## ${decided}\n- k1 — because\n\n## ${files}\n- src/a.ts\n\n## ${first}\nf1\n`;
      const r = read(md);
      const got = { why: r.answers.why, deliver: r.answers.deliver, firstStep: r.answers.firstStep, decided: r.answers.decided, pointers: r.answers.pointers };
      expect(got, JSON.stringify(r.placement)).toEqual({ why: 'w1', deliver: 'd1', firstStep: 'f1', decided: ['k1 — because'], pointers: ['src/a.ts'] });
      expect(r.answers.deadEnds).toEqual(['t1 — failed']);
      expect(r.extra).toEqual([]);
    });
  }
});
