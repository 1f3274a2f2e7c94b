// A depth-first walk of a unist tree for docsgen's own remark and rehype steps. unist-util-visit
// copies the list of ancestors at every node, and on the 600-page corpus those copies and their
// collection were a third of the one chain's time; the steps here need only the node, its index
// and its parent.
interface UnistNode {
  type: string;
  children?: UnistNode[];
}

/** What a visitor returns: nothing (go on, into the node's children), 'skip' (not into its
 *  children), or the index in the parent to go on at, its children skipped (after a visitor
 *  replaced the node). */
export type WalkResult = void | undefined | 'skip' | { next: number };
export type Visitor<N> = (node: N, index: number | undefined, parent: { children: unknown[] } | undefined) => WalkResult;

/** Walks `tree` in document order, calling `visit` at each node (of `type`, when given). */
export function walkTree<N = UnistNode>(tree: unknown, visit: Visitor<N>, type?: string): void {
  const one = (node: UnistNode, index: number | undefined, parent: UnistNode | undefined): number | undefined => {
    const r = type === undefined || node.type === type ? visit(node as N, index, parent as { children: unknown[] } | undefined) : undefined;
    if (typeof r === 'object') return r.next;
    if (r !== 'skip' && node.children) {
      for (let i = 0; i < node.children.length;) i = one(node.children[i], i, node) ?? i + 1;
    }
    return undefined;
  };
  one(tree as UnistNode, undefined, undefined);
}
