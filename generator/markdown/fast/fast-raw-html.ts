// The end of the remark path for pages with raw HTML, applied to the fast path's tree: rehype-raw
// parses the raw nodes into elements (the highlighted code blocks pass through untouched),
// writers' comments are dropped, then headings get their ids and tables their focus. Loaded
// only for such pages (it brings parse5).
import { unified } from 'unified';
import rehypeRaw from 'rehype-raw';
import { VFile } from 'vfile';
import type { Root } from 'hast';
import { CODE_HTML_TYPE, rehypeHideCodeHtml, rehypeShowCodeHtml } from '../remark/rehype-code-html.js';
import { rehypeDropComments } from '../remark/rehype-headings.js';
import { rehypeHeadingsAndA11y } from '../remark/rehype-headings-a11y.js';
import type { RawHtml } from '../remark/remark-code.js';
import { safeHtml, type SafeHtmlOptions } from '../markup/safe-html.js';
import type { TocItem } from '../../types.js';

const pipeline = unified()
  .use(rehypeHideCodeHtml)
  .use(rehypeRaw, { passThrough: [CODE_HTML_TYPE] })
  .use(
    () => (tree: Root, file: VFile) => safeHtml(tree, { ...(file.data.safe as Omit<SafeHtmlOptions, 'rawElements'>), rawElements: true }),
  )
  .use(rehypeShowCodeHtml)
  .use(rehypeDropComments)
  .use(rehypeHeadingsAndA11y)
  .freeze();

export async function finishRawHtml(
  tree: Root,
  codeHtml: RawHtml[],
  safe: Omit<SafeHtmlOptions, 'rawElements'>,
): Promise<{ tree: Root; toc: TocItem[] }> {
  const file = new VFile();
  file.data.codeHtml = codeHtml;
  file.data.safe = safe;
  const out = (await pipeline.run(tree, file)) as Root;
  return { tree: out, toc: (file.data.toc as TocItem[] | undefined) ?? [] };
}
