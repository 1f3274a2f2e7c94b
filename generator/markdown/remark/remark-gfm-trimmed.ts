import remarkGfm from 'remark-gfm';
import type { Processor } from 'unified';

// GFM autolink literals (`www.x.org`, `https://…`, `me@x.org` in plain text) are tried by micromark
// at the start of every word (emails may start with any letter or digit), and a character with a
// construct ends the run of plain text, so every word becomes its own token. A document that has no
// `@` cannot hold an email literal, one without `www.` no www literal, one without `http(s)://` no
// URL literal (the constructs match the source characters as written): for those, the constructs
// are left out, which parses the same tree (positions included) about a fifth faster.
// After parsing, mdast-util-gfm-autolink-literal also searches every text node for the same three
// shapes; text can only hold them if the source does, or spells them with character references
// (`&#64;`), so without those characters and without `&` that walk is left out too.

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

// GFM's footnote extension, at every `]` of a paragraph, walks back over the paragraph's tokens to
// the nearest image opening (`![`, which with `^` may start a footnote call), stopping at a link or
// label. A paragraph of thousands of `]` made that quadratic: 50,000 of them took 23 s. The walk is
// bounded here to the last WALK_CHARS characters: an opening further back cannot start a call (the
// label, from the opening to the `]`, would be longer than a footnote label's 999 characters), so
// such a `]` is left to the other constructs at once. The one difference: `![^a`, then over a
// thousand spaces and single line breaks, then `]` stays text (GFM would read a call to `[^a]`).
const WALK_CHARS = 1_100;
const STOPS = new Set(['labelImage', 'gfmFootnoteCall', 'labelLink', 'label', 'image', 'link']);

interface TokenizeThis { events: [string, { type: string; start: { offset: number } }][]; now(): { offset: number } }
type Tokenize = (this: TokenizeThis, effects: unknown, ok: unknown, nok: (code: unknown) => unknown) => unknown;

/** The potential footnote call construct with its walk bounded (the original runs when an opening
 *  or a stop is near, or the paragraph is short). */
function boundedFootnoteCall<C extends { tokenize?: Tokenize }>(construct: C): C {
  const tokenize = construct.tokenize!;
  return {
    ...construct,
    tokenize(this: TokenizeThis, effects: unknown, ok: unknown, nok: (code: unknown) => unknown) {
      const events = this.events;
      const from = this.now().offset - WALK_CHARS;
      for (let i = events.length - 1; i >= 0; i--) {
        const token = events[i][1];
        if (STOPS.has(token.type)) break;
        if (token.start.offset < from) return (code: unknown) => nok(code);
      }
      return tokenize.call(this, effects, ok, nok);
    },
  };
}

interface Construct { name?: string; tokenize?: Tokenize }
type ConstructRecord = Record<string, Construct | Construct[] | undefined>;
interface Extension { text?: ConstructRecord }
interface FromMarkdownExtension { transforms?: ((tree: never) => unknown)[] }

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
      ext.transforms ? { ...ext, transforms: ext.transforms.filter((t) => t.name !== 'transformGfmAutolinkLiterals') } : ext);
  }
}
