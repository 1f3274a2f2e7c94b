// Turns the raw request target of an HTTP request into a site path the file lookup can trust, a
// redirect to the canonical URL, or a refusal. Everything a request can use to reach outside the
// site folder is refused here, before any file system call: dot segments (plain or encoded),
// backslashes, control characters (NUL), double encoding and absolute-form targets.

export const MAX_URL_LENGTH = 4096;

export type RequestPath =
  | { kind: 'ok'; path: string; query: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'refuse'; status: 400 | 404 | 414; reason: string };

// After one decoding, a `%` followed by the code of `.`, `/`, `\` or NUL only appears in a
// double-encoded request: no file docsgen writes has such a name.
const DOUBLE_ENCODED = /%(?:2e|2f|5c|00|25)/i;

export function parseRequestPath(raw: string): RequestPath {
  if (raw.length > MAX_URL_LENGTH) return { kind: 'refuse', status: 414, reason: `URL longer than ${MAX_URL_LENGTH} characters` };
  if (!raw.startsWith('/')) return { kind: 'refuse', status: 400, reason: 'the request target must be a path starting with "/"' };
  const hash = raw.indexOf('#');
  const noHash = hash === -1 ? raw : raw.slice(0, hash);
  const q = noHash.indexOf('?');
  const rawPath = q === -1 ? noHash : noHash.slice(0, q);
  const query = q === -1 ? '' : noHash.slice(q);

  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'refuse', status: 400, reason: 'malformed percent-encoding in the URL' };
  }
  // C0 controls (NUL included) and DEL never name a file; `\` is a separator on Windows.
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return { kind: 'refuse', status: 400, reason: 'control character or backslash in the URL' };
  if (DOUBLE_ENCODED.test(path)) return { kind: 'refuse', status: 400, reason: 'double-encoded URL' };
  if (/[?#]/.test(path)) return { kind: 'refuse', status: 400, reason: 'encoded "?" or "#" in the path' };
  const segments = path.split('/');
  if (segments.some((s) => s === '.' || s === '..')) return { kind: 'refuse', status: 400, reason: 'dot segment in the URL' };
  // Hidden files are never served (`.env`, `.git/`); only `/.well-known/` is public by convention.
  if (segments.some((s, i) => s.startsWith('.') && !(i === 1 && s === '.well-known'))) {
    return { kind: 'refuse', status: 404, reason: 'hidden file' };
  }

  // The URL rule: routes have no trailing slash and no `index.html`. Collapsing `//` also keeps a
  // redirect from ever becoming protocol-relative (`//evil.example/` → `/evil.example`).
  let canonical = path.replace(/\/{2,}/g, '/');
  if (canonical.endsWith('/index.html')) canonical = canonical.slice(0, -'index.html'.length);
  if (canonical.length > 1) canonical = canonical.replace(/\/+$/, '');
  if (canonical === '') canonical = '/';
  if (canonical !== path) return { kind: 'redirect', location: encodePath(canonical) + safeQuery(query) };
  return { kind: 'ok', path, query };
}

/** A decoded path as a URL path: every segment percent-encoded, the slashes kept. */
export function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

// A query is copied into a Location header only when it is plain visible ASCII.
function safeQuery(query: string): string {
  return /^\?[\u0021-\u007e]*$/.test(query) ? query : '';
}
