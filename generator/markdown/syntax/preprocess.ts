// Line-preserving rewrites of the source before parsing: every change keeps the line count, so the
// parser's positions stay the writer's own.
import { writerError } from '../../errors.js';
import { DEFAULT_ADMONITIONS, admonitionClosing, admonitionOpening, type AdmonitionSyntax } from './admonition-syntax.js';
import { mdxComments } from './mdx-comments.js';
import { codeFences } from '../../content/code-fences.js';
import { MAX_EMPHASIS, MAX_HTML_NESTING, MAX_NESTING, emphasisTracker, htmlTracker, jsxTracker, nestingTracker } from './nesting-depth.js';
/** Text that may hold raw HTML (a tag, a comment, a closing tag): the remark path picks its HTML
 *  pipeline by this test, and the fast path follows the same choice. */
export const RAW_HTML = /<[a-zA-Z!/]/;

const HEADING_ID = /^(#{1,6}\s.*?)\s*\{#([\w-]+)\}\s*$/;

const LIMITS = {
  blocks: [MAX_NESTING, 'lists, block quotes, admonitions and JSX elements together'],
  html: [MAX_HTML_NESTING, 'raw HTML elements'],
  emphasis: [MAX_EMPHASIS, 'emphasis opened and not closed in one paragraph'],
} as const;

function tooDeep(file: string, body: string, line: number, column: number, what: keyof typeof LIMITS = 'blocks') {
  const [limit, counted] = LIMITS[what];
  return writerError(
    file,
    body,
    line,
    column,
    `nested more than ${limit} levels deep (${counted})`,
    `docsgen reads at most ${limit} levels; flatten the structure here (split the list, close what is open, or use headings)`,
  );
}

/** The nesting checks for one page, line by line (nesting-depth.ts says why there are limits). */
function depthChecks(file: string, body: string, format: 'md' | 'mdx') {
  const nesting = nestingTracker();
  const jsx = format === 'mdx' ? jsxTracker() : undefined;
  const html = format === 'md' ? htmlTracker() : undefined;
  const emphasis = emphasisTracker();
  let jsxDepth = 0;
  return (line: string, i: number, admonitions: number) => {
    const tags = jsx?.(line, admonitions);
    const depth = nesting(line, admonitions + jsxDepth);
    const over = tags?.over ?? depth.over;
    if (over !== undefined) throw tooDeep(file, body, i + 1, over);
    if (tags) jsxDepth = tags.depth;
    const htmlOver = html?.(line);
    if (htmlOver !== undefined) throw tooDeep(file, body, i + 1, htmlOver, 'html');
    const emphasisOver = emphasis(line);
    if (emphasisOver !== undefined) throw tooDeep(file, body, i + 1, emphasisOver, 'emphasis');
    return jsxDepth;
  };
}

/** `warn`: told about what the page gets away with (an admonition never closed runs to the end of
 *  the page, as in Docusaurus, so the text is shown rather than lost). */
export function preprocess(
  file: string,
  body: string,
  format: 'md' | 'mdx',
  warn?: (warning: string) => void,
  admonitions: AdmonitionSyntax = DEFAULT_ADMONITIONS,
): string {
  const lines = body.split('\n');
  const stack: { line: number; colons: number; name: string }[] = [];
  const fences = codeFences();
  const depth = depthChecks(file, body, format);
  const comments = format === 'mdx' ? mdxComments(lines) : undefined;
  for (let i = 0; i < lines.length; i++) {
    // Inside a comment nothing is Markdown, not even a fence.
    if (comments && (comments.inside || i <= comments.blanking)) {
      lines[i] = comments.rewrite(i);
      continue;
    }
    if (fences.skip(lines[i])) continue;
    if (comments) lines[i] = comments.rewrite(i);
    const line = lines[i];
    const jsxDepth = depth(line, i, stack.length);
    const open = admonitionOpening(line, admonitions);
    if (open) {
      if (stack.length + jsxDepth >= MAX_NESTING) throw tooDeep(file, body, i + 1, open.indent.length + 1);
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
  // Docusaurus (remark-directive) lets an unclosed admonition run to the end of the page; so does
  // docsgen, innermost first, with a warning at the line that opened it.
  for (const open of stack)
    warn?.(
      `${file}:${open.line}:1  the "${open.name}" admonition opened here is never closed, so it runs to the end of the page (add a line with ${':'.repeat(open.colons)} where it ends)`,
    );
  for (const open of stack.reverse()) lines.push('', ':'.repeat(open.colons));
  return lines.join('\n');
}
