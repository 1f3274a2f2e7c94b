import type { Root, RootContent } from 'mdast';
import type { Program, ImportDeclaration, Statement, ModuleDeclaration } from 'estree';
import { walkTree } from '../tree-walk.js';
import { parse } from 'acorn';
import { writerError } from '../../errors.js';
import { componentOf, EXPRESSION, type PropCheck } from '../mdx-prop-checks.js';
import { isPackageSpecifier } from '../package-imports.js';
import { USE_PLACE_PROP } from '../../../theme/shared/island-markup.js';

/** What an `import` in MDX resolves to. Components are handed to MDX through its components map;
 *  plain functions (`useBaseUrl`) are bound through `arguments[0]` of the compiled function body. */
export type ImportTarget =
  | { kind: 'component'; name: string }
  | { kind: 'partial'; abs: string }
  | { kind: 'siteModule'; abs: string }
  | { kind: 'function'; name: string }
  /** A Docusaurus module of several exports docsgen provides (`@docusaurus/router`). */
  | { kind: 'named'; module: string }
  /** webpack's raw-loader (`!!raw-loader!./x.ts`): the file's text as the default export. */
  | { kind: 'raw'; abs: string }
  /** A JSON or YAML file: a value in scope (`{schema.title}`), not a component. */
  | { kind: 'data'; abs: string }
  /** An image (or other file) imported for its URL: `import shot from './shot.png'`. */
  | { kind: 'asset'; abs: string }
  /** A stylesheet imported for its side effect: it is in the site's stylesheet (package-imports.ts). */
  | { kind: 'style'; abs: string };

export interface ImportBinding {
  local: string;
  imported: 'default' | string;
  target: ImportTarget;
}

export interface MdxImportOptions {
  file: string;
  source: string;
  resolveImport: (specifier: string) => ImportTarget | undefined;
  knownComponents: () => string[];
  checkProps?: PropCheck;
  bindings: ImportBinding[];
  /** The site's own global components (their elements get their place, as imported ones do). */
  siteComponents?: ReadonlySet<string>;
}

interface EsmNode {
  type: 'mdxjsEsm';
  value: string;
  data?: { estree?: Program };
  position?: { start: { line: number; column: number } };
}
interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number; column: number } };
}

/** An element's props as written: literal strings, `true` for a bare name, EXPRESSION for `{…}`. */
function literalProps(j: JsxNode): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const a of j.attributes ?? []) {
    if (a.type !== 'mdxJsxAttribute' || !a.name) continue;
    props[a.name] = a.value === null || a.value === undefined ? true : typeof a.value === 'string' ? a.value : EXPRESSION;
  }
  return props;
}

export function remarkMdxImports(given?: MdxImportOptions) {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const o = given ?? (file.data.docsgen as MdxImportOptions);
    const { keep, locals, exported } = takeImports(tree, o);
    keep.unshift(...boundImports(tree, o, locals, exported));
    tree.children = keep;
    checkElements(tree, o, new Set([...o.knownComponents(), ...locals, ...exported]));
  };
}

interface TakenImports {
  /** The page's nodes without its import statements (an ESM block of imports alone goes). */
  keep: RootContent[];
  /** Names the imports bind, and names the page exports. */
  locals: Set<string>;
  exported: Set<string>;
}

/** Every import of the page resolved and recorded in `o.bindings`, and taken out of the tree. */
function takeImports(tree: Root, o: MdxImportOptions): TakenImports {
  const taken: TakenImports = { keep: [], locals: new Set(), exported: new Set() };
  for (const node of tree.children) {
    if ((node.type as string) !== 'mdxjsEsm') {
      taken.keep.push(node);
      continue;
    }
    const esm = node as unknown as EsmNode;
    const rest: (Statement | ModuleDeclaration)[] = [];
    for (const stmt of esm.data?.estree?.body ?? []) {
      if (stmt.type !== 'ImportDeclaration') {
        rest.push(stmt);
        if (stmt.type === 'ExportNamedDeclaration' && stmt.declaration?.type === 'VariableDeclaration') {
          for (const d of stmt.declaration.declarations) if (d.id.type === 'Identifier') taken.exported.add(d.id.name);
        }
        continue;
      }
      bindImport(stmt, esm, o, taken.locals);
    }
    if (rest.length > 0) {
      esm.data!.estree!.body = rest;
      taken.keep.push(node);
    }
  }
  return taken;
}

function bindImport(stmt: ImportDeclaration, esm: EsmNode, o: MdxImportOptions, locals: Set<string>): void {
  const spec = String(stmt.source.value);
  const target = o.resolveImport(spec);
  // estree locations from MDX are already the file's own lines.
  const line = stmt.loc?.start.line ?? esm.position?.start.line ?? 1;
  if (!target) throw unresolvedImport(spec, o, line, (stmt.loc?.start.column ?? 0) + 1);
  for (const s of stmt.specifiers) {
    const imported =
      s.type === 'ImportSpecifier' ? (s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value)) : 'default';
    o.bindings.push({ local: s.local.name, imported, target });
    locals.add(s.local.name);
  }
}

