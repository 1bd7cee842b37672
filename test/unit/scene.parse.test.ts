// Pure parsers and derivations of src/scene, table-tested without git.

import { describe, expect, it } from 'vitest';
import type { Anchor } from '../../src/brief/types.js';
import { anchorFrom, emptyAnchor, NOTE_NO_COMMITS } from '../../src/scene/anchor.js';
import { classifyRange, emptyTree } from '../../src/scene/changes.js';
import { buildDrift, diffFromStatus, formatDrift, type DriftFacts } from '../../src/scene/drift.js';
import { BadRevisionError, classifyRepoFailure } from '../../src/scene/git.js';
import {
  countLines,
  dirtyAndUntracked,
  looksBinary,
  normalisePointedPath,
  parseDiffRawNumstat,
  parseLeftRight,
  parseLogLines,
  parseRefs,
  parseStatusV2,
  pickDefaultBranch,
  pointCovers,
  statusLetter,
} from '../../src/scene/parse.js';

const OID = '89c4eee3c331fb33c351d186ef68382907b98d5d';
const H0 = '0000000000000000000000000000000000000000';
const H1 = '422c2b7ab3b3c668038da977e4e93a5fc623169c';
const z = (...records: string[]) => records.map((r) => r + '\0').join('');

describe('parseStatusV2', () => {
  const cases: { name: string; out: string; want: Partial<ReturnType<typeof parseStatusV2>> }[] = [
    {
      name: 'clean branch with upstream',
      out: z(`# branch.oid ${OID}`, '# branch.head main', '# branch.upstream origin/main', '# branch.ab +1 -2'),
      want: { head: OID, branch: 'main', detached: false, upstream: 'origin/main', ahead: 1, behind: 2, entries: [] },
    },
    {
      name: 'initial commit (no commits yet)',
      out: z('# branch.oid (initial)', '# branch.head main', `1 A. N... 000000 100644 100644 ${H0} ${H1} sub/a.txt`, '? sp ace é.txt'),
      want: {
        head: null,
        branch: 'main',
        detached: false,
        entries: [
          { kind: '1', xy: 'A.', path: 'sub/a.txt' },
          { kind: '?', xy: '??', path: 'sp ace é.txt' },
        ],
      },
    },
    {
      name: 'detached HEAD',
      out: z(`# branch.oid ${OID}`, '# branch.head (detached)'),
      want: { head: OID, branch: null, detached: true, upstream: null, ahead: null, behind: null, entries: [] },
    },
    {
      name: 'rename with spaces and unicode, then more records',
      out: z(
        `# branch.oid ${OID}`,
        '# branch.head feature/x',
        `2 R. N... 100644 100644 100644 ${H1} ${H1} R100 new dir/ünï cödé.ts`,
        'old dir/a b.ts',
        `1 .M N... 100644 100644 100644 ${H1} ${H1} # not a header.md`,
        '? untracked/ü.txt',
      ),
      want: {
        branch: 'feature/x',
        entries: [
          { kind: '2', xy: 'R.', path: 'new dir/ünï cödé.ts', from: 'old dir/a b.ts' },
          { kind: '1', xy: '.M', path: '# not a header.md' },
          { kind: '?', xy: '??', path: 'untracked/ü.txt' },
        ],
      },
    },
    {
      name: 'unmerged and ignored',
      out: z(
        `# branch.oid ${OID}`,
        '# branch.head main',
        `u UU N... 100644 100644 100644 100644 ${H1} ${H1} ${H1} conflict file.ts`,
        '! build/out.js',
      ),
      want: {
        entries: [
          { kind: 'u', xy: 'UU', path: 'conflict file.ts' },
          { kind: '!', xy: '!!', path: 'build/out.js' },
        ],
      },
    },
    { name: 'empty output', out: '', want: { head: null, branch: null, detached: false, entries: [] } },
  ];
  it.each(cases)('$name', ({ out, want }) => {
    expect(parseStatusV2(out)).toMatchObject(want);
  });

  it('splits dirty and untracked; a rename counts both paths; ignored files are neither', () => {
    const st = parseStatusV2(
      z(
        `# branch.oid ${OID}`,
        '# branch.head main',
        `1 .M N... 100644 100644 100644 ${H1} ${H1} a.ts`,
        `2 R. N... 100644 100644 100644 ${H1} ${H1} R90 b2.ts`,
        'b.ts',
        `2 C. N... 100644 100644 100644 ${H1} ${H1} C75 copy.ts`,
        'src.ts',
        `u UU N... 100644 100644 100644 100644 ${H1} ${H1} ${H1} c.ts`,
        '? d e.ts',
        '! ignored.log',
      ),
    );
    expect(dirtyAndUntracked(st)).toEqual({ dirty: ['a.ts', 'b2.ts', 'b.ts', 'copy.ts', 'c.ts'], untracked: ['d e.ts'] });
    expect(diffFromStatus(st)).toEqual([
      { path: 'a.ts', status: 'modified' },
      { path: 'b2.ts', status: 'renamed', from: 'b.ts' },
      { path: 'copy.ts', status: 'copied', from: 'src.ts' },
      { path: 'c.ts', status: 'unmerged' },
    ]);
  });
});

