// A place in the tree as a line names it (moved out of findings.ts so that a brief's reading, which does not load the
// findings reader, reads it the same way: pseudo-headings.ts asks locationLine of a bold code span): isPath (a path a
// code span or a word names), namesFile (a file or a folder as such) and locationLine (a line that says where and
// nothing else, "**src/limiter.ts:31**", "`cancel.php` line 19"). Pure.

import { lazyRegExp } from './lazy-regexp.js';

/** A whole code span that names a file: a path with an extension or a folder in it, perhaps a line, a
 *  column, a list of lines or a GitHub line anchor (`src/a.ts:12`, `pkg/db/conn.go:120:5`, `a.py:308-328,431-455`,
 *  `src/a.ts#L10-L12`, `src\app\main.ts`, `docs/`, `/app/x_test.py`, `~/.config/x.toml`); folders named as
 *  frameworks name them (`src/app/(shop)/page.tsx`, `pages/[id].tsx`, `routes/$slug.tsx`, `packages/@acme/ui/`);
 *  not a call (`config.load()`), an expression (`a = b`) or a package (`@scope/pkg@8`). */
const AT_LINE = String.raw`(?::\d+(?:[-–]\d+|:\d+)?(?:,[ \t]?\d+(?:[-–]\d+)?)*|#L\d+(?:-L?\d+)?)?`;
/** A folder's name: word characters and `.@$+~-`, and whole bracketed parts ("(shop)", "[id]", "[...slug]"). */
export const SEG = String.raw`(?:[\w.@$+~-]|\([\w.-]+\)|\[[\w.-]+\])+`;
/** A file's name: the same, opened by a word character or a bracketed part. */
export const NAME = String.raw`(?:[\w$+~-]|\[[\w.-]+\])(?:[\w.@$+~-]|\[[\w.-]+\])*`;
const ROOT = String.raw`(?:[A-Za-z]:[\\/]|~?/)?`;
const PATH_SPAN = lazyRegExp(() => new RegExp(String.raw`^${ROOT}(?:${SEG}[\\/])*${NAME}\.[A-Za-z][\w]{0,9}${AT_LINE}$|^${ROOT}(?:${SEG}[\\/])+(?:${SEG})?${AT_LINE}$`));

/** Extensions of files people point at. A dotted name without a folder or a line is a file only with one of
 *  these (`name.length`, `user.name` are code, `config.yaml` is a file). */
const FILE_EXT = new Set('ts tsx js jsx mjs cjs json jsonc md mdx py pyi rb go rs java kt kts swift c h cc cpp cxx hpp hh cs fs vb php sh bash zsh fish ps1 bat cmd yml yaml toml ini cfg conf xml html htm css scss sass less vue svelte astro sql proto graphql gql lock txt csv tsv env gradle properties mod sum tf hcl lua pl pm r ex exs erl hrl hs ml mli clj cljs dart m mm nix zig ipynb rst adoc tex vim el scala sc groovy jl cu cuh proto dockerfile makefile cmake gitignore editorconfig npmrc nvmrc wasm so dll exe plist pbxproj xcconfig gemspec podspec csproj sln vcxproj'.split(' '));

/** A media type ("application/wasm", "text/html") is no path. */
const MIME = /^(?:application|text|image|audio|video|font|multipart|message|model)\/[\w.+-]+$/;

/** A file named by a dot and its name only (`.env`, `.gitignore`, `.env.local`): a file people point at when
 *  its name is one of FILE_EXT's or a few more of those. */
const DOTFILE = /^\.([A-Za-z][\w-]{1,30})(?:\.[\w-]{1,20})?$/;
/** The extensions of FILE_EXT that are no file's whole name: written alone with a dot they name the extension. */
const EXT_ONLY = new Set([...FILE_EXT].filter((e) => !['env', 'gitignore', 'editorconfig', 'npmrc', 'nvmrc'].includes(e)));
const DOTFILE_NAMES = new Set(['eslintrc', 'prettierrc', 'babelrc', 'dockerignore', 'gitattributes', 'gitmodules', 'bashrc', 'zshrc', 'htaccess', 'npmignore', 'stylelintrc', 'browserslistrc']);

