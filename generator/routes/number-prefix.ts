// Docusaurus's number prefixes: `01-intro.md` orders the file and is `intro` in ids and routes.
// Its rules, including the names it leaves alone (dates and versions are not orderings).
const PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
const IGNORED = /^\d{2,4}[-_.]\d{2,4}[-_.]\d{2,4}|^v?\d+[-_.]\d+(?:[-_.]\d+)?/;

export function parseNumberPrefix(name: string): { name: string; prefix?: number } {
  if (IGNORED.test(name)) return { name };
  const m = PREFIX.exec(name);
  return m ? { name: m[2], prefix: Number(m[1]) } : { name };
}

/** A slash-separated path with each segment's number prefix removed. */
export function stripNumberPrefixes(path: string): string {
  return path
    .split('/')
    .map((s) => parseNumberPrefix(s).name)
    .join('/');
}
