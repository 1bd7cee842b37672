// Secret redaction: pure, no I/O. Runs on every document written or printed (up to 1 MiB, every
// command), so it is a handful of anchored regexes, each a single linear pass:
// - every pattern starts with a literal (`ghp_`, `://`, `-----BEGIN`, a keyword), so the engine skips
//   ahead cheaply and never starts an unbounded run at every offset of a long line;
// - unbounded runs are either the end of the pattern or followed by something the run cannot
//   contain, so a failed match cannot backtrack into many ways of splitting the same run.
// Hits from all detectors are merged: where two overlap, the union is redacted (never leak the tail
// of a secret because a different pattern matched its start) under the more specific kind.
import { escapeRegExp, keyedLists } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';
import { readPrompt } from '../paths.js';
import type { Redaction } from './types.js';

export interface SecretHit {
  kind: string;
  /** 1-based line and column of `start` in the scanned text. */
  line: number;
  column: number;
  /** The redacted span: text.slice(start, end) is replaced by `[REDACTED:<kind>]`. */
  start: number;
  end: number;
}

type Span = [start: number, end: number];

interface Detector {
  id: string;
  label: string;
  /** Global regex; `d` flag when `pick` reads capture-group offsets. */
  re: RegExp;
  /** The span to redact, or null when the match is a placeholder or not a secret. Default: the
   *  whole match, unless it looks like a placeholder. */
  pick?: (m: RegExpExecArray) => Span | null;
  /** Text every match contains one of (lower case when `re` ignores case). A text holding none is not
   *  scanned: the regex is not even compiled. On a document with no secret (nearly all of them) that is
   *  most of the redactor's cost: V8 compiles each pattern to machine code before scanning a long text. */
  hints?: readonly string[];
}

// --- placeholders ----------------------------------------------------------------------------------

// Inside a token-shaped match: `sk-xxxxxxxx…`, `AKIAXXXXXXXXXXXXXXXX`, `xoxb-your-token-here`.
// "EXAMPLE" catches AWS's documented example keys (AKIAIOSFODNN7EXAMPLE and
// wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY): they are published in AWS's docs, grant nothing, and
// show up in code about AWS; redacting them would only teach people to ignore the report. A random
// key contains "example" (any case) with odds around 1e-9, so real keys are not let through.
const TOKEN_PLACEHOLDER = /x{8,}|X{8,}|\*{4,}|EXAMPLE(?:KEY)?$|(?:^|[-_])(?:your|placeholder|dummy|fake|redacted|example)(?:[-_]|$)/i;
// AWS's documentation writes "EXAMPLE" anywhere in its sample keys (AKIAEXAMPLE123456789,
// AKIAI44QH8DHBEXAMPLE); in capitals, in a random key, its odds are below 1e-10.
const AWS_EXAMPLE = /EXAMPLE/;

// A placeholder written as words, in any language: after the provider's prefix (`sk-proj-`, `ghp_`,
// `xoxb-`), only capital letters in two or more words joined by `_` or `-` (`sk-proj-YOUR_NEW_KEY_HERE`,
// `sk-proj-COLOQUE_A_CHAVE_AQUI`, `ghp_HIER_TOKEN_EINTRAGEN`, `xoxb-VOTRE-JETON-ICI`), or three or more
// capitalised words run together (`sk-proj-PasteYourKeyHere`): no digit, no random run of small and
// capital letters. A generated body draws from letters, digits, `_` and `-`: 20 characters all capitals
// or separators have odds of (28/64)^20, about 6e-8, before the words' shape is even asked for.
// The prefix is letters only (a digit group, `xoxb-123456789012-`, is a real token's), and a run-together
// word has three letters or more (`AbCdEfGh…` is random, not words).
const WORDS_PLACEHOLDER = /^(?:[a-z]+[-_])*(?:[A-Z]+(?:[-_][A-Z]+)+|(?:[A-Z][a-z]{2,}){3,})$/;
// The same words with a number among them, when one of them tells the reader what to put there
// (`CHANGE_ME_MINIMUM_32_CHARS_RANDOM`, `CHANGE_THIS_TO_A_RANDOM_64_CHAR_STRING`, `REPLACE-WITH-32-BYTES`):
// an .env template's value, found in real handoffs. A number alone does not make capital words a
// secret; the instruction word keeps a human-chosen `SUMMER_2024_HOLIDAY` a secret.
const NUMBERED_INSTRUCTION = /^(?:[A-Z]+|\d+)(?:[-_](?:[A-Z]+|\d+)){2,}$/;
const INSTRUCTION_WORD = /(?:^|[-_])(?:CHANGE|REPLACE|GENERATE|INSERT|PUT|ENTER|RANDOM|MIN|MINIMUM|AT_LEAST|CHARS?|CHARACTERS|BYTES|HERE|YOUR)(?=[-_]|$)/;
/** A token-shaped match that stands for a secret rather than being one. */
const placeholderToken = (s: string): boolean =>
  TOKEN_PLACEHOLDER.test(s) || WORDS_PLACEHOLDER.test(s) || (NUMBERED_INSTRUCTION.test(s) && INSTRUCTION_WORD.test(s));

// A prefixed token whose body is only lowercase letters and dashes is prose or a package name
// (`sk-learn-compatible-estimator`), not a random token; real ones contain digits or capitals.
const tokenLike = (s: string): boolean => /[0-9A-Z]/.test(s) && !placeholderToken(s);

// An assignment's value that stands for a secret rather than being one. Each alternative is the WHOLE
// value: `$ecretP4ss!`, `<x>y9`, `{a1}b2` and `myexample123` are values, `${VAR}` and `<your-token>` are not.
const VALUE_PLACEHOLDER = new RegExp(
  [
    String.raw`^\$\{[^{}\s]*\}`, // ${VAR}, ${token}\n in a template literal: interpolated, not written
    String.raw`^\$\{\{.*\}\}`, // ${{ secrets.X }} (GitHub Actions)
    String.raw`^\$env:\w+$`, // $env:TOKEN (PowerShell)
    String.raw`^![A-Za-z]\w*(?:\s|$)`, // !vault, !Ref: a YAML tag
    String.raw`^\{[A-Za-z_][\w.]*\}(?:\\[nrt])*$`, // {params.secret}\n in an f-string
    String.raw`^\$\([^()]*\)`, // $(command)
    String.raw`^\$(?:[A-Z_][A-Z0-9_]*|[a-z_][a-z_]*)$`, // $VAR, $var: a shell variable, not $ecretP4ss
    String.raw`^<[^<>]*>$`, // <your-token>
    String.raw`^\{\{.*\}\}`, // {{ template }}
    String.raw`^\{[A-Za-z_][\w.]*\}$`, // {placeholder}
    String.raw`^%[A-Za-z_]\w*%$`, // %VAR%
    String.raw`^\[REDACTED`, // our own marker
    String.raw`^[*xX•.#_-]+$`, // masks: ********, xxxxxx, ------, ...
    String.raw`^(?:null|nil|none|undefined|true|false|empty|changeme|change[_-]me|replace[_-]?me|notasecret|not[_-]a[_-]secret|secret|password|passwd|pass|pwd|token|redacted|hidden|omitted|removed|required|optional|string|str|example|sample|placeholder|dummy|fake|foo|bar|baz|qux|todo|tbd|fixme|\.\.\.|…)$`,
    String.raw`^[A-Za-z0-9]$`, // u:p@host: one letter stands for a password
    String.raw`^(?:env|file|vault|ssm|secretsmanager|keyvault|doppler|keychain):[\w/.:#-]+$`, // env:API_KEY, file:pw.txt
    String.raw`^#\{[^{}]*\}#?$|^__[A-Za-z0-9_]+__$|^@[A-Za-z_][\w.]*@$`, // #{var}# (Octopus), __TOKEN__, @db.password@ (Maven)
    String.raw`^(?:your|my)[_-]|[_-]here$|^(?:example|sample)[_-]`, // your_password_here, example-token
  ].join('|'),
  'i',
);

const isPlaceholder = (v: string): boolean => VALUE_PLACEHOLDER.test(v);

// --- detectors ---------------------------------------------------------------------------------------

/** The whole match is the secret, unless it is a placeholder. */
const wholeToken = (m: RegExpExecArray): Span | null =>
  tokenLike(m[0]) ? [m.index, m.index + m[0].length] : null;

/** A word that names a secret and a short counter in a URL's password (`oauth2:token123@github.com/owner/repo`,
 *  `app:password1@localhost`): a test fixture's stand-in, as a review quoting the fixture shows it (QA 46). Only
 *  there: a login given in so many words (login-pair) is a password whatever it looks like. */
const URL_STAND_IN = /^(?:secret|password|passwd|pass|pwd|token|apikey|api[_-]key|test|dummy|fake|changeme)[_-]?\d{1,4}$/i;

/** `user:password@` after `://`: keep the user, redact the password. */
function pickUrlPassword(m: RegExpExecArray): Span | null {
  const pw = m[2]!;
  return isPlaceholder(pw) || URL_STAND_IN.test(pw) ? null : m.indices![2]!;
}

/** A bare 40-character AWS secret access key: generated base64, never hex (a git SHA) or a path. */
function awsSecretLike(v: string): boolean {
  if (/^[0-9a-f]+$/i.test(v) || v.startsWith('/') || v.includes('//') || TOKEN_PLACEHOLDER.test(v)) return false;
  // Words, not random characters: `com/AmazonS3/latest/userguide/Versioning` after "docs.aws",
  // `GooglePrivacyDlpV2SecretsDiscoveryTarget` after "secret". 40 random base64 characters hold 22 or
  // fewer distinct ones about twice in 10,000 draws; those words hold 18 to 22.
  if (new Set(v).size < 23) return false;
  return (/[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v)) || (/[/+]/.test(v) && /\d/.test(v) && /[A-Za-z]/.test(v));
}

/** Capture group 1 is the secret. */
function pickGroup1(m: RegExpExecArray): Span | null {
  const v = m[1]!;
  return isPlaceholder(v) || placeholderToken(v) ? null : m.indices![1]!;
}

