// The code blocks of an MDX page, highlighted on the Markdown worker before the main thread
// compiles the page (compile-ahead.ts): MDX pages need the site's components, so only their
// highlighting can leave the main thread.
import type { HighlighterCore } from 'shiki/core';
import { blockKey, resolveLanguage, type BlocksAhead } from './highlight.js';
import { dualThemeTokens } from './dual-theme-tokens.js';
import { scanFences } from './fence-scan.js';
import { applyMagicComments, parseCodeMeta } from '../syntax/code-meta.js';

/** The tokens of every block the page's compile would colour (remark-code.ts: codeBlockHast
 *  decides the same language and text), keyed as highlight.ts looks them up. */
export function blocksOfPage(hl: HighlighterCore, body: string): BlocksAhead {
  const out: BlocksAhead = { tokens: [] };
  for (const fence of scanFences(body)) {
    const space = fence.info.search(/\s/);
    const lang = space < 0 ? fence.info : fence.info.slice(0, space);
    if (lang === 'mermaid') continue;
    const meta = parseCodeMeta(space < 0 ? '' : fence.info.slice(space).trim());
    const code = applyMagicComments(fence.value, meta.lines);
    const resolved = resolveLanguage(hl, lang);
    const tokens = resolved && resolved !== 'text' ? dualThemeTokens(hl, code, resolved) : undefined;
    if (tokens) out.tokens.push([blockKey(resolved!, code), tokens]);
  }
  return out;
}
