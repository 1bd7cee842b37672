// How sections are found whatever shape a document uses, through the built CLI: section names dressed
// without "#" (■, 一、, 【】) and a first plain line as the title; one label inside a "### " section of a
// GitHub issue form; a <details> aside that never overrides the document; blank lines above front matter.
// Generated documents (other languages, CRLF), never a holdout's text.

import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();

interface Placed {
  line: number;
  from: string;
  to: string;
}

function newTask(name: string, md: string, extra: string[] = []) {
  const r = runCli(['new', 'task', '--body', w.file(name, md), '--no-input', '--json', ...extra], w.opts());
  const j = JSON.parse(r.stdout) as { title?: string; placement?: Placed[]; error?: { message: string; placement?: Placed[] } };
  return { code: r.code, stderr: r.stderr, j, to: (j.placement ?? j.error?.placement ?? []).map((p) => `${p.from} -> ${p.to}`) };
}

let id = '';
function ret(name: string, md: string, extra: string[] = []) {
  if (!id) id = (JSON.parse(runCli(['new', 'task', '-t', 'probe', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], w.opts()).stdout) as { id: string }).id;
  const r = runCli(['return', id, '--body', w.file(name, md), '--no-input', '--json', ...extra], w.opts());
  return { code: r.code, stderr: r.stderr, j: JSON.parse(r.stdout) as ReturnJson };
}

describe('dressed section names and a first plain line as the title', () => {
  it.each([
    ['ja squares', '通知メールの配信遅延対応\n\n■背景\n朝9時の配信が40分かかる。\n\n■ゴール\n10分以内に終わること。\n\n■最初のステップ\n送信ループを計測する。\n', '通知メールの配信遅延対応'],
    ['zh numerals, CRLF', '# 支付回调\r\n\r\n一、背景\r\n回调超时 30 秒。\r\n\r\n二、交付物\r\n十秒内完成。\r\n\r\n三、第一步\r\n看日志。\r\n', '支付回调'],
    ['zh parenthesised numerals one level deeper', '## 支付回调\n\n（一）背景\n回调超时。\n\n（二）交付物\n十秒内完成。\n\n（三）第一步\n看日志。\n', '支付回调'],
    ['de diamonds', 'Export beschleunigen\n\n◆ Warum\nDer Export dauert 40 Minuten.\n\n◆ Lieferumfang\nUnter 10 Minuten.\n\n◆ Erster Schritt\nDie Schleife messen.\n', 'Export beschleunigen'],
    ['en brackets with the text beside them', '# Speed up the export\n\n[Why] The nightly export takes 40 minutes.\n\n[Deliverable] Under 10 minutes.\n\n[First step] Time the send loop.\n', 'Speed up the export'],
  ])('%s: exit 0, title, why, deliver and first step filled', (_name, md, title) => {
    const r = newTask('dressed.md', md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.j.title).toBe(title);
    for (const s of ['Why this slice exists', 'What to deliver', 'First step']) expect(r.to.some((t) => t.endsWith(`-> ${s}`)), `${s}: ${r.to.join('; ')}`).toBe(true);
  });

  it('a dressed part no section takes is the Context under its own name, its text not glued to the one above', () => {
    const r = newTask('kept.md', '# Export\n\n■ Why\nIt is slow.\n\n■ Deliverable\nFast.\n\n■ Budget owner\nFinance.\n\n■ First step\nMeasure.\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.to).toContain('Budget owner -> Context (no answer names its heading: under that heading there)');
  });
});

describe('one label inside a "### " section of an issue form', () => {
  it.each([
    ['en', '### Is your feature request related to a problem?\n\nCI restores node_modules for 7 minutes.\n\n### Describe the solution you would like\n\nCache per workspace.\n\n### Additional context\n\nFirst thing to try: split the cache step.\n'],
    ['de CRLF, bold', '### Warum\r\n\r\nCI dauert 40 Minuten.\r\n\r\n### Lieferumfang\r\n\r\nUnter 10 Minuten.\r\n\r\n### Kontext\r\n\r\nDie Runner sind geteilt.\r\n\r\n**Erster Schritt:** den Cache-Schritt aufteilen.\r\n'],
  ])('%s: the label fills the first step', (_name, md) => {
    const r = newTask('form.md', md, ['-t', 'Faster CI']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.to.some((t) => t.endsWith('-> First step')), r.to.join('; ')).toBe(true);
  });
});

describe('a <details> aside never overrides the document', () => {
  it.each([
    ['en', 'Status: partial — two of three done.\n\n<details>\n<summary>Raw notes</summary>\n\n## Outcome\nabandoned — an old draft\n\n</details>\n\n## Findings\n- the pager drops the last page [verified: test]\n- the cache never expires [unverified]\n'],
    ['ru CRLF', 'Статус: частично — две из трёх.\r\n\r\n<details>\r\n<summary>Черновик</summary>\r\n\r\n### Итог\r\nзаброшено — старый черновик\r\n\r\n</details>\r\n\r\n### Находки\r\n- пейджер теряет последнюю страницу [verified: test]\r\n- кэш не истекает [unverified]\r\n'],
  ])('%s: the outcome is the status line\'s, two findings, the aside kept', (_name, md) => {
    const r = ret('dt.md', md);
    expect(r.code, r.stderr).toBe(0);
    expect(r.j.outcome).toBe('partial');
    expect(r.j.findings.length).toBe(2);
  });
});

describe('blank lines above front matter', () => {
  it('three blank lines: its status is read, its --- lines are no heading', () => {
    const r = ret('fm.md', '\n\n\n---\nstatus: done\nbranch: feat/pager\n---\n\n# Pager\n\n## Findings\n\n- the pager drops the last page [verified: test]\n- the cache never expires [unverified]\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.j.outcome).toBe('answered');
    expect(r.j.findings.map((f) => f.title)).toEqual(['the pager drops the last page', 'the cache never expires']);
  });
});
