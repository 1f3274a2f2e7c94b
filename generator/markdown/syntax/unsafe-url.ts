// URLs that run code when followed or loaded: `javascript:` and `vbscript:` anywhere, `data:` except
// an image in an image. Browsers drop ASCII tab and newline anywhere in a URL and leading controls
// and spaces, and compare schemes without case, so the test does too (`JAVA\tSCRIPT:` runs).

const SCHEME = /^([a-z][a-z0-9+.-]*):/;

/** How a URL is used: `href` navigates, `image` is loaded by <img>, `src` by anything else. */
export type UrlUse = 'href' | 'image' | 'src';

/** The scheme that makes `url` unsafe for `use`, or undefined when it is safe. */
export function unsafeUrlScheme(url: string, use: UrlUse): string | undefined {
  // eslint-disable-next-line no-control-regex
  const plain = url
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\u0000-\u0020]+/, '')
    .toLowerCase();
  const scheme = SCHEME.exec(plain)?.[1];
  if (scheme === 'javascript' || scheme === 'vbscript') return scheme;
  if (scheme === 'data' && !(use === 'image' && plain.startsWith('data:image/'))) return scheme;
  return undefined;
}

/** The warning for a removed URL, at its place. */
export function unsafeUrlWarning(file: string, at: { line?: number; column?: number }, attribute: string, url: string): string {
  const shown = url.length > 40 ? `${url.slice(0, 40)}…` : url;
  return `${file}:${at.line ?? 1}:${at.column ?? 1}  unsafe URL ${JSON.stringify(shown)} removed (${attribute}): docsgen writes no javascript:, vbscript: or non-image data: URL`;
}
