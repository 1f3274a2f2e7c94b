// What Docusaurus offers for code that needs a browser, the same code on the server and in an
// island: `useIsBrowser` is false on the server and during hydration (so the first client render
// matches the server HTML), true from the render after; `BrowserOnly` shows its fallback until then.
import { useEffect, useState, type ReactNode } from 'react';

export function useIsBrowser(): boolean {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser;
}

/** Children (a function, as in Docusaurus) render in the browser only; the server HTML and the
 *  hydrating render show `fallback`. */
export function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  const browser = useIsBrowser();
  return <>{browser && typeof children === 'function' ? children() : (fallback ?? null)}</>;
}

const canUseDOM = typeof window !== 'undefined' && typeof window.document?.createElement === 'function';

/** `@docusaurus/ExecutionEnvironment`: what the running environment offers. */
export const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && typeof window.screen !== 'undefined',
};
