// Whether a site component needs the browser, read from its code without running it: the module
// as esbuild bundled it for the server (its local imports inlined, packages left out), parsed with
// acorn. A component needs the browser when it keeps state, runs effects, handles events or uses
// what only a browser renders (BrowserOnly, useIsBrowser); a module may also say so itself.
import { parse } from 'acorn';

/** React hooks that only do something in a browser (state that changes, effects). */
const CLIENT_HOOKS =
  /^(useState|useReducer|useEffect|useLayoutEffect|useInsertionEffect|useSyncExternalStore|useTransition|useDeferredValue|useActionState|useOptimistic|useIsBrowser)\d*$/;
/** What only renders its real content in a browser. */
const BROWSER_ONLY = /^(BrowserOnly|useIsBrowser)\d*$/;
const HANDLER = /^on[A-Z][A-Za-z]*$/;

export interface ClientUse {
  /** What the code uses that needs a browser (`useState`, `onClick`, …), sorted, each once. */
  features: string[];
  /** Of those, the event handlers: what a server-only component would silently lose. */
  handlers: string[];
  /** The module's first statement is the `'use client'` directive. */
  useClient: boolean;
}

interface AnyNode {
  type: string;
  [key: string]: unknown;
}

function nameOf(n: AnyNode | undefined): string | undefined {
  if (!n) return undefined;
  if (n.type === 'Identifier') return n.name as string;
  if (n.type === 'MemberExpression' && !n.computed) return ((n.property as AnyNode).name as string) ?? undefined;
  // `(0, import_react.useState)(…)`: a CommonJS package's call through its require.
  if (n.type === 'SequenceExpression') return nameOf((n.expressions as AnyNode[]).at(-1));
  return undefined;
}

function walk(node: unknown, visit: (n: AnyNode) => void): void {
  if (Array.isArray(node)) {
    for (const x of node) walk(x, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as AnyNode).type !== 'string') return;
  visit(node as AnyNode);
  for (const key in node) {
    if (key === 'loc' || key === 'start' || key === 'end') continue;
    const v = (node as Record<string, unknown>)[key];
    if (v && typeof v === 'object') walk(v, visit);
  }
}

/** What `code` (an ES module) uses that needs a browser. Unparseable code counts as none: the
 *  server build already reported what is wrong with it. */
export function clientUse(code: string, entrySource?: string): ClientUse {
  const features = new Set<string>();
  const handlers = new Set<string>();
  let tree: unknown;
  try {
    tree = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return { features: [], handlers: [], useClient: false };
  }
  walk(tree, (n) => {
    if (n.type === 'CallExpression') {
      const callee = nameOf(n.callee as AnyNode);
      if (callee && CLIENT_HOOKS.test(callee)) features.add(callee.replace(/\d+$/, ''));
      // jsx(BrowserOnly, …), createElement(BrowserOnly, …)
      const first = nameOf((n.arguments as AnyNode[])[0]);
      if (first && BROWSER_ONLY.test(first)) features.add(first.replace(/\d+$/, ''));
    } else if (n.type === 'Property' && !n.computed) {
      const key = n.key as AnyNode;
      const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : '';
      const value = n.value as AnyNode;
      if (HANDLER.test(name) && value.type !== 'Literal') {
        features.add(name);
        handlers.add(name);
      }
    }
  });
  return { features: [...features].sort(), handlers: [...handlers].sort(), useClient: hasUseClient(entrySource ?? '') };
}

/** The directive prologue names 'use client' (comments and other directives may come first). */
function hasUseClient(source: string): boolean {
  const rest = source.replace(/^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  return /^(['"])use client\1/.test(rest) || /^((['"])use [a-z ]+\2;?\s*)+(['"])use client\3/.test(rest);
}
