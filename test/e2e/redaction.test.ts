// Redaction you can prove, end to end: random documents with secrets of every kind planted at random places
// (code fences, tables, URLs, front matter, list items, headings, the title, a --field, --from, a return), fed through
// the built CLI. No secret (nor a long run of its characters, in any case) survives in any file the store
// holds or its name, on stdout, on stderr, in the clipboard, or in what --exec hands an agent.
// The per-kind tables with near misses live in test/unit/redact.test.ts; this is the property across the
// whole tool: `new`, `return --body`, `show`, `pull` and `lint`.
// A failure names its seed: rerun with HANDOFF_SEED=<seed> HANDOFF_CASES=1 (HANDOFF_DUMP=<file> saves its document).

import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseEnv, cleanup, makeRepo, runCli, tempDir } from '../helpers/trust-cli.js';
import { baseSeed, caseCount, gen, type Gen } from '../helpers/gen.js';
import { clipboardOwner, startXvfb, waitForNewClipboardOwner, type Xvfb } from '../helpers/xvfb.js';
import { scaled } from '../helpers/timing.js';
import { findSecrets } from '../../src/brief/redact.js';
import { needs } from '../helpers/prereq.js';

let x: Xvfb;
let repo: string;
let base: NodeJS.ProcessEnv;

const display = needs('Xvfb', 'xsel');

beforeAll(async () => {
  if (display.ready) x = await startXvfb();
  base = baseEnv();
  repo = makeRepo(base);
});
afterAll(async () => {
  await x?.stop();
  cleanup();
});

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const B64 = ALNUM + '+/';

interface Planted {
  kind: string;
  /** The text to plant (the secret in its context, e.g. "DB_PASSWORD=..."). */
  text: string;
  /** What must never be seen again. */
  secret: string;
  /** Can go inside a single table cell or heading (one line, no pipes). */
  inline: boolean;
}

/** A fresh real-shaped secret of a random kind. Prefixes are split so this file holds no literal token. */
function secretOf(g: Gen): Planted {
  const s = (alphabet: string, n: number) => {
    // Never a run that reads as a placeholder (xxxxxxxx, EXAMPLE); always a digit and a capital.
    let v = '';
    while (v.length < n) v += alphabet[g.int(alphabet.length)];
    return v.slice(0, n - 2) + '7Q';
  };
  const kinds: (() => Planted)[] = [
    () => { const v = 'AK' + 'IA' + s(UPPER, 16); return { kind: 'aws-access-key', text: v, secret: v, inline: true }; },
    () => { const v = s(B64, 40); return { kind: 'aws-secret-key', text: `aws_secret_access_key = ${v}`, secret: v, inline: true }; },
    () => { const v = 'gh' + 'p_' + s(ALNUM, 36); return { kind: 'github-token', text: v, secret: v, inline: true }; },
    () => { const v = 'github' + '_pat_' + s(ALNUM, 22) + '_' + s(ALNUM, 59); return { kind: 'github-token', text: v, secret: v, inline: true }; },
    () => { const v = 'gl' + 'pat-' + s(ALNUM, 20); return { kind: 'gitlab-token', text: v, secret: v, inline: true }; },
    () => { const v = 'np' + 'm_' + s(ALNUM, 36); return { kind: 'npm-token', text: v, secret: v, inline: true }; },
    () => { const v = 'sk' + '-ant-api03-' + s(ALNUM, 90); return { kind: 'anthropic-key', text: v, secret: v, inline: true }; },
    () => { const v = 'sk' + '-proj-' + s(ALNUM, 60); return { kind: 'openai-key', text: v, secret: v, inline: true }; },
    () => { const v = 'xo' + 'xb-' + s('0123456789', 12) + '-' + s(ALNUM, 24); return { kind: 'slack-token', text: v, secret: v, inline: true }; },
    () => { const p = 'T' + s(UPPER, 8) + '/B' + s(UPPER, 8) + '/' + s(ALNUM, 24); return { kind: 'slack-token', text: `https://hooks.slack.com/services/${p}`, secret: p, inline: true }; },
    () => { const v = 'sk' + '_live_' + s(ALNUM, 24); return { kind: 'stripe-key', text: v, secret: v, inline: true }; },
    () => { const v = 'AI' + 'za' + s(ALNUM, 35); return { kind: 'google-api-key', text: v, secret: v, inline: true }; },
    () => { const v = 'ey' + 'J' + s(ALNUM, 30) + '.ey' + 'J' + s(ALNUM, 40) + '.' + s(ALNUM, 43); return { kind: 'jwt', text: v, secret: v, inline: true }; },
    () => { const v = s(ALNUM, 40); return { kind: 'auth-header', text: `Authorization: Bearer ${v}`, secret: v, inline: true }; },
    () => { const v = s(ALNUM, 18); return { kind: 'url-credentials', text: `https://deploy:${v}@db.internal.example.net:5432/app`, secret: v, inline: true }; },
    () => { const v = s(ALNUM, 20); return { kind: 'password-assignment', text: `DB_PASSWORD=${v}`, secret: v, inline: true }; },
    () => { const v = s(ALNUM, 24); return { kind: 'password-assignment', text: `https://api.service.io/v1/items?limit=5&token=${v}`, secret: v, inline: true }; },
    () => { const v = s(ALNUM, 24); return { kind: 'password-assignment', text: `api_key: "${v}"`, secret: v, inline: true }; },
    () => {
      const body = Array.from({ length: 4 }, () => s(B64, 64));
      const text = ['-----BEGIN ' + 'RSA PRIVATE KEY-----', ...body, '-----END ' + 'RSA PRIVATE KEY-----'].join('\n');
      return { kind: 'private-key', text, secret: body[1]!, inline: false };
    },
  ];
  return g.pick(kinds)();
}

