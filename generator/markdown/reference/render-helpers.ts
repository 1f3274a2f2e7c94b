import type { ElementContent } from 'hast';
import type { HighlighterCore } from 'shiki/core';
import { highlightToHtml, highlightToTreeHtml, loadFenceLanguages, resolveLanguage } from '../highlight/highlight.js';
import { printHast } from '../markup/print-hast.js';
import { codeFrameHast } from '../markup/hast-markup.js';
import { plainMarkdownHtml } from './plain-markdown.js';

export interface RenderHelpers {
  /** Loads the grammars `code` uses (only sites with reference data pay for importing them). */
  ready: () => Promise<void>;
  /** Loads the Markdown pipeline `md` needs for what plainMarkdownHtml leaves. */
  pipeline: () => Promise<void>;
  /** Markdown (from a data file's description) to HTML; raw HTML in the text is escaped. Throws
   *  NeedsPipeline for text that needs the pipeline before `pipeline()` loaded it. */
  md: (text: string) => string;
  /** A highlighted code block with the same markup as a Markdown fence. */
  code: (code: string, lang: string, title?: string) => string;
  /** `<CodeBlock>` as a fence with its meta prints (title, `showLineNumbers`, `{1,3}` lines);
   *  a language whose grammar is not loaded is plain text. */
  codeBlock: (code: string, lang: string, o: CodeBlockOptions) => string;
}

export interface CodeBlockOptions {
  title?: string;
  showLineNumbers?: boolean;
  highlightLines?: Set<number>;
}

/** `md` met text that needs the Markdown pipeline, which is not loaded yet (see withPipeline). */
export class NeedsPipeline extends Error {}

type Processor = { processSync: (text: string) => unknown };

/** The full pipeline for descriptions in data files (plainMarkdownHtml must match its output). */
export async function createMarkdownProcessor(): Promise<Processor> {
  const [{ unified }, remarkParse, remarkGfm, remarkRehype, rehypeStringify] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-gfm'),
    import('remark-rehype'),
    import('rehype-stringify'),
  ]);
  return unified().use(remarkParse.default).use(remarkGfm.default).use(remarkRehype.default).use(rehypeStringify.default);
}

/** Runs `make`, a generator that calls `md`; if a text needs the Markdown pipeline, loads it and
 *  runs `make` again (the texts done so far are cached). Loading the pipeline costs ~120 ms of CPU,
 *  which a site whose descriptions are all plain (plainMarkdownHtml) does not pay. */
export async function withPipeline<T>(h: RenderHelpers, make: () => T): Promise<T> {
  try {
    return make();
  } catch (e) {
    if (!(e instanceof NeedsPipeline)) throw e;
    await h.pipeline();
    return make();
  }
}

/** `fastPrint` false (`--without print-hast`): hast-util-to-html prints. */
export function createRenderHelpers(hl: HighlighterCore, fastPrint = true): RenderHelpers {
  let processor: Processor | undefined;
  const cache = new Map<string, string>();
  return {
    // The languages reference pages colour (CLI usage and examples, API bodies and curl calls).
    ready: () => loadFenceLanguages(hl, ['bash', 'json']),
    pipeline: async () => {
      processor ??= await createMarkdownProcessor();
    },
    md: (text) => {
      let html = cache.get(text);
      if (html === undefined) {
        const plain = plainMarkdownHtml(text, fastPrint);
        if (plain === undefined && !processor) throw new NeedsPipeline('render helpers: md() needs pipeline() first');
        html = plain ?? String(processor!.processSync(text));
        cache.set(text, html);
      }
      return html;
    },
    code: (code, lang, title) => {
      // The `<pre>` printed directly, as the Markdown fast path prints a fence's, not as a tree of
      // token spans: the same bytes.
      const pre = {
        type: 'raw',
        value: highlightToTreeHtml(hl, { code, lang: resolveLanguage(hl, lang) ?? 'text', highlightLines: new Set() }),
      } as const;
      return printHast({ type: 'root', children: [codeFrameHast(lang, title, pre as unknown as ElementContent)] }, fastPrint);
    },
    codeBlock: (code, lang, o) => {
      const request = { code, lang: resolveLanguage(hl, lang) ?? 'text', highlightLines: o.highlightLines ?? new Set<number>() };
      const pre = { type: 'raw', value: highlightToHtml(hl, request, o.showLineNumbers ? ['line-numbers'] : []) } as const;
      return printHast({ type: 'root', children: [codeFrameHast(lang || 'text', o.title, pre as unknown as ElementContent)] }, fastPrint);
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
