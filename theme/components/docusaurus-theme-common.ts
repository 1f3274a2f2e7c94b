// The parts of `@docusaurus/theme-common` landing pages and site components use, as a page renders
// once on the server: the colour mode is the site's default (the reader's choice applies in the
// browser through CSS), the window is a desktop's, and ThemeClassNames are Docusaurus's names.
import { useContext, useEffect, useLayoutEffect } from 'react';
import { SiteDataContext } from '../site-data.js';

export function useColorMode(): { colorMode: 'light' | 'dark'; setColorMode: (mode: 'light' | 'dark') => void; isDarkTheme: boolean } {
  const colorMode =
    (useContext(SiteDataContext).siteConfig.colorMode as { defaultMode?: 'light' | 'dark' } | undefined)?.defaultMode ?? 'light';
  return { colorMode, setColorMode: () => undefined, isDarkTheme: colorMode === 'dark' };
}

/** Docusaurus's themeConfig is docsgen's config: navbar, footer, colorMode are at its top level. */
export function useThemeConfig(): Record<string, unknown> {
  return useContext(SiteDataContext).siteConfig;
}

export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  return 'ssr';
}

/** useLayoutEffect in the browser, useEffect on the server (where neither runs). */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export const ThemeClassNames = {
  page: { blogListPage: 'blog-list-page', blogPostPage: 'blog-post-page', docsDocPage: 'docs-doc-page', mdxPage: 'mdx-page' },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
  },
  layout: {},
  docs: { docVersionBanner: 'theme-doc-version-banner', docVersionBadge: 'theme-doc-version-badge', docMarkdown: 'theme-doc-markdown' },
  blog: {},
} as const;