/** Is `cand` a path in the tree: a file with a folder, a line or a known extension, a folder, a known dotfile? Not
 *  a URL, a media type, a route or a package. */
export function isPath(cand: string): boolean {
  const dot = DOTFILE.exec(cand);
  // (".md", ".ts", ".py" alone are a kind of file, an extension, not one file: "every `.md` file" names no place.)
  if (dot) return DOTFILE_NAMES.has(dot[1]!.toLowerCase()) || (FILE_EXT.has(dot[1]!.toLowerCase()) && !EXT_ONLY.has(dot[1]!.toLowerCase()));
  if (!PATH_SPAN.test(cand) || /^https?:/.test(cand) || MIME.test(cand) || /^[\d/.:-]+$/.test(cand)) return false;
  // A path from the root or an alias ("/app/x_test.py", "@/lib/db.ts") names a file by its extension or a line: "/api/users"
  // is a route, "@scope/pkg" a package.
  if (/^[/@]/.test(cand) && !namesFile(cand)) return false;
  if (/[\\/]|:\d|#L\d/.test(cand)) return true;
  const ext = /\.([A-Za-z][\w]*)$/.exec(cand)?.[1]?.toLowerCase();
  return ext !== undefined && FILE_EXT.has(ext);
}

/** A path that names a file or a folder as such: with a file's extension, a line, or a closing slash. */
export const namesFile = (p: string) => /:\d|#L\d|[\\/]$/.test(p) || FILE_EXT.has(/\.([A-Za-z][\w]*)(?::\d.*)?$/.exec(p)?.[1]?.toLowerCase() ?? '');

/** A line that only says where a review comment is: "**src/limiter.ts:31**", "**In `api/views.py` around
 *  lines 88 - 97:**", "**`send.go` (line 54)**", "`src/a.ts` line 90:", "src/net/fetch.ts#L40-L58" (a
 *  bot's location list). Group 1: the path; group 2/3: a line or lines after it. */
const LOCATION_ONLY = lazyRegExp(() => /^[ \t>]{0,4}(?:[-*+][ \t]+)?[*_]{0,2}(?:(?:📄|📁|📂|📝|🗂)\uFE0F?[ \t]*)?(?:(?:in|on|at|file)[ \t:]+)?`?([^\s`*]{1,200}?)`?(?:,?[ \t]+(?:around[ \t]+|at[ \t]+)?(?:lines?|l\.|zeilen?|lignes?|l[ií]neas?|строк[аи]?|行)[ \t]*(\d{1,6})(?:[ \t]*[-–][ \t]*(\d{1,6}))?|[ \t]*\((?:lines?|l\.)[ \t]*(\d{1,6})(?:[ \t]*[-–][ \t]*(\d{1,6}))?\))?[ \t]*[:：]?[*_]{0,2}[ \t]*[:：]?[ \t]*$/iu);

/** The location a line states and nothing else ("src/limiter.ts:31", "api/views.py:88-97"), or undefined. */
export function locationLine(line: string): string | undefined {
  if (line.length > 300 || !/[./\\]/.test(line)) return undefined;
  const m = LOCATION_ONLY.exec(line);
  if (!m || !isPath(m[1]!) || !/[\\/]|:\d|#L\d|\.[A-Za-z]/.test(m[1]!)) return undefined;
  // A file by its extension, a line or a closing slash, or a folder three parts deep in lower case
  // ("internal/api/handlers"): "**Perifissural/yuxtapleural:**", "Read/Write" are words with a slash.
  // (In code, "`app/utils`", it is a path as written.)
  if (!namesFile(m[1]!) && !/^[a-z0-9_.~@-]+(?:\/[a-z0-9_.@()[\]-]+){2,}$/.test(m[1]!) && !line.includes(`\`${m[1]}\``)) return undefined;
  const from = m[2] ?? m[4];
  const to = m[3] ?? m[5];
  return from && !/:\d|#L\d/.test(m[1]!) ? `${m[1]}:${from}${to ? `-${to}` : ''}` : m[1];
}
