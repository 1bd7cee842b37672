// What the review of this session's brief and return readings found (mend52), each from its counter-example: a reading
// that fired where a person reads something else, or did not fire where it should.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';
import { renderedBrief as written, writtenSection as section } from '../helpers/written.js';

const grouped = (findings: string, label: string, items: string[]) =>
  `# Review: calculator\n\n## Outcome\n\nanswered — review done.\n\n## ${findings}\n\n**${label}**\n${items.map((x) => `- ${x}`).join('\n')}\n`;

describe('h: a counted group label written without a blank before the count (Chinese, Japanese) still gives its level', () => {
  it.each([
    ['zh', '发现的问题', '轻微问题2个', ['`view.js` 在深色模式下对比度低。', '`form.js` 的提示文字被截断。'], 'low'],
    ['ja', '指摘事項', '軽微な問題2件', ['`view.js` のボタンの色がコントラスト不足。', '`form.js` の説明文が途中で切れる。'], 'low'],
  ])('%s: "**%s**"', (_l, heading, label, items, level) => {
    const { f } = readReturn(grouped(heading, label, items));
    expect(f.map((x) => x.severity)).toEqual([level, level]);
  });
});

describe('e: a sentence that reads the document and then goes on to a step of the work is that step', () => {
  it.each([
    ['en', 'Read this handoff first, then rerun the failed migration on staging before anything else.', '## Next up'],
    ['de', 'Lies diese Notiz zuerst, dann führe die fehlgeschlagene Migration auf Staging erneut aus.', '## Nächste Schritte'],
    ['zh', '首先阅读本文档，然后在 staging 上重跑失败的迁移。', '## 下一步'],
  ])('%s', (_l, intro, h) => {
    const { r } = written(`# Tide cache — handoff\n\n${intro}\n\n${h}\n\n1. Split the loader into fetch and parse.\n2. Cache the parsed tables.\n`);
    expect(r.answers.firstStep).toContain(intro.slice(-20, -5));
  });
});

describe('d: a negated description after a comma in a next step is no rule; an imperative negation is', () => {
  const steps = (item: string) => `# Page speed — handoff\n\n## Next steps\n\n1. ${item}\n2. Write down what you found.\n`;
  it.each([
    ['en', 'Find out why the page is slow, never cached by the CDN, and rebuilt on every request.', 'never cached'],
    ['de', 'Finde heraus, warum die Seite langsam ist, nie vom CDN gecacht und bei jeder Anfrage neu gebaut.', 'nie vom CDN'],
  ])('%s: "%s" lifts nothing', (_l, item, words) => {
    const { out } = written(steps(item));
    expect(section(out, 'Constraints to respect') ?? '').not.toContain(words);
  });
  it.each([
    ['en', 'Find out why the page is slow, do not touch the CDN settings.', 'do not touch the CDN settings'],
    ['en', 'Find out why the page is slow; never purge the CDN cache.', 'never purge the CDN cache'],
    ['en', 'Find out why the page is slow (read only, never purge the CDN cache).', 'never purge the CDN cache'],
    ['zh', '查明页面为什么慢，不要改 CDN 配置。', '不要改 CDN 配置'],
  ])('%s: "%s" is a rule', (_l, item, words) => {
    const { out } = written(steps(item));
    expect(section(out, 'Constraints to respect')).toContain(words);
  });
});

describe('b: a "Left:" label is what is left only in a list that also says what is done', () => {
  it('"- Why:" / "- Left: the navigation tree." / "- Right: the form." / "- Next: …" is a layout, no work', () => {
    const { r } = written(`# Settings page\n\n- Why: the settings were spread over three pages.\n- Left: the navigation tree.\n- Right: the form.\n- Next: wire the form.\n`);
    expect(r.answers.deliver ?? '').not.toContain('navigation tree');
  });
  it.each([
    ['en', 'Done', 'Left'],
    ['es', 'Hecho', 'Falta'],
    ['de', 'Erledigt', 'Fehlt'],
    ['fr', 'Fait', 'Reste'],
  ])('%s: beside "- %s:" the "- %s:" label is what to deliver', (_l, done, left) => {
    const { r } = written(`# Tide tables cache\n\n- Goal: cache the tide tables per port.\n- ${done}: branch \`tide-cache\` made.\n- ${left}: cache test green; commit and open the PR.\n- Next: \`npm test -- tide-cache\`.\n`);
    expect(r.answers.deliver).toContain('cache test green');
  });
});

describe('f: a ticket scope of "In scope:" / "Out of scope:" labels beside acceptance criteria', () => {
  const md = `# Export endpoint\n\n## Why\n\nSupport staff export orders by hand today.\n\n## Scope\n\n- In scope: the endpoint\n- Out of scope: the UI button\n\n## Acceptance criteria\n\n- [ ] GET /orders/export returns CSV\n- [ ] the export is paged\n`;
  it('the out-of-scope item is no work to deliver, and no label item is the first step', () => {
    const { r } = written(md);
    expect(r.answers.deliver).toContain('the endpoint');
    expect(r.answers.deliver).not.toContain('UI button');
    expect(r.answers.outOfScope.join('\n')).toContain('UI button');
    expect(r.answers.firstStep).toBe('');
  });
});

describe('c: the task in hand stays what to deliver beside risks, questions or work done elsewhere', () => {
  it.each([
    ['risks', '## Current task\n\n- Add retries to the S3 uploader.\n\n## Already done elsewhere\n\n- The bucket policy was fixed in the infra repo.\n\n## Remaining risks\n\n- The S3 rate limit may still bite.\n'],
    ['questions', '## Current task\n\n- Add retries to the S3 uploader.\n\n## Completed\n\n- The uploader logs each attempt.\n\n## Remaining questions\n\n- Is a jittered backoff wanted?\n'],
  ])('%s', (_l, body) => {
    const { r } = written(`# S3 uploader\n\n${body}`);
    expect(r.answers.deliver).toContain('Add retries to the S3 uploader');
    expect(r.answers.deliver).not.toMatch(/rate limit may still bite|jittered backoff/);
  });
});

describe('a: only a heading that addresses the hand-over says where to start, and only among a task table or list', () => {
  it.each([
    ['an AB test', '## Notes from the AB test 2 weeks ago\n\n- Test 2: TTL 60 s gave 52%\n- Test 3: TTL 600 s gave 71%\n'],
    ['a participle', '## Environment (starting with Python 3)\n\n- Python 3: the only interpreter in CI\n'],
  ])('%s names no first step', (_l, notes) => {
    const { r } = written(`# Cache tuning\n\n## Why\n\nThe cache hit rate is low.\n\n## Next steps\n\n1. Try a TTL of 300 s on staging.\n2. Compare the hit rates.\n\n${notes}`);
    expect(r.answers.firstStep).toContain('Try a TTL of 300 s');
    expect(r.answers.firstStep).not.toMatch(/Test 2|Python 3:/);
  });
});
