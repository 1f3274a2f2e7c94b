import type { Root, Code } from 'mdast';
import type { Element, ElementContent } from 'hast';
import type { HighlighterCore } from 'shiki/core';
import { visit } from 'unist-util-visit';
import { applyMagicComments, parseCodeMeta } from './code-meta.js';
import { highlightToHast, resolveLanguage } from './highlight.js';

export interface CodeOptions {
  highlighter: HighlighterCore;
  file: string;
  warn: (message: string) => void;
}

function el(tagName: string, className: string[], children: ElementContent[], extra: Record<string, string> = {}): Element {
  return { type: 'element', tagName, properties: { className, ...extra }, children };
}

/** Replaces each fenced code block with its highlighted HTML (built at build time, no client JS
 *  except the copy button) or, for `mermaid`, a diagram placeholder that keeps its source. */
export function remarkCode(given?: CodeOptions) {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const options = given ?? (file.data.docsgen as CodeOptions);
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined) return;
      const lang = (node.lang ?? '').trim();
      let hast: Element;
      if (lang === 'mermaid') {
        hast = el('div', ['mermaid-diagram'], [el('pre', ['mermaid-source'], [{ type: 'text', value: node.value }])]);
      } else {
        const meta = parseCodeMeta(node.meta);
        const code = applyMagicComments(node.value, meta.lines);
        let resolved = resolveLanguage(options.highlighter, lang);
        if (!resolved) {
          options.warn(`${options.file}:${node.position?.start.line ?? 0}:${node.position?.start.column ?? 0}  unknown code language "${lang}", shown as plain text`);
          resolved = 'text';
        }
        const pre = highlightToHast(options.highlighter, { code, lang: resolved, highlightLines: meta.lines });
        const cls = pre.properties.className ?? pre.properties.class;
        const classes = Array.isArray(cls) ? cls.map(String) : String(cls ?? '').split(/\s+/).filter(Boolean);
        if (meta.showLineNumbers) classes.push('line-numbers');
        // shiki already makes the block focusable (tabindex=0) so keyboard users can scroll it.
        pre.properties = { ...pre.properties, class: undefined, className: classes };
        const children: ElementContent[] = [];
        if (meta.title) children.push(el('div', ['code-title'], [{ type: 'text', value: meta.title }]));
        children.push(
          el('div', ['code-body'], [
            pre,
            el('button', ['copy-button'], [{ type: 'text', value: 'Copy' }], { type: 'button', ariaLabel: 'Copy code to clipboard' }),
          ]),
        );
        hast = el('div', ['code-block', ...(meta.title ? ['has-title'] : [])], children, { dataLanguage: lang || 'text' });
      }
      parent.children[index] = { type: 'codeBlock', data: { hName: hast.tagName, hProperties: hast.properties, hChildren: hast.children } } as never;
    });
  };
}
