// Test data for the bench, made in a temp folder: a git repo, stores written straight in the store's
// format (src/store/store.ts: one folder per handoff with handoff.json, brief.md, return-N.json/.md),
// and big briefs for lint. Plain Node; nothing here times anything.

import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const DIR_MODE = 0o700;
const FILE_MODE = 0o600;
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // the id alphabet of src/store/ids.ts

/** `env` without the caller's GIT_* variables: run from a git hook, GIT_DIR, GIT_WORK_TREE and
 *  GIT_INDEX_FILE name the caller's repo, and every git command (the CLI's too) would work on it. */
export function withoutGit(env) {
  return Object.fromEntries(Object.entries(env).filter(([k]) => !k.startsWith('GIT_')));
}

/** A deterministic pseudo-random generator (mulberry32), so every run makes the same data. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'parser store index cache brief return lint render token module commit branch drift pointer ' +
  'session agent slice review prototype bug config folder file test build bench memory start ' +
  'import lazy measure median ratio baseline process child spawn stream buffer section heading'
).split(' ');

function sentence(rand, n) {
  const w = [];
  for (let i = 0; i < n; i++) w.push(WORDS[Math.floor(rand() * WORDS.length)]);
  const s = w.join(' ');
  return s[0].toUpperCase() + s.slice(1) + '.';
}

function git(cwd, args, env) {
  return execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * A git repo of `files` files and `commits` commits: the first commit adds every file, each later one
 * changes four of them. Three tracked files are left modified and two new files untracked, as in a
 * working session. Returns the repo's path and the commit hashes, oldest first.
 */
