// The fence languages docsgen colours, without loading the highlighter: `init --from docusaurus`
// compares a site's Prism languages with them. highlight.ts loads a grammar for each name.

/** Fence names writers use, mapped to the grammar that colours them. */
export const ALIASES: Record<string, string> = {
  sh: 'bash', shell: 'bash', zsh: 'bash', console: 'shellsession', 'shell-session': 'shellsession',
  docker: 'dockerfile', js: 'javascript', ts: 'typescript', py: 'python', yml: 'yaml', ps1: 'powershell', ps: 'powershell',
};

export const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none', '']);

/** The grammars' own names and the aliases shiki gives them. */
const GRAMMARS = [
  'bash', 'shellscript', 'shellsession', 'json', 'jsonc', 'yaml', 'powershell', 'dockerfile', 'go', 'typescript', 'tsx',
  'javascript', 'python', 'toml', 'ini', 'properties', 'diff', 'promql',
  // loaded when a page uses them (highlight.ts LAZY)
  'html', 'css', 'jsx', 'markdown', 'md', 'graphql', 'gql', 'handlebars', 'hbs', 'viml', 'vim', 'vimscript', 'scss', 'less',
];

export function fenceLanguageKnown(lang: string): boolean {
  const l = lang.toLowerCase();
  return PLAIN.has(l) || l in ALIASES || GRAMMARS.includes(l);
}
