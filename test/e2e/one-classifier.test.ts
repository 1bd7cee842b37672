// lint, `new --body` and `return --body` of the built CLI decide what a document is the same way
// (src/brief/document-type.ts, one reading of the body): a return `return` records is a return to lint, a
// brief `new` refuses as a return is one to lint too, and a document that says neither gets the same
// words from all three. The reports this answers: lint called returns with a status line and no
// "Findings" heading briefs (exit 3, missing why/deliver/first step) while `return` recorded them.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv, freshHome, makeRepo, runCli } from '../helpers/e2e.js';

const repo = makeRepo();
const env = cliEnv(freshHome());
const brief = await runCli(['new', 'task', '-t', 'probe', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--no-copy', '--json'], { cwd: repo, env });
const id = (JSON.parse(brief.stdout) as { id: string }).id;

async function threeWays(name: string, body: string) {
  writeFileSync(join(repo, name), body);
  const run = async (args: string[]) => {
    const r = await runCli([...args, '--json'], { cwd: repo, env });
    return { code: r.code, json: JSON.parse(r.stdout) as Record<string, any>, stderr: r.stderr };
  };
  return {
    lint: await run(['lint', name]),
    ret: await run(['return', id, '--body', name, '--no-input']),
    nu: await run(['new', 'task', '-t', 'probe', '--body', name, '--no-input', '--no-copy']),
  };
}

describe('one classifier in the CLI', () => {
  it.each([
    ['a status line over a plain list', 'Status: done\n\n- the pager drops the last page\n- the cache leaks [unverified]\n'],
    ['a Spanish status over translated headings, CRLF', 'Estado: completado\r\n\r\n## Hallazgos\r\n\r\n| Severidad | Descripción |\r\n|---|---|\r\n| Alta | el IVA se redondea por línea |\r\n\r\n## Próximos pasos\r\n\r\n- escribir los tests\r\n'],
    ['a translated status in front matter over a numbered sub-heading', '---\nstatus: teilweise erledigt\n---\n\n### 1. Schriften fehlen\n\nKein fontconfig im Image.\n'],
    ['an Outcome heading beside Context and Next steps', '## Outcome\nanswered — fixed\n\n## Context\nSome context.\n\n## What I found\n- isort was pinned to 4.x\n\n## Next steps\n- rerun isort\n'],
  ])('%s: return records it, lint lints it as a return, new refuses it as one', async (_n, body) => {
    const { lint, ret, nu } = await threeWays('r.md', body);
    expect(ret.code, ret.stderr).toBe(0);
    expect(lint.json.kind).toBe('return');
    expect(lint.json.document).toMatchObject({ decided: true, because: expect.stringMatching(/outcome|return/) });
    expect(lint.json.findings.map((f: { rule: string }) => f.rule)).not.toContain('missing-why');
    expect(nu.code).toBe(2);
    expect(nu.json.error.message).toMatch(/holds a return, not a brief: .*(outcome|return)/);
    expect(nu.json.error.document).toEqual({ type: 'return', because: lint.json.document.because });
  });

  it('a brief: new writes it, lint calls it a brief, return refuses it with the same reason', async () => {
    const { lint, ret, nu } = await threeWays('b.md', '# Backups\n\n**Why:** the nightly job skips dashed names.\n\n🎯 **Done when:** every database has a dump.\n\n**First step:** read nightly.sh.\n');
    expect(nu.code, nu.stderr).toBe(0);
    expect(lint.json.kind).toBe('brief');
    expect(ret.code).toBe(2);
    expect(ret.json.error.document).toEqual({ type: 'brief', because: lint.json.document.because });
  });

  it('a close call (one heading a brief also writes, nothing stated): return takes it, lint leans, new takes it too', async () => {
    // A review whose only section-like heading is "Problemas" (also a brief's why): too little to refuse a return.
    const body = '# Revisión del importador\n\n## 2.1 Problemas\n\n- **El BOM se pierde** - en UTF-16 sin aviso.\n- **Filas vacías** - cada línea en blanco es una fila.\n';
    const { lint, ret, nu } = await threeWays('c.md', body);
    expect(lint.json.kind).toBe('brief');
    expect(lint.json.document).toMatchObject({ decided: false, lean: 'brief', because: expect.stringMatching(/Problemas.*too close to call/) });
    // return asks only for the outcome (not "holds a brief"), and with it records both findings.
    expect(ret.code).toBe(2);
    expect(ret.json.error.hint).toContain('--outcome');
    expect(ret.json.error.document).toEqual({ type: null, because: lint.json.document.because });
    // (On a task of its own: a recorded return would change what the next tests' `return` says.)
    const own = (JSON.parse((await runCli(['new', 'task', '-t', 'close', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--no-copy', '--json'], { cwd: repo, env })).stdout) as { id: string }).id;
    const taken = await runCli(['return', own, '--body', 'c.md', '--outcome', 'answered', '--no-input', '--json'], { cwd: repo, env });
    expect(taken.code, taken.stderr).toBe(0);
    const pulled = JSON.parse((await runCli(['pull', own, '--json'], { cwd: repo, env })).stdout) as { returns: { findings: { title: string }[] }[] };
    expect(pulled.returns.at(-1)!.findings.map((f) => f.title)).toEqual(['El BOM se pierde', 'Filas vacías']);
    // new reads it as a brief would (and names what it lacks), never "holds a return".
    expect(nu.code).toBe(2);
    expect(nu.json.error.document).toEqual({ type: null, because: lint.json.document.because });
  });

  it('a document that says neither: both refuse it, and all three say so in the same words', async () => {
    const { lint, ret, nu } = await threeWays('n.md', '# Notes on the importer\n\n## Things I looked at\n\n- the BOM is kept for UTF-16\n- empty lines become rows\n');
    expect(lint.json.document.decided).toBe(false);
    expect([ret.code, nu.code]).toEqual([2, 2]);
    // return still names --outcome (nothing stated it); new names --why, --deliver, --first-step.
    expect(ret.json.error.hint).toContain('--outcome');
    expect(nu.json.error.hint).toContain('--why');
    expect(ret.json.error.document).toEqual({ type: null, because: lint.json.document.because });
    expect(nu.json.error.document).toEqual({ type: null, because: lint.json.document.because });
  });
});
