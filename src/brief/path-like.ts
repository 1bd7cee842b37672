// A token that names a path of the repository ("src/a.ts:12", "`README.md`", "docs/x.md#L3"): what lint checks
// against the origin repo and what the brief reader lists as the files a brief names (named-files.ts).

const PATH_EXT = /\.(?:[cm]?[jt]sx?|json5?|md|mdx|py|go|rs|java|kt|kts|c|h|cc|cpp|hpp|cs|rb|php|sh|bash|zsh|ya?ml|toml|ini|cfg|conf|txt|lock|html?|css|scss|sql|proto|swift|vue|svelte|xml|gradle|lua|ex|exs|erl|hs|ml|scala|dart|r|pl|tf|env|csv|tsv|log|ipynb|mk|cmake|dockerfile)$/i;
const BARE_NAMES = /(^|\/)(Makefile|Dockerfile|README|LICENSE|Cargo\.toml|go\.mod|Gemfile|Procfile|Justfile)$/;
const DOMAIN = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|ai|app|co|me|sh|gg|so|xyz|edu|gov|uk|de|fr|jp|cn|ru|it|nl|eu)$/i;

export interface PathRef {
  path: string;
  /** First line pointed at, and the last of a range. */
  line?: number;
  end?: number;
  /** The token names a file by extension or well-known name (not just a slashy word). */
  fileLike: boolean;
}

/** A pointer or backticked token that names a repo path, with an optional :line, :from-to or #L12. */
export function pathLike(token: string, loose: boolean): PathRef | null {
  const t = token.trim().replace(/^`|`$/g, '').replace(/[),.;:]+$/, '');
  if (!t || /\s/.test(t) || /^[a-z][\w+.-]*:\/\//i.test(t) || /^[-$@~]/.test(t) || t.includes('*') || /[<>{}"'|\\]/.test(t)) return null;
  // path:12, path:12-20, path:12:5 (line and column), path#L12, path#L12-L20
  const m = /^(.+?)(?:(?::|#L)(\d+)(?:-L?(\d+)|:\d+)?)?$/.exec(t)!;
  const path = m[1]!.replace(/^\.\//, '');
  if (/^[a-z]:/i.test(path) || !/^[\w./@+-]+$/.test(path) || /^\.+$/.test(path)) return null;
  const first = path.split('/')[0]!;
  if (DOMAIN.test(first) && path.includes('/')) return null; // github.com/org/repo
  const fileLike = PATH_EXT.test(path) || BARE_NAMES.test(path);
  const slashy = path.includes('/') && !/^\d+\/\d+$/.test(path) && path.split('/').filter(Boolean).length > 0;
  if (!fileLike && !(loose && slashy)) return null;
  return { path, line: m[2] ? Number(m[2]) : undefined, end: m[3] ? Number(m[3]) : undefined, fileLike };
}

