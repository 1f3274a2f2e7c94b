// A .md page read as CommonMark (`markdown.format: 'detect'` or 'md') shows an MDX import as a
// paragraph of code-like text and a component tag as an unknown HTML element, without a word:
// Docusaurus 3 reads .md as MDX by default, so pages moved over often rely on it. Each such line
// gets a warning at its place, so that the writer renames the page or sets the format.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const SIDE_EFFECT_IMPORT = /^import\s*['"][^'"]+['"];?\s*$/;
const FROM_IMPORT = /^import\s[^'"]*\bfrom\s*['"][^'"]+['"];?\s*$/;
// `import {` with the names on the lines after it.
const OPEN_IMPORT = /^import\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{[^}]*$/;
const CLOSE_IMPORT = /^[^'"]*\}\s*from\s*['"][^'"]+['"];?\s*$/;
const TAG = /<([A-Z][\w$]*(?:\.[\w$]+)*)(?=[\s/>])/g;
const HINT = "rename it .mdx or set markdown.format: 'mdx' (or give the page `mdx: { format: md }` to keep it CommonMark)";

/** Names an import line binds (`A`, `{ B, C as D }`, `* as E`). */
function boundNames(statement: string): string[] {
  const clause = /^import\s+(?:type\s+)?([\s\S]*?)\s*\bfrom\b/.exec(statement)?.[1] ?? '';
  const names: string[] = [];
  for (const part of clause.replace(/[{}]/g, ',').split(',')) {
    const m = /^(?:type\s+)?(?:\*\s+as\s+)?(?:[\w$]+\s+as\s+)?([\w$]+)$/.exec(part.trim());
    if (m) names.push(m[1]);
  }
  return names;
}

/** The line where an import that starts at `i` ends, or -1 when the lines are no import. */
function importEnd(lines: string[], i: number): number {
  const line = lines[i];
  if (SIDE_EFFECT_IMPORT.test(line) || FROM_IMPORT.test(line)) return i;
  if (!OPEN_IMPORT.test(line)) return -1;
  for (let j = i + 1; j < Math.min(lines.length, i + 50); j++) {
    if (CLOSE_IMPORT.test(lines[j])) return j;
    if (lines[j].trim() === '') return -1;
  }
  return -1;
}

/** Inline code spans blanked (same length, so columns stay right). */
const withoutCode = (line: string) => line.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length));

/** The warnings for `body` (the page with its frontmatter blanked); `known` are the site's MDX
 *  component names. Imports are named once, at the first; each component once, at its first tag. */
export function mdxInCommonMark(file: string, body: string, known: Iterable<string>): string[] {
  if (!/^import\s|<[A-Z]/m.test(body)) return [];
  const components = new Set(known);
  const lines = body.split('\n');
  const out: string[] = [];
  const named = new Set<string>();
  let imported = false;
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const f = FENCE.exec(lines[i])?.[1];
    if (fence) {
      if (f && f[0] === fence[0] && f.length >= fence.length && lines[i].trim() === f) fence = undefined;
      continue;
    }
    if (f) {
      fence = f;
      continue;
    }
    const end = importEnd(lines, i);
    if (end >= 0) {
      for (const n of boundNames(lines.slice(i, end + 1).join('\n'))) components.add(n);
      // One warning for the page's imports, at the first: the fix is the same for all.
      if (!imported) out.push(`${file}:${i + 1}:1  this .md page is read as CommonMark: the import shows as text; ${HINT}`);
      imported = true;
      i = end;
      continue;
    }
    for (const m of withoutCode(lines[i]).matchAll(TAG)) {
      const name = m[1];
      if (!components.has(name.split('.')[0]) || named.has(name)) continue;
      named.add(name);
      out.push(
        `${file}:${i + 1}:${m.index + 1}  this .md page is read as CommonMark: <${name}> is an unknown HTML tag here, not the ${name} component; ${HINT}`,
      );
    }
  }
  return out;
}
