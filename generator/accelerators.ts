// docsgen's accelerators: second ways of doing what a library already does, kept only for speed.
// Each can be turned off (`docsgen build --without a,b`, a hidden option) so that
// `npm run bench -- --accelerators` can measure what it buys and check that the site is the same
// without it (bench/accelerators.mjs).

/** Each name, and what does the job when it is off. */
export const ACCELERATORS = {
  'fast-markdown': 'remark, for every .md page',
  'mdx-split': 'the MDX compiler, for every .mdx page',
  'static-mdx': 'the MDX compiler, for MDX trees of elements and literal props the chain would print as React elements',
  'yaml-fast': 'the yaml package, for frontmatter and YAML data',
  'print-hast': 'hast-util-to-html',
  'shell-lexer': "shiki's shellscript grammar",
  'yaml-lexer': "shiki's yaml grammar",
  'json-lexer': "shiki's json grammar",
  'compile-ahead': 'the main thread (the worker is off unless build.threads.compileAhead starts it)',
  'write-thread': 'the main thread writes the pages and the search files',
  'code-cache': "V8 compiles docsgen's script again on every run",
} as const;

export type Accelerator = keyof typeof ACCELERATORS;

/** The accelerators turned off. A plain array: it is posted to worker threads as it is. */
export type Without = readonly Accelerator[];

export const isAccelerator = (name: string): name is Accelerator => Object.hasOwn(ACCELERATORS, name);

/** `--without a,b`: the names, or an error naming the unknown ones. */
export function parseWithout(list: string): Without | Error {
  const names = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !isAccelerator(n));
  if (unknown.length > 0)
    return new Error(
      `--without: unknown accelerator${unknown.length === 1 ? '' : 's'} ${unknown.join(', ')} (known: ${Object.keys(ACCELERATORS).join(', ')})`,
    );
  return names.filter(isAccelerator);
}

/** The grammar each line lexer stands in for (`hl.getLanguage(lang).name`), by its switch. */
export const LEXER_SWITCH: Readonly<Record<string, Accelerator>> = { shellscript: 'shell-lexer', yaml: 'yaml-lexer', json: 'json-lexer' };
