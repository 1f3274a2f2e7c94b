import remarkGfm from 'remark-gfm';
import type { Processor } from 'unified';
import { boundedFootnoteCall, type Tokenize } from './bounded-footnote-call.js';

// GFM autolink literals (`www.x.org`, `https://…`, `me@x.org` in plain text) are tried by micromark
// at the start of every word (emails may start with any letter or digit), and a character with a
// construct ends the run of plain text, so every word becomes its own token. A document that has no
// `@` cannot hold an email literal, one without `www.` no www literal, one without `http(s)://` no
// URL literal (the constructs match the source characters as written): for those, the constructs
// are left out, which parses the same tree (positions included) about a fifth faster.
// After parsing, mdast-util-gfm-autolink-literal also searches every text node for the same three
// shapes; text can only hold them if the source does, or spells them with character references
// (`&#64;`), so without those characters and without `&` that walk is left out too.
// Both pipelines (Markdown and MDX) take GFM from here, with its footnote walk bounded
// (bounded-footnote-call.ts).

export type AutolinkKind = 'emailAutolink' | 'wwwAutolink' | 'protocolAutolink' | 'literalTransform';

/** The autolink-literal steps that cannot find anything in `text`. */
export function unusableAutolinks(text: string): AutolinkKind[] {
  const out: AutolinkKind[] = [];
  if (!text.includes('@')) out.push('emailAutolink');
  if (!/www\./i.test(text)) out.push('wwwAutolink');
  if (!/https?:\/\//i.test(text)) out.push('protocolAutolink');
  if (out.length === 3 && !text.includes('&')) out.push('literalTransform');
  return out;
}

interface Construct {
  name?: string;
  tokenize?: Tokenize;
}
type ConstructRecord = Record<string, Construct | Construct[] | undefined>;
interface Extension {
  text?: ConstructRecord;
}
interface FromMarkdownExtension {
  transforms?: ((tree: never) => unknown)[];
}

/** remark-gfm without the given autolink-literal constructs, its footnote walk bounded. */
export function remarkGfmTrimmed(this: Processor, options: { drop?: AutolinkKind[] } = {}) {
  remarkGfm.call(this);
  const drop = new Set<string>(options.drop ?? []);
  const extensions = this.data().micromarkExtensions as Extension[];
  // remark-gfm has just pushed its combined micromark extension.
  const gfm = extensions[extensions.length - 1];
  const text: ConstructRecord = {};
  for (const [code, value] of Object.entries(gfm.text ?? {})) {
    const kept = (Array.isArray(value) ? value : value ? [value] : []).filter((c) => !drop.has(c.name ?? ''));
    if (kept.length > 0) text[code] = kept.map((c) => (c.name === 'gfmPotentialFootnoteCall' ? boundedFootnoteCall(c) : c));
  }
  extensions[extensions.length - 1] = { ...gfm, text };
  if (drop.has('literalTransform')) {
    // remark-gfm has just pushed its list of mdast extensions; the autolink one holds the search.
    const fromMarkdown = this.data().fromMarkdownExtensions as (FromMarkdownExtension | FromMarkdownExtension[])[];
    const last = fromMarkdown[fromMarkdown.length - 1];
    fromMarkdown[fromMarkdown.length - 1] = (Array.isArray(last) ? last : [last]).map((ext) =>
      ext.transforms ? { ...ext, transforms: ext.transforms.filter((t) => t.name !== 'transformGfmAutolinkLiterals') } : ext,
    );
  }
}
