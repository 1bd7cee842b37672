// npm run build: dist/marked-lazy.cjs, marked's UMD build with its inline rules made on first use. dist/cli.js
// compiles it in place of marked's ESM build when the code cache lists marked (src/boot.cts).
//
// Why: marked builds every rule table when it loads. Its inline rules (emphasis, links, autolinks) use
// Unicode classes (\p{P}, \p{S}) in ~20 patterns, and V8 parses a pattern when it is created: ~165 ICU
// property look-ups, ~65 M instructions, about two thirds of loading marked (callgrind; `lint` of 100 KiB
// is ~950 M in all, `node -e ""` ~500 M). The readers run marked's block lexer only (src/brief/lexer.ts), so
// they never use those patterns.
//
// What changes: the declarations the inline tables (normal, gfm, breaks, pedantic) are built from, and
// nothing else uses, move into a function run the first time any inline rule is read; each table becomes
// an object with the same keys whose values are fetched from the built table on first read (then kept as
// plain properties). Same patterns, same objects, built later: a full `marked.lexer()` or `parse()` gets
// what it got. Found by parsing the file, not by its minified names: a declaration moves only if every
// reference to it (resolved through the scopes) is inside the moved code; otherwise it stays where it is.
// The build checks the result (every inline rule equal to the plain build's, source and flags) and falls
// back to the plain UMD build, with a warning, when anything is not as expected.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createRequire } from 'node:module';
import { parseAst } from 'rolldown/parseAst';

const TABLES = ['normal', 'gfm', 'breaks', 'pedantic'];

