// The code blocks of a page, tokenized on a worker before the main thread compiles the page (the
// main thread prints them: lines-ahead.ts): the Markdown worker does MDX pages' blocks for
// compile-ahead.ts.
import type { HighlighterCore } from 'shiki/core';
import { GRAMMAR_OF, resolveLanguage } from './highlight.js';
import { blockLinesAhead } from './dual-theme-tokens.js';
import { scanFences } from './fence-scan.js';
import { blockKey, type AheadLines, type PageLinesAhead } from './lines-ahead.js';
import { applyMagicComments, parseCodeMeta } from '../syntax/code-meta.js';

/** Every block the page's compile would colour (remark-code.ts: codeBlockHast decides the same
 *  language and text), with its key as highlight.ts looks it up. */
function* fencedBlocks(hl: HighlighterCore, body: string): Generator<{ lang: string; code: string }> {
  for (const fence of scanFences(body)) {
    const space = fence.info.search(/\s/);
    const lang = space < 0 ? fence.info : fence.info.slice(0, space);
    if (lang === 'mermaid') continue;
    const meta = parseCodeMeta(space < 0 ? '' : fence.info.slice(space).trim());
    const code = applyMagicComments(fence.value, meta.lines);
    const resolved = resolveLanguage(hl, lang);
    if (resolved && resolved !== 'text') yield { lang: resolved, code };
  }
}

/** Markdown colours the fences inside it with whichever of ~50 grammars are loaded at the time
 *  (shiki's `embeddedLangsLazy`): on a thread that loaded other pages' grammars it could colour
 *  a block otherwise, so its blocks (by any of its names) stay with the page's own compile. */
const ORDER_DEPENDENT = new Set(['markdown']);

/** The lines of every block the page's compile would colour, for a worker (the compile-ahead
 *  worker's MDX pages). */
export function linesOfPage(hl: HighlighterCore, body: string): PageLinesAhead {
  const out: PageLinesAhead = [];
  for (const { lang, code } of fencedBlocks(hl, body)) {
    const lines: AheadLines | undefined = ORDER_DEPENDENT.has(GRAMMAR_OF[lang] ?? lang) ? undefined : blockLinesAhead(hl, code, lang);
    if (lines) out.push([blockKey(lang, code), lines]);
  }
  return out;
}
