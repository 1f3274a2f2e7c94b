// GFM footnotes on the fast path, as remark-gfm and mdast-util-to-hast print them. markdown-it reads
// `[^label]: text` as a block of its own (here, like markdown-it-footnote: it may interrupt a
// paragraph, its text is parsed as blocks) and `[^label]` as a reference only when that label is
// defined somewhere on the page, as micromark does; the walk (fast-markdown.ts) keeps each
// definition's blocks and numbers the references in the order they come, and the page ends with
// mdast-util-to-hast's footer. fast-path-gate.ts lets through only one-line definitions of plain
// text with simple labels, no reference inside a definition, no two definitions of one label.
import type { StateBlock, StateInline } from 'markdown-it';
import type { Element, ElementContent } from 'hast';
import { normalizeUri } from 'micromark-util-sanitize-uri';

const PREFIX = 'user-content-';

/** The labels defined on the page, under the key micromark compares them by. */
interface FootnoteEnv {
  footnotes?: Set<string>;
}
const key = (label: string): string =>
  label
    .replace(/[\t\n\r ]+/g, ' ')
    .trim()
    .toLowerCase()
    .toUpperCase();

/** `[^label]:` at the start of a block; its text, from after the colon, is the definition's blocks. */
export function footnoteDefinitionRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const start = state.bMarks[startLine] + state.tShift[startLine];
  const max = state.eMarks[startLine];
  const src = state.src;
  if (state.sCount[startLine] - state.blkIndent >= 4 || src.charCodeAt(start) !== 0x5b || src.charCodeAt(start + 1) !== 0x5e) return false;
  let pos = start + 2;
  while (pos < max && src[pos] !== ']' && src[pos] !== ' ' && src[pos] !== '[') pos++;
  if (pos === start + 2 || src[pos] !== ']' || src[pos + 1] !== ':') return false;
  if (silent) return true;
  const label = src.slice(start + 2, pos);
  ((state.env as FootnoteEnv).footnotes ??= new Set()).add(key(label));
  pos += 2;
  const open = state.push('footnote_definition_open', '', 1);
  open.meta = { label };
  open.map = [startLine, startLine + 1];
  const old = {
    bMark: state.bMarks[startLine],
    tShift: state.tShift[startLine],
    sCount: state.sCount[startLine],
    parent: state.parentType,
  };
  const afterColon = pos;
  while (pos < max && src[pos] === ' ') pos++;
  // The definition's first line starts after the colon, indented as its continuation lines.
  state.bMarks[startLine] = afterColon;
  state.tShift[startLine] = pos - afterColon;
  state.blkIndent += 4;
  state.sCount[startLine] = state.blkIndent + (pos - afterColon);
  state.parentType = 'footnote' as never;
  state.md.block.tokenize(state, startLine, endLine);
  state.parentType = old.parent;
  state.blkIndent -= 4;
  state.bMarks[startLine] = old.bMark;
  state.tShift[startLine] = old.tShift;
  state.sCount[startLine] = old.sCount;
  open.map[1] = state.line;
  state.push('footnote_definition_close', '', -1);
  return true;
}

/** `[^label]` for a defined label. */
export function footnoteReferenceRule(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  const src = state.src;
  if (src.charCodeAt(start) !== 0x5b || src.charCodeAt(start + 1) !== 0x5e) return false;
  let pos = start + 2;
  while (pos < state.posMax && src[pos] !== ']' && src[pos] !== ' ' && src[pos] !== '\n' && src[pos] !== '[') pos++;
  if (pos === start + 2 || src[pos] !== ']') return false;
  const label = src.slice(start + 2, pos);
  if (!(state.env as FootnoteEnv).footnotes?.has(key(label))) return false;
  if (!silent) state.push('footnote_ref', '', 0).meta = { label };
  state.pos = pos + 1;
  return true;
}

/** The page's footnotes: definitions by key, and the references so far. */
export interface Footnotes {
  defs: Map<string, ElementContent[]>;
  order: string[];
  counts: Map<string, number>;
}

export const newFootnotes = (): Footnotes => ({ defs: new Map(), order: [], counts: new Map() });

/** A definition's blocks; the first of a label counts, as in mdast-util-to-hast. */
export function defineFootnote(f: Footnotes, label: string, content: ElementContent[]): void {
  if (!f.defs.has(key(label))) f.defs.set(key(label), content);
}

const el = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const safeId = (id: string): string => normalizeUri(id.toLowerCase());

/** mdast-util-to-hast's footnoteReference. */
export function footnoteReference(f: Footnotes, label: string): Element {
  const id = key(label);
  const seen = f.counts.get(id) ?? 0;
  if (seen === 0) f.order.push(id);
  f.counts.set(id, seen + 1);
  const counter = f.order.indexOf(id) + 1;
  const link = el(
    'a',
    {
      href: `#${PREFIX}fn-${safeId(id)}`,
      id: `${PREFIX}fnref-${safeId(id)}${seen + 1 > 1 ? `-${seen + 1}` : ''}`,
      dataFootnoteRef: true,
      ariaDescribedBy: ['footnote-label'],
    },
    [{ type: 'text', value: String(counter) }],
  );
  return el('sup', {}, [link]);
}

/** mdast-util-to-hast's footer, or nothing when no defined footnote is referenced. `wrap` is its
 *  line-break wrapping (fast-markdown.ts's). */
export function footnoteFooter(f: Footnotes, wrap: (nodes: ElementContent[], loose: boolean) => ElementContent[]): Element | undefined {
  const items: Element[] = [];
  f.order.forEach((id, index) => {
    const content = f.defs.get(id);
    if (!content) return;
    const backs: ElementContent[] = [];
    for (let n = 1; n <= (f.counts.get(id) ?? 0); n++) {
      if (backs.length > 0) backs.push({ type: 'text', value: ' ' });
      const children: ElementContent[] = [{ type: 'text', value: '↩' }];
      if (n > 1) children.push(el('sup', {}, [{ type: 'text', value: String(n) }]));
      backs.push(
        el(
          'a',
          {
            href: `#${PREFIX}fnref-${safeId(id)}${n > 1 ? `-${n}` : ''}`,
            dataFootnoteBackref: '',
            ariaLabel: `Back to reference ${index + 1}${n > 1 ? `-${n}` : ''}`,
            className: ['data-footnote-backref'],
          },
          children,
        ),
      );
    }
    const tail = content[content.length - 1];
    if (tail?.type === 'element' && tail.tagName === 'p') {
      const last = tail.children[tail.children.length - 1];
      if (last?.type === 'text') last.value += ' ';
      else tail.children.push({ type: 'text', value: ' ' });
      tail.children.push(...backs);
    } else {
      content.push(...backs);
    }
    items.push(el('li', { id: `${PREFIX}fn-${safeId(id)}` }, wrap(content, true)));
  });
  if (items.length === 0) return undefined;
  return el('section', { dataFootnotes: true, className: ['footnotes'] }, [
    el('h2', { className: ['sr-only'], id: 'footnote-label' }, [{ type: 'text', value: 'Footnotes' }]),
    { type: 'text', value: '\n' },
    el('ol', {}, wrap(items, true)),
    { type: 'text', value: '\n' },
  ]);
}