/** `source` with the inline tables made lazily, or throws saying why it cannot. */
export function lazyInlineRules(source) {
  const ast = parseAst(source);
  const scopes = analyse(ast);

  // The declarator of the inline tables: an object of exactly normal, gfm, breaks, pedantic, each a name.
  let target;
  walk(ast, (node, parent) => {
    if (node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier' || node.init?.type !== 'ObjectExpression') return;
    const props = node.init.properties;
    const keys = props.map((p) => (p.type === 'Property' && !p.computed && p.key.type === 'Identifier' && p.value.type === 'Identifier' ? p.key.name : null));
    if (keys.length === TABLES.length && TABLES.every((k) => keys.includes(k))) {
      if (target) throw new Error('two declarations look like the inline tables');
      target = { declarator: node, declaration: parent };
    }
  });
  if (!target) throw new Error('no declaration of the inline tables (normal, gfm, breaks, pedantic)');
  const { declarator, declaration } = target;
  const scope = scopes.bindingScope.get(declarator.id);
  const declarators = new Map(declaration.declarations.filter((d) => d.id.type === 'Identifier').map((d) => [d.id.name, d]));

  // Every reference to a name of this declaration, resolved: [name, position].
  const refs = scopes.references.filter((r) => r.scope === scope && declarators.has(r.name));
  const inside = (pos, d) => d.init && pos >= d.init.start && pos < d.init.end;

  // The candidates: the tables' declarator and what its init needs, transitively.
  const moved = new Set([declarator.id.name]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of refs) {
      if (moved.has(r.name)) continue;
      if ([...moved].some((n) => inside(r.pos, declarators.get(n)))) {
        moved.add(r.name);
        grew = true;
      }
    }
  }
  // Keep in place any name used outside the moved inits (the tables' own name is replaced, not moved),
  // and whatever a kept name needs.
  for (let shrank = true; shrank; ) {
    shrank = false;
    for (const r of refs) {
      if (!moved.has(r.name) || r.name === declarator.id.name) continue;
      const user = [...moved].find((n) => n !== declarator.id.name && inside(r.pos, declarators.get(n)));
      if (user === undefined && !inside(r.pos, declarator)) {
        moved.delete(r.name);
        shrank = true;
      }
    }
    for (const r of refs) {
      if (!moved.has(r.name) || r.name === declarator.id.name) continue;
      const user = [...declarators.keys()].find((n) => inside(r.pos, declarators.get(n)));
      if (user !== undefined && !moved.has(user)) {
        moved.delete(r.name);
        shrank = true;
      }
    }
  }
  moved.delete(declarator.id.name);
  if (moved.size === 0) throw new Error('nothing to move');
  for (const r of refs) if (moved.has(r.name) && r.write) throw new Error(`${r.name} is assigned to`);

  // A moved declarator is a table (an object literal of named entries and spreads of earlier tables,
  // made at once as an object of lazy entries) or a value (made on first use; its references become
  // calls).
  const isTable = new Set();
  for (const d of declaration.declarations) {
    if (d.id.type !== 'Identifier' || !moved.has(d.id.name) || d.init?.type !== 'ObjectExpression') continue;
    const ok = d.init.properties.every((p) =>
      p.type === 'SpreadElement'
        ? p.argument.type === 'Identifier' && isTable.has(p.argument.name)
        : p.type === 'Property' && p.kind === 'init' && !p.computed && !p.method && (p.key.type === 'Identifier' || (p.key.type === 'Literal' && typeof p.key.value === 'string')),
    );
    if (ok) isTable.add(d.id.name);
  }
  const calls = refs.filter((r) => moved.has(r.name) && !isTable.has(r.name)).sort((a, b) => a.pos - b.pos);
  /** Source of [start, end) with each reference to a lazy value made a call. */
  const rewrite = (start, end) => {
    let out = '';
    let at = start;
    for (const r of calls) {
      if (r.pos < start || r.pos >= end) continue;
      out += source.slice(at, r.pos) + (r.shorthand ? `${r.name}:${r.name}()` : `${r.name}()`);
      at = r.pos + r.name.length;
    }
    return out + source.slice(at, end);
  };
  const edits = [];
  for (const d of declaration.declarations) {
    if (d.id.type !== 'Identifier' || !moved.has(d.id.name)) continue;
    let text;
    if (isTable.has(d.id.name)) {
      const entries = d.init.properties.map((p) =>
        p.type === 'SpreadElement' ? `[0,0,${p.argument.name}]` : `[${JSON.stringify(p.key.type === 'Identifier' ? p.key.name : p.key.value)},()=>(${rewrite(p.value.start, p.value.end)})]`,
      );
      text = `__lazyTable([${entries.join(',')}])`;
    } else text = `__lazyValue(()=>(${rewrite(d.init.start, d.init.end)}))`;
    edits.push([d.init.start, d.init.end, text]);
  }
  edits.push([declarator.init.start, declarator.init.end, rewrite(declarator.init.start, declarator.init.end)]);
  edits.sort((a, b) => b[0] - a[0]);
  let out = source;
  let last = Infinity;
  for (const [s, e, text] of edits) {
    if (e > last) throw new Error('overlapping edits');
    out = out.slice(0, s) + text + out.slice(e);
    last = s;
  }
  // The helpers, where the declaration's scope can see them: function declarations at the top of the
  // function holding it.
  const holder = scopes.scopeNode.get(scope);
  const bodyStart = holder.type === 'Program' ? 0 : holder.body.start + 1;
  out = out.slice(0, bodyStart) + HELPERS + out.slice(bodyStart);
  return { code: out, moved: [...moved], tables: [...isTable] };
}

// __lazyValue: a value made on its first use. __lazyTable: an object literal's entries in order (a spread
// of an earlier table takes its keys, each read from it when read), each made on its first read and then
// kept as a plain property; a write replaces it, as on the plain object.
const HELPERS = `function __lazyValue(make){let done=false,value;return()=>done?value:(value=make(),done=true,value)}function __lazyTable(entries){const o={};const put=(k,v)=>Object.defineProperty(o,k,{value:v,writable:true,enumerable:true,configurable:true});const def=(k,make)=>Object.defineProperty(o,k,{enumerable:true,configurable:true,get(){const v=make();put(k,v);return v},set(v){put(k,v)}});for(const [k,make,from] of entries){if(from)for(const key of Object.keys(from))def(key,()=>from[key]);else def(k,make)}return o}\n`;

