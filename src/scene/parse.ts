// Pure parsing of git output and of pointed paths. No I/O here: everything is table-tested without git.

import { posix } from 'node:path';

/** What happened to a file, in words (git's one-letter codes spelled out). */
export type FileStatus =
  | 'added'
  | 'modified'
  | 'deleted'
  | 'renamed'
  | 'copied'
  | 'type-changed'
  | 'unmerged'
  | 'untracked'
  | 'unknown';

/** One entry of `git status --porcelain=v2 -z`. */
export interface StatusEntry {
  /** "1" ordinary, "2" rename/copy, "u" unmerged, "?" untracked, "!" ignored. */
  kind: '1' | '2' | 'u' | '?' | '!';
  /** Two-letter XY code (index, work tree); "??" / "!!" for untracked / ignored. */
  xy: string;
  /** Repo-relative path (the new path of a rename). */
  path: string;
  /** The original path of a rename or copy. */
  from?: string;
}

export interface StatusV2 {
  /** Full HEAD sha; null before the first commit ("(initial)"). */
  head: string | null;
  /** Branch name; null when detached. */
  branch: string | null;
  detached: boolean;
  upstream: string | null;
  /** Commits ahead of / behind the upstream, when there is one. */
  ahead: number | null;
  behind: number | null;
  entries: StatusEntry[];
}

/**
 * Parse `git status --porcelain=v2 --branch -z [--untracked-files=all]`.
 * Records are NUL-terminated; a rename record ("2 ...") is followed by one more NUL-terminated field,
 * the original path. Paths are never quoted with -z and are relative to the repo root.
 */
export function parseStatusV2(out: string): StatusV2 {
  const res: StatusV2 = {
    head: null,
    branch: null,
    detached: false,
    upstream: null,
    ahead: null,
    behind: null,
    entries: [],
  };
  const tokens = out.split('\0');
  for (let i = 0; i < tokens.length; i++) {
    const rec = tokens[i] ?? '';
    if (rec === '') continue;
    if (rec.startsWith('# ')) {
      const sp = rec.indexOf(' ', 2);
      const key = sp < 0 ? rec.slice(2) : rec.slice(2, sp);
      const value = sp < 0 ? '' : rec.slice(sp + 1);
      if (key === 'branch.oid') res.head = value === '(initial)' ? null : value;
      else if (key === 'branch.head') {
        if (value === '(detached)') {
          res.detached = true;
          res.branch = null;
        } else res.branch = value;
      } else if (key === 'branch.upstream') res.upstream = value;
      else if (key === 'branch.ab') {
        const m = /^\+(\d+) -(\d+)$/.exec(value);
        if (m) {
          res.ahead = Number(m[1]);
          res.behind = Number(m[2]);
        }
      }
      continue;
    }
    const kind = rec[0];
    if (kind === '?' || kind === '!') {
      res.entries.push({ kind, xy: kind + kind, path: rec.slice(2) });
    } else if (kind === '1') {
      // 1 XY sub mH mI mW hH hI path
      res.entries.push({ kind, xy: rec.slice(2, 4), path: afterFields(rec, 8) });
    } else if (kind === '2') {
      // 2 XY sub mH mI mW hH hI Xscore path \0 origPath
      const from = tokens[++i] ?? '';
      res.entries.push({ kind, xy: rec.slice(2, 4), path: afterFields(rec, 9), from });
    } else if (kind === 'u') {
      // u XY sub m1 m2 m3 mW h1 h2 h3 path
      res.entries.push({ kind, xy: rec.slice(2, 4), path: afterFields(rec, 10) });
    }
    // Anything else is a record type this parser does not know; skip it rather than guess.
  }
  return res;
}

/** The rest of `rec` after `n` space-separated fields (the path, which may itself contain spaces). */
function afterFields(rec: string, n: number): string {
  let idx = 0;
  for (let k = 0; k < n; k++) {
    idx = rec.indexOf(' ', idx);
    if (idx < 0) return '';
    idx++;
  }
  return rec.slice(idx);
}

/** Tracked files with uncommitted changes, and untracked files, from a parsed status (renames give both paths). */
export function dirtyAndUntracked(st: StatusV2): { dirty: string[]; untracked: string[] } {
  const dirty: string[] = [];
  const untracked: string[] = [];
  const seen = new Set<string>();
  const add = (p: string) => {
    if (!seen.has(p)) {
      seen.add(p);
      dirty.push(p);
    }
  };
  for (const e of st.entries) {
    if (e.kind === '?') untracked.push(e.path);
    else if (e.kind === '1' || e.kind === 'u') add(e.path);
    else if (e.kind === '2') {
      add(e.path);
      if (e.from !== undefined && e.xy[0] === 'R') add(e.from);
    }
  }
  return { dirty, untracked };
}

