// What a page knows of its own route while it renders on the server: the URL path a reader opens
// (Docusaurus's router location, with the base URL), and, for a page module, the title and
// description its `<Layout>` gives (read back by the renderer to write the page's <head>).
import { createContext } from 'react';

export interface PageHead {
  title?: string;
  description?: string;
}

/** The path of the page being rendered, base URL included (`/docs/intro`). */
export const LocationContext = createContext<string>('/');

/** Filled by `<Layout title description>` while a page module renders; absent elsewhere. */
export const PageHeadContext = createContext<PageHead | undefined>(undefined);