/** Loads `code` as a CommonJS module. */
function load(code, filename) {
  const m = { exports: {} };
  new Function('module', 'exports', 'require', code)(m, m.exports, createRequire(filename));
  return m.exports;
}

/** Every inline rule of `a` and `b` (marked modules) equal: the same keys, patterns and flags. */
function sameInlineRules(a, b) {
  const ra = a.Lexer.rules.inline;
  const rb = b.Lexer.rules.inline;
  for (const t of TABLES) {
    const ka = Object.keys(ra[t]).sort();
    const kb = Object.keys(rb[t]).sort();
    if (ka.join() !== kb.join()) return `${t}: keys differ`;
    for (const k of ka) {
      const x = ra[t][k];
      const y = rb[t][k];
      const show = (v) => (v instanceof RegExp ? `/${v.source}/${v.flags}` : typeof v === 'object' && v ? JSON.stringify(Object.keys(v)) : String(v));
      if (show(x) !== show(y)) return `${t}.${k} differs`;
    }
  }
  return undefined;
}

/** The UMD build of marked at `umdFile` made lazy and checked, or undefined (with the reason) if not. */
export function makeLazyMarked(umdFile) {
  umdFile = resolve(umdFile);
  const source = readFileSync(umdFile, 'utf8');
  let code;
  try {
    code = lazyInlineRules(source).code;
    const plain = load(source, umdFile);
    const lazy = load(code, umdFile);
    const differs = sameInlineRules(plain, lazy);
    if (differs) throw new Error(`inline rules differ: ${differs}`);
    const sample = '# T\n\n*a* **b** _c_ ~~d~~ `e` [f](g "h") <i@j.k> https://l.m www.n.o\n\n- [ ] p\n\n| q | r |\n|---|---|\n| s | t |\n\n> u\n';
    for (const options of [{}, { gfm: false }, { breaks: true }, { pedantic: true }]) {
      if (JSON.stringify(plain.lexer(sample, options)) !== JSON.stringify(lazy.lexer(sample, options))) throw new Error(`tokens differ with ${JSON.stringify(options)}`);
      if (plain.parse(sample, options) !== lazy.parse(sample, options)) throw new Error(`HTML differs with ${JSON.stringify(options)}`);
    }
  } catch (e) {
    return { code: undefined, reason: e instanceof Error ? e.message : String(e) };
  }
  return { code };
}

// --- a small scope analysis: which declaration each identifier reference resolves to -------------------

