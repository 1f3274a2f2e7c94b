// `@theme/CodeBlock` as pages render it on the server: its text highlighted with the build's
// highlighter (from the site data). In the browser, islands keep the plain one of misc.tsx.
import { useContext, type ReactNode } from 'react';
import { SiteDataContext } from '../site-data.js';
import { codeBlockMarkup } from '../shared/code-block.js';
import { reactMarkup } from '../shared/react-markup.js';

interface CodeBlockProps {
  children?: ReactNode;
  title?: string;
  language?: string;
  className?: string;
  metastring?: string;
  showLineNumbers?: boolean | number;
}

/** `{1,3-5}` in a CodeBlock's metastring: the lines to highlight. */
function metaLines(meta: string | undefined): Set<number> {
  const out = new Set<number>();
  const range = /\{([\d,\s-]+)\}/.exec(meta ?? '')?.[1] ?? '';
  for (const part of range.split(',')) {
    const [a, b] = part.split('-').map((n) => Number(n.trim()));
    if (Number.isInteger(a)) for (let i = a; i <= (Number.isInteger(b) ? b : a); i++) out.add(i);
  }
  return out;
}

/** `<CodeBlock>` from @theme/CodeBlock: its text highlighted as a fence with the same meta is
 *  (language from `language` or `className="language-x"`, `title`, `showLineNumbers`); children
 *  that are not text render plain. */
export function CodeBlock({ children, title, language, className, metastring, showLineNumbers }: CodeBlockProps) {
  const lang = language ?? /(?:^|\s)language-([\w+#-]+)/.exec(className ?? '')?.[1] ?? 'text';
  const text =
    typeof children === 'string'
      ? children
      : Array.isArray(children) && children.every((c) => typeof c === 'string')
        ? children.join('')
        : undefined;
  const highlight = useContext(SiteDataContext).codeBlock;
  const shownTitle = title ?? /title=(["'])(.*?)\1/.exec(metastring ?? '')?.[2];
  if (text !== undefined && highlight) {
    const html = highlight(text.replace(/\n$/, ''), lang, {
      title: shownTitle,
      showLineNumbers: !!showLineNumbers || /\bshowLineNumbers\b/.test(metastring ?? ''),
      highlightLines: metaLines(metastring),
    });
    return <div className="code-block-host" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  const pre = (
    <pre className="shiki plain" tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
  return codeBlockMarkup(reactMarkup, { language: lang, title: shownTitle, pre });
}
