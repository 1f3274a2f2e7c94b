// What two ways of compiling one page must agree on: the fast paths against remark or the MDX
// compiler, the chain's React elements against compiled MDX, a worker against the main thread.
// A page compiled either way is `comparable` when everything a reader or a later stage sees is
// equal: the HTML (an MDX body rendered with the theme's components), the table of contents, the
// links, the warnings, the assets and the partials it imports.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { mdxComponents } from '../theme/components/index.js';
import type { CompiledDoc } from '../generator/types.js';

/** Props a partial may be given (`<Partial greeting="…" />`), which its `{props.…}` read. */
export const GIVEN: Record<string, unknown> = { greeting: 'hello <b>"&', count: 1, user: { name: 'Ada' }, empty: '', zero: 0 };

export interface CompareOptions {
  /** Also render the page as a partial given these props (`given` in the result). */
  given?: Record<string, unknown>;
  /** The components an MDX body renders with (default: the theme's). */
  components?: Record<string, unknown>;
  /** A body that throws when rendered (`{name}` with no `name`) compares as its message, so that
   *  both ways must fail alike; without it, the error fails the test. */
  renderErrors?: boolean;
}

/** The page's HTML: an HTML body as it is, an MDX body rendered, any other kind by its name. */
export function bodyHtml(doc: CompiledDoc, props: Record<string, unknown> = {}, o: CompareOptions = {}): string {
  if (doc.body.type === 'html') return doc.body.html;
  if (doc.body.type !== 'component') return `<${doc.body.type}>`;
  try {
    return renderToString(createElement(doc.body.Component, { ...props, components: o.components ?? mdxComponents }));
  } catch (e) {
    if (!o.renderErrors) throw e;
    return `<error: ${(e as Error).message}>`;
  }
}

/** Everything of a compiled page but the name of the path that made it. */
export function comparable(doc: CompiledDoc, o: CompareOptions = {}) {
  return {
    html: bodyHtml(doc, {}, o),
    ...(o.given && { given: bodyHtml(doc, o.given, o) }),
    toc: doc.toc,
    links: doc.links,
    warnings: doc.warnings,
    assets: doc.assets,
    partials: doc.partials,
  };
}
