// Docusaurus's Babel compiles JSX with React's automatic runtime whatever the site's tsconfig.json
// says; esbuild follows the tsconfig. A site whose tsconfig (or the one it extends, such as
// @tsconfig/docusaurus) asks for the classic runtime (`"jsx": "react"`) gets its compiler options
// with `jsx` set back to the automatic one; any other site's tsconfig is left to esbuild as it is.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { TsconfigRaw } from 'esbuild';

type Options = Record<string, unknown>;

/** A tsconfig file's compiler options merged over those it extends (one chain, as tsc reads it). */
function compilerOptions(file: string, depth = 0): Options {
  if (depth > 5 || !existsSync(file)) return {};
  let json: { extends?: unknown; compilerOptions?: Options };
  try {
    json = JSON.parse(
      readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\/|(^|[^:"'])\/\/.*$/gm, '$1')
        .replace(/,(\s*[}\]])/g, '$1'),
    ) as typeof json;
  } catch {
    return {};
  }
  let base: Options = {};
  if (typeof json.extends === 'string') {
    try {
      const target = json.extends.startsWith('.') ? resolve(dirname(file), json.extends) : createRequire(file).resolve(json.extends);
      base = compilerOptions(target.endsWith('.json') ? target : `${target}.json`, depth + 1);
    } catch {
      base = {};
    }
  }
  return { ...base, ...json.compilerOptions };
}

/** esbuild's tsconfigRaw for the site's modules, or undefined when its tsconfig needs no change. */
export function automaticJsxTsconfig(root: string): TsconfigRaw | undefined {
  const options = compilerOptions(join(root, 'tsconfig.json'));
  const jsx = typeof options.jsx === 'string' ? options.jsx.toLowerCase() : undefined;
  if (jsx === undefined || jsx === 'react-jsx' || jsx === 'react-jsxdev') return undefined;
  return { compilerOptions: { ...(options as TsconfigRaw['compilerOptions']), jsx: 'react-jsx' } };
}