/** Long runs of the secret's letters and digits, lower-cased: an id slug or a re-cased copy would show them. */
function fragments(secret: string): string[] {
  return (secret.toLowerCase().match(/[a-z0-9]{12,}/g) ?? []).map((r) => r.slice(0, 16));
}

interface Case {
  doc: string;
  /** A return document for `handoff return --body`. */
  ret: string;
  title: string;
  field: string;
  from: string;
  secrets: Planted[];
}

function makeCase(seed: number): Case {
  const g = gen(seed);
  const secrets: Planted[] = [];
  const plant = (inlineOnly = false): string => {
    let p = secretOf(g);
    while (inlineOnly && !p.inline) p = secretOf(g);
    secrets.push(p);
    return p.text;
  };
  // Prose that starts with a word: the documents are random, but each section keeps its text.
  const prose = () => 'Note: ' + g.oneLine().replace(/\{\{|\}\}/g, '');
  const places: (() => string)[] = [
    () => '```sh\n' + `export ${plant(true)}\n` + prose() + '\n```',
    () => '~~~\n' + plant() + '\n~~~',
    () => `| name | value |\n|---|---|\n| ${prose().replace(/\|/g, '/')} | ${plant(true)} |`,
    () => `See ${plant(true)} for details.`,
    () => `- ${prose()}\n- ${plant(true)} — the one that leaked`,
    () => `> ${plant(true)}`,
    () => `Run \`curl -H "${plant(true)}"\` first.`,
    () => plant(),
  ];
  const section = (h: string) => {
    const parts = [prose()];
    for (let i = g.int(3); i > 0; i--) parts.push(g.pick(places)());
    return `## ${h}\n\n${parts.join('\n\n')}\n`;
  };
  const front = g.chance(0.4) ? `---\nowner: team\n${plant(true).replace(/^api_key: /, 'api_key: ')}\n---\n` : '';
  const heading = g.chance(0.3) ? `## Notes ${plant(true)}\n\nmore text\n` : '';
  const doc = [front + '# ' + prose(), section('Why this slice exists'), section('What to deliver'), section('Context'), heading, '## Pointers\n\n- src/a.ts:2 — the loop\n- ' + plant(true) + '\n', section('First step')].join('\n');
  const findings = Array.from({ length: 1 + g.int(3) }, () => `- ${g.pick(places)().replace(/\n/g, '\n  ')} [unverified]`).join('\n');
  const ret = [
    `# Return: ${prose()}`,
    `## Outcome\n\n${g.pick(['answered', 'partial', 'blocked'])} — ${g.chance(0.4) ? plant(true) : prose()}`,
    `## Non-obvious findings\n\n${findings}`,
    section('Evidence'),
    g.chance(0.5) ? `## Appendix ${plant(true)}\n\n${g.pick(places)()}\n` : '',
  ].join('\n\n');
  const title = g.chance(0.5) ? `Leak ${plant(true)}` : 'No secret in the title';
  const field = g.chance(0.5) ? `evidence=${plant()}` : 'evidence=none';
  const from = g.chance(0.5) ? `session ${plant(true)}` : 'session one';
  return { doc, ret, title, field, from, secrets };
}