export function makeGitRepo(dir, { files = 200, commits = 50 } = {}) {
  mkdirSync(dir, { recursive: true });
  const t0 = Date.UTC(2026, 0, 1) / 1000;
  const env = {
    ...withoutGit(process.env),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: 'bench',
    GIT_AUTHOR_EMAIL: 'bench@example.invalid',
    GIT_COMMITTER_NAME: 'bench',
    GIT_COMMITTER_EMAIL: 'bench@example.invalid',
    LC_ALL: 'C',
  };
  git(dir, ['init', '-q', '-b', 'main'], env);
  const rand = rng(7);
  const paths = [];
  for (let i = 0; i < files; i++) {
    const sub = `src/area-${String(i % 10).padStart(2, '0')}`;
    mkdirSync(join(dir, sub), { recursive: true });
    const p = `${sub}/module-${String(i).padStart(3, '0')}.ts`;
    paths.push(p);
    const lines = [];
    for (let l = 0; l < 40; l++) lines.push(`// ${sentence(rand, 8)}`);
    lines.push(`export const value${i} = ${i};`);
    writeFileSync(join(dir, p), lines.join('\n') + '\n');
  }
  const shas = [];
  for (let c = 0; c < commits; c++) {
    if (c > 0) {
      for (let k = 0; k < 4; k++) {
        const p = paths[(c * 4 + k) % files];
        writeFileSync(join(dir, p), readFileSync(join(dir, p), 'utf8') + `// change ${c}.${k}: ${sentence(rand, 6)}\n`);
      }
    }
    const date = `${t0 + c * 3600} +0000`;
    git(dir, ['add', '-A'], env);
    git(dir, ['commit', '-q', '--no-gpg-sign', '-m', c === 0 ? 'initial import' : `change ${c}`], { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
    shas.push(git(dir, ['rev-parse', 'HEAD'], env).trim());
  }
  for (const p of paths.slice(0, 3)) writeFileSync(join(dir, p), readFileSync(join(dir, p), 'utf8') + '// work in progress\n');
  writeFileSync(join(dir, 'notes.md'), '# notes\n');
  writeFileSync(join(dir, 'src/area-00/new-module.ts'), 'export {};\n');
  return { dir, shas, paths };
}

/**
 * One real handoff made by the built CLI (`new task`), used as the template the stores are cloned from,
 * so their files are in exactly the format this build writes.
 */
export function makeTemplate({ cli, repo, home, env, pointers = [] }) {
  mkdirSync(home, { recursive: true, mode: DIR_MODE });
  chmodSync(home, DIR_MODE);
  const args = [cli, 'new', 'task', '--title', 'Split the parser into lexer and reader', '--why', 'The parser mixes tokenising and tree building, so neither can be tested alone.', '--deliver', 'A lexer module and a reader module with unit tests; the old parser API unchanged.', '--first-step', 'Read src/area-01/module-001.ts and list what the lexer must emit.'];
  for (const p of pointers) args.push('--pointer', p);
  args.push('--no-input', '--no-copy', '--json');
  const r = spawnSync(process.execPath, args, { cwd: repo, env: { ...env, HANDOFF_HOME: home }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`making the template handoff failed (exit ${r.status}): ${r.stderr}`);
  const out = JSON.parse(r.stdout);
  return {
    id: out.id,
    record: JSON.parse(readFileSync(join(out.dir, 'handoff.json'), 'utf8')),
    brief: readFileSync(join(out.dir, 'brief.md'), 'utf8'),
  };
}

/**
 * renderReturn from this build's tsc output (build/brief/render.js; dist/ is a bundle), so returns are
 * written in this build's format; null when there is none (the bench then writes them itself).
 */
export async function loadReturnRenderer(...dirs) {
  for (const dir of dirs) {
    try {
      const mod = await import(pathToFileURL(join(dir, 'brief', 'render.js')).href);
      if (typeof mod.renderReturn === 'function') return mod.renderReturn;
    } catch {
      // try the next
    }
  }
  return null;
}

function fallbackReturn(answers, meta) {
  const list = (xs) => xs.map((x) => `- ${x}`).join('\n');
  return [
    `# Return: ${meta.briefTitle}\n`,
    `<!-- handoff:return id=${meta.id} n=${meta.n} -->`,
    `**Return ${meta.n}** for \`${meta.id}\` · ${meta.created}\n`,
    `## Outcome\n\n${answers.outcome} — ${answers.answer}\n`,
    `## Non-obvious findings\n\n${list(answers.findings)}\n`,
    `## Evidence\n\n${list(answers.evidence)}\n`,
  ].join('\n');
}

const idPart = (i) => {
  let s = '';
  let n = i * 2654435761 >>> 0;
  for (let k = 0; k < 4; k++) {
    s += ALPHABET[n % ALPHABET.length];
    n = Math.floor(n / ALPHABET.length);
  }
  return s;
};

function writeFile(path, data) {
  writeFileSync(path, data, { mode: FILE_MODE });
}

/**
 * Write a store of `count` handoffs cloned from the template: distinct ids, titles and creation times
 * (shuffled, so sorting has work to do); every `returnEvery`-th handoff has `returns` returns.
 */
export function writeStore(home, template, { count, returnEvery = 3, returns = 1, renderReturn, origin, seed = 1 }) {
  mkdirSync(home, { recursive: true, mode: DIR_MODE });
  chmodSync(home, DIR_MODE);
  const rand = rng(seed);
  const base = Date.UTC(2026, 10, 1);
  const ids = [];
  for (let i = 0; i < count; i++) {
    const title = `${sentence(rand, 5).slice(0, -1)} ${i}`;
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
    const id = `task-${slug}-${idPart(i + seed * 100000)}`;
    ids.push(id);
    // Spread over ~40 days, in an order unrelated to i.
    const created = new Date(base + ((i * 7919) % Math.max(count, 1)) * 347_000 + i).toISOString();
    const record = {
      ...template.record,
      id,
      title,
      created,
      origin: origin ?? template.record.origin,
      answers: { ...template.record.answers, title },
    };
    const brief = template.brief.split(template.id).join(id).replace(/^# .*$/m, `# ${title}`);
    const dir = join(home, id);
    mkdirSync(dir, { mode: DIR_MODE });
    writeFile(join(dir, 'handoff.json'), JSON.stringify(record, null, 2) + '\n');
    writeFile(join(dir, 'brief.md'), brief);
    if (returnEvery && i % returnEvery === 0) {
      for (let n = 1; n <= returns; n++) {
        const rcreated = new Date(Date.parse(created) + n * 3_600_000).toISOString();
        const answers = {
          outcome: 'answered',
          answer: `Return ${n}: ${sentence(rand, 10)}`,
          findings: [`${sentence(rand, 14)} [verified: ran the unit tests]`, `${sentence(rand, 12)} [unverified]`],
          recommendations: [sentence(rand, 10)],
          deadEnds: [],
          evidence: [`src/area-0${n % 10}/module-00${n % 10}.ts`, 'npm test'],
          questions: [],
        };
        const rec = { schema: record.schema, id, n, created: rcreated, anchor: record.origin, answers, lint: { errors: 0, warnings: 0 }, redactions: [] };
        const meta = { id, n, briefTitle: title, created: `${rcreated.slice(0, 10)} ${rcreated.slice(11, 16)} UTC`, anchor: record.origin };
        const md = (renderReturn ?? fallbackReturn)(answers, meta);
        writeFile(join(dir, `return-${n}.json`), JSON.stringify(rec, null, 2) + '\n');
        writeFile(join(dir, `return-${n}.md`), md);
      }
    }
  }
  return ids;
}

/** Remove whatever a command added to a handoff's folder since `before` (its file names then). */
export function resetFolder(dir, before) {
  const keep = new Set(before);
  for (const n of readdirSync(dir)) if (!keep.has(n)) rmSync(join(dir, n), { recursive: true, force: true });
}

/**
 * A brief of exactly `bytes` bytes: the template brief with a long Context section (paragraphs, lists,
 * code, pointers to the repo's files) inserted before "## First step".
 */
export function bigBrief(template, bytes, paths, seed = 3) {
  const rand = rng(seed);
  const at = template.brief.indexOf('## First step');
  const head = template.brief.slice(0, at);
  const tail = template.brief.slice(at);
  const parts = ['## Context\n\n'];
  let size = Buffer.byteLength(head) + Buffer.byteLength(tail) + Buffer.byteLength(parts[0]);
  const room = bytes - 200;
  for (let i = 0; size < room; i++) {
    let chunk;
    switch (i % 5) {
      case 0:
        chunk = `${sentence(rand, 20)} ${sentence(rand, 16)} See \`${paths[i % paths.length]}:${1 + (i % 40)}\`.\n\n`;
        break;
      case 1:
        chunk = `- ${sentence(rand, 12)}\n- ${sentence(rand, 9)} (\`npm test -- area-${i % 10}\`)\n- ${sentence(rand, 11)}\n\n`;
        break;
      case 2:
        chunk = `~~~ts\nconst value${i} = load('${paths[(i * 7) % paths.length]}');\nexport default value${i};\n~~~\n\n`;
        break;
      case 3:
        chunk = `### Part ${i}\n\n${sentence(rand, 18)}\n\n`;
        break;
      default:
        chunk = `${sentence(rand, 25)} ${sentence(rand, 10)}\n\n`;
    }
    if (size + Buffer.byteLength(chunk) > room) break;
    parts.push(chunk);
    size += Buffer.byteLength(chunk);
  }
  let doc = head + parts.join('') + tail;
  const pad = bytes - Buffer.byteLength(doc);
  if (pad > 0) {
    // Fill to the exact size with a last paragraph of words before "## First step".
    let filler = '';
    while (filler.length < pad - 2) filler += `${WORDS[filler.length % WORDS.length]} `;
    filler = filler.slice(0, pad - 2).trimEnd();
    filler = filler.padEnd(pad - 2, '.');
    doc = head + parts.join('') + filler + '\n\n' + tail;
  }
  if (Buffer.byteLength(doc) !== bytes) throw new Error(`bigBrief: made ${Buffer.byteLength(doc)} bytes, wanted ${bytes}`);
  return doc;
}

/** The briefs agents write most often: `lines` lines (5: a title, a sentence, a heading, two bullets; 30: a
 *  few headings with short lists and a code path), hand-written in shape, no bench vocabulary beyond sentences. */
export function smallBrief(paths, lines, seed = 4) {
  const rand = rng(seed);
  const out = ['# Speed up the config load', sentence(rand, 12), '## Done when', `- ${sentence(rand, 8)}`, `- Tests pass in \`${paths[0]}\``];
  const heads = ['## Context', '## Constraints', '## First step', '## Notes'];
  for (let i = 0; out.length < lines; i++) {
    if (i % 6 === 0) out.push('', heads[(i / 6) % heads.length], '');
    else out.push(`- ${sentence(rand, 9)} (\`${paths[i % paths.length]}:${i}\`)`);
  }
  return out.slice(0, lines).join('\n') + '\n';
}

/** A hand-written brief body of about 6 KiB, in the shape agents write: front matter, an intro, headings by
 *  meaning ("Current state", "Next actions"), lists, a table, a code block. */
export function handWrittenBrief(paths, seed = 5) {
  const rand = rng(seed);
  const out = ['---', 'branch: feat/config-cache', 'commit: 1a2b3c4', 'owner: bench', '---', '# Cache the parsed config', '', `${sentence(rand, 18)}`, ''];
  out.push('## Background', '', `${sentence(rand, 30)} ${sentence(rand, 20)}`, '', '## Done when', '', `${sentence(rand, 16)}`, '');
  out.push('## Current state', '');
  for (let i = 0; i < 12; i++) out.push(`- ${sentence(rand, 12)} (\`${paths[i % paths.length]}:${1 + i}\`)`);
  out.push('', '| area | state | note |', '|---|---|---|');
  for (let i = 0; i < 10; i++) out.push(`| ${paths[(i * 3) % paths.length]} | ${i % 2 ? 'done' : 'open'} | ${sentence(rand, 8)} |`);
  out.push('', '## Key decisions', '');
  for (let i = 0; i < 8; i++) out.push(`- ${sentence(rand, 10)} — because ${sentence(rand, 8)}`);
  out.push('', '## What did not work', '');
  for (let i = 0; i < 6; i++) out.push(`- ${sentence(rand, 10)}: failed because ${sentence(rand, 6)}`);
  out.push('', '```ts', "const config = load('config.json');", 'export default config;', '```', '', '## Next actions', '', `1. ${sentence(rand, 12)}`, `2. ${sentence(rand, 10)}`, '');
  return out.join('\n') + '\n';
}

/** A hand-written return body of about 6 KiB: a status line, findings as a table, sub-headings and a list. */
export function handWrittenReturn(paths, seed = 6) {
  const rand = rng(seed);
  const out = ['# Config cache: findings', '', 'Status: completed', '', `${sentence(rand, 20)}`, '', '## Findings', '', '| # | Finding | Severity | Location |', '|---|---|---|---|'];
  for (let i = 0; i < 12; i++) out.push(`| ${i + 1} | ${sentence(rand, 10)} [verified: test] | ${['high', 'medium', 'low'][i % 3]} | \`${paths[i % paths.length]}:${10 + i}\` |`);
  out.push('');
  for (let i = 0; i < 6; i++) out.push(`### F${i + 1}. ${sentence(rand, 6)}`, '', `${sentence(rand, 30)} [unverified]`, '', `**Fix:** ${sentence(rand, 10)}`, '');
  out.push('## Recommended fixes', '');
  for (let i = 0; i < 8; i++) out.push(`- ${sentence(rand, 12)}`);
  out.push('', '## Evidence', '');
  for (let i = 0; i < 6; i++) out.push(`- \`npm test -- area-${i}\`: ${sentence(rand, 6)}`);
  return out.join('\n') + '\n';
}

/**
 * A return shaped like the ones agents write, ~12 KiB (written for the bench, no real document's text):
 * headings in several languages (numbered, with emoji and brackets), a severity table, findings as
 * sub-headings with severity tags, verification words in the forms agents use (tags, labels, ✅, "not
 * verified"), a nothing-found sentence, dead ends and next steps. The hand-written bodies above exercise
 * few of the readers' word lists; this one makes a command pay for the ones real returns reach.
 */
export function realShapedReturn(paths, seed = 11) {
  const rand = rng(seed);
  const s = (n) => sentence(rand, n);
  const at = (i) => `\`${paths[i % paths.length]}:${12 + 7 * i}\``;
  const out = ['# Review of the config loader / Überprüfung des Konfigurationsladers', '', '**Status:** completed — answered', '', `**Outcome:** answered. ${s(14)}`, ''];
  out.push('## 1. Zusammenfassung / Summary', '', s(30), '', '| Severity | Count |', '|---|---|', '| 🔴 Critical | 2 |', '| 🟠 High | 5 |', '| 🟡 Medium | 9 |', '| 🟢 Low | 11 |', '');
  out.push('## 2. Findings (all reproduced)', '');
  const sev = ['Critical', 'High', 'High', 'Medium', 'Medium', 'Low', 'Critical', 'High', 'Medium', 'Low'];
  const ver = (i) => ['[verified: ran the unit test twice]', '**Verified:** yes — reproduced locally', '✅ confirmed by a failing test', '[unverified]', 'Not verified: needs a staging run.', '(已验证：单元测试)'][i % 6];
  for (let i = 0; i < 10; i++) {
    out.push(`### F${i + 1}. [${sev[i].toUpperCase()}] ${s(6)}`, '', `**Location:** ${at(i)}`, '', `${s(55)} ${ver(i)}`, '', `**Fix:** ${s(12)}`, '');
  }
  out.push('## 3. Weitere Befunde (Mittel / Niedrig)', '', '| # | Befund | Schweregrad | Ort | Geprüft |', '|---|---|---|---|---|');
  for (let i = 0; i < 12; i++) out.push(`| B${i + 1} | ${s(14)} | ${['hoch', 'mittel', 'niedrig', 'mittel'][i % 4]} | ${at(i + 6)} | ${['ja', 'nein', '✅', '❌'][i % 4]} |`);
  out.push('', '## 4. 问题清单（中文）', '');
  for (let i = 0; i < 5; i++) out.push(`${i + 1}. **${['高', '中', '低', '中', '低'][i]}优先级** — ${s(10)} ${at(i + 14)} ${i % 2 ? '未验证' : '（已确认）'}`);
  out.push('', '## 5. Замечания (низкий приоритет)', '');
  for (let i = 0; i < 8; i++) out.push(`- **Низкий:** ${s(14)} [не проверено]`);
  out.push('', '## 6. 検証済みでない点 / Open questions', '');
  for (let i = 0; i < 3; i++) out.push(`- ${s(11).slice(0, -1)}?`);
  out.push('', '## 7. Points positifs', '');
  for (let i = 0; i < 3; i++) out.push(`- ${s(10)}`);
  out.push('', '## 8. Was nicht gefunden wurde / Nothing found', '', `No injection issues found in ${at(3)}. ${s(12)}`, '');
  out.push('## 9. Dead ends', '');
  for (let i = 0; i < 3; i++) out.push(`- Tried ${s(8)} — it did not reproduce.`);
  out.push('', '## 10. Recomendaciones / Next steps', '');
  for (let i = 0; i < 5; i++) out.push(`${i + 1}. ${s(14)}`);
  out.push('', '## 11. Evidence', '', '```', '$ npm test -- config', `  ${s(8)}`, '  42 passed, 1 failed', '```', '');
  for (let i = 0; i < 4; i++) out.push(`- \`npm test -- area-${i}\`: ${s(9)}`);
  return out.join('\n') + '\n';
}

/**
 * One fan-out handoff (expect 2) with two returns of `findings` short findings each, under the 1 MiB a
 * document may have: three or four words from a vocabulary of 3,000 made-up words, so some pairs share
 * words by chance; every tenth finding of return 2 restates one of return 1 in another order (agreed).
 */
export function writeFanout(home, template, { findings, renderReturn, seed = 9 }) {
  const [id] = writeStore(home, template, { count: 1, returnEvery: 0, seed });
  const dir = join(home, id);
  const record = JSON.parse(readFileSync(join(dir, 'handoff.json'), 'utf8'));
  writeFile(join(dir, 'handoff.json'), JSON.stringify({ ...record, expect: 2 }, null, 2) + '\n');
  const rand = rng(seed);
  const syll = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'be', 'do', 'fu', 'gi', 'ha', 'je', 'po', 'zu'];
  const vocab = Array.from({ length: 3000 }, (_, i) => syll[i % 16] + syll[(i >> 4) % 16] + syll[(i >> 8) % 16]);
  const word = () => vocab[Math.floor(rand() * vocab.length)];
  const first = Array.from({ length: findings }, () => Array.from({ length: 3 + Math.floor(rand() * 2) }, word));
  const second = first.map((f, i) => (i % 10 === 0 ? [...f].reverse() : Array.from({ length: 3 + Math.floor(rand() * 2) }, word)));
  [first, second].forEach((list, k) => {
    const n = k + 1;
    const rcreated = new Date(Date.parse(record.created) + n * 3_600_000).toISOString();
    const answers = { outcome: 'answered', answer: `Return ${n} of a big fan-out`, findings: list.map((w) => w.join(' ')), recommendations: [], deadEnds: [], evidence: ['npm test'], questions: [] };
    const rec = { schema: record.schema, id, n, created: rcreated, anchor: record.origin, answers, lint: { errors: 0, warnings: 0 }, redactions: [] };
    const meta = { id, n, briefTitle: record.title, created: `${rcreated.slice(0, 10)} ${rcreated.slice(11, 16)} UTC`, anchor: record.origin };
    writeFile(join(dir, `return-${n}.json`), JSON.stringify(rec, null, 2) + '\n');
    writeFile(join(dir, `return-${n}.md`), (renderReturn ?? fallbackReturn)(answers, meta));
  });
  return id;
}
