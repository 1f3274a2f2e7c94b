// safe-html.ts as a rehype plugin for the remark and MDX pipelines, with the page's file name,
// warning list and trust setting from `vfile.data.docsgen`.
import type { Root } from 'hast';
import { safeHtml } from '../markup/safe-html.js';

interface SafeData {
  file: string;
  warn: (m: string) => void;
  trustedHtml?: boolean;
}

// Two plugins, not one with options: unified keeps a single instance of a plugin used twice.

/** Before rehype-raw (or with no raw HTML): the Markdown links and images, and MDX's JSX. */
export function rehypeSafeLinks() {
  return safeWith({ rawElements: false });
}

/** After rehype-raw, where elements may be the writer's raw HTML. */
export function rehypeSafeRawHtml() {
  return safeWith({ rawElements: true });
}

function safeWith(options: { rawElements: boolean }) {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const d = file.data.docsgen as SafeData;
    // Raw HTML of a trusted site is kept as written: nothing to look at after rehype-raw.
    if (options.rawElements && d.trustedHtml) return;
    safeHtml(tree, { file: d.file, warn: d.warn, trusted: d.trustedHtml === true, rawElements: options.rawElements });
  };
}
