// The fence languages docsgen colours, without loading the highlighter: `init --from docusaurus`
// compares a site's Prism languages with them. highlight.ts loads a grammar for each name.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { processSlot } from '../../caches.js';

/** Fence names writers use, mapped to the grammar that colours them. */
export const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'shellsession',
  'shell-session': 'shellsession',
  docker: 'dockerfile',
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  yml: 'yaml',
  ps1: 'powershell',
  ps: 'powershell',
};

export const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none', '']);

/** The grammars' own names and the aliases shiki gives them. */
const GRAMMARS = [
  'bash',
  'shellscript',
  'shellsession',
  'json',
  'jsonc',
  'yaml',
  'powershell',
  'dockerfile',
  'go',
  'typescript',
  'tsx',
  'javascript',
  'python',
  'toml',
  'ini',
  'properties',
  'diff',
  'promql',
  // loaded when a page uses them (highlight.ts LAZY)
  'html',
  'css',
  'jsx',
  'markdown',
  'md',
  'graphql',
  'gql',
  'handlebars',
  'hbs',
  'viml',
  'vim',
  'vimscript',
  'scss',
  'less',
];

export function fenceLanguageKnown(lang: string): boolean {
  const l = lang.toLowerCase();
  return PLAIN.has(l) || l in ALIASES || GRAMMARS.includes(l) || shikiGrammar(l) !== undefined;
}

/** Any other grammar shiki ships, by the name or alias a fence gives (`xml`, `sql`, `rs`, `kt`):
 *  what Docusaurus's Prism colours out of the box and what sites add, loaded when a page names it,
 *  its patterns translated then (no table: a site pays for the grammars it uses). Only a name the
 *  package exports is ever imported: a fence's language is the writer's text. */
export function shikiGrammar(lang: string): string | undefined {
  if (!/^[a-z0-9][a-z0-9+#.-]*$/.test(lang)) return undefined;
  return shikiLanguageNames().has(lang) ? lang : undefined;
}

const shikiNames = processSlot<Set<string>>('shikiLanguages');

function shikiLanguageNames(): Set<string> {
  if (shikiNames.value) return shikiNames.value;
  const names = new Set<string>();
  try {
    // The package's exports hide its package.json from `import`: find it beside a grammar.
    let dir = dirname(createRequire(import.meta.url).resolve('@shikijs/langs/bash'));
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    const exports = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports?: Record<string, unknown> }).exports ?? {};
    for (const key of Object.keys(exports)) if (key.startsWith('./') && key !== './package.json') names.add(key.slice(2));
  } catch {
    // Without the package's list, only the grammars named above colour code.
  }
  return (shikiNames.value = names);
}