/** The status of a file relative to HEAD, from a porcelain v2 entry (index change wins over work-tree change). */
export function statusOfEntry(e: StatusEntry): FileStatus {
  if (e.kind === '?') return 'untracked';
  if (e.kind === 'u') return 'unmerged';
  const x = e.xy[0];
  const y = e.xy[1];
  // Added to the index then deleted from the work tree is, against HEAD, nothing; report it as added anyway.
  const code = x !== '.' && x !== undefined ? x : y;
  return statusLetter(code ?? '');
}

/** Git's one-letter diff status (A, M, D, R100, C75, T, U, X) in words. */
export function statusLetter(code: string): FileStatus {
  switch (code[0]) {
    case 'A':
      return 'added';
    case 'M':
      return 'modified';
    case 'D':
      return 'deleted';
    case 'R':
      return 'renamed';
    case 'C':
      return 'copied';
    case 'T':
      return 'type-changed';
    case 'U':
      return 'unmerged';
    default:
      return 'unknown';
  }
}

/** One file of a diff, with its line counts. */
export interface ChangedFile {
  /** Repo-relative path (the new path of a rename). */
  path: string;
  /** Lines added / deleted; 0 for binary files. */
  added: number;
  deleted: number;
  binary: boolean;
  status?: FileStatus;
  /** The original path of a rename or copy. */
  from?: string;
}

/**
 * Parse `git diff -z --raw --numstat` (either format alone works too). Raw records come first
 * (":mode mode sha sha STATUS\0path\0" or, for R/C, "...\0from\0to\0"), then numstat records
 * ("added\tdeleted\tpath\0", or "added\tdeleted\t\0from\0to\0" for renames; "-\t-" for binary).
 * Files are returned in git's order, statuses from the raw part joined to counts from the numstat part.
 */
export function parseDiffRawNumstat(out: string): ChangedFile[] {
  const tokens = out.split('\0');
  const files: ChangedFile[] = [];
  const byPath = new Map<string, ChangedFile>();
  const get = (path: string, from: string | undefined): ChangedFile => {
    let f = byPath.get(path);
    if (!f) {
      f = { path, added: 0, deleted: 0, binary: false };
      if (from !== undefined) f.from = from;
      byPath.set(path, f);
      files.push(f);
    }
    return f;
  };
  for (let i = 0; i < tokens.length; i++) {
    const rec = tokens[i] ?? '';
    if (rec === '') continue;
    if (rec.startsWith(':')) {
      const fields = rec.split(' ');
      const code = fields[fields.length - 1] ?? '';
      const twoPaths = code[0] === 'R' || code[0] === 'C';
      const first = tokens[++i] ?? '';
      const from = twoPaths ? first : undefined;
      const path = twoPaths ? (tokens[++i] ?? '') : first;
      const f = get(path, from);
      f.status = statusLetter(code);
      if (from !== undefined) f.from = from;
      continue;
    }
    const t1 = rec.indexOf('\t');
    const t2 = t1 < 0 ? -1 : rec.indexOf('\t', t1 + 1);
    if (t1 < 0 || t2 < 0) continue; // not a numstat record
    const a = rec.slice(0, t1);
    const d = rec.slice(t1 + 1, t2);
    let path = rec.slice(t2 + 1);
    let from: string | undefined;
    if (path === '') {
      from = tokens[++i] ?? '';
      path = tokens[++i] ?? '';
    }
    const f = get(path, from);
    if (a === '-' && d === '-') {
      f.binary = true;
      f.added = 0;
      f.deleted = 0;
    } else {
      f.added = Number(a) || 0;
      f.deleted = Number(d) || 0;
    }
  }
  return files;
}

/** Parse `git rev-list --left-right --count A...B`: "left\tright". */
export function parseLeftRight(out: string): { left: number; right: number } | null {
  const m = /^\s*(\d+)\s+(\d+)\s*$/.exec(out);
  return m ? { left: Number(m[1]), right: Number(m[2]) } : null;
}

/** Parse `git for-each-ref --format=%(refname)%00%(symref)%00%(objectname)` lines. */
export function parseRefs(out: string): Map<string, { symref: string; oid: string }> {
  const refs = new Map<string, { symref: string; oid: string }>();
  for (const line of out.split('\n')) {
    if (!line) continue;
    const [name = '', symref = '', oid = ''] = line.split('\0');
    refs.set(name, { symref, oid });
  }
  return refs;
}

/**
 * The default branch to compare against: origin/HEAD when set, else main, else master (local branches).
 * Returns the short name to show and the sha, or null when there is none.
 */
