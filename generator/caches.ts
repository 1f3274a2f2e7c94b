// The one home of docsgen's module state: memo caches and once-loaded values that may live as long
// as the process (or worker thread), each named here with why. Anything one build uses travels in
// its context objects instead (the page compiler, the render setup, the page environment), so two
// builds in one process (watch mode, tests) never see each other's. scripts/code-shape.mjs fails on
// module state anywhere else in generator/ or theme/ (theme/client/, one page's script, excepted).
//
// A module asks for its cache by name (`const tokens = processMap<string, Token[]>('highlightTokens')`):
// the types stay with the code that fills it, and this module imports nothing of docsgen's.

/** Why each cache may live for the process: what it holds is a function of its key alone (the same
 *  for every site and build), or it stands for something the process has only once. */
const REASONS = {
  // Code colouring (markdown/highlight/). The themes are fixed, so colours depend on the code alone.
  highlighter: "shiki's highlighter: its themes and grammars take ~100 ms to load and colour code the same for every site",
  regexTables: "the grammars' patterns, translated ahead and read from dist/ once",
  highlightTokens:
    'coloured tokens by language and code, per highlighter (one without some lexers colours long lines otherwise): a function of those alone',
  lexersOff: 'the line lexers a highlighter does without (`build --without`): fixed when it is made',
  highlightHtml: "a code block's HTML by language, marked lines and code: a function of those alone, bounded (HTML_CACHE_BLOCKS)",
  preAttributes: 'the <pre> colours and classes of a highlighter: a function of its fixed themes',
  dualThemes: "a highlighter's two themes as the one-tokenization path reads them: a function of the fixed themes",
  dualGrammars: "each grammar's scope colours and line caches: functions of the fixed grammar and themes, bounded (MAX_LINES)",
  tokenStyles: 'each colour pair as a span, by its key: a function of the key',
  styleStrings: 'the style attribute of a shared htmlStyle object: a function of the object',
  linesAhead:
    'blocks a worker coloured ahead, by language and code (a function of those alone): each taken once, the rest dropped when a build ends',
  textmateStateIds: "a number per grammar state object: grammars are the process's, so are their states",
  textmateStateKeys: 'a number per distinct grammar state, bounded (MAX_STATES)',
  textmateStateCount: 'the next state number: never reused, so one number never stands for two states',
  asciiMembers: 'the ASCII characters a property escape matches: a function of the escape',
  asciiLastLine: 'whether the line last scanned is ASCII: one entry, for the run of patterns on one line',
  shellScopes: "the shell lexer's scope lists, made on first use: constants",
  shikiLanguages: "the grammar names shiki's package ships (its exports), read once: the installed package's",
  // Parsers and packages loaded on first use: the same for every site.
  markdownIt: "the fast path's markdown-it parser: its rules are fixed (admonition keywords are read per page)",
  trackedMarkdownIt: "the fast parser's markdown-it (parse/), its rules wrapped to record source places: fixed, as markdownIt's",
  blockStarts:
    "where markdown-it's block tokens start in the page, by token: weak, so it lives as long as the tokens of the page being parsed",
  acorn: 'the acorn package, loaded on the first MDX expression',
  yaml: 'the yaml package, loaded on first use (~35 ms)',
  mdxExpressions: "a page expression's function by its source: a function of the source",
  hastInfos: "property-information's entry per attribute name: a function of the name",
  attributePatterns: 'one RegExp per HTML attribute name the search index reads',
  packageRequire: "a require() that resolves from a site folder, by folder: what it resolves is the installed packages'",
  internedHrefs: "one copy of each href, shared by every page's routes: a string's copy is the string; bounded",
  // What the process has only once.
  entryStores: "the on-disk Markdown cache's store per folder, per thread: a watch session's builds share what waits to be written",
  cachePacks: "numbers this thread's cache packs, so their names never collide",
  siteModuleEvaluations: "a URL per evaluation of a Docusaurus module: Node's module map, which a new URL gets past, is the process's",
  heapGrowthBounded: "V8's heap growth flag, set once: V8's flags are the process's",
} as const;

export type ProcessCacheName = keyof typeof REASONS;

/** The caches made so far, by name. */
const made = new Map<ProcessCacheName, unknown>();

function held<T>(name: ProcessCacheName, make: () => T): T {
  if (!made.has(name)) made.set(name, make());
  // Each name is asked for by one module, with one type: what it made is what it gets back.
  return made.get(name) as T;
}

export function processMap<K, V>(name: ProcessCacheName): Map<K, V> {
  return held(name, () => new Map<K, V>());
}

export function processWeakMap<K extends object, V>(name: ProcessCacheName): WeakMap<K, V> {
  return held(name, () => new WeakMap<K, V>());
}

/** One value, made or loaded on first use. */
export interface Slot<T> {
  value: T | undefined;
}

export function processSlot<T>(name: ProcessCacheName): Slot<T> {
  return held<Slot<T>>(name, () => ({ value: undefined }));
}

/** 0, 1, 2, … for the life of the process. */
export function processCounter(name: ProcessCacheName): () => number {
  const slot = processSlot<number>(name);
  return () => {
    const n = slot.value ?? 0;
    slot.value = n + 1;
    return n;
  };
}

/** Each cache made so far, with why it may live for the process (for a reader, and a test). */
export function processCaches(): { name: ProcessCacheName; why: string }[] {
  return [...made.keys()].map((name) => ({ name, why: REASONS[name] }));
}