// `Bearer abc…`: real credentials contain a digit; "Basic authentication" does not.
function pickAuthValue(m: RegExpExecArray): Span | null {
  const v = m[1]!;
  return /\d/.test(v) && !isPlaceholder(v) && !placeholderToken(v) ? m.indices![1]! : null;
}

// Keyword at the END of a key (`DB_PASSWORD`, `client_secret`, `apiKey`, `aws_secret_access_key`),
// never inside a word: the separator must follow it directly, so `tokenizer`, `secretary` and
// `token_count` do not match. `pass` and `pwd` count only as a whole word or the end of a key (`DB_PASS`,
// `smtpPass`, `pwd:`), never inside a word (`bypass`: see pickAssignment, as the i flag cannot tell
// `smtpPass` from `bypass` in a lookbehind); alone they name a generated credential:
// "pass: 12/12" is a test count and `PWD=/home/me` the working directory.
// The same labels in other languages (README "What the redactor covers"): German, French, Spanish,
// Portuguese, Italian, Polish, Russian, Chinese, Japanese, Korean. Held to the English labels' rules: the
// separator follows the word directly, a value of words is prose ("пароль: см. vault"), a word followed by
// a sentence has no separator at all ("hasło musi być zmienione", "la contraseña debe rotarse").
// The words are data, prompts/secret-labels.txt, read once, when the first pattern that holds them is made.
// Password words name a human-chosen secret, as `password` does.
const LABEL_KEYS = ['password word', 'key word', 'api key word', 'secret word', 'copula'] as const;
let labelWords: Record<(typeof LABEL_KEYS)[number], string[]> | undefined;
/** A list of prompts/secret-labels.txt as one alternation, in the order written, a blank matching a blank or a tab. */
const labels = (key: (typeof LABEL_KEYS)[number]): string => (labelWords ??= keyedLists(readPrompt('secret-labels.txt'), LABEL_KEYS))[key].map((w) => escapeRegExp(w).replace(/ /g, '[ \\t]')).join('|');
const FOREIGN_PASSWORD = () => labels('password word');
// Key, secret and token words name a generated credential (the value must look generated). A bare "key"
// word (chave, clave, clé, chiave, klucz, ключ, Schlüssel) must also be long: see GENERIC_KEY.
const FOREIGN_KEY = () => String.raw`(?:${labels('key word')})(?:[ \t_-]?api)?|api[ \t_-]?(?:${labels('api key word')})|${labels('secret word')}`;
// `key` alone (not the end of a longer word or key: `apiKey`, `monkey`, `recv-key`, `keygen`; a flag `--key` is
// alone) is a bare "key" label, held to GENERIC_KEY's rule like `Chave:` and `clave:`. So is `key` ending a snake-case
// name (`EMBRAPA_CONSUMER_KEY=Ts5f…`, `client_key: …`): which key it is, the name says before it; a cache's or a
// table's (`CACHE_KEY`, `sort_key`) is none (NOT_CREDENTIAL_KEY), and the value must look generated.
const KEYWORD = String.raw`(?:passw(?:or)?d|passphrase|pass(?![a-z])|pwd?(?![a-z])|secret(?:[_-]?key)?|token|api[_-]?key|access[_-]?key|account[_-]?key|private[_-]?key|(?<![\w.]|[\w.]-)key(?![a-z])|(?<=[A-Za-z0-9]_)key(?![a-z]))`;
/** A keyword of the lists above that is written in a script with spaces between words: it must not end a longer word. */
const FOREIGN_WORD = lazyRegExp(() => new RegExp(String.raw`^(?:${FOREIGN_PASSWORD()}|${FOREIGN_KEY()})$`, 'i'));
const SPACED_SCRIPT = /^[A-Za-z\u00c0-\u024f\u0400-\u04ff]/;
const LETTER_BEFORE = lazyRegExp(() => /\p{L}$/u);
// "key" alone, in any language (`key:`, `Key =`, `Chave:`, `clave:`, `klucz:` …): one rule, generatedKey.
const GENERIC_KEY = /^(?:key|clé|clave|chave|chiave|klucz|ключ|schlüssel)$/i;
const GENERIC_KEY_MIN = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The word before an English "key" that says which kind of key it is when it is no credential: a cache's,
// a table's, a map's, a public one ("Cache key: 3f78…", "primary key: …", "public key: AAAAC3Nz…").
const NOT_CREDENTIAL_KEY = /(?:^|[^A-Za-z])(?:cache|caching|primary|foreign|sort|partition|range|hash|row|composite|unique|index|lookup|map|dict|dictionary|object|s3|bucket|idempotency|dedup|deduplication|public|pub|host|known|gpg|pgp|signing|license|licence|translation|i18n|message|group|routing|shard|entity|record|natural|surrogate|candidate|react|list|cursor|session|cookie|storage|redis|cdn|etag)(?:[ \t]+|_)$/i;

/**
 * A bare "key" label names a cache key, a table's key or a map's key as often as a credential, in every
 * language, so its value counts only when it looks generated, not like words or an identifier: 16
 * characters or more of one token (letters, digits, `+/=_-`); not a UUID; not words and numbers joined
 * (`ubuntu-latest-node-20`, `MY_CACHE_KEY_V2`, `ProductionDatabase2024`, a type `PositionalIndexer2D`, a
 * time zone `America/Los_Angeles`); and either small and capital
 * letters mixed with a digit or `+`/`/` (random base64), or, in one case, 32 characters or more of
 * letters and digits (a hex or lower-case key: `Chave: <64 hex>`). Random keys of 16+ characters drawn
 * from 62 symbols fail it about 6% of the time (no digit), for not redacting "key: MyCacheKeyVersion2".
 */
export function generatedKey(v: string): boolean {
  if (v.length < GENERIC_KEY_MIN || !/^[A-Za-z0-9+/=_-]+$/.test(v) || UUID.test(v)) return false;
  const parts = v.split(/[-_]+/).filter(Boolean);
  if (parts.every((p) => /^(?:[A-Z]?[a-z]+|[A-Z]+|\d+|[vV]\d+)$/.test(p))) return false;
  // Words, acronyms and numbers however joined (`PositionalIndexer2D`, `PKCS12PrivateKeyTypes`,
  // `America/Los_Angeles`): runs of 3 characters or more on average. A generated key changes between
  // small letters, capitals and digits every one or two characters.
  const runs = v.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];
  if (!runs.length || runs.join('').length / runs.length >= 3) return false;
  const body = v.replace(/[-_=]/g, '');
  const lower = /[a-z]/.test(body);
  const upper = /[A-Z]/.test(body);
  const digit = /\d/.test(body);
  if (lower && upper) return digit || /[+/]/.test(body);
  return body.length >= 32 && digit && (lower || upper) && new Set(body.toLowerCase()).size >= 10;
}
/** Words one of which a text holding a foreign label contains (findSecrets skips the pattern otherwise). */
const FOREIGN_HINTS = ['passwort', 'kennwort', 'mot de passe', 'contrase', 'senha', 'hasło', 'haslo', 'пароль', '密码', '密碼', '口令', 'パスワード', '비밀번호', '암호', 'clé', 'clave', 'chave', 'chiave', 'klucz', 'ключ', 'schlüssel', 'geheimnis', 'secreto', 'segredo', 'segreto', 'sekret', 'секрет', 'токен', '密钥', '密鑰', '秘钥', '令牌', '秘密鍵', 'シークレット', 'トークン', 'アクセスキー', '토큰', '비밀키', '시크릿', 'キー', '키'];
// Human-chosen secrets: a plain word can be one. Every other keyword names a generated credential,
// which must look like one (see credentialLike): `token: 'identifier'` is code, not a token.
const PASSWORD_KEY = lazyRegExp(() => new RegExp(String.raw`^(?:passw(?:or)?d|passphrase|pass|pwd?|${FOREIGN_PASSWORD()})$`, 'i'));
// A markdown label in bold is a key too: `**DB Password**: \x60v\x60` closes its bold before the separator (group 2),
// `**API Token:** \x60v\x60` after it (inside group 3; pickAssignment reads the separator without it).
// Groups: 1 keyword, 2 closing quote of a quoted key (or a bold's closing **), 3 separator, 4 double-quoted value, 5 single-quoted
// value, 6 bare value, 7 a value in backticks (markdown's code span: held to a code value's rules, see
// pickAssignment). Quoted values run to the closing quote (escapes honoured) or the end of the line.
// A bare value stops at whitespace, quotes, `&` (next query parameter), `=`, and brackets, so
// `f(password=…)` and `os.environ["X"]` split at the code around them (base64 `==` padding is left
// visible; it carries no secret).
// The foreign labels are a pattern of their own (same groups, same pick): gated by their own hints, an
// English document never runs it, and the English pattern keeps its ASCII first characters (V8 scans for
// them quickly; with the foreign words in one alternation lint of 1 MiB took ~20% longer).
// "is" in the languages of the password words: "the password is `…`", "Das Passwort ist `…`", "le mot de passe est `…`"
// (prompts/secret-labels.txt `copula:`).
const COPULA = () => labels('copula');
// A note in brackets may stand between the label and its separator, saying which one it is: "API key (DOLAPIKEY):
// `…`", "Clé API (prod) : `…`", "APIキー（本番）：`…`" (QA 56: an admin key written so was copied in clear).
// pickAssignment reads it (between group 1's end and group 2's start) and lets a note naming no value through.
const NOTE = String.raw`(?:[ \t]*(?:\([^()\r\n]{1,40}\)|（[^（）\r\n]{1,40}）))?`;
// Other joins of a label to a value in backticks, or to a table's next cell, read as a colon (pickAssignment,
// JOINED): a dash or an arrow ("**API key** — `…`", "token → `…`"), "is" ("The API key is `…`"), and a
// table row whose cell is the label ("| API key | `…` |").
const JOINS = String.raw`[ \t]+(?:—|–|->|→)[ \t]+(?=\x60)|[ \t]+(?:is|was)[ \t]+(?=\x60)|[ \t]*\|[ \t]*(?=[^\s|])`;
const assignment = (keyword: string, passwordWord: string) => new RegExp(
  '(' + keyword + ')' + NOTE +
    // The space-separated form after a flag (`--api-token value`, PowerShell `-Password value`) or after
    // the word password (`passwd s3cr3t!`): the lookbehind runs only once a keyword is found, and its
    // reach is bounded. Not after a bare "pass": in prose it is a verb ("pass `--lib`", "PASS  src/x.ts").
    // After a password word, one word may name what it opens before a value in backticks
    // ("hasło FTP `…`", "password is `…`"). A full-width colon separates as ":" does (CJK text).
    // Or a short phrase saying which password it is, then a colon and a value in backticks ("password supplied by
    // the user this session: `…`", "mot de passe du compte admin : `…`", "the admin password is `…`"); pickAssignment
    // vets the phrase's words.
    String.raw`(["'\x60]?|\*\*?)([ \t]*(?::=|=>|[:=：])(?:\*\*?(?=[ \t]))?[ \t]*|${JOINS}|(?<=(?:^|[^\w-])--?[\w-]{0,40})[ \t]+|(?<=${passwordWord})(?:[ \t]+[^\s:：\x60.,;!?()\[\]"]{1,20}){1,6}[ \t]*[:：][ \t]*(?=\x60)|(?<=${passwordWord})(?:[ \t]+[^\s:：\x60.,;!?()\[\]"]{1,20}){0,5}[ \t]+(?:${COPULA()})[ \t]+(?=\x60)|(?<=${passwordWord})(?:[ \t]+[\w.-]{2,12}(?=[ \t]+\x60))?[ \t]+)` +
    String.raw`(?:"((?:[^"\\\r\n]|\\.)*)"?|'((?:[^'\\\r\n]|\\.)*)'?|([^\s"'\x60&=()\[\]]+)|\x60([^\x60\r\n]{1,256})\x60)`,
  'gid',
);
const ASSIGNMENT = lazyRegExp(() => assignment(KEYWORD, 'passw(?:or)?d'));