export function pickDefaultBranch(
  refs: Map<string, { symref: string; oid: string }>,
): { name: string; oid: string } | null {
  const originHead = refs.get('refs/remotes/origin/HEAD');
  if (originHead && originHead.oid) {
    const target = originHead.symref.replace(/^refs\/remotes\//, '');
    return { name: target || 'origin/HEAD', oid: originHead.oid };
  }
  for (const name of ['main', 'master']) {
    const r = refs.get(`refs/heads/${name}`);
    if (r && r.oid) return { name, oid: r.oid };
  }
  return null;
}

/** Commits from `git log --format=%h%x09%s`, as "short-sha subject". */
export function parseLogLines(out: string): string[] {
  const list: string[] = [];
  for (const line of out.split('\n')) {
    if (!line) continue;
    const tab = line.indexOf('\t');
    list.push(tab < 0 ? line : `${line.slice(0, tab)} ${line.slice(tab + 1)}`.trimEnd());
  }
  return list;
}

/** Git's own test for binary content: a NUL byte in the first 8000 bytes. */
export function looksBinary(buf: Uint8Array): boolean {
  const n = Math.min(buf.length, 8000);
  for (let i = 0; i < n; i++) if (buf[i] === 0) return true;
  return false;
}

/** Lines as `git diff --numstat` counts them: newlines, plus one for a last line without one. */
export function countLines(buf: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < buf.length; i++) if (buf[i] === 10) n++;
  if (buf.length > 0 && buf[buf.length - 1] !== 10) n++;
  return n;
}

/**
 * Turn a pointer as written in a brief into a repo-relative path, or null when it is not one.
 * Accepts `path`, `path:12`, `path:12-34`, `path:12:5`, `path#L12-L34`, backticked forms, "./path",
 * a trailing "— note" / "- note", a markdown link to a relative path, and absolute paths under `repoRoot`.
 * Refuses URLs, commands (anything with spaces outside backticks), globs, flags, commit shas, "~" and
 * paths that leave the repo. A trailing "/" (a folder) is kept so callers can match files under it.
 */
export function normalisePointedPath(input: string, repoRoot?: string | null): string | null {
  let s = input.trim();
  if (!s) return null;
  // A list marker pasted along with the pointer.
  s = s.replace(/^[-*+]\s+/, '');
  const link = /^\[[^\]]*\]\(([^)\s]+)\)/.exec(s);
  if (link) s = link[1] ?? '';
  else if (s.startsWith('`')) {
    const end = s.indexOf('`', 1);
    s = (end < 0 ? s.slice(1) : s.slice(1, end)).trim();
    // Inside backticks a path may hold spaces, but "git log src/x.ts" is a command: the first word must
    // look like part of a path.
    if (/\s/.test(s)) {
      const first = s.split(/\s+/)[0] ?? '';
      if (!first.includes('/') || s.split(/\s+/).some((w) => w.startsWith('-'))) return null;
    }
  } else {
    // "path:12 — note", "path - note", "path: note"
    s = (s.split(/\s+[—–-]\s+|\s+[—–]|:\s+/)[0] ?? '').trim();
    if (/\s/.test(s)) return null; // a command or prose, not a path
  }
  if (!s) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(s) || /^(mailto|data|javascript):/i.test(s)) return null;
  s = s.replace(/[,;)]+$/, ''); // trailing punctuation from prose
  if (s.length > 1 && s.endsWith('.') && !s.endsWith('..') && !s.endsWith('/.')) s = s.slice(0, -1);
  s = s.replace(/#L\d+(?:C\d+)?(?:-L?\d+(?:C\d+)?)?$/, ''); // GitHub line anchors
  s = s.replace(/:\d+(?::\d+)?(?:-\d+(?::\d+)?)?$/, ''); // :12, :12-34, :12:5
  if (!s) return null;
  if (/[*?[\]{}]/.test(s)) return null; // a glob
  if (s.startsWith('-') || s.startsWith('~') || s.startsWith('$')) return null; // a flag, home, a variable
  if (/^[0-9a-f]{7,64}$/i.test(s)) return null; // a commit sha
  if (/[~^]\d*$/.test(s) || /(^|[^/])\.\.([^/]|$)/.test(s)) return null; // a revision or range (HEAD~2, a..b)
  const isDir = s.endsWith('/');
  if (s.startsWith('/')) {
    if (!repoRoot) return null;
    const root = repoRoot.replace(/\/+$/, '');
    if (!s.startsWith(root + '/')) return null;
    s = s.slice(root.length + 1);
  }
  s = posix.normalize(s);
  if (s === '.' || s === './' || s === '..' || s.startsWith('../') || s.startsWith('/')) return null;
  s = s.replace(/\/+$/, '');
  if (!s || s === '.') return null;
  return isDir ? s + '/' : s;
}

/** Whether a normalised pointed path (a file, or a folder ending in "/") covers a repo-relative file. */
export function pointCovers(pointed: string, file: string): boolean {
  if (pointed.endsWith('/')) return file.startsWith(pointed);
  return file === pointed || file.startsWith(pointed + '/');
}