/** Every file under dir: its path (names leak too) and its bytes. */
function storeText(dir: string): string {
  let out = '';
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      out += `\n@${relative(dir, p)}\n`;
      if (statSync(p).isDirectory()) walk(p);
      else out += readFileSync(p, 'utf8');
    }
  };
  walk(dir);
  return out;
}

function expectNoSecret(where: string, text: string, c: Case, seed: number): void {
  const lower = text.toLowerCase();
  /** Where it was found: the store's file (storeText marks each with "@path") and the text around it. */
  const at = (i: number) => {
    const file = text.lastIndexOf('\n@', i);
    const name = file >= 0 ? ` in file ${text.slice(file + 2, text.indexOf('\n', file + 2))}` : '';
    return `${name}: ...${JSON.stringify(text.slice(Math.max(0, i - 60), i + 60))}...`;
  };
  for (const p of c.secrets) {
    const msg = `HANDOFF_SEED=${seed} HANDOFF_CASES=1: a ${p.kind} survived in ${where}`;
    const i = text.indexOf(p.secret);
    expect(i < 0, `${msg}${at(i)}`).toBe(true);
    for (const f of fragments(p.secret)) {
      const j = lower.indexOf(f);
      expect(j < 0, `${msg} (fragment ${f})${at(j)}`).toBe(true);
    }
  }
}

