// Where each remark/rehype plugin of a Docusaurus config comes from. Evaluated, the config holds
// the plugins as functions, which docsgen.config.ts cannot hold as text; its source says which
// import (or require) each one is, so init can write the same imports into docsgen.config.ts.
import { transformSync } from 'esbuild';
import { parse, type Node } from 'acorn';
import { readFileSync } from 'node:fs';

/** A module binding: `import x from 'm'` is { source: 'm', imported: 'default' }. */
export interface PluginImport {
  source: string;
  /** 'default', '*' (a namespace) or the export's name. */
  imported: string;
  /** The name the config gave it, reused in docsgen.config.ts when free. */
  local?: string;
}

/** Per list (`remarkPlugins` …), each entry's import, or why it cannot be told. */
export type PluginSources = Map<string, (PluginImport | { unreadable: string })[]>;

type AnyNode = Node & Record<string, unknown>;

const isNode = (v: unknown): v is AnyNode => typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';

/** Every node with the property keys above it (`presets > docs > remarkPlugins`). */
function walk(node: AnyNode, keys: string[], visit: (n: AnyNode, keys: string[]) => void): void {
  visit(node, keys);
  for (const [field, value] of Object.entries(node)) {
    if (field === 'type' || field === 'start' || field === 'end') continue;
    const inner = node.type === 'Property' && field === 'value' ? [...keys, keyName(node) ?? '?'] : keys;
    if (Array.isArray(value)) for (const v of value) isNode(v) && walk(v, inner, visit);
    else if (isNode(value)) walk(value, inner, visit);
  }
}

function keyName(p: AnyNode): string | undefined {
  const k = p.key as AnyNode;
  if (k.type === 'Identifier') return k.name as string;
  if (k.type === 'Literal' && typeof k.value === 'string') return k.value;
  return undefined;
}

/** `require('m')` → 'm'. */
function requireOf(n: AnyNode | null | undefined): string | undefined {
  if (!n || n.type !== 'CallExpression') return undefined;
  const callee = n.callee as AnyNode;
  const args = n.arguments as AnyNode[];
  if (callee.type !== 'Identifier' || callee.name !== 'require' || args.length !== 1) return undefined;
  return args[0].type === 'Literal' && typeof args[0].value === 'string' ? args[0].value : undefined;
}

function memberName(n: AnyNode): string | undefined {
  const p = n.property as AnyNode;
  if (!n.computed && p.type === 'Identifier') return p.name as string;
  return p.type === 'Literal' && typeof p.value === 'string' ? p.value : undefined;
}

/** The module bindings and top-level arrays the config declares. */
function bindingsOf(program: AnyNode): { imports: Map<string, PluginImport>; arrays: Map<string, AnyNode> } {
  const imports = new Map<string, PluginImport>();
  const arrays = new Map<string, AnyNode>();
  walk(program, [], (n) => {
    if (n.type === 'ImportDeclaration') {
      const source = (n.source as AnyNode).value as string;
      for (const s of n.specifiers as AnyNode[]) {
        const local = (s.local as AnyNode).name as string;
        const imported =
          s.type === 'ImportDefaultSpecifier'
            ? 'default'
            : s.type === 'ImportNamespaceSpecifier'
              ? '*'
              : (((s.imported as AnyNode).name ?? (s.imported as AnyNode).value) as string);
        imports.set(local, { source, imported, local });
      }
    } else if (n.type === 'VariableDeclarator') {
      const id = n.id as AnyNode;
      const init = n.init as AnyNode | null;
      const direct = requireOf(init);
      const viaMember = init?.type === 'MemberExpression' ? requireOf(init.object as AnyNode) : undefined;
      if (id.type === 'Identifier' && direct)
        imports.set(id.name as string, { source: direct, imported: 'default', local: id.name as string });
      else if (id.type === 'Identifier' && viaMember && init)
        imports.set(id.name as string, { source: viaMember, imported: memberName(init) ?? 'default', local: id.name as string });
      else if (id.type === 'ObjectPattern' && direct) {
        for (const p of id.properties as AnyNode[]) {
          const value = p.value as AnyNode | undefined;
          if (p.type === 'Property' && value?.type === 'Identifier')
            imports.set(value.name as string, { source: direct, imported: keyName(p) ?? 'default', local: value.name as string });
        }
      } else if (id.type === 'Identifier' && init?.type === 'ArrayExpression') arrays.set(id.name as string, init);
    }
  });
  return { imports, arrays };
}

/** One list entry's plugin: a bound name, `require('m')`, `x.default` or `[plugin, options]`. */
function entryImport(el: AnyNode | null, imports: Map<string, PluginImport>, text: string): PluginImport | { unreadable: string } {
  if (!el) return { unreadable: 'an empty entry' };
  const written = text.slice(el.start, el.end).replace(/\s+/g, ' ');
  if (el.type === 'ArrowFunctionExpression' || el.type === 'FunctionExpression')
    return { unreadable: 'a function written in the config itself: move it to a module of its own' };
  if (el.type === 'ArrayExpression') return entryImport((el.elements as (AnyNode | null)[])[0] ?? null, imports, text);
  if (el.type === 'Identifier' && imports.has(el.name as string)) return imports.get(el.name as string)!;
  const req = requireOf(el);
  if (req) return { source: req, imported: 'default' };
  if (el.type === 'MemberExpression') {
    const obj = el.object as AnyNode;
    const name = memberName(el);
    const base =
      obj.type === 'Identifier'
        ? imports.get(obj.name as string)
        : requireOf(obj)
          ? { source: requireOf(obj)!, imported: 'default' }
          : undefined;
    if (base && name && (base.imported === '*' || name === 'default')) return { source: base.source, imported: name };
  }
  return { unreadable: `written as \`${written.length > 60 ? `${written.slice(0, 57)}...` : written}\`, not an imported name` };
}

/** The imports of the four plugin lists of the docs options in `file` (a Docusaurus config). */
export function markdownPluginSources(file: string, keys: readonly string[]): PluginSources {
  const raw = readFileSync(file, 'utf8');
  const loader = /\.[cm]?ts$/.test(file) ? 'ts' : 'js';
  const text = transformSync(raw, { loader, sourcefile: file }).code;
  const program = parse(text, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    allowAwaitOutsideFunction: true,
    allowReturnOutsideFunction: true,
    allowHashBang: true,
  }) as unknown as AnyNode;
  const { imports, arrays } = bindingsOf(program);
  const found = new Map<string, { keys: string[]; list: AnyNode }[]>();
  walk(program, [], (n, above) => {
    if (n.type !== 'Property') return;
    const key = keyName(n);
    if (!key || !keys.includes(key)) return;
    const value = n.value as AnyNode;
    const list = value.type === 'ArrayExpression' ? value : value.type === 'Identifier' ? arrays.get(value.name as string) : undefined;
    if (list) found.set(key, [...(found.get(key) ?? []), { keys: above, list }]);
  });
  const out: PluginSources = new Map();
  for (const [key, places] of found) {
    // The docs plugin's lists (the blog and pages plugins have their own).
    const docs = places.filter((p) => p.keys.includes('docs'));
    const place = docs.length === 1 ? docs[0] : places.length === 1 ? places[0] : undefined;
    if (place)
      out.set(
        key,
        (place.list.elements as (AnyNode | null)[]).map((el) =>
          el?.type === 'SpreadElement' ? { unreadable: 'a spread (...list)' } : entryImport(el, imports, text),
        ),
      );
  }
  return out;
}
