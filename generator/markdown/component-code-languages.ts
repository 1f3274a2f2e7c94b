// `<CodeBlock language="x">` written in a site's own components (src/, the pages folder) is
// highlighted while the page renders, when no grammar can load any more: the languages those files
// name are loaded with the page compiler, as a page's own fences load theirs before it compiles.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { HighlighterCore } from 'shiki/core';
import { codeBlockLanguages, loadFenceLanguages } from './highlight/highlight.js';

/** The languages `<CodeBlock language="…">` names in the component files under `dirs`. */
export function componentCodeLanguages(dirs: string[]): string[] {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const abs = join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (/\.[jt]sx?$/.test(name)) {
        const text = readFileSync(abs, 'utf8');
        if (text.includes('<CodeBlock')) for (const l of codeBlockLanguages(text)) out.add(l);
      }
    }
  };
  for (const d of new Set(dirs)) if (existsSync(d)) walk(d);
  return [...out];
}

export async function loadComponentCodeLanguages(hl: HighlighterCore, dirs: string[]): Promise<void> {
  const langs = componentCodeLanguages(dirs);
  if (langs.length) await loadFenceLanguages(hl, langs);
}