function unresolvedImport(spec: string, o: MdxImportOptions, line: number, column: number): Error {
  if (/^@(theme|theme-original|docusaurus)\//.test(spec)) {
    return writerError(
      o.file,
      o.source,
      line,
      column,
      `docsgen does not provide "${spec}"`,
      'write the component in src/ and import it with @site/…, or register it in src/theme/MDXComponents; docsgen provides @theme/Tabs, TabItem, Admonition, ThemedImage, DocCardList, DocCard, CodeBlock, Details, Heading, TOCInline, Layout and @docusaurus/Link, router, useBaseUrl, useDocusaurusContext, useGlobalData, BrowserOnly, Head, Translate, and @theme/ApiDocMdx and JSONSchemaViewer',
    );
  }
  if (/^-?!*raw-loader!/.test(spec)) {
    return writerError(
      o.file,
      o.source,
      line,
      column,
      `cannot resolve import "${spec}": the file it names does not exist`,
      'raw-loader reads a file relative to the page, or to the site with @site/…; check the path',
    );
  }
  if (isPackageSpecifier(spec)) {
    return writerError(
      o.file,
      o.source,
      line,
      column,
      `cannot resolve import "${spec}": the package is not installed in this site`,
      `install it in the site (npm install ${packageName(spec)}): docsgen loads packages from the site's node_modules, as Docusaurus does`,
    );
  }
  return writerError(
    o.file,
    o.source,
    line,
    column,
    `cannot resolve import "${spec}"`,
    'docsgen resolves @theme/*, @docusaurus/Link, @docusaurus/useBaseUrl, @site/… and relative .md/.mdx partials, .tsx components (or a folder with index.tsx), .json/.yaml files, .css files and installed npm packages; check the path',
  );
}

/** The ESM nodes that bind, at run time, the imports JavaScript reads, to go first in the page. */
function boundImports(tree: Root, o: MdxImportOptions, locals: Set<string>, exported: Set<string>): RootContent[] {
  const front: RootContent[] = [];
  const esm = (code: string) =>
    ({
      type: 'mdxjsEsm',
      value: code,
      data: { estree: parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program },
    }) as unknown as RootContent;
  // Plain-function imports become `export const name = arguments[0].__fn.name`, bound at run time;
  // data imports the same way, from `__data`, and so does any other import a JavaScript
  // expression of the page reads (`{version}`, `toc={partialToc}`, `{useLocation().pathname}`):
  // components alone reach MDX through its components map, which expressions do not see.
  const read = expressionText(tree);
  const inExpression = (name: string) => new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(read);
  for (const b of o.bindings) {
    if (b.target.kind !== 'function' && b.target.kind !== 'data' && b.target.kind !== 'asset' && !inExpression(b.local)) continue;
    front.unshift(
      esm(
        b.target.kind !== 'function'
          ? `export const ${b.local} = arguments[0].__data[${JSON.stringify(b.local)}];`
          : `export const ${b.local} = arguments[0].__fn[${JSON.stringify(b.imported === 'default' ? b.target.name : b.imported)}];`,
      ),
    );
  }
  // Every Docusaurus MDX page has its headings list as `toc`, for <TOCInline toc={toc} />.
  if (!locals.has('toc') && !exported.has('toc') && inExpression('toc')) front.unshift(esm('export const toc = arguments[0].__toc;'));
  return front;
}

/** Each element's props checked, site components given their place, unknown components refused. */
function checkElements(tree: Root, o: MdxImportOptions, known: Set<string>): void {
  walkTree<{ type: string }>(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const j = node as unknown as JsxNode;
    const name = j.name ?? '';
    const root = name.split('.')[0];
    const problem = name && o.checkProps?.(componentOf(name, o.bindings), literalProps(j));
    if (problem) throw writerError(o.file, o.source, j.position?.start.line, j.position?.start.column, problem.message, problem.hint);
    if (name === root && isSiteComponent(root, o))
      j.attributes?.push({
        type: 'mdxJsxAttribute',
        name: USE_PLACE_PROP,
        value: `${o.file}:${j.position?.start.line ?? 1}:${j.position?.start.column ?? 1}`,
      });
    if (!name || !/^[A-Z]/.test(root) || known.has(root)) return;
    throw writerError(
      o.file,
      o.source,
      j.position?.start.line,
      j.position?.start.column,
      `unknown component <${name}>`,
      `known components: ${[...known].sort().join(', ')}. Import it, or register it in docsgen.config.ts under markdown.components`,
    );
  });
}

/** The JavaScript the page's expressions hold (text and flow expressions, `{…}` props, and the
 *  page's own exports), to find which imported names they read. */
const IMPORT_STATEMENT = /^\s*import\s(?:[^'";]*?\sfrom\s*)?['"][^'"]*['"]\s*;?/gm;
function expressionText(tree: Root): string {
  const parts: string[] = [];
  walkTree<{ type: string; value?: unknown; attributes?: { type: string; value?: unknown }[] }>(tree, (node) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') parts.push(String(node.value ?? ''));
    else if (node.type === 'mdxjsEsm') parts.push(String(node.value ?? '').replace(IMPORT_STATEMENT, ''));
    // Directives have attributes too, as an object of strings: only JSX attributes hold JavaScript.
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    for (const a of node.attributes ?? []) {
      if (a.type === 'mdxJsxExpressionAttribute') parts.push(String(a.value ?? ''));
      else if (a.value && typeof a.value === 'object' && 'value' in a.value) parts.push(String((a.value as { value: unknown }).value));
    }
  });
  return parts.join('\n');
}

/** A name bound to a site's (or a package's) component module, or one of the site's globals: the
 *  island wrapper reports its mistakes at the element (theme/island.tsx). */
export function isSiteComponent(name: string, o: Pick<MdxImportOptions, 'bindings' | 'siteComponents'>): boolean {
  const b = o.bindings.find((x) => x.local === name);
  return b ? b.target.kind === 'siteModule' : !!o.siteComponents?.has(name);
}

/** `@scope/pkg/sub/path` → `@scope/pkg`; `pkg/dist/x.css` → `pkg`. */
function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
