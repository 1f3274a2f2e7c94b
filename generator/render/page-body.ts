// A compiled page body as a React node: the HTML the Markdown stage made, or the MDX component with
// the site's components, or a generated element. Doc pages, blog posts and blog lists share it.
import { createElement, type ReactNode } from 'react';
import type { PageBody } from '../types.js';

export function bodyNode(body: PageBody, components: Record<string, unknown>): ReactNode {
  return body.type === 'html'
    ? createElement('div', { dangerouslySetInnerHTML: { __html: body.html } })
    : body.type === 'component'
      ? createElement(body.Component, { components })
      : body.element;
}
