import type { ElementContent } from 'hast';
import type { HighlighterCore } from 'shiki/core';
import { highlightToTreeHtml, loadFenceLanguages, resolveLanguage } from '../markdown/highlight/highlight.js';
import { printHast } from '../markdown/markup/print-hast.js';
import { codeFrameHast } from '../markdown/markup/hast-markup.js';
import { plainMarkdownHtml } from './plain-markdown.js';

export interface RenderHelpers {
  /** Loads the Markdown pipeline `md` needs for what plainMarkdownHtml leaves, and the grammars
   *  `code` uses (only sites with reference data pay for importing them). */
  ready: () => Promise<void>;
  /** Markdown (from a data file's description) to HTML; raw HTML in the text is escaped. */
  md: (text: string) => string;
  /** A highlighted code block with the same markup as a Markdown fence. */
  code: (code: string, lang: string, title?: string) => string;
}

type Processor = { processSync: (text: string) => unknown };

/** The full pipeline for descriptions in data files (plainMarkdownHtml must match its output). */
export async function createMarkdownProcessor(): Promise<Processor> {
  const [{ unified }, remarkParse, remarkGfm, remarkRehype, rehypeStringify] = await Promise.all([
    import('unified'), import('remark-parse'), import('remark-gfm'), import('remark-rehype'), import('rehype-stringify'),
  ]);
  return unified().use(remarkParse.default).use(remarkGfm.default).use(remarkRehype.default).use(rehypeStringify.default);
}

export function createRenderHelpers(hl: HighlighterCore): RenderHelpers {
  let processor: Processor | undefined;
  const cache = new Map<string, string>();
  return {
    ready: async () => {
      processor ??= await createMarkdownProcessor();
      // The languages reference pages colour (CLI usage and examples, API bodies and curl calls).
      await loadFenceLanguages(hl, ['bash', 'json']);
    },
    md: (text) => {
      let html = cache.get(text);
      if (html === undefined) {
        const plain = plainMarkdownHtml(text);
        if (plain === undefined && !processor) throw new Error('render helpers: md() needs ready() first');
        html = plain ?? String(processor!.processSync(text));
        cache.set(text, html);
      }
      return html;
    },
    code: (code, lang, title) => {
      // The `<pre>` printed directly, as the Markdown fast path prints a fence's, not as a tree of
      // token spans: the same bytes.
      const pre = { type: 'raw', value: highlightToTreeHtml(hl, { code, lang: resolveLanguage(hl, lang) ?? 'text', highlightLines: new Set() }) } as const;
      return printHast({ type: 'root', children: [codeFrameHast(lang, title, pre as unknown as ElementContent)] });
    },
  };
}

/** `md` for text drawn while rendering a page (JSONSchemaViewer in a site component, which loads
 *  without the page compiler awaiting `ready`): plain text renders without the pipeline, and other
 *  Markdown is shown as its text, escaped, rather than failing the page. */
export function describeWith(h: RenderHelpers): (text: string) => string {
  return (text) => {
    try {
      return h.md(text);
    } catch {
      return `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;
    }
  };
}
