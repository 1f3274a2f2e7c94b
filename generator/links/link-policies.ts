import type { SiteConfig } from '../config/schema.js';
import type { WriterError } from '../errors.js';
import type { LinkProblem } from './check-links.js';

/** Sorts link problems by the config's policies: returns the fatal ones, adds warnings. */
export function applyLinkPolicies(config: SiteConfig, problems: LinkProblem[], warnings: string[]): WriterError[] {
  const fatal: WriterError[] = [];
  for (const p of problems) {
    const policy = p.kind === 'link' ? config.onBrokenLinks : p.kind === 'anchor' ? config.onBrokenAnchors : config.onBrokenMarkdownLinks;
    if (policy === 'throw') fatal.push(p.error);
    else if (policy === 'warn') warnings.push(warningText(p.error));
  }
  return fatal;
}

/** A warning as the build summary prints it: `file:line:col  message (hint)` on one line. */
export function warningText(e: WriterError): string {
  const p = e.place;
  return `${p.file}${p.line ? `:${p.line}${p.column ? `:${p.column}` : ''}` : ''}  ${e.message}${e.hint ? ` (${e.hint})` : ''}`;
}
