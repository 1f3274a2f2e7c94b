import { useContext, type ReactNode } from 'react';
import { PageContext } from '../page-context.js';
import { codeBlockMarkup } from '../shared/code-block.js';
import { reactMarkup } from '../shared/react-markup.js';

export function ThemedImage({
  sources,
  alt = '',
  ...rest
}: {
  sources: { light: string; dark: string };
  alt?: string;
  width?: number | string;
  height?: number | string;
}) {
  return (
    <>
      <img className="themed-image themed-light" src={sources.light} alt={alt} {...rest} />
      <img className="themed-image themed-dark" src={sources.dark} alt={alt} {...rest} />
    </>
  );
}

export function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode; className?: string }) {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}

/** Cards for the pages of the current sidebar category (section index pages use it). */
export function DocCardList() {
  const { cards } = useContext(PageContext);
  return (
    <ul className="doc-card-list">
      {cards.map((c) => (
        <li key={c.href}>
          <a className="doc-card" href={c.href}>
            <span className="doc-card-title">
              {c.isCategory ? '🗂 ' : ''}
              {c.label}
            </span>
            {c.description ? <span className="doc-card-description">{c.description}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** `<CodeBlock>` from @theme/CodeBlock: a plain block (fenced code gets build-time highlighting). */
export function CodeBlock({ children, title, language }: { children?: ReactNode; title?: string; language?: string }) {
  const pre = (
    <pre className="shiki plain" tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
  return codeBlockMarkup(reactMarkup, { language: language ?? 'text', title, pre });
}

export function Details({ summary, children }: { summary?: ReactNode; children?: ReactNode }) {
  return (
    <details>
      {summary ? <summary>{summary}</summary> : null}
      {children}
    </details>
  );
}

export function useBaseUrl(path: string): string {
  return path;
}
