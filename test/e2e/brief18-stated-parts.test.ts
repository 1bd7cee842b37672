// brief18 (QA 38 class 2/3): a brief's stated parts. A first step stated as a sentence of the intro ("最初に CLAUDE.md、次に
// このファイルを読む。", "Zuerst die Übergabe lesen.") or as a labelled quote ("> Erste Aktion jeder Session: diese Datei
// lesen.") is the first step; a heading closing with a word of open state ("## Live-Test offen", "## Tareas pendientes") is
// what is left to deliver; a heading marked required in capitals ("## Pflege (PFLICHT)") or cautions for the work ("## 作業上の
// 注意") are constraints; a sub-section marked settled ("### 기술 스택 (확정)") is Already decided, never the first step.
// Through `new task --body`.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const dw = docWorld();
const w = {
  file: dw.file.bind(dw),
  opts: dw.opts.bind(dw),
  answers(r: ReturnType<typeof runCli>): BriefAnswers {
    expect(r.code, r.stderr).toBe(0);
    return (JSON.parse(readFileSync((JSON.parse(r.stdout) as { json: string }).json, 'utf8')) as { answers: BriefAnswers }).answers;
  },
  asked(r: ReturnType<typeof runCli>): string[] {
    expect(r.code, r.stderr).toBe(2);
    return (JSON.parse(r.stdout) as { error: { missing: { flag: string }[] } }).error.missing.map((m) => m.flag);
  },
};
let n = 0;
function newBody(md: string, ...flags: string[]) {
  return runCli(['new', 'task', '--body', w.file(`brief18-${n++}.md`, md), '--no-input', '--json', ...flags], w.opts());
}

describe('a first step stated in the intro or in a labelled quote', () => {
  it('Japanese, an intro sentence opening "最初に" (no colon) is the first step, not the why', () => {
    const a = w.answers(newBody('# 引き継ぎ（次のチャット向け）\n\n最初に CLAUDE.md、次にこのファイルを読む。\n\n## 今の状態\n\n- テスト 67 件、ビルドとも通る\n', '--why', 'w', '--deliver', 'd'));
    expect(a.firstStep).toBe('最初に CLAUDE.md、次にこのファイルを読む。');
    expect(a.why).toBe('w');
  });
  it('Japanese: the why is asked for, the first step is not', () => {
    expect(w.asked(newBody('# 引き継ぎ（次のチャット向け）\n\n最初に CLAUDE.md、次にこのファイルを読む。\n\n## 今の状態\n\n- テスト 67 件、ビルドとも通る\n', '--deliver', 'd'))).toEqual(['--why']);
  });
  it('German, a quote "> Erste Aktion jeder Session: diese Datei lesen."', () => {
    const a = w.answers(newBody('# NutriTrack — Übergabe\n\n> Erste Aktion jeder Session: diese Datei lesen.\n\n## Architektur\n\n- PWA ohne Build.\n', '--why', 'w', '--deliver', 'd'));
    expect(a.firstStep).toBe('diese Datei lesen.');
  });
  it('Spanish, a quote "> Primera acción: leer este archivo."', () => {
    const a = w.answers(newBody('# Traspaso\n\n> Primera acción: leer este archivo.\n\n## Arquitectura\n\n- PWA sin build.\n', '--why', 'w', '--deliver', 'd'));
    expect(a.firstStep).toBe('leer este archivo.');
  });
  it('near-miss: an intro that only says what the project is names no first step (asked for)', () => {
    expect(w.asked(newBody('# NutriTrack — Übergabe\n\n> Projekt: eine PWA für Ernährung.\n\n## Architektur\n\n- PWA ohne Build.\n', '--why', 'w', '--deliver', 'd'))).toEqual(['--first-step']);
  });
});

