// A site plugin (markdown.remarkPlugins …) that throws on a page: the writer is told which plugin
// and which page, without the plugin's stack (printed with --debug, as the error's cause).
import { writerError } from '../errors.js';
import type { MarkdownInput } from './markdown-input.js';
import { SitePluginError } from './remark/site-plugins.js';

/** `e` as a writer error when a site plugin threw it; anything else is returned as it is. */
export function pluginFailure(e: unknown, input: MarkdownInput): unknown {
  if (!(e instanceof SitePluginError)) return e;
  // A plugin that reports through vfile (`file.fail(reason, node)`) gives the place in the page.
  const at = e.original as { line?: number; column?: number; reason?: string } | undefined;
  const reason = (typeof at?.reason === 'string' ? at.reason : e.message).split('\n')[0];
  const err = writerError(
    input.file,
    input.source,
    typeof at?.line === 'number' ? at.line : undefined,
    typeof at?.column === 'number' ? at.column : undefined,
    `the site plugin ${e.plugin} failed on this page: ${reason}`,
    "the error comes from the plugin (in docsgen.config.ts, markdown.*Plugins), not from docsgen: fix the plugin, or the page if the plugin rejects it (--debug prints the plugin's stack)",
  );
  err.cause = e.original;
  return err;
}
