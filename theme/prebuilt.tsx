// Parts of the page chrome that many pages render alike (the navbar, the footer, the sidebar's
// entries off the current page's path) are rendered by React once per build and then inserted as
// their HTML. The components stay the only source of that markup: a part's HTML is whatever React
// produced for it the first time, inline in a real page. Without a session (a plain render, a page
// module, a test) `Prebuilt` renders its pieces as they are.
import { createContext, createElement, useContext, type ReactNode } from 'react';

/** What a piece's markup depends on (like useMemo's dependencies): objects by identity. */
export type PrebuiltDep = object | string | number | boolean | null | undefined;

/** A list of pieces, as functions of their index (a long sidebar list makes no objects for the
 *  entries it finds kept). */
export interface PrebuiltPieces {
  count: number;
  /** Everything piece i's markup depends on; undefined: rendered every time. */
  deps: (i: number) => PrebuiltDep[] | undefined;
  /** Piece i: one element, keyed as a list item. Its markup must not depend on where it sits (no
   *  useId) nor on context; a piece that adds to the document's head (image preloads) is never kept. */
  render: (i: number) => ReactNode;
}

/** A placeholder or capture wrapper: a custom element the session finds in the rendered HTML. */
export interface PrebuiltMark {
  tag: string;
  props: Record<string, string>;
}

/** One page's render with a build's kept parts (generator/render/prebuilt-html.ts). */
export interface PrebuiltSession {
  /** The HTML kept for these deps; `false`: such a piece cannot be kept, so it renders live. */
  kept(deps: PrebuiltDep[]): string | false | undefined;
  /** The element standing for kept HTML (pieces in a row), replaced by it once the page is rendered. */
  placeholder(html: string[]): PrebuiltMark;
  /** The element wrapping a piece rendered now, whose HTML is then kept for its deps. */
  capture(deps: PrebuiltDep[], node: ReactNode): PrebuiltMark;
}

export const PrebuiltContext = createContext<PrebuiltSession | undefined>(undefined);

/** Renders pieces in order; kept ones in a row become one placeholder. */
export function Prebuilt({ count, deps, render }: PrebuiltPieces): ReactNode {
  const session = useContext(PrebuiltContext);
  const out: ReactNode[] = [];
  if (!session) {
    for (let i = 0; i < count; i++) out.push(render(i));
    return out;
  }
  let run: string[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const mark = session.placeholder(run);
    out.push(createElement(mark.tag, { key: `pb${out.length}`, ...mark.props }));
    run = [];
  };
  for (let i = 0; i < count; i++) {
    const d = deps(i);
    const html = d ? session.kept(d) : false;
    if (typeof html === 'string') {
      run.push(html);
      continue;
    }
    flush();
    const node = render(i);
    if (!d || html === false) {
      out.push(node);
      continue;
    }
    const mark = session.capture(d, node);
    // Inside a captured piece nothing is kept or placed: its HTML is plain React output.
    out.push(
      createElement(
        mark.tag,
        { key: `pb${out.length}`, ...mark.props },
        createElement(PrebuiltContext.Provider, { value: undefined }, node),
      ),
    );
  }
  flush();
  return out;
}
