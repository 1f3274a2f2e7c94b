import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { toHtml } from 'hast-util-to-html';
import type { HighlighterCore } from 'shiki/core';
import { highlightToHast, resolveLanguage } from '../markdown/highlight.js';
import { plainMarkdownHtml } from './plain-markdown.js';

export interface RenderHelpers {
  /** Markdown (from a data file's description) to HTML; raw HTML in the text is escaped. */
  md: (text: string) => string;
  /** A highlighted code block with the same markup as a Markdown fence. */
  code: (code: string, lang: string, title?: string) => string;
}

/** The full pipeline for descriptions in data files (plainMarkdownHtml must match its output). */
export function createMarkdownProcessor() {
  return unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify);
}

export function createRenderHelpers(hl: HighlighterCore): RenderHelpers {
  const processor = createMarkdownProcessor();
  const cache = new Map<string, string>();
  return {
    md: (text) => {
      let html = cache.get(text);
      if (html === undefined) {
        html = plainMarkdownHtml(text) ?? String(processor.processSync(text));
        cache.set(text, html);
      }
      return html;
    },
    code: (code, lang, title) => {
      const pre = highlightToHast(hl, { code, lang: resolveLanguage(hl, lang) ?? 'text', highlightLines: new Set() });
      const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      return `<div class="code-block${title ? ' has-title' : ''}" data-language="${lang}">${title ? `<div class="code-title">${esc(title)}</div>` : ''}<div class="code-body">${toHtml(pre)}<button class="copy-button" type="button" aria-label="Copy code to clipboard">Copy</button></div></div>`;
    },
  };
}
