import type { Markup } from './markup.js';

export interface CodeBlockParts<N> {
  /** The fence's language as the writer gave it (`text` when none). */
  language: string;
  title?: string;
  /** The `<pre>`: highlighted by the generator, plain in the theme component. */
  pre: N;
}

/** The frame around every code block: title bar, scroll body and the copy button (the client
 *  script finds the code through `.code-block` and `.copy-button`). */
export function codeBlockMarkup<N>(m: Markup<N>, parts: CodeBlockParts<N>): N {
  const children: N[] = [];
  if (parts.title) children.push(m.element('div', { class: 'code-title' }, [m.text(parts.title)]));
  children.push(
    m.element('div', { class: 'code-body' }, [
      parts.pre,
      m.element('button', { class: 'copy-button', type: 'button', 'aria-label': 'Copy code to clipboard' }, [m.text('Copy')]),
    ]),
  );
  return m.element('div', { class: parts.title ? 'code-block has-title' : 'code-block', 'data-language': parts.language }, children);
}
