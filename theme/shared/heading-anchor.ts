import type { Markup } from './markup.js';

/** The `#` link after a heading's text: a visible target to copy a section's address from, named
 *  after the heading because `#` alone says nothing to a screen reader. */
export function headingAnchorMarkup<N>(m: Markup<N>, id: string, headingText: string): N {
  return m.element('a', { class: 'hash-link', href: `#${id}`, 'aria-label': `Direct link to ${headingText}` }, [m.text('#')]);
}
