import type { Element, ElementContent } from 'hast';
import type { HighlighterCore } from 'shiki/core';
import { applyMagicComments, parseCodeMeta } from '../syntax/code-meta.js';
import { UNKNOWN_LANGUAGE } from '../unknown-languages.js';
import { highlightToHast, highlightToHtml, highlightToReactPre, resolveLanguage } from '../highlight/highlight.js';
import { codeFrameHast } from '../markup/hast-markup.js';

export interface CodeOptions {
  highlighter: HighlighterCore;
  file: string;
  warn: (message: string) => void;
}

export interface CodeSettings {
  /** Insert each highlighted `<pre>` as a `raw` HTML node instead of a tree of spans. Only for
   *  pipelines that print raw nodes (print-hast.ts, allowing dangerous HTML); never for MDX, which
   *  turns the tree into JSX. */
  rawHtml?: boolean;
  /** Print each highlighted `<code>` as React would (a `reactHtml` node): only for the MDX fast
   *  path, whose react-tree.ts takes it as printed markup. */
  reactHtml?: boolean;
}

/** remark-rehype's `raw` node: HTML printed as is. */
export interface RawHtml {
  type: 'raw';
  value: string;
}

function el(tagName: string, className: string[], children: ElementContent[], extra: Record<string, string> = {}): Element {
  return { type: 'element', tagName, properties: { className, ...extra }, children };
}

export interface CodeBlockSource {
  lang: string | null | undefined;
  meta: string | null | undefined;
  value: string;
  /** Where the fence starts, for warnings. */
  line: number;
  column: number;
}

/** The HTML tree of one fenced code block: highlighted at build time (no client JS except the copy
 *  button) or, for `mermaid`, a diagram placeholder that keeps its source. Shared by the remark
 *  pipeline and the fast Markdown path (fast-markdown.ts), so both print the same blocks. */
export function codeBlockHast(options: CodeOptions, settings: CodeSettings, code: CodeBlockSource, raws: RawHtml[]): Element {
  const lang = (code.lang ?? '').trim();
  if (lang === 'mermaid') {
    return el('div', ['mermaid-diagram'], [el('pre', ['mermaid-source'], [{ type: 'text', value: code.value }])]);
  }
  const meta = parseCodeMeta(code.meta);
  const text = applyMagicComments(code.value, meta.lines);
  let resolved = resolveLanguage(options.highlighter, lang);
  if (!resolved) {
    options.warn(`${options.file}:${code.line}:${code.column}  ${UNKNOWN_LANGUAGE} "${lang}", shown as plain text`);
    resolved = 'text';
  }
  const request = { code: text, lang: resolved, highlightLines: meta.lines };
  const extra = meta.showLineNumbers ? ['line-numbers'] : [];
  let pre: ElementContent;
  if (settings.rawHtml) {
    const raw: RawHtml = { type: 'raw', value: highlightToHtml(options.highlighter, request, extra) };
    raws.push(raw);
    pre = raw as unknown as ElementContent;
  } else {
    const p =
      (settings.reactHtml ? highlightToReactPre(options.highlighter, request) : undefined) ?? highlightToHast(options.highlighter, request);
    const cls = p.properties.className ?? p.properties.class;
    const classes = Array.isArray(cls)
      ? cls.map(String)
      : String(cls ?? '')
          .split(/\s+/)
          .filter(Boolean);
    // shiki already makes the block focusable (tabindex=0) so keyboard users can scroll it.
    p.properties = { ...p.properties, class: undefined, className: [...classes, ...extra] };
    pre = p;
  }
  return codeFrameHast(lang || 'text', meta.title, pre);
}