describe('anchorFrom', () => {
  it('takes root and short sha from rev-parse, the rest from status', () => {
    const st = parseStatusV2(z(`# branch.oid ${OID}`, '# branch.head main', '? x'));
    expect(anchorFrom('/r/sub', '/r\n89c4eee', st)).toEqual({
      repo: '/r',
      branch: 'main',
      detached: false,
      head: OID,
      headShort: '89c4eee',
      dirty: [],
      untracked: ['x'],
      cwd: '/r/sub',
    });
  });
  it('notes a repo without commits', () => {
    const a = anchorFrom('/r', '/r', parseStatusV2(z('# branch.oid (initial)', '# branch.head main')));
    expect(a).toMatchObject({ repo: '/r', head: null, headShort: null, branch: 'main', note: NOTE_NO_COMMITS });
  });
  it('falls back to a prefix of the status oid when rev-parse saw another HEAD', () => {
    const a = anchorFrom('/r', '/r\nabcdef0', parseStatusV2(z(`# branch.oid ${OID}`, '# branch.head (detached)')));
    expect(a).toMatchObject({ headShort: '89c4eee', branch: null, detached: true });
  });
});

describe('parseDiffRawNumstat', () => {
  it('joins raw statuses to numstat counts, incl. renames, spaces, unicode and binary', () => {
    const out = z(
      ':100644 100644 abc1234 def5678 M',
      'a.ts',
      ':000000 100644 0000000 abc1234 A',
      'new file ü.md',
      ':100644 100644 abc1234 abc1234 R087',
      'old name.ts',
      'new name.ts',
      ':100644 000000 abc1234 0000000 D',
      'gone.txt',
      ':000000 100644 0000000 bdc955b A',
      'img.png',
      '3\t1\ta.ts',
      '5\t0\tnew file ü.md',
      '2\t2\t',
      'old name.ts',
      'new name.ts',
      '0\t4\tgone.txt',
      '-\t-\timg.png',
    );
    expect(parseDiffRawNumstat(out)).toEqual([
      { path: 'a.ts', added: 3, deleted: 1, binary: false, status: 'modified' },
      { path: 'new file ü.md', added: 5, deleted: 0, binary: false, status: 'added' },
      { path: 'new name.ts', from: 'old name.ts', added: 2, deleted: 2, binary: false, status: 'renamed' },
      { path: 'gone.txt', added: 0, deleted: 4, binary: false, status: 'deleted' },
      { path: 'img.png', added: 0, deleted: 0, binary: true, status: 'added' },
    ]);
  });
  it('reads numstat alone (no statuses) and raw alone (no counts)', () => {
    expect(parseDiffRawNumstat(z('1\t2\tx', '-\t-\ty.bin', '0\t0\t', 'a', 'b'))).toEqual([
      { path: 'x', added: 1, deleted: 2, binary: false },
      { path: 'y.bin', added: 0, deleted: 0, binary: true },
      { path: 'b', from: 'a', added: 0, deleted: 0, binary: false },
    ]);
    expect(parseDiffRawNumstat(z(':100644 100755 a b T', ':odd name', ':100644 100644 a b C50', 's', 'd'))).toEqual([
      { path: ':odd name', added: 0, deleted: 0, binary: false, status: 'type-changed' },
      { path: 'd', from: 's', added: 0, deleted: 0, binary: false, status: 'copied' },
    ]);
  });
  it('returns nothing for empty output', () => {
    expect(parseDiffRawNumstat('')).toEqual([]);
  });
});