describe('a heading closing with a word of open state is what is left', () => {
  it('German, "## Live-Test offen"', () => {
    const a = w.answers(newBody('# NutriTrack — Übergabe\n\n## Architektur\n\n- PWA ohne Build.\n\n## Live-Test offen\n\n- v0.149 Kalorien-Ampel\n- v0.150 KI-Tagesbewertung\n', '--why', 'w'));
    expect(a.deliver).toMatch(/v0\.149 Kalorien-Ampel/);
    expect(a.firstStep).toMatch(/v0\.149 Kalorien-Ampel/);
  });
  it('Spanish, "## Tareas pendientes"', () => {
    const a = w.answers(newBody('# Traspaso\n\n## Arquitectura\n\n- PWA sin build.\n\n## Pruebas pendientes\n\n- v0.149 semáforo de calorías\n- v0.150 valoración diaria\n', '--why', 'w'));
    expect(a.deliver).toMatch(/v0\.149 semáforo/);
  });
  it('near-miss: "## Keep the port open" is no open work (deliver asked for)', () => {
    expect(w.asked(newBody('# Handoff\n\n## Architecture\n\n- PWA, no build.\n\n## Keep the port open\n\n- port 8080 for the worker\n- port 9090 for the decoder\n', '--why', 'w'))).toContain('--deliver');
  });
});

describe('a heading marked required, or cautions for the work, are constraints', () => {
  it('German, "## Pflege (PFLICHT)"', () => {
    const a = w.answers(newBody('# NutriTrack — Übergabe\n\n## Architektur\n\n- PWA ohne Build.\n\n## Pflege (PFLICHT)\n\nDiese Datei muss **knapp** bleiben.\n', '--why', 'w', '--deliver', 'd', '--first-step', 'f'));
    expect(a.fields.constraints ?? '').toMatch(/knapp/);
    expect(a.context).not.toMatch(/knapp/);
  });
  it('Japanese, "## 作業上の注意"', () => {
    const a = w.answers(newBody('# 引き継ぎ\n\n## 今の状態\n\n- テストは通る\n\n## 作業上の注意\n\n- 本番の users に書き込む操作は分類器が止める\n- 生成中は45秒でタイムアウトする\n', '--why', 'w', '--deliver', 'd', '--first-step', 'f'));
    expect(a.fields.constraints ?? '').toMatch(/45秒/);
  });
  it('near-miss: "## Pflege" of the app (a care feature, no mark) stays the Context', () => {
    const a = w.answers(newBody('# NutriTrack — Übergabe\n\n## Architektur\n\n- PWA ohne Build.\n\n## Pflege\n\nDer Pflege-Modus zeigt Medikamente an.\n', '--why', 'w', '--deliver', 'd', '--first-step', 'f'));
    expect(a.fields.constraints ?? '').not.toMatch(/Pflege-Modus/);
    expect(a.context).toMatch(/Pflege-Modus/);
  });
});

describe('a sub-section marked settled is Already decided, never the first step', () => {
  const doc = (mark: string, stack: string, plan: string) => `# ExitGuard\n\n## 6. 지금부터 할 것\n\n### ${stack} (${mark})\n| 레이어 | 스택 |\n|---|---|\n| Backend | Python 3.13 · FastAPI |\n\n### ${plan}\n- 7/15: 프로젝트 세팅\n- 7/31: MVP 개발 완료\n`;
  it('Korean, "### 기술 스택 (확정)"', () => {
    const a = w.answers(newBody(doc('확정', '기술 스택', '워크플로우 & 일정'), '--why', 'w'));
    expect(a.firstStep).not.toMatch(/FastAPI/);
    expect(a.firstStep).toMatch(/7\/15/);
    expect(a.decided.join('\n')).toMatch(/FastAPI/);
    expect(a.deliver).not.toMatch(/FastAPI/);
  });
  it('English, "### Tech stack (decided)"', () => {
    const a = w.answers(newBody(doc('decided', 'Tech stack', 'Workflow & schedule'), '--why', 'w'));
    expect(a.firstStep).toMatch(/7\/15/);
    expect(a.decided.join('\n')).toMatch(/FastAPI/);
  });
  it('near-miss: "### Tech stack (draft)" stays a part of the work', () => {
    const a = w.answers(newBody(doc('draft', 'Tech stack', 'Workflow & schedule'), '--why', 'w'));
    expect(a.decided.join('\n')).not.toMatch(/FastAPI/);
  });
});
