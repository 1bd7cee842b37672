// A regular expression made on first use, for the module-level patterns of the readers.
//
// Why: V8 parses a regular expression when it is created, not when it is first run, and a Unicode class
// (\p{L}, \p{N}, a script) makes that parse cost ~1 M instructions (ICU builds the class's ranges, case
// folding closes over them). A module-level `const X = /…\p{L}…/u` is created when the module loads, so
// every command that loads the readers paid for every such pattern, used or not: `lint` of a brief never
// runs most of the findings reader's. Measured with callgrind on `lint` of the bench's 100 KiB brief.
//
// The object stands in for the RegExp everywhere the readers use one: test, exec, lastIndex, source and
// flags, and String's replace, split, match, matchAll and search (which call the Symbol methods). It is
// held equal to the plain RegExp by test/unit/lazy-regexp.test.ts.

export function lazyRegExp(make: () => RegExp): RegExp {
  let re: RegExp | undefined;
  const get = (): RegExp => (re ??= make());
  const lazy = Object.create(RegExp.prototype) as RegExp;
  const method = (f: (r: RegExp, ...a: never[]) => unknown) => ({ value: (...a: never[]) => f(get(), ...a) });
  const prop = (k: 'source' | 'flags' | 'global' | 'ignoreCase' | 'multiline' | 'sticky' | 'unicode' | 'dotAll' | 'hasIndices') => ({ get: () => get()[k] });
  Object.defineProperties(lazy, {
    exec: method((r, s: string) => r.exec(s)),
    test: method((r, s: string) => r.test(s)),
    toString: method((r) => r.toString()),
    [Symbol.replace]: method((r, s: string, w: string) => r[Symbol.replace](s, w)),
    [Symbol.split]: method((r, s: string, limit: number) => r[Symbol.split](s, limit)),
    [Symbol.match]: method((r, s: string) => r[Symbol.match](s)),
    [Symbol.matchAll]: method((r, s: string) => r[Symbol.matchAll](s)),
    [Symbol.search]: method((r, s: string) => r[Symbol.search](s)),
    source: prop('source'),
    flags: prop('flags'),
    global: prop('global'),
    ignoreCase: prop('ignoreCase'),
    multiline: prop('multiline'),
    sticky: prop('sticky'),
    unicode: prop('unicode'),
    dotAll: prop('dotAll'),
    hasIndices: prop('hasIndices'),
    lastIndex: {
      get: () => get().lastIndex,
      set: (v: number) => {
        get().lastIndex = v;
      },
    },
  });
  return lazy;
}
