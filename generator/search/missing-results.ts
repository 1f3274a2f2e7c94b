/** Where DocSearch's "Let us know." link points when a query finds nothing: a new issue on the
 *  GitHub repository the edit links point to, titled with the query (`{query}` is filled in by the
 *  browser). Undefined (no link) for other hosts. */
export function missingResultsUrl(editUrl: string | undefined): string | undefined {
  const m = editUrl && /^https:\/\/github\.com\/([^/]+)\/([^/]+)/.exec(editUrl);
  if (!m) return undefined;
  return `https://github.com/${m[1]}/${m[2]}/issues/new?title=${encodeURIComponent('Search: no results for "')}{query}${encodeURIComponent('"')}`;
}
