// The shared builders of theme/shared/ as hast, for both Markdown paths and the data renderers: the
// one place the generator builds an admonition, a code block's frame or a heading's anchor.
import type { Element, ElementContent, Properties } from 'hast';
import type { Attributes, Markup } from '../../../theme/shared/markup.js';
import { admonitionMarkup } from '../../../theme/shared/admonition.js';
import { codeBlockMarkup } from '../../../theme/shared/code-block.js';
import { headingAnchorMarkup } from '../../../theme/shared/heading-anchor.js';
import { hastText } from './hast-text.js';

/** hast names properties as mdast-util-to-hast does (`className` as a list, `ariaLabel`), so the
 *  trees equal the ones the Markdown plugins made before and hast-util-to-html prints them alike. */
function properties(attributes: Attributes): Properties {
  const out: Properties = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    if (name === 'class') out.className = value.split(' ');
    else out[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return out;
}

export const hastMarkup: Markup<ElementContent> = {
  element: (tagName, attributes, children): Element => ({ type: 'element', tagName, properties: properties(attributes), children }),
  text: (value) => ({ type: 'text', value }),
};

/** An admonition: `title` is the writer's title as phrasing (absent for the type's own label). */
export function admonitionHast(name: string, title: ElementContent[] | undefined, content: ElementContent[]): Element {
  const titleText = title?.map((n) => hastText(n)).join('');
  return admonitionMarkup(hastMarkup, { name, title, titleText, content }) as Element;
}

/** The frame of a code block around its highlighted `<pre>` (or the raw node holding it). */
export function codeFrameHast(language: string, title: string | undefined, pre: ElementContent): Element {
  return codeBlockMarkup(hastMarkup, { language, title, pre }) as Element;
}

export function headingAnchorHast(id: string, headingText: string): Element {
  return headingAnchorMarkup(hastMarkup, id, headingText) as Element;
}