describe('small parsers', () => {
  it.each([
    ['A', 'added'],
    ['M', 'modified'],
    ['D', 'deleted'],
    ['R100', 'renamed'],
    ['C075', 'copied'],
    ['T', 'type-changed'],
    ['U', 'unmerged'],
    ['X', 'unknown'],
  ])('statusLetter(%s) = %s', (code, want) => {
    expect(statusLetter(code)).toBe(want);
  });

  it('parseLeftRight', () => {
    expect(parseLeftRight('2\t5\n')).toEqual({ left: 2, right: 5 });
    expect(parseLeftRight('0\t0')).toEqual({ left: 0, right: 0 });
    expect(parseLeftRight('nope')).toBeNull();
  });

  it('parseLogLines', () => {
    expect(parseLogLines('abc1234\tFix: the thing\ndef5678\t\n')).toEqual(['abc1234 Fix: the thing', 'def5678']);
  });

  it('parseRefs + pickDefaultBranch: origin/HEAD, else main, else master, else none', () => {
    const refs = (...lines: string[]) => parseRefs(lines.join('\n') + '\n');
    const oh = `refs/remotes/origin/HEAD\0refs/remotes/origin/trunk\0${OID}`;
    const main = `refs/heads/main\0\0${H1}`;
    const master = `refs/heads/master\0\0${H0}`;
    expect(pickDefaultBranch(refs(main, master, oh))).toEqual({ name: 'origin/trunk', oid: OID });
    expect(pickDefaultBranch(refs(master, main))).toEqual({ name: 'main', oid: H1 });
    expect(pickDefaultBranch(refs(master))).toEqual({ name: 'master', oid: H0 });
    expect(pickDefaultBranch(refs())).toBeNull();
  });

  it('countLines counts like numstat; looksBinary finds a NUL early on', () => {
    const b = (s: string) => Buffer.from(s);
    expect([b(''), b('a'), b('a\n'), b('a\nb'), b('a\nb\n'), b('\n\n')].map(countLines)).toEqual([0, 1, 1, 2, 2, 2]);
    expect(looksBinary(b('text\n'))).toBe(false);
    expect(looksBinary(Buffer.from([0x89, 0x50, 0, 1]))).toBe(true);
    expect(looksBinary(Buffer.concat([Buffer.alloc(9000, 0x61), Buffer.from([0])]))).toBe(false);
  });

  it('emptyTree knows both object formats', () => {
    expect(emptyTree('sha1')).toBe('4b825dc642cb6eb9a060e54bf8d69288fbee4904');
    expect(emptyTree('sha256\n')).toBe('6ef19b41225c5369f1c104d45d8d85efa9b057b53b14b4b9b939dd74decc5321');
  });

  it('classifyRepoFailure', () => {
    expect(classifyRepoFailure('fatal: not a git repository (or any of the parent directories): .git')).toBe('not-a-repo');
    expect(classifyRepoFailure('fatal: this operation must be run in a work tree')).toBe('not-a-repo');
    expect(classifyRepoFailure("fatal: detected dubious ownership in repository at '/x'")).toBe('dubious-ownership');
    expect(classifyRepoFailure('fatal: index file corrupt')).toBeNull();
  });

  it.each([
    ['main..feature', 'range'],
    ['HEAD~3...HEAD', 'range'],
    ['abc123^!', 'range'],
    ['v1.0..', 'range'],
    ['HEAD', 'rev'],
    ['HEAD~2', 'rev'],
    ['abc1234', 'rev'],
  ] as const)('classifyRange(%s) = %s', (r, want) => {
    expect(classifyRange(r)).toBe(want);
  });
  it.each(['', '  ', '--output=/tmp/x', '-p', 'a b', 'a\nb'])('classifyRange refuses %j', (r) => {
    expect(() => classifyRange(r)).toThrow(BadRevisionError);
  });
});