/** Words that name a login, in the languages of the labels above: "log in", "sign in", "creds", "credentials",
 *  "user/pass", "account", "Anmeldung", "connexion", "identifiants", "credenciales", "логин", "登录", "ログイン". */
const LOGIN_WORD = String.raw`log[ \t-]?in|log[ \t-]?on|sign[ \t-]?in|creds?|credentials?|user(?:name)?[ \t]*(?:\/|and|&)[ \t]*pass(?:word)?|(?:test|dev|demo|admin|default|local)[ \t]+(?:account|user|login)|account|anmelden|anmeldung|zugangsdaten|connexion|identifiants|credenciales|iniciar[ \t]+sesión|acceso|логин|вход|учётн(?:ые|ая)[ \t]+(?:данные|запись)|登录|登入|账号|ログイン|認証情報|로그인`;
/** What may stand between the login word and the pair: nothing but blanks or a colon, else a few words
 *  ending with a joining word ("with", "as", "using", "is", "are", a colon or an equals sign). */
const LOGIN_GAP = String.raw`(?:[ \t]*[:=：][ \t]*|[ \t]+|[^\n\x60]{0,40}?(?:[ \t](?:with|as|using|via|is|are|mit|als|avec|con|como|com|с|как)[ \t]+|[ \t]*[:=：][ \t]*))`;
// Made on first use, and run only on a text where two code spans are joined as a pair can be ("`a`/`b`", "` and `"):
// its hints ("`/", "/`") stand in every text with a path in code ("`/tmp/x`", a brief's own header), and with its
// login words in a dozen languages under the i and u flags it took ~0.4-1.4 ms to compile for no match.
const PAIR_JOIN = /\x60[ \t]*(?:\/|and|und|et|y|и)[ \t]*\x60/i;
const LOGIN_PAIR = lazyRegExp(
  () =>
    new RegExp(
      String.raw`(?:${LOGIN_WORD})(?![\p{L}])` + LOGIN_GAP + String.raw`\x60([^\x60\s]{1,64})\x60[ \t]*(?:\/|and|und|et|y|и)[ \t]*\x60([^\x60\s]{1,128})\x60`,
      'giud',
    ),
  (text) => PAIR_JOIN.test(text),
);
/** A dev login written as an email and its password after a slash, in code or bare: "- Admin: `admin@shop.test` /
 *  `Admin123!`", "user1@test.com / User123!". The regexp starts at the "@" (a literal V8 scans for); the local part
 *  before it is checked by the pick. Group 1 or 2: the password, in code or bare. */
