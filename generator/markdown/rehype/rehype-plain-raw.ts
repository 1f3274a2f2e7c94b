// rehype-raw for raw HTML of plain tags only (remark/plain-html-tree.ts says when), without parse5:
// each attribute-free tag opens an element that takes the siblings after it until its closing tag,
// texts stay texts (adjacent ones joined, as the HTML parser joins them), `<br>` is an element of
// its own. It makes the elements a site's rehype plugins expect where rehype-raw would, and prints
// the same bytes (test/unit/plain-html-tree.test.ts compares both).
import type { Element, ElementContent, Root, RootContent } from 'hast';

type Parent = Root | Element;
const TAG = /<(\/?)([a-z]+)>/g;

/** A raw node's pieces: texts and tags, in order. */
function pieces(value: string): ({ text: string } | { tag: string; close: boolean })[] {
  const out: ({ text: string } | { tag: string; close: boolean })[] = [];
  let at = 0;
  for (const m of value.matchAll(TAG)) {
    if (m.index > at) out.push({ text: value.slice(at, m.index) });
    out.push({ tag: m[2], close: m[1] === '/' });
    at = m.index + m[0].length;
  }
  if (at < value.length) out.push({ text: value.slice(at) });
  return out;
}

function append(to: Parent, node: RootContent): void {
  const last = to.children[to.children.length - 1];
  if (node.type === 'text' && last?.type === 'text') last.value += node.value;
  else (to.children as RootContent[]).push(node);
}

/** The children of `parent` with its raw tags made elements (recursively, inside them too). */
function build(parent: Parent): void {
  const kids = parent.children as RootContent[];
  parent.children = [];
  const stack: Parent[] = [parent];
  for (const child of kids) {
    const top = stack[stack.length - 1];
    if (child.type !== 'raw') {
      if (child.type === 'element') build(child);
      append(top, child);
      continue;
    }
    for (const p of pieces(child.value)) {
      const at = stack[stack.length - 1];
      if ('text' in p) append(at, { type: 'text', value: p.text });
      else if (p.close) stack.pop();
      else {
        const el: Element = { type: 'element', tagName: p.tag, properties: {}, children: [] as ElementContent[] };
        append(at, el);
        if (p.tag !== 'br') stack.push(el);
      }
    }
  }
}

export function rehypePlainRaw() {
  return (tree: Root) => build(tree);
}