function walk(node, visit, parent) {
  if (!node || typeof node.type !== 'string') return;
  visit(node, parent);
  for (const key of Object.keys(node)) {
    const v = node[key];
    if (Array.isArray(v)) for (const c of v) walk(c, visit, node);
    else if (v && typeof v === 'object' && typeof v.type === 'string') walk(v, visit, node);
  }
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Binding names of a pattern (declaration ids, parameters), with their nodes. */
function bindings(pattern, out = []) {
  if (!pattern) return out;
  switch (pattern.type) {
    case 'Identifier': out.push(pattern); break;
    case 'ObjectPattern': for (const p of pattern.properties) bindings(p.type === 'RestElement' ? p.argument : p.value, out); break;
    case 'ArrayPattern': for (const e of pattern.elements) bindings(e, out); break;
    case 'RestElement': bindings(pattern.argument, out); break;
    case 'AssignmentPattern': bindings(pattern.left, out); break;
    default: break;
  }
  return out;
}

function analyse(ast) {
  const scopeOf = new Map(); // node -> scope made by that node
  const scopeNode = new Map(); // scope -> node
  const bindingScope = new Map(); // binding identifier node -> scope
  const bindingNodes = new Set();
  const newScope = (node, parent, isFunction) => {
    const s = { parent, names: new Set(), isFunction };
    scopeOf.set(node, s);
    scopeNode.set(s, node);
    return s;
  };
  const declare = (scope, id) => {
    scope.names.add(id.name);
    bindingScope.set(id, scope);
    bindingNodes.add(id);
  };
  const functionScope = (s) => {
    while (!s.isFunction) s = s.parent;
    return s;
  };
  // Pass 1: scopes and declarations.
  const visit = (node, scope) => {
    if (!node || typeof node.type !== 'string') return;
    let inner = scope;
    if (node.type === 'Program') inner = newScope(node, null, true);
    else if (FUNCTIONS.has(node.type)) {
      if (node.type === 'FunctionDeclaration' && node.id) declare(scope, node.id);
      if (node.type === 'FunctionExpression' && node.id) {
        inner = newScope(node.id, scope, false);
        declare(inner, node.id);
      }
      inner = newScope(node, inner, true);
      for (const p of node.params) for (const id of bindings(p)) declare(inner, id);
    } else if (node.type === 'ClassDeclaration' && node.id) declare(scope, node.id);
    else if (node.type === 'ClassExpression' && node.id) {
      inner = newScope(node, scope, false);
      declare(inner, node.id);
    } else if (node.type === 'BlockStatement' || node.type === 'ForStatement' || node.type === 'ForInStatement' || node.type === 'ForOfStatement' || node.type === 'SwitchStatement' || node.type === 'StaticBlock') {
      inner = newScope(node, scope, node.type === 'StaticBlock');
    } else if (node.type === 'CatchClause') {
      inner = newScope(node, scope, false);
      for (const id of bindings(node.param)) declare(inner, id);
    } else if (node.type === 'VariableDeclaration') {
      const target = node.kind === 'var' ? functionScope(scope) : scope;
      for (const d of node.declarations) for (const id of bindings(d.id)) declare(target, id);
    }
    for (const key of Object.keys(node)) {
      const v = node[key];
      if (Array.isArray(v)) for (const c of v) visit(c, inner);
      else if (v && typeof v === 'object' && typeof v.type === 'string') visit(v, inner);
    }
  };
  visit(ast, null);
  // Pass 2: references (identifiers not in a binding, key, label or member-name position).
  const references = [];
  const resolve = (scope, name) => {
    for (let s = scope; s; s = s.parent) if (s.names.has(name)) return s;
    return null;
  };
  const refs = (node, scope, parent, key) => {
    if (!node || typeof node.type !== 'string') return;
    const own = scopeOf.get(node);
    // A named function expression's own name scope sits on its id node, between the outer scope and the
    // function's.
    let inner = own ?? scope;
    if (node.type === 'Identifier') {
      const notRef =
        bindingNodes.has(node) ||
        (parent && (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed) ||
        (parent && (parent.type === 'Property' || parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') && key === 'key' && !parent.computed) ||
        (parent && (parent.type === 'LabeledStatement' || parent.type === 'BreakStatement' || parent.type === 'ContinueStatement') && key === 'label');
      if (!notRef) {
        const s = resolve(scope, node.name);
        const write =
          (parent?.type === 'AssignmentExpression' && key === 'left') ||
          parent?.type === 'UpdateExpression' ||
          ((parent?.type === 'ForInStatement' || parent?.type === 'ForOfStatement') && key === 'left');
        const shorthand = parent?.type === 'Property' && parent.shorthand && key === 'value';
        references.push({ name: node.name, pos: node.start, scope: s, write, shorthand });
      }
      return;
    }
    for (const k of Object.keys(node)) {
      const v = node[k];
      if (Array.isArray(v)) for (const c of v) refs(c, inner, node, k);
      else if (v && typeof v === 'object' && typeof v.type === 'string') refs(v, inner, node, k);
    }
  };
  // Functions: their params and body are in the function's scope (set on the node itself above).
  refs(ast, null, null, null);
  return { references, bindingScope, scopeNode };
}
