import type { ReactNode } from 'react';
import { admonitionMarkup } from '../shared/admonition.js';
import { reactMarkup, reactText } from '../shared/react-markup.js';

/** The component form of `:::type[title]`, for `import Admonition from '@theme/Admonition'`: the
 *  same markup as the Markdown syntax (theme/shared/admonition.ts builds both). */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const titled = title !== undefined && title !== null;
  return admonitionMarkup(reactMarkup, {
    name: type,
    title: titled ? [title] : undefined,
    titleText: titled ? reactText(title) : undefined,
    content: [children],
  });
}
export default Admonition;