describe('normalisePointedPath', () => {
  const root = '/home/me/repo';
  it.each([
    ['src/a.ts', 'src/a.ts'],
    ['src/a.ts:12', 'src/a.ts'],
    ['src/a.ts:12-34', 'src/a.ts'],
    ['src/a.ts:12:5', 'src/a.ts'],
    ['src/a.ts#L10-L20', 'src/a.ts'],
    ['`src/a.ts:12`', 'src/a.ts'],
    ['`src/a.ts:12` — where the parser starts', 'src/a.ts'],
    ['src/a.ts:3-4 — the loop', 'src/a.ts'],
    ['src/a.ts - note', 'src/a.ts'],
    ['src/a.ts: the parser', 'src/a.ts'],
    ['src/a.ts.', 'src/a.ts'],
    ['./src/a.ts', 'src/a.ts'],
    ['src//x/../a.ts', 'src/a.ts'],
    ['src/scene/', 'src/scene/'],
    ['- src/a.ts', 'src/a.ts'],
    ['[the parser](src/a.ts)', 'src/a.ts'],
    ['/home/me/repo/src/a.ts:9', 'src/a.ts'],
    ['`docs/my notes.md`', 'docs/my notes.md'],
    ['README.md', 'README.md'],
    ['.github/workflows/ci.yml', '.github/workflows/ci.yml'],
  ])('%j -> %j', (input, want) => {
    expect(normalisePointedPath(input, root)).toBe(want);
  });
  it.each([
    '',
    'https://github.com/o/r/blob/main/src/a.ts',
    'http://localhost:3000/x',
    'mailto:me@example.com',
    '[docs](https://example.com)',
    'npm test',
    '`npm run test -- --watch`',
    '`git log src/a.ts`',
    'git log -p src/a.ts',
    'src/**/*.ts',
    '--flag',
    '~/notes.md',
    '$HOME/x',
    '../other/x.ts',
    '/etc/passwd',
    '/home/me/repository/x',
    '.',
    'deadbeef',
    '89c4eee3c331fb33c351d186ef68382907b98d5d',
    'HEAD~2',
    'main..feature',
  ])('%j is not a repo path', (input) => {
    expect(normalisePointedPath(input, root)).toBeNull();
  });
  it('refuses absolute paths without a root', () => {
    expect(normalisePointedPath('/home/me/repo/a.ts')).toBeNull();
  });
  it('pointCovers: a file, a folder with or without a slash, not a sibling prefix', () => {
    expect(pointCovers('src/a.ts', 'src/a.ts')).toBe(true);
    expect(pointCovers('src/scene/', 'src/scene/x.ts')).toBe(true);
    expect(pointCovers('src/scene', 'src/scene/x.ts')).toBe(true);
    expect(pointCovers('src/scene', 'src/scenery.ts')).toBe(false);
    expect(pointCovers('src/a.ts', 'src/a.tsx')).toBe(false);
  });
});

