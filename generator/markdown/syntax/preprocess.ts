// Line-preserving rewrites of the source before parsing: every change keeps the line count, so the
// parser's positions stay the writer's own.
import { writerError } from '../../errors.js';
import { admonitionClosing, admonitionOpening } from './admonition-syntax.js';
/** The opening line of a fenced code block. */
export const FENCE = /^\s*(`{3,}|~{3,})/;
/** Text that may hold raw HTML (a tag, a comment, a closing tag): the remark path picks its HTML
 *  pipeline by this test, and the fast path follows the same choice. */
export const RAW_HTML = /<[a-zA-Z!/]/;

/** Follows fenced code blocks line by line, for the line scans that must not read code as prose:
 *  `skip(line)` is true for a fence line and every line inside one; `open` says whether the last
 *  fence is still unclosed. */
export function codeFences(): { skip: (line: string) => boolean; readonly open: boolean } {
  let fence: string | undefined;
  return {
    skip(line) {
      const f = FENCE.exec(line);
      if (fence) {
        if (f && line.trim().startsWith(fence)) fence = undefined;
        return true;
      }
      if (f) fence = f[1][0].repeat(3);
      return !!f;
    },
    get open() {
      return fence !== undefined;
    },
  };
}
const HEADING_ID = /^(#{1,6}\s.*?)\s*\{#([\w-]+)\}\s*$/;

export function preprocess(file: string, body: string, format: 'md' | 'mdx'): string {
  const lines = body.split('\n');
  const stack: { line: number; colons: number; name: string }[] = [];
  const fences = codeFences();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fences.skip(line)) continue;
    const open = admonitionOpening(line);
    if (open) {
      // `:::tip My title` is Docusaurus' older title form; the directive parser wants `:::tip[My title]`.
      if (open.rest && !line.includes('[')) lines[i] = `${open.indent}${':'.repeat(open.colons)}${open.name}[${open.rest}]`;
      stack.push({ line: i + 1, colons: open.colons, name: open.name });
      continue;
    }
    if (admonitionClosing(line) && stack.length > 0) {
      stack.pop();
      continue;
    }
    const h = HEADING_ID.exec(line);
    if (h) {
      // `{#id}` would be a JavaScript expression in MDX: keep it as text for the heading plugin.
      lines[i] = format === 'mdx' ? `${h[1]} \\{#${h[2]}\\}` : `${h[1]} {#${h[2]}}`;
    }
  }
  if (stack.length > 0) {
    const top = stack[stack.length - 1];
    throw writerError(file, body, top.line, 1, `the "${top.name}" admonition opened here is never closed`, `add a line with ${':'.repeat(top.colons)} where the admonition ends`);
  }
  return lines.join('\n');
}