describe('property: no planted secret survives anywhere the tool writes or prints', () => {
  it('the generator plants secrets the redactor knows, of every kind', () => {
    const kinds = new Set<string>();
    for (let i = 0; i < 400; i++) for (const p of makeCase(i).secrets) {
      kinds.add(p.kind);
      expect(findSecrets(p.text).map((h) => h.kind), p.text).toContain(p.kind);
    }
    expect(kinds.size).toBe(15);
  });

  display.it(`${caseCount(10)} seeded random documents through new (--print --copy, --json --exec), return --body, show, pull and lint`, async () => {
    const seed0 = baseSeed(0x5ec2e700);
    let copies = 0;
    for (let i = 0; i < caseCount(10); i++) {
      const seed = seed0 + i;
      const c = makeCase(seed);
      const home = join(tempDir(), 'store');
      const env = { ...base, HANDOFF_HOME: home, DISPLAY: x.display, HANDOFF_SESSION: c.from };
      const body = join(tempDir(), 'body.md');
      writeFileSync(body, c.doc);
      if (process.env.HANDOFF_DUMP) writeFileSync(process.env.HANDOFF_DUMP, `${c.doc}\n\n=== return ===\n\n${c.ret}\n\n=== secrets ===\n\n${c.secrets.map((p) => `${p.kind}: ${p.secret}`).join('\n')}\n`);
      const common = ['new', 'bug', '--title', c.title, '--field', 'observed=o', '--field', 'expected=e', '--field', 'reproduce=r', '--field', c.field, '--body', body, '--no-input', '--force'];

      // 1. The markdown to stdout, and to the clipboard (emptied first, so what is there is this run's).
      const xenv = { ...process.env, DISPLAY: x.display };
      expect(spawnSync('xsel', ['-c', '-b'], { env: xenv, timeout: scaled(5000) }).status).toBe(0);
      const owner = await clipboardOwner(x.display);
      const printed = runCli([...common, '--print', '--copy'], { cwd: repo, env });
      expect(printed.code, `HANDOFF_SEED=${seed}: ${printed.stderr}`).toBe(0);
      expect(printed.stdout).toContain('<!-- handoff:brief');
      const readClip = () => {
        const r = spawnSync('xsel', ['-o', '-b'], { env: xenv, encoding: 'utf8', timeout: scaled(5000) });
        expect(r.status).toBe(0);
        return r.stdout;
      };
      const copied = printed.stderr.includes('copied to the clipboard');
      // The copy's daemon takes the selection a moment after the CLI exits: wait for that owner, then read.
      if (copied) await waitForNewClipboardOwner(x.display, owner);
      const clip = { stdout: readClip() };
      if (copied) {
        copies++;
        expect(clip.stdout, `HANDOFF_SEED=${seed}: the clipboard is not what was printed`).toBe(printed.stdout);
      } else {
        // Under heavy load the copy can hit its 2 s deadline; it says so, and copies nothing.
        expect(printed.stderr).toContain('the brief was not copied');
        expect(clip.stdout).toBe('');
      }
      expectNoSecret('stdout (--print)', printed.stdout, c, seed);
      expectNoSecret('stderr', printed.stderr, c, seed);
      expectNoSecret('the clipboard', clip.stdout, c, seed);

      // 2. JSON on stdout, --from on the command line, and what --exec hands an agent.
      const handed = join(tempDir(), 'handed.md');
      const json = runCli([...common, '--from', c.from, '--json', '--exec', `cat > '${handed}'`], { cwd: repo, env });
      expect(json.code, `HANDOFF_SEED=${seed}: ${json.stderr}`).toBe(0);
      const j = JSON.parse(json.stdout) as { redactions: { kind: string; line: number }[] };
      for (const r of j.redactions) expect(Object.keys(r).sort()).toEqual(['kind', 'line']); // the report: kind and line only
      expectNoSecret('stdout (--json)', json.stdout, c, seed);
      expectNoSecret('stderr (--json)', json.stderr, c, seed);
      expectNoSecret('the --exec input', readFileSync(handed, 'utf8'), c, seed);

      // 3. A return with secrets, recorded against the brief just written.
      const id = (JSON.parse(json.stdout) as { id: string }).id;
      const retBody = join(tempDir(), 'return.md');
      writeFileSync(retBody, c.ret);
      const returned = runCli(['return', id, '--body', retBody, '--no-input', '--force', '--json'], { cwd: repo, env });
      expect(returned.code, `HANDOFF_SEED=${seed}: ${returned.stderr}`).toBe(0);
      expectNoSecret('stdout (return --json)', returned.stdout, c, seed);
      expectNoSecret('stderr (return)', returned.stderr, c, seed);
      const human = runCli(['return', id, '--body', retBody, '--no-input', '--force'], { cwd: repo, env });
      expect(human.code, `HANDOFF_SEED=${seed}: ${human.stderr}`).toBe(0);
      expectNoSecret('stdout (return)', human.stdout, c, seed);
      expectNoSecret('stderr (return)', human.stderr, c, seed);
      for (const cmd of [['show', id], ['show', id, '--json'], ['pull', id, '--keep'], ['lint', retBody]]) {
        const r = runCli(cmd, { cwd: repo, env });
        expectNoSecret(`${cmd.join(' ')} stdout`, r.stdout, c, seed);
        expectNoSecret(`${cmd.join(' ')} stderr`, r.stderr, c, seed);
      }

      // 4. Every file the store holds, and every file and folder name.
      expectNoSecret('the store', storeText(home), c, seed);

      // 5. lint of the raw document, secrets and all: it reports them, by kind only.
      for (const extra of [[], ['--json']]) {
        const l = runCli(['lint', body, ...extra], { cwd: repo, env });
        expect(l.code).toBe(3);
        expectNoSecret(`lint ${extra.join(' ')} stdout`, l.stdout, c, seed);
        expectNoSecret(`lint ${extra.join(' ')} stderr`, l.stderr, c, seed);
        expect(l.stdout).toContain('secret');
      }
    }
    expect(copies, 'not one copy reached the clipboard').toBeGreaterThan(0);
  }, scaled(240_000));
});
