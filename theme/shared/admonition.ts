import type { Markup } from './markup.js';

/** The directive names `:::name` recognises (the Markdown syntax and the theme component share them):
 *  Docusaurus 3's default keywords, `secondary`, `success`, `important` and `caution` included. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'secondary', 'success', 'important'] as const;
export type AdmonitionName = (typeof ADMONITION_TYPES)[number];

/** Docusaurus's theme shows these four as another type (its `caution` is the old `warning`). */
const ALIASES: Record<string, string> = { caution: 'warning', secondary: 'note', success: 'tip', important: 'info' };

/** The title an admonition shows when it has none of its own: that of the type it is shown as. */
export const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Warning',
  secondary: 'Note',
  success: 'Tip',
  important: 'Info',
};

export interface AdmonitionParts<N> {
  /** `note`, `tip`, …, or a site's own keyword (the component takes any name the same way). */
  name: string;
  /** The writer's title, when there is one. */
  title?: N[];
  /** The title as plain text, for the accessible name. */
  titleText?: string;
  content: N[];
}

/** `<aside role="note">` named by its visible title (the writer's, or the type's label), so that
 *  screen readers announce the same words sighted readers see; the icon is decoration. */
export function admonitionMarkup<N>(m: Markup<N>, parts: AdmonitionParts<N>): N {
  const builtIn = Object.hasOwn(ADMONITION_LABELS, parts.name);
  // A site's own keyword (`markdown.admonitions.keywords`) looks like a note unless the site styles
  // its class, named as Docusaurus names it; its label is the keyword.
  const type = ALIASES[parts.name] ?? (builtIn ? parts.name : 'note');
  const label = builtIn ? ADMONITION_LABELS[parts.name] : keywordLabel(parts.name);
  const name = parts.title ? (parts.titleText ?? '').replace(/\s+/g, ' ').trim() || label : label;
  const className = `admonition admonition-${type}${builtIn ? '' : ` theme-admonition-${parts.name}`}`;
  return m.element('aside', { class: className, role: 'note', 'aria-label': name }, [
    m.element('p', { class: 'admonition-heading' }, [
      m.element('span', { class: `admonition-icon icon-${type}`, 'aria-hidden': 'true' }, [m.text('')]),
      ...(parts.title ?? [m.text(label)]),
    ]),
    m.element('div', { class: 'admonition-content' }, parts.content),
  ]);
}

/** `security-notice` → `Security notice`. */
function keywordLabel(keyword: string): string {
  const words = keyword.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Note';
}
