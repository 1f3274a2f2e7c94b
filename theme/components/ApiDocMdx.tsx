// redocusaurus's `@theme/ApiDocMdx`: an OpenAPI description's reference inside an MDX page, drawn
// at build time by the same ApiReference as the description's own page, its schema links kept in
// the page. The build checks literal ids where the element is written (mdx-prop-checks.ts); this
// error is for ids computed at run time.
import { ApiReference } from '../reference/ApiReference.js';
import { useContext } from 'react';
import { SiteDataContext } from '../site-data.js';

/** Without an id, the first configured description, as redocusaurus does. */
export function ApiDocMdx({ id }: { id?: string }) {
  const apis = useContext(SiteDataContext).apiDocs;
  const key = id ?? [...apis.keys()][0];
  const data = key === undefined ? undefined : apis.get(key);
  if (!data) {
    throw new Error(
      apis.size === 0
        ? '<ApiDocMdx> needs an OpenAPI description, and the config has none (openapi: [{ id, spec }])'
        : `<ApiDocMdx id="${String(id)}">: no OpenAPI description has this id; known ids: ${[...apis.keys()].join(', ')}`,
    );
  }
  return (
    <div className="api-doc-mdx">
      <ApiReference data={data()} />
    </div>
  );
}