const EMAIL_PAIR = /@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}(?:\x60[ \t]*|[ \t]+)\/[ \t]*(?:\x60([^\x60\s]{1,128})\x60|([^\s\x60<>()[\]{}"']{1,128}))/gd;
/** A value that looks chosen as a password: letters with digits or signs ("Admin123!", "s3cret", "P@ss"); not a
 *  version ("v1.2.3"), an email, a handle or channel ("#ops", "@team"), a path or a word ("docs", "read"). */
const passwordLike = (v: string): boolean =>
  v.length >= 5 && /\p{L}/u.test(v) && (/\d/.test(v) || /[^\p{L}\p{N}._-]/u.test(v)) && !/^[#@/~.]|^v?\d+(?:\.\d+)+/.test(v) && !/^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/.test(v) && !/[\\/]/.test(v);
/** A word naming logins or passwords near the pair (the line or the label above it): "**Credentials:**",
 *  "Credenziali", "Zugangsdaten", "test accounts", "Passwort". Then any value is a password, words too. */
const CREDS_NEAR = lazyRegExp(
  () =>
    new RegExp(
      String.raw`(?:^|[^\p{L}])(?:log[ \t-]?ins?|sign[ \t-]?in|creds?|credentials?|zugangsdaten|anmeldedaten|identifiants|credenciales|credenziali|credenciais|логины?|учётн(?:ые|ая)[ \t]+(?:данные|запись)|(?:test|demo|dev|seed(?:ed)?|default)[ \t]+(?:accounts?|users?|logins?)|passw(?:or)?ds?|passwort|kennwort|mot[ \t]+de[ \t]+passe|contraseñas?|senhas?|пароли?|登录|账号|密码|ログイン|認証情報|パスワード|로그인|비밀번호)(?![\p{L}])`,
      'iu',
    ),
);

const LIST_ITEM = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]/;

/** The password of an email/password pair (EMAIL_PAIR), or null: a value that looks chosen as one, or any value
 *  where a login word stands on its line or the two lines above. Never a second email, a path, a placeholder. */
function pickEmailPair(m: RegExpExecArray): [number, number] | null {
  const before = m.input.slice(Math.max(0, m.index - 64), m.index);
  // The local part: "admin", "user1", "qa.bot+ci" right before the "@", opened after a blank, a mark or a backtick.
  // (Not a URL's user and password, "mongodb+srv://user:pass@cluster.net/db": a path after the host, no blank.)
  if (!/(?:^|[\s\x60*_(>|])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}$/.test(before)) return null;
  // (Bare, a sentence's closing mark is no part of it: "… / User123!." keeps "!", drops ".".)
  const v = m[1] ?? m[2]!.replace(/[.,;:]+$/, '');
  const from = (m[1] !== undefined ? m.indices![1] : m.indices![2])![0];
  const at: [number, number] = [from, from + v.length];
  if (!v) return null;
  if (isPlaceholder(v) || placeholderToken(v) || /^(?:\*+|x+|\.{3}|…)$/i.test(v)) return null;
  if (passwordLike(v)) return at;
  if (!/^[\p{L}\p{N}!$%^&*+=?~_-]{3,}$/u.test(v)) return null;
  // The line up to the pair, and for a list item the line that leads its list ("**Credenziali:**" over the
  // items), without redaction marks: a pass over text already redacted ("[REDACTED:login-pair]" on the item
  // above) must find what the first pass found, no more.
  const lines = m.input.slice(Math.max(0, m.index - 2000), m.index).split('\n');
  const near = [lines.pop()!];
  if (LIST_ITEM.test(near[0]!)) {
    while (lines.length && LIST_ITEM.test(lines.at(-1)!)) lines.pop();
    if (lines.length) near.push(lines.pop()!);
  }
  return CREDS_NEAR.test(near.join('\n').replace(/\[REDACTED:[\w-]+\]/g, '')) ? at : null;
}
const FOREIGN_ASSIGNMENT = lazyRegExp(() => assignment(`(?:${FOREIGN_PASSWORD()}|${FOREIGN_KEY()})`, FOREIGN_PASSWORD()));

// A bare value that is code, not data: `process.env.API_KEY`, `self.AWS_V2_TOKEN`, `np.float32`,
// `std::env::var`, `$this->secret`.
const DOTTED_PATH = /^[A-Za-z_$][\w$]*(?:(?:\.|::|->|\?\.)[A-Za-z_$][\w$]*)+$/;
// A bare value that is an expression reading the secret from somewhere: an identifier, then member
// access, an index or a call (`os.environ["DB_PASSWORD"]`, `ENV['X']`, `getenv("X")`,
// `System.getenv("X")`, `config.get('x')`, `creds['secret_key']`), and whatever closes the code
// around it. `k[7Vn]2pQr` and `x(9Lq#tz)w` go on after the bracket: they are values.
const EXPRESSION = /^[A-Za-z_$][\w$]*(?:(?:\.|::|->|\?\.)[A-Za-z_$][\w$]*|\[[^[\]\s]*\]|\((?:[^()]|\([^()]*\))*\))*(?:\[[^[\]\s]*\]|\((?:[^()]|\([^()]*\))*\))(?:\.[A-Za-z_$][\w$]*(?:\([^()]*\))?)*[)\],;]*$/;
// A variable's name: words joined by `_` (`proposed_password`, `KEY_PASSWORD`), not a value.
// A call or an index whose arguments go on after a space: `d.get('id_token', None)`, `f(a, b)`.
const OPEN_CALL = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*[([][^)\]]*$/;
const SNAKE_NAME = /^\$?[A-Za-z]+(?:_[A-Za-z]+)+$/;
// A camelCase name holding a secret word (`userPassword`, `refreshToken`): a variable, not a value.
const CAMEL_NAME = /^[a-z]+(?:[A-Z][a-z]+)*(?:Pass(?:word)?|Pwd|Secret|Token|Key|Credentials?)(?:[A-Z][a-z]+)*$/;
// A path or a resource name: `/run/secrets/db`, `./key.pem`, `~/.netrc`, `C:\keys\a.pfx`,
// `projects/p/secrets/s/versions/2`, `arn:aws:…`; and a place in a file, with its lines
// (`src/app/actions.ts:273-281`, `lib/auth.rb#L12-L30`): a report's pointer after a label that names a
// password ("**Recuperación de contraseña:** `src/app/actions.ts:273-281`", QA 45) is where the code is,
// and so is a source file's name with its line (`auth.py:42`).
const PATH_LIKE = /^(?:\.{0,2}\/|~\/|[A-Za-z]:[\\/]|\\\\|arn:|[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9][a-z0-9_.-]*){2,}\/?$|[\w.-]+(?:\/[\w.-]+)+\.[a-z]{1,5}(?::\d{1,6}(?:[-–:]\d{1,6})?|#L\d{1,6}(?:-L?\d{1,6})?)?$|[\w.-]+\.(?:[cm]?[jt]sx?|py|rb|go|rs|java|kts?|swift|php|cs|c|h|cc|cpp|hpp|scala|sh|sql|vue|svelte|md|json|ya?ml|toml)(?::\d{1,6}(?:[-–:]\d{1,6})?|#L\d{1,6}(?:-L?\d{1,6})?)$)/;
// Keys that end in "token" but name no credential: pagination, idempotency and lock tokens of cloud
// APIs (`NextToken`, `--starting-token`, `ClientToken`, `LockToken`), and a tokenizer's special tokens.
const NOT_CREDENTIAL_TOKEN = /(?:next|page|continuation|starting|start|client|request|idempotency|lock|change|update|purchase|workunit|action|cancel|cancellation|sync|resume|pagination|marker|cursor|verification|publickey|bos|eos|pad|unk|sep|cls|mask|special|end|begin)$/;
// Stop words of prose in a quoted value (`"Password": "The password for the CU account."`).
const PROSE_WORD = /(?:^|\s)(?:the|a|an|of|to|for|is|are|be|in|on|and|or|with|this|that|must|used|use|see|der|die|das|und|ist|le|la|les|est|el|los|es|que|и|в|не)(?=\s|$)/i;
/** A quoted value that is a sentence, not a password (passphrases are words without stop words). */
const proseValue = (v: string): boolean => /\s\S+\s\S+\s/.test(v) && (/[.!?:]$/.test(v) || PROSE_WORD.test(v));
// A bare value after `key: ` made only of letters (any script), hyphens and apostrophes is prose:
// "the token: short-lived after logout", "password: 変更済み".
// Made on first use: Unicode classes cost ~11 M instructions to parse, which every command would pay
// when this module loads (see lazy-regexp.ts).
const WORDS_ONLY = lazyRegExp(() => /^(?:[\p{L}\p{M}_'’-]|(?![\x00-\x7f])\p{P})+$/u);
// A type's name: capitalised humps, each with small letters (`Uint8Array`, `SecretString`). A generated
// token has capitals side by side or a small letter first.
const TYPE_NAME = /^(?:[A-Z][a-z]+\d*)*[A-Z][a-z]+$/;

/** A generated credential, not a word or an identifier: letters and digits mixed, or symbols beyond
 *  `._-` among letters; at least 8 characters; not a file name (`id_rsa.pub`) or a path. */
export function credentialLike(v: string): boolean {
  if (v.length < 8 || /\s/.test(v) || FILE_NAME.test(v) || DOTTED_PATH.test(v) || !/[A-Za-z]/.test(v)) return false;
  if (/\d/.test(v)) return true;
  return /[^A-Za-z0-9._-]/.test(v) && !/^[A-Za-z]+(?:[ :/-][A-Za-z]+)*$/.test(v);
}
const FILE_NAME = /^[\w.-]*\.(?:pub|pem|crt|cer|key|der|p12|pfx|json|ya?ml|txt|env|ini|toml|conf|cfg|gpg|asc)$/i;

/** Where the key holding `m`'s keyword starts: back over name characters (`DB_`, `client-`, `x.`). */
function keyStart(input: string, at: number): number {
  let i = at;
  while (i > 0 && at - i < 64 && /[\w.-]/.test(input[i - 1]!)) i--;
  return i;
}

const WHITE = /[\s`]/;
/** The separator of a password word's phrase label: words, then a colon (see assignment). */
const PHRASE_LABEL = lazyRegExp(() => new RegExp(String.raw`^[ \t]+\S[^]*[:：][ \t]*$|^(?:[ \t]+\S+)*?[ \t]+(?:${COPULA()})[ \t]+$`, 'i'));
/** The phrase's own words, without the colon or the copula that ends it. */
const PHRASE_END = lazyRegExp(() => new RegExp(String.raw`(?:[:：]|(?:^|[ \t])(?:${COPULA()}))[ \t]*$`, 'i'));
// Words that make a phrase after "password" name something else than the password's value: how it is
// hashed, checked, stored, reset or typed ("password hashing algorithm: `argon2id`", "password reset route:
// `/api/reset`", "password env var: `DB_PASS`"), in the languages of the password words.
const NOT_THE_VALUE = /^(?:hash\w*|salt\w*|encod\w*|encrypt\w*|cipher|algorithm|algo|kdf|bcrypt|argon2\w*|scrypt|pbkdf2|reset|recovery|forgot|change|policy|policies|rules?|requirements?|complexity|strength|length|min|max|minimum|maximum|expiry|expiration|rotation|field|fields|column|input|prompt|form|validation|validator|regex|pattern|format|type|schema|manager|vault|store|storage|file|path|env|environment|var|variable|flag|option|param|parameter|setting|key|hint|mask|masking|widget|component|hook|function|method|endpoint|route|api|url|link|table|hachage|réinitialisation|politique|longueur|champ|hash-wert|zurücksetzen|richtlinie|länge|feld|restablecimiento|política|longitud|campo|redefinição|comprimento|хеш\w*|сброс\w*|политика|длина|поле|哈希|重置|策略|长度|字段|ハッシュ|リセット|ポリシー|長さ|해시|재설정|정책|길이)$/i;
/** A phrase label after a password word that names the password itself: at most six words, none of NOT_THE_VALUE. */
function passwordPhrase(sep: string): boolean {
  const words = sep.replace(PHRASE_END, '').trim().split(/[ \t]+/).filter(Boolean);
  return words.length <= 6 && !words.some((w) => NOT_THE_VALUE.test(w));
}
/** Where the last tight `KEY=value` run pickAssignment looked at ends: findSecrets searches on from there. */
let assignmentEnd = 0;
const WIDE_PUNCTUATION = /[\u2000-\u206f\u3000-\u303f\uff00-\uffef]/;
const SELF_NAMED = /secret|token|passw|example|sample|dummy|fake|placeholder|changeme|test/i;

/** A join of JOINS: a dash, an arrow, "is", or a table's cell border. */
const JOINED = /^[ \t]*(?:—|–|->|→|\||is|was)[ \t]*$/;
/** A table row's label cell, up to the keyword: "| ", "| **Admin ", "|Prod ". */
const LABEL_CELL = /(?:^|\n)[ \t]*\|[^|\n]{0,40}$/;

/** Whether a key and its value joined by a table's cell border stand as a table row's label cell and the next cell's
 *  one value: a label cell before the key (LABEL_CELL), and after the value (group `g` of `m`) only a closing quote,
 *  then the cell's border or the line's end. */
function tableRowPair(m: RegExpExecArray, g: number): boolean {
  return LABEL_CELL.test(m.input.slice(Math.max(0, m.index - 48), m.index)) && /^[`'"]?[ \t]*(?:\||$)/m.test(m.input.slice(m.indices![g]![1], m.indices![g]![1] + 8));
}

function pickAssignment(m: RegExpExecArray): Span | null {
  const key = m[1]!;
  const joined = JOINED.exec(m[3]!.replace(/\*/g, ''));
  // Every join reads as a colon; a table's border only between a label cell and the next cell's one value.
  const sep = joined ? ' : ' : m[3]!.replace(/\*/g, '');
  const g = m[4] !== undefined ? 4 : m[5] !== undefined ? 5 : m[6] !== undefined ? 6 : 7;
  if (joined && joined[0].includes('|') && !tableRowPair(m, g)) return null;
  // The note between the label and its separator: "(prod)", "(DOLAPIKEY)", "(admin account)" say which secret it
  // is; "(env var)", "(hashed)", "(format)" say the value is something else (NOT_THE_VALUE, as for a phrase), and
  // "(primary)", "(public)", "(cache)" a key that is no credential (NOT_CREDENTIAL_KEY, as before the word "key").
  const note = m.input.slice(m.indices![1]![1], m.indices![2]![0]);
  if (note && note.split(/[\s()（）,;:/.]+/).some((w) => NOT_THE_VALUE.test(w) || NOT_CREDENTIAL_KEY.test(`${w} `))) return null;
  let value = m[g]!;
  const start = m.indices![g]![0];
  const input = m.input;
  const from = keyStart(input, m.index);
  const prefix = input.slice(from, m.index).toLowerCase().replace(/[^a-z]/g, '');
  // `pass`/`pwd` after a letter only as a camelCase hump: `smtpPass`, `dbPwd`, not `bypass`, `compass`.
  if (/^p(?:ass|wd?)$/i.test(key) && /[A-Za-z]/.test(input[m.index - 1] ?? '') && !(key[0] === 'P' && /[a-z]/.test(input[m.index - 1]!))) return null;
  // A label of another language written with spaces between words ends no longer word: `arti|cle: x`.
  if (FOREIGN_WORD.test(key) && SPACED_SCRIPT.test(key) && LETTER_BEFORE.test(input.slice(Math.max(0, m.index - 2), m.index))) return null;
  // Nor does it take a bare word after a space as its value: "Passwort rohtext-hex32 im Speicher" is prose
  // about a password (a noun in a sentence); only a separator or a value in backticks makes an assignment.
  if (FOREIGN_WORD.test(key) && !/[:=：>]/.test(sep) && g !== 7) return null;
  // `hasło FTP \`…\``: a word between the label and the value is allowed only before a value in backticks.
  // The word stands alone there (`dbPassword string \`json:"dbPassword"\`` is a Go struct field and its tag),
  // and the word between is an acronym naming a service (FTP, SSH, DB, SMTP): "password field
  // \`user_password2\`", "password hashed with \`argon2id\`" are prose about code.
  const phrase = g === 7 && PHRASE_LABEL.test(sep);
  if (phrase && !passwordPhrase(sep)) return null;
  if (!phrase && /[^\s:=：>]/.test(sep) && (g !== 7 || /[\w$.]/.test(input[m.index - 1] ?? '') || /^\w+:"/.test(m[7]!) || !/^[ \t]+[A-Z][A-Z0-9]{1,9}[ \t]+$/.test(sep))) return null;
  // A bare `pass`/`pwd` (not the end of a longer key such as `DB_PASS`) names a generated credential.
  const password = PASSWORD_KEY.test(key) && !(/^(?:pass|pwd?)$/i.test(key) && prefix === '');
  if (/^token$/i.test(key) && NOT_CREDENTIAL_TOKEN.test(prefix)) return null;
  // `grep -r password= config/`: an "=" right after the key and then white space is an empty assignment
  // in a shell (and a search pattern in a command); what follows is held to the spaced form's rules.
  const spaced = /^[ \t]+$/.test(sep) || /^=[ \t]+$/.test(sep);
  // `rg -n 'password:' config/`: a quote opened before the key and met right after the separator closes
  // that string: the key is quoted text, not assigned. (A quoted key closes before the separator:
  // `"password": "x"`.)
  const before = input[from - 1];
  if ((g === 4 || g === 5) && m[2] === '' && before !== undefined && before === input[start - 1] && /^[:=]$/.test(sep)) return null;
  // `'?token=' + token` and `"password=", x`: the quote after `=` closes a string literal in code
  // rather than opening a value, and what follows is an operator.
  if (g !== 6 && /^['"\x60]?\s*[+.,;)\]}]/.test(value)) return null;
  if (g === 6) {
    // `key:value` with no space is not YAML (which needs the space) but a URL's `user:password@`,
    // left to url-credentials so the host after it is kept.
    if (sep === ':') return null;
    // `$(command)`, `${VAR:-x}`: a shell substitution, whatever it holds.
    if (input[start] === '$' && (input[start + 1] === '(' || input[start + 1] === '{')) return null;
    let end = start + value.length;
    const next = input[end];
    // Tight `KEY=value` outside a query string (env files, CLI): the value runs to the next white space,
    // through `& = ( [ "` that would end it in code: `DB_PASS=p&ss(w0rd` is one password. Unless it is
    // then code: `password=os.environ["X"]`, `token=getenv("X"),`.
    const inQuery = /[?&;]/.test(input[from - 1] ?? '');
    // YAML's `password: p&ss=w0rd` runs to the end of the value too.
    if (((sep === '=' && !inQuery && /^(?:[&=()[\]]|["'][A-Za-z0-9])/.test(input.slice(end, end + 2))) || (/^[ \t]*:[ \t]+$/.test(sep) && (next === '&' || next === '=')))) {
      const limit = Math.min(input.length, start + 256); // a password, not the rest of a long line
      const white = input.slice(end, limit).search(WHITE);
      end = white === -1 ? limit : end + white;
      const whole = input.slice(start, end);
      // Whatever is decided for this run, no other key inside it is looked at (`token=token=…` on one
      // 1 MiB line: one decision, not one per `=`).
      assignmentEnd = end;
      if (EXPRESSION.test(whole) || OPEN_CALL.test(whole)) return null;
      value = whole.replace(/[)\];,.:'"]+$/, ''); // the code or the string around it closing
    } else if (next === '(' || next === '[') {
      return null; // `token = getToken()`, `secret = creds["secret"]`: a call or an index
    }
    if (isPlaceholder(value)) return null; // before trimming: `<your-token>`, `${TOKEN}` end in `>` and `}`
    // Markup around a word: `pass <code>--lib</code>`, `password <b>x</b>`, `alice.<span …>`; the value
    // ends where a tag begins.
    const tag = value.indexOf('<');
    if (tag !== -1) value = value.slice(0, tag);
    // Wide punctuation ends it too: `eo_token=...（token 有时效）` is a placeholder, then prose.
    const wide = value.search(WIDE_PUNCTUATION);
    if (wide !== -1) value = value.slice(0, wide);
    value = value.replace(/[.,;:!?}>)\]]+$/, ''); // sentence or flow-mapping punctuation after the value
    // `--password **required**`, vim's `*netrw-passwd*`: emphasis or a tag around a word.
    if (spaced) value = value.replace(/^[*_~|]+|[*_~|]+$/g, '');
    if (DOTTED_PATH.test(value) || EXPRESSION.test(value)) return null;
    if (value.startsWith('-') && spaced) return null; // `--token --verbose`: the next flag
    // A variable's name in code (`password=proposed_password`, `"token": TEST_DATA_BASE64`), except on
    // a line of an env file (`DB_PASSWORD=super_secret`), where it is the value.
    // (Bounded look back: a 1 MiB line of `token=token=…` must not cost a scan to its start per match.)
    const head = input.slice(Math.max(0, from - 80), from);
    const envLine = sep === '=' && (from <= 80 || head.includes('\n')) && /^(?:export[ \t]+)?$/.test(head.slice(head.lastIndexOf('\n') + 1));
    if (!envLine && (SNAKE_NAME.test(value) || CAMEL_NAME.test(value))) return null;
    // Spaced `key = word`, `key: word` and `--key word` are mostly code and prose
    // (`token = response`, `password: string`, "the token: expired"); tight `KEY=value` (env files,
    // CLI, query strings) is data, so there even a plain word is taken as a password.
    // After `: `, ` = ` or `:=`, a type's name is code too (`key: Uint8Array`, `password: SecretStr`).
    if (sep !== '=' && (WORDS_ONLY.test(value) || TYPE_NAME.test(value))) return null;
  } else if (proseValue(value)) {
    return null;
  } else if (spaced && g !== 7 && value.trim().split(/\s+/).every((w) => WORDS_ONLY.test(w))) {
    // After a bare password word and a space, no separator, quoted words are a quotation in prose: users report
    // password "not working", the password "expired" banner (QA 47 R5). A chosen password has a digit or a
    // sign ("hunter2", "P@ss"); a passphrase of plain words is taken when a separator assigns it (`password:
    // "correct horse battery staple"`).
    return null;
  } else if (g === 7) {
    // A code span is code unless it looks generated: `token: \`GITHUB_TOKEN\``, `password: \`--password-file\``,
    // `key: \`config.get("key")\``, `password \`$DB_PASS\`` are names and expressions.
    if (/\s/.test(value) || /^[-$]/.test(value) || DOTTED_PATH.test(value) || EXPRESSION.test(value) || OPEN_CALL.test(value) || SNAKE_NAME.test(value) || CAMEL_NAME.test(value) || !credentialLike(value)) return null;
  }
  // "key" alone, in any language: only a value that looks generated (generatedKey), and in English not
  // after a word naming a key that is no credential ("cache key: …", "primary key: …").
  if (GENERIC_KEY.test(key) && (!generatedKey(value) || NOT_CREDENTIAL_KEY.test(input.slice(Math.max(0, m.index - 40), m.index)))) return null;
  // A tight `KEY=value` of a password key is data (env and properties files), where dev passwords are short:
  // `mq.broker.user.pw=admin`, `POSTGRES_PASSWORD=root`. Elsewhere six characters at least.
  if (value.length < (password && sep === '=' && g === 6 ? 4 : 6) || isPlaceholder(value) || placeholderToken(value)) return null;
  // A token, key or secret that names itself is an example: `--nad-secret '[::1]:loopback-secret'`,
  // `api_key: my-test-key-1`. (A password may hold any word: `Password123!` is one.)
  if (!password && SELF_NAMED.test(value)) return null;
  // A URL (its password, if any, is url-credentials'), a path or a resource name.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || PATH_LIKE.test(value)) return null;
  // A password may be any string; a token, key or secret must look generated. After a bare password
  // word and a space (`passwd s3cr3t!`) too: "the password regularly" is prose.
  if ((!password || (spaced && g === 6)) && !credentialLike(value)) return null;
  // Trimmed punctuation stays visible, but for "!" and "?": passwords end with them (`Admin123!`, `1q2w3e4r~!`),
  // and a sentence's mark lost to a redaction costs nothing, where a password's last character left is a leak.
  let end = start + value.length;
  while (g === 6 && (input[end] === '!' || input[end] === '?')) end++;
  return [start, end];
}

/** A webhook's path segment that is its secret: a UUID, or 16 characters or more of letters and digits mixed
 *  the way generated tokens are (no runs of words: `IncomingWebhook`, `my-release-hook` are names). */
function webhookSecret(seg: string): boolean {
  if (UUID.test(seg)) return true;
  if (seg.length < 16 || !/^[A-Za-z0-9_-]+$/.test(seg) || !/\d/.test(seg) || !/[A-Za-z]/.test(seg)) return false;
  const runs = seg.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];
  return runs.length > 0 && runs.join('').length / runs.length < 3;
}
const WEBHOOK_HOST = /(?:^|[.-])(?:hooks?|webhooks?)[.-]|webhook/i;
const WEBHOOK_MARK = /^(?:hooks?|webhooks?|webhookb2|incomingwebhook|key)$/i;

function pickWebhook(m: RegExpExecArray): Span | null {
  const host = m[1]!;
  const [pathStart] = m.indices![2]!;
  const segs = m[2]!.split('/');
  // Segments after the marker: all of them when the host is a webhook host, else after `/hooks/`, `/webhook/`…
  let from = WEBHOOK_HOST.test(host) ? 1 : segs.findIndex((x, i) => i > 0 && WEBHOOK_MARK.test(x) && (x.toLowerCase() !== 'key' || /ifttt/i.test(host))) + 1;
  if (from <= 0) return null;
  let start = -1;
  let end = -1;
  let at = pathStart;
  for (let i = 0; i < segs.length; i++) {
    if (i >= from && webhookSecret(segs[i]!)) {
      if (start === -1) start = at;
      end = at + segs[i]!.length;
    }
    at += segs[i]!.length + 1;
  }
  return start === -1 ? null : [start, end];
}

// Order is priority: when two detectors start at the same offset the earlier one names the hit.
const DETECTORS: Detector[] = [
  { id: 'aws-access-key', label: 'AWS access key ID', re: /(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9](?<!(?=AKIA|ASIA)[A-Z]))/g, pick: (m) => (AWS_EXAMPLE.test(m[0]) ? null : wholeToken(m)), hints: ['AKIA', 'ASIA'] },
  {
    id: 'aws-secret-key',
    label: 'AWS secret access key',
    // Assigned to its key; or, with no assignment, a 40-character base64 string shortly after the word
    // "secret", "aws" or an access key ID on the same line ("AKIA… with secret wJalr…"). Then it must look
    // generated (capitals, small letters and digits, or a "/" or "+"): a git SHA (40 hex) is not one.
    re: /(?:secret_?access_?key|aws_?secret(?:_?key)?)["'`]?[ \t]*(?::=|=>|[:=])[ \t]*["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])|(?:\bsecret|\baws\b|(?:AKIA|ASIA)[A-Z0-9]{16})[^\n]{0,40}?(?<![A-Za-z0-9/+=])([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/gid,
    pick: (m) => (m[1] !== undefined ? pickGroup1(m) : awsSecretLike(m[2]!) ? m.indices![2]! : null),
    hints: ['secret', 'aws', 'akia', 'asia'],
  },
  { id: 'github-token', label: 'GitHub token', re: /(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})/g, hints: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'] },
  { id: 'gitlab-token', label: 'GitLab token', re: /glpat-[A-Za-z0-9_-]{20,}/g, hints: ['glpat-'] },
  { id: 'npm-token', label: 'npm access token', re: /npm_[A-Za-z0-9]{36,}/g, hints: ['npm_'] },
  { id: 'anthropic-key', label: 'Anthropic API key', re: /sk-ant-[A-Za-z0-9_-]{20,}/g, hints: ['sk-ant-'] },
  { id: 'openai-key', label: 'OpenAI API key', re: /(?<![A-Za-z0-9])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g, hints: ['sk-'] },
  {
    id: 'slack-token',
    label: 'Slack token or webhook',
    // Webhook: keep the host (it says what the URL was), redact the path, which is the credential.
    re: /(?:xox[abprs]-|xapp-)[A-Za-z0-9-]{10,}|hooks\.slack\.com\/(?:services|workflows|triggers)\/([A-Za-z0-9_/-]{16,})/gd,
    pick: (m) => (m[1] === undefined ? wholeToken(m) : tokenLike(m[1]) ? m.indices![1]! : null),
    hints: ['xox', 'xapp-', 'hooks.slack.com/'],
  },
  // Test-mode keys (sk_test_, rk_test_) are redacted too: they give full API access to the account's
  // test data and settings (customers, webhooks), and Stripe asks that they be kept secret.
  // Publishable keys (pk_live_, pk_test_) are meant to be public and are left alone.
  { id: 'stripe-key', label: 'Stripe secret or restricted key', re: /(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}/g, hints: ['_live_', '_test_'] },
  { id: 'google-api-key', label: 'Google API key', re: /AIza[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])/g, hints: ['AIza'] },
  // An OAuth client's secret from Google Cloud's console (its client ID, `….apps.googleusercontent.com`, is public).
  { id: 'google-oauth-secret', label: 'Google OAuth client secret', re: /(?<![A-Za-z0-9_-])GOCSPX-[A-Za-z0-9_-]{24,}(?![A-Za-z0-9_-])/g, hints: ['GOCSPX-'] },
  // Tokens with a provider's own prefix, written after the shapes gitleaks and secretlint publish
  // (compared, not copied; see README "What the redactor covers").
  { id: 'sendgrid-key', label: 'SendGrid API key', re: /SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}/g, hints: ['SG.'] },
  // Letters (34 of them in the tokens Hugging Face issues) or letters and digits: by design a token may be
  // letters only, so the digit-or-capital test of other tokens does not apply.
  { id: 'huggingface-token', label: 'Hugging Face token', re: /(?<![A-Za-z0-9])(?:hf_|api_org_)[A-Za-z0-9]{34,40}(?![A-Za-z0-9])/g, pick: (m) => (placeholderToken(m[0]) || !(m[0].startsWith('api_org_') || /[A-Z\d]/.test(m[0].slice(3))) ? null : [m.index, m.index + m[0].length]), hints: ['hf_', 'api_org_'] },
  { id: 'twilio-key', label: 'Twilio API key', re: /(?<![A-Za-z0-9])SK[0-9a-fA-F]{32}(?![0-9A-Za-z])/g, hints: ['SK'] },
  // Each alternative starts with its literal (`key-`, the signing key's first dash), lookbehinds after
  // it: a pattern that opens with a lookbehind is tried at every offset (on 1 MiB, 40 ms instead of 1).
  {
    id: 'mailgun-key',
    label: 'Mailgun API key',
    re: /key-(?<![A-Za-z0-9]key-)[0-9a-f]{32}(?![0-9A-Za-z])|-(?<=(?<![A-Za-z0-9])[0-9a-f]{32}-)[0-9a-f]{8}-[0-9a-f]{8}(?![0-9A-Za-z-])/g,
    pick: (m) => (m[0].startsWith('key-') ? wholeToken(m) : [m.index - 32, m.index + m[0].length]),
  },
  { id: 'pypi-token', label: 'PyPI upload token', re: /pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}/g, hints: ['pypi-AgEIcHlwaS5vcmc'] },
  { id: 'docker-token', label: 'Docker Hub access token', re: /dckr_(?:pat|oat)_[A-Za-z0-9_-]{20,}/g, hints: ['dckr_'] },
  { id: 'digitalocean-token', label: 'DigitalOcean token', re: /do[opr]_v1_[a-f0-9]{64}/g, hints: ['_v1_'] },
  {
    id: 'heroku-key',
    label: 'Heroku API key',
    // HRKU- keys have a shape of their own; older ones are a UUID, a secret only next to "heroku".
    re: /HRKU-[A-Za-z0-9_-]{58,}|heroku[\w.-]{0,20}["'\x60]?[ \t]*(?::=|=>|[:=])[ \t]*["'\x60]?([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})/gid,
    pick: (m) => (m[1] === undefined ? wholeToken(m) : m.indices![1]!),
    hints: ['hrku-', 'heroku'],
  },
  { id: 'shopify-token', label: 'Shopify access token or shared secret', re: /shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}/g, hints: ['shp'] },
  {
    id: 'discord-token',
    label: 'Discord bot token or webhook',
    re: /(?<![\w-])[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,40}(?![\w-])|discord(?:app)?\.com\/api\/webhooks\/\d{15,21}\/([A-Za-z0-9_-]{60,70})/gd,
    pick: (m) => (m[1] === undefined ? wholeToken(m) : m.indices![1]!),
  },
  {
    id: 'webhook-url',
    label: 'Webhook URL',
    // The path of a webhook URL is its credential: whoever has it can post (Make `hook.eu2.make.com/<token>`,
    // Mattermost `/hooks/<id>`, n8n `/webhook/<uuid>`, Teams `…/IncomingWebhook/<hex>/<guid>`, IFTTT
    // `/with/key/<key>`). The host stays (it says what the URL was); the generated segments after the marker go.
    re: /https?:\/\/([^\s\/?#"'<>()[\]\x60|]+)(\/[^\s?#"'<>()[\]\x60|]+)/gid,
    pick: pickWebhook,
    hints: ['hook', 'ifttt'],
  },
  {
    id: 'azure-storage-key',
    label: 'Azure storage account key or SAS signature',
    re: /(?:AccountKey|SharedAccessKey)=([A-Za-z0-9+/]{40,}={0,2})|[?&]sig=([A-Za-z0-9%+/]{30,}(?:%3D|=){0,2})/gid,
    pick: (m) => (m[1] !== undefined ? m.indices![1]! : m.indices![2]!),
    hints: ['accountkey=', 'sharedaccesskey=', 'sig='],
  },
  // Lookbehind, not \b: `-` is a word boundary, so \b would start a scan at every `eyJ` of
  // `eyJa-eyJa-…` and each scan would run to the end of the line.
  { id: 'jwt', label: 'JSON Web Token', re: /(?<![\w-])eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]*/g, hints: ['eyJ'] },
  { id: 'auth-header', label: 'Authorization header credentials', re: /(?<![\w-])(?:Bearer|Basic)[ \t]+([A-Za-z0-9._~+/-]{12,}=*)/gid, pick: pickAuthValue, hints: ['bearer', 'basic'] },
  // The password runs to the `@` that a host follows, through `#`, `/`, `?`, `'` and `@` a person did
  // not encode; it never runs into another `://` (so a line of URLs costs one pass).
  { id: 'url-credentials', label: 'Password in a URL', re: /:\/\/([^\s/?#@:"'<>]*):((?:[^\s:@]|:(?!\/\/)|@(?![A-Za-z0-9.[\]-]+(?:[:/?#"'\s>),;]|$))){1,256})@(?=[A-Za-z0-9.[\]-]+(?:[:/?#"'\s>),;]|$))/gd, pick: pickUrlPassword, hints: ['://'] },
  {
    id: 'command-password',
    label: 'Password on a command line',
    // `curl -u user:pw` (also --user, --proxy-user, -U), `mysql -pS3cret` (and mysqldump, mariadb…: the
    // password glued to -p), `sshpass -p pw`, `redis-cli -a pw`, `openssl … -passin pass:pw`. The command's
    // name must come first on the line (bounded lookbehind, run only where the flag is found):
    // `docker run -u 1000:1000` and `git push -u origin` are not these.
    re: new RegExp(
      [
        String.raw`(?<=\bcurl\b[^\n]{0,400}?[ \t])(?:-u|--user|--proxy-user|-U)[ \t]*=?[ \t]*(["']?)[^\s:"'@]*:([^\s"']+)\1`,
        String.raw`(?<=\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlsh|mysqlcheck|mariadb|mariadb-dump)\b[^\n]{0,400}?[ \t])-p(?:"([^"\n]+)"|'([^'\n]+)'|([^\s"'\x60;|&]+))`,
        String.raw`(?<=\b(?:sshpass|redis-cli)\b[^\n]{0,400}?[ \t])(?:-p|-a|--pass)[ \t]*(?:"([^"\n]+)"|'([^'\n]+)'|([^\s"'\x60;|&]+))`,
        String.raw`-pass(?:in|out)?[ \t]+["']?pass:([^\s"']+)`,
      ].join('|'),
      'gd',
    ),
    pick: (m) => {
      for (let g = 2; g < m.length; g++) {
        const v = m[g];
        if (v === undefined) continue;
        if (isPlaceholder(v) || /^\$[({]?[A-Za-z_]/.test(v) || /^-/.test(v) || (g === 2 && /^\d+$/.test(v))) return null;
        // `sshpass -p with care`: after a space, an unquoted value must look like a password.
        if (g === 8 && /[ \t]$/.test(m[0].slice(0, m.indices![g]![0] - m.index)) && !credentialLike(v)) return null;
        return m.indices![g]!;
      }
      return null;
    },
    hints: ['curl', 'mysql', 'mariadb', 'sshpass', 'redis-cli', 'pass:'],
  },
  {
    id: 'xml-secret',
    label: 'Password or secret in an XML element or setting',
    // `<password>x</password>` (Maven settings, Tomcat, Jenkins), and .NET's `<add key="DbPassword" value="x"/>`.
    re: /<([\w:.-]*?(?:passw(?:or)?d|passphrase|pass|secret(?:[_-]?key)?|token|api[_-]?key|access[_-]?key|private[_-]?key|pwd))>([^<\n]{1,256})<\/\1>|\bkey=["']([\w:.-]*?(?:passw(?:or)?d|passphrase|pass|secret(?:[_-]?key)?|token|api[_-]?key|access[_-]?key|private[_-]?key|pwd))["'][ \t]+value=["']([^"'\n]{1,256})["']/gid,
    pick: (m) => {
      const [key, g] = m[1] !== undefined ? [m[1], 2] : [m[3]!, 4];
      const v = m[g]!.trim();
      if (v.length < 4 || isPlaceholder(v) || placeholderToken(v) || proseValue(v) || /^\$/.test(v)) return null;
      if (!/(?:passw(?:or)?d|passphrase|pass|pwd)$/i.test(key) && !credentialLike(v)) return null;
      return m.indices![g]!;
    },
    hints: ['</', 'value='],
  },
  {
    id: 'docker-auth',
    label: 'Registry credentials in a Docker config',
    // ~/.docker/config.json: `"auth": "<base64 of user:password>"`; only when it decodes to that.
    re: /"auth"[ \t]*:[ \t]*"([A-Za-z0-9+/]{8,}={0,2})"/gd,
    pick: (m) => {
      let plain = '';
      try {
        plain = atob(m[1]!);
      } catch {
        return null;
      }
      return /^[^:\s]+:\S/.test(plain) && !isPlaceholder(plain.slice(plain.indexOf(':') + 1)) ? m.indices![1]! : null;
    },
    hints: ['"auth"'],
  },
  {
    id: 'login-pair',
    label: 'Login written as user/password',
    // A dev login written as two code spans, user then password (`admin`/`admin123`, `demo` / `demo`,
    // `admin` and `admin123`), right after a word that names a login ("log in with", "creds:", "Sign in as",
    // "Anmelden mit", "登录："): the second span is a password, whatever it looks like (people pick words).
    // The login word must stand right before the pair, or a joining word must ("with", "as", a colon):
    // "Log in and compare `before`/`after`" and "After login, `main`/`develop`" name no login.
    re: LOGIN_PAIR,
    // (Not inside a word, "accounting", "blogin"; not a route or a path, `/settings`/`/profile`.)
    pick: (m) => (LETTER_BEFORE.test(m.input.slice(Math.max(0, m.index - 1), m.index)) || m[1]!.includes('/') || m[2]!.startsWith('/') || isPlaceholder(m[2]!) || placeholderToken(m[2]!) ? null : m.indices![2]!),
    hints: ['`/', '/`', '` /', '` and `', '` und `', '` et `', '` y `', '` и `'],
  },
  {
    id: 'login-pair',
    label: 'Login written as user/password',
    // An email and its password after a slash, the way seed users and test accounts are listed ("- Admin:
    // `admin@shop.test` / `Admin123!`"): the password goes, the email and the words around it stay. A value
    // that is a word ("docs") only where a login word is near ("**Credentials:**" above the list).
    re: EMAIL_PAIR,
    pick: pickEmailPair,
    hints: ['@'],
  },
  { id: 'password-assignment', label: 'Password, secret or token assignment', re: ASSIGNMENT, pick: pickAssignment, hints: ['pass', 'pw', 'secret', 'token', 'api', 'access', 'account', 'private', 'key'] },
  { id: 'password-assignment', label: 'Password, secret or token assignment', re: FOREIGN_ASSIGNMENT, pick: pickAssignment, hints: FOREIGN_HINTS },
];

const PRIVATE_KEY = { id: 'private-key', label: 'Private key block' };

export const SECRET_KINDS: readonly { id: string; label: string }[] = Object.freeze(
  [PRIVATE_KEY, ...DETECTORS].filter((d, i, all) => all.findIndex((x) => x.id === d.id) === i).map(({ id, label }) => Object.freeze({ id, label })),
);

// --- private keys ------------------------------------------------------------------------------------

// RSA, EC, DSA, OPENSSH, ENCRYPTED, plain PKCS#8 and PGP ("PGP PRIVATE KEY BLOCK"). Public keys and
// certificates are not secrets and do not match.
const KEY_BEGIN = /-----BEGIN ((?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?)-----/g;
// A block cut short (`head -5 id_rsa`): the base64 and header lines that follow, one optional blank
// line between them (PGP has one after its headers). Every line must be whole, so prose after the
// key is not swallowed; nothing follows the repetition, so it cannot backtrack.
const KEY_BODY =
  /(?:[ \t]*\r?\n(?:(?:[ \t]*>)*[ \t]*\r?\n)?(?:[ \t]*>)*[ \t]*(?:(?:Proc-Type|DEK-Info|Version|Comment|Charset|Hash): [^\r\n]*|[A-Za-z0-9+/=]{16,}(?:\.\.\.|…)?[ \t]*(?=\r?\n|$)))*/y;

function findPrivateKeys(text: string, out: Span[]): void {
  if (!text.includes('PRIVATE KEY')) return;
  // Where each END marker was last found, so many BEGINs without an END cost one search, not one
  // each (that would be quadratic on a document of truncated keys).
  const ends = new Map<string, number>();
  KEY_BEGIN.lastIndex = 0;
  for (let m = KEY_BEGIN.exec(text); m; m = KEY_BEGIN.exec(text)) {
    const bodyAt = KEY_BEGIN.lastIndex;
    const endMarker = `-----END ${m[1]}-----`;
    let endAt = ends.get(endMarker);
    if (endAt === undefined || (endAt !== -1 && endAt < bodyAt)) {
      endAt = text.indexOf(endMarker, bodyAt);
      ends.set(endMarker, endAt);
    }
    const nextBegin = text.indexOf('-----BEGIN ', bodyAt);
    let stop: number;
    if (endAt !== -1 && (nextBegin === -1 || endAt < nextBegin)) {
      stop = endAt + endMarker.length;
    } else {
      KEY_BODY.lastIndex = bodyAt;
      KEY_BODY.exec(text);
      stop = KEY_BODY.lastIndex;
      if (stop === bodyAt) continue; // a bare header mentioned in prose holds no key material
    }
    out.push([m.index, stop]);
    KEY_BEGIN.lastIndex = stop;
  }
}

// --- hints -----------------------------------------------------------------------------------------------
//
// Which detectors' hints a text holds, found by one pattern of all of them (one for the text as it is, one for
// its lower-case form) instead of one `includes` per hint: ~90 hints, so a 1 MiB document was read ~90 times,
// and each short text lint redacts (a finding's words and message, ~2,000 of them at 1 MiB) paid ~90 calls.
// The pattern lists longer hints first, so at each position where hints start it names the longest; every
// shorter one starting there is a prefix of it, and counts as found with it. The search then goes on from the
// next position (not after the match), so a hint starting inside another one is found too: a hint is found
// exactly where `includes` would find it. A hint found again and again (a document of a thousand "token"s)
// would cost a call each time: after REPEATS such calls the pattern is made again without the hints found.

interface HintSide {
  /** Hint numbers by hint text, and with each the numbers of the hints that are a prefix of it (itself too). */
  prefixes: Map<string, number[]>;
  /** The pattern of all of them (made on first use). */
  all?: RegExp;
}

interface HintTable {
  /** How many hints there are (numbered across both sides). */
  count: number;
  /** For each detector (by index in DETECTORS), the numbers of its hints; undefined when it has none. */
  of: (number[] | undefined)[];
  /** Hints sought in the text as it is, and in its lower-case form (detectors whose pattern ignores case). */
  exact: HintSide;
  lower: HintSide;
}

const REPEATS = 32;
let hintTable: HintTable | undefined;

function buildHints(): HintTable {
  let count = 0;
  const numbers = { exact: new Map<string, number>(), lower: new Map<string, number>() };
  const of = DETECTORS.map((d) => {
    if (!d.hints) return undefined;
    const side = numbers[d.re.ignoreCase ? 'lower' : 'exact'];
    return d.hints.map((h) => {
      let k = side.get(h);
      if (k === undefined) side.set(h, (k = count++));
      return k;
    });
  });
  // (Plain loops: this runs once per process, before anything is optimised.)
  const sideOf = (nums: Map<string, number>): HintSide => {
    const prefixes = new Map<string, number[]>();
    const hints = Array.from(nums.keys());
    // A hint's prefixes among the hints are looked up by length (a few per hint), not found by testing every
    // hint against every other: ~90,000 startsWith calls, interpreted, ~1 ms of every command that redacts.
    // The same set as before; its order (by length) matters to no use of it.
    for (const h of hints) {
      const ks: number[] = [];
      for (let n = 0; n <= h.length; n++) {
        const k = nums.get(h.slice(0, n));
        if (k !== undefined) ks.push(k);
      }
      prefixes.set(h, ks);
    }
    return { prefixes };
  };
  return { count, of, exact: sideOf(numbers.exact), lower: sideOf(numbers.lower) };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const hintPattern = (hints: Iterable<string>) => new RegExp([...hints].sort((a, b) => b.length - a.length).map(escapeRe).join('|'), 'g');

/** Marks found[k] = 1 for every hint k of `side` that `hay` contains. */
function scanHints(hay: string, side: HintSide, found: Uint8Array): void {
  let re = (side.all ??= hintPattern(side.prefixes.keys()));
  re.lastIndex = 0;
  let repeats = 0;
  for (let m = re.exec(hay); m; m = re.exec(hay)) {
    const at = m.index;
    const ks = side.prefixes.get(m[0])!;
    if (ks.every((k) => found[k] === 1)) {
      if (++repeats >= REPEATS) {
        const left: string[] = [];
        for (const [h, n] of side.prefixes) if (!n.every((k) => found[k] === 1)) left.push(h);
        if (!left.length) return;
        re = hintPattern(left);
        repeats = 0;
      }
    }
    for (const k of ks) found[k] = 1;
    re.lastIndex = at + 1;
  }
}

/** Which hints `text` holds (1 at a hint's number): those of case-sensitive detectors in the text as it is,
 *  the others (lower case) in text.toLowerCase(), as `includes` on each would say. */
function hintsIn(text: string): Uint8Array {
  const t = (hintTable ??= buildHints());
  const found = new Uint8Array(t.count);
  scanHints(text, t.exact, found);
  scanHints(text.toLowerCase(), t.lower, found);
  return found;
}

/** Test hook: whether each detector's hints let it run on `text`, by the one-pass scan and by `includes`
 *  per hint (the rule it stands for). Held equal by test/unit/redact.hints.test.ts. */
export function hintGates(text: string): { scan: boolean[]; includes: boolean[] } {
  const found = hintsIn(text);
  const lower = text.toLowerCase();
  return {
    scan: DETECTORS.map((_d, i) => hintTable!.of[i]?.some((k) => found[k] === 1) ?? true),
    includes: DETECTORS.map((d) => (d.hints ? d.hints.some((h) => (d.re.ignoreCase ? lower : text).includes(h)) : true)),
  };
}

// --- scanning ------------------------------------------------------------------------------------------

/** What may stand beside a secret found again: white space, a table's bar, quotes, brackets, a separator; not a
 *  letter, digit, dot, slash or dash that would make it part of a longer name (`xyz.anythings.base`). */
const SET_APART = /[\s|`'"()[\]<>,;:=*]/;
/** A path's or URL's separators around a whole segment (`/dashboard/<it>`, `/<it>?tab=1`): the same secret in a link
 *  (QA 52 doc 01: `ADMIN_TOKEN=<it> … # dashboard : /dashboard/<it>`); a stop that ends a sentence after it. */
const apartBefore = (c: string | undefined) => c === undefined || SET_APART.test(c) || c === '/';
const apartAfter = (text: string, at: number) => {
  const c = text[at];
  return c === undefined || SET_APART.test(c) || c === '/' || c === '?' || c === '#' || c === '&' || ((c === '.' || c === '!') && (text[at + 1] === undefined || /\s/.test(text[at + 1]!)));
};
/** Letters with digits or other signs: a value made or chosen as a secret, not a word. */
const MIXED = lazyRegExp(() => /^(?=.*\p{L})(?=.*[^\p{L}]).+$/su);

/** Every secret in `text`, sorted by start, non-overlapping. */
export function findSecrets(text: string): SecretHit[] {
  const spans: { kind: string; prio: number; start: number; end: number }[] = [];
  const keys: Span[] = [];
  findPrivateKeys(text, keys);
  for (const [start, end] of keys) spans.push({ kind: PRIVATE_KEY.id, prio: -1, start, end });

  const found = hintsIn(text);
  const gates = hintTable!.of;
  DETECTORS.forEach((d, prio) => {
    const gate = gates[prio];
    if (gate && !gate.some((k) => found[k] === 1)) return;
    d.re.lastIndex = 0;
    assignmentEnd = 0;
    for (let m = d.re.exec(text); m; m = d.re.exec(text)) {
      const span = d.pick ? d.pick(m) : wholeToken(m);
      if (assignmentEnd > d.re.lastIndex) d.re.lastIndex = assignmentEnd;
      if (span && span[1] > span[0]) {
        spans.push({ kind: d.id, prio, start: span[0], end: span[1] });
        // An assignment's value can run past the match (`DB_PASS=p&ss(w0rd`): the next search starts
        // after it, not at each `key=` inside it. Other detectors still search the whole text, so a
        // token inside the value is named by its own kind.
        if (d.id === 'password-assignment' && span[1] > d.re.lastIndex) d.re.lastIndex = span[1];
      }
    }
  });

  // A secret found once is that secret wherever it stands again, as a whole token: a password given on a
  // `Password:` line and repeated in a table cell or in prose (`| keysoft | admin@… | <it> |`, QA 28th) is printed
  // nowhere. Values of 6 characters or more on one line, the first 64 found (a document full of secrets pays 64
  // scans at most).
  const seen = new Set<string>();
  for (const s of spans.slice()) {
    if (seen.size >= 64) break;
    const value = text.slice(s.start, s.end);
    // (Only a value that looks chosen or made, letters with digits or signs: a word is also a name elsewhere, the
    // password `anythings` of a dev config is the package `xyz.anythings.base` too.)
    if (value.length < 6 || value.length > 256 || /[\r\n]/.test(value) || seen.has(value) || !MIXED.test(value)) continue;
    seen.add(value);
    for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + value.length)) {
      if (at === s.start || !apartBefore(text[at - 1]) || !apartAfter(text, at + value.length)) continue;
      spans.push({ kind: s.kind, prio: DETECTORS.length, start: at, end: at + value.length });
    }
  }

  spans.sort((a, b) => a.start - b.start || a.prio - b.prio);
  const merged: typeof spans = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.start < last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }

  // Line and column by walking line ends once, in step with the sorted hits. A line ends at LF, CRLF or a
  // lone CR (an old Mac file), as the markdown reader and an editor count them: "line 5" is line 5 there.
  // Two cursors, each moving forward only: a text without CR costs one indexOf of it.
  const hits: SecretHit[] = [];
  let line = 1;
  let lineStart = 0;
  let lf = text.indexOf('\n');
  let cr = text.indexOf('\r');
  const next = () => (cr === -1 ? lf : lf === -1 ? cr : Math.min(lf, cr));
  for (const s of merged) {
    for (let end = next(); end !== -1 && end < s.start; end = next()) {
      line++;
      lineStart = end === cr && lf === cr + 1 ? cr + 2 : end + 1; // CRLF is one line end
      if (lf !== -1 && lf < lineStart) lf = text.indexOf('\n', lineStart);
      if (cr !== -1 && cr < lineStart) cr = text.indexOf('\r', lineStart);
    }
    hits.push({ kind: s.kind, line, column: s.start - lineStart + 1, start: s.start, end: s.end });
  }
  return hits;
}

/** `text` with every secret replaced by `[REDACTED:<kind>]`, and what was redacted where (1-based
 *  lines of the input). The report never holds the secret. Redacting the output again finds nothing. */
export function redact(text: string): { text: string; redactions: Redaction[] } {
  if (clean.has(text)) return { text, redactions: [] };
  const hits = findSecrets(text);
  if (hits.length === 0) {
    keepClean(text);
    return { text, redactions: [] };
  }
  let out = '';
  let at = 0;
  for (const h of hits) {
    out += text.slice(at, h.start) + `[REDACTED:${h.kind}]`;
    at = h.end;
  }
  out += text.slice(at);
  return { text: out, redactions: hits.map(({ kind, line }) => ({ kind, line })) };
}

// The texts found clean in this process: `pull --json` redacts each string of its document, and the --json
// printer redacts every string again (jsonText), so each of a fan-out's 80,000 findings was searched twice or
// more. Whether a text holds a secret is a pure function of the text (the detectors are fixed when the module
// loads), so a text found clean is clean the next time. Only clean texts are kept (a hit is searched again, its
// redactions reported each time); the set is emptied past a bound, so a long-lived process does not keep
// every text it ever printed.
const clean = new Set<string>();
let cleanChars = 0;
const CLEAN_KEPT = 400_000;
const CLEAN_CHARS = 16_000_000;

function keepClean(text: string): void {
  if (text.length > CLEAN_CHARS) return;
  if (clean.size >= CLEAN_KEPT || cleanChars + text.length > CLEAN_CHARS) {
    clean.clear();
    cleanChars = 0;
  }
  clean.add(text);
  cleanChars += text.length;
}