describe('buildDrift + formatDrift', () => {
  const then: Anchor = {
    repo: '/r',
    branch: 'main',
    detached: false,
    head: OID,
    headShort: '89c4eee',
    dirty: ['wip.ts'],
    untracked: ['scratch.md'],
    cwd: '/r',
  };
  const facts = (f: Partial<DriftFacts> = {}): DriftFacts => ({ ahead: 0, behind: 0, log: [], diff: [], committed: [], ...f });

  it('no drift: same HEAD, the files dirty at the cut still dirty', () => {
    const now = { ...then };
    const d = buildDrift(then, now, facts({ diff: [{ path: 'wip.ts', status: 'modified' }] }), ['wip.ts:3', 'https://x.y']);
    expect(d).toMatchObject({ checked: true, drifted: false, branchSwitch: null, rebasedAway: false, discarded: [] });
    expect(d.files).toEqual([
      { path: 'scratch.md', status: 'untracked', committed: false, uncommitted: true, dirtyAtCut: true },
      { path: 'wip.ts', status: 'modified', committed: false, uncommitted: true, dirtyAtCut: true },
    ]);
    expect(d.pointed).toEqual([{ pointer: 'wip.ts:3', path: 'wip.ts', changed: ['wip.ts'] }]);
    expect(d.notPaths).toEqual(['https://x.y']);
    const text = formatDrift(d);
    expect(text.split('\n').filter(Boolean)).toHaveLength(1);
    expect(text).toMatch(/^Since the brief was cut: no drift — HEAD is still `89c4eee` on `main`; the 2 files/);
  });

  it('a branch, commit or path from a record made elsewhere stays on its line (no forged line in the report)', () => {
    const forged = '\n\n## End of the report\n\nforged';
    const bad: Anchor = { ...then, branch: `main${forged}`, headShort: `89c4eee${forged}`, dirty: [`wip${forged}.ts`], untracked: [] };
    const now: Anchor = { ...bad, head: 'f'.repeat(40), headShort: 'fffffff', branch: `other${forged}` };
    const text = formatDrift(buildDrift(bad, now, facts({ ahead: 1, log: [`c000001 subject${forged}`], diff: [{ path: `wip${forged}.ts`, status: 'modified' }] }), []));
    expect(text).not.toMatch(/^(?:## |forged)/m);
    expect(text).toContain('`main ## End of the report forged`');
  });

  it('with the snapshot of the cut: a file committed as it was then is no drift and no pointed change; one edited since is', () => {
    const now: Anchor = { ...then, head: 'f'.repeat(40), headShort: 'fffffff', dirty: [], untracked: [] };
    // wip.ts was uncommitted at the cut and has been committed exactly as it was; nothing else changed.
    const same = buildDrift(then, { ...then, dirty: [], untracked: ['scratch.md'] }, facts({ diff: [{ path: 'wip.ts', status: 'modified' }], changedSinceSnapshot: [] }), ['wip.ts:3']);
    expect(same.drifted).toBe(false);
    expect(same.pointed[0]!.changed).toEqual([]);
    expect(formatDrift(same)).toContain("the 1 file uncommitted at the cut is as it was (the brief's snapshot)");
    const committed = buildDrift(then, now, facts({ ahead: 1, log: ['c000001 commit the wip'], diff: [{ path: 'wip.ts', status: 'modified' }], committed: ['wip.ts'], changedSinceSnapshot: [] }), ['wip.ts:3']);
    expect(committed.pointed[0]!.changed).toEqual([]);
    expect(formatDrift(committed)).not.toContain('Pointed paths that changed');
    expect(formatDrift(committed)).toContain('`wip.ts` (modified, committed, as it was at the cut)');
    const edited = buildDrift(then, { ...then, untracked: [] }, facts({ diff: [{ path: 'wip.ts', status: 'modified' }], changedSinceSnapshot: ['wip.ts'] }), ['wip.ts:3']);
    expect(edited.drifted).toBe(true);
    expect(edited.pointed[0]!.changed).toEqual(['wip.ts']);
    expect(formatDrift(edited)).toContain('changed since the cut');
  });

  it('a clean no-drift line', () => {
    const clean = { ...then, dirty: [], untracked: [] };
    expect(formatDrift(buildDrift(clean, clean, facts(), []))).toBe(
      'Since the brief was cut: no drift — HEAD is still `89c4eee` on `main`.\n',
    );
  });

  it('commits, pointed files, discarded changes, capped lists', () => {
    const now: Anchor = { ...then, head: 'f'.repeat(40), headShort: 'fffffff', dirty: ['b.ts'], untracked: ['n.md'] };
    const log = Array.from({ length: 20 }, (_, i) => `c${String(i).padStart(6, '0')} commit ${i}`);
    const d = buildDrift(
      then,
      now,
      facts({
        ahead: 23,
        log,
        diff: [
          { path: 'a.ts', status: 'modified' },
          { path: 'b.ts', status: 'modified' },
          { path: 'src/new.ts', status: 'renamed', from: 'src/old.ts' },
        ],
        committed: ['a.ts', 'src/old.ts', 'src/new.ts'],
      }),
      ['`a.ts:1`', 'b.ts', 'src/old.ts', 'src/', 'c.ts', 'wip.ts', 'npm test'],
    );
    expect(d.commits).toEqual({ count: 23, list: log, more: 3 });
    expect(d.drifted).toBe(true);
    expect(d.discarded).toEqual(['scratch.md', 'wip.ts']);
    expect(d.files.map((f) => [f.path, f.committed, f.uncommitted, f.dirtyAtCut])).toEqual([
      ['a.ts', true, false, false],
      ['b.ts', false, true, false],
      ['n.md', false, true, false],
      ['src/new.ts', true, false, false],
    ]);
    expect(Object.fromEntries(d.pointed.map((p) => [p.path, p.changed]))).toEqual({
      'a.ts': ['a.ts'],
      'b.ts': ['b.ts'],
      'src/old.ts': ['src/new.ts'],
      'src/': ['src/new.ts'],
      'c.ts': [],
      'wip.ts': ['wip.ts'],
    });
    expect(d.notPaths).toEqual(['npm test']);
    const text = formatDrift(d);
    expect(text).toMatch(/^Since the brief was cut \(at `89c4eee` on `main`\)/);
    expect(text).toContain('- 23 new commits since `89c4eee`:');
    expect(text).toContain('  - `c000000` commit 0');
    expect(text).toContain('  - +3 more');
    expect(text).toContain('- Pointed paths that changed: `a.ts`, `b.ts`, `src/old.ts` (`src/new.ts`), `src/` (`src/new.ts`), `wip.ts`.');
    expect(text).toContain('`src/new.ts` (renamed from `src/old.ts`, committed)');
    expect(text).toContain('`b.ts` (modified, uncommitted)');
    expect(text).toContain('now back to `89c4eee` or gone: `scratch.md`, `wip.ts`');
    expect(text).not.toContain('Rebased');
    expect(JSON.parse(JSON.stringify(d))).toEqual(d);
  });

  it('branch switch and rebased-away HEAD', () => {
    const now: Anchor = { ...then, branch: null, detached: true, head: 'e'.repeat(40), headShort: 'eeeeeee', dirty: [], untracked: [] };
    const clean = { ...then, dirty: [], untracked: [] };
    const d = buildDrift(clean, now, facts({ ahead: 1, behind: 2, log: ['eeeeeee redo'] }), []);
    expect(d).toMatchObject({ branchSwitch: { from: 'main', to: null }, rebasedAway: true, lostCommits: 2, drifted: true });
    const text = formatDrift(d);
    expect(text).toContain('- Branch switched: `main` → a detached HEAD.');
    expect(text).toContain('- Rebased away: `89c4eee` is no longer in the history of HEAD `eeeeeee` (2 commits of the anchored history are not in HEAD)');
  });

  it('a branch switch alone is drift', () => {
    const clean = { ...then, dirty: [], untracked: [] };
    const d = buildDrift(clean, { ...clean, branch: 'other' }, facts(), []);
    expect(d).toMatchObject({ drifted: true, branchSwitch: { from: 'main', to: 'other' } });
    expect(formatDrift(d)).toContain('- Branch switched: `main` → `other`.');
  });

  it.each([
    ['anchor-outside-repo', { ...then, repo: null }, null, /cut outside a git repository/],
    ['anchor-no-head', then, null, /before its repository had a commit/],
    ['git-missing', then, null, /git is not installed/],
    ['not-a-repo', then, emptyAnchor('/tmp/x', 'not a git repository'), /\/tmp\/x is not in a git repository/],
    ['other-repo', then, { ...then, repo: '/other' }, /this is \/other, not the brief's repository \/r/],
    ['anchor-commit-missing', then, { ...then, branch: 'x' }, /anchored commit 89c4eee no longer exists/],
  ] as const)('blocked: %s', (blocker, t, now, re) => {
    const d = buildDrift(t, now, facts({ blocker }), ['a.ts', 'https://x']);
    expect(d).toMatchObject({ checked: false, blocker, drifted: null, files: [], commits: { count: 0 } });
    expect(d.reason).toMatch(re);
    expect(d.pointed).toEqual([{ pointer: 'a.ts', path: 'a.ts', changed: [] }]);
    const text = formatDrift(d);
    expect(text).toMatch(/^Since the brief was cut: drift not checked — /);
    expect(text).toMatch(re);
    expect(d.branchSwitch === null).toBe(blocker !== 'anchor-commit-missing');
  });

  it('escapes backticks in paths', () => {
    const clean = { ...then, dirty: [], untracked: [] };
    const d = buildDrift(clean, { ...clean, untracked: ['we`ird.md'] }, facts(), []);
    expect(formatDrift(d)).toContain('`` we`ird.md `` (untracked, uncommitted)');
  });
});
